# As palavras de cada lição: o título e, para cada etapa, a tarefa (say), o que o treinador
# diz quando ela é feita (done) e depois de uma tentativa errada (wrong).
# Os lances em notação (c3, d4, Qd4, c9/b5-c9, swap) nunca são traduzidos.

## Rekushu

lesson-rekushu-place-title = Colocar pedras
lesson-rekushu-place-1-say = Você joga com as Pretas e começa. Coloque uma pedra em c3.
lesson-rekushu-place-1-done = As pedras vão onde as linhas se cruzam. Os quadrados entre as linhas são as casas que você vai conquistar.
lesson-rekushu-place-1-wrong = Esse ponto não: coloque a sua pedra em c3.
lesson-rekushu-claim-title = Conquiste um retângulo
lesson-rekushu-claim-1-say = Você tem três cantos de um retângulo. Coloque em d4 e conquiste b2-d4.
lesson-rekushu-claim-1-done = Quatro cantos seus e nada mais nele: as pedras saem e as 4 casas dele passam a ser suas.
lesson-rekushu-claim-1-wrong = Nenhuma conquista ainda. Coloque em d4 e depois conquiste o retângulo b2-d4.
lesson-rekushu-claimed-tiles-title = Terreno conquistado
lesson-rekushu-claimed-tiles-1-say = Tente c3: as quatro casas em volta dele já estão conquistadas.
lesson-rekushu-claimed-tiles-1-done = Recusado: uma pedra tem de tocar pelo menos uma casa não conquistada.
lesson-rekushu-claimed-tiles-1-wrong = Esse ponto toca uma casa não conquistada. Tente c3, no meio da sua conquista.
lesson-rekushu-claimed-tiles-2-say = Os cantos ficaram livres. d4 ainda toca casas não conquistadas: coloque uma pedra ali.
lesson-rekushu-claimed-tiles-2-done = O canto de uma conquista pode ser jogado de novo enquanto tocar uma casa não conquistada.
lesson-rekushu-claimed-tiles-2-wrong = Esse ponto não: coloque a sua pedra em d4.
lesson-rekushu-clear-title = Nada dentro
lesson-rekushu-clear-1-say = d4 fecharia b2-d4, mas a c3 das Brancas está dentro dele. Conquiste o outro retângulo.
lesson-rekushu-clear-1-done = Uma conquista exige os seus quatro cantos e nenhuma outra pedra nos lados ou dentro.
lesson-rekushu-clear-1-wrong = Isso não conquista nada. Coloque em e4 e conquiste e4-f6.
lesson-rekushu-mirror-title = A regra do espelho
lesson-rekushu-mirror-1-say = A sua e2 espelhou a b2 das Brancas da esquerda para a direita. Tente d5: ela espelha a c5 delas do mesmo jeito.
lesson-rekushu-mirror-1-done = Recusado: você não pode usar o mesmo espelho duas vezes seguidas.
lesson-rekushu-mirror-1-wrong = Esse lance era permitido. Tente d5, a c5 das Brancas espelhada da esquerda para a direita.
lesson-rekushu-mirror-2-say = Outro espelho pode: jogue em c2, a c5 das Brancas espelhada de cima para baixo.
lesson-rekushu-mirror-2-done = Permitido: só é proibido repetir o espelho do seu último lance.
lesson-rekushu-mirror-2-wrong = Esse não: jogue em c2.
lesson-rekushu-end-title = A última conquista
lesson-rekushu-end-1-say = Você joga com as Brancas: 6 casas contra 9 das Pretas. Coloque em f4 e conquiste toda a faixa de cima, a4-f6.
lesson-rekushu-end-1-done = Todas as casas estão conquistadas, então as Pretas não podem colocar: fim de jogo. 16 casas a 9, você vence.
lesson-rekushu-end-1-wrong = O jogo continua. Coloque em f4 e conquiste a4-f6.

## Rush

