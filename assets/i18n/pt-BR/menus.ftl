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
