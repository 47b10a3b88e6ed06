// The browser test's `phone` part (web/test.mjs; docs/phones.md): the game on a phone, by taps
// only, in one page as Chromium emulates a phone (`isMobile`, `hasTouch`, device scale 3),
// turned between 390x844 upright, 844x390 on its side and the smaller 360x640 on every
// screen: the title, the game select, the setup (stepped to Rush 9x9 against level 1 in the
// flat view), the game (a stone tapped on the centre point and the AI's answer, the move list,
// Undo, Resign), the end screen, the review card, the learn screen, a lesson's step and a
// puzzle's try. Turning the phone keeps the game as it was. On 19x19 upright, a first tap
// only shows the move and a second on it places it; a pinch zooms in, and then one tap
// places. On every screen, at every size, the page's hooks show every button on screen at
// least 44x44 CSS px and inside the viewport, and upright the board at least 90% of the
// width. The page draws at the device's scale capped to 2, and at 1 once its frames prove slow
// (as software rendering's are).

/** The phones: the one the game is played on first, then the turns. */
export const PHONES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 360, height: 640 },
];

/** A page as a phone at `viewport`, and the taps, swipes and checks done on it. `t`: what
 * web/test.mjs shares: `browser`, `log`, `Failure`, `use(page)` (makes `page` the one its
 * helpers act on), `hook`, `waitFor`, `frames`, `settledCenter`, `buttons`, `shot`,
 * `consoleLines`, `pointOnCanvas`. The helpers act on this page: call `use()` before them when
 * another page was in use. The device scale is 3 unless `deviceScaleFactor` says otherwise. */
