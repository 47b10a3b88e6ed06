// The browser test: serves the build that `scripts/web test` made (web/dist-web-test) on
// localhost, opens it in Debian's Chromium (headless, WebGL2 on SwiftShader) through
// playwright-core, and plays as a person would, by clicks on the canvas: the title, Play,
// Rush, 9x9, Start (against the AI), a stone on the centre point,
// then the AI's answer; the sound running after the clicks; the game saved in localStorage and
// taken up again by Continue after a reload; Export's Download and Import's "Open a file…"
// (a file picked in the browser's chooser opens as a new game); the page's ?bench (the AI's
// speed in the wasm, Rush 9x9) and its refusal of a bad board; the site installable and played
// offline, and its versions (web/offline-test.mjs). Each step is checked through
// the page's state hook (the canvas's `data-` attributes, kept current by the game) and the
// stone in pixels (screenshots before and after). Screenshots go to web/test-output/. Exits 1 with a clear message on failure.
//
//   node web/test.mjs            the test
//   node web/test.mjs --measure  also: the longest frame while a level-5 and a level-10 AI
//                                think on a 19x19 Rush board, and the AI's playouts per second
//                                (at 1280x720, and at 320x180 where the software renderer
//                                leaves the search the cores), and the page's ?bench on Rush
//                                19x19 (the AI alone; the plain test runs it on 9x9), and a
//                                slow phone's figures (web/slow-phone.mjs)
import { ariaTest } from "./aria-test.mjs";
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./serve.mjs";
import { offlineTest } from "./offline-test.mjs";
import { PHONES, phonePage, phoneTest } from "./phone-test.mjs";
import { slowPhone } from "./slow-phone.mjs";

const here = dirname(fileURLToPath(import.meta.url));
// The site to test: `scripts/web test` names its build (web/dist-web-test, or web/dist).
const dist = process.env.QUARTET_WEB_DIST || join(here, "dist");
const out = join(here, "test-output");
const measure = process.argv.includes("--measure");
/** The review's speed alone (`--review-speed`; `--measure` includes it). */
const reviewSpeed = measure || process.argv.includes("--review-speed");
/** `--only NAME` runs one part (play, learn, lang, text, aria, workers, online, phone, offline, review, bench), while working on it;
 * `--only slow-phone` only the figures of a phone with a CPU 4x slower (web/slow-phone.mjs);
 * `--only speed` only the AI's speed during play (the last part of `--measure`), and
 * `--only workerbench` only `?workerbench` on Rush 19 and 9, in one worker and in all. */
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const runs = (part) => only === null || only === part;
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
// Software WebGL2 is slow to start: the first frame can take tens of seconds.
const TITLE_TIMEOUT = 120_000;
const AI_TIMEOUT = 90_000;
const REVIEW_TIMEOUT = 180_000;

mkdirSync(out, { recursive: true });

class Failure extends Error {}

function log(text) {
  console.log(`web test: ${text}`);
}

const server = await serve(dist, 0);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--ignore-gpu-blocklist",
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    "--autoplay-policy=user-gesture-required",
  ],
});

let page;
const consoleLines = [];
let failed = false;

/** A screenshot of the page as `name`.png; `scale: "css"` takes one pixel per CSS pixel
 * (a phone's page at device scale 3 otherwise gives nine). */
async function shot(name, scale = "device") {
  const file = join(out, `${name}.png`);
  await page.screenshot({ path: file, scale });
  return file;
}

/** The canvas's state hook: every `data-` attribute. */
async function hook() {
  return page.$eval("#bevy", (c) => ({ ...c.dataset }));
}

async function waitFor(what, test, timeout) {
  const started = Date.now();
  let last = {};
  while (Date.now() - started < timeout) {
    last = await hook();
    if (test(last)) return last;
    await page.waitForTimeout(100);
  }
  throw new Failure(`${what}: not within ${timeout / 1000} s; the page's state: ${JSON.stringify(last)}`);
}

/** The moves the page's state shows played. */
const played = (s) => s.moves.split(" ").filter(Boolean).length;

function buttons(state) {
  return (state.buttons ?? "")
    .split("|")
    .filter(Boolean)
    .map((b) => {
      const [label, at] = b.split("@");
      const [x, y, w, h] = at.split(",").map(Number);
      return { label, x, y, w, h };
    });
}

/** Clicks the `nth` button (top to bottom, left to right) labelled `label`. */
async function clickButton(label, nth = 0) {
  // A screen's buttons are laid out a frame or two after it opens.
  let state;
  try {
    state = await waitFor(`the "${label}" button`, (s) => buttons(s).filter((b) => b.label === label)[nth], 10_000);
  } catch {
    state = await hook();
    throw new Failure(`no "${label}" button on the ${state.screen} screen (buttons: ${state.buttons})`);
  }
  // A new panel or dialog settles its layout over its first frames: the place after them.
  await frames(3);
  state = await hook();
  let button = buttons(state).filter((b) => b.label === label)[nth];
  if (!button) throw new Failure(`the "${label}" button went away (buttons: ${state.buttons})`);
  // A menu taller than a short window scrolls: the wheel, as a person would (docs/phones.md).
  const { height } = page.viewportSize();
  for (let i = 0; i < 6 && (button.y + (button.h ?? 0) / 2 > height || button.y - (button.h ?? 0) / 2 < 0); i++) {
    await page.mouse.move(8, height / 2);
    await page.mouse.wheel(0, button.y > height / 2 ? height / 2 : -height / 2);
    await frames(3);
    state = await hook();
    button = buttons(state).filter((b) => b.label === label)[nth];
    if (!button) throw new Failure(`the "${label}" button went away (buttons: ${state.buttons})`);
  }
  // A person moves there first (egui sees the hover a frame later), then clicks.
  await page.mouse.move(button.x, button.y, { steps: 4 });
  await frames(3);
  await page.mouse.down();
  await page.waitForTimeout(50);
  await page.mouse.up();
}

/** Waits until the game has drawn `n` more frames (its `data-frames`: it draws when something
 * changes, and at rest four a second). */
async function frames(n) {
  await page.evaluate(
    (n) =>
      new Promise((done) => {
        const canvas = document.getElementById("bevy");
        const count = () => Number(canvas.dataset.frames ?? 0);
        const start = count();
        // A page at rest sleeps (src/app/web/pacing.rs): woken for a frame when none came
        // in 100 ms, as an input or a worker's reply wakes it.
        let seen = [start, performance.now()];
        const check = () => {
          if (count() - start >= n) return done();
          if (count() !== seen[0]) seen = [count(), performance.now()];
          else if (performance.now() - seen[1] > 100) {
            canvas.dispatchEvent(new Event("quartet-wake"));
            seen = [count(), performance.now()];
          }
          setTimeout(check, 5);
        };
        check();
      }),
    n,
  );
}

/** The frames the game itself draws (its `data-frames`) in `ms` of waiting. */
async function framesDrawnOver(ms) {
  const count = async () => Number(await page.evaluate(() => document.getElementById("bevy").dataset.frames));
  const start = await count();
  await page.waitForTimeout(ms);
  return (await count()) - start;
}

/** The board's centre on the canvas once the panel is there (its buttons are listed) and the
 * board, moved aside for it, has stayed put for 500 ms and 3 of the game's frames (a frame
 * at 1280x720 in software can take longer than that wait; 30 s at most). */
async function settledCenter() {
  const started = Date.now();
  let last = null;
  let since = Date.now();
  let sinceFrame = 0;
  for (;;) {
    const s = await hook();
    const now = s.buttons ? s.center : null;
    const frame = Number(s.frames ?? 0);
    if (now !== last) [last, since, sinceFrame] = [now, Date.now(), frame];
    if (last && Date.now() - since >= 500 && frame - sinceFrame >= 3) return last;
    if (Date.now() - started > 30_000) throw new Failure(`the board did not settle: its centre at ${s.center}, the buttons "${s.buttons}"`);
    await page.waitForTimeout(100);
    // A frame at least, waking a page that sleeps.
    await frames(1);
  }
}

async function clickTo(label, screen, nth = 0) {
  await clickButton(label, nth);
  return waitFor(`"${label}" leads to the ${screen} screen`, (s) => s.screen === screen, 20_000);
}

