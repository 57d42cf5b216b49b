# Swissdesk — français (traduction de i18n/en/swissdesk.ftl, la référence : mêmes identifiants)
# Terminologie des arbitres FIDE francophones : appariement, ronde, groupe de points,
# flotteur descendant / montant, bye attribué par l'appariement, départages.

app-name = Swissdesk

## Store: tournament files, backups, settings (src/store/)

store-not-found = Le fichier { $path } n'existe pas.
store-permission-read = Accès refusé : Swissdesk n'a pas le droit de lire { $path }.
store-permission-write = Accès refusé : Swissdesk n'a pas le droit d'écrire { $path } (vérifiez le fichier et son dossier).
store-read-failed = Impossible de lire { $path } : { $error }
store-write-failed = Impossible d'écrire { $path } : { $error }
store-empty = Le fichier { $path } est vide : ce n'est donc pas un tournoi Swissdesk (un plantage ou un disque plein l'a peut-être tronqué).
store-binary = Le fichier { $path } n'est pas un fichier texte (ligne { $line }, octet { $column } : un octet de contrôle qu'aucun fichier Swissdesk ne contient) ; ce n'est donc pas un tournoi Swissdesk : il est endommagé ou d'un autre type.
store-not-a-document = Le fichier { $path } n'est pas un tournoi Swissdesk (ligne { $line }, colonne { $column } : il ne commence pas par les champs d'un tournoi).
store-not-a-document-field = Le fichier { $path } n'est pas un tournoi Swissdesk mais sans doute le fichier d'un autre programme : la ligne { $line }, colonne { $column } a le champ « { $field } », qu'aucun tournoi n'a, et il n'a ni « event » ni « players ».
store-invalid-utf8 = Fichier { $path }, ligne { $line }, colonne { $column } : ce n'est pas du texte lisible par Swissdesk (UTF-8 invalide) ; le fichier est endommagé ou n'est pas un fichier Swissdesk.
store-corrupt = Fichier { $path }, ligne { $line }, colonne { $column } : { $message }
store-corrupt-field = Fichier { $path }, ligne { $line }, colonne { $column }, dans { $field } : { $message }
store-newer-version = Le fichier { $path } a été créé par une version plus récente de Swissdesk (format de fichier { $found } ; cette version lit les formats jusqu'à { $supported }). Mettez Swissdesk à jour pour l'ouvrir.
store-unsupported-version = Le fichier { $path } est au format de fichier { $found }, qu'aucune version de Swissdesk n'a jamais écrit.
store-migration-failed = Le fichier { $path } (format de fichier { $from }) n'a pas pu être converti au format actuel : { $message }
store-serialize-failed = Impossible de convertir les données en texte pour { $path } : { $message }
store-refuse-overwrite = { $path } ne s'est pas chargé correctement : Swissdesk ne l'écrasera donc pas. Utilisez « Enregistrer sous » pour l'enregistrer sous un nouveau nom.
store-locked = { $path } est en cours de modification dans un autre Swissdesk (processus { $pid } sur { $host }, depuis { $since }) : il n'a donc pas été modifié. Ouvrez-le en lecture seule, ou fermez-le d'abord là-bas.
store-locked-unknown = { $path } est en cours de modification dans un autre Swissdesk : il n'a donc pas été modifié. Ouvrez-le en lecture seule, ou fermez-le d'abord là-bas.
store-read-only = { $path } est ouvert en lecture seule parce qu'un autre Swissdesk le modifie : utilisez « Enregistrer sous » pour garder vos changements dans un autre fichier.
store-lock-taken-over = { $path } était encore marqué comme en cours de modification par un Swissdesk qui ne s'est pas fermé correctement (processus { $pid } sur { $host }, depuis { $since }) ; ce processus n'existe plus, ce Swissdesk a donc repris le fichier.
store-no-path = Ce tournoi n'a pas encore été enregistré : choisissez un fichier avec « Enregistrer sous ».
store-not-a-file-path = { $path } n'est pas un nom de fichier dans lequel Swissdesk peut enregistrer.
store-no-config-dir = Swissdesk n'a trouvé aucun dossier pour ses réglages (existe-t-il un dossier personnel ?). Définissez la variable { $env } avec le dossier à utiliser.
store-recovered-from-backup = { $path } n'a pas pu être chargé : sa sauvegarde { $backup } a été ouverte à la place. Utilisez « Enregistrer sous » pour l'enregistrer sous un nouveau nom ; le fichier endommagé n'a pas été modifié.
store-settings-corrupt-moved = Le fichier de réglages était endommagé ; il a été conservé sous { $path } et de nouveaux réglages ont été enregistrés.

## Pairing engines
pairing-error-impossible = Aucun appariement de la ronde { $round } ne respecte les critères absolus (pas de rencontre répétée, paires interdites, règles de couleur, un seul bye autorisé) : l'arbitre doit décider.
pairing-error-no-initial-colour = La couleur initiale n'a pas été tirée au sort : elle est nécessaire pour apparier la ronde 1.
pairing-error-nobody = Personne n'est à apparier dans la ronde { $round }.
pairing-error-unsupported = Le système d'appariement « { $system } » n'est pas encore disponible.
pairing-error-round-paired = La ronde { $round } est déjà appariée.

## Commands
command-error-no-player = Il n'y a aucun joueur avec le numéro d'appariement { $tpn }.
command-error-no-round = La ronde { $round } n'existe pas.
command-error-no-board = La ronde { $round } n'a pas d'échiquier { $board }.
command-error-round-started = Le joueur { $tpn } a déjà des résultats ou des byes : retirez-le du tournoi au lieu de le supprimer.
command-error-published = La ronde { $round } est publiée ; utilisez « corriger l'appariement publié » pour la modifier.
command-error-round-paired = La ronde { $round } est déjà appariée.
command-error-not-last-round = Seule la dernière ronde appariée peut être désappariée (la ronde { $round } n'est pas la dernière).
command-error-results-entered = La ronde { $round } a déjà des résultats ; effacez-les avant de la désapparier.
command-error-pairing-players = L'appariement de la ronde { $round } cite un joueur inconnu ou deux fois le même joueur.
command-error-not-forbidden = Les joueurs { $players } ne forment pas un appariement interdit.
command-error-withdrawn-while-paired = Le joueur { $tpn } est déjà apparié dans la ronde { $round } : un retrait prend effet à partir d'une ronde après celles appariées.

## Command line
cli-error-write = Impossible d'écrire { $path } : { $reason }
cli-error-no-gui = Cette version de Swissdesk n'a pas d'application de bureau (compilée sans la fonctionnalité « gui ») ; utilisez une sous-commande, voir --help.
cli-long-absence = Le joueur { $tpn } ({ $name }) n’a pas joué depuis { $rounds } rondes et a tout de même été apparié : retirez-le d’abord s’il est parti.
cli-imported = { $players ->
    [one] { $players } joueur importé
   *[other] { $players } joueurs importés
} et { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} dans { $path }.
cli-exported = { $path } écrit.
cli-actor = ligne de commande
label-event = Tournoi
label-city = Ville
label-federation = Fédération
label-dates = Dates
label-chief-arbiter = Arbitre principal
label-deputies = Arbitres adjoints
label-time-control = Cadence
label-system = Système d'appariement
label-scoring = Points gain / nulle / perte
info-summary = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, { $paired ->
    [one] { $paired } ronde appariée
   *[other] { $paired } rondes appariées
} sur { $planned }
team-score-mp = points de match
team-score-gp = points de partie
info-team-summary = { $teams } équipes, { $boards } échiquiers ; points de match { $win } / { $draw } / { $loss } ; classement aux { $primary }
info-team-points = { $mp } PM, { $gp } PP
info-team-captain = Capitaine : { $captain }
info-team-round = Ronde { $round }
info-team-pending = résultat en attente
col-place = Pl.
col-tpn = N°
col-title = Titre
col-name = Nom
col-rating = Elo
col-fed = Féd
col-points = Points
check-round-differs = La ronde { $round } diffère.
check-expected = Enregistré :
check-got = Moteur :
check-round-error = La ronde { $round } ne peut pas être réappariée : { $error }
check-summary = { $matched ->
    [one] { $matched } ronde identique
   *[other] { $matched } rondes identiques
} sur { $total }.
check-only-recorded = Seulement dans le fichier :
check-only-engine = Seulement selon le moteur :
check-colours-reversed = Couleurs inversées (comme dans le fichier) :
check-bye-differs = Exempt attribué par l’appariement : { $recorded } dans le fichier, { $engine } selon le moteur.
check-points-only = points seuls
check-standings = Classement après la ronde { $round } ({ $tiebreaks } ; { $rules }) : { $ranks } rangs vérifiés.
check-standings-points = Participant { $tpn } : { $in_file } points dans le fichier, { $computed } d’après les rondes.
check-standings-rank = Participant { $tpn } : rang { $in_file } dans le fichier, calculé { $places } ({ $values }).
check-ranks-unchecked = Rangs non vérifiés : le fichier ne nomme aucun départage (202/212) et aucun n’a été donné (--tiebreaks).
check-discrepancies = { $count ->
    [one] { $count } écart.
   *[other] { $count } écarts.
}
generate-error-rate = { $option } doit être une proportion entre 0 et 1, pas { $value }.
generate-error-scoring = --scoring attend les points d’une victoire, d’une nulle et d’une défaite, p. ex. 3,1,0 (pas { $value }).
generate-error-argument = La ligne de commande du générateur ne peut pas utiliser « { $argument } » (forme : --SYSTÈME -g [CONFIG] -o SORTIE.trf [-s GRAINE]).
generate-error-config = Impossible de lire la configuration du générateur { $path } : { $reason }
generate-error-config-line = { $path }, ligne { $line } : « { $text } » n’est pas une ligne Clé=Valeur valable pour le générateur.
generate-error-config-key = { $path }, ligne { $line } : le générateur n’a pas de paramètre « { $key } ».
fide-mode-field = Mode FIDE
fide-mode-not-rated = tournoi non homologué
fide-mode-on = actif (tournoi homologué)
fide-mode-left = quitté : { $reason }
fide-mode-left-state = quitté
fide-mode-left-notice = Mode FIDE quitté par l’arbitre : { $reason }
fide-mode-refused-numbers = Mode FIDE : les numéros d’appariement ne peuvent plus changer après la ronde 4 (la ronde { $paired } est appariée) ; inscrivez le joueur avec le dernier numéro, ou quittez le mode FIDE en donnant une raison.
fide-mode-refused-scoring = Mode FIDE : un tournoi homologué se compte 1, ½, 0 (exempts et forfaits comme une victoire, une nulle ou une défaite) ; gardez ce décompte, ou quittez le mode FIDE en donnant une raison.
fide-mode-refused-full-bye = Mode FIDE : un exempt à un point sur demande n’est pas permis dans un tournoi homologué ; donnez un exempt à un demi-point ou à zéro, ou quittez le mode FIDE en donnant une raison.
fide-mode-refused-result = Mode FIDE : le résultat non homologué { $result } n’est pas permis dans un tournoi homologué ; saisissez la partie comme jouée ou comme forfait (+/-), ou quittez le mode FIDE en donnant une raison.
fide-mode-reason-required = Quitter le mode FIDE demande une raison : elle est journalisée et figure sur les impressions et dans le TRF.
fide-mode-refused-unrate = Mode FIDE : le tournoi est homologué depuis l’appariement de la ronde 1 ; quittez plutôt le mode FIDE en donnant une raison.
gui-fidemode-state-not-rated = Tournoi non homologué : mode FIDE inactif.
gui-fidemode-state-on = Tournoi homologué : mode FIDE actif.
gui-fidemode-state-left = Tournoi homologué, mode FIDE quitté : { $reason }
gui-fidemode-help = En mode FIDE, un tournoi homologué refuse ce que la liste de vérification de la FIDE signale : numéros d'appariement changés après la ronde 4, un barème autre que 1, ½, 0, un bye à un point sur demande, des résultats non homologués (W, D, L). Les nouveaux tournois commencent en mode FIDE.
gui-fidemode-turn-on = Activer le mode FIDE
gui-fidemode-not-rated = Tournoi non homologué
gui-fidemode-leave = Quitter le mode FIDE…
gui-fidemode-leave-title = Quitter le mode FIDE
gui-fidemode-leave-text = Les restrictions du mode FIDE ne s'appliqueront plus à ce tournoi. Votre motif est inscrit au journal et figure sur les impressions et dans le TRF.
gui-fidemode-reason-placeholder = Motif pour quitter le mode FIDE
gui-fidemode-leave-confirm = Quitter et consigner le motif
gui-fidemode-badge-on = Mode FIDE actif
gui-fidemode-badge-left = Mode FIDE quitté
gui-fidemode-done-on = Mode FIDE actif : le tournoi est homologué.
gui-fidemode-done-left = Mode FIDE quitté ; le motif est au journal.
gui-fidemode-done-not-rated = Le tournoi est marqué non homologué.

## TRF import and export (src/trf/)
trf-field-record = type d'enregistrement
trf-field-tpn = numéro d'appariement
trf-field-sex = sexe
trf-field-title = titre
trf-field-name = nom
trf-field-rating = classement Elo
trf-field-federation = fédération
trf-field-fide-id = identifiant FIDE
trf-field-birth-date = date de naissance
trf-field-points = points
trf-field-rank = rang
trf-field-opponent = adversaire
trf-field-colour = couleur
trf-field-result = résultat
trf-field-rounds = nombre de rondes
trf-field-initial-colour = couleur initiale
trf-field-scoring = système de points
trf-field-acceleration = accélération
trf-field-forbidden-pair = paire interdite
trf-field-bye = bye
trf-field-date = date
trf-field-round = ronde
trf-field-baku-group = groupe Bakou (SDB)
trf-error-io = { $file } : { $reason }
trf-error-empty = { $file } : le fichier est vide, ce n'est donc pas un tournoi
trf-error-binary = { $file }:{ $line }:{ $column }: ce n'est pas un fichier texte (un octet de contrôle qu'aucun TRF ne contient), ce n'est donc pas un rapport de tournoi
trf-error-no-players = { $file } : aucune de ses { $lines } lignes n'est une fiche de joueur (001), ce n'est donc pas un rapport de tournoi
trf-error-truncated = { $file }:{ $line }:{ $column }: { $field } : la ligne se termine à l'intérieur de ce champ (ligne tronquée ?)
trf-error-bad-number = { $file }:{ $line }:{ $column }: { $field } : « { $text } » n'est pas un nombre valide ici
trf-error-bad-value = { $file }:{ $line }:{ $column }: { $field } : « { $text } » n'est pas une valeur valide ici
trf-error-misaligned = { $file }:{ $line }:{ $column }: { $field } : cette colonne doit être vide mais contient « { $found } » ; les données sont probablement décalées d'une colonne
trf-error-unknown-result = { $file }:{ $line }:{ $column }: { $field } : code de résultat inconnu « { $code } »
trf-error-unknown-colour = { $file }:{ $line }:{ $column }: { $field } : code de couleur inconnu « { $code } » (attendu : w, b ou -)
trf-error-duplicate-tpn = { $file }:{ $line }:{ $column }: { $field } : le numéro d'appariement { $tpn } est déjà utilisé à la ligne { $first }
trf-error-unknown-player = { $file }:{ $line }:{ $column }: { $field } : il n'y a aucun joueur avec le numéro d'appariement { $tpn }
trf-error-inconsistent-game = { $file }:{ $line }:{ $column }: { $field } : ronde { $round }, joueur { $tpn } contre { $opponent } : { $problem }
trf-error-bye-with-opponent = { $file }:{ $line }:{ $column }: { $field } : le code de bye « { $code } » ne peut pas avoir d'adversaire
trf-error-result-needs-opponent = { $file }:{ $line }:{ $column }: { $field } : le code de résultat « { $code } » exige un adversaire
trf-error-colour-without-opponent = { $file }:{ $line }:{ $column }: { $field } : couleur « { $code } » indiquée sans adversaire
trf-error-conflicting-bye = { $file }:{ $line }:{ $column }: { $field } : le joueur { $tpn } a déjà une autre entrée à la ronde { $round }
trf-error-unsupported = { $file }:{ $line }:{ $column }: { $field } : { $what }
trf-inconsistency-opponent = l'entrée de l'adversaire pour cette ronde indique { $theirs } à la place (0 = personne)
trf-inconsistency-no-entry = la ligne de l'adversaire n'a pas d'entrée pour cette ronde
trf-inconsistency-same-colour = les deux ont la même couleur
trf-inconsistency-missing-colour = un seul des deux a une couleur
trf-inconsistency-results = les codes de résultat « { $mine } » et « { $theirs } » ne forment pas un résultat cohérent
trf-inconsistency-own-opponent = un joueur ne peut pas être son propre adversaire
trf-unsupported-colour-scoring = les points qui dépendent de la couleur (WW/BW, WD/BD ou WL/BL différents) ne sont pas pris en charge
trf-unsupported-team-acceleration = l'accélération avec des points de match (tournois par équipes) n'est pas prise en charge
trf-warning-points = { $file }:{ $line }:{ $column }: joueur { $tpn } : le fichier indique un total de { $in_file }, les résultats donnent { $computed } ; la valeur calculée est utilisée
trf-warning-latin1 = { $file } : le fichier n'est pas en UTF-8 valide et a été lu comme Latin-1 (ISO 8859-1)
trf-warning-placeholder = { $file } : le joueur { $tpn } « { $name } » est l'exempt d'un autre programme, pas un joueur : retiré du tournoi ; { $count ->
        [0] il n'avait aucune partie
        [one] son adversaire a l'exemption d'appariement à la place : { $byes }
       *[other] ses { $count } adversaires ont l'exemption d'appariement à la place : { $byes }
    }
trf-placeholder-bye = ronde { $round } : joueur { $tpn }
trf-warning-baku-group = { $file } : joueur { $tpn } « { $name } » : groupe Bakou { $group } à partir de la ronde { $round }, placé ainsi par l'arbitre (enregistrement SDB) : { $reason }
trf-warning-baku-groups-not-used = { $file }:{ $line } : { $count ->
        [one] l'enregistrement Bakou de Swissdesk (SDA/SDB : groupes de l'arbitre) ne correspond
       *[other] les { $count } enregistrements Bakou de Swissdesk (SDA/SDB : groupes de l'arbitre) ne correspondent
    } pas à la table d'accélération : la table est gardée telle quelle, sans groupes Bakou
trf-warning-unknown-system = { $file }:{ $line } : l'enregistrement SDS nomme le système d'appariement « { $id } », que cette version de Swissdesk ne connaît pas : le système est pris du reste du fichier
trf-field-team = équipe (310, 013, 300)
trf-field-team-scoring = décompte des équipes (320, 352, 362)
trf-field-forfeit = match perdu par forfait (330)
trf-field-board = échiquier (### SDX)
trf-field-withdrawal = retrait (SDW)
trf-warning-arbiter-change = { $file }:{ $line }:{ $column } : { $field } : ligne de modification par l'arbitre (### SDX) écartée, sa marque « modifié à la main » n'est pas rétablie : { $problem }
trf-sdx-missing = la ligne s'arrête avant ce champ
trf-sdx-bad-value = « { $text } » n'est pas une valeur possible de ce champ
trf-sdx-extra = « { $text } » suit le dernier champ
trf-sdx-not-in-file = la ronde { $round } du fichier n'a pas cette partie ni cet exempt
trf-sdx-result-differs = la ligne donne { $in_line } comme résultat corrigé, la partie a { $in_game }
trf-warning-record-not-used = { $file }:{ $line } : enregistrement écarté : { $reason }
trf-warning-team-tiebreaks = les départages d'équipes « { $codes } » ne sont pas utilisés ({ $error }) ; les équipes sont classées par { $default }.
trf-warning-team-player-unknown = { $file }:{ $line }:{ $column } : l'équipe { $team } nomme le joueur { $player }, absent du fichier : écarté de la composition
trf-warning-team-player-twice = { $file }:{ $line }:{ $column } : l'équipe { $team } nomme le joueur { $player }, qui joue déjà pour l'équipe { $other } : écarté de cette composition
trf-warning-players-without-team = { $file } : { $count } joueurs ne figurent dans aucune équipe ; ils sont gardés comme joueurs
trf-warning-unknown-team = { $file }:{ $line } : l'équipe { $team } n'est pas dans le fichier : écartée
trf-warning-team-match-unclear = { $file } : ronde { $round } : les joueurs de l'équipe { $team } ont rencontré des joueurs de plusieurs équipes ; l'adversaire retenu est l'équipe rencontrée sur le plus d'échiquiers
trf-warning-team-pab-read = { $file } : ronde { $round } : l'équipe { $team } est la seule sans match (nombre d'équipes impair, aucun bye d'équipe dans le fichier) : lue comme bye attribué par l'appariement
trf-warning-team-points = { $file }:{ $line } : équipe { $team } : le fichier indique { $in_mp } points de match et { $in_gp } points de partie, les résultats donnent { $mp } et { $gp } ; les valeurs calculées sont utilisées
trf-team-forfeit-other-match = ronde { $round } : l'équipe { $team } joue un autre match
trf-team-bye-with-match = ronde { $round } : l'équipe { $team } a un match, pas d'exemption
trf-team-bye-conflict = ronde { $round } : l'équipe { $team } a déjà une autre exemption
trf-team-192-unknown = le code « { $code } » n'est pas un code du système suisse par équipes (FIDE_TEAM_…) : ses réglages par défaut sont utilisés

## Desktop app (src/gui/)
gui-window-title = { $file } — Swissdesk
gui-untitled = Tournoi sans titre
gui-new-tournament = Nouveau tournoi
gui-sample-label = Tournoi d'exemple
gui-actor-default = arbitre (application de bureau)
gui-new = Nouveau
gui-open = Ouvrir…
gui-save = Enregistrer
gui-save-as = Enregistrer sous…
gui-recent-files = Fichiers récents
# The tool bar's menu of file actions (New, Open…, Save, Save as…, the recent files).
gui-file-menu = Fichier
# The Control key as the keyboard of this language labels it, in shortcuts ("Ctrl+S").
gui-key-ctrl = Ctrl
gui-recent-missing = { $path } n’existe plus ; il a été retiré des fichiers récents.
gui-undo = Annuler
gui-redo = Rétablir
gui-undo-hint = Annuler « { $action } » (Ctrl+Z)
gui-redo-hint = Rétablir « { $action } » (Ctrl+Y)
gui-undone = Annulé : { $action }. Le journal garde la modification et enregistre l’annulation.
gui-redone = Rétabli : { $action }.
gui-nothing-to-undo = Rien à annuler (la publication d’une ronde ne s’annule pas).
gui-nothing-to-redo = Rien à rétablir.
gui-undo-while-pairing = Attendez la fin de l’appariement avant d’annuler ou de rétablir.
gui-tab-tournament = Tournoi
gui-tab-players = Joueurs
gui-tab-round = Rondes
gui-tab-standings = Classement
gui-theme-dark = Thème sombre
gui-theme-light = Thème clair
gui-dismiss = Fermer
gui-filter-tournament = Tournoi Swissdesk
gui-filter-trf = Fichier TRF
gui-open-failed = Rien n'a été modifié. { $error }
gui-offer-read-only = Ouvrir en lecture seule
gui-offer-save-as = Enregistrer sous…
gui-opened-read-only = { $path } ouvert en lecture seule : un autre Swissdesk le modifie. Les changements faits ici restent en mémoire jusqu'à « Enregistrer sous ».
gui-opened = { $path } ouvert.
gui-imported-trf = { $path } importé. Ce n'est pas encore un fichier Swissdesk : utilisez « Enregistrer sous » pour conserver vos modifications.
gui-saved = Enregistré dans { $path }.
gui-save-failed = Impossible d'enregistrer. { $error }
gui-autosave-failed = La modification a été faite mais n'a pas pu être enregistrée. { $error }
gui-sample-missing = Le tournoi d'exemple fourni est introuvable ({ $path }) : un nouveau tournoi vide a été créé.
gui-sample-failed = Le tournoi d'exemple fourni n'a pas pu être chargé : un nouveau tournoi vide a été créé. { $error }
gui-sample-opened = Ceci est le tournoi d'exemple fourni. Les modifications ne sont conservées que si vous choisissez « Enregistrer sous ».
gui-last-file-failed = Le dernier tournoi n'a pas pu être rouvert. { $error }
gui-settings-failed = Réglages : { $error }
gui-discard = Abandonner les modifications
gui-cancel = Annuler
gui-unsaved-title = Modifications non enregistrées
gui-unsaved-before-new = « { $name } » a des modifications qui ne sont pas enregistrées dans un fichier. Les enregistrer avant de créer un nouveau tournoi ?
gui-unsaved-before-open = « { $name } » a des modifications qui ne sont pas enregistrées dans un fichier. Les enregistrer avant d'ouvrir un autre tournoi ?
gui-unsaved-before-quit = « { $name } » a des modifications qui ne sont pas enregistrées dans un fichier. Les enregistrer avant de fermer Swissdesk ?
gui-unsaved-form = Le formulaire du tournoi a des modifications pas encore appliquées : « Enregistrer les modifications » les applique d'abord.
gui-unsaved-form-invalid = Le formulaire du tournoi a des modifications qui ne peuvent pas être appliquées (voir le formulaire) : corrigez-les ou annulez-les, puis réessayez.
gui-unsaved-save = Enregistrer les modifications
gui-unsaved-kept = Rien n'a été enregistré, donc rien n'a été fermé : le tournoi reste ouvert avec ses modifications.
gui-absent-title = Avant d'apparier la ronde { $round } : joueurs qui n'ont pas joué depuis deux rondes ou plus
gui-absent-explain = Cochez les joueurs à retirer à partir de cette ronde ; les autres sont appariés comme d'habitude. Depuis février 2026, les règles laissent le retrait à l'arbitre : Swissdesk ne le décide pas.
gui-absent-rounds = { $rounds } rondes manquées
gui-absent-withdraw = Retirer
gui-absent-pair-all = Garder tout le monde et apparier la ronde { $round }
gui-absent-pair-withdrawing = { $count ->
        [one] Retirer 1 joueur et apparier la ronde { $round }
        [many] Retirer { $count } joueurs et apparier la ronde { $round }
       *[other] Retirer { $count } joueurs et apparier la ronde { $round }
    }
gui-absent-withdraw-reason = Absent { $rounds } rondes de suite
gui-no-native-dialog = Cet ordinateur n'a pas de boîte de dialogue de fichiers du système (ni portail de bureau, ni zenity) : le sélecteur de fichiers de Swissdesk est affiché.
gui-filter-any-tournament = Fichiers de tournoi (Swissdesk, TRF)
gui-settings-files-heading = Fichiers
gui-settings-chooser-help = L'ouverture, l'enregistrement et les exports utilisent la boîte de dialogue de fichiers du système quand cet ordinateur en a une (sous Linux : le portail de bureau ou zenity), sinon le sélecteur de Swissdesk.
gui-settings-own-chooser = Toujours utiliser le sélecteur de fichiers de Swissdesk
chooser-title-open = Ouvrir un tournoi (fichier Swissdesk ou TRF)
chooser-title-save = Enregistrer le tournoi sous
chooser-title-export = Export : { $what }
chooser-up = Dossier parent
chooser-home = Dossier personnel
chooser-recent-folders = Dossiers récents
chooser-folder = Dossier :
chooser-empty = Aucun dossier ni fichier de ce type ici.
chooser-open = Ouvrir
chooser-save = Enregistrer
chooser-path-label = Fichier :
chooser-path-placeholder = Nom du fichier, ou un chemin comme ~/tournois/open.trf
chooser-show-all = Afficher tous les fichiers
chooser-replace-question = { $name } existe déjà. Le remplacer ?
chooser-replace = Remplacer
chooser-name-needed = Tapez un nom de fichier ou choisissez un fichier dans la liste.
chooser-no-such-file = Le fichier { $path } n'existe pas.
chooser-no-such-folder = Le dossier { $folder } n'existe pas.
chooser-is-folder = { $path } est un dossier.
chooser-cannot-list = Le dossier { $folder } ne peut pas être affiché : { $error }
gui-status-unsaved = modifications non enregistrées
gui-status-autosaved = chaque modification est enregistrée automatiquement
gui-status-no-file = pas encore enregistré dans un fichier
gui-status-read-only = lecture seule : les modifications restent ici jusqu’à « Enregistrer sous »
gui-status-summary = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} · { $paired ->
    [one] { $paired } ronde appariée
   *[other] { $paired } rondes appariées
} sur { $planned }
gui-pair-changed = Le tournoi a été modifié pendant l'appariement de la ronde : cet appariement a été abandonné. Appariez à nouveau.
gui-paired = La ronde { $round } est appariée.
gui-pair-failed = La ronde n'a pas pu être appariée. { $error }
gui-changes-applied = Modifications appliquées.
gui-event-heading = Tournoi
gui-settings-heading = Appariement et décompte des points
gui-field-name = Nom
gui-field-city = Ville
gui-field-federation = Fédération
gui-field-start-date = Premier jour
gui-field-end-date = Dernier jour
gui-field-chief-arbiter = Arbitre principal
gui-field-time-control = Cadence
gui-field-rounds = Rondes prévues
gui-field-system = Système d'appariement
gui-field-initial-colour = Couleur initiale
gui-field-scoring = Décompte des points
gui-field-rating-kind = Classement FIDE
gui-date-placeholder = AAAA-MM-JJ
gui-apply = Appliquer les modifications
gui-revert = Abandonner les saisies
gui-error-date = « { $value } » n'est pas une date : écrivez-la sous la forme AAAA-MM-JJ (par exemple 2026-07-14).
gui-error-rounds = Le nombre de rondes doit être un nombre entier, au moins { $min }.
gui-locked = Verrouillé car la ronde 1 est appariée : le modifier changerait les appariements déjà faits.
gui-initial-colour-help = La couleur de la tête de série à la ronde 1, tirée au sort.
# In a team event: what the initial colour decides under C.04.6 (4.1, 4.3.1).
gui-initial-colour-team-help = Tirée au sort (C.04.6 4.1) : lors d'un premier match, la première équipe (first-team) la reçoit au premier échiquier si son numéro d'appariement est impair, sinon l'autre couleur (4.3.1) ; ensuite, C.04.6 4.3 décide d'après les couleurs des équipes.
system-dutch2017 = Système suisse néerlandais FIDE (règles 2017)
system-dutch2026 = Système suisse néerlandais FIDE (règles 2026)
system-dubov = Système Dubov FIDE (règles 2026)
system-dutch2012 = Système suisse néerlandais FIDE (règles 2012)
system-burstein = Système Burstein FIDE
system-dubov1997 = Système Dubov FIDE (règles 1997)
system-burstein2026 = Système Burstein FIDE (règles 2026)
system-team2026 = Système suisse FIDE par équipes (règles 2026)
gui-colour-white = Blancs
gui-colour-black = Noirs
gui-colour-none = Pas encore tirée
gui-scoring-standard = 1 / ½ / 0
gui-scoring-football = 3 / 1 / 0
gui-scoring-custom = Personnalisé : { $win } / { $draw } / { $loss }
gui-search-placeholder = Rechercher par nom
gui-col-tpn = N°
gui-col-title = Titre
gui-col-name = Nom
gui-col-rating = Elo
gui-col-fed = Féd
gui-col-fide-id = ID FIDE
gui-col-points = Points
gui-col-status = Statut
gui-col-place = Pl.
gui-col-board = Éch.
gui-col-white = Blancs
gui-col-black = Noirs
gui-col-result = Résultat
gui-col-score = Pts
gui-col-total = Total
gui-col-round-short = R{ $round }
gui-status-active = Actif
gui-status-withdrawn = Retiré à partir de la ronde { $round }
gui-withdraw-heading = Retirer { $player } ?
gui-withdraw-help = À partir de la ronde choisie, le joueur n'est plus apparié ; les parties déjà appariées restent. Le retrait est journalisé et Annuler (Ctrl+Z) le reprend.
gui-withdraw-from = À partir de la ronde
gui-withdraw-reason = Motif (facultatif, gardé dans le journal)
gui-withdraw-confirm = Retirer
gui-withdraw-all-paired = Toutes les rondes prévues sont appariées : le retrait est enregistré à partir de la ronde qui suit la dernière, et les parties déjà appariées sont maintenues (une partie non jouée est perdue par forfait).
gui-withdraw-repair-help = La ronde { $round } est appariée mais ni publiée ni commencée : elle peut être désappariée et réappariée sans le joueur.
gui-withdraw-repair = Retirer à partir de la ronde { $round } et la réapparier
gui-withdraw = Retirer…
gui-add-heading = Ajouter un joueur
gui-player-name-placeholder = Nom (Nom, Prénom)
gui-player-rating-placeholder = Elo
gui-player-fed-placeholder = Féd (p. ex. FRA)
gui-add-player = Ajouter le joueur
gui-no-title = sans titre
gui-error-name-required = Saisissez le nom du joueur.
gui-error-rating = « { $value } » n'est pas un classement : saisissez un nombre entier, ou laissez vide pour un joueur non classé.
gui-players-count = { $shown } sur { $total ->
    [one] { $total } joueur
   *[other] { $total } joueurs
}
gui-round-label = Ronde { $round }
gui-pair-next = Apparier la ronde { $round }
gui-pair-hint = Apparier la ronde { $round } avec le système du tournoi (Ctrl+P)
gui-pairing = Appariement en cours…
gui-unpair = Désapparier
gui-publish = Publier
gui-published = Publié
gui-not-published = Non publié
gui-no-rounds = Aucune ronde n'est encore appariée.
gui-round-earlier = Ronde { $round } sur { $planned } · { $later ->
    [one] la ronde { $first } a été appariée après elle
   *[other] les rondes { $first } à { $last } ont été appariées après elle
}
gui-round-ready = Ronde { $round } sur { $planned } · tous les résultats sont saisis : la ronde { $next } peut être appariée (Ctrl+P)
gui-round-progress = { $entered ->
    [one] { $entered } résultat saisi
   *[other] { $entered } résultats saisis
} sur { $total }
gui-keys-help = Touches : ↑ ↓ choisir un échiquier · 1 les Blancs gagnent · 0 les Noirs gagnent · = nulle · + les Blancs gagnent par forfait · - les Noirs gagnent par forfait
gui-result-for-board = Échiquier { $board } :
gui-changed-legend = { $mark } modifié par l'arbitre : échiquier apparié à la main, ou résultat corrigé après publication (voir le journal).
gui-correction-heading = Corriger un résultat publié de la ronde { $round }
gui-correction-no-later-round = Aucune ronde après la ronde { $round } n'est encore appariée : le prochain appariement utilisera le résultat corrigé.
gui-correction-help = Une correction est journalisée avec son motif, le résultat avant et après.
gui-correction-reason = Motif (obligatoire, conservé dans le journal)
gui-correction-confirm = Corriger
gui-correction-keep = Corriger, garder les appariements
gui-correction-repair = Corriger et réapparier la ronde { $round }
gui-result-corrected = Résultat corrigé ; la correction figure dans le journal.
gui-clear-result = Effacer
gui-bye-pab = bye attribué par l'appariement
gui-bye-full = bye à un point
gui-bye-half = bye à un demi-point
gui-bye-zero = bye à zéro point ou absent
gui-standings-heading = Classement après la ronde { $round }
gui-standings-leader = En tête : { $name } (points : { $points })
gui-crosstable-heading = Grille américaine
gui-standings-ranking = Classement

## Benchmark
bench-generate-failed = Impossible de générer un tournoi de { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} : { $error }
bench-pair-failed = L'appariement de la ronde { $round } avec { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} a échoué : { $error }
bench-line = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, ronde { $round } : médiane { $median } s, meilleur { $min } s
bench-summary = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} : ronde la plus lente { $round } (médiane { $median } s) ; générer le tournoi a pris { $generate } s ; mémoire maximale { $memory } Mio
bench-team-generate-failed = Impossible de générer un tournoi de { $teams ->
    [one] { $teams } équipe
   *[other] { $teams } équipes
} : { $error }
bench-team-pair-failed = L'appariement de la ronde { $round } avec { $teams ->
    [one] { $teams } équipe
   *[other] { $teams } équipes
} a échoué : { $error }
bench-team-line = { $teams ->
    [one] { $teams } équipe
   *[other] { $teams } équipes
} de { $boards ->
    [one] { $boards } échiquier
   *[other] { $boards } échiquiers
}, ronde { $round } : médiane { $median } s, meilleur { $min } s
bench-team-summary = { $teams ->
    [one] { $teams } équipe
   *[other] { $teams } équipes
} de { $boards ->
    [one] { $boards } échiquier
   *[other] { $boards } échiquiers
} : ronde la plus lente { $round } (médiane { $median } s) ; générer le tournoi a pris { $generate } s ; mémoire maximale { $memory } Mio
pairing-error-engine-text = Fichier d'appariement, ligne { $line } : « { $text } » n'est ni « blancs noirs », ni « joueur 0 », ni le nombre de paires.
gui-no-players-yet = Aucun joueur pour l'instant : ajoutez-les avec le formulaire ci-dessus.
command-error-tpn-frozen = Les numéros d'appariement ne peuvent plus être réattribués : { $round ->
    [one] { $round } ronde est appariée
   *[other] { $round } rondes sont appariées
} (C.04.2 2.3 ne le permet qu'avant l'appariement de la ronde 4).

