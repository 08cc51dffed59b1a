// The web build in a real browser: serves target/web on a local port, opens it in Debian's
// headless Chromium with a puzzle in the page address, presses Space three times and checks
// that the log holds three steps (the page reports it on <body data-steps>), that the board's
// pixels changed, and that the console stayed free of errors. Then it opens a file through the
// browser's file picker, one dropped on the page, one pasted, a hard puzzle through a new address, asks for every step of it (All
// Steps, run by a job worker) and checks that the page kept answering meanwhile.
// Screenshots go to target/web-test/. Usage: node web/test/smoke.mjs [folder] (default:
// target/web).

import { spawn } from "node:child_process";
import { get } from "node:http";
import { readFile, mkdir, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, serve } from "./browser.mjs";
import { PNG } from "pngjs";

const repository = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const root = resolve(process.argv[2] ?? join(repository, "target/web"));
const shots = join(repository, "target/web-test");
const puzzle =
  "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const hardPuzzle =
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
// The longest the page may go without answering while a job runs. Frames are drawn in software
// here (SwiftShader), so one frame of a long step list alone can take a quarter of a second; a
// search run on the page itself would hold it for the whole search.
const LONGEST_WAIT_MS = 1000;

function changedPixels(before, after) {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) {
      changed += 1;
    }
  }
  return changed;
}

// The file picker `keys` show: pressed again (up to three times) while the page, just opened,
// has not taken the keyboard yet.
async function pickerAfter(page, keys) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [picker] = await Promise.all([
        page.waitForEvent("filechooser", { timeout: 5000 }),
        page.keyboard.press(keys),
      ]);
      return picker;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const failures = [];
