"""Two builds of awale-engine must answer alike: the same `perft` counts and the same `go depth`
lines (depth, score, nodes, principal variation; not the speed) and `bestmove` on a dozen
positions, the start and eleven reached by random legal moves (a fixed seed).

Usage: python3 engine_same.py 'REFERENCE COMMAND' 'OTHER COMMAND' (each a command line, such as
`target/release/awale-engine` and `wine awale-engine.exe`). Exits 1 when they differ.
"""

import random
import re
import shlex
import subprocess
import sys

DEPTH_PERFT = 5
DEPTH_GO = 9
SETUP = ["setoption name tables value 0", "setoption name book value false"]


def run(command, lines, timeout=600):
    """Sends `lines` and closes the input (the engine exits once its last search has answered:
    a `quit` would stop it), answers the output's lines."""
    script = "\n".join(SETUP + lines) + "\n"
    done = subprocess.run(shlex.split(command), input=script, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        sys.exit(f"{command} exited with {done.returncode}: {done.stderr[-2000:]}")
    return done.stdout.splitlines()


def positions(command, count, seed=57):
    """The start and `count - 1` positions reached by 4 to 30 random legal moves, as FENs."""
    rng = random.Random(seed)
    found = ["startpos"]
    while len(found) < count:
        moves = []
        for _ in range(rng.randint(4, 30)):
            line = " ".join(moves)
            out = run(command, [f"position startpos moves {line}".strip(), "legal"])
            legal = next(l for l in out if l.startswith("legal")).split()[1:]
            if not legal:
                break
            moves.append(rng.choice(legal))
        out = run(command, [f"position startpos moves {' '.join(moves)}", "fen", "legal"])
        legal = next(l for l in out if l.startswith("legal")).split()[1:]
        if legal:
            found.append("fen " + next(l for l in out if l.startswith("fen ")).split()[1])
    return found


def answers(command, position):
    """What `command` answers to perft and go depth from `position`, speeds left out."""
    out = run(command, [f"position {position}", f"perft {DEPTH_PERFT}", f"go depth {DEPTH_GO}"])
    kept = []
    for line in out:
        if line.startswith(("perft", "bestmove")):
            kept.append(line)
        elif line.startswith("info depth"):
            kept.append(re.sub(r" (nps|time) \d+", "", line))
    return kept


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    reference, other = sys.argv[1], sys.argv[2]
    differ = 0
    for position in positions(reference, 12):
        ours, theirs = answers(reference, position), answers(other, position)
        same = ours == theirs and any(l.startswith("perft") for l in ours) and any(l.startswith("bestmove") for l in ours)
        print(f"{'ok  ' if same else 'FAIL'} {position}: {ours[0] if ours else '?'}, {ours[-1] if ours else '?'}")
        if not same:
            differ += 1
            print(f"     reference: {ours}\n     other:     {theirs}")
    if differ:
        sys.exit(f"{differ} of 12 positions answered differently")
    print("both engines answer alike on 12 positions")


if __name__ == "__main__":
    main()
