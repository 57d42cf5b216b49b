# Swissdesk — español (traducción de i18n/en/swissdesk.ftl, la referencia: mismos identificadores)
# Terminología de los árbitros FIDE: emparejamiento, ronda, grupo de puntuación,
# flotante descendente / ascendente, descanso asignado por el emparejamiento, desempates.

app-name = Swissdesk

## Store: tournament files, backups, settings (src/store/)

store-not-found = El archivo { $path } no existe.
store-permission-read = Permiso denegado: Swissdesk no puede leer { $path }.
store-permission-write = Permiso denegado: Swissdesk no puede escribir { $path } (compruebe el archivo y su carpeta).
store-read-failed = No se pudo leer { $path }: { $error }
store-write-failed = No se pudo escribir { $path }: { $error }
store-empty = El archivo { $path } está vacío, así que no es un torneo de Swissdesk (puede que un fallo o un disco lleno lo haya cortado).
store-binary = El archivo { $path } no es un archivo de texto (línea { $line }, byte { $column } es un byte de control que ningún archivo de Swissdesk contiene), así que no es un torneo de Swissdesk; está dañado o es de otro tipo.
store-not-a-document = El archivo { $path } no es un torneo de Swissdesk (línea { $line }, columna { $column }: no empieza con los campos de un torneo).
store-not-a-document-field = El archivo { $path } no es un torneo de Swissdesk sino probablemente un archivo de otro programa: la línea { $line }, columna { $column } tiene el campo «{ $field }», que ningún torneo tiene, y no tiene ni «event» ni «players».
store-invalid-utf8 = Archivo { $path }, línea { $line }, columna { $column }: esto no es texto que Swissdesk pueda leer (UTF-8 no válido); el archivo está dañado o no es un archivo de Swissdesk.
store-corrupt = Archivo { $path }, línea { $line }, columna { $column }: { $message }
store-corrupt-field = Archivo { $path }, línea { $line }, columna { $column }, en { $field }: { $message }
store-newer-version = El archivo { $path } fue creado por una versión más reciente de Swissdesk (formato de archivo { $found }; esta versión lee formatos hasta el { $supported }). Actualice Swissdesk para abrirlo.
store-unsupported-version = El archivo { $path } tiene la versión de formato { $found }, que ninguna versión de Swissdesk ha escrito.
store-migration-failed = El archivo { $path } (formato de archivo { $from }) no se pudo convertir al formato actual: { $message }
store-serialize-failed = No se pudieron convertir los datos a texto para { $path }: { $message }
store-refuse-overwrite = { $path } no se cargó correctamente, así que Swissdesk no lo sobrescribirá. Use «Guardar como» para guardarlo con otro nombre.
store-locked = { $path } lo está editando otro Swissdesk (proceso { $pid } en { $host }, desde { $since }), así que no se ha modificado. Ábralo en modo de solo lectura o ciérrelo allí primero.
store-locked-unknown = { $path } lo está editando otro Swissdesk, así que no se ha modificado. Ábralo en modo de solo lectura o ciérrelo allí primero.
store-read-only = { $path } está abierto en modo de solo lectura porque otro Swissdesk lo está editando: use «Guardar como» para conservar sus cambios en otro archivo.
store-lock-taken-over = { $path } seguía marcado como en edición por un Swissdesk que no se cerró correctamente (proceso { $pid } en { $host }, desde { $since }); ese proceso ya no existe, así que este Swissdesk ha tomado el archivo.
store-no-path = Este torneo aún no se ha guardado: elija un archivo con «Guardar como».
store-not-a-file-path = { $path } no es un nombre de archivo en el que Swissdesk pueda guardar.
store-no-config-dir = Swissdesk no encontró ninguna carpeta para su configuración (¿existe una carpeta personal?). Asigne a la variable { $env } la carpeta que debe usarse.
store-recovered-from-backup = { $path } no se pudo cargar, así que se abrió en su lugar su copia de seguridad { $backup }. Use «Guardar como» para guardarla con otro nombre; el archivo dañado no se ha tocado.
store-settings-corrupt-moved = El archivo de configuración estaba dañado y se ha conservado como { $path }; se ha guardado una configuración nueva.

## Pairing engines
pairing-error-impossible = Ningún emparejamiento de la ronda { $round } cumple los criterios absolutos (sin repetir enfrentamientos, parejas prohibidas, reglas de color, un solo descanso válido): el árbitro debe decidir.
pairing-error-no-initial-colour = No se ha sorteado el color inicial: es necesario para emparejar la ronda 1.
pairing-error-nobody = No hay nadie que emparejar en la ronda { $round }.
pairing-error-unsupported = El sistema de emparejamiento «{ $system }» aún no está disponible.
pairing-error-round-paired = La ronda { $round } ya está emparejada.

## Commands
command-error-no-player = No hay ningún jugador con el número de emparejamiento { $tpn }.
command-error-no-round = La ronda { $round } no existe.
command-error-no-board = La ronda { $round } no tiene mesa { $board }.
command-error-round-started = El jugador { $tpn } ya tiene resultados o descansos; retírelo del torneo en lugar de eliminarlo.
command-error-published = La ronda { $round } está publicada; use «corregir emparejamiento publicado» para cambiarla.
command-error-round-paired = La ronda { $round } ya está emparejada.
command-error-not-last-round = Solo se puede deshacer el emparejamiento de la última ronda emparejada (la ronda { $round } no es la última).
command-error-results-entered = La ronda { $round } ya tiene resultados; bórrelos antes de deshacer el emparejamiento.
command-error-pairing-players = El emparejamiento de la ronda { $round } menciona a un jugador desconocido o a un jugador dos veces.
command-error-not-forbidden = Los jugadores { $players } no son un emparejamiento prohibido.
command-error-withdrawn-while-paired = El jugador { $tpn } ya está emparejado en la ronda { $round }: una retirada se aplica a partir de una ronda posterior a las emparejadas.

## Command line
cli-error-write = No se puede escribir { $path }: { $reason }
cli-error-no-gui = Esta versión de Swissdesk no tiene aplicación de escritorio (compilada sin la función «gui»); use un subcomando, vea --help.
cli-long-absence = El jugador { $tpn } ({ $name }) no ha jugado en { $rounds } rondas y se ha emparejado igualmente: retírelo primero si se ha ido.
cli-imported = { $players ->
    [one] Importado { $players } jugador
   *[other] Importados { $players } jugadores
} y { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
} en { $path }.
cli-exported = { $path } escrito.
cli-actor = línea de comandos
label-event = Torneo
label-city = Ciudad
label-federation = Federación
label-dates = Fechas
label-chief-arbiter = Árbitro principal
label-deputies = Árbitros adjuntos
label-time-control = Ritmo de juego
label-system = Sistema de emparejamiento
label-scoring = Puntos victoria / tablas / derrota
info-summary = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}, { $paired } de { $planned ->
    [one] { $planned } ronda emparejada
   *[other] { $planned } rondas emparejadas
}
team-score-mp = puntos de encuentro
team-score-gp = puntos de partida
info-team-summary = { $teams } equipos, { $boards } tableros; puntos de encuentro { $win } / { $draw } / { $loss }; clasificación por { $primary }
info-team-points = { $mp } PE, { $gp } PP
info-team-captain = Capitán: { $captain }
info-team-round = Ronda { $round }
info-team-pending = resultado pendiente
col-place = Pos.
col-tpn = N.º
col-title = Título
col-name = Nombre
col-rating = Elo
col-fed = Fed
col-points = Puntos
check-round-differs = La ronda { $round } es distinta.
check-expected = Registrado:
check-got = Programa:
check-round-error = La ronda { $round } no se puede volver a emparejar: { $error }
check-summary = { $matched } de { $total ->
    [one] { $total } ronda idéntica
   *[other] { $total } rondas idénticas
}.
check-only-recorded = Solo en el archivo:
check-only-engine = Solo según el motor:
check-colours-reversed = Colores invertidos (como en el archivo):
check-bye-differs = Bye asignado por el emparejamiento: { $recorded } en el archivo, { $engine } según el motor.
check-points-only = solo puntos
check-standings = Clasificación tras la ronda { $round } ({ $tiebreaks }; { $rules }): { $ranks } puestos comprobados.
check-standings-points = Participante { $tpn }: { $in_file } puntos en el archivo, { $computed } según las rondas.
check-standings-rank = Participante { $tpn }: puesto { $in_file } en el archivo, calculado { $places } ({ $values }).
check-ranks-unchecked = Puestos no comprobados: el archivo no nombra desempates (202/212) y no se dio ninguno (--tiebreaks).
check-discrepancies = { $count ->
    [one] { $count } discrepancia.
   *[other] { $count } discrepancias.
}
generate-error-rate = { $option } debe ser una proporción entre 0 y 1, no { $value }.
generate-error-scoring = --scoring espera los puntos de una victoria, unas tablas y una derrota, p. ej. 3,1,0 (no { $value }).
generate-error-argument = La línea de órdenes del generador no admite «{ $argument }» (forma: --SISTEMA -g [CONFIG] -o SALIDA.trf [-s SEMILLA]).
generate-error-config = No se puede leer la configuración del generador { $path }: { $reason }
generate-error-config-line = { $path }, línea { $line }: «{ $text }» no es una línea Clave=Valor válida para el generador.
generate-error-config-key = { $path }, línea { $line }: el generador no tiene el parámetro «{ $key }».
fide-mode-field = Modo FIDE
fide-mode-not-rated = torneo no evaluado
fide-mode-on = activo (torneo evaluado)
fide-mode-left = abandonado: { $reason }
fide-mode-left-state = abandonado
fide-mode-left-notice = Modo FIDE abandonado por el árbitro: { $reason }
fide-mode-refused-numbers = Modo FIDE: los números de emparejamiento no pueden cambiar tras la ronda 4 (la ronda { $paired } está emparejada); inscriba al jugador con el último número, o abandone el modo FIDE con un motivo.
fide-mode-refused-scoring = Modo FIDE: un torneo evaluado puntúa 1, ½, 0 (byes e incomparecencias como victoria, tablas o derrota); mantenga esa puntuación, o abandone el modo FIDE con un motivo.
fide-mode-refused-full-bye = Modo FIDE: un bye de un punto a petición no está permitido en un torneo evaluado; dé un bye de medio punto o de cero, o abandone el modo FIDE con un motivo.
fide-mode-refused-result = Modo FIDE: el resultado no evaluado { $result } no está permitido en un torneo evaluado; registre la partida como jugada o como incomparecencia (+/-), o abandone el modo FIDE con un motivo.
fide-mode-reason-required = Abandonar el modo FIDE requiere un motivo: queda registrado y aparece en las impresiones y en el TRF.
fide-mode-refused-unrate = Modo FIDE: el torneo es evaluado desde que se emparejó la ronda 1; abandone en su lugar el modo FIDE con un motivo.
gui-fidemode-state-not-rated = Torneo no evaluado: modo FIDE inactivo.
gui-fidemode-state-on = Torneo evaluado: modo FIDE activo.
gui-fidemode-state-left = Torneo evaluado, modo FIDE abandonado: { $reason }
gui-fidemode-help = En modo FIDE un torneo evaluado rechaza lo que la lista de verificación de la FIDE señala: números de emparejamiento cambiados después de la ronda 4, una puntuación distinta de 1, ½, 0, un bye de punto entero a petición, resultados no evaluados (W, D, L). Los torneos nuevos empiezan en modo FIDE.
gui-fidemode-turn-on = Activar el modo FIDE
gui-fidemode-not-rated = Torneo no evaluado
gui-fidemode-leave = Abandonar el modo FIDE…
gui-fidemode-leave-title = Abandonar el modo FIDE
gui-fidemode-leave-text = Las restricciones del modo FIDE dejarán de aplicarse a este torneo. Su motivo se anota en el registro y aparece en los impresos y en el TRF.
gui-fidemode-reason-placeholder = Motivo para abandonar el modo FIDE
gui-fidemode-leave-confirm = Abandonar y registrar el motivo
gui-fidemode-badge-on = Modo FIDE activo
gui-fidemode-badge-left = Modo FIDE abandonado
gui-fidemode-done-on = Modo FIDE activo: el torneo es evaluado.
gui-fidemode-done-left = Modo FIDE abandonado; el motivo está en el registro.
gui-fidemode-done-not-rated = El torneo está marcado como no evaluado.

