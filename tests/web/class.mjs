// A class in the web build, as a school meets it: an `awale-server` on 127.0.0.1 keeps a class
// of 30 children (made with `awale-server class new`, its children added and its picture
// secrets asked for on the teacher's page, driven as a browser drives it), and serves the page;
// two headless Chromium pages with touch, upright (800 × 1280), are two tablets:
//
// - tablet 1 opens Kofi's card link: he is signed in at once, and the link (his picture
//   secret) is gone from the address bar; he does the lesson on sowing;
// - tablet 2 signs him in by pictures: My class, the class's four pictures, his animal among
//   30, his three secret pictures; it finds his lesson and its stars;
// - tablet 1, offline, does the lesson on laps: it waits on the tablet, and reaches the server
//   once the tablet is online again, counted once;
// - the server is killed while tablet 1 has a lesson to hand over, and started again: nothing
//   is lost.
//
// The buttons are pressed through the page's mirror of the accessibility tree (`#access`), as a
// screen reader presses them; each screen is photographed. Usage:
// node class.mjs WEB_BUILD_DIR AWALE_SERVER [SHOTS_DIR]. Exits 1 on a failed check.

import { chromium } from "playwright-core";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { buttons, check, failures, kept, press, shot as screenshot, waitFor } from "./school.mjs";

const root = path.resolve(process.argv[2] ?? "");
const serverBin = process.argv[3];
const shots = path.resolve(process.argv[4] ?? path.join(root, "shots"));
if (!fs.existsSync(path.join(root, "index.html")) || !serverBin || !fs.existsSync(serverBin)) {
  console.error("usage: node class.mjs WEB_BUILD_DIR AWALE_SERVER [SHOTS_DIR]");
  process.exit(2);
}
fs.mkdirSync(shots, { recursive: true });

const PASSWORD = "baobab-tree-42";
const store = fs.mkdtempSync(path.join(os.tmpdir(), "awale-class-"));
const db = path.join(store, "rooms.sqlite");

// The class, made on the class computer.
const made = spawnSync(serverBin, ["class", "new", "CE1", "--db", db], { input: `${PASSWORD}\n`, encoding: "utf8" });
const code = made.stdout.split("its code: ")[1]?.split(/\s+/)[0];
if (made.status !== 0 || !code) throw new Error(`class new: ${made.stdout}${made.stderr}`);
console.log(`# the class's code: ${code}`);

// The server, on a free port the first time and on the same port when started again.
let server;
async function serve(port = 0) {
  server = spawn(serverBin, ["--bind", "127.0.0.1", "--port", String(port), "--db", db, "--web", root], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: server.stdout });
    lines.once("line", (line) => resolve(line.split(/\s+/)[3]));
    server.once("exit", () => reject(new Error("awale-server stopped")));
  });
}
async function stop() {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGKILL");
  await exited;
}
const address = await serve();
const url = `http://${address}/`;
console.log(`# awale-server at ${url}`);

