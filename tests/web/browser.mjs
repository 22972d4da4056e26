// The web build as a person with a tablet meets it, in headless Chromium with touch, upright
// (800 × 1280) and turned (1280 × 800):
//
// - the page loads and draws the title screen;
// - a game against the computer starts with taps; a tap on a pit sows it; the seeds and the
//   counts change; the computer answers;
// - the computer's search runs in slices between frames: the longest slice is checked, the
//   longest frames are reported; where the opening book holds the position, it answers at once;
// - the speaker button says the line aloud (the browser's speechSynthesis.speak is called);
// - a reload offers to continue the game in progress (kept in the browser's storage);
// - with the network cut, a reload still starts the game (the service worker);
// - a browser set to Swahili gets the game in Swahili at its first start;
// - the first load on mobile data, throttled by the DevTools protocol (8 Mbit/s with 50 ms of
//   latency, and 2 Mbit/s with 150 ms): the bytes fetched before the first board is drawn, the
//   time to it and to a first move played, checked against 5 MB and 8 s at 8 Mbit/s; what is
//   fetched later (the board table, read in slices of at most 50 ms; the sounds), and a second
//   start with no network at all (the service worker);
// - a name with an emoji the game's pictures lack fetches the emoji font, and the Arabic
//   interface the Arabic font, each only then.
//
// Usage: node browser.mjs WEB_BUILD_DIR [SHOTS_DIR]. Exits 1 on a failed check. The web build
// comes from `.ci/web`; Chromium from Debian's `chromium` package (or CHROMIUM=path).

import { chromium } from "playwright-core";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "");
// The shipped opening book: position text → its move and the depth it was searched to.
const PIT_LETTERS = "ABCDEFabcdef";
const BOOK = new Map(
  [...fs.readFileSync(new URL("../../assets/books/tournament.toml", import.meta.url), "utf8").matchAll(
    /position = "([^"]+)"\nbest = "([A-Fa-f])"\nscore = -?\d+\ndepth = (\d+)/g,
  )].map(([, position, best, depth]) => [position, { best, depth: Number(depth) }]),
);
if (BOOK.size < 250) throw new Error(`the opening book reads as ${BOOK.size} positions`);
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
  ".ttf": "font/ttf",
  ".wav": "audio/wav",
};

/// A static server for the build folder, on a free port of localhost, as a web host serves it:
/// a file's brotli or gzip form where the build wrote one and the browser accepts it, and an
/// ETag, so that a file fetched again (by the service worker's install) costs a 304.
function serve(dir) {
  const server = http.createServer((request, response) => {
    const wanted = decodeURIComponent(new URL(request.url, "http://x").pathname);
    const file = path.join(dir, wanted.endsWith("/") ? wanted + "index.html" : wanted);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    const accepted = request.headers["accept-encoding"] ?? "";
    const encoding = [["br", ".br"], ["gzip", ".gz"]].find(
      ([name, extension]) => accepted.includes(name) && fs.existsSync(file + extension),
    );
    const sent = encoding ? file + encoding[1] : file;
    const stat = fs.statSync(sent);
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
      etag,
      vary: "accept-encoding",
    };
    if (encoding) headers["content-encoding"] = encoding[0];
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    headers["content-length"] = stat.size;
    response.writeHead(200, headers);
    fs.createReadStream(sent).pipe(response);
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
// A child already chose his animal: each page opens on the title, as it did before there were
// profiles ("Who is playing?" at a first start is tested headless, in tests/profiles.rs).
const ONE_CHILD = () => {
  if (!localStorage.getItem("awale/profiles.toml")) {
    localStorage.setItem("awale/profiles.toml", 'version = 1\ncurrent = 0\n\n[[list]]\npicture = 14\nname = ""\n');
  }
};

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

/// A finger's tap at (x, y): down, held `hold` ms (a real tap lasts several frames; in a
/// software-rendered browser a frame can take half a second), up.
async function tap(page, cdp, [x, y], hold = 1000) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await page.waitForTimeout(hold);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForTimeout(1200);
}

async function loaded(page) {
  await page.waitForFunction(() => !document.getElementById("loading"), null, { timeout: 180_000 });
  await page.waitForTimeout(3000);
}

async function frames(page) {
  return page.evaluate(() => {
    const f = window.__frames;
    const longest = f.longest;
    f.longest = 0;
    return Math.round(longest);
  });
}

const server = await serve(root);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--ignore-gpu-blocklist"],
});

