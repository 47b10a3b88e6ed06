// The browser test's `phone` part (web/test.mjs; docs/phones.md): the game on a phone, by taps
// only, in pages as Chromium emulates a phone (`isMobile`, `hasTouch`, device scale 3) at
// 360x640 and 390x844 upright and 844x390 on its side. From the title: Play, Rush, its setup
// stepped to 9x9 against level 1 in the flat view, Start; a stone tapped on the centre point and the AI's
// answer; the move list's tab; Undo; Resign from the More tab, to the end screen. On 19x19
// upright, a first tap only shows the move and a second on it places it. On every screen the
// page's hooks show the board filling at least 90% of the width upright, and every button on
// screen at least 44x44 CSS px and inside the viewport.

/** The phones: each viewport, and whether it is upright. */
export const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];

/** `t`: what web/test.mjs shares: `browser`, `url`, `log`, `Failure`, `use(page)` (makes `page`
 * the one its helpers act on), `hook`, `waitFor`, `frames`, `buttons`, `shot`,
 * `consoleLines`, `titleTimeout`, `aiTimeout`. */
export async function phoneTest(t, viewport) {
  const { browser, url, log, Failure, hook, waitFor, frames, buttons, shot, consoleLines } = t;
  const name = `${viewport.width}x${viewport.height}`;
  const upright = viewport.height > viewport.width;
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  t.use(page);
  page.on("console", (m) => consoleLines.push(`[phone ${name} ${m.type()}] ${m.text()}`));
  page.on("pageerror", (e) => consoleLines.push(`[phone ${name} pageerror] ${e.message}`));

  /** Every button on screen at least 44x44 CSS px and inside the viewport; upright, the
   * board (when there is one) at least 90% of the width. */
  async function checkFit(where) {
    await frames(3);
    const s = await hook();
    const problems = [];
    for (const b of buttons(s)) {
      if (b.w < 43.5 || b.h < 43.5) problems.push(`"${b.label}" is ${b.w}x${b.h}`);
      const inside = b.x - b.w / 2 >= -1 && b.x + b.w / 2 <= viewport.width + 1;
      const shown = b.y + b.h / 2 > 0 && b.y - b.h / 2 < viewport.height;
      if (shown && !inside) problems.push(`"${b.label}" leaves the screen at ${b.x},${b.y}`);
    }
    if (upright && s.board) {
      // The board's box as the game has settled it (a frame that placed the camera anew can
      // report it from a projection not yet updated): at most 10 s for the 90%.
      const width = (s) => Number((s.board ?? "").split(",")[2] ?? 0);
      const settled = await waitFor(`${name}, ${where}: the board at 90% of the width`, (s) => width(s) >= 0.9 * viewport.width, 10_000).catch(() => s);
      const w = width(settled);
      if (w < 0.9 * viewport.width) problems.push(`the board is ${w} px wide of ${viewport.width}`);
    }
    if (problems.length) {
      await shot(`phone-${name}-failed`);
      throw new Failure(`${name}, ${where}: ${problems.join("; ")} (the page's state: ${JSON.stringify(s)})`);
    }
    return s;
  }

  const cdp = await context.newCDPSession(page);

  /** A finger dragged from (x, y) by `dy` over a few frames, as a person scrolls. */
  async function swipe(x, y, dy) {
    const point = (y) => [{ x, y, radiusX: 4, radiusY: 4, force: 1, id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(y) });
    for (let i = 1; i <= 6; i++) {
      await page.waitForTimeout(30);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(y + (dy * i) / 6) });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await frames(3);
  }

  /** Taps the `nth` button labelled `label` (top to bottom, left to right), scrolling the menu
   * by a finger in its empty left margin first when the button is below the screen. */
  async function tap(label, nth = 0) {
    let s;
    try {
      s = await waitFor(`the "${label}" button`, (s) => buttons(s).filter((b) => b.label === label)[nth], 10_000);
    } catch {
      s = await hook();
      throw new Failure(`${name}: no "${label}" button on the ${s.screen} screen (buttons: ${s.buttons})`);
    }
    await frames(3);
    for (let i = 0; i < 6; i++) {
      s = await hook();
      const b = buttons(s).filter((b) => b.label === label)[nth];
      if (!b) throw new Failure(`${name}: the "${label}" button went away (buttons: ${s.buttons})`);
      const below = b.y + b.h / 2 - viewport.height;
      const above = -(b.y - b.h / 2);
      if (below <= 0 && above <= 0) {
        await page.touchscreen.tap(b.x, b.y);
        return;
      }
      const by = below > 0 ? -Math.min(below + 20, viewport.height * 0.6) : Math.min(above + 20, viewport.height * 0.6);
      await swipe(12, viewport.height / 2 - by / 2, by);
    }
    throw new Failure(`${name}: the "${label}" button could not be scrolled onto the screen (buttons: ${s.buttons})`);
  }

  async function tapTo(label, screen, nth = 0) {
    await tap(label, nth);
    return waitFor(`${name}: "${label}" leads to the ${screen} screen`, (s) => s.screen === screen, 20_000);
  }

  try {
    await page.goto(url);
    await waitFor(`${name}: the title`, (s) => s.screen === "Title" && s.buttons, t.titleTimeout);
    await checkFit("the title");
    await shot(`phone-${name}-title`);
    await tapTo("Play", "Select");
    await checkFit("the game select");
    await shot(`phone-${name}-select`);
    await tapTo("Rush", "Setup");
    await checkFit("the setup");
    // The rows' "<": the size first, then Black, then White.
    for (let i = 0; i < 10; i++) {
      const s = await hook();
      if (s.setup.startsWith("rush 9 ")) break;
      const before = s.setup;
      await tap("<", 0);
      await waitFor(`${name}: the size steps`, (s) => s.setup !== before, 10_000);
    }
    for (let i = 0; i < 12; i++) {
      const s = await hook();
      if (s.setup === "rush 9 human ai1") break;
      const before = s.setup;
      await tap("<", 2);
      await waitFor(`${name}: White's seat steps`, (s) => s.setup !== before, 10_000);
    }
    // The flat view, from above: the board's width on screen is the board's (the 3D view's
    // near edge is wider than its far one).
    if (!(await hook()).setup.includes(" ")) throw new Failure(`${name}: no setup`);
    await tap(">", 3);
    await frames(3);
    const set = await hook();
    if (set.setup !== "rush 9 human ai1") throw new Failure(`${name}: the setup is "${set.setup}", not rush 9 human ai1`);
    await shot(`phone-${name}-setup`);
    await tapTo("Start", "Play");
    // The board is framed once the panel has laid out (a frame or two).
    const wide = (s) => Number((s.board ?? "").split(",")[2] ?? 0);
    await waitFor(`${name}: the board framed, upright 90% of the width`, (s) => s.center && s.board && (!upright || wide(s) >= 0.9 * viewport.width), 30_000);
    await checkFit("the play screen");
    const at = (await hook()).center.split(",").map(Number);
    await page.touchscreen.tap(at[0], at[1]);
    await waitFor(`${name}: the stone on the centre point`, (s) => s.moves.split(" ")[0] === "e5", 15_000);
    await waitFor(`${name}: the AI's answer`, (s) => s.moves.split(" ").filter(Boolean).length >= 2 && s.thinking === "0", t.aiTimeout);
    await shot(`phone-${name}-play`);
    if (upright) {
      await tap("Moves");
    } else {
      // On its side the panel scrolls beside the board: a finger drags it up to the list.
      for (let i = 0; i < 4 && !buttons(await hook()).some((b) => b.label === "Replay"); i++) {
        await swipe(viewport.width - 60, viewport.height * 0.8, -viewport.height * 0.5);
      }
    }
    await waitFor(`${name}: the move list`, (s) => buttons(s).some((b) => b.label === "Replay"), 10_000);
    await checkFit("the move list");
    await shot(`phone-${name}-moves`);
    const before = (await hook()).moves;
    await tap("Undo");
    await waitFor(`${name}: undo`, (s) => s.moves.length < before.length, 10_000);
    if (upright) {
      await tap("More");
      await checkFit("the More tab");
    } else {
      for (let i = 0; i < 4 && !buttons(await hook()).some((b) => b.label === "Resign"); i++) {
        await swipe(viewport.width - 60, viewport.height * 0.2, viewport.height * 0.5);
      }
    }
    await tapTo("Resign", "End");
    await checkFit("the end screen");
    await shot(`phone-${name}-end`);
    log(`${name}: title, select, setup (Rush 9x9 against level 1), a stone and the AI's answer, the moves, undo, resign: every button 44x44 or more and on screen${upright ? ", the board 90% of the width or more" : ""}`);

    if (upright) {
      // 19x19 upright: points about 19 px apart, so a tap first shows the move.
      await page.goto(`${url}?play=rush:19:human:human`);
      await waitFor(`${name}: the 19x19 board`, (s) => s.screen === "Play" && s.center && wide(s) >= 0.9 * viewport.width, t.titleTimeout);
      await frames(3);
      await checkFit("19x19");
      const c = (await hook()).center.split(",").map(Number);
      await page.touchscreen.tap(c[0], c[1]);
      await frames(4);
      if ((await hook()).moves !== "") throw new Failure(`${name}: on 19x19 the first tap placed at once`);
      await shot(`phone-${name}-tap-preview`);
      await page.touchscreen.tap(c[0], c[1]);
      await waitFor(`${name}: the second tap places`, (s) => s.moves === "j10", 10_000);
      log(`${name}: on 19x19 the first tap showed the move, the second placed it`);
    }
  } finally {
    await context.close();
  }
}