## Rules checker
checker-absolute = ABSOLU
checker-quality = qualité
checker-unknown-player = { $tpn } n'est pas un joueur de ce tournoi.
checker-not-to-pair = { $tpn } n'est pas à apparier dans cette ronde (bye, absence ou retrait).
checker-twice = { $tpn } apparaît plus d'une fois.
checker-missing = { $tpn } doit être apparié mais manque dans l'appariement.
checker-bye-even = Un bye attribué par l'appariement est donné alors que le nombre de joueurs à apparier est pair.
checker-rematch = { $white } et { $black } se sont déjà rencontrés.
checker-forbidden = { $white } et { $black } ne doivent pas être appariés (paire interdite).
checker-colour-clash = { $white } et { $black } ont la même préférence de couleur absolue et aucun des deux n'est un topscorer.
checker-colour-difference = { $tpn } atteindrait une différence de couleurs de { $difference }.
checker-three-in-a-row = { $tpn } aurait la même couleur trois fois de suite.
checker-bye-ineligible = { $tpn } ne peut pas recevoir le bye attribué par l'appariement (il en a déjà eu un, ou a déjà marqué un gain sans jouer).
checker-team-colour = { $white }–{ $black } : l'article 4 donne les Blancs au premier échiquier à { $team } ({ $article }).
checker-team-floaters = Équipes opposées à un adversaire d'un autre score : { $count } (programme : { $engine }) : { $teams }.
checker-team-repeated = Remontants qui ont déjà flotté à la ronde précédente : { $count } (programme : { $engine }) : { $teams }.
checker-team-preference = Équipes privées de leur préférence de couleur : { $count } (programme : { $engine }) : { $teams }.
checker-team-strong = Équipes privées de leur préférence forte : { $count } (programme : { $engine }) : { $teams }.
checker-score-differences = écarts de points plus grands entre adversaires : { $mine } (moteur : { $engine }).
checker-preference = { $count ->
    [one] { $count } joueur n'obtient pas sa préférence de couleur
   *[other] { $count } joueurs n'obtiennent pas leur préférence de couleur
} (moteur : { $engine }) : { $players }.
checker-strong = { $count ->
    [one] { $count } joueur n'obtient pas sa forte préférence de couleur
   *[other] { $count } joueurs n'obtiennent pas leur forte préférence de couleur
} (moteur : { $engine }) : { $players }.
checker-down-1 = { $count ->
    [one] { $count } joueur redevient flotteur descendant après avoir été flotteur descendant à la ronde précédente
   *[other] { $count } joueurs redeviennent flotteurs descendants après avoir été flotteurs descendants à la ronde précédente
} (moteur : { $engine }) : { $players }.
checker-up-1 = { $count ->
    [one] { $count } joueur redevient flotteur montant après avoir été flotteur montant à la ronde précédente
   *[other] { $count } joueurs redeviennent flotteurs montants après avoir été flotteurs montants à la ronde précédente
} (moteur : { $engine }) : { $players }.
checker-down-2 = { $count ->
    [one] { $count } joueur redevient flotteur descendant après l'avoir été deux rondes plus tôt
   *[other] { $count } joueurs redeviennent flotteurs descendants après l'avoir été deux rondes plus tôt
} (moteur : { $engine }) : { $players }.
checker-up-2 = { $count ->
    [one] { $count } joueur redevient flotteur montant après l'avoir été deux rondes plus tôt
   *[other] { $count } joueurs redeviennent flotteurs montants après l'avoir été deux rondes plus tôt
} (moteur : { $engine }) : { $players }.
checker-bracket = groupe de score { $score } : { $message }
checker-pairs = moins de paires : { $count } (moteur : { $engine }).
checker-moved-down = { $count ->
    [one] { $count } joueur descendu n'est pas apparié dans le groupe
   *[other] { $count } joueurs descendus ne sont pas appariés dans le groupe
} (moteur : { $engine }) : { $players }.
checker-psd = différence de score d'appariement (PSD) plus grande : { $mine } (moteur : { $engine }).
checker-downfloater-scores = flotteurs descendants aux scores plus élevés : { $mine } (moteur : { $engine }) : { $players }.
cli-error-proposal = Impossible de lire l'appariement proposé { $path } : { $reason }
proposal-binary = ligne { $line }, octet { $column } : ce n'est pas un fichier texte
proposal-not-utf8 = le fichier n'est pas du texte UTF-8
proposal-empty = le fichier est vide
check-no-findings = Aucune remarque : la proposition respecte tous les critères absolus et vaut l'appariement du moteur.

