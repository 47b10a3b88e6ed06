# Die Texte aller Lektionen: ihr Titel, dann für jeden Schritt die Aufgabe (say), was der Trainer
# sagt, sobald sie geschafft ist (done), und nach einem Versuch, der sie verfehlt (wrong).
# Züge in Notation (c3, d4, Qd4, c9/b5-c9, swap) werden nie übersetzt.

## Rekushu

lesson-rekushu-place-title = Steine setzen
lesson-rekushu-place-1-say = Du bist Schwarz und ziehst zuerst. Setze einen Stein auf c3.
lesson-rekushu-place-1-done = Steine kommen dorthin, wo sich die Linien kreuzen. Die Quadrate zwischen den Linien sind die Felder, die du beanspruchen wirst.
lesson-rekushu-place-1-wrong = Nicht dieser Punkt: Setze deinen Stein auf c3.
lesson-rekushu-claim-title = Ein Rechteck beanspruchen
lesson-rekushu-claim-1-say = Drei Ecken eines Rechtecks gehören dir. Setze auf d4 und beanspruche b2-d4.
lesson-rekushu-claim-1-done = Alle vier Ecken deine, sonst nichts darauf: Die Steine werden entfernt, und seine 4 Felder gehören dir.
lesson-rekushu-claim-1-wrong = Noch nichts beansprucht. Setze auf d4 und beanspruche dann das Rechteck b2-d4.
lesson-rekushu-claimed-tiles-title = Beanspruchtes Gebiet
lesson-rekushu-claimed-tiles-1-say = Probier c3: Alle vier Felder um den Punkt sind schon beansprucht.
lesson-rekushu-claimed-tiles-1-done = Abgelehnt: Ein Stein muss mindestens ein nicht beanspruchtes Feld berühren.
lesson-rekushu-claimed-tiles-1-wrong = Dieser Punkt berührt ein nicht beanspruchtes Feld. Probier c3, mitten in deinem Gebiet.
lesson-rekushu-claimed-tiles-2-say = Die Ecken sind wieder frei. d4 berührt noch nicht beanspruchte Felder: Setze dort einen Stein.
lesson-rekushu-claimed-tiles-2-done = Die Ecke eines beanspruchten Rechtecks ist wieder spielbar, solange sie ein nicht beanspruchtes Feld berührt.
lesson-rekushu-claimed-tiles-2-wrong = Nicht dieser Punkt: Setze deinen Stein auf d4.
lesson-rekushu-clear-title = Nichts im Inneren
lesson-rekushu-clear-1-say = d4 würde b2-d4 schließen, aber der weiße Stein auf c3 liegt darin. Beanspruche stattdessen das andere Rechteck.
lesson-rekushu-clear-1-done = Zum Beanspruchen brauchst du deine vier Ecken und keinen anderen Stein auf den Rändern oder im Inneren.
lesson-rekushu-clear-1-wrong = Kein Rechteck beansprucht. Setze auf e4 und beanspruche e4-f6.
lesson-rekushu-mirror-title = Die Spiegelregel
lesson-rekushu-mirror-1-say = Dein e2 hat das b2 von Weiß von links nach rechts gespiegelt. Probier d5: Es spiegelt das c5 von Weiß genauso.
lesson-rekushu-mirror-1-done = Abgelehnt: Du darfst nicht zweimal hintereinander dieselbe Spiegelung verwenden.
lesson-rekushu-mirror-1-wrong = Dieser Zug war erlaubt. Probier d5, das c5 von Weiß von links nach rechts gespiegelt.
lesson-rekushu-mirror-2-say = Eine andere Spiegelung ist erlaubt: Spiele c2, das c5 von Weiß von oben nach unten gespiegelt.
lesson-rekushu-mirror-2-done = Erlaubt: Verboten ist nur, die Spiegelung deines letzten Zugs zu wiederholen.
lesson-rekushu-mirror-2-wrong = Nicht dieser Punkt: Spiele c2.
lesson-rekushu-end-title = Das letzte Rechteck
lesson-rekushu-end-1-say = Du bist Weiß, 6 Felder gegen 9 von Schwarz. Setze auf f4 und beanspruche den ganzen oberen Streifen, a4-f6.
lesson-rekushu-end-1-done = Alle Felder sind beansprucht, also kann Schwarz nicht setzen: Die Partie ist aus. 16 Felder zu 9, du gewinnst.
lesson-rekushu-end-1-wrong = Die Partie geht weiter. Setze auf f4 und beanspruche a4-f6.

## Rush

