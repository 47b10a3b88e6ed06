# Every lesson's words: its title, then each step's task (say), what the coach says once it
# is done (done) and after a try that misses it (wrong). The ids follow the lessons in
# assets/lessons/<game>.ron: lesson-<lesson id>-title, lesson-<lesson id>-<step>-say, ...
# Moves in notation (c3, d4, Qd4, c9/b5-c9, swap) are never translated.

## Rekushu

lesson-rekushu-place-title = Placing stones
lesson-rekushu-place-1-say = You are Black and move first. Place a stone on c3.
lesson-rekushu-place-1-done = Stones go where the lines cross. The squares between the lines are the tiles you will claim.
lesson-rekushu-place-1-wrong = Not that point: place your stone on c3.
lesson-rekushu-claim-title = Claim a rectangle
lesson-rekushu-claim-1-say = You hold three corners of a rectangle. Place d4 and claim b2-d4.
lesson-rekushu-claim-1-done = Four corners yours, nothing else on it: the stones come off and its 4 tiles are yours.
lesson-rekushu-claim-1-wrong = No claim yet. Place d4, then claim the rectangle b2-d4.
lesson-rekushu-claimed-tiles-title = Claimed ground
lesson-rekushu-claimed-tiles-1-say = Try c3: all four tiles around it are already claimed.
lesson-rekushu-claimed-tiles-1-done = Refused: a stone must touch at least one unclaimed tile.
lesson-rekushu-claimed-tiles-1-wrong = That point touches an unclaimed tile. Try c3, in the middle of your claim.
lesson-rekushu-claimed-tiles-2-say = The corners came free. d4 still touches unclaimed tiles: place a stone there.
lesson-rekushu-claimed-tiles-2-done = A corner of a claim can be played again while it touches an unclaimed tile.
lesson-rekushu-claimed-tiles-2-wrong = Not that one: place your stone on d4.
lesson-rekushu-clear-title = Nothing inside
lesson-rekushu-clear-1-say = d4 would close b2-d4, but White's c3 sits inside it. Claim the other rectangle instead.
lesson-rekushu-clear-1-done = A claim needs your four corners and no other stone on its edges or inside.
lesson-rekushu-clear-1-wrong = No claim there. Place e4 and claim e4-f6.
lesson-rekushu-mirror-title = The mirror rule
lesson-rekushu-mirror-1-say = Your e2 mirrored White's b2 left to right. Try d5: it mirrors White's c5 the same way.
lesson-rekushu-mirror-1-done = Refused: you may not use the same mirror twice in a row.
lesson-rekushu-mirror-1-wrong = That move was legal. Try d5, White's c5 mirrored left to right.
lesson-rekushu-mirror-2-say = Another mirror is fine: play c2, White's c5 mirrored top to bottom.
lesson-rekushu-mirror-2-done = Allowed: only a repeat of your last move's mirror is forbidden.
lesson-rekushu-mirror-2-wrong = Not that one: play c2.
lesson-rekushu-end-title = The last claim
lesson-rekushu-end-1-say = You are White, 6 tiles to Black's 9. Place f4 and claim the whole top strip, a4-f6.
lesson-rekushu-end-1-done = All tiles are claimed, so Black cannot place: game over. 16 tiles to 9, you win.
lesson-rekushu-end-1-wrong = The game goes on. Place f4 and claim a4-f6.

## Rush

lesson-rush-place-title = Placing stones
lesson-rush-place-1-say = You are Black and move first. Place a stone on c3.
lesson-rush-place-1-done = Stones go on the points where the lines cross. Now White plays.
lesson-rush-place-1-wrong = Not that point: place your stone on c3, in the centre.
lesson-rush-place-2-say = A stone may touch one of yours. Play c4.
lesson-rush-place-2-done = One neighbour of your own is always fine.
lesson-rush-place-2-wrong = Not that one: play c4, just above your stone.
lesson-rush-adjacency-title = Not too close
lesson-rush-adjacency-1-say = Try c3: it touches two of your stones and none of White's.
lesson-rush-adjacency-1-done = Refused: a point touching two or more of yours and none of White's is closed to you.
lesson-rush-adjacency-1-wrong = That move was legal. Try c3, between your two stones.
lesson-rush-adjacency-2-say = Play b4 instead: it touches only one of your stones.
lesson-rush-adjacency-2-done = Fine. Watch White: c3 is open to White, since it touches your stones.
lesson-rush-adjacency-2-wrong = Not that one: play b4, above your stone on b3.
lesson-rush-extra-turn-title = The extra turn
lesson-rush-extra-turn-1-say = Play c2: it touches your stone and White's.
lesson-rush-extra-turn-1-done = Two or more neighbours, one of them White's: you move again.
lesson-rush-extra-turn-1-wrong = No extra turn there. Touch your stone and White's at once: c2.
lesson-rush-extra-turn-2-say = Still your turn. Do it again: play b3.
lesson-rush-extra-turn-2-done = Extra turns chain: you move yet again.
lesson-rush-extra-turn-2-wrong = No extra turn there. Try b3: it touches c3 and White's b2.
lesson-rush-extra-turn-3-say = Now play e5: it touches nothing, so your turn ends.
lesson-rush-extra-turn-3-done = Fewer than two neighbours: no extra turn, and White moves.
lesson-rush-extra-turn-3-wrong = Not that one: play e5, in the corner.
lesson-rush-pass-title = The forced pass
lesson-rush-pass-1-say = Play d1 for an extra turn. Then look: can you still play anywhere?
lesson-rush-pass-1-done = Every empty point touches two of yours and none of White's: you pass, and White fills them.
lesson-rush-pass-1-wrong = That ended your turn. Play d1: it touches c1 and White's d2.
lesson-rush-score-title = Most stones wins
lesson-rush-score-1-say = 11 stones each, three points left. Earn an extra turn to get two of them.
lesson-rush-score-1-done = An extra turn: you take another point.
lesson-rush-score-1-wrong = That ends your turn, and White would take two points. Try e3.
lesson-rush-score-2-say = a2 is closed to you, so play a1.
lesson-rush-score-2-done = White takes a2 and the board is full: 13 stones to 12, you win.
lesson-rush-score-2-wrong = Play a1, the last point open to you.

