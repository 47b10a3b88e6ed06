# Las palabras de cada lección: su título y, para cada paso, la tarea (say), lo que dice el
# entrenador cuando está hecho (done) y tras un intento fallido (wrong).
# Las jugadas en notación (c3, d4, Qd4, c9/b5-c9, swap) nunca se traducen.

## Rekushu

lesson-rekushu-place-title = Colocar piedras
lesson-rekushu-place-1-say = Juegas con las Negras y empiezas tú. Coloca una piedra en c3.
lesson-rekushu-place-1-done = Las piedras van donde se cruzan las líneas. Los cuadrados entre ellas son las casillas que reclamarás.
lesson-rekushu-place-1-wrong = Ese punto no: coloca tu piedra en c3.
lesson-rekushu-claim-title = Reclama un rectángulo
lesson-rekushu-claim-1-say = Tienes tres esquinas de un rectángulo. Coloca en d4 y reclama b2-d4.
lesson-rekushu-claim-1-done = Cuatro esquinas tuyas y nada más en él: las piedras se retiran y sus 4 casillas son tuyas.
lesson-rekushu-claim-1-wrong = Nada reclamado aún. Coloca en d4 y luego reclama el rectángulo b2-d4.
lesson-rekushu-claimed-tiles-title = Terreno reclamado
lesson-rekushu-claimed-tiles-1-say = Prueba c3: las cuatro casillas que lo rodean ya están reclamadas.
lesson-rekushu-claimed-tiles-1-done = Rechazada: una piedra debe tocar al menos una casilla sin reclamar.
lesson-rekushu-claimed-tiles-1-wrong = Ese punto toca una casilla sin reclamar. Prueba c3, en el centro de tu rectángulo.
lesson-rekushu-claimed-tiles-2-say = Las esquinas han quedado libres. d4 aún toca casillas sin reclamar: coloca ahí una piedra.
lesson-rekushu-claimed-tiles-2-done = Una esquina de lo reclamado puede volver a jugarse mientras toque una casilla sin reclamar.
lesson-rekushu-claimed-tiles-2-wrong = Ese punto no: coloca tu piedra en d4.
lesson-rekushu-clear-title = Nada dentro
lesson-rekushu-clear-1-say = d4 cerraría b2-d4, pero la c3 de las Blancas está dentro. Reclama el otro rectángulo.
lesson-rekushu-clear-1-done = Para reclamar necesitas tus cuatro esquinas y ninguna otra piedra en sus lados ni dentro.
lesson-rekushu-clear-1-wrong = Eso no reclama nada. Coloca en e4 y reclama e4-f6.
lesson-rekushu-mirror-title = La regla del reflejo
lesson-rekushu-mirror-1-say = Tu e2 reflejó la b2 de las Blancas de izquierda a derecha. Prueba d5: refleja así la c5 de las Blancas.
lesson-rekushu-mirror-1-done = Rechazada: no puedes usar el mismo reflejo dos veces seguidas.
lesson-rekushu-mirror-1-wrong = Esa jugada era legal. Prueba d5, la c5 de las Blancas reflejada de izquierda a derecha.
lesson-rekushu-mirror-2-say = Otro reflejo sí vale: juega en c2, la c5 de las Blancas reflejada de arriba abajo.
lesson-rekushu-mirror-2-done = Permitida: solo está prohibido repetir el reflejo de tu jugada anterior.
lesson-rekushu-mirror-2-wrong = Esa no: juega en c2.
lesson-rekushu-end-title = La última reclamación
lesson-rekushu-end-1-say = Juegas con las Blancas: 6 casillas contra 9 de las Negras. Coloca en f4 y reclama toda la franja de arriba, a4-f6.
lesson-rekushu-end-1-done = Todo está reclamado, así que las Negras no pueden colocar: fin de la partida. 16 casillas a 9, ganas.
lesson-rekushu-end-1-wrong = La partida sigue. Coloca en f4 y reclama a4-f6.

## Rush

