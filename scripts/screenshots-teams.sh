#!/usr/bin/env bash
# Screenshots of a team competition at the desk (issue 30), for docs/screenshots/,
# at 1024×600 (the smallest venue laptop) in English:
#   teams-new: New, the participants pick list open (players or teams);
#   teams: the teams view (team 1's roster in board order, its line-up for round 4);
#   teams-round: round 4 paired by the Swiss team engine (Ctrl+P), some boards
#     entered from the keyboard: each match with its live score, then its boards;
#   teams-standings, teams-crosstable: the team standings and the team cross table.
# The event is the one tests/gui_teams.rs builds (8 teams of 4, three rounds
# played), saved through SWISSDESK_SAVE_TEAM_EVENT. Clicks are at the places
# the English labels take at 1024×600.
#
# Needs: xvfb, imagemagick (import), xdotool (see scripts/screenshots.sh).
# Options (environment): SKIP_BUILD=1 to use the binary and event as built,
#   BIN=path to the app, EVENT=path to a team event document, OUT=folder.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${OUT:-docs/screenshots}
BIN=${BIN:-target/debug/swissdesk}
SCRIPT=screenshots-teams.sh
. scripts/xvfb.sh
need_tools
work_begin
EVENT=${EVENT:-$WORK/teams.swissdesk.ron}
if [ -z "${SKIP_BUILD:-}" ] || [ ! -f "$EVENT" ]; then
    SWISSDESK_SAVE_TEAM_EVENT=$EVENT cargo test --test gui_teams >/dev/null
fi
[ -n "${SKIP_BUILD:-}" ] || cargo build
mkdir -p "$OUT"
cp "$EVENT" "$WORK/event.swissdesk.ron"
xvfb_begin
export SWISSDESK_CONFIG_DIR=$WORK/config SWISSDESK_LANG=en

app_start "$WORK/app.log" env ICED_BACKEND="${ICED_BACKEND:-tiny-skia}" "$WORK/swissdesk" "$WORK/event.swissdesk.ron"
app_window 1024 600
# The machine may be busy: give each step time to be drawn.
PAUSE=${PAUSE:-5}
shot() { sleep "$PAUSE"; import -window root -crop 1024x600+0+0 "$OUT/$1.png"; echo "$OUT/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; }
key() { xdotool windowfocus --sync "$WIN"; xdotool key "$@"; }

# The teams view: Tournament, Players, Teams, … (the Teams tab third).
click 261 57
shot teams
# Round 4: paired by the engine, then six boards entered from the keyboard.
key ctrl+p
sleep "$PAUSE"
for k in 1 equal 0 1 equal equal; do key "$k"; sleep 1; done
shot teams-round
key ctrl+4
xdotool mousemove 600 590
shot teams-standings
click 745 105
shot teams-crosstable
# New: the participants are chosen on the tournament view (the pick list
# opened). The event's own file has no unsaved change: no question first.
click 421 22
shot teams-new-plain
click "${PICK_X:-855}" "${PICK_Y:-157}"
shot teams-new