## Quadrex

lesson-quadrex-connect-title = Link your edges
lesson-quadrex-connect-1-say = You are Vert: link the bottom row to the top. Fill the gap in your chain.
lesson-quadrex-connect-1-done = One unbroken chain from bottom to top: Vert wins. Horz links left to right.
lesson-quadrex-connect-1-wrong = Your chain still has a gap. Play c3.
lesson-quadrex-cascade-title = The cascade
lesson-quadrex-cascade-1-say = Play b3: then b3 and c4, both yours, share a diagonal of a square.
lesson-quadrex-cascade-1-done = Yours on one diagonal, Horz and a gap on the other: the gap fills for you, and fills chain.
lesson-quadrex-cascade-1-wrong = Nothing filled. Try b3, diagonal to your c4.
lesson-quadrex-cascade-win-title = Win by cascade
lesson-quadrex-cascade-win-1-say = Your chain needs c3 and c4, yet one move is enough. Play c3.
lesson-quadrex-cascade-win-1-done = c3 and d4 share a diagonal, so c4 filled itself: your chain is complete.
lesson-quadrex-cascade-win-1-wrong = No win yet. Play c3 and let the square c3-d4 fill c4.
lesson-quadrex-block-title = Blocking
lesson-quadrex-block-1-say = Horz needs only d5 to link left to right. Block it.
lesson-quadrex-block-1-done = Blocked: Horz's top row is cut for good.
lesson-quadrex-block-1-wrong = Horz would now play d5 and win. Take d5 yourself.
lesson-quadrex-swap-title = The swap
lesson-quadrex-swap-1-say = You are Horz. Vert opened on b4. Your first move may be a swap: press Swap.
lesson-quadrex-swap-1-done = Vert's piece became yours, mirrored across the diagonal to d2. Vert moves again.
lesson-quadrex-swap-1-wrong = That was a placement. This time, press Swap.

## Cheversi

lesson-cheversi-king-first-title = The King first
lesson-cheversi-king-first-1-say = You are White and place first. Your first piece is always the King: put it on e4.
lesson-cheversi-king-first-1-done = The King comes first. Now each side places one piece a turn.
lesson-cheversi-king-first-1-wrong = For this lesson, put the King on e4.
lesson-cheversi-touch-title = Touch a piece
lesson-cheversi-touch-1-say = Try a Rook on a1, far from every piece.
lesson-cheversi-touch-1-done = Refused: every new piece must touch a piece already on the board.
lesson-cheversi-touch-1-wrong = That piece touches the others. Try a Rook on a1.
lesson-cheversi-touch-2-say = Now place the Rook on d3: corner to corner with your King counts as touching.
lesson-cheversi-touch-2-done = Touching means any of the 8 squares around, diagonals too.
lesson-cheversi-touch-2-wrong = Not that one: place a Rook on d3.
lesson-cheversi-score-title = Attacked squares score
lesson-cheversi-score-1-say = A piece scores 1 per empty square it attacks. A Rook on e3 or c4: play the better one.
lesson-cheversi-score-1-done = From e3 the Rook attacks 14 empty squares; on c4 your King and Black's Knight would block it.
lesson-cheversi-score-1-wrong = Not the best. Count the empty squares a Rook on e3 and on c4 would attack.
lesson-cheversi-queen-call-title = The queen call
lesson-cheversi-queen-call-1-say = Place your Queen, on e5 for instance. Black still holds its Queen.
lesson-cheversi-queen-call-1-done = A queen call: Black must place its Queen right now.
lesson-cheversi-queen-call-1-wrong = That was not your Queen. Place the Queen.
lesson-cheversi-bishops-title = Bishops on both colours
lesson-cheversi-bishops-1-say = Your first Bishop stands on d3, a light square. Try the second on e4, light too.
lesson-cheversi-bishops-1-done = Refused: your second Bishop must stand on the other colour.
lesson-cheversi-bishops-1-wrong = That move was legal. Try a Bishop on e4.
lesson-cheversi-bishops-2-say = Now place it on a dark square, such as e3.
lesson-cheversi-bishops-2-done = One Bishop on each colour: together they reach the whole board.
lesson-cheversi-bishops-2-wrong = Place your second Bishop on a dark square, such as e3.
lesson-cheversi-last-king-title = The last King
lesson-cheversi-last-king-1-say = You are Black, with only your King left. Try it on e5.
lesson-cheversi-last-king-1-done = Refused: Black's King comes last and must touch White's last piece, the Rook on d3.
lesson-cheversi-last-king-1-wrong = Try the King on e5.
lesson-cheversi-last-king-2-say = Now place it beside d3, where it blocks both White Rooks: e3.
lesson-cheversi-last-king-2-done = The King cuts both Rooks' lines: Black wins 27 to 22.
lesson-cheversi-last-king-2-wrong = White wins from there. Try e3, between the two Rooks' lines.

