// Browsers start sound only after the player's first gesture: an AudioContext made before it
// stays suspended. The game's sound library makes its context at start, so this keeps every
// context the page makes and resumes them all on the first click, key or touch (and again on
// any later gesture while one is still suspended, e.g. after the tab was in the background).
(function () {
  "use strict";
  const contexts = new Set();
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const Original = window[name];
    if (typeof Original !== "function") continue;
    const Tracked = new Proxy(Original, {
      construct(target, args, newTarget) {
        const context = Reflect.construct(target, args, newTarget);
        contexts.add(context);
        return context;
      },
    });
    window[name] = Tracked;
  }

  function resume() {
    for (const context of contexts) {
      if (context.state === "suspended") {
        context.resume().catch(() => {});
      }
    }
  }

  for (const event of ["pointerdown", "keydown", "touchend", "mousedown"]) {
    window.addEventListener(event, resume, { capture: true, passive: true });
  }
  // For the test and the curious: how many contexts there are and whether they run.
  window.quartetAudioState = () => [...contexts].map((c) => c.state);
})();
