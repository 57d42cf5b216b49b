#!/usr/bin/env bash
# Screenshots of FIDE mode at the desk (issue 33), for docs/screenshots/, at 1024×600:
#   fide-mode-refused: a late entry rated 2900 after round 4 of the sample, refused in FIDE mode
#     (the tool bar's sign "FIDE mode on", the command's message under the add form, the
#     name and rating kept in the form);
#   fide-mode-leave: the dialog that leaves FIDE mode, a reason typed;
#   fide-mode-left: the card and the tool bar after leaving (the reason shown);
#   fide-mode-leave-de: the dialog in German;
#   fide-mode-card-ru: the Tournament page in Russian, the card in view without scrolling.
# The event is the bundled sample with FIDE mode turned on (`swissdesk fide-mode FILE on`),
# opened by its name from the folder it is in, as an arbiter opens it from a terminal: the
# notice "Opened …" names the file, not the scratch folder's /tmp path.
# Clicks are at the places the labels take at 1024×600 (English, German); the late entry's
# rating is reached with Tab from its name (the form's field widths do not matter).
#
# Needs: xvfb, imagemagick (import), xdotool (see scripts/screenshots.sh).
# Options (environment): SKIP_BUILD=1 to use the binary as built, BIN=path, OUT=folder.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${OUT:-docs/screenshots}
BIN=${BIN:-target/debug/swissdesk}
SCRIPT=screenshots-fide.sh
. scripts/xvfb.sh
need_tools
[ -n "${SKIP_BUILD:-}" ] || cargo build
mkdir -p "$OUT"
work_begin
xvfb_begin

PAUSE=${PAUSE:-4}
shot() { sleep "$PAUSE"; import -window root -crop 1024x600+0+0 "$OUT/$1.png"; echo "$OUT/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; }
typed() { xdotool windowfocus --sync "$WIN"; xdotool type --delay 40 "$1"; }

# start LANG: the sample in FIDE mode, fresh settings, in LANG (a fresh copy in a folder
# of its own, opened from there by its name).
EVENT=swissdesk-open-2026.swissdesk.ron
start() {
    app_stop
    rm -rf "$WORK/config" "$WORK/$1" && mkdir -p "$WORK/config" "$WORK/$1"
    cp assets/sample.swissdesk.ron "$WORK/$1/$EVENT"
    SWISSDESK_LANG=en "$WORK/swissdesk" fide-mode "$WORK/$1/$EVENT" on >/dev/null
    app_start "$WORK/app.log" env -C "$WORK/$1" SWISSDESK_CONFIG_DIR="$WORK/config" SWISSDESK_LANG="$1" \
        ICED_BACKEND="${ICED_BACKEND:-tiny-skia}" "$WORK/swissdesk" "$EVENT"
    app_window 1024 600
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
click 350 346; typed "Late, Grandmaster"
sleep 1
xdotool key Tab; sleep 1; typed "2900"
sleep 1
xdotool key Return
sleep 2
# Off the rating field (the "Late entry" label): a focused field would take
# the Ctrl+1 below as a typed "1".
click 64 346
shot fide-mode-refused
to_card
click 112 262    # Leave FIDE mode…
sleep 2
typed "Organiser's rules: full-point byes for the junior squad"
shot fide-mode-leave
xdotool key Return
shot fide-mode-left

start de
to_card
click 130 280    # FIDE-Modus verlassen…
sleep 2
typed "Hausregel des Veranstalters: Freilose mit vollem Punkt"
shot fide-mode-leave-de

start ru
to_card
shot fide-mode-card-ru
