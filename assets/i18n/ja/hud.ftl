# The result of a game, on the end screen's card and in the saved games' list.
result-wins = { $colour }の勝ち
result-draw = 引き分け
result-resigned = { $moves }手で{ $colour }が投了
result-decided = { $moves }手で{ $colour }が盤の半分を超えたため即終了
result-connected-vert = { $moves }手で{ $colour }が下から上へつないだ
result-connected-horz = { $moves }手で{ $colour }が左から右へつないだ
result-stuck = { $colour }に打てる手がなくなり{ $moves }手で集計
result-no-placement = 打てる手がなく{ $moves }手で集計
result-board-full = 盤が埋まり{ $moves }手で石を数えた
result-all-placed = 全ての駒を置き{ $moves }手で集計
# What the score counts, beside each side's score.
result-unit-tiles = マス
result-unit-stones = 石
result-unit-points = 点

# The end screen's card.
end-rematch = 再戦
end-new-room = 新しい部屋
end-setup = 設定を変える
end-menu = メニュー
end-tip = リストの手を選ぶと対局を振り返れます。

# The panel beside the board.
panel-thinking = 思考中…
panel-game-over = 対局終了
panel-score = 得点
# The score of the position on view: "Black 3  –  2 White".
panel-score-line = { $first } { $first_score }  –  { $second_score } { $second }
panel-decided = { $colour }が半分を超えたため決着
panel-finish-tip = 結果はもう変わりません。ここで対局を終えられます
# Why the point under the pointer, or the move just tried, is refused: the rules' reason.
panel-not-here = ここには打てません: { $reason }
panel-not-allowed = その手は打てません: { $reason }
panel-tap-again = もう一度{ $point }をタップするとそこに打ちます
panel-redo = 一手進める
panel-hint = ヒント
panel-resign = 投了
panel-rules = ルール
panel-menu = メニュー
panel-heat-map = ヒートマップ
panel-heat-map-tip = ヒントの探索が各手に割いた割合を盤上に表示
# The button that switches the board view: "2D view", "3D view".
panel-view = { $view }表示
panel-view-tip = 盤の表示を切り替え (V)。右ボタンでドラッグして3D盤を回転、ホイールでズーム
panel-sound-on = 音: オン
panel-sound-off = 音: オフ
panel-sound-tip = すべての音をオフ/オンにする (M)
panel-save-as = 別名保存
panel-save-as-tip = この対局に名前を付けて保存 (「読み込む」に出ます)
panel-export = 書き出し
panel-export-tip = 棋譜をコピーするか、ファイルに保存
panel-import = 取り込み
panel-import-tip = 棋譜を新しい対局として開く
# Quadrex: the second player takes the first piece as their own.
panel-swap = 交代
# Cheversi: the pieces each side still has to place.
panel-in-hand = 持ち駒
panel-piece-stuck = { $piece }: 置けるマスなし
panel-hint-thinking = ヒント: 思考中…
panel-hint-win = 勝率 { $percent }%
panel-moves = 棋譜 ({ $count })
panel-replay-speed = 再生速度
panel-replay = 再生
panel-pause = 一時停止
panel-replay-tip = 手を順に再生 (P)
panel-step-start = 最初へ (Home)
panel-step-back = 1手戻る (←)
panel-step-on = 1手進む (→)
panel-step-end = 最後の局面 (End)
panel-line-from = { $move }手目からの変化
panel-after-move = { $move }手目の後
panel-move-tip = { $number }手目 ({ $colour }): この手の後の局面を表示

# Cheversi's pieces.
piece-king = キング
piece-queen = クイーン
piece-rook = ルーク
piece-bishop = ビショップ
piece-knight = ナイト

# Undo, in a game of two devices: one player asks, the other agrees.
undo = 一手戻す
undo-ask = 待ったを依頼
undo-withdraw = 取り下げ
undo-agree = 待ったを承諾
undo-tip = 最後の手を戻す
undo-ask-tip = 最後の手を戻してよいか相手に頼む
undo-withdraw-tip = 最後の手を戻す依頼を取り下げる
undo-agree-tip = 相手が最後の手を戻すのを認める
undo-off-tip = 今は戻せる手がありません

