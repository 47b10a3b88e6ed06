# Слова уроков: название урока, затем для каждого шага задание (say), слова тренера после
# выполнения (done) и после неверной попытки (wrong). Ходы в записи (c3, d4, Qd4, c9/b5-c9,
# swap) не переводятся.

## Rekushu

lesson-rekushu-place-title = Постановка камней
lesson-rekushu-place-1-say = Вы играете за Чёрных, первый ход ваш. Поставьте камень на c3.
lesson-rekushu-place-1-done = Камни ставят на пересечения линий. Квадраты между линиями — клетки, которые вы будете захватывать.
lesson-rekushu-place-1-wrong = Не то пересечение: поставьте камень на c3.
lesson-rekushu-claim-title = Захват прямоугольника
lesson-rekushu-claim-1-say = Три угла прямоугольника уже ваши. Поставьте камень на d4 и захватите b2-d4.
lesson-rekushu-claim-1-done = Четыре угла ваши, других камней на прямоугольнике нет: камни снимаются, а его 4 клетки теперь ваши.
lesson-rekushu-claim-1-wrong = Захвата пока нет. Поставьте камень на d4, затем захватите b2-d4.
lesson-rekushu-claimed-tiles-title = Захваченные клетки
lesson-rekushu-claimed-tiles-1-say = Попробуйте c3: все четыре клетки вокруг уже захвачены.
lesson-rekushu-claimed-tiles-1-done = Нельзя: камень должен касаться хотя бы одной незахваченной клетки.
lesson-rekushu-claimed-tiles-1-wrong = Это пересечение касается незахваченной клетки. Попробуйте c3 в середине вашего прямоугольника.
lesson-rekushu-claimed-tiles-2-say = Углы освободились. d4 ещё касается незахваченных клеток: поставьте туда камень.
lesson-rekushu-claimed-tiles-2-done = На угол захвата можно снова ставить камень, пока он касается незахваченной клетки.
lesson-rekushu-claimed-tiles-2-wrong = Не то пересечение: поставьте камень на d4.
lesson-rekushu-clear-title = Внутри пусто
lesson-rekushu-clear-1-say = Камень на d4 замкнул бы b2-d4, но внутри стоит c3 Белых. Захватите лучше другой прямоугольник.
lesson-rekushu-clear-1-done = Для захвата нужны четыре ваших угла и ни одного другого камня на сторонах или внутри.
lesson-rekushu-clear-1-wrong = Захвата нет. Поставьте камень на e4 и захватите e4-f6.
lesson-rekushu-mirror-title = Правило зеркала
lesson-rekushu-mirror-1-say = Ваш e2 — отражение b2 Белых слева направо. Попробуйте d5: это c5 Белых, отражённый так же.
lesson-rekushu-mirror-1-done = Нельзя: одно и то же отражение нельзя использовать дважды подряд.
lesson-rekushu-mirror-1-wrong = Этот ход был допустим. Попробуйте d5 — c5 Белых, отражённый слева направо.
lesson-rekushu-mirror-2-say = Другое отражение можно: сыграйте c2 — c5 Белых, отражённый сверху вниз.
lesson-rekushu-mirror-2-done = Разрешено: запрещён лишь повтор отражения вашего предыдущего хода.
lesson-rekushu-mirror-2-wrong = Не этот ход: сыграйте c2.
lesson-rekushu-end-title = Последний захват
lesson-rekushu-end-1-say = Вы играете за Белых: 6 клеток против 9 у Чёрных. Поставьте камень на f4 и захватите всю верхнюю полосу a4-f6.
lesson-rekushu-end-1-done = Все клетки захвачены, и Чёрным некуда ставить камень: игра окончена. 16 клеток против 9 — вы победили.
lesson-rekushu-end-1-wrong = Игра продолжается. Поставьте камень на f4 и захватите a4-f6.

## Rush

