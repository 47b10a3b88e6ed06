text-empty = { $point } vide
text-empty-run = { $from } à { $to } vides
text-stone = { $point } { $colour }
text-piece = { $point } { $colour } { $piece }
text-row = Ligne { $row } : { $points }.
text-column = Colonne { $column } : { $points }.
text-stones = { $colour } a { $count ->
        [one] { $count } pièce sur le plateau
       *[other] { $count } pièces sur le plateau
    } : { $points }.
text-no-stones = { $colour } n’a rien sur le plateau.
text-turn = { $colour } joue.
text-over = La partie est terminée.
text-score = { $first } { $a }, { $second } { $b }.
text-no-score = Pas de score avant la fin de la partie.
text-last = Dernier coup : { $colour } { $move }.
text-no-last = Aucun coup pour l’instant.
text-claims = { $colour } peut prendre { $rects }.
text-no-claims = { $colour } ne peut prendre aucun rectangle pour l’instant.
text-no-claims-here = Seul Rekushu a des prises.
text-hand = En main : { $sides }.
text-hand-side = { $colour } { $pieces }
text-hand-piece = { $piece } { $count }
text-hand-none = rien
text-no-hand-here = Seul Cheversi a des pièces en main.
text-help = Commandes : l le dernier coup, s le score, t à qui de jouer, r et un nombre une ligne, c et une lettre une colonne, un point et ? ce qui s’y trouve (e5?), p et une couleur où sont ses pierres. Ou tapez un coup (e5).
text-help-rekushu = Commandes : l le dernier coup, s le score, t à qui de jouer, r et un nombre une ligne, c et une lettre une colonne, un point et ? ce qui s’y trouve (e5?), p et une couleur où sont ses pierres, claims les rectangles que vous pouvez prendre. Ou tapez un coup (e5, ou c9/b5-c9 pour prendre b5-c9).
text-help-cheversi = Commandes : l le dernier coup, s le score, t à qui de jouer, r et un nombre une ligne, c et une lettre une colonne, une case et ? ce qui s’y trouve (e5?), p et une couleur où sont ses pièces, hand les pièces encore à placer. Ou tapez un coup (Qd4).
text-box-label = Coup ou commande (h pour l’aide)
text-screen-title = Menu principal
text-screen-select = Choisir un jeu
text-screen-setup = Nouvelle partie
text-screen-load = Parties enregistrées
text-screen-settings = Réglages
text-screen-learn = Apprendre
text-screen-online = Jouer en ligne
text-screen-play = Partie
text-screen-end = Partie terminée
text-screen-paused = Pause
text-button-previous = { $row } : précédent
text-button-next = { $row } : suivant
text-learn-game = Apprendre { $game }
text-read-move = Coup
text-read-effects = Coup + effets
text-read-all = Tout
text-panel = Panneau de jeu
text-log = Annonces
text-unknown = « { $input } » n’est ni une commande ni un coup. Tapez h pour les commandes.
text-refused = Interdit : { $why }.
text-wait = Ce n’est pas votre tour : { $colour } joue.
text-sentence = { $facts }.
text-move = { $colour } { $move }
text-move-fills = { $count ->
        [one] { $count } de plus remplie : { $points }
       *[other] { $count } de plus remplies : { $points }
    }
text-move-claim = prend { $rect }, { $tiles ->
        [one] { $tiles } case
       *[other] { $tiles } cases
    }
text-move-extra-turn = rejoue
text-move-pass = { $colour } passe
text-move-queen-call = { $colour } doit placer sa Dame maintenant
text-move-over = la partie est terminée
text-thinking = { $colour } réfléchit…
text-list-separator = {", "}
text-fact-separator = {" ; "}

text-help-more = Aussi : hint pour le coup de l’IA, review pour les coups marqués par l’analyse, m et un numéro pour la marque de ce coup.
text-no-hint = Pas d’indice ici.
text-hint-asked = Recherche d’un indice…
text-hint = Indice : { $move }, { $estimate }.
text-no-review = Pas encore d’analyse : analysez d’abord la partie depuis le panneau.
text-judged = Coup { $number }, { $colour } { $move } : { $mark }.
text-judged-better = Coup { $number }, { $colour } { $move } : { $mark } ; mieux { $best }.
text-mark-none = sans marque
text-review-marks = { $count ->
        [one] Un coup marqué
       *[other] { $count } coups marqués
    } : { $moves }.
text-review-mark = { $number } { $colour } { $move } { $mark }
text-review-none = L’analyse n’a marqué aucun coup.
text-view-start = Le début de la partie.
text-view-move = Après le coup { $number } : { $colour } { $move }.
text-view-live = La partie telle qu’elle est.
