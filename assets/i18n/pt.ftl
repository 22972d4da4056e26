# Portuguese. Every key here must also be in en.ftl (tests/i18n.rs checks).

## Lados e vez de jogar
side-south = Sul
side-north = Norte
your-turn = { $you ->
    [yes] É a sua vez! Escolha uma casa.
   *[no] { $side }, é a sua vez! Escolha uma casa.
  }
plays-next = { $you ->
    [yes] Agora é a sua vez: toque em “{ $button }”.
   *[no] Agora joga { $side }: toque em “{ $button }”.
  }
thinking = { $you ->
    [yes] Você está pensando…
   *[no] { $side } pensa…
  }
away = { $you ->
    [yes] Você está sem conexão…
   *[no] { $side }: sem conexão…
  }
sowing = { $you ->
    [yes] Você semeia…
   *[no] { $side } semeia…
  }
waiting = { $you ->
    [yes] Você espera
   *[no] { $side } espera
  }
score = { $seeds } no celeiro
taken-back = { $moves ->
    [one] A última jogada foi desfeita.
   *[other] As últimas { $moves } jogadas foram desfeitas.
  }
game-not-saved = Não guardada
offer-stop = { $you ->
    [yes] Você quer parar aqui. { $other }: toque em “{ $button }” para aceitar.
   *[no] { $other-you ->
        [yes] { $side } quer parar aqui. Toque em “{ $button }” para aceitar.
       *[no] { $side } quer parar aqui. { $other }: toque em “{ $button }” para aceitar.
    }
  }

## Dicas
hint-captures = Tente a casa { $pit }: ela captura { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
  }.
hint-protects = Tente a casa { $pit }: ela salva { $seeds ->
    [one] uma das suas sementes
   *[other] { $seeds } das suas sementes
  } da captura.
hint-feeds = Tente a casa { $pit }: o seu adversário não tem sementes, e assim ele recebe algumas.
hint-plain = Tente a casa { $pit }.

## O que uma jogada fez
sowed = { $you ->
    [yes] Você semeou
   *[no] { $side } semeou
  } { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
  } da casa { $pit }.
captured-one-pit = { $you ->
    [yes] Você capturou
   *[no] { $side } capturou
  } { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
  } da casa { $pit }!
captured-pits = { $you ->
    [yes] Você capturou
   *[no] { $side } capturou
  } { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
  } de { $pits ->
    [one] { $pits } casa
   *[other] { $pits } casas
  }!
grand-slam = Grand slam: nada é capturado.
cut-by-limit = O limite de captura só deixou levar { $taken } de { $chain ->
    [one] { $chain } casa
   *[other] { $chain } casas
  }.
nothing-over-limit = { $chain ->
    [one] { $chain } casa seguida passa
   *[other] { $chain } casas seguidas passam
  } do limite: nada é capturado.
must-feed = { $starving-you ->
    [yes] Você não tem sementes: { $mover } deve dar algumas a você.
   *[no] { $mover-you ->
        [yes] { $starving } não tem sementes: você deve dar algumas.
       *[no] { $starving } não tem sementes: { $mover }, você deve dar algumas.
    }
  }

## Modo de ensino
explain-first = A última semente fez { $seeds } na casa { $pit }: capturadas.
explain-next = Depois, a casa { $pit } tem { $seeds }: capturadas.
explain-grand-slam = { $seeds ->
    [one] Levar a única semente do adversário seria um grand slam, e um grand slam não captura nada.
   *[other] Levar todas as { $seeds } sementes do adversário seria um grand slam, e um grand slam não captura nada.
  }
explain-limit = { $taken ->
    [one] Só { $taken } casa pode ser capturada numa jogada: as outras ficam.
   *[other] Só { $taken } casas podem ser capturadas numa jogada: as outras ficam.
  }
explain-feeding = Regra de alimentar: quando o seu adversário não tem sementes, você deve jogar uma casa cujas sementes cheguem à fileira dele.
explain-grand-slam-rule = Regra do grand slam: uma jogada não pode levar todas as sementes da fileira do adversário.
preview = Casa { $pit }: { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
  }, a última cai em { $landing }.
preview-lap = Casa { $pit }: { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
  }, mais de uma volta: elas dão a volta e saltam a casa { $pit }.
memory-hold = Mantenha o dedo numa das suas casas para contar as sementes.
memory-count = A casa { $pit } tem { $seeds ->
    [0] zero sementes
    [one] { $seeds } semente
   *[other] { $seeds } sementes
  }.
memory-not-yours = Você só pode contar as suas próprias casas.

## Recusas
illegal-game-over = A partida acabou.
illegal-not-yours = A casa { $pit } é do seu adversário: escolha uma das suas casas.
illegal-empty = A casa { $pit } está vazia: escolha uma casa com sementes.
illegal-must-feed = O seu adversário não tem sementes: você deve dar algumas a ele. A casa { $pit } não chega até ele.
illegal-grand-slam = A casa { $pit } levaria todas as sementes do seu adversário, e isso não é permitido: escolha outra casa.