lesson-rush-place-title = Colocar piedras
lesson-rush-place-1-say = Juegas con las Negras y empiezas tú. Coloca una piedra en c3.
lesson-rush-place-1-done = Las piedras van en los puntos donde se cruzan las líneas. Ahora juegan las Blancas.
lesson-rush-place-1-wrong = Ese punto no: coloca tu piedra en c3, en el centro.
lesson-rush-place-2-say = Una piedra puede tocar una de las tuyas. Juega en c4.
lesson-rush-place-2-done = Un solo vecino tuyo siempre vale.
lesson-rush-place-2-wrong = Ese punto no: juega en c4, justo encima de tu piedra.
lesson-rush-adjacency-title = No tan cerca
lesson-rush-adjacency-1-say = Prueba c3: toca dos de tus piedras y ninguna de las Blancas.
lesson-rush-adjacency-1-done = Rechazada: un punto que toca dos o más de las tuyas y ninguna de las Blancas está cerrado para ti.
lesson-rush-adjacency-1-wrong = Esa jugada era legal. Prueba c3, entre tus dos piedras.
lesson-rush-adjacency-2-say = En vez de eso, juega en b4: solo toca una de tus piedras.
lesson-rush-adjacency-2-done = Bien. Atención a las Blancas: c3 está abierto para ellas, porque toca tus piedras.
lesson-rush-adjacency-2-wrong = Ese punto no: juega en b4, encima de tu piedra de b3.
lesson-rush-extra-turn-title = El turno extra
lesson-rush-extra-turn-1-say = Juega en c2: toca tu piedra y la de las Blancas.
lesson-rush-extra-turn-1-done = Dos o más vecinos, uno de ellos de las Blancas: vuelves a jugar.
lesson-rush-extra-turn-1-wrong = Ahí no hay turno extra. Toca a la vez tu piedra y la de las Blancas: c2.
lesson-rush-extra-turn-2-say = Sigue siendo tu turno. Repite: juega en b3.
lesson-rush-extra-turn-2-done = Los turnos extra se encadenan: juegas otra vez.
lesson-rush-extra-turn-2-wrong = Ahí no hay turno extra. Prueba b3: toca c3 y la b2 de las Blancas.
lesson-rush-extra-turn-3-say = Ahora juega en e5: no toca nada, así que tu turno termina.
lesson-rush-extra-turn-3-done = Menos de dos vecinos: no hay turno extra, y juegan las Blancas.
lesson-rush-extra-turn-3-wrong = Ese punto no: juega en e5, en la esquina.
lesson-rush-pass-title = El pase forzoso
lesson-rush-pass-1-say = Juega en d1 para ganar un turno extra. Luego mira: ¿aún puedes jugar en algún sitio?
lesson-rush-pass-1-done = Todos los puntos vacíos tocan dos de las tuyas y ninguna de las Blancas: pasas, y las Blancas los llenan.
lesson-rush-pass-1-wrong = Eso terminó tu turno. Juega en d1: toca c1 y la d2 de las Blancas.
lesson-rush-score-title = Gana quien tenga más piedras
lesson-rush-score-1-say = 11 piedras cada uno y quedan tres puntos. Consigue un turno extra para quedarte con dos.
lesson-rush-score-1-done = Un turno extra: te quedas con otro punto.
lesson-rush-score-1-wrong = Eso termina tu turno, y las Blancas se quedarían con dos puntos. Prueba e3.
lesson-rush-score-2-say = a2 está cerrado para ti, así que juega en a1.
lesson-rush-score-2-done = Las Blancas toman a2 y el tablero está lleno: 13 piedras a 12, ganas.
lesson-rush-score-2-wrong = Juega en a1, el último punto abierto para ti.

## Quadrex

lesson-quadrex-connect-title = Une tus bordes
lesson-quadrex-connect-1-say = Eres Vertical: une la fila de abajo con la de arriba. Llena el hueco de tu cadena.
lesson-quadrex-connect-1-done = Una cadena sin cortes de abajo arriba: gana Vertical. Horizontal une la izquierda con la derecha.
lesson-quadrex-connect-1-wrong = Tu cadena aún tiene un hueco. Juega en c3.
lesson-quadrex-cascade-title = La cascada
lesson-quadrex-cascade-1-say = Juega en b3: así b3 y c4, ambas tuyas, comparten la diagonal de un cuadrado.
lesson-quadrex-cascade-1-done = Tus piezas en una diagonal, una de Horizontal y un hueco en la otra: el hueco se llena para ti, y los rellenos se encadenan.
lesson-quadrex-cascade-1-wrong = No se ha llenado nada. Prueba b3, en diagonal con tu c4.
lesson-quadrex-cascade-win-title = Gana por cascada
lesson-quadrex-cascade-win-1-say = Tu cadena necesita c3 y c4, pero basta una jugada. Juega en c3.
lesson-quadrex-cascade-win-1-done = c3 y d4 comparten una diagonal, así que c4 se ha llenado sola: tu cadena está completa.
lesson-quadrex-cascade-win-1-wrong = Aún no has ganado. Juega en c3 y deja que el cuadrado c3-d4 llene c4.
lesson-quadrex-block-title = Bloquear
lesson-quadrex-block-1-say = A Horizontal solo le falta d5 para unir izquierda y derecha. Bloquéalo.
lesson-quadrex-block-1-done = Bloqueado: la fila superior de Horizontal queda cortada para siempre.
lesson-quadrex-block-1-wrong = Ahora Horizontal jugaría en d5 y ganaría. Ocupa tú d5.
lesson-quadrex-swap-title = El cambio
lesson-quadrex-swap-1-say = Eres Horizontal. Vertical abrió en b4. Tu primera jugada puede ser un cambio (swap): pulsa Cambiar.
lesson-quadrex-swap-1-done = La pieza de Vertical pasó a ser tuya, reflejada en la diagonal hasta d2. Vertical juega de nuevo.
lesson-quadrex-swap-1-wrong = Eso fue una colocación. Esta vez, pulsa Cambiar.