/** The share of pixels that differ by more than `threshold` in a square around (x, y). */
async function changedAround(before, after, x, y, half) {
  return page.evaluate(
    async ({ before, after, x, y, half }) => {
      const load = (src) =>
        new Promise((done, failed) => {
          const img = new Image();
          img.onload = () => done(img);
          img.onerror = failed;
          img.src = src;
        });
      const [a, b] = await Promise.all([load(before), load(after)]);
      const pixels = (img) => {
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext("2d");
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(Math.round(x - half), Math.round(y - half), 2 * half, 2 * half).data;
      };
      const pa = pixels(a);
      const pb = pixels(b);
      let changed = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.abs(pa[i] - pb[i]) + Math.abs(pa[i + 1] - pb[i + 1]) + Math.abs(pa[i + 2] - pb[i + 2]);
        if (d > 60) changed++;
      }
      return changed / (pa.length / 4);
    },
    { before, after, x, y, half },
  );
}

/** How many distinct colours a screenshot has (a blank page has one or two). */
async function colours(png) {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = new OffscreenCanvas(img.width, img.height);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, img.width, img.height).data;
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  }, png);
}

const dataUrl = (buffer) => `data:image/png;base64,${buffer.toString("base64")}`;

/** Requests of the site that failed or got an error status (a missing file, a bad path). */
const failedRequests = [];

function checkRequests(when) {
  if (failedRequests.length) throw new Failure(`${when}, the page's requests failed: ${[...new Set(failedRequests)].join(", ")}`);
}

async function newPage(viewport = { width: 1280, height: 720 }, locale = undefined) {
  page = await browser.newPage({ viewport, ...(locale ? { locale } : {}) });
  page.on("console", (m) => {
    consoleLines.push(`[${m.type()}] ${m.text()}`);
    // The browser's own requests (the tab's icon) show only here, not as the page's responses.
    if (m.type() === "error" && m.text().startsWith("Failed to load resource")) {
      failedRequests.push(`${m.text()} (${m.location().url})`);
    }
  });
  page.on("pageerror", (e) => consoleLines.push(`[pageerror] ${e.message}`));
  page.on("response", (r) => r.status() >= 400 && failedRequests.push(`${r.status()} ${r.url()}`));
  page.on("requestfailed", (r) => failedRequests.push(`${r.failure()?.errorText ?? "failed"} ${r.url()}`));
  return page;
}

async function playTest() {
  await newPage();
  // What the game's wasm is compiled from: Chromium keeps the compiled game for the next visit
  // only when the compiler reads the response fetched from the site, with its address
  // (docs/web.md, "Loading").
  await page.addInitScript(() => {
    window.__wasmSources = [];
    for (const name of ["instantiateStreaming", "compileStreaming"]) {
      const original = WebAssembly[name];
      WebAssembly[name] = async function (source, ...rest) {
        const response = await source;
        window.__wasmSources.push({ url: response.url, type: response.type });
        return original.call(this, response, ...rest);
      };
    }
  });
  const t0 = Date.now();
  await page.goto(url);
  const title = await waitFor("the title screen", (s) => s.screen === "Title" && s.buttons, TITLE_TIMEOUT);
  const loadSeconds = (Date.now() - t0) / 1000;
  log(`title screen ${loadSeconds.toFixed(1)} s after the page was opened`);
  checkRequests("by the title screen");
  const wasmUrl = `${url}quartet_bg.wasm`;
  const sources = await page.evaluate(() => window.__wasmSources);
  if (!sources.some((s) => s.url === wasmUrl && s.type === "basic")) {
    throw new Failure(`the game's wasm was not compiled from the response fetched from ${wasmUrl}, so Chromium keeps no compiled code for the next visit: ${JSON.stringify(sources)}`);
  }
  // The server answers an unchanged file's revalidation with 304, which keeps that code.
  const etag = (await fetch(wasmUrl, { method: "HEAD" })).headers.get("etag");
  const again = await fetch(wasmUrl, { headers: { "If-None-Match": etag ?? "" } });
  if (!etag || again.status !== 304) throw new Failure(`revalidating quartet_bg.wasm gave ${again.status} (ETag ${etag}), not 304`);
  // The first frames under software rendering: let the title settle before looking at it.
  await page.waitForTimeout(1500);
  const titlePng = await page.screenshot({ path: join(out, "1-title.png") });
  const titleColours = await colours(dataUrl(titlePng));
  if (titleColours < 20) throw new Failure(`the title screen looks blank (${titleColours} colours; see 1-title.png)`);

  await clickTo("Play", "Select");
  await shot("2-select");
  await clickTo("Rush", "Setup");
  // The size row's "<" (the first row) down to 9x9.
  for (let i = 0; i < 12 && !(await hook()).setup.startsWith("rush 9 "); i++) {
    const before = (await hook()).setup;
    await clickButton("<", 0);
    await waitFor("the board size to change", (s) => s.setup !== before, 10_000);
  }
  const setup = await hook();
  if (!setup.setup.startsWith("rush 9 ") || !/ ai\d+$/.test(setup.setup)) {
    throw new Failure(`the setup screen did not reach Rush 9x9 against the AI: "${setup.setup}"`);
  }
  log(`setup: ${setup.setup}`);
  await shot("3-setup");
  const play = await clickTo("Start", "Play");
  if (play.game !== "rush 9") throw new Failure(`the match is "${play.game}", not "rush 9"`);
  await waitFor("the board's centre point on the canvas", (s) => s.center && s.moves === "", 20_000);
  // Where the centre is once the board has stopped moving aside for the panel.
  const [x, y] = (await settledCenter()).split(",").map(Number);
  const before = await page.screenshot({ path: join(out, "4-board.png") });

  log(`clicking the centre point at ${x}, ${y}`);
  await page.mouse.move(x, y, { steps: 4 });
  await frames(3);
  await page.mouse.click(x, y);
  const placed = await waitFor("the stone on e5", (s) => s.moves.split(" ")[0] === "e5", 10_000);
  log(`moves after the click: "${placed.moves}"`);
  const answered = await waitFor(
    "the AI's answer",
    (s) => s.moves.split(" ").length >= 2 && s.thinking === "0",
    AI_TIMEOUT,
  );
  log(`the AI answered: "${answered.moves}"`);
  // Let the stones' landing animations end.
  await page.waitForTimeout(1500);
  // A still board sleeps: the game draws when something changes, and 2 s after the last
  // change no frame at all (src/app/web/pacing.rs). Measured in a small window, where the
  // software renderer draws fast: at 1280x720 a frame here takes a few hundred ms of it, so a
  // page that never rested (as one did while egui drew the panel) looked rested too.
  await page.setViewportSize({ width: 320, height: 180 });
  // Asleep: no frame for a second (within 15 s of the resize)...
  const count = async () => Number((await hook()).frames);
  let [last, since] = [await count(), Date.now()];
  for (const started = Date.now(); Date.now() - since < 1000; ) {
    if (Date.now() - started > 15_000) throw new Failure(`a still board never stopped drawing (frame ${last})`);
    await page.waitForTimeout(100);
    const now = await count();
    if (now !== last) [last, since] = [now, Date.now()];
  }
  // ...and it stays asleep.
  const still = await framesDrawnOver(5000);
  log(`frames the game drew in 5 idle seconds of a still board at 320x180: ${still}`);
  if (still !== 0) throw new Failure(`a still board drew ${still} frames in 5 idle seconds: it never slept`);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The game draws the board at its size again before the picture is taken.
  await frames(3);
  const after = await page.screenshot({ path: join(out, "5-after-moves.png") });
  const afterColours = await colours(dataUrl(after));
  if (afterColours < 20) throw new Failure(`the board looks blank (${afterColours} colours; see 5-after-moves.png)`);
  const changed = await changedAround(dataUrl(before), dataUrl(after), x, y, 10);
  log(`pixels changed around e5: ${(changed * 100).toFixed(0)}%`);
  if (changed < 0.3) {
    throw new Failure(`the stone on e5 is not drawn: only ${(changed * 100).toFixed(0)}% of the pixels around it changed (4-board.png, 5-after-moves.png)`);
  }
  const far = await changedAround(dataUrl(before), dataUrl(after), 40, 700, 10);
  if (far > 0.05) throw new Failure(`a corner far from the board changed too (${(far * 100).toFixed(0)}%)`);

  // Sound: the page's audio contexts run once the player has clicked.
  const audio = await page.evaluate(() => window.quartetAudioState());
  log(`audio contexts: ${JSON.stringify(audio)}`);
  if (audio.length === 0 || audio.some((s) => s !== "running")) {
    throw new Failure(`the sound did not start after the clicks: audio contexts ${JSON.stringify(audio)}`);
  }

  // The game is saved in localStorage after every move, and a reload offers to continue it.
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  log(`localStorage: ${stored.join(", ")}`);
  if (!stored.includes("quartet.saves/autosave")) {
    throw new Failure(`no autosave in localStorage (keys: ${stored.join(", ")})`);
  }
  await page.reload();
  await waitFor("the title screen after a reload", (s) => s.screen === "Title" && s.buttons, TITLE_TIMEOUT);
  const resumed = await clickTo("Continue", "Play");
  if (resumed.moves !== answered.moves) {
    throw new Failure(`Continue resumed "${resumed.moves}", not "${answered.moves}"`);
  }
  log(`after a reload, Continue resumed: "${resumed.moves}"`);
  await page.waitForTimeout(1000);
  await shot("6-continued");
  await filesTest(resumed.moves);
  await page.close();
  return { loadSeconds, audio, moves: answered.moves };
}

