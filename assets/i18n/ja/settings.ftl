settings-title = 設定
settings-back = 戻る
settings-language = 言語
settings-view = 盤の表示
settings-animation = アニメーション
settings-palette = 配色
settings-legal = 打てる点を表示
settings-coordinates = 座標を表示
settings-ui-scale = 画面の大きさ
settings-music = 音楽の音量
settings-effects = 効果音の音量
settings-sound = サウンド
settings-rumble = コントローラーの振動
settings-confirm-taps = 2回タップで着手
settings-vibrate = 着手時に振動
settings-screen-reader = スクリーンリーダー
settings-read-per-move = 手のあとの読み上げ

settings-on = オン
settings-off = オフ
settings-muted = ミュート
settings-small-points = 小さい盤のみ
settings-percent = { $value }%

animation-off = なし
animation-fast = 速い
animation-normal = 普通
animation-slow = 遅い

palette-standard = 標準
palette-colour-blind = 色覚多様性に配慮
