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
