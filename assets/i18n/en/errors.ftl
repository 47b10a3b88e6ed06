# The errors and refusals a player reads.
# Why the rules refuse a move (after "Not here:" or "Not allowed:").
illegal-game-over = the game is over
illegal-occupied = { $point } is occupied
illegal-off-board = { $point } is off the board
illegal-no-unclaimed-tile = { $point } touches no unclaimed tile
# Rekushu: $kind is the mirror's letter (h, v or d).
illegal-mirror = mirror rule: { $point } is a { $kind } mirror of the opponent's last stone, the same type as your previous move
illegal-bad-claim = not a legal claim: { $reason }
# Why a Rekushu claim is not legal (after "not a legal claim:"): $rect is the rectangle (c6-f9), $point the point at fault.
claim-leaves-board = { $rect } leaves the board
claim-not-a-rectangle = { $rect } is not a rectangle: give its lower-left and upper-right corners
claim-stone-on-edge = the stone at { $point } would stand on { $rect }'s edge or inside it
claim-corner-not-yours = corner { $point } of { $rect } is not your stone
claim-stone-inside = { $rect } has a stone at { $point } on its edge or inside
claim-holds-claimed-tile = { $rect } holds the claimed tile at { $point }
illegal-adjacency = Rush adjacency: { $point } touches two or more of your stones and none of the opponent's
illegal-swap-not-now = swap is only allowed as Horz's first move
illegal-swap-off = swap is switched off in this game
illegal-not-adjacent = { $point } must touch a piece already on the board
illegal-king-first = White's first piece must be the King
illegal-king-too-early = Black's King may only be placed as Black's 8th (last) piece
illegal-king-last = Black's 8th piece must be the King
illegal-king-must-touch = Black's King must touch White's last piece at { $point }
illegal-no-room-for-king = White's last piece must leave an empty square beside it for Black's King
illegal-bishop-colour = the second Bishop must stand on a square of the other colour than the first
illegal-queen-call = queen call: the opponent placed the Queen, so you must place yours now
illegal-queen-seventh = Black must place the Queen as its 7th piece
illegal-not-in-hand = no { $piece } left in hand
illegal-not-a-pass = no forced pass happened here
illegal-unreadable = { $reason }
illegal-wrong-game = that move belongs to another game
# Why a text is not a move (a move list's move, after "cannot be played:"). $text is what was written.
parse-empty = the move is empty
parse-bad-coord = '{ $text }' is not a point: write a column letter and a row number, like j10
parse-off-board = { $point } is off the board (the board is { $size }x{ $size })
parse-bad-rekushu = '{ $text }' is not a Rekushu move: write a point (j10) or a point and a claim (j10/c6-f9)
parse-bad-cheversi = '{ $text }' is not a Cheversi move: write a piece letter (K Q R B N) and a square, like Ke4
parse-pass-not-a-move = 'pass' is never a choice: Rush records forced passes by itself
parse-other = '{ $text }' is not a move of { $game }
