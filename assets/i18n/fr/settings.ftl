settings-title = Réglages
settings-back = Retour
settings-language = Langue
settings-view = Vue du plateau
settings-animation = Animations
settings-palette = Couleurs
settings-legal = Montrer les coups permis
settings-coordinates = Montrer les coordonnées
settings-ui-scale = Taille de l’interface
settings-music = Volume de la musique
settings-effects = Volume des effets
settings-sound = Son
settings-rumble = Vibration des manettes
settings-confirm-taps = Toucher deux fois pour poser
settings-vibrate = Vibrer en posant
settings-screen-reader = Mode lecteur d’écran
settings-read-per-move = Lu après un coup

settings-on = Oui
settings-off = Non
settings-muted = Coupé
settings-small-points = Petits points
settings-percent = { $value } %

animation-off = Aucune
animation-fast = Rapides
animation-normal = Normales
animation-slow = Lentes

palette-standard = Standard
palette-colour-blind = Adaptées au daltonisme