const server = await serve(root);
const address = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: address });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
  });
  const opened = Date.now();
  await page.goto(`${address}#${puzzle}`);
  await page.waitForFunction(() => document.body.dataset.steps !== undefined, null, {
    timeout: 30000,
  });
  console.log(`first frame after ${Date.now() - opened} ms`);
  await page.waitForFunction(
    () => document.body.dataset.puzzle === "puzzle from the page address",
    null,
    { timeout: 30000 },
  );
  console.log(`the puzzle from the address shows after ${Date.now() - opened} ms`);
  await page.waitForTimeout(500);
  await mkdir(shots, { recursive: true });
  const before = await page.screenshot();
  await writeFile(join(shots, "before.png"), before);
  await page.focus("#sudoku_stepper_canvas");
  for (let step = 1; step <= 3; step += 1) {
    await page.keyboard.press("Space");
    await page.waitForFunction((n) => document.body.dataset.steps === String(n), step, {
      timeout: 30000,
    });
  }
  await page.waitForTimeout(500);
  const after = await page.screenshot();
  await writeFile(join(shots, "after.png"), after);
  const steps = await page.evaluate(() => document.body.dataset.steps);
  const status = await page.evaluate(() => document.body.dataset.status);
  const changed = changedPixels(before, after);
  console.log(`the log holds ${steps} steps; status: ${status}; ${changed} pixels changed`);
  if (steps !== "3") failures.push(`the log holds ${steps} steps, not 3`);
  if (changed < 200) failures.push(`only ${changed} pixels changed after three steps`);

  // A screen reader finds what the app says in the page: the status and the chosen cell in
  // polite live regions, the log's rows and every cell's reading in lists.
  const mirrored = await page.evaluate(() => ({
    status: document.getElementById("sr-status").textContent,
    live: document.getElementById("sr-status").getAttribute("aria-live"),
    rows: [...document.querySelectorAll("#sr-log li")].map((item) => item.textContent),
    cells: [...document.querySelectorAll("#sr-board li")].map((item) => item.textContent),
  }));
  if (mirrored.status !== status || mirrored.live !== "polite") {
    failures.push(`the status for screen readers is "${mirrored.status}" (${mirrored.live})`);
  }
  if (mirrored.rows.length !== 3 || !mirrored.rows[1].startsWith("Naked Single: ")) {
    failures.push(`the log for screen readers holds ${JSON.stringify(mirrored.rows)}`);
  }
  if (mirrored.cells.length !== 81 || !mirrored.cells[2].startsWith("r1c3, given 3")) {
    failures.push(`the board for screen readers begins ${JSON.stringify(mirrored.cells.slice(0, 3))}`);
  }
  const spoken = await page.locator("body").ariaSnapshot();
  if (!spoken.includes("r1c3, given 3") || !spoken.includes(status)) {
    failures.push("the accessibility tree does not carry the board and the status");
  }

  // The keys the browser would also act on stay with the app: F1 opens the guide, not the
  // browser's help, and Ctrl+D is no bookmark.
  const prevented = await page.evaluate(() =>
    ["F1", "F10"].map((key) => new KeyboardEvent("keydown", { key, cancelable: true }))
      .concat([new KeyboardEvent("keydown", { key: "d", ctrlKey: true, cancelable: true })])
      .map((event) => !window.dispatchEvent(event)),
  );
  if (prevented.some((kept) => !kept)) {
    failures.push(`the page does not keep F1, F10 and Ctrl+D from the browser: ${prevented}`);
  }

  // The page opened afresh, with its bundled puzzle. File > Open (Ctrl+O) shows the browser's
  // file picker; the file chosen opens under its name.
  await page.goto("about:blank");
  await page.goto(address);
  await page.waitForFunction(() => document.body.dataset.steps === "0", null, { timeout: 30000 });
  await page.focus("#sudoku_stepper_canvas");
  const picker = await pickerAfter(page, "Control+KeyO");
  await picker.setFiles(join(repository, "puzzles/book62.sud"));
  await page.waitForFunction(() => document.body.dataset.puzzle === "book62.sud", null, {
    timeout: 30000,
  });

  // A file dropped on the page opens under its name.
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "dropped.txt", { type: "text/plain" }));
    return transfer;
  }, puzzle);
  await page.dispatchEvent("#sudoku_stepper_canvas", "dragenter", { dataTransfer: dropped });
  await page.dispatchEvent("#sudoku_stepper_canvas", "dragover", { dataTransfer: dropped });
  await page.dispatchEvent("#sudoku_stepper_canvas", "drop", { dataTransfer: dropped });
  await page.waitForFunction(() => document.body.dataset.puzzle === "dropped.txt", null, {
    timeout: 30000,
  });

  // Ctrl+V pastes the clipboard's puzzle.
  await page.evaluate((text) => navigator.clipboard.writeText(text), hardPuzzle);
  await page.keyboard.press("Control+KeyV");
  await page.waitForFunction(() => document.body.dataset.status === "Opened pasted puzzle.", null, {
    timeout: 30000,
  });
  // The hard puzzle comes in a new address in the same tab (a link opened there): the page opens
  // it without reloading.
  await page.evaluate((text) => {
    window.location.hash = text;
  }, hardPuzzle);
  await page.waitForFunction(
    (before) => document.body.dataset.puzzle !== before,
    "pasted puzzle",
    { timeout: 30000 },
  );
  const reopened = await page.evaluate(() => document.body.dataset.puzzle);
  if (reopened !== "puzzle from the page address") {
    failures.push(`a new address opened "${reopened}", not the puzzle from the page address`);
  }

  // Every step of the hard puzzle (L, All Steps) is searched by a job worker, forcing chains and
  // all: the page keeps answering while it runs. A timer on the page measures the longest time
  // it went without running its callbacks.
  await page.focus("#sudoku_stepper_canvas");
  await page.keyboard.press("Space");
  await page.waitForFunction(() => document.body.dataset.steps === "1", null, { timeout: 30000 });
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    window.longestWait = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      window.longestWait = Math.max(window.longestWait, now - last);
      last = now;
      window.waitTimer = setTimeout(tick, 5);
    };
    tick();
  });
  const asked = Date.now();
  await page.keyboard.press("KeyL");
  await page.waitForFunction(() => document.body.dataset.status.includes("found"), null, {
    timeout: 120000,
  });
  const searched = Date.now() - asked;
  const longestWait = await page.evaluate(() => {
    clearTimeout(window.waitTimer);
    return Math.round(window.longestWait);
  });
  const found = await page.evaluate(() => document.body.dataset.status);
  console.log(
    `All Steps took ${searched} ms (${found}); the page went at most ${longestWait} ms without answering`,
  );
  if (longestWait > LONGEST_WAIT_MS) {
    failures.push(`the page went ${longestWait} ms without answering while All Steps searched`);
  }

  // At phone width the log goes under the board (tests/ui_week.rs checks the layout; this
  // keeps a picture of it).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(1500);
  await writeFile(join(shots, "phone.png"), await page.screenshot());

  // Opened from disk, the page says how to serve it instead of "Loading..." forever.
  const fromDisk = await context.newPage();
  await fromDisk.goto(`file://${join(root, "index.html")}`);
  const note = await fromDisk.evaluate(() => document.getElementById("loading").textContent);
  if (!note.includes("opened from disk") || !note.includes("web/serve.py")) {
    failures.push(`opened from disk the page says "${note}"`);
  }
  await fromDisk.close();

  // web/serve.py, as the README serves the page, sends the WebAssembly module compressed.
  const served = spawn("python3", [join(repository, "web/serve.py"), root, "8765"]);
  await new Promise((done) => setTimeout(done, 1500));
  const wasm = (await readFile(join(root, "index.html"), "utf8")).match(/[\w-]+_bg\.wasm/)[0];
  const response = await new Promise((done, fail) => {
    get(
      { host: "localhost", port: 8765, path: `/${wasm}`, headers: { "Accept-Encoding": "gzip" } },
      (answer) => {
        let length = 0;
        answer.on("data", (chunk) => (length += chunk.length));
        answer.on("end", () => done({ encoding: answer.headers["content-encoding"], length }));
      },
    ).on("error", fail);
  });
  served.kill();
  const full = (await stat(join(root, wasm))).size;
  console.log(`web/serve.py sends the ${full}-byte module as ${response.length} bytes (${response.encoding})`);
  if (response.encoding !== "gzip" || response.length > full * 0.6) {
    failures.push(`web/serve.py sent the module as ${response.length} of ${full} bytes`);
  }
  failures.push(...errors);
} catch (error) {
  failures.push(`${error}`);
} finally {
  await browser.close();
  server.close();
}
if (failures.length > 0) {
  console.error(`web test failed:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("web test passed");
