// `?workerbench=GAME:SIZE[&workers=N]` (docs/web.md, "How to measure"): the AI alone in the
// page's Web Workers instead of the game. Each of N workers (default: every core) measures the
// AI's speed from the opening as `?bench` does (level 5 over 4 moves, level 10 over 2, one
// thread each, all at once); the page shows each worker's figures and their sum, and writes
// `data-workerbench` on the canvas: `workers=N level5=SUM level10=SUM each5=A,B,.. each10=..`
// (playouts per second of search), or `error: ...`. Each worker measures a second after it
// is ready, as the game's workers, started while the game loads, are warm by its first move
// (docs/web.md, "The AI's speed").
const SETTLE_MS = 1000;

export async function workerBench(board, count) {
  const [game, size] = board.split(":");
  const n = count || navigator.hardwareConcurrency || 1;
  const request = JSON.stringify({
    game: game.toLowerCase(),
    size: Number(size),
    moves: [],
    work: { Bench: { seed: 1, slice_ms: 40 } },
  });
  const one = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker("worker/worker.js", { type: "module" });
      worker.onerror = (e) => reject(new Error(e.message || "a worker failed"));
      worker.onmessage = (e) => {
        if (e.data.failed) reject(new Error(e.data.failed));
        if (e.data.ready) setTimeout(() => worker.postMessage({ id: 1, request }), SETTLE_MS);
        if (e.data.answer === undefined) return;
        const answer = JSON.parse(e.data.answer);
        worker.terminate();
        if (answer.Bench) resolve(answer.Bench);
        else reject(new Error(answer.Refused ?? "no figures"));
      };
    });
  const figures = await Promise.all(Array.from({ length: n }, one));
  const sum = (i) => Math.round(figures.reduce((total, f) => total + f[i], 0));
  const each = (i) => figures.map((f) => Math.round(f[i])).join(",");
  return `workers=${n} level5=${sum(0)} level10=${sum(1)} each5=${each(0)} each10=${each(1)}`;
}
