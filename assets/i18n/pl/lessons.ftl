# Teksty każdej lekcji: tytuł, a dla każdego kroku zadanie (say), to, co mówi trener po jego
# wykonaniu (done), i po nieudanej próbie (wrong).
# Ruchów w zapisie (c3, d4, Qd4, c9/b5-c9, swap) nigdy się nie tłumaczy.

## Rekushu

lesson-rekushu-place-title = Stawianie kamieni
lesson-rekushu-place-1-say = Grasz Czarnymi i zaczynasz. Postaw kamień na c3.
lesson-rekushu-place-1-done = Kamienie stawia się tam, gdzie krzyżują się linie. Kwadraty między liniami to pola, które będziesz zajmować.
lesson-rekushu-place-1-wrong = Nie ten punkt: postaw kamień na c3.
lesson-rekushu-claim-title = Zajmij prostokąt
lesson-rekushu-claim-1-say = Masz trzy narożniki prostokąta. Postaw na d4 i zajmij b2-d4.
lesson-rekushu-claim-1-done = Cztery narożniki twoje, nic więcej na nim: kamienie znikają, a jego 4 pola są twoje.
lesson-rekushu-claim-1-wrong = Jeszcze nic nie zajęte. Postaw na d4, a potem zajmij prostokąt b2-d4.
lesson-rekushu-claimed-tiles-title = Zajęty teren
lesson-rekushu-claimed-tiles-1-say = Spróbuj c3: wszystkie cztery pola wokół niego są już zajęte.
lesson-rekushu-claimed-tiles-1-done = Niedozwolone: kamień musi stykać się z co najmniej jednym niezajętym polem.
lesson-rekushu-claimed-tiles-1-wrong = Ten punkt styka się z niezajętym polem. Spróbuj c3, w środku twojego prostokąta.
lesson-rekushu-claimed-tiles-2-say = Narożniki znów są wolne. Punkt d4 wciąż styka się z niezajętymi polami: postaw tam kamień.
lesson-rekushu-claimed-tiles-2-done = Narożnik zajętego prostokąta znów jest dostępny, dopóki styka się z niezajętym polem.
lesson-rekushu-claimed-tiles-2-wrong = Nie ten punkt: postaw kamień na d4.
lesson-rekushu-clear-title = Nic w środku
lesson-rekushu-clear-1-say = Ruch d4 zamknąłby b2-d4, ale w środku stoi c3 Białych. Zajmij zamiast tego drugi prostokąt.
lesson-rekushu-clear-1-done = Do zajęcia potrzeba twoich czterech narożników i żadnego innego kamienia na bokach ani w środku.
lesson-rekushu-clear-1-wrong = Ten ruch niczego nie zajmuje. Postaw na e4 i zajmij e4-f6.
lesson-rekushu-mirror-title = Zasada lustra
lesson-rekushu-mirror-1-say = Twoje e2 to odbicie lewo-prawo b2 Białych. Spróbuj d5: tak samo odbija c5 Białych.
lesson-rekushu-mirror-1-done = Niedozwolone: nie możesz użyć tego samego odbicia dwa razy z rzędu.
lesson-rekushu-mirror-1-wrong = Ten ruch był dozwolony. Spróbuj d5, odbicie lewo-prawo c5 Białych.
lesson-rekushu-mirror-2-say = Inne odbicie jest w porządku: zagraj c2, odbicie góra-dół c5 Białych.
lesson-rekushu-mirror-2-done = Dozwolone: zabronione jest tylko powtórzenie odbicia z twojego poprzedniego ruchu.
lesson-rekushu-mirror-2-wrong = Nie ten ruch: zagraj c2.
lesson-rekushu-end-title = Ostatnie zajęcie
lesson-rekushu-end-1-say = Grasz Białymi: masz 6 pól, Czarne 9. Postaw na f4 i zajmij cały górny pas, a4-f6.
lesson-rekushu-end-1-done = Wszystkie pola są zajęte, więc Czarne nie mogą postawić kamienia: koniec gry. 16 pól do 9, wygrywasz.
lesson-rekushu-end-1-wrong = Gra toczy się dalej. Postaw na f4 i zajmij a4-f6.

## Rush