lesson-rush-place-title = Постановка камней
lesson-rush-place-1-say = Вы играете за Чёрных, первый ход ваш. Поставьте камень на c3.
lesson-rush-place-1-done = Камни ставят на пункты, где пересекаются линии. Теперь ход Белых.
lesson-rush-place-1-wrong = Не тот пункт: поставьте камень на c3, в центр.
lesson-rush-place-2-say = Камень может касаться одного вашего камня. Сыграйте c4.
lesson-rush-place-2-done = Один свой соседний камень допустим всегда.
lesson-rush-place-2-wrong = Не тот пункт: сыграйте c4, прямо над вашим камнем.
lesson-rush-adjacency-title = Не слишком близко
lesson-rush-adjacency-1-say = Попробуйте c3: этот пункт касается двух ваших камней и ни одного камня Белых.
lesson-rush-adjacency-1-done = Нельзя: пункт, который касается двух или более ваших камней и ни одного камня Белых, для вас закрыт.
lesson-rush-adjacency-1-wrong = Этот ход был допустим. Попробуйте c3, между двумя вашими камнями.
lesson-rush-adjacency-2-say = Сыграйте лучше b4: он касается только одного вашего камня.
lesson-rush-adjacency-2-done = Хорошо. Следите за ходом Белых: для них c3 открыт, ведь он касается ваших камней.
lesson-rush-adjacency-2-wrong = Не тот пункт: сыграйте b4, над вашим камнем на b3.
lesson-rush-extra-turn-title = Лишний ход
lesson-rush-extra-turn-1-say = Сыграйте c2: он касается и вашего камня, и камня Белых.
lesson-rush-extra-turn-1-done = Два соседа или больше, и один из них — камень Белых: вы ходите ещё раз.
lesson-rush-extra-turn-1-wrong = Здесь лишнего хода нет. Коснитесь сразу и своего камня, и камня Белых: c2.
lesson-rush-extra-turn-2-say = Ход всё ещё ваш. Повторите: сыграйте b3.
lesson-rush-extra-turn-2-done = Лишние ходы идут цепочкой: вы ходите снова.
lesson-rush-extra-turn-2-wrong = Здесь лишнего хода нет. Попробуйте b3: он касается c3 и b2 Белых.
lesson-rush-extra-turn-3-say = Теперь сыграйте e5: он ничего не касается, и ваш ход закончится.
lesson-rush-extra-turn-3-done = Меньше двух соседей: лишнего хода нет, теперь ход Белых.
lesson-rush-extra-turn-3-wrong = Не тот пункт: сыграйте e5, в углу.
lesson-rush-pass-title = Вынужденный пас
lesson-rush-pass-1-say = Сыграйте d1 ради лишнего хода. Затем посмотрите: можно ли ещё куда-нибудь сходить?
lesson-rush-pass-1-done = Каждый пустой пункт касается двух ваших камней и ни одного камня Белых: вы пасуете, и эти пункты достаются Белым.
lesson-rush-pass-1-wrong = На этом ваш ход закончился. Сыграйте d1: он касается c1 и d2 Белых.
lesson-rush-score-title = Больше камней — победа
lesson-rush-score-1-say = По 11 камней у каждой стороны, свободны три пункта. Получите лишний ход, чтобы занять два из них.
lesson-rush-score-1-done = Лишний ход: вы занимаете ещё один пункт.
lesson-rush-score-1-wrong = На этом ваш ход закончится, и два пункта достанутся Белым. Попробуйте e3.
lesson-rush-score-2-say = a2 для вас закрыт, поэтому сыграйте a1.
lesson-rush-score-2-done = a2 достаётся Белым, и доска заполнена: 13 камней против 12 — вы победили.
lesson-rush-score-2-wrong = Сыграйте a1 — последний открытый для вас пункт.

## Quadrex

lesson-quadrex-connect-title = Соедините свои края
lesson-quadrex-connect-1-say = Вы играете за Вертикаль: соедините нижний ряд с верхним. Заполните разрыв в своей цепочке.
lesson-quadrex-connect-1-done = Сплошная цепочка снизу доверху: победа Вертикали. У Горизонтали цепочка идёт слева направо.
lesson-quadrex-connect-1-wrong = В вашей цепочке ещё есть разрыв. Сыграйте c3.
lesson-quadrex-cascade-title = Каскад
lesson-quadrex-cascade-1-say = Сыграйте b3: тогда ваши b3 и c4 окажутся на одной диагонали квадрата.
lesson-quadrex-cascade-1-done = На одной диагонали ваши фишки, на другой — фишка Горизонтали и пустая клетка: та заполняется вашим цветом, и заполнения идут цепочкой.
lesson-quadrex-cascade-1-wrong = Ничего не заполнилось. Попробуйте b3, по диагонали от вашей c4.
lesson-quadrex-cascade-win-title = Победа каскадом
lesson-quadrex-cascade-win-1-say = Вашей цепочке нужны c3 и c4, но хватит одного хода. Сыграйте c3.
lesson-quadrex-cascade-win-1-done = c3 и d4 на одной диагонали, поэтому c4 заполнилась сама: ваша цепочка готова.
lesson-quadrex-cascade-win-1-wrong = Победы пока нет. Сыграйте c3, и квадрат c3-d4 заполнит c4.
lesson-quadrex-block-title = Блокировка
lesson-quadrex-block-1-say = Горизонтали для связи слева направо нужна лишь d5. Перекройте ей путь.
lesson-quadrex-block-1-done = Перекрыто: путь Горизонтали по верхнему ряду отрезан навсегда.
lesson-quadrex-block-1-wrong = Теперь d5 принесёт победу Горизонтали. Займите d5 сами.
lesson-quadrex-swap-title = Обмен
lesson-quadrex-swap-1-say = Вы играете за Горизонталь. Первый ход Вертикали — b4. Ваш первый ход может быть обменом: нажмите «Обмен».
lesson-quadrex-swap-1-done = Фишка Вертикали стала вашей, отразившись относительно диагонали на d2. Снова ход Вертикали.
lesson-quadrex-swap-1-wrong = Это была постановка фишки. На этот раз нажмите «Обмен».

