# Swissdesk — Deutsch (Übersetzung von i18n/en/swissdesk.ftl, der Referenz: gleiche IDs)
# Begriffe der FIDE-Schiedsrichter: Auslosung, Runde, Punktgruppe, Abwärtsfloater /
# Aufwärtsfloater, Freilos (durch die Auslosung), Feinwertungen, Startnummer.

app-name = Swissdesk

## Store: tournament files, backups, settings (src/store/)

store-not-found = Die Datei { $path } existiert nicht.
store-permission-read = Zugriff verweigert: Swissdesk darf { $path } nicht lesen.
store-permission-write = Zugriff verweigert: Swissdesk darf { $path } nicht schreiben (prüfen Sie die Datei und ihren Ordner).
store-read-failed = { $path } konnte nicht gelesen werden: { $error }
store-write-failed = { $path } konnte nicht geschrieben werden: { $error }
store-empty = Die Datei { $path } ist leer und daher kein Swissdesk-Turnier (möglicherweise wurde sie durch einen Absturz oder eine volle Festplatte abgeschnitten).
store-binary = Die Datei { $path } ist keine Textdatei (Zeile { $line }, Byte { $column } ist ein Steuerbyte, das in keiner Swissdesk-Datei vorkommt) und daher kein Swissdesk-Turnier; sie ist beschädigt oder von anderer Art.
store-not-a-document = Die Datei { $path } ist kein Swissdesk-Turnier (Zeile { $line }, Spalte { $column }: sie beginnt nicht mit den Feldern eines Turniers).
store-not-a-document-field = Die Datei { $path } ist kein Swissdesk-Turnier, sondern wohl die Datei eines anderen Programms: Zeile { $line }, Spalte { $column } enthält das Feld „{ $field }“, das kein Turnier hat, und weder „event“ noch „players“.
store-invalid-utf8 = Datei { $path }, Zeile { $line }, Spalte { $column }: Dies ist kein Text, den Swissdesk lesen kann (ungültiges UTF-8); die Datei ist beschädigt oder keine Swissdesk-Datei.
store-corrupt = Datei { $path }, Zeile { $line }, Spalte { $column }: { $message }
store-corrupt-field = Datei { $path }, Zeile { $line }, Spalte { $column }, in { $field }: { $message }
store-newer-version = Die Datei { $path } wurde mit einer neueren Swissdesk-Version erstellt (Dateiformat { $found }; diese Version liest Formate bis { $supported }). Bitte aktualisieren Sie Swissdesk, um sie zu öffnen.
store-unsupported-version = Die Datei { $path } hat die Dateiformat-Version { $found }, die keine Swissdesk-Version je geschrieben hat.
store-migration-failed = Die Datei { $path } (Dateiformat { $from }) konnte nicht in das aktuelle Format umgewandelt werden: { $message }
store-serialize-failed = Die Daten für { $path } konnten nicht in Text umgewandelt werden: { $message }
store-refuse-overwrite = { $path } wurde nicht korrekt geladen, deshalb überschreibt Swissdesk die Datei nicht. Verwenden Sie „Speichern unter“, um unter einem neuen Namen zu speichern.
store-locked = { $path } wird von einem anderen Swissdesk bearbeitet (Prozess { $pid } auf { $host }, seit { $since }) und wurde daher nicht geändert. Öffnen Sie die Datei schreibgeschützt oder schließen Sie sie zuerst dort.
store-locked-unknown = { $path } wird von einem anderen Swissdesk bearbeitet und wurde daher nicht geändert. Öffnen Sie die Datei schreibgeschützt oder schließen Sie sie zuerst dort.
store-read-only = { $path } ist schreibgeschützt geöffnet, weil ein anderer Swissdesk die Datei bearbeitet: Speichern Sie Ihre Änderungen mit „Speichern unter“ in einer anderen Datei.
store-lock-taken-over = { $path } war noch als in Bearbeitung durch einen Swissdesk markiert, der nicht ordnungsgemäß beendet wurde (Prozess { $pid } auf { $host }, seit { $since }); dieser Prozess existiert nicht mehr, daher hat dieser Swissdesk die Datei übernommen.
store-no-path = Dieses Turnier wurde noch nicht gespeichert: Wählen Sie mit „Speichern unter“ eine Datei.
store-not-a-file-path = { $path } ist kein Dateiname, unter dem Swissdesk speichern kann.
store-no-config-dir = Swissdesk hat keinen Ordner für seine Einstellungen gefunden (gibt es ein Benutzerverzeichnis?). Setzen Sie die Variable { $env } auf den zu verwendenden Ordner.
store-recovered-from-backup = { $path } konnte nicht geladen werden, deshalb wurde stattdessen die Sicherung { $backup } geöffnet. Verwenden Sie „Speichern unter“, um sie unter einem neuen Namen zu speichern; die beschädigte Datei blieb unverändert.
store-settings-corrupt-moved = Die Einstellungsdatei war beschädigt und wurde als { $path } aufbewahrt; neue Einstellungen wurden gespeichert.

## Pairing engines
pairing-error-impossible = Keine Auslosung der Runde { $round } erfüllt die absoluten Kriterien (keine Wiederholungspaarungen, verbotene Paarungen, Farbregeln, höchstens ein regelkonformes Freilos): Der Schiedsrichter muss entscheiden.
pairing-error-no-initial-colour = Die Anfangsfarbe wurde nicht ausgelost: Sie wird für die Auslosung der Runde 1 benötigt.
pairing-error-nobody = In Runde { $round } ist niemand auszulosen.
pairing-error-unsupported = Das Auslosungssystem „{ $system }“ ist noch nicht verfügbar.
pairing-error-round-paired = Runde { $round } ist bereits ausgelost.

## Commands
command-error-no-player = Es gibt keinen Spieler mit der Startnummer { $tpn }.
command-error-no-round = Runde { $round } existiert nicht.
command-error-no-board = Runde { $round } hat kein Brett { $board }.
command-error-round-started = Spieler { $tpn } hat bereits Ergebnisse oder Byes; ziehen Sie den Spieler zurück, statt ihn zu entfernen.
command-error-published = Runde { $round } ist veröffentlicht; verwenden Sie „veröffentlichte Auslosung korrigieren“, um sie zu ändern.
command-error-round-paired = Runde { $round } ist bereits ausgelost.
command-error-not-last-round = Nur die letzte ausgeloste Runde kann zurückgenommen werden (Runde { $round } ist nicht die letzte).
command-error-results-entered = Runde { $round } hat bereits Ergebnisse; löschen Sie diese, bevor Sie die Auslosung zurücknehmen.
command-error-pairing-players = Die Auslosung der Runde { $round } nennt einen unbekannten Spieler oder einen Spieler doppelt.
command-error-not-forbidden = Die Spieler { $players } sind keine verbotene Paarung.
command-error-withdrawn-while-paired = Spieler { $tpn } ist in Runde { $round } schon gepaart: ein Rückzug gilt erst ab einer Runde nach den gepaarten.

## Command line
cli-error-write = { $path } kann nicht geschrieben werden: { $reason }
cli-error-no-gui = Diese Swissdesk-Version hat keine Desktop-Anwendung (ohne das Feature „gui“ gebaut); verwenden Sie einen Unterbefehl, siehe --help.
cli-long-absence = Spieler { $tpn } ({ $name }) hat { $rounds } Runden nicht gespielt und wurde trotzdem gepaart: wer abgereist ist, muss vorher zurückgezogen werden.
cli-imported = { $players } Spieler und { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} nach { $path } importiert.
cli-exported = { $path } geschrieben.
cli-actor = Kommandozeile
label-event = Turnier
label-city = Ort
label-federation = Föderation
label-dates = Zeitraum
label-chief-arbiter = Hauptschiedsrichter
label-deputies = Stellvertretende Schiedsrichter
label-time-control = Bedenkzeit
label-system = Auslosungssystem
label-scoring = Punkte Sieg / Remis / Niederlage
info-summary = { $players } Spieler, { $paired } von { $planned ->
    [one] { $planned } Runde
   *[other] { $planned } Runden
} ausgelost
team-score-mp = Mannschaftspunkte
team-score-gp = Brettpunkte
info-team-summary = { $teams } Mannschaften, { $boards } Bretter; Mannschaftspunkte { $win } / { $draw } / { $loss }; Wertung nach { $primary }
info-team-points = { $mp } MP, { $gp } BP
info-team-captain = Mannschaftsführer: { $captain }
info-team-round = Runde { $round }
info-team-pending = Ergebnis ausstehend
col-place = Platz
col-tpn = Nr.
col-title = Titel
col-name = Name
col-rating = Elo
col-fed = Föd.
col-points = Punkte
check-round-differs = Runde { $round } weicht ab.
check-expected = Aufgezeichnet:
check-got = Programm:
check-round-error = Runde { $round } kann nicht neu ausgelost werden: { $error }
check-summary = { $matched } von { $total ->
    [one] { $total } Runde
   *[other] { $total } Runden
} identisch.
check-only-recorded = Nur in der Datei:
check-only-engine = Nur von der Paarungsmaschine:
check-colours-reversed = Farben vertauscht (wie in der Datei):
check-bye-differs = Paarungsbedingtes Freilos: { $recorded } in der Datei, { $engine } von der Paarungsmaschine.
check-points-only = nur Punkte
check-standings = Rangliste nach Runde { $round } ({ $tiebreaks }; { $rules }): { $ranks } Ränge geprüft.
check-standings-points = Teilnehmer { $tpn }: { $in_file } Punkte in der Datei, { $computed } aus den Runden.
check-standings-rank = Teilnehmer { $tpn }: Rang { $in_file } in der Datei, berechnet { $places } ({ $values }).
check-ranks-unchecked = Ränge nicht geprüft: Die Datei nennt keine Feinwertungen (202/212), und keine wurden angegeben (--tiebreaks).
check-discrepancies = { $count ->
    [one] { $count } Abweichung.
   *[other] { $count } Abweichungen.
}
generate-error-rate = { $option } muss ein Anteil zwischen 0 und 1 sein, nicht { $value }.
generate-error-scoring = --scoring erwartet die Punkte für Sieg, Remis und Niederlage, z. B. 3,1,0 (nicht { $value }).
generate-error-argument = Die Generator-Befehlszeile kann „{ $argument }“ nicht verwenden (Form: --SYSTEM -g [KONFIG] -o AUS.trf [-s SEED]).
generate-error-config = Die Generator-Konfiguration { $path } ist nicht lesbar: { $reason }
generate-error-config-line = { $path }, Zeile { $line }: „{ $text }“ ist keine gültige Zeile Schlüssel=Wert für den Generator.
generate-error-config-key = { $path }, Zeile { $line }: Der Generator kennt keinen Parameter „{ $key }“.
fide-mode-field = FIDE-Modus
fide-mode-not-rated = kein gewertetes Turnier
fide-mode-on = an (gewertetes Turnier)
fide-mode-left = verlassen: { $reason }
fide-mode-left-state = verlassen
fide-mode-left-notice = FIDE-Modus vom Schiedsrichter verlassen: { $reason }
fide-mode-refused-numbers = FIDE-Modus: Nach Runde 4 dürfen sich die Setznummern nicht ändern (Runde { $paired } ist gepaart); den Spieler mit der letzten Nummer aufnehmen oder den FIDE-Modus mit Begründung verlassen.
fide-mode-refused-scoring = FIDE-Modus: Ein gewertetes Turnier wird mit 1, ½, 0 gezählt (Freilose und kampflose Partien als Sieg, Remis oder Niederlage); diese Wertung beibehalten oder den FIDE-Modus mit Begründung verlassen.
fide-mode-refused-full-bye = FIDE-Modus: Ein beantragtes Freilos mit vollem Punkt ist in einem gewerteten Turnier nicht erlaubt; ein Freilos mit halbem oder null Punkten geben oder den FIDE-Modus mit Begründung verlassen.
fide-mode-refused-result = FIDE-Modus: Das ungewertete Ergebnis { $result } ist in einem gewerteten Turnier nicht erlaubt; die Partie als gespielt oder kampflos (+/-) erfassen oder den FIDE-Modus mit Begründung verlassen.
fide-mode-reason-required = Das Verlassen des FIDE-Modus braucht eine Begründung: Sie wird protokolliert und auf den Ausdrucken und in der TRF angegeben.
fide-mode-refused-unrate = FIDE-Modus: Das Turnier ist gewertet, seit Runde 1 gepaart ist; stattdessen den FIDE-Modus mit Begründung verlassen.
gui-fidemode-state-not-rated = Kein gewertetes Turnier: FIDE-Modus aus.
gui-fidemode-state-on = Gewertetes Turnier: FIDE-Modus an.
gui-fidemode-state-left = Gewertetes Turnier, FIDE-Modus verlassen: { $reason }
gui-fidemode-help = Im FIDE-Modus lehnt ein gewertetes Turnier ab, was die Prüfliste der FIDE beanstandet: Startnummern nach Runde 4 geändert, eine andere Wertung als 1, ½, 0, ein Freilos mit vollem Punkt auf Wunsch, ungewertete Ergebnisse (W, D, L). Neue Turniere beginnen im FIDE-Modus.
gui-fidemode-turn-on = FIDE-Modus einschalten
gui-fidemode-not-rated = Kein gewertetes Turnier
gui-fidemode-leave = FIDE-Modus verlassen…
gui-fidemode-leave-title = FIDE-Modus verlassen
gui-fidemode-leave-text = Die Einschränkungen des FIDE-Modus gelten dann für dieses Turnier nicht mehr. Ihre Begründung wird im Protokoll vermerkt und auf den Ausdrucken und in der TRF-Datei angegeben.
gui-fidemode-reason-placeholder = Begründung für das Verlassen des FIDE-Modus
gui-fidemode-leave-confirm = Verlassen und Begründung protokollieren
gui-fidemode-badge-on = FIDE-Modus an
gui-fidemode-badge-left = FIDE-Modus verlassen
gui-fidemode-done-on = FIDE-Modus an: das Turnier wird gewertet.
gui-fidemode-done-left = FIDE-Modus verlassen; die Begründung steht im Protokoll.
gui-fidemode-done-not-rated = Das Turnier ist als nicht gewertet markiert.

