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
