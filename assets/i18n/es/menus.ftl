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

learn-title = Aprender { $game }
learn-intro = Una regla por lección, en un tablero pequeño. Luego una partida y problemas.
learn-lesson = { $number }. { $title }
learn-lesson-done = { $number }. { $title }  (hecha)
learn-final-game = Una partida contra el nivel 1 en { $size }x{ $size }
learn-final-game-won = Una partida contra el nivel 1 en { $size }x{ $size }  (ganada)
learn-no-puzzles = Aún no hay problemas para este juego.
learn-puzzles = Problemas
learn-puzzles-yours = Problemas  ·  { $count } de tus partidas
learn-puzzle-stats = puntuación { $rating }  ·  { $solved } de { $total } resueltos  ·  racha { $streak } (mejor { $best })

join-press-a = Pulsa A para unirte
join-keyboard = Teclado
join-pad = Mando

load-title = Partidas guardadas
load-empty = Aún no hay partidas guardadas. Una partida se guarda tras cada jugada.
load-autosave = Autoguardado
load-player = { $colour }: { $seat }
load-players = { $game } { $size }x{ $size } - { $first }, { $second }
load-state = { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } - { $state } - { $when } UTC
load-unfinished = sin terminar
load-unfinished-to-move = sin terminar, juegan { $colour }
load-open = Abrir
load-delete = Borrar
load-delete-asked = ¿Borrar?
load-yes = Sí
load-no = No
load-newer = Más recientes
load-older = Más antiguas
load-page = página { $page } de { $pages }

online-title = Jugar en línea
online-intro = Juega con un amigo en otro equipo: crea una sala y envía su código, o únete a la suya.
online-new-room = Una sala nueva
online-new-room-about = Elige el juego, su tamaño y tu lado; el otro lado es el de tu amigo.
online-create = Crear una sala
online-your-name = Tu nombre: { $name }
online-server = Servidor: { $server }
online-choose-row = Elige una fila y escribe.
online-join-room = Unirse a una sala
online-join = Unirse
online-retry = Reintentar

online-opening = Abriendo la partida...
online-connecting = Conectando con el servidor ({ $server })...
online-retrying = Se cortó la conexión: reintentando (intento { $attempt })...
online-offline = Sin conexión
online-waiting-friend = Esperando a que se una el otro jugador: envíale el código
online-friend-away = { $name } está desconectado: esperando a que vuelva
online-problem-address = La dirección del servidor no sirve: { $why }
online-problem-unreachable = No se puede contactar con el servidor ({ $why }).
online-problem-unknown-room = Esa sala no existe (o terminó hace tiempo): { $why }.
online-problem-seat-lost = Este puesto ya no es tuyo: { $why }.
online-problem-room-full = Los dos puestos de esa sala están ocupados.
online-problem-refused = El servidor lo rechazó: { $why }.
online-problem-mismatch = Este Quartet no puede seguir la partida del servidor: { $why }

store-saved-as = Guardada como «{ $name }».
store-not-saved = La partida no se guardó: { $why }
store-not-deleted = La partida no se borró: { $why }.
store-language-not-fetched = No se pudo descargar { $language }. Vuelve a elegirlo en Ajustes cuando tengas conexión.
store-cannot-keep = No se pueden conservar los ajustes ni las partidas guardadas: { $why }
store-file-unreadable = { $file ->
        [settings] No se pueden leer los ajustes: { $why }. Quartet empieza con los ajustes por defecto.
        [progress] No se pueden leer las lecciones hechas ni la puntuación de los problemas: { $why }. Quartet empieza sin lecciones hechas.
       *[seats] No se pueden leer los puestos de tus partidas en línea: { $why }. Quartet empieza sin puestos reservados.
    }
store-file-set-aside = { $file ->
        [settings] Los ajustes de { $place } no se pueden usar: { $why }. Quartet empieza con los ajustes por defecto; el archivo se guarda como { $kept }.
        [progress] Las lecciones hechas y la puntuación de los problemas de { $place } no se pueden usar: { $why }. Quartet empieza sin lecciones hechas; el archivo se guarda como { $kept }.
       *[seats] Los puestos de tus partidas en línea de { $place } no se pueden usar: { $why }. Quartet empieza sin puestos reservados; el archivo se guarda como { $kept }.
    }
store-file-not-set-aside = { $file ->
        [settings] Los ajustes de { $place } no se pueden usar: { $why }. Quartet empieza con los ajustes por defecto; el archivo no se pudo apartar: { $error }.
        [progress] Las lecciones hechas y la puntuación de los problemas de { $place } no se pueden usar: { $why }. Quartet empieza sin lecciones hechas; el archivo no se pudo apartar: { $error }.
       *[seats] Los puestos de tus partidas en línea de { $place } no se pueden usar: { $why }. Quartet empieza sin puestos reservados; el archivo no se pudo apartar: { $error }.
    }
store-file-not-saved = { $file ->
        [settings] Los ajustes no se guardaron: { $why }
        [progress] Las lecciones hechas y la puntuación de los problemas no se guardaron: { $why }
       *[seats] Los puestos de tus partidas en línea no se guardaron: { $why }
    }
store-save-left-out = Se omite una partida guardada: { $why }. Se queda donde está.
store-save-set-aside = La partida guardada { $place } no se puede usar: { $why }. Se omite; el archivo se guarda como { $kept }.
store-save-not-set-aside = La partida guardada { $place } no se puede usar: { $why }. Se omite; el archivo no se pudo apartar: { $error }.
store-saves-not-listed = No se pueden listar las partidas guardadas: { $why }.
store-not-opened = No se puede abrir { $file }: { $why }. El archivo queda sin cambios.
store-play-not-used = No se usa el ?play= de la dirección: { $why }