/** The panel's Export downloads the move list; Import opens a file the player picks as a new
 * game. `moves`: the match on screen. */
async function filesTest(moves) {
  await clickButton("Export");
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 20_000 }), clickButton("Download")]);
  const text = readFileSync(await download.path(), "utf8");
  log(`Download gave ${download.suggestedFilename()}: ${JSON.stringify(text)}`);
  if (!text.startsWith("# Quartet: Rush 9x9\n") || text.trim().split("\n")[1] !== moves) {
    throw new Failure(`the downloaded move list is not the game's ("${moves}"): ${JSON.stringify(text)}`);
  }
  if (!/\.txt$/.test(download.suggestedFilename())) {
    throw new Failure(`the download's name has no .txt: ${download.suggestedFilename()}`);
  }
  await clickButton("Import");
  const [chooser] = await Promise.all([page.waitForEvent("filechooser", { timeout: 20_000 }), clickButton("Open a file…")]);
  await chooser.setFiles({ name: "opening.txt", mimeType: "text/plain", buffer: Buffer.from("# Quartet: Rush 9x9\nd4\n") });
  // The browser reads the file, then the dialog shows its text: a frame or two later.
  await page.waitForTimeout(1500);
  await shot("7-import");
  await clickButton("Open");
  const imported = await waitFor("the imported game", (s) => s.moves.split(" ")[0] === "d4", 20_000);
  log(`Import of a picked file opened: "${imported.moves}"`);
  checkRequests("by the end of the test");
}

/** Starts recording each requestAnimationFrame interval, and whether the AI was thinking. */
async function recordFrames() {
  await page.evaluate(() => {
    window.__frames = [];
    // Main-thread tasks over 50 ms (what freezes a page), with whether the AI was thinking.
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      const thinking = document.getElementById("bevy").dataset.thinking === "1";
      for (const e of list.getEntries()) window.__longTasks.push({ ms: e.duration, thinking });
    }).observe({ type: "longtask", buffered: false });
    let last = performance.now();
    const tick = (now) => {
      const canvas = document.getElementById("bevy");
      window.__frames.push({ ms: now - last, thinking: canvas.dataset.thinking === "1" });
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The longest and the median frame of those recorded (the first ten left out: pipelines
 * compile then), only those while the AI thought when `thinking`. */
async function frameStats(thinking) {
  const frames = await page.evaluate(() => window.__frames);
  const ms = frames
    .slice(10)
    .filter((f) => !thinking || f.thinking)
    .map((f) => f.ms)
    .sort((a, b) => a - b);
  const tasks = (await page.evaluate(() => window.__longTasks))
    .filter((t) => !thinking || t.thinking)
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  return {
    frames: ms.length,
    longest_ms: Math.round(ms.at(-1) ?? 0),
    median_ms: Math.round(ms[Math.floor(ms.length / 2)] ?? 0),
    long_tasks: tasks.length,
    longest_task_ms: Math.round(tasks.at(-1) ?? 0),
  };
}

/** Frames on a 19x19 Rush board with nobody thinking: what the page costs without the AI. */
async function measureIdle() {
  await newPage();
  await page.goto(`${url}?play=rush:19:human:human`);
  await waitFor("the 19x19 match", (s) => s.screen === "Play" && s.center, TITLE_TIMEOUT);
  await recordFrames();
  // The instrument itself: a 150 ms busy task must show up as a long task.
  await page.evaluate(() => {
    setTimeout(() => {
      const end = performance.now() + 150;
      while (performance.now() < end);
    }, 0);
  });
  await page.waitForTimeout(1000);
  const probe = await page.evaluate(() => window.__longTasks.map((t) => t.ms));
  if (!probe.some((ms) => ms >= 150)) throw new Failure(`the long-task observer missed a 150 ms task (${probe})`);
  log(`the long-task observer saw the 150 ms probe as ${Math.round(Math.max(...probe))} ms`);
  await page.evaluate(() => (window.__longTasks = []));
  await page.waitForTimeout(15000);
  const result = { level: "none", ...(await frameStats(false)) };
  await page.close();
  return result;
}

/** The frames while two AIs of `level` play on a 19x19 Rush board, and their search speed:
 * over the first `moves` after the page opened (V8 still compiles the game's module then), and
 * over the `later` moves after those (from the page's playouts and search time, read twice).
 * In a small `viewport` the software renderer, which otherwise shares the two cores with the
 * search, has little to draw: the search's own speed in the browser. */
async function measureAi(level, moves, later, viewport) {
  await newPage(viewport);
  await page.goto(`${url}?play=rush:19:ai${level}:ai${level}`);
  await waitFor("the 19x19 match", (s) => s.screen === "Play" && s.game === "rush 19", TITLE_TIMEOUT);
  await recordFrames();
  const state = await waitFor(`${moves} level-${level} moves`, (s) => played(s) >= moves, moves * 4 * AI_TIMEOUT);
  const first = await frameStats(true);
  const end = await waitFor(`${moves + later} level-${level} moves`, (s) => played(s) >= moves + later, later * 4 * AI_TIMEOUT);
  const ms = Number(end.aiMs) - Number(state.aiMs);
  const result = {
    level,
    viewport: `${page.viewportSize().width}x${page.viewportSize().height}`,
    ...first,
    ai_playouts_per_second: Number(state.aiPps),
    searches: Number(state.searches),
    later_playouts_per_second: ms > 0 ? Math.round(((Number(end.aiPlayouts) - Number(state.aiPlayouts)) * 1000) / ms) : null,
    later_searches: Number(end.searches) - Number(state.searches),
    // The frames and long tasks over the whole run, both stretches.
    overall: await frameStats(true),
  };
  await shot(`measure-level-${level}`);
  await page.close();
  return result;
}

/** A Chrome trace of the page (`categories`, to `file`) until its state passes `test`: its
 * events. */
async function traceUntil(file, categories, what, test, timeout) {
  await browser.startTracing(page, { path: file, categories });
  await waitFor(what, test, timeout);
  await browser.stopTracing();
  return JSON.parse(readFileSync(file, "utf8")).traceEvents ?? [];
}

/** The tasks of `tasks` inside none of the others on their thread (a `RunTask` holds a
 * `ThreadControllerImpl::RunTask`): each thread's time counted once. */
function outermost(tasks) {
  const kept = [];
  const open = new Map();
  for (const e of [...tasks].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const thread = `${e.pid}:${e.tid}`;
    const outer = open.get(thread);
    if (outer && e.ts + e.dur <= outer.ts + outer.dur) continue;
    open.set(thread, e);
    kept.push(e);
  }
  return kept;
}

/** `--only trace`: a Chrome trace of the page's main thread while two level-10 AIs play Rush
 * 19x19 at 1280x720 (web/test-output/trace.json), and the tasks over 50 ms in it with what
 * took their time: where a long frame comes from. */
async function traceLongTasks() {
  await newPage();
  await page.goto(`${url}?play=rush:19:ai10:ai10`);
  await waitFor("the 19x19 match", (s) => s.screen === "Play" && s.game === "rush 19", TITLE_TIMEOUT);
  await page.waitForTimeout(3000);
  const file = join(out, "trace.json");
  const categories = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "gpu", "blink"];
  const events = await traceUntil(file, categories, "8 moves", (s) => played(s) >= 8, 8 * AI_TIMEOUT);
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const long = onMain.filter((e) => e.name === "RunTask" && e.dur > 50_000);
  for (const task of long) {
    const inside = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 5_000)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 8)
      .map((e) => `${e.name} ${Math.round(e.dur / 1000)} ms`);
    log(`a ${Math.round(task.dur / 1000)} ms task: ${inside.join(", ")}`);
  }
  log(`trace: ${long.length} main-thread tasks over 50 ms of ${onMain.filter((e) => e.name === "RunTask").length} (${file})`);
  await page.close();
}

