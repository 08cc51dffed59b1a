// How long a student waits in the browser, drawn in software (SwiftShader, see browser.mjs):
// serves target/web, opens it in Debian's headless Chromium and times, inside the page,
//   - Take Step (Space) on an Extreme 9x9 (top95's seventh, as `bench frames` on the desktop)
//     and on the bundled 25x25: from the key press until the page has run the frame that shows
//     the step (the log's length on <body data-steps> changes during that frame), and until
//     the frame after it starts (the step's frame has then been handed to the screen);
//   - Solve (S) on the Extreme 9x9 at the default speed (4 steps a second) and at the fastest
//     (20): the steps per second it reaches and the longest time the page went without running
//     its callbacks.
// Prints median, p90 and max of each. Usage: node web/test/frames.mjs [folder] [--steps N]
// (folder default: target/web; N Take Steps per board, default 30). A benchmark, not a test:
// it fails only when the page does not answer.

import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, serve } from "./browser.mjs";

const repository = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const options = process.argv.slice(2);
const stepsAt = options.indexOf("--steps");
const stepCount = stepsAt >= 0 ? Number(options[stepsAt + 1]) : 30;
const folder = options.find((option, index) => !option.startsWith("--") && index !== stepsAt + 1);
const root = resolve(folder ?? join(repository, "target/web"));
const extreme =
  "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";

// Prints median, p90 and max of `samples` (milliseconds).
function figures(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `${name}: ${sorted.length} samples, median ${ms(at(0.5))}, p90 ${ms(at(0.9))}, max ${ms(sorted[sorted.length - 1])}`,
  );
}

// Watches, inside the page, the key presses, the log's length and the frames after it.
function watch() {
  window.bench = { pressed: [], shown: [], handed: [], longestWait: 0 };
  window.addEventListener("keydown", () => window.bench.pressed.push(performance.now()), true);
  new MutationObserver((changes) => {
    // The page writes all its reports when any changed: only a new log length counts.
    if (changes.every((change) => change.oldValue === document.body.dataset.steps)) return;
    window.bench.shown.push(performance.now());
    requestAnimationFrame(() => window.bench.handed.push(performance.now()));
  }).observe(document.body, {
    attributes: true,
    attributeFilter: ["data-steps"],
    attributeOldValue: true,
  });
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    window.bench.longestWait = Math.max(window.bench.longestWait, now - last);
    last = now;
    setTimeout(tick, 5);
  };
  tick();
}

// Opens the Extreme puzzle through the page address served at `address`, lets the page settle
// and starts watching it.
async function openExtreme(page, address) {
  await page.goto(`${address}#${extreme}`);
  await page.waitForFunction(
    () => document.body.dataset.puzzle === "puzzle from the page address",
    null,
    { timeout: 60000 },
  );
  await page.waitForTimeout(1000);
  await page.evaluate(watch);
}

// `count` Take Steps, one after another once the last is shown; their two latencies.
async function takeSteps(page, count) {
  const start = Number(await page.evaluate(() => document.body.dataset.steps));
  await page.evaluate(() => {
    window.bench.pressed = [];
    window.bench.shown = [];
    window.bench.handed = [];
  });
  for (let step = 1; step <= count; step += 1) {
    await page.keyboard.press("Space");
    await page.waitForFunction((n) => document.body.dataset.steps === String(n), start + step, {
      timeout: 60000,
    });
    await page.waitForFunction((n) => window.bench.handed.length >= n, step, { timeout: 60000 });
    await page.waitForTimeout(50);
  }
  const { pressed, shown, handed } = await page.evaluate(() => window.bench);
  return {
    shown: shown.map((time, index) => time - pressed[index]),
    handed: handed.map((time, index) => time - pressed[index]),
  };
}

const server = await serve(root);
const address = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
let failed = false;
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await openExtreme(page, address);
  await page.focus("#sudoku_stepper_canvas");
  const nine = await takeSteps(page, stepCount);
  figures("Take Step, Extreme 9x9, until its frame has run", nine.shown);
  figures("Take Step, Extreme 9x9, until the frame after it", nine.handed);

  // Solve at the default speed (4 steps a second), then at the fastest (20), each from the start.
  for (const fastest of [false, true]) {
    await page.goto("about:blank");
    await openExtreme(page, address);
    if (fastest) {
      // The right end of the speed slider in the toolbar, at this page size.
      await page.mouse.click(281, 35);
      await page.waitForTimeout(500);
    }
    await page.focus("#sudoku_stepper_canvas");
    await page.evaluate(() => {
      window.bench.longestWait = 0;
    });
    const solveStart = Date.now();
    await page.keyboard.press("KeyS");
    await page.waitForFunction(() => document.body.dataset.status.includes("solved"), null, {
      timeout: 120000,
      polling: 100,
    });
    const seconds = (Date.now() - solveStart) / 1000;
    const solved = await page.evaluate(() => ({
      steps: Number(document.body.dataset.steps),
      longestWait: window.bench.longestWait,
    }));
    console.log(
      `Solve at ${fastest ? 20 : 4} steps/s, Extreme 9x9: ${solved.steps} steps in ${seconds.toFixed(1)} s (${(solved.steps / seconds).toFixed(1)} steps/s); the page went at most ${solved.longestWait.toFixed(0)} ms without answering`,
    );
  }

  await page.goto("about:blank");
  await page.goto(address);
  await page.waitForFunction(() => document.body.dataset.steps === "0", null, { timeout: 60000 });
  await page.focus("#sudoku_stepper_canvas");
  let picker;
  // Pressed again while the page, just opened, has not taken the keyboard yet.
  for (let attempt = 1; !picker; attempt += 1) {
    try {
      [picker] = await Promise.all([
        page.waitForEvent("filechooser", { timeout: 5000 }),
        page.keyboard.press("Control+KeyO"),
      ]);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await picker.setFiles(join(repository, "puzzles/size-25x25.sud"));
  await page.waitForFunction(() => document.body.dataset.puzzle === "size-25x25.sud", null, {
    timeout: 60000,
  });
  await page.waitForTimeout(2000);
  await page.evaluate(watch);
  await page.focus("#sudoku_stepper_canvas");
  const large = await takeSteps(page, Math.max(1, Math.floor(stepCount / 2)));
  figures("Take Step, 25x25, until its frame has run", large.shown);
  figures("Take Step, 25x25, until the frame after it", large.handed);
} catch (error) {
  console.error(`bench failed: ${error}`);
  failed = true;
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
