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

import sys
import time

import check


def main():
    binary, home = sys.argv[1], sys.argv[2]
    game, log = check.start_game(binary, home)
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