/** `--only trace-search`: a Chrome trace while two level-5 AIs play Rush 19x19 at 320x180
 * (web/test-output/trace-search.json), past their 12th move: for each of the workers' tasks
 * over 5 ms (a search's slice), its wall and CPU time, and the CPU the page's other threads
 * and processes took while it ran: what a search shares the cores with during play. */
async function traceSearch() {
  await newPage({ width: 320, height: 180 });
  await page.goto(`${url}?play=rush:19:ai5:ai5`);
  await waitFor("the 19x19 match", (s) => s.screen === "Play" && s.game === "rush 19", TITLE_TIMEOUT);
  await waitFor("12 moves", (s) => played(s) >= 12, 12 * 4 * AI_TIMEOUT);
  const file = join(out, "trace-search.json");
  const categories = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "gpu"];
  const events = await traceUntil(file, categories, "32 moves", (s) => played(s) >= 32, 20 * 4 * AI_TIMEOUT);
  const names = new Map(events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const processes = new Map(events.filter((e) => e.name === "process_name").map((e) => [e.pid, e.args?.name]));
  const where = (e) => `${processes.get(e.pid) ?? e.pid}/${(names.get(`${e.pid}:${e.tid}`) ?? e.tid).replace(/[0-9]+$/, "")}`;
  const tasks = ["ThreadControllerImpl::RunTask", "RunTask", "ThreadPool_RunTask"];
  const top = outermost(events.filter((e) => e.ph === "X" && tasks.includes(e.name) && e.tdur !== undefined));
  const slices = top.filter((e) => where(e).includes("DedicatedWorker") && e.dur > 5_000);
  let wall = 0, cpu = 0;
  const rivals = new Map();
  for (const s of slices) {
    wall += s.dur;
    cpu += s.tdur;
    for (const e of top) {
      if (e === s || e.ts >= s.ts + s.dur || e.ts + e.dur <= s.ts) continue;
      // The part of e's CPU inside the slice, in proportion to its overlap.
      const overlap = Math.min(e.ts + e.dur, s.ts + s.dur) - Math.max(e.ts, s.ts);
      const key = where(e);
      rivals.set(key, (rivals.get(key) ?? 0) + (e.tdur * overlap) / Math.max(1, e.dur));
    }
  }
  log(`trace: ${slices.length} worker slices over 5 ms, ${Math.round(wall / 1000)} ms of wall time, ${Math.round(cpu / 1000)} ms of CPU (${Math.round((100 * cpu) / Math.max(1, wall))}%)`);
  for (const [key, us] of [...rivals].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    log(`  beside them: ${key} ${Math.round(us / 1000)} ms of CPU`);
  }
  await page.close();
}

/** The page's `?bench=BOARD` (src/app/web/bench.rs): the AI's speed in this wasm with nothing
 * else running, as `quartet bench --ai` measures it on the desktop. A bad board must say why. */
async function measureBench(board) {
  await newPage();
  await page.goto(`${url}?bench=${board}`);
  const status = page.locator("#status");
  const figures = await page.waitForFunction(
    () => document.getElementById("bevy").dataset.bench,
    null,
    { timeout: TITLE_TIMEOUT + AI_TIMEOUT },
  ).then((h) => h.jsonValue());
  const m = /^level5=(\d+) level10=(\d+)$/.exec(figures);
  if (!m || !(Number(m[1]) > 0 && Number(m[2]) > 0)) throw new Failure(`?bench=${board}: ${figures}`);
  const shown = await status.textContent();
  if (![m[1], m[2]].every((n) => shown.includes(Number(n).toLocaleString("en")))) throw new Failure(`?bench=${board}: the page shows "${shown}" for ${figures}`);
  await page.goto(`${url}?bench=chess:8`);
  const refused = await page.waitForFunction(() => document.getElementById("bevy").dataset.bench, null, { timeout: TITLE_TIMEOUT }).then((h) => h.jsonValue());
  if (!refused.startsWith("error:") || !refused.includes("chess")) throw new Failure(`?bench=chess:8 gave ${refused}`);
  await page.close();
  return { board, level5_playouts_per_second: Number(m[1]), level10_playouts_per_second: Number(m[2]) };
}

/** `?workerbench=BOARD&workers=N`: the AI alone in N Web Workers at once (each as `?bench`
 * measures it, all together). Returns each worker's and the summed figures. */
async function measureWorkerBench(board, workers) {
  await newPage();
  await page.goto(`${url}?workerbench=${board}&workers=${workers}`);
  const figures = await page.waitForFunction(
    () => document.getElementById("bevy").dataset.workerbench,
    null,
    { timeout: TITLE_TIMEOUT + AI_TIMEOUT },
  ).then((h) => h.jsonValue());
  const m = /^workers=(\d+) level5=(\d+) level10=(\d+) each5=([\d,]+) each10=([\d,]+)$/.exec(figures);
  if (!m || !(Number(m[2]) > 0 && Number(m[3]) > 0)) throw new Failure(`?workerbench=${board}: ${figures}`);
  await page.close();
  return { board, workers: Number(m[1]), level5_playouts_per_second: Number(m[2]), level10_playouts_per_second: Number(m[3]), each_level5: m[4], each_level10: m[5] };
}

/** A lesson in the browser: Learn under Rush's card, the first lesson, its first step by a
 * click on the board, the coach's reply, the second step by Show me, and the lesson complete. */
async function learnTest() {
  await newPage();
  await page.goto(url);
  await waitFor("the title screen", (s) => s.screen === "Title" && s.buttons, TITLE_TIMEOUT);
  await clickTo("Play", "Select");
  // The four cards' Learn buttons, left to right: Rush's is the second.
  await clickTo("Learn", "Learn", 1);
  await shot("8-learn");
  const lesson = await clickTo("1. Placing stones", "Play");
  if (lesson.game !== "rush 5") throw new Failure(`the lesson's board is "${lesson.game}", not "rush 5"`);
  await waitFor("the lesson's board", (s) => s.center && s.moves === "", 20_000);
  // The first step asks for c3, the centre of the 5x5 board, read once the board has stopped
  // moving: it moves aside once the panel has its width, which took over a second on a slow
  // machine, and a click at the old centre chose d3.
  const [x, y] = (await settledCenter()).split(",").map(Number);
  // As a person: the pointer rests on the point (the board's hover follows a frame later),
  // then clicks.
  await page.mouse.move(x, y, { steps: 4 });
  await frames(3);
  await page.mouse.click(x, y);
  const replied = await waitFor("c3 and the coach's reply", (s) => s.moves.split(" ").length === 2, 20_000);
  if (!replied.moves.startsWith("c3 ")) throw new Failure(`the lesson's moves are "${replied.moves}"`);
  log(`lesson 1: the click and the coach's reply: "${replied.moves}"`);
  await clickButton("Show me");
  const done = await waitFor("the second step shown", (s) => s.moves.split(" ").length >= 3, 20_000);
  log(`lesson 1 after Show me: "${done.moves}"`);
  // Complete: Next leads to the second lesson.
  await page.waitForTimeout(1000);
  await shot("9-lesson");
  await clickButton("Next");
  await waitFor("the second lesson", (s) => s.screen === "Play" && s.moves.split(" ").length >= 1 && s.moves !== done.moves, 20_000);
  await page.close();
}

/** The languages whose texts the page has fetched (English's are built in). */
const languagesFetched = () =>
  page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType("resource")
        .map((e) => (e.name.match(/\/assets\/i18n\/([^/]+)\//) ?? [])[1])
        .filter(Boolean),
    ),
  ]);

/** The player's language: a German browser's first start is German, with German's texts
 * fetched and no other's, and so it is offline once the service worker has kept them; then the
 * page starts in the browser's (English here, nothing fetched), Settings' Language
 * row steps through the languages, each named in itself, and the screen's words change at once
 * (German's "Zurück", Japanese's "戻る"); Japanese fetches its font then, and not before; and
 * back to English. */
