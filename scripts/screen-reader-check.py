#!/usr/bin/python3
# The game's accessibility tree as a screen reader reads it on Linux, through AT-SPI
# (python3-pyatspi: what Orca uses), run by scripts/screen-reader-check inside its own D-Bus
# session: the AT-SPI bus started and a screen reader said to be on (AccessKit's adapter
# registers the game then), the game started on a virtual screen, then the title's buttons
# looked for by name, Play pressed through AT-SPI (a screen reader's click), and the game
# select's cards looked for. Prints the tree; exits 1 naming what is missing.
#   scripts/screen-reader-check.py QUARTET_BINARY
import os
import subprocess
import sys
import time

import pyatspi

TIMEOUT = 60.0


def tree(node, depth=0, out=None):
    """The nodes under `node`: (depth, role, name, accessible), in reading order."""
    out = [] if out is None else out
    try:
        out.append((depth, node.getRoleName(), node.name or "", node))
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                tree(child, depth + 1, out)
    except Exception:  # a node gone while read (the screen changed): read again later
        pass
    return out


def game_tree():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "quartet":
            return tree(app)
    return []


def buttons(nodes):
    return {name: node for _, role, name, node in nodes if role == "push button"}


def wait_for(what, names):
    """The game's tree once every one of `names` is a button in it (polled, up to TIMEOUT)."""
    started = time.time()
    nodes = []
    while time.time() - started < TIMEOUT:
        nodes = game_tree()
        found = buttons(nodes)
        if all(any(n.startswith(want) for n in found) for want in names):
            return nodes
        time.sleep(0.2)
    shown = "\n".join("  " * d + f"{r}: {n}" for d, r, n, _ in nodes) or "(no application named quartet)"
    sys.exit(f"screen-reader-check: {what}: no buttons {names} within {TIMEOUT:.0f} s; the tree:\n{shown}")


def main():
    binary = sys.argv[1]
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    # AccessKit's adapter watches org.a11y.Status.ScreenReaderEnabled: what Orca sets.
    started = time.time()
    while True:
        said = subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
             "string:ScreenReaderEnabled", "variant:boolean:true"],
            capture_output=True)
        if said.returncode == 0:
            break
        if time.time() - started > TIMEOUT:
            sys.exit(f"screen-reader-check: the AT-SPI bus did not start: {said.stderr.decode()}")
        time.sleep(0.2)
    log = open(os.environ.get("QUARTET_GAME_LOG", "/dev/null"), "w")
    game = subprocess.Popen(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", binary], stdout=log, stderr=log,
        start_new_session=True)
    try:
        nodes = wait_for("the title", ["Play", "Play online", "Load", "Settings"])
        print("the title, as AT-SPI lists it:")
        for d, r, n, _ in nodes:
            print("  " + "  " * d + f"{r}: {n}")
        play = buttons(nodes)["Play"]
        play.queryAction().doAction(0)
        nodes = wait_for("the game select after Play was pressed through AT-SPI",
                         ["Rekushu.", "Rush.", "Quadrex.", "Cheversi.", "Learn Rush"])
        said = [n for _, r, n, _ in nodes if r == "label"]
        if not any(line == "Choose a game" for line in said):
            sys.exit(f"screen-reader-check: the log does not say the new screen: {said}")
        print("after Play, pressed through AT-SPI: the game select's buttons",
              ", ".join(sorted(buttons(nodes))), "; the log:", " / ".join(said))
    finally:
        os.killpg(game.pid, 15)
        bus.terminate()


main()
