#!/usr/bin/env bash
# Screenshots of FIDE mode at the desk (issue 33), for docs/screenshots/, at 1024×600:
#   fide-mode-refused: a late entry rated 2900 after round 4 of the sample, refused in FIDE mode
#     (the tool bar's sign "FIDE mode on", the command's message in the notice line);
#   fide-mode-leave: the dialog that leaves FIDE mode, a reason typed;
#   fide-mode-left: the card and the tool bar after leaving (the reason shown);
#   fide-mode-leave-de: the dialog in German;
#   fide-mode-card-ru: the Tournament page in Russian, the card in view without scrolling.
# The event is the bundled sample with FIDE mode turned on (`swissdesk fide-mode FILE on`).
# Clicks are at the places the labels take at 1024×600 (English, German).
#
# Needs: xvfb, imagemagick (import), xdotool (see scripts/screenshots.sh).
# Options (environment): SKIP_BUILD=1 to use the binary as built, BIN=path, OUT=folder.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${OUT:-docs/screenshots}
BIN=${BIN:-target/debug/swissdesk}
DISPLAY_NUM=${DISPLAY_NUM:-:95}
for tool in Xvfb import xdotool; do
    command -v "$tool" >/dev/null || { echo "screenshots-fide.sh: $tool is missing" >&2; exit 1; }
done
[ -n "${SKIP_BUILD:-}" ] || cargo build
mkdir -p "$OUT"
WORK=$(mktemp -d)
cp "$BIN" "$WORK/swissdesk"

Xvfb "$DISPLAY_NUM" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
APP=
cleanup() {
    [ -n "$APP" ] && kill "$APP" 2>/dev/null || true
    kill "$XVFB" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
export DISPLAY=$DISPLAY_NUM XDG_RUNTIME_DIR=$WORK/xdg
mkdir -p "$WORK/xdg" && chmod 700 "$WORK/xdg"
sleep 2
for _ in $(seq 1 150); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done

PAUSE=${PAUSE:-4}
shot() { sleep "$PAUSE"; import -window root -crop 1024x600+0+0 "$OUT/$1.png"; echo "$OUT/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; }
typed() { xdotool windowfocus --sync "$WIN"; xdotool type --delay 40 "$1"; }

# start LANG: the sample in FIDE mode, fresh settings, in LANG.
start() {
    [ -n "$APP" ] && { kill "$APP" 2>/dev/null || true; wait "$APP" 2>/dev/null || true; }
    rm -rf "$WORK/config" && mkdir -p "$WORK/config"
    cp assets/sample.swissdesk.ron "$WORK/event-$1.swissdesk.ron"
    SWISSDESK_LANG=en "$WORK/swissdesk" fide-mode "$WORK/event-$1.swissdesk.ron" on >/dev/null
    SWISSDESK_CONFIG_DIR=$WORK/config SWISSDESK_LANG=$1 ICED_BACKEND=${ICED_BACKEND:-tiny-skia} \
        "$WORK/swissdesk" "$WORK/event-$1.swissdesk.ron" >"$WORK/app.log" 2>&1 &
    APP=$!
    WIN=
    for _ in $(seq 1 100); do
        WIN=$(xdotool search --name "Swissdesk" 2>/dev/null | head -1 || true)
        [ -n "$WIN" ] && break
        sleep 0.3
    done
    [ -n "$WIN" ] || { echo "screenshots-fide.sh: no window" >&2; cat "$WORK/app.log" >&2; exit 1; }
    xdotool windowsize "$WIN" 1024 600
    xdotool windowfocus --sync "$WIN"
    sleep "$PAUSE"
}
# The tournament view: its FIDE mode card is the first card, in view without scrolling.
to_card() {
    xdotool key ctrl+1
    sleep 2
}

start en
xdotool key ctrl+2
sleep 2
click 350 390; typed "Late, Grandmaster"
click 638 390; typed "2900"
click 944 390
shot fide-mode-refused
to_card
click 112 326    # Leave FIDE mode… (under the two-line refusal notice)
sleep 2
typed "Organiser's rules: full-point byes for the junior squad"
shot fide-mode-leave
xdotool key Return
shot fide-mode-left

start de
to_card
click 130 324    # FIDE-Modus verlassen…
sleep 2
typed "Hausregel des Veranstalters: Freilose mit vollem Punkt"
shot fide-mode-leave-de

start ru
to_card
shot fide-mode-card-ru
