// What the classroom's browser tests share: the class made on the class computer, the server
// (killed and started again on its port), the teacher's page as a browser posts its forms, and
// tablets (headless Chromium pages with touch) whose buttons are pressed through the page's
// mirror of the accessibility tree (`#access`), as a screen reader presses them.

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

export const PASSWORD = "baobab-tree-42";

/// The checks failed so far, and `check` that notes one.
export const failures = [];
export function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

/// Makes class `name` in the store `db` with `awale-server class new`; returns its code.
export function makeClass(serverBin, name, db) {
  const made = spawnSync(serverBin, ["class", "new", name, "--db", db], { input: `${PASSWORD}\n`, encoding: "utf8" });
  const code = made.stdout.split("its code: ")[1]?.split(/\s+/)[0];
  if (made.status !== 0 || !code) throw new Error(`class new: ${made.stdout}${made.stderr}`);
  return code;
}

/// `awale-server` on `db`, serving the page in `root`, its log in the file `log` (else on
/// this process's): `start(port)` (0: a free one) resolves to its address, `kill()` stops it as
/// a power cut would.
export function server(serverBin, db, root, log) {
  let child;
  return {
    start(port = 0) {
      const errors = log ? fs.openSync(log, "a") : "inherit";
      child = spawn(serverBin, ["--bind", "127.0.0.1", "--port", String(port), "--db", db, "--web", root], {
        stdio: ["ignore", "pipe", errors],
      });
      return new Promise((resolve, reject) => {
        readline.createInterface({ input: child.stdout }).once("line", (line) => resolve(line.split(/\s+/)[3]));
        child.once("exit", () => reject(new Error("awale-server stopped")));
      });
    },
    async kill() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/// The teacher's page at `url`, as a browser posts its forms (his session's cookie kept).
export function teacherAt(url) {
  const teacher = {
    cookie: "",
    async request(method, where, form) {
      const response = await fetch(`${url}${where.replace(/^\//, "")}`, {
        method,
        redirect: "manual",
        headers: { cookie: teacher.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      const set = response.headers.get("set-cookie");
      if (set) teacher.cookie = set.split(";")[0];
      return { status: response.status, body: await response.text() };
    },
    async csrf(where = "/class") {
      return (await teacher.request("GET", where)).body.match(/name="csrf" value="([^"]+)"/)[1];
    },
  };
  return teacher;
}

/// Opens `address` in `context` and waits for the game to have loaded.
export async function open(context, name, address) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => {
    if (!String(error).includes("Using exceptions for control flow")) errors.push(String(error));
  });
  page.on("crash", () => errors.push(`${name}'s page crashed`));
  await page.goto(address);
  await page.waitForFunction(() => !document.getElementById("loading"), null, { timeout: 180_000 });
  await page.waitForTimeout(2000);
  return { name, context, page, errors };
}

/// The names of the buttons the page's mirror shows now.
export async function buttons(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("#access button")].map((b) => (b.getAttribute("aria-disabled") === "true" ? "(disabled) " : "") + b.textContent.trim()),
  );
}

/// Presses the first button whose name matches `pattern`, waiting for it up to `seconds`.
export async function press(page, pattern, what = String(pattern), seconds = 60) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const names = await buttons(page);
    const at = names.findIndex((name) => pattern.test(name));
    if (at >= 0) {
      await page.evaluate((at) => document.querySelectorAll("#access button")[at].click(), at);
      await page.waitForTimeout(700);
      return;
    }
    if (Date.now() > until) throw new Error(`no button ${what} among ${JSON.stringify(names)}`);
    await page.waitForTimeout(300);
  }
}

/// A file the game keeps in the page's storage.
export async function kept(page, file) {
  return page.evaluate((file) => localStorage.getItem(`awale/${file}`) ?? "", file);
}

/// Waits up to `seconds` for `test` to give something.
export async function waitFor(what, test, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what}: not after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/// A screenshot of `page` as `name`.png in `dir`, for a person to look at (no check reads it).
/// A loaded Chromium now and then refuses one ("Unable to capture screenshot"): it is taken
/// again after a moment, and if it still cannot be, that is said and the test goes on.
export async function shot(page, dir, name) {
  const file = path.join(dir, `${name}.png`);
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot({ path: file });
      console.log(`     screenshot ${file}`);
      return;
    } catch (error) {
      if (attempt === 3) {
        console.log(`     screenshot ${file} not taken: ${String(error).split("\n")[0]}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
