title-continue = Continuar
title-continue-about = { $game } { $size }x{ $size }, { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
title-continue-online = Continuar on-line
title-play = Jogar
title-play-online = Jogar on-line
title-load = Carregar
title-watch-ai = Assistir à IA
title-settings = Configurações
title-quit = Sair

colour-black = Pretas
colour-white = Brancas
colour-vert = Vertical
colour-horz = Horizontal

seat-human = Humano
seat-ai = IA nível { $level }
seat-coach = Treinador
seat-remote = Amigo on-line

select-title = Escolha um jogo
select-pitch-rekushu = conquiste retângulos, mas nunca espelhe duas vezes
select-pitch-rush = cerque o adversário para ganhar vezes extras
select-pitch-quadrex = ligue suas bordas; o tabuleiro se preenche sozinho
select-pitch-cheversi = ponha peças de xadrez para atacar o máximo de casas
select-learn = Aprender
menu-back = Voltar

setup-size = Tamanho do tabuleiro
setup-size-value = { $size } x { $size }
setup-swap = Regra da troca
setup-start = Começar
setup-rating = Sua pontuação contra a IA: { $rating } (± { $spread })
setup-rating-even = Sua pontuação contra a IA: { $rating } (± { $spread })  ·  o nível { $level } é um jogo equilibrado
setup-rating-none = Jogue contra a IA para ter uma pontuação aqui

pause-title = Pausa
pause-resume = Continuar
pause-restart = Recomeçar
pause-rules = Regras
pause-controls = Controles
pause-save = Salvar
pause-settings = Configurações
pause-resign = Desistir ({ $colour })
pause-finish = Terminar agora
pause-review = Analisar até aqui
pause-quit = Sair para o menu
pause-pad-gone = O controle de { $colour } foi desconectado: conecte-o de novo ou aperte A em outro controle.

learn-title = Aprender { $game }
learn-intro = Uma regra por lição, num tabuleiro pequeno. Depois uma partida e problemas.
learn-lesson = { $number }. { $title }
learn-lesson-done = { $number }. { $title }  (feita)
learn-final-game = Uma partida contra o nível 1 em { $size }x{ $size }
learn-final-game-won = Uma partida contra o nível 1 em { $size }x{ $size }  (vencida)
learn-no-puzzles = Ainda não há problemas para este jogo.
learn-puzzles = Problemas
learn-puzzles-yours = Problemas  ·  { $count } das suas partidas
learn-puzzle-stats = pontuação { $rating }  ·  { $solved } de { $total } resolvidos  ·  sequência { $streak } (melhor { $best })

join-press-a = Aperte A para entrar
join-keyboard = Teclado
join-pad = Controle

load-title = Partidas salvas
load-empty = Nenhuma partida salva ainda. Uma partida é salva após cada lance.
load-autosave = Salvamento automático
load-player = { $colour }: { $seat }
load-players = { $game } { $size }x{ $size } - { $first }, { $second }
load-state = { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    } - { $state } - { $when } UTC
load-unfinished = não terminada
load-unfinished-to-move = não terminada, vez das { $colour }
load-open = Abrir
load-delete = Apagar
load-delete-asked = Apagar?
load-yes = Sim
load-no = Não
load-newer = Mais novas
load-older = Mais antigas
load-page = página { $page } de { $pages }

online-title = Jogar on-line
online-intro = Jogue com um amigo em outra máquina: crie uma sala e envie o código, ou entre na dele.
online-new-room = Uma sala nova
online-new-room-about = Escolha o jogo, o tamanho e o seu lado; o outro lado é do seu amigo.
online-create = Criar uma sala
online-your-name = Seu nome: { $name }
online-server = Servidor: { $server }
online-choose-row = Escolha uma linha e digite.
online-join-room = Entrar numa sala
online-join = Entrar
online-retry = Tentar de novo

online-opening = Abrindo a partida...
online-connecting = Conectando ao servidor ({ $server })...
online-retrying = A conexão caiu: tentando de novo (tentativa { $attempt })...
online-offline = Off-line
online-waiting-friend = Esperando o outro jogador entrar: envie o código para ele
online-friend-away = { $name } está off-line: esperando a volta
online-problem-address = O endereço do servidor não serve: { $why }
online-problem-unreachable = Não foi possível alcançar o servidor ({ $why }).
online-problem-unknown-room = Essa sala não existe (ou acabou há muito tempo): { $why }.
online-problem-seat-lost = Este lugar não é mais seu: { $why }.
online-problem-room-full = Os dois lugares dessa sala estão ocupados.
online-problem-refused = O servidor recusou: { $why }.
online-problem-mismatch = Este Quartet não consegue acompanhar a partida do servidor: { $why }

store-saved-as = Salva como "{ $name }".
store-not-saved = A partida não foi salva: { $why }
store-not-deleted = A partida não foi apagada: { $why }.
store-language-not-fetched = Não foi possível baixar { $language }. Escolha de novo nas Configurações quando estiver on-line.
store-cannot-keep = Não é possível guardar as configurações nem as partidas salvas: { $why }
store-file-unreadable = { $file ->
        [settings] Não é possível ler as configurações: { $why }. O Quartet começa com as configurações padrão.
        [progress] Não é possível ler as lições concluídas e a pontuação dos problemas: { $why }. O Quartet começa sem lições concluídas.
       *[seats] Não é possível ler os lugares das suas partidas on-line: { $why }. O Quartet começa sem lugares reservados.
    }
store-file-set-aside = { $file ->
        [settings] As configurações em { $place } não podem ser usadas: { $why }. O Quartet começa com as configurações padrão; o arquivo fica guardado como { $kept }.
        [progress] As lições concluídas e a pontuação dos problemas em { $place } não podem ser usadas: { $why }. O Quartet começa sem lições concluídas; o arquivo fica guardado como { $kept }.
       *[seats] Os lugares das suas partidas on-line em { $place } não podem ser usados: { $why }. O Quartet começa sem lugares reservados; o arquivo fica guardado como { $kept }.
    }
store-file-not-set-aside = { $file ->
        [settings] As configurações em { $place } não podem ser usadas: { $why }. O Quartet começa com as configurações padrão; não foi possível separar o arquivo: { $error }.
        [progress] As lições concluídas e a pontuação dos problemas em { $place } não podem ser usadas: { $why }. O Quartet começa sem lições concluídas; não foi possível separar o arquivo: { $error }.
       *[seats] Os lugares das suas partidas on-line em { $place } não podem ser usados: { $why }. O Quartet começa sem lugares reservados; não foi possível separar o arquivo: { $error }.
    }
store-file-not-saved = { $file ->
        [settings] As configurações não foram salvas: { $why }
        [progress] As lições concluídas e a pontuação dos problemas não foram salvas: { $why }
       *[seats] Os lugares das suas partidas on-line não foram salvos: { $why }
    }
store-save-left-out = Uma partida salva foi deixada de fora: { $why }. Ela fica onde está.
store-save-set-aside = A partida salva { $place } não pode ser usada: { $why }. Ela fica de fora; o arquivo fica guardado como { $kept }.
store-save-not-set-aside = A partida salva { $place } não pode ser usada: { $why }. Ela fica de fora; não foi possível separar o arquivo: { $error }.
store-saves-not-listed = Não é possível listar as partidas salvas: { $why }.
store-not-opened = Não é possível abrir { $file }: { $why }. O arquivo fica como está.
store-play-not-used = O ?play= do endereço não é usado: { $why }
