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
