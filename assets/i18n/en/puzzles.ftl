# Puzzles: the coach's lines and the hint.

# The coach's lines in a puzzle: a right move, the end, a miss (the move tried, the one wanted).
puzzle-right = { $move } is right. Keep going.
puzzle-solved = Solved!
puzzle-solved-with-hint = Solved, with the hint.
puzzle-missed = Not { $tried }: the move was { $wanted }. Here is the line.
# The one hint: the puzzle's theme, then where to look.
puzzle-hint-themed = Theme: { $theme }. { $hint }
puzzle-hint-piece = Place your { $piece }.
puzzle-hint-column = Look at column { $column }.
puzzle-hint-swap = Think about the swap.
# What a puzzle's winning move does.
theme-cascade = cascade
theme-claim = claim
theme-connect = connect
theme-cut = cut
theme-extra-turn = extra turn
theme-queen-call = queen call
