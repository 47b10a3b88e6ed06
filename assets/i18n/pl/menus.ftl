title-continue = Kontynuuj
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }
title-continue-online = Kontynuuj online
title-play = Graj
title-play-online = Graj online
title-load = Wczytaj
title-watch-ai = Oglądaj grę SI
title-settings = Ustawienia
title-quit = Wyjdź

colour-black = Czarne
colour-white = Białe
colour-vert = Pionowy
colour-horz = Poziomy

seat-human = Człowiek
seat-ai = SI poziom { $level }
seat-coach = Trener
seat-remote = Znajomy online

select-title = Wybierz grę
select-pitch-rekushu = zajmuj prostokąty, ale nigdy nie odbijaj dwa razy
select-pitch-rush = otaczaj rywala, by zyskać dodatkowe ruchy
select-pitch-quadrex = połącz swoje brzegi; plansza wypełnia się sama
select-pitch-cheversi = stawiaj figury szachowe, by atakować najwięcej pól
select-learn = Nauka
menu-back = Wstecz

setup-size = Rozmiar planszy
setup-size-value = { $size } x { $size }
setup-swap = Zasada zamiany
setup-start = Start
setup-rating = Twój ranking z SI: { $rating } (± { $spread })
setup-rating-even = Twój ranking z SI: { $rating } (± { $spread })  ·  poziom { $level } to wyrównana gra
setup-rating-none = Zagraj z SI, aby mieć tu ranking

pause-title = Pauza
pause-resume = Wznów
pause-restart = Od nowa
pause-rules = Zasady
pause-controls = Sterowanie
pause-save = Zapisz
pause-settings = Ustawienia
pause-resign = Poddaj się ({ $colour })
pause-finish = Zakończ teraz
pause-review = Analiza do tej pory
pause-quit = Wyjdź do menu
pause-pad-gone = Pad gracza { $colour } odłączony: podłącz go ponownie lub naciśnij A na innym padzie.

learn-title = Nauka: { $game }
learn-intro = Jedna zasada na lekcję, na małej planszy. Potem partia i zagadki.
learn-lesson = { $number }. { $title }
learn-lesson-done = { $number }. { $title }  (ukończona)
learn-final-game = Partia z poziomem 1 na planszy { $size }x{ $size }
learn-final-game-won = Partia z poziomem 1 na planszy { $size }x{ $size }  (wygrana)
learn-no-puzzles = Brak jeszcze zagadek do tej gry.
learn-puzzles = Zagadki
learn-puzzles-yours = Zagadki  ·  { $count } z twoich partii
learn-puzzle-stats = ranking { $rating }  ·  rozwiązano { $solved } z { $total }  ·  seria { $streak } (najlepsza { $best })

join-press-a = Naciśnij A, by dołączyć
join-keyboard = Klawiatura
join-pad = Pad

load-title = Zapisane partie
load-empty = Brak zapisanych partii. Partia zapisuje się po każdym ruchu.
load-autosave = Autozapis
load-player = { $colour }: { $seat }
load-players = { $game } { $size }x{ $size } - { $first }, { $second }
load-state = { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    } - { $state } - { $when } UTC
load-unfinished = nieukończona
load-unfinished-to-move = nieukończona, ruch: { $colour }
load-open = Otwórz
load-delete = Usuń
load-delete-asked = Usunąć?
load-yes = Tak
load-no = Nie
load-newer = Nowsze
load-older = Starsze
load-page = strona { $page } z { $pages }

online-title = Graj online
online-intro = Zagraj ze znajomym na innym urządzeniu: utwórz pokój i wyślij jego kod albo dołącz do jego pokoju.
online-new-room = Nowy pokój
online-new-room-about = Wybierz grę, rozmiar i swoją stronę; druga strona należy do znajomego.
online-create = Utwórz pokój
online-your-name = Twoje imię: { $name }
online-server = Serwer: { $server }
online-choose-row = Wybierz wiersz i pisz.
online-join-room = Dołącz do pokoju
online-join = Dołącz
online-retry = Spróbuj ponownie

