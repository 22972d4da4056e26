#!/usr/bin/env bash
# Remakes the textures and sounds of this folder (ImageMagick 6 and sox, Debian packages
# `imagemagick` and `sox`). Everything they draw is made here; see CREDITS.md.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The board: warm wood, grain running along the rows.
convert -size 1400x420 xc: -seed 7 +noise Random -colorspace gray -blur 0x2 \
    -motion-blur 0x120+0 -motion-blur 0x120+180 -auto-level -wave 5x700 -crop 1024x360+188+30 +repage \
    -level 20%,80% \( -size 1x256 gradient:'#5a3416'-'#b98350' \) -clut \
    \( -size 1024x360 radial-gradient:'#ffffff'-'#b0b0b0' \) -compose multiply -composite \
    -depth 8 PNG24:textures/board.png

# A pit: a round hollow, darkest at the bottom, its upper inner edge in shadow.
convert -size 256x256 radial-gradient:'#2a160a'-'#7b5130' "$tmp/pit.png"
convert -size 256x256 gradient:'#00000066'-'#00000000' "$tmp/shade.png"
convert "$tmp/pit.png" "$tmp/shade.png" -compose over -composite \
    \( -size 256x256 xc:black -fill white -draw "circle 128,128 128,5" -blur 0x1.5 \) \
    -alpha off -compose CopyOpacity -composite \
    \( -size 256x256 xc:none -stroke '#c99a66' -strokewidth 5 -fill none -draw "circle 128,128 128,8" -blur 0x2 \) \
    -compose over -composite -depth 8 PNG32:textures/pit.png

# A store: the same hollow, long.
convert -size 256x640 radial-gradient:'#2a160a'-'#7b5130' -resize 256x640\! "$tmp/store.png"
convert "$tmp/store.png" \
    \( -size 256x640 xc:black -fill white -draw "roundrectangle 6,6 250,634 118,118" -blur 0x1.5 \) \
    -alpha off -compose CopyOpacity -composite \
    \( -size 256x640 xc:none -stroke '#d6a673' -strokewidth 5 -fill none -draw "roundrectangle 8,8 248,632 116,116" -blur 0x2 \) \
    -compose over -composite -depth 8 PNG32:textures/store.png

# A long store, lying along the rows of an upright board: the same hollow, its ends round.
convert -size 1100x190 radial-gradient:'#2a160a'-'#7b5130' "$tmp/store-long.png"
convert "$tmp/store-long.png" \
    \( -size 1100x190 xc:black -fill white -draw "roundrectangle 5,5 1094,184 90,90" -blur 0x1.5 \) \
    -alpha off -compose CopyOpacity -composite \
    \( -size 1100x190 xc:none -stroke '#d6a673' -strokewidth 5 -fill none -draw "roundrectangle 7,7 1092,182 88,88" -blur 0x2 \) \
    -compose over -composite -depth 8 PNG32:textures/store-long.png

# A seed: a smooth pale bean with a glint; tinted per seed in the game.
convert -size 64x64 xc:'#4a4034' -fill '#d9d2c3' -draw "ellipse 32,32 25,19 0,360" \
    \( -size 64x64 radial-gradient:'#ffffff'-'#9b9384' -roll -8-8 \) -compose multiply -composite \
    -fill '#fffdf6' -draw "ellipse 23,24 8,5 0,360" -blur 0x0.7 \
    \( -size 64x64 xc:black -fill white -draw "ellipse 32,33 27,21 0,360" -blur 0x0.8 \) \
    -alpha off -compose CopyOpacity -composite -depth 8 PNG32:textures/seed.png

# A pit glow, for the pits the player may choose.
convert -size 256x256 radial-gradient:'#fff3c4ff'-'#fff3c400' -channel A -level 0%,100%,0.6 +channel -depth 8 PNG32:textures/glow.png

# Sounds: a soft wooden tock for each seed that lands, a brighter one for captures.
sox -n -r 44100 -c 1 -b 16 sounds/tock.wav synth 0.12 pluck 330 pluck 495 remix - \
    fade q 0.002 0.12 0.1 lowpass 1800 norm -9
sox -n -r 44100 -c 1 -b 16 sounds/capture.wav synth 0.35 pluck 660 pluck 880 pluck 990 remix - \
    fade q 0.002 0.35 0.3 norm -8
sox -n -r 44100 -c 1 -b 16 sounds/refuse.wav synth 0.18 square 150 lowpass 600 fade q 0.01 0.18 0.1 norm -14

# Praise: three bright notes rising; the end: a little fanfare for a win, a soft falling pair for a
# loss, two equal notes for a draw.
sox -n -r 44100 -c 1 -b 16 sounds/praise.wav synth 0.14 pluck 660 : synth 0.14 pluck 830 : synth 0.3 pluck 990 \
    fade q 0.002 0.3 0.25 norm -8
sox -n -r 44100 -c 1 -b 16 sounds/win.wav synth 0.15 pluck 523 : synth 0.15 pluck 659 : synth 0.15 pluck 784 : \
    synth 0.5 pluck 1047 fade q 0.002 0.5 0.4 norm -7
sox -n -r 44100 -c 1 -b 16 sounds/lose.wav synth 0.25 sine 440 : synth 0.45 sine 392 fade q 0.02 0.45 0.3 \
    lowpass 1500 norm -12
