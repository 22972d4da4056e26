// Two devices in the web build, as a family meets it: an `awale-server` on 127.0.0.1 serves
// the page and its rooms; three headless Chromium pages with touch, upright (800 × 1280):
//
// - the first makes a room (New game → Two devices → Make a room) and shows its pictures;
// - the second taps the same three pictures and Play; the third taps them and Watch;
// - each player taps a pit in turn, a few moves each: every page's board (its live region's
//   position) follows every move, the second's turned round, the watcher's as the first's;
// - after 40 s untouched, a move wakes the other pages: they show it within seconds.
//
// Usage: node devices.mjs WEB_BUILD_DIR AWALE_SERVER [SHOTS_DIR]. Exits 1 on a failed check.

import { chromium } from "playwright-core";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

const root = path.resolve(process.argv[2] ?? "");
const serverBin = process.argv[3];
const shots = path.resolve(process.argv[4] ?? path.join(root, "shots"));
if (!fs.existsSync(path.join(root, "index.html")) || !serverBin || !fs.existsSync(serverBin)) {
  console.error("usage: node devices.mjs WEB_BUILD_DIR AWALE_SERVER [SHOTS_DIR]");
  process.exit(2);
}
fs.mkdirSync(shots, { recursive: true });

const failures = [];
const began = Date.now();
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

// The server, on a free port, with its own store; stopped at the end.
const store = fs.mkdtempSync(path.join(os.tmpdir(), "awale-rooms-"));
const server = spawn(serverBin, ["--bind", "127.0.0.1", "--port", "0", "--db", path.join(store, "rooms.sqlite"), "--web", root], {
  stdio: ["ignore", "pipe", "inherit"],
});
const address = await new Promise((resolve, reject) => {
  const lines = readline.createInterface({ input: server.stdout });
  lines.once("line", (line) => resolve(line.split(/\s+/)[3]));
  server.once("exit", () => reject(new Error("awale-server stopped")));
});
const url = `http://${address}/`;
console.log(`# awale-server at ${url}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--ignore-gpu-blocklist"],
});

async function status(page) {
  return page.evaluate(() => {
    const s = document.getElementById("status");
    return { message: s.textContent, position: s.dataset.position ?? "", moves: Number(s.dataset.moves ?? -1) };
  });
}

async function waitFor(page, what, test, seconds = 90) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const now = await status(page);
    if (test(now)) return now;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(now)} after ${seconds} s`);
    await page.waitForTimeout(200);
  }
}

async function tap(page, cdp, [x, y], hold = 600) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await page.waitForTimeout(hold);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForTimeout(1000);
}

async function shot(page, name) {
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`     screenshot ${file}`);
}

/// Every page opened, for the report of a failure.
const pages = [];