## TRF import and export (src/trf/)
trf-field-record = Satzart
trf-field-tpn = Startnummer
trf-field-sex = Geschlecht
trf-field-title = Titel
trf-field-name = Name
trf-field-rating = Elo-Zahl
trf-field-federation = Föderation
trf-field-fide-id = FIDE-ID
trf-field-birth-date = Geburtsdatum
trf-field-points = Punkte
trf-field-rank = Rang
trf-field-opponent = Gegner
trf-field-colour = Farbe
trf-field-result = Ergebnis
trf-field-rounds = Anzahl der Runden
trf-field-initial-colour = Anfangsfarbe
trf-field-scoring = Punktesystem
trf-field-acceleration = Beschleunigung
trf-field-forbidden-pair = verbotene Paarung
trf-field-bye = Bye
trf-field-date = Datum
trf-field-round = Runde
trf-field-baku-group = Baku-Gruppe (SDB)
trf-error-io = { $file }: { $reason }
trf-error-empty = { $file }: Die Datei ist leer und daher kein Turnier
trf-error-binary = { $file }:{ $line }:{ $column }: Dies ist keine Textdatei (ein Steuerbyte, das in keiner TRF-Datei vorkommt) und daher kein Turnierbericht
trf-error-no-players = { $file }: Keine ihrer { $lines } Zeilen ist ein Spielerdatensatz (001); die Datei ist daher kein Turnierbericht
trf-error-truncated = { $file }:{ $line }:{ $column }: { $field }: Die Zeile endet innerhalb dieses Feldes (abgeschnittene Zeile?)
trf-error-bad-number = { $file }:{ $line }:{ $column }: { $field }: „{ $text }“ ist hier keine gültige Zahl
trf-error-bad-value = { $file }:{ $line }:{ $column }: { $field }: „{ $text }“ ist hier kein gültiger Wert
trf-error-misaligned = { $file }:{ $line }:{ $column }: { $field }: Diese Spalte muss leer sein, enthält aber „{ $found }“; die Daten sind wahrscheinlich um eine Spalte verschoben
trf-error-unknown-result = { $file }:{ $line }:{ $column }: { $field }: unbekannter Ergebniscode „{ $code }“
trf-error-unknown-colour = { $file }:{ $line }:{ $column }: { $field }: unbekannter Farbcode „{ $code }“ (erwartet: w, b oder -)
trf-error-duplicate-tpn = { $file }:{ $line }:{ $column }: { $field }: Startnummer { $tpn } wird bereits in Zeile { $first } verwendet
trf-error-unknown-player = { $file }:{ $line }:{ $column }: { $field }: Es gibt keinen Spieler mit der Startnummer { $tpn }
trf-error-inconsistent-game = { $file }:{ $line }:{ $column }: { $field }: Runde { $round }, Spieler { $tpn } gegen { $opponent }: { $problem }
trf-error-bye-with-opponent = { $file }:{ $line }:{ $column }: { $field }: Bye-Code „{ $code }“ darf keinen Gegner haben
trf-error-result-needs-opponent = { $file }:{ $line }:{ $column }: { $field }: Ergebniscode „{ $code }“ erfordert einen Gegner
trf-error-colour-without-opponent = { $file }:{ $line }:{ $column }: { $field }: Farbe „{ $code }“ ohne Gegner angegeben
trf-error-conflicting-bye = { $file }:{ $line }:{ $column }: { $field }: Spieler { $tpn } hat in Runde { $round } bereits einen anderen Eintrag
trf-error-unsupported = { $file }:{ $line }:{ $column }: { $field }: { $what }
trf-inconsistency-opponent = Der Eintrag des Gegners für diese Runde nennt stattdessen { $theirs } (0 = niemand)
trf-inconsistency-no-entry = Die Zeile des Gegners hat keinen Eintrag für diese Runde
trf-inconsistency-same-colour = Beide haben dieselbe Farbe
trf-inconsistency-missing-colour = Nur einer der beiden hat eine Farbe
trf-inconsistency-results = Die Ergebniscodes „{ $mine }“ und „{ $theirs }“ ergeben kein gemeinsames Ergebnis
trf-inconsistency-own-opponent = Ein Spieler kann nicht sein eigener Gegner sein
trf-unsupported-colour-scoring = Farbabhängige Punkte (unterschiedliche WW/BW, WD/BD oder WL/BL) werden nicht unterstützt
trf-unsupported-team-acceleration = Beschleunigung mit Mannschaftspunkten (Mannschaftsturniere) wird nicht unterstützt
trf-warning-points = { $file }:{ $line }:{ $column }: Spieler { $tpn }: Die Datei gibt { $in_file } Pkt. an, die Ergebnisse ergeben { $computed } Pkt.; der berechnete Wert wird verwendet
trf-warning-latin1 = { $file }: Die Datei ist kein gültiges UTF-8 und wurde als Latin-1 (ISO 8859-1) gelesen
trf-warning-placeholder = { $file }: Spieler { $tpn } „{ $name }“ ist das Freilos eines anderen Programms, kein Spieler: aus dem Turnier genommen; { $count ->
        [0] er hatte keine Partien
        [one] sein Gegner hat stattdessen das Freilos der Paarung: { $byes }
       *[other] seine { $count } Gegner haben stattdessen das Freilos der Paarung: { $byes }
    }
trf-placeholder-bye = Runde { $round }: Spieler { $tpn }
trf-warning-baku-group = { $file }: Spieler { $tpn } „{ $name }“: Baku-Gruppe { $group } ab Runde { $round }, vom Schiedsrichter so eingeteilt (SDB-Satz): { $reason }
trf-warning-baku-groups-not-used = { $file }:{ $line }: { $count ->
        [one] der Baku-Satz von Swissdesk (SDA/SDB: Gruppen des Schiedsrichters) passt
       *[other] die { $count } Baku-Sätze von Swissdesk (SDA/SDB: Gruppen des Schiedsrichters) passen
    } nicht zur Beschleunigungstabelle: die Tabelle bleibt wie angegeben, ohne Baku-Gruppen
