"""Whether a screenshot shows the game's board: a fifth of its pixels or more are the board's
wood (within a small distance of a colour of assets/textures/board.png, whose colours are
counted once), and the picture is not one flat colour.

Usage: python board.py SHOT.png. Exits 1 when no board is seen. Needs Pillow and numpy (the
colour check's environment, tests/colour/requirements.txt).
"""

import pathlib
import sys

import numpy as np
from PIL import Image

TEXTURE = pathlib.Path(__file__).resolve().parents[2] / "assets" / "textures" / "board.png"
# Colours quantised to steps of 16 per channel: the board's wood is the set of such cells that
# hold at least 0.5 % of its texture's pixels.
STEP = 16


def cells(pixels):
    return (pixels[..., 0] // STEP) * 256 + (pixels[..., 1] // STEP) * 16 + pixels[..., 2] // STEP


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    wood = np.asarray(Image.open(TEXTURE).convert("RGB"), dtype=np.int32)
    counts = np.bincount(cells(wood).ravel(), minlength=4096)
    woody = counts >= 0.005 * counts.sum()
    shot = np.asarray(Image.open(sys.argv[1]).convert("RGB"), dtype=np.int32)
    share = woody[cells(shot)].mean()
    spread = shot.reshape(-1, 3).std(axis=0).mean()
    print(f"{sys.argv[1]}: {share:.0%} of the pixels are the board's wood, colour spread {spread:.0f}")
    if share < 0.2 or spread < 8:
        sys.exit(1)


if __name__ == "__main__":
    main()