lesson-rush-place-title = Steine setzen
lesson-rush-place-1-say = Du bist Schwarz und ziehst zuerst. Setze einen Stein auf c3.
lesson-rush-place-1-done = Steine kommen auf die Punkte, wo sich die Linien kreuzen. Jetzt ist Weiß am Zug.
lesson-rush-place-1-wrong = Nicht dieser Punkt: Setze deinen Stein auf c3, in die Mitte.
lesson-rush-place-2-say = Ein Stein darf einen deiner eigenen berühren. Spiele c4.
lesson-rush-place-2-done = Ein einziger eigener Nachbar ist immer in Ordnung.
lesson-rush-place-2-wrong = Nicht dieser Punkt: Spiele c4, direkt über deinem Stein.
lesson-rush-adjacency-title = Nicht zu nah
lesson-rush-adjacency-1-say = Probier c3: Der Punkt berührt zwei deiner Steine und keinen von Weiß.
lesson-rush-adjacency-1-done = Abgelehnt: Ein Punkt, der zwei oder mehr deiner Steine berührt und keinen von Weiß, ist für dich verboten.
lesson-rush-adjacency-1-wrong = Dieser Zug war erlaubt. Probier c3, zwischen deinen beiden Steinen.
lesson-rush-adjacency-2-say = Spiele stattdessen b4: Der Punkt berührt nur einen deiner Steine.
lesson-rush-adjacency-2-done = Gut. Achte auf Weiß: c3 ist für Weiß erlaubt, weil es deine Steine berührt.
lesson-rush-adjacency-2-wrong = Nicht dieser Punkt: Spiele b4, über deinem Stein auf b3.
lesson-rush-extra-turn-title = Der Extrazug
lesson-rush-extra-turn-1-say = Spiele c2: Der Punkt berührt deinen Stein und den von Weiß.
lesson-rush-extra-turn-1-done = Zwei oder mehr Nachbarn, einer davon von Weiß: Du ziehst noch einmal.
lesson-rush-extra-turn-1-wrong = Dort gibt es keinen Extrazug. Berühre deinen Stein und den von Weiß zugleich: c2.
lesson-rush-extra-turn-2-say = Du bist noch am Zug. Gleich noch einmal: Spiele b3.
lesson-rush-extra-turn-2-done = Extrazüge verketten sich: Du ziehst schon wieder.
lesson-rush-extra-turn-2-wrong = Dort gibt es keinen Extrazug. Probier b3: Es berührt c3 und das b2 von Weiß.
lesson-rush-extra-turn-3-say = Spiele jetzt e5: Der Punkt berührt nichts, also endet dein Zug.
lesson-rush-extra-turn-3-done = Weniger als zwei Nachbarn: kein Extrazug, und Weiß ist am Zug.
lesson-rush-extra-turn-3-wrong = Nicht dieser Punkt: Spiele e5, in der Ecke.
lesson-rush-pass-title = Erzwungenes Passen
lesson-rush-pass-1-say = Spiele d1 für einen Extrazug. Dann schau: Kannst du noch irgendwo setzen?
lesson-rush-pass-1-done = Jeder leere Punkt berührt zwei deiner Steine und keinen von Weiß: Du passt, und Weiß füllt sie.
lesson-rush-pass-1-wrong = Damit war dein Zug zu Ende. Spiele d1: Es berührt c1 und das d2 von Weiß.
lesson-rush-score-title = Die meisten Steine gewinnen
lesson-rush-score-1-say = Je 11 Steine, noch drei Punkte frei. Hol dir einen Extrazug, um zwei davon zu bekommen.
lesson-rush-score-1-done = Ein Extrazug: Du nimmst dir noch einen Punkt.
lesson-rush-score-1-wrong = Damit endet dein Zug, und Weiß würde zwei Punkte nehmen. Probier e3.
lesson-rush-score-2-say = a2 ist für dich verboten, also spiele a1.
lesson-rush-score-2-done = Weiß nimmt a2, und das Brett ist voll: 13 Steine zu 12, du gewinnst.
lesson-rush-score-2-wrong = Spiele a1, deinen letzten erlaubten Punkt.

## Quadrex

lesson-quadrex-connect-title = Verbinde deine Ränder
lesson-quadrex-connect-1-say = Du bist Vertikal: Verbinde die unterste Zeile mit der obersten. Schließe die Lücke in deiner Kette.
lesson-quadrex-connect-1-done = Eine durchgehende Kette von unten nach oben: Vertikal gewinnt. Horizontal verbindet links mit rechts.
lesson-quadrex-connect-1-wrong = Deine Kette hat noch eine Lücke. Spiele c3.
lesson-quadrex-cascade-title = Die Kaskade
lesson-quadrex-cascade-1-say = Spiele b3: Dann liegen b3 und c4, beide deine, auf einer Diagonale eines Quadrats.
lesson-quadrex-cascade-1-done = Deine auf der einen Diagonale, Horizontal und eine Lücke auf der anderen: Die Lücke füllt sich für dich, und Füllungen lösen weitere aus.
lesson-quadrex-cascade-1-wrong = Nichts hat sich gefüllt. Probier b3, diagonal zu deinem c4.
lesson-quadrex-cascade-win-title = Sieg durch Kaskade
lesson-quadrex-cascade-win-1-say = Deine Kette braucht c3 und c4, doch ein Zug genügt. Spiele c3.
lesson-quadrex-cascade-win-1-done = c3 und d4 liegen auf einer Diagonale, also hat sich c4 von selbst gefüllt: Deine Kette ist komplett.
lesson-quadrex-cascade-win-1-wrong = Noch kein Sieg. Spiele c3 und lass das Quadrat c3-d4 die Zelle c4 füllen.
lesson-quadrex-block-title = Blockieren
lesson-quadrex-block-1-say = Horizontal fehlt nur noch d5, um links mit rechts zu verbinden. Blockiere es.
lesson-quadrex-block-1-done = Blockiert: Die oberste Zeile von Horizontal ist für immer unterbrochen.
lesson-quadrex-block-1-wrong = Horizontal würde jetzt d5 spielen und gewinnen. Nimm d5 selbst.
lesson-quadrex-swap-title = Der Tausch
lesson-quadrex-swap-1-say = Du bist Horizontal. Vertikal hat auf b4 eröffnet. Dein erster Zug darf ein Tausch sein: Drücke „Tauschen“.
lesson-quadrex-swap-1-done = Der Stein von Vertikal wurde deiner, an der Diagonale gespiegelt auf d2. Vertikal zieht wieder.
lesson-quadrex-swap-1-wrong = Das war ein Setzzug. Drücke diesmal „Tauschen“.

