// One of the AI's Web Workers (docs/web.md, "The AI in workers"): the rules and the AI alone
// (src/worker, a wasm module of its own), running the jobs the game posts. The game posts
// {id, request} (a job's JSON) or {cancel: id}; the worker answers {ready: true} once its
// module is loaded, {id, progress: [done, total]} while a review goes on, and {id, answer}
// (the answer's JSON) when a job is done. The jobs run in turn, SLICE_MS each; between slices
// the worker yields, so it hears a cancel or a new job at once.
import init, { start, step, progress, cancel, warm_up } from "./quartet_worker.js";

const SLICE_MS = 40;
// Each game's search runs this long once at the start, so that the browser has its optimised
// code by the first real job (src/worker/lib.rs, `warm_up`): about 60 ms in all.
const WARM_UP_MS = 10;
// The jobs under way, in turn order, and whose turn is next.
let jobs = [];
let next = 0;
// Messages that came before the module was ready, handled once it is.
let early = [];
let ready = false;

// A task of its own after each slice (a message to ourselves: no timer clamping).
const channel = new MessageChannel();
channel.port1.onmessage = run;
const schedule = () => channel.port2.postMessage(null);

function run() {
  if (jobs.length === 0) return;
  next %= jobs.length;
  const id = jobs[next];
  const answer = step(id, SLICE_MS);
  if (answer !== undefined) {
    postMessage({ id, answer });
    jobs.splice(next, 1);
  } else {
    const [done, total] = progress(id);
    if (total > 1) postMessage({ id, progress: [done, total] });
    next += 1;
  }
  if (jobs.length > 0) schedule();
}

function handle(message) {
  if (message.cancel !== undefined) {
    const at = jobs.indexOf(message.cancel);
    if (at >= 0) {
      cancel(message.cancel);
      jobs.splice(at, 1);
    }
    return;
  }
  start(message.id, message.request);
  jobs.push(message.id);
  // A slice is already coming if other jobs were under way.
  if (jobs.length === 1) schedule();
}

onmessage = (event) => (ready ? handle(event.data) : early.push(event.data));

init()
  .then(() => {
    warm_up(WARM_UP_MS);
    ready = true;
    postMessage({ ready: true });
    for (const message of early) handle(message);
    early = [];
  })
  .catch((error) => postMessage({ failed: String(error) }));