## O fim
winner = { $you ->
    [yes] Você ganhou!
   *[no] { $side } ganhou!
  }
loser = { $you ->
    [yes] Você jogou muito bem! Mais uma partida?
   *[no] { $side } perdeu.
  }
draw = Empate!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] Você não tem sementes e não pode receber nenhuma: { $taker } leva as sementes que sobraram.
   *[no] { $taker-you ->
        [yes] { $starving } não tem sementes e não pode receber nenhuma: você leva as sementes que sobraram.
       *[no] { $starving } não tem sementes e não pode receber nenhuma: { $taker } leva as sementes que sobraram.
    }
  }
end-majority = { $you ->
    [yes] Você tem mais da metade das sementes.
   *[no] { $side } tem mais da metade das sementes.
  }
end-majority-draw = Cada jogador tem metade das sementes.
end-few-seeds = Só restam poucas sementes no tabuleiro.
end-repetition = A mesma posição voltou: a partida poderia não acabar nunca.
end-no-capture = As sementes que sobraram já não podem fazer nenhuma captura.
end-agreement-own-side = Os jogadores combinaram parar; cada um levou as sementes da sua fileira.
end-agreement-split = Os jogadores combinaram parar e dividiram igualmente as sementes que sobraram.
share-question = Como dividir as sementes que sobraram no tabuleiro?
share-own-side = Cada um leva a sua fileira
share-split = Dividir igualmente
share-rule = { $choice } (a regra)
end-set-aside = Uma semente que sobra fica de lado.

## Séries
match-title = Melhor de { $games }
match-game-line = Partida { $number }: { $result }
match-game-draw = empate
match-game-won = { $you ->
    [yes] você ganhou
   *[no] { $side } ganhou
  }
match-score = Partidas ganhas: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] Você ganhou a série!
   *[no] { $side } ganhou a série!
  }
match-draw = A série terminou empatada.
match-next = { $you ->
    [yes] Você ganhou a última partida e começa a próxima.
   *[no] { $side } ganhou a última partida e começa a próxima.
  }
match-next-after-draw = { $you ->
    [yes] Depois de um empate, você começa a próxima partida.
   *[no] Depois de um empate, { $side } começa a próxima partida.
  }

## Botões
button-menu = Menu
button-undo = Desfazer
button-redo = Refazer
button-hint = Dica
hint-thinking = Procuro uma boa jogada…
button-agree = Vamos parar?
button-withdraw = Continuar
button-accept = Sim, parar
button-export = Exportar
button-moves = Jogadas
button-pause = Pausa
button-resume = Retomar
button-step = Avançar
button-play-again = Jogar de novo
button-next-game = Próxima partida
button-continue-match = Resultado
button-continue = Continuar a partida
button-new-game = Nova partida
button-rules = Regras
button-settings = Ajustes
button-import = Importar partida
button-quit = Sair
button-back = Voltar
button-quick-play = Jogar!
button-play = Jogar
new-game-sure = Toque de novo
new-game-why = A partida que está a jogar ainda não terminou: toque de novo em “Jogar” para a deixar e começar esta.
button-customise = Personalizar
button-save = Guardar
button-rename = Renomear
button-delete = Apagar
button-use = Usar estas regras

## Título
title = Awalé
subtitle = O oware da Costa do Marfim · regras: { $rules }

## Nova partida
new-game-title = Nova partida
label-mode = Jogadores
mode-two-players = Dois jogadores
mode-computer = Contra o computador
mode-demo = Computador contra computador
label-level = Nível do computador
label-computer-side = O computador joga
label-first = Quem começa
label-match = Partidas
match-single = Uma partida
match-best-of = Melhor de { $games }
label-preset = Regras
preset-abapa = Abapa (até o fim)
preset-tournament = Abapa (acaba com 25 sementes)
preset-awele = Awélé (sementes restantes divididas)
preset-egg-box = Caixa de ovos (para os mais novos)
player-person = Jogador
player-computer = Computador (nível { $level })
player-you = Você
player-1 = Jogador 1
player-2 = Jogador 2
name-for-south = Sul: a fileira de baixo
name-for-north = Norte: a fileira de cima
label-names = Nomes

