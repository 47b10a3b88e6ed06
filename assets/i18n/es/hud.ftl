result-wins = Victoria: { $colour }
result-draw = Tablas
result-resigned = { $colour }: abandono tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
result-decided = { $colour }: más de la mitad del tablero tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }; fin inmediato
result-connected-vert = { $colour }: abajo y arriba unidos tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
result-connected-horz = { $colour }: izquierda y derecha unidas tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
result-stuck = { $colour }: sin colocación legal; recuento tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
result-no-placement = sin colocación legal; recuento tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
result-board-full = El tablero está lleno: piedras contadas tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
result-all-placed = Todas las piezas colocadas: recuento tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
result-unit-tiles = casillas
result-unit-stones = piedras
result-unit-points = puntos

end-rematch = Revancha
end-new-room = Sala nueva
end-setup = Ajustar
end-menu = Menú
end-tip = Elige una jugada de la lista para volver a ver la partida.

# El panel junto al tablero.
panel-thinking = pensando...
panel-game-over = Partida terminada
panel-score = Puntuación
panel-score-line = { $first } { $first_score }  –  { $second_score } { $second }
panel-decided = { $colour }: más de la mitad, partida decidida
panel-finish-tip = El resultado ya no puede cambiar: termina aquí la partida
panel-not-here = Aquí no: { $reason }
panel-not-allowed = No permitido: { $reason }
panel-tap-again = Toca { $point } otra vez para colocar ahí
panel-redo = Rehacer
panel-hint = Pista
panel-resign = Rendirse
panel-rules = Reglas
panel-menu = Menú
panel-heat-map = Mapa térmico
panel-heat-map-tip = Muestra en el tablero qué parte de la búsqueda de la pista recibe cada jugada
panel-view = Vista { $view }
panel-view-tip = Cambia la vista del tablero (V); arrastra con el botón derecho para girar el tablero 3D y usa la rueda para acercar
panel-sound-on = Con sonido
panel-sound-off = Sin sonido
panel-sound-tip = Activa o desactiva todo el sonido (M)
panel-save-as = Guardar como
panel-save-as-tip = Guarda esta partida con un nombre (aparece en Cargar)
panel-export = Exportar
panel-export-tip = La lista de jugadas, para copiarla o guardarla en un archivo
panel-import = Importar
panel-import-tip = Abre una lista de jugadas como partida nueva
panel-swap = Cambiar
panel-in-hand = Piezas por colocar
panel-piece-stuck = { $piece }: ninguna casilla legal
panel-hint-thinking = Pista: pensando...
panel-hint-win = victoria { $percent } %
panel-moves = Jugadas ({ $count })
panel-replay-speed = Velocidad de reproducción
panel-replay = Reproducir
panel-pause = Pausa
panel-replay-tip = Reproduce las jugadas una tras otra (P)
panel-step-start = La posición inicial (Inicio)
panel-step-back = Una jugada atrás (izquierda)
panel-step-on = Una jugada adelante (derecha)
panel-step-end = La última posición (Fin)
panel-line-from = línea desde la jugada { $move }
panel-after-move = tras la jugada { $move }
panel-move-tip = jugada { $number } ({ $colour }): muestra la posición resultante

# Las piezas de Cheversi.
piece-king = Rey
piece-queen = Dama
piece-rook = Torre
piece-bishop = Alfil
piece-knight = Caballo

undo = Deshacer
undo-ask = ¿Deshacer?
undo-withdraw = Retirar
undo-agree = Aceptar
undo-tip = Deshace la última jugada
undo-ask-tip = Pide al otro jugador que te deje deshacer la última jugada
undo-withdraw-tip = Retira tu petición de deshacer la última jugada
undo-agree-tip = Deja que el otro jugador deshaga la última jugada
undo-off-tip = Ahora no hay nada que puedas deshacer

online-card-room = En línea · sala
online-card-copy-link = Copiar enlace
online-card-copy-code = Copiar código
online-card-link-copied = El enlace de invitación está en el portapapeles: { $link }
online-card-code-copied = El código de sala { $room } está en el portapapeles.
online-seat-you = { $name } (tú)
online-seat-online = { $name } · en línea
online-seat-offline = { $name } · sin conexión
online-seat-free = aún sin jugador

sheet-game = Partida
sheet-moves = Jugadas
sheet-more = Más
sheet-last-move = Última jugada: { $move }
sheet-no-move = Aún no hay jugadas

replay-slow = Lenta
replay-normal = Normal
replay-fast = Rápida

rules-title = Reglas de { $game }
rules-close = Cerrar
rules-or-esc = o pulsa Esc

key-arrows = Flechas
key-enter = Intro
key-esc = Esc
key-tab = Tab
key-page-up = RePág
key-page-down = AvPág

control-move = mover
control-place = colocar
control-undo = deshacer
control-redo = rehacer
control-hint = pista
control-menu = menú
control-legal = puntos legales
control-actions = acciones, jugadas
control-view = 2D / 3D
control-sound = sonido
control-turn = girar el tablero
control-zoom = zoom
control-piece = pieza
control-next-claim = siguiente rectángulo (U omite)
control-claim = reclamar (B omite)
control-swap = cambiar
control-finish = terminar
controls-or-keys = o pulsa Esc, Start o B

