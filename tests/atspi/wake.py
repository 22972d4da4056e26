#!/usr/bin/python3
"""The real game seated in a room on two devices, then left alone: the first half of the check
that a window at rest draws the other device's move at once (`tests/window.rs`).

    dbus-run-session -- /usr/bin/python3 tests/atspi/wake.py GAME_BINARY HOME

HOME holds `config/awale/room.toml`, the seat the game takes back (North's, in a room whose
South plays from the test). Turns accessibility on as a screen reader does, starts the game
there (English, a first start), adds a child (the giraffe), presses the title's "Continue the
game" and waits for the board, prints "seated" and the game's process id, then touches nothing more and keeps the game
open until its standard input closes. Needs at-spi2-core and python3-pyatspi.
"""

import os
import subprocess
import sys
import time

import check


def main():
    binary, home = sys.argv[1], sys.argv[2]
    for flag in ("IsEnabled", "ScreenReaderEnabled"):
        subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", f"string:{flag}",
             "variant:boolean:true"],
            check=True, stdout=subprocess.DEVNULL)
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
               LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8", LANGUAGE="en")
    env.pop("WAYLAND_DISPLAY", None)
    log = open(f"{home}/game.log", "w")
    game = check.GAME = subprocess.Popen([binary], env=env, cwd=home, stdout=log, stderr=subprocess.STDOUT)
    app = None
    try:
        app = check.wait_for("the game's window on the accessibility bus", check.the_game, 300)
        add = check.wait_for("Add a child", lambda: check.button(app, lambda name: name == "Add a child"), 60)
        time.sleep(0.5)
        check.click(add)
        giraffe = check.wait_for("the giraffe", lambda: check.button(app, lambda name: name == "Giraffe"), 10)
        time.sleep(0.5)
        check.click(giraffe)
        again = check.wait_for("Continue the game", lambda: check.button(
            app, lambda name: name == "Continue the game"), 10)
        time.sleep(0.5)
        check.click(again)
        # North's board, South to move.
        check.wait_for("the board of the room", lambda: check.button(
            app, lambda name: name.startswith("Pit a, ")), 30)
        print(f"seated {game.pid}", flush=True)
        sys.stdin.read()
        return 0
    except (AssertionError, TimeoutError) as failure:
        print(f"FAILED: {failure}", flush=True)
        check.dump(app)
        log.flush()
        print(open(f"{home}/game.log").read()[-4000:], flush=True)
        return 1
    finally:
        game.kill()
        game.wait()


if __name__ == "__main__":
    sys.exit(main())
