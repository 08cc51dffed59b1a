// The job worker: runs the app's long jobs (step searches, ratings, generation, experiments)
// beside the page, so the page never waits for them. The page sends the compiled WebAssembly
// module first (the worker answers "ready"), then one job at a time as JSON; the worker answers
// with progress reports and the outcome, as JSON (see `WorkerRequest` in src/controller/jobs.rs),
// or with "crashed: " and the error when the job threw (the page then ends this worker).
import init, { run_job } from "./sudoku-stepper.js";

let started = null;
self.onmessage = async (event) => {
  if (started === null) {
    started = init({ module_or_path: event.data });
    await started;
    self.postMessage("ready");
    return;
  }
  await started;
  try {
    run_job(event.data);
  } catch (error) {
    self.postMessage(`crashed: ${error}`);
  }
};
