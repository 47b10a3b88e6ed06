settings-title = Einstellungen
settings-back = Zurück
settings-language = Sprache
settings-view = Brettansicht
settings-animation = Animationen
settings-palette = Farben
settings-legal = Erlaubte Züge zeigen
settings-coordinates = Koordinaten zeigen
settings-ui-scale = Menügröße
settings-music = Musiklautstärke
settings-effects = Effektlautstärke
settings-sound = Ton
settings-rumble = Controller-Vibration
settings-confirm-taps = Zum Setzen zweimal tippen
settings-vibrate = Beim Setzen vibrieren
settings-screen-reader = Bildschirmleser
settings-read-per-move = Nach einem Zug lesen

settings-on = An
settings-off = Aus
settings-muted = Stumm
settings-small-points = Kleine Punkte
settings-percent = { $value } %

animation-off = Aus
animation-fast = Schnell
animation-normal = Normal
animation-slow = Langsam

palette-standard = Standard
palette-colour-blind = Farbenblind-freundlich
