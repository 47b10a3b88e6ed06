result-wins = Wygrana: { $colour }
result-draw = Remis
result-resigned = { $colour }: poddanie po { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }
result-decided = { $colour }: ponad połowa planszy po { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }; koniec od razu
result-connected-vert = { $colour }: dół połączony z górą po { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }
result-connected-horz = { $colour }: lewo połączone z prawem po { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }
result-stuck = { $colour }: brak dozwolonego ruchu; liczenie po { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }
result-no-placement = brak dozwolonego ruchu; liczenie po { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }
result-board-full = Plansza pełna: kamienie policzone po { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }
result-all-placed = Wszystkie figury postawione: liczenie po { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }
result-unit-tiles = pola
result-unit-stones = kamienie
result-unit-points = punkty

end-rematch = Rewanż
end-new-room = Nowy pokój
end-setup = Ustaw
end-menu = Menu
end-tip = Wybierz ruch z listy, by obejrzeć partię ponownie.

# Panel obok planszy.
panel-thinking = myśli...
panel-game-over = Koniec partii
panel-score = Wynik
panel-score-line = { $first } { $first_score }  –  { $second_score } { $second }
panel-decided = { $colour }: ponad połowa, partia rozstrzygnięta
panel-finish-tip = Wynik już się nie zmieni: zakończ tu partię
panel-not-here = Nie tutaj: { $reason }
panel-not-allowed = Niedozwolone: { $reason }
panel-tap-again = Dotknij { $point } ponownie, by tam postawić
panel-redo = Ponów
panel-hint = Podpowiedź
panel-resign = Poddaj się
panel-rules = Zasady
panel-menu = Menu
panel-heat-map = Mapa cieplna
panel-heat-map-tip = Pokaż na planszy, jaka część wyszukiwania podpowiedzi przypada na każdy ruch
panel-view = Widok { $view }
panel-view-tip = Przełącz widok planszy (V); przeciągnij prawym przyciskiem, by obrócić planszę 3D, a kółkiem przybliżaj
panel-sound-on = Dźwięk wł.
panel-sound-off = Dźwięk wył.
panel-sound-tip = Wyłącz lub włącz cały dźwięk (M)
panel-save-as = Zapisz jako
panel-save-as-tip = Zapisz tę partię pod nazwą (będzie na liście Wczytaj)
panel-export = Eksportuj
panel-export-tip = Lista ruchów do skopiowania lub zapisania w pliku
panel-import = Importuj
panel-import-tip = Otwórz listę ruchów jako nową partię
panel-swap = Zamień
panel-in-hand = Figury do postawienia
panel-piece-stuck = { $piece }: brak dozwolonego pola
panel-hint-thinking = Podpowiedź: szukam...
panel-hint-win = wygrana { $percent }%
panel-moves = Ruchy ({ $count })
panel-replay-speed = Prędkość odtwarzania
panel-replay = Odtwórz
panel-pause = Pauza
panel-replay-tip = Odtwarzaj ruchy jeden po drugim (P)
panel-step-start = Początek (Home)
panel-step-back = Ruch wstecz (w lewo)
panel-step-on = Ruch naprzód (w prawo)
panel-step-end = Ostatnia pozycja (End)
panel-line-from = wariant od ruchu { $move }
panel-after-move = po ruchu { $move }
panel-move-tip = ruch { $number } ({ $colour }): pokaż pozycję po nim

# Figury Cheversi.
piece-king = Król
piece-queen = Hetman
piece-rook = Wieża
piece-bishop = Goniec
piece-knight = Skoczek

undo = Cofnij
undo-ask = Cofnąć?
undo-withdraw = Wycofaj
undo-agree = Zgoda
undo-tip = Cofnij ostatni ruch
undo-ask-tip = Poproś drugiego gracza o zgodę na cofnięcie ostatniego ruchu
undo-withdraw-tip = Wycofaj swoją prośbę o cofnięcie ostatniego ruchu
undo-agree-tip = Pozwól drugiemu graczowi cofnąć ostatni ruch
undo-off-tip = Teraz nie ma nic do cofnięcia