## Exports: PDF printouts and TRF reports (src/export/)
export-doc-pairings = Appariements
export-doc-alphabetical = Appariements par ordre alphabétique
export-doc-slips = Feuilles de résultat
export-doc-standings = Classement après la ronde { $round }
export-doc-starting-rank = Liste de départ
export-doc-wallchart = Grille américaine
export-doc-wallchart-part = Grille américaine, rondes { $first }–{ $last }
export-doc-players-by-tpn = Joueurs par numéro d'appariement
export-doc-players-by-name = Joueurs par ordre alphabétique
export-doc-audit = Journal des modifications
manual-pdf-title = Swissdesk · Manuel d'utilisation
manual-pdf-version = Manuel, version { $version }
manual-pdf-footer = Swissdesk { $version }
export-doc-audit-round = Journal des modifications, ronde { $round }
export-audit-count = { $total ->
    [one] { $count } entrée sur 1
   *[other] { $count } entrées sur { $total }
}
export-header-round = Ronde { $round }
export-header-round-of = Ronde { $round } sur { $rounds }
export-header-before-round-one = Avant la ronde 1
export-page-of = Page { $page } sur { $pages }
export-footer-arbiter = Arbitre principal : { $name }
export-col-board = Éch.
export-col-tpn = N°
export-col-white = Blancs
export-col-black = Noirs
export-col-result = Résultat
export-col-points = Pts
export-col-name = Nom
export-col-title = Titre
export-col-rating = Elo
export-col-fed = Féd
export-col-fide-id = ID FIDE
export-col-birth = Naissance
export-col-sex = Sexe
export-col-place = Pl.
export-col-colour = Couleur
export-col-opponent = Adversaire
export-col-status = Statut
export-col-round-short = R{ $round }
export-colour-white = Blancs
export-colour-black = Noirs
export-sex-male = m
export-sex-female = f
export-byes-heading = Byes
export-bye-pab = bye attribué par l'appariement
export-bye-full = bye à un point
export-bye-half = bye à un demi-point
export-bye-zero = bye à zéro point
export-not-paired = non apparié
export-withdrawn = retiré à partir de la ronde { $round }
export-slip-heading = Ronde { $round } · Échiquier { $board }
export-slip-white = Blancs
export-slip-black = Noirs
export-slip-result = Résultat (cochez une case) :
export-slip-signature-white = Signature des Blancs
export-slip-signature-black = Signature des Noirs
export-tiebreaks-pending = Les départages ne sont pas encore calculés : les ex aequo partagent la même place et sont classés par numéro d'appariement.
export-wallchart-legend = Cases : numéro d'appariement de l'adversaire, couleur (w = Blancs / b = Noirs), résultat (1 ½ 0 ; + − forfait). Byes : U attribué par l'appariement, F un point, H demi-point, Z zéro point.
export-no-games = Cette ronde n'a aucune partie.
export-changed-legend = { $mark } modifié par l'arbitre : échiquier apparié à la main, ou résultat corrigé après publication.
export-changed-board = { $mark } modifié par l'arbitre
notation-white-letter = b
notation-black-letter = n
export-no-players = Le tournoi n'a pas encore de joueurs.
export-error-no-round = La ronde { $round } n'a pas été appariée : il n'y a donc rien à imprimer pour elle.
export-error-nothing-paired = Aucune ronde n'a encore été appariée : il n'y a donc pas d'appariements à imprimer.
export-error-font = La police fournie { $font } n'a pas pu être lue : { $reason }
export-written = { $path } écrit.
export-trf-gap = Attention : le rapport Elo ne contient pas { $what } (enregistrement TRF { $record }) ; la FIDE en a besoin.
export-gap-event-name = le nom du tournoi
export-gap-city = la ville
export-gap-federation = la fédération
export-gap-start-date = la date de début
export-gap-end-date = la date de fin
export-gap-chief-arbiter = l'arbitre principal
export-gap-round-dates = les dates des rondes