async function langTest() {
  // A first start in a German browser speaks German: the game's words and the page's own.
  await newPage(undefined, "de-DE");
  await page.goto(url);
  const german = (what) => waitFor(what, (s) => s.screen === "Title" && buttons(s).some((b) => b.label === "Spielen"), TITLE_TIMEOUT);
  await german("the title in German");
  const pageLang = await page.evaluate(() => document.documentElement.lang);
  if (pageLang !== "de") throw new Failure(`the page's language is "${pageLang}" in a German browser`);
  const fetched = await languagesFetched();
  if (fetched.join() !== "de") throw new Failure(`a German browser fetched the texts of ${JSON.stringify(fetched)}, not German's alone`);
  log("a German browser's first start: the title in German, German's texts fetched and no other's, the page's lang de");
  // Offline, once the service worker controls the page and has kept German's texts.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const active = registration.active;
    if (active.state !== "activated") await new Promise((done) => active.addEventListener("statechange", () => active.state === "activated" && done()));
  });
  await page.reload();
  await german("the title in German from the service worker");
  await page.context().setOffline(true);
  const network = [];
  page.on("response", (r) => r.fromServiceWorker() || network.push(`${r.status()} ${r.url()}`));
  page.on("requestfailed", (r) => network.push(`${r.failure()?.errorText ?? "failed"} ${r.url()}`));
  await page.reload();
  await german("the title in German offline");
  const offline = await page.evaluate(() => !navigator.onLine);
  if (!offline || network.length) throw new Failure(`offline (${offline}), these were not answered by the service worker: ${network.join(", ")}`);
  if ((await languagesFetched()).join() !== "de") throw new Failure("offline, German's texts were not read again");
  await page.close();
  log("offline, a reload is German still: German's texts kept by the service worker");
  await newPage();
  await page.goto(url);
  await waitFor("the title screen", (s) => s.screen === "Title" && s.buttons, TITLE_TIMEOUT);
  if ((await languagesFetched()).length) throw new Failure(`an English browser fetched the texts of ${await languagesFetched()}`);
  const fontFetched = () =>
    page.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/assets/fonts/NotoSansJP-subset.ttf")));
  await clickTo("Settings", "Settings");
  const names = ["English", "Deutsch", "Français", "Español", "Português (Brasil)", "Polski", "Русский", "日本語"];
  const back = { English: "Back", Deutsch: "Zurück", 日本語: "戻る" };
  for (let i = 0; i + 1 < names.length; i++) {
    await clickButton(names[i]);
    const next = names[i + 1];
    const words = [next, ...(back[next] ? [back[next]] : [])];
    await waitFor(`the language ${next}`, (s) => words.every((w) => buttons(s).some((b) => b.label === w)), 10_000);
    if (next === "Deutsch") {
      if (await fontFetched()) throw new Failure("the Japanese font was fetched before Japanese was chosen");
      if ((await languagesFetched()).join() !== "de") throw new Failure(`German chosen, the texts fetched were ${await languagesFetched()}`);
      await shot("14-settings-de");
    }
  }
  await page.waitForFunction(
    () => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/assets/fonts/NotoSansJP-subset.ttf")),
    null,
    { timeout: 20_000 },
  );
  await frames(5);
  await shot("15-settings-ja");
  log(`Settings in German ("Zurück"), then Japanese ("戻る"), its font fetched only then`);
  await clickButton("日本語");
  await waitFor("English again", (s) => ["English", "Back"].every((w) => buttons(s).some((b) => b.label === w)), 10_000);
  await clickTo("Back", "Title");
  await waitFor("the title in English", (s) => buttons(s).some((b) => b.label === "Play"), 10_000);
  await page.close();
}

/** The game by text (docs/accessibility.md): a whole Rush 5x5 game against level 1 played
 * through the page's text layer alone: moves typed in the move box (a labelled input in a
 * labelled section), the AI's answers and a refused move's reason read from its live log
 * (`role="log"`). The page's state hook only says when the AI has answered. */
async function textTest() {
  await newPage();
  await page.goto(`${url}?play=rush:5:human:ai1`);
  await waitFor("the match", (s) => s.screen === "Play" && s.moves === "", TITLE_TIMEOUT);
  const box = page.getByRole("textbox", { name: "Move or command (h for help)" });
  const spoken = page.getByRole("log");
  const lines = () => spoken.locator("p").allTextContents();
  /** The number of the log's last line (the log keeps the last 50). */
  const lastLine = () => page.evaluate(() => Number(document.querySelector("#spoken p:last-child")?.dataset.n ?? -1));
  /** Types `line` in the move box and sends it; the log's lines it brought. */
  async function say(line) {
    const before = await lastLine();
    await box.fill(line);
    await box.press("Enter");
    try {
      await page.waitForFunction((n) => Number(document.querySelector("#spoken p:last-child")?.dataset.n ?? -1) > n, before, { timeout: 20_000 });
    } catch {
      throw new Failure(`"${line}" typed: nothing said within 20 s; the log ends ${JSON.stringify((await lines()).slice(-4))}; the page's state ${JSON.stringify(await hook())}`);
    }
    return page.evaluate((n) => [...document.querySelectorAll("#spoken p")].filter((p) => Number(p.dataset.n) > n).map((p) => p.textContent), before);
  }
  // What a screen reader finds: a landmark region with its heading, the log and the box.
  const tree = await page.locator("#text-mode").ariaSnapshot();
  for (const part of ['region "Quartet"', 'heading "Quartet" [level=2]', 'log "Quartet"', 'textbox "Move or command (h for help)"']) {
    if (!tree.includes(part)) throw new Failure(`the text layer's accessibility tree has no ${part}:\n${tree}`);
  }
  let heard = await say("t");
  if (heard[0] !== "Black to move.") throw new Failure(`"t" was answered ${JSON.stringify(heard)}`);
  heard = await say("c3");
  if (heard[0] !== "Black c3.") throw new Failure(`"c3" was announced ${JSON.stringify(heard)}`);
  const answered = await waitFor("the AI's answer", (s) => s.moves.split(" ").length >= 2 && s.thinking === "0", 20_000);
  const reply = answered.moves.split(" ")[1];
  const after = await lines();
  if (!after.includes("White is thinking…") || !after.some((l) => l.startsWith(`White ${reply}`))) throw new Failure(`the AI's answer ${reply} is not in the log: ${JSON.stringify(after)}`);
  heard = await say("c3");
  if (heard[0] !== "Not allowed: c3 is occupied.") throw new Failure(`a move on c3 again was answered ${JSON.stringify(heard)}`);
  // A hint by text: asked, then said once the AI (in its workers) has it.
  heard = await say("hint");
  if (heard[0] !== "Looking for a hint…") throw new Failure(`"hint" was answered ${JSON.stringify(heard)}`);
  try {
    await page.waitForFunction(() => [...document.querySelectorAll("#spoken p")].some((p) => p.textContent.startsWith("Hint: ")), null, { timeout: 30_000 });
  } catch {
    throw new Failure(`no hint said within 30 s; the log ends ${JSON.stringify((await lines()).slice(-4))}`);
  }
  const hint = (await lines()).find((l) => l.startsWith("Hint: "));
  log(`a hint by text: "${hint}"`);
  log(`typed t, c3 and c3 again: "${after.join(" / ")}", then "${heard[0]}"`);
  // The rest of the game: every point in turn, a refused one skipped, until the log says the
  // game is over.
  const points = [];
  for (const row of [1, 2, 3, 4, 5]) for (const col of "abcde") points.push(`${col}${row}`);
  let over = false;
  let typed = 0;
  for (let round = 0; round < 20 && !over; round++) {
    for (const point of points) {
      const state = await hook();
      if (state.screen !== "Play") break;
      heard = await say(point);
      typed++;
      if (heard.some((l) => l.includes("the game is over"))) {
        over = true;
        break;
      }
      if (!heard[0].startsWith(`Black ${point}`) || heard[0].includes("moves again")) continue;
      // White's answer, read from the log: a line after Black's that starts "White " and is not
      // its thinking (unless White had to pass, and Black moves again).
      if (heard[0].includes("White passes")) continue;
      const black = await page.evaluate(() => Number(document.querySelector("#spoken p:last-child").dataset.n)) - heard.length + 1;
      await page.waitForFunction(
        (n) => [...document.querySelectorAll("#spoken p")].some((p) => Number(p.dataset.n) > n && /^White [a-e][1-5]/.test(p.textContent)),
        black,
        { timeout: 20_000 },
      );
      const all = await lines();
      if (all.some((l) => l.includes("the game is over"))) {
        over = true;
        break;
      }
      const last = (await hook()).moves.split(" ").filter((m) => m !== "pass").at(-1);
      if (!all.some((l) => l.startsWith(`White ${last}`))) throw new Failure(`the AI's move ${last} is not in the log: ${JSON.stringify(all.slice(-4))}`);
    }
  }
  if (!over) throw new Failure(`no "the game is over" in the log after ${typed} lines typed: ${JSON.stringify((await lines()).slice(-5))}`);
  // (The end screen says its name too, as any screen does: the score is among the lines.)
  const said = await say("s");
  const before = Number(await page.evaluate(() => document.querySelector("#spoken p:last-child")?.dataset.n)) - said.length;
  try {
    await page.waitForFunction(
      (n) => [...document.querySelectorAll("#spoken p")].some((p) => Number(p.dataset.n) > n && /^Black \d+, White \d+\.$/.test(p.textContent)),
      before,
      { timeout: 20_000 },
    );
  } catch {
    throw new Failure(`"s" at the end was not answered with the score; the log ends ${JSON.stringify((await lines()).slice(-4))}`);
  }
  const score = (await lines()).filter((l) => /^Black \d+, White \d+\.$/.test(l)).slice(-1);
  log(`the text layer's accessibility tree at the end:\n${(await page.locator("#text-mode").ariaSnapshot()).split("\n").slice(0, 6).join("\n")}`);
  log(`a whole game by text: ${typed} lines typed, the last heard "${(await lines()).slice(-2, -1)[0]}", the score "${score[0]}"`);
  await shot("17-text-mode");
  await page.close();
}