## Personalizar
customise-title = Personalizar as regras
label-name = Nome (escreva aqui)
custom-name = Minhas regras
saved-preset = “{ $name }” foi guardado.
renamed-preset = Novo nome: “{ $name }”.
deleted-preset = “{ $name }” foi apagado.
not-saved = “{ $name }” não está guardado: guarde-o primeiro.
name-empty = Escreva um nome primeiro.
name-taken = “{ $name }” é um conjunto de regras do jogo: escolha outro nome.
option-seeds_per_pit = Sementes por casa
option-capture_counts = Números que capturam
option-capture_limit = Máximo de casas capturadas
option-capture_overflow = Cadeias mais longas capturam
option-grand_slam = Grand slam
option-end_majority = Terminar com maioria
option-end_seeds_left = Terminar com poucas sementes
option-end_on_repetition = Terminar se repetir
option-end_no_capture = Terminar sem captura possível
option-leftover = Sementes que sobram no fim
about-seeds_per_pit = Sementes em cada casa no começo, de 1 a 8.
about-capture_counts = A última semente faz 2 ou 3 (ou só 2) numa casa do adversário: capturadas.
about-capture_limit = Quantas casas uma jogada pode capturar, de 1 a 6 (6: sem limite).
about-capture_overflow = Quando a cadeia passa do limite: as últimas, ou nada.
about-grand_slam = Uma jogada que leva todas as sementes do adversário: não captura nada, ou não é permitida.
about-end_majority = A partida termina quando um jogador tem mais da metade das sementes.
about-end_seeds_left = A partida termina quando sobram essas sementes ou menos, de 0 (não) a 12.
about-end_on_repetition = A partida termina quando uma posição volta, assim nunca dura para sempre.
about-end_no_capture = A partida termina quando nenhuma sequência de jogadas consegue mais capturar, e as sementes que sobram são distribuídas.
about-leftover = Quem leva as sementes que ainda estão no tabuleiro quando a partida termina.
value-2-3 = 2 ou 3
value-2 = só 2
value-no-limit = sem limite
value-last = as últimas
value-none = nada
value-no-capture = não captura nada
value-forbidden = proibido
value-true = sim
value-false = não
value-off = não
value-split = divididas
value-own-side = cada um a sua fileira

## Ajustes
settings-title = Ajustes
language-en = English
language-fr = Français
label-language = Idioma
label-volume = Volume
volume-soft = Baixo
volume-medium = Médio
volume-loud = Alto
label-read-aloud = Ler em voz alta
label-sound = Som
label-speed = Velocidade da animação
label-counts = Número de sementes
label-north = Dois jogadores sentados
label-teaching = Modo de ensino
label-calm = Menos movimento
label-bigger = Botões e texto maiores
value-on = sim
speed-slow = lenta
speed-normal = normal
speed-fast = rápida
counts-shown = visível
counts-hidden = oculto (memória)
seating-auto = frente a frente com a tela na vertical
seating-side-by-side = lado a lado
seating-face-to-face = frente a frente

## Tela das regras
rules-title = Como jogar
rules-sowing = Semear: tire todas as sementes de uma das suas casas e coloque-as uma a uma nas casas seguintes, girando para a direita (A → F, depois a → f).
rules-laps = Voltas: com 12 sementes ou mais, você dá a volta ao tabuleiro inteiro; a casa que você esvaziou é saltada.
rules-capture = Capturar: se a sua última semente faz { $counts } numa casa do adversário, você as leva, e também as da casa anterior se ela tiver { $counts }, e assim por diante (no máximo { $limit ->
    [one] { $limit } casa
   *[other] { $limit } casas
  }).
rules-feeding = Alimentar: se o seu adversário não tem sementes, você deve jogar uma casa que lhe dê algumas.
rules-famine = Fome: se você não puder alimentá-lo, a partida termina e você leva as sementes que sobraram.
rules-grand-slam = Grand slam: uma jogada que levaria todas as sementes da fileira do adversário { $grand-slam ->
    [forbidden] não é permitida, a não ser que seja a única jogada; nesse caso, não captura nada
   *[other] não captura nada
  }.
rules-end = O fim: ganha o jogador com mais sementes no seu celeiro.{ $majority ->
    [true] { " " }A partida também termina quando um jogador tem mais da metade das sementes.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }Também termina quando uma posição volta.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Termina quando as sementes que sobram já não podem fazer nenhuma captura.
   *[other] {""}
  }
rules-in-force = Regras em uso: { $name }
rules-board = Casas do Sul: A B C D E F. As do Norte: a b c d e f.

## Arquivos
file-problem = { $file } { $why }. São usados os valores padrão; o arquivo foi guardado como { $kept }.
why-unreadable = não pôde ser lido
why-corrupt = está danificado
why-newer = foi escrito por uma versão mais nova do Awalé
save-failed = Não foi possível guardar { $file }: { $error }
another-window = O Awalé já está aberto noutra janela: os jogos desta não são guardados.
no-folder = este sistema não tem uma pasta de configuração para guardar
exported = Partida guardada na pasta de partidas como { $path } e, para o Aualé, { $ogn }.
import-title = Importar uma partida
import-help = Partidas (.txt, e .ogn do Aualé) nesta pasta:
import-none = Ainda não há partidas. Exporte uma partida, ou coloque nessa pasta um arquivo .txt ou um arquivo .ogn do Aualé.
import-open-file = Abrir um arquivo…
import-failed = { $file } não pode ser importado: { $error }
import-move = a jogada { $number } ({ $pit }) não pode ser feita: { $reason }
import-capture = a jogada { $number } ({ $pit }) captura { $actual }, mas a partida guardada diz { $recorded }
imported = { $file } foi importado.
import-left-out = { $file }: a linha principal foi mantida; { $comments ->
    [0] nenhum comentário
    [one] { $comments } comentário
   *[other] { $comments } comentários
  } e { $variations ->
    [0] nenhuma variante
    [one] { $variations } variante
   *[other] { $variations } variantes
  } ficaram de fora.