## Noticeboard: the pages players open on their phones (src/noticeboard/)
nb-home-title = Tableau d'affichage
nb-untitled-event = Tournoi
nb-nothing-published = Aucune ronde publiée
nb-round-of = Ronde { $round } sur { $rounds }
nb-dates = Dates
nb-system = Système d'appariement
nb-rounds = Rondes
nb-players = Joueurs
nb-rating = Elo
nb-points = Points
nb-place = Place
nb-performance = Performance
nb-place-after = { $place } après la ronde { $round }
nb-nav-pairings = Appariements
nb-nav-standings = Classement
nb-nav-crosstable = Grille américaine
nb-nav-players = Joueurs
nb-nav-screen = Mode écran
nb-col-round = Rd
nb-pairings-title = Appariements, ronde { $round }
nb-standings-title = Classement après la ronde { $round }
nb-crosstable-title = Grille américaine après la ronde { $round }
nb-search-label = Trouver votre échiquier
nb-search-placeholder = Nom ou numéro
nb-search-button = Chercher
nb-search-hint = Tapez une partie de votre nom, ou votre numéro de départ.
nb-search-none = Aucun joueur trouvé pour « { $query } ».
nb-seats-legend = Sous chaque nom : numéro de départ · Elo · points avant la ronde.
nb-answer-white = Échiquier { $board }, Blancs, contre { $opponent }
nb-answer-black = Échiquier { $board }, Noirs, contre { $opponent }
nb-answer-bye = Pas de partie à cette ronde : { $bye }
nb-other-rounds = Rondes :
nb-after-round = Après la ronde :
nb-no-pairings = Aucune ronde n'a encore été publiée. Les appariements s'affichent ici dès que l'arbitre les publie.
nb-no-standings = Le classement s'affiche quand tous les résultats d'une ronde publiée sont saisis.
nb-no-players = Les joueurs s'affichent ici dès que la première ronde est publiée.
nb-auto-update = Cette page se met à jour toute seule.
nb-back-home = Retour au tableau d'affichage
nb-screen-page = Page { $page } sur { $pages }
nb-error-not-found = Page introuvable
nb-error-method = Ce tableau d'affichage ne fait que montrer des pages : rien ne peut y être modifié.
nb-error-render = Les pages du tableau d'affichage n'ont pas pu être produites : { $reason }
nb-error-bind = Le tableau d'affichage ne peut pas écouter sur { $address } : { $reason }
nb-error-runtime = Le tableau d'affichage n'a pas pu démarrer : { $reason }
nb-error-write = Impossible d'écrire { $path } : { $reason }
cli-serve-listening = Tableau d'affichage sur { $url } (Ctrl+C l'arrête). Il ne montre que les rondes publiées.
cli-serve-loopback = Seul cet ordinateur peut l'ouvrir. Pour les téléphones des joueurs, liez-le à l'adresse de cet ordinateur sur le réseau de la salle : { $addresses }
cli-serve-every-interface = Il écoute sur tous les réseaux de cet ordinateur.
cli-serve-updated = Tableau d'affichage mis à jour : dernière ronde publiée { $round }.
cli-serve-reload-failed = { $path } n'a pas pu être relu ; le tableau d'affichage garde ses pages : { $reason }
cli-site-written = Site web écrit dans { $folder }
export-noticeboard = Les appariements sur votre téléphone :
gui-nb-title = Tableau d'affichage
gui-nb-explain = Les joueurs voient les rondes publiées sur leur téléphone : appariements avec recherche, classement, grille américaine, leur fiche. Rien avant la publication d'une ronde, ni dates de naissance ni journal ; rien ne peut y être modifié. Il montre le tournoi ouvert.
gui-nb-network = Réseau des téléphones
gui-nb-this-computer = Cet ordinateur seulement
gui-nb-refresh = Chercher à nouveau
gui-nb-port = Port
gui-nb-start = Démarrer le tableau d'affichage
gui-nb-stop = Arrêter le tableau d'affichage
gui-nb-off = Arrêté : rien n'est servi.
gui-nb-running = En marche : les joueurs de ce réseau ouvrent
gui-nb-served = Pages servies : { $requests } · connexions ouvertes : { $open }
gui-nb-notice = ● Tableau d'affichage sur { $url }
gui-nb-started = Le tableau d'affichage tourne sur { $url }. Seules les rondes publiées sont montrées.
gui-nb-stopped = Le tableau d'affichage est arrêté.
gui-nb-no-network = Choisissez le réseau des téléphones des joueurs.
gui-nb-bad-port = Le port est un nombre de 1 à 65535.
gui-nb-export = Exporter le site web
gui-nb-export-help = Les mêmes pages en fichiers, à côté du fichier du tournoi, pour le site d'un club.
gui-nb-exported = Site web écrit : { $folder }

