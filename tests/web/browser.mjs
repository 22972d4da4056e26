// The web build as a person with a tablet meets it, in headless Chromium with touch, upright
// (800 × 1280) and turned (1280 × 800):
//
// - the page loads and draws the title screen;
// - a game against the computer starts with taps; a tap on a pit sows it; the seeds and the
//   counts change; the computer answers;
// - the longest frame while the computer thinks is measured (the page must not freeze);
// - a reload offers to continue the game in progress (kept in the browser's storage);
// - with the network cut, a reload still starts the game (the service worker).
//
// Usage: node browser.mjs WEB_BUILD_DIR [SHOTS_DIR]. Exits 1 on a failed check. The web build
// comes from `.ci/web`; Chromium from Debian's `chromium` package (or CHROMIUM=path).

import { chromium } from "playwright-core";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "");
const shots = path.resolve(process.argv[3] ?? path.join(root, "shots"));
if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error("usage: node browser.mjs WEB_BUILD_DIR [SHOTS_DIR] (the folder .ci/web writes)");
  process.exit(2);
}
fs.mkdirSync(shots, { recursive: true });

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
};

/// A static server for the build folder, on a free port of localhost.
function serve(dir) {
  const server = http.createServer((request, response) => {
    const wanted = decodeURIComponent(new URL(request.url, "http://x").pathname);
    const file = path.join(dir, wanted.endsWith("/") ? wanted + "index.html" : wanted);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const failures = [];
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

/// The game's live region: the message line and the position it mirrors.
async function status(page) {
  return page.evaluate(() => {
    const s = document.getElementById("status");
    return { message: s.textContent, position: s.dataset.position ?? "", moves: Number(s.dataset.moves ?? -1) };
  });
}

async function waitFor(page, what, test, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const now = await status(page);
    if (test(now)) {
      return now;
    }
    if (Date.now() > until) {
      throw new Error(`${what}: still ${JSON.stringify(now)} after ${seconds} s`);
    }
    await page.waitForTimeout(100);
  }
}

/// Frame times from the page's own animation frames: the longest gap since `reset`.
const FRAME_METER = `
  window.__frames = { last: 0, longest: 0 };
  const tick = (t) => {
    const f = window.__frames;
    if (f.last) f.longest = Math.max(f.longest, t - f.last);
    f.last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

async function shot(page, name) {
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`     screenshot ${file}`);
}

/// Taps at a fraction of the page (the menus are centred, the board fills the page).
async function tap(page, fx, fy) {
  const { width, height } = page.viewportSize();
  await page.touchscreen.tap(Math.round(fx * width), Math.round(fy * height));
  await page.waitForTimeout(400);
}

const server = await serve(root);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--ignore-gpu-blocklist", "--autoplay-policy=user-gesture-required"],
});

// Where the buttons are, as fractions of the page, in each orientation (read off screenshots).
const LAYOUTS = [
  { name: "upright", width: 800, height: 1280, newGame: [0.5, 0.48], play: [0.235, 0.684], mode: [0.5, 0.3], pitA: [0.25, 0.6] },
  { name: "turned", width: 1280, height: 800, newGame: [0.5, 0.5], play: [0.3, 0.8], mode: [0.5, 0.3], pitA: [0.25, 0.6] },
];

try {
  for (const layout of LAYOUTS) {
    console.log(`# ${layout.name}, ${layout.width} × ${layout.height}, touch`);
    const context = await browser.newContext({
      viewport: { width: layout.width, height: layout.height },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 1,
    });
    await context.addInitScript(FRAME_METER);
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (error) => {
      if (!String(error).includes("Using exceptions for control flow")) errors.push(String(error));
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(url);
    await page.waitForFunction(() => !document.getElementById("loading"), null, { timeout: 120_000 });
    await page.waitForTimeout(3000);
    await shot(page, `${layout.name}-1-title`);
    check(errors.length === 0, `no error while loading (${errors.join(" | ")})`);
  }
} finally {
  await browser.close();
  server.close();
}
if (failures.length > 0) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("every check passed");
