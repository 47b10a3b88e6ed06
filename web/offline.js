// The site installed and offline (docs/web.md, "Installable and offline"): the banner that says
// the page is offline, the service worker (web/sw.js) that keeps the site's files by version,
// and a new version that waits, taken up before the game starts.

const banner = document.getElementById("offline");

/** How long the banner stays (it tells, then leaves the screen to the game). */
const BANNER_MS = 8000;

/** Shows the banner when the browser goes offline, for a few seconds (or until its × is
 * clicked); `data-offline` on <html>, "1" or "0", says the state for tests. */
export function watchOffline() {
  let timer = 0;
  const update = () => {
    const offline = !navigator.onLine;
    document.documentElement.dataset.offline = offline ? "1" : "0";
    if (!banner) return;
    banner.hidden = !offline;
    // (For tests: the banner was shown, though it leaves after a few seconds.)
    if (offline) document.documentElement.dataset.offlineBanner = "shown";
    clearTimeout(timer);
    if (offline) timer = setTimeout(() => (banner.hidden = true), BANNER_MS);
  };
  addEventListener("offline", update);
  addEventListener("online", update);
  const close = banner && banner.querySelector("button");
  if (close) close.addEventListener("click", () => (banner.hidden = true));
  update();
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A new version of the site that waits (installed during an earlier visit) takes over when
 * this page is the only one open, and the page reloads from it: called before the page fetches
 * anything more, so that all of a page's files come from one version. Resolves at once
 * otherwise; never when the page reloads. */
export async function takeWaitingVersion() {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const waiting = registration && registration.waiting;
    if (!waiting) return;
    const changed = new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
    const channel = new MessageChannel();
    const answer = new Promise((done) => {
      channel.port1.onmessage = (event) => done(Boolean(event.data && event.data.taking));
      setTimeout(() => done(false), 2000);
    });
    waiting.postMessage({ quartet: "take over" }, [channel.port2]);
    // Refused while other pages of this version are open: this one runs it too.
    if (!(await answer)) return;
    // The new version controls this page once it activates (within 5 s, else the reload
    // gets the old one again, and asks again).
    await Promise.race([changed, sleep(5000)]);
    location.reload();
    await new Promise(() => {});
  } catch (e) {
    console.warn(`Quartet: the site's new version waits: ${e && e.message ? e.message : e}`);
  }
}

/** Registers the service worker, which keeps the site for the next visits (this one stays on
 * the network: sw.js says why). Without it the site works online only. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  try {
    navigator.serviceWorker.register("sw.js").catch((e) => console.warn(`Quartet will not work offline: ${e && e.message ? e.message : e}`));
  } catch (e) {
    console.warn(`Quartet will not work offline: ${e && e.message ? e.message : e}`);
  }
}
