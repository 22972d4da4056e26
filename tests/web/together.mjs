// A class plays together in the web build, as a school meets it: an `awale-server` on 127.0.0.1
// keeps a class of 8 and serves the page; eight headless Chromium contexts with touch, upright
// (800 × 1280), are the children's tablets (each signed in by his card), one at 1280 × 800 is
// the teacher's desk and one at 1920 × 1080 the projector.
//
// - The teacher starts a class tournament on his page, by its form; every tablet's title shows
//   the child's opponent, as the server paired them; the first table's two tablets tap it and
//   reach their board.
// - The tournament is played to its end through the rooms (the moves scripted at the rooms'
//   protocol); a tablet reloaded mid-round still shows its table; the server is killed and
//   started again mid-round: no result is lost; the projector, reading itself again, shows the
//   standings the games give.
// - The class against the computer: the eight tablets vote by tapping a pit, two of them tap
//   another pit after, one is reloaded: each counted once, the most voted pit played.
//
// Usage: node --experimental-websocket together.mjs WEB_BUILD_DIR AWALE_SERVER [SHOTS_DIR].
// Exits 1 on a failed check.

import { chromium } from "playwright-core";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buttons, check, failures, kept, makeClass, open, press, server, shot, teacherAt, waitFor } from "./school.mjs";

const root = path.resolve(process.argv[2] ?? "");
const serverBin = process.argv[3];
const shots = path.resolve(process.argv[4] ?? path.join(root, "shots"));
if (!fs.existsSync(path.join(root, "index.html")) || !serverBin || !fs.existsSync(serverBin) || typeof WebSocket === "undefined") {
  console.error("usage: node --experimental-websocket together.mjs WEB_BUILD_DIR AWALE_SERVER [SHOTS_DIR]");
  process.exit(2);
}