online-opening = Otwieranie partii...
online-connecting = Łączenie z serwerem ({ $server })...
online-retrying = Połączenie zerwane: ponowna próba (próba { $attempt })...
online-offline = Offline
online-waiting-friend = Czekanie, aż dołączy drugi gracz: wyślij mu kod
online-friend-away = { $name } jest offline: czekanie na powrót
online-problem-address = Adres serwera jest nieprawidłowy: { $why }
online-problem-unreachable = Nie można połączyć się z serwerem ({ $why }).
online-problem-unknown-room = Taki pokój nie istnieje (albo dawno się skończył): { $why }.
online-problem-seat-lost = To miejsce nie jest już twoje: { $why }.
online-problem-room-full = Oba miejsca w tym pokoju są zajęte.
online-problem-refused = Serwer odmówił: { $why }.
online-problem-mismatch = Ten Quartet nie może śledzić partii serwera: { $why }

store-saved-as = Zapisano jako „{ $name }”.
store-not-saved = Partia nie została zapisana: { $why }
store-not-deleted = Partia nie została usunięta: { $why }.
store-language-not-fetched = Nie udało się pobrać języka { $language }. Wybierz go ponownie w Ustawieniach, gdy będziesz online.
store-cannot-keep = Nie można przechowywać ustawień ani zapisanych partii: { $why }
store-file-unreadable = { $file ->
        [settings] Nie można odczytać ustawień: { $why }. Quartet startuje z ustawieniami domyślnymi.
        [progress] Nie można odczytać ukończonych lekcji i rankingu zagadek: { $why }. Quartet startuje bez ukończonych lekcji.
       *[seats] Nie można odczytać miejsc w twoich partiach online: { $why }. Quartet startuje bez zajętych miejsc.
    }
store-file-set-aside = { $file ->
        [settings] Ustawień w { $place } nie można użyć: { $why }. Quartet startuje z ustawieniami domyślnymi; plik zachowano jako { $kept }.
        [progress] Ukończonych lekcji i rankingu zagadek w { $place } nie można użyć: { $why }. Quartet startuje bez ukończonych lekcji; plik zachowano jako { $kept }.
       *[seats] Miejsc w twoich partiach online w { $place } nie można użyć: { $why }. Quartet startuje bez zajętych miejsc; plik zachowano jako { $kept }.
    }
store-file-not-set-aside = { $file ->
        [settings] Ustawień w { $place } nie można użyć: { $why }. Quartet startuje z ustawieniami domyślnymi; nie udało się odłożyć pliku: { $error }.
        [progress] Ukończonych lekcji i rankingu zagadek w { $place } nie można użyć: { $why }. Quartet startuje bez ukończonych lekcji; nie udało się odłożyć pliku: { $error }.
       *[seats] Miejsc w twoich partiach online w { $place } nie można użyć: { $why }. Quartet startuje bez zajętych miejsc; nie udało się odłożyć pliku: { $error }.
    }
store-file-not-saved = { $file ->
        [settings] Ustawienia nie zostały zapisane: { $why }
        [progress] Ukończone lekcje i ranking zagadek nie zostały zapisane: { $why }
       *[seats] Miejsca w twoich partiach online nie zostały zapisane: { $why }
    }
store-save-left-out = Pominięto zapisaną partię: { $why }. Zostaje tam, gdzie jest.
store-save-set-aside = Zapisanej partii { $place } nie można użyć: { $why }. Zostaje pominięta; plik zachowano jako { $kept }.
store-save-not-set-aside = Zapisanej partii { $place } nie można użyć: { $why }. Zostaje pominięta; nie udało się odłożyć pliku: { $error }.
store-saves-not-listed = Nie można wyświetlić listy zapisanych partii: { $why }.
store-not-opened = Nie można otworzyć { $file }: { $why }. Plik pozostaje bez zmian.
store-play-not-used = Parametr ?play= w adresie nie zostanie użyty: { $why }
