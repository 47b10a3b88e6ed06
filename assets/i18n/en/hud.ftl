# The result of a game, on the end screen's card and in the saved games' list.
result-wins = { $colour } wins
result-draw = A draw
result-resigned = { $colour } resigned after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
result-decided = { $colour } held more than half of the board after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: finished at once
result-connected-vert = { $colour } connected bottom to top after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
result-connected-horz = { $colour } connected left to right after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
result-stuck = { $colour } had no legal placement left: score after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
result-no-placement = no legal placement: score after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
result-board-full = The board is full: stones counted after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
result-all-placed = All pieces placed: score after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
# What the score counts, beside each side's score.
result-unit-tiles = tiles
result-unit-stones = stones
result-unit-points = points

# The end screen's card.
end-rematch = Rematch
end-new-room = New room
end-setup = Setup
end-menu = Menu
end-tip = Select a move in the list to see the game again.

# The panel beside the board.
panel-thinking = thinking...
panel-game-over = Game over
panel-score = Score
# The score of the position on view: "Black 3  –  2 White".
panel-score-line = { $first } { $first_score }  –  { $second_score } { $second }
panel-decided = { $colour } holds more than half: decided
panel-finish-tip = The result cannot change: end the game here
# Why the point under the pointer, or the move just tried, is refused: the rules' reason.
panel-not-here = Not here: { $reason }
panel-not-allowed = Not allowed: { $reason }
panel-tap-again = Tap { $point } again to place there
panel-redo = Redo
panel-hint = Hint
panel-resign = Resign
panel-rules = Rules
panel-menu = Menu
panel-heat-map = Heat map
panel-heat-map-tip = Show the hint's share of the search per move on the board
# The button that switches the board view: "2D view", "3D view".
panel-view = { $view } view
panel-view-tip = Switch the board view (V); drag with the right button to turn the 3D board, wheel to zoom
panel-sound-on = Sound on
panel-sound-off = Sound off
panel-sound-tip = Turn all sound off or on (M)
panel-save-as = Save as
panel-save-as-tip = Save this game under a name (Load lists it)
panel-export = Export
panel-export-tip = The move list, to copy or to a file
panel-import = Import
panel-import-tip = Open a move list as a new game
# Quadrex: the second player takes the first piece as their own.
panel-swap = Swap
# Cheversi: the pieces each side still has to place.
panel-in-hand = Pieces in hand
panel-piece-stuck = { $piece }: no legal square
panel-hint-thinking = Hint: thinking...
panel-hint-win = win { $percent }%
panel-moves = Moves ({ $count })
panel-replay-speed = Replay speed
panel-replay = Replay
panel-pause = Pause
panel-replay-tip = Play the moves one after another (P)
panel-step-start = The start (Home)
panel-step-back = One move back (Left)
panel-step-on = One move on (Right)
panel-step-end = The last position (End)
panel-line-from = line from move { $move }
panel-after-move = after move { $move }
panel-move-tip = move { $number } ({ $colour }): show the position after it

# Cheversi's pieces.
piece-king = King
piece-queen = Queen
piece-rook = Rook
piece-bishop = Bishop
piece-knight = Knight

# Undo, in a game of two devices: one player asks, the other agrees.
undo = Undo
undo-ask = Ask undo
undo-withdraw = Withdraw
undo-agree = Agree undo
undo-tip = Take back the last move
undo-ask-tip = Ask the other player to let you take back the last move
undo-withdraw-tip = Withdraw your request to take back the last move
undo-agree-tip = Let the other player take back the last move
undo-off-tip = Nothing you may take back now

# The panel's card in a game online.
online-card-room = Online · room
online-card-copy-link = Copy link
online-card-copy-code = Copy code
online-card-link-copied = The invite link is on the clipboard: { $link }
online-card-code-copied = The room code { $room } is on the clipboard.
# Who plays a side online: the player's own name, the friend's, or a free seat.
online-seat-you = { $name } (you)
online-seat-online = { $name } · online
online-seat-offline = { $name } · offline
online-seat-free = not joined yet

# On a phone: the sheet under the board, its tabs and its status line.
sheet-game = Game
sheet-moves = Moves
sheet-more = More
sheet-last-move = Last move: { $move }
sheet-no-move = No move yet

# How fast Replay plays the moves.
replay-slow = Slow
replay-normal = Normal
replay-fast = Fast

# The rules panel over the board.
rules-title = Rules of { $game }
rules-close = Close
rules-or-esc = or press Esc

# Key caps whose name is a word, as keyboards sold where the language is spoken print them.
key-arrows = Arrows
key-enter = Enter
key-esc = Esc
key-tab = Tab
key-page-up = PgUp
key-page-down = PgDn

# The controls: under the panel (those that fit) and on the Controls page. Each says what a
# key or a pad's button does.
control-move = move
control-place = place
control-undo = undo
control-redo = redo
control-hint = hint
control-menu = menu
control-legal = legal points
control-actions = actions, moves
control-view = 2D / 3D
control-sound = sound
control-turn = turn the board
control-zoom = zoom
# Cheversi: choose the piece to place.
control-piece = piece
# Rekushu: step through the claims a placement offers.
control-next-claim = next claim (U skips)
control-claim = claim (B skips)
control-swap = swap
# Rush: finish a decided game at once.
control-finish = finish
controls-or-keys = or press Esc, Start or B