lesson-rush-place-title = Colocar pedras
lesson-rush-place-1-say = Você joga com as Pretas e começa. Coloque uma pedra em c3.
lesson-rush-place-1-done = As pedras vão nos pontos onde as linhas se cruzam. Agora jogam as Brancas.
lesson-rush-place-1-wrong = Esse ponto não: coloque a sua pedra em c3, no centro.
lesson-rush-place-2-say = Uma pedra pode tocar uma das suas. Jogue em c4.
lesson-rush-place-2-done = Um único vizinho seu é sempre permitido.
lesson-rush-place-2-wrong = Esse não: jogue em c4, logo acima da sua pedra.
lesson-rush-adjacency-title = Não tão perto
lesson-rush-adjacency-1-say = Tente c3: ele toca duas pedras suas e nenhuma das Brancas.
lesson-rush-adjacency-1-done = Recusado: um ponto que toca duas ou mais das suas e nenhuma das Brancas fica fechado para você.
lesson-rush-adjacency-1-wrong = Esse lance era permitido. Tente c3, entre as suas duas pedras.
lesson-rush-adjacency-2-say = Jogue em b4 no lugar: ele toca só uma das suas pedras.
lesson-rush-adjacency-2-done = Certo. Fique de olho nas Brancas: c3 está aberto para elas, pois toca as suas pedras.
lesson-rush-adjacency-2-wrong = Esse não: jogue em b4, acima da sua pedra em b3.
lesson-rush-extra-turn-title = A vez extra
lesson-rush-extra-turn-1-say = Jogue em c2: ele toca a sua pedra e a das Brancas.
lesson-rush-extra-turn-1-done = Dois ou mais vizinhos, um deles das Brancas: você joga de novo.
lesson-rush-extra-turn-1-wrong = Aí não há vez extra. Toque a sua pedra e a das Brancas ao mesmo tempo: c2.
lesson-rush-extra-turn-2-say = Ainda é a sua vez. Faça de novo: jogue em b3.
lesson-rush-extra-turn-2-done = As vezes extras se encadeiam: você joga mais uma vez.
lesson-rush-extra-turn-2-wrong = Aí não há vez extra. Tente b3: ele toca c3 e a b2 das Brancas.
lesson-rush-extra-turn-3-say = Agora jogue em e5: ele não toca nada, então a sua vez acaba.
lesson-rush-extra-turn-3-done = Menos de dois vizinhos: sem vez extra, e as Brancas jogam.
lesson-rush-extra-turn-3-wrong = Esse não: jogue em e5, no canto.
lesson-rush-pass-title = O passe forçado
lesson-rush-pass-1-say = Jogue em d1 para ganhar uma vez extra. Depois olhe: você ainda pode jogar em algum lugar?
lesson-rush-pass-1-done = Todos os pontos vazios tocam duas das suas e nenhuma das Brancas: você passa, e as Brancas os preenchem.
lesson-rush-pass-1-wrong = Isso encerrou a sua vez. Jogue em d1: ele toca c1 e a d2 das Brancas.
lesson-rush-score-title = Vence quem tiver mais pedras
lesson-rush-score-1-say = 11 pedras para cada um, restam três pontos. Ganhe uma vez extra para pegar dois deles.
lesson-rush-score-1-done = Uma vez extra: você pega mais um ponto.
lesson-rush-score-1-wrong = Isso encerra a sua vez, e as Brancas pegariam dois pontos. Tente e3.
lesson-rush-score-2-say = a2 está fechado para você, então jogue em a1.
lesson-rush-score-2-done = As Brancas pegam a2 e o tabuleiro fica cheio: 13 pedras a 12, você vence.
lesson-rush-score-2-wrong = Jogue em a1, o último ponto aberto para você.

## Quadrex

lesson-quadrex-connect-title = Ligue as suas bordas
lesson-quadrex-connect-1-say = Você é Vertical: ligue a linha de baixo à de cima. Preencha o buraco na sua cadeia.
lesson-quadrex-connect-1-done = Uma cadeia contínua de baixo até em cima: Vertical vence. Horizontal liga a esquerda à direita.
lesson-quadrex-connect-1-wrong = A sua cadeia ainda tem um buraco. Jogue em c3.
lesson-quadrex-cascade-title = A cascata
lesson-quadrex-cascade-1-say = Jogue em b3: aí b3 e c4, as duas suas, formam a diagonal de um quadrado.
lesson-quadrex-cascade-1-done = Peças suas numa diagonal, uma de Horizontal e um buraco na outra: o buraco fica seu, e os preenchimentos se encadeiam.
lesson-quadrex-cascade-1-wrong = Nada foi preenchido. Tente b3, na diagonal da sua c4.
lesson-quadrex-cascade-win-title = Vença por cascata
lesson-quadrex-cascade-win-1-say = A sua cadeia precisa de c3 e c4, mas um lance basta. Jogue em c3.
lesson-quadrex-cascade-win-1-done = c3 e d4 estão na mesma diagonal, então c4 se preencheu sozinha: a sua cadeia está completa.
lesson-quadrex-cascade-win-1-wrong = Ainda não há vitória. Jogue em c3 e deixe o quadrado c3-d4 preencher c4.
lesson-quadrex-block-title = Bloquear
lesson-quadrex-block-1-say = Horizontal só precisa de d5 para ligar a esquerda à direita. Bloqueie.
lesson-quadrex-block-1-done = Bloqueado: a linha de cima de Horizontal está cortada de vez.
lesson-quadrex-block-1-wrong = Agora Horizontal jogaria em d5 e venceria. Ocupe d5 você mesmo.
lesson-quadrex-swap-title = A troca
lesson-quadrex-swap-1-say = Você é Horizontal. Vertical abriu em b4. O seu primeiro lance pode ser uma troca (swap): aperte Trocar.
lesson-quadrex-swap-1-done = A peça de Vertical virou sua, espelhada na diagonal até d2. Vertical joga de novo.
lesson-quadrex-swap-1-wrong = Isso foi uma colocação. Desta vez, aperte Trocar.