export async function phonePage(t, viewport, who = "phone", deviceScaleFactor = 3) {
  const { browser, Failure, hook, waitFor, frames, buttons, shot, consoleLines } = t;
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor });
  const page = await context.newPage();
  const p = { page, context, viewport };
  const name = () => `${p.viewport.width}x${p.viewport.height}`;
  const upright = () => p.viewport.height > p.viewport.width;
  p.name = name;
  p.upright = upright;
  p.use = () => t.use(page);
  p.use();
  page.on("console", (m) => consoleLines.push(`[${who} ${m.type()}] ${m.text()}`));
  page.on("pageerror", (e) => consoleLines.push(`[${who} pageerror] ${e.message}`));
  const cdp = await context.newCDPSession(page);

  /** The board's width on the canvas, from the page's `data-board`. */
  p.boardWidth = (s) => Number((s.board ?? "").split(",")[2] ?? 0);

  /** The phone turned to `viewport`: the game lays itself out again. */
  p.turn = async (v) => {
    p.viewport = v;
    await page.setViewportSize(v);
    await frames(3);
  };

  /** Every button on screen at least 44x44 CSS px and inside the viewport; upright, the
   * board (when there is one) at least 90% of the width. Returns the page's state. */
  p.checkFit = async (where) => {
    await frames(3);
    const s = await hook();
    const problems = [];
    const v = p.viewport;
    for (const b of buttons(s)) {
      if (b.w < 43.5 || b.h < 43.5) problems.push(`"${b.label}" is ${b.w}x${b.h}`);
      const inside = b.x - b.w / 2 >= -1 && b.x + b.w / 2 <= v.width + 1;
      const shown = b.y + b.h / 2 > 0 && b.y - b.h / 2 < v.height;
      if (shown && !inside) problems.push(`"${b.label}" leaves the screen at ${b.x},${b.y}`);
    }
    if (upright() && s.board) {
      // The board's box as the game has settled it (a frame that placed the camera anew can
      // report it from a projection not yet updated): at most 10 s for the 90%.
      const settled = await waitFor(`${name()}, ${where}: the board at 90% of the width`, (s) => p.boardWidth(s) >= 0.9 * v.width, 10_000).catch(() => s);
      const w = p.boardWidth(settled);
      if (w < 0.9 * v.width) problems.push(`the board is ${w} px wide of ${v.width}`);
    }
    if (problems.length) {
      await shot(`phone-${name()}-failed`, "css");
      throw new Failure(`${name()}, ${where}: ${problems.join("; ")} (the page's state: ${JSON.stringify(s)})`);
    }
    return s;
  };

  /** Fingers moved over a few frames, as a person drags: `at(f)` gives the touch points when
   * `f` (0 to 1) of the way has been made. Each step waits for the game's frames, not for a
   * time: where software rendering draws a frame in 100 ms or more, steps timed 30 ms apart
   * can fall in one frame, where egui sees no drag (docs/testing.md, "The browser test"). */
  const drag = async (at) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
    for (let i = 1; i <= 6; i++) {
      await frames(2);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i / 6) });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await frames(3);
  };
  const finger = (id, x, y) => ({ x, y, radiusX: 4, radiusY: 4, force: 1, id });

  /** A finger dragged from (x, y) by `dy`, as a person scrolls. */
  p.swipe = (x, y, dy) => drag((f) => [finger(1, x, y + dy * f)]);

  /** Two fingers on either side of (x, y), `from` px apart, spread to `to` px apart, as a
   * person pinches to zoom in. */
  p.pinch = (x, y, from, to) =>
    drag((f) => {
      const gap = from + (to - from) * f;
      return [finger(1, x - gap / 2, y), finger(2, x + gap / 2, y)];
    });

  /** Taps the `nth` button whose label is `label` (or starts with it, `prefix`), top to
   * bottom and left to right, scrolling the menu by a finger in its empty left margin first
   * when the button is off the screen. */
  p.tap = async (label, nth = 0, prefix = false) => {
    const named = (s) => buttons(s).filter((b) => (prefix ? b.label.startsWith(label) : b.label === label))[nth];
    let s;
    try {
      s = await waitFor(`the "${label}" button`, named, 10_000);
    } catch {
      s = await hook();
      await shot(`phone-${name()}-failed`, "css");
      throw new Failure(`${name()}: no "${label}" button on the ${s.screen} screen (buttons: ${s.buttons}; phone-${name()}-failed.png)`);
    }
    await frames(3);
    for (let i = 0; i < 6; i++) {
      s = await hook();
      const b = named(s);
      if (!b) throw new Failure(`${name()}: the "${label}" button went away (buttons: ${s.buttons})`);
      const below = b.y + b.h / 2 - p.viewport.height;
      const above = -(b.y - b.h / 2);
      if (below <= 0 && above <= 0) {
        await page.touchscreen.tap(b.x, b.y);
        return;
      }
      const h = p.viewport.height;
      const by = below > 0 ? -Math.min(below + 20, h * 0.6) : Math.min(above + 20, h * 0.6);
      await p.swipe(12, h / 2 - by / 2, by);
    }
    throw new Failure(`${name()}: the "${label}" button could not be scrolled onto the screen (buttons: ${s.buttons})`);
  };

  /** Scrolls the panel (upright: the sheet under the board; on its side: the panel beside
   * it) by a finger until a button `label` shows (the panel lists only buttons wholly in
   * view); `down` drags the contents up, to what is below. */
  p.scrollPanelTo = async (label, down = true) => {
    const v = p.viewport;
    const has = (s) => buttons(s).some((b) => b.label === label);
    const [x, y] = upright() ? [v.width / 2, v.height * 0.85] : [v.width - 60, v.height * (down ? 0.8 : 0.2)];
    const dy = (down ? -1 : 1) * (upright() ? v.height * 0.25 : v.height * 0.5);
    for (let i = 0; i < 6 && !has(await hook()); i++) await p.swipe(x, upright() && !down ? v.height * 0.6 : y, dy);
    return waitFor(`${name()}: the "${label}" button in the panel`, has, 10_000);
  };

  /** Taps `label` and waits for `screen`. */
  p.tapTo = async (label, screen, nth = 0, prefix = false) => {
    await p.tap(label, nth, prefix);
    return waitFor(`${name()}: "${label}" leads to the ${screen} screen`, (s) => s.screen === screen, 20_000);
  };

  /** Taps the board's centre point once the board has settled (a new screen fades in and
   * lays the board out over its first frames). */
  p.tapCentre = async () => {
    const [x, y] = (await t.settledCenter()).split(",").map(Number);
    await page.touchscreen.tap(x, y);
  };

  return p;
}