trf-warning-unknown-system = { $file }:{ $line }: der SDS-Satz nennt das Paarungssystem „{ $id }“, das diese Swissdesk-Version nicht kennt: das System wird dem Rest der Datei entnommen
trf-field-team = Mannschaft (310, 013, 300)
trf-field-team-scoring = Mannschaftswertung (320, 352, 362)
trf-field-forfeit = kampflos entschiedener Wettkampf (330)
trf-field-board = Brett (### SDX)
trf-field-withdrawal = Rückzug (SDW)
trf-warning-arbiter-change = { $file }:{ $line }:{ $column }: { $field }: Zeile einer Änderung durch den Schiedsrichter (### SDX) nicht übernommen, ihre Markierung „von Hand geändert“ fehlt: { $problem }
trf-sdx-missing = die Zeile endet vor diesem Feld
trf-sdx-bad-value = „{ $text }“ ist kein möglicher Wert dieses Feldes
trf-sdx-extra = „{ $text }“ steht nach dem letzten Feld
trf-sdx-not-in-file = Runde { $round } der Datei hat keine solche Partie und kein solches Freilos
trf-sdx-result-differs = die Zeile nennt als berichtigtes Ergebnis { $in_line }, die Partie hat { $in_game }
trf-warning-record-not-used = { $file }:{ $line }: Satz nicht übernommen: { $reason }
trf-warning-team-tiebreaks = die Mannschaftswertungen „{ $codes }“ werden nicht verwendet ({ $error }); die Mannschaften werden nach { $default } gereiht.
trf-warning-team-player-unknown = { $file }:{ $line }:{ $column }: Mannschaft { $team } nennt Spieler { $player }, der nicht in der Datei steht: nicht in die Aufstellung übernommen
trf-warning-team-player-twice = { $file }:{ $line }:{ $column }: Mannschaft { $team } nennt Spieler { $player }, der schon für Mannschaft { $other } spielt: nicht in diese Aufstellung übernommen
trf-warning-players-without-team = { $file }: { $count } Spieler stehen in keiner Mannschaftsaufstellung; sie bleiben als Spieler erhalten
trf-warning-unknown-team = { $file }:{ $line }: Mannschaft { $team } steht nicht in der Datei: nicht übernommen
trf-warning-team-match-unclear = { $file }: Runde { $round }: die Spieler der Mannschaft { $team } spielten gegen Spieler mehrerer Mannschaften; als Gegner gilt die Mannschaft mit den meisten Brettern
trf-warning-team-pab-read = { $file }: Runde { $round }: Mannschaft { $team } ist als einzige ohne Wettkampf (ungerade Mannschaftszahl, kein Mannschaftsfreilos in der Datei): als Freilos durch die Auslosung gelesen
trf-warning-team-points = { $file }:{ $line }: Mannschaft { $team }: die Datei gibt { $in_mp } Mannschaftspunkte und { $in_gp } Brettpunkte an, die Ergebnisse ergeben { $mp } und { $gp }; die berechneten Werte werden verwendet
trf-team-forfeit-other-match = Runde { $round }: Mannschaft { $team } spielt einen anderen Wettkampf
trf-team-bye-with-match = Runde { $round }: Mannschaft { $team } hat einen Wettkampf, kein Freilos
trf-team-bye-conflict = Runde { $round }: Mannschaft { $team } hat schon ein anderes Freilos
trf-team-192-unknown = der Code „{ $code }“ ist keiner des Schweizer Mannschaftssystems (FIDE_TEAM_…): dessen Grundeinstellungen gelten

## Desktop app (src/gui/)
gui-window-title = { $file } — Swissdesk
gui-untitled = Unbenanntes Turnier
gui-new-tournament = Neues Turnier
gui-sample-label = Beispielturnier
gui-actor-default = Schiedsrichter (Desktop-Anwendung)
gui-new = Neu
gui-open = Öffnen…
gui-save = Speichern
gui-save-as = Speichern unter…
gui-recent-files = Zuletzt geöffnet
# The tool bar's menu of file actions (New, Open…, Save, Save as…, the recent files).
gui-file-menu = Datei
# The Control key as the keyboard of this language labels it, in shortcuts ("Ctrl+S").
gui-key-ctrl = Strg
gui-recent-missing = { $path } existiert nicht mehr und wurde aus der Liste der zuletzt geöffneten Dateien entfernt.
gui-undo = Rückgängig
gui-redo = Wiederholen
gui-undo-hint = „{ $action }“ rückgängig machen (Strg+Z)
gui-redo-hint = „{ $action }“ wiederholen (Strg+Y)
gui-undone = Rückgängig gemacht: { $action }. Das Protokoll behält die Änderung und verzeichnet das Rückgängigmachen.
gui-redone = Wiederhergestellt: { $action }.
gui-nothing-to-undo = Nichts rückgängig zu machen (das Veröffentlichen einer Runde lässt sich nicht rückgängig machen).
gui-nothing-to-redo = Nichts zu wiederholen.
gui-undo-while-pairing = Bitte warten, bis die Auslosung fertig ist, bevor Sie etwas rückgängig machen oder wiederholen.
gui-tab-tournament = Turnier
gui-tab-players = Spieler
gui-tab-round = Runden
gui-tab-standings = Rangliste
gui-theme-dark = Dunkles Design
gui-theme-light = Helles Design
gui-dismiss = Schließen
gui-filter-tournament = Swissdesk-Turnier
gui-filter-trf = TRF-Datei
gui-open-failed = Es wurde nichts geändert. { $error }
gui-offer-read-only = Schreibgeschützt öffnen
gui-offer-save-as = Speichern unter…
gui-opened-read-only = { $path } schreibgeschützt geöffnet: Ein anderer Swissdesk bearbeitet die Datei. Änderungen hier bleiben im Speicher, bis Sie „Speichern unter“ verwenden.
gui-opened = { $path } geöffnet.
gui-imported-trf = { $path } importiert. Dies ist noch keine Swissdesk-Datei: Verwenden Sie „Speichern unter“, um Ihre Änderungen zu behalten.
gui-saved = In { $path } gespeichert.
gui-save-failed = Speichern fehlgeschlagen. { $error }
gui-autosave-failed = Die Änderung wurde vorgenommen, konnte aber nicht gespeichert werden. { $error }
gui-sample-missing = Das mitgelieferte Beispielturnier wurde nicht gefunden ({ $path }), deshalb wurde ein neues, leeres Turnier angelegt.
gui-sample-failed = Das mitgelieferte Beispielturnier konnte nicht geladen werden, deshalb wurde ein neues, leeres Turnier angelegt. { $error }
gui-sample-opened = Dies ist das mitgelieferte Beispielturnier. Änderungen bleiben nur erhalten, wenn Sie „Speichern unter“ wählen.
gui-last-file-failed = Das zuletzt verwendete Turnier konnte nicht wieder geöffnet werden. { $error }
gui-settings-failed = Einstellungen: { $error }
gui-discard = Änderungen verwerfen
gui-cancel = Abbrechen
gui-unsaved-title = Ungespeicherte Änderungen
gui-unsaved-before-new = „{ $name }“ hat Änderungen, die noch nicht in einer Datei gespeichert sind. Vor dem Anlegen eines neuen Turniers speichern?
gui-unsaved-before-open = „{ $name }“ hat Änderungen, die noch nicht in einer Datei gespeichert sind. Vor dem Öffnen eines anderen Turniers speichern?
gui-unsaved-before-quit = „{ $name }“ hat Änderungen, die noch nicht in einer Datei gespeichert sind. Vor dem Schließen von Swissdesk speichern?
gui-unsaved-form = Das Turnierformular hat noch nicht übernommene Änderungen: „Änderungen speichern“ übernimmt sie zuerst.
gui-unsaved-form-invalid = Das Turnierformular hat Änderungen, die nicht übernommen werden können (siehe Formular): korrigieren oder verwerfen, dann erneut versuchen.
gui-unsaved-save = Änderungen speichern
gui-unsaved-kept = Es wurde nichts gespeichert und daher nichts geschlossen: Das Turnier ist mit seinen Änderungen weiter geöffnet.
gui-absent-title = Vor der Paarung der Runde { $round }: Spieler, die seit zwei oder mehr Runden nicht gespielt haben
gui-absent-explain = Kreuzen Sie die Spieler an, die ab dieser Runde zurückgezogen werden; die anderen werden wie gewohnt gepaart. Seit Februar 2026 entscheidet nach den Regeln der Schiedsrichter über den Rückzug, nicht Swissdesk.
gui-absent-rounds = { $rounds } Runden gefehlt
gui-absent-withdraw = Zurückziehen
gui-absent-pair-all = Alle behalten und Runde { $round } paaren
gui-absent-pair-withdrawing = { $count ->
        [one] 1 Spieler zurückziehen und Runde { $round } paaren
       *[other] { $count } Spieler zurückziehen und Runde { $round } paaren
    }
gui-absent-withdraw-reason = { $rounds } Runden in Folge abwesend
gui-no-native-dialog = Dieser Rechner hat keinen Dateidialog des Systems (kein Desktop-Portal, kein zenity), daher wird die Dateiauswahl von Swissdesk gezeigt.
gui-filter-any-tournament = Turnierdateien (Swissdesk, TRF)
gui-settings-files-heading = Dateien
gui-settings-chooser-help = Öffnen, Speichern und Exporte verwenden den Dateidialog des Systems, wenn dieser Rechner einen hat (unter Linux: das Desktop-Portal oder zenity), sonst die Dateiauswahl von Swissdesk.
gui-settings-own-chooser = Immer die Dateiauswahl von Swissdesk verwenden
chooser-title-open = Turnier öffnen (Swissdesk-Datei oder TRF)
chooser-title-save = Turnier speichern unter
chooser-title-export = Export: { $what }
chooser-up = Nach oben
chooser-home = Persönlicher Ordner
chooser-recent-folders = Zuletzt verwendete Ordner
chooser-folder = Ordner:
chooser-empty = Hier gibt es keine Ordner und keine Dateien dieser Art.
chooser-open = Öffnen
chooser-save = Speichern
chooser-path-label = Datei:
chooser-path-placeholder = Dateiname oder ein Pfad wie ~/turniere/open.trf
chooser-show-all = Alle Dateien zeigen
chooser-replace-question = { $name } gibt es schon. Ersetzen?
chooser-replace = Ersetzen
chooser-name-needed = Geben Sie einen Dateinamen ein oder wählen Sie eine Datei in der Liste.
chooser-no-such-file = Es gibt keine Datei { $path }.
chooser-no-such-folder = Den Ordner { $folder } gibt es nicht.
chooser-is-folder = { $path } ist ein Ordner.
chooser-cannot-list = Der Ordner { $folder } kann nicht gezeigt werden: { $error }
gui-status-unsaved = ungespeicherte Änderungen
gui-status-autosaved = jede Änderung wird automatisch gespeichert
gui-status-no-file = noch nicht in einer Datei gespeichert
gui-status-read-only = schreibgeschützt: Änderungen bleiben hier, bis Sie „Speichern unter“ wählen
gui-status-summary = { $players } Spieler · { $paired } von { $planned ->
    [one] { $planned } Runde
   *[other] { $planned } Runden
} ausgelost
gui-pair-changed = Das Turnier wurde während der Auslosung geändert, deshalb wurde diese Auslosung verworfen. Bitte erneut auslosen.
gui-paired = Runde { $round } ist ausgelost.
gui-pair-failed = Die Runde konnte nicht ausgelost werden. { $error }
gui-changes-applied = Änderungen übernommen.
gui-event-heading = Turnier
gui-settings-heading = Auslosung und Wertung
gui-field-name = Name
gui-field-city = Ort
gui-field-federation = Föderation
gui-field-start-date = Erster Tag
gui-field-end-date = Letzter Tag
gui-field-chief-arbiter = Hauptschiedsrichter
gui-field-time-control = Bedenkzeit
gui-field-rounds = Geplante Runden
gui-field-system = Auslosungssystem
gui-field-initial-colour = Anfangsfarbe
gui-field-scoring = Punktesystem
gui-field-rating-kind = FIDE-Wertung
gui-date-placeholder = JJJJ-MM-TT
gui-apply = Änderungen übernehmen
gui-revert = Eingaben zurücksetzen
gui-error-date = „{ $value }“ ist kein Datum: Schreiben Sie es als JJJJ-MM-TT (zum Beispiel 2026-07-14).
gui-error-rounds = Die Anzahl der Runden muss eine ganze Zahl sein, mindestens { $min }.
gui-locked = Gesperrt, weil Runde 1 ausgelost ist: Eine Änderung würde die bereits erfolgten Auslosungen verändern.
gui-initial-colour-help = Die Farbe des Setzlistenersten in Runde 1, durch Los bestimmt.
# In a team event: what the initial colour decides under C.04.6 (4.1, 4.3.1).
gui-initial-colour-team-help = Durch Los bestimmt (C.04.6 4.1): In einem ersten Wettkampf erhält sie die erste Mannschaft (first-team) an Brett 1, wenn ihre Startnummer ungerade ist, sonst die andere Farbe (4.3.1); danach gilt C.04.6 4.3 nach den bisherigen Farben der Mannschaften.
system-dutch2017 = FIDE Holländisches System (Regeln 2017)
system-dutch2026 = FIDE Holländisches System (Regeln 2026)
system-dubov = FIDE Dubov-System (Regeln 2026)
system-dutch2012 = FIDE Holländisches System (Regeln 2012)
system-burstein = FIDE Burstein-System
system-dubov1997 = FIDE Dubov-System (Regeln 1997)
system-burstein2026 = FIDE Burstein-System (Regeln 2026)
system-team2026 = FIDE-Schweizer System für Mannschaften (Regeln 2026)
gui-colour-white = Weiß
gui-colour-black = Schwarz
gui-colour-none = Noch nicht ausgelost
gui-scoring-standard = 1 / ½ / 0
gui-scoring-football = 3 / 1 / 0
gui-scoring-custom = Benutzerdefiniert: { $win } / { $draw } / { $loss }
gui-search-placeholder = Nach Namen suchen
gui-col-tpn = Nr.
gui-col-title = Titel
gui-col-name = Name
gui-col-rating = Elo
gui-col-fed = Föd.
gui-col-fide-id = FIDE-ID
gui-col-points = Punkte
gui-col-status = Status
gui-col-place = Platz
gui-col-board = Brett
gui-col-white = Weiß
gui-col-black = Schwarz
gui-col-result = Ergebnis
gui-col-score = Pkt.
gui-col-total = Gesamt
gui-col-round-short = R{ $round }
gui-status-active = Aktiv
gui-status-withdrawn = Ab Runde { $round } zurückgezogen
gui-withdraw-heading = { $player } zurückziehen?
gui-withdraw-help = Ab der gewählten Runde wird der Spieler nicht mehr gepaart; bereits gepaarte Partien bleiben bestehen. Der Rückzug wird protokolliert, Rückgängig (Strg+Z) nimmt ihn zurück.
gui-withdraw-from = Ab Runde
gui-withdraw-reason = Grund (freiwillig, steht im Protokoll)
gui-withdraw-confirm = Zurückziehen
gui-withdraw-all-paired = Alle geplanten Runden sind ausgelost: Der Rückzug wird ab der Runde nach der letzten eingetragen; bereits ausgeloste Partien bleiben bestehen (eine nicht gespielte Partie ist kampflos verloren).
gui-withdraw-repair-help = Runde { $round } ist ausgelost, aber weder veröffentlicht noch begonnen: Ihre Auslosung kann aufgehoben und ohne den Spieler neu gemacht werden.
gui-withdraw-repair = Ab Runde { $round } zurückziehen und neu auslosen
gui-withdraw = Zurückziehen…
gui-add-heading = Spieler hinzufügen
gui-player-name-placeholder = Name (Nachname, Vorname)
gui-player-rating-placeholder = Elo
gui-player-fed-placeholder = Föd. (z. B. GER)
gui-add-player = Spieler hinzufügen
gui-no-title = kein Titel
gui-error-name-required = Geben Sie den Namen des Spielers ein.
gui-error-rating = „{ $value }“ ist keine Elo-Zahl: Geben Sie eine ganze Zahl ein oder lassen Sie das Feld für einen Spieler ohne Elo leer.
gui-players-count = { $shown } von { $total ->
    [one] { $total } Spieler
   *[other] { $total } Spielern
}
gui-round-label = Runde { $round }
gui-pair-next = Runde { $round } auslosen
gui-pair-hint = Runde { $round } mit dem Paarungssystem des Turniers auslosen (Strg+P)
gui-pairing = Auslosung läuft…
gui-unpair = Auslosung zurücknehmen
gui-publish = Veröffentlichen
gui-published = Veröffentlicht
gui-not-published = Nicht veröffentlicht
gui-no-rounds = Noch keine Runde ausgelost.
gui-round-earlier = Runde { $round } von { $planned } · { $later ->
    [one] Runde { $first } wurde danach ausgelost
   *[other] die Runden { $first }–{ $last } wurden danach ausgelost
}
gui-round-ready = Runde { $round } von { $planned } · alle Ergebnisse sind eingetragen: Runde { $next } kann ausgelost werden (Strg+P)
gui-round-progress = { $entered } von { $total ->
    [one] { $total } Ergebnis
   *[other] { $total } Ergebnissen
} eingegeben
gui-keys-help = Tasten: ↑ ↓ Brett wählen · 1 Weiß gewinnt · 0 Schwarz gewinnt · = Remis · + Weiß gewinnt kampflos · - Schwarz gewinnt kampflos
gui-result-for-board = Brett { $board }:
gui-changed-legend = { $mark } vom Schiedsrichter geändert: von Hand gepaartes Brett oder nach der Veröffentlichung korrigiertes Ergebnis (siehe Protokoll).
gui-correction-heading = Veröffentlichtes Ergebnis der Runde { $round } korrigieren
gui-correction-no-later-round = Nach Runde { $round } ist noch keine Runde ausgelost: Die nächste Auslosung verwendet das korrigierte Ergebnis.
gui-correction-help = Eine Korrektur wird mit Begründung und dem Ergebnis vorher und nachher protokolliert.
gui-correction-reason = Begründung (nötig, wird im Protokoll gespeichert)
gui-correction-confirm = Korrigieren
gui-correction-keep = Korrigieren, Auslosungen behalten
gui-correction-repair = Korrigieren und Runde { $round } neu auslosen
gui-result-corrected = Ergebnis korrigiert; die Korrektur steht im Protokoll.
gui-clear-result = Löschen
gui-bye-pab = Freilos (durch die Auslosung)
gui-bye-full = Bye mit 1 Punkt
gui-bye-half = Bye mit ½ Punkt
gui-bye-zero = Bye mit 0 Punkten oder abwesend
gui-standings-heading = Rangliste nach Runde { $round }
gui-standings-leader = Spitzenreiter: { $name } ({ $points } Pkt.)
gui-crosstable-heading = Kreuztabelle
gui-standings-ranking = Rangliste

## Benchmark
bench-generate-failed = Ein Turnier mit { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spielern
} konnte nicht erzeugt werden: { $error }
bench-pair-failed = Die Auslosung der Runde { $round } mit { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spielern
} ist fehlgeschlagen: { $error }
bench-line = { $players } Spieler, Runde { $round }: Median { $median } s, bester Wert { $min } s
bench-summary = { $players } Spieler: langsamste Runde { $round } (Median { $median } s); das Turnier zu erzeugen dauerte { $generate } s; Spitzenspeicher { $memory } MiB
bench-team-generate-failed = Ein Mannschaftsturnier mit { $teams ->
    [one] { $teams } Mannschaft
   *[other] { $teams } Mannschaften
} konnte nicht erzeugt werden: { $error }
bench-team-pair-failed = Die Auslosung der Runde { $round } mit { $teams ->
    [one] { $teams } Mannschaft
   *[other] { $teams } Mannschaften
} ist fehlgeschlagen: { $error }
bench-team-line = { $teams ->
    [one] { $teams } Mannschaft
   *[other] { $teams } Mannschaften
} an { $boards ->
    [one] { $boards } Brett
   *[other] { $boards } Brettern
}, Runde { $round }: Median { $median } s, bester Wert { $min } s
bench-team-summary = { $teams ->
    [one] { $teams } Mannschaft
   *[other] { $teams } Mannschaften
} an { $boards ->
    [one] { $boards } Brett
   *[other] { $boards } Brettern
}: langsamste Runde { $round } (Median { $median } s); das Turnier zu erzeugen dauerte { $generate } s; Spitzenspeicher { $memory } MiB
pairing-error-engine-text = Auslosungsdatei, Zeile { $line }: „{ $text }“ ist weder „weiß schwarz“ noch „Spieler 0“ noch die Anzahl der Paarungen.
gui-no-players-yet = Noch keine Spieler: Fügen Sie sie mit dem Formular oben hinzu.
command-error-tpn-frozen = Die Startnummern können nicht mehr neu vergeben werden: { $round ->
    [one] { $round } Runde ist ausgelost
   *[other] { $round } Runden sind ausgelost
} (C.04.2 2.3 erlaubt dies nur, bevor Runde 4 ausgelost ist).

## Rules checker
checker-absolute = ABSOLUT
checker-quality = Qualität
checker-unknown-player = { $tpn } ist kein Spieler dieses Turniers.
checker-not-to-pair = { $tpn } ist in dieser Runde nicht auszulosen (Bye, Abwesenheit oder Rückzug).
checker-twice = { $tpn } kommt mehr als einmal vor.
checker-missing = { $tpn } ist auszulosen, fehlt aber in der Auslosung.
checker-bye-even = Ein Freilos wird vergeben, obwohl die Anzahl der auszulosenden Spieler gerade ist.
checker-rematch = { $white } und { $black } haben bereits gegeneinander gespielt.
checker-forbidden = { $white } und { $black } dürfen nicht gepaart werden (verbotene Paarung).
checker-colour-clash = { $white } und { $black } haben dieselbe absolute Farbpräferenz, und keiner von beiden ist Topscorer.
checker-colour-difference = { $tpn } würde eine Farbdifferenz von { $difference } erreichen.
checker-three-in-a-row = { $tpn } würde dreimal hintereinander dieselbe Farbe bekommen.
checker-bye-ineligible = { $tpn } darf das Freilos nicht erhalten (hatte bereits eines oder hat bereits kampflos gewonnen).
checker-team-colour = { $white }–{ $black }: Artikel 4 gibt Weiß am ersten Brett an { $team } ({ $article }).
checker-team-floaters = Mannschaften gegen einen Gegner mit anderer Wertung: { $count } (Programm: { $engine }): { $teams }.
checker-team-repeated = Hochgeloste, die schon in der Vorrunde Floater waren: { $count } (Programm: { $engine }): { $teams }.
checker-team-preference = Mannschaften ohne ihren Farbwunsch: { $count } (Programm: { $engine }): { $teams }.
checker-team-strong = Mannschaften ohne ihren starken Farbwunsch: { $count } (Programm: { $engine }): { $teams }.
checker-score-differences = größere Punktdifferenzen zwischen Gegnern: { $mine } (Programm: { $engine }).
checker-preference = { $count ->
    [one] { $count } Spieler erhält seine Farbpräferenz nicht
   *[other] { $count } Spieler erhalten ihre Farbpräferenz nicht
} (Programm: { $engine }): { $players }.
checker-strong = { $count ->
    [one] { $count } Spieler erhält seine starke Farbpräferenz nicht
   *[other] { $count } Spieler erhalten ihre starke Farbpräferenz nicht
} (Programm: { $engine }): { $players }.
checker-down-1 = { $count ->
    [one] { $count } Spieler wird erneut Abwärtsfloater, nachdem er es in der vorigen Runde war
   *[other] { $count } Spieler werden erneut Abwärtsfloater, nachdem sie es in der vorigen Runde waren
} (Programm: { $engine }): { $players }.
checker-up-1 = { $count ->
    [one] { $count } Spieler wird erneut Aufwärtsfloater, nachdem er es in der vorigen Runde war
   *[other] { $count } Spieler werden erneut Aufwärtsfloater, nachdem sie es in der vorigen Runde waren
} (Programm: { $engine }): { $players }.
checker-down-2 = { $count ->
    [one] { $count } Spieler wird erneut Abwärtsfloater, nachdem er es vor zwei Runden war
   *[other] { $count } Spieler werden erneut Abwärtsfloater, nachdem sie es vor zwei Runden waren
} (Programm: { $engine }): { $players }.
checker-up-2 = { $count ->
    [one] { $count } Spieler wird erneut Aufwärtsfloater, nachdem er es vor zwei Runden war
   *[other] { $count } Spieler werden erneut Aufwärtsfloater, nachdem sie es vor zwei Runden waren
} (Programm: { $engine }): { $players }.
checker-bracket = Punktgruppe { $score }: { $message }
checker-pairs = weniger Paarungen: { $count } (Programm: { $engine }).
checker-moved-down = { $count ->
    [one] { $count } herabgestufter Spieler wird in der Punktgruppe nicht gepaart
   *[other] { $count } herabgestufte Spieler werden in der Punktgruppe nicht gepaart
} (Programm: { $engine }): { $players }.
checker-psd = größere Paarungs-Punktdifferenz (PSD): { $mine } (Programm: { $engine }).
checker-downfloater-scores = Abwärtsfloater mit höheren Punktzahlen: { $mine } (Programm: { $engine }): { $players }.
cli-error-proposal = Die vorgeschlagene Auslosung { $path } kann nicht gelesen werden: { $reason }
proposal-binary = Zeile { $line }, Byte { $column }: Dies ist keine Textdatei
proposal-not-utf8 = Die Datei ist kein UTF-8-Text
proposal-empty = Die Datei ist leer
check-no-findings = Keine Beanstandungen: Der Vorschlag erfüllt alle absoluten Kriterien und ist so gut wie die Auslosung des Programms.

## Exports: PDF printouts and TRF reports (src/export/)
export-doc-pairings = Paarungen
export-doc-alphabetical = Paarungen alphabetisch
export-doc-slips = Partieformulare
export-doc-standings = Rangliste nach Runde { $round }
export-doc-starting-rank = Startrangliste
export-doc-wallchart = Kreuztabelle
export-doc-wallchart-part = Kreuztabelle, Runden { $first }–{ $last }
export-doc-players-by-tpn = Spieler nach Startnummer
export-doc-players-by-name = Spieler alphabetisch
export-doc-audit = Änderungsprotokoll
manual-pdf-title = Swissdesk · Benutzerhandbuch
manual-pdf-version = Handbuch Version { $version }
manual-pdf-footer = Swissdesk { $version }
export-doc-audit-round = Änderungsprotokoll, Runde { $round }
export-audit-count = { $total ->
    [one] { $count } von 1 Eintrag
   *[other] { $count } von { $total } Einträgen
}
export-header-round = Runde { $round }
export-header-round-of = Runde { $round } von { $rounds }
export-header-before-round-one = Vor Runde 1
export-page-of = Seite { $page } von { $pages }
export-footer-arbiter = Hauptschiedsrichter: { $name }
export-col-board = Br.
export-col-tpn = Nr.
export-col-white = Weiß
export-col-black = Schwarz
export-col-result = Ergebnis
export-col-points = Pkt.
export-col-name = Name
export-col-title = Titel
export-col-rating = Elo
export-col-fed = Föd.
export-col-fide-id = FIDE-ID
export-col-birth = Geb.
export-col-sex = Geschl.
export-col-place = Platz
export-col-colour = Farbe
export-col-opponent = Gegner
export-col-status = Status
export-col-round-short = R{ $round }
export-colour-white = Weiß
export-colour-black = Schwarz
export-sex-male = m
export-sex-female = w
export-byes-heading = Byes
export-bye-pab = Freilos (durch die Auslosung)
export-bye-full = Bye mit 1 Punkt
export-bye-half = Bye mit ½ Punkt
export-bye-zero = Bye mit 0 Punkten
export-not-paired = nicht gepaart
export-withdrawn = ab Runde { $round } zurückgezogen
export-slip-heading = Runde { $round } · Brett { $board }
export-slip-white = Weiß
export-slip-black = Schwarz
export-slip-result = Ergebnis (bitte ankreuzen):
export-slip-signature-white = Unterschrift Weiß
export-slip-signature-black = Unterschrift Schwarz
export-tiebreaks-pending = Feinwertungen werden noch nicht berechnet: Punktgleiche teilen sich den Platz und sind nach Startnummer aufgeführt.
export-wallchart-legend = Felder: Startnummer des Gegners, Farbe (w = Weiß / b = Schwarz), Ergebnis (1 ½ 0; + − kampflos). Byes: U Freilos durch die Auslosung, F voller Punkt, H halber Punkt, Z null Punkte.
export-no-games = In dieser Runde gibt es keine Partien.
export-changed-legend = { $mark } vom Schiedsrichter geändert: von Hand gepaartes Brett oder nach der Veröffentlichung korrigiertes Ergebnis.
export-changed-board = { $mark } vom Schiedsrichter geändert
notation-white-letter = w
notation-black-letter = s
export-no-players = Das Turnier hat noch keine Spieler.
export-error-no-round = Runde { $round } wurde nicht ausgelost, daher gibt es dafür nichts zu drucken.
export-error-nothing-paired = Es wurde noch keine Runde ausgelost, daher gibt es keine Paarungen zu drucken.
export-error-font = Die mitgelieferte Schriftart { $font } konnte nicht gelesen werden: { $reason }
export-written = { $path } geschrieben.
export-trf-gap = Warnung: Im Elo-Bericht fehlt eine Angabe: { $what } (TRF-Satz { $record }); die FIDE benötigt sie.
export-gap-event-name = Turniername
export-gap-city = Ort
export-gap-federation = Föderation
export-gap-start-date = Anfangsdatum
export-gap-end-date = Enddatum
export-gap-chief-arbiter = Hauptschiedsrichter
export-gap-round-dates = Rundentermine

## Noticeboard: the pages players open on their phones (src/noticeboard/)
nb-home-title = Aushang
nb-untitled-event = Turnier
nb-nothing-published = Noch keine Runde veröffentlicht
nb-round-of = Runde { $round } von { $rounds }
nb-dates = Datum
nb-system = Paarungssystem
nb-rounds = Runden
nb-players = Spieler
nb-rating = Elo
nb-points = Punkte
nb-place = Platz
nb-performance = Leistung
nb-place-after = { $place } nach Runde { $round }
nb-nav-pairings = Paarungen
nb-nav-standings = Rangliste
nb-nav-crosstable = Kreuztabelle
nb-nav-players = Spieler
nb-nav-screen = Bildschirmmodus
nb-col-round = Rd.
nb-pairings-title = Paarungen, Runde { $round }
nb-standings-title = Rangliste nach Runde { $round }
nb-crosstable-title = Kreuztabelle nach Runde { $round }
nb-search-label = Brett finden
nb-search-placeholder = Name oder Nummer
nb-search-button = Suchen
nb-search-hint = Einen Teil des Namens oder die Startnummer eingeben.
nb-search-none = Niemand gefunden für „{ $query }“.
nb-seats-legend = Unter jedem Namen: Startnummer · Elo · Punkte vor der Runde.
nb-answer-white = Brett { $board }, Weiß, gegen { $opponent }
nb-answer-black = Brett { $board }, Schwarz, gegen { $opponent }
nb-answer-bye = Keine Partie in dieser Runde: { $bye }
nb-other-rounds = Runden:
nb-after-round = Nach Runde:
nb-no-pairings = Noch keine Runde veröffentlicht. Die Paarungen erscheinen hier, sobald der Schiedsrichter sie veröffentlicht.
nb-no-standings = Die Rangliste erscheint, sobald alle Ergebnisse einer veröffentlichten Runde vorliegen.
nb-no-players = Die Spieler erscheinen hier, sobald die erste Runde veröffentlicht ist.
nb-auto-update = Diese Seite aktualisiert sich selbst.
nb-back-home = Zurück zum Aushang
nb-screen-page = Seite { $page } von { $pages }
nb-error-not-found = Seite nicht gefunden
nb-error-method = Dieser Aushang zeigt nur Seiten: Hier lässt sich nichts ändern.
nb-error-render = Die Seiten des Aushangs konnten nicht erstellt werden: { $reason }
nb-error-bind = Der Aushang kann nicht auf { $address } lauschen: { $reason }
nb-error-runtime = Der Aushang konnte nicht starten: { $reason }
nb-error-write = { $path } konnte nicht geschrieben werden: { $reason }
cli-serve-listening = Aushang unter { $url } (Strg+C beendet ihn). Er zeigt nur veröffentlichte Runden.
cli-serve-loopback = Nur dieser Computer kann ihn öffnen. Für die Handys der Spieler an die Adresse dieses Computers im Netz des Spielorts binden: { $addresses }
cli-serve-every-interface = Er lauscht in jedem Netz dieses Computers.
cli-serve-updated = Aushang aktualisiert: zuletzt veröffentlichte Runde { $round }.
cli-serve-reload-failed = { $path } konnte nicht erneut gelesen werden; der Aushang behält seine Seiten: { $reason }
cli-site-written = Website geschrieben nach { $folder }
export-noticeboard = Paarungen auf dem Handy:
gui-nb-title = Aushang
gui-nb-explain = Die Spieler sehen die veröffentlichten Runden auf dem Handy: Paarungen mit Suche, Rangliste, Kreuztabelle, die eigene Karte. Nichts vor der Veröffentlichung einer Runde, keine Geburtsdaten, kein Protokoll; dort lässt sich nichts ändern. Er zeigt das geöffnete Turnier.
gui-nb-network = Netz der Handys
gui-nb-this-computer = Nur dieser Computer
gui-nb-refresh = Erneut suchen
gui-nb-port = Port
gui-nb-start = Aushang starten
gui-nb-stop = Aushang beenden
gui-nb-off = Aus: Es wird nichts angeboten.
gui-nb-running = Läuft: Spieler in diesem Netz öffnen
gui-nb-served = Ausgelieferte Seiten: { $requests } · offene Verbindungen: { $open }
gui-nb-notice = ● Aushang unter { $url }
gui-nb-started = Der Aushang läuft unter { $url }. Nur veröffentlichte Runden werden gezeigt.
gui-nb-stopped = Der Aushang ist beendet.
gui-nb-no-network = Das Netz wählen, in dem die Handys der Spieler sind.
gui-nb-bad-port = Der Port ist eine Zahl von 1 bis 65535.
gui-nb-export = Website exportieren
gui-nb-export-help = Dieselben Seiten als Dateien neben der Turnierdatei, für die Website eines Vereins.
gui-nb-exported = Website geschrieben: { $folder }

## Standings with FIDE tie-breaks (C.07). Codes (BH, SB, DE, ...) stay codes.
standings-tb-de = Direkter Vergleich
standings-tb-win = Anzahl der Siege
standings-tb-won = Anzahl gewonnener Partien
standings-tb-bpg = Mit Schwarz gespielte Partien
standings-tb-bwg = Mit Schwarz gewonnene Partien
standings-tb-ps = Fortschrittswertung
standings-tb-rep = Zum Spielen gewählte Runden
standings-tb-ge = Zum Spielen gewählte Partien
standings-tb-std = Standardpunkte
standings-tb-tpn = Startnummer
standings-tb-bh = Buchholz
standings-tb-aob = Durchschnittliche Buchholz der Gegner
standings-tb-fb = Fore-Buchholz
standings-tb-sb = Sonneborn-Berger
standings-tb-ks = Koya-System
standings-tb-aro = Elo-Schnitt der Gegner
standings-tb-tpr = Turnierleistung (Performance)
standings-tb-ptp = Perfekte Turnierleistung
standings-tb-apro = Durchschnittliche Turnierleistung der Gegner
standings-tb-appo = Durchschnittliche perfekte Turnierleistung der Gegner
standings-tb-rtng = Elo-Zahl
standings-modifier-cut = { $name }, Cut-{ $n }
standings-modifier-median = { $name }, Median-{ $n }
standings-error-unknown-code = Unbekannte Feinwertung „{ $code }“. Verwenden Sie die Codes aus FIDE C.07, z. B. DE, BH, BH-C1, SB, ARO, TPR.
standings-error-unknown-modifier = Feinwertung „{ $code }“: unbekannter Modifikator „{ $modifier }“. Verwenden Sie C1, C2 (Streichwertung) oder M1, M2 (Median).
standings-error-modifier-not-allowed = Feinwertung „{ $code }“: Der Modifikator { $modifier } ist darauf nicht anwendbar.
standings-error-unknown-rules = Unbekanntes Regelwerk „{ $rules }“. Verwenden Sie c07-2024 oder c07-2026.
standings-error-round = Eine Rangliste nach Runde { $round } ist nicht möglich: Die Datei hat { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}.
standings-error-json = Die Rangliste kann nicht als JSON geschrieben werden: { $reason }
standings-heading = Rangliste nach Runde { $round } ({ $rules })
standings-col-place = Platz
standings-col-tpn = Nr.
standings-col-name = Name
standings-col-team = Mannschaft
standings-col-points = Pkt.
standings-legend = Feinwertungen:
standings-undefined = -
standings-lots-note = Teilnehmer auf demselben Platz sind in einer ausgelosten Reihenfolge aufgeführt.

## Explain
explain-title = Runde { $round }, ausgelost mit: { $system }
explain-bracket = Punktgruppe { $number }: Punktzahl { $score } ({ $kind })
explain-kind-ordinary = gewöhnlich
explain-kind-ppb = vorletzte Punktgruppe, neu ausgelost, damit die Runde vervollständigt werden kann
explain-kind-clb = zusammengelegte letzte Punktgruppe
explain-kind-last = letzte Punktgruppe, vergibt das Freilos

# Schweizer System auf Ratingbasis (1998): die Schritte des Verfahrens in explain
system-rating1998 = FIDE Schweizer System auf Ratingbasis (1992/97/98)
rating1998-homogeneous = C.3–C.5: homogene Punktgruppe, p = { $p }, x = { $x }
rating1998-heterogeneous = C.3–C.5: heterogene Punktgruppe, die { $p } herabgestuften Spieler in S1, x = { $x }
rating1998-no-opponent = C.1: kein Gegner in dieser Punktgruppe für { $players }: herabgestuft
rating1998-down-dropped = C.9: { $criterion } für Abwärtsfloats aufgegeben
rating1998-up-dropped = C.10: { $criterion } für Aufwärtsfloats aufgegeben
rating1998-x-raised = C.11: x auf { $x } erhöht
rating1998-p-lowered = C.14: p auf { $p } gesenkt (Paarungen im Rest: { $remainder })
rating1998-all-down = C.14: p ist null, die ganze Punktgruppe wird herabgestuft
rating1998-found = C.6: die erste annehmbare Transposition von S2 (D.1) ergibt die Paarung
rating1998-exchange = C.8: { $s1 } aus S1 gegen { $s2 } aus S2 getauscht (D.2, Nummern innerhalb der Gruppe)
rating1998-repaired-next = C.12: neu gepaart, damit die nächste Gruppe alle herabgestuften Spieler paaren kann
rating1998-repair-failed = C.12: keine andere Paarung der Gruppe darüber lässt hier alle herabgestuften Spieler paaren
rating1998-repaired-lowest = C.13: neu gepaart, damit die unterste Gruppe gepaart werden kann
rating1998-joined = C.13: mit der Gruppe darüber zu einer neuen untersten Gruppe zusammengelegt
dutch2012-homogeneous = C.2: homogene Punktgruppe (A.3), P0 = { $p0 }, X1 = { $x1 }
dutch2012-heterogeneous = C.2: heterogene Punktgruppe (A.3), P0 = { $p0 }, M0 = { $m0 }, X1 = { $x1 }
dutch2012-treated-homogeneous = C.2: Punktgruppe als homogen behandelt (A.3: mindestens die Hälfte ihrer Spieler kam von oben, M0 = { $m0 }), P0 = { $p0 }, X1 = { $x1 }
dutch2012-z1 = C.2: gerade Runde, Z1 = { $z1 }
dutch2012-c1 = C.1: kein Gegner in dieser Gruppe für { $players }: abgefloatet
dutch2012-m1-lowered = C.14.b.2: M1 auf { $m1 } von M0 = { $m0 } heruntergefloateten Spielern gesenkt (D.3: die höchsten zuerst)
dutch2012-m1-lowered-d4 = C.14.b.2: M1 auf { $m1 } von M0 = { $m0 } heruntergefloateten Spielern gesenkt (D.4: der B3-Faktor der ganzen zusammengelegten Gruppe bestimmt, welche)
dutch2012-p1-lowered = C.14: P1 auf { $p1 } gesenkt, X1 auf { $x1 }
dutch2012-all-down = C.14.a: P1 ist null, die ganze Gruppe floatet ab
dutch2012-c10a = C.10.a: B.6 für Upfloater fallengelassen ({ $players })
dutch2012-c10b = C.10.b: B.5 für Upfloater fallengelassen ({ $players })
dutch2012-c10c = C.10.c: B.6 für Downfloater fallengelassen ({ $players })
dutch2012-c10d = C.10.d: B.5 für Downfloater fallengelassen ({ $players })
dutch2012-x-raised = C.10.e: X auf { $x } Paarungen erhöht, die nicht alle Farbwünsche erfüllen
dutch2012-z-raised = C.10.e: Z auf { $z } Paarungen erhöht, die nicht alle starken Farbwünsche erfüllen
dutch2012-c10f = C.10.f: A.7.d für { $pairs } Paarungen fallengelassen (starke Farbwünsche nicht mehr wie absolute behandelt)
dutch2012-c10g = C.10.g: B.2 für die Spitzenreiter { $players } fallengelassen
dutch2012-kind-penultimate = C.13: vorletzte Punktgruppe, neu gepaart, damit die unterste Punktgruppe gepaart werden kann
dutch2012-kind-joined = C.13: unterste Punktgruppe, mit den Punktgruppen darüber zusammengelegt
explain-residents = Residenten
explain-mdps = Herabgestuft
explain-pairs = Paarungen
explain-downfloaters = Abwärtsfloater
explain-float-bye = erhält das Freilos
explain-float-limbo = erneut herabgestuft: Kein Resident konnte mit ihm gepaart werden (Limbo)
explain-float-odd = die Punktgruppe hat eine ungerade Spielerzahl
explain-float-forced = keine bessere Paarung lässt ihn in der Punktgruppe (absolute Kriterien, Vervollständigung oder ein höheres Kriterium)
explain-dev-mdps = hier nicht gepaarte herabgestufte Spieler: { $players }
explain-dev-preference = Farbpräferenz nicht erfüllt: { $players }
explain-dev-strong = starke Farbpräferenz nicht erfüllt: { $players }
explain-dev-down = erneut Abwärtsfloater nach einem Abwärtsfloat in der vorigen Runde: { $players }
explain-dev-up = erneut Aufwärtsfloater nach einem Aufwärtsfloat in der vorigen Runde: { $players }
explain-dev-down-2 = erneut Abwärtsfloater nach einem Abwärtsfloat vor zwei Runden: { $players }
explain-dev-up-2 = erneut Aufwärtsfloater nach einem Aufwärtsfloat vor zwei Runden: { $players }
explain-colours = Farben
explain-board = Brett
explain-colour-e1 = beide Präferenzen erfüllt
explain-colour-e2 = die stärkere Präferenz erfüllt
explain-colour-e3 = Farben abgewechselt ab der letzten Runde, in der sie verschieden waren
explain-colour-e4 = Präferenz des höher eingestuften Spielers erfüllt
explain-colour-e5 = Anfangsfarbe nach der Startnummer des höher eingestuften Spielers
explain-team-bye = Mannschaft { $team } erhält das paarungsbedingte Freilos (3.4: niedrigste Wertung, dann die meisten gespielten Wettkämpfe, dann die höchste Startnummer, unter den Mannschaften, nach deren Ausscheiden die übrigen regelgerecht gepaart werden können)
explain-team-upfloaters = Hochgelostes (3.5): { $teams }
explain-team-c6-failed = [C6] nicht erfüllbar: keine Auswahl an Hochgelosten lässt die folgende Punktgruppe mit den wenigsten nötigen Hochgelosten paarbar
explain-team-c7 = [C7]: { $count } Hochgeloste(s) war(en) schon in der Vorrunde Floater
explain-team-kind-bye = das paarungsbedingte Freilos, zuerst vergeben (3.4)
explain-team-kind-bracket = die oberste Punktgruppe mit ihren Hochgelosten (3.5, 3.6)
explain-colour-team-initial = keine Mannschaft hat bisher gespielt: Anfangsfarbe nach der Startnummer der ersten Mannschaft
explain-colour-team-only = der einzige Farbwunsch erfüllt
explain-colour-team-opposite = beide entgegengesetzten Farbwünsche erfüllt
explain-colour-team-strong = der einzige starke Farbwunsch erfüllt
explain-colour-team-difference = Weiß für die Mannschaft mit der kleineren Farbdifferenz
explain-colour-team-alternation = Farben abgewechselt ab dem letzten Wettkampf, in dem sie sich unterschieden
explain-colour-team-first-preference = der Farbwunsch der ersten Mannschaft erfüllt
explain-colour-team-first-alternates = die erste Mannschaft wechselt die Farbe ihres letzten gespielten Wettkampfs
explain-colour-team-other-alternates = die andere Mannschaft wechselt die Farbe ihres letzten gespielten Wettkampfs
explain-colour-dubov1997-due = beide Spieler erhalten ihre fällige Farbe
explain-colour-dubov1997-equalise = die Zahl der Weiß- und Schwarzpartien angeglichen
explain-colour-dubov1997-aro = Weiß für den Spieler mit dem höheren ARO
explain-colour-dubov1997-rating = Weiß für den Spieler mit der niedrigeren Wertung
explain-bye = Freilos: { $tpn }
explain-seeding-round = Eine Setzrunde ({ $article }), ausgelost mit: { $rules }; die Artikel unten sind die dieses Systems.
export-col-bye = Bye
command-error-reason-required = Eine manuelle Änderung einer Auslosung oder die Korrektur eines veröffentlichten Ergebnisses muss begründet werden.
command-error-correction-required = Das Ergebnis an Brett { $board } der Runde { $round } ist veröffentlicht: Es wird als Korrektur mit Begründung geändert.
command-error-absolute = Die Auslosung verletzt absolute Regeln; bestätigen Sie ausdrücklich, um sie beizubehalten: { $findings }

## Audit log
audit-create = Turnier angelegt
audit-import = Importiert
audit-edit-event = Turnierdaten geändert
audit-edit-settings = Einstellungen geändert
audit-add-player = Spieler hinzugefügt
audit-edit-player = Spieler geändert
audit-remove-player = Spieler entfernt
audit-withdraw = Spieler zurückgezogen
audit-request-bye = Bye beantragt
audit-forbid-pair = Paarung verboten
audit-allow-pair = Verbotene Paarung aufgehoben
audit-undo = Rückgängig gemacht: { $action }
audit-redo = Wiederhergestellt: { $action }
audit-renumber = Startnummern geändert
audit-pair-round = Runde ausgelost
audit-override = Auslosung von Hand geändert
audit-correct-published = Veröffentlichte Auslosung korrigiert
audit-unpair = Auslosung zurückgenommen
audit-publish = Runde veröffentlicht
audit-enter-result = Ergebnis eingegeben
audit-correct-result = Ergebnis korrigiert
audit-round = Runde { $round }
audit-before = vorher
audit-after = nachher
audit-reason = Grund
audit-finding = Prüfung
audit-notice = spätere Runden
correction-later-rounds = { $count ->
    [one] Runde { $rounds } wurde schon mit dem alten Ergebnis ausgelost;
   *[other] Die Runden { $rounds } wurden schon mit dem alten Ergebnis ausgelost;
}
correction-score-changes = { $count ->
    [one] die Punktzahl eines Spielers ändert sich ({ $players }).
   *[other] die Punktzahlen von { $count } Spielern ändern sich ({ $players }).
}
correction-no-score-change = keine Punktzahl ändert sich.
correction-pairings-stand = Die mit dem alten Ergebnis gemachten Auslosungen bleiben bestehen (C.04.2 4.3).
correction-repaired = Runde { $round } war weder veröffentlicht noch begonnen: Ihre Auslosung wird aufgehoben und mit dem korrigierten Ergebnis neu gemacht.
audit-filter-actor = Schiedsrichter „{ $actor }“
audit-filter-text = mit „{ $text }“
audit-filter-shown = gezeigt: { $filter }
audit-changes = Änderungen
audit-player = { $name } ({ $tpn })
audit-unknown-player = Spieler { $tpn }
audit-no-result = kein Ergebnis
audit-board = Brett { $board } · { $white } – { $black }
audit-changed-mark = ◀ geändert
audit-bye-line = { $player }: { $kind }
audit-no-bye = kein Bye
audit-bye-request = { $player }, Runde { $round }: { $kind }
audit-status-active = spielt
audit-status-withdrawn = zurückgezogen ab Runde { $round }
audit-empty-value = —
audit-field-deputies = Stellvertretende Schiedsrichter
audit-field-type = Turnierart
audit-field-round-dates = Rundendaten
audit-field-sex = Geschlecht
audit-field-k = K-Faktor
audit-field-birth = Geburtsdatum
audit-sex-male = männlich
audit-sex-female = weiblich
audit-scoring = Sieg { $win }, Remis { $draw }, Niederlage { $loss }; kampflos { $forfeit_win } / { $forfeit_loss }; Byes: Paarungs-Bye { $pairing_bye }, ganzer Punkt { $full_bye }, halber Punkt { $half_bye }, null Punkte { $zero_bye }
gui-error-no-display = Es wurde keine grafische Anzeige gefunden (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt), deshalb kann die Desktop-Anwendung nicht starten. Die Unterbefehle funktionieren auch ohne: siehe swissdesk --help.
command-error-settings-locked = Paarungssystem, Anfangsfarbe und Wertung können nach der Auslosung einer Runde nicht mehr geändert werden.
command-error-too-few-rounds = Das Turnier kann nicht weniger Runden haben als die { $paired } bereits ausgelosten.
command-error-results-missing = Bitte alle Ergebnisse der Runde { $round } eintragen, bevor die nächste Runde ausgelost wird.
command-error-all-rounds-paired = { $rounds ->
    [one] Die geplante Runde ist ausgelost.
   *[other] Alle { $rounds } geplanten Runden sind ausgelost.
}
command-error-no-rounds = Ein Turnier braucht mindestens eine Runde.

# Desktop app: overrides, explanations, audit log, settings, printouts
gui-tab-audit = Protokoll
gui-tab-settings = Einstellungen
gui-flip-colours = Farben tauschen…
gui-change-players = Spieler ändern…
gui-edit-pairing = Ganze Paarung bearbeiten…
gui-explain = Warum diese Paarung?
gui-override-heading = Paarung der Runde { $round } von Hand ändern
gui-override-help = Wählen Sie einen Spieler für einen Platz: Hat er schon einen anderen Platz, übernimmt er den frei werdenden. So tauschen Sie zwei Spieler, ersetzen einen Gegner oder verschieben das Freilos. ⇄ tauscht die Farben eines Bretts. „Alle Bretter leeren“ lost die ganze Runde von Hand aus.
gui-override-published = Runde { $round } ist veröffentlicht: Speichern korrigiert die veröffentlichte Paarung, und das Protokoll vermerkt es so.
gui-override-nobody = — niemand —
gui-override-bye = Freilos (durch die Auslosung)
gui-override-bye-row = Freilos
gui-override-pick-heading = Wählen: { $place }
gui-override-pick-white = Weiß an Brett { $board }
gui-override-pick-black = Schwarz an Brett { $board }
gui-override-pick-placeholder = Namensteil oder Startnummer eingeben
gui-override-pick-count = { $count ->
    [one] ein Spieler passt (Enter nimmt den ersten)
   *[other] { $count } Spieler passen (Enter nimmt den ersten)
}
gui-override-on-board = Brett { $board }
gui-override-unplaced = ohne Platz
gui-override-add-board = Brett hinzufügen
gui-override-clear = Alle Bretter leeren
gui-override-reset = Alle Änderungen verwerfen
gui-override-missing = Noch zu paaren ({ $count }): { $players }
gui-override-findings = Regelprüfung
gui-override-checking = Die Paarung wird geprüft…
gui-override-no-findings = Keine Befunde: Die Paarung hält alle Regeln ein und ist so gut wie die des Programms.
gui-override-reason-placeholder = Grund der Änderung (Pflicht, steht im Protokoll)
gui-override-confirm = Ich bestätige diese Paarung, obwohl sie eine absolute Regel verletzt.
gui-override-save = Paarung speichern
gui-override-save-published = Veröffentlichte Paarung korrigieren
gui-override-unchanged = Noch nichts geändert.
gui-override-incomplete = Brett { $board } braucht zwei Spieler.
gui-override-wait = Warten Sie auf die Regelprüfung.
gui-override-reason-required = Geben Sie den Grund der Änderung an.
gui-override-confirm-required = Bestätigen Sie zuerst die Verletzung der absoluten Regel.
gui-override-saved = Die Paarung wurde geändert und die Änderung protokolliert.
gui-team-override-heading = Mannschaftspaarung der Runde { $round } von Hand ändern
gui-team-override-help = Eine Mannschaft für einen Platz wählen: eine Mannschaft, die schon einen anderen Platz hat, nimmt den frei gewordenen Platz ein; so werden Gegner getauscht oder das Paarungs-Bye verschoben. ⇄ tauscht die Farben eines Wettkampfs (die erste Mannschaft hat Weiß an Brett 1). Jede Mannschaft behält ihre Aufstellung. Ein Wettkampf mit Ergebnis bleibt, wie er ist. „Alle Wettkämpfe leeren“ paart die ganze Runde von Hand.
gui-team-override-white = Weiß an Brett 1
gui-team-override-black = Schwarz an Brett 1
gui-team-override-pick-white = Weiß an Brett 1 in Wettkampf { $number }
gui-team-override-pick-black = Schwarz an Brett 1 in Wettkampf { $number }
gui-team-override-on-match = Wettkampf { $number }
gui-team-override-pick-placeholder = Namensteil oder Mannschaftsnummer eingeben
gui-team-override-pick-count = { $count ->
    [one] eine Mannschaft passt (Enter nimmt die erste)
   *[other] { $count } Mannschaften passen (Enter nimmt die erste)
}
gui-team-override-add-match = Wettkampf hinzufügen
gui-team-override-clear = Alle Wettkämpfe leeren
gui-team-override-incomplete = Wettkampf { $number } braucht zwei Mannschaften.
gui-team-override-missing = Noch zu paarende Mannschaften ({ $count }): { $teams }
gui-team-override-locked = Der Wettkampf { $white } – { $black } hat Ergebnisse: er bleibt, wie er ist (irrtümliche Ergebnisse zuerst löschen).
gui-team-exchange-colours = Farben tauschen…
gui-team-change-pairing = Paarung ändern…
gui-explain-heading = Wie das Programm Runde { $round } paart
gui-explain-close = Schließen
gui-explain-working = Das Programm lost die Runde zur Erklärung erneut aus…
gui-explain-changed = Diese Runde wurde von Hand geändert: Die Erklärung zeigt die eigene Paarung des Programms.
gui-explain-highlight = Hervorgehoben: Gruppe und Brett von { $players }.
gui-audit-heading = Änderungsprotokoll
gui-audit-all-rounds = Alle Runden
gui-audit-actor-placeholder = Schiedsrichter
gui-audit-text-placeholder = In vorher, nachher, Grund und Befunden suchen
gui-audit-clear-filter = Alle zeigen
gui-audit-count = { $shown } von { $total ->
    [one] { $total } Eintrag, neueste zuerst
   *[other] { $total } Einträgen, neueste zuerst
}
gui-audit-empty = Noch nichts protokolliert.
gui-audit-unfold = Alle Zeilen zeigen
gui-audit-fold = Weniger Zeilen zeigen
gui-audit-hidden-lines = { $count ->
    [one] … und eine weitere Zeile
   *[other] … und { $count } weitere Zeilen
}
gui-export-menu = Drucken / exportieren
gui-export-pairings = Paarungen (PDF)
gui-export-alphabetical = Paarungen nach Namen (PDF)
gui-export-slips = Ergebniszettel (PDF)
gui-export-standings = Rangliste (PDF)
gui-export-wallchart = Kreuztabelle (PDF)
gui-export-players = Teilnehmerliste (PDF)
gui-export-trf16 = TRF-16-Elobericht
gui-export-trf2026 = TRF-2026-Datei
gui-export-trf16-changes = TRF-16-Elobericht mit den Änderungen des Schiedsrichters (### SDX)
gui-export-trf2026-changes = TRF-2026-Datei mit den Änderungen des Schiedsrichters (### SDX)
gui-export-audit-text = Als Text exportieren
gui-export-audit-pdf = Als PDF exportieren
gui-export-cancelled = Export abgebrochen.
gui-export-writing = Die Datei wird geschrieben…
gui-export-written = Geschrieben nach { $path }.
gui-export-failed = Der Export ist fehlgeschlagen. { $error }
gui-filter-pdf = PDF-Dokument
gui-filter-text = Textdatei
gui-settings-arbiter-heading = Schiedsrichter
gui-settings-arbiter-help = Ihr Name steht bei jeder Ihrer Änderungen im Protokoll.
gui-settings-arbiter-placeholder = Ihr Name (z. B. IA Anna Beispiel)
gui-settings-arbiter-save = Namen übernehmen
gui-settings-actor = Änderungen werden protokolliert als: { $name }
gui-settings-language-heading = Sprache
gui-settings-language-help = Die Sprache des Programms, der Ausdrucke und der Protokollbezeichnungen. Spielernamen und FIDE-Codes bleiben unverändert.
gui-arbiter-saved = Änderungen werden jetzt als { $name } protokolliert.
gui-language-changed = Die Sprache wurde geändert.
gui-language-failed = Die Sprache { $language } ist nicht verfügbar.
gui-language-en = English
gui-language-fr = Français
gui-language-de = Deutsch
gui-language-es = Español
gui-language-ru = Русский
gui-standings-incomplete = Runde { $round } ist noch nicht abgeschlossen: Dies ist die Rangliste nach Runde { $after }.
gui-tiebreaks-invalid = Die Feinwertungen sind unbrauchbar ({ $error }): Punktgleiche stehen nach Startnummer.
gui-tiebreaks-legend = Feinwertungen der Reihe nach: { $list }
gui-field-tiebreaks = Feinwertungen
gui-tiebreaks-help = C.07-Codes in der Reihenfolge ihrer Anwendung, z. B. DE, BH-C1, BH, SB.
# The same help in a team event: C.07 Article 13 codes (the team tie-breaks).
gui-tiebreaks-team-help = C.07-Mannschaftscodes (Artikel 13) in der Reihenfolge ihrer Anwendung, z. B. MPVGP, EDE, EMGSB, BC.
gui-error-tiebreaks = Feinwertungen: { $error }
gui-late-entry-heading = Nachmeldung
gui-late-entry-help = Runde 1 ist ausgelost: Ein neuer Spieler erhält die Startnummer seines Platzes in der Setzliste (alle danach rücken eine Nummer nach hinten), und bereits gespielte Runden gelten als Abwesenheit.
gui-repair-offer = Runde { $round } ist gepaart, aber nicht veröffentlicht und hat noch kein Ergebnis: neu auslosen, damit der neue Spieler mitspielt.
gui-repair = Runde { $round } neu auslosen
gui-assign-numbers = Startnummern nach Elo vergeben
gui-numbers-assigned = Die Startnummern wurden nach Elo vergeben.
gui-players-list = Teilnehmerliste
gui-players-requests = Byes und verbotene Paarungen
gui-bye-heading = Beantragte Byes
gui-bye-help = Ein vorab beantragtes Bye für noch nicht ausgeloste Runden.
gui-bye-rounds = Runden:
gui-bye-no-rounds = Alle geplanten Runden sind ausgelost.
gui-bye-request = Bye beantragen
gui-bye-request-zero = Bye mit 0 Punkten
gui-bye-request-cancel = kein Bye (Antrag zurückziehen)
gui-bye-line = { $tpn } { $name }, Runde { $round }
gui-bye-cancel = Zurückziehen
gui-bye-none = Keine Byes beantragt.
gui-forbid-heading = Verbotene Paarungen
gui-forbid-help = Spieler, die nicht gegeneinander gepaart werden dürfen (Verwandte, Teamkollegen).
gui-forbid = Diese Paarung verbieten
gui-forbid-none = Keine verbotenen Paarungen.
gui-allow-pair = Aufheben
gui-error-choose-player = Wählen Sie einen Spieler.
gui-error-choose-rounds = Wählen Sie mindestens eine noch nicht ausgeloste Runde.
gui-error-choose-two = Wählen Sie zwei verschiedene Spieler.
gui-requests-applied = { $count ->
    [one] Ein Bye-Antrag erfasst.
   *[other] { $count } Bye-Anträge erfasst.
}

## FIDE rating lists and rating changes (issue 20)
audit-update-ratings = Wertungen aus einer FIDE-Liste aktualisiert
command-error-too-many-players = Ein Turnier kann höchstens 9999 Spieler haben: Der FIDE-Elo-Bericht (TRF) gibt jedem eine vierstellige Startnummer ({ $asked } verlangt).
command-error-rating-too-high = { $rating } kann keine Wertung sein: Der FIDE-Elo-Bericht (TRF) fasst Wertungen mit höchstens vier Stellen (bis 9999).
command-error-ratings-frozen = Die Wertungen können nicht mehr aus einer Liste aktualisiert werden: Runde 1 ist ausgelost, und die Startrangliste und die Elo-Änderungen gehen von den Wertungen zu Runde 1 aus.
rating-kind-standard = Standard
rating-kind-rapid = Schnellschach
rating-kind-blitz = Blitz
rating-list-field-line = Zeile
rating-list-field-id = FIDE-ID
rating-list-field-name = Name
rating-list-field-federation = Verband
rating-list-field-sex = Geschlecht
rating-list-field-title = Titel
rating-list-field-women-title = Frauentitel
rating-list-field-rating = Elo ({ $kind })
rating-list-field-games = Partien ({ $kind })
rating-list-field-k = K ({ $kind })
rating-list-field-birth-year = Geburtsjahr
rating-list-field-flag = Kennzeichen
rating-list-line-skipped = Zeile { $line }: { $field } „{ $value }“ ist hier ungültig; die Zeile wurde übersprungen
rating-list-error-read = { $path } kann nicht gelesen werden: { $reason }
rating-list-error-zip = { $path } ist kein lesbares ZIP-Archiv: { $reason }
rating-list-error-zip-empty = { $path } enthält keine Elo-Liste (keine .txt- oder .xml-Datei).
rating-list-error-header = { $path }, Zeile { $line }: keine Kopfzeile einer FIDE-Elo-Liste: { $reason }
rating-list-header-unknown = unbekannte Spalte „{ $label }“
rating-list-header-missing = keine Spalte „{ $column }“
rating-list-error-kind = { $path } ist eine Liste einer einzigen Art, und ihr Name sagt nicht, welcher (Standard, Schnellschach oder Blitz): Wählen Sie die Art (auf der Kommandozeile: --kind).
rating-list-error-xml = { $path }, Zeile { $line }: kein wohlgeformtes XML: { $reason }
rating-list-error-empty = { $path } ist leer.
rating-list-error-no-players = { $path }: kein Spieler lesbar ({ $skipped } Zeilen übersprungen; die erste: { $first }).
rating-list-error-write = { $path } kann nicht geschrieben werden: { $reason }
rating-list-error-corrupt = Die gespeicherte Elo-Liste { $path } ist beschädigt ({ $reason }); importieren Sie die Liste erneut.
rating-list-error-none = Noch keine FIDE-Elo-Liste importiert: Importieren Sie eine Listendatei oder laden Sie die Liste herunter.
rating-list-error-no-data-dir = Kein Datenordner für die Elo-Liste: Setzen Sie SWISSDESK_DATA_DIR.
rating-list-error-download = Herunterladen von { $url } fehlgeschlagen: { $reason }
rating-list-damaged-moved = Die beschädigte Elo-Liste wurde als { $path } aufbewahrt.
rating-list-imported = { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
} ({ $kinds }, { $month }) aus { $source }
rating-list-month-unknown = Monat unbekannt
rating-list-skipped-count = { $count ->
    [one] Eine Zeile wurde übersprungen (siehe oben).
   *[other] { $count } Zeilen wurden übersprungen (siehe oben).
}
rating-list-kept = Elo-Liste gespeichert in { $path }: { $players } Spieler.
rating-list-info-kind = { $kind }: { $month }, { $rated } Spieler mit Wertung, aus { $source }, importiert { $imported }
rating-list-downloading = Lade { $url } herunter …
rating-list-update-none = Nichts zu aktualisieren: Wertungen, K und Titel der Spieler stimmen mit der Liste überein.
rating-list-updated = { $count ->
    [one] Ein Spieler in { $path } aktualisiert.
   *[other] { $count } Spieler in { $path } aktualisiert.
}
rating-list-description = FIDE-Liste { $kind }, { $month }
rating-bench-list = Erzeugte Liste: { $players } Spieler, { $megabytes } MB (kombiniertes TXT-Format)
rating-bench-import = Import (lesen, zusammenführen, speichern): { $seconds } s, { $skipped } Zeilen übersprungen
rating-bench-load = Laden: Median { $median } s, höchstens { $max } s in { $runs } Läufen ({ $megabytes } MB Datei)
rating-bench-search = Suche beim Tippen: { $count } Tastenanschläge, Median { $median } ms, 99. Perzentil { $p99 } ms, höchstens { $max } ms (langsamste: „{ $worst }“)
rating-bench-letter = Ein Buchstabe „{ $letter }“: Median { $median } ms, höchstens { $max } ms
gui-fide-heading = Aus der FIDE-Elo-Liste anmelden
gui-registration-folded = eingeklappt, solange die Liste gescrollt ist: zum Öffnen klicken
gui-fide-placeholder = Teil eines Namens oder eine FIDE-ID eingeben
gui-fide-loading = Elo-Liste wird geladen …
gui-fide-status = Liste { $kind } { $month } · { $players } Spieler mit Wertung
gui-fide-no-kind = Noch keine Liste { $kind } importiert.
gui-fide-no-match = Kein Spieler passt.
gui-fide-hint = Eingabe meldet den markierten Spieler an; ↑ ↓ wählen einen anderen.
gui-fide-inactive = { $name } (inaktiv)
gui-fide-import = Listendatei importieren …
gui-fide-download = Von der FIDE herunterladen
gui-fide-update = Wertungen aus der Liste aktualisieren
gui-fide-importing = Liste wird importiert …
gui-fide-download-progress = Liste { $month } wird heruntergeladen: { $received } von { $total } MB
gui-fide-download-unknown = Liste wird heruntergeladen: { $received } MB
gui-fide-imported = { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
} ({ $kinds }, { $month }) importiert.
gui-fide-skipped = { $count ->
    [one] Eine Zeile übersprungen: { $first }
   *[other] { $count } Zeilen übersprungen; die erste: { $first }
}
gui-fide-filter = FIDE-Elo-Listen
gui-fide-already = { $name } ist bereits angemeldet (Nr. { $tpn }).
gui-fide-added = { $name } angemeldet.
gui-col-born = Geb.
gui-col-performance = Rp
gui-col-rating-change = ±
gui-card-rated = Elo { $rating }, K { $k } ({ $rule })
gui-card-unrated = ohne Elo
gui-card-unrated-short = ohne
gui-card-close = Schließen
gui-card-round = Rd.
gui-card-opponent = Gegner
gui-card-score = Erg.
gui-card-no-games = Noch keine Partie.
gui-card-change = { $games ->
    [one] { $games } gewertete Partie
   *[other] { $games } gewertete Partien
}: { $score } Punkte, erwartet { $expected }; Änderung K × ΣΔR = { $change } (K { $k }): aus { $rating } wird { $new }.
gui-card-k-capped = K wird auf { $k } gesenkt, damit K × { $games } Partien 700 nicht übersteigt (B.02 8.3.3).
gui-card-initial = Erstwertung aus diesem Turnier: { $rating } (Ra { $average }, mit zwei Remis gegen 1800; { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} gegen Gegner mit Elo, { $score } Punkte).
gui-card-initial-zero = Null Punkte im ersten Turnier werden nicht berücksichtigt (B.02 8.2.1).
gui-card-initial-games = Eine Erstwertung wird veröffentlicht, sobald sie auf 5 Partien gegen Gegner mit Elo beruht (B.02 7.1.4); dieses Turnier hat { $games }.
gui-card-performance = Turnierleistung { $rating } (Gegnerschnitt { $average }, { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $score } Punkte).
gui-card-rules = FIDE-Elo-Ordnung (B.02, ab 1. März 2024): 400-Punkte-Regel, K-Faktor, nicht gespielte Partien und Gegner ohne Elo zählen nicht; das Turnier wird als eigener Wertungszeitraum gerechnet.
rating-not-rated-pending = noch kein Ergebnis
rating-not-rated-unplayed = nicht gespielt: nicht gewertet
rating-not-rated-short = weniger als ein Zug: nicht gewertet
rating-not-rated-opponent = Gegner ohne Elo: nicht gewertet
rating-not-rated-gap = 600-Punkte-Regel: nicht gewertet
rating-counts-initial = zählt für die Erstwertung
rating-k-list = aus der Liste
rating-k-2400 = Elo 2400 erreicht
rating-k-junior = Jugendlicher unter 2300
rating-k-default = unter 2400
export-col-performance = Rp
export-col-rating-change = ±
dubov-note-bye = Spielfrei durch Auslosung (3.1): { $player }, niedrigste Punktzahl, dann die meisten gespielten Partien, dann die höchste Setznummer unter denen, die es erhalten dürfen und die übrigen paarbar lassen
dubov-note-upfloaters = Hochgelost (3.2.2; ARO in Klammern): { $players }
dubov-note-g1 = G1, die Weißsucher (3.2.3; ARO in Klammern): { $players }
dubov-note-shift-unavoidable = In die andere Untergruppe verschoben, weil sie auf die eigene treffen müssen (3.2.4.1): { $players }
dubov-note-shift-equalise = Zum Ausgleich der Untergruppen verschoben (3.2.4.2): { $players }
dubov-note-s1 = S1, G1 nach aufsteigendem ARO (3.2.5): { $players }
dubov-note-t2 = Ihre Gegner, die erste zulässige Transposition von G2 (3.2.6): { $players }
burstein-note-order = Reihenfolge in der Gruppe (1.8: Buchholz, dann Sonneborn-Berger, in Klammern; dann Startnummer): { $players }
burstein-note-bye = Freilos (3.1): { $player }, die niedrigste Punktzahl, dann die meisten gespielten Partien, dann der niedrigste Rang (1.8) unter denen, die es erhalten dürfen ([C2]) und die übrigen paarbar lassen
# Baku acceleration (C.04.7)
cli-baku-help = Baku-Beschleunigung (C.04.7) aus dem Turnier berechnen: Gruppe A, virtuelle Punkte je Runde
baku-error-scoring-2017 = Die Baku-Beschleunigung vor 2026 verlangt die Wertung 1 – ½ – 0; dieses Turnier wertet { $win } – { $draw } – { $loss }.
baku-error-scoring-2026 = Die Baku-Beschleunigung (C.04.7 1.1) verlangt, dass ein Sieg zwei Remis wert ist und eine Niederlage nichts; dieses Turnier wertet { $win } – { $draw } – { $loss }.
baku-error-game-points = Die Baku-Beschleunigung ist nicht anwendbar, wenn Brettpunkte die Hauptwertung sind (C.04.7 1.4.4)
gui-field-acceleration = Beschleunigung
acceleration-none = Keine
acceleration-baku = Baku (C.04.7)
gui-acceleration-help = Baku: Gruppe A (die ersten 2·⌈N/4⌉ nach Setznummer) erhält in der ersten Hälfte der Runden virtuelle Punkte; die Tabelle wird in den TRF-Export geschrieben.
audit-baku-group = Baku-Gruppe geändert
audit-add-team = Mannschaft hinzugefügt
audit-edit-team = Mannschaft geändert
audit-remove-team = Mannschaft entfernt
audit-set-lineup = Aufstellung eingegeben
audit-team-event = Mannschaftsturnier (Schweizer Mannschaftssystem C.04.6)
team-board-empty = freies Brett
command-error-not-team-event = Dies ist kein Mannschaftsturnier.
command-error-no-team = Es gibt keine Mannschaft { $team }.
command-error-team-played = Mannschaft { $team } hat schon gespielt: zurückziehen statt entfernen.
command-error-lineup = Die Aufstellung der Mannschaft { $team } für Runde { $round } nennt einen Spieler, der nicht in ihrer Meldeliste steht, einen Spieler zweimal oder mehr Spieler als Bretter.
command-error-player-in-team = Spieler { $tpn } ist schon in Mannschaft { $team }.
command-error-team-withdrawn-while-paired = Mannschaft { $team } ist in Runde { $round } schon gepaart: ein Rückzug gilt erst ab einer Runde nach den gepaarten.
command-error-team-withdrawn = Mannschaft { $team } ist in Runde { $round } zurückgezogen: sie erhält kein Bye.
command-error-match-has-results = Runde { $round }: der Wettkampf { $white } – { $black } hat Ergebnisse (oder wurde kampflos gewertet); seine Paarung bleibt. Irrtümlich eingegebene Ergebnisse zuerst löschen.
audit-withdraw-team = Mannschaft zurückgezogen
audit-team-byes-dropped = { $count ->
    [one] beantragtes Bye gestrichen (Runde { $rounds })
   *[other] beantragte Byes gestrichen (Runden { $rounds })
}
audit-baku-group-of = Baku-Gruppe von { $player }
command-error-baku-not-set = Das Turnier ist nicht auf Baku-Beschleunigung eingestellt (Turniereinstellungen, Beschleunigung).
command-error-baku-over = Runde { $round } hat keine virtuellen Punkte: Die Baku-Beschleunigung gilt nur für die Runden 1–{ $last } (C.04.7 1.4), die Gruppe spielt keine Rolle mehr.
command-error-baku-not-next = Eine Baku-Gruppe ändert sich ab der nächsten auszulosenden Runde, Runde { $next }, nicht ab Runde { $round }.
gui-col-baku = Baku R{ $round }
gui-players-baku-hint = Baku-Beschleunigung (C.04.7), Runde { $round }: Gruppe A wird mit { $points } virtuellen Punkten gepaart. Ein Klick auf die Gruppe eines Spielers verschiebt ihn.
gui-baku-heading = Baku-Gruppe von { $player }
gui-baku-help = Die Änderung gilt ab Runde { $round }, der nächsten auszulosenden; bereits ausgeloste Runden behalten ihre virtuellen Punkte. Nach der Regel gehört dieser Spieler in Gruppe { $group }. Die Änderung und ihr Grund kommen ins Protokoll.
gui-baku-now = Jetzt in Gruppe { $group } für Runde { $round }.
gui-baku-move = In Gruppe { $group } verschieben
gui-baku-reason = Grund (erforderlich)
standings-col-pairing-score = PW
standings-pairing-score-note = PW: Paarungswertung für Runde { $round }, Punkte plus virtuelle Baku-Punkte (C.04.7 1.5); die Rangliste zählt nur die Punkte.
label-acceleration = Beschleunigung
dubov1997-note-bye = Spielfrei (4): { $player }, die niedrigste Wertung R der niedrigsten Punktgruppe (der dominierenden Farbe fällig, dann die höhere ARO), unter denen, die es erhalten dürfen (2.2) und die übrigen paarbar lassen
dubov1997-note-first-round = Erste Runde (5): die obere Hälfte gegen die untere, Zeile für Zeile: { $pairs }
dubov1997-note-beyond-transfer-limits = Paarungen dieser Runde jenseits der Grenzen für Aufwärtsverschiebungen (2.5), die wenigsten, die eine Paarung der Runde hat (9): { $count }
dubov1997-note-floater-pairs = Floater aus höheren Gruppen zuerst gepaart (8.1, 8.2): { $pairs }
dubov1997-note-transfer-player = Nach oben verschoben für einen Spieler ohne möglichen Gegner in seiner Gruppe (7.1): { $pairs }
dubov1997-note-transfer-odd = Nach oben verschoben, weil die Gruppe ungerade war (7.2): { $player }
dubov1997-note-to-black = Von der Weiß- in die Schwarz-Untergruppe verschoben (7.3): { $players }
dubov1997-note-to-white = Von der Schwarz- in die Weiß-Untergruppe verschoben (7.4): { $players }
dubov1997-note-whites = „Weiß“-Spieler nach aufsteigender ARO (6.2): { $players }
dubov1997-note-blacks = „Schwarz“-Spieler nach absteigender Wertung R (6.2): { $players }

## Round robins (Berger tables, C.05 Annex 1)
roundrobin-error-not-round-robin = Dieses Turnier ist ein Schweizer-System-Turnier, kein Rundenturnier.
roundrobin-error-too-few = Ein Rundenturnier braucht mindestens 3 Teilnehmer; dieses hat { $count }.
roundrobin-error-numbers = Die Startnummern eines Rundenturniers sind seine Tabellennummern 1 bis { $count }: Nummer { $missing } fehlt. Zuerst die Nummern auslosen oder setzen.
roundrobin-error-all-paired = Alle { $rounds } Runden des Rundenturniers sind ausgelost.
roundrobin-error-no-round = Das Rundenturnier hat { $rounds } Runden: eine Runde { $round } gibt es nicht.
roundrobin-error-not-berger = Runde { $round } der Datei ist mit diesen Startnummern nicht die Runde der Berger-Tabelle.
lots-error-varma-size = Die Varma-Tabellen gelten für 9 bis 24 Spieler; dieses Turnier hat { $count }.
command-error-rr-numbers-fixed = Die Startnummern eines Rundenturniers stehen fest, sobald Runde 1 veröffentlicht oder ein Ergebnis eingetragen ist.
command-error-rr-numbers-invalid = Die Startnummern eines Rundenturniers müssen 1 bis { $count } sein, jede einmal.
command-error-rr-late-entry = Ein Rundenturnier nimmt keine Nachmeldungen an: Die Berger-Tabelle hängt von der Teilnehmerzahl ab, ein neuer Teilnehmer würde jede schon ausgeloste Runde ändern.
command-error-rr-no-byes = Ein Rundenturnier kennt keine beantragten Freilose: Jede Runde steht durch die Berger-Tabelle fest. Wer nicht spielen kann, verliert kampflos oder zieht sich zurück.
lots-audit-plain = Auslosung, Startwert { $seed }: { $order }
lots-audit-varma = Eingeschränkte Auslosung (Varma-Tabellen, C.05 Anhang 2), Startwert { $seed }: { $order }
lots-audit-by-hand = Startnummern von Hand gesetzt
roundrobin-error-rounds = Ein Rundenturnier mit { $participants } Teilnehmern hat { $per_cycle } Runden (einfach) oder { $double } (doppelt), nicht { $rounds }.
rr-check-not-the-table = Der Vorschlag ist nicht Runde { $round } der Berger-Tabelle (C.05 Anhang 1).
rr-explain-header = Runde { $round } von { $rounds }: Rundenturnier mit { $participants } Teilnehmern, Berger-Tabelle für { $size } (FIDE C.05 Anhang 1).
rr-explain-slot = Durchgang { $cycle }, Runde { $table } der Tabelle.
rr-explain-swapped = FIDE-Reihenfolge: Die beiden letzten Runden des ersten Durchgangs werden getauscht gespielt (C.05 Anhang 1, damit niemand dreimal hintereinander dieselbe Farbe hat).
rr-explain-reversed = Zweiter Durchgang: die Runde der Tabelle mit getauschten Farben.
rr-explain-free = Spielfrei: { $player } (gegen die fehlende Nummer { $size } gelost).
rr-explain-board = Brett { $board }: { $white } – { $black }
rr-explain-match = Wettkampf { $number }: { $white } – { $black }
rr-explain-team-colours = In jedem Wettkampf hat die zuerst genannte Mannschaft Weiß an Brett 1.
cli-berger-help = Rundenturnier nach den FIDE-Berger-Tabellen (C.05 Anhang 1)
export-doc-rr-table = Kreuztabelle des Rundenturniers
export-doc-rr-schedule = Spielplan aller Runden
export-rr-table-legend = Jede Zeile gegen den Teilnehmer der Spalte: 1 Sieg, ½ Remis, 0 Niederlage, + kampflos gewonnen, − kampflos verloren.
export-rr-table-legend-double = Jede Zeile gegen den Teilnehmer der Spalte, erster und zweiter Durchgang: 1 Sieg, ½ Remis, 0 Niederlage, + kampflos gewonnen, − kampflos verloren.
export-rr-schedule-round = Runde { $round }
export-rr-schedule-round-date = Runde { $round } · { $date }
export-rr-schedule-free = spielfrei: { $player }
export-rr-schedule-legend = Berger-Tabellen (FIDE C.05 Anhang 1): Der erstgenannte Teilnehmer jedes Bretts hat Weiß.
gui-export-rr-table = Kreuztabelle des Rundenturniers (PDF)
gui-export-rr-schedule = Spielplan aller Runden (PDF)
gui-field-format = Turnierform
gui-format-swiss = Schweizer System
gui-format-rr-single = Rundenturnier
gui-format-rr-double-fide = Doppelrundig (FIDE-Reihenfolge)
gui-format-rr-double-berger = Doppelrundig (Tabellenreihenfolge)
gui-format-rr-rounds = { $rounds } Runden (Berger-Tabelle für { $size })
gui-format-rr-help = Jede Runde kommt aus den FIDE-Berger-Tabellen (C.05 Anhang 1): Die Startnummern bestimmen, wer wann mit welcher Farbe gegen wen spielt. In der FIDE-Reihenfolge werden die beiden letzten Runden des ersten Durchgangs getauscht, damit niemand dreimal hintereinander dieselbe Farbe hat.
gui-lots-seed = Startwert (leer: neu)
gui-lots-draw = Nummern auslosen
gui-lots-draw-varma = Auslosen (Varma)
gui-lots-first = Nr.
gui-lots-second = Nr.
gui-lots-swap = Tauschen
gui-lots-help = Die Startnummern sind die Nummern der Berger-Tabelle: auslosen (der Startwert kommt ins Protokoll, derselbe Startwert lost dieselben Nummern) oder zwei von Hand tauschen, bis Runde 1 veröffentlicht ist. Varma: Spieler eines Verbands losen aus einer Gruppe (C.05 Anhang 2, 9 bis 24 Spieler).
gui-lots-bad-seed = „{ $value }“ ist kein Startwert: eine ganze Zahl oder leer für einen neuen.
gui-lots-bad-swap = Zwei verschiedene Startnummern gemeldeter Spieler angeben.
gui-schedule = Alle Runden
gui-schedule-heading = Spielplan aller Runden
gui-schedule-round-date = Runde { $round } · { $date }
gui-schedule-free = spielfrei: { $player }
gui-schedule-paired = ausgelost
gui-schedule-planned = aus der Tabelle
gui-rr-withdrawn-not-counted = Zurückgezogen nach weniger als der Hälfte der Partien, daher mit allen Partien gegen sie aus der Wertung genommen (FIDE-Turnierregeln C.06 V.4): { $players }

## Team event printouts (issue 30)
export-doc-team-pairings = Mannschaftspaarungen
export-doc-match-sheets = Spielberichtsbögen
export-doc-team-standings = Mannschaftstabelle nach Runde { $round }
export-doc-team-crosstable = Mannschafts-Kreuztabelle
export-doc-board-prizes = Brettpreise nach Runde { $round }
export-colour-white-short = W
export-colour-black-short = S
export-col-colour-short = Fb
export-col-match-points = MP
export-col-game-points = BP
export-col-games = Partien
export-team-before = ({ $mp } MP, { $gp } BP)
export-team-forfeit = Wettkampf kampflos { $code }
export-sheet-heading = Runde { $round } · Wettkampf { $number }
export-sheet-board = Brett { $board }
export-sheet-match-score = Endstand
export-sheet-captain = Mannschaftsführer, { $team }
export-sheet-arbiter = Schiedsrichter
export-sheet-empty-board = (Brett frei)
export-no-teams = Noch keine Mannschaften.
export-board-heading = Brett { $board }
gui-export-board-prizes = Brettpreise (PDF)

## The desk of a team competition (issue 30): tournament view, teams view, rounds, standings
gui-field-participants = Teilnehmer
gui-participants-players = Spieler (Einzelturnier)
gui-participants-teams = Mannschaften (Mannschaftsturnier)
gui-field-boards = Bretter je Wettkampf
gui-error-boards = Bretter je Wettkampf: eine ganze Zahl von 1 bis { $max }, nicht „{ $value }“.
gui-tab-teams = Mannschaften
gui-teams-heading = Mannschaften
gui-teams-not-team-event = Dies ist ein Einzelturnier. Für ein Mannschaftsturnier wählen Sie vor der Auslosung der 1. Runde in der Turnieransicht unter Teilnehmer „Mannschaften“.
gui-teams-none = Noch keine Mannschaften: oben einen Namen eingeben und hinzufügen.
gui-teams-new-placeholder = Neue Mannschaft
gui-teams-add = Hinzufügen
gui-teams-count = { $count } Mannschaften, { $boards } Bretter
gui-teams-help = Links die Mannschaften anlegen, dann ihre Spieler in Brettreihenfolge.
gui-teams-name = Mannschaftsname
gui-teams-nickname = Kurzname
gui-teams-captain = Mannschaftsführer
gui-teams-team = Mannschaft { $tpn }
gui-teams-remove = Mannschaft entfernen
gui-teams-lineup-for = Aufstellung für
gui-teams-default-lineup = Rangliste
gui-teams-no-lineup-round = Keine Runde offen für eine Aufstellung.
gui-teams-col-order = Rang
gui-teams-col-board = Brett
gui-teams-col-plays = Spielt
gui-teams-roster-empty = Noch keine Spieler in der Mannschaft.
gui-teams-pick-player = Gemeldeten Spieler hinzufügen
gui-teams-new-player = Name des neuen Spielers
gui-teams-add-player = Spieler hinzufügen
gui-teams-lineup-help = Mannschaft in Brettreihenfolge. Haken Sie an, wer spielt: die Bretter folgen der Reihenfolge, ein leeres Brett ist kampflos verloren ({ $boards } Bretter je Wettkampf).
gui-teams-error-rating = Die Elo muss eine ganze Zahl sein, nicht „{ $value }“.
gui-teams-withdraw = Mannschaft zurückziehen…
gui-teams-withdrawn = Zurückgezogen ab Runde { $round }
gui-teams-withdraw-heading = Mannschaft { $team } zurückziehen?
gui-teams-withdraw-help = Ab der gewählten Runde wird die Mannschaft nicht mehr gepaart, ihre für diese Runden beantragten Byes entfallen; bereits gepaarte Wettkämpfe bleiben bestehen. Der Rückzug wird protokolliert, Rückgängig (Strg+Z) nimmt ihn zurück.
gui-teams-byes = Mannschafts-Bye:
gui-teams-bye-request = Beantragen
gui-teams-no-byes-withdrawn = keines: die Mannschaft ist zurückgezogen.
gui-teams-bye-line = Runde { $round }: { $kind }
gui-acceleration-team-help = Baku für Mannschaften (C.04.7 1.4): Gruppe A (die ersten 2·⌈N/4⌉ Mannschaften nach Setznummer) erhält in den ersten Runden die Mannschaftspunkte eines Siegs, danach die eines Remis; nur mit Mannschaftspunkten als Hauptwertung.
gui-team-match = Wettkampf { $number }
gui-team-keys-help = Tasten: ↑ ↓ Brett wählen · 1 Spieler der ersten Mannschaft gewinnt · 0 Spieler der zweiten Mannschaft gewinnt · = remis · + erste Mannschaft gewinnt kampflos · - zweite Mannschaft gewinnt kampflos
gui-team-result-for-board = Wettkampf { $number }, Brett { $board }:
gui-team-empty-board = leeres Brett (kampflos)
gui-team-forfeit = Wettkampf kampflos:
gui-team-forfeit-wins = Mannschaft { $team } gewinnt
gui-team-forfeit-double = beide verlieren
gui-team-forfeit-none = gespielt
gui-team-forfeited = kampflos
gui-team-standings-leader = Führend: { $team } mit { $mp } Mannschaftspunkten, { $gp } Brettpunkten
standings-team-positional-note = { $codes }: der Platz unter den vor dieser Wertung noch gleichstehenden Mannschaften (C.07 6, 12, 13.3); 0, wenn sie den Gleichstand nicht auflöst oder die Mannschaft mit niemandem gleichsteht.
