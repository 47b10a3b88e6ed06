// Loads the game: downloads the wasm with a progress bar (the bytes as they arrive), compiles
// it while it downloads, starts it, and hides the bar once the game has drawn its first
// screen (the game then sets `data-screen` on the canvas).
import init from "./quartet.js";
import { registerServiceWorker, takeWaitingVersion, watchOffline } from "./offline.js";
import { megabytes, t, translatePage } from "./lang.js";

const WASM = "quartet_bg.wasm";
// Written by `scripts/web build`: the wasm's size, for servers that send no Content-Length.
const WASM_BYTES = Number("__WASM_BYTES__") || 0;

const loading = document.getElementById("loading");
const fill = document.getElementById("fill");
const status = document.getElementById("status");
const canvas = document.getElementById("bevy");

function show(fraction, text) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  fill.style.width = `${percent}%`;
  loading.setAttribute("aria-valuenow", String(percent));
  if (text !== undefined) status.textContent = text;
}

function fail(text) {
  loading.classList.add("failed");
  status.textContent = text;
  console.error(text);
}

translatePage();
watchOffline();

// The download takes the bar to 85%; compiling and starting the rest. The compiler reads the
// response fetched from the site itself, not one built here around its body: Chromium keeps
// the compiled game only for a response it fetched (with its address and its cache entry), and
// then starts the next visit from that code instead of compiling 16 MB again (docs/web.md,
// "Loading"). A copy of the body counts the bytes for the bar.
async function download() {
  const response = await fetch(WASM);
  if (!response.ok) throw new Error(`${WASM}: the server answered ${response.status}`);
  const total = Number(response.headers.get("Content-Length")) || WASM_BYTES;
  if (response.body) {
    count(response.clone().body, total).catch(() => {});
  } else {
    show(0.9, t("web-starting"));
  }
  return response;
}

async function count(body, total) {
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    // (After a failure the bar keeps its message.)
    if (loading.classList.contains("failed")) return;
    if (done) break;
    received += value.byteLength;
    const text = total
      ? t("web-loading-of", { received: megabytes(received), total: megabytes(total) })
      : t("web-loading-mb", { received: megabytes(received) });
    show(total ? (0.85 * received) / total : 0.4, text);
  }
  if (!canvas.dataset.screen) show(0.9, t("web-starting"));
}

// The game writes `data-screen` once it runs; then the bar goes, and the site is kept for
// offline visits (not before: the first visit's downloads come first).
new MutationObserver((_, observer) => {
  if (canvas.dataset.screen) {
    show(1, "");
    loading.classList.add("gone");
    canvas.focus();
    observer.disconnect();
    keepSite();
  }
}).observe(canvas, { attributes: true, attributeFilter: ["data-screen"] });

// Keys go to the canvas: give it the focus whenever it is touched.
canvas.addEventListener("pointerdown", () => canvas.focus());

// The player's name by a phone's keyboard (docs/phones.md, "Typing a name"): a canvas opens no
// keyboard, so a tap on the Online screen's name row (the game's `data-name-field`) focuses a
// text input there, within the tap's own handler (a phone opens its keyboard only then); each
// change goes to the game whole, as the canvas's `data-typed-name` and its `quartet-name` event.
const typing = document.getElementById("typing");
canvas.addEventListener("pointerup", (event) => {
  const field = (canvas.dataset.nameField ?? "").split(",").map(Number);
  if (field.length !== 4 || field.some(Number.isNaN)) return;
  const [x, y, width, height] = field;
  const box = canvas.getBoundingClientRect();
  const [at, down] = [event.clientX - box.left, event.clientY - box.top];
  if (at < x || at > x + width || down < y || down > y + height) return;
  Object.assign(typing.style, { left: `${box.left + x}px`, top: `${box.top + y}px`, width: `${width}px`, height: `${height}px` });
  typing.value = canvas.dataset.name ?? "";
  typing.hidden = false;
  typing.focus({ preventScroll: true });
});
typing.addEventListener("input", () => {
  canvas.dataset.typedName = typing.value;
  canvas.dispatchEvent(new Event("quartet-name"));
});
typing.addEventListener("keydown", (event) => {
  if (event.key === "Enter" || event.key === "Escape") typing.blur();
});
typing.addEventListener("blur", () => (typing.hidden = true));
// Off the Online screen the row is gone: so is the keyboard.
new MutationObserver(() => {
  if (!canvas.dataset.nameField && !typing.hidden) typing.blur();
}).observe(canvas, { attributes: true, attributeFilter: ["data-name-field"] });