## TRF import and export (src/trf/)
trf-field-record = tipo de registro
trf-field-tpn = número de emparejamiento
trf-field-sex = sexo
trf-field-title = título
trf-field-name = nombre
trf-field-rating = Elo
trf-field-federation = federación
trf-field-fide-id = ID FIDE
trf-field-birth-date = fecha de nacimiento
trf-field-points = puntos
trf-field-rank = puesto
trf-field-opponent = rival
trf-field-colour = color
trf-field-result = resultado
trf-field-rounds = número de rondas
trf-field-initial-colour = color inicial
trf-field-scoring = sistema de puntuación
trf-field-acceleration = aceleración
trf-field-forbidden-pair = pareja prohibida
trf-field-bye = descanso
trf-field-date = fecha
trf-field-round = ronda
trf-field-baku-group = grupo Bakú (SDB)
trf-error-io = { $file }: { $reason }
trf-error-empty = { $file }: el archivo está vacío, así que no es un torneo
trf-error-binary = { $file }:{ $line }:{ $column }: no es un archivo de texto (un byte de control que ningún TRF contiene), así que no es un informe de torneo
trf-error-no-players = { $file }: ninguna de sus { $lines } líneas es un registro de jugador (001), así que no es un informe de torneo
trf-error-truncated = { $file }:{ $line }:{ $column }: { $field }: la línea termina dentro de este campo (¿línea truncada?)
trf-error-bad-number = { $file }:{ $line }:{ $column }: { $field }: «{ $text }» no es un número válido aquí
trf-error-bad-value = { $file }:{ $line }:{ $column }: { $field }: «{ $text }» no es un valor válido aquí
trf-error-misaligned = { $file }:{ $line }:{ $column }: { $field }: esta columna debe estar en blanco pero contiene «{ $found }»; probablemente los datos están desplazados una columna
trf-error-unknown-result = { $file }:{ $line }:{ $column }: { $field }: código de resultado desconocido «{ $code }»
trf-error-unknown-colour = { $file }:{ $line }:{ $column }: { $field }: código de color desconocido «{ $code }» (se esperaba w, b o -)
trf-error-duplicate-tpn = { $file }:{ $line }:{ $column }: { $field }: el número de emparejamiento { $tpn } ya se usa en la línea { $first }
trf-error-unknown-player = { $file }:{ $line }:{ $column }: { $field }: no hay ningún jugador con el número de emparejamiento { $tpn }
trf-error-inconsistent-game = { $file }:{ $line }:{ $column }: { $field }: ronda { $round }, jugador { $tpn } contra { $opponent }: { $problem }
trf-error-bye-with-opponent = { $file }:{ $line }:{ $column }: { $field }: el código de descanso «{ $code }» no puede tener rival
trf-error-result-needs-opponent = { $file }:{ $line }:{ $column }: { $field }: el código de resultado «{ $code }» necesita un rival
trf-error-colour-without-opponent = { $file }:{ $line }:{ $column }: { $field }: color «{ $code }» indicado sin rival
trf-error-conflicting-bye = { $file }:{ $line }:{ $column }: { $field }: el jugador { $tpn } ya tiene otra entrada en la ronda { $round }
trf-error-unsupported = { $file }:{ $line }:{ $column }: { $field }: { $what }
trf-inconsistency-opponent = la entrada del rival para esa ronda indica { $theirs } en su lugar (0 = nadie)
trf-inconsistency-no-entry = la línea del rival no tiene entrada para esa ronda
trf-inconsistency-same-colour = ambos tienen el mismo color
trf-inconsistency-missing-colour = solo uno de los dos tiene color
trf-inconsistency-results = los códigos de resultado «{ $mine }» y «{ $theirs }» no forman un resultado coherente
trf-inconsistency-own-opponent = un jugador no puede ser su propio rival
trf-unsupported-colour-scoring = no se admiten puntos que dependan del color (WW/BW, WD/BD o WL/BL distintos)
trf-unsupported-team-acceleration = no se admite la aceleración con puntos de match (torneos por equipos)
trf-warning-points = { $file }:{ $line }:{ $column }: jugador { $tpn }: el archivo indica una puntuación de { $in_file }, los resultados dan { $computed }; se usa el valor calculado
trf-warning-latin1 = { $file }: el archivo no es UTF-8 válido y se ha leído como Latin-1 (ISO 8859-1)
trf-warning-placeholder = { $file }: el jugador { $tpn } «{ $name }» es el descanso de otro programa, no un jugador: retirado del torneo; { $count ->
        [0] no tenía partidas
        [one] su rival tiene en su lugar el descanso asignado por el emparejamiento: { $byes }
       *[other] sus { $count } rivales tienen en su lugar el descanso asignado por el emparejamiento: { $byes }
    }
trf-placeholder-bye = ronda { $round }: jugador { $tpn }
trf-warning-baku-group = { $file }: jugador { $tpn } «{ $name }»: grupo Bakú { $group } desde la ronda { $round }, asignado por el árbitro (registro SDB): { $reason }
trf-warning-baku-groups-not-used = { $file }:{ $line }: { $count ->
        [one] el registro Bakú de Swissdesk (SDA/SDB: grupos del árbitro) no encaja
       *[other] los { $count } registros Bakú de Swissdesk (SDA/SDB: grupos del árbitro) no encajan
    } con la tabla de aceleración: la tabla se conserva tal como viene, sin grupos Bakú