online-card-room = Online · pokój
online-card-copy-link = Kopiuj link
online-card-copy-code = Kopiuj kod
online-card-link-copied = Link z zaproszeniem jest w schowku: { $link }
online-card-code-copied = Kod pokoju { $room } jest w schowku.
online-seat-you = { $name } (ty)
online-seat-online = { $name } · online
online-seat-offline = { $name } · offline
online-seat-free = jeszcze nikt nie dołączył

sheet-game = Partia
sheet-moves = Ruchy
sheet-more = Więcej
sheet-last-move = Ostatni ruch: { $move }
sheet-no-move = Jeszcze bez ruchów

replay-slow = Wolno
replay-normal = Normalnie
replay-fast = Szybko

rules-title = Zasady gry { $game }
rules-close = Zamknij
rules-or-esc = lub naciśnij Esc

key-arrows = Strzałki
key-enter = Enter
key-esc = Esc
key-tab = Tab
key-page-up = PgUp
key-page-down = PgDn

control-move = przesuń
control-place = postaw
control-undo = cofnij
control-redo = ponów
control-hint = podpowiedź
control-menu = menu
control-legal = dozwolone punkty
control-actions = akcje, ruchy
control-view = 2D / 3D
control-sound = dźwięk
control-turn = obróć planszę
control-zoom = przybliż
control-piece = figura
control-next-claim = następny prostokąt (U pomija)
control-claim = zajmij (B pomija)
control-swap = zamień
control-finish = zakończ
controls-or-keys = lub naciśnij Esc, Start albo B

learn-card-lesson = Lekcja { $number } z { $count }
learn-card-complete = Lekcja ukończona.
learn-card-puzzle = Zagadka { $rating }  ·  ty { $yours }  ·  seria { $streak }
learn-card-hold-draw = Ruch: { $colour }. Znajdź ruch, który utrzyma remis.
learn-card-win-in = Ruch: { $colour }. Wygraj w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }.
learn-card-find-win = Ruch: { $colour }. Znajdź zwycięski ruch.
learn-card-hint = Podpowiedź: { $hint }
learn-card-rating = Ranking { $rating } ({ $change })
learn-card-show-me = Pokaż mi
learn-card-show-me-tip = Wykonuje za ciebie ruch z tego kroku (H)
learn-card-hint-tip = Jedna podpowiedź: zagadka liczy się wtedy do rankingu jako nierozwiązana (H)
learn-card-retry = Jeszcze raz
learn-card-retry-tip = Zacznij od nowa
learn-card-next = Dalej
learn-card-next-tip = Przejdź do następnej (Enter, gdy skończysz)
learn-card-back-tip = Lekcje i zagadki tej gry
learn-card-pad-keys = Północ: pokaż mi lub podpowiedź  ·  Południe: dalej, gdy skończysz  ·  Start: menu (Od nowa)
learn-card-keys = H: pokaż mi lub podpowiedź  ·  Enter: dalej, gdy skończysz  ·  Esc: menu (Od nowa)
learn-card-final = Partia na zakończenie
learn-card-final-about = Pokonaj poziom 1 na planszy { $size }x{ $size }: wszystko z lekcji.
learn-card-to-lessons = Wróć do lekcji

