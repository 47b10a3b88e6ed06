// The browser test's `aria` part (web/test.mjs; docs/accessibility.md, "Checking"): what a
// screen reader finds on each screen, as Playwright's ARIA snapshot of the text layer gives it
// (`locator.ariaSnapshot()`), and the screens walked by the keyboard alone through the
// layer's buttons, the way a screen reader's user presses them (focus, then Enter): the title,
// the game select, the setup, a game (its panel's buttons, the log and the move box), the
// end screen after resigning, and Settings, where screen reader mode keeps the layer on screen.

/** `t`: what web/test.mjs shares: `newPage`, `url`, `log`, `Failure`, `hook`, `waitFor`,
 * `shot`, `titleTimeout`. Returns each screen's snapshot. */
export async function ariaTest(t) {
  const { newPage, url, log, Failure, hook, waitFor, shot, titleTimeout } = t;
  const page = await newPage();
  await page.goto(url);
  await waitFor("the title", (s) => s.screen === "Title", titleTimeout);
  const layer = page.locator("#text-mode");
  const snapshots = {};

  /** The layer's snapshot once its list names `screen` and holds every one of `buttons`
   * (the list follows the screen within a few frames). */
  async function screenTree(screen, buttons) {
    const started = Date.now();
    let tree = "";
    while (Date.now() - started < 15_000) {
      tree = await layer.ariaSnapshot();
      if (tree.includes(`navigation "${screen}"`) && buttons.every((b) => tree.includes(b))) {
        snapshots[screen] = tree;
        return tree;
      }
      await page.waitForTimeout(100);
    }
    throw new Failure(`the text layer never listed ${JSON.stringify(buttons)} under "${screen}"; it reads:\n${tree}\nthe page's state ${JSON.stringify(await hook())}`);
  }

  /** Presses the layer's button named `name` as a keyboard does (focus, Enter). */
  async function press(name, exact = true) {
    const button = page.getByRole("navigation").getByRole("button", { name, exact });
    await button.focus();
    await page.keyboard.press("Enter");
  }

  let tree = await screenTree("Main menu", ['button "Play"', 'button "Play online"', 'button "Load"', 'button "Settings"']);
  // The landmarks: the layer's region and heading, its buttons, the log and the move box.
  for (const part of ['region "Quartet"', 'heading "Quartet" [level=2]', 'navigation "Main menu"', 'log "Quartet"', 'textbox "Move or command (h for help)"']) {
    if (!tree.includes(part)) throw new Failure(`the title's accessibility tree has no ${part}:\n${tree}`);
  }
  await press("Play");
  await waitFor("the game select", (s) => s.screen === "Select", 15_000);
  // Each game's card is one button: its name, then its one-line summary.
  tree = await screenTree("Choose a game", ['button "Rekushu.', 'button "Rush.', 'button "Quadrex.', 'button "Cheversi.', 'button "Learn Rush"']);
  await press("Rush.", false);
  await waitFor("the setup", (s) => s.screen === "Setup", 15_000);
  // A row's arrows are named by the row: its name and value.
  tree = await screenTree("New game", ['button "Board size, ', ': previous"', ': next"', 'button "Start"']);
  // A stepped row says its new value in the log, where the reader hears it.
  const size = (await hook()).setup.split(" ")[1];
  await press(`Board size, ${size} x ${size}: next`);
  const stepped = await waitFor("the next size", (s) => s.setup.split(" ")[1] !== size, 15_000);
  const now = stepped.setup.split(" ")[1];
  await page.locator("#spoken p", { hasText: `Board size, ${now} x ${now}` }).waitFor({ state: "attached", timeout: 15_000 });
  // The stepped row renames its arrows, which rewrites the list: press once it is rewritten
  // (an Enter on a button being replaced is lost).
  await screenTree("New game", [`button "Board size, ${now} x ${now}: next"`, 'button "Start"']);
  await press("Start");
  await waitFor("the game", (s) => s.screen === "Play", 15_000);
  // The panel's buttons (egui's) are listed and pressed the same way.
  // (The panel's buttons listed as they can be pressed: Rules always can.)
  tree = await screenTree("Game", ['button "Resign"', 'button "Rules"\n', 'button "Menu"', 'button "Import"', "log", "textbox"]);
  await shot("18-text-layer-game");
  // Resigning is for the side to move: the button says whether it can be pressed now.
  await page.locator('#screen-buttons button:not([aria-disabled])', { hasText: "Resign" }).waitFor({ state: "attached", timeout: 30_000 });
  await press("Resign");
  await waitFor("the end screen", (s) => s.screen === "End", 15_000);
  tree = await screenTree("Game over", ['button "Rematch"', 'button "Setup"', 'button "Menu"']);
  await press("Menu");
  await waitFor("the title again", (s) => s.screen === "Title", 15_000);
  // The title's list, not the end screen's still being replaced (an Enter then was lost once).
  await screenTree("Main menu", ['button "Play"', 'button "Settings"']);
  // Screen reader mode, turned on from the layer's own buttons: the row says its new value,
  // and the layer stays on screen when the keyboard leaves it.
  await press("Settings");
  await waitFor("the settings", (s) => s.screen === "Settings", 15_000);
  await screenTree("Settings", ['button "Screen reader mode, Off"', 'button "Read after a move, Move + effects"']);
  await press("Screen reader mode, Off");
  await page.locator("#spoken p", { hasText: "Screen reader mode, On" }).waitFor({ state: "attached", timeout: 15_000 });
  await page.locator("#bevy").focus();
  const box = await layer.boundingBox();
  if (!box || box.height < 40) throw new Failure(`screen reader mode is on, but the text layer is out of sight: ${JSON.stringify(box)}`);
  await shot("19-screen-reader-mode");
  for (const [screen, snapshot] of Object.entries(snapshots)) {
    log(`the text layer on "${screen}":\n  ${snapshot.split("\n").join("\n  ")}`);
  }
  await page.close();
  return snapshots;
}