// Where a person taps, in page pixels, in each orientation (read off the screenshots): New game
// on the title screen; the picture of a child against the computer; the fifth star of the
// level; Play; and pit C on the board.
const LAYOUTS = [
  { name: "upright", width: 800, height: 1280, newGame: [400, 670], players: [338, 158], level: [481, 234], play: [181, 646], pitC: [334, 718] },
  { name: "turned", width: 1280, height: 800, newGame: [640, 431], players: [577, 158], level: [640, 234], play: [315, 646], pitC: [560, 494] },
];

/// The first load under a throttle: a fresh browser (nothing cached) on `megabits` Mbit/s with
/// `latency` ms, upright. Returns the figures; checks the goals where `goals` is set.
async function firstLoad(megabits, latency, goals) {
  console.log(`# the first load at ${megabits} Mbit/s with ${latency} ms of latency, upright, touch`);
  const context = await browser.newContext({
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });
  await context.addInitScript(ONE_CHILD);
  // When the game says its first board is drawn, and when a first move was sown (page time,
  // ms since the navigation began).
  await context.addInitScript(() => {
    window.__at = {};
    document.addEventListener("DOMContentLoaded", () => {
      const s = document.getElementById("status");
      new MutationObserver(() => {
        const now = performance.now();
        if (s.dataset.drawn && !window.__at.drawn) window.__at.drawn = now;
        if (Number(s.dataset.moves ?? 0) > 0 && !window.__at.moved) window.__at.moved = now;
        if (s.dataset.tableMs && !window.__at.table) window.__at.table = now;
      }).observe(s, { attributes: true });
    });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const bytesPerSecond = (megabits * 1_000_000) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond / 4,
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__at.drawn, null, { timeout: 300_000, polling: 50 });
  // When the board's frame began (the game's stamp) and when it had been drawn (the page's, once
  // that frame's work was done).
  const atDrawn = await page.evaluate(() => window.__at.drawn);
  const stamp = Number(await page.evaluate(() => document.getElementById("status").dataset.drawn));
  // A first move as soon as the board is there: Play!, then pit C.
  await tap(page, cdp, [400, 582], 150);
  await page.waitForTimeout(800);
  await tap(page, cdp, LAYOUTS[0].pitC, 150);
  await page.waitForFunction(() => window.__at.moved, null, { timeout: 120_000, polling: 50 }).catch(() => {});
  const moved = await page.evaluate(() => window.__at.moved);
  // Then what comes later: the board table and the sounds.
  await page.waitForFunction(() => window.__at.table, null, { timeout: 300_000, polling: 100 }).catch(() => {});
  const tableMs = Number(await page.evaluate(() => document.getElementById("status").dataset.tableMs ?? "NaN"));
  const tableAt = await page.evaluate(() => window.__at.table);
  await page.waitForTimeout(2000);
  // Every file's bytes on the wire (headers and compressed body) and when it was asked for, from
  // the page's own resource timing: those asked for before the board's frame are the first load.
  const files = await page.evaluate(() =>
    [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].map((entry) => ({
      name: entry.name.split("/").pop() || "index.html",
      at: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.transferSize,
    })),
  );
  const before = files.filter((file) => file.at < stamp);
  const later = files.filter((file) => file.at >= stamp);
  const beforeBytes = before.reduce((sum, file) => sum + file.bytes, 0);
  const laterBytes = later.reduce((sum, file) => sum + file.bytes, 0);
  const code = files.find((file) => file.name === "awale_bg.wasm");
  const mb = (bytes) => (bytes / 1_000_000).toFixed(2);
  const s = (ms) => (ms / 1000).toFixed(1);
  console.log(`     before the first board: ${before.length} files, ${mb(beforeBytes)} MB (${before.map((file) => `${file.name} ${mb(file.bytes)}`).join(", ")})`);
  console.log(`     the game's code in at ${s(code?.end ?? NaN)} s; the first board drawn at ${s(atDrawn)} s; a first move sown at ${s(moved ?? NaN)} s (Play! and a pit tapped at once)`);
  console.log(`     later: ${later.length} files, ${mb(laterBytes)} MB (${later.map((file) => file.name).join(", ")}); the board table read at ${s(tableAt ?? NaN)} s, in slices of at most ${tableMs} ms`);
  await shot(page, `first-load-${megabits}mbit`);
  if (goals) {
    check(beforeBytes <= 5_000_000, `the first load at ${megabits} Mbit/s is at most 5 MB compressed (${mb(beforeBytes)} MB)`);
    check(atDrawn <= 8000, `the first board is drawn within 8 s at ${megabits} Mbit/s (${s(atDrawn)} s)`);
    check(code !== undefined && code.end < stamp, "the game's code had come whole before the board");
    check(moved !== undefined, "a first move is sown at once");
    check(later.some((file) => file.name === "board-12.bin.gz") && !before.some((file) => file.name.endsWith(".wav") || file.name.endsWith(".gz")), "the board table and the sounds are fetched after the first board");
    const bold = files.find((file) => file.name === "Andika-Bold.ttf");
    check(bold !== undefined && bold.at >= stamp && bold.bytes > 100_000, `Andika Bold is fetched whole after the first board (${mb(bold?.bytes ?? 0)} MB)`);
    check(tableMs <= 50, `the board table is read in slices of at most 50 ms (${tableMs} ms)`);
    // A second start with no network at all: the service worker has every file.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(3000);
    await context.setOffline(true);
    await page.reload();
    const offline = await page
      .waitForFunction(() => window.__at.drawn, null, { timeout: 120_000, polling: 50 })
      .then(() => page.evaluate(() => window.__at.drawn))
      .catch(() => undefined);
    check(offline !== undefined, `a second start with no network draws the first board (at ${s(offline ?? NaN)} s)`);
  }
  await context.close();
  return { beforeBytes, atDrawn, moved, laterBytes, tableMs, tableAt };
}

/// A page whose text needs a font it fetches when needed: `locale` and the child's `name`.
/// Checks that exactly `expected` fonts were fetched and takes a screenshot of the title.
async function fetchesFonts(what, locale, name, expected, file) {
  console.log(`# ${what}, upright, touch`);
  const context = await browser.newContext({
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    locale,
  });
  await context.addInitScript((name) => {
    if (!localStorage.getItem("awale/profiles.toml")) {
      localStorage.setItem("awale/profiles.toml", `version = 1\ncurrent = 0\n\n[[list]]\npicture = 14\nname = "${name}"\n`);
    }
  }, name);
  const page = await context.newPage();
  const fonts = [];
  // Andika Bold comes after the first board on every page (the first load checks it): only the
  // fonts a text asks for are counted here.
  page.on("request", (request) => {
    const font = request.url().split("/").pop();
    if (font.endsWith(".ttf") && font !== "Andika-Bold.ttf") fonts.push(font);
  });
  await page.goto(url);
  await loaded(page);
  await page.waitForTimeout(4000);
  await shot(page, file);
  check(JSON.stringify(fonts) === JSON.stringify(expected), `${what}: fetches ${expected.join(", ") || "no font"} (${fonts.join(", ") || "none"})`);
  await context.close();
}

try {
  // The fonts first: the browser is up (its GPU process started) as a tablet's browser is when a
  // child opens the page; each page after starts with nothing kept all the same.
  await fetchesFonts("a child's name with no other emoji than his animal", "en-GB", "Ama", [], "fonts-1-none");
  await fetchesFonts("a name with a balloon, an emoji the game's pictures lack", "en-GB", "Ama 🎈", ["NotoEmoji-Regular.ttf"], "fonts-2-emoji");
  await fetchesFonts("a browser in Arabic", "ar", "Ama", ["NotoSansArabic-Regular.ttf"], "fonts-3-arabic");
  await firstLoad(8, 50, true);
  await firstLoad(2, 150, false);

  for (const layout of LAYOUTS) {
    console.log(`# ${layout.name}, ${layout.width} × ${layout.height}, touch`);
    const context = await browser.newContext({
      viewport: { width: layout.width, height: layout.height },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 1,
    });
    await context.addInitScript(FRAME_METER);
    await context.addInitScript(ONE_CHILD);
    // Every line the page asks the browser to say aloud.
    await context.addInitScript(() => {
      window.__spoken = [];
      if (window.speechSynthesis) {
        const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
        window.speechSynthesis.speak = (utterance) => {
          window.__spoken.push(`${utterance.lang}: ${utterance.text}`);
          return speak(utterance);
        };
      }
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const errors = [];
    const searches = [];
    let answeredAtOnce = 0;
    let tablesLoaded = 0;
    const tableProblems = [];
    page.on("pageerror", (error) => {
      if (!String(error).includes("Using exceptions for control flow")) errors.push(String(error));
    });
    page.on("console", (message) => {
      const found = /searched to depth (\d+) in (\d+) ms over (\d+) slices, the longest (\d+) ms/.exec(message.text());
      if (found) searches.push(found.slice(1).map(Number));
      if (message.text().includes("answered at once, without a search")) answeredAtOnce += 1;
      if (/board tables: 12 seeds/.test(message.text())) tablesLoaded += 1;
      if (/board tables: .* could not/.test(message.text())) tableProblems.push(message.text().replace(/%c/g, "").slice(0, 200));
    });
    await page.goto(url);
    await loaded(page);
    // By now the title's own game has sown: the status still speaks of the game in progress.
    await page.waitForTimeout(5000);
    await shot(page, `${layout.name}-1-title`);
    check((await status(page)).position === "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "the game starts at the start position");
    await page.waitForFunction(() => document.getElementById("status").dataset.tableMs, null, { timeout: 120_000 }).catch(() => {});
    check(tablesLoaded === 1, "the page fetched the board tables of 12 seeds for level 5");

    await tap(page, cdp, layout.newGame);
    await tap(page, cdp, layout.players);
    await tap(page, cdp, layout.level);
    await tap(page, cdp, layout.play);
    await page.waitForTimeout(3000);
    await shot(page, `${layout.name}-2-board`);
    const board = await page.screenshot();

    await frames(page);
    await page.waitForTimeout(5000);
    const idle = await frames(page);
    await tap(page, cdp, layout.pitC, 150);
    const sown = await waitFor(page, "South's move", (s) => s.moves === 1);
    check(sown.position === "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N", `a tap on pit C sows it (${sown.position}, "${sown.message}")`);
    const thinkingFrom = Date.now();
    const answered = await waitFor(page, "the computer's answer", (s) => s.moves === 2, 120);
    const thought = Date.now() - thinkingFrom;
    const thinking = await frames(page);
    // The computer's seeds fly now: frames as long as drawing alone makes them, the yardstick
    // for the frames while it thought (a software-rendered page draws slowly).
    await page.waitForTimeout(3000);
    const drawing = await frames(page);
    await shot(page, `${layout.name}-3-answered`);
    check(/^Computer \(level 5\) (sowed|captured)/.test(answered.message) || answered.message === "", `the computer (level 5) answered: "${answered.message}" ${answered.position}`);
    check(!(await page.screenshot()).equals(board), "the board on screen changed");
    console.log(`     longest frame: ${idle} ms at rest, ${drawing} ms while seeds fly, ${thinking} ms while the computer thought (${thought} ms in all)`);
    // With software WebGL, drawing alone makes frames of hundreds of milliseconds, which vary
    // too much to compare: the search's own share of a frame is checked below, from its slices.
    const [depth, spent, slices, longest] = searches.at(-1) ?? [0, 0, 0, 0];
    console.log(`     the computer searched to depth ${depth} in ${spent} ms, over ${slices} frames, ${longest} ms at most in one`);
    const booked = BOOK.get(sown.position);
    if (booked) {
      // The opening book answers at once: its pit is emptied, and nothing is searched.
      const emptied = Number(answered.position.split("-")[PIT_LETTERS.indexOf(booked.best)]) === 0;
      check(emptied && answeredAtOnce > 0 && searches.length === 0, `the computer answered from the opening book (pit ${booked.best}, searched to depth ${booked.depth} when the book was made)`);
    } else {
      check(depth >= 8, "the computer's search went deep");
    }
    check(longest <= 50, "no slice of the search took more than 50 ms of a frame (20 ms asked)");

    // The speaker button reads the line aloud, through the browser's speech.
    await tap(page, cdp, [layout.width - 42, 42], 150);
    const spoken = await page.evaluate(() => window.__spoken);
    check(spoken.length > 0 && spoken.at(-1).length > 4, `the speaker button says the line aloud (${JSON.stringify(spoken)})`);

    // Turning the tablet: the canvas follows, and the board takes the other shape.
    await page.setViewportSize({ width: layout.height, height: layout.width });
    await page.waitForTimeout(4000);
    await shot(page, `${layout.name}-3-turned`);
    const size = await page.evaluate(() => [document.getElementById("awale").width, document.getElementById("awale").height]);
    check(size[0] === layout.height && size[1] === layout.width, `the canvas follows the page when turned (${size.join(" × ")})`);
    await page.setViewportSize({ width: layout.width, height: layout.height });
    await page.waitForTimeout(2000);

    // The game in progress is kept in the browser's storage and offered after a reload.
    await page.reload();
    await loaded(page);
    await shot(page, `${layout.name}-4-reloaded`);
    const resumed = await status(page);
    check(resumed.moves === 2 && resumed.position === answered.position, `after a reload the game in progress is back (${resumed.position})`);

    // With no network, the service worker starts the game (once this load has read its table).
    await page.waitForFunction(() => document.getElementById("status").dataset.tableMs, null, { timeout: 120_000 }).catch(() => {});
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await loaded(page);
    await shot(page, `${layout.name}-5-offline`);
    const offline = await status(page);
    check(offline.moves === 2, `offline, the page reloads and the game is back (${offline.position})`);
    // Read a slice a frame (in this software-drawn page a frame takes half a second).
    await page.waitForFunction(() => document.getElementById("status").dataset.tableMs, null, { timeout: 120_000 }).catch(() => {});
    await page.waitForTimeout(1000);
    check(tablesLoaded === 3, `offline, the board tables come from the service worker (loaded ${tablesLoaded} times in 3 page loads${tableProblems.map((problem) => `; ${problem}`).join("")})`);
    check(errors.length === 0, `no error in the page (${errors.join(" | ")})`);
    await context.close();
  }

  // The first start follows the browser's languages: in a browser set to Swahili, the game
  // speaks Swahili, from the first tap of Play to the line that says what a move did.
  console.log("# a browser in Swahili (sw-KE), upright, touch");
  const context = await browser.newContext({
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    locale: "sw-KE",
  });
  await context.addInitScript(ONE_CHILD);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await loaded(page);
  check(JSON.stringify(await page.evaluate(() => navigator.languages)) === '["sw-KE"]', "the browser asks for Swahili");
  await page.waitForTimeout(5000);
  await shot(page, "swahili-1-title");
  // Play! (the big button), then pit C once the board is laid out.
  await tap(page, cdp, [400, 582]);
  await page.waitForTimeout(3000);
  // Every line the status takes, in order: the computer (level 1) may answer, and its line
  // replace the child's, before a poll of the page reads it.
  await page.evaluate(() => {
    window.__lines = [];
    const s = document.getElementById("status");
    new MutationObserver(() => {
      if (s.textContent !== "" && window.__lines.at(-1) !== s.textContent) window.__lines.push(s.textContent);
    }).observe(s, { childList: true, characterData: true, subtree: true });
  });
  await tap(page, cdp, LAYOUTS[0].pitC, 150);
  // Said once its seeds rest; the computer's line follows once its own seeds rest.
  await page
    .waitForFunction(() => window.__lines.some((line) => / (mbegu|shimo) /.test(line)), null, { timeout: 60_000 })
    .catch(() => {});
  await page.waitForTimeout(1000);
  await shot(page, "swahili-2-board");
  const lines = await page.evaluate(() => window.__lines);
  check(lines.some((line) => /^Umepanda /.test(line)), `the line after the child's move is in Swahili (${JSON.stringify(lines)})`);
  check(!lines.some((line) => /\b(sowed|captured|seeds?|pit)\b/.test(line)), "no line after it is in English");
  await context.close();

  // A screen reader in the page (VoiceOver, TalkBack): the canvas is mirrored as hidden HTML
  // (#access) from the game's accessibility tree; the browser's own accessibility tree, which
  // a screen reader reads, has the game's buttons and pits by name, and a screen reader's
  // press (a click event on the element) plays through the same request as a tap.
  console.log("# a screen reader in the page, landscape, reduced motion");
  {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      locale: "en-GB",
      reducedMotion: "reduce",
    });
    await context.addInitScript(ONE_CHILD);
    const page = await context.newPage();
    await page.goto(url);
    await loaded(page);
    const access = page.locator("#access");
    const play = access.getByRole("button", { name: "Play!", exact: true });
    await play.waitFor({ state: "attached", timeout: 60_000 }).catch(() => {});
    const tree = await access.ariaSnapshot().catch((error) => String(error));
    check(await play.count() === 1, `the page's tree has the title's Play! button (${tree.slice(0, 600)})`);
    const unnamed = await access.locator("button").evaluateAll((buttons) => buttons.filter((b) => b.textContent.trim() === "").length);
    check(unnamed === 0, `every mirrored button has a name (${unnamed} without)`);
    await page.waitForTimeout(1000);
    await play.dispatchEvent("click");
    const pitC = access.getByRole("button", { name: /^Pit C, yours, 4 seeds; can be played/ });
    await pitC.waitFor({ state: "attached", timeout: 60_000 }).catch(() => {});
    check(await pitC.count() === 1, `the board's pit C is a button of the page's tree (${(await access.ariaSnapshot().catch(() => "")).slice(0, 600)})`);
    await page.waitForTimeout(1000);
    await pitC.dispatchEvent("click");
    const played = await waitFor(page, "pit C played by the screen reader", (s) => s.moves >= 1);
    check(played.position.startsWith("4-4-0-5-5-5-5-"), `a screen reader's press on pit C sows it (${played.position})`);
    const emptied = access.getByRole("button", { name: /^Pit C, yours, empty/ });
    await emptied.waitFor({ state: "attached", timeout: 30_000 }).catch(() => {});
    check(await emptied.count() === 1, "the mirror says pit C is empty");
    // The browser's "reduce motion" turned less motion on: Settings says so.
    await access.getByRole("button", { name: /^Menu/ }).first().dispatchEvent("click").catch(() => {});
    await page.waitForTimeout(1500);
    const settings = access.getByRole("button", { name: "Settings", exact: true });
    await settings.first().dispatchEvent("click").catch(() => {});
    const calm = access.getByRole("button", { name: /^Less motion/ });
    await calm.waitFor({ state: "attached", timeout: 30_000 }).catch(() => {});
    const calmSays = (await calm.count()) === 1 ? await calm.textContent() : "(not found)";
    check(/\bon\b/i.test(calmSays), `with the system's reduced motion, less motion is on (${calmSays})`);
    await shot(page, "reader-settings");
    await context.close();
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