trf-warning-unknown-system = { $file }:{ $line }: el registro SDS nombra el sistema de emparejamiento «{ $id }», que esta versión de Swissdesk no tiene: el sistema se toma del resto del archivo
trf-field-team = equipo (310, 013, 300)
trf-field-team-scoring = puntuación por equipos (320, 352, 362)
trf-field-forfeit = encuentro perdido por incomparecencia (330)
trf-field-board = tablero (### SDX)
trf-field-withdrawal = retirada (SDW)
trf-warning-arbiter-change = { $file }:{ $line }:{ $column }: { $field }: línea de cambio del árbitro (### SDX) no usada, su marca «cambiado a mano» no se recupera: { $problem }
trf-sdx-missing = la línea termina antes de este campo
trf-sdx-bad-value = «{ $text }» no es un valor posible de este campo
trf-sdx-extra = «{ $text }» sigue al último campo
trf-sdx-not-in-file = la ronda { $round } del archivo no tiene esa partida ni ese bye
trf-sdx-result-differs = la línea da { $in_line } como resultado corregido, la partida tiene { $in_game }
trf-warning-record-not-used = { $file }:{ $line }: registro no usado: { $reason }
trf-warning-team-tiebreaks = los desempates de equipos «{ $codes }» no se usan ({ $error }); los equipos se clasifican por { $default }.
trf-warning-team-player-unknown = { $file }:{ $line }:{ $column }: el equipo { $team } nombra al jugador { $player }, que no está en el archivo: se deja fuera de la plantilla
trf-warning-team-player-twice = { $file }:{ $line }:{ $column }: el equipo { $team } nombra al jugador { $player }, que ya juega en el equipo { $other }: se deja fuera de esta plantilla
trf-warning-players-without-team = { $file }: { $count } jugadores no están en la plantilla de ningún equipo; se conservan como jugadores
trf-warning-unknown-team = { $file }:{ $line }: el equipo { $team } no está en el archivo: se deja fuera
trf-warning-team-match-unclear = { $file }: ronda { $round }: los jugadores del equipo { $team } se enfrentaron a jugadores de varios equipos; se toma como rival el equipo con más tableros
trf-warning-team-pab-read = { $file }: ronda { $round }: el equipo { $team } es el único sin encuentro (número impar de equipos, ningún descanso de equipo en el archivo): se lee como descanso asignado por el emparejamiento
trf-warning-team-points = { $file }:{ $line }: equipo { $team }: el archivo indica { $in_mp } puntos de encuentro y { $in_gp } puntos de partida, los resultados dan { $mp } y { $gp }; se usan los valores calculados
trf-team-forfeit-other-match = ronda { $round }: el equipo { $team } juega otro encuentro
trf-team-bye-with-match = ronda { $round }: el equipo { $team } tiene un encuentro, no un descanso
trf-team-bye-conflict = ronda { $round }: el equipo { $team } ya tiene otro descanso
trf-team-192-unknown = el código «{ $code }» no es del sistema suizo por equipos (FIDE_TEAM_…): se usan sus valores por defecto

## Desktop app (src/gui/)
gui-window-title = { $file } — Swissdesk
gui-untitled = Torneo sin título
gui-new-tournament = Torneo nuevo
gui-sample-label = Torneo de ejemplo
gui-actor-default = árbitro (aplicación de escritorio)
gui-new = Nuevo
gui-open = Abrir…
gui-save = Guardar
gui-save-as = Guardar como…
gui-recent-files = Archivos recientes
# The tool bar's menu of file actions (New, Open…, Save, Save as…, the recent files).
gui-file-menu = Archivo
# The Control key as the keyboard of this language labels it, in shortcuts ("Ctrl+S").
gui-key-ctrl = Ctrl
gui-recent-missing = { $path } ya no existe; se ha quitado de los archivos recientes.
gui-undo = Deshacer
gui-redo = Rehacer
gui-undo-hint = Deshacer «{ $action }» (Ctrl+Z)
gui-redo-hint = Rehacer «{ $action }» (Ctrl+Y)
gui-undone = Deshecho: { $action }. El registro conserva el cambio y anota que se deshizo.
gui-redone = Rehecho: { $action }.
gui-nothing-to-undo = Nada que deshacer (publicar una ronda no se puede deshacer).
gui-nothing-to-redo = Nada que rehacer.
gui-undo-while-pairing = Espere a que termine el emparejamiento antes de deshacer o rehacer.
gui-tab-tournament = Torneo
gui-tab-players = Jugadores
gui-tab-round = Rondas
gui-tab-standings = Clasificación
gui-theme-dark = Tema oscuro
gui-theme-light = Tema claro
gui-dismiss = Cerrar
gui-filter-tournament = Torneo de Swissdesk
gui-filter-trf = Archivo TRF
gui-open-failed = No se ha cambiado nada. { $error }
gui-offer-read-only = Abrir en solo lectura
gui-offer-save-as = Guardar como…
gui-opened-read-only = { $path } abierto en solo lectura: otro Swissdesk lo está editando. Los cambios aquí quedan en memoria hasta que use «Guardar como».
gui-opened = { $path } abierto.
gui-imported-trf = { $path } importado. Aún no es un archivo de Swissdesk: use «Guardar como» para conservar sus cambios.
gui-saved = Guardado en { $path }.
gui-save-failed = No se pudo guardar. { $error }
gui-autosave-failed = El cambio se ha hecho pero no se ha podido guardar. { $error }
gui-sample-missing = No se encontró el torneo de ejemplo incluido ({ $path }), así que se ha empezado un torneo nuevo vacío.
gui-sample-failed = No se pudo cargar el torneo de ejemplo incluido, así que se ha empezado un torneo nuevo vacío. { $error }
gui-sample-opened = Este es el torneo de ejemplo incluido. Los cambios solo se conservan si elige «Guardar como».
gui-last-file-failed = No se pudo volver a abrir el último torneo. { $error }
gui-settings-failed = Configuración: { $error }
gui-discard = Descartar cambios
gui-cancel = Cancelar
gui-unsaved-title = Cambios sin guardar
gui-unsaved-before-new = «{ $name }» tiene cambios que no están guardados en un archivo. ¿Guardarlos antes de crear un torneo nuevo?
gui-unsaved-before-open = «{ $name }» tiene cambios que no están guardados en un archivo. ¿Guardarlos antes de abrir otro torneo?
gui-unsaved-before-quit = «{ $name }» tiene cambios que no están guardados en un archivo. ¿Guardarlos antes de cerrar Swissdesk?
gui-unsaved-form = El formulario del torneo tiene cambios aún no aplicados: «Guardar cambios» los aplica primero.
gui-unsaved-form-invalid = El formulario del torneo tiene cambios que no se pueden aplicar (ver el formulario): corríjalos o descártelos y vuelva a intentarlo.
gui-unsaved-save = Guardar cambios
gui-unsaved-kept = No se guardó nada, así que no se cerró nada: el torneo sigue abierto con sus cambios.
gui-absent-title = Antes de emparejar la ronda { $round }: jugadores que no han jugado en dos rondas o más
gui-absent-explain = Marque los jugadores que se retiran a partir de esta ronda; los demás se emparejan como siempre. Desde febrero de 2026 las reglas dejan la retirada en manos del árbitro: Swissdesk no la decide.
gui-absent-rounds = { $rounds } rondas sin jugar
gui-absent-withdraw = Retirar
gui-absent-pair-all = Mantener a todos y emparejar la ronda { $round }
gui-absent-pair-withdrawing = { $count ->
        [one] Retirar 1 jugador y emparejar la ronda { $round }
        [many] Retirar { $count } jugadores y emparejar la ronda { $round }
       *[other] Retirar { $count } jugadores y emparejar la ronda { $round }
    }
gui-absent-withdraw-reason = Ausente { $rounds } rondas seguidas
gui-no-native-dialog = Este ordenador no tiene diálogo de archivos del sistema (ni portal de escritorio ni zenity), así que se muestra el selector de archivos de Swissdesk.
gui-filter-any-tournament = Archivos de torneo (Swissdesk, TRF)
gui-settings-files-heading = Archivos
gui-settings-chooser-help = Abrir, guardar y exportar usan el diálogo de archivos del sistema cuando este ordenador tiene uno (en Linux: el portal de escritorio o zenity) y, si no, el selector de Swissdesk.
gui-settings-own-chooser = Usar siempre el selector de archivos de Swissdesk
chooser-title-open = Abrir un torneo (archivo de Swissdesk o TRF)
chooser-title-save = Guardar el torneo como
chooser-title-export = Exportar: { $what }
chooser-up = Subir
chooser-home = Carpeta personal
chooser-recent-folders = Carpetas recientes
chooser-folder = Carpeta:
chooser-empty = Aquí no hay carpetas ni archivos de este tipo.
chooser-open = Abrir
chooser-save = Guardar
chooser-path-label = Archivo:
chooser-path-placeholder = Nombre del archivo, o una ruta como ~/torneos/open.trf
chooser-show-all = Mostrar todos los archivos
chooser-replace-question = { $name } ya existe. ¿Reemplazarlo?
chooser-replace = Reemplazar
chooser-name-needed = Escriba un nombre de archivo o elija un archivo de la lista.
chooser-no-such-file = No existe el archivo { $path }.
chooser-no-such-folder = La carpeta { $folder } no existe.
chooser-is-folder = { $path } es una carpeta.
chooser-cannot-list = No se puede mostrar la carpeta { $folder }: { $error }
gui-status-unsaved = cambios sin guardar
gui-status-autosaved = cada cambio se guarda automáticamente
gui-status-no-file = aún no se ha guardado en un archivo
gui-status-read-only = solo lectura: los cambios se quedan aquí hasta que use «Guardar como»
gui-status-summary = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} · { $paired } de { $planned ->
    [one] { $planned } ronda emparejada
   *[other] { $planned } rondas emparejadas
}
gui-pair-changed = El torneo cambió mientras se emparejaba la ronda, así que ese emparejamiento se ha descartado. Empareje de nuevo.
gui-paired = La ronda { $round } está emparejada.
gui-pair-failed = No se pudo emparejar la ronda. { $error }
gui-changes-applied = Cambios aplicados.
gui-event-heading = Torneo
gui-settings-heading = Emparejamiento y puntuación
gui-field-name = Nombre
gui-field-city = Ciudad
gui-field-federation = Federación
gui-field-start-date = Primer día
gui-field-end-date = Último día
gui-field-chief-arbiter = Árbitro principal
gui-field-time-control = Ritmo de juego
gui-field-rounds = Rondas previstas
gui-field-system = Sistema de emparejamiento
gui-field-initial-colour = Color inicial
gui-field-scoring = Puntuación
gui-field-rating-kind = Rating FIDE
gui-date-placeholder = AAAA-MM-DD
gui-apply = Aplicar cambios
gui-revert = Descartar cambios
gui-error-date = «{ $value }» no es una fecha: escríbala como AAAA-MM-DD (por ejemplo 2026-07-14).
gui-error-rounds = El número de rondas debe ser un número entero, como mínimo { $min }.
gui-locked = Bloqueado porque la ronda 1 está emparejada: cambiarlo alteraría los emparejamientos ya hechos.
gui-initial-colour-help = El color del primer cabeza de serie en la ronda 1, sorteado.
# In a team event: what the initial colour decides under C.04.6 (4.1, 4.3.1).
gui-initial-colour-team-help = Sorteado (C.04.6 4.1): en un primer encuentro, el primer equipo (first-team) lo recibe en el tablero 1 si su número de emparejamiento es impar; si no, el otro color (4.3.1); después decide C.04.6 4.3 según los colores de los equipos.
system-dutch2017 = Sistema holandés FIDE (reglas de 2017)
system-dutch2026 = Sistema holandés FIDE (reglas de 2026)
system-dubov = Sistema Dubov FIDE (reglas de 2026)
system-dutch2012 = Sistema holandés FIDE (reglas de 2012)
system-burstein = Sistema Burstein FIDE
system-dubov1997 = Sistema Dubov FIDE (reglas de 1997)
system-burstein2026 = Sistema Burstein FIDE (reglas de 2026)
system-team2026 = Sistema suizo FIDE por equipos (reglas de 2026)
gui-colour-white = Blancas
gui-colour-black = Negras
gui-colour-none = Aún no sorteado
gui-scoring-standard = 1 / ½ / 0
gui-scoring-football = 3 / 1 / 0
gui-scoring-custom = Personalizada: { $win } / { $draw } / { $loss }
gui-search-placeholder = Buscar por nombre
gui-col-tpn = N.º
gui-col-title = Título
gui-col-name = Nombre
gui-col-rating = Elo
gui-col-fed = Fed
gui-col-fide-id = ID FIDE
gui-col-points = Puntos
gui-col-status = Estado
gui-col-place = Pos.
gui-col-board = Mesa
gui-col-white = Blancas
gui-col-black = Negras
gui-col-result = Resultado
gui-col-score = Ptos.
gui-col-total = Total
gui-col-round-short = R{ $round }
gui-status-active = Activo
gui-status-withdrawn = Retirado desde la ronda { $round }
gui-withdraw-heading = ¿Retirar a { $player }?
gui-withdraw-help = Desde la ronda elegida el jugador no se empareja; las partidas ya emparejadas se mantienen. La retirada queda registrada y Deshacer (Ctrl+Z) la anula.
gui-withdraw-from = Desde la ronda
gui-withdraw-reason = Motivo (opcional, queda en el registro)
gui-withdraw-confirm = Retirar
gui-withdraw-all-paired = Todas las rondas previstas están emparejadas: la retirada se registra desde la ronda siguiente a la última, y las partidas ya emparejadas se mantienen (una partida no jugada se pierde por incomparecencia).
gui-withdraw-repair-help = La ronda { $round } está emparejada pero ni publicada ni empezada: se puede deshacer su emparejamiento y emparejarla de nuevo sin el jugador.
gui-withdraw-repair = Retirar desde la ronda { $round } y volver a emparejarla
gui-withdraw = Retirar…
gui-add-heading = Añadir un jugador
gui-player-name-placeholder = Nombre (Apellidos, Nombre)
gui-player-rating-placeholder = Elo
gui-player-fed-placeholder = Fed (p. ej. ESP)
gui-add-player = Añadir jugador
gui-no-title = sin título
gui-error-name-required = Escriba el nombre del jugador.
gui-error-rating = «{ $value }» no es un Elo: escriba un número entero, o déjelo vacío para un jugador sin Elo.
gui-players-count = { $shown } de { $total ->
    [one] { $total } jugador
   *[other] { $total } jugadores
}
gui-round-label = Ronda { $round }
gui-pair-next = Emparejar la ronda { $round }
gui-pair-hint = Emparejar la ronda { $round } con el sistema del torneo (Ctrl+P)
gui-pairing = Emparejando…
gui-unpair = Deshacer emparejamiento
gui-publish = Publicar
gui-published = Publicada
gui-not-published = No publicada
gui-no-rounds = Aún no hay ninguna ronda emparejada.
gui-round-earlier = Ronda { $round } de { $planned } · { $later ->
    [one] la ronda { $first } se emparejó después
   *[other] las rondas { $first }–{ $last } se emparejaron después
}
gui-round-ready = Ronda { $round } de { $planned } · todos los resultados están anotados: ya se puede emparejar la ronda { $next } (Ctrl+P)
gui-round-progress = { $entered } de { $total ->
    [one] { $total } resultado introducido
   *[other] { $total } resultados introducidos
}
gui-keys-help = Teclas: ↑ ↓ elegir mesa · 1 ganan blancas · 0 ganan negras · = tablas · + ganan blancas por incomparecencia · - ganan negras por incomparecencia
gui-result-for-board = Mesa { $board }:
gui-changed-legend = { $mark } cambiado por el árbitro: tablero emparejado a mano, o resultado corregido tras la publicación (ver el registro).
gui-correction-heading = Corregir un resultado publicado de la ronda { $round }
gui-correction-no-later-round = Aún no hay ninguna ronda emparejada después de la ronda { $round }: el próximo emparejamiento usará el resultado corregido.
gui-correction-help = Una corrección se registra con su motivo y el resultado antes y después.
gui-correction-reason = Motivo (obligatorio, se guarda en el registro)
gui-correction-confirm = Corregir
gui-correction-keep = Corregir, mantener los emparejamientos
gui-correction-repair = Corregir y volver a emparejar la ronda { $round }
gui-result-corrected = Resultado corregido; la corrección consta en el registro.
gui-clear-result = Borrar
gui-bye-pab = descanso asignado por el emparejamiento
gui-bye-full = descanso de un punto
gui-bye-half = descanso de medio punto
gui-bye-zero = descanso de cero puntos o ausente
gui-standings-heading = Clasificación tras la ronda { $round }
gui-standings-leader = Líder: { $name } ({ $points } ptos.)
gui-crosstable-heading = Tabla cruzada
gui-standings-ranking = Clasificación

## Benchmark
bench-generate-failed = No se pudo generar un torneo de { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}: { $error }
bench-pair-failed = Falló el emparejamiento de la ronda { $round } con { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}: { $error }
bench-line = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}, ronda { $round }: mediana { $median } s, mejor { $min } s
bench-summary = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}: ronda más lenta { $round } (mediana { $median } s); generar el torneo llevó { $generate } s; memoria máxima { $memory } MiB
bench-team-generate-failed = No se pudo generar un torneo de { $teams ->
    [one] { $teams } equipo
   *[other] { $teams } equipos
}: { $error }
bench-team-pair-failed = Falló el emparejamiento de la ronda { $round } con { $teams ->
    [one] { $teams } equipo
   *[other] { $teams } equipos
}: { $error }
bench-team-line = { $teams ->
    [one] { $teams } equipo
   *[other] { $teams } equipos
} de { $boards ->
    [one] { $boards } tablero
   *[other] { $boards } tableros
}, ronda { $round }: mediana { $median } s, mejor { $min } s
bench-team-summary = { $teams ->
    [one] { $teams } equipo
   *[other] { $teams } equipos
} de { $boards ->
    [one] { $boards } tablero
   *[other] { $boards } tableros
}: ronda más lenta { $round } (mediana { $median } s); generar el torneo llevó { $generate } s; memoria máxima { $memory } MiB
pairing-error-engine-text = Archivo de emparejamiento, línea { $line }: «{ $text }» no es «blancas negras», «jugador 0» ni el número de parejas.
gui-no-players-yet = Aún no hay jugadores: añádalos con el formulario de arriba.
command-error-tpn-frozen = Los números de emparejamiento ya no se pueden reasignar: { $round ->
    [one] { $round } ronda está emparejada
   *[other] { $round } rondas están emparejadas
} (C.04.2 2.3 solo lo permite antes de emparejar la ronda 4).