const query = new URLSearchParams(location.search);

// The canvas's pixels (docs/phones.md, "Pixels"): the game lays its UI out in CSS pixels (its
// logical pixels are the page's) and draws at the device's pixel ratio, at most 2: a phone's 3
// would draw 2.25 times the pixels for a sharpness nobody sees, on the battery. winit sizes the
// canvas from `devicePixelContentBoxSize` where the browser has it, which follows the screen's
// real ratio (in Chromium's phone emulation, not even the emulated one): without it, winit
// takes the CSS size times the ratio below, and the two always agree. When the game finds its
// frames slow (src/app/web/render_scale.rs) it calls `quartetLowerPixelRatio`, and draws at 1.
const MAX_PIXEL_RATIO = 2;
function capPixelRatio() {
  let cap = MAX_PIXEL_RATIO;
  const own = Object.getOwnPropertyDescriptor(window, "devicePixelRatio") ?? Object.getOwnPropertyDescriptor(Window.prototype, "devicePixelRatio");
  const screenRatio = () => (own && own.get ? own.get.call(window) : 1) || 1;
  const ratio = () => Math.min(screenRatio(), cap);
  try {
    Object.defineProperty(window, "devicePixelRatio", { get: ratio, configurable: true });
    if (typeof ResizeObserverEntry !== "undefined") delete ResizeObserverEntry.prototype.devicePixelContentBoxSize;
  } catch (e) {
    console.warn(`Quartet draws at the screen's own pixel ratio: ${e && e.message ? e.message : e}`);
    return;
  }
  // winit hears a change of ratio through a media query on `resolution` that it makes for the
  // ratio it read; it asks `matchMedia` for it, and gets one that follows `ratio()` instead.
  const listening = new Set();
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query) => {
    if (!String(query).includes("resolution")) return matchMedia(query);
    const at = ratio();
    const listeners = new Set();
    const list = {
      media: String(query),
      get matches() {
        return ratio() === at;
      },
      addListener: (f) => f && (listeners.add(f), listening.add(list)),
      removeListener: (f) => (listeners.delete(f), listeners.size || listening.delete(list)),
      addEventListener: (type, f) => type === "change" && list.addListener(f),
      removeEventListener: (type, f) => type === "change" && list.removeListener(f),
      changed: () => listeners.forEach((f) => f.call(list, { matches: list.matches, media: list.media })),
    };
    return list;
  };
  const tell = () => {
    canvas.dataset.pixelRatio = String(ratio());
    [...listening].filter((list) => !list.matches).forEach((list) => list.changed());
  };
  // The screen's own ratio changes with the browser's zoom, and on a move to another screen.
  const watchScreen = () => {
    const list = matchMedia(`(resolution: ${screenRatio()}dppx)`);
    list.addEventListener?.("change", () => (tell(), watchScreen()), { once: true });
  };
  watchScreen();
  window.quartetLowerPixelRatio = () => {
    cap = 1;
    tell();
    return ratio();
  };
  canvas.dataset.pixelRatio = String(ratio());
}
capPixelRatio();

// The service worker (web/offline.js), but not for the benchmarks' runs.
function keepSite() {
  if (!query.has("bench") && !query.has("workerbench")) registerServiceWorker();
}

// A new version of the site that waits takes over now, before the workers and the game's
// wasm are fetched, when this page is the only one open (then it reloads).
await takeWaitingVersion();

