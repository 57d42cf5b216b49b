# Swissdesk — русский (перевод i18n/en/swissdesk.ftl, эталона: те же идентификаторы)
# Термины судей ФИДЕ: жеребьёвка, тур, очковая группа, стартовый номер,
# флоатер вниз / вверх, бай по жеребьёвке (пропуск тура), дополнительные показатели.
# Формы множественного числа: one (1, 21…), few (2–4, 22–24…), many (5–20, 25…), other (дроби).

app-name = Swissdesk

## Store: tournament files, backups, settings (src/store/)

store-not-found = Файл { $path } не существует.
store-permission-read = Доступ запрещён: Swissdesk не может читать { $path }.
store-permission-write = Доступ запрещён: Swissdesk не может записать { $path } (проверьте файл и его папку).
store-read-failed = Не удалось прочитать { $path }: { $error }
store-write-failed = Не удалось записать { $path }: { $error }
store-empty = Файл { $path } пуст, поэтому это не турнир Swissdesk (возможно, он оборван из-за сбоя или переполнения диска).
store-binary = Файл { $path } не текстовый (строка { $line }, байт { $column } — управляющий байт, которого нет ни в одном файле Swissdesk), поэтому это не турнир Swissdesk; он повреждён или другого типа.
store-not-a-document = Файл { $path } не турнир Swissdesk (строка { $line }, столбец { $column }: он не начинается с полей турнира).
store-not-a-document-field = Файл { $path } не турнир Swissdesk, а, вероятно, файл другой программы: в строке { $line }, столбце { $column } есть поле «{ $field }», которого нет ни у одного турнира, и нет ни «event», ни «players».
store-invalid-utf8 = Файл { $path }, строка { $line }, столбец { $column }: это не текст, который Swissdesk может прочитать (недопустимый UTF-8); файл повреждён или не является файлом Swissdesk.
store-corrupt = Файл { $path }, строка { $line }, столбец { $column }: { $message }
store-corrupt-field = Файл { $path }, строка { $line }, столбец { $column }, в поле { $field }: { $message }
store-newer-version = Файл { $path } создан более новой версией Swissdesk (формат файла { $found }; эта версия читает форматы до { $supported }). Обновите Swissdesk, чтобы открыть его.
store-unsupported-version = У файла { $path } версия формата { $found }, которую не записывала ни одна версия Swissdesk.
store-migration-failed = Файл { $path } (формат файла { $from }) не удалось преобразовать в текущий формат: { $message }
store-serialize-failed = Не удалось преобразовать данные в текст для { $path }: { $message }
store-refuse-overwrite = { $path } загрузился с ошибками, поэтому Swissdesk не будет его перезаписывать. Используйте «Сохранить как», чтобы сохранить под новым именем.
store-locked = { $path } редактируется другим Swissdesk (процесс { $pid } на { $host }, с { $since }), поэтому файл не изменён. Откройте его только для чтения или сначала закройте его там.
store-locked-unknown = { $path } редактируется другим Swissdesk, поэтому файл не изменён. Откройте его только для чтения или сначала закройте его там.
store-read-only = { $path } открыт только для чтения, потому что его редактирует другой Swissdesk: используйте «Сохранить как», чтобы сохранить изменения в другом файле.
store-lock-taken-over = { $path } всё ещё был отмечен как редактируемый Swissdesk, который не был закрыт правильно (процесс { $pid } на { $host }, с { $since }); этого процесса больше нет, поэтому этот Swissdesk взял файл на себя.
store-no-path = Этот турнир ещё не сохранён: выберите файл с помощью «Сохранить как».
store-not-a-file-path = { $path } — не имя файла, в который Swissdesk может сохранить.
store-no-config-dir = Swissdesk не нашёл папку для своих настроек (есть ли домашняя папка?). Укажите нужную папку в переменной окружения { $env }.
store-recovered-from-backup = Не удалось загрузить { $path }, поэтому вместо него открыта резервная копия { $backup }. Используйте «Сохранить как», чтобы сохранить её под новым именем; повреждённый файл оставлен без изменений.
store-settings-corrupt-moved = Файл настроек был повреждён и сохранён как { $path }; записаны новые настройки.

## Pairing engines
pairing-error-impossible = Ни одна жеребьёвка { $round }-го тура не удовлетворяет абсолютным критериям (без повторных встреч, запрещённые пары, правила цвета, не более одного допустимого бая): решение должен принять судья.
pairing-error-no-initial-colour = Начальный цвет не разыгран: он нужен для жеребьёвки 1-го тура.
pairing-error-nobody = В { $round }-м туре некого сводить.
pairing-error-unsupported = Система жеребьёвки «{ $system }» пока недоступна.
pairing-error-round-paired = Жеребьёвка { $round }-го тура уже проведена.

## Commands
command-error-no-player = Нет участника со стартовым номером { $tpn }.
command-error-no-round = Тура { $round } не существует.
command-error-no-board = В { $round }-м туре нет доски { $board }.
command-error-round-started = У участника { $tpn } уже есть результаты или баи; снимите его с турнира вместо удаления.
command-error-published = Жеребьёвка { $round }-го тура опубликована; чтобы изменить её, используйте «исправить опубликованную жеребьёвку».
command-error-round-paired = Жеребьёвка { $round }-го тура уже проведена.
command-error-not-last-round = Отменить можно только жеребьёвку последнего сведённого тура ({ $round }-й тур не последний).
command-error-results-entered = В { $round }-м туре уже есть результаты; удалите их перед отменой жеребьёвки.
command-error-pairing-players = В жеребьёвке { $round }-го тура указан неизвестный участник или один участник дважды.
command-error-not-forbidden = Участники { $players } не составляют запрещённую пару.
command-error-withdrawn-while-paired = Участник { $tpn } уже спарен в туре { $round }: выбытие действует начиная с тура после спаренных.

## Command line
cli-error-write = Не удаётся записать { $path }: { $reason }
cli-error-no-gui = В этой сборке Swissdesk нет настольного приложения (собрана без функции «gui»); используйте подкоманду, см. --help.
cli-long-absence = Участник { $tpn } ({ $name }) не играл { $rounds } { $rounds ->
    [one] тур
    [few] тура
    [many] туров
   *[other] тура
} подряд и всё же спарен: если он выбыл, сначала исключите его.
cli-imported = Импортировано в { $path }: { $players ->
    [one] { $players } участник
    [few] { $players } участника
    [many] { $players } участников
   *[other] { $players } участника
} и { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
    [many] { $rounds } туров
   *[other] { $rounds } тура
}.
cli-exported = Записан { $path }.
cli-actor = командная строка
label-event = Турнир
label-city = Город
label-federation = Федерация
label-dates = Даты
label-chief-arbiter = Главный судья
label-deputies = Заместители главного судьи
label-time-control = Контроль времени
label-system = Система жеребьёвки
label-scoring = Очки за победу / ничью / поражение
info-summary = { $players ->
    [one] { $players } участник
    [few] { $players } участника
    [many] { $players } участников
   *[other] { $players } участника
}, жеребьёвка проведена в { $paired } из { $planned ->
    [one] { $planned } тура
    [few] { $planned } туров
    [many] { $planned } туров
   *[other] { $planned } туров
}
team-score-mp = командные очки
team-score-gp = индивидуальные очки
info-team-summary = Команд: { $teams }, досок: { $boards }; командные очки { $win } / { $draw } / { $loss }; места по: { $primary }
info-team-points = { $mp } КО, { $gp } ИО
info-team-captain = Капитан: { $captain }
info-team-round = Тур { $round }
info-team-pending = результат не внесён
col-place = Место
col-tpn = №
col-title = Звание
col-name = Участник
col-rating = Рейтинг
col-fed = Фед.
col-points = Очки
check-round-differs = { $round }-й тур отличается.
check-expected = Записано:
check-got = Программа:
check-round-error = Жеребьёвку { $round }-го тура нельзя провести заново: { $error }
check-summary = Совпадает { $matched } из { $total ->
    [one] { $total } тура
    [few] { $total } туров
    [many] { $total } туров
   *[other] { $total } туров
}.
check-only-recorded = Только в файле:
check-only-engine = Только у программы жеребьёвки:
check-colours-reversed = Цвета обратные (как в файле):
check-bye-differs = Бай по жеребьёвке: { $recorded } в файле, { $engine } у программы жеребьёвки.
check-points-only = только очки
check-standings = Таблица после тура { $round } ({ $tiebreaks }; { $rules }): проверено мест — { $ranks }.
check-standings-points = Участник { $tpn }: в файле { $in_file } очк., по турам { $computed }.
check-standings-rank = Участник { $tpn }: в файле место { $in_file }, по расчёту { $places } ({ $values }).
check-ranks-unchecked = Места не проверены: в файле не указаны дополнительные показатели (202/212), и они не заданы (--tiebreaks).
check-discrepancies = Расхождений: { $count }.
generate-error-rate = { $option } должен быть долей от 0 до 1, а не { $value }.
generate-error-scoring = --scoring принимает очки за победу, ничью и поражение, например 3,1,0 (а не { $value }).
generate-error-argument = Командная строка генератора не допускает «{ $argument }» (форма: --СИСТЕМА -g [КОНФИГ] -o ВЫХОД.trf [-s ЗЕРНО]).
generate-error-config = Не удаётся прочитать конфигурацию генератора { $path }: { $reason }
generate-error-config-line = { $path }, строка { $line }: «{ $text }» — не строка вида Ключ=Значение для генератора.
generate-error-config-key = { $path }, строка { $line }: у генератора нет параметра «{ $key }».
fide-mode-field = Режим ФИДЕ
fide-mode-not-rated = турнир не обсчитывается
fide-mode-on = включён (турнир обсчитывается)
fide-mode-left = выключен: { $reason }
fide-mode-left-state = выключен
fide-mode-left-notice = Режим ФИДЕ выключен судьёй: { $reason }
fide-mode-refused-numbers = Режим ФИДЕ: стартовые номера нельзя менять после 4-го тура (тур { $paired } сыгран в жеребьёвке); внесите игрока последним номером или выключите режим ФИДЕ с указанием причины.
fide-mode-refused-scoring = Режим ФИДЕ: обсчитываемый турнир считается 1, ½, 0 (баи и неявки как победа, ничья или поражение); сохраните этот счёт или выключите режим ФИДЕ с указанием причины.
fide-mode-refused-full-bye = Режим ФИДЕ: бай в одно очко по заявке в обсчитываемом турнире недопустим; дайте бай в пол-очка или в ноль или выключите режим ФИДЕ с указанием причины.
fide-mode-refused-result = Режим ФИДЕ: необсчитываемый результат { $result } в обсчитываемом турнире недопустим; внесите партию как сыгранную или как неявку (+/-) или выключите режим ФИДЕ с указанием причины.
fide-mode-reason-required = Для выключения режима ФИДЕ нужна причина: она записывается в журнал и печатается в распечатках и в TRF.
fide-mode-refused-unrate = Режим ФИДЕ: турнир обсчитывается с момента жеребьёвки 1-го тура; вместо этого выключите режим ФИДЕ с указанием причины.
gui-fidemode-state-not-rated = Турнир не обсчитывается: режим ФИДЕ выключен.
gui-fidemode-state-on = Турнир обсчитывается: режим ФИДЕ включён.
gui-fidemode-state-left = Турнир обсчитывается, режим ФИДЕ выключен: { $reason }
gui-fidemode-help = В режиме ФИДЕ обсчитываемый турнир отклоняет то, что отмечает контрольный список ФИДЕ: изменение стартовых номеров после 4-го тура, подсчёт очков, отличный от 1, ½, 0, бай в одно очко по просьбе, необсчитываемые результаты (W, D, L). Новые турниры начинаются в режиме ФИДЕ.
gui-fidemode-turn-on = Включить режим ФИДЕ
gui-fidemode-not-rated = Турнир не обсчитывается
gui-fidemode-leave = Выйти из режима ФИДЕ…
gui-fidemode-leave-title = Выход из режима ФИДЕ
gui-fidemode-leave-text = Ограничения режима ФИДЕ больше не будут действовать для этого турнира. Причина записывается в журнал и указывается в распечатках и в TRF.
gui-fidemode-reason-placeholder = Причина выхода из режима ФИДЕ
gui-fidemode-leave-confirm = Выйти и записать причину
gui-fidemode-badge-on = Режим ФИДЕ включён
gui-fidemode-badge-left = Режим ФИДЕ выключен
gui-fidemode-done-on = Режим ФИДЕ включён: турнир обсчитывается.
gui-fidemode-done-left = Режим ФИДЕ выключен; причина записана в журнал.
gui-fidemode-done-not-rated = Турнир отмечен как не обсчитываемый.