## Rules checker
checker-absolute = ABSOLUTO
checker-quality = calidad
checker-unknown-player = { $tpn } no es un jugador de este torneo.
checker-not-to-pair = { $tpn } no debe emparejarse en esta ronda (descanso, ausencia o retirada).
checker-twice = { $tpn } aparece más de una vez.
checker-missing = { $tpn } debe emparejarse pero no está en el emparejamiento.
checker-bye-even = Se asigna un descanso por emparejamiento aunque el número de jugadores a emparejar es par.
checker-rematch = { $white } y { $black } ya han jugado entre sí.
checker-forbidden = { $white } y { $black } no deben emparejarse (pareja prohibida).
checker-colour-clash = { $white } y { $black } tienen la misma preferencia absoluta de color y ninguno de los dos es topscorer.
checker-colour-difference = { $tpn } llegaría a una diferencia de color de { $difference }.
checker-three-in-a-row = { $tpn } tendría el mismo color tres veces seguidas.
checker-bye-ineligible = { $tpn } no puede recibir el descanso asignado por el emparejamiento (ya tuvo uno o ya ganó una partida sin jugar).
checker-team-colour = { $white }–{ $black }: el artículo 4 da blancas en el primer tablero a { $team } ({ $article }).
checker-team-floaters = Equipos contra un rival de otra puntuación: { $count } (programa: { $engine }): { $teams }.
checker-team-repeated = Flotantes que ya flotaron en la ronda anterior: { $count } (programa: { $engine }): { $teams }.
checker-team-preference = Equipos sin su preferencia de color: { $count } (programa: { $engine }): { $teams }.
checker-team-strong = Equipos sin su preferencia fuerte: { $count } (programa: { $engine }): { $teams }.
checker-score-differences = mayores diferencias de puntuación entre rivales: { $mine } (programa: { $engine }).
checker-preference = { $count ->
    [one] { $count } jugador no obtiene su preferencia de color
   *[other] { $count } jugadores no obtienen su preferencia de color
} (programa: { $engine }): { $players }.
checker-strong = { $count ->
    [one] { $count } jugador no obtiene su preferencia fuerte de color
   *[other] { $count } jugadores no obtienen su preferencia fuerte de color
} (programa: { $engine }): { $players }.
checker-down-1 = { $count ->
    [one] { $count } jugador vuelve a flotar hacia abajo tras haber sido flotante descendente en la ronda anterior
   *[other] { $count } jugadores vuelven a flotar hacia abajo tras haber sido flotantes descendentes en la ronda anterior
} (programa: { $engine }): { $players }.
checker-up-1 = { $count ->
    [one] { $count } jugador vuelve a flotar hacia arriba tras haber sido flotante ascendente en la ronda anterior
   *[other] { $count } jugadores vuelven a flotar hacia arriba tras haber sido flotantes ascendentes en la ronda anterior
} (programa: { $engine }): { $players }.
checker-down-2 = { $count ->
    [one] { $count } jugador vuelve a flotar hacia abajo tras haber sido flotante descendente dos rondas antes
   *[other] { $count } jugadores vuelven a flotar hacia abajo tras haber sido flotantes descendentes dos rondas antes
} (programa: { $engine }): { $players }.
checker-up-2 = { $count ->
    [one] { $count } jugador vuelve a flotar hacia arriba tras haber sido flotante ascendente dos rondas antes
   *[other] { $count } jugadores vuelven a flotar hacia arriba tras haber sido flotantes ascendentes dos rondas antes
} (programa: { $engine }): { $players }.
checker-bracket = grupo de puntuación { $score }: { $message }
checker-pairs = menos parejas: { $count } (programa: { $engine }).
checker-moved-down = { $count ->
    [one] { $count } jugador bajado no se empareja en el grupo
   *[other] { $count } jugadores bajados no se emparejan en el grupo
} (programa: { $engine }): { $players }.
checker-psd = mayor diferencia de puntuación del emparejamiento (PSD): { $mine } (programa: { $engine }).
checker-downfloater-scores = flotantes descendentes con más puntos: { $mine } (programa: { $engine }): { $players }.
cli-error-proposal = No se puede leer el emparejamiento propuesto { $path }: { $reason }
proposal-binary = línea { $line }, byte { $column }: no es un archivo de texto
proposal-not-utf8 = el archivo no es texto UTF-8
proposal-empty = el archivo está vacío
check-no-findings = Sin observaciones: la propuesta cumple todos los criterios absolutos y es tan buena como el emparejamiento del programa.

## Exports: PDF printouts and TRF reports (src/export/)
export-doc-pairings = Emparejamientos
export-doc-alphabetical = Emparejamientos por orden alfabético
export-doc-slips = Planillas de resultado
export-doc-standings = Clasificación tras la ronda { $round }
export-doc-starting-rank = Ranking inicial
export-doc-wallchart = Tabla cruzada
export-doc-wallchart-part = Tabla cruzada, rondas { $first }–{ $last }
export-doc-players-by-tpn = Jugadores por número de emparejamiento
export-doc-players-by-name = Jugadores por orden alfabético
export-doc-audit = Registro de cambios
manual-pdf-title = Swissdesk · Manual de usuario
manual-pdf-version = Manual, versión { $version }
manual-pdf-footer = Swissdesk { $version }
export-doc-audit-round = Registro de cambios, ronda { $round }
export-audit-count = { $total ->
    [one] { $count } de 1 entrada
   *[other] { $count } de { $total } entradas
}
export-header-round = Ronda { $round }
export-header-round-of = Ronda { $round } de { $rounds }
export-header-before-round-one = Antes de la ronda 1
export-page-of = Página { $page } de { $pages }
export-footer-arbiter = Árbitro principal: { $name }
export-col-board = Mesa
export-col-tpn = N.º
export-col-white = Blancas
export-col-black = Negras
export-col-result = Resultado
export-col-points = Ptos.
export-col-name = Nombre
export-col-title = Título
export-col-rating = Elo
export-col-fed = Fed
export-col-fide-id = ID FIDE
export-col-birth = Nac.
export-col-sex = Sexo
export-col-place = Pos.
export-col-colour = Color
export-col-opponent = Rival
export-col-status = Estado
export-col-round-short = R{ $round }
export-colour-white = Blancas
export-colour-black = Negras
export-sex-male = m
export-sex-female = f
export-byes-heading = Descansos
export-bye-pab = descanso asignado por el emparejamiento
export-bye-full = descanso de un punto
export-bye-half = descanso de medio punto
export-bye-zero = descanso de cero puntos
export-not-paired = no emparejado
export-withdrawn = retirado desde la ronda { $round }
export-slip-heading = Ronda { $round } · Mesa { $board }
export-slip-white = Blancas
export-slip-black = Negras
export-slip-result = Resultado (marque uno):
export-slip-signature-white = Firma de las blancas
export-slip-signature-black = Firma de las negras
export-tiebreaks-pending = Los desempates aún no se calculan: los empatados a puntos comparten puesto y se listan por número de emparejamiento.
export-wallchart-legend = Casillas: número de emparejamiento del rival, color (w = blancas / b = negras), resultado (1 ½ 0; + − por incomparecencia). Descansos: U asignado por el emparejamiento, F un punto, H medio punto, Z cero puntos.
export-no-games = Esta ronda no tiene partidas.
export-changed-legend = { $mark } cambiado por el árbitro: tablero emparejado a mano, o resultado corregido tras la publicación.
export-changed-board = { $mark } cambiado por el árbitro
notation-white-letter = b
notation-black-letter = n
export-no-players = El torneo aún no tiene jugadores.
export-error-no-round = La ronda { $round } no se ha emparejado, así que no hay nada que imprimir de ella.
export-error-nothing-paired = Aún no se ha emparejado ninguna ronda, así que no hay emparejamientos que imprimir.
export-error-font = No se pudo leer la fuente incluida { $font }: { $reason }
export-written = { $path } escrito.
export-trf-gap = Aviso: en el informe de Elo falta { $what } (registro TRF { $record }); la FIDE lo necesita.
export-gap-event-name = el nombre del torneo
export-gap-city = la ciudad
export-gap-federation = la federación
export-gap-start-date = la fecha de inicio
export-gap-end-date = la fecha de finalización
export-gap-chief-arbiter = el árbitro principal
export-gap-round-dates = el calendario de rondas

## Noticeboard: the pages players open on their phones (src/noticeboard/)
nb-home-title = Tablón de anuncios
nb-untitled-event = Torneo
nb-nothing-published = Aún no hay ninguna ronda publicada
nb-round-of = Ronda { $round } de { $rounds }
nb-dates = Fechas
nb-system = Sistema de emparejamiento
nb-rounds = Rondas
nb-players = Jugadores
nb-rating = Elo
nb-points = Puntos
nb-place = Puesto
nb-performance = Performance
nb-place-after = { $place } tras la ronda { $round }
nb-nav-pairings = Emparejamientos
nb-nav-standings = Clasificación
nb-nav-crosstable = Tabla cruzada
nb-nav-players = Jugadores
nb-nav-screen = Modo pantalla
nb-col-round = R
nb-pairings-title = Emparejamientos, ronda { $round }
nb-standings-title = Clasificación tras la ronda { $round }
nb-crosstable-title = Tabla cruzada tras la ronda { $round }
nb-search-label = Encuentra tu tablero
nb-search-placeholder = Nombre o número
nb-search-button = Buscar
nb-search-hint = Escribe parte de tu nombre, o tu número inicial.
nb-search-none = No se ha encontrado a nadie para «{ $query }».
nb-seats-legend = Bajo cada nombre: número inicial · Elo · puntos antes de la ronda.
nb-answer-white = Tablero { $board }, blancas, contra { $opponent }
nb-answer-black = Tablero { $board }, negras, contra { $opponent }
nb-answer-bye = Sin partida en esta ronda: { $bye }
nb-other-rounds = Rondas:
nb-after-round = Tras la ronda:
nb-no-pairings = Aún no se ha publicado ninguna ronda. Los emparejamientos aparecen aquí en cuanto el árbitro los publica.
nb-no-standings = La clasificación aparece cuando están todos los resultados de una ronda publicada.
nb-no-players = Los jugadores aparecen aquí en cuanto se publica la primera ronda.
nb-auto-update = Esta página se actualiza sola.
nb-back-home = Volver al tablón
nb-screen-page = Página { $page } de { $pages }
nb-error-not-found = Página no encontrada
nb-error-method = Este tablón solo muestra páginas: aquí no se puede cambiar nada.
nb-error-render = No se pudieron generar las páginas del tablón: { $reason }
nb-error-bind = El tablón no puede escuchar en { $address }: { $reason }
nb-error-runtime = El tablón no pudo arrancar: { $reason }
nb-error-write = No se pudo escribir { $path }: { $reason }
cli-serve-listening = Tablón en { $url } (Ctrl+C lo detiene). Solo muestra las rondas publicadas.
cli-serve-loopback = Solo este ordenador puede abrirlo. Para los móviles de los jugadores, vincúlalo a la dirección de este ordenador en la red de la sala: { $addresses }
cli-serve-every-interface = Escucha en todas las redes de este ordenador.
cli-serve-updated = Tablón actualizado: última ronda publicada { $round }.
cli-serve-reload-failed = No se pudo volver a leer { $path }; el tablón conserva sus páginas: { $reason }
cli-site-written = Sitio web escrito en { $folder }
export-noticeboard = Los emparejamientos en tu móvil:
gui-nb-title = Tablón de anuncios
gui-nb-explain = Los jugadores ven las rondas publicadas en su móvil: emparejamientos con búsqueda, clasificación, tabla cruzada, su propia ficha. Nada antes de publicar una ronda, ni fechas de nacimiento ni registro; desde ahí no se puede cambiar nada. Muestra el torneo abierto.
gui-nb-network = Red de los móviles
gui-nb-this-computer = Solo este ordenador
gui-nb-refresh = Buscar de nuevo
gui-nb-port = Puerto
gui-nb-start = Iniciar el tablón
gui-nb-stop = Detener el tablón
gui-nb-off = Detenido: no se sirve nada.
gui-nb-running = En marcha: los jugadores de esta red abren
gui-nb-served = Páginas servidas: { $requests } · conexiones abiertas: { $open }
gui-nb-notice = ● Tablón en { $url }
gui-nb-started = El tablón funciona en { $url }. Solo se muestran las rondas publicadas.
gui-nb-stopped = El tablón está detenido.
gui-nb-no-network = Elige la red de los móviles de los jugadores.
gui-nb-bad-port = El puerto es un número de 1 a 65535.
gui-nb-export = Exportar sitio web
gui-nb-export-help = Las mismas páginas como archivos, junto al archivo del torneo, para la web de un club.
gui-nb-exported = Sitio web escrito: { $folder }

