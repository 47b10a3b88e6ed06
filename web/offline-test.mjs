// The browser test's `offline` part (web/test.mjs; docs/web.md, "Installable and offline"):
// the site installable (its manifest and Chromium's installability, through CDP), kept by its
// service worker after a first load, then with the network off (the browser offline and the
// server stopped) a reload reaches the title with the offline banner, and a match against the
// AI plays a move and gets the answer from the AI's workers, every file from the service
// worker. Then the versions, in a copy of the site: a changed file makes a new version, which
// waits while a second page of the old one is open (the old page keeps getting its own
// version's files) and takes over at the next load of a page alone, its cache the only one.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeServiceWorker } from "./precache.mjs";
import { serve } from "./serve.mjs";

/** The version and file names that `dir`/sw.js lists (web/precache.mjs). */
function listed(dir) {
  const text = readFileSync(join(dir, "sw.js"), "utf8");
  const version = /const VERSION = "([0-9a-f]{16})"/.exec(text)?.[1];
  const names = /const FILES = "([^"]*)"/.exec(text)?.[1].split(" ").filter((_, i) => i % 2 === 0);
  // (Those with a `~` are cached when first fetched: the Japanese font.)
  const files = names?.filter((name) => !name.startsWith("~"));
  return { version, files };
}

/** `t`: what web/test.mjs shares: `browser`, `dist` (the site), `log`, `Failure`, `use(page)`
 * (makes `page` the one its helpers act on), `clickCentre`, `shot`, `consoleLines`,
 * `titleTimeout`, `aiTimeout`. */