## TRF import and export (src/trf/)
trf-field-record = тип записи
trf-field-tpn = стартовый номер
trf-field-sex = пол
trf-field-title = звание
trf-field-name = имя
trf-field-rating = рейтинг
trf-field-federation = федерация
trf-field-fide-id = FIDE ID
trf-field-birth-date = дата рождения
trf-field-points = очки
trf-field-rank = место
trf-field-opponent = соперник
trf-field-colour = цвет
trf-field-result = результат
trf-field-rounds = число туров
trf-field-initial-colour = начальный цвет
trf-field-scoring = система подсчёта очков
trf-field-acceleration = ускорение
trf-field-forbidden-pair = запрещённая пара
trf-field-bye = бай
trf-field-date = дата
trf-field-round = тур
trf-field-baku-group = группа Баку (SDB)
trf-error-io = { $file }: { $reason }
trf-error-empty = { $file }: файл пуст, поэтому это не турнир
trf-error-binary = { $file }:{ $line }:{ $column }: это не текстовый файл (управляющий байт, которого нет ни в одном TRF), поэтому это не отчёт о турнире
trf-error-no-players = { $file }: ни одна из его строк ({ $lines }) не является записью игрока (001), поэтому это не отчёт о турнире
trf-error-truncated = { $file }:{ $line }:{ $column }: { $field }: строка обрывается внутри этого поля (строка обрезана?)
trf-error-bad-number = { $file }:{ $line }:{ $column }: { $field }: «{ $text }» здесь не является допустимым числом
trf-error-bad-value = { $file }:{ $line }:{ $column }: { $field }: «{ $text }» здесь не является допустимым значением
trf-error-misaligned = { $file }:{ $line }:{ $column }: { $field }: этот столбец должен быть пустым, но содержит «{ $found }»; вероятно, данные сдвинуты на один столбец
trf-error-unknown-result = { $file }:{ $line }:{ $column }: { $field }: неизвестный код результата «{ $code }»
trf-error-unknown-colour = { $file }:{ $line }:{ $column }: { $field }: неизвестный код цвета «{ $code }» (ожидается w, b или -)
trf-error-duplicate-tpn = { $file }:{ $line }:{ $column }: { $field }: стартовый номер { $tpn } уже использован в строке { $first }
trf-error-unknown-player = { $file }:{ $line }:{ $column }: { $field }: нет участника со стартовым номером { $tpn }
trf-error-inconsistent-game = { $file }:{ $line }:{ $column }: { $field }: тур { $round }, участник { $tpn } против { $opponent }: { $problem }
trf-error-bye-with-opponent = { $file }:{ $line }:{ $column }: { $field }: у кода бая «{ $code }» не может быть соперника
trf-error-result-needs-opponent = { $file }:{ $line }:{ $column }: { $field }: для кода результата «{ $code }» нужен соперник
trf-error-colour-without-opponent = { $file }:{ $line }:{ $column }: { $field }: цвет «{ $code }» указан без соперника
trf-error-conflicting-bye = { $file }:{ $line }:{ $column }: { $field }: у участника { $tpn } уже есть другая запись в { $round }-м туре
trf-error-unsupported = { $file }:{ $line }:{ $column }: { $field }: { $what }
trf-inconsistency-opponent = в записи соперника за этот тур вместо этого указан { $theirs } (0 = никто)
trf-inconsistency-no-entry = в строке соперника нет записи за этот тур
trf-inconsistency-same-colour = у обоих один и тот же цвет
trf-inconsistency-missing-colour = цвет указан только у одного из двоих
trf-inconsistency-results = коды результата «{ $mine }» и «{ $theirs }» не дают единого результата
trf-inconsistency-own-opponent = участник не может быть соперником самому себе
trf-unsupported-colour-scoring = очки, зависящие от цвета (разные WW/BW, WD/BD или WL/BL), не поддерживаются
trf-unsupported-team-acceleration = ускорение с командными очками (командные турниры) не поддерживается
trf-warning-points = { $file }:{ $line }:{ $column }: участник { $tpn }: в файле указано очков: { $in_file }, по результатам получается: { $computed }; используется вычисленное значение
trf-warning-latin1 = { $file }: файл не в корректной кодировке UTF-8 и был прочитан как Latin-1 (ISO 8859-1)
trf-warning-placeholder = { $file }: участник { $tpn } «{ $name }» — это свободный тур из другой программы, а не участник: он удалён из турнира; { $count ->
        [0] партий у него не было
        [one] его соперник вместо этого получает свободный тур по жеребьёвке: { $byes }
        [few] его { $count } соперника вместо этого получают свободный тур по жеребьёвке: { $byes }
        [many] его { $count } соперников вместо этого получают свободный тур по жеребьёвке: { $byes }
       *[other] его соперники ({ $count }) вместо этого получают свободный тур по жеребьёвке: { $byes }
    }
trf-placeholder-bye = тур { $round }: участник { $tpn }
trf-warning-baku-group = { $file }: участник { $tpn } «{ $name }»: группа Баку { $group } с тура { $round }, так распределил судья (запись SDB): { $reason }
trf-warning-baku-groups-not-used = { $file }:{ $line }: { $count ->
        [one] { $count } запись Баку от Swissdesk (SDA/SDB: группы, назначенные судьёй) не соответствует
        [few] { $count } записи Баку от Swissdesk (SDA/SDB: группы, назначенные судьёй) не соответствуют
        [many] { $count } записей Баку от Swissdesk (SDA/SDB: группы, назначенные судьёй) не соответствуют
       *[other] { $count } записи Баку от Swissdesk (SDA/SDB: группы, назначенные судьёй) не соответствуют
    } таблице ускорения: таблица сохранена как есть, без групп Баку