lesson-rush-place-title = Stawianie kamieni
lesson-rush-place-1-say = Grasz Czarnymi i zaczynasz. Postaw kamień na c3.
lesson-rush-place-1-done = Kamienie stawia się na punktach, w których krzyżują się linie. Teraz ruch Białych.
lesson-rush-place-1-wrong = Nie ten punkt: postaw kamień na c3, na środku.
lesson-rush-place-2-say = Kamień może stykać się z jednym z twoich. Zagraj c4.
lesson-rush-place-2-done = Jeden własny sąsiad jest zawsze w porządku.
lesson-rush-place-2-wrong = Nie tutaj: zagraj c4, tuż nad twoim kamieniem.
lesson-rush-adjacency-title = Nie za blisko
lesson-rush-adjacency-1-say = Spróbuj c3: styka się z dwoma twoimi kamieniami i z żadnym kamieniem Białych.
lesson-rush-adjacency-1-done = Niedozwolone: punkt, który styka się z co najmniej dwoma twoimi i z żadnym Białych, jest dla ciebie zamknięty.
lesson-rush-adjacency-1-wrong = Ten ruch był dozwolony. Spróbuj c3, między twoimi dwoma kamieniami.
lesson-rush-adjacency-2-say = Zagraj zamiast tego b4: styka się tylko z jednym twoim kamieniem.
lesson-rush-adjacency-2-done = Dobrze. Uważaj na Białe: punkt c3 jest dla nich otwarty, bo styka się z twoimi kamieniami.
lesson-rush-adjacency-2-wrong = Nie tutaj: zagraj b4, nad twoim kamieniem na b3.
lesson-rush-extra-turn-title = Dodatkowy ruch
lesson-rush-extra-turn-1-say = Zagraj c2: styka się z twoim kamieniem i z kamieniem Białych.
lesson-rush-extra-turn-1-done = Co najmniej dwóch sąsiadów, w tym jeden Białych: ruszasz się ponownie.
lesson-rush-extra-turn-1-wrong = Tu nie ma dodatkowego ruchu. Dotknij naraz swojego kamienia i kamienia Białych: c2.
lesson-rush-extra-turn-2-say = Wciąż twój ruch. Zrób to jeszcze raz: zagraj b3.
lesson-rush-extra-turn-2-done = Dodatkowe ruchy łączą się w łańcuch: ruszasz się jeszcze raz.
lesson-rush-extra-turn-2-wrong = Tu nie ma dodatkowego ruchu. Spróbuj b3: styka się z c3 i z b2 Białych.
lesson-rush-extra-turn-3-say = Teraz zagraj e5: z niczym się nie styka, więc twój ruch się kończy.
lesson-rush-extra-turn-3-done = Mniej niż dwóch sąsiadów: nie ma dodatkowego ruchu i ruszają się Białe.
lesson-rush-extra-turn-3-wrong = Nie tutaj: zagraj e5, w rogu.
lesson-rush-pass-title = Wymuszony pas
lesson-rush-pass-1-say = Zagraj d1, by zdobyć dodatkowy ruch. Potem zobacz: czy możesz jeszcze gdzieś zagrać?
lesson-rush-pass-1-done = Wszystkie puste punkty stykają się z dwoma twoimi i z żadnym Białych: pasujesz, a Białe je zapełniają.
lesson-rush-pass-1-wrong = To zakończyło twój ruch. Zagraj d1: styka się z c1 i z d2 Białych.
lesson-rush-score-title = Kto ma więcej kamieni, wygrywa
lesson-rush-score-1-say = Macie po 11 kamieni, zostały trzy punkty. Zdobądź dodatkowy ruch, by wziąć dwa z nich.
lesson-rush-score-1-done = Dodatkowy ruch: bierzesz kolejny punkt.
lesson-rush-score-1-wrong = To kończy twój ruch, a Białe wzięłyby dwa punkty. Spróbuj e3.
lesson-rush-score-2-say = Punkt a2 jest dla ciebie zamknięty, więc zagraj a1.
lesson-rush-score-2-done = Białe biorą a2 i plansza jest pełna: 13 kamieni do 12, wygrywasz.
lesson-rush-score-2-wrong = Zagraj a1, ostatni punkt otwarty dla ciebie.

## Quadrex

lesson-quadrex-connect-title = Połącz swoje brzegi
lesson-quadrex-connect-1-say = Grasz jako Pionowy: połącz dolny rząd z górnym. Wypełnij lukę w swoim łańcuchu.
lesson-quadrex-connect-1-done = Jeden nieprzerwany łańcuch od dołu do góry: Pionowy wygrywa. Poziomy łączy lewą stronę z prawą.
lesson-quadrex-connect-1-wrong = W twoim łańcuchu wciąż jest luka. Zagraj c3.
lesson-quadrex-cascade-title = Kaskada
lesson-quadrex-cascade-1-say = Zagraj b3: wtedy b3 i c4, oba twoje, leżą na przekątnej kwadratu.
lesson-quadrex-cascade-1-done = Twoje pionki na jednej przekątnej, pionek Poziomego i luka na drugiej: luka wypełnia się twoim kolorem, a wypełnienia idą kaskadą.
lesson-quadrex-cascade-1-wrong = Nic się nie wypełniło. Spróbuj b3, po przekątnej od twojego c4.
lesson-quadrex-cascade-win-title = Wygrana kaskadą
lesson-quadrex-cascade-win-1-say = Twój łańcuch potrzebuje c3 i c4, a wystarczy jeden ruch. Zagraj c3.
lesson-quadrex-cascade-win-1-done = c3 i d4 leżą na jednej przekątnej, więc c4 wypełniło się samo: twój łańcuch jest kompletny.
lesson-quadrex-cascade-win-1-wrong = Jeszcze nie ma wygranej. Zagraj c3 i pozwól, by kwadrat c3-d4 wypełnił c4.
lesson-quadrex-block-title = Blokowanie
lesson-quadrex-block-1-say = Poziomemu brakuje już tylko d5, by połączyć lewą stronę z prawą. Zablokuj go.
lesson-quadrex-block-1-done = Zablokowane: górny rząd Poziomego jest przecięty na dobre.
lesson-quadrex-block-1-wrong = Teraz Poziomy zagrałby d5 i wygrał. Zajmij d5 swoim pionkiem.
lesson-quadrex-swap-title = Zamiana
lesson-quadrex-swap-1-say = Grasz jako Poziomy. Pionowy otworzył na b4. Twój pierwszy ruch może być zamianą (swap): naciśnij Zamień.
lesson-quadrex-swap-1-done = Pionek Pionowego stał się twój, odbity względem przekątnej na d2. Pionowy znów ma ruch.
lesson-quadrex-swap-1-wrong = To było postawienie pionka. Tym razem naciśnij Zamień.

