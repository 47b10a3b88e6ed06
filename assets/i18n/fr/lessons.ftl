# Les textes de chaque leçon : son titre, puis pour chaque étape la consigne (say), ce que dit
# l’entraîneur une fois qu’elle est réussie (done) et après un essai qui la manque (wrong).
# Les coups en notation (c3, d4, Qd4, c9/b5-c9, swap) ne sont jamais traduits.

## Rekushu

lesson-rekushu-place-title = Poser des pierres
lesson-rekushu-place-1-say = Vous êtes Noir et jouez en premier. Posez une pierre sur c3.
lesson-rekushu-place-1-done = Les pierres se posent là où les lignes se croisent. Les carrés entre les lignes sont les cases que vous prendrez.
lesson-rekushu-place-1-wrong = Pas ce point : posez votre pierre sur c3.
lesson-rekushu-claim-title = Prendre un rectangle
lesson-rekushu-claim-1-say = Vous tenez trois coins d’un rectangle. Posez sur d4 et prenez b2-d4.
lesson-rekushu-claim-1-done = Les quatre coins à vous, rien d’autre dessus : les pierres sont retirées et ses 4 cases sont à vous.
lesson-rekushu-claim-1-wrong = Pas encore de prise. Posez sur d4, puis prenez le rectangle b2-d4.
lesson-rekushu-claimed-tiles-title = Terrain pris
lesson-rekushu-claimed-tiles-1-say = Essayez c3 : les quatre cases qui l’entourent sont déjà prises.
lesson-rekushu-claimed-tiles-1-done = Refusé : une pierre doit toucher au moins une case non prise.
lesson-rekushu-claimed-tiles-1-wrong = Ce point touche une case non prise. Essayez c3, au milieu de votre prise.
lesson-rekushu-claimed-tiles-2-say = Les coins sont libérés. d4 touche encore des cases non prises : posez-y une pierre.
lesson-rekushu-claimed-tiles-2-done = Le coin d’une prise peut être rejoué tant qu’il touche une case non prise.
lesson-rekushu-claimed-tiles-2-wrong = Pas celui-là : posez votre pierre sur d4.
lesson-rekushu-clear-title = Rien à l’intérieur
lesson-rekushu-clear-1-say = d4 fermerait b2-d4, mais la pierre blanche en c3 est à l’intérieur. Prenez plutôt l’autre rectangle.
lesson-rekushu-clear-1-done = Une prise exige vos quatre coins et aucune autre pierre sur ses bords ni à l’intérieur.
lesson-rekushu-clear-1-wrong = Pas de prise ici. Posez sur e4 et prenez e4-f6.
lesson-rekushu-mirror-title = La règle du miroir
lesson-rekushu-mirror-1-say = Votre e2 reflétait le b2 de Blanc de gauche à droite. Essayez d5 : il reflète le c5 de Blanc de la même façon.
lesson-rekushu-mirror-1-done = Refusé : vous ne pouvez pas utiliser le même miroir deux fois de suite.
lesson-rekushu-mirror-1-wrong = Ce coup était permis. Essayez d5, le c5 de Blanc reflété de gauche à droite.
lesson-rekushu-mirror-2-say = Un autre miroir est permis : jouez c2, le c5 de Blanc reflété de haut en bas.
lesson-rekushu-mirror-2-done = Permis : seul le miroir de votre dernier coup ne peut pas être répété.
lesson-rekushu-mirror-2-wrong = Pas celui-là : jouez c2.
lesson-rekushu-end-title = La dernière prise
lesson-rekushu-end-1-say = Vous êtes Blanc, 6 cases contre 9 pour Noir. Posez sur f4 et prenez toute la bande du haut, a4-f6.
lesson-rekushu-end-1-done = Toutes les cases sont prises, Noir ne peut donc plus poser : partie terminée. 16 cases à 9, vous gagnez.
lesson-rekushu-end-1-wrong = La partie continue. Posez sur f4 et prenez a4-f6.

## Rush