## Cheversi

lesson-cheversi-king-first-title = Primeiro o Rei
lesson-cheversi-king-first-1-say = Você joga com as Brancas e coloca primeiro. A sua primeira peça é sempre o Rei: ponha-o em e4.
lesson-cheversi-king-first-1-done = O Rei vem primeiro. Agora cada lado coloca uma peça por vez.
lesson-cheversi-king-first-1-wrong = Nesta lição, ponha o Rei em e4.
lesson-cheversi-touch-title = Encoste numa peça
lesson-cheversi-touch-1-say = Tente uma Torre em a1, longe de todas as peças.
lesson-cheversi-touch-1-done = Recusado: toda peça nova tem de encostar numa peça que já esteja no tabuleiro.
lesson-cheversi-touch-1-wrong = Essa peça encosta nas outras. Tente uma Torre em a1.
lesson-cheversi-touch-2-say = Agora coloque a Torre em d3: canto com canto com o seu Rei também conta como encostar.
lesson-cheversi-touch-2-done = Encostar é estar em qualquer uma das 8 casas ao redor, diagonais incluídas.
lesson-cheversi-touch-2-wrong = Essa não: coloque uma Torre em d3.
lesson-cheversi-score-title = Casas atacadas pontuam
lesson-cheversi-score-1-say = Uma peça marca 1 ponto por casa vazia que ataca. Uma Torre em e3 ou em c4: jogue a melhor.
lesson-cheversi-score-1-done = De e3 a Torre ataca 14 casas vazias; em c4, o seu Rei e o Cavalo das Pretas a bloqueariam.
lesson-cheversi-score-1-wrong = Não é a melhor. Conte as casas vazias que uma Torre atacaria em e3 e em c4.
lesson-cheversi-queen-call-title = A chamada da Dama
lesson-cheversi-queen-call-1-say = Coloque a sua Dama, por exemplo em e5. As Pretas ainda têm a Dama delas na mão.
lesson-cheversi-queen-call-1-done = Chamada da Dama: as Pretas têm de colocar a Dama delas agora mesmo.
lesson-cheversi-queen-call-1-wrong = Essa não era a sua Dama. Coloque a Dama.
lesson-cheversi-bishops-title = Bispos nas duas cores
lesson-cheversi-bishops-1-say = O seu primeiro Bispo está em d3, uma casa clara. Tente o segundo em e4, também clara.
lesson-cheversi-bishops-1-done = Recusado: o seu segundo Bispo tem de ficar na outra cor.
lesson-cheversi-bishops-1-wrong = Esse lance era permitido. Tente um Bispo em e4.
lesson-cheversi-bishops-2-say = Agora coloque-o numa casa escura, como e3.
lesson-cheversi-bishops-2-done = Um Bispo em cada cor: juntos, eles alcançam o tabuleiro todo.
lesson-cheversi-bishops-2-wrong = Coloque o seu segundo Bispo numa casa escura, como e3.
lesson-cheversi-last-king-title = O último Rei
lesson-cheversi-last-king-1-say = Você joga com as Pretas e só resta o seu Rei. Tente colocá-lo em e5.
lesson-cheversi-last-king-1-done = Recusado: o Rei das Pretas vem por último e tem de encostar na última peça das Brancas, a Torre em d3.
lesson-cheversi-last-king-1-wrong = Tente o Rei em e5.
lesson-cheversi-last-king-2-say = Agora coloque-o ao lado de d3, onde ele bloqueia as duas Torres das Brancas: e3.
lesson-cheversi-last-king-2-done = O Rei corta as linhas das duas Torres: as Pretas vencem por 27 a 22.
lesson-cheversi-last-king-2-wrong = Dali as Brancas vencem. Tente e3, entre as linhas das duas Torres.