/** Holds `key` for a few frames, as a person does: the game's actions read a key held in a
 * frame, which a press and release in one frame would miss. */
async function pressKey(key) {
  await page.keyboard.down(key);
  await frames(2);
  await page.keyboard.up(key);
  await frames(1);
}

/** Clicks the board's centre point (read just before: the panel moves the board aside). */
async function clickCentre() {
  const [x, y] = (await settledCenter()).split(",").map(Number);
  await page.mouse.move(x, y, { steps: 4 });
  await frames(3);
  await page.mouse.click(x, y);
}

/** The AI in Web Workers: the page says it runs on them, the AI's move and a hint come from
 * them, an undo while the AI thinks cancels its search (no late move lands: the next answer is
 * the only move after the player's), and with workers refused (`?workers=0`) the AI still
 * plays, in slices on the page's thread. */
async function workersTest() {
  await newPage();
  await page.goto(`${url}?play=rush:9:human:ai10`);
  await waitFor("the match the address asks for", (s) => s.screen === "Play" && s.center, TITLE_TIMEOUT);
  const on = await waitFor("the AI on the workers", (s) => (s.ai ?? "").startsWith("workers:"), 20_000);
  log(`the AI runs on ${on.ai}`);
  await page.waitForTimeout(1000);
  await clickCentre();
  await waitFor("the AI thinking about e5", (s) => s.moves === "e5" && s.thinking === "1", 20_000);
  await pressKey("u");
  await waitFor("e5 taken back and the AI stopped", (s) => s.moves === "" && s.thinking === "0", 20_000);
  const before = Number((await hook()).workerSearches);
  await clickCentre();
  const answered = await waitFor("the AI's answer from the workers", (s) => s.thinking === "0" && s.moves.split(" ").length >= 2, AI_TIMEOUT);
  const moves = answered.moves.split(" ");
  if (moves.length !== 2 || moves[0] !== "e5") throw new Failure(`after the undo and e5 again the moves are "${answered.moves}": a cancelled search's move landed`);
  if (Number(answered.workerSearches) !== before + 1) throw new Failure(`the AI's answer did not come from the workers (worker searches ${before} -> ${answered.workerSearches})`);
  await pressKey("h");
  const hinted = await waitFor("a hint from the workers", (s) => Number(s.workerSearches) === before + 2, AI_TIMEOUT);
  log(`after an undo while it thought, the AI answered "${hinted.moves}" and gave a hint, both from the workers`);
  await shot("11-workers");
  await page.close();

  await newPage();
  await page.goto(`${url}?play=rush:9:human:ai5&workers=0`);
  await waitFor("the match without workers", (s) => s.screen === "Play" && s.center && s.ai === "slices", TITLE_TIMEOUT);
  await page.waitForTimeout(1000);
  await clickCentre();
  const fallback = await waitFor("the AI's answer in slices", (s) => s.thinking === "0" && s.moves.split(" ").length >= 2, AI_TIMEOUT);
  if (fallback.workerSearches !== "0") throw new Failure(`workers answered on a page that refused them: ${fallback.workerSearches}`);
  log(`with workers refused the AI answered "${fallback.moves}" in slices`);
  await page.close();
}

/** Games the review test opens: a finished Rush 5x5 game, and the speed target's games (60
 * moves of Rush 9x9 and of Quadrex 11x11, level-3 self-play). */
const REVIEW_GAMES = {
  rush5: ["# Quartet: Rush 5x5", "d2 b2 b4 b3 d1 b1 a4 c1 c2 e2 a5 e1 c3 a3 a2 b5 e3 d5 e4 c5 e5 d3 d4 a1 c4"],
  rush9: ["# Quartet: Rush 9x9", "g7 e4 g5 b2 a4 d4 d6 b1 g8 c1 e8 h2 c9 d5 c5 g1 d3 f5 e5 g2 b5 h8 a2 d7 a3 a5 h1 f4 f3 g4 e6 h3 b4 d1 g3 i8 a8 e9 c6 b8 i3 i2 c7 c8 d8 b9 d9 h4 i4 h5 f6 g6 f7 e7 f8 f9 g9 h9 i9 h7"],
  quadrex11: ["# Quartet: Quadrex 11x11", "b5 swap c2 h6 f5 e8 i10 i9 g7 c9 h9 g4 e4 f7 f6 c3 d3 g8 h8 e9 c11 i5 h11 d5 a6 i3 e7 b11 a3 c1 c8 d1 b1 d11 j8 j11 h1 g5 g1 b10 a7 g2 k1 j2 h2 b5 k10 c5 b6 k9 h4 j6 b4 d7 k2 h3 j3 j9 k6 d6"],
};

/** A review in the browser: the game imported from a picked file; a finished one reviewed from
 * its end screen's "Review the game", one under way from the pause menu's "Review moves so
 * far". Returns the seconds the review took, from the click to the marks in the panel. */
async function reviewTest(name, finished) {
  const [header, moves] = REVIEW_GAMES[name];
  await newPage();
  await page.goto(`${url}?play=rush:9:human:human`);
  await waitFor("the match the address asks for", (s) => s.screen === "Play" && s.buttons, TITLE_TIMEOUT);
  await clickButton("Import");
  const [chooser] = await Promise.all([page.waitForEvent("filechooser", { timeout: 20_000 }), clickButton("Open a file…")]);
  await chooser.setFiles({ name: `${name}.txt`, mimeType: "text/plain", buffer: Buffer.from(`${header}\n${moves}\n`) });
  await page.waitForTimeout(1500);
  await clickButton("Open");
  const screen = finished ? "End" : "Play";
  await waitFor(`the imported ${name} game on the ${screen} screen`, (s) => s.moves === moves && s.screen === screen, 20_000);
  if (finished) {
    await clickButton("Review the game");
  } else {
    await page.keyboard.press("Escape");
    await clickButton("Review so far");
  }
  const started = Date.now();
  await waitFor(`${name}: the review under way`, (s) => (s.review ?? "").startsWith("running") || (s.review ?? "").startsWith("done"), 20_000);
  const done = await waitFor(`${name}: the review done`, (s) => (s.review ?? "").startsWith("done"), REVIEW_TIMEOUT);
  const secs = (Date.now() - started) / 1000;
  log(`${name}: reviewed in ${secs.toFixed(1)} s in the browser, ${done.review.split(" ")[1]} moves marked`);
  await page.waitForTimeout(1000);
  await shot(`10-review-${name}`);
  if (finished) {
    // The panel's step to the next marked move is there and can be clicked; the down arrow
    // plays its better line's first move on the board, and the card's Back leaves the line.
    await clickButton("Next mistake");
    const marked = await waitFor(`${name}: a marked move on view`, (s) => (s.shown ?? "").startsWith("after "), 20_000);
    const move = Number(marked.shown.split(" ")[1]);
    await page.keyboard.press("ArrowDown");
    const line = await waitFor(`${name}: the better line of move ${move} on the board`, (s) => s.shown === `line ${move}:1`, 20_000);
    await page.waitForTimeout(500);
    await shot(`10-review-${name}-line`);
    await clickButton("Leave the line");
    await waitFor(`${name}: back from the line to the move played`, (s) => !(s.shown ?? "").startsWith("line "), 20_000);
    log(`${name}: the better line shown (${line.shown}) and left`);
  }
  await page.close();
  return secs;
}