## Cheversi

lesson-cheversi-king-first-title = Primero, el Rey
lesson-cheversi-king-first-1-say = Juegas con las Blancas y colocas primero. Tu primera pieza siempre es el Rey: ponlo en e4.
lesson-cheversi-king-first-1-done = El Rey va primero. Ahora cada bando coloca una pieza por turno.
lesson-cheversi-king-first-1-wrong = En esta lección, pon el Rey en e4.
lesson-cheversi-touch-title = Toca una pieza
lesson-cheversi-touch-1-say = Prueba una Torre en a1, lejos de todas las piezas.
lesson-cheversi-touch-1-done = Rechazada: cada pieza nueva debe tocar una pieza que ya esté en el tablero.
lesson-cheversi-touch-1-wrong = Esa pieza toca a las demás. Prueba una Torre en a1.
lesson-cheversi-touch-2-say = Ahora coloca la Torre en d3: estar esquina con esquina con tu Rey cuenta como tocarlo.
lesson-cheversi-touch-2-done = Tocar es estar en cualquiera de las 8 casillas de alrededor, diagonales incluidas.
lesson-cheversi-touch-2-wrong = Esa no: coloca una Torre en d3.
lesson-cheversi-score-title = Las casillas atacadas puntúan
lesson-cheversi-score-1-say = Una pieza puntúa 1 por cada casilla vacía que ataca. Una Torre en e3 o en c4: juega la mejor.
lesson-cheversi-score-1-done = Desde e3 la Torre ataca 14 casillas vacías; en c4, tu Rey y el Caballo de las Negras la bloquearían.
lesson-cheversi-score-1-wrong = No es la mejor. Cuenta las casillas vacías que atacaría una Torre en e3 y en c4.
lesson-cheversi-queen-call-title = La llamada de la Dama
lesson-cheversi-queen-call-1-say = Coloca tu Dama, por ejemplo en e5. Las Negras aún tienen su Dama por colocar.
lesson-cheversi-queen-call-1-done = Llamada de la Dama: las Negras deben colocar su Dama ahora mismo.
lesson-cheversi-queen-call-1-wrong = Esa no era tu Dama. Coloca la Dama.
lesson-cheversi-bishops-title = Alfiles en ambos colores
lesson-cheversi-bishops-1-say = Tu primer Alfil está en d3, una casilla clara. Prueba el segundo en e4, también clara.
lesson-cheversi-bishops-1-done = Rechazada: tu segundo Alfil debe ir en una casilla del otro color.
lesson-cheversi-bishops-1-wrong = Esa jugada era legal. Prueba un Alfil en e4.
lesson-cheversi-bishops-2-say = Ahora colócalo en una casilla oscura, como e3.
lesson-cheversi-bishops-2-done = Un Alfil en cada color: juntos alcanzan todo el tablero.
lesson-cheversi-bishops-2-wrong = Coloca tu segundo Alfil en una casilla oscura, como e3.
lesson-cheversi-last-king-title = El último Rey
lesson-cheversi-last-king-1-say = Juegas con las Negras y solo te queda el Rey. Pruébalo en e5.
lesson-cheversi-last-king-1-done = Rechazada: el Rey de las Negras va el último y debe tocar la última pieza de las Blancas, la Torre de d3.
lesson-cheversi-last-king-1-wrong = Prueba el Rey en e5.
lesson-cheversi-last-king-2-say = Ahora colócalo junto a d3, donde bloquea las dos Torres de las Blancas: e3.
lesson-cheversi-last-king-2-done = El Rey corta las líneas de ambas Torres: las Negras ganan 27 a 22.
lesson-cheversi-last-king-2-wrong = Desde ahí ganan las Blancas. Prueba e3, entre las líneas de las dos Torres.
