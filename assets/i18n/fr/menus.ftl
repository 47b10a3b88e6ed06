title-continue = Reprendre
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
title-continue-online = Reprendre en ligne
title-play = Jouer
title-play-online = Jouer en ligne
title-load = Charger
title-watch-ai = Regarder l’IA
title-settings = Réglages
title-quit = Quitter