/** `quartet server` (QUARTET_BIN, which `scripts/web test` names) on a free port with a new
 * database, serving this site: its address, and the process. */
async function startGameServer() {
  const bin = process.env.QUARTET_BIN;
  if (!bin) throw new Failure("QUARTET_BIN does not name the quartet binary (scripts/web test sets it)");
  const folder = mkdtempSync(join(tmpdir(), "quartet-online-"));
  const args = ["server", "--addr", "127.0.0.1:0", "--site", dist, "--db", join(folder, "s.sqlite3")];
  const child = spawn(bin, args, { stdio: ["ignore", "ignore", "pipe"] });
  const lines = [];
  const port = await new Promise((found, failed) => {
    const timer = setTimeout(() => failed(new Failure(`quartet server did not say where it listens: ${lines.join(" / ")}`)), 30_000);
    let rest = "";
    child.stderr.on("data", (chunk) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop();
      for (const line of parts) {
        lines.push(line);
        const m = line.match(/listening on http:\/\/127\.0\.0\.1:(\d+)/);
        if (m) {
          clearTimeout(timer);
          found(Number(m[1]));
        }
      }
    });
    child.on("exit", (code) => failed(new Failure(`quartet server stopped (${code}): ${lines.join(" / ")}`)));
  });
  return { child, base: `http://127.0.0.1:${port}/`, lines };
}

/** Moves the board cursor to `target` (`c3`) by the arrow keys, watching `data-cursor`. */
async function moveCursorTo(target) {
  const col = (c) => c.charCodeAt(0) - 97;
  const row = (c) => Number(c.slice(1)) - 1;
  for (let i = 0; i < 40; i++) {
    const at = (await hook()).cursor;
    if (at === target) return;
    if (!at) {
      // The first arrow shows the cursor in the middle.
      await pressKey("ArrowUp");
      continue;
    }
    const [dc, dr] = [col(target) - col(at), row(target) - row(at)];
    if (dc !== 0) await pressKey(dc > 0 ? "ArrowRight" : "ArrowLeft");
    else await pressKey(dr > 0 ? "ArrowUp" : "ArrowDown");
  }
  throw new Failure(`the cursor did not reach ${target} (it is at ${(await hook()).cursor})`);
}

/** Where point (`col`, `row`) of a `size` board is on the canvas, from the page's
 * `data-corners` (a1, the end of row 1, the far corner, the end of column a): the board's plane
 * seen through the camera is a projective map of the square (Heckbert, "Fundamentals of
 * Texture Mapping", 1989, 2.2.3), exact in the 3D view as in the flat one. */
function pointOnCanvas(corners, size, col, row) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = corners.split(" ").map((p) => p.split(",").map(Number));
  const [sx, sy] = [x0 - x1 + x2 - x3, y0 - y1 + y2 - y3];
  const [dx1, dx2, dy1, dy2] = [x1 - x2, x3 - x2, y1 - y2, y3 - y2];
  const den = dx1 * dy2 - dx2 * dy1;
  const [g, h] = den === 0 ? [0, 0] : [(sx * dy2 - dx2 * sy) / den, (dx1 * sy - sx * dy1) / den];
  const [a, b, d, e] = [x1 - x0 + g * x1, x3 - x0 + h * x3, y1 - y0 + g * y1, y3 - y0 + h * y3];
  const [u, v] = [col / (size - 1), row / (size - 1)];
  const w = g * u + h * v + 1;
  return [(a * u + b * v + x0) / w, (d * u + e * v + y0) / w];
}

/** The player to move on `page` places a stone on the first empty point (of a `size` board,
 * row by row from a1) that the rules take, and the move list grows. `how` is `"keys"` (the
 * board cursor moved there by the arrows, then Enter) or `"tap"` (a tap on the point, found
 * from the page's `data-corners`). A point the rules refuse (the panel says why) is skipped. */
async function placeOnFirstFree(size, how) {
  const before = await hook();
  const taken = new Set(before.moves.split(" ").filter(Boolean));
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const point = `${String.fromCharCode(97 + c)}${r + 1}`;
      if (taken.has(point)) continue;
      if (how === "keys") await moveCursorTo(point);
      const s = await hook();
      if (how === "keys") await pressKey("Enter");
      else await page.touchscreen.tap(...pointOnCanvas(s.corners, size, c, r));
      const after = await waitFor(`a stone on ${point}, or a refusal`, (n) => n.moves !== before.moves || n.refusals !== s.refusals, 10_000);
      if (after.moves === before.moves) continue;
      // (Rush may add a forced pass after it.)
      if (after.moves.slice(before.moves.length).trim().split(" ")[0] !== point) throw new Failure(`placing on ${point} by ${how} played "${after.moves}"`);
      return after;
    }
  }
  throw new Failure(`no point was taken on the ${size}x${size} board: ${before.moves}`);
}

/** Two players, each in a browser of their own, play one game through a real `quartet server`
 * that serves this site: Ann opens Play online on the title, types her name on the phone's
 * keyboard (a text input the page focuses for the name's row), creates a room of Rush 5x5 and
 * reads its code; Bob opens the invite link (`?join=CODE`) and lands in the room; they play by
 * taps on the points (Bob's first move by the keyboard), each on their own turn, until the game
 * ends; both end screens show the same game. */
async function onlineTest() {
  const started = Date.now();
  const game = await startGameServer();
  try {
    // Two phones, one upright and one on its side, by taps. Two pages drawing in software
    // share the machine: at device scale 1 each frame stays short (the phone part has 3).
    const shared = { browser, log, Failure, use: (p) => (page = p), hook, waitFor, frames, settledCenter, buttons, shot, consoleLines };
    const annPhone = await phonePage(shared, PHONES[0], "Ann", 1);
    const ann = annPhone.page;
    await ann.goto(game.base);
    await waitFor("the title screen from quartet server", (s) => s.screen === "Title" && s.buttons, TITLE_TIMEOUT);
    await annPhone.tapTo("Play online", "Online");
    await annPhone.checkFit("the online screen");
    // Her name by the phone's keyboard: a tap on its row focuses the page's text input, which
    // opens it (web/loader.js), and what she types there is the game's.
    await annPhone.tap("Your name:", 0, true);
    await ann.waitForFunction(() => document.activeElement?.id === "typing", null, { timeout: 10_000 });
    await ann.keyboard.type("Ann Lee");
    await ann.keyboard.press("Backspace");
    await waitFor("the name typed on the phone's keyboard", (s) => s.name === "Ann Le" && buttons(s).some((b) => b.label.startsWith("Your name: Ann Le")), 10_000);
    await ann.keyboard.press("Enter");
    await ann.waitForFunction(() => document.activeElement?.id !== "typing", null, { timeout: 10_000 });
    log(`Ann typed her name on the phone's keyboard ("Ann Le" after a backspace)`);
    await shot("12-online");
    await annPhone.tapTo("Create a room", "Select");
    await annPhone.tapTo("Rush", "Setup");
    for (let i = 0; i < 12 && !(await hook()).setup.startsWith("rush 5 "); i++) {
      const before = (await hook()).setup;
      await annPhone.tap("<", 0);
      await waitFor("the board size to change", (s) => s.setup !== before, 10_000);
    }
    const setup = (await hook()).setup;
    if (setup !== "rush 5 human remote") throw new Failure(`the setup for a room is "${setup}", not "rush 5 human remote"`);
    await annPhone.tap("Start");
    const created = await waitFor("Ann's room", (s) => s.screen === "Play" && / black open$/.test(s.online), 30_000);
    const room = created.online.split(" ")[0];
    await annPhone.checkFit("the room, waiting");
    log(`Ann created room ${room} (${created.online}) by taps on a phone upright`);
    await shot("13-online-waiting");

    const bobPhone = await phonePage(shared, PHONES[1], "Bob", 1);
    const bob = bobPhone.page;
    await bob.goto(`${game.base}?join=${room}`);
    await waitFor("Bob in the room by the link", (s) => s.screen === "Play" && s.online === `${room} white open`, TITLE_TIMEOUT);
    await bobPhone.checkFit("the room, joined");
    log(`Bob opened ${game.base}?join=${room} on a phone on its side and took the white seat`);
    // The moves by taps on the points, and Bob's first by a keyboard joined to his phone.
    await bob.focus("#bevy");
    const players = { black: ann, white: bob };
    let keyed = false;
    for (let turn = 0; turn < 100; turn++) {
      page = ann;
      const state = await hook();
      if (state.turn === "") break;
      page = players[state.turn];
      // Each player's browser in front when they play (a page behind is throttled).
      await page.bringToFront();
      const byKeys = page === bob && !keyed;
      keyed ||= byKeys;
      const after = await placeOnFirstFree(5, byKeys ? "keys" : "tap");
      page = state.turn === "black" ? bob : ann;
      await waitFor("the move on the friend's board", (s) => s.moves === after.moves, 20_000);
    }
    const ends = [];
    for (const p of [ann, bob]) {
      page = p;
      ends.push(await waitFor("the end screen", (s) => s.screen === "End", 20_000));
    }
    if (ends[0].moves !== ends[1].moves) throw new Failure(`the two boards differ: "${ends[0].moves}" and "${ends[1].moves}"`);
    page = ann;
    await page.waitForTimeout(1000);
    await shot("14-online-end");
    log(`the game online ended after "${ends[0].moves}", the same on both pages (${Math.round((Date.now() - started) / 1000)} s)`);
    await annPhone.context.close();
    await bobPhone.context.close();
  } finally {
    game.child.kill("SIGKILL");
  }
}