trf-warning-unknown-system = { $file }:{ $line }: запись SDS называет систему жеребьёвки «{ $id }», которой нет в этой версии Swissdesk: система определена по остальной части файла
trf-field-team = команда (310, 013, 300)
trf-field-team-scoring = командный зачёт (320, 352, 362)
trf-field-forfeit = матч с неявкой (330)
trf-field-board = доска (### SDX)
trf-field-withdrawal = выбытие (SDW)
trf-warning-arbiter-change = { $file }:{ $line }:{ $column }: { $field }: строка изменения судьёй (### SDX) не использована, отметка «изменено вручную» не восстановлена: { $problem }
trf-sdx-missing = строка кончается раньше этого поля
trf-sdx-bad-value = «{ $text }» — недопустимое значение этого поля
trf-sdx-extra = «{ $text }» стоит после последнего поля
trf-sdx-not-in-file = в туре { $round } файла нет такой партии или свободного тура
trf-sdx-result-differs = строка даёт исправленный результат { $in_line }, у партии { $in_game }
trf-warning-record-not-used = { $file }:{ $line }: запись не использована: { $reason }
trf-warning-team-tiebreaks = командные дополнительные показатели «{ $codes }» не используются ({ $error }); команды ранжируются по { $default }.
trf-warning-team-player-unknown = { $file }:{ $line }:{ $column }: команда { $team } называет участника { $player }, которого нет в файле: он не включён в состав
trf-warning-team-player-twice = { $file }:{ $line }:{ $column }: команда { $team } называет участника { $player }, который уже играет за команду { $other }: он не включён в этот состав
trf-warning-players-without-team = { $file }: участников вне составов команд: { $count }; они сохранены как участники
trf-warning-unknown-team = { $file }:{ $line }: команды { $team } нет в файле: запись не использована
trf-warning-team-match-unclear = { $file }: тур { $round }: участники команды { $team } играли с участниками нескольких команд; соперником считается команда, встреченная на большинстве досок
trf-warning-team-pab-read = { $file }: тур { $round }: команда { $team } — единственная без матча (нечётное число команд, командных пропусков в файле нет): считается пропуском тура по жеребьёвке
trf-warning-team-points = { $file }:{ $line }: команда { $team }: в файле { $in_mp } командных и { $in_gp } индивидуальных очков, по результатам { $mp } и { $gp }; используются вычисленные значения
trf-team-forfeit-other-match = тур { $round }: команда { $team } играет другой матч
trf-team-bye-with-match = тур { $round }: у команды { $team } матч, а не свободный тур
trf-team-bye-conflict = тур { $round }: у команды { $team } уже другой свободный тур
trf-team-192-unknown = код «{ $code }» не относится к командной швейцарской системе (FIDE_TEAM_…): используются её настройки по умолчанию

## Desktop app (src/gui/)
gui-window-title = { $file } — Swissdesk
gui-untitled = Турнир без названия
gui-new-tournament = Новый турнир
gui-sample-label = Пример турнира
gui-actor-default = судья (настольное приложение)
gui-new = Создать
gui-open = Открыть…
gui-save = Сохранить
gui-save-as = Сохранить как…
gui-recent-files = Недавние файлы
# The tool bar's menu of file actions (New, Open…, Save, Save as…, the recent files).
gui-file-menu = Файл
# The Control key as the keyboard of this language labels it, in shortcuts ("Ctrl+S").
gui-key-ctrl = Ctrl
gui-recent-missing = Файла { $path } больше нет; он удалён из списка недавних.
gui-undo = Отменить
gui-redo = Повторить
gui-undo-hint = Отменить «{ $action }» (Ctrl+Z)
gui-redo-hint = Повторить «{ $action }» (Ctrl+Y)
gui-undone = Отменено: { $action }. Журнал сохраняет изменение и записывает отмену.
gui-redone = Повторено: { $action }.
gui-nothing-to-undo = Нечего отменять (публикацию тура отменить нельзя).
gui-nothing-to-redo = Нечего повторять.
gui-undo-while-pairing = Дождитесь окончания жеребьёвки, прежде чем отменять или повторять.
gui-tab-tournament = Турнир
gui-tab-players = Участники
gui-tab-round = Туры
gui-tab-standings = Таблица
gui-theme-dark = Тёмная тема
gui-theme-light = Светлая тема
gui-dismiss = Закрыть
gui-filter-tournament = Турнир Swissdesk
gui-filter-trf = Файл TRF
gui-open-failed = Ничего не изменено. { $error }
gui-offer-read-only = Открыть только для чтения
gui-offer-save-as = Сохранить как…
gui-opened-read-only = { $path } открыт только для чтения: его редактирует другой Swissdesk. Изменения здесь остаются в памяти, пока вы не используете «Сохранить как».
gui-opened = Открыт { $path }.
gui-imported-trf = Импортирован { $path }. Это ещё не файл Swissdesk: используйте «Сохранить как», чтобы сохранить изменения.
gui-saved = Сохранено в { $path }.
gui-save-failed = Не удалось сохранить. { $error }
gui-autosave-failed = Изменение внесено, но сохранить его не удалось. { $error }
gui-sample-missing = Встроенный пример турнира не найден ({ $path }), поэтому создан новый пустой турнир.
gui-sample-failed = Не удалось загрузить встроенный пример турнира, поэтому создан новый пустой турнир. { $error }
gui-sample-opened = Это встроенный пример турнира. Изменения сохранятся, только если выбрать «Сохранить как».
gui-last-file-failed = Не удалось снова открыть последний турнир. { $error }
gui-settings-failed = Настройки: { $error }
gui-discard = Отменить изменения
gui-cancel = Отмена
gui-unsaved-title = Несохранённые изменения
gui-unsaved-before-new = В «{ $name }» есть изменения, не сохранённые в файл. Сохранить их перед созданием нового турнира?
gui-unsaved-before-open = В «{ $name }» есть изменения, не сохранённые в файл. Сохранить их перед открытием другого турнира?
gui-unsaved-before-quit = В «{ $name }» есть изменения, не сохранённые в файл. Сохранить их перед закрытием Swissdesk?
gui-unsaved-form = В форме турнира есть ещё не применённые изменения: «Сохранить изменения» сначала применит их.
gui-unsaved-form-invalid = В форме турнира есть изменения, которые нельзя применить (см. форму): исправьте или отмените их и попробуйте снова.
gui-unsaved-save = Сохранить изменения
gui-unsaved-kept = Ничего не сохранено, поэтому ничего не закрыто: турнир остаётся открытым со всеми изменениями.
gui-absent-title = Перед жеребьёвкой тура { $round }: участники, не игравшие два тура или больше
gui-absent-explain = Отметьте участников, которые выбывают начиная с этого тура; остальные участвуют в жеребьёвке как обычно. С февраля 2026 года правила оставляют решение о выбытии судье: Swissdesk его не принимает.
gui-absent-rounds = пропущено туров: { $rounds }
gui-absent-withdraw = Снять с турнира
gui-absent-pair-all = Оставить всех и провести жеребьёвку тура { $round }
gui-absent-pair-withdrawing = { $count ->
        [one] Снять { $count } участника и провести жеребьёвку тура { $round }
        [few] Снять { $count } участников и провести жеребьёвку тура { $round }
        [many] Снять { $count } участников и провести жеребьёвку тура { $round }
       *[other] Снять { $count } участника и провести жеребьёвку тура { $round }
    }
gui-absent-withdraw-reason = Отсутствовал(а) туров подряд: { $rounds }
gui-no-native-dialog = На этом компьютере нет системного диалога выбора файлов (нет ни портала рабочего стола, ни zenity), поэтому показан собственный диалог Swissdesk.
gui-filter-any-tournament = Файлы турниров (Swissdesk, TRF)
gui-settings-files-heading = Файлы
gui-settings-chooser-help = Для открытия, сохранения и экспорта используется системный диалог выбора файлов, если он есть на этом компьютере (в Linux: портал рабочего стола или zenity), иначе — собственный диалог Swissdesk.
gui-settings-own-chooser = Всегда использовать собственный диалог выбора файлов Swissdesk
chooser-title-open = Открыть турнир (файл Swissdesk или TRF)
chooser-title-save = Сохранить турнир как
chooser-title-export = Экспорт: { $what }
chooser-up = Вверх
chooser-home = Домашняя папка
chooser-recent-folders = Недавние папки
chooser-folder = Папка:
chooser-empty = Здесь нет папок и файлов этого типа.
chooser-open = Открыть
chooser-save = Сохранить
chooser-path-label = Файл:
chooser-path-placeholder = Имя файла или путь, например ~/турниры/open.trf
chooser-show-all = Показать все файлы
chooser-replace-question = { $name } уже существует. Заменить?
chooser-replace = Заменить
chooser-name-needed = Введите имя файла или выберите файл в списке.
chooser-no-such-file = Файла { $path } нет.
chooser-no-such-folder = Папки { $folder } нет.
chooser-is-folder = { $path } — это папка.
chooser-cannot-list = Папку { $folder } нельзя показать: { $error }
gui-status-unsaved = есть несохранённые изменения
gui-status-autosaved = каждое изменение сохраняется автоматически
gui-status-no-file = ещё не сохранено в файл
gui-status-read-only = только чтение: изменения остаются здесь, пока вы не выберете «Сохранить как»
gui-status-summary = { $players ->
    [one] { $players } участник
    [few] { $players } участника
    [many] { $players } участников
   *[other] { $players } участника
} · жеребьёвка проведена в { $paired } из { $planned ->
    [one] { $planned } тура
    [few] { $planned } туров
    [many] { $planned } туров
   *[other] { $planned } туров
}
gui-pair-changed = Турнир изменился во время жеребьёвки тура, поэтому эта жеребьёвка отброшена. Проведите жеребьёвку снова.
gui-paired = Жеребьёвка { $round }-го тура проведена.
gui-pair-failed = Не удалось провести жеребьёвку тура. { $error }
gui-changes-applied = Изменения применены.
gui-event-heading = Турнир
gui-settings-heading = Жеребьёвка и подсчёт очков
gui-field-name = Название
gui-field-city = Город
gui-field-federation = Федерация
gui-field-start-date = Первый день
gui-field-end-date = Последний день
gui-field-chief-arbiter = Главный судья
gui-field-time-control = Контроль времени
gui-field-rounds = Запланировано туров
gui-field-system = Система жеребьёвки
gui-field-initial-colour = Начальный цвет
gui-field-scoring = Подсчёт очков
gui-field-rating-kind = Рейтинг FIDE
gui-date-placeholder = ГГГГ-ММ-ДД
gui-apply = Применить изменения
gui-revert = Сбросить правки
gui-error-date = «{ $value }» — не дата: запишите её как ГГГГ-ММ-ДД (например, 2026-07-14).
gui-error-rounds = Число туров должно быть целым, не меньше { $min }.
gui-locked = Заблокировано, так как жеребьёвка 1-го тура проведена: изменение повлияло бы на уже сделанные жеребьёвки.
gui-initial-colour-help = Цвет первого номера посева в 1-м туре, определяется жребием.
# In a team event: what the initial colour decides under C.04.6 (4.1, 4.3.1).
gui-initial-colour-team-help = Определяется жребием (C.04.6 4.1): в первом матче первая команда (first-team) получает его на 1-й доске, если её стартовый номер нечётный, иначе другой цвет (4.3.1); далее цвета определяет C.04.6 4.3 по прежним цветам команд.
system-dutch2017 = Голландская система ФИДЕ (правила 2017 г.)
system-dutch2026 = Голландская система ФИДЕ (правила 2026 г.)
system-dubov = Система Дубова ФИДЕ (правила 2026 г.)
system-dutch2012 = Голландская система ФИДЕ (правила 2012 г.)
system-burstein = Система Бурштейна ФИДЕ
system-dubov1997 = Система Дубова ФИДЕ (правила 1997 г.)
system-burstein2026 = Система Бурштейна ФИДЕ (правила 2026 г.)
system-team2026 = Командная швейцарская система ФИДЕ (2026 г.)
gui-colour-white = Белые
gui-colour-black = Чёрные
gui-colour-none = Ещё не разыгран
gui-scoring-standard = 1 / ½ / 0
gui-scoring-football = 3 / 1 / 0
gui-scoring-custom = Особый: { $win } / { $draw } / { $loss }
gui-search-placeholder = Поиск по имени
gui-col-tpn = №
gui-col-title = Звание
gui-col-name = Участник
gui-col-rating = Рейтинг
gui-col-fed = Фед.
gui-col-fide-id = FIDE ID
gui-col-points = Очки
gui-col-status = Статус
gui-col-place = Место
gui-col-board = Доска
gui-col-white = Белые
gui-col-black = Чёрные
gui-col-result = Результат
gui-col-score = Очк.
gui-col-total = Итого
gui-col-round-short = Т{ $round }
gui-status-active = Играет
gui-status-withdrawn = Выбыл с { $round }-го тура
gui-withdraw-heading = Снять { $player } с турнира?
gui-withdraw-help = Начиная с выбранного тура участник не спаривается; уже спаренные партии остаются. Снятие записывается в журнал, «Отменить» (Ctrl+Z) возвращает его.
gui-withdraw-from = С тура
gui-withdraw-reason = Причина (необязательно, сохраняется в журнале)
gui-withdraw-confirm = Снять
gui-withdraw-all-paired = Все запланированные туры спарены: выбытие записывается начиная с тура после последнего, а уже составленные пары остаются (несыгранная партия — поражение без игры).
gui-withdraw-repair-help = Тур { $round } спарен, но не опубликован и не начат: его жеребьёвку можно отменить и провести заново без игрока.
gui-withdraw-repair = Выбыть с тура { $round } и провести его жеребьёвку заново
gui-withdraw = Снять…
gui-add-heading = Добавить участника
gui-player-name-placeholder = Фамилия, Имя
gui-player-rating-placeholder = Рейтинг
gui-player-fed-placeholder = Фед. (напр. RUS)
gui-add-player = Добавить участника
gui-no-title = без звания
gui-error-name-required = Введите имя участника.
gui-error-rating = «{ $value }» — не рейтинг: введите целое число или оставьте поле пустым для участника без рейтинга.
gui-players-count = { $shown } из { $total ->
    [one] { $total } участника
    [few] { $total } участников
    [many] { $total } участников
   *[other] { $total } участников
}
gui-round-label = Тур { $round }
gui-pair-next = Провести жеребьёвку { $round }-го тура
gui-pair-hint = Провести жеребьёвку { $round }-го тура по системе турнира (Ctrl+P)
gui-pairing = Жеребьёвка…
gui-unpair = Отменить жеребьёвку
gui-publish = Опубликовать
gui-published = Опубликовано
gui-not-published = Не опубликовано
gui-no-rounds = Жеребьёвка ещё не проводилась.
gui-round-earlier = Тур { $round } из { $planned } · { $later ->
    [1] после него проведена жеребьёвка { $first }-го тура
    [one] после него проведена жеребьёвка туров { $first }–{ $last }
    [few] после него проведена жеребьёвка туров { $first }–{ $last }
    [many] после него проведена жеребьёвка туров { $first }–{ $last }
   *[other] после него проведена жеребьёвка туров { $first }–{ $last }
}
gui-round-ready = Тур { $round } из { $planned } · все результаты внесены: можно провести жеребьёвку { $next }-го тура (Ctrl+P)
gui-round-progress = Введено { $entered } из { $total ->
    [one] { $total } результата
    [few] { $total } результатов
    [many] { $total } результатов
   *[other] { $total } результатов
}
gui-keys-help = Клавиши: ↑ ↓ выбор доски · 1 победа белых · 0 победа чёрных · = ничья · + победа белых без игры · - победа чёрных без игры
gui-result-for-board = Доска { $board }:
gui-changed-legend = { $mark } изменено арбитром: пара составлена вручную или результат исправлен после публикации (см. журнал).
gui-correction-heading = Исправить опубликованный результат тура { $round }
gui-correction-no-later-round = После тура { $round } ещё ни один тур не спарен: следующая жеребьёвка учтёт исправленный результат.
gui-correction-help = Исправление записывается в журнал с причиной и результатом до и после.
gui-correction-reason = Причина (обязательно, сохраняется в журнале)
gui-correction-confirm = Исправить
gui-correction-keep = Исправить, сохранить пары
gui-correction-repair = Исправить и провести жеребьёвку тура { $round } заново
gui-result-corrected = Результат исправлен; исправление записано в журнал.
gui-clear-result = Очистить
gui-bye-pab = бай по жеребьёвке (пропуск тура)
gui-bye-full = бай в 1 очко
gui-bye-half = бай в ½ очка
gui-bye-zero = бай в 0 очков или неявка
gui-standings-heading = Положение после { $round }-го тура
gui-standings-leader = Лидер: { $name }, очков: { $points }
gui-crosstable-heading = Турнирная таблица
gui-standings-ranking = Положение

## Benchmark
bench-generate-failed = Не удалось создать турнир на { $players ->
    [one] { $players } участника
    [few] { $players } участников
    [many] { $players } участников
   *[other] { $players } участников
}: { $error }
bench-pair-failed = Не удалась жеребьёвка тура { $round } для { $players ->
    [one] { $players } участника
    [few] { $players } участников
    [many] { $players } участников
   *[other] { $players } участников
}: { $error }
bench-line = { $players ->
    [one] { $players } участник
    [few] { $players } участника
    [many] { $players } участников
   *[other] { $players } участника
}, тур { $round }: медиана { $median } с, лучшее { $min } с
bench-summary = { $players ->
    [one] { $players } участник
    [few] { $players } участника
    [many] { $players } участников
   *[other] { $players } участника
}: самый медленный тур { $round } (медиана { $median } с); создание турнира заняло { $generate } с; пик памяти { $memory } МиБ
bench-team-generate-failed = Не удалось создать командный турнир на { $teams ->
    [one] { $teams } команду
    [few] { $teams } команды
    [many] { $teams } команд
   *[other] { $teams } команды
}: { $error }
bench-team-pair-failed = Не удалась жеребьёвка тура { $round } для { $teams ->
    [one] { $teams } команды
    [few] { $teams } команд
    [many] { $teams } команд
   *[other] { $teams } команды
}: { $error }
bench-team-line = { $teams ->
    [one] { $teams } команда
    [few] { $teams } команды
    [many] { $teams } команд
   *[other] { $teams } команды
} по { $boards ->
    [one] { $boards } доске
    [few] { $boards } доски
    [many] { $boards } досок
   *[other] { $boards } доски
}, тур { $round }: медиана { $median } с, лучшее { $min } с
bench-team-summary = { $teams ->
    [one] { $teams } команда
    [few] { $teams } команды
    [many] { $teams } команд
   *[other] { $teams } команды
} по { $boards ->
    [one] { $boards } доске
    [few] { $boards } доски
    [many] { $boards } досок
   *[other] { $boards } доски
}: самый медленный тур { $round } (медиана { $median } с); создание командного турнира заняло { $generate } с; пик памяти { $memory } МиБ
pairing-error-engine-text = Файл жеребьёвки, строка { $line }: «{ $text }» — это не «белые чёрные», не «участник 0» и не число пар.
gui-no-players-yet = Участников пока нет: добавьте их с помощью формы выше.
command-error-tpn-frozen = Стартовые номера больше нельзя перераспределить: жеребьёвка проведена в { $round ->
    [one] { $round } туре
    [few] { $round } турах
    [many] { $round } турах
   *[other] { $round } турах
} (C.04.2 2.3 допускает это только до жеребьёвки 4-го тура).

## Rules checker
checker-absolute = АБСОЛЮТНОЕ
checker-quality = качество
checker-unknown-player = { $tpn } не является участником этого турнира.
checker-not-to-pair = { $tpn } не участвует в жеребьёвке этого тура (бай, неявка или выбытие).
checker-twice = { $tpn } встречается более одного раза.
checker-missing = { $tpn } должен участвовать в жеребьёвке, но отсутствует в ней.
checker-bye-even = Назначен бай по жеребьёвке, хотя число сводимых участников чётное.
checker-rematch = { $white } и { $black } уже играли друг с другом.
checker-forbidden = { $white } и { $black } нельзя сводить (запрещённая пара).
checker-colour-clash = У { $white } и { $black } одинаковое абсолютное цветовое предпочтение, и ни один из них не является лидером (topscorer).
checker-colour-difference = У { $tpn } разница цветов достигла бы { $difference }.
checker-three-in-a-row = { $tpn } получил бы один и тот же цвет три раза подряд.
checker-bye-ineligible = { $tpn } не может получить бай по жеребьёвке (уже получал его или уже получил победу без игры).
checker-team-colour = { $white }–{ $black }: статья 4 даёт белые на первой доске команде { $team } ({ $article }).
checker-team-floaters = Команды против соперника с другим очком: { $count } (программа: { $engine }): { $teams }.
checker-team-repeated = Поднятые, которые были флоатерами и в прошлом туре: { $count } (программа: { $engine }): { $teams }.
checker-team-preference = Команды без своего цветового предпочтения: { $count } (программа: { $engine }): { $teams }.
checker-team-strong = Команды без своего сильного предпочтения: { $count } (программа: { $engine }): { $teams }.
checker-score-differences = большие разницы в очках между соперниками: { $mine } (программа: { $engine }).
checker-preference = { $count ->
    [one] { $count } участник не получает
    [few] { $count } участника не получают
    [many] { $count } участников не получают
   *[other] { $count } участника не получают
} желаемый цвет (программа: { $engine }): { $players }.
checker-strong = { $count ->
    [one] { $count } участник не получает
    [few] { $count } участника не получают
    [many] { $count } участников не получают
   *[other] { $count } участника не получают
} цвет при сильном предпочтении (программа: { $engine }): { $players }.
checker-down-1 = { $count ->
    [one] { $count } участник снова становится флоатером вниз
    [few] { $count } участника снова становятся флоатерами вниз
    [many] { $count } участников снова становятся флоатерами вниз
   *[other] { $count } участника снова становятся флоатерами вниз
} после флоата вниз в предыдущем туре (программа: { $engine }): { $players }.
checker-up-1 = { $count ->
    [one] { $count } участник снова становится флоатером вверх
    [few] { $count } участника снова становятся флоатерами вверх
    [many] { $count } участников снова становятся флоатерами вверх
   *[other] { $count } участника снова становятся флоатерами вверх
} после флоата вверх в предыдущем туре (программа: { $engine }): { $players }.
checker-down-2 = { $count ->
    [one] { $count } участник снова становится флоатером вниз
    [few] { $count } участника снова становятся флоатерами вниз
    [many] { $count } участников снова становятся флоатерами вниз
   *[other] { $count } участника снова становятся флоатерами вниз
} после флоата вниз двумя турами ранее (программа: { $engine }): { $players }.
checker-up-2 = { $count ->
    [one] { $count } участник снова становится флоатером вверх
    [few] { $count } участника снова становятся флоатерами вверх
    [many] { $count } участников снова становятся флоатерами вверх
   *[other] { $count } участника снова становятся флоатерами вверх
} после флоата вверх двумя турами ранее (программа: { $engine }): { $players }.
checker-bracket = очковая группа { $score }: { $message }
checker-pairs = меньше пар: { $count } (программа: { $engine }).
checker-moved-down = { $count ->
    [one] { $count } опущенный участник не сведён
    [few] { $count } опущенных участника не сведены
    [many] { $count } опущенных участников не сведены
   *[other] { $count } опущенного участника не сведены
} в группе (программа: { $engine }): { $players }.
checker-psd = большая разница очков жеребьёвки (PSD): { $mine } (программа: { $engine }).
checker-downfloater-scores = флоатеры вниз с большим числом очков: { $mine } (программа: { $engine }): { $players }.
cli-error-proposal = Не удаётся прочитать предложенную жеребьёвку { $path }: { $reason }
proposal-binary = строка { $line }, байт { $column }: это не текстовый файл
proposal-not-utf8 = файл не является текстом UTF-8
proposal-empty = файл пуст
check-no-findings = Замечаний нет: предложение соблюдает все абсолютные критерии и не хуже жеребьёвки программы.

## Exports: PDF printouts and TRF reports (src/export/)
export-doc-pairings = Жеребьёвка
export-doc-alphabetical = Жеребьёвка по алфавиту
export-doc-slips = Бланки результатов
export-doc-standings = Положение после { $round }-го тура
export-doc-starting-rank = Стартовый список
export-doc-wallchart = Турнирная таблица
export-doc-wallchart-part = Турнирная таблица, туры { $first }–{ $last }
export-doc-players-by-tpn = Участники по стартовым номерам
export-doc-players-by-name = Участники по алфавиту
export-doc-audit = Журнал изменений
manual-pdf-title = Swissdesk · Руководство пользователя
manual-pdf-version = Версия руководства { $version }
manual-pdf-footer = Swissdesk { $version }
export-doc-audit-round = Журнал изменений, тур { $round }
export-audit-count = { $total ->
    [one] { $count } из { $total } записи
    [few] { $count } из { $total } записей
    [many] { $count } из { $total } записей
   *[other] { $count } из { $total } записи
}
export-header-round = Тур { $round }
export-header-round-of = Тур { $round } из { $rounds }
export-header-before-round-one = Перед 1-м туром
export-page-of = Страница { $page } из { $pages }
export-footer-arbiter = Главный судья: { $name }
export-col-board = Доска
export-col-tpn = №
export-col-white = Белые
export-col-black = Чёрные
export-col-result = Результат
export-col-points = Очк.
export-col-name = Участник
export-col-title = Зв.
export-col-rating = Рейт.
export-col-fed = Фед.
export-col-fide-id = FIDE ID
export-col-birth = Г. р.
export-col-sex = Пол
export-col-place = Место
export-col-colour = Цвет
export-col-opponent = Соперник
export-col-status = Статус
export-col-round-short = Т{ $round }
export-colour-white = Белые
export-colour-black = Чёрные
export-sex-male = м
export-sex-female = ж
export-byes-heading = Баи
export-bye-pab = бай по жеребьёвке (пропуск тура)
export-bye-full = бай в 1 очко
export-bye-half = бай в ½ очка
export-bye-zero = бай в 0 очков
export-not-paired = не участвует в жеребьёвке
export-withdrawn = выбыл с { $round }-го тура
export-slip-heading = Тур { $round } · Доска { $board }
export-slip-white = Белые
export-slip-black = Чёрные
export-slip-result = Результат (отметьте один):
export-slip-signature-white = Подпись белых
export-slip-signature-black = Подпись чёрных
export-tiebreaks-pending = Дополнительные показатели пока не вычисляются: участники с равными очками делят место и перечислены по стартовым номерам.
export-wallchart-legend = Клетки: стартовый номер соперника, цвет (w — белые / b — чёрные), результат (1 ½ 0; + − без игры). Баи: U по жеребьёвке, F в 1 очко, H в ½ очка, Z в 0 очков.
export-no-games = В этом туре нет партий.
export-changed-legend = { $mark } изменено арбитром: пара составлена вручную или результат исправлен после публикации.
export-changed-board = { $mark } изменено арбитром
notation-white-letter = б
notation-black-letter = ч
export-no-players = В турнире пока нет участников.
export-error-no-round = Жеребьёвка { $round }-го тура не проведена, поэтому печатать для него нечего.
export-error-nothing-paired = Жеребьёвка ещё не проводилась, поэтому печатать нечего.
export-error-font = Не удалось прочитать встроенный шрифт { $font }: { $reason }
export-written = Записан { $path }.
export-trf-gap = Внимание: в рейтинговом отчёте не указано: { $what } (запись TRF { $record }); это требуется ФИДЕ.
export-gap-event-name = название турнира
export-gap-city = город
export-gap-federation = федерация
export-gap-start-date = дата начала
export-gap-end-date = дата окончания
export-gap-chief-arbiter = главный судья
export-gap-round-dates = даты туров

## Noticeboard: the pages players open on their phones (src/noticeboard/)
nb-home-title = Информационное табло
nb-untitled-event = Турнир
nb-nothing-published = Ни один тур ещё не опубликован
nb-round-of = Тур { $round } из { $rounds }
nb-dates = Даты
nb-system = Система жеребьёвки
nb-rounds = Туры
nb-players = Участники
nb-rating = Рейтинг
nb-points = Очки
nb-place = Место
nb-performance = Перформанс
nb-place-after = { $place } после { $round }-го тура
nb-nav-pairings = Жеребьёвка
nb-nav-standings = Положение
nb-nav-crosstable = Турнирная таблица
nb-nav-players = Участники
nb-nav-screen = Режим экрана
nb-col-round = Тур
nb-pairings-title = Жеребьёвка { $round }-го тура
nb-standings-title = Положение после { $round }-го тура
nb-crosstable-title = Турнирная таблица после { $round }-го тура
nb-search-label = Найдите свою доску
nb-search-placeholder = Фамилия или номер
nb-search-button = Найти
nb-search-hint = Введите часть фамилии или стартовый номер.
nb-search-none = По запросу «{ $query }» никто не найден.
nb-seats-legend = Под фамилией: стартовый номер · рейтинг · очки до тура.
nb-answer-white = Доска { $board }, белыми, против { $opponent }
nb-answer-black = Доска { $board }, чёрными, против { $opponent }
nb-answer-bye = В этом туре без партии: { $bye }
nb-other-rounds = Туры:
nb-after-round = После тура:
nb-no-pairings = Ни один тур ещё не опубликован. Пары появятся здесь, как только судья их опубликует.
nb-no-standings = Положение появится, когда будут внесены все результаты опубликованного тура.
nb-no-players = Участники появятся здесь после публикации первого тура.
nb-auto-update = Страница обновляется сама.
nb-back-home = Вернуться на табло
nb-screen-page = Страница { $page } из { $pages }
nb-error-not-found = Страница не найдена
nb-error-method = Это табло только показывает страницы: здесь ничего нельзя изменить.
nb-error-render = Не удалось создать страницы табло: { $reason }
nb-error-bind = Табло не может принимать соединения на { $address }: { $reason }
nb-error-runtime = Не удалось запустить табло: { $reason }
nb-error-write = Не удалось записать { $path }: { $reason }
cli-serve-listening = Табло по адресу { $url } (Ctrl+C останавливает). Показываются только опубликованные туры.
cli-serve-loopback = Открыть его можно только на этом компьютере. Для телефонов участников привяжите табло к адресу этого компьютера в сети зала: { $addresses }
cli-serve-every-interface = Табло принимает соединения во всех сетях этого компьютера.
cli-serve-updated = Табло обновлено: последний опубликованный тур { $round }.
cli-serve-reload-failed = Не удалось заново прочитать { $path }; табло сохраняет прежние страницы: { $reason }
cli-site-written = Сайт записан в { $folder }
export-noticeboard = Жеребьёвка на телефоне:
gui-nb-title = Информационное табло
gui-nb-explain = Участники видят опубликованные туры на телефоне: пары с поиском, положение, турнирную таблицу, свою карточку. Ничего до публикации тура, ни дат рождения, ни журнала; изменить через табло ничего нельзя. Показывается открытый турнир.
gui-nb-network = Сеть телефонов
gui-nb-this-computer = Только этот компьютер
gui-nb-refresh = Обновить
gui-nb-port = Порт
gui-nb-start = Запустить табло
gui-nb-stop = Остановить табло
gui-nb-off = Выключено: ничего не показывается.
gui-nb-running = Работает: участники в этой сети открывают
gui-nb-served = Отдано страниц: { $requests } · открыто соединений: { $open }
gui-nb-notice = ● Табло: { $url }
gui-nb-started = Табло работает по адресу { $url }. Показываются только опубликованные туры.
gui-nb-stopped = Табло остановлено.
gui-nb-no-network = Выберите сеть, в которой телефоны участников.
gui-nb-bad-port = Порт — число от 1 до 65535.
gui-nb-export = Экспорт сайта
gui-nb-export-help = Те же страницы в виде файлов рядом с файлом турнира, для сайта клуба.
gui-nb-exported = Сайт записан: { $folder }

## Standings with FIDE tie-breaks (C.07). Codes (BH, SB, DE, ...) stay codes.
standings-tb-de = Личная встреча
standings-tb-win = Число побед
standings-tb-won = Число выигранных партий
standings-tb-bpg = Партии, сыгранные чёрными
standings-tb-bwg = Партии, выигранные чёрными
standings-tb-ps = Прогрессивный подсчёт
standings-tb-rep = Туры, в которых участник решил играть
standings-tb-ge = Партии, которые участник решил играть
standings-tb-std = Стандартные очки
standings-tb-tpn = Стартовый номер
standings-tb-bh = Бухгольц
standings-tb-aob = Средний Бухгольц соперников
standings-tb-fb = Форе-Бухгольц
standings-tb-sb = Зонненборн-Бергер
standings-tb-ks = Система Койя
standings-tb-aro = Средний рейтинг соперников
standings-tb-tpr = Турнирный перфоманс
standings-tb-ptp = Идеальный турнирный перфоманс
standings-tb-apro = Средний перфоманс соперников
standings-tb-appo = Средний идеальный перфоманс соперников
standings-tb-rtng = Рейтинг
standings-modifier-cut = { $name }, Cut-{ $n }
standings-modifier-median = { $name }, Median-{ $n }
standings-error-unknown-code = Неизвестный дополнительный показатель «{ $code }». Используйте коды ФИДЕ C.07, например DE, BH, BH-C1, SB, ARO, TPR.
standings-error-unknown-modifier = Дополнительный показатель «{ $code }»: неизвестный модификатор «{ $modifier }». Используйте C1, C2 (усечение) или M1, M2 (медиана).
standings-error-modifier-not-allowed = Дополнительный показатель «{ $code }»: модификатор { $modifier } к нему неприменим.
standings-error-unknown-rules = Неизвестные правила «{ $rules }». Используйте c07-2024 или c07-2026.
standings-error-round = Положение после { $round }-го тура невозможно: в файле { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
    [many] { $rounds } туров
   *[other] { $rounds } тура
}.
standings-error-json = Не удаётся записать таблицу в формате JSON: { $reason }
standings-heading = Положение после { $round }-го тура ({ $rules })
standings-col-place = Место
standings-col-tpn = №
standings-col-name = Участник
standings-col-team = Команда
standings-col-points = Очк.
standings-legend = Дополнительные показатели:
standings-undefined = -
standings-lots-note = Участники, поделившие место, перечислены в порядке, определённом жребием.

## Explain
explain-title = Жеребьёвка { $round }-го тура: { $system }
explain-bracket = Очковая группа { $number }: { $score } очк. ({ $kind })
explain-kind-ordinary = обычная
explain-kind-ppb = предпоследняя группа, сведена заново, чтобы можно было завершить жеребьёвку тура
explain-kind-clb = объединённая последняя группа
explain-kind-last = последняя группа, назначает бай

# Швейцарская система на основе рейтинга (1998): шаги процедуры в explain
system-rating1998 = Швейцарская система ФИДЕ по рейтингу (1992/97/98)
rating1998-homogeneous = C.3–C.5: однородная группа, p = { $p }, x = { $x }
rating1998-heterogeneous = C.3–C.5: неоднородная группа, { $p } опущенных игроков в S1, x = { $x }
rating1998-no-opponent = C.1: нет соперника в этой группе для { $players }: опущены
rating1998-down-dropped = C.9: { $criterion } снят для опусканий
rating1998-up-dropped = C.10: { $criterion } снят для подъёмов
rating1998-x-raised = C.11: x увеличен до { $x }
rating1998-p-lowered = C.14: p уменьшен до { $p } (пар в остатке: { $remainder })
rating1998-all-down = C.14: p равен нулю, вся группа опускается
rating1998-found = C.6: первая допустимая перестановка S2 (D.1) даёт жеребьёвку
rating1998-exchange = C.8: { $s1 } из S1 обменяны на { $s2 } из S2 (D.2, номера внутри группы)
rating1998-repaired-next = C.12: пересопоставлена, чтобы следующая группа могла разместить всех опущенных игроков
rating1998-repair-failed = C.12: никакая другая жеребьёвка группы выше не позволяет разместить здесь всех опущенных игроков
rating1998-repaired-lowest = C.13: пересопоставлена, чтобы низшая группа могла быть сопоставлена
rating1998-joined = C.13: объединена с группой выше в новую низшую группу
dutch2012-homogeneous = C.2: однородная очковая группа (A.3), P0 = { $p0 }, X1 = { $x1 }
dutch2012-heterogeneous = C.2: неоднородная очковая группа (A.3), P0 = { $p0 }, M0 = { $m0 }, X1 = { $x1 }
dutch2012-treated-homogeneous = C.2: очковая группа рассматривается как однородная (A.3: не меньше половины её участников переведены сверху, M0 = { $m0 }), P0 = { $p0 }, X1 = { $x1 }
dutch2012-z1 = C.2: чётный тур, Z1 = { $z1 }
dutch2012-c1 = C.1: нет соперника в этой группе для { $players }: переведены ниже
dutch2012-m1-lowered = C.14.b.2: M1 снижено до { $m1 } из M0 = { $m0 } переведённых сверху (D.3: сначала высшие)
dutch2012-m1-lowered-d4 = C.14.b.2: M1 снижено до { $m1 } из M0 = { $m0 } переведённых сверху (D.4: каких из них, решает коэффициент B3 всей объединённой группы)
dutch2012-p1-lowered = C.14: P1 снижено до { $p1 }, X1 до { $x1 }
dutch2012-all-down = C.14.a: P1 дошло до нуля, вся группа переводится ниже
dutch2012-c10a = C.10.a: B.6 снято для поднятых ({ $players })
dutch2012-c10b = C.10.b: B.5 снято для поднятых ({ $players })
dutch2012-c10c = C.10.c: B.6 снято для опущенных ({ $players })
dutch2012-c10d = C.10.d: B.5 снято для опущенных ({ $players })
dutch2012-x-raised = C.10.e: X повышено до { $x } пар, не выполняющих все цветовые предпочтения
dutch2012-z-raised = C.10.e: Z повышено до { $z } пар, не выполняющих все сильные цветовые предпочтения
dutch2012-c10f = C.10.f: A.7.d снято для { $pairs } пар (сильные предпочтения больше не считаются абсолютными)
dutch2012-c10g = C.10.g: B.2 снято для лидеров { $players }
dutch2012-kind-penultimate = C.13: предпоследняя очковая группа, сведена заново, чтобы можно было свести низшую группу
dutch2012-kind-joined = C.13: низшая очковая группа, объединённая с группами выше
explain-residents = Основные участники группы
explain-mdps = Опущенные
explain-pairs = Пары
explain-downfloaters = Флоатер вниз
explain-float-bye = получает бай по жеребьёвке
explain-float-limbo = снова опущен: ни с кем из основных участников группы его нельзя было свести (Limbo)
explain-float-odd = в группе нечётное число участников
explain-float-forced = никакая лучшая жеребьёвка не оставляет его в группе (абсолютные критерии, завершение жеребьёвки или более высокий критерий)
explain-dev-mdps = опущенные участники, не сведённые здесь: { $players }
explain-dev-preference = цветовое предпочтение не удовлетворено: { $players }
explain-dev-strong = сильное цветовое предпочтение не удовлетворено: { $players }
explain-dev-down = снова флоат вниз после флоата вниз в предыдущем туре: { $players }
explain-dev-up = снова флоат вверх после флоата вверх в предыдущем туре: { $players }
explain-dev-down-2 = снова флоат вниз после флоата вниз двумя турами ранее: { $players }
explain-dev-up-2 = снова флоат вверх после флоата вверх двумя турами ранее: { $players }
explain-colours = Цвета
explain-board = Доска
explain-colour-e1 = удовлетворены оба предпочтения
explain-colour-e2 = удовлетворено более сильное предпочтение
explain-colour-e3 = цвета чередуются относительно последнего тура, в котором они различались
explain-colour-e4 = удовлетворено предпочтение участника с более высоким рангом
explain-colour-e5 = начальный цвет по стартовому номеру участника с более высоким рангом
explain-team-bye = Команда { $team } получает свободный от игры тур (3.4: наименьшее очко, затем больше сыгранных матчей, затем наибольший номер — среди команд, без которых остальные можно правильно спарить)
explain-team-upfloaters = Поднятые вверх (3.5): { $teams }
explain-team-c6-failed = [C6] невыполнимо: ни один набор поднятых не оставляет следующую очковую группу спариваемой с наименьшим нужным числом поднятых
explain-team-c7 = [C7]: { $count } поднятых уже были флоатерами в предыдущем туре
explain-team-kind-bye = свободный от игры тур, назначается первым (3.4)
explain-team-kind-bracket = верхняя очковая группа с поднятыми командами (3.5, 3.6)
explain-colour-team-initial = ни одна команда ещё не играла: начальный цвет по номеру первой команды
explain-colour-team-only = учтено единственное цветовое предпочтение
explain-colour-team-opposite = учтены оба противоположных предпочтения
explain-colour-team-strong = учтено единственное сильное предпочтение
explain-colour-team-difference = белые команде с меньшей разницей цветов
explain-colour-team-alternation = цвета чередуются от последнего матча, где они различались
explain-colour-team-first-preference = учтено предпочтение первой команды
explain-colour-team-first-alternates = первая команда чередует цвет от своего последнего сыгранного матча
explain-colour-team-other-alternates = другая команда чередует цвет от своего последнего сыгранного матча
explain-colour-dubov1997-due = оба участника получают положенный цвет
explain-colour-dubov1997-equalise = число партий белыми и чёрными выравнивается
explain-colour-dubov1997-aro = белые участнику с более высоким ARO
explain-colour-dubov1997-rating = белые участнику с более низким рейтингом
explain-bye = Бай по жеребьёвке: { $tpn }
explain-seeding-round = Посевной тур ({ $article }): жеребьёвка по системе «{ $rules }»; ниже — статьи этой системы.
export-col-bye = Бай
command-error-reason-required = Для ручного изменения жеребьёвки или исправления опубликованного результата нужно указать причину.
command-error-correction-required = Результат на доске { $board } тура { $round } опубликован: его меняют как исправление, с указанием причины.
command-error-absolute = Жеребьёвка нарушает абсолютные правила; чтобы сохранить её, подтвердите это явно: { $findings }

## Audit log
audit-create = Турнир создан
audit-import = Импортировано
audit-edit-event = Данные турнира изменены
audit-edit-settings = Настройки изменены
audit-add-player = Участник добавлен
audit-edit-player = Участник изменён
audit-remove-player = Участник удалён
audit-withdraw = Участник снят с турнира
audit-request-bye = Запрошен бай
audit-forbid-pair = Пара запрещена
audit-allow-pair = Запрет пары снят
audit-undo = Отменено: { $action }
audit-redo = Повторено: { $action }
audit-renumber = Стартовые номера изменены
audit-pair-round = Жеребьёвка тура проведена
audit-override = Жеребьёвка изменена вручную
audit-correct-published = Опубликованная жеребьёвка исправлена
audit-unpair = Жеребьёвка тура отменена
audit-publish = Тур опубликован
audit-enter-result = Результат введён
audit-correct-result = Результат исправлен
audit-round = тур { $round }
audit-before = до
audit-after = после
audit-reason = причина
audit-finding = проверка
audit-notice = следующие туры
correction-later-rounds = { $count ->
    [one] Тур { $rounds } уже был спарен по прежнему результату;
    [few] Туры { $rounds } уже были спарены по прежнему результату;
    [many] Туры { $rounds } уже были спарены по прежнему результату;
   *[other] Туры { $rounds } уже были спарены по прежнему результату;
}
correction-score-changes = { $count ->
    [one] меняется счёт { $count } игрока ({ $players }).
    [few] меняется счёт { $count } игроков ({ $players }).
    [many] меняется счёт { $count } игроков ({ $players }).
   *[other] меняется счёт { $count } игрока ({ $players }).
}
correction-no-score-change = ничьи очки не меняются.
correction-pairings-stand = Пары, составленные по прежнему результату, остаются в силе (C.04.2 4.3).
correction-repaired = Тур { $round } не был ни опубликован, ни начат: его жеребьёвка отменяется, чтобы провести её заново по исправленному результату.
audit-filter-actor = арбитр «{ $actor }»
audit-filter-text = содержащие «{ $text }»
audit-filter-shown = показаны: { $filter }
audit-changes = изменения
audit-player = { $name } ({ $tpn })
audit-unknown-player = участник { $tpn }
audit-no-result = нет результата
audit-board = Доска { $board } · { $white } – { $black }
audit-changed-mark = ◀ изменено
audit-bye-line = { $player }: { $kind }
audit-no-bye = без бая
audit-bye-request = { $player }, тур { $round }: { $kind }
audit-status-active = играет
audit-status-withdrawn = выбыл с { $round }-го тура
audit-empty-value = —
audit-field-deputies = Заместители главного судьи
audit-field-type = Тип турнира
audit-field-round-dates = Даты туров
audit-field-sex = Пол
audit-field-k = Коэффициент K
audit-field-birth = Дата рождения
audit-sex-male = мужской
audit-sex-female = женский
audit-scoring = победа { $win }, ничья { $draw }, поражение { $loss }; неявка { $forfeit_win } / { $forfeit_loss }; баи: при жеребьёвке { $pairing_bye }, полное очко { $full_bye }, пол-очка { $half_bye }, ноль очков { $zero_bye }
gui-error-no-display = Графический дисплей не найден (DISPLAY и WAYLAND_DISPLAY не заданы), поэтому настольное приложение не может открыться. Подкоманды работают и без него: см. swissdesk --help.
command-error-settings-locked = Систему жеребьёвки, начальный цвет и систему подсчёта очков нельзя менять после жеребьёвки тура.
command-error-too-few-rounds = В турнире не может быть меньше туров, чем уже разыграно по жеребьёвке: { $paired }.
command-error-results-missing = Введите все результаты тура { $round } перед жеребьёвкой следующего.
command-error-all-rounds-paired = { $rounds ->
    [one] Жеребьёвка проведена во всех { $rounds } запланированном туре.
    [few] Жеребьёвка проведена во всех { $rounds } запланированных турах.
    [many] Жеребьёвка проведена во всех { $rounds } запланированных турах.
   *[other] Жеребьёвка проведена во всех { $rounds } запланированных турах.
}
command-error-no-rounds = В турнире должен быть хотя бы один тур.

## Desktop app: overrides, explanations, audit log, settings, printouts
gui-tab-audit = Журнал
gui-tab-settings = Настройки
gui-flip-colours = Поменять цвета…
gui-change-players = Заменить участников…
gui-edit-pairing = Изменить всю жеребьёвку…
gui-explain = Почему такая пара?
gui-override-heading = Ручное изменение жеребьёвки { $round }-го тура
gui-override-help = Выберите участника для места: если у него уже есть другое место, он займёт освободившееся. Так можно поменять местами двух участников, заменить соперника или передать бай. ⇄ меняет цвета на доске. «Очистить все доски» — жеребьёвка всего тура вручную.
gui-override-published = { $round }-й тур опубликован: сохранение исправит опубликованную жеребьёвку, и журнал отметит это как исправление.
gui-override-nobody = — никто —
gui-override-bye = Бай по жеребьёвке (пропуск тура)
gui-override-bye-row = Бай по жеребьёвке
gui-override-pick-heading = Выбор: { $place }
gui-override-pick-white = белые на доске { $board }
gui-override-pick-black = чёрные на доске { $board }
gui-override-pick-placeholder = Часть фамилии или стартовый номер
gui-override-pick-count = { $count ->
    [one] подходит { $count } участник (Enter выбирает первого)
    [few] подходят { $count } участника (Enter выбирает первого)
    [many] подходят { $count } участников (Enter выбирает первого)
   *[other] подходят { $count } участника (Enter выбирает первого)
}
gui-override-on-board = доска { $board }
gui-override-unplaced = без места
gui-override-add-board = Добавить доску
gui-override-clear = Очистить все доски
gui-override-reset = Отменить все изменения
gui-override-missing = Ещё без пары ({ $count }): { $players }
gui-override-findings = Проверка правил
gui-override-checking = Жеребьёвка проверяется…
gui-override-no-findings = Замечаний нет: жеребьёвка соблюдает все правила и не хуже программной.
gui-override-reason-placeholder = Причина изменения (обязательно, записывается в журнал)
gui-override-confirm = Я подтверждаю эту жеребьёвку, хотя она нарушает абсолютное правило.
gui-override-save = Сохранить жеребьёвку
gui-override-save-published = Исправить опубликованную жеребьёвку
gui-override-unchanged = Пока ничего не изменено.
gui-override-incomplete = На доске { $board } должно быть два участника.
gui-override-wait = Дождитесь проверки правил.
gui-override-reason-required = Укажите причину изменения.
gui-override-confirm-required = Сначала подтвердите нарушение абсолютного правила.
gui-override-saved = Жеребьёвка изменена, изменение записано в журнал.
gui-team-override-heading = Изменить пары команд тура { $round } вручную
gui-team-override-help = Выберите команду для места: команда, у которой уже есть другое место, занимает освободившееся; так меняются соперники или переносится бай жеребьёвки. ⇄ меняет цвета матча (первая команда играет белыми на первой доске). Каждая команда сохраняет свой состав. Матч с результатом остаётся как есть. «Очистить все матчи» — жеребьёвка всего тура вручную.
gui-team-override-white = Белые на 1-й доске
gui-team-override-black = Чёрные на 1-й доске
gui-team-override-pick-white = Белые на 1-й доске в матче { $number }
gui-team-override-pick-black = Чёрные на 1-й доске в матче { $number }
gui-team-override-on-match = матч { $number }
gui-team-override-pick-placeholder = Введите часть названия или номер команды
gui-team-override-pick-count = { $count ->
    [one] подходит { $count } команда (Enter выбирает первую)
    [few] подходят { $count } команды (Enter выбирает первую)
    [many] подходят { $count } команд (Enter выбирает первую)
   *[other] подходят { $count } команды (Enter выбирает первую)
}
gui-team-override-add-match = Добавить матч
gui-team-override-clear = Очистить все матчи
gui-team-override-incomplete = Матчу { $number } нужны две команды.
gui-team-override-missing = Ещё не спарены ({ $count }): { $teams }
gui-team-override-locked = В матче { $white } – { $black } есть результаты: он остаётся как есть (ошибочные результаты сначала удалите).
gui-team-exchange-colours = Поменять цвета…
gui-team-change-pairing = Изменить пары…
gui-explain-heading = Как программа проводит жеребьёвку { $round }-го тура
gui-explain-close = Закрыть
gui-explain-working = Программа заново проводит жеребьёвку тура, чтобы её объяснить…
gui-explain-changed = Этот тур изменён вручную: объяснение показывает собственную жеребьёвку программы.
gui-explain-highlight = Выделены группа и доска участников { $players }.
gui-audit-heading = Журнал изменений
gui-audit-all-rounds = Все туры
gui-audit-actor-placeholder = Судья
gui-audit-text-placeholder = Поиск в полях «до», «после», причине и замечаниях
gui-audit-clear-filter = Показать все
gui-audit-count = Показано { $shown } из { $total ->
    [one] { $total } записи, сначала новые
    [few] { $total } записей, сначала новые
    [many] { $total } записей, сначала новые
   *[other] { $total } записей, сначала новые
}
gui-audit-empty = В журнале пока ничего нет.
gui-audit-unfold = Показать все строки
gui-audit-fold = Свернуть
gui-audit-hidden-lines = { $count ->
    [one] … и ещё { $count } строка
    [few] … и ещё { $count } строки
    [many] … и ещё { $count } строк
   *[other] … и ещё { $count } строки
}
gui-export-menu = Печать / экспорт
gui-export-pairings = Жеребьёвка (PDF)
gui-export-alphabetical = Жеребьёвка по алфавиту (PDF)
gui-export-slips = Бланки результатов (PDF)
gui-export-standings = Положение (PDF)
gui-export-wallchart = Турнирная таблица (PDF)
gui-export-players = Список участников (PDF)
gui-export-trf16 = Рейтинговый отчёт TRF-16
gui-export-trf2026 = Файл TRF-2026
gui-export-trf16-changes = Рейтинговый отчёт TRF-16 с изменениями арбитра (### SDX)
gui-export-trf2026-changes = Файл TRF-2026 с изменениями арбитра (### SDX)
gui-export-audit-text = Экспорт в текст
gui-export-audit-pdf = Экспорт в PDF
gui-export-cancelled = Экспорт отменён.
gui-export-writing = Файл записывается…
gui-export-written = Записано в { $path }.
gui-export-failed = Экспорт не удался. { $error }
gui-filter-pdf = Документ PDF
gui-filter-text = Текстовый файл
gui-settings-arbiter-heading = Судья
gui-settings-arbiter-help = Ваше имя записывается в журнал при каждом вашем изменении.
gui-settings-arbiter-placeholder = Ваше имя (напр. МА Анна Пример)
gui-settings-arbiter-save = Сохранить имя
gui-settings-actor = Изменения записываются от имени: { $name }
gui-settings-language-heading = Язык
gui-settings-language-help = Язык программы, распечаток и подписей в журнале. Имена участников и коды ФИДЕ не меняются.
gui-arbiter-saved = Теперь изменения записываются от имени { $name }.
gui-language-changed = Язык изменён.
gui-language-failed = Язык { $language } недоступен.
gui-language-en = English
gui-language-fr = Français
gui-language-de = Deutsch
gui-language-es = Español
gui-language-ru = Русский
gui-standings-incomplete = { $round }-й тур ещё не завершён: это положение после { $after }-го тура.
gui-tiebreaks-invalid = Список дополнительных показателей нельзя использовать ({ $error }): участники с равными очками перечислены по стартовым номерам.
gui-tiebreaks-legend = Дополнительные показатели по порядку: { $list }
gui-field-tiebreaks = Доп. показатели
gui-tiebreaks-help = Коды C.07 в порядке применения, например DE, BH-C1, BH, SB.
# The same help in a team event: C.07 Article 13 codes (the team tie-breaks).
gui-tiebreaks-team-help = Командные коды C.07 (статья 13) в порядке применения, например MPVGP, EDE, EMGSB, BC.
gui-error-tiebreaks = Дополнительные показатели: { $error }
gui-late-entry-heading = Поздняя регистрация
gui-late-entry-help = Жеребьёвка 1-го тура проведена: новый участник получает стартовый номер своего места в исходном рейтинг-листе (все ниже сдвигаются на один номер), а уже сыгранные туры считаются неявками.
gui-repair-offer = Тур { $round } спарен, но не опубликован и ещё без результатов: проведите жеребьёвку заново, чтобы новый участник тоже играл.
gui-repair = Спарить тур { $round } заново
gui-assign-numbers = Присвоить стартовые номера по рейтингу
gui-numbers-assigned = Стартовые номера присвоены по рейтингу.
gui-players-list = Список участников
gui-players-requests = Баи и запрещённые пары
gui-bye-heading = Запрошенные баи
gui-bye-help = Бай, запрошенный заранее, для туров без жеребьёвки.
gui-bye-rounds = Туры:
gui-bye-no-rounds = Жеребьёвка проведена во всех запланированных турах.
gui-bye-request = Запросить бай
gui-bye-request-zero = бай в 0 очков
gui-bye-request-cancel = без бая (отменить запрос)
gui-bye-line = { $tpn } { $name }, { $round }-й тур
gui-bye-cancel = Отменить
gui-bye-none = Баи не запрошены.
gui-forbid-heading = Запрещённые пары
gui-forbid-help = Участники, которых нельзя ставить в пару друг с другом (родственники, партнёры по команде).
gui-forbid = Запретить эту пару
gui-forbid-none = Запрещённых пар нет.
gui-allow-pair = Снять
gui-error-choose-player = Выберите участника.
gui-error-choose-rounds = Выберите хотя бы один тур без жеребьёвки.
gui-error-choose-two = Выберите двух разных участников.
gui-requests-applied = { $count ->
    [one] Записан { $count } запрос бая.
    [few] Записано { $count } запроса бая.
    [many] Записано { $count } запросов бая.
   *[other] Записано { $count } запроса бая.
}

## FIDE rating lists and rating changes (issue 20)
audit-update-ratings = Рейтинги обновлены по списку ФИДЕ
command-error-too-many-players = В турнире может быть не более 9999 участников: в рейтинг-отчёте ФИДЕ (TRF) стартовый номер четырёхзначный (запрошено: { $asked }).
command-error-rating-too-high = { $rating } не может быть рейтингом: в рейтинг-отчёте ФИДЕ (TRF) рейтинг не длиннее четырёх цифр (до 9999).
command-error-ratings-frozen = Рейтинги больше нельзя обновить по списку: первый тур уже составлен, а стартовый список и изменения рейтинга исходят из рейтингов на первый тур.
rating-kind-standard = классика
rating-kind-rapid = рапид
rating-kind-blitz = блиц
rating-list-field-line = строка
rating-list-field-id = FIDE ID
rating-list-field-name = имя
rating-list-field-federation = федерация
rating-list-field-sex = пол
rating-list-field-title = звание
rating-list-field-women-title = женское звание
rating-list-field-rating = рейтинг ({ $kind })
rating-list-field-games = партии ({ $kind })
rating-list-field-k = K ({ $kind })
rating-list-field-birth-year = год рождения
rating-list-field-flag = отметка
rating-list-line-skipped = строка { $line }: { $field } «{ $value }» здесь недопустимо; строка пропущена
rating-list-error-read = Не удаётся прочитать { $path }: { $reason }
rating-list-error-zip = { $path } — не читаемый zip-архив: { $reason }
rating-list-error-zip-empty = В { $path } нет рейтинг-листа (нет файла .txt или .xml).
rating-list-error-header = { $path }, строка { $line }: это не заголовок рейтинг-листа ФИДЕ: { $reason }
rating-list-header-unknown = неизвестный столбец «{ $label }»
rating-list-header-missing = нет столбца «{ $column }»
rating-list-error-kind = { $path } — список одного контроля, и по имени не видно какого (классика, рапид или блиц): выберите контроль (в командной строке: --kind).
rating-list-error-xml = { $path }, строка { $line }: некорректный XML: { $reason }
rating-list-error-empty = { $path } пуст.
rating-list-error-no-players = { $path }: не удалось прочитать ни одного игрока (пропущено строк: { $skipped }; первая: { $first }).
rating-list-error-write = Не удаётся записать { $path }: { $reason }
rating-list-error-corrupt = Сохранённый рейтинг-лист { $path } повреждён ({ $reason }); импортируйте список заново.
rating-list-error-none = Рейтинг-лист ФИДЕ ещё не импортирован: импортируйте файл списка или скачайте список.
rating-list-error-no-data-dir = Нет папки данных для рейтинг-листа: задайте SWISSDESK_DATA_DIR.
rating-list-error-download = Не удалось скачать { $url }: { $reason }
rating-list-damaged-moved = Повреждённый рейтинг-лист сохранён как { $path }.
rating-list-imported = { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
    [many] { $players } игроков
   *[other] { $players } игрока
} ({ $kinds }, { $month }) из { $source }
rating-list-month-unknown = месяц неизвестен
rating-list-skipped-count = { $count ->
    [one] Пропущена { $count } строка (см. выше).
    [few] Пропущены { $count } строки (см. выше).
    [many] Пропущено { $count } строк (см. выше).
   *[other] Пропущено { $count } строки (см. выше).
}
rating-list-kept = Рейтинг-лист сохранён в { $path }: игроков — { $players }.
rating-list-info-kind = { $kind }: { $month }, игроков с рейтингом — { $rated }, из { $source }, импортирован { $imported }
rating-list-downloading = Скачивание { $url } …
rating-list-update-none = Обновлять нечего: рейтинги, K и звания игроков совпадают со списком.
rating-list-updated = { $count ->
    [one] Обновлён { $count } игрок в { $path }.
    [few] Обновлены { $count } игрока в { $path }.
    [many] Обновлено { $count } игроков в { $path }.
   *[other] Обновлено { $count } игрока в { $path }.
}
rating-list-description = список ФИДЕ ({ $kind }), { $month }
rating-bench-list = Созданный список: игроков — { $players }, { $megabytes } МБ (объединённый формат TXT)
rating-bench-import = Импорт (чтение, слияние, сохранение): { $seconds } с, пропущено строк: { $skipped }
rating-bench-load = Загрузка: медиана { $median } с, максимум { $max } с за { $runs } запусков (файл { $megabytes } МБ)
rating-bench-search = Поиск при наборе: нажатий — { $count }, медиана { $median } мс, 99-й процентиль { $p99 } мс, максимум { $max } мс (медленнее всего: «{ $worst }»)
rating-bench-letter = Одна буква «{ $letter }»: медиана { $median } мс, максимум { $max } мс
gui-fide-heading = Регистрация по рейтинг-листу ФИДЕ
gui-registration-folded = свёрнуто, пока список прокручен: нажмите, чтобы открыть
gui-fide-placeholder = Введите часть имени или FIDE ID
gui-fide-loading = Загрузка рейтинг-листа…
gui-fide-status = список ({ $kind }) { $month } · игроков с рейтингом — { $players }
gui-fide-no-kind = Список ({ $kind }) ещё не импортирован.
gui-fide-no-match = Совпадений нет.
gui-fide-hint = Enter регистрирует выделенного игрока; ↑ ↓ выбирают другого.
gui-fide-inactive = { $name } (неактивен)
gui-fide-import = Импортировать файл списка…
gui-fide-download = Скачать с сайта ФИДЕ
gui-fide-update = Обновить рейтинги по списку
gui-fide-importing = Импорт списка…
gui-fide-download-progress = Скачивание списка за { $month }: { $received } из { $total } МБ
gui-fide-download-unknown = Скачивание списка: { $received } МБ
gui-fide-imported = Импортировано игроков — { $players } ({ $kinds }, { $month }).
gui-fide-skipped = Пропущено строк: { $count }; первая: { $first }
gui-fide-filter = Рейтинг-листы ФИДЕ
gui-fide-already = { $name } уже зарегистрирован (№ { $tpn }).
gui-fide-added = { $name } зарегистрирован.
gui-col-born = Г.р.
gui-col-performance = Rp
gui-col-rating-change = ±
gui-card-rated = рейтинг { $rating }, K { $k } ({ $rule })
gui-card-unrated = без рейтинга
gui-card-unrated-short = б/р
gui-card-close = Закрыть
gui-card-round = Тур
gui-card-opponent = Соперник
gui-card-score = Рез.
gui-card-no-games = Партий ещё нет.
gui-card-change = Обсчитано партий: { $games }; очков { $score }, ожидалось { $expected }; изменение K × ΣΔR = { $change } (K { $k }): { $rating } → { $new }.
gui-card-k-capped = K снижен до { $k }, чтобы K × { $games } партий не превышало 700 (B.02 8.3.3).
gui-card-initial = Начальный рейтинг по этому турниру: { $rating } (Ra { $average }, с двумя ничьими против 1800; партий против соперников с рейтингом — { $games }, очков { $score }).
gui-card-initial-zero = Нулевой результат в первом турнире не учитывается (B.02 8.2.1).
gui-card-initial-games = Начальный рейтинг публикуется, когда он основан на 5 партиях против соперников с рейтингом (B.02 7.1.4); в этом турнире их { $games }.
gui-card-performance = Турнирный перфоманс { $rating } (средний рейтинг соперников { $average }, партий — { $games }, очков { $score }).
gui-card-rules = Рейтинговое положение ФИДЕ (B.02, с 1 марта 2024): правило 400 пунктов, коэффициент K, несыгранные партии и соперники без рейтинга не учитываются; турнир считается отдельным рейтинговым периодом.
rating-not-rated-pending = результата ещё нет
rating-not-rated-unplayed = не сыграна: не обсчитывается
rating-not-rated-short = меньше одного хода: не обсчитывается
rating-not-rated-opponent = соперник без рейтинга: не обсчитывается
rating-not-rated-gap = правило 600 пунктов: не обсчитывается
rating-counts-initial = идёт в начальный рейтинг
rating-k-list = из списка
rating-k-2400 = достигнут 2400
rating-k-junior = юниор ниже 2300
rating-k-default = ниже 2400
export-col-performance = Rp
export-col-rating-change = ±
dubov-note-bye = Свободный от игры тур по жеребьёвке (3.1): { $player } — наименьшее количество очков, затем больше сыгранных партий, затем наибольший стартовый номер среди тех, кто может его получить, не мешая спарить остальных
dubov-note-upfloaters = Переведённые вверх (3.2.2; в скобках ARO): { $players }
dubov-note-g1 = G1, ищущие белый цвет (3.2.3; в скобках ARO): { $players }
dubov-note-shift-unavoidable = Переведены в другую подгруппу, так как должны играть со своей подгруппой (3.2.4.1): { $players }
dubov-note-shift-equalise = Переведены для выравнивания подгрупп (3.2.4.2): { $players }
dubov-note-s1 = S1, G1 по возрастанию ARO (3.2.5): { $players }
dubov-note-t2 = Их соперники, первая допустимая перестановка G2 (3.2.6): { $players }
burstein-note-order = Порядок в группе (1.8: Бухгольц, затем Зоннеборн-Бергер, в скобках; затем стартовый номер): { $players }
burstein-note-bye = Бай по жеребьёвке (3.1): { $player } — наименьшее количество очков, затем больше всего сыгранных партий, затем самое низкое место (1.8) среди тех, кто может его получить ([C2]) и оставляет остальных спариваемыми
# Baku acceleration (C.04.7)
cli-baku-help = Рассчитать бакинское ускорение (C.04.7) по турниру: группа A, виртуальные очки по турам
baku-error-scoring-2017 = Бакинское ускорение до 2026 г. требует системы очков 1 – ½ – 0; в этом турнире { $win } – { $draw } – { $loss }.
baku-error-scoring-2026 = Бакинское ускорение (C.04.7 1.1) требует, чтобы победа стоила двух ничьих, а поражение — ноль; в этом турнире { $win } – { $draw } – { $loss }.
baku-error-game-points = Бакинское ускорение нельзя применять, когда основной показатель — очки за партии (C.04.7 1.4.4)
gui-field-acceleration = Ускорение
acceleration-none = Нет
acceleration-baku = Баку (C.04.7)
gui-acceleration-help = Баку: группа A (первые 2·⌈N/4⌉ стартовых номеров) получает виртуальные очки в первой половине туров; таблица записывается в экспорт TRF.
audit-baku-group = Изменена группа Баку
audit-add-team = Команда добавлена
audit-edit-team = Команда изменена
audit-remove-team = Команда удалена
audit-set-lineup = Состав на тур внесён
audit-team-event = Командное соревнование (командная швейцарская система C.04.6)
team-board-empty = пустая доска
command-error-not-team-event = Это не командное соревнование.
command-error-no-team = Команды { $team } нет.
command-error-team-played = Команда { $team } уже играла: снимите её с соревнования вместо удаления.
command-error-lineup = Состав команды { $team } на тур { $round } называет участника не из её заявки, одного участника дважды или больше участников, чем досок.
command-error-player-in-team = Участник { $tpn } уже в команде { $team }.
command-error-team-withdrawn-while-paired = Команда { $team } уже спарена в туре { $round }: выбытие действует начиная с тура после спаренных.
command-error-team-withdrawn = Команда { $team } снята с турнира в туре { $round }: бай ей не положен.
command-error-match-has-results = Тур { $round }: в матче { $white } – { $black } есть результаты (или матч присуждён без игры); его пара остаётся. Если результаты внесены по ошибке, сначала удалите их.
audit-withdraw-team = Команда снята с турнира
audit-team-byes-dropped = { $count ->
    [one] запрошенный бай отменён (тур { $rounds })
    [few] запрошенные баи отменены (туры { $rounds })
    [many] запрошенные баи отменены (туры { $rounds })
   *[other] запрошенные баи отменены (туры { $rounds })
}
audit-baku-group-of = Группа Баку: { $player }
command-error-baku-not-set = В турнире не выбрано бакинское ускорение (настройки турнира, Ускорение).
command-error-baku-over = В туре { $round } нет виртуальных очков: бакинское ускорение действует только в турах 1–{ $last } (C.04.7 1.4), группа больше не важна.
command-error-baku-not-next = Группа Баку меняется со следующего тура жеребьёвки, тура { $next }, а не с тура { $round }.
gui-col-baku = Баку т.{ $round }
gui-players-baku-hint = Бакинское ускорение (C.04.7), тур { $round }: группа A жеребьётся с { $points } виртуальными очками. Щёлкните по группе участника, чтобы перевести его.
gui-baku-heading = Группа Баку: { $player }
gui-baku-help = Изменение действует с тура { $round }, следующего для жеребьёвки; туры с проведённой жеребьёвкой сохраняют свои виртуальные очки. По правилу участник в группе { $group }. Изменение и его причина записываются в журнал.
gui-baku-now = Сейчас в группе { $group } для тура { $round }.
gui-baku-move = Перевести в группу { $group }
gui-baku-reason = Причина (обязательно)
standings-col-pairing-score = ОЖ
standings-pairing-score-note = ОЖ: очки для жеребьёвки тура { $round }, очки плюс виртуальные очки Баку (C.04.7 1.5); место в таблице — только по очкам.
label-acceleration = Ускорение
dubov1997-note-bye = Свободен от игры (4): { $player } — наименьший рейтинг R в последней очковой группе (должный доминирующий цвет, затем более высокий ARO) среди тех, кто может его получить (2.2), не мешая спарить остальных
dubov1997-note-first-round = Первый тур (5): верхняя половина против нижней, строка за строкой: { $pairs }
dubov1997-note-beyond-transfer-limits = Пар этого тура вне ограничений на переводы вверх (2.5) — наименьшее число для любой жеребьёвки тура (9): { $count }
dubov1997-note-floater-pairs = Спущенные из старших групп спарены первыми (8.1, 8.2): { $pairs }
dubov1997-note-transfer-player = Переведён вверх для участника без возможного соперника в своей группе (7.1): { $pairs }
dubov1997-note-transfer-odd = Переведён вверх, так как группа нечётная (7.2): { $player }
dubov1997-note-to-black = Переведены из подгруппы белых в подгруппу чёрных (7.3): { $players }
dubov1997-note-to-white = Переведены из подгруппы чёрных в подгруппу белых (7.4): { $players }
dubov1997-note-whites = «Белые» по возрастанию ARO (6.2): { $players }
dubov1997-note-blacks = «Чёрные» по убыванию рейтинга R (6.2): { $players }

## Round robins (Berger tables, C.05 Annex 1)
roundrobin-error-not-round-robin = Это турнир по швейцарской системе, а не круговой.
roundrobin-error-too-few = Круговому турниру нужно не меньше 3 участников; здесь их { $count }.
roundrobin-error-numbers = Стартовые номера кругового турнира — это номера таблицы, от 1 до { $count }: нет номера { $missing }. Сначала проведите жеребьёвку или задайте номера.
roundrobin-error-all-paired = Все { $rounds } туров кругового турнира составлены.
roundrobin-error-no-round = В круговом турнире { $rounds } туров: тура { $round } нет.
roundrobin-error-not-berger = Тур { $round } файла не совпадает с туром таблицы Бергера при этих номерах.
lots-error-varma-size = Таблицы Варма рассчитаны на 9–24 игрока; здесь их { $count }.
command-error-rr-numbers-fixed = Номера кругового турнира закреплены, как только опубликован 1-й тур или внесён результат.
command-error-rr-numbers-invalid = Номера кругового турнира должны быть от 1 до { $count }, каждый по одному разу.
command-error-rr-late-entry = Круговой турнир не принимает опоздавших: таблица Бергера зависит от числа участников, новый участник изменил бы каждый уже составленный тур.
command-error-rr-no-byes = В круговом турнире нет свободных туров по заявке: каждый тур задан таблицей Бергера. Кто не может играть, получает поражение без игры или выбывает.
lots-audit-plain = Жеребьёвка, начальное значение { $seed }: { $order }
lots-audit-varma = Ограниченная жеребьёвка (таблицы Варма, C.05 прил. 2), начальное значение { $seed }: { $order }
lots-audit-by-hand = Номера заданы вручную
roundrobin-error-rounds = В круговом турнире из { $participants } участников { $per_cycle } туров (один круг) или { $double } (два круга), а не { $rounds }.
rr-check-not-the-table = Предложенная пара не совпадает с туром { $round } таблицы Бергера (C.05 прил. 1).
rr-explain-header = Тур { $round } из { $rounds }: круговой турнир из { $participants } участников, таблица Бергера на { $size } (ФИДЕ C.05 прил. 1).
rr-explain-slot = Круг { $cycle }, тур { $table } таблицы.
rr-explain-swapped = Порядок ФИДЕ: два последних тура первого круга играются в обратном порядке (C.05 прил. 1, чтобы никто не играл трижды подряд одним цветом).
rr-explain-reversed = Второй круг: тур таблицы с обратными цветами.
rr-explain-free = Свободен: { $player } (в паре с отсутствующим номером { $size }).
rr-explain-board = Доска { $board }: { $white } – { $black }
rr-explain-match = Матч { $number }: { $white } – { $black }
rr-explain-team-colours = В каждом матче у команды, названной первой, белые на первой доске.
cli-berger-help = Круговой турнир по таблицам Бергера ФИДЕ (C.05 прил. 1)
export-doc-rr-table = Турнирная таблица кругового турнира
export-doc-rr-schedule = Расписание всех туров
export-rr-table-legend = Каждая строка — против участника столбца: 1 победа, ½ ничья, 0 поражение, + победа без игры, − поражение без игры.
export-rr-table-legend-double = Каждая строка — против участника столбца, первый и второй круг: 1 победа, ½ ничья, 0 поражение, + победа без игры, − поражение без игры.
export-rr-schedule-round = Тур { $round }
export-rr-schedule-round-date = Тур { $round } · { $date }
export-rr-schedule-free = свободен: { $player }
export-rr-schedule-legend = Таблицы Бергера (ФИДЕ C.05 прил. 1): первый названный участник каждой доски играет белыми.
gui-export-rr-table = Турнирная таблица кругового турнира (PDF)
gui-export-rr-schedule = Расписание всех туров (PDF)
gui-field-format = Система
gui-format-swiss = Швейцарская система
gui-format-rr-single = Круговой турнир
gui-format-rr-double-fide = Двухкруговой (порядок ФИДЕ)
gui-format-rr-double-berger = Двухкруговой (порядок таблицы)
gui-format-rr-rounds = { $rounds } туров (таблица Бергера на { $size })
gui-format-rr-help = Каждый тур берётся из таблиц Бергера ФИДЕ (C.05 прил. 1): номера решают, кто с кем, когда и каким цветом играет. В порядке ФИДЕ два последних тура первого круга меняются местами, чтобы никто не играл трижды подряд одним цветом.
gui-lots-seed = Начальное значение (пусто: новое)
gui-lots-draw = Жеребьёвка номеров
gui-lots-draw-varma = Жеребьёвка (Варма)
gui-lots-first = №
gui-lots-second = №
gui-lots-swap = Поменять
gui-lots-help = Стартовые номера — это номера таблицы Бергера: разыграйте их (начальное значение записывается в журнал, то же значение даёт те же номера) или поменяйте два вручную, пока 1-й тур не опубликован. Варма: игроки одной федерации тянут номера из одной группы (C.05 прил. 2, от 9 до 24 игроков).
gui-lots-bad-seed = «{ $value }» — не начальное значение: целое число или пусто для нового.
gui-lots-bad-swap = Укажите два разных номера зарегистрированных игроков.
gui-schedule = Все туры
gui-schedule-heading = Расписание всех туров
gui-schedule-round-date = Тур { $round } · { $date }
gui-schedule-free = свободен: { $player }
gui-schedule-paired = составлен
gui-schedule-planned = по таблице
gui-rr-withdrawn-not-counted = Выбыли, сыграв меньше половины партий, поэтому исключены из таблицы вместе со всеми партиями против них (Турнирные правила ФИДЕ C.06 V.4): { $players }

## Team event printouts (issue 30)
export-doc-team-pairings = Пары матчей
export-doc-match-sheets = Протоколы матчей
export-doc-team-standings = Командная таблица после тура { $round }
export-doc-team-crosstable = Командная турнирная таблица
export-doc-board-prizes = Призы по доскам после тура { $round }
export-colour-white-short = Б
export-colour-black-short = Ч
export-col-colour-short = Цв
export-col-match-points = КО
export-col-game-points = ИО
export-col-games = Партий
export-team-before = ({ $mp } КО, { $gp } ИО)
export-team-forfeit = матч не состоялся { $code }
export-sheet-heading = Тур { $round } · Матч { $number }
export-sheet-board = Доска { $board }
export-sheet-match-score = Счёт матча
export-sheet-captain = Капитан, { $team }
export-sheet-arbiter = Судья
export-sheet-empty-board = (пустая доска)
export-no-teams = Команд пока нет.
export-board-heading = Доска { $board }
gui-export-board-prizes = Призы по доскам (PDF)

## The desk of a team competition (issue 30): tournament view, teams view, rounds, standings
gui-field-participants = Участники
gui-participants-players = Шахматисты (личный турнир)
gui-participants-teams = Команды (командный турнир)
gui-field-boards = Досок в матче
gui-error-boards = Досок в матче: целое число от 1 до { $max }, а не «{ $value }».
gui-tab-teams = Команды
gui-teams-heading = Команды
gui-teams-not-team-event = Это личный турнир. Для командного турнира выберите «Команды» в поле «Участники» на вкладке турнира до жеребьёвки 1-го тура.
gui-teams-none = Команд пока нет: введите название выше и добавьте.
gui-teams-new-placeholder = Новая команда
gui-teams-add = Добавить
gui-teams-count = Команд: { $count }, досок: { $boards }
gui-teams-help = Добавьте команды слева, затем их игроков в порядке досок.
gui-teams-name = Название команды
gui-teams-nickname = Краткое имя
gui-teams-captain = Капитан
gui-teams-team = Команда { $tpn }
gui-teams-remove = Удалить команду
gui-teams-lineup-for = Состав на
gui-teams-default-lineup = По списку
gui-teams-no-lineup-round = Нет тура, открытого для состава.
gui-teams-col-order = №
gui-teams-col-board = Доска
gui-teams-col-plays = Играет
gui-teams-roster-empty = В команде пока нет игроков.
gui-teams-pick-player = Добавить заявленного игрока
gui-teams-new-player = Имя нового игрока
gui-teams-add-player = Добавить игрока
gui-teams-lineup-help = Состав в порядке досок. Отметьте, кто играет: доски идут по порядку списка, пустая доска — поражение без игры ({ $boards } досок в матче).
gui-teams-error-rating = Рейтинг должен быть целым числом, а не «{ $value }».
gui-teams-withdraw = Снять команду…
gui-teams-withdrawn = Снята с тура { $round }
gui-teams-withdraw-heading = Снять команду { $team } с турнира?
gui-teams-withdraw-help = Начиная с выбранного тура команда не спаривается, её баи, запрошенные на эти туры, отменяются; уже спаренные матчи остаются. Снятие записывается в журнал, «Отменить» (Ctrl+Z) возвращает его.
gui-teams-byes = Бай команды:
gui-teams-bye-request = Запросить
gui-teams-no-byes-withdrawn = нет: команда снята с турнира.
gui-teams-bye-line = Тур { $round }: { $kind }
gui-acceleration-team-help = Баку для команд (C.04.7 1.4): группа A (первые 2·⌈N/4⌉ команд по стартовому номеру) получает в первых турах командные очки за победу в матче, затем за ничью; только когда основной показатель — командные очки.
gui-team-match = Матч { $number }
gui-team-keys-help = Клавиши: ↑ ↓ выбор доски · 1 выиграл игрок первой команды · 0 выиграл игрок второй команды · = ничья · + победа без игры первой команды · - победа без игры второй команды
gui-team-result-for-board = Матч { $number }, доска { $board }:
gui-team-empty-board = пустая доска (без игры)
gui-team-forfeit = Матч без игры:
gui-team-forfeit-wins = победа команды { $team }
gui-team-forfeit-double = поражение обеим
gui-team-forfeit-none = сыгран
gui-team-forfeited = без игры
gui-team-standings-leader = Лидер: { $team } — { $mp } командных очков, { $gp } очков
standings-team-positional-note = { $codes }: место среди команд, ещё равных до этого показателя (C.07 6, 12, 13.3); 0, если он не разделяет команды или команда ни с кем не делит место.
