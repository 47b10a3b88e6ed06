# The result of a game, on the end screen's card and in the saved games' list.
result-wins = Победа: { $colour }
result-draw = Ничья
result-resigned = { $colour }: сдача после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
       *[many] { $moves } ходов
    }
result-decided = { $colour }: больше половины доски после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
       *[many] { $moves } ходов
    }; партия окончена сразу
result-connected-vert = { $colour }: низ и верх соединены после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
       *[many] { $moves } ходов
    }
result-connected-horz = { $colour }: левый и правый края соединены после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
       *[many] { $moves } ходов
    }
result-stuck = { $colour }: нет допустимого хода; подсчёт после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
       *[many] { $moves } ходов
    }
result-no-placement = нет допустимого хода; подсчёт после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
       *[many] { $moves } ходов
    }
result-board-full = Доска заполнена: камни подсчитаны после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
       *[many] { $moves } ходов
    }
result-all-placed = Все фигуры выставлены: подсчёт после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
       *[many] { $moves } ходов
    }
# What the score counts, beside each side's score.
result-unit-tiles = клетки
result-unit-stones = камни
result-unit-points = очки

# The end screen's card.
end-rematch = Реванш
end-new-room = Новая комната
end-setup = Настроить
end-menu = Меню
end-tip = Выберите ход в списке, чтобы снова увидеть партию.

# The panel beside the board.
panel-thinking = думает...
panel-game-over = Партия окончена
panel-score = Счёт
# The score of the position on view: "Black 3  –  2 White".
panel-score-line = { $first } { $first_score }  –  { $second_score } { $second }
panel-decided = { $colour }: больше половины доски, исход решён
panel-finish-tip = Результат уже не изменится: завершите партию здесь
# Why the point under the pointer, or the move just tried, is refused: the rules' reason.
panel-not-here = Сюда нельзя: { $reason }
panel-not-allowed = Ход запрещён: { $reason }
panel-tap-again = Нажмите на { $point } ещё раз, чтобы сходить туда
panel-redo = Повторить
panel-hint = Подсказка
panel-resign = Сдаться
panel-rules = Правила
panel-menu = Меню
panel-heat-map = Карта поиска
panel-heat-map-tip = Показать на доске, какую долю поиска подсказка отвела каждому ходу
# The button that switches the board view: "2D view", "3D view".
panel-view = Вид { $view }
panel-view-tip = Сменить вид доски (V); тяните правой кнопкой, чтобы повернуть 3D-доску, колесом — масштаб
panel-sound-on = Звук вкл.
panel-sound-off = Звук выкл.
panel-sound-tip = Выключить или включить весь звук (M)
panel-save-as = Сохранить
panel-save-as-tip = Сохранить партию под именем (она появится в «Загрузить»)
panel-export = Экспорт
panel-export-tip = Список ходов: скопировать или сохранить в файл
panel-import = Импорт
panel-import-tip = Открыть список ходов как новую партию
# Quadrex: the second player takes the first piece as their own.
panel-swap = Обмен
# Cheversi: the pieces each side still has to place.
panel-in-hand = Фигуры в запасе
panel-piece-stuck = { $piece }: нет допустимого поля
panel-hint-thinking = Подсказка: поиск...
panel-hint-win = выигрыш { $percent } %
panel-moves = Ходы ({ $count })
panel-replay-speed = Скорость показа
panel-replay = Воспроизвести
panel-pause = Пауза
panel-replay-tip = Показать ходы один за другим (P)
panel-step-start = Начало (Home)
panel-step-back = На ход назад (влево)
panel-step-on = На ход вперёд (вправо)
panel-step-end = Последняя позиция (End)
panel-line-from = вариант с хода { $move }
panel-after-move = после хода { $move }
panel-move-tip = ход { $number } ({ $colour }): показать позицию после него

# Cheversi's pieces.
piece-king = Король
piece-queen = Ферзь
piece-rook = Ладья
piece-bishop = Слон
piece-knight = Конь

# Undo, in a game of two devices: one player asks, the other agrees.
undo = Отменить
undo-ask = Запрос отмены
undo-withdraw = Отозвать
undo-agree = Разрешить
undo-tip = Отменить последний ход
undo-ask-tip = Попросить соперника разрешить вам отменить последний ход
undo-withdraw-tip = Отозвать просьбу об отмене последнего хода
undo-agree-tip = Разрешить сопернику отменить последний ход
undo-off-tip = Сейчас отменить нечего