moves-title = Jogadas
moves-none = Ainda não há jogadas.

## Aprender: lições e desafios
button-learn = Aprender
button-next = Próximo
button-previous = Anterior
button-leave = Sair
button-end-review = Terminar revisão
button-review = Revisar
learn-title = Aprender
learn-lessons = Lições no tabuleiro
learn-puzzles = Encontre a jogada
learn-puzzles-about = Uma jogada é claramente a melhor. Você consegue encontrá-la?
puzzle-easy = Fácil
puzzle-medium = Médio
puzzle-hard = Difícil
puzzle-heading = Encontre a jogada · { $difficulty } · encontradas: { $solved }
puzzle-ask = É a sua vez. Aqui uma jogada é claramente a melhor: encontre-a!
puzzle-wrong = A casa { $pit } não é a melhor jogada aqui. Olhe para a casa que brilha e pense no motivo.
puzzle-try-again = A casa { $pit } não é a melhor jogada aqui. Tente de novo!
puzzle-try-again-captures = A casa { $pit } não é a melhor jogada aqui: depois, { $other } captura { $seeds }. Tente de novo!
puzzle-try-again-more = { $seeds ->
    [0] A casa { $pit } não é a melhor jogada aqui: ela não captura nada, e outra casa captura. Tente de novo!
   *[other] A casa { $pit } não é a melhor jogada aqui: ela captura { $seeds }, e outra casa captura mais. Tente de novo!
  }
puzzle-try-again-reply = A casa { $pit } não é a melhor jogada aqui: depois, { $other } responde { $reply } e fica na frente. Tente de novo!
puzzle-solved = É isso!
puzzle-why-save = Ela salva { $seeds } das suas sementes da captura.
puzzle-why-feed = Ela dá sementes ao Norte: sem elas, a partida terminaria.
puzzle-why-plan = Ainda não captura nada, mas prepara as próximas jogadas: qualquer outra casa deixa o Norte jogar melhor.
coach-lesson-heading = Lição { $number } de { $lessons }: { $title } · passo { $step } de { $steps }
coach-rules = Regras: { $preset } · { $options }
coach-try = Tente a casa { $pit }: ela brilha.
lesson-sowing = Semear
lesson-sowing-1-ask = Toque na casa C. As 4 sementes dela são tiradas e semeadas uma a uma nas casas seguintes.
lesson-sowing-1-wrong = Essa é a casa { $pit }. Procure a casa { $right }: ela brilha.
lesson-sowing-1-done = Cada casa depois da C recebeu uma semente: D, E, F e a.
lesson-sowing-2-ask = A semeadura continua na fileira do seu adversário. Toque na casa F.
lesson-sowing-2-wrong = É a casa { $right }: as sementes dela vão para a fileira do seu adversário.
lesson-sowing-2-done = As 4 sementes da F caíram nas casas a, b, c e d: as casas do seu adversário.
lesson-laps = Voltas
lesson-laps-1-ask = A casa C tem 11 sementes. Toque na C: as sementes dão a volta inteira ao tabuleiro.
lesson-laps-1-wrong = Toque na casa { $right }, a que tem 11 sementes.
lesson-laps-1-done = 11 sementes, uma em cada uma das outras 11 casas: a C fica vazia.
lesson-laps-2-ask = Agora a C tem 12 sementes: mais de uma volta. Toque na C e veja: a própria C é saltada.
lesson-laps-2-wrong = Toque na casa { $right }, a que tem 12 sementes.
lesson-laps-2-done = A semente número 12 saltou a C e caiu na D: a casa que você esvazia nunca recebe sementes.
lesson-capture = Capturar
lesson-capture-1-ask = Quando a sua última semente faz 2 ou 3 na fileira do seu adversário, você as captura. A casa a tem 1 semente. Toque na F.
lesson-capture-1-wrong = A casa { $pit } não termina na casa a. A F tem 1 semente: ela cai na casa a.
lesson-capture-1-done = A casa a tinha 2 sementes: elas foram para o seu celeiro!
lesson-capture-2-ask = Agora a casa a tem 2 sementes. Qual casa faz 3 ali? Encontre-a.
lesson-capture-2-wrong = A última semente da casa { $pit } não cai na casa a. Conte as sementes: a casa { $right } consegue.
lesson-capture-2-done = 3 sementes: capturadas também.
lesson-chain = Uma cadeia de capturas
lesson-chain-1-ask = Depois de uma captura, olhe para a casa anterior: se ela tiver 2 ou 3, também são capturadas, e assim por diante. Toque na E.
lesson-chain-1-wrong = Tente a casa { $right }: as 4 sementes dela terminam na casa c.
lesson-chain-1-done = c, depois b, depois a: 7 sementes numa só jogada!
lesson-krou = Um krou
lesson-krou-1-ask = A casa E tem 17 sementes: é um krou. As sementes dela dão mais de uma volta. Toque na E.
lesson-krou-1-wrong = Toque na casa { $right }, a pilha grande de 17.
lesson-krou-1-done = A segunda volta fez 2 e 3: 11 sementes em 5 casas, como no exemplo clássico das regras do awélé.
lesson-feeding = Alimentar e a fome
lesson-feeding-1-ask = O seu adversário não tem mais sementes. Você deve dar algumas a ele: escolha uma casa cujas sementes cheguem à fileira dele.
lesson-feeding-1-wrong = A casa { $pit } não chega até ele. A casa { $right } chega.
lesson-feeding-1-done = O seu adversário tem sementes de novo: alimentar faz a partida continuar.
lesson-feeding-2-ask = O seu adversário só tem uma semente. Jogue por ele: toque na casa f.
lesson-feeding-2-wrong = Toque na casa { $right }, a última semente do seu adversário.
lesson-feeding-2-done = Agora o seu adversário não tem sementes e nenhuma das suas casas chega até ele: isso é a fome. A partida termina, e cada jogador leva as sementes da sua fileira.
lesson-grand-slam = O grand slam
lesson-grand-slam-1-ask = A casa F levaria todas as sementes do seu adversário: isso é um grand slam. Toque na F para ver o que estas regras dizem.
lesson-grand-slam-1-wrong = Toque na casa { $right } para tentar o grand slam.
lesson-grand-slam-1-done = Aqui, um grand slam não captura nada: as sementes ficam no tabuleiro.
lesson-grand-slam-2-ask = Com as regras do awélé, o grand slam não é permitido. Escolha uma casa que deixe algumas sementes para o seu adversário.
lesson-grand-slam-2-wrong = Não é a casa { $pit }: escolha uma casa que brilha.
lesson-grand-slam-2-done = Certo: o seu adversário fica com as sementes dele, e a partida continua.
lesson-end = Como a partida termina
lesson-end-1-ask = Você tem 23 sementes no celeiro. Quem tem mais de 24 das 48 sementes ganha. Capture 2 para ganhar: toque na F.
lesson-end-1-wrong = A casa { $pit } não captura nada. A casa { $right } cai na casa a e faz 2.
lesson-end-1-done = 25 sementes: mais da metade. Você ganhou! A partida acabou: cada jogador leva as sementes que sobraram na fileira dele, e o seu celeiro mostra { $store }. Uma partida também termina pela fome, quando uma posição volta, ou quando os jogadores combinam parar.

