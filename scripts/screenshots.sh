#!/usr/bin/env bash
# Screenshots of the desktop app's four views, for docs/screenshots/.
#
# Runs the debug binary under Xvfb (no display, no GPU needed) with a fresh
# settings folder, so it opens the bundled sample tournament (or, while
# assets/sample.swissdesk.ron does not exist, a generated TRF), clicks each
# tab and saves docs/screenshots/{tournament,players,round,standings}.png.
#
# Needs: xvfb, imagemagick (import), xdotool
#   apt-get update && apt-get install -y --no-install-recommends xvfb imagemagick xdotool
# Options (environment): WIDTH, HEIGHT (window size, default 1120x760),
#   THEME=dark for the dark theme, SKIP_BUILD=1 to use the binary as built,
#   BIN=path to use another binary, OUT=folder for the PNGs.
set -euo pipefail
cd "$(dirname "$0")/.."

WIDTH=${WIDTH:-1120}
HEIGHT=${HEIGHT:-760}
OUT=${OUT:-docs/screenshots}
BIN=${BIN:-target/debug/swissdesk}
DISPLAY_NUM=${DISPLAY_NUM:-:97}

for tool in Xvfb import xdotool; do
    command -v "$tool" >/dev/null || { echo "screenshots.sh: $tool is missing (see the header)" >&2; exit 1; }
done
[ -n "${SKIP_BUILD:-}" ] || cargo build
mkdir -p "$OUT"

WORK=$(mktemp -d)
# The target folder is shared: take a copy at once, and check that it is the
# desktop build (a `--no-default-features` build has no iced in it).
cp "$BIN" "$WORK/swissdesk"
BIN=$WORK/swissdesk
grep -q iced_winit "$BIN" || { echo "screenshots.sh: $BIN was built without the gui feature; run cargo build" >&2; exit 1; }
mkdir -p "$WORK/xdg" "$WORK/config" && chmod 700 "$WORK/xdg"
if [ "${THEME:-light}" = dark ]; then
    printf '(theme: Dark)\n' > "$WORK/config/settings.ron"
fi

ARGS=()
if [ ! -f assets/sample.swissdesk.ron ]; then
    echo "screenshots.sh: no assets/sample.swissdesk.ron yet; using a generated tournament" >&2
    "$BIN" generate --dutch --players 14 --rounds 4 --seed 7 -o "$WORK/demo.trf"
    ARGS=("$WORK/demo.trf")
fi

Xvfb "$DISPLAY_NUM" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
APP=
cleanup() {
    [ -n "$APP" ] && kill "$APP" 2>/dev/null || true
    kill "$XVFB" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
export DISPLAY=$DISPLAY_NUM XDG_RUNTIME_DIR=$WORK/xdg SWISSDESK_CONFIG_DIR=$WORK/config SWISSDESK_LANG=en
# Wait until the X server answers (it can take a while on a busy machine).
for _ in $(seq 1 50); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done

# The renderer: wgpu when Vulkan is there (lavapipe: apt-get install mesa-vulkan-drivers),
# else tiny-skia. Force one with ICED_BACKEND=tiny-skia|wgpu.
"$BIN" "${ARGS[@]}" >"$WORK/app.log" 2>&1 &
APP=$!
WIN=
for _ in $(seq 1 80); do
    WIN=$(xdotool search --name "Swissdesk" 2>/dev/null | head -1 || true)
    [ -n "$WIN" ] && break
    sleep 0.25
done
[ -n "$WIN" ] || { echo "screenshots.sh: the window did not appear" >&2; cat "$WORK/app.log" >&2; exit 1; }
xdotool windowsize --sync "$WIN" "$WIDTH" "$HEIGHT" || true
xdotool windowmove "$WIN" 0 0 || true
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
sleep 2

# iced 0.14's tiny-skia renderer may skip the frame after a click (its damage
# tracking; iced-rs/iced#3032): hovering a tool-bar button forces a new frame.
# Then park the pointer where it highlights nothing.
redraw() {
    sleep 0.5
    xdotool mousemove --window "$WIN" $((WIDTH - 398)) 22
    sleep 0.5
    xdotool mousemove --window "$WIN" $((WIDTH - 5)) $((HEIGHT - 40))
}

# Centres of the four tabs in the tool bar (second row), in window pixels.
TAB_Y=62
declare -A TAB_X=([tournament]=66 [players]=160 [round]=245 [standings]=343)

shoot() {
    import -window "$WIN" "$OUT/$1.png"
    echo "written $OUT/$1.png"
}

for view in tournament players standings; do
    xdotool mousemove --window "$WIN" "${TAB_X[$view]}" "$TAB_Y" click 1
    redraw
    sleep 0.5
    shoot "$view"
done

# The cross table: the "Cross table" switch at the right of the standings heading.
xdotool mousemove --window "$WIN" $((WIDTH - 71)) 157 click 1
redraw
sleep 0.5
shoot crosstable

# The rounds view, last: pair the next round (the sample has no file, so
# nothing is saved), then enter three results from the keyboard.
xdotool mousemove --window "$WIN" "${TAB_X[round]}" "$TAB_Y" click 1
redraw
xdotool mousemove --window "$WIN" $((WIDTH - 264)) 159 click 1
sleep 4
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
for key in 1 equal 0; do
    xdotool key "$key"
    sleep 0.4
done
redraw
sleep 0.5
shoot round
