title-continue = Reprendre
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
title-continue-online = Reprendre en ligne
title-play = Jouer
title-play-online = Jouer en ligne
title-load = Charger
title-watch-ai = Regarder l’IA
title-settings = Réglages
title-quit = Quitter

colour-black = Noir
colour-white = Blanc
colour-vert = Vertical
colour-horz = Horizontal

seat-human = Humain
seat-ai = IA niveau { $level }
seat-coach = Entraîneur
seat-remote = Ami en ligne

select-title = Choisissez un jeu
select-pitch-rekushu = prenez des rectangles, sans jamais refléter deux fois
select-pitch-rush = encerclez l’adversaire pour jouer encore
select-pitch-quadrex = reliez vos bords ; le plateau se remplit seul
select-pitch-cheversi = posez des pièces d’échecs pour attaquer le plus de cases
select-learn = Apprendre
menu-back = Retour

setup-size = Taille du plateau
setup-size-value = { $size } x { $size }
setup-swap = Règle d’échange
setup-start = Commencer
setup-rating = Votre classement contre l’IA : { $rating } (± { $spread })
setup-rating-even = Votre classement contre l’IA : { $rating } (± { $spread })  ·  le niveau { $level } est une partie égale
setup-rating-none = Jouez contre l’IA pour obtenir un classement ici

pause-title = Pause
pause-resume = Reprendre
pause-restart = Recommencer
pause-rules = Règles
pause-controls = Commandes
pause-save = Enregistrer
pause-settings = Réglages
pause-resign = Abandonner ({ $colour })
pause-finish = Finir maintenant
pause-review = Analyser la partie
pause-quit = Retour au menu
pause-pad-gone = La manette de { $colour } est déconnectée : rebranchez-la, ou appuyez sur A sur une autre manette.
