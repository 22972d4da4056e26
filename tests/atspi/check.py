#!/usr/bin/python3
"""What a screen reader reads of the real game, and what it does, through AT-SPI: the Linux
accessibility bus that Orca reads, through the same library (pyatspi) and the same calls.

    dbus-run-session -- /usr/bin/python3 tests/atspi/check.py GAME_BINARY

Run under an X server (DISPLAY; Xvfb in the tests, `tests/window.rs`), on a D-Bus session of its
own. Turns accessibility on as a screen reader does, starts the game in an empty home (English,
a first start: no child yet), and checks that a screen reader finds the game's window, that
every button it reaches has a name, that its "click" adds a child (Add a child, the name field
there to type in, the giraffe picked by its name), presses the title's Play! and plays a pit
(C), and that the message line then says what the move did. Needs at-spi2-core and python3-pyatspi (Debian's
python, not a virtual environment's). Prints the tree it saw and exits 1 when something is
missing.
"""

import os
import subprocess
import sys
import tempfile
import time

import pyatspi

LIMIT = 4000  # nodes walked at most
CLICKED = 10  # seconds within which a click shows its result (an idle window sleeps 30 s)


def walk(node, depth=0):
    """Every node under `node`, depth first, with its depth."""
    stack = [(node, depth)]
    seen = 0
    while stack and seen < LIMIT:
        node, depth = stack.pop()
        seen += 1
        yield node, depth
        try:
            children = [node.getChildAtIndex(i) for i in range(node.childCount)]
        except Exception:  # a node gone while walked
            children = []
        stack.extend((child, depth + 1) for child in reversed(children) if child is not None)


def said(node):
    """A node's role and what a screen reader says of it (its name, else its text)."""
    try:
        role = node.getRoleName()
        name = node.name or ""
        if not name:
            try:
                text = node.queryText()
                name = text.getText(0, text.characterCount)
            except NotImplementedError:
                pass
        return role, name
    except Exception:
        return "gone", ""


def the_game():
    """The game's application on the bus, once its window has nodes."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "awale" and app.childCount and app.getChildAtIndex(0).childCount:
            return app
    return None


def nodes(app):
    return [(node, depth) + said(node) for node, depth in walk(app)]


def dump(app):
    if app is None:
        print("(the game was not found on the accessibility bus)")
        return
    for _, depth, role, name in nodes(app):
        print(f"{'  ' * depth}{role}: {name!r}")


GAME = None  # the game's process


def wait_for(what, test, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if GAME is not None and GAME.poll() is not None:
            raise AssertionError(f"the game exited ({GAME.returncode}) while waiting for {what}")
        found = test()
        if found:
            return found
        time.sleep(0.5)
    raise TimeoutError(what)


def button(app, wanted):
    for node, _, role, name in nodes(app):
        if role in ("push button", "button") and wanted(name):
            return node
    return None


def click(node):
    actions = node.queryAction()
    for i in range(actions.nActions):
        if actions.getName(i) == "click":
            actions.doAction(i)
            return
    raise AssertionError(f"{said(node)} offers no click: {[actions.getName(i) for i in range(actions.nActions)]}")


def start_game(binary, home):
    """Turns accessibility on for this session, as a screen reader does (Orca sets both flags),
    and starts the game in `home` (its config and data there, in English), its output in
    `home/game.log`; returns the process and the log."""
    global GAME
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
    GAME = subprocess.Popen([binary], env=env, cwd=home, stdout=log, stderr=subprocess.STDOUT)
    return GAME, log


def main():
    binary = sys.argv[1]
    # A first start: no child yet, the game opens on "Who is playing?".
    home = tempfile.mkdtemp()
    game, log = start_game(binary, home)
    app = None
    try:
        app = wait_for("the game's window on the accessibility bus", the_game, 300)
        add = wait_for("Add a child", lambda: button(app, lambda name: name == "Add a child"), 60)
        unnamed = [depth for _, depth, role, name in nodes(app) if role in ("push button", "button") and not name.strip()]
        assert not unnamed, f"{len(unnamed)} buttons without a name on Who is playing?"
        time.sleep(0.5)
        click(add)
        # A click is answered at once, though the window sleeps when nothing moves.
        giraffe = wait_for("the giraffe, by its name", lambda: button(app, lambda name: name == "Giraffe"), CLICKED)
        fields = [name for _, _, role, name in nodes(app) if role in ("entry", "text")]
        assert fields, "the name field is in the tree, to type in"
        unnamed = [depth for _, depth, role, name in nodes(app) if role in ("push button", "button") and not name.strip()]
        assert not unnamed, f"{len(unnamed)} buttons without a name among the animals"
        time.sleep(0.5)
        click(giraffe)
        play = wait_for("the title's Play!", lambda: button(app, lambda name: name == "Play!"), CLICKED)
        unnamed = [depth for _, depth, role, name in nodes(app) if role in ("push button", "button") and not name.strip()]
        assert not unnamed, f"{len(unnamed)} buttons without a name on the title"
        time.sleep(0.5)
        click(play)
        pit_c = wait_for("pit C, playable", lambda: button(
            app, lambda name: name.startswith("Pit C, yours, 4 seeds; can be played")), CLICKED)
        unnamed = [depth for _, depth, role, name in nodes(app) if role in ("push button", "button") and not name.strip()]
        assert not unnamed, f"{len(unnamed)} buttons without a name on the board"
        time.sleep(0.5)
        click(pit_c)
        wait_for("pit C emptied by the click", lambda: button(app, lambda name: name.startswith("Pit C, yours, empty")), 60)
        # The line says the child's move, then the friend's answer once its seeds have landed.
        wait_for("the message line saying a move", lambda: any(
            role == "label" and " sowed " in name for *_, role, name in nodes(app)), 60)
        stores = [name for *_, role, name in nodes(app) if role == "label" and "store" in name]
        assert any(name.startswith("Your store") for name in stores), f"South's store is read: {stores}"
        agree = button(app, lambda name: name.startswith("Agree to stop"))
        assert agree is not None and said(agree)[1] == "Agree to stop", f"only the words shown: {said(agree)}"
        print(f"read and played through AT-SPI: {len(nodes(app))} nodes")
        return 0
    except (AssertionError, TimeoutError) as failure:
        print(f"FAILED: {failure}")
        dump(app)
        log.flush()
        print(open(f"{home}/game.log").read()[-4000:])
        return 1
    finally:
        game.kill()
        game.wait()


if __name__ == "__main__":
    sys.exit(main())
