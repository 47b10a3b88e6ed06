result-wins = { $colour } gagne
result-draw = Match nul
result-resigned = { $colour } abandonne après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
result-decided = { $colour } tenait plus de la moitié du plateau après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : fin immédiate
result-connected-vert = { $colour } relie le bas au haut après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
result-connected-horz = { $colour } relie la gauche à la droite après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
result-stuck = { $colour } n’avait plus de pose permise : décompte après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
result-no-placement = aucune pose permise : décompte après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
result-board-full = Le plateau est plein : pierres comptées après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
result-all-placed = Toutes les pièces sont posées : décompte après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
result-unit-tiles = cases
result-unit-stones = pierres
result-unit-points = points

end-rematch = Revanche
end-new-room = Nouvelle salle
end-setup = Réglages
end-menu = Menu
end-tip = Choisissez un coup dans la liste pour revoir la partie.

# Le panneau à côté du plateau.
panel-thinking = réflexion...
panel-game-over = Partie terminée
panel-score = Score
# Le score de la position affichée : « Noir 3  –  2 Blanc ».
panel-score-line = { $first } { $first_score }  –  { $second_score } { $second }
panel-decided = { $colour } tient plus de la moitié : c’est joué
panel-finish-tip = Le résultat ne peut plus changer : terminez la partie ici
# Pourquoi le point sous le pointeur, ou le coup tenté, est refusé : la raison donnée par les règles.
panel-not-here = Pas ici : { $reason }
panel-not-allowed = Interdit : { $reason }
panel-tap-again = Touchez { $point } à nouveau pour y poser
panel-redo = Rétablir
panel-hint = Indice
panel-resign = Abandonner
panel-rules = Règles
panel-menu = Menu
panel-heat-map = Carte chaleur
panel-heat-map-tip = Montrer sur le plateau la part de la recherche de l’indice pour chaque coup
# Le bouton qui change la vue du plateau : « Vue 2D », « Vue 3D ».
panel-view = Vue { $view }
panel-view-tip = Changer la vue du plateau (V) ; faites glisser avec le bouton droit pour tourner le plateau 3D, la molette pour zoomer
panel-sound-on = Son activé
panel-sound-off = Son coupé
panel-sound-tip = Couper ou rétablir tout le son (M)
panel-save-as = Enregistrer…
panel-save-as-tip = Enregistrer cette partie sous un nom (elle figure ensuite dans Charger)
panel-export = Exporter
panel-export-tip = La liste des coups, à copier ou dans un fichier
panel-import = Importer
panel-import-tip = Ouvrir une liste de coups comme nouvelle partie
# Quadrex : le second joueur prend la première pièce pour lui.
panel-swap = Échanger
# Cheversi : les pièces que chaque camp doit encore poser.
panel-in-hand = Pièces en main
panel-piece-stuck = { $piece } : aucune case permise
panel-hint-thinking = Indice : réflexion...
panel-hint-win = victoire { $percent } %
panel-moves = Coups ({ $count })
panel-replay-speed = Vitesse de lecture
panel-replay = Lecture
panel-pause = Pause
panel-replay-tip = Jouer les coups l’un après l’autre (P)
panel-step-start = Le début (Début)
panel-step-back = Un coup en arrière (gauche)
panel-step-on = Un coup en avant (droite)
panel-step-end = La dernière position (Fin)
panel-line-from = variante depuis le coup { $move }
panel-after-move = après le coup { $move }
panel-move-tip = coup { $number } ({ $colour }) : montrer la position qui suit

# Les pièces de Cheversi.
piece-king = Roi
piece-queen = Dame
piece-rook = Tour
piece-bishop = Fou
piece-knight = Cavalier

# Annuler, dans une partie sur deux appareils : un joueur demande, l’autre accepte.
undo = Annuler
undo-ask = Annuler ?
undo-withdraw = Retirer
undo-agree = Accepter
undo-tip = Reprendre le dernier coup
undo-ask-tip = Demander à l’autre joueur de vous laisser reprendre le dernier coup
undo-withdraw-tip = Retirer votre demande de reprendre le dernier coup
undo-agree-tip = Laisser l’autre joueur reprendre le dernier coup
undo-off-tip = Rien que vous puissiez reprendre pour l’instant

