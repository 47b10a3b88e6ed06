text-empty = { $point } vacío
text-empty-run = { $from } a { $to } vacíos
text-stone = { $point } { $colour }
text-piece = { $point } { $colour } { $piece }
text-row = Fila { $row }: { $points }.
text-column = Columna { $column }: { $points }.
text-stones = { $colour }: { $count } en el tablero: { $points }.
text-no-stones = { $colour }: nada en el tablero.
text-turn = Turno de { $colour }.
text-over = La partida ha terminado.
text-score = { $first } { $a }, { $second } { $b }.
text-no-score = No hay puntuación hasta que termine la partida.
text-last = Última jugada: { $colour } { $move }.
text-no-last = Aún no hay jugadas.
text-claims = { $colour }: puede reclamar { $rects }.
text-no-claims = { $colour }: ningún rectángulo que reclamar ahora.
text-no-claims-here = Solo Rekushu tiene reclamaciones.
text-hand = En la mano: { $sides }.
text-hand-side = { $colour } { $pieces }
text-hand-piece = { $piece } { $count }
text-hand-none = nada
text-no-hand-here = Solo Cheversi tiene piezas en la mano.
text-help = Órdenes: l la última jugada, s la puntuación, t a quién le toca, r y un número una fila, c y una letra una columna, un punto y ? qué hay ahí (e5?), p y un color dónde están sus piedras. O escribe una jugada (e5).
text-help-rekushu = Órdenes: l la última jugada, s la puntuación, t a quién le toca, r y un número una fila, c y una letra una columna, un punto y ? qué hay ahí (e5?), p y un color dónde están sus piedras, claims los rectángulos que puedes reclamar. O escribe una jugada (e5, o c9/b5-c9 para reclamar b5-c9).
text-help-cheversi = Órdenes: l la última jugada, s la puntuación, t a quién le toca, r y un número una fila, c y una letra una columna, una casilla y ? qué hay ahí (e5?), p y un color dónde están sus piezas, hand las piezas que quedan por colocar. O escribe una jugada (Qd4).
text-box-label = Jugada u orden (h para ayuda)
text-screen-title = Menú principal
text-screen-select = Elegir un juego
text-screen-setup = Nueva partida
text-screen-load = Partidas guardadas
text-screen-settings = Ajustes
text-screen-learn = Aprender
text-screen-online = Jugar en línea
text-screen-play = Partida
text-screen-end = Fin de la partida
text-screen-paused = Pausa
text-button-previous = { $row }: anterior
text-button-next = { $row }: siguiente
text-learn-game = Aprender { $game }
text-read-move = Jugada
text-read-effects = Jugada + efectos
text-read-all = Todo
text-panel = Panel de juego
text-log = Avisos
text-unknown = «{ $input }» no es una orden ni una jugada. Escribe h para ver las órdenes.
text-refused = No permitido: { $why }.
text-wait = No es tu turno: juegan { $colour }.
text-sentence = { $facts }.
text-move = { $colour } { $move }
text-move-fills = { $count ->
        [one] una más llena: { $points }
       *[other] { $count } más llenas: { $points }
    }
text-move-claim = reclama { $rect }, { $tiles ->
        [one] una casilla
       *[other] { $tiles } casillas
    }
text-move-extra-turn = vuelve a jugar
text-move-pass = { $colour }: pasa
text-move-queen-call = { $colour }: debe colocar la Dama ahora
text-move-over = la partida ha terminado
text-thinking = { $colour }: pensando…
text-list-separator = {", "}
text-fact-separator = {"; "}

text-help-more = Además: hint para la jugada de la IA, review para las jugadas marcadas por el análisis, m y un número para la marca de esa jugada.
text-no-hint = No hay pista aquí.
text-hint-asked = Buscando una pista…
text-hint = Pista: { $move }, { $estimate }.
text-no-review = Aún no hay análisis: analiza primero la partida desde el panel.
text-judged = Jugada { $number }, { $colour } { $move }: { $mark }.
text-judged-better = Jugada { $number }, { $colour } { $move }: { $mark }; mejor { $best }.
text-mark-none = sin marca
text-review-marks = { $count ->
        [one] Una jugada marcada
       *[other] { $count } jugadas marcadas
    }: { $moves }.
text-review-mark = { $number } { $colour } { $move } { $mark }
text-review-none = El análisis no marcó ninguna jugada.
text-view-start = El comienzo de la partida.
text-view-move = Tras la jugada { $number }: { $colour } { $move }.
text-view-live = La partida tal como está.
