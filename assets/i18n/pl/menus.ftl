title-continue = Kontynuuj
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }
title-continue-online = Kontynuuj online
title-play = Graj
title-play-online = Graj online
title-load = Wczytaj
title-watch-ai = Oglądaj grę SI
title-settings = Ustawienia
title-quit = Wyjdź
