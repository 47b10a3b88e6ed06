text-empty = { $point } vazio
text-empty-run = { $from } a { $to } vazios
text-stone = { $point } { $colour }
text-piece = { $point } { $colour } { $piece }
text-row = Linha { $row }: { $points }.
text-column = Coluna { $column }: { $points }.
text-stones = { $colour }: { $count } no tabuleiro: { $points }.
text-no-stones = { $colour }: nada no tabuleiro.
text-turn = Vez de { $colour }.
text-over = A partida terminou.
text-score = { $first } { $a }, { $second } { $b }.
text-no-score = Não há pontuação até o fim da partida.
text-last = Último lance: { $colour } { $move }.
text-no-last = Nenhum lance ainda.
text-claims = { $colour }: pode conquistar { $rects }.
text-no-claims = { $colour }: nenhum retângulo a conquistar agora.
text-no-claims-here = Só o Rekushu tem conquistas.
text-hand = Na mão: { $sides }.
text-hand-side = { $colour } { $pieces }
text-hand-piece = { $piece } { $count }
text-hand-none = nada
text-no-hand-here = Só o Cheversi tem peças na mão.
text-help = Comandos: l o último lance, s a pontuação, t de quem é a vez, r e um número uma linha, c e uma letra uma coluna, um ponto e ? o que há nele (e5?), p e uma cor onde estão suas pedras. Ou digite um lance (e5).
text-help-rekushu = Comandos: l o último lance, s a pontuação, t de quem é a vez, r e um número uma linha, c e uma letra uma coluna, um ponto e ? o que há nele (e5?), p e uma cor onde estão suas pedras, claims os retângulos que você pode conquistar. Ou digite um lance (e5, ou c9/b5-c9 para conquistar b5-c9).
text-help-cheversi = Comandos: l o último lance, s a pontuação, t de quem é a vez, r e um número uma linha, c e uma letra uma coluna, uma casa e ? o que há nela (e5?), p e uma cor onde estão suas peças, hand as peças que ainda faltam colocar. Ou digite um lance (Qd4).
text-box-label = Lance ou comando (h para ajuda)
text-screen-title = Menu principal
text-screen-select = Escolher um jogo
text-screen-setup = Nova partida
text-screen-load = Partidas salvas
text-screen-settings = Configurações
text-screen-learn = Aprender
text-screen-online = Jogar online
text-screen-play = Partida
text-screen-end = Fim da partida
text-screen-paused = Pausa
text-button-previous = { $row }: anterior
text-button-next = { $row }: próximo
text-learn-game = Aprender { $game }
text-read-move = Lance
text-read-effects = Lance + efeitos
text-read-all = Tudo
text-panel = Painel do jogo
text-log = Avisos
text-unknown = "{ $input }" não é um comando nem um lance. Digite h para ver os comandos.
text-refused = Não permitido: { $why }.
text-wait = Não é a sua vez: vez de { $colour }.
text-sentence = { $facts }.
text-move = { $colour } { $move }
text-move-fills = { $count ->
        [one] mais uma preenchida: { $points }
       *[other] mais { $count } preenchidas: { $points }
    }
text-move-claim = conquista { $rect }, { $tiles ->
        [one] uma casa
       *[other] { $tiles } casas
    }
text-move-extra-turn = joga de novo
text-move-pass = { $colour }: passa
text-move-queen-call = { $colour }: deve colocar a Dama agora
text-move-over = a partida terminou
text-thinking = { $colour }: pensando…
text-list-separator = {", "}
text-fact-separator = {"; "}

text-help-more = Também: hint para o lance da IA, review para os lances marcados pela análise, m e um número para a marca desse lance.
text-no-hint = Sem dica aqui.
text-hint-asked = Procurando uma dica…
text-hint = Dica: { $move }, { $estimate }.
text-no-review = Ainda sem análise: analise primeiro a partida pelo painel.
text-judged = Lance { $number }, { $colour } { $move }: { $mark }.
text-judged-better = Lance { $number }, { $colour } { $move }: { $mark }; melhor { $best }.
text-mark-none = sem marca
text-review-marks = { $count ->
        [one] Um lance marcado
       *[other] { $count } lances marcados
    }: { $moves }.
text-review-mark = { $number } { $colour } { $move } { $mark }
text-review-none = A análise não marcou nenhum lance.
text-view-start = O início da partida.
text-view-move = Após o lance { $number }: { $colour } { $move }.
text-view-live = A partida como está.