## Standings with FIDE tie-breaks (C.07). Codes (BH, SB, DE, ...) stay codes.
standings-tb-de = Confrontation directe
standings-tb-win = Nombre de victoires
standings-tb-won = Nombre de parties gagnées
standings-tb-bpg = Parties jouées avec les Noirs
standings-tb-bwg = Parties gagnées avec les Noirs
standings-tb-ps = Score cumulatif (progressif)
standings-tb-rep = Rondes choisies pour jouer
standings-tb-ge = Parties choisies pour jouer
standings-tb-std = Points standard
standings-tb-tpn = Numéro d'appariement
standings-tb-bh = Buchholz
standings-tb-aob = Moyenne des Buchholz des adversaires
standings-tb-fb = Fore Buchholz
standings-tb-sb = Sonneborn-Berger
standings-tb-ks = Système Koya
standings-tb-aro = Moyenne Elo des adversaires
standings-tb-tpr = Performance
standings-tb-ptp = Performance parfaite
standings-tb-apro = Moyenne des performances des adversaires
standings-tb-appo = Moyenne des performances parfaites des adversaires
standings-tb-rtng = Classement Elo
standings-modifier-cut = { $name }, Cut-{ $n }
standings-modifier-median = { $name }, Median-{ $n }
standings-error-unknown-code = Départage inconnu « { $code } ». Utilisez les codes de la FIDE C.07, p. ex. DE, BH, BH-C1, SB, ARO, TPR.
standings-error-unknown-modifier = Départage « { $code } » : modificateur inconnu « { $modifier } ». Utilisez C1, C2 (cut) ou M1, M2 (médian).
standings-error-modifier-not-allowed = Départage « { $code } » : le modificateur { $modifier } ne s'y applique pas.
standings-error-unknown-rules = Règles inconnues « { $rules } ». Utilisez c07-2024 ou c07-2026.
standings-error-round = Classement après la ronde { $round } impossible : le fichier { $rounds ->
    [one] a { $rounds } ronde
   *[other] a { $rounds } rondes
}.
standings-error-json = Impossible d'écrire le classement en JSON : { $reason }
standings-heading = Classement après la ronde { $round } ({ $rules })
standings-col-place = Pl.
standings-col-tpn = N°
standings-col-name = Nom
standings-col-team = Équipe
standings-col-points = Pts
standings-legend = Départages :
standings-undefined = -
standings-lots-note = Les participants à égalité de place sont classés dans un ordre tiré au sort.

## Explain
explain-title = Ronde { $round } appariée avec : { $system }
explain-bracket = Groupe { $number } : score { $score } ({ $kind })
explain-kind-ordinary = ordinaire
explain-kind-ppb = avant-dernier groupe, réapparié pour que la ronde puisse être complétée
explain-kind-clb = dernier groupe fusionné
explain-kind-last = dernier groupe, attribue le bye