## Cheversi

lesson-cheversi-king-first-title = Najpierw Król
lesson-cheversi-king-first-1-say = Grasz Białymi i zaczynasz. Twoją pierwszą figurą jest zawsze Król: postaw go na e4.
lesson-cheversi-king-first-1-done = Król zawsze jest pierwszy. Teraz strony stawiają na zmianę po jednej figurze.
lesson-cheversi-king-first-1-wrong = W tej lekcji postaw Króla na e4.
lesson-cheversi-touch-title = Styk z figurą
lesson-cheversi-touch-1-say = Spróbuj postawić Wieżę na a1, z dala od wszystkich figur.
lesson-cheversi-touch-1-done = Niedozwolone: każda nowa figura musi stykać się z figurą, która już stoi na planszy.
lesson-cheversi-touch-1-wrong = Ta figura styka się z innymi. Spróbuj postawić Wieżę na a1.
lesson-cheversi-touch-2-say = Teraz postaw Wieżę na d3: styk narożnikiem z twoim Królem też się liczy.
lesson-cheversi-touch-2-done = Styk to każde z 8 pól dookoła, także po przekątnej.
lesson-cheversi-touch-2-wrong = Nie tutaj: postaw Wieżę na d3.
lesson-cheversi-score-title = Atakowane pola dają punkty
lesson-cheversi-score-1-say = Figura daje 1 punkt za każde puste pole, które atakuje. Wieża na e3 albo na c4: zagraj lepszy ruch.
lesson-cheversi-score-1-done = Z e3 Wieża atakuje 14 pustych pól; na c4 zablokowałyby ją twój Król i Skoczek Czarnych.
lesson-cheversi-score-1-wrong = To nie najlepszy ruch. Policz puste pola, które atakowałaby Wieża na e3, a które na c4.
lesson-cheversi-queen-call-title = Wezwanie Hetmana
lesson-cheversi-queen-call-1-say = Postaw swojego Hetmana, na przykład na e5. Czarne wciąż mają swojego w zapasie.
lesson-cheversi-queen-call-1-done = Wezwanie Hetmana: Czarne muszą postawić swojego Hetmana od razu.
lesson-cheversi-queen-call-1-wrong = To nie był twój Hetman. Postaw Hetmana.
lesson-cheversi-bishops-title = Gońce na obu kolorach
lesson-cheversi-bishops-1-say = Twój pierwszy Goniec stoi na d3, na jasnym polu. Spróbuj postawić drugiego na e4, również jasnym.
lesson-cheversi-bishops-1-done = Niedozwolone: twój drugi Goniec musi stać na polu drugiego koloru.
lesson-cheversi-bishops-1-wrong = Ten ruch był dozwolony. Spróbuj postawić Gońca na e4.
lesson-cheversi-bishops-2-say = Teraz postaw go na ciemnym polu, na przykład na e3.
lesson-cheversi-bishops-2-done = Po jednym Gońcu na każdym kolorze: razem sięgają całej planszy.
lesson-cheversi-bishops-2-wrong = Postaw drugiego Gońca na ciemnym polu, na przykład na e3.
lesson-cheversi-last-king-title = Ostatni Król
lesson-cheversi-last-king-1-say = Grasz Czarnymi i został ci tylko Król. Spróbuj postawić go na e5.
lesson-cheversi-last-king-1-done = Niedozwolone: Król Czarnych wchodzi ostatni i musi stykać się z ostatnią figurą Białych, Wieżą na d3.
lesson-cheversi-last-king-1-wrong = Spróbuj postawić Króla na e5.
lesson-cheversi-last-king-2-say = Teraz postaw go obok d3, tam, gdzie blokuje obie Wieże Białych: e3.
lesson-cheversi-last-king-2-done = Król przecina linie obu Wież: Czarne wygrywają 27 do 22.
lesson-cheversi-last-king-2-wrong = Stąd wygrywają Białe. Spróbuj e3, między liniami obu Wież.
