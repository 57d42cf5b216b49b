#!/usr/bin/env bash
# Screenshots of the desktop app, for docs/screenshots/.
#
# Runs the debug binary under Xvfb (no display, no GPU needed) with a fresh
# settings folder, so it opens the bundled sample tournament (or, while
# assets/sample.swissdesk.ron does not exist, a generated TRF), and saves:
#   English: tournament, players, players-requests, standings, crosstable,
#     settings, round (round 5 paired, three results entered), override (the
#     override editor with the rules checker's findings), explain (the
#     engine's explanation of a board), audit (the audit log with the override),
#     round-changed (the boards changed by hand marked, with the legend),
#     correction (a published result of round 4 changed: the question),
#     undo (the override undone with Ctrl+Z, the Redo button's tooltip);
#   French and Russian (SWISSDESK_LANG): players-fr, round-fr, players-ru, round-ru;
#   Russian at 1024×600: round-ru (replacing the one above), override-ru-1024
#     (the override editor of round 5).
# Views are chosen with Ctrl+1 … Ctrl+6, so the clicks do not depend on the
# width of the translated tab labels.
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
SCRIPT=screenshots.sh
. scripts/xvfb.sh

need_tools
[ -n "${SKIP_BUILD:-}" ] || cargo build
mkdir -p "$OUT"
work_begin
xvfb_begin
BIN=$WORK/swissdesk
export SWISSDESK_CONFIG_DIR=$WORK/config

ARGS=()
if [ ! -f assets/sample.swissdesk.ron ]; then
    echo "screenshots.sh: no assets/sample.swissdesk.ron yet; using a generated tournament" >&2
    "$BIN" generate --dutch --players 14 --rounds 4 --seed 7 -o "$WORK/demo.trf"
    ARGS=("$WORK/demo.trf")
fi

# start LANG: (re)starts the app in language LANG on the sample, fresh settings.
# The renderer: wgpu when Vulkan is there (lavapipe: apt-get install mesa-vulkan-drivers),
# else tiny-skia. Force one with ICED_BACKEND=tiny-skia|wgpu.
start() {
    app_stop
    rm -f "$WORK/config/settings.ron"
    if [ "${THEME:-light}" = dark ]; then
        printf '(theme: Dark)\n' > "$WORK/config/settings.ron"
    fi
    app_start "$WORK/app-$1.log" env SWISSDESK_LANG="$1" "$BIN" "${ARGS[@]}"
    app_window "$WIDTH" "$HEIGHT"
    sleep 1
}

# iced 0.14's tiny-skia renderer may skip the frame after a click (its damage
# tracking; iced-rs/iced#3032): hovering a tool-bar button forces a new frame.
# Then park the pointer where it highlights nothing.
redraw() {
    sleep 0.5
    xdotool mousemove --window "$WIN" $((WIDTH - 398)) 22
    sleep 0.5
    xdotool mousemove --window "$WIN" $((WIDTH - 5)) $((HEIGHT - 40))
}

shoot() {
    redraw
    sleep 0.5
    import -window "$WIN" "$OUT/$1.png"
    echo "written $OUT/$1.png"
}

click() {
    xdotool mousemove --window "$WIN" "$1" "$2" click 1
    sleep "${3:-0.5}"
}

# view N: Ctrl+N (1 tournament, 2 players, 3 rounds, 4 standings, 5 audit log, 6 settings).
view() {
    xdotool key "ctrl+$1"
    sleep 0.5
}

# ---- English ----
start en
view 1; shoot tournament
view 2; shoot players
# The second page of the players view: "Byes and forbidden pairs".
click 221 105; shoot players-requests
click 62 105    # back to "Player list"
view 4; shoot standings
# The cross table: the switch left of the "Print / export" menu.
click 828 114; shoot crosstable
click 727 114
view 6; shoot settings

# The rounds view: pair round 5 (the sample has no file, so nothing is
# saved), then enter three results from the keyboard.
view 3
click $((WIDTH - 264)) 115 4
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
for key in 1 equal 0; do
    xdotool key "$key"
    sleep 0.4
done
shoot round

# The override editor from board 1: "Change players…", then Black of
# board 1 := 11, who played 1 in round 4: an absolute finding. Then the
# reason, and the confirmation (ticked, it moves the buttons down).
click 120 322
click 670 230 3
click 450 237 2
click 760 598 3
click 883 591
xdotool type --delay 30 "Players 1 and 6 are siblings (forbidden pair reported late)"
click 800 623 1
shoot override
# Save: "Pairing changed by hand" in the log, boards 1 and 3 marked as
# changed by the arbiter, with the legend under the boards.
click 748 696 2
shoot round-changed

# A published result of round 4 changed from the keyboard: the correction
# asks a reason and says that round 5 was paired on the old result.
click 314 106 1
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
for key in Down Down 0; do
    xdotool key "$key"
    sleep 0.4
done
sleep 0.6
shoot correction
click 820 489 1    # Cancel (the correction is not made)

# The engine's explanation, opened from board 4 of round 5 (the notice
# line is still there).
click 400 106 1
click 120 413
click 89 264 4
shoot explain

view 5; shoot audit

# Undo the override from the keyboard: the rounds view with the notice, and
# the Redo button's tooltip naming the change (right end of the tabs row).
view 3
xdotool key ctrl+z
redraw
xdotool mousemove --window "$WIN" $((WIDTH - 50)) 59
sleep 1.5
import -window "$WIN" "$OUT/undo.png"
echo "written $OUT/undo.png"

# ---- French and Russian ----
for lang in fr ru; do
    start "$lang"
    view 2; shoot "players-$lang"
    view 3; shoot "round-$lang"
done

# ---- Russian at 1024×600: the rounds view, the override editor of round 5 ----
WIDTH=1024
HEIGHT=600
start ru
view 3
shoot round-ru
click 505 106 5
click 778 231 3
shoot override-ru-1024
