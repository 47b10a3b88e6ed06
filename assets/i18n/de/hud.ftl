result-wins = { $colour } gewinnt
result-draw = Unentschieden
result-resigned = { $colour } hat nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } aufgegeben
result-decided = { $colour } hielt nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } mehr als das halbe Brett: sofort beendet
result-connected-vert = { $colour } verband nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } unten mit oben
result-connected-horz = { $colour } verband nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } links mit rechts
result-stuck = { $colour } hatte keinen erlaubten Zug mehr: Wertung nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
result-no-placement = kein erlaubter Zug: Wertung nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
result-board-full = Das Brett ist voll: Steine gezählt nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
result-all-placed = Alle Figuren gesetzt: Wertung nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
result-unit-tiles = Felder
result-unit-stones = Steine
result-unit-points = Punkte

end-rematch = Revanche
end-new-room = Neuer Raum
end-setup = Einrichten
end-menu = Menü
end-tip = Wähle einen Zug in der Liste, um die Partie noch einmal zu sehen.

# Das Feld neben dem Brett.
panel-thinking = denkt nach...
panel-game-over = Partie beendet
panel-score = Punktestand
# Der Punktestand der angezeigten Stellung: „Schwarz 3  –  2 Weiß“.
panel-score-line = { $first } { $first_score }  –  { $second_score } { $second }
panel-decided = { $colour } hält mehr als die Hälfte: entschieden
panel-finish-tip = Das Ergebnis kann sich nicht mehr ändern: Beende die Partie hier
# Warum der Punkt unter dem Zeiger oder der versuchte Zug abgelehnt wird: der Grund aus den Regeln.
panel-not-here = Nicht hier: { $reason }
panel-not-allowed = Nicht erlaubt: { $reason }
panel-tap-again = Tippe noch einmal auf { $point }, um dort zu setzen
panel-redo = Wiederholen
panel-hint = Tipp
panel-resign = Aufgeben
panel-rules = Regeln
panel-menu = Menü
panel-heat-map = Heatmap
panel-heat-map-tip = Zeigt auf dem Brett, welchen Anteil der Suche des Tipps jeder Zug hatte
# Der Knopf, der die Brettansicht wechselt: „2D-Ansicht“, „3D-Ansicht“.
panel-view = { $view }-Ansicht
panel-view-tip = Brettansicht wechseln (V); mit der rechten Maustaste ziehen, um das 3D-Brett zu drehen, Mausrad zum Zoomen
panel-sound-on = Ton an
panel-sound-off = Ton aus
panel-sound-tip = Alle Töne aus- oder einschalten (M)
panel-save-as = Speichern…
panel-save-as-tip = Diese Partie unter einem Namen speichern (unter Laden zu finden)
panel-export = Exportieren
panel-export-tip = Die Zugliste, zum Kopieren oder als Datei
panel-import = Importieren
panel-import-tip = Eine Zugliste als neue Partie öffnen
# Quadrex: Der zweite Spieler übernimmt die erste Figur als seine eigene.
panel-swap = Tauschen
# Cheversi: die Figuren, die jede Seite noch setzen muss.
panel-in-hand = Figuren auf der Hand
panel-piece-stuck = { $piece }: kein erlaubtes Feld
panel-hint-thinking = Tipp: denkt nach...
panel-hint-win = Sieg { $percent } %
panel-moves = Züge ({ $count })
panel-replay-speed = Abspieltempo
panel-replay = Abspielen
panel-pause = Pause
panel-replay-tip = Die Züge nacheinander abspielen (P)
panel-step-start = Zum Anfang (Pos1)
panel-step-back = Ein Zug zurück (links)
panel-step-on = Ein Zug vor (rechts)
panel-step-end = Die letzte Stellung (Ende)
panel-line-from = Variante ab Zug { $move }
panel-after-move = nach Zug { $move }
panel-move-tip = Zug { $number } ({ $colour }): die Stellung danach zeigen

# Die Figuren von Cheversi.
piece-king = König
piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer

# Zurücknehmen in einer Partie auf zwei Geräten: Ein Spieler bittet, der andere stimmt zu.
undo = Rückgängig
undo-ask = Rückgängig?
undo-withdraw = Zurückziehen
undo-agree = Zustimmen
undo-tip = Den letzten Zug zurücknehmen
undo-ask-tip = Den anderen Spieler bitten, dich den letzten Zug zurücknehmen zu lassen
undo-withdraw-tip = Deine Bitte zurückziehen, den letzten Zug zurückzunehmen
undo-agree-tip = Den anderen Spieler den letzten Zug zurücknehmen lassen
undo-off-tip = Gerade gibt es nichts, was du zurücknehmen darfst

