# Every lesson's words: its title, then each step's task (say), what the coach says once it
# is done (done) and after a try that misses it (wrong). Moves in notation are never translated.

## Rekushu

lesson-rekushu-place-title = 石を置く
lesson-rekushu-place-1-say = あなたは黒で、先手です。c3に石を置いてください。
lesson-rekushu-place-1-done = 石は線が交わる点に置きます。線の間の正方形は、これから取っていくマスです。
lesson-rekushu-place-1-wrong = その点ではありません。c3に石を置いてください。
lesson-rekushu-claim-title = 長方形を取る
lesson-rekushu-claim-1-say = 長方形の角のうち3つは自分の石です。d4に置いて、b2-d4を取りましょう。
lesson-rekushu-claim-1-done = 4つの角が自分の石で、ほかに何もありません。石は取り除かれ、4つのマスが自分のものになります。
lesson-rekushu-claim-1-wrong = まだ取っていません。d4に置いてから、長方形b2-d4を取ってください。
lesson-rekushu-claimed-tiles-title = 取ったマス
lesson-rekushu-claimed-tiles-1-say = c3を試してください。周りの4マスはすべて取られています。
lesson-rekushu-claimed-tiles-1-done = 置けません：石は、まだ取られていないマスに少なくとも1つ接する必要があります。
lesson-rekushu-claimed-tiles-1-wrong = その点はまだ取られていないマスに接しています。取った長方形の真ん中、c3を試してください。
lesson-rekushu-claimed-tiles-2-say = 角が空きました。d4はまだ取られていないマスに接しているので、そこに石を置いてください。
lesson-rekushu-claimed-tiles-2-done = 取った長方形の角も、まだ取られていないマスに接していれば、また石を置けます。
lesson-rekushu-claimed-tiles-2-wrong = その点ではありません。d4に石を置いてください。
lesson-rekushu-clear-title = 中に何もない
lesson-rekushu-clear-1-say = d4でb2-d4が閉じますが、中に白のc3があります。代わりにもう一つの長方形を取りましょう。
lesson-rekushu-clear-1-done = 取るには、4つの角が自分の石で、辺の上にも内側にもほかの石がないことが必要です。
lesson-rekushu-clear-1-wrong = そこでは取れません。e4に置いて、e4-f6を取ってください。
lesson-rekushu-mirror-title = 鏡映しルール
lesson-rekushu-mirror-1-say = あなたのe2は白のb2の左右の鏡映しでした。d5を試してください：白のc5の同じ鏡映しです。
lesson-rekushu-mirror-1-done = 置けません：同じ鏡映しを2回続けて使うことはできません。
lesson-rekushu-mirror-1-wrong = その手は打てる手でした。白のc5を左右に鏡映ししたd5を試してください。
lesson-rekushu-mirror-2-say = 別の鏡映しなら構いません。白のc5を上下に鏡映ししたc2に打ってください。
lesson-rekushu-mirror-2-done = 打てました：禁止されるのは、自分の直前の手と同じ鏡映しだけです。
lesson-rekushu-mirror-2-wrong = その点ではありません。c2に打ってください。
lesson-rekushu-end-title = 最後の長方形
lesson-rekushu-end-1-say = あなたは白で、マスは黒の9に対して6です。f4に置いて、上側の帯a4-f6を丸ごと取りましょう。
lesson-rekushu-end-1-done = 全てのマスが取られ、黒は石を置けないので対局終了です。16マス対9マスで、あなたの勝ちです。
lesson-rekushu-end-1-wrong = 対局はまだ続きます。f4に置いて、a4-f6を取ってください。

## Rush

