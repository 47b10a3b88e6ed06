result-wins = Vitória: { $colour }
result-draw = Empate
result-resigned = { $colour }: desistência após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
result-decided = { $colour }: mais da metade do tabuleiro após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }; fim imediato
result-connected-vert = { $colour }: baixo e cima ligados após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
result-connected-horz = { $colour }: esquerda e direita ligadas após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
result-stuck = { $colour }: sem jogada permitida; contagem após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
result-no-placement = sem jogada permitida; contagem após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
result-board-full = O tabuleiro está cheio: pedras contadas após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
result-all-placed = Todas as peças colocadas: contagem após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
result-unit-tiles = casas
result-unit-stones = pedras
result-unit-points = pontos

end-rematch = Revanche
end-new-room = Sala nova
end-setup = Ajustar
end-menu = Menu
end-tip = Escolha um lance na lista para rever a partida.

# O painel ao lado do tabuleiro.
panel-thinking = pensando...
panel-game-over = Fim de jogo
panel-score = Placar
panel-score-line = { $first } { $first_score }  –  { $second_score } { $second }
panel-decided = { $colour }: mais da metade, partida decidida
panel-finish-tip = O resultado não pode mais mudar: termine a partida aqui
panel-not-here = Aqui não: { $reason }
panel-not-allowed = Não permitido: { $reason }
panel-tap-again = Toque em { $point } de novo para jogar aí
panel-redo = Refazer
panel-hint = Dica
panel-resign = Desistir
panel-rules = Regras
panel-menu = Menu
panel-heat-map = Mapa térmico
panel-heat-map-tip = Mostra no tabuleiro quanto da busca da dica ficou com cada lance
panel-view = Visão { $view }
panel-view-tip = Alterna a visão do tabuleiro (V); arraste com o botão direito para girar o tabuleiro 3D e use a roda para dar zoom
panel-sound-on = Com som
panel-sound-off = Sem som
panel-sound-tip = Liga ou desliga todo o som (M)
panel-save-as = Salvar como
panel-save-as-tip = Salva esta partida com um nome (ela aparece em Carregar)
panel-export = Exportar
panel-export-tip = A lista de lances, para copiar ou salvar num arquivo
panel-import = Importar
panel-import-tip = Abre uma lista de lances como uma nova partida
panel-swap = Trocar
panel-in-hand = Peças a colocar
panel-piece-stuck = { $piece }: nenhuma casa permitida
panel-hint-thinking = Dica: pensando...
panel-hint-win = vitória { $percent }%
panel-moves = Lances ({ $count })
panel-replay-speed = Velocidade da reprodução
panel-replay = Reproduzir
panel-pause = Pausar
panel-replay-tip = Reproduz os lances um após o outro (P)
panel-step-start = O início (Home)
panel-step-back = Voltar um lance (esquerda)
panel-step-on = Avançar um lance (direita)
panel-step-end = A última posição (End)
panel-line-from = linha a partir do lance { $move }
panel-after-move = após o lance { $move }
panel-move-tip = lance { $number } ({ $colour }): mostra a posição depois dele

# As peças do Cheversi.
piece-king = Rei
piece-queen = Dama
piece-rook = Torre
piece-bishop = Bispo
piece-knight = Cavalo

undo = Desfazer
undo-ask = Desfazer?
undo-withdraw = Retirar
undo-agree = Aceitar
undo-tip = Desfaz o último lance
undo-ask-tip = Pede ao outro jogador para deixar você desfazer o último lance
undo-withdraw-tip = Retira o seu pedido para desfazer o último lance
undo-agree-tip = Deixa o outro jogador desfazer o último lance
undo-off-tip = Não há nada que você possa desfazer agora

online-card-room = On-line · sala
online-card-copy-link = Copiar link
online-card-copy-code = Copiar código
online-card-link-copied = O link do convite está na área de transferência: { $link }
online-card-code-copied = O código da sala { $room } está na área de transferência.
online-seat-you = { $name } (você)
online-seat-online = { $name } · on-line
online-seat-offline = { $name } · off-line
online-seat-free = ainda sem jogador

sheet-game = Partida
sheet-moves = Lances
sheet-more = Mais
sheet-last-move = Último lance: { $move }
sheet-no-move = Nenhum lance ainda

replay-slow = Lenta
replay-normal = Normal
replay-fast = Rápida

rules-title = Regras de { $game }
rules-close = Fechar
rules-or-esc = ou aperte Esc

key-arrows = Setas
key-enter = Enter
key-esc = Esc
key-tab = Tab
key-page-up = PgUp
key-page-down = PgDn

control-move = mover
control-place = colocar
control-undo = desfazer
control-redo = refazer
control-hint = dica
control-menu = menu
control-legal = pontos permitidos
control-actions = ações, lances
control-view = 2D / 3D
control-sound = som
control-turn = girar o tabuleiro
control-zoom = zoom
control-piece = peça
control-next-claim = próximo retângulo (U pula)
control-claim = conquistar (B pula)
control-swap = trocar
control-finish = terminar
controls-or-keys = ou aperte Esc, Start ou B

