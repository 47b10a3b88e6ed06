text-empty = { $point } leer
text-empty-run = { $from } bis { $to } leer
text-stone = { $point } { $colour }
text-piece = { $point } { $colour } { $piece }
text-row = Zeile { $row }: { $points }.
text-column = Spalte { $column }: { $points }.
text-stones = { $colour } hat { $count ->
        [one] einen auf dem Brett
       *[other] { $count } auf dem Brett
    }: { $points }.
text-no-stones = { $colour } hat nichts auf dem Brett.
text-turn = { $colour } ist am Zug.
text-over = Die Partie ist vorbei.
text-score = { $first } { $a }, { $second } { $b }.
text-no-score = Einen Punktestand gibt es erst am Ende der Partie.
text-last = Letzter Zug: { $colour } { $move }.
text-no-last = Noch kein Zug.
text-claims = { $colour } kann { $rects } beanspruchen.
text-no-claims = { $colour } kann gerade kein Rechteck beanspruchen.
text-no-claims-here = Nur Rekushu hat Ansprüche.
text-hand = Auf der Hand: { $sides }.
text-hand-side = { $colour } { $pieces }
text-hand-piece = { $piece } { $count }
text-hand-none = nichts
text-no-hand-here = Nur Cheversi hat Figuren auf der Hand.
text-help = Befehle: l der letzte Zug, s der Punktestand, t wer am Zug ist, r und eine Zahl eine Zeile, c und ein Buchstabe eine Spalte, ein Punkt und ? was dort ist (e5?), p und eine Farbe, wo ihre Steine sind. Oder tippe einen Zug (e5).
text-help-rekushu = Befehle: l der letzte Zug, s der Punktestand, t wer am Zug ist, r und eine Zahl eine Zeile, c und ein Buchstabe eine Spalte, ein Punkt und ? was dort ist (e5?), p und eine Farbe, wo ihre Steine sind, claims die Rechtecke, die du beanspruchen kannst. Oder tippe einen Zug (e5, oder c9/b5-c9, um b5-c9 zu beanspruchen).
text-help-cheversi = Befehle: l der letzte Zug, s der Punktestand, t wer am Zug ist, r und eine Zahl eine Zeile, c und ein Buchstabe eine Spalte, ein Feld und ? was dort ist (e5?), p und eine Farbe, wo ihre Figuren sind, hand die Figuren, die noch zu setzen sind. Oder tippe einen Zug (Qd4).
text-box-label = Zug oder Befehl (h für Hilfe)
text-screen-title = Hauptmenü
text-screen-select = Spiel wählen
text-screen-setup = Neue Partie
text-screen-load = Gespeicherte Partien
text-screen-settings = Einstellungen
text-screen-learn = Lernen
text-screen-online = Online spielen
text-screen-play = Partie
text-screen-end = Partie beendet
text-screen-paused = Pause
text-button-previous = { $row }: zurück
text-button-next = { $row }: weiter
text-learn-game = { $game } lernen
text-read-move = Zug
text-read-effects = Zug + Folgen
text-read-all = Alles
text-panel = Spielleiste
text-log = Ansagen
text-unknown = „{ $input }“ ist weder ein Befehl noch ein Zug. Tippe h für die Befehle.
text-refused = Nicht erlaubt: { $why }.
text-wait = Du bist nicht am Zug: { $colour } ist dran.
text-sentence = { $facts }.
text-move = { $colour } { $move }
text-move-fills = { $count ->
        [one] ein weiteres gefüllt: { $points }
       *[other] { $count } weitere gefüllt: { $points }
    }
text-move-claim = beansprucht { $rect }, { $tiles ->
        [one] ein Feld
       *[other] { $tiles } Felder
    }
text-move-extra-turn = zieht noch einmal
text-move-pass = { $colour } passt
text-move-queen-call = { $colour } muss jetzt die Dame setzen
text-move-over = die Partie ist vorbei
text-thinking = { $colour } überlegt …
text-list-separator = {", "}
text-fact-separator = {"; "}

text-help-more = Außerdem: hint für den Zug der KI, review für die markierten Züge einer Analyse, m und eine Zahl für die Markierung dieses Zugs.
text-no-hint = Hier gibt es keinen Tipp.
text-hint-asked = Suche einen Tipp…
text-hint = Tipp: { $move }, { $estimate }.
text-no-review = Noch keine Analyse: zuerst die Partie im Panel analysieren.
text-judged = Zug { $number }, { $colour } { $move }: { $mark }.
text-judged-better = Zug { $number }, { $colour } { $move }: { $mark }; besser { $best }.
text-mark-none = keine Markierung
text-review-marks = { $count ->
        [one] Ein markierter Zug
       *[other] { $count } markierte Züge
    }: { $moves }.
text-review-mark = { $number } { $colour } { $move } { $mark }
text-review-none = Die Analyse hat keinen Zug markiert.
text-view-start = Der Anfang der Partie.
text-view-move = Nach Zug { $number }: { $colour } { $move }.
text-view-live = Die Partie, wie sie steht.
