title-continue = Continuar
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
title-continue-online = Continuar en línea
title-play = Jugar
title-play-online = Jugar en línea
title-load = Cargar
title-watch-ai = Ver jugar a la IA
title-settings = Ajustes
title-quit = Salir