/** The phone part: one page, played upright and turned on every screen (see the top). */
export async function phoneTest(t) {
  const { url, log, Failure, hook, waitFor, frames, buttons, shot } = t;
  const p = await phonePage(t, PHONES[0]);
  const { name } = p;

  /** The screen checked at every size, upright last; `same(s)` what must hold at each (the
   * game kept as it was). Pictures upright and on its side. */
  async function everySize(where, file, same = () => null) {
    for (const v of [PHONES[1], PHONES[2], PHONES[0]]) {
      await p.turn(v);
      const s = await p.checkFit(where);
      const wrong = same(s);
      if (wrong) throw new Failure(`${name()}, ${where}: turned, ${wrong}`);
      if (v !== PHONES[2]) await shot(`phone-${name()}-${file}`, "css");
    }
  }

  try {
    await p.page.goto(url);
    // The canvas drawn at the device's 3 capped to 2 (web/loader.js), until frames prove slow.
    const loaded = await hook();
    if (loaded.pixelRatio !== "2") throw new Failure(`at device scale 3 the page draws at ${loaded.pixelRatio}, not 2`);
    await waitFor("the title", (s) => s.screen === "Title" && s.buttons, t.titleTimeout);
    await everySize("the title", "title");
    await p.tapTo("Play", "Select");
    await everySize("the game select", "select");
    await p.tapTo("Rush", "Setup");
    await everySize("the setup", "setup");
    // The rows' "<": the size first, then Black, then White.
    for (let i = 0; i < 10; i++) {
      const s = await hook();
      if (s.setup.startsWith("rush 9 ")) break;
      const before = s.setup;
      await p.tap("<", 0);
      await waitFor(`the size steps`, (s) => s.setup !== before, 10_000);
    }
    for (let i = 0; i < 12; i++) {
      const s = await hook();
      if (s.setup === "rush 9 human ai1") break;
      const before = s.setup;
      await p.tap("<", 2);
      await waitFor(`White's seat steps`, (s) => s.setup !== before, 10_000);
    }
    // The flat view, from above: the board's width on screen is the board's (the 3D view's
    // near edge is wider than its far one).
    await p.tap(">", 3);
    await frames(3);
    const set = await hook();
    if (set.setup !== "rush 9 human ai1") throw new Failure(`the setup is "${set.setup}", not rush 9 human ai1`);
    await p.tapTo("Start", "Play");
    await waitFor(`the board framed at 90% of the width`, (s) => s.center && p.boardWidth(s) >= 0.9 * p.viewport.width, 30_000);
    await p.checkFit("the play screen");
    await p.tapCentre();
    await waitFor(`the stone on the centre point`, (s) => s.moves.split(" ")[0] === "e5", 15_000);
    const answered = await waitFor(`the AI's answer`, (s) => s.moves.split(" ").filter(Boolean).length >= 2 && s.thinking === "0", t.aiTimeout);
    // Turning the phone keeps the game as it was.
    await everySize("the play screen", "play", (s) => (s.moves === answered.moves && s.screen === "Play" ? null : `the game is "${s.moves}" on ${s.screen}, not "${answered.moves}"`));
    await p.tap("Moves");
    await waitFor(`the move list`, (s) => buttons(s).some((b) => b.label === "Replay"), 10_000);
    await p.checkFit("the move list");
    await shot(`phone-${name()}-moves`, "css");
    // On its side the panel scrolls beside the board: a finger drags it down to the list.
    await p.turn(PHONES[1]);
    await p.scrollPanelTo("Replay");
    await p.checkFit("the move list");
    await p.turn(PHONES[0]);
    const before = (await hook()).moves;
    await p.tap("Undo");
    const undone = await waitFor(`undo`, (s) => s.moves.length < before.length, 10_000);
    // Played again, so that the review has moves to look at.
    await p.tapCentre();
    await waitFor(`a stone and the AI's answer again`, (s) => s.moves.split(" ").filter(Boolean).length > undone.moves.split(" ").filter(Boolean).length + 1 && s.thinking === "0", t.aiTimeout);
    await p.tap("More");
    await p.checkFit("the More tab");
    await p.tapTo("Resign", "End");
    await everySize("the end screen", "end");
    log(`${name()}: title, select, setup (Rush 9x9 against level 1), a stone and the AI's answer, the moves, undo, resign, each turned to every size: the game kept, every button 44x44 or more and on screen, the board upright 90% of the width or more`);

    // The end's card is on the sheet's Game tab (More was open for Resign), the review's
    // offer under it.
    await p.tap("Game");
    await p.scrollPanelTo("Review the game");
    await p.tap("Review the game");
    const reviewed = await waitFor(`the review`, (s) => (s.review ?? "").startsWith("done"), t.reviewTimeout);
    await everySize("the review", "review", (s) => (s.review === reviewed.review ? null : `the review is "${s.review}"`));
    log(`${name()}: the review card (${reviewed.review}) at every size`);

    // The end screen's Menu leads to the title (the pause menu's, should it be that one, by
    // its Quit to menu).
    await p.tap("Menu");
    const menu = await waitFor(`the title or the pause menu`, (s) => s.screen === "Title" || buttons(s).some((b) => b.label === "Quit to menu"), 20_000);
    if (menu.screen !== "Title") await p.tapTo("Quit to menu", "Title");
    await p.tapTo("Play", "Select");
    // The four cards' Learn buttons, left to right: Rush's is the second.
    await p.tapTo("Learn", "Learn", 1);
    await everySize("the learn screen", "learn");
    await p.tapTo("1. Placing stones", "Play");
    await waitFor(`the lesson's board`, (s) => s.center && s.exercise.startsWith("lesson ") && s.moves === "", 20_000);
    // The first step asks for the centre of the 5x5 board.
    await p.tapCentre();
    const step = await waitFor(`c3 and the coach's reply`, (s) => s.moves.split(" ").length === 2 && s.exercise.endsWith(" trying"), 20_000);
    if (!step.moves.startsWith("c3 ")) throw new Failure(`the lesson's moves are "${step.moves}"`);
    await everySize("a lesson", "lesson", (s) => (s.moves === step.moves ? null : `the lesson's moves are "${s.moves}"`));
    await p.tapTo("Back", "Learn");
    await p.tapTo("Puzzles", "Play", 0, true);
    const puzzle = await waitFor(`the puzzle`, (s) => s.center && s.exercise.startsWith("puzzle ") && s.exercise.endsWith(" trying") && s.thinking === "0", 20_000);
    await everySize("a puzzle", "puzzle", (s) => (s.exercise === puzzle.exercise ? null : `the puzzle is "${s.exercise}"`));
    // A try on the board is judged (or refused by the rules, on a point already taken).
    await p.tapCentre();
    const judged = await waitFor(`the try judged`, (s) => s.exercise !== puzzle.exercise || s.moves !== puzzle.moves || s.refusals !== puzzle.refusals, 20_000);
    log(`${name()}: a lesson's step by a tap ("${step.moves}"), a puzzle (${puzzle.exercise.split(" ")[1]}) and its try (${judged.exercise.split(" ")[2]}), at every size`);

    // Software rendering at 2 draws far under 20 frames a second: the page has lowered its
    // pixel ratio to 1 (src/app/web/render_scale.rs), the canvas's pixels its CSS size.
    await waitFor(`the pixel ratio lowered for slow frames`, (s) => s.pixelRatio === "1", 20_000);
    await frames(3);
    const canvas = await p.page.$eval("#bevy", (c) => [c.width, c.height, c.clientWidth, c.clientHeight]);
    if (Math.abs(canvas[0] - canvas[2]) > 1 || Math.abs(canvas[1] - canvas[3]) > 1) throw new Failure(`at a pixel ratio of 1 the canvas is ${canvas[0]}x${canvas[1]} pixels for ${canvas[2]}x${canvas[3]} CSS px`);
    await p.checkFit("a puzzle at a pixel ratio of 1");
    log(`${name()}: slow frames lowered the pixel ratio from 2 to 1 (the canvas ${canvas[0]}x${canvas[1]}), the UI's size kept`);

    // 19x19 upright: points about 19 px apart, so a tap first shows the move.
    await p.page.goto(`${url}?play=rush:19:human:human`);
    await waitFor(`the 19x19 board`, (s) => s.screen === "Play" && s.center && p.boardWidth(s) >= 0.9 * p.viewport.width, t.titleTimeout);
    await p.checkFit("19x19");
    const c = (await hook()).center.split(",").map(Number);
    await p.page.touchscreen.tap(c[0], c[1]);
    await frames(4);
    if ((await hook()).moves !== "") throw new Failure(`on 19x19 the first tap placed at once`);
    await shot(`phone-${name()}-tap-preview`, "css");
    await p.page.touchscreen.tap(c[0], c[1]);
    await waitFor(`the second tap places`, (s) => s.moves === "j10", 10_000);
    log(`${name()}: on 19x19 the first tap showed the move, the second placed it`);

    // Two fingers spread on the board zoom in: its points wide enough, one tap places.
    const wide = p.boardWidth(await hook());
    await p.pinch(c[0], c[1], 60, 200);
    const zoomed = await waitFor(`the board zoomed in by the pinch`, (s) => p.boardWidth(s) >= 2 * wide, 10_000);
    const [kx, ky] = t.pointOnCanvas(zoomed.corners, 19, 10, 9);
    await p.page.touchscreen.tap(kx, ky);
    await waitFor(`one tap placing on the zoomed board`, (s) => s.moves === "j10 k10", 10_000);
    log(`${name()}: a pinch zoomed the 19x19 board from ${wide} to ${p.boardWidth(zoomed)} px wide, and there one tap placed`);
  } finally {
    await p.context.close();
  }
}
