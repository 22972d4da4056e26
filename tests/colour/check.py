#!/usr/bin/env python3
"""The board's marks told apart by a child who sees colours differently.

Reads the marks' colours from `src/game/theme/palette.rs`, lays each over what it is drawn on,
and simulates how they look with deuteranopia, protanopia and tritanopia (full severity, daltonlens'
Machado 2009 model). Two marks seen together and drawn with the same shape (a halo, a ring, a
tinted pit) must stay at least MIN_DELTA_E apart (CAM02-UCS, colorspacious) in every vision; marks
of different shapes (a still ring and a breathing one, a halo and a ring) are told apart by shape
and only reported.

    python3 tests/colour/check.py [shot.png ...]

Each screenshot given is also written as `shot-deuteranopia.png`, `shot-protanopia.png` and
`shot-tritanopia.png` beside it, to be looked at. Needs `daltonlens`, `colorspacious` and `numpy`
(tests/colour/requirements.txt). Exits 1 when two marks of one shape are too close.
"""

import pathlib
import re
import sys

import numpy as np
from colorspacious import deltaE
from daltonlens import simulate

ROOT = pathlib.Path(__file__).resolve().parents[2]
PALETTE = ROOT / "src/game/theme/palette.rs"

# The smallest difference two marks of one shape keep, in CAM02-UCS units (about 2 is a
# difference just seen side by side; 15 is one a child sees at a glance across the board).
MIN_DELTA_E = 15.0

# Each mark the board draws: its colour in the palette, what it is drawn over, its shape, and
# the scene where it is seen (marks of different scenes are never on the board together).
# Kept in step with src/game/hud/message.rs (`highlight_pits`, `ring_pits`), src/game/hint/mark.rs and board/.
MARKS = [
    # name, palette colour, drawn over, shape, scene
    ("playable", "GLOW", "BACKDROP", "halo", "play"),
    ("hint", "HINT_GLOW", "BACKDROP", "halo and a breathing ring", "play"),
    ("last move", "LAST_MOVE", "PIT", "still ring", "play"),
    ("hint ring", "HINT_GLOW", "PIT", "breathing ring of dots", "play"),
    ("playable pit", "WHITE", None, "pit tint", "play"),
    ("unplayable pit", "DIMMED_PIT", None, "pit tint", "play"),
    # Held on a pit in teaching mode: the sowing's path tinted, its end ringed, the rest dimmed.
    ("sown pit", "PREVIEW_PIT", None, "pit tint", "preview"),
    ("last sown pit", "PREVIEW_LANDING", None, "pit tint and a still ring", "preview"),
    ("pit off the path", "DIMMED_PIT", None, "pit tint", "preview"),
    ("playable (preview)", "GLOW", "BACKDROP", "halo", "preview"),
    # The pit the keyboard's focus is on (src/game/access/pits.rs).
    ("keyboard focus", "GOLD", "BACKDROP", "four corners", "play"),
]

VISIONS = {
    "deuteranopia": simulate.Deficiency.DEUTAN,
    "protanopia": simulate.Deficiency.PROTAN,
    "tritanopia": simulate.Deficiency.TRITAN,
}


def palette():
    """The palette's colours: name -> (r, g, b, a), sRGB from 0 to 1."""
    colours = {"WHITE": (1.0, 1.0, 1.0, 1.0)}
    pattern = re.compile(r"pub const (\w+): Color = Color::srgba?\(([^)]*)\);")
    for name, args in pattern.findall(PALETTE.read_text()):
        values = [float(v) for v in args.split(",")]
        colours[name] = tuple(values + [1.0] * (4 - len(values)))
    return colours


def drawn(colours, colour, over):
    """The colour as seen: a tint multiplies the pit's wood texture (taken as PIT's brown times
    two, its light grain); a glow or ring is laid over `over` by its alpha. sRGB 0–255."""
    r, g, b, a = colours[colour]
    if over is None:
        wood = np.clip(np.array(colours["PIT"][:3]) * 2.0, 0, 1)
        seen = np.array([r, g, b]) * wood
    else:
        seen = np.array([r, g, b]) * a + np.array(colours[over][:3]) * (1 - a)
    return np.clip(seen * 255.0, 0, 255)


def simulated(rgb, vision):
    """`rgb` (sRGB 0–255, shape (..., 3)) as seen with `vision`, or as it is for None."""
    if vision is None:
        return rgb
    simulator = simulate.Simulator_Machado2009()
    image = np.asarray(rgb, dtype=np.uint8).reshape(1, -1, 3)
    return simulator.simulate_cvd(image, VISIONS[vision], severity=1.0).reshape(np.shape(rgb)).astype(float)


def main(shots):
    colours = palette()
    seen = np.array([drawn(colours, colour, over) for _, colour, over, _, _ in MARKS])
    failures = []
    print(f"{'':34}" + "".join(f"{v or 'normal':>14}" for v in [None, *VISIONS]))
    for i, (name, _, _, shape, scene) in enumerate(MARKS):
        for j in range(i + 1, len(MARKS)):
            other, other_shape, other_scene = MARKS[j][0], MARKS[j][3], MARKS[j][4]
            if scene != other_scene:
                continue
            differences = []
            for vision in [None, *VISIONS]:
                pair = simulated(np.array([seen[i], seen[j]]), vision)
                differences.append(float(deltaE(pair[0], pair[1], input_space="sRGB255")))
            same = shape == other_shape
            flag = ""
            if same and min(differences) < MIN_DELTA_E:
                flag = "  TOO CLOSE"
                failures.append((name, other, min(differences)))
            elif not same:
                flag = "  (shapes differ)"
            label = f"{name} / {other}"
            print(f"{label:34}" + "".join(f"{d:14.1f}" for d in differences) + flag)
    for shot in shots:
        path = pathlib.Path(shot)
        from PIL import Image

        image = np.asarray(Image.open(path).convert("RGB"))
        for vision, deficiency in VISIONS.items():
            out = simulate.Simulator_Machado2009().simulate_cvd(image, deficiency, severity=1.0)
            target = path.with_name(f"{path.stem}-{vision}{path.suffix}")
            Image.fromarray(out).save(target)
            print(f"wrote {target}")
    if failures:
        for name, other, difference in failures:
            print(f"error: {name} and {other} share a shape and differ by only {difference:.1f} (under {MIN_DELTA_E})")
        return 1
    print(f"every two marks of one shape differ by at least {MIN_DELTA_E} in every vision")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
