title-continue = Weiterspielen
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
title-continue-online = Online weiterspielen
title-play = Spielen
title-play-online = Online spielen
title-load = Laden
title-watch-ai = Der KI zusehen
title-settings = Einstellungen
title-quit = Beenden
