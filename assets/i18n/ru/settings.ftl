settings-title = Настройки
settings-back = Назад
settings-language = Язык
settings-view = Вид доски
settings-animation = Анимация
settings-palette = Цвета
settings-legal = Допустимые ходы
settings-coordinates = Координаты
settings-ui-scale = Масштаб интерфейса
settings-music = Громкость музыки
settings-effects = Громкость эффектов
settings-sound = Звук
settings-rumble = Вибрация геймпада
settings-confirm-taps = Ставить двойным касанием
settings-vibrate = Вибрация при ходе
settings-screen-reader = Режим экранного диктора
settings-read-per-move = Читать после хода

settings-on = Вкл.
settings-off = Выкл.
settings-muted = Без звука
settings-small-points = Мелкие пункты
settings-percent = { $value } %

animation-off = Выкл.
animation-fast = Быстрая
animation-normal = Обычная
animation-slow = Медленная

palette-standard = Обычные
palette-colour-blind = Для дальтоников
