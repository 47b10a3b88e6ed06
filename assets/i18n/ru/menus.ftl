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