// The AI's Web Workers start now, while the game downloads and compiles, so that each has
// warmed up (web/worker.js) by the first move; the game takes them over
// (src/app/background/workers.rs). A worker that fails before that is marked for it. None for
// `?workers=0` (the fallback's test) or the benchmarks.
function startWorkers() {
  if (query.get("workers") === "0" || query.has("bench") || query.has("workerbench")) return;
  const count = Math.max(1, Math.min(16, navigator.hardwareConcurrency || 1));
  const workers = [];
  try {
    for (let i = 0; i < count; i++) {
      const worker = new Worker("worker/worker.js", { type: "module" });
      worker.onmessage = (event) => {
        if (event.data && event.data.failed !== undefined) worker.quartetFailed = true;
      };
      worker.onerror = () => (worker.quartetFailed = true);
      workers.push(worker);
    }
  } catch (e) {
    // The game tries again, and falls back to slices.
    workers.forEach((worker) => worker.terminate());
    return;
  }
  window.quartetWorkers = workers;
}
startWorkers();

// `send` once the frame being drawn is done: after this task (the page's thread) and once
// the GPU has run its commands (a WebGL2 fence, at most 100 ms). Where the page renders in
// software, a search started during a frame shared the cores with it; so the game posts its
// jobs to the workers through this (src/app/background/workers.rs, docs/web.md "Frames on demand").
// In software the browser's compositor still draws the page for SETTLE_MS after the fence.
// A hidden page, whose timers are slowed, sends at once.
const SETTLE_MS = 20;
window.quartetAfterFrame = (send) => {
  if (document.hidden) return send();
  setTimeout(() => {
    let gl = null;
    let sync = null;
    try {
      gl = canvas.getContext("webgl2");
      sync = gl && gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
      if (sync) gl.flush();
    } catch (e) {
      sync = null;
    }
    if (!sync) return send();
    const started = performance.now();
    const poll = () => {
      let done = true;
      try {
        done = gl.getSyncParameter(sync, gl.SYNC_STATUS) === gl.SIGNALED;
      } catch (e) {}
      if (done || performance.now() - started > 100) {
        gl.deleteSync(sync);
        if (canvas.dataset.renderer === "software") setTimeout(send, SETTLE_MS);
        else send();
      } else {
        setTimeout(poll, 2);
      }
    };
    poll();
  }, 0);
};

// `?workerbench`: the AI alone in the Web Workers, instead of the game (worker-bench.js).
if (query.has("workerbench")) {
  const board = query.get("workerbench") || "rush:19";
  show(0.5, `Measuring the AI in the workers (${board})…`);
  try {
    const { workerBench } = await import("./worker-bench.js");
    const text = await workerBench(board, Number(query.get("workers")) || 0);
    canvas.dataset.workerbench = text;
    show(1, `The AI in the workers: ${text}`);
  } catch (e) {
    canvas.dataset.workerbench = `error: ${e && e.message ? e.message : e}`;
    fail(`?workerbench: ${e && e.message ? e.message : e}`);
  }
} else try {
  const wasm = await download();
  try {
    await init({ module_or_path: wasm });
  } catch (e) {
    // winit leaves its start-up by throwing this on purpose; the game runs on.
    if (!String(e && e.message).includes("Using exceptions for control flow")) throw e;
  }
  // `?bench`: the game measured its AI instead of starting (see src/app/web/bench.rs).
  const bench = canvas.dataset.bench;
  if (bench) {
    const m = /^level5=(\d+) level10=(\d+)$/.exec(bench);
    const n = (x) => Number(x).toLocaleString("en");
    show(1, m ? `The AI here, on one thread: level 5 ${n(m[1])}, level 10 ${n(m[2])} playouts a second` : `?bench: ${bench.replace(/^error: /, "")}`);
  } else if (!canvas.dataset.screen) show(0.95, t("web-drawing"));
} catch (e) {
  fail(t("web-failed", { error: e && e.message ? e.message : e }));
}
