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

# The sides' colours, as the menus and the panel name them.
colour-black = Black
colour-white = White
# Quadrex: Vert joins bottom to top, Horz left to right.
colour-vert = Vert
colour-horz = Horz

# Who plays a side.
seat-human = Human
seat-ai = AI level { $level }
# A lesson's or a puzzle's scripted opponent.
seat-coach = Coach
seat-remote = Friend online

# The game select screen: each game's one line.
select-title = Choose a game
select-pitch-rekushu = claim rectangles, but never mirror twice
select-pitch-rush = crowd your opponent for extra turns
select-pitch-quadrex = connect your edges; the board fills itself
select-pitch-cheversi = place chess pieces to attack the most squares
select-learn = Learn
menu-back = Back

# The setup screen.
setup-size = Board size
setup-size-value = { $size } x { $size }
setup-swap = Swap rule
setup-start = Start
setup-rating = Your rating against the AI: { $rating } (± { $spread })
setup-rating-even = Your rating against the AI: { $rating } (± { $spread })  ·  level { $level } is an even game
setup-rating-none = Play the AI to get a rating here

# The pause menu.
pause-title = Paused
pause-resume = Resume
pause-restart = Restart
pause-rules = Rules
pause-controls = Controls
pause-save = Save
pause-settings = Settings
pause-resign = Resign ({ $colour })
pause-finish = Finish now
pause-review = Review so far
pause-quit = Quit to menu
pause-pad-gone = { $colour }'s pad is gone: plug it in again, or press A on another pad.
