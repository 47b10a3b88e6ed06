settings-title = Ajustes
settings-back = Volver
settings-language = Idioma
settings-view = Vista del tablero
settings-animation = Animaciones
settings-palette = Colores
settings-legal = Mostrar jugadas legales
settings-coordinates = Mostrar coordenadas
settings-ui-scale = Tamaño de la interfaz
settings-music = Volumen de la música
settings-effects = Volumen de los efectos
settings-sound = Sonido
settings-rumble = Vibración del mando
settings-confirm-taps = Tocar dos veces para colocar
settings-vibrate = Vibrar al colocar
settings-screen-reader = Modo lector de pantalla
settings-read-per-move = Leído tras una jugada

settings-on = Sí
settings-off = No
settings-muted = Silenciado
settings-small-points = Puntos pequeños
settings-percent = { $value } %

animation-off = Ninguna
animation-fast = Rápidas
animation-normal = Normales
animation-slow = Lentas

palette-standard = Estándar
palette-colour-blind = Aptos para daltónicos