# A lesson's or a puzzle's card at the top of the panel.
learn-card-lesson = Lesson { $number } of { $count }
learn-card-complete = Lesson complete.
# A puzzle's rating, the player's puzzle rating and streak.
learn-card-puzzle = Puzzle { $rating }  ·  you { $yours }  ·  streak { $streak }
learn-card-hold-draw = { $colour } to play: find the move that holds the draw.
learn-card-win-in = { $colour } to play: win in { $moves }.
learn-card-find-win = { $colour } to play: find the winning move.
learn-card-hint = Hint: { $hint }
# The puzzle rating after a puzzle, and its change: "Rating 1512 (+12)".
learn-card-rating = Rating { $rating } ({ $change })
learn-card-show-me = Show me
learn-card-show-me-tip = Play this step's move for you (H)
learn-card-hint-tip = One hint: the puzzle then counts as missed for your rating (H)
learn-card-retry = Retry
learn-card-retry-tip = Start this again
learn-card-next = Next
learn-card-next-tip = On to the next one (Enter once this is done)
learn-card-back-tip = The lessons and puzzles of this game
learn-card-pad-keys = North: show me or hint  ·  South: next, once done  ·  Start: menu (Restart)
learn-card-keys = H: show me or hint  ·  Enter: next, once done  ·  Esc: menu (Restart)
# The game that closes a game's lessons.
learn-card-final = Closing game
learn-card-final-about = Beat level 1 on { $size }x{ $size }: everything from the lessons.
learn-card-to-lessons = Back to the lessons

# The review's card: each move of a finished game judged by the AI.
review-start = Review the game
review-start-tip = Where the game was won and lost: each move judged by the AI (R)
review-caption = Review
review-progress = { $done } of { $total } positions
review-stop = Stop
review-stopped = stopped at { $done } of { $total }
review-again = Review again
# The switch that shows where the AI looked, by its name for screen readers.
review-heat-map = Review heat map
review-heat-map-tip = Where the AI looked in the position the move on view was played in
review-next-mark = Next mistake
review-next-mark-tip = The next marked move (period)
review-previous-mark = Previous mistake
review-previous-mark-tip = The previous marked move (comma)
review-graph-tip = after move { $move }: first player { $percent }%
review-filter-tip = Step through this player's marked moves only (F)
review-accuracy-tip = Accuracy (Lichess's formula)
review-chance-tip = { $mark }: the mover's chance of winning before and after
review-points = Points expected: { $before } → { $after }
review-points-tip = The mover's final score margin the AI expects with the best move, and after the move played
review-better = Better:
review-line = Line:
review-line-move = Line move { $number }
review-line-move-tip = Show the line to this move on the board (↓ and ↑ step)
review-leave-line = Leave the line
review-leave-line-tip = Back to the move played

# The marks the review gives a move, one and many.
mark-best = Best
mark-inaccuracy = Inaccuracy
mark-mistake = Mistake
mark-blunder = Blunder
marks-best = Best moves
marks-inaccuracy = Inaccuracies
marks-mistake = Mistakes
marks-blunder = Blunders

# The dialogs of Save as, Export and Import.
files-export-title = Export the move list
files-import-title = Import a move list
files-name = Name:
files-saved-as = Saved as "{ $name }" in the saves folder
files-cancel = Cancel
files-copy = Copy
files-copied = The move list is on the clipboard.
files-save-file = Save to a file
files-download = Download
files-downloaded = The move list is downloaded as { $name }.
files-not-downloaded = The move list was not downloaded: { $error }
files-written = The move list is in { $place }.
files-not-written = The move list was not written: { $error }
files-paste-or-path = Paste a move list (Ctrl+V), or the path of a file holding one:
files-paste-or-open = Paste a move list (Ctrl+V), or open a file holding one:
files-open-file = Open a file…
files-no-picker = No file picker: { $error }
# Why a pasted or opened move list cannot be read.
import-no-moves = There are no moves in it.
import-no-header = The header "{ $header }" names no game and size.
import-not-a-size = "{ $size }" is not a board size like 9x9.
import-unknown-game = { $name } is not a game: choose Rekushu, Rush, Quadrex or Cheversi.
import-size-not-allowed = { $game } is not played on { $size }x{ $size }: its sizes are { $allowed }.
import-bad-move = Move { $number } ({ $move }) cannot be played: { $why }
import-file = { $file }: { $error }

# The actions menu a pad or Tab opens over the board, a row at a time.
actions-title = Actions
actions-heat-map = Heat map: { $state }
actions-view = View: { $view }
actions-moves-at = Moves: ◀ after { $move } of { $count } ▶
actions-moves-live = Moves: ◀ live, { $count } ▶
actions-show-or-hint = Show me, or the hint
actions-marked = Marked moves: ◀ { $count } ▶
actions-line = Better line: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } ▶
actions-line-at = Better line: ◀ { $move } of { $count } ▶
actions-choose = choose
actions-close = close

# A request to take back a move, while the other player has not answered.
undo-asked = { $colour } asks to take back the last move
undo-answer = { $colour }:
undo-agree-key = agree
undo-refuse-key = refuse


# A solved position's result in the hint, for the side to move.
hint-wins-in = wins in { $moves }
hint-wins = wins with best play
hint-draw = a draw with best play
hint-lost = lost with best play

# The banner over the board after a move that says more than itself.
banner-passes-again = { $colour } cannot move: passes, more than once
banner-passes = { $colour } cannot move and passes: { $other } again
banner-extra-turn = Extra turn: { $colour } moves again