lesson-rush-place-title = Poser des pierres
lesson-rush-place-1-say = Vous êtes Noir et jouez en premier. Posez une pierre sur c3.
lesson-rush-place-1-done = Les pierres se posent sur les points où les lignes se croisent. Au tour de Blanc.
lesson-rush-place-1-wrong = Pas ce point : posez votre pierre sur c3, au centre.
lesson-rush-place-2-say = Une pierre peut toucher l’une des vôtres. Jouez c4.
lesson-rush-place-2-done = Un seul voisin à vous, c’est toujours permis.
lesson-rush-place-2-wrong = Pas celui-là : jouez c4, juste au-dessus de votre pierre.
lesson-rush-adjacency-title = Pas trop près
lesson-rush-adjacency-1-say = Essayez c3 : il touche deux de vos pierres et aucune de Blanc.
lesson-rush-adjacency-1-done = Refusé : un point qui touche deux de vos pierres ou plus et aucune de Blanc vous est interdit.
lesson-rush-adjacency-1-wrong = Ce coup était permis. Essayez c3, entre vos deux pierres.
lesson-rush-adjacency-2-say = Jouez plutôt b4 : il ne touche qu’une de vos pierres.
lesson-rush-adjacency-2-done = Bien. Surveillez Blanc : c3 lui est permis, puisqu’il touche vos pierres.
lesson-rush-adjacency-2-wrong = Pas celui-là : jouez b4, au-dessus de votre pierre en b3.
lesson-rush-extra-turn-title = Le coup supplémentaire
lesson-rush-extra-turn-1-say = Jouez c2 : il touche votre pierre et celle de Blanc.
lesson-rush-extra-turn-1-done = Deux voisins ou plus, dont un de Blanc : vous rejouez.
lesson-rush-extra-turn-1-wrong = Pas de coup supplémentaire ici. Touchez à la fois votre pierre et celle de Blanc : c2.
lesson-rush-extra-turn-2-say = C’est toujours à vous. Recommencez : jouez b3.
lesson-rush-extra-turn-2-done = Les coups supplémentaires s’enchaînent : vous rejouez encore.
lesson-rush-extra-turn-2-wrong = Pas de coup supplémentaire ici. Essayez b3 : il touche c3 et le b2 de Blanc.
lesson-rush-extra-turn-3-say = Jouez maintenant e5 : il ne touche rien, donc votre tour s’arrête.
lesson-rush-extra-turn-3-done = Moins de deux voisins : pas de coup supplémentaire, et Blanc joue.
lesson-rush-extra-turn-3-wrong = Pas celui-là : jouez e5, dans le coin.
lesson-rush-pass-title = La passe forcée
lesson-rush-pass-1-say = Jouez d1 pour un coup supplémentaire. Puis regardez : pouvez-vous encore jouer quelque part ?
lesson-rush-pass-1-done = Chaque point vide touche deux de vos pierres et aucune de Blanc : vous passez, et Blanc les remplit.
lesson-rush-pass-1-wrong = Cela a mis fin à votre tour. Jouez d1 : il touche c1 et le d2 de Blanc.
lesson-rush-score-title = Le plus de pierres gagne
lesson-rush-score-1-say = 11 pierres chacun, trois points libres. Gagnez un coup supplémentaire pour en prendre deux.
lesson-rush-score-1-done = Un coup supplémentaire : vous prenez un autre point.
lesson-rush-score-1-wrong = Cela termine votre tour, et Blanc prendrait deux points. Essayez e3.
lesson-rush-score-2-say = a2 vous est interdit, alors jouez a1.
lesson-rush-score-2-done = Blanc prend a2 et le plateau est plein : 13 pierres à 12, vous gagnez.
lesson-rush-score-2-wrong = Jouez a1, le dernier point qui vous est permis.

## Quadrex

lesson-quadrex-connect-title = Reliez vos bords
lesson-quadrex-connect-1-say = Vous êtes Vertical : reliez la rangée du bas à celle du haut. Comblez le trou de votre chaîne.
lesson-quadrex-connect-1-done = Une chaîne sans coupure du bas jusqu’en haut : Vertical gagne. Horizontal relie la gauche à la droite.
lesson-quadrex-connect-1-wrong = Votre chaîne a encore un trou. Jouez c3.
lesson-quadrex-cascade-title = La cascade
lesson-quadrex-cascade-1-say = Jouez b3 : b3 et c4, tous deux à vous, partageront alors une diagonale d’un carré.
lesson-quadrex-cascade-1-done = Vos pions sur une diagonale, Horizontal et une cellule vide sur l’autre : elle se remplit pour vous, et les remplissages s’enchaînent.
lesson-quadrex-cascade-1-wrong = Rien ne s’est rempli. Essayez b3, en diagonale de votre c4.
lesson-quadrex-cascade-win-title = Gagner par cascade
lesson-quadrex-cascade-win-1-say = Votre chaîne a besoin de c3 et de c4, mais un seul coup suffit. Jouez c3.
lesson-quadrex-cascade-win-1-done = c3 et d4 partagent une diagonale, donc c4 s’est rempli tout seul : votre chaîne est complète.
lesson-quadrex-cascade-win-1-wrong = Pas encore gagné. Jouez c3 et laissez le carré c3-d4 remplir c4.
lesson-quadrex-block-title = Bloquer
lesson-quadrex-block-1-say = Il ne manque que d5 à Horizontal pour relier la gauche à la droite. Bloquez-le.
lesson-quadrex-block-1-done = Bloqué : la rangée du haut d’Horizontal est coupée pour de bon.
lesson-quadrex-block-1-wrong = Horizontal jouerait maintenant d5 et gagnerait. Prenez d5 vous-même.
lesson-quadrex-swap-title = L’échange
lesson-quadrex-swap-1-say = Vous êtes Horizontal. Vertical a ouvert en b4. Votre premier coup peut être un échange : appuyez sur Échanger.
lesson-quadrex-swap-1-done = Le pion de Vertical est devenu le vôtre, reflété par la diagonale en d2. Vertical rejoue.
lesson-quadrex-swap-1-wrong = C’était une pose. Cette fois, appuyez sur Échanger.

