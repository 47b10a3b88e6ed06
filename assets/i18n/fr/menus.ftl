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

learn-title = Apprendre { $game }
learn-intro = Une règle par leçon, sur un petit plateau. Puis une partie, et des problèmes.
learn-lesson = { $number }. { $title }
learn-lesson-done = { $number }. { $title }  (fait)
learn-final-game = Une partie contre le niveau 1 en { $size }x{ $size }
learn-final-game-won = Une partie contre le niveau 1 en { $size }x{ $size }  (gagnée)
learn-no-puzzles = Pas encore de problèmes pour ce jeu.
learn-puzzles = Problèmes
learn-puzzles-yours = Problèmes  ·  { $count } tirés de vos parties
learn-puzzle-stats = classement { $rating }  ·  { $solved } sur { $total } résolus  ·  série { $streak } (record { $best })

join-press-a = Appuyez sur A pour jouer
join-keyboard = Clavier
join-pad = Manette

load-title = Parties enregistrées
load-empty = Aucune partie enregistrée. Une partie est enregistrée après chaque coup.
load-autosave = Sauvegarde auto
load-player = { $colour } : { $seat }
load-players = { $game } { $size }x{ $size } - { $first }, { $second }
load-state = { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } - { $state } - { $when } UTC
load-unfinished = en cours
load-unfinished-to-move = en cours, { $colour } au trait
load-open = Ouvrir
load-delete = Supprimer
load-delete-asked = Supprimer ?
load-yes = Oui
load-no = Non
load-newer = Plus récentes
load-older = Plus anciennes
load-page = page { $page } sur { $pages }

online-title = Jouer en ligne
online-intro = Jouez avec un ami sur une autre machine : créez une salle et envoyez son code, ou rejoignez la sienne.
online-new-room = Une nouvelle salle
online-new-room-about = Choisissez le jeu, sa taille et votre camp ; l’autre camp est celui de votre ami.
online-create = Créer une salle
online-your-name = Votre nom : { $name }
online-server = Serveur : { $server }
online-choose-row = Choisissez une ligne, puis tapez.
online-join-room = Rejoindre une salle
online-join = Rejoindre
online-retry = Réessayer

online-opening = Ouverture de la partie...
online-connecting = Connexion au serveur ({ $server })...
online-retrying = La connexion est coupée : nouvel essai (essai { $attempt })...
online-offline = Hors ligne
online-waiting-friend = En attente de l’autre joueur : envoyez-lui le code
online-friend-away = { $name } est hors ligne : en attente de son retour
online-problem-address = L’adresse du serveur est inutilisable : { $why }
online-problem-unreachable = Le serveur est injoignable ({ $why }).
online-problem-unknown-room = Cette salle n’existe pas (ou est finie depuis longtemps) : { $why }.
online-problem-seat-lost = Cette place n’est plus la vôtre : { $why }.
online-problem-room-full = Les deux places de cette salle sont prises.
online-problem-refused = Le serveur a refusé : { $why }.
online-problem-mismatch = Ce Quartet ne peut pas suivre la partie du serveur : { $why }

store-saved-as = Enregistrée sous « { $name } ».
store-not-saved = La partie n’a pas été enregistrée : { $why }
store-not-deleted = La partie n’a pas été supprimée : { $why }.
store-language-not-fetched = Impossible de télécharger { $language }. Choisissez-la de nouveau dans les Réglages une fois en ligne.
store-cannot-keep = Impossible de conserver les réglages et les parties enregistrées : { $why }
store-file-unreadable = { $file ->
        [settings] Impossible de lire les réglages : { $why }. Quartet démarre avec les réglages par défaut.
        [progress] Impossible de lire les leçons terminées et le classement des problèmes : { $why }. Quartet démarre sans leçon terminée.
       *[seats] Impossible de lire les places de vos parties en ligne : { $why }. Quartet démarre sans place réservée.
    }
store-file-set-aside = { $file ->
        [settings] Les réglages de { $place } sont inutilisables : { $why }. Quartet démarre avec les réglages par défaut ; le fichier est conservé sous { $kept }.
        [progress] Les leçons terminées et le classement des problèmes de { $place } sont inutilisables : { $why }. Quartet démarre sans leçon terminée ; le fichier est conservé sous { $kept }.
       *[seats] Les places de vos parties en ligne de { $place } sont inutilisables : { $why }. Quartet démarre sans place réservée ; le fichier est conservé sous { $kept }.
    }
store-file-not-set-aside = { $file ->
        [settings] Les réglages de { $place } sont inutilisables : { $why }. Quartet démarre avec les réglages par défaut ; le fichier n’a pas pu être mis de côté : { $error }.
        [progress] Les leçons terminées et le classement des problèmes de { $place } sont inutilisables : { $why }. Quartet démarre sans leçon terminée ; le fichier n’a pas pu être mis de côté : { $error }.
       *[seats] Les places de vos parties en ligne de { $place } sont inutilisables : { $why }. Quartet démarre sans place réservée ; le fichier n’a pas pu être mis de côté : { $error }.
    }
store-file-not-saved = { $file ->
        [settings] Les réglages n’ont pas été enregistrés : { $why }
        [progress] Les leçons terminées et le classement des problèmes n’ont pas été enregistrés : { $why }
       *[seats] Les places de vos parties en ligne n’ont pas été enregistrées : { $why }
    }
store-save-left-out = Une partie enregistrée est ignorée : { $why }. Elle reste où elle est.
store-save-set-aside = La partie enregistrée { $place } est inutilisable : { $why }. Elle est ignorée ; le fichier est conservé sous { $kept }.
store-save-not-set-aside = La partie enregistrée { $place } est inutilisable : { $why }. Elle est ignorée ; le fichier n’a pas pu être mis de côté : { $error }.
store-saves-not-listed = Impossible de lister les parties enregistrées : { $why }.
store-not-opened = Impossible d’ouvrir { $file } : { $why }. Le fichier reste inchangé.
store-play-not-used = Le ?play= de l’adresse n’est pas utilisé : { $why }
