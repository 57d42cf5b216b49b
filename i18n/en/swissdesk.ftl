# Swissdesk — English (the reference language: every other file must have these ids)

app-name = Swissdesk

## Store: tournament files, backups, settings (src/store/)

store-not-found = The file { $path } does not exist.
store-permission-read = Permission denied: Swissdesk may not read { $path }.
store-permission-write = Permission denied: Swissdesk may not write { $path } (check the file and its folder).
store-read-failed = Could not read { $path }: { $error }
store-write-failed = Could not write { $path }: { $error }
store-empty = The file { $path } is empty, so it is not a Swissdesk tournament (a crash or a full disk may have cut it off).
store-binary = The file { $path } is not a text file (line { $line }, byte { $column } is a control byte no Swissdesk file holds), so it is not a Swissdesk tournament; it is damaged or of another kind.
store-not-a-document = The file { $path } is not a Swissdesk tournament (line { $line }, column { $column }: it does not start with a tournament's fields).
store-not-a-document-field = The file { $path } is not a Swissdesk tournament but probably another program's file: line { $line }, column { $column } has the field “{ $field }”, which no tournament has, and it has neither “event” nor “players”.
store-invalid-utf8 = File { $path }, line { $line }, column { $column }: this is not text Swissdesk can read (invalid UTF-8); the file is damaged or is not a Swissdesk file.
store-corrupt = File { $path }, line { $line }, column { $column }: { $message }
store-corrupt-field = File { $path }, line { $line }, column { $column }, in { $field }: { $message }
store-newer-version = The file { $path } was made by a newer Swissdesk (file format { $found }; this version reads formats up to { $supported }). Please update Swissdesk to open it.
store-unsupported-version = The file { $path } has file format version { $found }, which no version of Swissdesk wrote.
store-migration-failed = The file { $path } (file format { $from }) could not be converted to the current format: { $message }
store-serialize-failed = Could not turn the data into text for { $path }: { $message }
store-refuse-overwrite = { $path } did not load correctly, so Swissdesk will not overwrite it. Use "Save as" to save under a new name.
store-locked = { $path } is being edited by another Swissdesk (process { $pid } on { $host }, since { $since }), so it was not changed. Open it read-only, or close it there first.
store-locked-unknown = { $path } is being edited by another Swissdesk, so it was not changed. Open it read-only, or close it there first.
store-read-only = { $path } is open read-only because another Swissdesk is editing it: use “Save as” to keep your changes in another file.
store-lock-taken-over = { $path } was still marked as being edited by a Swissdesk that did not close properly (process { $pid } on { $host }, since { $since }); that process is gone, so this Swissdesk has taken the file over.
store-no-path = This tournament has not been saved yet: choose a file with "Save as".
store-not-a-file-path = { $path } is not a file name Swissdesk can save to.
store-no-config-dir = Swissdesk could not find a folder for its settings (is there a home folder?). Set { $env } to the folder to use.
store-recovered-from-backup = { $path } could not be loaded, so its backup { $backup } was opened instead. Use "Save as" to save it under a new name; the damaged file was left untouched.
store-settings-corrupt-moved = The settings file was damaged and has been kept as { $path }; new settings were saved.

## Pairing engines
pairing-error-impossible = No pairing of round { $round } satisfies the absolute criteria (no rematches, forbidden pairs, colour rules, one legal bye): the arbiter must decide.
pairing-error-no-initial-colour = The initial colour has not been drawn: it is needed to pair round 1.
pairing-error-nobody = Nobody is to be paired in round { $round }.
pairing-error-unsupported = The pairing system "{ $system }" is not available yet.
pairing-error-round-paired = Round { $round } is already paired.

## Commands
command-error-no-player = There is no player with pairing number { $tpn }.
command-error-no-round = Round { $round } does not exist.
command-error-no-board = Round { $round } has no board { $board }.
command-error-round-started = Player { $tpn } already has results or byes; withdraw the player instead of removing them.
command-error-published = Round { $round } is published; use "correct published pairing" to change it.
command-error-round-paired = Round { $round } is already paired.
command-error-not-last-round = Only the last paired round can be unpaired (round { $round } is not the last).
command-error-results-entered = Round { $round } already has results; clear them before unpairing.
command-error-pairing-players = The pairing for round { $round } names an unknown player or a player twice.
command-error-not-forbidden = Players { $players } are not a forbidden pair.
command-error-withdrawn-while-paired = Player { $tpn } is already paired in round { $round }: a withdrawal takes effect from a round after the ones paired.

## Command line
cli-error-write = Cannot write { $path }: { $reason }
cli-error-no-gui = This build of Swissdesk has no desktop app (built without the "gui" feature); use a subcommand, see --help.
cli-long-absence = Player { $tpn } ({ $name }) has not played for { $rounds } rounds and was paired all the same: withdraw the player first if they have left.
cli-imported = Imported { $players ->
    [one] { $players } player
   *[other] { $players } players
} and { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} into { $path }.
cli-exported = Written { $path }.
cli-actor = command line
label-event = Event
label-city = City
label-federation = Federation
label-dates = Dates
label-chief-arbiter = Chief arbiter
label-deputies = Deputy arbiters
label-time-control = Time control
label-system = Pairing system
label-scoring = Points win / draw / loss
info-summary = { $players ->
    [one] { $players } player
   *[other] { $players } players
}, { $paired } of { $planned ->
    [one] { $planned } round
   *[other] { $planned } rounds
} paired
team-score-mp = match points
team-score-gp = game points
info-team-summary = { $teams } teams, { $boards } boards; match points { $win } / { $draw } / { $loss }; ranked by { $primary }
info-team-points = { $mp } MP, { $gp } GP
info-team-captain = Captain: { $captain }
info-team-round = Round { $round }
info-team-pending = result pending
col-place = Place
col-tpn = TPN
col-title = Title
col-name = Name
col-rating = Rating
col-fed = Fed
col-points = Points
check-round-differs = Round { $round } differs.
check-expected = Recorded:
check-got = Engine:
check-round-error = Round { $round } cannot be re-paired: { $error }
check-summary = { $matched } of { $total ->
    [one] { $total } round
   *[other] { $total } rounds
} identical.
check-only-recorded = Only in the file:
check-only-engine = Only from the engine:
check-colours-reversed = Colours reversed (as in the file):
check-bye-differs = Pairing-allocated bye: { $recorded } in the file, { $engine } from the engine.
check-points-only = points only
check-standings = Standings after round { $round } ({ $tiebreaks }; { $rules }): { $ranks } ranks checked.
check-standings-points = Participant { $tpn }: { $in_file } points in the file, { $computed } from the rounds.
check-standings-rank = Participant { $tpn }: rank { $in_file } in the file, computed { $places } ({ $values }).
check-ranks-unchecked = Ranks not checked: the file names no tie-breaks (202/212) and none were given (--tiebreaks).
check-discrepancies = { $count ->
    [one] { $count } discrepancy.
   *[other] { $count } discrepancies.
}
generate-error-rate = { $option } must be a share between 0 and 1, not { $value }.
generate-error-scoring = --scoring takes the points for a win, a draw and a loss, e.g. 3,1,0 (not { $value }).
generate-error-argument = The generator's command line cannot use "{ $argument }" (form: --SYSTEM -g [CONFIG] -o OUT.trf [-s SEED]).
generate-error-config = Cannot read the generator configuration { $path }: { $reason }
generate-error-config-line = { $path }, line { $line }: "{ $text }" is not a valid Key=Value line for the generator.
generate-error-config-key = { $path }, line { $line }: the generator has no parameter "{ $key }".
fide-mode-field = FIDE mode
fide-mode-not-rated = not a rated event
fide-mode-on = on (rated event)
fide-mode-left = left: { $reason }
fide-mode-left-state = left
fide-mode-left-notice = FIDE mode left by the arbiter: { $reason }
fide-mode-refused-numbers = FIDE mode: pairing numbers may not change after round 4 (round { $paired } is paired); enter the player with the last number, or leave FIDE mode with a reason.
fide-mode-refused-scoring = FIDE mode: a rated event is scored 1, ½, 0 (byes and forfeits as a win, a draw or a loss); keep that scoring, or leave FIDE mode with a reason.
fide-mode-refused-full-bye = FIDE mode: a full-point bye on request is not allowed in a rated event; give a half-point or zero-point bye, or leave FIDE mode with a reason.
fide-mode-refused-result = FIDE mode: the unrated result { $result } is not allowed in a rated event; record the game as played or as a forfeit (+/-), or leave FIDE mode with a reason.
fide-mode-reason-required = Leaving FIDE mode needs a reason: it is logged and shown on the printouts and in the TRF.
fide-mode-refused-unrate = FIDE mode: the event is rated since round 1 was paired; leave FIDE mode with a reason instead.
gui-fidemode-state-not-rated = Not a rated event: FIDE mode is off.
gui-fidemode-state-on = Rated event: FIDE mode is on.
gui-fidemode-state-left = Rated event, FIDE mode left: { $reason }
gui-fidemode-help = In FIDE mode a rated event refuses what FIDE's verification check-list flags: pairing numbers changed after round 4, a scoring other than 1, ½, 0, a full-point bye on request, unrated results (W, D, L). New events start in FIDE mode.
gui-fidemode-turn-on = Turn FIDE mode on
gui-fidemode-not-rated = Not a rated event
gui-fidemode-leave = Leave FIDE mode…
gui-fidemode-leave-title = Leave FIDE mode
gui-fidemode-leave-text = The restrictions of FIDE mode will no longer apply to this event. Your reason is written to the audit log and shown on the printouts and in the TRF.
gui-fidemode-reason-placeholder = Reason for leaving FIDE mode
gui-fidemode-leave-confirm = Leave and log the reason
gui-fidemode-badge-on = FIDE mode on
gui-fidemode-badge-left = FIDE mode left
gui-fidemode-done-on = FIDE mode is on: the event is rated.
gui-fidemode-done-left = FIDE mode left; the reason is in the audit log.
gui-fidemode-done-not-rated = The event is marked not rated.

## TRF import and export (src/trf/)
trf-field-record = record type
trf-field-tpn = pairing number
trf-field-sex = sex
trf-field-title = title
trf-field-name = name
trf-field-rating = rating
trf-field-federation = federation
trf-field-fide-id = FIDE id
trf-field-birth-date = birth date
trf-field-points = points
trf-field-rank = rank
trf-field-opponent = opponent
trf-field-colour = colour
trf-field-result = result
trf-field-rounds = number of rounds
trf-field-initial-colour = initial colour
trf-field-scoring = scoring system
trf-field-acceleration = acceleration
trf-field-forbidden-pair = forbidden pair
trf-field-bye = bye
trf-field-date = date
trf-field-round = round
trf-field-baku-group = Baku group (SDB)
trf-error-io = { $file }: { $reason }
trf-error-empty = { $file }: the file is empty, so it is not a tournament
trf-error-binary = { $file }:{ $line }:{ $column }: this is not a text file (a control byte no TRF holds), so it is not a tournament report
trf-error-no-players = { $file }: none of its { $lines } lines is a player record (001), so it is not a tournament report
trf-error-truncated = { $file }:{ $line }:{ $column }: { $field }: the line ends inside this field (truncated line?)
trf-error-bad-number = { $file }:{ $line }:{ $column }: { $field }: "{ $text }" is not a valid number here
trf-error-bad-value = { $file }:{ $line }:{ $column }: { $field }: "{ $text }" is not a valid value here
trf-error-misaligned = { $file }:{ $line }:{ $column }: { $field }: this column must be blank but holds "{ $found }"; the data is probably shifted by a column
trf-error-unknown-result = { $file }:{ $line }:{ $column }: { $field }: unknown result code "{ $code }"
trf-error-unknown-colour = { $file }:{ $line }:{ $column }: { $field }: unknown colour code "{ $code }" (expected w, b or -)
trf-error-duplicate-tpn = { $file }:{ $line }:{ $column }: { $field }: pairing number { $tpn } is already used on line { $first }
trf-error-unknown-player = { $file }:{ $line }:{ $column }: { $field }: there is no player with pairing number { $tpn }
trf-error-inconsistent-game = { $file }:{ $line }:{ $column }: { $field }: round { $round }, player { $tpn } against { $opponent }: { $problem }
trf-error-bye-with-opponent = { $file }:{ $line }:{ $column }: { $field }: bye code "{ $code }" cannot have an opponent
trf-error-result-needs-opponent = { $file }:{ $line }:{ $column }: { $field }: result code "{ $code }" needs an opponent
trf-error-colour-without-opponent = { $file }:{ $line }:{ $column }: { $field }: colour "{ $code }" given without an opponent
trf-error-conflicting-bye = { $file }:{ $line }:{ $column }: { $field }: player { $tpn } already has another entry in round { $round }
trf-error-unsupported = { $file }:{ $line }:{ $column }: { $field }: { $what }
trf-inconsistency-opponent = the opponent's entry for that round names { $theirs } instead (0 = nobody)
trf-inconsistency-no-entry = the opponent's line has no entry for that round
trf-inconsistency-same-colour = both have the same colour
trf-inconsistency-missing-colour = only one of the two has a colour
trf-inconsistency-results = the result codes "{ $mine }" and "{ $theirs }" do not make one result
trf-inconsistency-own-opponent = a player cannot be his own opponent
trf-unsupported-colour-scoring = points that depend on the colour (different WW/BW, WD/BD or WL/BL) are not supported
trf-unsupported-team-acceleration = acceleration with match points (team tournaments) is not supported
trf-warning-points = { $file }:{ $line }:{ $column }: player { $tpn }: the file gives { $in_file } points, the results give { $computed }; the computed value is used
trf-warning-latin1 = { $file }: the file is not valid UTF-8 and was read as Latin-1 (ISO 8859-1)
trf-warning-placeholder = { $file }: player { $tpn } “{ $name }” is another program's bye, not a player: taken out of the event; { $count ->
        [0] it had no games
        [one] its opponent holds the pairing-allocated bye instead: { $byes }
       *[other] its { $count } opponents hold the pairing-allocated bye instead: { $byes }
    }