## Revisão
review-heading = Revisão · jogada { $number } de { $moves }
review-thinking = O computador analisa a partida… { $done } de { $total }
review-graph = Quem estava à frente, jogada a jogada: a barra clara é o tabuleiro mostrado.
review-ahead = { $you ->
    [yes] Você estava à frente
   *[no] { $side } estava à frente
  }
review-end = Fim da partida. Toque em “Anterior” para voltar, ou em “Terminar revisão”.
review-played = { $you ->
    [yes] Aqui você jogou { $pit }.
   *[no] Aqui { $side } jogou { $pit }.
  }
review-best = { $you ->
    [yes] Aqui você jogou { $pit }: a melhor jogada.
   *[no] Aqui { $side } jogou { $pit }: a melhor jogada.
  }
review-good = { $you ->
    [yes] Aqui você jogou { $pit }: uma boa jogada.
   *[no] Aqui { $side } jogou { $pit }: uma boa jogada.
  }
review-gives = { $you ->
    [yes] Aqui você jogou { $pit }. Isso deixou { $other } capturar { $seeds }: { $best } teria sido melhor.
   *[no] { $other-you ->
        [yes] Aqui { $side } jogou { $pit }. Isso deixou você capturar { $seeds }: { $best } teria sido melhor.
       *[no] Aqui { $side } jogou { $pit }. Isso deixou { $other } capturar { $seeds }: { $best } teria sido melhor.
    }
  }
review-captures = { $you ->
    [yes] Aqui você jogou { $pit }. { $best } teria sido melhor: captura { $seeds }.
   *[no] Aqui { $side } jogou { $pit }. { $best } teria sido melhor: captura { $seeds }.
  }
review-better = { $you ->
    [yes] Aqui você jogou { $pit }. { $best } teria sido melhor, por cerca de
   *[no] Aqui { $side } jogou { $pit }. { $best } teria sido melhor, por cerca de
  } { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
  }.
review-inaccuracy = Um pequeno deslize.
review-mistake = Um erro.
review-blunder = Um erro grave!

