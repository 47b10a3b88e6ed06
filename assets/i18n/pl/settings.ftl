settings-title = Ustawienia
settings-back = Wstecz
settings-language = Język
settings-view = Widok planszy
settings-animation = Animacje
settings-palette = Kolory
settings-legal = Pokazuj dozwolone ruchy
settings-coordinates = Pokazuj współrzędne
settings-ui-scale = Rozmiar interfejsu
settings-music = Głośność muzyki
settings-effects = Głośność efektów
settings-sound = Dźwięk
settings-rumble = Wibracje pada
settings-confirm-taps = Stawiaj dwoma dotknięciami
settings-vibrate = Wibruj przy stawianiu
settings-screen-reader = Tryb czytnika ekranu
settings-read-per-move = Czytane po ruchu

settings-on = Wł.
settings-off = Wył.
settings-muted = Wyciszony
settings-small-points = Małe pola
settings-percent = { $value }%

animation-off = Wył.
animation-fast = Szybkie
animation-normal = Zwykłe
animation-slow = Wolne

palette-standard = Standardowe
palette-colour-blind = Dla daltonistów