## Cheversi

lesson-cheversi-king-first-title = Сначала король
lesson-cheversi-king-first-1-say = Вы играете за Белых, первый ход ваш. Ваша первая фигура — всегда король: поставьте его на e4.
lesson-cheversi-king-first-1-done = Король всегда идёт первым. Теперь каждая сторона ставит по одной фигуре за ход.
lesson-cheversi-king-first-1-wrong = В этом уроке поставьте короля на e4.
lesson-cheversi-touch-title = Касание
lesson-cheversi-touch-1-say = Попробуйте поставить ладью на a1, вдали от всех фигур.
lesson-cheversi-touch-1-done = Нельзя: каждая новая фигура должна касаться фигуры, уже стоящей на доске.
lesson-cheversi-touch-1-wrong = Эта фигура касается других. Попробуйте ладью на a1.
lesson-cheversi-touch-2-say = Теперь поставьте ладью на d3: касание углом с вашим королём тоже считается.
lesson-cheversi-touch-2-done = Касаться — значит стоять на любом из 8 соседних полей, включая диагональные.
lesson-cheversi-touch-2-wrong = Не то поле: поставьте ладью на d3.
lesson-cheversi-score-title = Очки за битые поля
lesson-cheversi-score-1-say = Фигура приносит 1 очко за каждое пустое поле, которое бьёт. Ладья на e3 или на c4: выберите лучшее.
lesson-cheversi-score-1-done = С e3 ладья бьёт 14 пустых полей; на c4 ей мешали бы ваш король и конь Чёрных.
lesson-cheversi-score-1-wrong = Не лучший ход. Посчитайте пустые поля, которые била бы ладья на e3 и на c4.
lesson-cheversi-queen-call-title = Вызов ферзя
lesson-cheversi-queen-call-1-say = Поставьте своего ферзя, например на e5. У Чёрных ферзь ещё в запасе.
lesson-cheversi-queen-call-1-done = Вызов ферзя: Чёрным нужно поставить ферзя прямо сейчас.
lesson-cheversi-queen-call-1-wrong = Это был не ферзь. Поставьте ферзя.
lesson-cheversi-bishops-title = Слоны на полях обоих цветов
lesson-cheversi-bishops-1-say = Ваш первый слон стоит на d3, светлом поле. Попробуйте второго на e4 — это тоже светлое поле.
lesson-cheversi-bishops-1-done = Нельзя: второй слон должен стоять на поле другого цвета.
lesson-cheversi-bishops-1-wrong = Этот ход был допустим. Попробуйте слона на e4.
lesson-cheversi-bishops-2-say = Теперь поставьте его на тёмное поле, например на e3.
lesson-cheversi-bishops-2-done = По слону на каждом цвете: вместе они достают до всей доски.
lesson-cheversi-bishops-2-wrong = Поставьте второго слона на тёмное поле, например на e3.
lesson-cheversi-last-king-title = Король — последним
lesson-cheversi-last-king-1-say = Вы играете за Чёрных, остался только король. Попробуйте поставить его на e5.
lesson-cheversi-last-king-1-done = Нельзя: король Чёрных ставится последним и должен касаться последней фигуры Белых — ладьи на d3.
lesson-cheversi-last-king-1-wrong = Попробуйте короля на e5.
lesson-cheversi-last-king-2-say = Теперь поставьте его рядом с d3, где он перекроет обе ладьи Белых: на e3.
lesson-cheversi-last-king-2-done = Король перекрывает линии обеих ладей: победа Чёрных, 27 против 22.
lesson-cheversi-last-king-2-wrong = После этого хода победа за Белыми. Попробуйте e3, между линиями двух ладей.