# La carte du panneau dans une partie en ligne.
online-card-room = En ligne · salle
online-card-copy-link = Copier le lien
online-card-copy-code = Copier le code
online-card-link-copied = Le lien d’invitation est dans le presse-papiers : { $link }
online-card-code-copied = Le code de salle { $room } est dans le presse-papiers.
# Qui joue un camp en ligne : le nom du joueur, celui de l’ami, ou une place libre.
online-seat-you = { $name } (vous)
online-seat-online = { $name } · en ligne
online-seat-offline = { $name } · hors ligne
online-seat-free = pas encore arrivé

# Sur un téléphone : le volet sous le plateau, ses onglets et sa ligne d’état.
sheet-game = Partie
sheet-moves = Coups
sheet-more = Plus
sheet-last-move = Dernier coup : { $move }
sheet-no-move = Aucun coup encore

# La vitesse à laquelle Lecture joue les coups.
replay-slow = Lente
replay-normal = Normale
replay-fast = Rapide

# Le panneau des règles au-dessus du plateau.
rules-title = Règles de { $game }
rules-close = Fermer
rules-or-esc = ou appuyez sur Échap

key-arrows = Flèches
key-enter = Entrée
key-esc = Échap
key-tab = Tab
key-page-up = Pg préc
key-page-down = Pg suiv

# Les commandes : sous le panneau (celles qui tiennent) et sur la page Commandes.
control-move = déplacer
control-place = poser
control-undo = annuler
control-redo = rétablir
control-hint = indice
control-menu = menu
control-legal = points permis
control-actions = actions, coups
control-view = 2D / 3D
control-sound = son
control-turn = tourner le plateau
control-zoom = zoom
# Cheversi : choisir la pièce à poser.
control-piece = pièce
# Rekushu : parcourir les rectangles qu’une pose permet de prendre.
control-next-claim = rectangle suivant (U passe)
control-claim = prendre (B passe)
control-swap = échanger
# Rush : finir tout de suite une partie jouée d’avance.
control-finish = terminer
controls-or-keys = ou appuyez sur Échap, Start ou B

# La carte d’une leçon ou d’un problème en haut du panneau.
learn-card-lesson = Leçon { $number } sur { $count }
learn-card-complete = Leçon terminée.
# Le classement du problème, celui du joueur et sa série.
learn-card-puzzle = Problème { $rating }  ·  vous { $yours }  ·  série { $streak }
learn-card-hold-draw = { $colour } au trait : trouvez le coup qui assure le match nul.
learn-card-win-in = { $colour } au trait : gagnez en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
learn-card-find-win = { $colour } au trait : trouvez le coup gagnant.
learn-card-hint = Indice : { $hint }
# Le classement après un problème, et sa variation : « Classement 1512 (+12) ».
learn-card-rating = Classement { $rating } ({ $change })
learn-card-show-me = Montrez-moi
learn-card-show-me-tip = Jouer pour vous le coup de cette étape (H)
learn-card-hint-tip = Un indice : le problème compte alors comme manqué pour votre classement (H)
learn-card-retry = Réessayer
learn-card-retry-tip = Recommencer depuis le début
learn-card-next = Suivant
learn-card-next-tip = Passer au suivant (Entrée une fois celui-ci réussi)
learn-card-back-tip = Les leçons et problèmes de ce jeu
learn-card-pad-keys = Nord : montrez-moi ou indice  ·  Sud : suivant, une fois réussi  ·  Start : menu (Recommencer)
learn-card-keys = H : montrez-moi ou indice  ·  Entrée : suivant, une fois réussi  ·  Échap : menu (Recommencer)
# La partie qui clôt les leçons d’un jeu.
learn-card-final = Partie finale
learn-card-final-about = Battez le niveau 1 en { $size }x{ $size } : tout ce que les leçons vous ont appris.
learn-card-to-lessons = Retour aux leçons

