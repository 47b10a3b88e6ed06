title-continue = Weiterspielen
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
title-continue-online = Online weiterspielen
title-play = Spielen
title-play-online = Online spielen
title-load = Laden
title-watch-ai = Der KI zusehen
title-settings = Einstellungen
title-quit = Beenden

colour-black = Schwarz
colour-white = Weiß
colour-vert = Vertikal
colour-horz = Horizontal

seat-human = Mensch
seat-ai = KI Stufe { $level }
seat-coach = Trainer
seat-remote = Freund online

select-title = Wähle ein Spiel
select-pitch-rekushu = Rechtecke beanspruchen, aber nie zweimal spiegeln
select-pitch-rush = den Gegner bedrängen für Extrazüge
select-pitch-quadrex = verbinde deine Seiten; das Brett füllt sich selbst
select-pitch-cheversi = Schachfiguren setzen, um die meisten Felder anzugreifen
select-learn = Lernen
menu-back = Zurück

setup-size = Brettgröße
setup-size-value = { $size } x { $size }
setup-swap = Tauschregel
setup-start = Start
setup-rating = Deine Wertung gegen die KI: { $rating } (± { $spread })
setup-rating-even = Deine Wertung gegen die KI: { $rating } (± { $spread })  ·  Stufe { $level } ist ein ausgeglichenes Spiel
setup-rating-none = Spiele gegen die KI, um hier eine Wertung zu erhalten

pause-title = Pause
pause-resume = Weiter
pause-restart = Neu starten
pause-rules = Regeln
pause-controls = Steuerung
pause-save = Speichern
pause-settings = Einstellungen
pause-resign = Aufgeben ({ $colour })
pause-finish = Jetzt beenden
pause-review = Bisherige Analyse
pause-quit = Zum Menü
pause-pad-gone = Der Controller von { $colour } ist getrennt: wieder anschließen oder auf einem anderen Controller A drücken.