async function device(name) {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  // A child already chose his animal: the page opens on the title ("Who is playing?" at a first
  // start is tested headless, in tests/profiles.rs).
  await context.addInitScript(() => {
    if (!localStorage.getItem("awale/profiles.toml")) {
      localStorage.setItem("awale/profiles.toml", 'version = 1\ncurrent = 0\n\n[[list]]\npicture = 14\nname = ""\n');
    }
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const errors = [];
  page.on("pageerror", (error) => {
    if (!String(error).includes("Using exceptions for control flow")) errors.push(String(error));
  });
  page.on("crash", () => errors.push(`${name}'s page crashed`));
  // The page's last lines of log, printed when a check fails.
  const said = [];
  page.on("console", (message) => {
    if (message.type() === "error") console.log(`     ${name}'s console: ${message.text().slice(0, 300)}`);
    said.push(`${((Date.now() - began) / 1000).toFixed(1)} s ${message.type()}: ${message.text().slice(0, 200)}`);
    if (said.length > 40) said.shift();
  });
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById("loading"), null, { timeout: 180_000 });
  await page.waitForTimeout(3000);
  const opened = { name, page, cdp, errors, said };
  pages.push(opened);
  return opened;
}

// Where a finger taps (page pixels, upright, read off the screenshots): New game on the title,
// Two devices on the new-game screen; on the screen for two devices Make a room, the pictures'
// grid (ten a row, in the order of `src/net/code.rs`), Play and Watch; the board's pits A–F.
const AT = {
  newGame: [400, 670],
  twoDevices: [612, 566],
  make: [400, 373],
  picture: (index) => [76 + (index % 10) * 72, 751 + Math.floor(index / 10) * 72],
  play: [294, 973],
  watch: [504, 973],
  pit: (letter) => [68 + "ABCDEF".indexOf(letter) * 133, 718],
};

// The pictures' words, in order, from the code that draws them.
const WORDS = [...fs.readFileSync(new URL("../../src/net/code.rs", import.meta.url), "utf8").matchAll(/\("([a-z]+)", "/g)].map((m) => m[1]);
if (WORDS.length !== 30) throw new Error(`the pictures read as ${WORDS.length}`);

/// The code of the room the store holds (one room).
function storedCode() {
  const read = `import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("select code from rooms").fetchone()[0])`;
  return execFileSync("python3", ["-c", read, path.join(store, "rooms.sqlite")], { encoding: "utf8" }).trim();
}

/// A position seen from the other side of the board: North's pits first, the stores and the
/// turn swapped (the text of the live region: twelve pits, two stores, the side to move).
function turned(position) {
  const parts = position.split("-");
  const pits = parts.slice(0, 12);
  const flipped = [...pits.slice(6), ...pits.slice(0, 6), parts[13], parts[12], parts[14] === "S" ? "N" : "S"];
  return flipped.join("-");
}

try {
  const first = await device("first");
  await tap(first.page, first.cdp, AT.newGame);
  await tap(first.page, first.cdp, AT.twoDevices);
  await shot(first.page, "devices-1-screen");
  await tap(first.page, first.cdp, AT.make);
  await first.page.waitForTimeout(2000);
  await shot(first.page, "devices-2-room-code");
  const code = storedCode();
  console.log(`     the room's code: ${code}`);
  check(code.split("-").every((word) => WORDS.includes(word)), "the room is made, its code three pictures");

  const second = await device("second");
  const watcher = await device("watcher");
  for (const other of [second, watcher]) {
    await tap(other.page, other.cdp, AT.newGame);
    await tap(other.page, other.cdp, AT.twoDevices);
    for (const word of code.split("-")) await tap(other.page, other.cdp, AT.picture(WORDS.indexOf(word)), 300);
  }
  await shot(second.page, "devices-3-pictures-tapped");
  await tap(second.page, second.cdp, AT.play);
  await tap(watcher.page, watcher.cdp, AT.watch);
  const start = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";
  for (const { name, page } of [first, second, watcher]) {
    const now = await waitFor(page, `${name}'s board`, (s) => s.moves === 0 && s.position !== "");
    const expected = name === "second" ? turned(start) : start;
    check(now.position === expected, `${name}'s board shows the room's game (${now.position})`);
  }
  // Two moves each: the first's C and E, the second's D and B (on its own board, its bottom row).
  const taps = [[first, "C"], [second, "D"], [first, "E"], [second, "B"]];
  for (const [index, [mover, letter]] of taps.entries()) {
    // The seeds of the move before have come to rest on the mover's board (a software-rendered
    // page draws slowly); a tap while they fly is not a move, so the tap is made again if
    // nothing came of it.
    await mover.page.waitForTimeout(4000);
    await tap(mover.page, mover.cdp, AT.pit(letter), 150);
    if ((await status(mover.page)).moves === index) {
      await mover.page.waitForTimeout(5000);
      if ((await status(mover.page)).moves === index) await tap(mover.page, mover.cdp, AT.pit(letter), 150);
    }
    const seen = [];
    for (const { name, page } of [first, second, watcher]) {
      seen.push(await waitFor(page, `move ${index + 1} on ${name}'s board`, (s) => s.moves === index + 1));
    }
    const [a, b, w] = seen.map((s) => s.position);
    check(b === turned(a) && w === a, `move ${index + 1} (${mover.name} taps ${letter}) is on every board: ${a}`);
  }
  // Left untouched, a page sleeps (it draws again at its next touch, or after 30 s); a move
  // the other device plays wakes it at once: after 40 s at rest, the first plays A, and the
  // second's and the watcher's pages show it within seconds, not at their next touch.
  await first.page.waitForTimeout(40_000);
  const tapped = Date.now();
  await tap(first.page, first.cdp, AT.pit("A"), 150);
  await waitFor(first.page, "move 5 on first's board", (s) => s.moves === 5, 20);
  for (const { name, page } of [second, watcher]) {
    await waitFor(page, `move 5 on ${name}'s board`, (s) => s.moves === 5, 40);
    const late = (Date.now() - tapped) / 1000;
    check(late < 5, `after 40 s at rest, ${name}'s page shows the move ${late.toFixed(1)} s after the tap`);
  }
  await shot(first.page, "devices-4-first");
  await shot(second.page, "devices-5-second");
  await shot(watcher.page, "devices-6-watcher");
  for (const { name, errors } of [first, second, watcher]) check(errors.length === 0, `no error in the ${name}'s page (${errors.join("; ")})`);
} catch (error) {
  console.error(error);
  failures.push(String(error));
  // What each page showed and said when it stopped following, for the log.
  for (const { name, page, errors, said } of pages) {
    await shot(page, `devices-failed-${name}`).catch(() => {});
    if (errors.length > 0) console.log(`     ${name}'s page errors: ${errors.join("; ")}`);
    console.log(`     ${name}'s last log, at ${((Date.now() - began) / 1000).toFixed(1)} s:\n       ${said.join("\n       ")}`);
  }
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(store, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.log(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("every check passed");
