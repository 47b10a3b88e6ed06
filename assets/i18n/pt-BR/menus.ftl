title-continue = Continuar
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
title-continue-online = Continuar on-line
title-play = Jogar
title-play-online = Jogar on-line
title-load = Carregar
title-watch-ai = Assistir à IA
title-settings = Configurações
title-quit = Sair
