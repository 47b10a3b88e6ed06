title-continue = 続きから
title-continue-about = { $game } { $size }x{ $size }、{ $moves }手
title-continue-online = オンラインで続きから
title-play = 遊ぶ
title-play-online = オンライン対戦
title-load = 読み込む
title-watch-ai = AI同士の対局を見る
title-settings = 設定
title-quit = 終了

colour-black = 黒
colour-white = 白
colour-vert = 縦
colour-horz = 横

seat-human = 人間
seat-ai = AI レベル{ $level }
seat-coach = コーチ
seat-remote = オンラインの友達

select-title = ゲームを選ぶ
select-pitch-rekushu = 長方形を取る。ただし二度鏡映しにはできない
select-pitch-rush = 相手を囲んで手番を増やす
select-pitch-quadrex = 自分の辺をつなぐ。盤は自ら埋まっていく
select-pitch-cheversi = チェスの駒を置いて最も多くのマスを攻める
select-learn = 学ぶ
menu-back = 戻る

setup-size = 盤の大きさ
setup-size-value = { $size } x { $size }
setup-swap = 交代ルール
setup-start = 開始
setup-rating = AI相手のレーティング: { $rating } (± { $spread })
setup-rating-even = AI相手のレーティング: { $rating } (± { $spread })  ·  レベル{ $level }で互角
setup-rating-none = AIと対局するとここにレーティングが出ます

pause-title = 一時停止
pause-resume = 再開
pause-restart = やり直す
pause-rules = ルール
pause-controls = 操作方法
pause-save = 保存
pause-settings = 設定
pause-resign = 投了 ({ $colour })
pause-finish = 今すぐ終える
pause-review = ここまでを検討
pause-quit = メニューに戻る
pause-pad-gone = { $colour }のコントローラーが外れました。つなぎ直すか、別のコントローラーでAを押してください。

learn-title = { $game }を学ぶ
learn-intro = 1レッスンにルール1つ、小さな盤で。その後は対局と詰め問題。
learn-lesson = { $number }. { $title }
learn-lesson-done = { $number }. { $title }  (済)
learn-final-game = { $size }x{ $size }でレベル1と対局
learn-final-game-won = { $size }x{ $size }でレベル1と対局  (勝利)
learn-no-puzzles = このゲームの問題はまだありません。
learn-puzzles = 問題
learn-puzzles-yours = 問題  ·  あなたの対局から{ $count }問
learn-puzzle-stats = レーティング { $rating }  ·  { $total }問中{ $solved }問正解  ·  連続 { $streak } (最高 { $best })

join-press-a = Aを押して参加
join-keyboard = キーボード
join-pad = コントローラー

load-title = 保存した対局
load-empty = 保存した対局はまだありません。対局は一手ごとに保存されます。
load-autosave = 自動保存
load-player = { $colour }: { $seat }
load-players = { $game } { $size }x{ $size } - { $first }、{ $second }
load-state = { $moves }手 - { $state } - { $when } UTC
load-unfinished = 対局中
load-unfinished-to-move = 対局中、{ $colour }の番
load-open = 開く
load-delete = 削除
load-delete-asked = 削除しますか?
load-yes = はい
load-no = いいえ
load-newer = 新しい対局
load-older = 古い対局
load-page = { $page } / { $pages } ページ

online-title = オンライン対戦
online-intro = 別の端末の友達と対戦: 部屋を作ってコードを送るか、友達の部屋に入ります。
online-new-room = 新しい部屋
online-new-room-about = ゲーム、盤の大きさ、自分の手番を選びます。もう一方は友達です。
online-create = 部屋を作る
online-your-name = 名前: { $name }
online-server = サーバー: { $server }
online-choose-row = 行を選んで入力します。
online-join-room = 部屋に入る
online-join = 入る
online-retry = 再試行

online-opening = 対局を開いています...
online-connecting = サーバー ({ $server }) に接続しています...
online-retrying = 接続が切れました。再接続しています (試行 { $attempt } 回目)...
online-offline = オフライン
online-waiting-friend = 相手の参加を待っています。コードを送ってください
online-friend-away = { $name }はオフラインです。戻るのを待っています
online-problem-address = サーバーのアドレスが使えません: { $why }
online-problem-unreachable = サーバーに接続できません ({ $why })。
online-problem-unknown-room = その部屋はありません (とうに終わった可能性があります): { $why }。
online-problem-seat-lost = この席はもうあなたのものではありません: { $why }。
online-problem-room-full = その部屋の2つの席は埋まっています。
online-problem-refused = サーバーに断られました: { $why }。
online-problem-mismatch = このQuartetはサーバーの対局についていけません: { $why }

store-saved-as = 「{ $name }」として保存しました。
store-not-saved = 対局を保存できませんでした: { $why }
store-not-deleted = 対局を削除できませんでした: { $why }。
store-language-not-fetched = { $language }をダウンロードできませんでした。オンラインになったら設定でもう一度選んでください。
store-cannot-keep = 設定と保存した対局を保管できません: { $why }
store-file-unreadable = { $file ->
        [settings] 設定を読み込めません: { $why }。Quartet は既定の設定で始まります。
        [progress] 終えたレッスンと問題のレーティングを読み込めません: { $why }。Quartet は終えたレッスンなしで始まります。
       *[seats] オンライン対局の席を読み込めません: { $why }。Quartet は席なしで始まります。
    }
store-file-set-aside = { $file ->
        [settings] { $place } の設定は使えません: { $why }。Quartet は既定の設定で始まります。ファイルは { $kept } として残してあります。
        [progress] { $place } の終えたレッスンと問題のレーティングは使えません: { $why }。Quartet は終えたレッスンなしで始まります。ファイルは { $kept } として残してあります。
       *[seats] { $place } のオンライン対局の席は使えません: { $why }。Quartet は席なしで始まります。ファイルは { $kept } として残してあります。
    }
store-file-not-set-aside = { $file ->
        [settings] { $place } の設定は使えません: { $why }。Quartet は既定の設定で始まります。ファイルを退避できませんでした: { $error }。
        [progress] { $place } の終えたレッスンと問題のレーティングは使えません: { $why }。Quartet は終えたレッスンなしで始まります。ファイルを退避できませんでした: { $error }。
       *[seats] { $place } のオンライン対局の席は使えません: { $why }。Quartet は席なしで始まります。ファイルを退避できませんでした: { $error }。
    }
store-file-not-saved = { $file ->
        [settings] 設定を保存できませんでした: { $why }
        [progress] 終えたレッスンと問題のレーティングを保存できませんでした: { $why }
       *[seats] オンライン対局の席を保存できませんでした: { $why }
    }
store-save-left-out = 保存した対局を一つ除外しました: { $why }。ファイルはそのままです。
store-save-set-aside = 保存した対局 { $place } は使えません: { $why }。除外しました。ファイルは { $kept } として残してあります。
store-save-not-set-aside = 保存した対局 { $place } は使えません: { $why }。除外しました。ファイルを退避できませんでした: { $error }。
store-saves-not-listed = 保存した対局の一覧を取得できません: { $why }。
store-not-opened = { $file } を開けません: { $why }。ファイルは変更していません。
store-play-not-used = アドレスの ?play= は使われません: { $why }
