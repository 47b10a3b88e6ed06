# The title screen. The games' names (Rekushu, Rush, Quadrex, Cheversi) are never translated.

title-continue = Continue
# The unfinished game Continue goes back to: its game, its board's size and how far it went.
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
title-continue-online = Continue online
title-play = Play
title-play-online = Play online
title-load = Load
title-watch-ai = Watch the AI
title-settings = Settings
title-quit = Quit