# The panel's card in a game online.
online-card-room = По сети · комната
online-card-copy-link = Копировать ссылку
online-card-copy-code = Копировать код
online-card-link-copied = Ссылка-приглашение скопирована в буфер обмена: { $link }
online-card-code-copied = Код комнаты { $room } скопирован в буфер обмена.
# Who plays a side online: the player's own name, the friend's, or a free seat.
online-seat-you = { $name } (вы)
online-seat-online = { $name } · в сети
online-seat-offline = { $name } · не в сети
online-seat-free = место свободно

# On a phone: the sheet under the board, its tabs and its status line.
sheet-game = Партия
sheet-moves = Ходы
sheet-more = Ещё
sheet-last-move = Последний ход: { $move }
sheet-no-move = Ходов ещё нет

# How fast Replay plays the moves.
replay-slow = Медленно
replay-normal = Обычно
replay-fast = Быстро

# The rules panel over the board.
rules-title = Правила: { $game }
rules-close = Закрыть
rules-or-esc = или нажмите Esc

key-arrows = Стрелки
key-enter = Enter
key-esc = Esc
key-tab = Tab
key-page-up = PgUp
key-page-down = PgDn

# The controls: under the panel (those that fit) and on the Controls page. Each says what a
# key or a pad's button does.
control-move = двигать
control-place = поставить
control-undo = отменить
control-redo = повторить
control-hint = подсказка
control-menu = меню
control-legal = допустимые ходы
control-actions = действия, ходы
control-view = 2D / 3D
control-sound = звук
control-turn = повернуть доску
control-zoom = масштаб
# Cheversi: choose the piece to place.
control-piece = фигура
# Rekushu: step through the claims a placement offers.
control-next-claim = след. прямоугольник (U — пропустить)
control-claim = занять (B — пропустить)
control-swap = обмен
# Rush: finish a decided game at once.
control-finish = завершить
controls-or-keys = или нажмите Esc, Start или B