sox -n -r 44100 -c 1 -b 16 sounds/draw.wav synth 0.2 pluck 587 : synth 0.35 pluck 587 fade q 0.002 0.35 0.3 norm -9

# A star: five points, gold, for praise.
convert -size 128x128 xc:none -fill '#f2c24f' -stroke '#a8741e' -strokewidth 4 \
    -draw "polygon 64,6 79,47 122,47 87,73 100,115 64,89 28,115 41,73 6,47 49,47" \
    -depth 8 PNG32:textures/star.png

# A speaker, for the button that reads a line aloud.
convert -size 128x128 xc:none -fill '#fff2d9' -stroke none \
    -draw "polygon 18,48 44,48 76,18 76,110 44,80 18,80" \
    -fill none -stroke '#fff2d9' -strokewidth 9 -draw "arc 70,38 100,90 -60,60" -draw "arc 72,20 122,108 -60,60" \
    -depth 8 PNG32:textures/speaker.png

# The web app's icons: a pit holding four seeds on the board's wood, for a home screen.
convert textures/board.png -resize 512x512^ -gravity center -extent 512x512 \
    \( textures/pit.png -resize 400x400 \) -gravity center -compose over -composite \
    \( textures/seed.png -resize 120x120 \) -gravity center -geometry -60-50 -compose over -composite \
    \( textures/seed.png -resize 120x120 \) -gravity center -geometry +60-50 -compose over -composite \
    \( textures/seed.png -resize 120x120 \) -gravity center -geometry -60+60 -compose over -composite \
    \( textures/seed.png -resize 120x120 \) -gravity center -geometry +60+60 -compose over -composite \
    -depth 8 PNG24:web/icon-512.png
convert web/icon-512.png -resize 192x192 -depth 8 PNG24:web/icon-192.png

# The buttons' icons: the glyphs the game draws, cut from Font Awesome 4.7 (Debian package
# `fonts-font-awesome`; SIL OFL 1.1, see fonts/icons-OFL.txt) with fonttools' pyftsubset. The
# code points are those of src/game/theme/icon.rs.
if command -v pyftsubset >/dev/null && [ -f /usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf ]; then
    codes=$(grep -o "'\\\\u{f[0-9a-f]*}'" ../src/game/theme/icon.rs | sed "s/'\\\\u{\(.*\)}'/U+\1/" | paste -sd, -)
    pyftsubset /usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf --unicodes="$codes" \
        --output-file=fonts/icons.ttf --layout-features='' --no-hinting
fi

# Emoji in a player's name: Noto Emoji, Google's monochrome outline emoji (SIL OFL 1.1, see
# fonts/Noto-OFL.txt), from the npm package `@fontsource/noto-emoji`, whose pieces (WOFF, one
# per Unicode range) are joined into one TrueType font, keeping the emoji code points alone
# (the digits, # and * stay Andika's).
if command -v npm >/dev/null && python3 -c 'import fontTools' 2>/dev/null; then
    work=$(mktemp -d)
    (cd "$work" && npm pack --silent @fontsource/noto-emoji@5.3.2 >/dev/null && tar xzf ./*.tgz)
    python3 - "$work" <<'PY'
import glob, sys
from fontTools.merge import Merger
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont
work = sys.argv[1]
pieces = []
for woff in sorted(glob.glob(f"{work}/package/files/noto-emoji-*-400-normal.woff")):
    font = TTFont(woff)
    font.flavor = None
    font.save(woff + ".ttf")
    pieces.append(woff + ".ttf")
font = Merger().merge(pieces)
keep = [c for c in font.getBestCmap() if c >= 0x200D]
options = Options()
options.layout_features = ["*"]
options.hinting = False
subsetter = Subsetter(options)
subsetter.populate(unicodes=keep)
subsetter.subset(font)
font.save("fonts/NotoEmoji-Regular.ttf")
PY
    rm -rf "$work"
fi

# The pictures the game itself draws (a room's code, a child's animal, the away mark and the
# smile at the end of a game), cut from Noto Emoji into a small font of their own, "Awale
# Pictures", built into the web page's first load; the whole Noto Emoji is fetched only for a
# name typed with another emoji (src/game/theme/fonts.rs). The code points are those of
# src/net/code.rs's PICTURES, src/net/animals.rs's ANIMALS and src/game/theme/fonts.rs's
# GAME_EMOJI.
if python3 -c 'import fontTools' 2>/dev/null; then
    python3 - <<'PY'
import re
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont
text = open("../src/net/code.rs", encoding="utf-8").read()
text += open("../src/net/animals.rs", encoding="utf-8").read()
text += re.search(r'GAME_EMOJI: &str = "([^"]*)"', open("../src/game/theme/fonts.rs", encoding="utf-8").read()).group(1)
keep = sorted({ord(c) for c in text if ord(c) >= 0x2300} | {0x200D, 0xFE0F})
font = TTFont("fonts/NotoEmoji-Regular.ttf")
options = Options()
options.layout_features = ["*"]
options.hinting = False
options.name_IDs = ["*"]
subsetter = Subsetter(options)
subsetter.populate(unicodes=keep)
subsetter.subset(font)
for record in font["name"].names:
    if record.nameID in (1, 3, 4, 6, 16):
        value = "AwalePictures-Regular" if record.nameID == 6 else "Awale Pictures"
        record.string = value + (" Regular" if record.nameID == 4 else "")
font.save("fonts/pictures.ttf")
PY
fi