# Die Karte im Feld bei einer Online-Partie.
online-card-room = Online · Raum
online-card-copy-link = Link kopieren
online-card-copy-code = Code kopieren
online-card-link-copied = Der Einladungslink ist in der Zwischenablage: { $link }
online-card-code-copied = Der Raumcode { $room } ist in der Zwischenablage.
# Wer online eine Seite spielt: der eigene Name, der des Freundes oder ein freier Platz.
online-seat-you = { $name } (du)
online-seat-online = { $name } · online
online-seat-offline = { $name } · offline
online-seat-free = noch nicht beigetreten

# Auf dem Handy: die Leiste unter dem Brett, ihre Reiter und ihre Statuszeile.
sheet-game = Partie
sheet-moves = Züge
sheet-more = Mehr
sheet-last-move = Letzter Zug: { $move }
sheet-no-move = Noch kein Zug

# Wie schnell „Abspielen“ die Züge zeigt.
replay-slow = Langsam
replay-normal = Normal
replay-fast = Schnell

# Die Regeln über dem Brett.
rules-title = Regeln von { $game }
rules-close = Schließen
rules-or-esc = oder Esc drücken

key-arrows = Pfeile
key-enter = Enter
key-esc = Esc
key-tab = Tab
key-page-up = Bild↑
key-page-down = Bild↓

# Die Steuerung: unter dem Feld (so viel passt) und auf der Seite Steuerung.
control-move = bewegen
control-place = setzen
control-undo = rückgängig
control-redo = wiederholen
control-hint = Tipp
control-menu = Menü
control-legal = erlaubte Punkte
control-actions = Aktionen, Züge
control-view = 2D / 3D
control-sound = Ton
control-turn = Brett drehen
control-zoom = zoomen
# Cheversi: die zu setzende Figur wählen.
control-piece = Figur
# Rekushu: die Rechtecke durchgehen, die ein Zug beanspruchen kann.
control-next-claim = nächstes Rechteck (U überspringt)
control-claim = beanspruchen (B überspringt)
control-swap = tauschen
# Rush: eine entschiedene Partie sofort beenden.
control-finish = beenden
controls-or-keys = oder Esc, Start oder B drücken

# Die Karte einer Lektion oder eines Rätsels oben im Feld.
learn-card-lesson = Lektion { $number } von { $count }
learn-card-complete = Lektion geschafft.
# Die Wertung des Rätsels, die Rätselwertung des Spielers und seine Serie.
learn-card-puzzle = Rätsel { $rating }  ·  du { $yours }  ·  Serie { $streak }
learn-card-hold-draw = { $colour } am Zug: Finde den Zug, der das Unentschieden hält.
learn-card-win-in = { $colour } am Zug: Gewinne in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
learn-card-find-win = { $colour } am Zug: Finde den Gewinnzug.
learn-card-hint = Tipp: { $hint }
# Die Rätselwertung nach einem Rätsel und ihre Änderung: „Wertung 1512 (+12)“.
learn-card-rating = Wertung { $rating } ({ $change })
learn-card-show-me = Zeig es mir
learn-card-show-me-tip = Den Zug dieses Schritts für dich spielen (H)
learn-card-hint-tip = Ein Tipp: Das Rätsel zählt dann für deine Wertung als nicht gelöst (H)
learn-card-retry = Nochmal
learn-card-retry-tip = Noch einmal von vorn
learn-card-next = Weiter
learn-card-next-tip = Weiter zum nächsten (Enter, sobald das hier geschafft ist)
learn-card-back-tip = Die Lektionen und Rätsel dieses Spiels
learn-card-pad-keys = Nord: zeig es mir oder Tipp  ·  Süd: weiter, wenn geschafft  ·  Start: Menü (Neu starten)
learn-card-keys = H: zeig es mir oder Tipp  ·  Enter: weiter, wenn geschafft  ·  Esc: Menü (Neu starten)
# Die Partie, die die Lektionen eines Spiels abschließt.
learn-card-final = Abschlusspartie
learn-card-final-about = Schlage Stufe 1 auf { $size }x{ $size }: alles aus den Lektionen.
learn-card-to-lessons = Zurück zu den Lektionen

