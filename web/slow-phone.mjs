// The browser test's `slow-phone` measure (`node web/test.mjs --only slow-phone`, and part of
// `--measure`; docs/phones.md, "A slow phone"): the site as an iPhone-sized phone (390x844,
// touch, device scale 3) on a chip four times slower, by Chromium's CPU throttling (CDP
// `Emulation.setCPUThrottlingRate`, which slows the page's main thread). It reports the time
// from opening the page to the title, the time a level-5 AI takes for the first move of a Rush
// 9x9 game from the moment its screen shows, and the frames drawn over 5 idle seconds after
// it. It needs no hook that older builds lack: a frame is counted as a task in which the page
// drew with WebGL, so the same figures can be taken of an older site (QUARTET_WEB_DIST).

/** Counts the page's frames: each task that makes a WebGL draw call or clears is one. */
function countDraws() {
  window.__drawnFrames = 0;
  let drawing = false;
  const proto = window.WebGL2RenderingContext && WebGL2RenderingContext.prototype;
  if (!proto) return;
  for (const name of ["drawArrays", "drawElements", "drawArraysInstanced", "drawElementsInstanced", "drawRangeElements", "clear", "clearBufferfv"]) {
    const original = proto[name];
    if (typeof original !== "function") continue;
    proto[name] = function (...args) {
      if (!drawing) {
        drawing = true;
        window.__drawnFrames++;
        setTimeout(() => (drawing = false), 0);
      }
      return original.apply(this, args);
    };
  }
}

/** The figures at a CPU `rate` times slower; `t`: web/test.mjs's `browser`, `url`, `log`,
 * `use(page)` (makes `page` the one its helpers act on), `hook` and `waitFor`. */
export async function slowPhone(t, rate = 4) {
  const { browser, url, log, hook } = t;
  // A throttled page is slow to start: ten minutes at most for each step.
  const waitFor = (what, test) => t.waitFor(`slow phone: ${what}`, test, 600_000);
  const viewport = { width: 390, height: 844 };
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    t.use(page);
    await page.addInitScript(countDraws);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const figures = { viewport: `${viewport.width}x${viewport.height}`, device_scale: 3, cpu_slowdown: rate };

    let started = Date.now();
    await page.goto(url);
    await waitFor("the title", (s) => s.screen === "Title" && s.buttons);
    figures.title_s = (Date.now() - started) / 1000;

    await page.goto(`${url}?play=rush:9:ai5:human`);
    await waitFor("the game", (s) => s.screen === "Play");
    started = Date.now();
    await waitFor("level 5's first move", (s) => (s.moves ?? "").trim() !== "");
    figures.level5_first_move_s = (Date.now() - started) / 1000;

    // What the stone's drop and the panel draw settles first; then the page is left alone.
    await page.waitForTimeout(3000);
    const drawn = () => page.evaluate(() => window.__drawnFrames);
    const before = await drawn();
    await page.waitForTimeout(5000);
    figures.idle_frames_5s = (await drawn()) - before;
    figures.pixel_ratio = (await hook()).pixelRatio ?? "";
    log(`a phone at ${figures.viewport}, device scale 3, the CPU ${rate}x slower: the title ${figures.title_s.toFixed(1)} s after opening, level 5's first move on Rush 9x9 ${figures.level5_first_move_s.toFixed(1)} s, ${figures.idle_frames_5s} frames over 5 idle seconds (pixel ratio ${figures.pixel_ratio || "not shown"})`);
    return figures;
  } finally {
    await context.close();
  }
}