export async function offlineTest(t) {
  const { browser, dist, log, Failure, use, clickCentre, shot, consoleLines } = t;

  /** The canvas's state hook on `page`; empty while the page loads (or reloads). */
  const hook = (page) => page.$eval("#bevy", (c) => ({ ...c.dataset })).catch(() => ({}));

  async function until(page, what, test, timeout) {
    const started = Date.now();
    let last = {};
    while (Date.now() - started < timeout) {
      last = await hook(page);
      if (test(last)) return last;
      await page.waitForTimeout(100);
    }
    throw new Failure(`${what}: not within ${timeout / 1000} s; the page's state: ${JSON.stringify(last)}`);
  }

  const title = (page, what) => until(page, what, (s) => s.screen === "Title" && s.buttons, t.titleTimeout);

  /** Runs `f` in `page`, again after a navigation that interrupted it. */
  async function inPage(page, f, arg) {
    for (let i = 0; ; i++) {
      try {
        return await page.evaluate(f, arg);
      } catch (e) {
        if (i >= 20 || !/context was destroyed|navigat/i.test(String(e.message))) throw e;
        await page.waitForTimeout(250);
      }
    }
  }

  /** The site's caches on `page`: each name with the addresses it holds. */
  const cachesOf = (page) =>
    inPage(page, async () => {
      const all = {};
      for (const key of await caches.keys()) {
        all[key] = (await (await caches.open(key)).keys()).map((r) => r.url).sort();
      }
      return all;
    });

  /** Waits until the site's service worker is active (and, with `waiting`, a new version
   * installed beside it); its state. */
  async function worker(page, what, waiting = false) {
    const started = Date.now();
    for (;;) {
      const state = await inPage(page, async () => {
        const r = await navigator.serviceWorker.getRegistration();
        // The browser looks for a new sw.js at each load, and here too.
        if (r && r.active && !r.waiting && !r.installing) await r.update().catch(() => {});
        return {
          active: r && r.active ? r.active.state : null,
          waiting: r && r.waiting ? r.waiting.state : null,
          installing: r && r.installing ? r.installing.state : null,
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      });
      if (state.active === "activated" && (!waiting || state.waiting === "installed")) return state;
      if (Date.now() - started > 60_000) throw new Failure(`${what}: not within 60 s; the service worker: ${JSON.stringify(state)}`);
      await page.waitForTimeout(250);
    }
  }

  async function open(context) {
    const page = await context.newPage();
    page.on("console", (m) => consoleLines.push(`[offline test ${m.type()}] ${m.text()}`));
    page.on("pageerror", (e) => consoleLines.push(`[offline test pageerror] ${e.message}`));
    use(page);
    return page;
  }

  const { version, files } = listed(dist);
  if (!version || !files?.length) throw new Failure(`${dist}/sw.js lists no version or files: was it written by web/precache.mjs?`);

  // 1. Installable, kept, then offline.
  let server = await serve(dist, 0);
  let url = `http://127.0.0.1:${server.address().port}/`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await open(context);
    await page.goto(url);
    await title(page, "the title screen");
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    if (!manifest.url.endsWith("/manifest.webmanifest") || manifest.errors.length) {
      throw new Failure(`the manifest (${manifest.url}): ${JSON.stringify(manifest.errors)}`);
    }
    await worker(page, "the service worker installed after the first load");
    const expected = files.map((f) => new URL(f === "index.html" ? "./" : f, url).href).sort();
    const kept = await cachesOf(page);
    if (JSON.stringify(Object.keys(kept)) !== JSON.stringify([`quartet-${version}`]) || JSON.stringify(kept[`quartet-${version}`]) !== JSON.stringify(expected)) {
      throw new Failure(`the caches are not version ${version}'s files alone: ${JSON.stringify(kept)}`);
    }
    // (A test's browser context is incognito, where nothing installs: not the site's fault.)
    const errors = (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors.filter((e) => e.errorId !== "in-incognito");
    if (errors.length) throw new Failure(`not installable: ${JSON.stringify(errors)}`);
    // (A session left attached keeps the page online through setOffline: Chromium 156.)
    await cdp.detach();
    log(`installable; the service worker keeps version ${version}: ${files.length} files`);
    // The first load was the network's; the next is the service worker's.
    await page.reload();
    await title(page, "the title screen after a reload");
    if (!(await inPage(page, () => Boolean(navigator.serviceWorker.controller)))) throw new Failure("the page is not controlled by the service worker after a reload");

    // The network off: the browser offline (navigator.onLine), and no server at all.
    await context.setOffline(true);
    const closed = new Promise((done) => server.close(done));
    server.closeAllConnections();
    await closed;
    server = null;
    const network = [];
    page.on("response", (r) => r.fromServiceWorker() || network.push(`${r.status()} ${r.url()}`));
    page.on("requestfailed", (r) => network.push(`${r.failure()?.errorText ?? "failed"} ${r.url()}`));
    await page.reload();
    await title(page, "the title screen offline");
    const shown = await inPage(page, () => ({
      offline: document.documentElement.dataset.offline,
      // (The banner leaves after a few seconds: its text is read, not whether it shows still.)
      banner: document.getElementById("offline").textContent.trim(),
      bannerShown: document.documentElement.dataset.offlineBanner,
    }));
    if (shown.offline !== "1" || shown.bannerShown !== "shown" || !shown.banner.includes("online play")) throw new Failure(`offline, the page does not say so: ${JSON.stringify(shown)}`);
    log(`offline: the title after a reload, and the banner "${shown.banner.split("\n")[0]}"`);
    await shot("15-offline-title");
    // A match against the AI (an address with a query: the same page from the cache).
    await page.goto(`${url}?play=rush:9:human:ai1`);
    await until(page, "the match offline", (s) => s.screen === "Play" && s.center && s.moves === "", t.titleTimeout);
    const on = await until(page, "the AI on the workers offline", (s) => (s.ai ?? "").startsWith("workers:"), 20_000);
    await page.waitForTimeout(1000);
    await clickCentre();
    await until(page, "the stone on e5 offline", (s) => s.moves.split(" ")[0] === "e5", 10_000);
    const answered = await until(page, "the AI's answer offline", (s) => s.moves.split(" ").length >= 2 && s.thinking === "0", t.aiTimeout);
    if (!(Number(answered.workerSearches) >= 1)) throw new Failure(`offline, the AI's answer did not come from the workers (${on.ai}, worker searches ${answered.workerSearches})`);
    if (network.length) throw new Failure(`offline, these were not answered by the service worker: ${network.join(", ")}`);
    log(`offline: the AI answered "${answered.moves}" from its ${on.ai}; every file from the service worker`);
    await shot("16-offline-move");
    await page.close();
  } finally {
    await context.close();
    if (server) server.close();
  }

  // 2. Versions, in a copy of the site that changes.
  const copy = mkdtempSync(join(tmpdir(), "quartet-versions-"));
  cpSync(dist, copy, { recursive: true });
  server = await serve(copy, 0);
  url = `http://127.0.0.1:${server.address().port}/`;
  const versions = await browser.newContext({ viewport: { width: 800, height: 450 } });
  try {
    const mark = () => document.documentElement.dataset.siteMark ?? "";
    const page = await open(versions);
    await page.goto(url);
    await title(page, "the copy's title");
    await worker(page, "the copy's service worker");
    await page.reload();
    await title(page, "the copy's title from its service worker");
    // Two files cached on demand, kept by the old version (two languages' texts fetched).
    const kept = ["assets/i18n/de/menus.ftl", "assets/i18n/fr/menus.ftl"];
    for (const file of kept) await inPage(page, (file) => fetch(file).then((r) => r.text()), file);
    // A new version, while this page runs the old one: its loader marks the pages it starts.
    appendFileSync(join(copy, "loader.js"), `\ndocument.documentElement.dataset.siteMark = "2";\n`);
    // ... and French's file changed in it, German's not.
    appendFileSync(join(copy, kept[1]), "\n# changed\n");
    appendFileSync(join(copy, "worker", "worker.js"), "\n// siteMark 2\n");
    const next = writeServiceWorker(copy).version;
    if (next === version) throw new Failure(`a changed file left the version at ${version}`);
    await worker(page, `version ${next} installed beside ${version}`, true);
    // The old page still gets its own version's files (as when the game starts its workers
    // again), while the new version waits.
    for (const file of ["loader.js", "worker/worker.js"]) {
      const fetched = await inPage(page, (file) => fetch(file).then((r) => r.text()), file);
      if (fetched.includes("siteMark")) throw new Failure(`a page of the old version fetched the new version's ${file}`);
    }
    // A second page while the first is open: the new version keeps waiting.
    const second = await open(versions);
    await second.goto(url);
    await title(second, "a second page while the new version waits");
    if ((await inPage(second, mark)) !== "") throw new Failure("the new version took over while a page of the old one was open");
    const both = Object.keys(await cachesOf(second)).sort();
    if (JSON.stringify(both) !== JSON.stringify([`quartet-${version}`, `quartet-${next}`].sort())) throw new Failure(`while the new version waits, the caches are ${both}`);
    await second.close();
    use(page);
    // The page alone, loaded again: the new version takes over, and the page reloads from it.
    await page.reload({ waitUntil: "commit" });
    const started = Date.now();
    while ((await inPage(page, mark)) !== "2") {
      if (Date.now() - started > t.titleTimeout) throw new Failure(`the page alone, loaded again, still runs version ${version}`);
      await page.waitForTimeout(250);
    }
    await title(page, "the new version's title");
    const after = await cachesOf(page);
    const controller = await inPage(page, () => navigator.serviceWorker.controller?.scriptURL ?? "");
    if (JSON.stringify(Object.keys(after)) !== JSON.stringify([`quartet-${next}`])) throw new Failure(`after the new version took over, the caches are ${Object.keys(after)}`);
    if (!controller) throw new Failure("the new version does not control the page");
    // The file kept on demand came over with the version, where its bytes are the same.
    const [same, changed] = kept.map((file) => after[`quartet-${next}`].includes(new URL(file, url).href));
    if (!same || changed) throw new Failure(`after the update, German's kept file is ${same ? "" : "not "}kept and French's changed one is ${changed ? "" : "not "}kept`);
    log(`versions: ${version} -> ${next} waited beside a second page, then took over alone, its loader running and its cache the only one, with the unchanged file kept on demand carried over`);
    await page.close();
  } finally {
    await versions.close();
    server.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