## Elogios
praise-1 = Muito bem!
praise-2 = Ótimo, você acertou!
praise-3 = Parabéns!
praise-4 = Isso mesmo!
cheer-you-win = Você venceu o computador: muito bem!
cheer-you-lose = Boa tentativa! Cada partida ensina alguma coisa: vamos jogar de novo?
cheer-draw = Empate: bem jogado, vocês dois!
cheer-winner = { $you ->
    [yes] Parabéns! Bem jogado, vocês dois.
   *[no] Parabéns, { $side }! Bem jogado, vocês dois.
  }

## Two devices
button-two-devices = Dois aparelhos
online-title = Jogar em dois aparelhos
button-make-room = Criar uma sala
button-join-room = Entrar numa sala
button-join = Jogar
button-watch = Assistir
button-erase = Apagar
online-about = Um aparelho cria uma sala; o outro toca nas mesmas três figuras.
online-server-none = Ainda não há servidor: inicie o awale-server num computador desta rede e depois escreva o endereço dele no campo acima.
online-server = Servidor: { $address }
online-connecting = Conectando…
online-your-code = A sua sala. No outro aparelho, toque nestas três figuras:
online-waiting-other = Esperando o outro jogador…
online-tap-code = Toque nas três figuras da sala:
online-type-code = Ou digite as palavras ou os números:
online-refused = O servidor recusou: { $why }
online-away = O aparelho de { $name } não está conectado: esperando…
online-lost = Conexão perdida: tentando de novo…
online-back = Conectado de novo.
online-undo-asked = { $name } pede para desfazer a sua última jogada: toque em “Desfazer” para aceitar.
online-undo-sent = Você perguntou a { $name } se pode desfazer a sua última jogada.
online-tap-dropped = A partida continuou enquanto você estava fora: escolha de novo.
online-watching = Assistindo a { $south } e { $north }
label-server = O computador da turma ou um servidor de jogo
about-server = O endereço, tal como aparece na janela dele: por exemplo 192.168.1.20:7878.
button-rejoin = Voltar à partida

# Who is playing, and the friend
player-friend = Amigo
title-hello = Olá, { $name }!
who-title = Quem está jogando?
who-animal = Toque no seu animal
who-name = O seu nome (se quiser)
who-change = Mudar
who-done = Pronto
who-rename = Renomear
who-remove = Remover
who-sure = Toque outra vez para remover
who-add = Adicionar uma criança
friend-noticed-protected = Você protegeu bem as suas casas!
friend-noticed-chain = Cuidado com as capturas em cadeia: experimente a lição { $number }!

# O que um leitor de ecrã diz do tabuleiro.
page-previous = Página anterior
page-next = Página seguinte
access-board = O tabuleiro
access-pit = Casa { $pit }, { $you ->
    [yes] tua
   *[no] de { $side }
  }
access-seeds = { $seeds ->
    [0] vazia
    [one] 1 semente
   *[other] { $seeds } sementes
  }