# A lesson's or a puzzle's card at the top of the panel.
learn-card-lesson = Урок { $number } из { $count }
learn-card-complete = Урок пройден.
# A puzzle's rating, the player's puzzle rating and streak.
learn-card-puzzle = Задача { $rating }  ·  вы { $yours }  ·  серия { $streak }
learn-card-hold-draw = Ход: { $colour }. Найдите ход, который удержит ничью.
learn-card-win-in = Ход: { $colour }. Выиграйте в { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
learn-card-find-win = Ход: { $colour }. Найдите выигрывающий ход.
learn-card-hint = Подсказка: { $hint }
# The puzzle rating after a puzzle, and its change: "Rating 1512 (+12)".
learn-card-rating = Рейтинг { $rating } ({ $change })
learn-card-show-me = Показать
learn-card-show-me-tip = Сделать за вас ход этого шага (H)
learn-card-hint-tip = Одна подсказка: после неё задача засчитывается в рейтинге как нерешённая (H)
learn-card-retry = Заново
learn-card-retry-tip = Начать сначала
learn-card-next = Далее
learn-card-next-tip = Перейти дальше (Enter, когда всё готово)
learn-card-back-tip = Уроки и задачи этой игры
learn-card-pad-keys = Верх: показать или подсказка  ·  Низ: далее, когда готово  ·  Start: меню (Заново)
learn-card-keys = H: показать или подсказка  ·  Enter: далее, когда готово  ·  Esc: меню (Заново)
# The game that closes a game's lessons.
learn-card-final = Итоговая партия
learn-card-final-about = Победите уровень 1 на доске { $size }x{ $size }: всё, что было в уроках.
learn-card-to-lessons = Назад к урокам

# The review's card: each move of a finished game judged by the AI.
review-start = Разбор партии
review-start-tip = Где партия была выиграна и проиграна: каждый ход оценён ИИ (R)
review-caption = Разбор
review-progress = Позиции: { $done } из { $total }
review-stop = Стоп
review-stopped = остановлено на { $done } из { $total }
review-again = Разобрать снова
# The switch that shows where the AI looked, by its name for screen readers.
review-heat-map = Карта поиска в разборе
review-heat-map-tip = Куда смотрел ИИ в позиции, в которой был сделан показанный ход
review-next-mark = Следующая ошибка
review-next-mark-tip = Следующий отмеченный ход (точка)
review-previous-mark = Предыдущая ошибка
review-previous-mark-tip = Предыдущий отмеченный ход (запятая)
review-graph-tip = после хода { $move }: первый игрок { $percent } %
review-filter-tip = Переходить только по отмеченным ходам этого игрока (F)
review-accuracy-tip = Точность (формула Lichess)
review-chance-tip = { $mark }: шансы сделавшего ход на победу, до и после
review-points = Ожидаемые очки: { $before } → { $after }
review-points-tip = Итоговый перевес в очках, который ИИ ожидает для сделавшего ход при лучшем ходе и после сыгранного
review-better = Лучше:
review-line = Вариант:
review-line-move = Ход варианта { $number }
review-line-move-tip = Показать на доске вариант до этого хода (шаги ↓ и ↑)
review-leave-line = Выйти из варианта
review-leave-line-tip = Вернуться к сыгранному ходу

# The marks the review gives a move, one and many.
mark-best = Лучший
mark-inaccuracy = Неточность
mark-mistake = Ошибка
mark-blunder = Зевок
marks-best = Лучшие ходы
marks-inaccuracy = Неточности
marks-mistake = Ошибки
marks-blunder = Зевки

# The dialogs of Save as, Export and Import.
files-export-title = Экспорт списка ходов
files-import-title = Импорт списка ходов
files-name = Имя:
files-saved-as = Сохранено как «{ $name }» в папке сохранений
files-cancel = Отмена
files-copy = Копировать
files-copied = Список ходов скопирован в буфер обмена.
files-save-file = Сохранить в файл
files-download = Скачать
files-downloaded = Список ходов скачан как { $name }.
files-not-downloaded = Список ходов не скачан: { $error }
files-written = Список ходов сохранён: { $place }.
files-not-written = Список ходов не записан: { $error }
files-paste-or-path = Вставьте список ходов (Ctrl+V) или путь к файлу с ним:
files-paste-or-open = Вставьте список ходов (Ctrl+V) или откройте файл с ним:
files-open-file = Открыть файл…
files-no-picker = Выбор файла недоступен: { $error }
import-no-moves = В нём нет ни одного хода.
import-no-header = Заголовок «{ $header }» не называет игру и размер.
import-not-a-size = «{ $size }» — не размер доски вроде 9x9.
import-unknown-game = { $name } — не игра: выберите Rekushu, Rush, Quadrex или Cheversi.
import-size-not-allowed = В { $game } не играют на доске { $size }x{ $size }: её размеры — { $allowed }.
import-bad-move = Ход { $number } ({ $move }) сделать нельзя: { $why }
import-file = { $file }: { $error }

# The actions menu a pad or Tab opens over the board, a row at a time.
actions-title = Действия
actions-heat-map = Карта поиска: { $state }
actions-view = Вид: { $view }
actions-moves-at = Ходы: ◀ после { $move } из { $count } ▶
actions-moves-live = Ходы: ◀ текущая позиция, { $count } ▶
actions-show-or-hint = Показать или подсказка
actions-marked = Отмеченные ходы: ◀ { $count } ▶
actions-line = Лучший вариант: { $count ->
        [one] { $count } ход
        [few] { $count } хода
       *[many] { $count } ходов
    } ▶
actions-line-at = Лучший вариант: ◀ { $move } из { $count } ▶
actions-choose = выбрать
actions-close = закрыть

# A request to take back a move, while the other player has not answered.
undo-asked = { $colour }: просьба отменить последний ход
undo-answer = { $colour }:
undo-agree-key = разрешить
undo-refuse-key = отказать

hint-wins-in = выигрыш за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }
hint-wins = выигрыш при лучшей игре
hint-draw = ничья при лучшей игре
hint-lost = проигрыш при лучшей игре

banner-passes-again = { $colour }: нет хода, пропуск не один раз
banner-passes = { $colour }: нет хода, пропуск; снова ход: { $other }
banner-extra-turn = Лишний ход: снова { $colour }