## Standings with FIDE tie-breaks (C.07). Codes (BH, SB, DE, ...) stay codes.
standings-tb-de = Encuentro directo
standings-tb-win = Número de victorias
standings-tb-won = Número de partidas ganadas
standings-tb-bpg = Partidas jugadas con negras
standings-tb-bwg = Partidas ganadas con negras
standings-tb-ps = Puntuación progresiva
standings-tb-rep = Rondas en que se eligió jugar
standings-tb-ge = Partidas en que se eligió jugar
standings-tb-std = Puntos estándar
standings-tb-tpn = Número de emparejamiento
standings-tb-bh = Buchholz
standings-tb-aob = Media del Buchholz de los rivales
standings-tb-fb = Fore Buchholz
standings-tb-sb = Sonneborn-Berger
standings-tb-ks = Sistema Koya
standings-tb-aro = Elo medio de los rivales
standings-tb-tpr = Rendimiento en el torneo (performance)
standings-tb-ptp = Rendimiento perfecto en el torneo
standings-tb-apro = Rendimiento medio de los rivales
standings-tb-appo = Rendimiento perfecto medio de los rivales
standings-tb-rtng = Elo
standings-modifier-cut = { $name }, Cut-{ $n }
standings-modifier-median = { $name }, Median-{ $n }
standings-error-unknown-code = Desempate desconocido «{ $code }». Use los códigos de FIDE C.07, p. ej. DE, BH, BH-C1, SB, ARO, TPR.
standings-error-unknown-modifier = Desempate «{ $code }»: modificador desconocido «{ $modifier }». Use C1, C2 (corte) o M1, M2 (mediana).
standings-error-modifier-not-allowed = Desempate «{ $code }»: el modificador { $modifier } no se le aplica.
standings-error-unknown-rules = Reglas desconocidas «{ $rules }». Use c07-2024 o c07-2026.
standings-error-round = No es posible la clasificación tras la ronda { $round }: el archivo tiene { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}.
standings-error-json = No se puede escribir la clasificación como JSON: { $reason }
standings-heading = Clasificación tras la ronda { $round } ({ $rules })
standings-col-place = Pos.
standings-col-tpn = N.º
standings-col-name = Nombre
standings-col-team = Equipo
standings-col-points = Ptos.
standings-legend = Desempates:
standings-undefined = -
standings-lots-note = Los participantes que comparten puesto se listan en un orden sorteado.

## Explain
explain-title = Ronda { $round } emparejada con: { $system }
explain-bracket = Grupo { $number }: puntuación { $score } ({ $kind })
explain-kind-ordinary = ordinario
explain-kind-ppb = penúltimo grupo, emparejado de nuevo para que la ronda pueda completarse
explain-kind-clb = último grupo colapsado
explain-kind-last = último grupo, asigna el descanso

# Sistema suizo basado en el rating (1998): los pasos del procedimiento en explain
system-rating1998 = Sistema suizo FIDE basado en el rating (1992/97/98)
rating1998-homogeneous = C.3–C.5: grupo homogéneo, p = { $p }, x = { $x }
rating1998-heterogeneous = C.3–C.5: grupo heterogéneo, los { $p } jugadores bajados en S1, x = { $x }
rating1998-no-opponent = C.1: sin rival en este grupo para { $players }: bajados
rating1998-down-dropped = C.9: se abandona { $criterion } para las bajadas
rating1998-up-dropped = C.10: se abandona { $criterion } para las subidas
rating1998-x-raised = C.11: x sube a { $x }
rating1998-p-lowered = C.14: p baja a { $p } (parejas en el resto: { $remainder })
rating1998-all-down = C.14: p llegó a cero, todo el grupo baja
rating1998-found = C.6: la primera transposición aceptable de S2 (D.1) da el emparejamiento
rating1998-exchange = C.8: { $s1 } de S1 intercambiados con { $s2 } de S2 (D.2, números dentro del grupo)
rating1998-repaired-next = C.12: emparejado de nuevo para que el grupo siguiente pueda emparejar a todos sus bajados
rating1998-repair-failed = C.12: ningún otro emparejamiento del grupo superior permite emparejar aquí a todos los bajados
rating1998-repaired-lowest = C.13: emparejado de nuevo para que el grupo más bajo pueda emparejarse
rating1998-joined = C.13: unido con el grupo superior en un nuevo grupo más bajo
dutch2012-homogeneous = C.2: grupo de puntuación homogéneo (A.3), P0 = { $p0 }, X1 = { $x1 }
dutch2012-heterogeneous = C.2: grupo de puntuación heterogéneo (A.3), P0 = { $p0 }, M0 = { $m0 }, X1 = { $x1 }
dutch2012-treated-homogeneous = C.2: grupo de puntuación tratado como homogéneo (A.3: al menos la mitad de sus jugadores vino de arriba, M0 = { $m0 }), P0 = { $p0 }, X1 = { $x1 }
dutch2012-z1 = C.2: ronda par, Z1 = { $z1 }
dutch2012-c1 = C.1: sin rival en este grupo para { $players }: bajan al grupo siguiente
dutch2012-m1-lowered = C.14.b.2: M1 reducido a { $m1 } de M0 = { $m0 } jugadores bajados (D.3: los más altos primero)
dutch2012-m1-lowered-d4 = C.14.b.2: M1 reducido a { $m1 } de M0 = { $m0 } jugadores bajados (D.4: el factor B3 de todo el grupo unido decide cuáles)
dutch2012-p1-lowered = C.14: P1 reducido a { $p1 }, X1 a { $x1 }
dutch2012-all-down = C.14.a: P1 llegó a cero, todo el grupo baja al siguiente
dutch2012-c10a = C.10.a: B.6 abandonado para los flotantes ascendentes ({ $players })
dutch2012-c10b = C.10.b: B.5 abandonado para los flotantes ascendentes ({ $players })
dutch2012-c10c = C.10.c: B.6 abandonado para los flotantes descendentes ({ $players })
dutch2012-c10d = C.10.d: B.5 abandonado para los flotantes descendentes ({ $players })
dutch2012-x-raised = C.10.e: X aumentado a { $x } emparejamientos que no cumplen todas las preferencias de color
dutch2012-z-raised = C.10.e: Z aumentado a { $z } emparejamientos que no cumplen todas las preferencias fuertes de color
dutch2012-c10f = C.10.f: A.7.d abandonado para { $pairs } emparejamientos (las preferencias fuertes ya no se tratan como absolutas)
dutch2012-c10g = C.10.g: B.2 abandonado para los líderes { $players }
dutch2012-kind-penultimate = C.13: penúltimo grupo de puntuación, emparejado de nuevo para que el grupo más bajo pueda emparejarse
dutch2012-kind-joined = C.13: grupo de puntuación más bajo, unido con los grupos superiores
explain-residents = Residentes
explain-mdps = Bajados
explain-pairs = Parejas
explain-downfloaters = Flotante descendente
explain-float-bye = recibe el descanso asignado por el emparejamiento
explain-float-limbo = bajado otra vez: ningún residente podía emparejarse con él (Limbo)
explain-float-odd = el grupo tiene un número impar de jugadores
explain-float-forced = ningún emparejamiento mejor lo deja en el grupo (criterios absolutos, compleción o un criterio superior)
explain-dev-mdps = jugadores bajados no emparejados aquí: { $players }
explain-dev-preference = preferencia de color no concedida: { $players }
explain-dev-strong = preferencia fuerte de color no concedida: { $players }
explain-dev-down = flotante descendente otra vez tras serlo en la ronda anterior: { $players }
explain-dev-up = flotante ascendente otra vez tras serlo en la ronda anterior: { $players }
explain-dev-down-2 = flotante descendente otra vez tras serlo dos rondas antes: { $players }
explain-dev-up-2 = flotante ascendente otra vez tras serlo dos rondas antes: { $players }
explain-colours = Colores
explain-board = Mesa
explain-colour-e1 = ambas preferencias concedidas
explain-colour-e2 = concedida la preferencia más fuerte
explain-colour-e3 = colores alternados desde la última ronda en que fueron distintos
explain-colour-e4 = concedida la preferencia del jugador mejor clasificado
explain-colour-e5 = color inicial según el número de emparejamiento del jugador mejor clasificado
explain-team-bye = El equipo { $team } recibe el descanso asignado (3.4: la puntuación más baja, luego más encuentros jugados, luego el número más alto, entre los equipos que dejan a los demás un emparejamiento legal)
explain-team-upfloaters = Flotantes hacia arriba (3.5): { $teams }
explain-team-c6-failed = [C6] no se pudo cumplir: ningún conjunto de flotantes deja emparejable el grupo de puntuación siguiente con los mínimos flotantes que necesita
explain-team-c7 = [C7]: { $count } flotante(s) ya flotaron en la ronda anterior
explain-team-kind-bye = el descanso asignado, primero (3.4)
explain-team-kind-bracket = el grupo de cabeza con sus flotantes (3.5, 3.6)
explain-colour-team-initial = ningún equipo ha jugado: color inicial según el número del primer equipo
explain-colour-team-only = concedida la única preferencia de color
explain-colour-team-opposite = concedidas ambas preferencias opuestas
explain-colour-team-strong = concedida la única preferencia fuerte
explain-colour-team-difference = blancas para el equipo con la menor diferencia de colores
explain-colour-team-alternation = colores alternados desde el último encuentro en que diferían
explain-colour-team-first-preference = concedida la preferencia del primer equipo
explain-colour-team-first-alternates = el primer equipo alterna desde su último encuentro jugado
explain-colour-team-other-alternates = el otro equipo alterna desde su último encuentro jugado
explain-colour-dubov1997-due = cada jugador recibe el color que le corresponde
explain-colour-dubov1997-equalise = se igualan los números de partidas con blancas y con negras
explain-colour-dubov1997-aro = blancas para el jugador con el ARO más alto
explain-colour-dubov1997-rating = blancas para el jugador con la puntuación Elo más baja
explain-bye = Descanso asignado por el emparejamiento: { $tpn }
explain-seeding-round = Una ronda de siembra ({ $article }), emparejada con el { $rules }: los artículos de abajo son los de ese sistema.
export-col-bye = Descanso
command-error-reason-required = Un cambio manual de un emparejamiento, o la corrección de un resultado publicado, necesita un motivo.
command-error-correction-required = El resultado del tablero { $board } de la ronda { $round } está publicado: se cambia como corrección, con un motivo.
command-error-absolute = El emparejamiento incumple reglas absolutas; confírmelo explícitamente para mantenerlo: { $findings }

## Audit log
audit-create = Torneo creado
audit-import = Importado
audit-edit-event = Datos del torneo modificados
audit-edit-settings = Configuración modificada
audit-add-player = Jugador añadido
audit-edit-player = Jugador modificado
audit-remove-player = Jugador eliminado
audit-withdraw = Jugador retirado
audit-request-bye = Descanso solicitado
audit-forbid-pair = Pareja prohibida
audit-allow-pair = Emparejamiento prohibido levantado
audit-undo = Deshecho: { $action }
audit-redo = Rehecho: { $action }
audit-renumber = Números de emparejamiento modificados
audit-pair-round = Ronda emparejada
audit-override = Emparejamiento cambiado a mano
audit-correct-published = Emparejamiento publicado corregido
audit-unpair = Emparejamiento de la ronda deshecho
audit-publish = Ronda publicada
audit-enter-result = Resultado introducido
audit-correct-result = Resultado corregido
audit-round = ronda { $round }
audit-before = antes
audit-after = después
audit-reason = motivo
audit-finding = control
audit-notice = rondas siguientes
correction-later-rounds = { $count ->
    [one] La ronda { $rounds } ya estaba emparejada con el resultado anterior;
   *[other] Las rondas { $rounds } ya estaban emparejadas con el resultado anterior;
}
correction-score-changes = { $count ->
    [one] cambia la puntuación de un jugador ({ $players }).
   *[other] cambian las puntuaciones de { $count } jugadores ({ $players }).
}
correction-no-score-change = no cambia ninguna puntuación.
correction-pairings-stand = Los emparejamientos hechos con el resultado anterior se mantienen (C.04.2 4.3).
correction-repaired = La ronda { $round } no estaba publicada ni empezada: se deshace su emparejamiento para volver a emparejarla con el resultado corregido.
audit-filter-actor = árbitro «{ $actor }»
audit-filter-text = que contienen «{ $text }»
audit-filter-shown = mostradas: { $filter }
audit-changes = cambios
audit-player = { $name } ({ $tpn })
audit-unknown-player = jugador { $tpn }
audit-no-result = sin resultado
audit-board = Tablero { $board } · { $white } – { $black }
audit-changed-mark = ◀ cambiado
audit-bye-line = { $player }: { $kind }
audit-no-bye = sin descanso
audit-bye-request = { $player }, ronda { $round }: { $kind }
audit-status-active = juega
audit-status-withdrawn = retirado desde la ronda { $round }
audit-empty-value = —
audit-field-deputies = Árbitros adjuntos
audit-field-type = Tipo de torneo
audit-field-round-dates = Fechas de las rondas
audit-field-sex = Sexo
audit-field-k = Factor K
audit-field-birth = Fecha de nacimiento
audit-sex-male = masculino
audit-sex-female = femenino
audit-scoring = victoria { $win }, tablas { $draw }, derrota { $loss }; incomparecencia { $forfeit_win } / { $forfeit_loss }; descansos: asignado { $pairing_bye }, de un punto { $full_bye }, de medio punto { $half_bye }, de cero puntos { $zero_bye }
gui-error-no-display = No se encontró ninguna pantalla gráfica (DISPLAY y WAYLAND_DISPLAY no están definidas), así que la aplicación de escritorio no puede abrirse. Los subcomandos funcionan sin ella: vea swissdesk --help.
command-error-settings-locked = El sistema de emparejamiento, el color inicial y la puntuación no pueden cambiar una vez emparejada una ronda.
command-error-too-few-rounds = El torneo no puede tener menos rondas que las { $paired } ya emparejadas.
command-error-results-missing = Introduzca todos los resultados de la ronda { $round } antes de emparejar la siguiente.
command-error-all-rounds-paired = { $rounds ->
    [one] La ronda prevista está emparejada.
   *[other] Las { $rounds } rondas previstas están emparejadas.
}
command-error-no-rounds = Un torneo necesita al menos una ronda.