access-playable = pode ser jogada
access-store = { $you ->
    [yes] O teu celeiro
   *[no] Celeiro de { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = A página do professor
class-login-class = Turma
class-login-password = Senha
class-login-button = Entrar
class-login-wrong = Esta turma e esta senha não combinam.
class-login-wait = Tentativas demais: espere { $seconds } s e tente de novo.
class-make-heading = Criar uma turma
class-make-explain = Este computador guarda a turma: os nomes das crianças e o progresso delas ficam nele.
class-make-name = O nome da turma
class-make-password = A senha do professor (pelo menos { $length } caracteres)
class-make-again = A senha de novo
class-make-button = Criar a turma
class-make-local = Uma turma é criada no computador da turma, no endereço de configuração que o awale-server mostrou ao iniciar (http://localhost:7878/class/make?setup=…), ou com o comando awale-server class new NOME.
class-make-differ = As duas senhas são diferentes.
class-make-short = A senha é curta demais.
class-make-taken = Já existe uma turma com este nome.
class-logout = Sair
class-code = O código da turma, que cada tablet pede uma só vez:
class-children = As crianças
class-child-name = Nome
class-child-animal = Animal
class-child-add = Adicionar
class-child-rename = Salvar
class-child-bad = Um nome de 1 a 24 letras e um animal, por favor.
class-child-remove = Remover com todos os dados
class-child-remove-ask = Remover { $name } e tudo o que fez, para sempre?
class-full = Esta turma está cheia.
class-lessons = Lições
class-puzzles = Desafios
class-games-friend = Contra o amigo computador
class-games-classmates = Contra os colegas
class-rating = O nível do amigo (500 no início)
class-last-seen = Última visita
class-never = nunca
class-stars = Estrelas
class-missed = Desafios errados recentemente
class-cards = Imprimir os cartões
class-export = Exportar (CSV)
class-csv-name = Nome
class-csv-animal = Animal
class-csv-puzzles-solved = Problemas resolvidos
class-csv-puzzles-tried = Problemas tentados
class-csv-friend-won = Vitórias contra o amigo computador
class-csv-friend-drawn = Empates contra o amigo computador
class-csv-friend-lost = Derrotas contra o amigo computador
class-csv-classmates-won = Vitórias contra colegas
class-csv-classmates-drawn = Empates contra colegas
class-csv-classmates-lost = Derrotas contra colegas
class-secrets-on = Cada criança entra com o seu segredo em figuras.
class-secrets-off = Cada criança entra tocando no seu animal.
class-secrets-turn-on = Pedir segredos em figuras
class-secrets-turn-off = Sem segredos em figuras
class-secret-new = Um novo segredo em figuras
class-secret = Segredo em figuras
class-now = A turma agora
class-now-none = Nenhuma partida em andamento.
class-card-scan = escaneie para jogar
class-no-children = Ainda não há crianças: adicione a primeira aqui embaixo.
class-back = Voltar à turma
class-wdl = { $won ->
    [one] { $won } vencida
   *[other] { $won } vencidas
  }, { $drawn ->
    [one] { $drawn } empatada
   *[other] { $drawn } empatadas
  }, { $lost ->
    [one] { $lost } perdida
   *[other] { $lost } perdidas
  }
class-puzzle-level = Nível { $level }: { $solved } de { $tried }
class-csrf = Este formulário está desatualizado: abra a página de novo.
class-secret-tried = Tentativas erradas com as figuras de { $name }: { $count }.
class-secret-let-in = Deixar { $name } entrar de novo
class-cards-address = Os códigos QR abrem { $address }: o endereço que os tablets da turma usam.
class-cards-other = Os tablets da turma usam outra rede? Imprima os cartões para:
class-cards-alone = Atenção: estes códigos QR abrem { $address }, um endereço que só este computador consegue alcançar. Um tablet que os leia não vai encontrar a turma. Inicie o servidor para a rede da turma (awale-server --bind 0.0.0.0), abra esta página no endereço de rede que ele mostrar e depois imprima os cartões.
class-animal-taken = { $name } já tem este animal: escolha outro, para que cada criança encontre o seu de relance.
class-delete-heading = Apagar a turma
class-delete-explain = No fim do ano: a turma, as crianças, o progresso delas e as partidas da turma são apagados deste computador para sempre. Exporte a turma antes para guardar o progresso.
class-delete-type = Digite o nome da turma, { $name }, para apagá-la
class-delete-button = Apagar a turma para sempre
class-delete-mistyped = O nome digitado não é o da turma: nada foi apagado.
class-unauthorized = Entre primeiro.
class-not-found = Esta criança não está nesta turma.
class-store = Não é possível acessar a turma agora: tente de novo daqui a pouco.
class-tournament = Torneio da turma
class-tournament-who = Quem joga? As crianças com o tablet ligado estão marcadas.
class-tournament-games = Cada mesa joga
class-tournament-one = uma partida
class-tournament-three = melhor de três
class-tournament-rules = Regras
class-tournament-start = Começar o torneio
class-tournament-round = Rodada { $round } de { $rounds }
class-tournament-paused = em pausa
class-tournament-screen = Abrir a tela da turma
class-tournament-pause = Pausa
class-tournament-go-on = Retomar
class-tournament-end-round = Encerrar esta rodada
class-tournament-end = Encerrar o torneio
class-tournament-end-ask = Terminar o torneio agora? Os jogos ainda a decorrer acabam empatados e a classificação fica definitiva.
class-tournament-table = Mesa
class-tournament-games-played = Partidas
class-tournament-bye = descansa nesta rodada (conta como vitória)
class-tournament-playing = em andamento…
class-tournament-drawn = empate
class-tournament-standings = Classificação
class-tournament-points = Pontos
class-tournament-wdl = Vencidas – empatadas – perdidas
class-tournament-tie-break = Desempate (pontos dos adversários)
class-tournament-present = Quem está aqui
class-tournament-here = aqui
class-tournament-away = saiu
class-tournament-running = Há um torneio em andamento: encerre-o primeiro.
class-tournament-too-few = Marque duas crianças ou mais.
class-tournament-refused = Isso não pode ser feito agora.
class-screen-none = Ainda não há torneio: comece um na página do professor.
class-screen-over = o torneio terminou
class-screen-games = Partidas em andamento
class-screen-watch = Assistir a esta partida
class-screen-results = Últimos resultados
class-screen-no-game = Esta partida não faz parte do torneio.
class-vote = A turma contra o computador
class-vote-explain = O projetor mostra um só tabuleiro; cada criança toca no seu tablet a casa que jogaria; a casa mais votada é jogada.
class-vote-level = O nível do computador
class-vote-countdown = Tempo para votar
class-vote-seconds = { $seconds } s
class-vote-first = Quem começa
class-vote-first-class = a turma
class-vote-first-computer = o computador
class-vote-start = Começar a partida
class-vote-open = Abrir o tabuleiro no projetor
class-vote-end = Encerrar a partida
class-vote-running = A turma já está jogando contra o computador: encerre essa partida primeiro.
class-simul = Você contra várias crianças ao mesmo tempo
class-simul-who = Quem joga contra o professor? Cada criança joga no seu tablet; você joga em cada tabuleiro a partir desta página.
class-simul-start = Começar as partidas
class-simul-open = Abrir meus tabuleiros
class-simul-end = Encerrar as partidas
class-simul-teacher = O professor
class-simul-running = As partidas simultâneas estão em andamento: encerre-as primeiro.
class-simul-waiting = Tabuleiros esperando a sua jogada: { $count } de { $boards }
class-simul-your-move = Sua vez
class-simul-sow = Semear da casa { $pit }
vote-class = A turma
vote-computer = O computador
vote-class-said = a turma
vote-computer-said = o computador
vote-your-turn = É a vez da turma: toquem na sua casa! { $seconds } s
vote-thinking = O computador está pensando…
vote-voted = { $count } de { $here } votaram
vote-tie = Empate: entre as casas mais votadas, o computador sugere { $pit }.
vote-reply = O computador respondeu { $pit }.
vote-over-class = A turma venceu!
vote-over-computer = Desta vez o computador venceu.
vote-over-draw = Empate!
vote-ended = O professor encerrou a partida.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = Minha turma
class-tablet-which = Qual turma?
class-tablet-tap-code = Toque nas quatro figuras da sua turma
class-tablet-who = Encontre o seu animal e toque nele
class-tablet-again = A tua sessão terminou: toca outra vez no teu animal.
class-tablet-secret = Toque nas suas três figuras secretas
class-tablet-away = O computador da turma não responde. Tente de novo daqui a pouco.
class-tablet-no-class = Nenhuma turma tem estas figuras.
class-tablet-wrong-secret = Estas não são as suas figuras. Tente de novo!
class-tablet-other = Outra turma
class-tablet-waiting = Um momento…
class-tablet-no-server = Primeiro escreva o endereço do computador da turma na tela “Dois aparelhos”.
tournament-title = Torneio · rodada { $round }
tournament-table = Mesa { $table }
tournament-play = Jogar
tournament-bye = Você descansa nesta rodada: conta como vitória!
tournament-wait = Bem jogado! Espere a próxima rodada.
tournament-paused = O professor pausou o torneio.
tournament-over = O torneio terminou. Você é o número { $place }!
tournament-away = Diga ao professor que você voltou.
vote-tap = A turma joga contra o computador: toque na casa que você jogaria!
vote-you-chose = Você escolheu { $pit }. Espere os outros…
vote-praise = A turma jogou a sua casa!
vote-wait = O computador está pensando…
simul-play = Jogue contra o seu professor!

## As figuras (os animais das crianças e os códigos das salas), como um leitor de tela as diz.
picture-ant = Formiga
picture-bee = Abelha
picture-cat = Gato
picture-cow = Vaca
picture-dog = Cachorro
picture-duck = Pato
picture-elephant = Elefante
picture-fish = Peixe
picture-fox = Raposa
picture-frog = Sapo
picture-giraffe = Girafa
picture-goat = Cabra
picture-hen = Galinha
picture-horse = Cavalo
picture-lion = Leão
picture-monkey = Macaco
picture-owl = Coruja
picture-rabbit = Coelho
picture-snail = Caracol
picture-turtle = Tartaruga
picture-zebra = Zebra
picture-apple = Maçã
picture-banana = Banana
picture-cherry = Cereja
picture-coconut = Coco
picture-grapes = Uva
picture-lemon = Limão
picture-mango = Manga
picture-pear = Pera
picture-pineapple = Abacaxi

## Os outros animais que as crianças de uma turma podem ter, além das figuras acima (src/net/animals.rs).
picture-mouse = Ratinho
picture-bear = Urso
picture-panda = Panda
picture-koala = Coala
picture-tiger = Tigre
picture-pig = Porco
picture-sheep = Ovelha
picture-camel = Camelo
picture-kangaroo = Canguru
picture-hedgehog = Ouriço
picture-bat = Morcego
picture-penguin = Pinguim
picture-parrot = Papagaio
picture-flamingo = Flamingo
picture-crocodile = Crocodilo
picture-snake = Cobra
picture-lizard = Lagarto
picture-octopus = Polvo
picture-crab = Caranguejo
picture-dolphin = Golfinho
picture-whale = Baleia
picture-shark = Tubarão
picture-butterfly = Borboleta
picture-ladybird = Joaninha
picture-spider = Aranha
picture-rhino = Rinoceronte
picture-hippo = Hipopótamo
picture-gorilla = Gorila
picture-leopard = Leopardo
picture-deer = Cervo
picture-sloth = Bicho-preguiça
picture-otter = Lontra
picture-swan = Cisne
picture-peacock = Pavão
picture-unicorn = Unicórnio
picture-wolf = Lobo
picture-eagle = Águia
picture-dinosaur = Dinossauro
picture-caterpillar = Lagarta