lesson-rush-place-title = 石を置く
lesson-rush-place-1-say = あなたは黒で、先手です。c3に石を置いてください。
lesson-rush-place-1-done = 石は線が交わる点に置きます。次は白の番です。
lesson-rush-place-1-wrong = その点ではありません。中央のc3に石を置いてください。
lesson-rush-place-2-say = 自分の石1つとなら隣り合えます。c4に打ってください。
lesson-rush-place-2-done = 隣の自分の石が1つなら、いつでも打てます。
lesson-rush-place-2-wrong = その点ではありません。自分の石のすぐ上、c4に打ってください。
lesson-rush-adjacency-title = 近づきすぎない
lesson-rush-adjacency-1-say = c3を試してください。自分の石2つに接し、白の石には接していません。
lesson-rush-adjacency-1-done = 打てません：自分の石2つ以上に接し、白の石に1つも接しない点は、あなたには打てない点です。
lesson-rush-adjacency-1-wrong = その手は打てる手でした。自分の石2つの間のc3を試してください。
lesson-rush-adjacency-2-say = 代わりにb4に打ってください。接する自分の石は1つだけです。
lesson-rush-adjacency-2-done = それで構いません。白に注目：c3はあなたの石に接しているので、白には打てる点です。
lesson-rush-adjacency-2-wrong = その点ではありません。b3の自分の石の上、b4に打ってください。
lesson-rush-extra-turn-title = 追加の手番
lesson-rush-extra-turn-1-say = c2に打ってください。自分の石と白の石の両方に接します。
lesson-rush-extra-turn-1-done = 隣の石が2つ以上で、その1つが白の石：もう一度打てます。
lesson-rush-extra-turn-1-wrong = そこでは追加の手番になりません。自分の石と白の石に同時に接するc2に打ちましょう。
lesson-rush-extra-turn-2-say = まだあなたの番です。もう一度：b3に打ってください。
lesson-rush-extra-turn-2-done = 追加の手番は連鎖します：さらにもう一度打てます。
lesson-rush-extra-turn-2-wrong = そこでは追加の手番になりません。c3と白のb2に接するb3を試してください。
lesson-rush-extra-turn-3-say = 今度はe5に打ってください。何にも接しないので、手番が終わります。
lesson-rush-extra-turn-3-done = 隣の石が2つ未満：追加の手番はなく、白の番になります。
lesson-rush-extra-turn-3-wrong = その点ではありません。盤の角、e5に打ってください。
lesson-rush-pass-title = 強制パス
lesson-rush-pass-1-say = d1に打って追加の手番を得ましょう。その後、まだどこかに打てるか見てください。
lesson-rush-pass-1-done = 空いている点はどれも自分の石2つに接し、白の石に接していません：あなたはパスとなり、白がそこを埋めます。
lesson-rush-pass-1-wrong = それで手番が終わりました。c1と白のd2に接するd1に打ってください。
lesson-rush-score-title = 石の多い方が勝ち
lesson-rush-score-1-say = 石は11個ずつ、空いている点は残り3つです。追加の手番を得て、そのうち2つを取りましょう。
lesson-rush-score-1-done = 追加の手番です：もう1つ点を取れます。
lesson-rush-score-1-wrong = それで手番が終わり、白が2つの点を取ってしまいます。e3を試してください。
lesson-rush-score-2-say = a2には打てないので、a1に打ってください。
lesson-rush-score-2-done = 白がa2を取り、盤が埋まりました：13対12で、あなたの勝ちです。
lesson-rush-score-2-wrong = あなたが打てる最後の点、a1に打ってください。

## Quadrex

lesson-quadrex-connect-title = 自分の辺をつなぐ
lesson-quadrex-connect-1-say = あなたは縦です：一番下の行と一番上の行をつなぎます。連なりのすき間を埋めてください。
lesson-quadrex-connect-1-done = 下から上まで途切れない連なり：縦の勝ちです。横は左から右へつなぎます。
lesson-quadrex-connect-1-wrong = 連なりにまだすき間があります。c3に置いてください。
lesson-quadrex-cascade-title = 連鎖
lesson-quadrex-cascade-1-say = b3に置いてください。すると自分のb3とc4が、正方形の同じ対角線に並びます。
lesson-quadrex-cascade-1-done = 一方の対角に自分の駒、もう一方に横の駒と空きマス：空きマスは自分の色で埋まり、埋まると連鎖します。
lesson-quadrex-cascade-1-wrong = 何も埋まりませんでした。自分のc4と斜めに並ぶb3を試してください。
lesson-quadrex-cascade-win-title = 連鎖で勝つ
lesson-quadrex-cascade-win-1-say = 連なりにはc3とc4が必要ですが、1手で足ります。c3に置いてください。
lesson-quadrex-cascade-win-1-done = c3とd4が対角に並ぶので、c4がひとりでに埋まりました：連なりの完成です。
lesson-quadrex-cascade-win-1-wrong = まだ勝っていません。c3に置き、正方形c3-d4でc4を埋めましょう。
lesson-quadrex-block-title = ふさぐ
lesson-quadrex-block-1-say = 横はd5さえあれば左から右へつながります。ふさいでください。
lesson-quadrex-block-1-done = ふさぎました：一番上の行を通る横の道は、もう二度とつながりません。
lesson-quadrex-block-1-wrong = これでは横がd5に置いて勝ちます。自分でd5を取ってください。
lesson-quadrex-swap-title = 交代
lesson-quadrex-swap-1-say = あなたは横です。縦の初手はb4でした。最初の手は交代にできます：「交代」を押してください。
lesson-quadrex-swap-1-done = 縦の駒があなたの駒になり、対角線で折り返したd2に移りました。また縦の番です。
lesson-quadrex-swap-1-wrong = それは駒を置く手でした。今回は「交代」を押してください。