# The panel's card in a game online.
online-card-room = オンライン · 部屋
online-card-copy-link = リンクをコピー
online-card-copy-code = コードをコピー
online-card-link-copied = 招待リンクをクリップボードにコピーしました: { $link }
online-card-code-copied = 部屋コード { $room } をクリップボードにコピーしました。
# Who plays a side online: the player's own name, the friend's, or a free seat.
online-seat-you = { $name } (あなた)
online-seat-online = { $name } · オンライン
online-seat-offline = { $name } · オフライン
online-seat-free = 未参加

# On a phone: the sheet under the board, its tabs and its status line.
sheet-game = 対局
sheet-moves = 棋譜
sheet-more = その他
sheet-last-move = 直前の手: { $move }
sheet-no-move = まだ手はありません

# How fast Replay plays the moves.
replay-slow = 遅い
replay-normal = 普通
replay-fast = 速い

# The rules panel over the board.
rules-title = { $game }のルール
rules-close = 閉じる
rules-or-esc = またはEscを押す

key-arrows = 矢印
key-enter = Enter
key-esc = Esc
key-tab = Tab
key-page-up = PgUp
key-page-down = PgDn

# The controls: under the panel (those that fit) and on the Controls page. Each says what a
# key or a pad's button does.
control-move = 移動
control-place = 着手
control-undo = 一手戻す
control-redo = 一手進める
control-hint = ヒント
control-menu = メニュー
control-legal = 打てる点
control-actions = 操作、棋譜
control-view = 2D / 3D
control-sound = 音
control-turn = 盤を回転
control-zoom = ズーム
# Cheversi: choose the piece to place.
control-piece = 駒
# Rekushu: step through the claims a placement offers.
control-next-claim = 次の長方形 (Uで取らない)
control-claim = 長方形を取る (Bで取らない)
control-swap = 交代
# Rush: finish a decided game at once.
control-finish = 終える
controls-or-keys = またはEsc、Start、Bを押す

# A lesson's or a puzzle's card at the top of the panel.
learn-card-lesson = レッスン { $number } / { $count }
learn-card-complete = レッスン完了。
# A puzzle's rating, the player's puzzle rating and streak.
learn-card-puzzle = 問題 { $rating }  ·  あなた { $yours }  ·  連続 { $streak }
learn-card-hold-draw = { $colour }の番: 引き分けを守る手を見つけてください。
learn-card-win-in = { $colour }の番: { $moves }手で勝ってください。
learn-card-find-win = { $colour }の番: 勝ちになる手を見つけてください。
learn-card-hint = ヒント: { $hint }
# The puzzle rating after a puzzle, and its change: "Rating 1512 (+12)".
learn-card-rating = レーティング { $rating } ({ $change })
learn-card-show-me = お手本
learn-card-show-me-tip = この段階の手を代わりに打つ (H)
learn-card-hint-tip = ヒントを1つ。この問題はレーティング上、不正解になります (H)
learn-card-retry = もう一度
learn-card-retry-tip = 最初からやり直す
learn-card-next = 次へ
learn-card-next-tip = 次に進む (済んだらEnter)
learn-card-back-tip = このゲームのレッスンと問題
learn-card-pad-keys = 上: お手本かヒント  ·  下: 済んだら次へ  ·  Start: メニュー (やり直す)
learn-card-keys = H: お手本かヒント  ·  Enter: 済んだら次へ  ·  Esc: メニュー (やり直す)
# The game that closes a game's lessons.
learn-card-final = 仕上げの対局
learn-card-final-about = { $size }x{ $size }でレベル1に勝つ: レッスンの総まとめです。
learn-card-to-lessons = レッスンに戻る