# La carte d’analyse : chaque coup d’une partie terminée jugé par l’IA.
review-start = Analyser la partie
review-start-tip = Où la partie s’est gagnée et perdue : chaque coup jugé par l’IA (R)
review-caption = Analyse
review-progress = { $done } sur { $total } positions
review-stop = Arrêter
review-stopped = arrêtée à { $done } sur { $total }
review-again = Analyser à nouveau
# L’interrupteur qui montre où l’IA a regardé (son nom pour les lecteurs d’écran).
review-heat-map = Carte de chaleur de l’analyse
review-heat-map-tip = Où l’IA a regardé dans la position où le coup affiché a été joué
review-next-mark = Erreur suivante
review-next-mark-tip = Le coup marqué suivant (point)
review-previous-mark = Erreur précédente
review-previous-mark-tip = Le coup marqué précédent (virgule)
review-graph-tip = après le coup { $move } : premier joueur { $percent } %
review-filter-tip = Parcourir seulement les coups marqués de ce joueur (F)
review-accuracy-tip = Précision (formule de Lichess)
review-chance-tip = { $mark } : les chances de gain du joueur avant et après son coup
review-points = Points attendus : { $before } → { $after }
review-points-tip = L’écart de score final que l’IA attend pour le joueur avec le meilleur coup, puis après le coup joué
review-better = Mieux :
review-line = Variante :
review-line-move = Coup { $number } de la variante
review-line-move-tip = Montrer la variante jusqu’à ce coup sur le plateau (↓ et ↑ pour avancer)
review-leave-line = Quitter la variante
review-leave-line-tip = Retour au coup joué

# Les marques que l’analyse donne à un coup, au singulier et au pluriel.
mark-best = Meilleur coup
mark-inaccuracy = Imprécision
mark-mistake = Erreur
mark-blunder = Gaffe
marks-best = Meilleurs coups
marks-inaccuracy = Imprécisions
marks-mistake = Erreurs
marks-blunder = Gaffes

# Les dialogues d’Enregistrer, Exporter et Importer.
files-export-title = Exporter la liste des coups
files-import-title = Importer une liste de coups
files-name = Nom :
files-saved-as = Enregistrée sous « { $name } » dans le dossier des sauvegardes
files-cancel = Annuler
files-copy = Copier
files-copied = La liste des coups est dans le presse-papiers.
files-save-file = Enregistrer dans un fichier
files-download = Télécharger
files-downloaded = La liste des coups est téléchargée sous le nom { $name }.
files-not-downloaded = La liste des coups n’a pas été téléchargée : { $error }
files-written = La liste des coups est enregistrée dans { $place }.
files-not-written = La liste des coups n’a pas été écrite : { $error }
files-paste-or-path = Collez une liste de coups (Ctrl+V), ou le chemin d’un fichier qui en contient une :
files-paste-or-open = Collez une liste de coups (Ctrl+V), ou ouvrez un fichier qui en contient une :
files-open-file = Ouvrir un fichier…
files-no-picker = Pas de sélecteur de fichiers : { $error }
import-no-moves = Il n’y a aucun coup dedans.
import-no-header = L’en-tête « { $header } » ne nomme ni jeu ni taille.
import-not-a-size = « { $size } » n’est pas une taille de plateau comme 9x9.
import-unknown-game = { $name } n’est pas un jeu : choisissez Rekushu, Rush, Quadrex ou Cheversi.
import-size-not-allowed = { $game } ne se joue pas en { $size }x{ $size } : ses tailles sont { $allowed }.
import-bad-move = Le coup { $number } ({ $move }) ne peut pas être joué : { $why }
import-file = { $file } : { $error }

# Le menu d’actions qu’ouvre une manette ou Tab au-dessus du plateau, une ligne à la fois.
actions-title = Actions
actions-heat-map = Carte de chaleur : { $state }
actions-view = Vue : { $view }
actions-moves-at = Coups : ◀ après { $move } sur { $count } ▶
actions-moves-live = Coups : ◀ en cours, { $count } ▶
actions-show-or-hint = Montrez-moi, ou l’indice
actions-marked = Coups marqués : ◀ { $count } ▶
actions-line = Meilleure variante : { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } ▶
actions-line-at = Meilleure variante : ◀ { $move } sur { $count } ▶
actions-choose = choisir
actions-close = fermer

# Une demande de reprendre un coup, tant que l’autre joueur n’a pas répondu.
undo-asked = { $colour } demande à reprendre le dernier coup
undo-answer = { $colour } :
undo-agree-key = accepter
undo-refuse-key = refuser

hint-wins-in = gagne en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
hint-wins = gagne avec le meilleur jeu
hint-draw = nulle avec le meilleur jeu
hint-lost = perdu avec le meilleur jeu

banner-passes-again = { $colour } ne peut pas jouer : passe, plus d’une fois
banner-passes = { $colour } ne peut pas jouer et passe : { $other } rejoue
banner-extra-turn = Coup supplémentaire : { $colour } rejoue
