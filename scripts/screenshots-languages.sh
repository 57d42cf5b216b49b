#!/usr/bin/env bash
# Every view of the desk in every language at 1024×600 (the smallest venue
# laptop), to look at: for each of en de fr es ru, the bundled sample in FIDE
# mode (the tool bar's sign takes room) with its six views (Ctrl+1 … Ctrl+6)
# and the File menu open, and a team event's tournament view (its tie-break
# help and colour setting). Written to OUT (default target/screenshots-languages,
# not docs/: these are for checking), as LANG-VIEW.png, with one sheet per
# language of the tool and status bars (bars-LANG.png) where a cut label shows.
#
# Needs: xvfb, imagemagick (import, montage), xdotool (see scripts/screenshots.sh).
# Options (environment): SKIP_BUILD=1 to use the binary and team event as built,
#   BIN=path to the app, LANGS="de ru" for some languages only, OUT=folder.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${OUT:-target/screenshots-languages}
BIN=${BIN:-target/debug/swissdesk}
LANGS=${LANGS:-en de fr es ru}
SCRIPT=screenshots-languages.sh
. scripts/xvfb.sh
need_tools
work_begin
TEAMS=$WORK/teams.swissdesk.ron
SWISSDESK_SAVE_TEAM_EVENT=$TEAMS cargo test --test gui teams:: >/dev/null
[ -n "${SKIP_BUILD:-}" ] || cargo build
mkdir -p "$OUT"
xvfb_begin

PAUSE=${PAUSE:-3}
shot() { sleep "$PAUSE"; import -window root -crop 1024x600+0+0 "$OUT/$1.png"; }
key() { xdotool windowfocus --sync "$WIN"; xdotool key "$@"; }

# open LANG FILE: the app on FILE in LANG, with settings of its own.
open() {
    rm -rf "$WORK/config" && mkdir -p "$WORK/config"
    app_start "$WORK/app.log" env SWISSDESK_CONFIG_DIR="$WORK/config" SWISSDESK_LANG="$1" \
        ICED_BACKEND="${ICED_BACKEND:-tiny-skia}" "$WORK/swissdesk" "$2"
    app_window 1024 600
    sleep "$PAUSE"
}

views=(tournament players rounds standings audit settings)
for lang in $LANGS; do
    event=$WORK/Turniere-2026/swissdesk-open-2026-$lang.swissdesk.ron
    mkdir -p "$(dirname "$event")"
    cp assets/sample.swissdesk.ron "$event"
    SWISSDESK_LANG=en "$WORK/swissdesk" fide-mode "$event" on >/dev/null
    open "$lang" "$event"
    for i in "${!views[@]}"; do
        key "ctrl+$((i + 1))"
        shot "$lang-${views[$i]}"
    done
    key ctrl+1
    xdotool mousemove 40 22 click 1    # the File menu, first in the tool bar
    shot "$lang-file-menu"
    key Escape
    cp "$TEAMS" "$WORK/team-championship-$lang.swissdesk.ron"
    open "$lang" "$WORK/team-championship-$lang.swissdesk.ron"
    shot "$lang-teams-tournament"
    # The bars of every view, full size, one under the other.
    strips=()
    for view in "${views[@]}" file-menu teams-tournament; do
        convert "$OUT/$lang-$view.png" -crop 1024x92+0+0 +repage "$WORK/top-$view.png"
        convert "$OUT/$lang-$view.png" -crop 1024x28+0+572 +repage "$WORK/bottom-$view.png"
        strips+=("$WORK/top-$view.png" "$WORK/bottom-$view.png")
    done
    montage "${strips[@]}" -tile 1x -geometry +0+4 -background '#888' "$OUT/bars-$lang.png"
    echo "$OUT: $lang"
done
app_stop