## Cheversi

lesson-cheversi-king-first-title = Le Roi d’abord
lesson-cheversi-king-first-1-say = Vous êtes Blanc et posez en premier. Votre première pièce est toujours le Roi : posez-le en e4.
lesson-cheversi-king-first-1-done = Le Roi vient en premier. Désormais, chaque camp pose une pièce par tour.
lesson-cheversi-king-first-1-wrong = Pour cette leçon, posez le Roi en e4.
lesson-cheversi-touch-title = Toucher une pièce
lesson-cheversi-touch-1-say = Essayez une Tour en a1, loin de toutes les pièces.
lesson-cheversi-touch-1-done = Refusé : chaque nouvelle pièce doit toucher une pièce déjà sur le plateau.
lesson-cheversi-touch-1-wrong = Cette pièce touche les autres. Essayez une Tour en a1.
lesson-cheversi-touch-2-say = Posez maintenant la Tour en d3 : coin contre coin avec votre Roi, cela compte comme toucher.
lesson-cheversi-touch-2-done = Toucher, c’est être sur l’une des 8 cases autour, diagonales comprises.
lesson-cheversi-touch-2-wrong = Pas là : posez une Tour en d3.
lesson-cheversi-score-title = Les cases attaquées rapportent
lesson-cheversi-score-1-say = Une pièce marque 1 point par case vide qu’elle attaque. Une Tour en e3 ou en c4 : choisissez la meilleure case.
lesson-cheversi-score-1-done = Depuis e3, la Tour attaque 14 cases vides ; en c4, votre Roi et le Cavalier de Noir la bloqueraient.
lesson-cheversi-score-1-wrong = Pas la meilleure. Comptez les cases vides qu’une Tour attaquerait en e3 et en c4.
lesson-cheversi-queen-call-title = L’appel de la Dame
lesson-cheversi-queen-call-1-say = Posez votre Dame, en e5 par exemple. Noir a encore sa Dame en main.
lesson-cheversi-queen-call-1-done = Appel de la Dame : Noir doit poser sa Dame tout de suite.
lesson-cheversi-queen-call-1-wrong = Ce n’était pas votre Dame. Posez la Dame.
lesson-cheversi-bishops-title = Des Fous sur les deux couleurs
lesson-cheversi-bishops-1-say = Votre premier Fou est en d3, une case claire. Essayez le second en e4, claire aussi.
lesson-cheversi-bishops-1-done = Refusé : votre second Fou doit se trouver sur l’autre couleur.
lesson-cheversi-bishops-1-wrong = Ce coup était permis. Essayez un Fou en e4.
lesson-cheversi-bishops-2-say = Posez-le maintenant sur une case sombre, comme e3.
lesson-cheversi-bishops-2-done = Un Fou sur chaque couleur : à eux deux, ils atteignent tout le plateau.
lesson-cheversi-bishops-2-wrong = Posez votre second Fou sur une case sombre, comme e3.
lesson-cheversi-last-king-title = Le dernier Roi
lesson-cheversi-last-king-1-say = Vous êtes Noir et il ne vous reste que votre Roi. Essayez-le en e5.
lesson-cheversi-last-king-1-done = Refusé : le Roi de Noir vient en dernier et doit toucher la dernière pièce de Blanc, la Tour en d3.
lesson-cheversi-last-king-1-wrong = Essayez le Roi en e5.
lesson-cheversi-last-king-2-say = Posez-le maintenant à côté de d3, là où il bloque les deux Tours blanches : e3.
lesson-cheversi-last-king-2-done = Le Roi coupe les lignes des deux Tours : Noir gagne 27 à 22.
lesson-cheversi-last-king-2-wrong = De là, Blanc gagne. Essayez e3, entre les lignes des deux Tours.
