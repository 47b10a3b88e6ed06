text-empty = { $point } puste
text-empty-run = od { $from } do { $to } puste
text-stone = { $point } { $colour }
text-piece = { $point } { $colour } { $piece }
text-row = Wiersz { $row }: { $points }.
text-column = Kolumna { $column }: { $points }.
text-stones = { $colour }: { $count } na planszy: { $points }.
text-no-stones = { $colour }: nic na planszy.
text-turn = Ruch: { $colour }.
text-over = Partia skończona.
text-score = { $first } { $a }, { $second } { $b }.
text-no-score = Wynik będzie dopiero po końcu partii.
text-last = Ostatni ruch: { $colour } { $move }.
text-no-last = Jeszcze nie było ruchu.
text-claims = { $colour }: można zająć { $rects }.
text-no-claims = { $colour }: teraz nie można zająć żadnego prostokąta.
text-no-claims-here = Zajęcia są tylko w Rekushu.
text-hand = W ręce: { $sides }.
text-hand-side = { $colour } { $pieces }
text-hand-piece = { $piece } { $count }
text-hand-none = nic
text-no-hand-here = Bierki w ręce są tylko w Cheversi.
text-help = Polecenia: l ostatni ruch, s wynik, t czyj ruch, r i liczba wiersz, c i litera kolumna, punkt i ? co na nim jest (e5?), p i kolor gdzie są jego kamienie. Albo wpisz ruch (e5).
text-help-rekushu = Polecenia: l ostatni ruch, s wynik, t czyj ruch, r i liczba wiersz, c i litera kolumna, punkt i ? co na nim jest (e5?), p i kolor gdzie są jego kamienie, claims prostokąty, które możesz zająć. Albo wpisz ruch (e5 albo c9/b5-c9, by zająć b5-c9).
text-help-cheversi = Polecenia: l ostatni ruch, s wynik, t czyj ruch, r i liczba wiersz, c i litera kolumna, pole i ? co na nim jest (e5?), p i kolor gdzie są jego bierki, hand bierki, które zostały do postawienia. Albo wpisz ruch (Qd4).
text-box-label = Ruch lub polecenie (h – pomoc)
text-screen-title = Menu główne
text-screen-select = Wybór gry
text-screen-setup = Nowa partia
text-screen-load = Zapisane partie
text-screen-settings = Ustawienia
text-screen-learn = Nauka
text-screen-online = Gra online
text-screen-play = Partia
text-screen-end = Koniec partii
text-screen-paused = Pauza
text-button-previous = { $row }: poprzednia
text-button-next = { $row }: następna
text-learn-game = Nauka: { $game }
text-read-move = Ruch
text-read-effects = Ruch + skutki
text-read-all = Wszystko
text-panel = Panel gry
text-log = Komunikaty
text-unknown = „{ $input }” nie jest poleceniem ani ruchem. Wpisz h, by zobaczyć polecenia.
text-refused = Niedozwolone: { $why }.
text-wait = To nie twój ruch: teraz { $colour }.
text-sentence = { $facts }.
text-move = { $colour } { $move }
text-move-fills = { $count ->
        [one] wypełnione jeszcze { $count }: { $points }
        [few] wypełnione jeszcze { $count }: { $points }
       *[many] wypełnionych jeszcze { $count }: { $points }
    }
text-move-claim = zajmuje { $rect }, { $tiles ->
        [one] { $tiles } pole
        [few] { $tiles } pola
       *[many] { $tiles } pól
    }
text-move-extra-turn = gra jeszcze raz
text-move-pass = { $colour }: pas
text-move-queen-call = { $colour }: teraz trzeba postawić hetmana
text-move-over = partia skończona
text-thinking = { $colour }: myśli…
text-list-separator = {", "}
text-fact-separator = {"; "}

text-help-more = Poza tym: hint – ruch SI, review – ruchy oznaczone w analizie, m i numer – ocena tego ruchu.
text-no-hint = Tu nie ma podpowiedzi.
text-hint-asked = Szukam podpowiedzi…
text-hint = Podpowiedź: { $move }, { $estimate }.
text-no-review = Nie ma jeszcze analizy: najpierw przeanalizuj partię z panelu.
text-judged = Ruch { $number }, { $colour } { $move }: { $mark }.
text-judged-better = Ruch { $number }, { $colour } { $move }: { $mark }; lepszy { $best }.
text-mark-none = bez oceny
text-review-marks = { $count ->
        [one] Jeden oznaczony ruch
        [few] { $count } oznaczone ruchy
       *[many] { $count } oznaczonych ruchów
    }: { $moves }.
text-review-mark = { $number } { $colour } { $move } { $mark }
text-review-none = Analiza nie oznaczyła żadnego ruchu.
text-view-start = Początek partii.
text-view-move = Po ruchu { $number }: { $colour } { $move }.
text-view-live = Partia w obecnym stanie.
