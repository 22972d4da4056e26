// The class computer's server with the page inside, as a teacher starts it and a tablet opens
// it: the server copied alone into an empty folder and started there (its store in that folder),
// headless Chromium as an upright tablet (800 × 1280, touch) opens `/`, the first board is
// drawn, and the page's files came compressed: the wasm brotli, within 5 MB on the wire. A
// second tablet, which Chromium does not trust with brotli (a plain-http address other than
// localhost, as a classroom's 192.168.x.y is), gets it gzip, also checked.
//
// Usage: node page.mjs SERVER_BINARY SHOTS_DIR. Exits 1 on a failed check. Needs the browser
// test's packages (tests/web: npm ci) and Debian's chromium (or CHROMIUM=path).

import { createRequire } from "node:module";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

const require = createRequire(new URL("../web/package.json", import.meta.url));
const { chromium } = require("playwright-core");

const [binary, shotsArg] = process.argv.slice(2);
if (!binary || !fs.existsSync(binary)) {
  console.error("usage: node page.mjs SERVER_BINARY SHOTS_DIR");
  process.exit(2);
}
const shots = path.resolve(shotsArg ?? ".");
fs.mkdirSync(shots, { recursive: true });
const failures = [];
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

// The server alone in an empty folder, its caches and store there too (HOME and XDG folders).
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "awale-class-"));
const alone = path.join(folder, path.basename(binary));
fs.copyFileSync(binary, alone);
fs.chmodSync(alone, 0o755);
const environment = { ...process.env, HOME: folder, XDG_CACHE_HOME: path.join(folder, "cache"), XDG_DATA_HOME: path.join(folder, "data") };
const server = spawn(alone, ["--bind", "127.0.0.1", "--port", "0"], { cwd: folder, env: environment, stdio: ["ignore", "pipe", "inherit"] });
process.on("exit", () => server.kill());
const lines = [];
const address = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("the server did not say where it listens in 60 s")), 60_000);
  readline.createInterface({ input: server.stdout }).on("line", (line) => {
    lines.push(line);
    const found = line.match(/^awale-server listening on (\S+)/);
    if (found) {
      clearTimeout(timer);
      resolve(found[1]);
    }
  });
  server.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
});
await new Promise((resolve) => setTimeout(resolve, 500));
console.log(lines.map((line) => `     ${line}`).join("\n"));
check(lines.some((line) => line.trim() === `http://${address}`), `the server prints the address a tablet opens (http://${address})`);
check(lines.some((line) => line.includes("▀") || line.includes("█")), "and a QR code of it");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--ignore-gpu-blocklist",
    // "classroom.test" stands for a classroom computer's address; it is this loopback server.
    `--host-resolver-rules=MAP classroom.test ${address.split(":")[0]}`,
  ],
});

/// Opens `url` as an upright tablet, waits for the first board, and answers what came on the wire.
/// With `child`, a child's profile is there already: the title greets him, and a tap on Play!
/// opens the board against the friend (its screenshot `NAME-board.png`).
async function tablet(url, name, child) {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  if (child) {
    await context.addInitScript(() => {
      if (!localStorage.getItem("awale/profiles.toml")) {
        localStorage.setItem("awale/profiles.toml", 'version = 1\ncurrent = 0\n\n[[list]]\npicture = 14\nname = "Ama"\n');
      }
    });
  }
  await context.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const s = document.getElementById("status");
      new MutationObserver(() => {
        if (s.dataset.drawn && !window.__drawn) window.__drawn = performance.now();
      }).observe(s, { attributes: true });
    });
  });
  const page = await context.newPage();
  const heads = new Map();
  page.on("response", async (response) => {
    const name = new URL(response.url()).pathname.split("/").pop() || "index.html";
    heads.set(name, { status: response.status(), headers: await response.allHeaders() });
  });
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(url);
  const drawn = await page.waitForFunction(() => window.__drawn, null, { timeout: 300_000, polling: 100 }).then(() => true, () => false);
  const wasm = await page.evaluate(() => performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/awale_bg.wasm")));
  const file = path.join(shots, `${name}.png`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: file });
  console.log(`     screenshot ${file}`);
  let board = null;
  if (child && drawn) {
    // Play!, the title's big button (upright), held as a finger holds it.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 400, y: 582 }] });
    await page.waitForTimeout(300);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForTimeout(4000);
    board = path.join(shots, `${name}-board.png`);
    await page.screenshot({ path: board });
    console.log(`     screenshot ${board}`);
  }
  await context.close();
  return { drawn, wasm, heads, errors, board };
}

const local = await tablet(`http://${address}/`, "class-server-tablet", true);
check(local.drawn, "a tablet opening / draws the first board");
check(local.errors.length === 0, `with no error in the page (${local.errors.join("; ")})`);
const wasm = local.heads.get("awale_bg.wasm");
check(wasm?.headers["content-encoding"] === "br", `the wasm arrives brotli-compressed (${wasm?.headers["content-encoding"]})`);
check(wasm?.headers["content-type"] === "application/wasm", `as application/wasm (${wasm?.headers["content-type"]})`);
check((wasm?.headers["cache-control"] ?? "").includes("no-cache"), `with Cache-Control: no-cache (${wasm?.headers["cache-control"]})`);
check((wasm?.headers["vary"] ?? "").toLowerCase().includes("accept-encoding"), `and Vary: Accept-Encoding (${wasm?.headers["vary"]})`);
const size = local.wasm?.transferSize ?? Infinity;
check(size <= 5_000_000, `its transferred size is at most 5 MB (${(size / 1e6).toFixed(2)} MB)`);
const index = local.heads.get("index.html");
check((index?.headers["content-type"] ?? "").startsWith("text/html"), `the page is text/html (${index?.headers["content-type"]})`);

const lan = await tablet(`http://classroom.test:${address.split(":")[1]}/`, "class-server-tablet-lan");
check(lan.drawn, "a tablet on the classroom's network (plain http, not localhost) draws the first board");
const lanWasm = lan.heads.get("awale_bg.wasm");
const lanSize = lan.wasm?.transferSize ?? Infinity;
console.log(`     there the wasm came ${lanWasm?.headers["content-encoding"] ?? "uncompressed"}, ${(lanSize / 1e6).toFixed(2)} MB on the wire`);
check(["br", "gzip"].includes(lanWasm?.headers["content-encoding"]), "compressed (brotli or gzip)");

await browser.close();
server.kill();
check(fs.readdirSync(path.join(folder, "cache"), { recursive: true }).some((name) => String(name).endsWith("index.html")), "the page was written into the cache folder");
fs.rmSync(folder, { recursive: true, force: true });
if (failures.length) {
  console.error(`${failures.length} check(s) failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("the class computer's server: every check passed");
