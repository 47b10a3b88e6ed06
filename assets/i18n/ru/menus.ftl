title-continue = Продолжить
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }
title-continue-online = Продолжить по сети
title-play = Играть
title-play-online = Играть по сети
title-load = Загрузить
title-watch-ai = Смотреть игру ИИ
title-settings = Настройки
title-quit = Выход

colour-black = Чёрные
colour-white = Белые
colour-vert = Вертикаль
colour-horz = Горизонталь

seat-human = Человек
seat-ai = ИИ, уровень { $level }
seat-coach = Тренер
seat-remote = Друг по сети

select-title = Выберите игру
select-pitch-rekushu = занимайте прямоугольники, но не отражайте дважды
select-pitch-rush = окружайте соперника ради лишних ходов
select-pitch-quadrex = соедините свои края; доска заполняется сама
select-pitch-cheversi = ставьте шахматные фигуры, чтобы бить больше полей
select-learn = Учиться
menu-back = Назад

setup-size = Размер доски
setup-size-value = { $size } x { $size }
setup-swap = Правило обмена
setup-start = Начать
setup-rating = Ваш рейтинг против ИИ: { $rating } (± { $spread })
setup-rating-even = Ваш рейтинг против ИИ: { $rating } (± { $spread })  ·  уровень { $level } — равная игра
setup-rating-none = Сыграйте с ИИ, чтобы получить здесь рейтинг

pause-title = Пауза
pause-resume = Продолжить
pause-restart = Заново
pause-rules = Правила
pause-controls = Управление
pause-save = Сохранить
pause-settings = Настройки
pause-resign = Сдаться ({ $colour })
pause-finish = Завершить
pause-review = Разбор партии
pause-quit = Выйти в меню
pause-pad-gone = Геймпад стороны «{ $colour }» отключён: подключите его снова или нажмите A на другом геймпаде.

learn-title = Обучение: { $game }
learn-intro = Одно правило на урок, на маленькой доске. Потом партия и задачи.
learn-lesson = { $number }. { $title }
learn-lesson-done = { $number }. { $title }  (пройден)
learn-final-game = Партия против уровня 1 на доске { $size }x{ $size }
learn-final-game-won = Партия против уровня 1 на доске { $size }x{ $size }  (выиграна)
learn-no-puzzles = Для этой игры задач пока нет.
learn-puzzles = Задачи
learn-puzzles-yours = Задачи  ·  { $count } из ваших партий
learn-puzzle-stats = рейтинг { $rating }  ·  решено { $solved } из { $total }  ·  серия { $streak } (лучшая { $best })

join-press-a = Нажмите A, чтобы играть
join-keyboard = Клавиатура
join-pad = Геймпад

load-title = Сохранённые партии
load-empty = Сохранённых партий пока нет. Партия сохраняется после каждого хода.
load-autosave = Автосохранение
load-player = { $colour }: { $seat }
load-players = { $game } { $size }x{ $size } - { $first }, { $second }
load-state = { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    } - { $state } - { $when } UTC
load-unfinished = не окончена
load-unfinished-to-move = не окончена, ход: { $colour }
load-open = Открыть
load-delete = Удалить
load-delete-asked = Удалить?
load-yes = Да
load-no = Нет
load-newer = Новее
load-older = Старее
load-page = страница { $page } из { $pages }

online-title = Игра по сети
online-intro = Играйте с другом на другом устройстве: создайте комнату и отправьте её код или войдите в его комнату.
online-new-room = Новая комната
online-new-room-about = Выберите игру, размер и свою сторону; другая сторона — вашего друга.
online-create = Создать комнату
online-your-name = Ваше имя: { $name }
online-server = Сервер: { $server }
online-choose-row = Выберите строку и печатайте.
online-join-room = Войти в комнату
online-join = Войти
online-retry = Повторить

online-opening = Открываем партию...
online-connecting = Подключение к серверу ({ $server })...
online-retrying = Связь прервалась: новая попытка (попытка { $attempt })...
online-offline = Нет сети
online-waiting-friend = Ждём второго игрока: отправьте ему код
online-friend-away = { $name } не в сети: ждём возвращения
online-problem-address = Адрес сервера не подходит: { $why }
online-problem-unreachable = Сервер недоступен ({ $why }).
online-problem-unknown-room = Такой комнаты нет (или она давно закрыта): { $why }.
online-problem-seat-lost = Это место больше не ваше: { $why }.
online-problem-room-full = Оба места в этой комнате заняты.
online-problem-refused = Сервер отказал: { $why }.
online-problem-mismatch = Этот Quartet не может следить за партией сервера: { $why }

store-saved-as = Сохранено как «{ $name }».
store-not-saved = Партия не сохранена: { $why }
store-not-deleted = Партия не удалена: { $why }.
store-language-not-fetched = Не удалось загрузить язык { $language }. Выберите его снова в настройках, когда появится сеть.
store-cannot-keep = Невозможно хранить настройки и сохранённые партии: { $why }
store-file-unreadable = { $file ->
        [settings] Не удаётся прочитать настройки: { $why }. Quartet запускается с настройками по умолчанию.
        [progress] Не удаётся прочитать пройденные уроки и рейтинг задач: { $why }. Quartet запускается без пройденных уроков.
       *[seats] Не удаётся прочитать ваши места в партиях по сети: { $why }. Quartet запускается без занятых мест.
    }
store-file-set-aside = { $file ->
        [settings] Настройки в { $place } нельзя использовать: { $why }. Quartet запускается с настройками по умолчанию; файл сохранён как { $kept }.
        [progress] Пройденные уроки и рейтинг задач в { $place } нельзя использовать: { $why }. Quartet запускается без пройденных уроков; файл сохранён как { $kept }.
       *[seats] Ваши места в партиях по сети в { $place } нельзя использовать: { $why }. Quartet запускается без занятых мест; файл сохранён как { $kept }.
    }
store-file-not-set-aside = { $file ->
        [settings] Настройки в { $place } нельзя использовать: { $why }. Quartet запускается с настройками по умолчанию; файл не удалось отложить: { $error }.
        [progress] Пройденные уроки и рейтинг задач в { $place } нельзя использовать: { $why }. Quartet запускается без пройденных уроков; файл не удалось отложить: { $error }.
       *[seats] Ваши места в партиях по сети в { $place } нельзя использовать: { $why }. Quartet запускается без занятых мест; файл не удалось отложить: { $error }.
    }
store-file-not-saved = { $file ->
        [settings] Настройки не сохранены: { $why }
        [progress] Пройденные уроки и рейтинг задач не сохранены: { $why }
       *[seats] Ваши места в партиях по сети не сохранены: { $why }
    }
store-save-left-out = Сохранённая партия пропущена: { $why }. Она остаётся на месте.
store-save-set-aside = Сохранённую партию { $place } нельзя использовать: { $why }. Она пропущена; файл сохранён как { $kept }.
store-save-not-set-aside = Сохранённую партию { $place } нельзя использовать: { $why }. Она пропущена; файл не удалось отложить: { $error }.
store-saves-not-listed = Не удаётся получить список сохранённых партий: { $why }.
store-not-opened = Не удаётся открыть { $file }: { $why }. Файл не изменён.
store-play-not-used = Параметр ?play= в адресе не используется: { $why }