const store = fs.mkdtempSync(path.join(os.tmpdir(), "awale-together-"));
const db = path.join(store, "rooms.sqlite");
makeClass(serverBin, "CM1", db);
// The server's log (each random pit refused is a line) kept beside its store.
const awale = server(serverBin, db, root, path.join(store, "server.log"));
const address = await awale.start();
const port = Number(address.split(":").pop());
const url = `http://${address}/`;
const teacher = teacherAt(url);
check((await teacher.request("POST", "/class/login", { name: "CM1", password: "baobab-tree-42" })).status === 303, "the teacher signs in");
const NAMES = ["Kofi", "Ama", "Yao", "Akissi", "Konan", "Aya", "Moussa", "Awa"];
for (const [at, name] of NAMES.entries()) {
  const added = await teacher.request("POST", "/class/children", { csrf: await teacher.csrf(), name, animal: String(at + 1) });
  if (added.status !== 303) throw new Error(`adding ${name}: ${added.status}`);
}
const cards = (await teacher.request("GET", "/class/cards")).body;
const home = (await teacher.request("GET", "/class")).body;
const ids = Object.fromEntries(NAMES.map((name) => [name, Number(home.match(new RegExp(`/class/children/(\\d+)">${name}<`))[1])]));
const links = Object.fromEntries(NAMES.map((name) => [name, cards.match(new RegExp(`#class=[a-z-]+&amp;child=${ids[name]}[^"]*`))[0].replaceAll("&amp;", "&")]));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--ignore-gpu-blocklist"],
});
const upright = { viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

/// A child's token, as his tablet keeps it.
async function token(t) {
  return (await kept(t.page, "class.toml")).match(/token = "([0-9a-f]+)"/)?.[1];
}

async function api(tokenOf, where, body) {
  const response = await fetch(`${url}class/api/${where}`, {
    method: body ? "POST" : "GET",
    headers: { authorization: `Bearer ${tokenOf}`, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

/// One seat in a room, at the rooms' protocol: `move(pit, number)` answers `moved` or the error.
function seat(code, seatToken) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${address}/rooms`);
    const heard = [];
    let waiter = null;
    socket.onmessage = (event) => {
      heard.push(JSON.parse(event.data));
      if (waiter) waiter();
    };
    socket.onerror = () => reject(new Error(`room ${code}: no connection`));
    const next = async () => {
      while (heard.length === 0) await new Promise((wake) => (waiter = wake));
      waiter = null;
      return heard.shift();
    };
    socket.onopen = async () => {
      socket.send(JSON.stringify({ type: "resume", version: 2, code, token: seatToken }));
      const seated = await next();
      if (seated.type !== "seated") reject(new Error(`room ${code}: ${JSON.stringify(seated)}`));
      resolve({
        moves: seated.room.moves.length,
        async move(pit, number) {
          socket.send(JSON.stringify({ type: "move", number, pit }));
          for (;;) {
            const answer = await next();
            if (answer.type === "moved" && answer.number === number) return answer;
            if (answer.type === "error") return answer;
          }
        },
        close: () => socket.close(),
      });
    };
  });
}

/// Plays room `code`'s game to its end with random pits, each side by its own seat.
async function playOut(code, tokens) {
  const south = await seat(code, tokens.south);
  const north = await seat(code, tokens.north);
  let number = south.moves;
  let side = number % 2 === 0 ? "south" : "north";
  for (let tries = 0; tries < 5000; tries++) {
    const seats = { south, north };
    const letters = side === "south" ? "ABCDEF" : "abcdef";
    const answer = await seats[side].move(letters[Math.floor(Math.random() * 6)], number);
    if (answer.type === "moved") {
      number++;
      side = side === "south" ? "north" : "south";
    } else if (answer.error === "out_of_turn") side = side === "south" ? "north" : "south";
    else if (answer.error === "game_over") break;
    else if (answer.error === "too_fast") await new Promise((wake) => setTimeout(wake, 120));
  }
  south.close();
  north.close();
}

const tablets = {};
try {
  // Each child's tablet signs him in by his card.
  for (const name of NAMES) {
    const context = await browser.newContext(upright);
    tablets[name] = await open(context, name, `${url}${links[name]}`);
    await waitFor(`${name} signed in`, async () => (await kept(tablets[name].page, "profiles.toml")).includes(`class = ${ids[name]}`));
    tablets[name].token = await token(tablets[name]);
    await tablets[name].page.close();
  }

  // The teacher's desk starts a tournament by the page's form: every child here is ticked.
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await desk.context().addCookies([{ name: teacher.cookie.split("=")[0], value: teacher.cookie.split("=").slice(1).join("="), url }]);
  await desk.goto(`${url}class`);
  // The form is folded under its button, below the class's progress.
  await desk.click("#tournament summary");
  check((await desk.locator('form[action="/class/tournament/start"] input[type=checkbox]:checked').count()) === 8, "the eight children here are ticked");
  await desk.click('form[action="/class/tournament/start"] button[type=submit]');
  await desk.waitForLoadState();
  await shot(desk, shots, "together-1-teacher");
  const projector = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await projector.context().addCookies([{ name: teacher.cookie.split("=")[0], value: teacher.cookie.split("=").slice(1).join("="), url }]);
  await projector.goto(`${url}class/screen`);
  await shot(projector, shots, "together-2-projector");

  // Every tablet shows its child's opponent, as the server paired them.
  const rounds = 7;
  const played = [];
  for (let round = 1; round <= rounds; round++) {
    const views = {};
    for (const name of NAMES) views[name] = await api(tablets[name].token, "me/tournament");
    check(NAMES.every((name) => views[name].round === round), `round ${round} for every child`);
    if (round === 1) {
      for (const name of NAMES) {
        const t = tablets[name];
        t.page = await t.context.newPage();
        await t.page.goto(`${url}`);
        const opponent = views[name].table.opponent.name;
        await waitFor(`${name}'s title shows ${opponent}`, async () => (await buttons(t.page)).some((b) => b.endsWith(opponent)), 90);
        check(true, `${name}'s tablet shows his opponent ${opponent}`);
        if (views[name].table.number !== 1) await t.page.close();
      }
      // The first table's two tablets tap it: each reaches the board.
      const first = NAMES.filter((name) => views[name].table.number === 1);
      for (const name of first) await press(tablets[name].page, new RegExp(`${views[name].table.opponent.name}$`));
      for (const name of first) {
        try {
          await waitFor(`${name}'s board`, async () => (await buttons(tablets[name].page)).some((b) => /^(\(disabled\) )?Pit [Aa],/.test(b)), 60);
        } catch (error) {
          await shot(tablets[name].page, shots, `together-failed-board-${name}`);
          throw new Error(`${error}: ${JSON.stringify(await buttons(tablets[name].page))}`);
        }
        await shot(tablets[name].page, shots, `together-3-board-${name}`);
        await tablets[name].page.close();
      }
    }
    // The tables of the round, played through their rooms.
    const tables = {};
    for (const name of NAMES) {
      const table = views[name].table;
      (tables[table.code] ??= { number: table.number, tokens: {} }).tokens[table.seat] = table.token;
      (tables[table.code].children ??= {})[table.seat] = name;
    }
    const codes = Object.keys(tables);
    check(codes.length === 4, `round ${round}: four tables`);
    for (const [at, code] of codes.entries()) {
      await playOut(code, tables[code].tokens);
      played.push(tables[code].children);
      if (round === 2 && at === 1) {
        // A tablet reloaded mid-round shows its table again.
        const name = tables[codes[2]].children.south;
        const t = tablets[name];
        t.page = await t.context.newPage();
        await t.page.goto(url);
        const opponent = views[name].table.opponent.name;
        await waitFor(`${name}'s reloaded title`, async () => (await buttons(t.page)).some((b) => b.endsWith(opponent)), 90);
        check(true, `${name}'s tablet, reloaded mid-round, shows ${opponent} again`);
        await t.page.close();
        // The server killed mid-round and started again.
        await awale.kill();
        await awale.start(port);
      }
    }
  }
  const over = await api(tablets.Kofi.token, "me/tournament");
  check(over.over === true, "the tournament is over after seven rounds");
  const pairs = new Set(played.map((p) => [p.south, p.north].sort().join("-")));
  check(pairs.size === 28, `every pair met once: ${pairs.size} of 28`);

  // The projector shows the standings the rooms give.
  await projector.waitForTimeout(4000);
  await shot(projector, shots, "together-4-standings");
  const shown = await projector.evaluate(() =>
    [...document.querySelectorAll(".standings li")].map((li) => [li.querySelector(".who").textContent, li.querySelector(".points").textContent]),
  );
  const points = Object.fromEntries(await Promise.all(NAMES.map(async (name) => [name, (await api(tablets[name].token, "me/tournament")).points])));
  const total = shown.reduce((sum, [, p]) => sum + Number(p.replace("½", ".5").replace(/^\./, "0.")), 0);
  check(shown.length === 8 && Math.abs(total - 28) < 1e-9, `the projector's standings hold 28 points: ${JSON.stringify(shown)}`);
  check(shown.every(([who, p]) => {
    const name = NAMES.find((n) => who.endsWith(n));
    return Math.abs(points[name] / 2 - Number(p.replace("½", ".5").replace(/^\./, "0."))) < 1e-9;
  }), "each child's points on the projector are the server's");

  // The class against the computer: eight tablets vote.
  const vote = await teacher.request("POST", "/class/vote/start", { csrf: await teacher.csrf(), level: "1", countdown: "60", first: "class", rules: "abapa" });
  check(vote.status === 303, "the teacher starts the class's game against the computer");
  const choice = (at) => (at < 5 ? "C" : "D");
  for (const [at, name] of NAMES.entries()) {
    // The others' tablets ask as theirs do, every second: all eight are here.
    for (const other of NAMES) await api(tablets[other].token, "me/vote");
    const t = tablets[name];
    t.page = await t.context.newPage();
    await t.page.goto(url);
    await press(t.page, new RegExp(`^\\d+,?\\s*${choice(at)}$`), `${name}'s pit ${choice(at)}`, 90);
    if (at === 1 || at === 6) {
      // A second tap, on another pit: the first vote stands.
      const other = choice(at) === "C" ? "A" : "B";
      const names = await buttons(t.page);
      const open = names.findIndex((b) => new RegExp(`^\\d+,?\\s*${other}$`).test(b));
      if (open >= 0) await t.page.evaluate((i) => document.querySelectorAll("#access button")[i].click(), open);
      await t.page.waitForTimeout(1500);
    }
    if (at === 3) {
      await t.page.close();
      t.page = await t.context.newPage();
      await t.page.goto(url);
      await waitFor(`${name}'s reloaded vote`, async () => t.page.evaluate(() => document.getElementById("access").textContent.includes("You chose C")), 60);
      check(true, `${name}'s tablet, reloaded, shows his vote`);
    }
    if (at === 7) {
      await waitFor("the class's move played", async () => (await api(t.token, "me/vote")).last?.pit, 30);
      await shot(t.page, shots, "together-5-vote-praise");
    }
    await t.page.close();
  }
  const after = await api(tablets.Kofi.token, "me/vote");
  check(after.last?.pit === "C", `the most voted pit, C, is played: ${JSON.stringify(after.last)}`);
  const mine = await Promise.all(NAMES.map(async (name) => (await api(tablets[name].token, "me/vote")).last?.mine));
  check(mine.filter(Boolean).length === 5, `the five who voted C are told so: ${JSON.stringify(mine)}`);
  await projector.goto(`${url}class/vote`);
  await shot(projector, shots, "together-6-vote-projector");
  for (const t of Object.values(tablets)) check(t.errors.length === 0, `no error in ${t.name}'s page (${t.errors.join("; ")})`);
} catch (error) {
  console.error(error);
  failures.push(String(error));
} finally {
  await browser.close();
  await awale.kill().catch(() => {});
  fs.rmSync(store, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("every check passed");
