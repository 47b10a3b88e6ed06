# The game by text (docs/accessibility.md): what a screen reader reads out, and the answers to
# what a player types. $point is a point (e5), $colour a side's colour (Black), $piece a
# Cheversi piece, $move a move in notation (e5, c9/b5-c9, Qd4).
text-empty = { $point } empty
text-empty-run = { $from } to { $to } empty
text-stone = { $point } { $colour }
text-piece = { $point } { $colour } { $piece }
text-row = Row { $row }: { $points }.
text-column = Column { $column }: { $points }.
text-stones = { $colour } has { $count ->
        [one] one on the board
       *[other] { $count } on the board
    }: { $points }.
text-no-stones = { $colour } has nothing on the board.
text-turn = { $colour } to move.
text-over = The game is over.
text-score = { $first } { $a }, { $second } { $b }.
text-no-score = No score until the game ends.
text-last = Last move: { $colour } { $move }.
text-no-last = No move yet.
text-claims = { $colour } can claim { $rects }.
text-no-claims = { $colour } can claim no rectangle now.
text-no-claims-here = Only Rekushu has claims.
text-hand = In hand: { $sides }.
text-hand-side = { $colour } { $pieces }
text-hand-piece = { $piece } { $count }
text-hand-none = nothing
text-no-hand-here = Only Cheversi has pieces in hand.
text-help = Commands: l the last move, s the score, t whose turn, r and a number a row, c and a letter a column, a point and ? what is there (e5?), p and a colour where its stones are. Or type a move (e5).
text-help-rekushu = Commands: l the last move, s the score, t whose turn, r and a number a row, c and a letter a column, a point and ? what is there (e5?), p and a colour where its stones are, claims the rectangles you can claim. Or type a move (e5, or c9/b5-c9 to claim b5-c9).
text-help-cheversi = Commands: l the last move, s the score, t whose turn, r and a number a row, c and a letter a column, a square and ? what is there (e5?), p and a colour where its pieces are, hand the pieces still to place. Or type a move (Qd4).
text-box-label = Move or command (h for help)
# The screen whose buttons the browser's text layer lists (its landmark's name).
text-screen-title = Main menu
text-screen-select = Choose a game
text-screen-setup = New game
text-screen-load = Saved games
text-screen-settings = Settings
text-screen-learn = Learn
text-screen-online = Play online
text-screen-play = Game
text-screen-end = Game over
text-screen-paused = Paused
# A button's name where its text alone does not say what it does: a row's < and >
# ($row: the row's name and value), the game select's Learn buttons.
text-button-previous = { $row }: previous
text-button-next = { $row }: next
text-learn-game = Learn { $game }
# How much is read after each move (Settings): the move; all it caused; then the score and turn.
text-read-move = Move
text-read-effects = Move + effects
text-read-all = Everything
# The desktop's accessibility tree: the group of the panel's buttons, the log of what is said.
text-panel = Game panel
text-log = Announcements
text-unknown = "{ $input }" is not a command or a move. Type h for the commands.
text-refused = Not allowed: { $why }.
text-wait = Not your turn: { $colour } is to move.
# A move as announced, one sentence of facts.
text-sentence = { $facts }.
text-move = { $colour } { $move }
text-move-fills = { $count ->
        [one] one more filled: { $points }
       *[other] { $count } more filled: { $points }
    }
text-move-claim = claims { $rect }, { $tiles ->
        [one] one tile
       *[other] { $tiles } tiles
    }
text-move-extra-turn = moves again
text-move-pass = { $colour } passes
text-move-queen-call = { $colour } must place the Queen now
text-move-over = the game is over
text-thinking = { $colour } is thinking…
# Between the items of a list (e5, f6), and between the facts of a sentence.
text-list-separator = {", "}
text-fact-separator = {"; "}

# Hints, the review and lessons by text ($number: a move's number, $mark: its mark, $best: the better move).
text-help-more = Also: hint for the AI's move, review for the moves a review marked, m and a number for that move's mark.
text-no-hint = No hint here.
text-hint-asked = Looking for a hint…
text-hint = Hint: { $move }, { $estimate }.
text-no-review = No review yet: review the game from its panel first.
text-judged = Move { $number }, { $colour } { $move }: { $mark }.
text-judged-better = Move { $number }, { $colour } { $move }: { $mark }; better { $best }.
text-mark-none = no mark
text-review-marks = { $count ->
        [one] One marked move
       *[other] { $count } marked moves
    }: { $moves }.
text-review-mark = { $number } { $colour } { $move } { $mark }
text-review-none = The review marked no move.
text-view-start = The start of the game.
text-view-move = After move { $number }: { $colour } { $move }.
text-view-live = The game as it stands.
