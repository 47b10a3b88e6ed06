text-empty = { $point } пусто
text-empty-run = с { $from } по { $to } пусто
text-stone = { $point } { $colour }
text-piece = { $point } { $colour } { $piece }
text-row = Строка { $row }: { $points }.
text-column = Столбец { $column }: { $points }.
text-stones = { $colour }: на доске { $count }: { $points }.
text-no-stones = { $colour }: на доске ничего нет.
text-turn = Ход: { $colour }.
text-over = Партия окончена.
text-score = { $first } { $a }, { $second } { $b }.
text-no-score = Счёт будет только в конце партии.
text-last = Последний ход: { $colour } { $move }.
text-no-last = Ходов ещё не было.
text-claims = { $colour }: можно захватить { $rects }.
text-no-claims = { $colour }: сейчас нельзя захватить ни одного прямоугольника.
text-no-claims-here = Захваты есть только в Rekushu.
text-hand = В руке: { $sides }.
text-hand-side = { $colour } { $pieces }
text-hand-piece = { $piece } { $count }
text-hand-none = ничего
text-no-hand-here = Фигуры в руке есть только в Cheversi.
text-help = Команды: l последний ход, s счёт, t чей ход, r и число строка, c и буква столбец, пункт и ? что на нём (e5?), p и цвет где его камни. Или введите ход (e5).
text-help-rekushu = Команды: l последний ход, s счёт, t чей ход, r и число строка, c и буква столбец, пункт и ? что на нём (e5?), p и цвет где его камни, claims прямоугольники, которые можно захватить. Или введите ход (e5 или c9/b5-c9, чтобы захватить b5-c9).
text-help-cheversi = Команды: l последний ход, s счёт, t чей ход, r и число строка, c и буква столбец, поле и ? что на нём (e5?), p и цвет где его фигуры, hand фигуры, которые ещё надо поставить. Или введите ход (Qd4).
text-box-label = Ход или команда (h — помощь)
text-screen-title = Главное меню
text-screen-select = Выбор игры
text-screen-setup = Новая партия
text-screen-load = Сохранённые партии
text-screen-settings = Настройки
text-screen-learn = Обучение
text-screen-online = Игра по сети
text-screen-play = Партия
text-screen-end = Партия окончена
text-screen-paused = Пауза
text-button-previous = { $row }: предыдущее
text-button-next = { $row }: следующее
text-learn-game = Обучение: { $game }
text-read-move = Ход
text-read-effects = Ход + следствия
text-read-all = Всё
text-panel = Панель игры
text-log = Объявления
text-unknown = «{ $input }» — не команда и не ход. Введите h, чтобы увидеть команды.
text-refused = Нельзя: { $why }.
text-wait = Сейчас не ваш ход: ходят { $colour }.
text-sentence = { $facts }.
text-move = { $colour } { $move }
text-move-fills = { $count ->
        [one] заполнен ещё { $count }: { $points }
        [few] заполнено ещё { $count }: { $points }
       *[many] заполнено ещё { $count }: { $points }
    }
text-move-claim = захватывает { $rect }, { $tiles ->
        [one] { $tiles } клетку
        [few] { $tiles } клетки
       *[many] { $tiles } клеток
    }
text-move-extra-turn = ходит ещё раз
text-move-pass = { $colour }: пропуск хода
text-move-queen-call = { $colour }: теперь нужно поставить ферзя
text-move-over = партия окончена
text-thinking = { $colour }: думает…
text-list-separator = {", "}
text-fact-separator = {"; "}

text-help-more = Также: hint — ход ИИ, review — ходы, отмеченные анализом, m и номер — оценка этого хода.
text-no-hint = Здесь подсказки нет.
text-hint-asked = Ищу подсказку…
text-hint = Подсказка: { $move }, { $estimate }.
text-no-review = Анализа ещё нет: сначала проанализируйте партию на панели.
text-judged = Ход { $number }, { $colour } { $move }: { $mark }.
text-judged-better = Ход { $number }, { $colour } { $move }: { $mark }; лучше { $best }.
text-mark-none = без оценки
text-review-marks = { $count ->
        [one] { $count } отмеченный ход
        [few] { $count } отмеченных хода
       *[many] { $count } отмеченных ходов
    }: { $moves }.
text-review-mark = { $number } { $colour } { $move } { $mark }
text-review-none = Анализ не отметил ни одного хода.
text-view-start = Начало партии.
text-view-move = После хода { $number }: { $colour } { $move }.
text-view-live = Партия в текущем положении.