try {
  const report = {};
  /** Each part's seconds, printed at the end: where CI's time goes (docs/testing.md). */
  const seconds = {};
  let partStart = Date.now();
  const partDone = (name) => {
    seconds[name] = Math.round((Date.now() - partStart) / 1000);
    partStart = Date.now();
  };
  if (runs("play")) {
    Object.assign(report, await playTest());
    log("passed: title (its wasm compiled from the response fetched, which Chromium keeps compiled for the next visit), menus by clicks, a stone placed and the AI's answer, checked in the hook and in pixels; Continue after a reload; Export's download and Import's file picker");
    partDone("play");
  }
  if (runs("learn")) {
    await learnTest();
    log("passed: a lesson opened from the game select, its steps by a click and by Show me, and on to the next");
    partDone("learn");
  }
  if (runs("lang")) {
    await langTest();
    log("passed: a German browser's first start in German, its texts fetched and kept for offline; Settings' Language row switched to German and Japanese (its font fetched then, not before) and back, the screen's words read in each");
    partDone("lang");
  }
  if (runs("text")) {
    await textTest();
    log("passed: a whole Rush 5x5 game against level 1 by the text layer alone: moves typed, the AI's answers and a refusal read from the live log");
    partDone("text");
  }
  if (runs("aria")) {
    report.aria = await ariaTest({ newPage, url, log, Failure, hook, waitFor, shot, titleTimeout: TITLE_TIMEOUT });
    log("passed: the text layer's accessibility tree on the title, the game select, the setup, a game and its end, each screen's buttons real buttons named as drawn, walked from the title to a resigned game and back by the keyboard alone");
    partDone("aria");
  }
  if (runs("workers")) {
    await workersTest();
    log("passed: the AI's moves and a hint from the Web Workers, an undo while the AI thinks cancels it, and the slices where workers are refused");
    partDone("workers");
  }
  if (only === "trace") await traceLongTasks();
  if (only === "trace-search") await traceSearch();
  if (runs("online")) {
    await onlineTest();
    log("passed: a room created from the title's Play online on one phone, joined by its invite link on another, their screens sized for fingers, a whole game played by taps on the points (and one move by the keyboard)");
    partDone("online");
  }
  if (runs("phone")) {
    await phoneTest({
      browser, url, log, Failure, use: (p) => (page = p), hook, waitFor, frames, settledCenter, buttons, shot, consoleLines, pointOnCanvas,
      titleTimeout: TITLE_TIMEOUT, aiTimeout: AI_TIMEOUT, reviewTimeout: REVIEW_TIMEOUT,
    });
    log("passed: a phone (touch, device scale 3) played by taps, turned between 390x844, 844x390 and 360x640 on every screen (title, select, setup, play, moves, end, review, learn, a lesson, a puzzle) with the game kept, every button 44x44 CSS px or more and on screen, the board 90% of the width upright; on 19x19 a confirming tap, and one tap once a pinch has zoomed in");
    partDone("phone");
  }
  if (runs("offline")) {
    await offlineTest({
      browser, dist, log, Failure, use: (p) => (page = p), clickCentre, shot, consoleLines,
      titleTimeout: TITLE_TIMEOUT, aiTimeout: AI_TIMEOUT,
    });
    log("passed: installable, kept by its service worker; offline a reload reaches the title with the offline banner and a match against the AI plays, every file from the service worker; a new version waits while a page of the old one is open, then takes over whole");
    partDone("offline");
  }
  if (runs("review")) {
    report.review = { rush5: await reviewTest("rush5", true) };
    log("passed: a finished game imported, reviewed from its end screen, its marks in the panel, the next marked move and its better line on the board");
    partDone("review");
  }
  if (reviewSpeed) {
    report.review ??= {};
    report.review.rush9 = await reviewTest("rush9", false);
    report.review.quadrex11 = await reviewTest("quadrex11", false);
  }
  report.bench = runs("bench") ? [await measureBench("rush:9")] : [];
  report.workerbench = runs("bench") ? [await measureWorkerBench("rush:9", 1)] : [];
  if (measure) report.bench.push(await measureBench("rush:19"));
  if (measure || only === "workerbench") {
    // Chromium's navigator.hardwareConcurrency is this machine's core count.
    const cores = (await import("node:os")).availableParallelism();
    for (const board of ["rush:19", "rush:9"]) {
      report.workerbench.push(await measureWorkerBench(board, 1));
      if (cores > 1) report.workerbench.push(await measureWorkerBench(board, cores));
    }
  }
  for (const b of report.workerbench) {
    log(`?workerbench=${b.board}: the AI alone in ${b.workers} worker(s) at once: level 5 ${b.level5_playouts_per_second} (${b.each_level5}), level 10 ${b.level10_playouts_per_second} (${b.each_level10}) playouts/s`);
  }
  for (const b of report.bench) {
    log(`?bench=${b.board}: the AI alone in this wasm (one thread, the first moves against itself): level 5 ${b.level5_playouts_per_second}, level 10 ${b.level10_playouts_per_second} playouts/s`);
  }
  if (measure || only === "speed") {
    const small = { width: 320, height: 180 };
    report.frames = [
      ...(measure ? [await measureIdle()] : []),
      await measureAi(5, 12, 24),
      await measureAi(10, 2, 4),
      await measureAi(5, 12, 24, small),
      await measureAi(10, 2, 4, small),
    ];
    for (const r of report.frames) {
      const speed = r.searches ? `, ${Math.round(r.ai_playouts_per_second)} playouts/s over ${r.searches} searches` : "";
      log(`Rush 19x19, ${r.viewport ?? "1280x720"}, AI level ${r.level}: longest frame ${r.longest_ms} ms, median ${r.median_ms} ms over ${r.frames} frames; ${r.long_tasks} main-thread tasks over 50 ms, the longest ${r.longest_task_ms} ms${speed}`);
      if (r.overall) log(`  then ${r.later_searches} searches more: ${r.later_playouts_per_second} playouts/s; in all ${r.overall.long_tasks} main-thread tasks over 50 ms, the longest ${r.overall.longest_task_ms} ms`);
    }
  }
  if (measure || only === "slow-phone") report.slowPhone = await slowPhone({ browser, url, log, use: (p) => (page = p), hook, waitFor });
  partDone("bench and measures");
  log(`seconds by part: ${Object.entries(seconds).map(([k, v]) => `${k} ${v}`).join(", ")}`);
  report.seconds = seconds;
  writeFileSync(join(out, "report.json"), JSON.stringify(report, null, 2));
} catch (e) {
  failed = true;
  console.error(`web test FAILED: ${e instanceof Failure ? e.message : e.stack ?? e}`);
  if (page && !page.isClosed()) await shot("failure").catch(() => {});
  console.error(`screenshots: ${out}`);
} finally {
  writeFileSync(join(out, "console.log"), consoleLines.join("\n") + "\n");
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
