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

learn-title = { $game } lernen
learn-intro = Eine Regel pro Lektion, auf einem kleinen Brett. Dann ein Spiel und Rätsel.
learn-lesson = { $number }. { $title }
learn-lesson-done = { $number }. { $title }  (geschafft)
learn-final-game = Eine Partie gegen Stufe 1 auf { $size }x{ $size }
learn-final-game-won = Eine Partie gegen Stufe 1 auf { $size }x{ $size }  (gewonnen)
learn-no-puzzles = Für dieses Spiel gibt es noch keine Rätsel.
learn-puzzles = Rätsel
learn-puzzles-yours = Rätsel  ·  { $count } aus deinen Partien
learn-puzzle-stats = Wertung { $rating }  ·  { $solved } von { $total } gelöst  ·  Serie { $streak } (beste { $best })

join-press-a = A drücken zum Mitspielen
join-keyboard = Tastatur
join-pad = Controller

load-title = Gespeicherte Partien
load-empty = Noch keine gespeicherten Partien. Eine Partie wird nach jedem Zug gespeichert.
load-autosave = Autospeicherung
load-player = { $colour }: { $seat }
load-players = { $game } { $size }x{ $size } - { $first }, { $second }
load-state = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } - { $state } - { $when } UTC
load-unfinished = nicht beendet
load-unfinished-to-move = nicht beendet, { $colour } am Zug
load-open = Öffnen
load-delete = Löschen
load-delete-asked = Löschen?
load-yes = Ja
load-no = Nein
load-newer = Neuere
load-older = Ältere
load-page = Seite { $page } von { $pages }

online-title = Online spielen
online-intro = Spiele mit einem Freund an einem anderen Gerät: Erstelle einen Raum und schicke seinen Code, oder tritt seinem bei.
online-new-room = Ein neuer Raum
online-new-room-about = Wähle Spiel, Größe und deine Seite; die andere Seite gehört deinem Freund.
online-create = Raum erstellen
online-your-name = Dein Name: { $name }
online-server = Server: { $server }
online-choose-row = Wähle eine Zeile und tippe.
online-join-room = Einem Raum beitreten
online-join = Beitreten
online-retry = Erneut versuchen

online-opening = Die Partie wird geöffnet...
online-connecting = Verbindung zum Server ({ $server })...
online-retrying = Die Verbindung ist abgebrochen: neuer Versuch (Versuch { $attempt })...
online-offline = Offline
online-waiting-friend = Warten, bis der andere Spieler beitritt: Schick ihm den Code
online-friend-away = { $name } ist offline: Warten auf die Rückkehr
online-problem-address = Die Serveradresse ist nicht verwendbar: { $why }
online-problem-unreachable = Der Server ist nicht erreichbar ({ $why }).
online-problem-unknown-room = Diesen Raum gibt es nicht (oder er ist längst beendet): { $why }.
online-problem-seat-lost = Dieser Platz gehört dir nicht mehr: { $why }.
online-problem-room-full = Beide Plätze dieses Raums sind besetzt.
online-problem-refused = Der Server hat abgelehnt: { $why }.
online-problem-mismatch = Dieses Quartet kann der Partie des Servers nicht folgen: { $why }

store-saved-as = Gespeichert als „{ $name }“.
store-not-saved = Die Partie wurde nicht gespeichert: { $why }
store-not-deleted = Die Partie wurde nicht gelöscht: { $why }.
store-language-not-fetched = { $language } konnte nicht geladen werden. Wähle die Sprache erneut in den Einstellungen, sobald du online bist.
store-cannot-keep = Einstellungen und gespeicherte Partien können nicht aufbewahrt werden: { $why }
store-file-unreadable = { $file ->
        [settings] Die Einstellungen können nicht gelesen werden: { $why }. Quartet startet mit den Standardeinstellungen.
        [progress] Die abgeschlossenen Lektionen und die Wertungen der Rätsel können nicht gelesen werden: { $why }. Quartet startet ohne abgeschlossene Lektionen.
       *[seats] Die Plätze deiner Online-Partien können nicht gelesen werden: { $why }. Quartet startet ohne gehaltene Plätze.
    }
store-file-set-aside = { $file ->
        [settings] Die Einstellungen in { $place } sind unbrauchbar: { $why }. Quartet startet mit den Standardeinstellungen; die Datei bleibt als { $kept } erhalten.
        [progress] Die abgeschlossenen Lektionen und die Wertungen der Rätsel in { $place } sind unbrauchbar: { $why }. Quartet startet ohne abgeschlossene Lektionen; die Datei bleibt als { $kept } erhalten.
       *[seats] Die Plätze deiner Online-Partien in { $place } sind unbrauchbar: { $why }. Quartet startet ohne gehaltene Plätze; die Datei bleibt als { $kept } erhalten.
    }
store-file-not-set-aside = { $file ->
        [settings] Die Einstellungen in { $place } sind unbrauchbar: { $why }. Quartet startet mit den Standardeinstellungen; die Datei konnte nicht beiseitegelegt werden: { $error }.
        [progress] Die abgeschlossenen Lektionen und die Wertungen der Rätsel in { $place } sind unbrauchbar: { $why }. Quartet startet ohne abgeschlossene Lektionen; die Datei konnte nicht beiseitegelegt werden: { $error }.
       *[seats] Die Plätze deiner Online-Partien in { $place } sind unbrauchbar: { $why }. Quartet startet ohne gehaltene Plätze; die Datei konnte nicht beiseitegelegt werden: { $error }.
    }
store-file-not-saved = { $file ->
        [settings] Die Einstellungen wurden nicht gespeichert: { $why }
        [progress] Die abgeschlossenen Lektionen und die Wertungen der Rätsel wurden nicht gespeichert: { $why }
       *[seats] Die Plätze deiner Online-Partien wurden nicht gespeichert: { $why }
    }
store-save-left-out = Eine gespeicherte Partie wird ausgelassen: { $why }. Sie bleibt, wo sie ist.
store-save-set-aside = Die gespeicherte Partie { $place } ist unbrauchbar: { $why }. Sie wird ausgelassen; die Datei bleibt als { $kept } erhalten.
store-save-not-set-aside = Die gespeicherte Partie { $place } ist unbrauchbar: { $why }. Sie wird ausgelassen; die Datei konnte nicht beiseitegelegt werden: { $error }.
store-saves-not-listed = Die gespeicherten Partien können nicht aufgelistet werden: { $why }.
store-not-opened = { $file } kann nicht geöffnet werden: { $why }. Die Datei bleibt unverändert.
store-play-not-used = Das ?play= in der Adresse wird nicht verwendet: { $why }
