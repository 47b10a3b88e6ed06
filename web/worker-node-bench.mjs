// The AI's worker module in node's V8, without a browser (docs/web.md, "How to measure"): the
// `Bench` job (`?bench`'s figures) for a board, twice in one instance, cold then warm.
//   node web/worker-node-bench.mjs web/dist/worker rush:19
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const dir = resolve(process.argv[2] ?? "web/dist/worker");
const [game, size] = (process.argv[3] ?? "rush:19").split(":");
const module = await import(`${dir}/quartet_worker.js`);
await module.default({ module_or_path: readFileSync(`${dir}/quartet_worker_bg.wasm`) });
const request = JSON.stringify({ game, size: Number(size), moves: [], work: { Bench: { seed: 1, slice_ms: 40 } } });
for (const run of ["cold", "warm"]) {
  module.start(1, request);
  let answer;
  while ((answer = module.step(1, 40)) === undefined) {}
  const figures = JSON.parse(answer).Bench;
  console.log(figures ? `${run}: level 5 ${Math.round(figures[0])}, level 10 ${Math.round(figures[1])} playouts/s` : `${run}: ${answer}`);
}