// The teacher's page, as a browser posts its forms.
let cookie = "";
async function teacher(method, where, form) {
  const response = await fetch(`${url}${where.replace(/^\//, "")}`, {
    method,
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const set = response.headers.get("set-cookie");
  if (set) cookie = set.split(";")[0];
  return { status: response.status, body: await response.text() };
}
async function csrf() {
  const page = await teacher("GET", "/class");
  return page.body.match(/name="csrf" value="([^"]+)"/)[1];
}
check((await teacher("POST", "/class/login", { name: "CE1", password: PASSWORD })).status === 303, "the teacher signs in");
const NAMES = ["Kofi", "Ama", "Yao", "Akissi", "Koffi", "Adjoua", "Kouassi", "Affoué", "Konan", "Amenan", "Kouadio",
  "Ahou", "Kouamé", "Aya", "N'Guessan", "Amoin", "Yapi", "Akoua", "Brou", "Tanoh", "Assi", "Mariam", "Ibrahim",
  "Fatou", "Moussa", "Awa", "Seydou", "Aminata", "Bakary", "Salimata"];
for (const [at, name] of NAMES.entries()) {
  const added = await teacher("POST", "/class/children", { csrf: await csrf(), name, animal: String(at === 0 ? 7 : at <= 7 ? at - 1 : at) });
  if (added.status !== 303) throw new Error(`adding ${name}: ${added.status} ${added.body.slice(0, 200)}`);
}
check((await teacher("POST", "/class/secrets", { csrf: await csrf(), on: "1" })).status === 303, "the class asks picture secrets");
const home = (await teacher("GET", "/class")).body;
const kofiId = home.match(/\/class\/children\/(\d+)">Kofi</)[1];
const cards = (await teacher("GET", "/class/cards")).body;
const kofiLink = cards.match(new RegExp(`#class=[a-z-]+&amp;child=${kofiId}&amp;secret=[0-9-]+`))[0].replaceAll("&amp;", "&");
const card = new URLSearchParams(kofiLink.slice(1));
const kofi = Number(card.get("child"));
const secret = card.get("secret").split("-").map(Number);
console.log(`# Kofi is child ${kofi}, his secret ${secret.join("-")}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--ignore-gpu-blocklist"],
});

async function tablet(name, address) {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => {
    if (!String(error).includes("Using exceptions for control flow")) errors.push(String(error));
  });
  page.on("crash", () => errors.push(`${name}'s page crashed`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.text().includes("class")) console.log(`     ${name}'s console: ${message.text().slice(0, 300)}`);
  });
  await page.goto(address);
  await page.waitForFunction(() => !document.getElementById("loading"), null, { timeout: 180_000 });
  await page.waitForTimeout(3000);
  return { name, context, page, errors };
}





/// What the server keeps of the child whose token tablet `t` holds.
async function onServer(t) {
  const token = (await kept(t.page, "class.toml")).match(/token = "([0-9a-f]+)"/)?.[1];
  const response = await fetch(`${url}class/api/me`, { headers: { authorization: `Bearer ${token}` } });
  return response.json();
}

/// Events waiting on a tablet to be handed over.
async function waiting(t) {
  const file = await kept(t.page, "class.toml");
  const pending = file.split(/\n(?=\[\[members\])/).map((part) => part.split("[[members.journal.pending]]").length - 1);
  return pending.reduce((a, b) => a + b, 0);
}

/// Does lesson `name` (its button's words) on the board: each step's pit, then Next.
async function lesson(t, name, pits) {
  if ((await buttons(t.page)).includes("Leave")) await press(t.page, /^Leave$/);
  if ((await buttons(t.page)).includes("Learn")) await press(t.page, /^Learn$/);
  await press(t.page, new RegExp(name));
  for (const [at, pit] of pits.entries()) {
    // A new step's board is deaf to a press for its first moment: the pit is pressed again if
    // nothing came of it.
    await t.page.waitForTimeout(2000);
    const answered = async () => (await buttons(t.page)).includes("Next");
    for (let tries = 0; !(await answered()); tries++) {
      if (tries === 4) {
        await shot(t.page, `class-failed-${name}-${at + 1}`);
        throw new Error(`step ${at + 1} of ${name} not answered: ${JSON.stringify(await buttons(t.page))}`);
      }
      await press(t.page, new RegExp(`^Pit ${pit},`), `pit ${pit}`);
      await waitFor(`step ${at + 1} of ${name}`, async () => (await answered()) || true, 1);
      const until = Date.now() + 20_000;
      while (!(await answered()) && Date.now() < until) await t.page.waitForTimeout(500);
    }
    if (at + 1 < pits.length) await press(t.page, /^Next$/);
  }
  await t.page.waitForTimeout(1000);
}

const EMOJI = [...fs.readFileSync(new URL("../../src/net/code.rs", import.meta.url), "utf8").matchAll(/\("([a-z]+)", "([^"]+)"\)/g)]
  .map((m) => [m[1], m[2]]);

try {
  // Tablet 1: Kofi's card link.
  const one = await tablet("tablet 1", `${url}${kofiLink}`);
  await waitFor("tablet 1 signs Kofi in", async () => (await kept(one.page, "profiles.toml")).includes(`class = ${kofi}`));
  await one.page.waitForTimeout(2000);
  await shot(one.page, "class-1-card-signed-in");
  const bar = await one.page.evaluate(() => ({ url: location.href, history: history.length }));
  check(!bar.url.includes("secret=") && !bar.url.includes("#class="), `the card's link is gone from the address bar: ${bar.url}`);
  console.log(`     tablet 1's buttons: ${JSON.stringify(await buttons(one.page))}`);
  await lesson(one, "Sowing", ["C", "F"]);
  await shot(one.page, "class-2-lesson-done");
  await waitFor("the lesson handed over", async () => (await waiting(one)) === 0 && (await onServer(one)).progress.lessons.sowing);
  const first = await onServer(one);
  check(first.progress.lessons.sowing >= 1, `the server keeps Kofi's lesson: ${first.progress.lessons.sowing} stars`);

  // Tablet 2: by pictures.
  const two = await tablet("tablet 2", url);
  await shot(two.page, "class-3-who");
  await press(two.page, /My class/);
  for (const [at, word] of code.split("-").entries()) {
    if (at === 3) {
      await two.page.waitForTimeout(1500);
      await shot(two.page, "class-3b-code");
    }
    // A picture's button is named by its word (a screen reader says "Lion", not the emoji).
    await press(two.page, new RegExp(`^${word}$`, "i"), `the picture ${word}`);
  }
  await waitFor("the class's children", async () => (await buttons(two.page)).some((name) => name.includes("Kofi")));
  await two.page.waitForTimeout(1500);
  await shot(two.page, "class-4-children");
  await press(two.page, /Kofi/);
  await waitFor("his secret asked", async () => two.page.evaluate(() => document.getElementById("access").textContent.includes("secret")));
  await two.page.waitForTimeout(1500);
  await shot(two.page, "class-5-secret");
  for (const picture of secret) await press(two.page, new RegExp(`^${EMOJI[picture][0]}$`, "i"), `secret ${EMOJI[picture][0]}`);
  await waitFor("tablet 2 signs Kofi in", async () => (await kept(two.page, "profiles.toml")).includes(`class = ${kofi}`));
  await two.page.waitForTimeout(1500);
  const profile = await kept(two.page, "profiles.toml");
  check(/lessons_done = \["sowing"\]/.test(profile), "tablet 2 shows Kofi's lesson from tablet 1");
  check(new RegExp(`stars = ${first.progress.stars}\\b`).test(profile), `and his ${first.progress.stars} stars`);
  await shot(two.page, "class-6-tablet-2-title");

  // Tablet 1 offline: its lesson waits, then reaches the server once.
  await one.context.setOffline(true);
  await lesson(one, "Laps", ["C", "C"]);
  check((await waiting(one)) >= 1, "offline, tablet 1 keeps the lesson on laps");
  check(!(await onServer(one)).progress.lessons.laps, "the server has not heard of it");
  await one.context.setOffline(false);
  await waitFor("tablet 1 online again hands it over", async () => (await waiting(one)) === 0, 30);
  const after = await onServer(one);
  check(after.progress.lessons.laps >= 1 && after.events.length === first.events.length + 1, `counted once: ${after.events.length} events`);

  // The server killed while tablet 1 has a lesson to hand over, then started again.
  await stop();
  await lesson(one, "Capturing", ["F", "F"]);
  check((await waiting(one)) >= 1, "with the server away, the lesson on capture waits");
  await serve(Number(address.split(":").pop()));
  await waitFor("handed over once the server is back", async () => (await waiting(one)) === 0, 40);
  const last = await onServer(one);
  check(last.progress.lessons.capture >= 1 && last.events.length === after.events.length + 1, `nothing lost, nothing twice: ${last.events.length} events`);
  // The teacher's page on the class computer shows what the tablets did.
  const board = await teacher("GET", "/class");
  const row = board.body.slice(board.body.indexOf(">Kofi<"), board.body.indexOf(">Kofi<") + 600);
  check(row.includes(String(last.progress.stars)), `the teacher's page shows Kofi's ${last.progress.stars} stars`);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await desk.addCookies([{ name: cookie.split("=")[0], value: cookie.split("=").slice(1).join("="), url }]);
  const page = await desk.newPage();
  await page.goto(`${url}class/children/${kofi}`);
  await shot(page, "class-7-teacher-child");
  for (const t of [one, two]) check(t.errors.length === 0, `no error in ${t.name}'s page (${t.errors.join("; ")})`);
} catch (error) {
  console.error(error);
  failures.push(String(error));
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(store, { recursive: true, force: true });
}

/// A screenshot in the shots' folder (`school.mjs`: taken again if Chromium refuses it).
async function shot(page, name) {
  await screenshot(page, shots, name);
}

if (failures.length > 0) {
  console.log(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("every check passed");