# The review's card: each move of a finished game judged by the AI.
review-start = 対局を検討
review-start-tip = どこで勝敗が分かれたか: AIが各手を評価します (R)
review-caption = 検討
review-progress = { $done } / { $total } 局面
review-stop = 中止
review-stopped = { $done } / { $total } で中止
review-again = もう一度検討
# The switch that shows where the AI looked, by its name for screen readers.
review-heat-map = 検討のヒートマップ
review-heat-map-tip = 表示中の手が打たれた局面でAIが読んだ場所
review-next-mark = 次のミス
review-next-mark-tip = 次の印の付いた手 (ピリオド)
review-previous-mark = 前のミス
review-previous-mark-tip = 前の印の付いた手 (カンマ)
review-graph-tip = { $move }手目の後: 先手 { $percent }%
review-filter-tip = この対局者の印の付いた手だけをたどる (F)
review-accuracy-tip = 正確さ (Lichessの計算式)
review-chance-tip = { $mark }: 打った側の勝つ見込み、手の前と後
review-points = 予想得点: { $before } → { $after }
review-points-tip = 最善手の場合と実際の手の後に、AIが予想する打った側の最終得点差
review-better = より良い手:
review-line = 変化:
review-line-move = 変化の{ $number }手目
review-line-move-tip = この手までの変化を盤に表示 (↓と↑で移動)
review-leave-line = 変化を抜ける
review-leave-line-tip = 実際の手に戻る

# The marks the review gives a move, one and many.
mark-best = 最善手
mark-inaccuracy = 疑問手
mark-mistake = 悪手
mark-blunder = 大悪手
marks-best = 最善手
marks-inaccuracy = 疑問手
marks-mistake = 悪手
marks-blunder = 大悪手

# The dialogs of Save as, Export and Import.
files-export-title = 棋譜を書き出す
files-import-title = 棋譜を取り込む
files-name = 名前:
files-saved-as = 「{ $name }」として保存フォルダに保存しました
files-cancel = キャンセル
files-copy = コピー
files-copied = 棋譜をクリップボードにコピーしました。
files-save-file = ファイルに保存
files-download = ダウンロード
files-downloaded = 棋譜を{ $name }としてダウンロードしました。
files-not-downloaded = 棋譜をダウンロードできませんでした: { $error }
files-written = 棋譜を{ $place }に保存しました。
files-not-written = 棋譜を書き込めませんでした: { $error }
files-paste-or-path = 棋譜を貼り付ける (Ctrl+V) か、棋譜のファイルのパスを入力:
files-paste-or-open = 棋譜を貼り付ける (Ctrl+V) か、棋譜のファイルを開く:
files-open-file = ファイルを開く…
files-no-picker = ファイルを選べません: { $error }
import-no-moves = 手が一つもありません。
import-no-header = 見出し「{ $header }」にゲームとサイズがありません。
import-not-a-size = 「{ $size }」は 9x9 のような盤のサイズではありません。
import-unknown-game = { $name } はゲームではありません: Rekushu、Rush、Quadrex、Cheversi から選んでください。
import-size-not-allowed = { $game } は { $size }x{ $size } では遊べません: サイズは { $allowed } です。
import-bad-move = { $number } 手目 ({ $move }) は指せません: { $why }
import-file = { $file }: { $error }

# The actions menu a pad or Tab opens over the board, a row at a time.
actions-title = 操作
actions-heat-map = ヒートマップ: { $state }
actions-view = 表示: { $view }
actions-moves-at = 棋譜: ◀ { $move }手目の後 (全{ $count }手) ▶
actions-moves-live = 棋譜: ◀ 現在の局面 (全{ $count }手) ▶
actions-show-or-hint = お手本、またはヒント
actions-marked = 印の付いた手: ◀ { $count } ▶
actions-line = より良い変化: { $count }手 ▶
actions-line-at = より良い変化: ◀ { $move } / { $count } ▶
actions-choose = 選ぶ
actions-close = 閉じる

# A request to take back a move, while the other player has not answered.
undo-asked = { $colour }が最後の手を戻すよう求めています
undo-answer = { $colour }:
undo-agree-key = 認める
undo-refuse-key = 断る

hint-wins-in = { $moves }手で勝ち
hint-wins = 最善で勝ち
hint-draw = 最善で引き分け
hint-lost = 最善で負け

banner-passes-again = { $colour }は打てません: 2回以上パス
banner-passes = { $colour }は打てずパス: もう一度{ $other }の番
banner-extra-turn = 追加の手番: もう一度{ $colour }の番