# Desktop app: overrides, explanations, audit log, settings, printouts
gui-tab-audit = Registro
gui-tab-settings = Ajustes
gui-flip-colours = Invertir colores…
gui-change-players = Cambiar jugadores…
gui-edit-pairing = Editar todo el emparejamiento…
gui-explain = ¿Por qué este emparejamiento?
gui-override-heading = Cambiar a mano el emparejamiento de la ronda { $round }
gui-override-help = Elija un jugador para un puesto: si ya ocupa otro puesto, pasa al que queda libre. Así se intercambian dos jugadores, se sustituye a un rival o se mueve el descanso. ⇄ invierte los colores de una mesa. «Vaciar todas las mesas» empareja toda la ronda a mano.
gui-override-published = La ronda { $round } está publicada: al guardar se corrige el emparejamiento publicado, y el registro lo anota como tal.
gui-override-nobody = — nadie —
gui-override-bye = Descanso asignado por el emparejamiento
gui-override-bye-row = Descanso asignado
gui-override-pick-heading = Elegir: { $place }
gui-override-pick-white = Blancas en el tablero { $board }
gui-override-pick-black = Negras en el tablero { $board }
gui-override-pick-placeholder = Parte del nombre o número de orden
gui-override-pick-count = { $count ->
    [one] coincide un jugador (Intro elige el primero)
    [many] coinciden { $count } jugadores (Intro elige el primero)
   *[other] coinciden { $count } jugadores (Intro elige el primero)
}
gui-override-on-board = tablero { $board }
gui-override-unplaced = sin lugar
gui-override-add-board = Añadir una mesa
gui-override-clear = Vaciar todas las mesas
gui-override-reset = Deshacer todos los cambios
gui-override-missing = Aún por emparejar ({ $count }): { $players }
gui-override-findings = Control de las reglas
gui-override-checking = Comprobando el emparejamiento…
gui-override-no-findings = Sin observaciones: el emparejamiento cumple todas las reglas y es tan bueno como el del programa.
gui-override-reason-placeholder = Motivo del cambio (obligatorio, queda en el registro)
gui-override-confirm = Confirmo este emparejamiento aunque infringe una regla absoluta.
gui-override-save = Guardar el emparejamiento
gui-override-save-published = Corregir el emparejamiento publicado
gui-override-unchanged = Todavía no se ha cambiado nada.
gui-override-incomplete = La mesa { $board } necesita dos jugadores.
gui-override-wait = Espere al control de las reglas.
gui-override-reason-required = Indique el motivo del cambio.
gui-override-confirm-required = Confirme primero la infracción de la regla absoluta.
gui-override-saved = Se cambió el emparejamiento y el cambio quedó registrado.
gui-team-override-heading = Cambiar a mano el emparejamiento de equipos de la ronda { $round }
gui-team-override-help = Elija un equipo para un puesto: un equipo que ya tiene otro puesto ocupa el que queda libre; así se intercambian rivales o se mueve el descanso asignado por el emparejamiento. ⇄ intercambia los colores de un encuentro (el primer equipo lleva blancas en el tablero 1). Cada equipo conserva su alineación. Un encuentro con resultado queda como está. «Vaciar todos los encuentros» empareja toda la ronda a mano.
gui-team-override-white = Blancas en el tablero 1
gui-team-override-black = Negras en el tablero 1
gui-team-override-pick-white = Blancas en el tablero 1 del encuentro { $number }
gui-team-override-pick-black = Negras en el tablero 1 del encuentro { $number }
gui-team-override-on-match = encuentro { $number }
gui-team-override-pick-placeholder = Parte del nombre o número del equipo
gui-team-override-pick-count = { $count ->
    [one] coincide un equipo (Intro elige el primero)
    [many] coinciden { $count } equipos (Intro elige el primero)
   *[other] coinciden { $count } equipos (Intro elige el primero)
}
gui-team-override-add-match = Añadir un encuentro
gui-team-override-clear = Vaciar todos los encuentros
gui-team-override-incomplete = El encuentro { $number } necesita dos equipos.
gui-team-override-missing = Equipos aún por emparejar ({ $count }): { $teams }
gui-team-override-locked = El encuentro { $white } – { $black } tiene resultados: queda como está (borre antes sus resultados si son un error).
gui-team-exchange-colours = Intercambiar colores…
gui-team-change-pairing = Cambiar el emparejamiento…
gui-explain-heading = Cómo empareja el programa la ronda { $round }
gui-explain-close = Cerrar
gui-explain-working = El programa vuelve a emparejar la ronda para explicarla…
gui-explain-changed = Esta ronda se cambió a mano: la explicación muestra el emparejamiento propio del programa.
gui-explain-highlight = Resaltados: el grupo y la mesa de { $players }.
gui-audit-heading = Registro de cambios
gui-audit-all-rounds = Todas las rondas
gui-audit-actor-placeholder = Árbitro
gui-audit-text-placeholder = Buscar en antes, después, motivo y observaciones
gui-audit-clear-filter = Mostrar todo
gui-audit-count = { $shown } de { $total ->
    [one] { $total } entrada, las más recientes primero
    [many] { $total } entradas, las más recientes primero
   *[other] { $total } entradas, las más recientes primero
}
gui-audit-empty = Todavía no se ha registrado nada.
gui-audit-unfold = Mostrar todas las líneas
gui-audit-fold = Mostrar menos líneas
gui-audit-hidden-lines = { $count ->
    [one] … y una línea más
   *[other] … y { $count } líneas más
}
gui-export-menu = Imprimir / exportar
gui-export-pairings = Emparejamientos (PDF)
gui-export-alphabetical = Emparejamientos por nombre (PDF)
gui-export-slips = Planillas de resultado (PDF)
gui-export-standings = Clasificación (PDF)
gui-export-wallchart = Tabla cruzada (PDF)
gui-export-players = Lista de jugadores (PDF)
gui-export-trf16 = Informe Elo TRF-16
gui-export-trf2026 = Archivo TRF-2026
gui-export-trf16-changes = Informe Elo TRF-16 con los cambios del árbitro (### SDX)
gui-export-trf2026-changes = Archivo TRF-2026 con los cambios del árbitro (### SDX)
gui-export-audit-text = Exportar como texto
gui-export-audit-pdf = Exportar como PDF
gui-export-cancelled = Exportación cancelada.
gui-export-writing = Escribiendo el archivo…
gui-export-written = Escrito en { $path }.
gui-export-failed = La exportación falló. { $error }
gui-filter-pdf = Documento PDF
gui-filter-text = Archivo de texto
gui-settings-arbiter-heading = Árbitro
gui-settings-arbiter-help = Su nombre queda en el registro con cada cambio que haga.
gui-settings-arbiter-placeholder = Su nombre (p. ej. AI Ana Ejemplo)
gui-settings-arbiter-save = Usar este nombre
gui-settings-actor = Los cambios se registran a nombre de: { $name }
gui-settings-language-heading = Idioma
gui-settings-language-help = El idioma del programa, de los impresos y de las etiquetas del registro. Los nombres de los jugadores y los códigos FIDE no cambian.
gui-arbiter-saved = Los cambios se registran ahora a nombre de { $name }.
gui-language-changed = Se cambió el idioma.
gui-language-failed = El idioma { $language } no está disponible.
gui-language-en = English
gui-language-fr = Français
gui-language-de = Deutsch
gui-language-es = Español
gui-language-ru = Русский
gui-standings-incomplete = La ronda { $round } aún no ha terminado: esta es la clasificación tras la ronda { $after }.
gui-tiebreaks-invalid = La lista de desempates no se puede usar ({ $error }): los empatados a puntos se listan por número inicial.
gui-tiebreaks-legend = Desempates por orden: { $list }
gui-field-tiebreaks = Desempates
gui-tiebreaks-help = Códigos C.07 en el orden en que se aplican, p. ej. DE, BH-C1, BH, SB.
# The same help in a team event: C.07 Article 13 codes (the team tie-breaks).
gui-tiebreaks-team-help = Códigos C.07 por equipos (artículo 13) en el orden en que se aplican, p. ej. MPVGP, EDE, EMGSB, BC.
gui-error-tiebreaks = Desempates: { $error }
gui-late-entry-heading = Inscripción tardía
gui-late-entry-help = La ronda 1 está emparejada: un jugador nuevo recibe el número inicial de su puesto en el ranking inicial (los siguientes bajan un puesto), y las rondas ya jugadas cuentan como ausencias.
gui-repair-offer = La ronda { $round } está emparejada pero no publicada y aún no tiene resultados: vuelva a emparejarla para incluir al nuevo jugador.
gui-repair = Volver a emparejar la ronda { $round }
gui-assign-numbers = Asignar números iniciales por Elo
gui-numbers-assigned = Se asignaron los números iniciales por Elo.
gui-players-list = Lista de jugadores
gui-players-requests = Descansos y parejas prohibidas
gui-bye-heading = Descansos solicitados
gui-bye-help = Un descanso pedido por adelantado, para rondas aún no emparejadas.
gui-bye-rounds = Rondas:
gui-bye-no-rounds = Todas las rondas previstas están emparejadas.
gui-bye-request = Solicitar el descanso
gui-bye-request-zero = descanso de cero puntos
gui-bye-request-cancel = sin descanso (anular la solicitud)
gui-bye-line = { $tpn } { $name }, ronda { $round }
gui-bye-cancel = Anular
gui-bye-none = No hay descansos solicitados.
gui-forbid-heading = Parejas prohibidas
gui-forbid-help = Jugadores que no deben enfrentarse entre sí (familiares, compañeros de equipo).
gui-forbid = Prohibir esta pareja
gui-forbid-none = No hay parejas prohibidas.
gui-allow-pair = Levantar
gui-error-choose-player = Elija un jugador.
gui-error-choose-rounds = Elija al menos una ronda aún no emparejada.
gui-error-choose-two = Elija dos jugadores distintos.
gui-requests-applied = { $count ->
    [one] Se registró una solicitud de descanso.
    [many] Se registraron { $count } solicitudes de descanso.
   *[other] Se registraron { $count } solicitudes de descanso.
}

## FIDE rating lists and rating changes (issue 20)
audit-update-ratings = Elo actualizado desde una lista FIDE
command-error-too-many-players = Un torneo puede tener como máximo 9999 jugadores: el informe de Elo FIDE (TRF) da a cada uno un número de emparejamiento de cuatro cifras (se pidieron { $asked }).
command-error-rating-too-high = { $rating } no puede ser un Elo: el informe de Elo FIDE (TRF) admite Elos de cuatro cifras como máximo (hasta 9999).
command-error-ratings-frozen = El Elo ya no se puede actualizar desde una lista: la ronda 1 está emparejada, y el ranking inicial y las variaciones de Elo parten del Elo de la ronda 1.
rating-kind-standard = estándar
rating-kind-rapid = rápido
rating-kind-blitz = blitz
rating-list-field-line = línea
rating-list-field-id = ID FIDE
rating-list-field-name = nombre
rating-list-field-federation = federación
rating-list-field-sex = sexo
rating-list-field-title = título
rating-list-field-women-title = título femenino
rating-list-field-rating = Elo { $kind }
rating-list-field-games = partidas { $kind }
rating-list-field-k = K { $kind }
rating-list-field-birth-year = año de nacimiento
rating-list-field-flag = indicador
rating-list-line-skipped = línea { $line }: { $field } «{ $value }» no es válido aquí; la línea se ha omitido
rating-list-error-read = No se puede leer { $path }: { $reason }
rating-list-error-zip = { $path } no es un archivo zip legible: { $reason }
rating-list-error-zip-empty = { $path } no contiene ninguna lista de Elo (ningún archivo .txt o .xml).
rating-list-error-header = { $path }, línea { $line }: no es la cabecera de una lista de Elo FIDE: { $reason }
rating-list-header-unknown = columna desconocida «{ $label }»
rating-list-header-missing = falta la columna «{ $column }»
rating-list-error-kind = { $path } es una lista de un solo ritmo y su nombre no dice cuál (estándar, rápido o blitz): elija el ritmo (en la línea de órdenes: --kind).
rating-list-error-xml = { $path }, línea { $line }: XML mal formado: { $reason }
rating-list-error-empty = { $path } está vacío.
rating-list-error-no-players = { $path }: no se pudo leer ningún jugador ({ $skipped } líneas omitidas; la primera: { $first }).
rating-list-error-write = No se puede escribir { $path }: { $reason }
rating-list-error-corrupt = La lista de Elo guardada { $path } está dañada ({ $reason }); vuelva a importar la lista.
rating-list-error-none = Aún no se ha importado ninguna lista de Elo FIDE: importe un archivo de lista o descargue la lista.
rating-list-error-no-data-dir = No hay carpeta de datos para la lista de Elo: defina SWISSDESK_DATA_DIR.
rating-list-error-download = La descarga de { $url } ha fallado: { $reason }
rating-list-damaged-moved = La lista de Elo dañada se ha guardado como { $path }.
rating-list-imported = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} ({ $kinds }, { $month }) de { $source }
rating-list-month-unknown = mes desconocido
rating-list-skipped-count = { $count ->
    [one] Se omitió una línea (véase arriba).
   *[other] Se omitieron { $count } líneas (véase arriba).
}
rating-list-kept = Lista de Elo guardada en { $path }: { $players } jugadores.
rating-list-info-kind = { $kind }: { $month }, { $rated } jugadores con Elo, de { $source }, importada el { $imported }
rating-list-downloading = Descargando { $url } …
rating-list-update-none = Nada que actualizar: el Elo, la K y los títulos de los jugadores coinciden con la lista.
rating-list-updated = { $count ->
    [one] Un jugador actualizado en { $path }.
   *[other] { $count } jugadores actualizados en { $path }.
}
rating-list-description = lista FIDE { $kind }, { $month }
rating-bench-list = Lista generada: { $players } jugadores, { $megabytes } MB (formato TXT combinado)
rating-bench-import = Importación (leer, combinar, guardar): { $seconds } s, { $skipped } líneas omitidas
rating-bench-load = Carga: mediana { $median } s, máximo { $max } s en { $runs } ejecuciones (archivo de { $megabytes } MB)
rating-bench-search = Búsqueda al teclear: { $count } pulsaciones, mediana { $median } ms, percentil 99 { $p99 } ms, máximo { $max } ms (la más lenta: «{ $worst }»)
rating-bench-letter = Una letra «{ $letter }»: mediana { $median } ms, máximo { $max } ms
gui-fide-heading = Inscribir desde la lista de Elo FIDE
gui-registration-folded = plegado mientras la lista está desplazada: haga clic para abrir
gui-fide-placeholder = Escriba parte de un nombre o un ID FIDE
gui-fide-loading = Cargando la lista de Elo…
gui-fide-status = lista { $kind } { $month } · { $players } jugadores con Elo
gui-fide-no-kind = Aún no se ha importado ninguna lista { $kind }.
gui-fide-no-match = Ningún jugador coincide.
gui-fide-hint = Intro inscribe al jugador resaltado; ↑ ↓ eligen otro.
gui-fide-inactive = { $name } (inactivo)
gui-fide-import = Importar un archivo de lista…
gui-fide-download = Descargar de la FIDE
gui-fide-update = Actualizar el Elo desde la lista
gui-fide-importing = Importando la lista…
gui-fide-download-progress = Descargando la lista de { $month }: { $received } de { $total } MB
gui-fide-download-unknown = Descargando la lista: { $received } MB
gui-fide-imported = { $players ->
    [one] { $players } jugador importado
   *[other] { $players } jugadores importados
} ({ $kinds }, { $month }).
gui-fide-skipped = { $count ->
    [one] Una línea omitida: { $first }
   *[other] { $count } líneas omitidas; la primera: { $first }
}
gui-fide-filter = Listas de Elo FIDE
gui-fide-already = { $name } ya está inscrito (n.º { $tpn }).
gui-fide-added = { $name } inscrito.
gui-col-born = Nac.
gui-col-performance = Rp
gui-col-rating-change = ±
gui-card-rated = Elo { $rating }, K { $k } ({ $rule })
gui-card-unrated = sin Elo
gui-card-unrated-short = sin Elo
gui-card-close = Cerrar
gui-card-round = Rd
gui-card-opponent = Rival
gui-card-score = Res.
gui-card-no-games = Aún no hay partidas.
gui-card-change = { $games ->
    [one] { $games } partida valorada
   *[other] { $games } partidas valoradas
}: { $score } puntos, esperado { $expected }; variación K × ΣΔR = { $change } (K { $k }): { $rating } pasa a { $new }.
gui-card-k-capped = K se reduce a { $k } para que K × { $games } partidas no supere 700 (B.02 8.3.3).
gui-card-initial = Elo inicial según este torneo: { $rating } (Ra { $average }, con dos tablas contra 1800; { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} contra rivales con Elo, { $score } puntos).
gui-card-initial-zero = Una puntuación nula en el primer torneo no se tiene en cuenta (B.02 8.2.1).
gui-card-initial-games = Un Elo inicial se publica cuando se basa en 5 partidas contra rivales con Elo (B.02 7.1.4); este torneo tiene { $games }.
gui-card-performance = Rendimiento { $rating } (media de los rivales { $average }, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $score } puntos).
gui-card-rules = Reglamento de Elo FIDE (B.02, desde el 1 de marzo de 2024): regla de los 400 puntos, factor K, partidas no jugadas y rivales sin Elo no cuentan; el torneo se cuenta como un periodo propio.
rating-not-rated-pending = aún sin resultado
rating-not-rated-unplayed = no jugada: no valorada
rating-not-rated-short = menos de una jugada: no valorada
rating-not-rated-opponent = rival sin Elo: no valorada
rating-not-rated-gap = regla de los 600 puntos: no valorada
rating-counts-initial = cuenta para el Elo inicial
rating-k-list = según la lista
rating-k-2400 = alcanzó 2400
rating-k-junior = juvenil por debajo de 2300
rating-k-default = por debajo de 2400
export-col-performance = Rp
export-col-rating-change = ±
dubov-note-bye = Bye asignado por emparejamiento (3.1): { $player }, la menor puntuación, luego más partidas jugadas, luego el mayor número de emparejamiento entre quienes pueden recibirlo y dejan emparejables a los demás
dubov-note-upfloaters = Flotantes ascendentes (3.2.2; ARO entre paréntesis): { $players }
dubov-note-g1 = G1, los que buscan blancas (3.2.3; ARO entre paréntesis): { $players }
dubov-note-shift-unavoidable = Pasados al otro subgrupo porque deben enfrentarse a su propio subgrupo (3.2.4.1): { $players }
dubov-note-shift-equalise = Pasados para igualar los subgrupos (3.2.4.2): { $players }
dubov-note-s1 = S1, G1 por ARO ascendente (3.2.5): { $players }
dubov-note-t2 = Sus rivales, la primera transposición legal de G2 (3.2.6): { $players }
burstein-note-order = Orden en el grupo (1.8: Buchholz, luego Sonneborn-Berger, entre paréntesis; luego número inicial): { $players }
burstein-note-bye = Descanso asignado por el emparejamiento (3.1): { $player }, la puntuación más baja, luego más partidas jugadas, luego la clasificación más baja (1.8) entre quienes pueden recibirlo ([C2]) y dejan emparejables a los demás
# Baku acceleration (C.04.7)
cli-baku-help = Calcula la aceleración Bakú (C.04.7) a partir del torneo: grupo A, puntos virtuales por ronda
baku-error-scoring-2017 = La aceleración Bakú anterior a 2026 exige la puntuación 1 – ½ – 0; este torneo puntúa { $win } – { $draw } – { $loss }.
baku-error-scoring-2026 = La aceleración Bakú (C.04.7 1.1) exige que una victoria valga dos tablas y una derrota nada; este torneo puntúa { $win } – { $draw } – { $loss }.
baku-error-game-points = La aceleración Bakú no puede usarse cuando los puntos de partida son la puntuación principal (C.04.7 1.4.4)
gui-field-acceleration = Aceleración
acceleration-none = Ninguna
acceleration-baku = Bakú (C.04.7)
gui-acceleration-help = Bakú: el grupo A (los 2·⌈N/4⌉ primeros números de emparejamiento) recibe puntos virtuales en la primera mitad de las rondas; la tabla se escribe en la exportación TRF.
audit-baku-group = Grupo Bakú cambiado
audit-add-team = Equipo añadido
audit-edit-team = Equipo modificado
audit-remove-team = Equipo eliminado
audit-set-lineup = Alineación introducida
audit-team-event = Torneo por equipos (sistema suizo por equipos C.04.6)
team-board-empty = tablero vacío
command-error-not-team-event = Este no es un torneo por equipos.
command-error-no-team = No hay equipo { $team }.
command-error-team-played = El equipo { $team } ya ha jugado: retírelo en lugar de eliminarlo.
command-error-lineup = La alineación del equipo { $team } para la ronda { $round } nombra a un jugador que no está en su plantilla, a un jugador dos veces o más jugadores que tableros.
command-error-player-in-team = El jugador { $tpn } ya está en el equipo { $team }.
command-error-team-withdrawn-while-paired = El equipo { $team } ya está emparejado en la ronda { $round }: una retirada se aplica a partir de una ronda posterior a las emparejadas.
command-error-team-withdrawn = El equipo { $team } está retirado en la ronda { $round }: no recibe descanso.
command-error-match-has-results = Ronda { $round }: el encuentro { $white } – { $black } tiene resultados (o se perdió por incomparecencia); su emparejamiento se mantiene. Borre primero sus resultados si se introdujeron por error.
audit-withdraw-team = Equipo retirado
audit-team-byes-dropped = { $count ->
    [one] descanso solicitado anulado (ronda { $rounds })
   *[other] descansos solicitados anulados (rondas { $rounds })
}
audit-baku-group-of = Grupo Bakú de { $player }
command-error-baku-not-set = El torneo no usa la aceleración Bakú (ajustes del torneo, Aceleración).
command-error-baku-over = La ronda { $round } no tiene puntos virtuales: la aceleración Bakú solo cubre las rondas 1–{ $last } (C.04.7 1.4), así que el grupo ya no importa.
command-error-baku-not-next = Un grupo Bakú cambia a partir de la próxima ronda por emparejar, la ronda { $next }, no desde la ronda { $round }.
gui-col-baku = Bakú R{ $round }
gui-players-baku-hint = Aceleración Bakú (C.04.7), ronda { $round }: el grupo A se empareja con { $points } puntos virtuales. Pulse el grupo de un jugador para moverlo.
gui-baku-heading = Grupo Bakú de { $player }
gui-baku-help = El cambio vale desde la ronda { $round }, la próxima por emparejar; las rondas ya emparejadas conservan sus puntos virtuales. Según la regla, este jugador va en el grupo { $group }. El cambio y su motivo quedan en el registro.
gui-baku-now = Ahora en el grupo { $group } para la ronda { $round }.
gui-baku-move = Mover al grupo { $group }
gui-baku-reason = Motivo (obligatorio)
standings-col-pairing-score = PE
standings-pairing-score-note = PE: puntuación de emparejamiento para la ronda { $round }, puntos más puntos virtuales Bakú (C.04.7 1.5); la clasificación usa solo los puntos.
label-acceleration = Aceleración
dubov1997-note-bye = Descanso (4): { $player }, el R más bajo del grupo de puntuación más bajo (debido al color dominante, luego el ARO más alto), entre quienes pueden recibirlo (2.2) y dejan emparejables a los demás
dubov1997-note-first-round = Primera ronda (5): la mitad superior contra la inferior, fila a fila: { $pairs }
dubov1997-note-beyond-transfer-limits = Parejas de esta ronda fuera de los límites de traslados hacia arriba (2.5), las menos que tiene un emparejamiento de la ronda (9): { $count }
dubov1997-note-floater-pairs = Flotantes de grupos superiores emparejados primero (8.1, 8.2): { $pairs }
dubov1997-note-transfer-player = Trasladado hacia arriba para un jugador sin rival posible en su grupo (7.1): { $pairs }
dubov1997-note-transfer-odd = Trasladado hacia arriba porque el grupo era impar (7.2): { $player }
dubov1997-note-to-black = Pasados del subgrupo de blancas al de negras (7.3): { $players }
dubov1997-note-to-white = Pasados del subgrupo de negras al de blancas (7.4): { $players }
dubov1997-note-whites = Jugadores «blancos» por ARO ascendente (6.2): { $players }
dubov1997-note-blacks = Jugadores «negros» por R descendente (6.2): { $players }