## Cheversi

lesson-cheversi-king-first-title = まずキング
lesson-cheversi-king-first-1-say = あなたは白で、先に置きます。最初の駒は必ずキングです：e4に置いてください。
lesson-cheversi-king-first-1-done = キングが最初です。ここからは、1手に1つずつ交互に駒を置きます。
lesson-cheversi-king-first-1-wrong = このレッスンでは、キングをe4に置いてください。
lesson-cheversi-touch-title = 駒に接する
lesson-cheversi-touch-1-say = どの駒からも遠いa1に、ルークを置いてみてください。
lesson-cheversi-touch-1-done = 置けません：新しい駒は必ず、盤上にある駒に接していなければなりません。
lesson-cheversi-touch-1-wrong = その駒はほかの駒に接しています。ルークをa1に置いてみてください。
lesson-cheversi-touch-2-say = 今度はルークをd3に置きましょう：キングと角どうしで接するのも、接していることになります。
lesson-cheversi-touch-2-done = 接するとは、周りの8マスのどれかにあることです。斜めも含みます。
lesson-cheversi-touch-2-wrong = そこではありません。ルークをd3に置いてください。
lesson-cheversi-score-title = 攻めるマスで得点
lesson-cheversi-score-1-say = 駒は攻める空きマス1つにつき1点です。ルークをe3かc4に：良い方に置いてください。
lesson-cheversi-score-1-done = e3のルークは空きマスを14攻めます。c4では、あなたのキングと黒のナイトにさえぎられます。
lesson-cheversi-score-1-wrong = 最善ではありません。e3とc4のルークが攻める空きマスを、それぞれ数えてみましょう。
lesson-cheversi-queen-call-title = クイーンの呼び出し
lesson-cheversi-queen-call-1-say = クイーンを置いてください。たとえばe5です。黒はまだクイーンを持っています。
lesson-cheversi-queen-call-1-done = クイーンの呼び出し：黒は今すぐクイーンを置かなければなりません。
lesson-cheversi-queen-call-1-wrong = それはクイーンではありません。クイーンを置いてください。
lesson-cheversi-bishops-title = 両方の色にビショップ
lesson-cheversi-bishops-1-say = 1つ目のビショップは明るいマスのd3にあります。2つ目を、同じく明るいe4に置いてみてください。
lesson-cheversi-bishops-1-done = 置けません：2つ目のビショップは、1つ目と違う色のマスに置かなければなりません。
lesson-cheversi-bishops-1-wrong = その手は置ける手でした。ビショップをe4に置いてみてください。
lesson-cheversi-bishops-2-say = 今度は暗いマス、たとえばe3に置いてください。
lesson-cheversi-bishops-2-done = 各色に1つずつ：2つのビショップで盤全体に届きます。
lesson-cheversi-bishops-2-wrong = 2つ目のビショップを暗いマス、たとえばe3に置いてください。
lesson-cheversi-last-king-title = 最後のキング
lesson-cheversi-last-king-1-say = あなたは黒で、残る駒はキングだけです。e5に置いてみてください。
lesson-cheversi-last-king-1-done = 置けません：黒のキングは最後に置き、白の最後の駒であるd3のルークに接しなければなりません。
lesson-cheversi-last-king-1-wrong = キングをe5に置いてみてください。
lesson-cheversi-last-king-2-say = 今度はd3の隣で、白のルーク2つをともにさえぎる点、e3に置いてください。
lesson-cheversi-last-king-2-done = キングが両方のルークの線をさえぎります：27対22で黒の勝ちです。
lesson-cheversi-last-king-2-wrong = そこでは白が勝ちます。2つのルークの線の間、e3を試してください。
