# The Settings screen: each row's name, then the values the rows show.

settings-title = Settings
settings-back = Back
settings-language = Language
settings-view = Board view
settings-animation = Animations
settings-palette = Colours
settings-legal = Show legal moves
settings-coordinates = Show coordinates
settings-ui-scale = UI scale
settings-music = Music volume
settings-effects = Effects volume
settings-sound = Sound
settings-rumble = Pad rumble
settings-confirm-taps = Tap twice to place
settings-vibrate = Vibrate on placing
settings-screen-reader = Screen reader mode
settings-read-per-move = Read after a move

settings-on = On
settings-off = Off
settings-muted = Muted
# Tap twice to place: only where the board's points are small.
settings-small-points = Small points
settings-percent = { $value }%

animation-off = Off
animation-fast = Fast
animation-normal = Normal
animation-slow = Slow

palette-standard = Standard
palette-colour-blind = Colour-blind safe