review-start = Analizuj partię
review-start-tip = Gdzie partia została wygrana, a gdzie przegrana: każdy ruch oceniony przez SI (R)
review-caption = Analiza
review-progress = { $done } z { $total } pozycji
review-stop = Zatrzymaj
review-stopped = zatrzymano na { $done } z { $total }
review-again = Analizuj ponownie
review-heat-map = Mapa cieplna analizy
review-heat-map-tip = Gdzie SI patrzyła w pozycji, w której zagrano pokazany ruch
review-next-mark = Następny błąd
review-next-mark-tip = Następny oznaczony ruch (kropka)
review-previous-mark = Poprzedni błąd
review-previous-mark-tip = Poprzedni oznaczony ruch (przecinek)
review-graph-tip = po ruchu { $move }: pierwszy gracz { $percent }%
review-filter-tip = Przechodź tylko przez oznaczone ruchy tego gracza (F)
review-accuracy-tip = Dokładność (wzór Lichess)
review-chance-tip = { $mark }: szansa na wygraną wykonującego ruch przed nim i po nim
review-points = Oczekiwane punkty: { $before } → { $after }
review-points-tip = Końcowa przewaga punktowa wykonującego ruch, jakiej SI oczekuje po najlepszym ruchu i po zagranym ruchu
review-better = Lepszy wariant:
review-line = Wariant:
review-line-move = Ruch { $number } wariantu
review-line-move-tip = Pokaż na planszy wariant do tego ruchu (↓ i ↑ przechodzą dalej i wstecz)
review-leave-line = Opuść wariant
review-leave-line-tip = Wróć do zagranego ruchu

mark-best = Najlepszy
mark-inaccuracy = Niedokładność
mark-mistake = Błąd
mark-blunder = Gruby błąd
marks-best = Najlepsze ruchy
marks-inaccuracy = Niedokładności
marks-mistake = Błędy
marks-blunder = Grube błędy

files-export-title = Eksport listy ruchów
files-import-title = Import listy ruchów
files-name = Nazwa:
files-saved-as = Zapis jako „{ $name }” w folderze zapisanych partii
files-cancel = Anuluj
files-copy = Kopiuj
files-copied = Lista ruchów jest w schowku.
files-save-file = Zapisz do pliku
files-download = Pobierz
files-downloaded = Lista ruchów została pobrana jako { $name }.
files-not-downloaded = Nie pobrano listy ruchów: { $error }
files-written = Lista ruchów zapisana: { $place }.
files-not-written = Nie zapisano listy ruchów: { $error }
files-paste-or-path = Wklej listę ruchów (Ctrl+V) lub ścieżkę pliku, który ją zawiera:
files-paste-or-open = Wklej listę ruchów (Ctrl+V) lub otwórz plik, który ją zawiera:
files-open-file = Otwórz plik…
files-no-picker = Brak okna wyboru plików: { $error }
import-no-moves = Nie ma w niej żadnych ruchów.
import-no-header = Nagłówek „{ $header }” nie podaje gry ani rozmiaru.
import-not-a-size = „{ $size }” nie jest rozmiarem planszy takim jak 9x9.
import-unknown-game = { $name } nie jest grą: wybierz Rekushu, Rush, Quadrex albo Cheversi.
import-size-not-allowed = W { $game } nie gra się na planszy { $size }x{ $size }: jej rozmiary to { $allowed }.
import-bad-move = Ruchu { $number } ({ $move }) nie można wykonać: { $why }
import-file = { $file }: { $error }

actions-title = Akcje
actions-heat-map = Mapa cieplna: { $state }
actions-view = Widok: { $view }
actions-moves-at = Ruchy: ◀ po { $move } z { $count } ▶
actions-moves-live = Ruchy: ◀ na żywo, { $count } ▶
actions-show-or-hint = Pokaż mi lub podpowiedź
actions-marked = Oznaczone ruchy: ◀ { $count } ▶
actions-line = Lepszy wariant: { $count ->
        [one] { $count } ruch
        [few] { $count } ruchy
       *[many] { $count } ruchów
    } ▶
actions-line-at = Lepszy wariant: ◀ { $move } z { $count } ▶
actions-choose = wybierz
actions-close = zamknij

undo-asked = { $colour }: prośba o cofnięcie ostatniego ruchu
undo-answer = { $colour }:
undo-agree-key = zgoda
undo-refuse-key = odmowa

hint-wins-in = wygrana w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
       *[many] { $moves } ruchach
    }
hint-wins = wygrana przy najlepszej grze
hint-draw = remis przy najlepszej grze
hint-lost = przegrana przy najlepszej grze

banner-passes-again = { $colour }: brak ruchu, pas więcej niż raz
banner-passes = { $colour }: brak ruchu, pas; znowu { $other }
banner-extra-turn = Dodatkowy ruch: znowu { $colour }