learn-card-lesson = Lección { $number } de { $count }
learn-card-complete = Lección completada.
learn-card-puzzle = Problema { $rating }  ·  tú { $yours }  ·  racha { $streak }
learn-card-hold-draw = Turno de { $colour }: encuentra la jugada que mantiene las tablas.
learn-card-win-in = Turno de { $colour }: gana en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
learn-card-find-win = Turno de { $colour }: encuentra la jugada ganadora.
learn-card-hint = Pista: { $hint }
learn-card-rating = Puntuación { $rating } ({ $change })
learn-card-show-me = Muéstramelo
learn-card-show-me-tip = Juega por ti la jugada de este paso (H)
learn-card-hint-tip = Una pista: el problema contará entonces como fallado para tu puntuación (H)
learn-card-retry = Reintentar
learn-card-retry-tip = Vuelve a empezar
learn-card-next = Siguiente
learn-card-next-tip = Pasa al siguiente (Intro cuando esté hecho)
learn-card-back-tip = Las lecciones y los problemas de este juego
learn-card-pad-keys = Norte: muéstramelo o pista  ·  Sur: siguiente, al terminar  ·  Start: menú (Reiniciar)
learn-card-keys = H: muéstramelo o pista  ·  Intro: siguiente, al terminar  ·  Esc: menú (Reiniciar)
learn-card-final = Partida final
learn-card-final-about = Vence al nivel 1 en { $size }x{ $size }: todo lo de las lecciones.
learn-card-to-lessons = Volver a las lecciones

review-start = Analizar la partida
review-start-tip = Dónde se ganó y se perdió la partida: cada jugada evaluada por la IA (R)
review-caption = Análisis
review-progress = { $done } de { $total } posiciones
review-stop = Detener
review-stopped = detenido en { $done } de { $total }
review-again = Analizar de nuevo
review-heat-map = Mapa térmico del análisis
review-heat-map-tip = Dónde miró la IA en la posición en la que se hizo la jugada mostrada
review-next-mark = Siguiente error
review-next-mark-tip = La siguiente jugada marcada (punto)
review-previous-mark = Error anterior
review-previous-mark-tip = La jugada marcada anterior (coma)
review-graph-tip = tras la jugada { $move }: primer jugador { $percent } %
review-filter-tip = Recorre solo las jugadas marcadas de este jugador (F)
review-accuracy-tip = Precisión (fórmula de Lichess)
review-chance-tip = { $mark }: probabilidad de ganar de quien juega, antes y después
review-points = Puntos esperados: { $before } → { $after }
review-points-tip = La diferencia final de puntos que la IA espera para quien juega con la mejor jugada y tras la jugada hecha
review-better = Mejor:
review-line = Línea:
review-line-move = Jugada { $number } de la línea
review-line-move-tip = Muestra en el tablero la línea hasta esta jugada (↓ y ↑ avanzan y retroceden)
review-leave-line = Salir de la línea
review-leave-line-tip = Vuelve a la jugada hecha

mark-best = Mejor
mark-inaccuracy = Imprecisión
mark-mistake = Error
mark-blunder = Error grave
marks-best = Mejores jugadas
marks-inaccuracy = Imprecisiones
marks-mistake = Errores
marks-blunder = Errores graves

files-export-title = Exportar la lista de jugadas
files-import-title = Importar una lista de jugadas
files-name = Nombre:
files-saved-as = Se guardará como «{ $name }» en la carpeta de partidas guardadas
files-cancel = Cancelar
files-copy = Copiar
files-copied = La lista de jugadas está en el portapapeles.
files-save-file = Guardar en un archivo
files-download = Descargar
files-downloaded = La lista de jugadas se ha descargado como { $name }.
files-not-downloaded = No se ha descargado la lista de jugadas: { $error }
files-written = La lista de jugadas está en { $place }.
files-not-written = No se ha escrito la lista de jugadas: { $error }
files-paste-or-path = Pega una lista de jugadas (Ctrl+V) o la ruta de un archivo que la contenga:
files-paste-or-open = Pega una lista de jugadas (Ctrl+V) o abre un archivo que la contenga:
files-open-file = Abrir un archivo…
files-no-picker = No hay selector de archivos: { $error }
import-no-moves = No contiene ninguna jugada.
import-no-header = La cabecera «{ $header }» no indica juego ni tamaño.
import-not-a-size = «{ $size }» no es un tamaño de tablero como 9x9.
import-unknown-game = { $name } no es un juego: elige Rekushu, Rush, Quadrex o Cheversi.
import-size-not-allowed = { $game } no se juega en { $size }x{ $size }: sus tamaños son { $allowed }.
import-bad-move = La jugada { $number } ({ $move }) no se puede hacer: { $why }
import-file = { $file }: { $error }

actions-title = Acciones
actions-heat-map = Mapa térmico: { $state }
actions-view = Vista: { $view }
actions-moves-at = Jugadas: ◀ tras { $move } de { $count } ▶
actions-moves-live = Jugadas: ◀ en curso, { $count } ▶
actions-show-or-hint = Muéstramelo, o la pista
actions-marked = Jugadas marcadas: ◀ { $count } ▶
actions-line = Mejor línea: { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } ▶
actions-line-at = Mejor línea: ◀ { $move } de { $count } ▶
actions-choose = elegir
actions-close = cerrar

undo-asked = { $colour }: petición de deshacer la última jugada
undo-answer = { $colour }:
undo-agree-key = aceptar
undo-refuse-key = rechazar

hint-wins-in = gana en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
hint-wins = gana con el mejor juego
hint-draw = tablas con el mejor juego
hint-lost = perdido con el mejor juego

banner-passes-again = { $colour }: sin jugada, pasa más de una vez
banner-passes = { $colour }: sin jugada, pasa; vuelve a jugar { $other }
banner-extra-turn = Turno extra: { $colour } vuelve a jugar