# Die Karte der Analyse: Jeder Zug einer beendeten Partie wird von der KI bewertet.
review-start = Partie analysieren
review-start-tip = Wo die Partie gewonnen und verloren wurde: jeder Zug von der KI bewertet (R)
review-caption = Analyse
review-progress = { $done } von { $total } Stellungen
review-stop = Anhalten
review-stopped = angehalten bei { $done } von { $total }
review-again = Neu analysieren
# Der Schalter, der zeigt, wohin die KI geschaut hat (sein Name für Screenreader).
review-heat-map = Analyse-Heatmap
review-heat-map-tip = Wohin die KI in der Stellung geschaut hat, in der der angezeigte Zug gespielt wurde
review-next-mark = Nächster Fehler
review-next-mark-tip = Der nächste markierte Zug (Punkt)
review-previous-mark = Voriger Fehler
review-previous-mark-tip = Der vorige markierte Zug (Komma)
review-graph-tip = nach Zug { $move }: erster Spieler { $percent } %
review-filter-tip = Nur die markierten Züge dieses Spielers durchgehen (F)
review-accuracy-tip = Genauigkeit (Formel von Lichess)
review-chance-tip = { $mark }: die Gewinnchance des Ziehenden vor und nach dem Zug
review-points = Erwartete Punkte: { $before } → { $after }
review-points-tip = Der Vorsprung am Ende, den die KI für den Ziehenden mit dem besten Zug erwartet, und nach dem gespielten Zug
review-better = Besser:
review-line = Variante:
review-line-move = Variantenzug { $number }
review-line-move-tip = Die Variante bis zu diesem Zug auf dem Brett zeigen (mit ↓ und ↑ blättern)
review-leave-line = Variante verlassen
review-leave-line-tip = Zurück zum gespielten Zug

# Die Markierungen, die die Analyse einem Zug gibt, Einzahl und Mehrzahl.
mark-best = Bester Zug
mark-inaccuracy = Ungenauigkeit
mark-mistake = Fehler
mark-blunder = Patzer
marks-best = Beste Züge
marks-inaccuracy = Ungenauigkeiten
marks-mistake = Fehler
marks-blunder = Patzer

# Die Dialoge von Speichern, Exportieren und Importieren.
files-export-title = Die Zugliste exportieren
files-import-title = Eine Zugliste importieren
files-name = Name:
files-saved-as = Als „{ $name }“ im Speicherordner gespeichert
files-cancel = Abbrechen
files-copy = Kopieren
files-copied = Die Zugliste ist in der Zwischenablage.
files-save-file = In Datei speichern
files-download = Herunterladen
files-downloaded = Die Zugliste wurde als { $name } heruntergeladen.
files-not-downloaded = Die Zugliste wurde nicht heruntergeladen: { $error }
files-written = Die Zugliste wurde in { $place } gespeichert.
files-not-written = Die Zugliste wurde nicht geschrieben: { $error }
files-paste-or-path = Füge eine Zugliste ein (Strg+V) oder den Pfad einer Datei, die eine enthält:
files-paste-or-open = Füge eine Zugliste ein (Strg+V) oder öffne eine Datei, die eine enthält:
files-open-file = Datei öffnen…
files-no-picker = Keine Dateiauswahl: { $error }
import-no-moves = Darin stehen keine Züge.
import-no-header = Die Kopfzeile „{ $header }“ nennt kein Spiel und keine Größe.
import-not-a-size = „{ $size }“ ist keine Brettgröße wie 9x9.
import-unknown-game = { $name } ist kein Spiel: wähle Rekushu, Rush, Quadrex oder Cheversi.
import-size-not-allowed = { $game } wird nicht auf { $size }x{ $size } gespielt: seine Größen sind { $allowed }.
import-bad-move = Zug { $number } ({ $move }) kann nicht gespielt werden: { $why }
import-file = { $file }: { $error }

# Das Aktionsmenü, das ein Controller oder Tab über dem Brett öffnet, Zeile für Zeile.
actions-title = Aktionen
actions-heat-map = Heatmap: { $state }
actions-view = Ansicht: { $view }
actions-moves-at = Züge: ◀ nach { $move } von { $count } ▶
actions-moves-live = Züge: ◀ aktuell, { $count } ▶
actions-show-or-hint = Zeig es mir, oder der Tipp
actions-marked = Markierte Züge: ◀ { $count } ▶
actions-line = Bessere Variante: { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } ▶
actions-line-at = Bessere Variante: ◀ { $move } von { $count } ▶
actions-choose = wählen
actions-close = schließen

# Eine Bitte, einen Zug zurückzunehmen, solange der andere Spieler nicht geantwortet hat.
undo-asked = { $colour } bittet darum, den letzten Zug zurückzunehmen
undo-answer = { $colour }:
undo-agree-key = zustimmen
undo-refuse-key = ablehnen

hint-wins-in = gewinnt in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
hint-wins = gewinnt bei bestem Spiel
hint-draw = Remis bei bestem Spiel
hint-lost = verloren bei bestem Spiel

banner-passes-again = { $colour } kann nicht ziehen: passt, mehr als einmal
banner-passes = { $colour } kann nicht ziehen und passt: { $other } noch einmal
banner-extra-turn = Extrazug: { $colour } zieht noch einmal