learn-card-lesson = Lição { $number } de { $count }
learn-card-complete = Lição concluída.
learn-card-puzzle = Problema { $rating }  ·  você { $yours }  ·  sequência { $streak }
learn-card-hold-draw = Vez de { $colour }: encontre o lance que garante o empate.
learn-card-win-in = Vez de { $colour }: vença em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }.
learn-card-find-win = Vez de { $colour }: encontre o lance vencedor.
learn-card-hint = Dica: { $hint }
learn-card-rating = Pontuação { $rating } ({ $change })
learn-card-show-me = Me mostre
learn-card-show-me-tip = Joga por você o lance desta etapa (H)
learn-card-hint-tip = Uma dica: o problema passa a contar como errado na sua pontuação (H)
learn-card-retry = Tentar de novo
learn-card-retry-tip = Começa de novo
learn-card-next = Próximo
learn-card-next-tip = Para o próximo (Enter quando terminar)
learn-card-back-tip = As lições e os problemas deste jogo
learn-card-pad-keys = Norte: me mostre ou dica  ·  Sul: próximo, quando terminar  ·  Start: menu (Recomeçar)
learn-card-keys = H: me mostre ou dica  ·  Enter: próximo, quando terminar  ·  Esc: menu (Recomeçar)
learn-card-final = Partida final
learn-card-final-about = Vença o nível 1 em { $size }x{ $size }: tudo o que as lições ensinaram.
learn-card-to-lessons = Voltar às lições

review-start = Analisar a partida
review-start-tip = Onde a partida foi ganha e perdida: cada lance avaliado pela IA (R)
review-caption = Análise
review-progress = { $done } de { $total } posições
review-stop = Parar
review-stopped = interrompida em { $done } de { $total }
review-again = Analisar de novo
review-heat-map = Mapa térmico da análise
review-heat-map-tip = Onde a IA olhou na posição em que o lance mostrado foi jogado
review-next-mark = Próximo erro
review-next-mark-tip = O próximo lance marcado (ponto)
review-previous-mark = Erro anterior
review-previous-mark-tip = O lance marcado anterior (vírgula)
review-graph-tip = após o lance { $move }: primeiro jogador { $percent }%
review-filter-tip = Percorre só os lances marcados deste jogador (F)
review-accuracy-tip = Precisão (fórmula do Lichess)
review-chance-tip = { $mark }: a chance de vitória de quem jogou, antes e depois
review-points = Pontos esperados: { $before } → { $after }
review-points-tip = A margem final de pontos que a IA espera para quem jogou com o melhor lance e depois do lance jogado
review-better = Melhor:
review-line = Linha:
review-line-move = Lance { $number } da linha
review-line-move-tip = Mostra no tabuleiro a linha até este lance (↓ e ↑ avançam e voltam)
review-leave-line = Sair da linha
review-leave-line-tip = Volta ao lance jogado

mark-best = Melhor
mark-inaccuracy = Imprecisão
mark-mistake = Erro
mark-blunder = Erro grave
marks-best = Melhores lances
marks-inaccuracy = Imprecisões
marks-mistake = Erros
marks-blunder = Erros graves

files-export-title = Exportar a lista de lances
files-import-title = Importar uma lista de lances
files-name = Nome:
files-saved-as = Será salva como “{ $name }” na pasta de partidas salvas
files-cancel = Cancelar
files-copy = Copiar
files-copied = A lista de lances está na área de transferência.
files-save-file = Salvar num arquivo
files-download = Baixar
files-downloaded = A lista de lances foi baixada como { $name }.
files-not-downloaded = A lista de lances não foi baixada: { $error }
files-written = A lista de lances está em { $place }.
files-not-written = A lista de lances não foi gravada: { $error }
files-paste-or-path = Cole uma lista de lances (Ctrl+V) ou o caminho de um arquivo que tenha uma:
files-paste-or-open = Cole uma lista de lances (Ctrl+V) ou abra um arquivo que tenha uma:
files-open-file = Abrir um arquivo…
files-no-picker = Sem seletor de arquivos: { $error }
import-no-moves = Não há nenhum lance nela.
import-no-header = O cabeçalho "{ $header }" não indica jogo nem tamanho.
import-not-a-size = "{ $size }" não é um tamanho de tabuleiro como 9x9.
import-unknown-game = { $name } não é um jogo: escolha Rekushu, Rush, Quadrex ou Cheversi.
import-size-not-allowed = { $game } não é jogado em { $size }x{ $size }: seus tamanhos são { $allowed }.
import-bad-move = O lance { $number } ({ $move }) não pode ser jogado: { $why }
import-file = { $file }: { $error }

actions-title = Ações
actions-heat-map = Mapa térmico: { $state }
actions-view = Visão: { $view }
actions-moves-at = Lances: ◀ após { $move } de { $count } ▶
actions-moves-live = Lances: ◀ em andamento, { $count } ▶
actions-show-or-hint = Me mostre, ou a dica
actions-marked = Lances marcados: ◀ { $count } ▶
actions-line = Melhor linha: { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } ▶
actions-line-at = Melhor linha: ◀ { $move } de { $count } ▶
actions-choose = escolher
actions-close = fechar

undo-asked = { $colour }: pedido para desfazer o último lance
undo-answer = { $colour }:
undo-agree-key = aceitar
undo-refuse-key = recusar

hint-wins-in = vence em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
hint-wins = vence com o melhor jogo
hint-draw = empate com o melhor jogo
hint-lost = perdido com o melhor jogo

banner-passes-again = { $colour }: sem lance, passa mais de uma vez
banner-passes = { $colour }: sem lance, passa; { $other } joga de novo
banner-extra-turn = Vez extra: { $colour } joga de novo