# Système suisse basé sur le classement (1998) : les étapes de la procédure dans explain
system-rating1998 = Système suisse FIDE selon le classement Elo (1992/97/98)
rating1998-homogeneous = C.3–C.5 : groupe homogène, p = { $p }, x = { $x }
rating1998-heterogeneous = C.3–C.5 : groupe hétérogène, les { $p } joueurs descendus en S1, x = { $x }
rating1998-no-opponent = C.1 : aucun adversaire dans ce groupe pour { $players } : descendus
rating1998-down-dropped = C.9 : { $criterion } abandonné pour les descentes
rating1998-up-dropped = C.10 : { $criterion } abandonné pour les montées
rating1998-x-raised = C.11 : x porté à { $x }
rating1998-p-lowered = C.14 : p ramené à { $p } (appariements du reste : { $remainder })
rating1998-all-down = C.14 : p est nul, tout le groupe descend
rating1998-found = C.6 : la première transposition acceptable de S2 (D.1) donne l’appariement
rating1998-exchange = C.8 : { $s1 } de S1 échangés avec { $s2 } de S2 (D.2, numéros dans le groupe)
rating1998-repaired-next = C.12 : réapparié pour que le groupe suivant puisse apparier tous ses joueurs descendus
rating1998-repair-failed = C.12 : aucun autre appariement du groupe supérieur ne permet d’apparier ici tous les joueurs descendus
rating1998-repaired-lowest = C.13 : réapparié pour que le groupe le plus bas puisse être apparié
rating1998-joined = C.13 : réuni avec le groupe supérieur en un nouveau groupe le plus bas
dutch2012-homogeneous = C.2 : groupe de score homogène (A.3), P0 = { $p0 }, X1 = { $x1 }
dutch2012-heterogeneous = C.2 : groupe de score hétérogène (A.3), P0 = { $p0 }, M0 = { $m0 }, X1 = { $x1 }
dutch2012-treated-homogeneous = C.2 : groupe de score traité comme homogène (A.3 : au moins la moitié de ses joueurs vient d'au-dessus, M0 = { $m0 }), P0 = { $p0 }, X1 = { $x1 }
dutch2012-z1 = C.2 : ronde paire, Z1 = { $z1 }
dutch2012-c1 = C.1 : aucun adversaire dans ce groupe pour { $players } : descendus
dutch2012-m1-lowered = C.14.b.2 : M1 abaissé à { $m1 } sur M0 = { $m0 } joueurs descendus (D.3 : les plus hauts d'abord)
dutch2012-m1-lowered-d4 = C.14.b.2 : M1 abaissé à { $m1 } sur M0 = { $m0 } joueurs descendus (D.4 : le facteur B3 de tout le groupe fusionné décide lesquels)
dutch2012-p1-lowered = C.14 : P1 abaissé à { $p1 }, X1 à { $x1 }
dutch2012-all-down = C.14.a : P1 est nul, tout le groupe descend
dutch2012-c10a = C.10.a : B.6 abandonné pour les flotteurs montants ({ $players })
dutch2012-c10b = C.10.b : B.5 abandonné pour les flotteurs montants ({ $players })
dutch2012-c10c = C.10.c : B.6 abandonné pour les flotteurs descendants ({ $players })
dutch2012-c10d = C.10.d : B.5 abandonné pour les flotteurs descendants ({ $players })
dutch2012-x-raised = C.10.e : X porté à { $x } appariements qui ne respectent pas toutes les préférences de couleur
dutch2012-z-raised = C.10.e : Z porté à { $z } appariements qui ne respectent pas toutes les préférences fortes de couleur
dutch2012-c10f = C.10.f : A.7.d abandonné pour { $pairs } appariements (les préférences fortes ne sont plus traitées comme absolues)
dutch2012-c10g = C.10.g : B.2 abandonné pour les meneurs { $players }
dutch2012-kind-penultimate = C.13 : avant-dernier groupe de score, réapparié pour que le groupe le plus bas puisse être apparié
dutch2012-kind-joined = C.13 : groupe de score le plus bas, réuni avec les groupes au-dessus
explain-residents = Résidents
explain-mdps = Descendus
explain-pairs = Paires
explain-downfloaters = Flotteur descendant
explain-float-bye = reçoit le bye attribué par l'appariement
explain-float-limbo = descendu à nouveau : aucun résident ne pouvait lui être apparié (Limbo)
explain-float-odd = le groupe a un nombre impair de joueurs
explain-float-forced = aucun meilleur appariement ne le laisse dans le groupe (critères absolus, complétion ou critère supérieur)
explain-dev-mdps = joueurs descendus non appariés ici : { $players }
explain-dev-preference = préférence de couleur non accordée : { $players }
explain-dev-strong = forte préférence de couleur non accordée : { $players }
explain-dev-down = à nouveau flotteur descendant après l'avoir été à la ronde précédente : { $players }
explain-dev-up = à nouveau flotteur montant après l'avoir été à la ronde précédente : { $players }
explain-dev-down-2 = à nouveau flotteur descendant après l'avoir été deux rondes avant : { $players }
explain-dev-up-2 = à nouveau flotteur montant après l'avoir été deux rondes avant : { $players }
explain-colours = Couleurs
explain-board = Échiquier
explain-colour-e1 = les deux préférences accordées
explain-colour-e2 = la préférence la plus forte accordée
explain-colour-e3 = couleurs alternées par rapport à la dernière ronde où elles différaient
explain-colour-e4 = préférence du joueur le mieux classé accordée
explain-colour-e5 = couleur initiale selon le numéro d'appariement du joueur le mieux classé
explain-team-bye = L'équipe { $team } reçoit l'exempt (3.4 : le score le plus bas, puis le plus de matchs joués, puis le plus grand numéro, parmi les équipes qui laissent aux autres un appariement légal)
explain-team-upfloaters = Remontants (3.5) : { $teams }
explain-team-c6-failed = [C6] impossible à respecter : aucun ensemble de remontants ne laisse le groupe de score suivant appariable avec le moins de remontants nécessaire
explain-team-c7 = [C7] : { $count } remontant(s) ont déjà flotté à la ronde précédente
explain-team-kind-bye = l'exempt, attribué en premier (3.4)
explain-team-kind-bracket = le groupe de tête avec ses remontants (3.5, 3.6)
explain-colour-team-initial = aucune des deux équipes n'a joué : couleur initiale selon le numéro de la première équipe
explain-colour-team-only = la seule préférence de couleur accordée
explain-colour-team-opposite = les deux préférences opposées accordées
explain-colour-team-strong = la seule préférence forte accordée
explain-colour-team-difference = les Blancs à l'équipe dont la différence de couleurs est la plus basse
explain-colour-team-alternation = couleurs alternées depuis le dernier match où elles différaient
explain-colour-team-first-preference = la préférence de la première équipe accordée
explain-colour-team-first-alternates = la première équipe alterne depuis son dernier match joué
explain-colour-team-other-alternates = l'autre équipe alterne depuis son dernier match joué
explain-colour-dubov1997-due = chaque joueur reçoit la couleur qui lui est due
explain-colour-dubov1997-equalise = nombres de parties avec les Blancs et les Noirs rapprochés
explain-colour-dubov1997-aro = les Blancs au joueur dont l’ARO est le plus élevé
explain-colour-dubov1997-rating = les Blancs au joueur au classement Elo le plus bas
explain-bye = Bye attribué par l'appariement : { $tpn }
explain-seeding-round = Une ronde d'amorçage ({ $article }), appariée selon le { $rules } : les articles ci-dessous sont ceux de ce système.
export-col-bye = Bye
command-error-reason-required = Une modification manuelle d'un appariement, ou la correction d'un résultat publié, doit être justifiée.
command-error-correction-required = Le résultat de l'échiquier { $board } de la ronde { $round } est publié : il se modifie par une correction motivée.
command-error-absolute = L'appariement enfreint des règles absolues ; confirmez explicitement pour le conserver : { $findings }

## Audit log
audit-create = Tournoi créé
audit-import = Importé
audit-edit-event = Données du tournoi modifiées
audit-edit-settings = Réglages modifiés
audit-add-player = Joueur ajouté
audit-edit-player = Joueur modifié
audit-remove-player = Joueur supprimé
audit-withdraw = Joueur retiré
audit-request-bye = Bye demandé
audit-forbid-pair = Paire interdite
audit-allow-pair = Appariement interdit levé
audit-undo = Annulé : { $action }
audit-redo = Rétabli : { $action }
audit-renumber = Numéros d'appariement modifiés
audit-pair-round = Ronde appariée
audit-override = Appariement modifié manuellement
audit-correct-published = Appariement publié corrigé
audit-unpair = Ronde désappariée
audit-publish = Ronde publiée
audit-enter-result = Résultat saisi
audit-correct-result = Résultat corrigé
audit-round = ronde { $round }
audit-before = avant
audit-after = après
audit-reason = motif
audit-finding = contrôle
audit-notice = rondes suivantes
correction-later-rounds = { $count ->
    [one] La ronde { $rounds } était déjà appariée sur l'ancien résultat ;
   *[other] Les rondes { $rounds } étaient déjà appariées sur l'ancien résultat ;
}
correction-score-changes = { $count ->
    [one] le score d'un joueur change ({ $players }).
   *[other] les scores de { $count } joueurs changent ({ $players }).
}
correction-no-score-change = aucun score ne change.
correction-pairings-stand = Les appariements faits sur l'ancien résultat restent valables (C.04.2 4.3).
correction-repaired = La ronde { $round } n'était ni publiée ni commencée : son appariement est annulé pour être refait sur le résultat corrigé.
audit-filter-actor = arbitre « { $actor } »
audit-filter-text = contenant « { $text } »
audit-filter-shown = affichées : { $filter }
audit-changes = modifications
audit-player = { $name } ({ $tpn })
audit-unknown-player = joueur { $tpn }
audit-no-result = pas de résultat
audit-board = Échiquier { $board } · { $white } – { $black }
audit-changed-mark = ◀ modifié
audit-bye-line = { $player } : { $kind }
audit-no-bye = pas de bye
audit-bye-request = { $player }, ronde { $round } : { $kind }
audit-status-active = joue
audit-status-withdrawn = retiré à partir de la ronde { $round }
audit-empty-value = —
audit-field-deputies = Arbitres adjoints
audit-field-type = Type de tournoi
audit-field-round-dates = Dates des rondes
audit-field-sex = Sexe
audit-field-k = Coefficient K
audit-field-birth = Date de naissance
audit-sex-male = homme
audit-sex-female = femme
audit-scoring = gain { $win }, nulle { $draw }, perte { $loss } ; forfait { $forfeit_win } / { $forfeit_loss } ; byes : attribué { $pairing_bye }, un point { $full_bye }, demi-point { $half_bye }, zéro point { $zero_bye }
gui-error-no-display = Aucun affichage graphique n'a été trouvé (DISPLAY et WAYLAND_DISPLAY ne sont pas définies) : l'application de bureau ne peut donc pas s'ouvrir. Les sous-commandes fonctionnent sans affichage : voir swissdesk --help.
command-error-settings-locked = Le système d'appariement, la couleur initiale et le barème ne peuvent plus changer une fois une ronde appariée.
command-error-too-few-rounds = Le tournoi ne peut pas avoir moins de rondes que les { $paired } déjà appariées.
command-error-results-missing = Saisissez tous les résultats de la ronde { $round } avant d'apparier la suivante.
command-error-all-rounds-paired = { $rounds ->
    [one] La ronde prévue est appariée.
   *[other] Les { $rounds } rondes prévues sont toutes appariées.
}
command-error-no-rounds = Un tournoi doit avoir au moins une ronde.

# Desktop app: overrides, explanations, audit log, settings, printouts
gui-tab-audit = Journal
gui-tab-settings = Réglages
gui-flip-colours = Inverser les couleurs…
gui-change-players = Changer les joueurs…
gui-edit-pairing = Modifier tout l'appariement…
gui-explain = Pourquoi cet appariement ?
gui-override-heading = Modifier à la main l'appariement de la ronde { $round }
gui-override-help = Choisissez un joueur pour une place : un joueur qui occupe déjà une autre place prend celle qui se libère. On échange ainsi deux joueurs, on remplace un adversaire ou on déplace le bye. ⇄ inverse les couleurs d'un échiquier. « Vider tous les échiquiers » permet d'apparier toute la ronde à la main.
gui-override-published = La ronde { $round } est publiée : enregistrer corrige l'appariement publié, et le journal le consigne comme tel.
gui-override-nobody = — personne —
gui-override-bye = Bye attribué par l'appariement
gui-override-bye-row = Bye (appariement)
gui-override-pick-heading = Choisir : { $place }
gui-override-pick-white = Blancs à l'échiquier { $board }
gui-override-pick-black = Noirs à l'échiquier { $board }
gui-override-pick-placeholder = Partie du nom ou numéro d'appariement
gui-override-pick-count = { $count ->
    [one] un joueur correspond (Entrée prend le premier)
    [many] { $count } joueurs correspondent (Entrée prend le premier)
   *[other] { $count } joueurs correspondent (Entrée prend le premier)
}
gui-override-on-board = échiquier { $board }
gui-override-unplaced = sans place
gui-override-add-board = Ajouter un échiquier
gui-override-clear = Vider tous les échiquiers
gui-override-reset = Annuler toutes les modifications
gui-override-missing = Encore à apparier ({ $count }) : { $players }
gui-override-findings = Contrôle des règles
gui-override-checking = Contrôle de l'appariement…
gui-override-no-findings = Aucune remarque : l'appariement respecte toutes les règles et vaut celui du moteur.
gui-override-reason-placeholder = Motif de la modification (obligatoire, inscrit au journal)
gui-override-confirm = Je confirme cet appariement bien qu'il enfreigne une règle absolue.
gui-override-save = Enregistrer l'appariement
gui-override-save-published = Corriger l'appariement publié
gui-override-unchanged = Rien n'a encore été modifié.
gui-override-incomplete = L'échiquier { $board } doit avoir deux joueurs.
gui-override-wait = Attendez le contrôle des règles.
gui-override-reason-required = Indiquez le motif de la modification.
gui-override-confirm-required = Confirmez d'abord l'infraction à une règle absolue.
gui-override-saved = L'appariement a été modifié et la modification consignée.
gui-team-override-heading = Modifier à la main l'appariement des équipes de la ronde { $round }
gui-team-override-help = Choisissez une équipe pour une place : une équipe qui a déjà une autre place prend la place laissée libre ; on échange ainsi des adversaires ou on déplace l'exempt d'appariement. ⇄ inverse les couleurs d'un match (la première équipe a les Blancs à l'échiquier 1). Chaque équipe garde sa composition. Un match qui a un résultat reste tel quel. « Vider tous les matchs » apparie toute la ronde à la main.
gui-team-override-white = Blancs à l'échiquier 1
gui-team-override-black = Noirs à l'échiquier 1
gui-team-override-pick-white = Blancs à l'échiquier 1 du match { $number }
gui-team-override-pick-black = Noirs à l'échiquier 1 du match { $number }
gui-team-override-on-match = match { $number }
gui-team-override-pick-placeholder = Partie du nom ou numéro de l'équipe
gui-team-override-pick-count = { $count ->
    [one] une équipe correspond (Entrée prend la première)
    [many] { $count } équipes correspondent (Entrée prend la première)
   *[other] { $count } équipes correspondent (Entrée prend la première)
}
gui-team-override-add-match = Ajouter un match
gui-team-override-clear = Vider tous les matchs
gui-team-override-incomplete = Le match { $number } a besoin de deux équipes.
gui-team-override-missing = Équipes encore à apparier ({ $count }) : { $teams }
gui-team-override-locked = Le match { $white } – { $black } a des résultats : il reste tel quel (effacez d'abord ses résultats s'ils sont une erreur).
gui-team-exchange-colours = Inverser les couleurs…
gui-team-change-pairing = Modifier l'appariement…
gui-explain-heading = Comment le moteur apparie la ronde { $round }
gui-explain-close = Fermer
gui-explain-working = Le moteur apparie à nouveau la ronde pour l'expliquer…
gui-explain-changed = Cette ronde a été modifiée à la main : l'explication montre l'appariement propre du moteur.
gui-explain-highlight = En surbrillance : le groupe et l'échiquier de { $players }.
gui-audit-heading = Journal des modifications
gui-audit-all-rounds = Toutes les rondes
gui-audit-actor-placeholder = Arbitre
gui-audit-text-placeholder = Chercher dans avant, après, motif et remarques
gui-audit-clear-filter = Tout afficher
gui-audit-count = { $shown } sur { $total ->
    [one] { $total } entrée, les plus récentes d'abord
    [many] { $total } entrées, les plus récentes d'abord
   *[other] { $total } entrées, les plus récentes d'abord
}
gui-audit-empty = Rien n'a encore été consigné.
gui-audit-unfold = Afficher toutes les lignes
gui-audit-fold = Afficher moins de lignes
gui-audit-hidden-lines = { $count ->
    [one] … et une ligne de plus
   *[other] … et { $count } lignes de plus
}
gui-export-menu = Imprimer / exporter
gui-export-pairings = Appariements (PDF)
gui-export-alphabetical = Appariements par nom (PDF)
gui-export-slips = Feuilles de résultat (PDF)
gui-export-standings = Classement (PDF)
gui-export-wallchart = Grille américaine (PDF)
gui-export-players = Liste des joueurs (PDF)
gui-export-trf16 = Rapport Elo TRF-16
gui-export-trf2026 = Fichier TRF-2026
gui-export-trf16-changes = Rapport Elo TRF-16 avec les modifications de l'arbitre (### SDX)
gui-export-trf2026-changes = Fichier TRF-2026 avec les modifications de l'arbitre (### SDX)
gui-export-audit-text = Exporter en texte
gui-export-audit-pdf = Exporter en PDF
gui-export-cancelled = Export annulé.
gui-export-writing = Écriture du fichier…
gui-export-written = Écrit dans { $path }.
gui-export-failed = L'export a échoué. { $error }
gui-filter-pdf = Document PDF
gui-filter-text = Fichier texte
gui-settings-arbiter-heading = Arbitre
gui-settings-arbiter-help = Votre nom est inscrit au journal avec chaque modification que vous faites.
gui-settings-arbiter-placeholder = Votre nom (p. ex. AI Anne Exemple)
gui-settings-arbiter-save = Utiliser ce nom
gui-settings-actor = Les modifications sont consignées au nom de : { $name }
gui-settings-language-heading = Langue
gui-settings-language-help = La langue de l'application, des impressions et des libellés du journal. Les noms des joueurs et les codes FIDE restent tels quels.
gui-arbiter-saved = Les modifications sont désormais consignées au nom de { $name }.
gui-language-changed = La langue a été changée.
gui-language-failed = La langue { $language } n'est pas disponible.
gui-language-en = English
gui-language-fr = Français
gui-language-de = Deutsch
gui-language-es = Español
gui-language-ru = Русский
gui-standings-incomplete = La ronde { $round } n'est pas encore terminée : voici le classement après la ronde { $after }.
gui-tiebreaks-invalid = La liste des départages est inutilisable ({ $error }) : les scores égaux sont classés par numéro d'appariement.
gui-tiebreaks-legend = Départages dans l'ordre : { $list }
gui-field-tiebreaks = Départages
gui-tiebreaks-help = Codes C.07 dans l'ordre d'application, p. ex. DE, BH-C1, BH, SB.
# The same help in a team event: C.07 Article 13 codes (the team tie-breaks).
gui-tiebreaks-team-help = Codes C.07 par équipes (article 13) dans l'ordre d'application, p. ex. MPVGP, EDE, EMGSB, BC.
gui-error-tiebreaks = Départages : { $error }
gui-late-entry-heading = Inscription tardive
gui-late-entry-help = La ronde 1 est appariée : un nouveau joueur reçoit le numéro d'appariement de sa place dans le classement initial (les suivants descendent d'un rang), et les rondes déjà jouées comptent comme absences.
gui-repair-offer = La ronde { $round } est appariée mais pas publiée et n'a encore aucun résultat : réappariez-la pour apparier aussi le nouveau joueur.
gui-repair = Réapparier la ronde { $round }
gui-assign-numbers = Attribuer les numéros d'appariement selon les classements Elo
gui-numbers-assigned = Les numéros d'appariement ont été attribués selon les classements Elo.
gui-players-list = Liste des joueurs
gui-players-requests = Byes et paires interdites
gui-bye-heading = Byes demandés
gui-bye-help = Un bye demandé à l'avance, pour des rondes pas encore appariées.
gui-bye-rounds = Rondes :
gui-bye-no-rounds = Toutes les rondes prévues sont appariées.
gui-bye-request = Demander le bye
gui-bye-request-zero = bye à zéro point
gui-bye-request-cancel = pas de bye (annuler la demande)
gui-bye-line = { $tpn } { $name }, ronde { $round }
gui-bye-cancel = Annuler
gui-bye-none = Aucun bye demandé.
gui-forbid-heading = Paires interdites
gui-forbid-help = Joueurs qui ne doivent pas être appariés l'un contre l'autre (parents, coéquipiers).
gui-forbid = Interdire cette paire
gui-forbid-none = Aucune paire interdite.
gui-allow-pair = Lever
gui-error-choose-player = Choisissez un joueur.
gui-error-choose-rounds = Choisissez au moins une ronde pas encore appariée.
gui-error-choose-two = Choisissez deux joueurs différents.
gui-requests-applied = { $count ->
    [one] Une demande de bye enregistrée.
    [many] { $count } demandes de bye enregistrées.
   *[other] { $count } demandes de bye enregistrées.
}

