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

# The Learn screen of a game: its lessons, the game that ends them, its puzzles.
learn-title = Learn { $game }
learn-intro = One rule a lesson, on a small board. Then a game, and puzzles.
learn-lesson = { $number }. { $title }
learn-lesson-done = { $number }. { $title }  (done)
learn-final-game = Play a game against level 1 on { $size }x{ $size }
learn-final-game-won = Play a game against level 1 on { $size }x{ $size }  (won)
learn-no-puzzles = No puzzles for this game yet.
learn-puzzles = Puzzles
learn-puzzles-yours = Puzzles  ·  { $count } from your games
learn-puzzle-stats = rating { $rating }  ·  { $solved } of { $total } solved  ·  streak { $streak } (best { $best })

# Couch play: the line under a human side on the setup screen, while a pad is connected.
join-press-a = Press A to join
join-keyboard = Keyboard
# A pad without a name.
join-pad = Pad

# The Load screen: the saved games, newest first, each with three lines.
load-title = Saved games
load-empty = No saved games yet. A game you play is saved after every move.
# The save the game keeps by itself after every move.
load-autosave = Autosave
load-player = { $colour }: { $seat }
load-players = { $game } { $size }x{ $size } - { $first }, { $second }
load-state = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } - { $state } - { $when } UTC
load-unfinished = unfinished
load-unfinished-to-move = unfinished, { $colour } to move
load-open = Open
load-delete = Delete
load-delete-asked = Delete?
load-yes = Yes
load-no = No
load-newer = Newer
load-older = Older
load-page = page { $page } of { $pages }

# The Play online screen.
online-title = Play online
online-intro = Play a friend on another machine: create a room and send its code, or join theirs.
online-new-room = A new room
online-new-room-about = Choose the game, its size and your side; the other side is your friend's.
online-create = Create a room
online-your-name = Your name: { $name }
online-server = Server: { $server }
online-choose-row = Choose a row, then type.
online-join-room = Join a room
online-join = Join
online-retry = Try again

# A game online's state, on the Online screen and the panel's card.
online-opening = Opening the game...
online-connecting = Connecting to the server ({ $server })...
online-retrying = The connection dropped: trying again (attempt { $attempt })...
online-offline = Offline
online-waiting-friend = Waiting for the other player to join: send them the code
online-friend-away = { $name } is offline: waiting for them to come back
# Why a game online stopped; $why is what the server or the system said.
online-problem-address = The server's address cannot be used: { $why }
online-problem-unreachable = The server cannot be reached ({ $why }).
online-problem-unknown-room = That room does not exist (or has ended long ago): { $why }.
online-problem-seat-lost = This seat is no longer yours: { $why }.
online-problem-room-full = Both seats of that room are taken.
online-problem-refused = The server refused: { $why }.
online-problem-mismatch = This Quartet cannot follow the server's game: { $why }

# Notices about the saved games (the error after the colon is the system's).
store-saved-as = Saved as "{ $name }".
store-not-saved = The game was not saved: { $why }
store-not-deleted = The game was not deleted: { $why }.
store-language-not-fetched = { $language } could not be downloaded. Choose it again in Settings once you are online.
# The files kept between runs. $file says which: settings, progress (the lessons done and the
# puzzles' ratings) or seats (the seats of unfinished games online); $why is what is wrong, as
# the system or the file's check says it (in English); $place, $kept and $file are files' places.
store-cannot-keep = Settings and saved games cannot be kept: { $why }
store-file-unreadable = { $file ->
        [settings] The settings cannot be read: { $why }. Quartet starts with the default settings.
        [progress] The lessons done and the puzzles' ratings cannot be read: { $why }. Quartet starts with no lessons done.
       *[seats] The seats of your games online cannot be read: { $why }. Quartet starts with no seats held.
    }
store-file-set-aside = { $file ->
        [settings] The settings in { $place } cannot be used: { $why }. Quartet starts with the default settings; the file is kept as { $kept }.
        [progress] The lessons done and the puzzles' ratings in { $place } cannot be used: { $why }. Quartet starts with no lessons done; the file is kept as { $kept }.
       *[seats] The seats of your games online in { $place } cannot be used: { $why }. Quartet starts with no seats held; the file is kept as { $kept }.
    }
store-file-not-set-aside = { $file ->
        [settings] The settings in { $place } cannot be used: { $why }. Quartet starts with the default settings; the file could not be set aside: { $error }.
        [progress] The lessons done and the puzzles' ratings in { $place } cannot be used: { $why }. Quartet starts with no lessons done; the file could not be set aside: { $error }.
       *[seats] The seats of your games online in { $place } cannot be used: { $why }. Quartet starts with no seats held; the file could not be set aside: { $error }.
    }
store-file-not-saved = { $file ->
        [settings] The settings were not saved: { $why }
        [progress] The lessons done and the puzzles' ratings were not saved: { $why }
       *[seats] The seats of your games online were not saved: { $why }
    }
store-save-left-out = A saved game is left out: { $why }. It stays where it is.
store-save-set-aside = The saved game { $place } cannot be used: { $why }. It is left out; the file is kept as { $kept }.
store-save-not-set-aside = The saved game { $place } cannot be used: { $why }. It is left out; the file could not be set aside: { $error }.
store-saves-not-listed = The saved games cannot be listed: { $why }.
store-not-opened = { $file } cannot be opened: { $why }. It is left unchanged.
store-play-not-used = The page's ?play= is not used: { $why }