## Round robins (Berger tables, C.05 Annex 1)
roundrobin-error-not-round-robin = Este torneo es por sistema suizo, no un round robin.
roundrobin-error-too-few = Un round robin necesita al menos 3 participantes; este torneo tiene { $count }.
roundrobin-error-numbers = Los números de emparejamiento de un round robin son sus números de tabla, del 1 al { $count }: falta el número { $missing }. Sortee o fije primero los números.
roundrobin-error-all-paired = Las { $rounds } rondas del round robin están emparejadas.
roundrobin-error-no-round = El round robin tiene { $rounds } rondas: no hay ronda { $round }.
roundrobin-error-not-berger = La ronda { $round } del archivo no es la de la tabla Berger con estos números.
lots-error-varma-size = Las tablas Varma sirven para 9 a 24 jugadores; este torneo tiene { $count }.
command-error-rr-numbers-fixed = Los números de un round robin quedan fijos en cuanto se publica la ronda 1 o se anota un resultado.
command-error-rr-numbers-invalid = Los números de un round robin deben ir del 1 al { $count }, cada uno una vez.
command-error-rr-late-entry = Un round robin no admite inscripciones tardías: la tabla Berger depende del número de participantes y uno nuevo cambiaría cada ronda ya emparejada.
command-error-rr-no-byes = Un round robin no tiene byes a petición: cada ronda la fija la tabla Berger. Quien no pueda jugar pierde por incomparecencia o se retira.
lots-audit-plain = Sorteo, semilla { $seed }: { $order }
lots-audit-varma = Sorteo restringido (tablas Varma, C.05 anexo 2), semilla { $seed }: { $order }
lots-audit-by-hand = Números fijados a mano
roundrobin-error-rounds = Un round robin de { $participants } participantes tiene { $per_cycle } rondas (simple) o { $double } (doble), no { $rounds }.
rr-check-not-the-table = La propuesta no es la ronda { $round } de la tabla Berger (C.05 anexo 1).
rr-explain-header = Ronda { $round } de { $rounds }: round robin de { $participants } participantes, tabla Berger para { $size } (FIDE C.05 anexo 1).
rr-explain-slot = Vuelta { $cycle }, ronda { $table } de la tabla.
rr-explain-swapped = Orden FIDE: las dos últimas rondas de la primera vuelta se juegan en orden inverso (C.05 anexo 1, para evitar tres partidas seguidas con el mismo color).
rr-explain-reversed = Segunda vuelta: la ronda de la tabla con los colores invertidos.
rr-explain-free = Libre: { $player } (sorteado contra el número que falta, { $size }).
rr-explain-board = Tablero { $board }: { $white } – { $black }
rr-explain-match = Encuentro { $number }: { $white } – { $black }
rr-explain-team-colours = En cada encuentro, el equipo nombrado primero lleva blancas en el tablero 1.
cli-berger-help = Round robin según las tablas Berger de la FIDE (C.05 anexo 1)
export-doc-rr-table = Cuadro del round robin
export-doc-rr-schedule = Calendario de todas las rondas
export-rr-table-legend = Cada fila se lee contra el participante de la columna: 1 victoria, ½ tablas, 0 derrota, + ganada por incomparecencia, − perdida por incomparecencia.
export-rr-table-legend-double = Cada fila se lee contra el participante de la columna, primera y segunda vuelta: 1 victoria, ½ tablas, 0 derrota, + ganada por incomparecencia, − perdida por incomparecencia.
export-rr-schedule-round = Ronda { $round }
export-rr-schedule-round-date = Ronda { $round } · { $date }
export-rr-schedule-free = libre: { $player }
export-rr-schedule-legend = Tablas Berger (FIDE C.05 anexo 1): el primer nombrado de cada tablero juega con blancas.
gui-export-rr-table = Cuadro del round robin (PDF)
gui-export-rr-schedule = Calendario de todas las rondas (PDF)
gui-field-format = Formato
gui-format-swiss = Sistema suizo
gui-format-rr-single = Round robin
gui-format-rr-double-fide = Round robin a doble vuelta (orden FIDE)
gui-format-rr-double-berger = Round robin a doble vuelta (orden de la tabla)
gui-format-rr-rounds = { $rounds } rondas (tabla Berger para { $size })
gui-format-rr-help = Cada ronda sale de las tablas Berger de la FIDE (C.05 anexo 1): los números deciden quién juega contra quién, cuándo y con qué color. El orden FIDE invierte las dos últimas rondas de la primera vuelta, para que nadie tenga tres veces seguidas el mismo color.
gui-lots-seed = Semilla (vacía: nueva)
gui-lots-draw = Sortear números
gui-lots-draw-varma = Sortear (Varma)
gui-lots-first = N.º
gui-lots-second = N.º
gui-lots-swap = Intercambiar
gui-lots-help = Los números de emparejamiento son los de la tabla Berger: sortéelos (la semilla va al registro y la misma semilla sortea los mismos números) o intercambie dos a mano, hasta publicar la ronda 1. Varma: los jugadores de una federación sortean en un mismo grupo (C.05 anexo 2, de 9 a 24 jugadores).
gui-lots-bad-seed = «{ $value }» no es una semilla: un número entero, o vacía para una nueva.
gui-lots-bad-swap = Indique dos números distintos de jugadores inscritos.
gui-schedule = Todas las rondas
gui-schedule-heading = Calendario de todas las rondas
gui-schedule-round-date = Ronda { $round } · { $date }
gui-schedule-free = libre: { $player }
gui-schedule-paired = emparejada
gui-schedule-planned = según la tabla
gui-rr-withdrawn-not-counted = Retirado(s) tras jugar menos de la mitad de sus partidas, por lo que quedan fuera de la clasificación con todas las partidas contra ellos (Reglas de torneos FIDE C.06 V.4): { $players }

