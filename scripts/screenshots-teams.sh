#!/usr/bin/env bash
# Screenshots of a team competition at the desk (issue 30), for docs/screenshots/,
# at 1024×600 (the smallest venue laptop) in English:
#   new-tournament: New: the tournament view of a new event (FIDE mode on; the manual's §3);
#   teams-new: the same with the participants pick list open (players or teams);
#   teams: the teams view (team 1's roster in board order, its line-up for round 4);
#   teams-round: round 4 paired by the Swiss team engine (Ctrl+P), some boards
#     entered from the keyboard: each match with its live score, then its boards;
#   teams-standings, teams-crosstable: the team standings and the team cross table;
# then, on the second event (5 teams of 2, round 2 paired, Davos withdrawn):
#   teams-bye: Basel's half-point bye requested for round 4, as a chip with its ✕;
#   teams-withdrawn: Davos, withdrawn from round 2 (no bye, no line-up);
#   teams-withdraw-dialog: "Withdraw team…" on Aarau, a reason typed;
#   teams-override: "Change the pairing…" in round 2: Chur picked for Aarau's
#     place (the pairing-allocated bye moves to Aarau), the checker's finding,
#     the reason typed;
#   teams-override-log: saved: the audit log's entry (before, after, reason, checker).
# The events are the ones tests/gui/teams.rs builds (8 teams of 4, three rounds
# played; the byes-and-withdrawal test's 5 teams), saved through
# SWISSDESK_SAVE_TEAM_EVENT and SWISSDESK_SAVE_TEAM_DESK_EVENT. Clicks are at
# the places the English labels take at 1024×600.
#
# Needs: xvfb, imagemagick (import), xdotool (see scripts/screenshots.sh).
# Options (environment): SKIP_BUILD=1 to use the binary and event as built,
#   BIN=path to the app, EVENT and DESK_EVENT=paths to the two team event documents, OUT=folder.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${OUT:-docs/screenshots}
BIN=${BIN:-target/debug/swissdesk}
SCRIPT=screenshots-teams.sh
. scripts/xvfb.sh
need_tools
work_begin
EVENT=${EVENT:-$WORK/teams.swissdesk.ron}
DESK_EVENT=${DESK_EVENT:-$WORK/desk.swissdesk.ron}
if [ -z "${SKIP_BUILD:-}" ] || [ ! -f "$EVENT" ] || [ ! -f "$DESK_EVENT" ]; then
    SWISSDESK_SAVE_TEAM_EVENT=$EVENT SWISSDESK_SAVE_TEAM_DESK_EVENT=$DESK_EVENT \
        cargo test --test gui teams:: >/dev/null
fi
[ -n "${SKIP_BUILD:-}" ] || cargo build
mkdir -p "$OUT"
# Opened from the scratch folder by a plain name: the notice and the status
# bar show "schools-team-cup.swissdesk.ron", not a temporary path.
cp "$EVENT" "$WORK/schools-team-cup.swissdesk.ron"
cp "$DESK_EVENT" "$WORK/team-league.swissdesk.ron"
xvfb_begin
export SWISSDESK_CONFIG_DIR=$WORK/config SWISSDESK_LANG=en

app_start "$WORK/app.log" env -C "$WORK" ICED_BACKEND="${ICED_BACKEND:-tiny-skia}" ./swissdesk \
    schools-team-cup.swissdesk.ron
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
# New (Ctrl+N, as the File menu shows): the participants are chosen on the
# tournament view (the pick list opened). The event's own file has no
# unsaved change: no question first.
key ctrl+n
shot new-tournament
click "${PICK_X:-855}" "${PICK_Y:-157}"
shot teams-new

# The team's own entries and a pairing changed by hand, on the second event.
app_start "$WORK/app-desk.log" env -C "$WORK" ICED_BACKEND="${ICED_BACKEND:-tiny-skia}" ./swissdesk \
    team-league.swissdesk.ron
app_window 1024 600
# On a busy machine a click before the first frames are drawn is lost.
sleep "$PAUSE"
click 261 57
sleep 2
click 150 218
shot teams-bye
click 150 277
shot teams-withdrawn
click 150 189
sleep 2
click 932 106
sleep "$PAUSE"
click 510 369
xdotool type --delay 30 "Team bus cancelled: cannot travel to rounds 3 and 4"
shot teams-withdraw-dialog
key Escape
# Round 2: Emmen – Aarau, Chur has the pairing-allocated bye. Chur is picked
# for Aarau's place (typed in the picker, Enter): the bye moves to Aarau.
click 346 57
sleep "$PAUSE"
click 826 283
sleep "$PAUSE"
click 460 238
sleep "$PAUSE"
xdotool type --delay 40 "chur"
key Return
sleep "$PAUSE"
# The reason field (it moves down once a reason is typed and Save is offered).
click 806 436
xdotool type --delay 30 "Aarau arrived 40 minutes late; Chur agreed to play instead"
shot teams-override
click 690 496
sleep "$PAUSE"
# Hovered first: a click while the saved pairing is still being drawn was lost.
xdotool mousemove 546 57
sleep 2
click 546 57
shot teams-override-log
