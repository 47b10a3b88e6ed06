settings-title = Configurações
settings-back = Voltar
settings-language = Idioma
settings-view = Visão do tabuleiro
settings-animation = Animações
settings-palette = Cores
settings-legal = Mostrar lances permitidos
settings-coordinates = Mostrar coordenadas
settings-ui-scale = Tamanho da interface
settings-music = Volume da música
settings-effects = Volume dos efeitos
settings-sound = Som
settings-rumble = Vibração do controle
settings-confirm-taps = Tocar duas vezes para jogar
settings-vibrate = Vibrar ao jogar
settings-screen-reader = Modo leitor de tela
settings-read-per-move = Lido após um lance

settings-on = Sim
settings-off = Não
settings-muted = Mudo
settings-small-points = Pontos pequenos
settings-percent = { $value }%

animation-off = Nenhuma
animation-fast = Rápidas
animation-normal = Normais
animation-slow = Lentas

palette-standard = Padrão
palette-colour-blind = Para daltônicos