## Team event printouts (issue 30)
export-doc-team-pairings = Emparejamientos de los encuentros
export-doc-match-sheets = Actas de encuentro
export-doc-team-standings = Clasificación por equipos tras la ronda { $round }
export-doc-team-crosstable = Tabla cruzada de equipos
export-doc-board-prizes = Premios por tablero tras la ronda { $round }
export-colour-white-short = B
export-colour-black-short = N
export-col-colour-short = Col
export-col-match-points = PE
export-col-game-points = PT
export-col-games = Partidas
export-team-before = ({ $mp } PE, { $gp } PT)
export-team-forfeit = encuentro perdido por incomparecencia { $code }
export-sheet-heading = Ronda { $round } · Encuentro { $number }
export-sheet-board = Tablero { $board }
export-sheet-match-score = Resultado del encuentro
export-sheet-captain = Capitán, { $team }
export-sheet-arbiter = Árbitro
export-sheet-empty-board = (tablero vacío)
export-no-teams = Todavía no hay equipos.
export-board-heading = Tablero { $board }
gui-export-board-prizes = Premios por tablero (PDF)

## The desk of a team competition (issue 30): tournament view, teams view, rounds, standings
gui-field-participants = Participantes
gui-participants-players = Jugadores (torneo individual)
gui-participants-teams = Equipos (competición por equipos)
gui-field-boards = Tableros por encuentro
gui-error-boards = Tableros por encuentro: un número entero de 1 a { $max }, no «{ $value }».
gui-tab-teams = Equipos
gui-teams-heading = Equipos
gui-teams-not-team-event = Este torneo es individual. Para una competición por equipos, elija «Equipos» en Participantes en la vista del torneo antes de emparejar la ronda 1.
gui-teams-none = Aún no hay equipos: escriba un nombre arriba y añádalo.
gui-teams-new-placeholder = Nuevo equipo
gui-teams-add = Añadir
gui-teams-count = { $count } equipos, { $boards } tableros
gui-teams-help = Añada los equipos a la izquierda y luego sus jugadores en orden de tablero.
gui-teams-name = Nombre del equipo
gui-teams-nickname = Nombre corto
gui-teams-captain = Capitán
gui-teams-team = Equipo { $tpn }
gui-teams-remove = Quitar equipo
gui-teams-lineup-for = Alineación para
gui-teams-default-lineup = Orden de la lista
gui-teams-no-lineup-round = Ninguna ronda abierta para una alineación.
gui-teams-col-order = Orden
gui-teams-col-board = Tablero
gui-teams-col-plays = Juega
gui-teams-roster-empty = Aún no hay jugadores en el equipo.
gui-teams-pick-player = Añadir un jugador inscrito
gui-teams-new-player = Nombre del nuevo jugador
gui-teams-add-player = Añadir jugador
gui-teams-lineup-help = Equipo en orden de tablero. Marque quién juega: los tableros siguen el orden de la lista, un tablero vacío se pierde por incomparecencia ({ $boards } tableros por encuentro).
gui-teams-error-rating = El Elo debe ser un número entero, no «{ $value }».
gui-teams-withdraw = Retirar equipo…
gui-teams-withdrawn = Retirado desde la ronda { $round }
gui-teams-withdraw-heading = ¿Retirar el equipo { $team }?
gui-teams-withdraw-help = Desde la ronda elegida el equipo no se empareja y se anulan sus descansos solicitados para esas rondas; los encuentros ya emparejados se mantienen. La retirada queda registrada y Deshacer (Ctrl+Z) la anula.
gui-teams-byes = Descanso del equipo:
gui-teams-bye-request = Solicitar
gui-teams-no-byes-withdrawn = ninguno: el equipo está retirado.
gui-teams-bye-line = Ronda { $round }: { $kind }
gui-acceleration-team-help = Bakú para equipos (C.04.7 1.4): el grupo A (los 2·⌈N/4⌉ primeros equipos por número de emparejamiento) recibe los puntos de match de un encuentro ganado en las primeras rondas y luego los de un empate; solo con puntos de match como puntuación principal.
gui-team-match = Encuentro { $number }
gui-team-keys-help = Teclas: ↑ ↓ elegir tablero · 1 gana el jugador del primer equipo · 0 gana el jugador del segundo equipo · = tablas · + gana por incomparecencia el primer equipo · - gana por incomparecencia el segundo equipo
gui-team-result-for-board = Encuentro { $number }, tablero { $board }:
gui-team-empty-board = tablero vacío (forfait)
gui-team-forfeit = Encuentro por incomparecencia:
gui-team-forfeit-wins = gana el equipo { $team }
gui-team-forfeit-double = pierden ambos
gui-team-forfeit-none = jugado
gui-team-forfeited = incomparecencia
gui-team-standings-leader = Líder: { $team } con { $mp } puntos de encuentro, { $gp } puntos de partida
standings-team-positional-note = { $codes }: el puesto entre los equipos aún empatados antes de este desempate (C.07 6, 12, 13.3); 0 cuando no deshace el empate o el equipo no está empatado con nadie.