## Cheversi

lesson-cheversi-king-first-title = Zuerst der König
lesson-cheversi-king-first-1-say = Du bist Weiß und setzt zuerst. Deine erste Figur ist immer der König: Setze ihn auf e4.
lesson-cheversi-king-first-1-done = Der König kommt zuerst. Ab jetzt setzt jede Seite eine Figur pro Zug.
lesson-cheversi-king-first-1-wrong = Setze den König in dieser Lektion auf e4.
lesson-cheversi-touch-title = Eine Figur berühren
lesson-cheversi-touch-1-say = Probier einen Turm auf a1, weit weg von allen Figuren.
lesson-cheversi-touch-1-done = Abgelehnt: Jede neue Figur muss eine Figur berühren, die schon auf dem Brett steht.
lesson-cheversi-touch-1-wrong = Diese Figur berührt die anderen. Probier einen Turm auf a1.
lesson-cheversi-touch-2-say = Setze den Turm jetzt auf d3: Ecke an Ecke mit deinem König zählt als Berühren.
lesson-cheversi-touch-2-done = Berühren heißt: auf einem der 8 Felder ringsum, auch diagonal.
lesson-cheversi-touch-2-wrong = Nicht dieses Feld: Setze einen Turm auf d3.
lesson-cheversi-score-title = Angegriffene Felder zählen
lesson-cheversi-score-1-say = Eine Figur bringt 1 Punkt pro leerem Feld, das sie angreift. Ein Turm auf e3 oder c4: Wähle das bessere Feld.
lesson-cheversi-score-1-done = Von e3 aus greift der Turm 14 leere Felder an; auf c4 würden ihn dein König und der Springer von Schwarz blockieren.
lesson-cheversi-score-1-wrong = Nicht das beste. Zähle die leeren Felder, die ein Turm auf e3 und auf c4 angreifen würde.
lesson-cheversi-queen-call-title = Der Damenruf
lesson-cheversi-queen-call-1-say = Setze deine Dame, zum Beispiel auf e5. Schwarz hat seine Dame noch in der Hand.
lesson-cheversi-queen-call-1-done = Ein Damenruf: Schwarz muss seine Dame sofort setzen.
lesson-cheversi-queen-call-1-wrong = Das war nicht deine Dame. Setze die Dame.
lesson-cheversi-bishops-title = Läufer auf beiden Farben
lesson-cheversi-bishops-1-say = Dein erster Läufer steht auf d3, einem hellen Feld. Probier den zweiten auf e4, ebenfalls hell.
lesson-cheversi-bishops-1-done = Abgelehnt: Dein zweiter Läufer muss auf der anderen Farbe stehen.
lesson-cheversi-bishops-1-wrong = Dieser Zug war erlaubt. Probier einen Läufer auf e4.
lesson-cheversi-bishops-2-say = Setze ihn jetzt auf ein dunkles Feld, etwa e3.
lesson-cheversi-bishops-2-done = Ein Läufer auf jeder Farbe: Zusammen erreichen sie das ganze Brett.
lesson-cheversi-bishops-2-wrong = Setze deinen zweiten Läufer auf ein dunkles Feld, etwa e3.
lesson-cheversi-last-king-title = Der letzte König
lesson-cheversi-last-king-1-say = Du bist Schwarz und hast nur noch deinen König. Probier ihn auf e5.
lesson-cheversi-last-king-1-done = Abgelehnt: Der König von Schwarz kommt zuletzt und muss die letzte Figur von Weiß berühren, den Turm auf d3.
lesson-cheversi-last-king-1-wrong = Probier den König auf e5.
lesson-cheversi-last-king-2-say = Setze ihn jetzt neben d3, wo er beide weißen Türme blockiert: e3.
lesson-cheversi-last-king-2-done = Der König unterbricht die Linien beider Türme: Schwarz gewinnt 27 zu 22.
lesson-cheversi-last-king-2-wrong = Von dort gewinnt Weiß. Probier e3, zwischen den Linien der beiden Türme.