trf-placeholder-bye = round { $round }: player { $tpn }
trf-warning-baku-group = { $file }: player { $tpn } “{ $name }”: Baku group { $group } from round { $round }, as the arbiter placed them (SDB record): { $reason }
trf-warning-baku-groups-not-used = { $file }:{ $line }: { $count ->
        [one] Swissdesk's Baku record (SDA/SDB: the arbiter's groups) does
       *[other] the { $count } Baku records of Swissdesk (SDA/SDB: the arbiter's groups) do
    } not fit the acceleration table: the table is kept as given, without Baku groups
trf-warning-unknown-system = { $file }:{ $line }: the SDS record names the pairing system “{ $id }”, which this version of Swissdesk does not have: the system is taken from the rest of the file
trf-field-team = team (310, 013, 300)
trf-field-team-scoring = team scoring (320, 352, 362)
trf-field-forfeit = forfeited match (330)
trf-field-board = board (### SDX)
trf-field-withdrawal = withdrawal (SDW)
trf-warning-arbiter-change = { $file }:{ $line }:{ $column }: { $field }: arbiter's change line (### SDX) left out, its "changed by hand" mark is not restored: { $problem }
trf-sdx-missing = the line ends before this field
trf-sdx-bad-value = “{ $text }” is not a value this field can have
trf-sdx-extra = “{ $text }” follows the last field
trf-sdx-not-in-file = round { $round } of the file has no such game or bye
trf-sdx-result-differs = the line gives the corrected result as { $in_line }, the game has { $in_game }
trf-warning-record-not-used = { $file }:{ $line }: record left out: { $reason }
trf-warning-team-tiebreaks = the team tie-breaks "{ $codes }" are not used ({ $error }); the teams rank by { $default }.
trf-warning-team-player-unknown = { $file }:{ $line }:{ $column }: team { $team } names player { $player }, who is not in the file: left out of the roster
trf-warning-team-player-twice = { $file }:{ $line }:{ $column }: team { $team } names player { $player }, who already plays for team { $other }: left out of this roster
trf-warning-players-without-team = { $file }: { $count } players are on no team's roster; they are kept as players
trf-warning-unknown-team = { $file }:{ $line }: team { $team } is not in the file: left out
trf-warning-team-match-unclear = { $file }: round { $round }: the players of team { $team } met players of several teams; the team met on most boards is taken as the opponent
trf-warning-team-pab-read = { $file }: round { $round }: team { $team } is the only team without a match (an odd number of teams, no team bye in the file): read as the pairing-allocated bye
trf-warning-team-points = { $file }:{ $line }: team { $team }: the file gives { $in_mp } match points and { $in_gp } game points, the results give { $mp } and { $gp }; the computed values are used
trf-team-forfeit-other-match = round { $round }: team { $team } plays another match
trf-team-bye-with-match = round { $round }: team { $team } has a match, not a bye
trf-team-bye-conflict = round { $round }: team { $team } already has another bye
trf-team-192-unknown = the code “{ $code }” is not one of the Swiss Team system (FIDE_TEAM_…): its default settings are used

## Desktop app (src/gui/)
gui-window-title = { $file } — Swissdesk
gui-untitled = Untitled tournament
gui-new-tournament = New tournament
gui-sample-label = Sample tournament
gui-actor-default = arbiter (desktop app)
gui-new = New
gui-open = Open…
gui-save = Save
gui-save-as = Save as…
gui-recent-files = Recent files
# The tool bar's menu of file actions (New, Open…, Save, Save as…, the recent files).
gui-file-menu = File
# The Control key as the keyboard of this language labels it, in shortcuts ("Ctrl+S").
gui-key-ctrl = Ctrl
gui-recent-missing = { $path } no longer exists; it was removed from the recent files.
gui-undo = Undo
gui-redo = Redo
gui-undo-hint = Undo “{ $action }” (Ctrl+Z)
gui-redo-hint = Redo “{ $action }” (Ctrl+Y)
gui-undone = Undone: { $action }. The audit log keeps the change and records the undo.
gui-redone = Redone: { $action }.
gui-nothing-to-undo = Nothing to undo (publishing a round cannot be undone).
gui-nothing-to-redo = Nothing to redo.
gui-undo-while-pairing = Wait until the pairing is finished before undoing or redoing.
gui-tab-tournament = Tournament
gui-tab-players = Players
gui-tab-round = Rounds
gui-tab-standings = Standings
gui-theme-dark = Dark theme
gui-theme-light = Light theme
gui-dismiss = Close
gui-filter-tournament = Swissdesk tournament
gui-filter-trf = TRF file
gui-open-failed = Nothing was changed. { $error }
gui-offer-read-only = Open read-only
gui-offer-save-as = Save as…
gui-opened-read-only = Opened { $path } read-only: another Swissdesk is editing it. Changes here stay in memory until you use “Save as”.
gui-opened = Opened { $path }.
gui-imported-trf = Imported { $path }. It is not a Swissdesk file yet: use "Save as" to keep your changes.
gui-saved = Saved to { $path }.
gui-save-failed = Could not save. { $error }
gui-autosave-failed = The change was made but could not be saved. { $error }
gui-sample-missing = The bundled sample tournament was not found ({ $path }), so a new empty tournament was started.
gui-sample-failed = The bundled sample tournament could not be loaded, so a new empty tournament was started. { $error }
gui-sample-opened = This is the bundled sample tournament. Changes are kept only when you choose "Save as".
gui-last-file-failed = The last tournament could not be reopened. { $error }
gui-settings-failed = Settings: { $error }
gui-discard = Discard changes
gui-cancel = Cancel
gui-unsaved-title = Unsaved changes
gui-unsaved-before-new = “{ $name }” has changes that are not saved to a file. Save them before starting a new tournament?
gui-unsaved-before-open = “{ $name }” has changes that are not saved to a file. Save them before opening another tournament?
gui-unsaved-before-quit = “{ $name }” has changes that are not saved to a file. Save them before closing Swissdesk?
gui-unsaved-form = The tournament form has changes that were not applied yet: "Save changes" applies them first.
gui-unsaved-form-invalid = The tournament form has changes that cannot be applied (see the form): correct or revert them, then try again.
gui-unsaved-save = Save changes
gui-unsaved-kept = Nothing was saved, so nothing was closed: the tournament is still open with its changes.
gui-absent-title = Before pairing round { $round }: players who have not played for two rounds or more
gui-absent-explain = Tick the players to withdraw from this round on; the others are paired as usual. Since February 2026 the rules leave withdrawal to the arbiter: Swissdesk does not decide it.
gui-absent-rounds = { $rounds } rounds missed
gui-absent-withdraw = Withdraw
gui-absent-pair-all = Keep all and pair round { $round }
gui-absent-pair-withdrawing = { $count ->
        [one] Withdraw 1 player and pair round { $round }
       *[other] Withdraw { $count } players and pair round { $round }
    }
gui-absent-withdraw-reason = Absent for { $rounds } rounds in a row
gui-no-native-dialog = This computer has no system file dialog (no desktop portal, no zenity), so Swissdesk's own file chooser is shown.
gui-filter-any-tournament = Tournament files (Swissdesk, TRF)
gui-settings-files-heading = Files
gui-settings-chooser-help = Opening, saving and exports use the system's file dialog when this computer has one (on Linux: the desktop portal or zenity), and Swissdesk's own chooser otherwise.
gui-settings-own-chooser = Always use Swissdesk's own file chooser
chooser-title-open = Open a tournament (Swissdesk file or TRF)
chooser-title-save = Save the tournament as
chooser-title-export = Export: { $what }
chooser-up = Up
chooser-home = Home
chooser-recent-folders = Recent folders
chooser-folder = Folder:
chooser-empty = No folders or files of this kind here.
chooser-open = Open
chooser-save = Save
chooser-path-label = File:
chooser-path-placeholder = File name, or a path such as ~/events/open.trf
chooser-show-all = Show all files
chooser-replace-question = { $name } already exists. Replace it?
chooser-replace = Replace
chooser-name-needed = Type a file name or choose a file in the list.
chooser-no-such-file = There is no file { $path }.
chooser-no-such-folder = The folder { $folder } does not exist.
chooser-is-folder = { $path } is a folder.
chooser-cannot-list = The folder { $folder } cannot be shown: { $error }
gui-status-unsaved = unsaved changes
gui-status-autosaved = every change is saved automatically
gui-status-no-file = not saved to a file yet
gui-status-read-only = read-only: changes stay here until you use “Save as”
gui-status-summary = { $players ->
    [one] { $players } player
   *[other] { $players } players
} · { $paired } of { $planned ->
    [one] { $planned } round
   *[other] { $planned } rounds
} paired
gui-pair-changed = The tournament changed while the round was being paired, so that pairing was discarded. Pair again.
gui-paired = Round { $round } is paired.
gui-pair-failed = The round could not be paired. { $error }
gui-changes-applied = Changes applied.
gui-event-heading = Event
gui-settings-heading = Pairing and scoring
gui-field-name = Name
gui-field-city = City
gui-field-federation = Federation
gui-field-start-date = First day
gui-field-end-date = Last day
gui-field-chief-arbiter = Chief arbiter
gui-field-time-control = Time control
gui-field-rounds = Rounds planned
gui-field-system = Pairing system
gui-field-initial-colour = Initial colour
gui-field-scoring = Scoring
gui-field-rating-kind = FIDE rating
gui-date-placeholder = YYYY-MM-DD
gui-apply = Apply changes
gui-revert = Discard edits
gui-error-date = "{ $value }" is not a date: write it as YYYY-MM-DD (for example 2026-07-14).
gui-error-rounds = The number of rounds must be a whole number, at least { $min }.
gui-locked = Locked because round 1 is paired: changing it would change the pairings already made.
gui-initial-colour-help = The colour of the top seed in round 1, drawn by lot.
# In a team event: what the initial colour decides under C.04.6 (4.1, 4.3.1).
gui-initial-colour-team-help = Drawn by lot (C.04.6 4.1): in a first match the first-team gets it on board 1 if its pairing number is odd, else the other colour (4.3.1); later matches follow C.04.6 4.3 from the teams’ colours.
system-dutch2017 = FIDE Dutch system (2017 rules)
system-dutch2026 = FIDE Dutch system (2026 rules)
system-dubov = FIDE Dubov system (2026 rules)
system-dutch2012 = FIDE Dutch system (2012 rules)
system-burstein = FIDE Burstein system
system-dubov1997 = FIDE Dubov system (1997 rules)
system-burstein2026 = FIDE Burstein system (2026 rules)
system-team2026 = FIDE Swiss Team system (2026 rules)
gui-colour-white = White
gui-colour-black = Black
gui-colour-none = Not drawn yet
gui-scoring-standard = 1 / ½ / 0
gui-scoring-football = 3 / 1 / 0
gui-scoring-custom = Custom: { $win } / { $draw } / { $loss }
gui-search-placeholder = Search by name
gui-col-tpn = TPN
gui-col-title = Title
gui-col-name = Name
gui-col-rating = Rating
gui-col-fed = Fed
gui-col-fide-id = FIDE ID
gui-col-points = Points
gui-col-status = Status
gui-col-place = Place
gui-col-board = Board
gui-col-white = White
gui-col-black = Black
gui-col-result = Result
gui-col-score = Pts
gui-col-total = Total
gui-col-round-short = R{ $round }
gui-status-active = Active
gui-status-withdrawn = Withdrawn from round { $round }
gui-withdraw-heading = Withdraw { $player }?
gui-withdraw-help = From the round chosen on, the player is not paired; the games already paired stand. The withdrawal is logged, and Undo (Ctrl+Z) takes it back.
gui-withdraw-from = From round
gui-withdraw-reason = Reason (optional, kept in the audit log)
gui-withdraw-confirm = Withdraw
gui-withdraw-all-paired = Every planned round is paired: the withdrawal is recorded from the round after the last, and the games already paired stand (a game not played is lost by forfeit).
gui-withdraw-repair-help = Round { $round } is paired but neither published nor started: it can be unpaired and paired again without the player.
gui-withdraw-repair = Withdraw from round { $round } and pair it again
gui-withdraw = Withdraw…
gui-add-heading = Add a player
gui-player-name-placeholder = Name (Lastname, Firstname)
gui-player-rating-placeholder = Rating
gui-player-fed-placeholder = Fed (e.g. SUI)
gui-add-player = Add player
gui-no-title = no title
gui-error-name-required = Enter the player's name.
gui-error-rating = "{ $value }" is not a rating: enter a whole number, or leave it empty for an unrated player.
gui-players-count = { $shown } of { $total ->
    [one] { $total } player
   *[other] { $total } players
}
gui-round-label = Round { $round }
gui-pair-next = Pair round { $round }
gui-pair-hint = Pair round { $round } with the tournament's pairing system (Ctrl+P)
gui-pairing = Pairing…
gui-unpair = Unpair
gui-publish = Publish
gui-published = Published
gui-not-published = Not published
gui-no-rounds = No round is paired yet.
gui-round-earlier = Round { $round } of { $planned } · { $later ->
    [one] round { $first } was paired after it
   *[other] rounds { $first }–{ $last } were paired after it
}
gui-round-ready = Round { $round } of { $planned } · every result is in: round { $next } can be paired (Ctrl+P)
gui-round-progress = { $entered } of { $total ->
    [one] { $total } result
   *[other] { $total } results
} entered
gui-keys-help = Keys: ↑ ↓ choose a board · 1 white wins · 0 black wins · = draw · + white wins by forfeit · - black wins by forfeit
gui-result-for-board = Board { $board }:
gui-changed-legend = { $mark } changed by the arbiter: a board paired by hand, or a result corrected after publication (see the audit log).
gui-correction-heading = Correct a published result of round { $round }
gui-correction-no-later-round = No round after round { $round } is paired yet: the next pairing will use the corrected result.
gui-correction-help = A correction is logged with its reason, the result before and after.
gui-correction-reason = Reason (required, kept in the audit log)
gui-correction-confirm = Correct
gui-correction-keep = Correct, keep the pairings
gui-correction-repair = Correct and pair round { $round } again
gui-result-corrected = Result corrected; the correction is in the audit log.
gui-clear-result = Clear
gui-bye-pab = pairing-allocated bye
gui-bye-full = full-point bye
gui-bye-half = half-point bye
gui-bye-zero = zero-point bye or absent
gui-standings-heading = Standings after round { $round }
gui-standings-leader = Leader: { $name } with { $points } points
gui-crosstable-heading = Cross table
gui-standings-ranking = Ranking

## Benchmark
bench-generate-failed = Could not generate a tournament of { $players } players: { $error }
bench-pair-failed = Pairing round { $round } of { $players } players failed: { $error }
bench-line = { $players } players, round { $round }: median { $median } s, best { $min } s
bench-summary = { $players } players: worst round { $round } (median { $median } s); generating the event took { $generate } s; peak memory { $memory } MiB
bench-team-generate-failed = Could not generate a team event of { $teams ->
    [one] { $teams } team
   *[other] { $teams } teams
}: { $error }
bench-team-pair-failed = Pairing round { $round } of { $teams ->
    [one] { $teams } team
   *[other] { $teams } teams
} failed: { $error }
bench-team-line = { $teams ->
    [one] { $teams } team
   *[other] { $teams } teams
} of { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}, round { $round }: median { $median } s, best { $min } s
bench-team-summary = { $teams ->
    [one] { $teams } team
   *[other] { $teams } teams
} of { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}: worst round { $round } (median { $median } s); generating the event took { $generate } s; peak memory { $memory } MiB
pairing-error-engine-text = Pairing file, line { $line }: "{ $text }" is not "white black", "player 0" or the number of pairs.
gui-no-players-yet = No players yet: add them with the form above.
command-error-tpn-frozen = Pairing numbers can no longer be reassigned: { $round } rounds are paired (C.04.2 2.3 allows it only before round 4 is paired).

## Rules checker
checker-absolute = ABSOLUTE
checker-quality = quality
checker-unknown-player = { $tpn } is not a player of this tournament.
checker-not-to-pair = { $tpn } is not to be paired in this round (bye, absence or withdrawal).
checker-twice = { $tpn } appears more than once.
checker-missing = { $tpn } is to be paired but is missing from the pairing.
checker-bye-even = A pairing-allocated bye is given although the number of players to pair is even.
checker-rematch = { $white } and { $black } have already played each other.
checker-forbidden = { $white } and { $black } must not be paired (forbidden pair).
checker-colour-clash = { $white } and { $black } have the same absolute colour preference and neither is a topscorer.
checker-colour-difference = { $tpn } would reach a colour difference of { $difference }.
checker-three-in-a-row = { $tpn } would get the same colour three times in a row.
checker-bye-ineligible = { $tpn } may not receive the pairing-allocated bye (already had one, or already scored a win without playing).
checker-team-colour = { $white }–{ $black }: article 4 gives White on board 1 to { $team } ({ $article }).
checker-team-floaters = Teams meeting an opponent with another score: { $count } (engine: { $engine }): { $teams }.
checker-team-repeated = Upfloaters that also floated in the previous round: { $count } (engine: { $engine }): { $teams }.
checker-team-preference = Teams not getting their colour preference: { $count } (engine: { $engine }): { $teams }.
checker-team-strong = Teams not getting their strong colour preference: { $count } (engine: { $engine }): { $teams }.
checker-score-differences = larger score differences between opponents: { $mine } (engine: { $engine }).
checker-preference = { $count ->
    [one] { $count } player does not get their colour preference (engine: { $engine }): { $players }.
   *[other] { $count } players do not get their colour preference (engine: { $engine }): { $players }.
}
checker-strong = { $count ->
    [one] { $count } player does not get their strong colour preference (engine: { $engine }): { $players }.
   *[other] { $count } players do not get their strong colour preference (engine: { $engine }): { $players }.
}
checker-down-1 = { $count ->
    [one] { $count } player floats down again after a downfloat in the previous round (engine: { $engine }): { $players }.
   *[other] { $count } players float down again after a downfloat in the previous round (engine: { $engine }): { $players }.
}
checker-up-1 = { $count ->
    [one] { $count } player floats up again after an upfloat in the previous round (engine: { $engine }): { $players }.
   *[other] { $count } players float up again after an upfloat in the previous round (engine: { $engine }): { $players }.
}
checker-down-2 = { $count ->
    [one] { $count } player floats down again after a downfloat two rounds before (engine: { $engine }): { $players }.
   *[other] { $count } players float down again after a downfloat two rounds before (engine: { $engine }): { $players }.
}
checker-up-2 = { $count ->
    [one] { $count } player floats up again after an upfloat two rounds before (engine: { $engine }): { $players }.
   *[other] { $count } players float up again after an upfloat two rounds before (engine: { $engine }): { $players }.
}
checker-bracket = score bracket { $score }: { $message }
checker-pairs = fewer pairs: { $count } (engine: { $engine }).
checker-moved-down = { $count ->
    [one] { $count } moved-down player is not paired in the bracket (engine: { $engine }): { $players }.
   *[other] { $count } moved-down players are not paired in the bracket (engine: { $engine }): { $players }.
}
checker-psd = larger pairing score difference (PSD): { $mine } (engine: { $engine }).
checker-downfloater-scores = downfloaters with higher scores: { $mine } (engine: { $engine }): { $players }.
cli-error-proposal = Cannot read the proposed pairing { $path }: { $reason }
proposal-binary = line { $line }, byte { $column }: this is not a text file
proposal-not-utf8 = the file is not UTF-8 text
proposal-empty = the file is empty
check-no-findings = No findings: the proposal keeps every absolute criterion and is as good as the engine's pairing.

## Exports: PDF printouts and TRF reports (src/export/)
export-doc-pairings = Pairings
export-doc-alphabetical = Pairings by name
export-doc-slips = Result slips
export-doc-standings = Standings after round { $round }
export-doc-starting-rank = Starting rank
export-doc-wallchart = Cross table
export-doc-wallchart-part = Cross table, rounds { $first }–{ $last }
export-doc-players-by-tpn = Players by pairing number
export-doc-players-by-name = Players by name
export-doc-audit = Audit log
manual-pdf-title = Swissdesk · User manual
manual-pdf-version = Manual version { $version }
manual-pdf-footer = Swissdesk { $version }
export-doc-audit-round = Audit log, round { $round }
export-audit-count = { $total ->
    [one] { $count } of 1 entry
   *[other] { $count } of { $total } entries
}
export-header-round = Round { $round }
export-header-round-of = Round { $round } of { $rounds }
export-header-before-round-one = Before round 1
export-page-of = Page { $page } of { $pages }
export-footer-arbiter = Chief arbiter: { $name }
export-col-board = Bd
export-col-tpn = TPN
export-col-white = White
export-col-black = Black
export-col-result = Result
export-col-points = Pts
export-col-name = Name
export-col-title = Title
export-col-rating = Rtg
export-col-fed = Fed
export-col-fide-id = FIDE ID
export-col-birth = Born
export-col-sex = Sex
export-col-place = Place
export-col-colour = Colour
export-col-opponent = Opponent
export-col-status = Status
export-col-round-short = R{ $round }
export-colour-white = White
export-colour-black = Black
export-sex-male = m
export-sex-female = f
export-byes-heading = Byes
export-bye-pab = pairing-allocated bye
export-bye-full = full-point bye
export-bye-half = half-point bye
export-bye-zero = zero-point bye
export-not-paired = not paired
export-withdrawn = withdrawn from round { $round }
export-slip-heading = Round { $round } · Board { $board }
export-slip-white = White
export-slip-black = Black
export-slip-result = Result (tick one):
export-slip-signature-white = Signature White
export-slip-signature-black = Signature Black
export-tiebreaks-pending = Tie-breaks are not computed yet: equal scores share a place and are listed by pairing number.
export-wallchart-legend = Cells: opponent's pairing number, colour (w / b), result (1 ½ 0; + − forfeit). Byes: U pairing-allocated, F full point, H half point, Z zero point.
export-no-games = This round has no games.
export-changed-legend = { $mark } changed by the arbiter: a board paired by hand, or a result corrected after publication.
export-changed-board = { $mark } changed by the arbiter
notation-white-letter = w
notation-black-letter = b
export-no-players = The tournament has no players yet.
export-error-no-round = Round { $round } has not been paired, so there is nothing to print for it.
export-error-nothing-paired = No round has been paired yet, so there are no pairings to print.
export-error-font = The bundled font { $font } could not be read: { $reason }
export-written = Written { $path }.
export-trf-gap = Warning: the rating report has no { $what } (TRF record { $record }); FIDE needs it.
export-gap-event-name = tournament name
export-gap-city = city
export-gap-federation = federation
export-gap-start-date = start date
export-gap-end-date = end date
export-gap-chief-arbiter = chief arbiter
export-gap-round-dates = round dates

## Noticeboard: the pages players open on their phones (src/noticeboard/)
nb-home-title = Noticeboard
nb-untitled-event = Tournament
nb-nothing-published = No round published yet
nb-round-of = Round { $round } of { $rounds }
nb-dates = Dates
nb-system = Pairing system
nb-rounds = Rounds
nb-players = Players
nb-rating = Rating
nb-points = Points
nb-place = Place
nb-performance = Performance
nb-place-after = { $place } after round { $round }
nb-nav-pairings = Pairings
nb-nav-standings = Standings
nb-nav-crosstable = Cross table
nb-nav-players = Players
nb-nav-screen = Screen mode
nb-col-round = Rd
nb-pairings-title = Pairings, round { $round }
nb-standings-title = Standings after round { $round }
nb-crosstable-title = Cross table after round { $round }
nb-search-label = Find your board
nb-search-placeholder = Name or number
nb-search-button = Find
nb-search-hint = Type part of your name, or your starting number.
nb-search-none = Nobody found for “{ $query }”.
nb-seats-legend = Under each name: starting number · rating · points before the round.
nb-answer-white = Board { $board }, White, against { $opponent }
nb-answer-black = Board { $board }, Black, against { $opponent }
nb-answer-bye = No game this round: { $bye }
nb-other-rounds = Rounds:
nb-after-round = After round:
nb-no-pairings = No round has been published yet. The pairings appear here as soon as the arbiter publishes them.
nb-no-standings = The standings appear once every result of a published round is in.
nb-no-players = The players appear here once the first round is published.
nb-auto-update = This page updates by itself.
nb-back-home = Back to the noticeboard
nb-screen-page = Page { $page } of { $pages }
nb-error-not-found = Page not found
nb-error-method = This noticeboard only shows pages: nothing can be changed here.
nb-error-render = The noticeboard's pages could not be made: { $reason }
nb-error-bind = The noticeboard cannot listen on { $address }: { $reason }
nb-error-runtime = The noticeboard could not start: { $reason }
nb-error-write = Could not write { $path }: { $reason }
cli-serve-listening = Noticeboard at { $url } (Ctrl+C stops it). It shows only published rounds.
cli-serve-loopback = Only this computer can open it. For the players' phones, bind it to this computer's address on the venue network: { $addresses }
cli-serve-every-interface = It listens on every network of this computer.
cli-serve-updated = Noticeboard updated: last published round { $round }.
cli-serve-reload-failed = { $path } could not be read again; the noticeboard keeps its pages: { $reason }
cli-site-written = Website written to { $folder }
export-noticeboard = Pairings on your phone:
gui-nb-title = Noticeboard
gui-nb-explain = Players open the published rounds on their phones: pairings with a search, standings, cross table, their own card. Nothing before you publish a round, no birth dates, no audit log; nothing can be changed from it. It shows the open tournament.
gui-nb-network = Network the phones are on
gui-nb-this-computer = This computer only
gui-nb-refresh = Look again
gui-nb-port = Port
gui-nb-start = Start the noticeboard
gui-nb-stop = Stop the noticeboard
gui-nb-off = Off: nothing is served.
gui-nb-running = Running: players on this network open
gui-nb-served = Pages served: { $requests } · connections open: { $open }
gui-nb-notice = ● Noticeboard on { $url }
gui-nb-started = The noticeboard runs on { $url }. Only published rounds are shown.
gui-nb-stopped = The noticeboard is stopped.
gui-nb-no-network = Choose the network the players' phones are on.
gui-nb-bad-port = The port is a number from 1 to 65535.
gui-nb-export = Export website
gui-nb-export-help = The same pages as files, beside the tournament file, to put on a club's site.
gui-nb-exported = Website written: { $folder }

## Standings with FIDE tie-breaks (C.07). Codes (BH, SB, DE, ...) stay codes.
standings-tb-de = Direct encounter
standings-tb-win = Number of wins
standings-tb-won = Number of games won
standings-tb-bpg = Games played with Black
standings-tb-bwg = Games won with Black
standings-tb-ps = Progressive score
standings-tb-rep = Rounds elected to play
standings-tb-ge = Games elected to play
standings-tb-std = Standard points
standings-tb-tpn = Tournament pairing number
standings-tb-bh = Buchholz
standings-tb-aob = Average of opponents' Buchholz
standings-tb-fb = Fore Buchholz
standings-tb-sb = Sonneborn-Berger
standings-tb-ks = Koya system
standings-tb-aro = Average rating of opponents
standings-tb-tpr = Tournament performance rating
standings-tb-ptp = Perfect tournament performance
standings-tb-apro = Average performance rating of opponents
standings-tb-appo = Average perfect performance of opponents
standings-tb-rtng = Rating
standings-modifier-cut = { $name }, Cut-{ $n }
standings-modifier-median = { $name }, Median-{ $n }
standings-error-unknown-code = Unknown tie-break "{ $code }". Use the codes of FIDE C.07, e.g. DE, BH, BH-C1, SB, ARO, TPR.
standings-error-unknown-modifier = Tie-break "{ $code }": unknown modifier "{ $modifier }". Use C1, C2 (cut) or M1, M2 (median).
standings-error-modifier-not-allowed = Tie-break "{ $code }": the modifier { $modifier } does not apply to it.
standings-error-unknown-rules = Unknown rules "{ $rules }". Use c07-2024 or c07-2026.
standings-error-round = Standings after round { $round } are not possible: the file has { $rounds } rounds.
standings-error-json = Cannot write the standings as JSON: { $reason }
standings-heading = Standings after round { $round } ({ $rules })
standings-col-place = Place
standings-col-tpn = TPN
standings-col-name = Name
standings-col-team = Team
standings-col-points = Pts
standings-legend = Tie-breaks:
standings-undefined = -
standings-lots-note = Participants sharing a place are listed in an order drawn by lot.

## Explain
explain-title = Round { $round } paired with: { $system }
explain-bracket = Bracket { $number }: score { $score } ({ $kind })
explain-kind-ordinary = ordinary
explain-kind-ppb = penultimate bracket, re-paired so the round can be completed
explain-kind-clb = collapsed last bracket
explain-kind-last = last bracket, assigns the bye

# Swiss system based on rating (1998): the procedure's steps in explain
system-rating1998 = FIDE Swiss system based on rating (1992/97/98)
rating1998-homogeneous = C.3–C.5: homogeneous bracket, p = { $p }, x = { $x }
rating1998-heterogeneous = C.3–C.5: heterogeneous bracket, the { $p } moved-down players in S1, x = { $x }
rating1998-no-opponent = C.1: no opponent in this bracket for { $players }: moved down
rating1998-down-dropped = C.9: { $criterion } dropped for downfloats
rating1998-up-dropped = C.10: { $criterion } dropped for upfloats
rating1998-x-raised = C.11: x raised to { $x }
rating1998-p-lowered = C.14: p lowered to { $p } (pairs in the remainder: { $remainder })
rating1998-all-down = C.14: p reached zero, the whole bracket is moved down
rating1998-found = C.6: the first acceptable transposition of S2 (D.1) gives the pairing
rating1998-exchange = C.8: { $s1 } of S1 exchanged with { $s2 } of S2 (D.2, numbers within the bracket)
rating1998-repaired-next = C.12: re-paired so that the next bracket can pair all its moved-down players
rating1998-repair-failed = C.12: no other pairing of the bracket above lets all moved-down players be paired here
rating1998-repaired-lowest = C.13: re-paired so that the lowest bracket can be paired
rating1998-joined = C.13: joined with the bracket above into a new lowest bracket
dutch2012-homogeneous = C.2: homogeneous score bracket (A.3), P0 = { $p0 }, X1 = { $x1 }
dutch2012-heterogeneous = C.2: heterogeneous score bracket (A.3), P0 = { $p0 }, M0 = { $m0 }, X1 = { $x1 }
dutch2012-treated-homogeneous = C.2: score bracket treated as homogeneous (A.3: at least half of its players came from above, M0 = { $m0 }), P0 = { $p0 }, X1 = { $x1 }
dutch2012-z1 = C.2: even round, Z1 = { $z1 }
dutch2012-c1 = C.1: no opponent in this bracket for { $players }: moved down
dutch2012-m1-lowered = C.14.b.2: M1 lowered to { $m1 } of M0 = { $m0 } moved-down players (D.3: the highest first)
dutch2012-m1-lowered-d4 = C.14.b.2: M1 lowered to { $m1 } of M0 = { $m0 } moved-down players (D.4: the B3 factor of the whole joined bracket chooses which)
dutch2012-p1-lowered = C.14: P1 lowered to { $p1 }, X1 to { $x1 }
dutch2012-all-down = C.14.a: P1 reached zero, the whole bracket is moved down
dutch2012-c10a = C.10.a: B.6 dropped for upfloaters ({ $players })
dutch2012-c10b = C.10.b: B.5 dropped for upfloaters ({ $players })
dutch2012-c10c = C.10.c: B.6 dropped for downfloaters ({ $players })
dutch2012-c10d = C.10.d: B.5 dropped for downfloaters ({ $players })
dutch2012-x-raised = C.10.e: X raised to { $x } pairs not fulfilling all colour preferences
dutch2012-z-raised = C.10.e: Z raised to { $z } pairs not fulfilling all strong colour preferences
dutch2012-c10f = C.10.f: A.7.d dropped for { $pairs } pairs (strong preferences no longer treated as absolute)
dutch2012-c10g = C.10.g: B.2 dropped for the top scorers { $players }
dutch2012-kind-penultimate = C.13: penultimate score bracket, paired again so that the lowest score bracket can be paired
dutch2012-kind-joined = C.13: lowest score bracket, joined with the score brackets above it
explain-residents = Residents
explain-mdps = Moved down
explain-pairs = Pairs
explain-downfloaters = Downfloater
explain-float-bye = receives the pairing-allocated bye
explain-float-limbo = moved down again: no resident could be paired with them (Limbo)
explain-float-odd = the bracket has an odd number of players
explain-float-forced = no better pairing leaves them in the bracket (absolute criteria, completion or a higher criterion)
explain-dev-mdps = moved-down players not paired here: { $players }
explain-dev-preference = colour preference not granted: { $players }
explain-dev-strong = strong colour preference not granted: { $players }
explain-dev-down = downfloat again after one in the previous round: { $players }
explain-dev-up = upfloat again after one in the previous round: { $players }
explain-dev-down-2 = downfloat again after one two rounds before: { $players }
explain-dev-up-2 = upfloat again after one two rounds before: { $players }
explain-colours = Colours
explain-board = Board
explain-colour-e1 = both preferences granted
explain-colour-e2 = the stronger preference granted
explain-colour-e3 = colours alternated from the last round they differed
explain-colour-e4 = the higher-ranked player's preference granted
explain-colour-e5 = initial colour by the higher-ranked player's pairing number
explain-team-bye = Team { $team } gets the pairing-allocated bye (3.4: the lowest score, then the most matches played, then the largest TPN, among the teams that leave the others a legal pairing)
explain-team-upfloaters = Upfloaters (3.5): { $teams }
explain-team-c6-failed = [C6] could not be complied with: no set of upfloaters leaves the following scoregroup pairable with the fewest upfloaters it needs
explain-team-c7 = [C7]: { $count } upfloater(s) floated in the previous round
explain-team-kind-bye = the pairing-allocated bye, assigned first (3.4)
explain-team-kind-bracket = the top-scoregroup with its upfloaters (3.5, 3.6)
explain-colour-team-initial = neither team has played a match: the initial-colour by the first-team's TPN
explain-colour-team-only = the only colour preference granted
explain-colour-team-opposite = both opposite colour preferences granted
explain-colour-team-strong = the only strong colour preference granted
explain-colour-team-difference = White to the team with the lower colour difference
explain-colour-team-alternation = colours alternated from the most recent match in which they differed
explain-colour-team-first-preference = the first-team's colour preference granted
explain-colour-team-first-alternates = the first-team alternates from its last played match
explain-colour-team-other-alternates = the other team alternates from its last played match
explain-colour-dubov1997-due = both players given their due colour
explain-colour-dubov1997-equalise = the numbers of White and Black games brought closer to equal
explain-colour-dubov1997-aro = White to the player with the higher ARO
explain-colour-dubov1997-rating = White to the player with the lower rating
explain-bye = Pairing-allocated bye: { $tpn }
explain-seeding-round = A seeding round ({ $article }), paired by the { $rules }: the articles below are that system's.
export-col-bye = Bye
command-error-reason-required = A manual change of a pairing, or the correction of a published result, needs a reason.
command-error-correction-required = The result on board { $board } of round { $round } is published: it is changed as a correction, with a reason.
command-error-absolute = The pairing breaks absolute rules; confirm explicitly to keep it: { $findings }

## Audit log
audit-create = Tournament created
audit-import = Imported
audit-edit-event = Event data changed
audit-edit-settings = Settings changed
audit-add-player = Player added
audit-edit-player = Player changed
audit-remove-player = Player removed
audit-withdraw = Player withdrawn
audit-request-bye = Bye requested
audit-forbid-pair = Pair forbidden
audit-allow-pair = Forbidden pair lifted
audit-undo = Undone: { $action }
audit-redo = Redone: { $action }
audit-renumber = Pairing numbers changed
audit-pair-round = Round paired
audit-override = Pairing changed by hand
audit-correct-published = Published pairing corrected
audit-unpair = Round unpaired
audit-publish = Round published
audit-enter-result = Result entered
audit-correct-result = Result corrected
audit-round = round { $round }
audit-before = before
audit-after = after
audit-reason = reason
audit-finding = checker
audit-notice = later rounds
correction-later-rounds = { $count ->
    [one] Round { $rounds } was already paired on the old result;
   *[other] Rounds { $rounds } were already paired on the old result;
}
correction-score-changes = { $count ->
    [one] the score of one player changes ({ $players }).
   *[other] the scores of { $count } players change ({ $players }).
}
correction-no-score-change = no player's score changes.
correction-pairings-stand = The pairings made on the old result stand (C.04.2 4.3).
correction-repaired = Round { $round } was neither published nor started: it is unpaired to be paired again on the corrected result.
audit-filter-actor = arbiter “{ $actor }”
audit-filter-text = containing “{ $text }”
audit-filter-shown = shown: { $filter }
audit-changes = changes
audit-player = { $name } ({ $tpn })
audit-unknown-player = player { $tpn }
audit-no-result = no result
audit-board = Board { $board } · { $white } – { $black }
audit-changed-mark = ◀ changed
audit-bye-line = { $player }: { $kind }
audit-no-bye = no bye
audit-bye-request = { $player }, round { $round }: { $kind }
audit-status-active = playing
audit-status-withdrawn = withdrawn from round { $round }
audit-empty-value = —
audit-field-deputies = Deputy arbiters
audit-field-type = Tournament type
audit-field-round-dates = Round dates
audit-field-sex = Sex
audit-field-k = K factor
audit-field-birth = Birth date
audit-sex-male = male
audit-sex-female = female
audit-scoring = win { $win }, draw { $draw }, loss { $loss }; forfeit { $forfeit_win } / { $forfeit_loss }; byes: pairing-allocated { $pairing_bye }, full-point { $full_bye }, half-point { $half_bye }, zero-point { $zero_bye }
gui-error-no-display = No graphical display was found (DISPLAY and WAYLAND_DISPLAY are not set), so the desktop app cannot open. The subcommands work without one: see swissdesk --help.
command-error-settings-locked = The pairing system, the initial colour and the scoring cannot change once a round is paired.
command-error-too-few-rounds = The tournament cannot have fewer rounds than the { $paired } already paired.
command-error-results-missing = Enter every result of round { $round } before pairing the next round.
command-error-all-rounds-paired = { $rounds ->
    [one] The planned round is paired.
   *[other] All { $rounds } planned rounds are paired.
}
command-error-no-rounds = A tournament needs at least one round.

# Desktop app: overrides, explanations, audit log, settings, printouts
gui-tab-audit = Audit log
gui-tab-settings = Settings
gui-flip-colours = Flip colours…
gui-change-players = Change players…
gui-edit-pairing = Edit the whole pairing…
gui-explain = Why this pairing?
gui-override-heading = Change the pairing of round { $round } by hand
gui-override-help = Pick a player for a place: a player who already has another place takes the place left free, so this swaps two players, replaces an opponent or moves the bye. ⇄ flips the colours of a board. "Clear all boards" pairs the whole round by hand.
gui-override-published = Round { $round } is published: saving corrects the published pairing, and the audit log records it as such.
gui-override-nobody = — nobody —
gui-override-bye = Pairing-allocated bye
gui-override-bye-row = Pairing bye
gui-override-pick-heading = Choose: { $place }
gui-override-pick-white = White on board { $board }
gui-override-pick-black = Black on board { $board }
gui-override-pick-placeholder = Type part of a name or a pairing number
gui-override-pick-count = { $count ->
    [one] one player matches (Enter takes the first)
   *[other] { $count } players match (Enter takes the first)
}
gui-override-on-board = board { $board }
gui-override-unplaced = not placed
gui-override-add-board = Add a board
gui-override-clear = Clear all boards
gui-override-reset = Undo all changes
gui-override-missing = Still to be paired ({ $count }): { $players }
gui-override-findings = Rules checker
gui-override-checking = Checking the pairing…
gui-override-no-findings = No findings: the pairing keeps every rule and is as good as the engine's.
gui-override-reason-placeholder = Reason for the change (required, goes into the audit log)
gui-override-confirm = I confirm this pairing although it breaks an absolute rule.
gui-override-save = Save the pairing
gui-override-save-published = Correct the published pairing
gui-override-unchanged = Nothing has been changed yet.
gui-override-incomplete = Board { $board } needs two players.
gui-override-wait = Wait for the rules checker.
gui-override-reason-required = Enter the reason for the change.
gui-override-confirm-required = Confirm the absolute rule violation first.
gui-override-saved = The pairing was changed and the change was logged.
gui-team-override-heading = Change the team pairing of round { $round } by hand
gui-team-override-help = Pick a team for a place: a team that already has another place takes the place left free, so this swaps opponents or moves the pairing-allocated bye. ⇄ exchanges the colours of a match (the first team has White on board 1). Each team keeps its line-up. A match with a result stays as it is. "Clear all matches" pairs the whole round by hand.
gui-team-override-white = White on board 1
gui-team-override-black = Black on board 1
gui-team-override-pick-white = White on board 1 of match { $number }
gui-team-override-pick-black = Black on board 1 of match { $number }
gui-team-override-on-match = match { $number }
gui-team-override-pick-placeholder = Type part of a team name or a team number
gui-team-override-pick-count = { $count ->
    [one] one team matches (Enter takes the first)
   *[other] { $count } teams match (Enter takes the first)
}
gui-team-override-add-match = Add a match
gui-team-override-clear = Clear all matches
gui-team-override-incomplete = Match { $number } needs two teams.
gui-team-override-missing = Teams still to be paired ({ $count }): { $teams }
gui-team-override-locked = The match { $white } – { $black } has results: it stays as it is (clear its results first if they are a mistake).
gui-team-exchange-colours = Exchange colours…
gui-team-change-pairing = Change the pairing…
gui-explain-heading = How the engine pairs round { $round }
gui-explain-close = Close
gui-explain-working = The engine is pairing the round again to explain it…
gui-explain-changed = This round was changed by hand: the explanation shows the engine's own pairing.
gui-explain-highlight = Highlighted: the bracket and the board of { $players }.
gui-audit-heading = Audit log
gui-audit-all-rounds = All rounds
gui-audit-actor-placeholder = Arbiter
gui-audit-text-placeholder = Search in before, after, reason and findings
gui-audit-clear-filter = Show all
gui-audit-count = Showing { $shown } of { $total ->
    [one] { $total } entry
   *[other] { $total } entries
}, newest first
gui-audit-empty = Nothing has been logged yet.
gui-audit-unfold = Show every line
gui-audit-fold = Show fewer lines
gui-audit-hidden-lines = { $count ->
    [one] … and one more line
   *[other] … and { $count } more lines
}
gui-export-menu = Print / export
gui-export-pairings = Pairings (PDF)
gui-export-alphabetical = Pairings by name (PDF)
gui-export-slips = Result slips (PDF)
gui-export-standings = Standings (PDF)
gui-export-wallchart = Cross table (PDF)
gui-export-players = Player list (PDF)
gui-export-trf16 = TRF-16 rating report
gui-export-trf2026 = TRF-2026 file
gui-export-trf16-changes = TRF-16 rating report with the arbiter's changes (### SDX)
gui-export-trf2026-changes = TRF-2026 file with the arbiter's changes (### SDX)
gui-export-audit-text = Export as text
gui-export-audit-pdf = Export as PDF
gui-export-cancelled = Export cancelled.
gui-export-writing = Writing the file…
gui-export-written = Written to { $path }.
gui-export-failed = The export failed. { $error }
gui-filter-pdf = PDF document
gui-filter-text = Text file
gui-settings-arbiter-heading = Arbiter
gui-settings-arbiter-help = Your name is written into the audit log with every change you make.
gui-settings-arbiter-placeholder = Your name (e.g. IA Anna Example)
gui-settings-arbiter-save = Use this name
gui-settings-actor = Changes are logged as: { $name }
gui-settings-language-heading = Language
gui-settings-language-help = The language of the app, of the printouts and of the audit log's labels. Player names and FIDE codes stay as they are.
gui-arbiter-saved = Changes are now logged as { $name }.
gui-language-changed = The language was changed.
gui-language-failed = The language { $language } is not available.
gui-language-en = English
gui-language-fr = Français
gui-language-de = Deutsch
gui-language-es = Español
gui-language-ru = Русский
gui-standings-incomplete = Round { $round } is not complete yet: these are the standings after round { $after }.
gui-tiebreaks-invalid = The tie-break list cannot be used ({ $error }): equal scores are listed by pairing number.
gui-tiebreaks-legend = Tie-breaks in order: { $list }
gui-field-tiebreaks = Tie-breaks
gui-tiebreaks-help = C.07 codes in the order they apply, e.g. DE, BH-C1, BH, SB.
# The same help in a team event: C.07 Article 13 codes (the team tie-breaks).
gui-tiebreaks-team-help = C.07 team codes (Article 13) in the order they apply, e.g. MPVGP, EDE, EMGSB, BC.
gui-error-tiebreaks = Tie-breaks: { $error }
gui-late-entry-heading = Late entry
gui-late-entry-help = Round 1 is paired: a new player gets the pairing number of their place in the initial ranking (everyone below moves down one), and the rounds already played count as absences.
gui-repair-offer = Round { $round } is paired but not published and has no result yet: re-pair it to pair the new player too.
gui-repair = Re-pair round { $round }
gui-assign-numbers = Assign pairing numbers from ratings
gui-numbers-assigned = Pairing numbers were assigned from the ratings.
gui-players-list = Player list
gui-players-requests = Byes and forbidden pairs
gui-bye-heading = Requested byes
gui-bye-help = A bye asked for in advance, for rounds not paired yet.
gui-bye-rounds = Rounds:
gui-bye-no-rounds = Every planned round is paired.
gui-bye-request = Request the bye
gui-bye-request-zero = zero-point bye
gui-bye-request-cancel = no bye (cancel the request)
gui-bye-line = { $tpn } { $name }, round { $round }
gui-bye-cancel = Cancel
gui-bye-none = No byes requested.
gui-forbid-heading = Forbidden pairs
gui-forbid-help = Players who must not be paired against each other (relatives, team mates).
gui-forbid = Forbid this pair
gui-forbid-none = No forbidden pairs.
gui-allow-pair = Lift
gui-error-choose-player = Choose a player.
gui-error-choose-rounds = Choose at least one round not paired yet.
gui-error-choose-two = Choose two different players.
gui-requests-applied = { $count ->
    [one] One bye request recorded.
   *[other] { $count } bye requests recorded.
}

## FIDE rating lists and rating changes (issue 20)
audit-update-ratings = Ratings updated from a FIDE list
command-error-too-many-players = A tournament can hold at most 9999 players: the FIDE rating report (TRF) gives each a pairing number of four digits ({ $asked } asked).
command-error-rating-too-high = { $rating } cannot be a rating: the FIDE rating report (TRF) holds ratings of at most four digits (up to 9999).
command-error-ratings-frozen = Ratings can no longer be updated from a list: round 1 is paired, and the initial ranking and the rating changes start from the ratings at round 1.
rating-kind-standard = standard
rating-kind-rapid = rapid
rating-kind-blitz = blitz
rating-list-field-line = line
rating-list-field-id = FIDE ID
rating-list-field-name = name
rating-list-field-federation = federation
rating-list-field-sex = sex
rating-list-field-title = title
rating-list-field-women-title = women's title
rating-list-field-rating = { $kind } rating
rating-list-field-games = { $kind } games
rating-list-field-k = { $kind } K
rating-list-field-birth-year = year of birth
rating-list-field-flag = flag
rating-list-line-skipped = line { $line }: { $field } "{ $value }" is not valid here; the line was skipped
rating-list-error-read = Cannot read { $path }: { $reason }
rating-list-error-zip = { $path } is not a readable zip archive: { $reason }
rating-list-error-zip-empty = { $path } holds no rating list (no .txt or .xml file).
rating-list-error-header = { $path }, line { $line }: not the header of a FIDE rating list: { $reason }
rating-list-header-unknown = unknown column "{ $label }"
rating-list-header-missing = no column "{ $column }"
rating-list-error-kind = { $path } is a list of one kind and its name does not say which (standard, rapid or blitz): choose the kind (on the command line: --kind).
rating-list-error-xml = { $path }, line { $line }: not well-formed XML: { $reason }
rating-list-error-empty = { $path } is empty.
rating-list-error-no-players = { $path }: no player could be read ({ $skipped } lines skipped; first: { $first }).
rating-list-error-write = Cannot write { $path }: { $reason }
rating-list-error-corrupt = The kept rating list { $path } is damaged ({ $reason }); import the list again.
rating-list-error-none = No FIDE rating list has been imported yet: import a list file or download the list.
rating-list-error-no-data-dir = There is no data folder for the rating list: set SWISSDESK_DATA_DIR.
rating-list-error-download = Download of { $url } failed: { $reason }
rating-list-damaged-moved = The damaged rating list was kept as { $path }.
rating-list-imported = { $players ->
    [one] { $players } player
   *[other] { $players } players
} ({ $kinds }, { $month }) from { $source }
rating-list-month-unknown = month unknown
rating-list-skipped-count = { $count ->
    [one] One line was skipped (see above).
   *[other] { $count } lines were skipped (see above).
}
rating-list-kept = Rating list kept in { $path }: { $players } players.
rating-list-info-kind = { $kind }: { $month }, { $rated } rated players, from { $source }, imported { $imported }
rating-list-downloading = Downloading { $url } …
rating-list-update-none = Nothing to update: the players' ratings, K and titles match the list.
rating-list-updated = { $count ->
    [one] One player updated in { $path }.
   *[other] { $count } players updated in { $path }.
}
rating-list-description = FIDE { $kind } list, { $month }
rating-bench-list = Generated list: { $players } players, { $megabytes } MB (combined TXT layout)
rating-bench-import = Import (read, merge, keep): { $seconds } s, { $skipped } lines skipped
rating-bench-load = Load: median { $median } s, max { $max } s over { $runs } runs ({ $megabytes } MB file)
rating-bench-search = Search as typed: { $count } keystrokes, median { $median } ms, 99th percentile { $p99 } ms, max { $max } ms (slowest: "{ $worst }")
rating-bench-letter = One letter "{ $letter }": median { $median } ms, max { $max } ms
gui-fide-heading = Register from the FIDE rating list
# The players view's registration cards folded into one line (a button) while
# the player list is scrolled down; after the cards' headings.
gui-registration-folded = folded while the list is scrolled down: click to open
gui-fide-placeholder = Type part of a name or a FIDE ID
gui-fide-loading = Loading the rating list…
gui-fide-status = { $kind } list { $month } · { $players } rated players
gui-fide-no-kind = No { $kind } list imported yet.
gui-fide-no-match = No player matches.
gui-fide-hint = Enter adds the highlighted player; ↑ ↓ choose another.
gui-fide-inactive = { $name } (inactive)
gui-fide-import = Import a list file…
gui-fide-download = Download from FIDE
gui-fide-update = Update ratings from the list
gui-fide-importing = Importing the list…
gui-fide-download-progress = Downloading the list of { $month }: { $received } of { $total } MB
gui-fide-download-unknown = Downloading the list: { $received } MB
gui-fide-imported = { $players ->
    [one] { $players } player
   *[other] { $players } players
} ({ $kinds }, { $month }) imported.
gui-fide-skipped = { $count ->
    [one] One line skipped: { $first }
   *[other] { $count } lines skipped; the first: { $first }
}
gui-fide-filter = FIDE rating lists
gui-fide-already = { $name } is already registered (no. { $tpn }).
gui-fide-added = { $name } registered.
gui-col-born = Born
gui-col-performance = Rp
gui-col-rating-change = ±
gui-card-rated = rating { $rating }, K { $k } ({ $rule })
gui-card-unrated = unrated
gui-card-unrated-short = unrated
gui-card-close = Close
gui-card-round = Rd
gui-card-opponent = Opponent
gui-card-score = Score
gui-card-no-games = No game yet.
gui-card-change = { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}: score { $score }, expected { $expected }; change K × ΣΔR = { $change } (K { $k }): { $rating } becomes { $new }.
gui-card-k-capped = K is lowered to { $k } so that K × { $games } games stays within 700 (B.02 8.3.3).
gui-card-initial = Initial rating from this event: { $rating } (Ra { $average }, with two draws against 1800; { $games ->
    [one] { $games } game
   *[other] { $games } games
} against rated opponents, score { $score }).
gui-card-initial-zero = A zero score in a first event is disregarded (B.02 8.2.1).
gui-card-initial-games = A first rating is published once it rests on 5 games against rated opponents (B.02 7.1.4); this event has { $games }.
gui-card-performance = Performance rating { $rating } (average opponent { $average }, { $games ->
    [one] { $games } game
   *[other] { $games } games
}, score { $score }).
gui-card-rules = FIDE Rating Regulations (B.02, from 1 March 2024): 400-point rule, K factor, unplayed games and unrated opponents not counted; the event is taken as a rating period of its own.
rating-not-rated-pending = no result yet
rating-not-rated-unplayed = unplayed: not rated
rating-not-rated-short = under one move: not rated
rating-not-rated-opponent = unrated opponent: not rated
rating-not-rated-gap = 600-point rule: not rated
rating-counts-initial = counts for the initial rating
rating-k-list = from the list
rating-k-2400 = rated 2400 or more
rating-k-junior = junior under 2300
rating-k-default = under 2400
export-col-performance = Rp
export-col-rating-change = ±
dubov-note-bye = Pairing-allocated bye (3.1): { $player }, the lowest score, then the most games played, then the largest pairing number among those who may receive it and leave the others pairable
dubov-note-upfloaters = Upfloaters (3.2.2; ARO in brackets): { $players }
dubov-note-g1 = G1, the White seekers (3.2.3; ARO in brackets): { $players }
dubov-note-shift-unavoidable = Shifted to the other subgroup because they must meet their own subgroup (3.2.4.1): { $players }
dubov-note-shift-equalise = Shifted to equalise the subgroups (3.2.4.2): { $players }
dubov-note-s1 = S1, G1 by ascending ARO (3.2.5): { $players }
dubov-note-t2 = Their opponents, the first legal transposition of G2 (3.2.6): { $players }
burstein-note-order = Order in the bracket (1.8: Buchholz, then Sonneborn–Berger, in brackets; then pairing number): { $players }
burstein-note-bye = Pairing-allocated bye (3.1): { $player }, the lowest score, then the most games played, then the lowest ranking (1.8) among those who may receive it ([C2]) and leave the others pairable
# Baku acceleration (C.04.7)
cli-baku-help = Compute Baku acceleration (C.04.7) from the event: group A, virtual points per round
baku-error-scoring-2017 = Baku acceleration before 2026 needs 1 – ½ – 0 scoring; this tournament scores { $win } – { $draw } – { $loss }.
baku-error-scoring-2026 = Baku acceleration (C.04.7 1.1) needs a win worth two draws and a loss worth nothing; this tournament scores { $win } – { $draw } – { $loss }.
baku-error-game-points = Baku acceleration cannot be used when game points are the primary score (C.04.7 1.4.4)
gui-field-acceleration = Acceleration
acceleration-none = None
acceleration-baku = Baku (C.04.7)
gui-acceleration-help = Baku: group A (the top 2·⌈N/4⌉ by pairing number) gets virtual points in the first half of the rounds; the table is written to the TRF export.
audit-baku-group = Baku group changed
audit-add-team = Team added
audit-edit-team = Team edited
audit-remove-team = Team removed
audit-set-lineup = Line-up entered
audit-team-event = Team event (C.04.6 Swiss Team system)
team-board-empty = empty board
command-error-not-team-event = This is not a team event.
command-error-no-team = There is no team { $team }.
command-error-team-played = Team { $team } has played: withdraw it instead of removing it.
command-error-lineup = The line-up of team { $team } for round { $round } names a player who is not in its roster, or twice, or more players than boards.
command-error-player-in-team = Player { $tpn } is in team { $team } already.
command-error-team-withdrawn-while-paired = Team { $team } is already paired in round { $round }: a withdrawal takes effect from a round after the ones paired.
command-error-team-withdrawn = Team { $team } is withdrawn in round { $round }: it gets no bye.
command-error-match-has-results = Round { $round }: the match { $white } – { $black } has results (or was forfeited); its pairing stands. Clear its results first if they were entered by mistake.
audit-withdraw-team = Team withdrawn
audit-team-byes-dropped = { $count ->
    [one] requested bye dropped (round { $rounds })
   *[other] requested byes dropped (rounds { $rounds })
}
audit-baku-group-of = Baku group of { $player }
command-error-baku-not-set = The tournament is not set to Baku acceleration (tournament settings, Acceleration).
command-error-baku-over = Round { $round } has no virtual points: Baku acceleration covers rounds 1–{ $last } only (C.04.7 1.4), so the group no longer matters.
command-error-baku-not-next = A Baku group changes from the next round to be paired, round { $next }, not from round { $round }.
gui-col-baku = Baku R{ $round }
gui-players-baku-hint = Baku acceleration (C.04.7), round { $round }: group A is paired with { $points } virtual points. Click a player's group to move them.
gui-baku-heading = Baku group of { $player }
gui-baku-help = The change holds from round { $round }, the next to be paired; rounds already paired keep their virtual points. The rule places this player in group { $group }. The change and its reason go to the audit log.
gui-baku-now = Now in group { $group } for round { $round }.
gui-baku-move = Move to group { $group }
gui-baku-reason = Reason (required)
standings-col-pairing-score = PS
standings-pairing-score-note = PS: pairing score for round { $round }, points plus Baku virtual points (C.04.7 1.5); the ranking uses the points only.
label-acceleration = Acceleration
dubov1997-note-bye = Bye (4): { $player }, the lowest R of the lowest score group (due the dominating colour, then the higher ARO), among those who may receive it (2.2) and leave the others pairable
dubov1997-note-first-round = First round (5): the upper half against the lower half, row by row: { $pairs }
dubov1997-note-beyond-transfer-limits = Pairs of this round beyond the limits on upward transfers (2.5), the fewest any pairing of the round has (9): { $count }
dubov1997-note-floater-pairs = Floaters from higher groups paired first (8.1, 8.2): { $pairs }
dubov1997-note-transfer-player = Transferred up for a player who has no possible opponent in his group (7.1): { $pairs }
dubov1997-note-transfer-odd = Transferred up because the group was odd (7.2): { $player }
dubov1997-note-to-black = Moved from the White to the Black subgroup (7.3): { $players }
dubov1997-note-to-white = Moved from the Black to the White subgroup (7.4): { $players }
dubov1997-note-whites = "White" players by ascending ARO (6.2): { $players }
dubov1997-note-blacks = "Black" players by descending R (6.2): { $players }

## Round robins (Berger tables, C.05 Annex 1)
roundrobin-error-not-round-robin = This event is a Swiss event, not a round robin.
roundrobin-error-too-few = A round robin needs at least 3 participants; this event has { $count }.
roundrobin-error-numbers = The pairing numbers of a round robin are its table numbers, 1 to { $count }: number { $missing } is missing. Draw or set the numbers first.
roundrobin-error-all-paired = All { $rounds } rounds of the round robin are paired.
roundrobin-error-no-round = The round robin has { $rounds } rounds: there is no round { $round }.
roundrobin-error-not-berger = Round { $round } of the file is not the Berger table's round with these pairing numbers.
lots-error-varma-size = The Varma tables are for 9 to 24 players; this event has { $count }.
command-error-rr-numbers-fixed = The pairing numbers of a round robin are fixed once round 1 is published or a result is entered.
command-error-rr-numbers-invalid = The pairing numbers of a round robin must be 1 to { $count }, each once.
command-error-rr-late-entry = A round robin takes no late entries: the Berger table is fixed by the number of participants, and a new one would change every round already paired.
command-error-rr-no-byes = A round robin has no requested byes: every round is fixed by the Berger table. A player who cannot play loses the game by forfeit or withdraws.
lots-audit-plain = Drawing of lots, seed { $seed }: { $order }
lots-audit-varma = Restricted drawing of lots (Varma tables, C.05 Annex 2), seed { $seed }: { $order }
lots-audit-by-hand = Pairing numbers set by hand
roundrobin-error-rounds = A round robin of { $participants } participants has { $per_cycle } rounds (single) or { $double } (double), not { $rounds }.
rr-check-not-the-table = The proposal is not round { $round } of the Berger table (C.05 Annex 1).
rr-explain-header = Round { $round } of { $rounds }: round robin of { $participants } participants, Berger table for { $size } (FIDE C.05 Annex 1).
rr-explain-slot = Cycle { $cycle }, the table's round { $table }.
rr-explain-swapped = FIDE order: the last two rounds of the first cycle are played the other way round (C.05 Annex 1, to avoid three games in a row with one colour).
rr-explain-reversed = Second cycle: the table's round with the colours reversed.
rr-explain-free = Free: { $player } (drawn against the missing number { $size }).
rr-explain-board = Board { $board }: { $white } – { $black }
rr-explain-match = Match { $number }: { $white } – { $black }
rr-explain-team-colours = In each match the team named first has White on board 1.
cli-berger-help = Round robin by the FIDE Berger tables (C.05 Annex 1)
export-doc-rr-table = Round-robin cross table
export-doc-rr-schedule = Schedule of all rounds
export-rr-table-legend = Each row reads against the column's participant: 1 win, ½ draw, 0 loss, + won by forfeit, − lost by forfeit.
export-rr-table-legend-double = Each row reads against the column's participant, first and second cycle: 1 win, ½ draw, 0 loss, + won by forfeit, − lost by forfeit.
export-rr-schedule-round = Round { $round }
export-rr-schedule-round-date = Round { $round } · { $date }
export-rr-schedule-free = free: { $player }
export-rr-schedule-legend = Berger tables (FIDE C.05 Annex 1): the first-named participant of each board has White.
gui-export-rr-table = Round-robin cross table (PDF)
gui-export-rr-schedule = Schedule of all rounds (PDF)
gui-field-format = Format
gui-format-swiss = Swiss system
gui-format-rr-single = Round robin
gui-format-rr-double-fide = Double round robin (FIDE order)
gui-format-rr-double-berger = Double round robin (table order)
gui-format-rr-rounds = { $rounds } rounds (Berger table for { $size })
gui-format-rr-help = Every round comes from the FIDE Berger tables (C.05 Annex 1): the pairing numbers decide who meets whom, when, and with which colour. FIDE order plays the last two rounds of the first cycle the other way round, so nobody has one colour three times running.
gui-lots-seed = Seed (empty: new)
gui-lots-draw = Draw numbers
gui-lots-draw-varma = Draw (Varma)
gui-lots-first = No.
gui-lots-second = No.
gui-lots-swap = Swap
gui-lots-help = The pairing numbers are the Berger table's numbers: draw them by lot (the seed goes into the audit log, and the same seed draws the same numbers), or swap two by hand, until round 1 is published. Varma: players of one federation draw from one group (C.05 Annex 2, 9 to 24 players).
gui-lots-bad-seed = "{ $value }" is not a seed: a whole number, or empty for a new one.
gui-lots-bad-swap = Give two different pairing numbers of registered players.
gui-schedule = All rounds
gui-schedule-heading = Schedule of all rounds
gui-schedule-round-date = Round { $round } · { $date }
gui-schedule-free = free: { $player }
gui-schedule-paired = paired
gui-schedule-planned = from the table
gui-rr-withdrawn-not-counted = Withdrawn with fewer than half of their games played, so left out of the standings with every game against them (FIDE Tournament Rules C.06 V.4): { $players }

## Team event printouts (issue 30)
export-doc-team-pairings = Match pairings
export-doc-match-sheets = Match sheets
export-doc-team-standings = Team standings after round { $round }
export-doc-team-crosstable = Team cross table
export-doc-board-prizes = Board prizes after round { $round }
export-colour-white-short = W
export-colour-black-short = B
export-col-colour-short = Col
export-col-match-points = MP
export-col-game-points = GP
export-col-games = Games
export-team-before = ({ $mp } MP, { $gp } GP)
export-team-forfeit = match forfeited { $code }
export-sheet-heading = Round { $round } · Match { $number }
export-sheet-board = Board { $board }
export-sheet-match-score = Match score
export-sheet-captain = Captain, { $team }
export-sheet-arbiter = Arbiter
export-sheet-empty-board = (empty board)
export-no-teams = No teams yet.
export-board-heading = Board { $board }
gui-export-board-prizes = Board prizes (PDF)

## The desk of a team competition (issue 30): tournament view, teams view, rounds, standings
gui-field-participants = Participants
gui-participants-players = Players (individual event)
gui-participants-teams = Teams (team competition)
gui-field-boards = Boards per match
gui-error-boards = Boards per match must be a whole number from 1 to { $max }, not “{ $value }”.
gui-tab-teams = Teams
gui-teams-heading = Teams
gui-teams-not-team-event = This event is for individual players. For a team competition, choose “Teams” under Participants in the tournament view before round 1 is paired.
gui-teams-none = No teams yet: type a team's name above and add it.
gui-teams-new-placeholder = New team
gui-teams-add = Add team
gui-teams-count = { $count } teams, { $boards } boards
gui-teams-help = Add the teams on the left, then their players in board order.
gui-teams-name = Team name
gui-teams-nickname = Short name
gui-teams-captain = Captain
gui-teams-team = Team { $tpn }
gui-teams-remove = Remove team
gui-teams-lineup-for = Line-up for
gui-teams-default-lineup = Roster order
gui-teams-no-lineup-round = No round is open for a line-up.
gui-teams-col-order = Order
gui-teams-col-board = Board
gui-teams-col-plays = Plays
gui-teams-roster-empty = No players on the roster yet.
gui-teams-pick-player = Add a registered player
gui-teams-new-player = New player's name
gui-teams-add-player = Add player
gui-teams-lineup-help = Roster in board order. Tick who plays: the boards follow the roster's order, a board left empty is lost by forfeit ({ $boards } boards per match).
gui-teams-error-rating = The rating must be a whole number, not “{ $value }”.
gui-teams-withdraw = Withdraw team…
gui-teams-withdrawn = Withdrawn from round { $round }
gui-teams-withdraw-heading = Withdraw team { $team }?
gui-teams-withdraw-help = From the round chosen on, the team is not paired and its byes requested for those rounds are dropped; the matches already paired stand. The withdrawal is logged, and Undo (Ctrl+Z) takes it back.
gui-teams-byes = Team bye:
gui-teams-bye-request = Request
gui-teams-no-byes-withdrawn = none: the team is withdrawn.
gui-teams-bye-line = Round { $round }: { $kind }
gui-acceleration-team-help = Baku for teams (C.04.7 1.4): group A (the top 2·⌈N/4⌉ teams by pairing number) gets a won match's match points in the first rounds, then a drawn match's; only with match points as the primary score.
gui-team-match = Match { $number }
gui-team-keys-help = Keys: ↑ ↓ choose a board · 1 the first team's player wins · 0 the second team's player wins · = draw · + first team's player wins by forfeit · - second team's player wins by forfeit
gui-team-result-for-board = Match { $number }, board { $board }:
gui-team-empty-board = empty board (forfeit)
gui-team-forfeit = Match forfeited:
gui-team-forfeit-wins = team { $team } wins
gui-team-forfeit-double = both lose
gui-team-forfeit-none = played
gui-team-forfeited = forfeited
gui-team-standings-leader = Leader: { $team } with { $mp } match points, { $gp } game points
standings-team-positional-note = { $codes }: the place among the teams still tied before this tie-break (C.07 6, 12, 13.3); 0 when it does not split the tie or the team is tied with nobody.
