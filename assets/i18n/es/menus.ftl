title-continue = Continuar
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
title-continue-online = Continuar en línea
title-play = Jugar
title-play-online = Jugar en línea
title-load = Cargar
title-watch-ai = Ver jugar a la IA
title-settings = Ajustes
title-quit = Salir

colour-black = Negras
colour-white = Blancas
colour-vert = Vertical
colour-horz = Horizontal

seat-human = Humano
seat-ai = IA nivel { $level }
seat-coach = Entrenador
seat-remote = Amigo en línea

select-title = Elige un juego
select-pitch-rekushu = reclama rectángulos, pero nunca reflejes dos veces
select-pitch-rush = acorrala al rival para ganar turnos extra
select-pitch-quadrex = une tus bordes; el tablero se llena solo
select-pitch-cheversi = coloca piezas de ajedrez para atacar más casillas
select-learn = Aprender
menu-back = Volver

setup-size = Tamaño del tablero
setup-size-value = { $size } x { $size }
setup-swap = Regla de cambio
setup-start = Empezar
setup-rating = Tu puntuación contra la IA: { $rating } (± { $spread })
setup-rating-even = Tu puntuación contra la IA: { $rating } (± { $spread })  ·  el nivel { $level } es una partida pareja
setup-rating-none = Juega contra la IA para obtener una puntuación aquí

pause-title = Pausa
pause-resume = Seguir
pause-restart = Reiniciar
pause-rules = Reglas
pause-controls = Controles
pause-save = Guardar
pause-settings = Ajustes
pause-resign = Rendirse ({ $colour })
pause-finish = Terminar ya
pause-review = Analizar la partida
pause-quit = Salir al menú
pause-pad-gone = El mando de { $colour } se ha desconectado: vuelve a conectarlo o pulsa A en otro mando.