## FIDE rating lists and rating changes (issue 20)
audit-update-ratings = Classements Elo mis à jour d'après une liste FIDE
command-error-too-many-players = Un tournoi peut compter au plus 9999 joueurs : le rapport Elo FIDE (TRF) donne à chacun un numéro d'appariement de quatre chiffres ({ $asked } demandés).
command-error-rating-too-high = { $rating } ne peut pas être un classement Elo : le rapport Elo FIDE (TRF) n'admet que des classements de quatre chiffres au plus (jusqu'à 9999).
command-error-ratings-frozen = Les classements Elo ne peuvent plus être mis à jour d'après une liste : la ronde 1 est appariée, et le classement initial comme les variations Elo partent des classements de la ronde 1.
rating-kind-standard = standard
rating-kind-rapid = rapide
rating-kind-blitz = blitz
rating-list-field-line = ligne
rating-list-field-id = ID FIDE
rating-list-field-name = nom
rating-list-field-federation = fédération
rating-list-field-sex = sexe
rating-list-field-title = titre
rating-list-field-women-title = titre féminin
rating-list-field-rating = Elo { $kind }
rating-list-field-games = parties { $kind }
rating-list-field-k = K { $kind }
rating-list-field-birth-year = année de naissance
rating-list-field-flag = indicateur
rating-list-line-skipped = ligne { $line } : { $field } « { $value } » n'est pas valable ici ; la ligne est ignorée
rating-list-error-read = Impossible de lire { $path } : { $reason }
rating-list-error-zip = { $path } n'est pas une archive zip lisible : { $reason }
rating-list-error-zip-empty = { $path } ne contient aucune liste Elo (aucun fichier .txt ou .xml).
rating-list-error-header = { $path }, ligne { $line } : ce n'est pas l'en-tête d'une liste Elo FIDE : { $reason }
rating-list-header-unknown = colonne inconnue « { $label } »
rating-list-header-missing = pas de colonne « { $column } »
rating-list-error-kind = { $path } est une liste d'une seule cadence et son nom ne dit pas laquelle (standard, rapide ou blitz) : choisissez la cadence (en ligne de commande : --kind).
rating-list-error-xml = { $path }, ligne { $line } : XML mal formé : { $reason }
rating-list-error-empty = { $path } est vide.
rating-list-error-no-players = { $path } : aucun joueur lisible ({ $skipped } lignes ignorées ; la première : { $first }).
rating-list-error-write = Impossible d'écrire { $path } : { $reason }
rating-list-error-corrupt = La liste Elo conservée { $path } est endommagée ({ $reason }) ; importez la liste à nouveau.
rating-list-error-none = Aucune liste Elo FIDE n'a encore été importée : importez un fichier de liste ou téléchargez la liste.
rating-list-error-no-data-dir = Pas de dossier de données pour la liste Elo : définissez SWISSDESK_DATA_DIR.
rating-list-error-download = Le téléchargement de { $url } a échoué : { $reason }
rating-list-damaged-moved = La liste Elo endommagée a été conservée sous { $path }.
rating-list-imported = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} ({ $kinds }, { $month }) depuis { $source }
rating-list-month-unknown = mois inconnu
rating-list-skipped-count = { $count ->
    [one] Une ligne a été ignorée (voir ci-dessus).
   *[other] { $count } lignes ont été ignorées (voir ci-dessus).
}
rating-list-kept = Liste Elo conservée dans { $path } : { $players } joueurs.
rating-list-info-kind = { $kind } : { $month }, { $rated } joueurs classés, depuis { $source }, importée le { $imported }
rating-list-downloading = Téléchargement de { $url } …
rating-list-update-none = Rien à mettre à jour : les classements, K et titres des joueurs correspondent à la liste.
rating-list-updated = { $count ->
    [one] Un joueur mis à jour dans { $path }.
   *[other] { $count } joueurs mis à jour dans { $path }.
}
rating-list-description = liste FIDE { $kind }, { $month }
rating-bench-list = Liste générée : { $players } joueurs, { $megabytes } Mo (format TXT combiné)
rating-bench-import = Import (lecture, fusion, conservation) : { $seconds } s, { $skipped } lignes ignorées
rating-bench-load = Chargement : médiane { $median } s, au plus { $max } s sur { $runs } essais (fichier de { $megabytes } Mo)
rating-bench-search = Recherche à la frappe : { $count } frappes, médiane { $median } ms, 99e centile { $p99 } ms, au plus { $max } ms (la plus lente : « { $worst } »)
rating-bench-letter = Une lettre « { $letter } » : médiane { $median } ms, au plus { $max } ms
gui-fide-heading = Inscrire depuis la liste Elo FIDE
gui-registration-folded = replié tant que la liste n'est pas tout en haut : cliquez pour l'ouvrir
gui-fide-placeholder = Tapez une partie d'un nom ou un ID FIDE
gui-fide-loading = Chargement de la liste Elo…
gui-fide-status = liste { $kind } { $month } · { $players } joueurs classés
gui-fide-no-kind = Aucune liste { $kind } importée pour l'instant.
gui-fide-no-match = Aucun joueur ne correspond.
gui-fide-hint = Entrée inscrit le joueur en surbrillance ; ↑ ↓ en choisissent un autre.
gui-fide-inactive = { $name } (inactif)
gui-fide-import = Importer un fichier de liste…
gui-fide-download = Télécharger depuis la FIDE
gui-fide-update = Mettre à jour les Elo d'après la liste
gui-fide-importing = Import de la liste…
gui-fide-download-progress = Téléchargement de la liste de { $month } : { $received } sur { $total } Mo
gui-fide-download-unknown = Téléchargement de la liste : { $received } Mo
gui-fide-imported = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} ({ $kinds }, { $month }) importés.
gui-fide-skipped = { $count ->
    [one] Une ligne ignorée : { $first }
   *[other] { $count } lignes ignorées ; la première : { $first }
}
gui-fide-filter = Listes Elo FIDE
gui-fide-already = { $name } est déjà inscrit (n° { $tpn }).
gui-fide-added = { $name } inscrit.
gui-col-born = Né
gui-col-performance = Rp
gui-col-rating-change = ±
gui-card-rated = Elo { $rating }, K { $k } ({ $rule })
gui-card-unrated = non classé
gui-card-unrated-short = non classé
gui-card-close = Fermer
gui-card-round = Rd
gui-card-opponent = Adversaire
gui-card-score = Rés.
gui-card-no-games = Pas encore de partie.
gui-card-change = { $games ->
    [one] { $games } partie comptée
   *[other] { $games } parties comptées
} : { $score } points, attendu { $expected } ; variation K × ΣΔR = { $change } (K { $k }) : { $rating } devient { $new }.
gui-card-k-capped = K est abaissé à { $k } pour que K × { $games } parties ne dépasse pas 700 (B.02 8.3.3).
gui-card-initial = Premier classement d'après ce tournoi : { $rating } (Ra { $average }, avec deux nulles contre 1800 ; { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} contre des adversaires classés, { $score } points).
gui-card-initial-zero = Un score nul dans un premier tournoi n'est pas pris en compte (B.02 8.2.1).
gui-card-initial-games = Un premier classement est publié dès qu'il repose sur 5 parties contre des adversaires classés (B.02 7.1.4) ; ce tournoi en compte { $games }.
gui-card-performance = Performance { $rating } (moyenne des adversaires { $average }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $score } points).
gui-card-rules = Règlement Elo FIDE (B.02, depuis le 1er mars 2024) : règle des 400 points, coefficient K, parties non jouées et adversaires non classés non comptés ; le tournoi est compté comme une période à lui seul.
rating-not-rated-pending = pas encore de résultat
rating-not-rated-unplayed = non jouée : non comptée
rating-not-rated-short = moins d'un coup : non comptée
rating-not-rated-opponent = adversaire non classé : non comptée
rating-not-rated-gap = règle des 600 points : non comptée
rating-counts-initial = compte pour le premier classement
rating-k-list = d'après la liste
rating-k-2400 = a atteint 2400
rating-k-junior = jeune sous 2300
rating-k-default = sous 2400
export-col-performance = Rp
export-col-rating-change = ±
dubov-note-bye = Exempt attribué par l'appariement (3.1) : { $player }, le score le plus bas, puis le plus de parties jouées, puis le plus grand numéro d'appariement parmi ceux qui peuvent le recevoir en laissant les autres appariables
dubov-note-upfloaters = Flotteurs montants (3.2.2 ; ARO entre parenthèses) : { $players }
dubov-note-g1 = G1, les demandeurs des Blancs (3.2.3 ; ARO entre parenthèses) : { $players }
dubov-note-shift-unavoidable = Passés dans l'autre sous-groupe car ils doivent rencontrer leur propre sous-groupe (3.2.4.1) : { $players }
dubov-note-shift-equalise = Passés pour égaliser les sous-groupes (3.2.4.2) : { $players }
dubov-note-s1 = S1, G1 par ARO croissant (3.2.5) : { $players }
dubov-note-t2 = Leurs adversaires, la première transposition légale de G2 (3.2.6) : { $players }
burstein-note-order = Ordre dans le groupe (1.8 : Buchholz, puis Sonneborn-Berger, entre parenthèses ; puis numéro d'appariement) : { $players }
burstein-note-bye = Bye attribué par l'appariement (3.1) : { $player }, le score le plus bas, puis le plus de parties jouées, puis le classement le plus bas (1.8) parmi ceux qui peuvent le recevoir ([C2]) et laissent les autres appariables
# Baku acceleration (C.04.7)
cli-baku-help = Calcule l’accélération de Bakou (C.04.7) à partir du tournoi : groupe A, points virtuels par ronde
baku-error-scoring-2017 = L’accélération de Bakou d’avant 2026 exige le barème 1 – ½ – 0 ; ce tournoi compte { $win } – { $draw } – { $loss }.
baku-error-scoring-2026 = L’accélération de Bakou (C.04.7 1.1) exige qu’une victoire vaille deux nulles et une défaite rien ; ce tournoi compte { $win } – { $draw } – { $loss }.
baku-error-game-points = L'accélération de Bakou ne peut pas être utilisée quand les points de partie sont le score principal (C.04.7 1.4.4)
gui-field-acceleration = Accélération
acceleration-none = Aucune
acceleration-baku = Bakou (C.04.7)
gui-acceleration-help = Bakou : le groupe A (les 2·⌈N/4⌉ premiers numéros d'appariement) reçoit des points virtuels pendant la première moitié des rondes ; la table est écrite dans l'export TRF.
audit-baku-group = Groupe de Bakou modifié
audit-add-team = Équipe ajoutée
audit-edit-team = Équipe modifiée
audit-remove-team = Équipe supprimée
audit-set-lineup = Composition saisie
audit-team-event = Compétition par équipes (système suisse par équipes C.04.6)
team-board-empty = échiquier vide
command-error-not-team-event = Ce n'est pas une compétition par équipes.
command-error-no-team = Il n'y a pas d'équipe { $team }.
command-error-team-played = L'équipe { $team } a joué : retirez-la au lieu de la supprimer.
command-error-lineup = La composition de l'équipe { $team } pour la ronde { $round } nomme un joueur absent de sa liste, un joueur deux fois ou plus de joueurs que d'échiquiers.
command-error-player-in-team = Le joueur { $tpn } est déjà dans l'équipe { $team }.
command-error-team-withdrawn-while-paired = L'équipe { $team } est déjà appariée dans la ronde { $round } : un retrait prend effet à partir d'une ronde après celles appariées.
command-error-team-withdrawn = L'équipe { $team } est retirée à la ronde { $round } : elle n'a pas de bye.
command-error-match-has-results = Ronde { $round } : le match { $white } – { $black } a des résultats (ou a été perdu par forfait) ; son appariement reste. Effacez d'abord ses résultats s'ils ont été saisis par erreur.
audit-withdraw-team = Équipe retirée
audit-team-byes-dropped = { $count ->
    [one] bye demandé supprimé (ronde { $rounds })
   *[other] byes demandés supprimés (rondes { $rounds })
}
audit-baku-group-of = Groupe de Bakou de { $player }
command-error-baku-not-set = Le tournoi n’utilise pas l’accélération de Bakou (réglages du tournoi, Accélération).
command-error-baku-over = La ronde { $round } n’a pas de points virtuels : l’accélération de Bakou ne couvre que les rondes 1–{ $last } (C.04.7 1.4), le groupe ne compte donc plus.
command-error-baku-not-next = Un groupe de Bakou change à partir de la prochaine ronde à apparier, la ronde { $next }, pas à partir de la ronde { $round }.
gui-col-baku = Bakou R{ $round }
gui-players-baku-hint = Accélération de Bakou (C.04.7), ronde { $round } : le groupe A est apparié avec { $points } points virtuels. Cliquez sur le groupe d’un joueur pour le déplacer.
gui-baku-heading = Groupe de Bakou de { $player }
gui-baku-help = Le changement vaut à partir de la ronde { $round }, la prochaine à apparier ; les rondes déjà appariées gardent leurs points virtuels. Selon la règle, ce joueur est dans le groupe { $group }. Le changement et sa raison vont au journal.
gui-baku-now = Actuellement dans le groupe { $group } pour la ronde { $round }.
gui-baku-move = Passer dans le groupe { $group }
gui-baku-reason = Raison (obligatoire)
standings-col-pairing-score = PA
standings-pairing-score-note = PA : score d’appariement pour la ronde { $round }, points plus points virtuels de Bakou (C.04.7 1.5) ; le classement ne compte que les points.
label-acceleration = Accélération
dubov1997-note-bye = Exempt (4) : { $player }, le R le plus bas du groupe de points le plus bas (dû de la couleur dominante, puis l’ARO le plus haut), parmi ceux qui peuvent le recevoir (2.2) et laissent les autres appariables
dubov1997-note-first-round = Première ronde (5) : la moitié haute contre la moitié basse, ligne par ligne : { $pairs }
dubov1997-note-beyond-transfer-limits = Paires de cette ronde hors des limites des transferts vers le haut (2.5), le moins qu’un appariement de la ronde en ait (9) : { $count }
dubov1997-note-floater-pairs = Flotteurs des groupes supérieurs appariés d’abord (8.1, 8.2) : { $pairs }
dubov1997-note-transfer-player = Transféré vers le haut pour un joueur sans adversaire possible dans son groupe (7.1) : { $pairs }
dubov1997-note-transfer-odd = Transféré vers le haut car le groupe était impair (7.2) : { $player }
dubov1997-note-to-black = Passés du sous-groupe des Blancs à celui des Noirs (7.3) : { $players }
dubov1997-note-to-white = Passés du sous-groupe des Noirs à celui des Blancs (7.4) : { $players }
dubov1997-note-whites = Joueurs « blancs » par ARO croissant (6.2) : { $players }
dubov1997-note-blacks = Joueurs « noirs » par R décroissant (6.2) : { $players }

## Round robins (Berger tables, C.05 Annex 1)
roundrobin-error-not-round-robin = Ce tournoi est un système suisse, pas un toutes-rondes.
roundrobin-error-too-few = Un toutes-rondes demande au moins 3 participants ; ce tournoi en a { $count }.
roundrobin-error-numbers = Les numéros d’appariement d’un toutes-rondes sont ses numéros de table, de 1 à { $count } : le numéro { $missing } manque. Tirez ou fixez d’abord les numéros.
roundrobin-error-all-paired = Les { $rounds } rondes du toutes-rondes sont appariées.
roundrobin-error-no-round = Le toutes-rondes a { $rounds } rondes : il n’y a pas de ronde { $round }.
roundrobin-error-not-berger = La ronde { $round } du fichier n’est pas celle de la table de Berger avec ces numéros.
lots-error-varma-size = Les tables de Varma valent pour 9 à 24 joueurs ; ce tournoi en a { $count }.
command-error-rr-numbers-fixed = Les numéros d’un toutes-rondes sont fixés dès que la ronde 1 est publiée ou qu’un résultat est saisi.
command-error-rr-numbers-invalid = Les numéros d’un toutes-rondes doivent aller de 1 à { $count }, chacun une fois.
command-error-rr-late-entry = Un toutes-rondes n’accepte pas d’inscription tardive : la table de Berger dépend du nombre de participants, un nouveau changerait chaque ronde déjà appariée.
command-error-rr-no-byes = Un toutes-rondes n’a pas d’exemption sur demande : chaque ronde est fixée par la table de Berger. Un joueur qui ne peut pas jouer perd par forfait ou se retire.
lots-audit-plain = Tirage au sort, graine { $seed } : { $order }
lots-audit-varma = Tirage au sort restreint (tables de Varma, C.05 annexe 2), graine { $seed } : { $order }
lots-audit-by-hand = Numéros fixés à la main
roundrobin-error-rounds = Un toutes-rondes de { $participants } participants a { $per_cycle } rondes (simple) ou { $double } (double), pas { $rounds }.
rr-check-not-the-table = La proposition n’est pas la ronde { $round } de la table de Berger (C.05 annexe 1).
rr-explain-header = Ronde { $round } sur { $rounds } : toutes-rondes de { $participants } participants, table de Berger pour { $size } (FIDE C.05 annexe 1).
rr-explain-slot = Cycle { $cycle }, ronde { $table } de la table.
rr-explain-swapped = Ordre FIDE : les deux dernières rondes du premier cycle sont jouées dans l’ordre inverse (C.05 annexe 1, pour éviter trois parties de suite avec la même couleur).
rr-explain-reversed = Second cycle : la ronde de la table avec les couleurs inversées.
rr-explain-free = Exempt : { $player } (tiré contre le numéro manquant { $size }).
rr-explain-board = Échiquier { $board } : { $white } – { $black }
rr-explain-match = Match { $number } : { $white } – { $black }
rr-explain-team-colours = Dans chaque match, l'équipe nommée en premier a les Blancs au premier échiquier.
cli-berger-help = Toutes-rondes selon les tables de Berger de la FIDE (C.05 annexe 1)
export-doc-rr-table = Grille du toutes-rondes
export-doc-rr-schedule = Calendrier de toutes les rondes
export-rr-table-legend = Chaque ligne se lit contre le participant de la colonne : 1 gain, ½ nulle, 0 perte, + gain par forfait, − perte par forfait.
export-rr-table-legend-double = Chaque ligne se lit contre le participant de la colonne, premier et second cycle : 1 gain, ½ nulle, 0 perte, + gain par forfait, − perte par forfait.
export-rr-schedule-round = Ronde { $round }
export-rr-schedule-round-date = Ronde { $round } · { $date }
export-rr-schedule-free = exempt : { $player }
export-rr-schedule-legend = Tables de Berger (FIDE C.05 annexe 1) : le premier nommé de chaque échiquier a les Blancs.
gui-export-rr-table = Grille du toutes-rondes (PDF)
gui-export-rr-schedule = Calendrier de toutes les rondes (PDF)
gui-field-format = Formule
gui-format-swiss = Système suisse
gui-format-rr-single = Toutes-rondes
gui-format-rr-double-fide = Toutes-rondes aller-retour (ordre FIDE)
gui-format-rr-double-berger = Toutes-rondes aller-retour (ordre de la table)
gui-format-rr-rounds = { $rounds } rondes (table de Berger pour { $size })
gui-format-rr-help = Chaque ronde vient des tables de Berger de la FIDE (C.05 annexe 1) : les numéros décident qui rencontre qui, quand et avec quelle couleur. L’ordre FIDE inverse les deux dernières rondes du premier cycle, pour que personne n’ait trois fois de suite la même couleur.
gui-lots-seed = Graine (vide : nouvelle)
gui-lots-draw = Tirer les numéros
gui-lots-draw-varma = Tirer (Varma)
gui-lots-first = N°
gui-lots-second = N°
gui-lots-swap = Échanger
gui-lots-help = Les numéros d’appariement sont ceux de la table de Berger : tirez-les au sort (la graine va dans le journal, la même graine tire les mêmes numéros) ou échangez-en deux à la main, jusqu’à la publication de la ronde 1. Varma : les joueurs d’une fédération tirent dans un même groupe (C.05 annexe 2, 9 à 24 joueurs).
gui-lots-bad-seed = « { $value } » n’est pas une graine : un nombre entier, ou vide pour une nouvelle.
gui-lots-bad-swap = Indiquez deux numéros différents de joueurs inscrits.
gui-schedule = Toutes les rondes
gui-schedule-heading = Calendrier de toutes les rondes
gui-schedule-round-date = Ronde { $round } · { $date }
gui-schedule-free = exempt : { $player }
gui-schedule-paired = appariée
gui-schedule-planned = d’après la table
gui-rr-withdrawn-not-counted = Retiré(s) après moins de la moitié des parties, donc hors classement avec toutes les parties contre eux (Règles des tournois FIDE C.06 V.4) : { $players }

## Team event printouts (issue 30)
export-doc-team-pairings = Appariements des matchs
export-doc-match-sheets = Feuilles de match
export-doc-team-standings = Classement des équipes après la ronde { $round }
export-doc-team-crosstable = Grille américaine des équipes
export-doc-board-prizes = Prix par échiquier après la ronde { $round }
export-colour-white-short = B
export-colour-black-short = N
export-col-colour-short = Coul
export-col-match-points = PM
export-col-game-points = PP
export-col-games = Parties
export-team-before = ({ $mp } PM, { $gp } PP)
export-team-forfeit = match perdu par forfait { $code }
export-sheet-heading = Ronde { $round } · Match { $number }
export-sheet-board = Échiquier { $board }
export-sheet-match-score = Score du match
export-sheet-captain = Capitaine, { $team }
export-sheet-arbiter = Arbitre
export-sheet-empty-board = (échiquier vide)
export-no-teams = Pas encore d'équipes.
export-board-heading = Échiquier { $board }
gui-export-board-prizes = Prix par échiquier (PDF)

## The desk of a team competition (issue 30): tournament view, teams view, rounds, standings
gui-field-participants = Participants
gui-participants-players = Joueurs (tournoi individuel)
gui-participants-teams = Équipes (compétition par équipes)
gui-field-boards = Échiquiers par match
gui-error-boards = Échiquiers par match : un nombre entier de 1 à { $max }, pas « { $value } ».
gui-tab-teams = Équipes
gui-teams-heading = Équipes
gui-teams-not-team-event = Ce tournoi est individuel. Pour une compétition par équipes, choisissez « Équipes » sous Participants dans la vue du tournoi avant l'appariement de la ronde 1.
gui-teams-none = Aucune équipe : saisissez un nom ci-dessus et ajoutez-la.
gui-teams-new-placeholder = Nouvelle équipe
gui-teams-add = Ajouter
gui-teams-count = { $count } équipes, { $boards } échiquiers
gui-teams-help = Ajoutez les équipes à gauche, puis leurs joueurs dans l'ordre des échiquiers.
gui-teams-name = Nom de l'équipe
gui-teams-nickname = Nom court
gui-teams-captain = Capitaine
gui-teams-team = Équipe { $tpn }
gui-teams-remove = Supprimer l'équipe
gui-teams-lineup-for = Composition pour
gui-teams-default-lineup = Ordre de la liste
gui-teams-no-lineup-round = Aucune ronde ouverte pour une composition.
gui-teams-col-order = Ordre
gui-teams-col-board = Éch.
gui-teams-col-plays = Joue
gui-teams-roster-empty = Aucun joueur dans l'équipe.
gui-teams-pick-player = Ajouter un joueur inscrit
gui-teams-new-player = Nom du nouveau joueur
gui-teams-add-player = Ajouter le joueur
gui-teams-lineup-help = Équipe dans l'ordre des échiquiers. Cochez qui joue : les échiquiers suivent l'ordre de la liste, un échiquier vide est perdu par forfait ({ $boards } échiquiers par match).
gui-teams-error-rating = Le classement doit être un nombre entier, pas « { $value } ».
gui-teams-withdraw = Retirer du tournoi…
gui-teams-withdrawn = Retirée à partir de la ronde { $round }
gui-teams-withdraw-heading = Retirer l'équipe { $team } du tournoi ?
gui-teams-withdraw-help = À partir de la ronde choisie, l'équipe n'est plus appariée et ses byes demandés pour ces rondes sont supprimés ; les matchs déjà appariés restent. Le retrait est journalisé et Annuler (Ctrl+Z) le reprend.
gui-teams-byes = Bye d'équipe :
gui-teams-bye-request = Demander
gui-teams-no-byes-withdrawn = aucun : l'équipe est retirée du tournoi.
gui-teams-bye-line = Ronde { $round } : { $kind }
gui-acceleration-team-help = Bakou pour équipes (C.04.7 1.4) : le groupe A (les 2·⌈N/4⌉ premières équipes par numéro d'appariement) reçoit les points de match d'un match gagné dans les premières rondes, puis ceux d'un match nul ; seulement avec les points de match comme score principal.
gui-team-match = Match { $number }
gui-team-keys-help = Touches : ↑ ↓ choisir un échiquier · 1 le joueur de la première équipe gagne · 0 le joueur de la seconde équipe gagne · = nulle · + gain par forfait pour la première équipe · - gain par forfait pour la seconde équipe
gui-team-result-for-board = Match { $number }, échiquier { $board } :
gui-team-empty-board = échiquier vide (forfait)
gui-team-forfeit = Match perdu par forfait :
gui-team-forfeit-wins = l'équipe { $team } gagne
gui-team-forfeit-double = les deux perdent
gui-team-forfeit-none = joué
gui-team-forfeited = forfait
gui-team-standings-leader = En tête : { $team } avec { $mp } points de match, { $gp } points de partie
standings-team-positional-note = { $codes } : la place parmi les équipes encore à égalité avant ce départage (C.07 6, 12, 13.3) ; 0 quand il ne départage pas l'égalité ou que l'équipe n'est à égalité avec personne.
