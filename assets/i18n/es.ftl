# Spanish. Every key here must also be in en.ftl (tests/i18n.rs checks).

## Lados y turnos
side-south = Sur
side-north = Norte
your-turn = { $you ->
    [yes] ¡Te toca! Elige un hoyo.
   *[no] { $side }, ¡te toca! Elige un hoyo.
  }
plays-next = { $you ->
    [yes] Ahora juegas tú: pulsa «{ $button }».
   *[no] Ahora juega { $side }: pulsa «{ $button }».
  }
thinking = { $you ->
    [yes] Estás pensando…
   *[no] { $side } está pensando…
  }
away = { $you ->
    [yes] Estás sin conexión…
   *[no] { $side }: sin conexión…
  }
sowing = { $you ->
    [yes] Estás sembrando…
   *[no] { $side } está sembrando…
  }
waiting = { $you ->
    [yes] Tú esperas
   *[no] { $side } espera
  }
score = { $seeds } en el granero
taken-back = { $moves ->
    [one] Se deshizo la última jugada.
   *[other] Se deshicieron las últimas { $moves } jugadas.
  }
game-not-saved = Sin guardar
offer-stop = { $you ->
    [yes] Quieres parar aquí. { $other }: pulsa «{ $button }» para aceptar.
   *[no] { $other-you ->
        [yes] { $side } quiere parar aquí. Pulsa «{ $button }» para aceptar.
       *[no] { $side } quiere parar aquí. { $other }: pulsa «{ $button }» para aceptar.
    }
  }

## Pistas
hint-captures = Prueba el hoyo { $pit }: captura { $seeds ->
    [one] 1 semilla
   *[other] { $seeds } semillas
  }.
hint-protects = Prueba el hoyo { $pit }: salva { $seeds ->
    [one] una de tus semillas
   *[other] { $seeds } de tus semillas
  } de la captura.
hint-feeds = Prueba el hoyo { $pit }: tu rival no tiene semillas, y así le das algunas.
hint-plain = Prueba el hoyo { $pit }.

## Lo que hizo una jugada
sowed = { $you ->
    [yes] Sembraste
   *[no] { $side } sembró
  } { $seeds ->
    [one] 1 semilla
   *[other] { $seeds } semillas
  } del hoyo { $pit }.
captured-one-pit = { $you ->
    [yes] ¡Capturaste
   *[no] ¡{ $side } capturó
  } { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
  } del hoyo { $pit }!
captured-pits = { $you ->
    [yes] ¡Capturaste
   *[no] ¡{ $side } capturó
  } { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
  } de { $pits ->
    [one] { $pits } hoyo
   *[other] { $pits } hoyos
  }!
grand-slam = Gran slam: no se captura nada.
cut-by-limit = El límite de captura solo tomó { $taken } de { $chain ->
    [one] { $chain } hoyo
   *[other] { $chain } hoyos
  }.
nothing-over-limit = { $chain ->
    [one] { $chain } hoyo seguido supera
   *[other] { $chain } hoyos seguidos superan
  } el límite: no se captura nada.
must-feed = { $starving-you ->
    [yes] No tienes semillas: { $mover } tiene que darte algunas.
   *[no] { $mover-you ->
        [yes] { $starving } no tiene semillas: tienes que darle algunas.
       *[no] { $starving } no tiene semillas: { $mover }, tienes que darle algunas.
    }
  }

## Modo aprendizaje
explain-first = La última semilla dejó { $seeds } en el hoyo { $pit }: capturadas.
explain-next = Luego el hoyo { $pit } tiene { $seeds }: capturadas.
explain-grand-slam = { $seeds ->
    [one] Llevarse la única semilla del rival sería un gran slam, y un gran slam no captura nada.
   *[other] Llevarse las { $seeds } semillas del rival sería un gran slam, y un gran slam no captura nada.
  }
explain-limit = { $taken ->
    [one] Solo se puede capturar { $taken } hoyo en una jugada: los demás se quedan.
   *[other] Solo se pueden capturar { $taken } hoyos en una jugada: los demás se quedan.
  }
explain-feeding = Regla de alimentar: cuando tu rival no tiene semillas, tienes que jugar un hoyo cuyas semillas lleguen a su fila.
explain-grand-slam-rule = Regla del gran slam: una jugada no puede llevarse todas las semillas de la fila del rival.
preview = Hoyo { $pit }: { $seeds ->
    [one] 1 semilla
   *[other] { $seeds } semillas
  }, la última cae en { $landing }.
preview-lap = Hoyo { $pit }: { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
  }, más de una vuelta: dan la vuelta y se saltan el hoyo { $pit }.
memory-hold = Mantén pulsado uno de tus hoyos para contarlo.
memory-count = El hoyo { $pit } tiene { $seeds ->
    [one] 1 semilla
   *[other] { $seeds } semillas
  }.
memory-not-yours = Solo puedes contar tus propios hoyos.

## Jugadas no permitidas
illegal-game-over = La partida ha terminado.
illegal-not-yours = El hoyo { $pit } es de tu rival: elige uno de tus hoyos.
illegal-empty = El hoyo { $pit } está vacío: elige un hoyo con semillas.
illegal-must-feed = Tu rival no tiene semillas: tienes que darle algunas. El hoyo { $pit } no llega a su fila.
illegal-grand-slam = El hoyo { $pit } se llevaría todas las semillas de tu rival, y eso no está permitido: elige otro hoyo.

## El final
winner = { $you ->
    [yes] ¡Tú ganas!
   *[no] ¡{ $side } gana!
  }
loser = { $you ->
    [yes] ¡Bien jugado! ¿Jugamos otra partida?
   *[no] { $side } pierde.
  }
draw = ¡Empate!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] No tienes semillas y no se te pueden dar: { $taker } se lleva las semillas que quedan.
   *[no] { $taker-you ->
        [yes] { $starving } no tiene semillas y no se le pueden dar: te llevas las semillas que quedan.
       *[no] { $starving } no tiene semillas y no se le pueden dar: { $taker } se lleva las semillas que quedan.
    }
  }
end-majority = { $you ->
    [yes] Tienes más de la mitad de las semillas.
   *[no] { $side } tiene más de la mitad de las semillas.
  }
end-majority-draw = Cada jugador tiene la mitad de las semillas.
end-few-seeds = Solo quedan unas pocas semillas en el tablero.
end-repetition = Volvió la misma posición: la partida podría no acabar nunca.
end-no-capture = Las semillas que quedan ya no pueden capturar nada.
end-agreement-own-side = Los jugadores decidieron parar; cada uno se quedó las semillas de su fila.
end-agreement-split = Los jugadores decidieron parar y se repartieron a partes iguales las semillas que quedaban.
share-question = ¿Cómo se reparten las semillas que quedan en el tablero?
share-own-side = Cada uno toma su fila
share-split = Repartir por igual
share-rule = { $choice } (la regla)
end-set-aside = Se deja aparte una semilla que sobra.

## Series
match-title = Al mejor de { $games }
match-game-line = Partida { $number }: { $result }
match-game-draw = empate
match-game-won = { $you ->
    [yes] ganaste tú
   *[no] ganó { $side }
  }
match-score = Partidas ganadas: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] ¡Tú ganas la serie!
   *[no] ¡{ $side } gana la serie!
  }
match-draw = La serie termina en empate.
match-next = { $you ->
    [yes] Ganaste la última partida y empiezas la siguiente.
   *[no] { $side } ganó la última partida y empieza la siguiente.
  }
match-next-after-draw = { $you ->
    [yes] Después de un empate, empiezas tú la siguiente partida.
   *[no] Después de un empate, { $side } empieza la siguiente partida.
  }

## Botones
button-menu = Menú
button-undo = Deshacer
button-redo = Rehacer
button-hint = Pista
hint-thinking = Busco una buena jugada…
button-agree = ¿Paramos?
button-withdraw = Seguir jugando
button-accept = Sí, paramos
button-export = Exportar
button-moves = Jugadas
button-pause = Pausa
button-resume = Reanudar
button-step = Avanzar
button-play-again = Jugar otra vez
button-next-game = Próxima partida
button-continue-match = Marcador
button-continue = Seguir la partida
button-new-game = Nueva partida
button-rules = Reglas
button-settings = Ajustes
button-import = Importar partida
button-quit = Salir
button-back = Volver
button-quick-play = ¡Jugar!
button-play = Jugar
new-game-sure = Toca otra vez
new-game-why = La partida que estás jugando no ha terminado: toca «Jugar» otra vez para dejarla y empezar esta.
button-customise = Personalizar
button-save = Guardar
button-rename = Renombrar
button-delete = Borrar
button-use = Usar estas reglas

## Título
title = Awalé
subtitle = El oware de Costa de Marfil · reglas: { $rules }

## Nueva partida
new-game-title = Nueva partida
label-mode = Jugadores
mode-two-players = Dos jugadores
mode-computer = Contra la computadora
mode-demo = Computadora contra computadora
label-level = Nivel de la computadora
label-computer-side = La computadora juega
label-first = Quién empieza
label-match = Partidas
match-single = Una partida
match-best-of = Al mejor de { $games }
label-preset = Reglas
preset-abapa = Abapa (hasta el final)
preset-tournament = Abapa (termina con 25 semillas)
preset-awele = Awélé (semillas restantes repartidas)
preset-egg-box = Caja de huevos (para los más pequeños)
player-person = Jugador
player-computer = Computadora (nivel { $level })
player-you = Tú
player-1 = Jugador 1
player-2 = Jugador 2
name-for-south = Sur: la fila de abajo
name-for-north = Norte: la fila de arriba
label-names = Nombres

## Personalizar
customise-title = Personalizar las reglas
label-name = Nombre (escríbelo)
custom-name = Mis reglas
saved-preset = Se guardó «{ $name }».
renamed-preset = Nuevo nombre: «{ $name }».
deleted-preset = Se borró «{ $name }».
not-saved = «{ $name }» no está guardado: guárdalo primero.
name-empty = Primero escribe un nombre.
name-taken = «{ $name }» es un conjunto de reglas incluido: elige otro nombre.
option-seeds_per_pit = Semillas por hoyo
option-capture_counts = Cantidades que capturan
option-capture_limit = Máximo de hoyos capturados
option-capture_overflow = Las cadenas más largas capturan
option-grand_slam = Gran slam
option-end_majority = Parar con mayoría
option-end_seeds_left = Parar con pocas semillas
option-end_on_repetition = Parar si se repite
option-end_no_capture = Parar si no hay captura posible
option-leftover = Semillas que quedan al final
about-seeds_per_pit = Semillas en cada hoyo al empezar, de 1 a 8.
about-capture_counts = La última semilla deja 2 o 3 (o solo 2) en un hoyo del rival: capturadas.
about-capture_limit = Cuántos hoyos puede capturar una jugada, de 1 a 6 (6: sin límite).
about-capture_overflow = Cuando la cadena supera el límite: los últimos, o nada.
about-grand_slam = Una jugada que se lleva todas las semillas del rival: no captura nada, o no está permitida.
about-end_majority = La partida termina cuando un jugador tiene más de la mitad de las semillas.
about-end_seeds_left = La partida termina cuando quedan estas semillas o menos, de 0 (no) a 12.
about-end_on_repetition = La partida termina cuando vuelve una posición, así nunca dura para siempre.
about-end_no_capture = La partida termina cuando ya ninguna secuencia de jugadas puede capturar, y se reparten las semillas que quedan.
about-leftover = Quién se lleva las semillas que siguen en el tablero cuando termina la partida.
value-2-3 = 2 o 3
value-2 = solo 2
value-no-limit = sin límite
value-last = los últimos
value-none = nada
value-no-capture = no captura nada
value-forbidden = no permitido
value-true = sí
value-false = no
value-off = no
value-split = repartidas
value-own-side = cada uno su fila

## Ajustes
settings-title = Ajustes
language-en = English
language-fr = Français
label-language = Idioma
label-volume = Volumen
volume-soft = Bajo
volume-medium = Medio
volume-loud = Alto
label-read-aloud = Leer en voz alta
label-sound = Sonido
label-speed = Velocidad de animación
label-counts = Número de semillas
label-north = Dos jugadores sentados
label-teaching = Modo aprendizaje
label-calm = Menos movimiento
label-bigger = Botones y texto más grandes
value-on = sí
speed-slow = lenta
speed-normal = normal
speed-fast = rápida
counts-shown = visible
counts-hidden = oculto (memoria)
seating-auto = frente a frente con la pantalla en vertical
seating-side-by-side = lado a lado
seating-face-to-face = frente a frente

## Pantalla de reglas
rules-title = Cómo se juega
rules-sowing = Sembrar: toma todas las semillas de uno de tus hoyos y déjalas de una en una en los hoyos siguientes, girando hacia la derecha (A → F, luego a → f).
rules-laps = Vueltas: con 12 semillas o más das la vuelta a todo el tablero; el hoyo que vaciaste se salta.
rules-capture = Capturar: si tu última semilla deja { $counts } en un hoyo del rival, te las llevas, y también las del hoyo anterior si tiene { $counts }, y así sucesivamente (como mucho { $limit ->
    [one] { $limit } hoyo
   *[other] { $limit } hoyos
  }).
rules-feeding = Alimentar: si tu rival no tiene semillas, tienes que jugar un hoyo que le dé algunas.
rules-famine = Hambruna: si no puedes alimentarlo, la partida termina y te llevas las semillas que quedan.
rules-grand-slam = Gran slam: una jugada que se llevaría todas las semillas de la fila del rival { $grand-slam ->
    [forbidden] no está permitida, salvo si es la única jugada posible; entonces no captura nada
   *[other] no captura nada
  }.
rules-end = El final: gana el jugador con más semillas en su granero.{ $majority ->
    [true] { " " }La partida también termina cuando un jugador tiene más de la mitad de las semillas.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }También termina cuando vuelve una posición.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Termina cuando las semillas que quedan ya no pueden capturar nada.
   *[other] {""}
  }
rules-in-force = Reglas en uso: { $name }
rules-board = Hoyos del Sur: A B C D E F. Los del Norte: a b c d e f.

## Archivos
file-problem = { $file } { $why }. Se usan los valores predeterminados; el archivo se guardó como { $kept }.
why-unreadable = no se pudo leer
why-corrupt = está dañado
why-newer = se escribió con una versión más nueva de Awalé
save-failed = No se pudo guardar { $file }: { $error }
another-window = Awalé ya está abierto en otra ventana: las partidas de esta no se guardan.
no-folder = este sistema no tiene una carpeta de configuración donde guardar
exported = Partida guardada en la carpeta de partidas como { $path } y, para Aualé, { $ogn }.
import-title = Importar una partida
import-help = Partidas (.txt, y .ogn de Aualé) en esta carpeta:
import-none = Aún no hay partidas. Exporta una partida, o pon en esa carpeta un archivo .txt o un archivo .ogn de Aualé.
import-open-file = Abrir un archivo…
import-failed = No se puede importar { $file }: { $error }
import-move = la jugada { $number } ({ $pit }) no se puede jugar: { $reason }
import-capture = la jugada { $number } ({ $pit }) captura { $actual }, pero la partida guardada dice { $recorded }
imported = Se importó { $file }.
import-left-out = { $file }: se conserva la línea principal; se dejaron fuera { $comments ->
    [one] un comentario
   *[other] { $comments } comentarios
  } y { $variations ->
    [one] una variante
   *[other] { $variations } variantes
  }.
moves-title = Jugadas
moves-none = Aún no hay jugadas.

## Aprender: lecciones y problemas
button-learn = Aprender
button-next = Siguiente
button-previous = Anterior
button-leave = Salir
button-end-review = Terminar repaso
button-review = Repasar
learn-title = Aprender
learn-lessons = Lecciones en el tablero
learn-puzzles = Encuentra la jugada
learn-puzzles-about = Una jugada es claramente la mejor. ¿Puedes encontrarla?
puzzle-easy = Fácil
puzzle-medium = Medio
puzzle-hard = Difícil
puzzle-heading = Encuentra la jugada · { $difficulty } · encontradas: { $solved }
puzzle-ask = Te toca. Aquí una jugada es claramente la mejor: ¡encuéntrala!
puzzle-wrong = El hoyo { $pit } no es la mejor jugada aquí. Mira el hoyo que brilla y piensa por qué.
puzzle-try-again = El hoyo { $pit } no es la mejor jugada aquí. ¡Inténtalo otra vez!
puzzle-try-again-captures = El hoyo { $pit } no es la mejor jugada aquí: después { $other } captura { $seeds }. ¡Inténtalo otra vez!
puzzle-try-again-more = { $seeds ->
    [0] El hoyo { $pit } no es la mejor jugada aquí: no captura nada, y otro hoyo sí captura. ¡Inténtalo otra vez!
   *[other] El hoyo { $pit } no es la mejor jugada aquí: captura { $seeds }, y otro hoyo captura más. ¡Inténtalo otra vez!
  }
puzzle-try-again-reply = El hoyo { $pit } no es la mejor jugada aquí: después { $other } responde { $reply } y sale ganando. ¡Inténtalo otra vez!
puzzle-solved = ¡Eso es!
puzzle-why-save = Salva { $seeds } de tus semillas de la captura.
puzzle-why-feed = Le da semillas a Norte: sin ellas, la partida terminaría.
puzzle-why-plan = Todavía no captura nada, pero prepara las siguientes jugadas: con cualquier otro hoyo, Norte puede jugar mejor.
coach-lesson-heading = Lección { $number } de { $lessons }: { $title } · paso { $step } de { $steps }
coach-rules = Reglas: { $preset } · { $options }
coach-try = Prueba el hoyo { $pit }: brilla.
lesson-sowing = Sembrar
lesson-sowing-1-ask = Toca el hoyo C. Se toman sus 4 semillas y se siembran de una en una en los hoyos siguientes.
lesson-sowing-1-wrong = Ese es el hoyo { $pit }. Busca el hoyo { $right }: brilla.
lesson-sowing-1-done = Cada hoyo después del C recibió una semilla: D, E, F y a.
lesson-sowing-2-ask = La siembra sigue en la fila de tu rival. Toca el hoyo F.
lesson-sowing-2-wrong = Es el hoyo { $right }: sus semillas van a la fila de tu rival.
lesson-sowing-2-done = Las 4 semillas de F cayeron en los hoyos a, b, c y d: los hoyos de tu rival.
lesson-laps = Vueltas
lesson-laps-1-ask = El hoyo C tiene 11 semillas. Toca C: las semillas dan toda la vuelta al tablero.
lesson-laps-1-wrong = Toca el hoyo { $right }, el que tiene 11 semillas.
lesson-laps-1-done = 11 semillas, una en cada uno de los otros 11 hoyos: C se queda vacío.
lesson-laps-2-ask = Ahora C tiene 12 semillas: más de una vuelta. Toca C y mira: el propio C se salta.
lesson-laps-2-wrong = Toca el hoyo { $right }, el que tiene 12 semillas.
lesson-laps-2-done = La semilla número 12 saltó el C y cayó en D: el hoyo que vacías nunca se siembra.
lesson-capture = Capturar
lesson-capture-1-ask = Cuando tu última semilla deja 2 o 3 en la fila de tu rival, las capturas. El hoyo a tiene 1 semilla. Toca F.
lesson-capture-1-wrong = El hoyo { $pit } no termina en el hoyo a. F tiene 1 semilla: cae en el hoyo a.
lesson-capture-1-done = El hoyo a tenía 2 semillas: ¡fueron a tu granero!
lesson-capture-2-ask = Ahora el hoyo a tiene 2 semillas. ¿Qué hoyo deja 3 ahí? Encuéntralo.
lesson-capture-2-wrong = La última semilla del hoyo { $pit } no cae en el hoyo a. Cuenta las semillas: el hoyo { $right } sí llega.
lesson-capture-2-done = 3 semillas: también capturadas.
lesson-chain = Una cadena de capturas
lesson-chain-1-ask = Después de una captura, mira el hoyo de antes: si tiene 2 o 3, también se capturan, y así sucesivamente. Toca E.
lesson-chain-1-wrong = Prueba el hoyo { $right }: sus 4 semillas terminan en el hoyo c.
lesson-chain-1-done = El c, luego el b, luego el a: ¡7 semillas en una jugada!
lesson-krou = Un krou
lesson-krou-1-ask = El hoyo E tiene 17 semillas: es un krou. Sus semillas dan más de una vuelta. Toca E.
lesson-krou-1-wrong = Toca el hoyo { $right }, el montón grande de 17.
lesson-krou-1-done = La segunda vuelta dejó 2 y 3: 11 semillas en 5 hoyos, como en el ejemplo clásico de las reglas del awélé.
lesson-feeding = Alimentar y hambruna
lesson-feeding-1-ask = A tu rival no le quedan semillas. Tienes que darle algunas: elige un hoyo cuyas semillas lleguen a su fila.
lesson-feeding-1-wrong = El hoyo { $pit } no llega a su fila. El hoyo { $right }, sí.
lesson-feeding-1-done = Tu rival vuelve a tener semillas: alimentarlo hace que la partida siga.
lesson-feeding-2-ask = A tu rival le queda una semilla. Juégala por él: toca el hoyo f.
lesson-feeding-2-wrong = Toca el hoyo { $right }, la última semilla de tu rival.
lesson-feeding-2-done = Ahora tu rival no tiene semillas y ninguno de tus hoyos llega a su fila: eso es la hambruna. La partida termina, y cada jugador se lleva las semillas de su fila.
lesson-grand-slam = El gran slam
lesson-grand-slam-1-ask = El hoyo F se llevaría todas las semillas de tu rival: eso es un gran slam. Toca F para ver qué dicen estas reglas.
lesson-grand-slam-1-wrong = Toca el hoyo { $right } para probar el gran slam.
lesson-grand-slam-1-done = Aquí un gran slam no captura nada: las semillas se quedan en el tablero.
lesson-grand-slam-2-ask = Con las reglas del awélé, el gran slam no está permitido. Elige un hoyo que le deje algunas semillas a tu rival.
lesson-grand-slam-2-wrong = No es el hoyo { $pit }: elige un hoyo que brille.
lesson-grand-slam-2-done = ¡Bien! Tu rival conserva sus semillas, y la partida sigue.
lesson-end = Cómo termina la partida
lesson-end-1-ask = Tienes 23 semillas en tu granero. Con más de 24 de las 48 semillas, ganas. Captura 2 para ganar: toca F.
lesson-end-1-wrong = El hoyo { $pit } no captura nada. El hoyo { $right } cae en el hoyo a y deja 2.
lesson-end-1-done = 25 semillas: más de la mitad. ¡Ganas tú! La partida terminó: cada jugador se lleva las semillas que quedan en su fila, y tu granero muestra { $store }. Una partida también termina por hambruna, cuando vuelve una posición o cuando los jugadores se ponen de acuerdo.

## Repaso
review-heading = Repaso · jugada { $number } de { $moves }
review-thinking = La computadora está estudiando la partida… { $done } de { $total }
review-graph = Quién iba ganando, jugada a jugada: la barra clara es el tablero que se ve.
review-ahead = { $you ->
    [yes] Ibas ganando
   *[no] { $side } iba ganando
  }
review-end = Fin de la partida. Pulsa «Anterior» para volver, o «Terminar repaso».
review-played = { $you ->
    [yes] Aquí jugaste { $pit }.
   *[no] Aquí { $side } jugó { $pit }.
  }
review-best = { $you ->
    [yes] Aquí jugaste { $pit }: la mejor jugada.
   *[no] Aquí { $side } jugó { $pit }: la mejor jugada.
  }
review-good = { $you ->
    [yes] Aquí jugaste { $pit }: una buena jugada.
   *[no] Aquí { $side } jugó { $pit }: una buena jugada.
  }
review-gives = { $you ->
    [yes] Aquí jugaste { $pit }. Así { $other } pudo capturar { $seeds }: { $best } habría sido mejor.
   *[no] { $other-you ->
        [yes] Aquí { $side } jugó { $pit }. Así pudiste capturar { $seeds }: { $best } habría sido mejor.
       *[no] Aquí { $side } jugó { $pit }. Así { $other } pudo capturar { $seeds }: { $best } habría sido mejor.
    }
  }
review-captures = { $you ->
    [yes] Aquí jugaste { $pit }. { $best } habría sido mejor: captura { $seeds }.
   *[no] Aquí { $side } jugó { $pit }. { $best } habría sido mejor: captura { $seeds }.
  }
review-better = { $you ->
    [yes] Aquí jugaste { $pit }. { $best } habría sido mejor, por
   *[no] Aquí { $side } jugó { $pit }. { $best } habría sido mejor, por
  } { $seeds ->
    [one] una semilla
   *[other] unas { $seeds } semillas
  }.
review-inaccuracy = Un pequeño despiste.
review-mistake = Un error.
review-blunder = ¡Un error grave!

## Elogios
praise-1 = ¡Muy bien!
praise-2 = ¡Genial, lo encontraste!
praise-3 = ¡Bravo!
praise-4 = ¡Sí, eso es!
cheer-you-win = Le ganaste a la computadora: ¡muy bien!
cheer-you-lose = ¡Buen intento! Cada partida te enseña algo: ¿jugamos otra?
cheer-draw = Empate: ¡bien jugado, los dos!
cheer-winner = { $you ->
    [yes] ¡Bravo! Bien jugado, los dos.
   *[no] ¡Bravo, { $side }! Bien jugado, los dos.
  }

## Two devices
button-two-devices = Dos dispositivos
online-title = Jugar en dos dispositivos
button-make-room = Crear una sala
button-join-room = Entrar en una sala
button-join = Jugar
button-watch = Mirar
button-erase = Borrar
online-about = Un dispositivo crea una sala; el otro toca las mismas tres imágenes.
online-server-none = Todavía no hay servidor: inicia awale-server en una computadora de esta red y luego escribe su dirección en el campo de arriba.
online-server = Servidor: { $address }
online-connecting = Conectando…
online-your-code = Tu sala. En el otro dispositivo, toca estas tres imágenes:
online-waiting-other = Esperando al otro jugador…
online-tap-code = Toca las tres imágenes de la sala:
online-type-code = O escribe sus palabras o números:
online-refused = El servidor dijo que no: { $why }
online-away = El dispositivo de { $name } no está conectado: esperando…
online-lost = Se perdió la conexión: volviendo a intentar…
online-back = Conectado de nuevo.
online-undo-asked = { $name } pide deshacer su última jugada: pulsa «Deshacer» para aceptar.
online-undo-sent = Le preguntaste a { $name } si puedes deshacer tu última jugada.
online-tap-dropped = La partida siguió mientras no estabas: vuelve a elegir.
online-watching = Mirando a { $south } y { $north }
label-server = La computadora de la clase o un servidor de juego
about-server = Su dirección, tal como la muestra su ventana: por ejemplo 192.168.1.20:7878.
button-rejoin = Volver a la partida

# Who is playing, and the friend
player-friend = Amigo
title-hello = ¡Hola, { $name }!
who-title = ¿Quién juega?
who-animal = Toca tu animal
who-name = Tu nombre (si quieres)
who-change = Cambiar
who-done = Listo
who-rename = Renombrar
who-remove = Quitar
who-sure = Toca otra vez para quitar
who-add = Añadir un niño
friend-noticed-protected = ¡Protegiste muy bien tus hoyos!
friend-noticed-chain = ¡Cuidado con las capturas en cadena: prueba la lección { $number }!

# Lo que un lector de pantalla dice del tablero.
page-previous = Página anterior
page-next = Página siguiente
access-board = El tablero
access-pit = Hoyo { $pit }, { $you ->
    [yes] tuyo
   *[no] de { $side }
  }
access-seeds = { $seeds ->
    [0] vacío
    [one] 1 semilla
   *[other] { $seeds } semillas
  }
access-playable = se puede jugar
access-store = { $you ->
    [yes] Tu granero
   *[no] Granero de { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = La página del docente
class-login-class = Clase
class-login-password = Contraseña
class-login-button = Iniciar sesión
class-login-wrong = Esta clase y esta contraseña no van juntas.
class-login-wait = Demasiados intentos: espere { $seconds } s y vuelva a intentarlo.
class-make-heading = Crear una clase
class-make-explain = Esta computadora guarda la clase: los nombres de los niños y sus progresos se quedan en ella.
class-make-name = El nombre de la clase
class-make-password = La contraseña del docente (al menos { $length } caracteres)
class-make-again = La contraseña otra vez
class-make-button = Crear la clase
class-make-local = Una clase se crea en la computadora de la clase, en la dirección de configuración que awale-server mostró al arrancar (http://localhost:7878/class/make?setup=…), o con el comando awale-server class new NOMBRE.
class-make-differ = Las dos contraseñas no coinciden.
class-make-short = La contraseña es demasiado corta.
class-make-taken = Ya hay una clase con este nombre.
class-logout = Cerrar sesión
class-code = El código de la clase, que cada tableta pide una sola vez:
class-children = Los niños
class-child-name = Nombre
class-child-animal = Animal
class-child-add = Añadir
class-child-rename = Guardar
class-child-bad = Un nombre de 1 a 24 letras y un animal, por favor.
class-child-remove = Quitar con todos sus datos
class-child-remove-ask = ¿Quitar a { $name } y todo lo que ha hecho, para siempre?
class-full = Esta clase está llena.
class-lessons = Lecciones
class-puzzles = Problemas
class-games-friend = Contra el amigo (la computadora)
class-games-classmates = Contra los compañeros
class-rating = El nivel del amigo (500 al principio)
class-last-seen = Última visita
class-never = nunca
class-stars = Estrellas
class-missed = Problemas fallados hace poco
class-cards = Imprimir las tarjetas
class-export = Exportar (CSV)
class-csv-name = Nombre
class-csv-animal = Animal
class-csv-puzzles-solved = Problemas resueltos
class-csv-puzzles-tried = Problemas intentados
class-csv-friend-won = Ganadas contra el amigo (la computadora)
class-csv-friend-drawn = Empates contra el amigo (la computadora)
class-csv-friend-lost = Perdidas contra el amigo (la computadora)
class-csv-classmates-won = Ganadas contra compañeros
class-csv-classmates-drawn = Empates contra compañeros
class-csv-classmates-lost = Perdidas contra compañeros
class-secrets-on = Cada niño entra con su secreto en imágenes.
class-secrets-off = Cada niño entra tocando su animal.
class-secrets-turn-on = Pedir secretos en imágenes
class-secrets-turn-off = Sin secretos en imágenes
class-secret-new = Un nuevo secreto en imágenes
class-secret = Secreto en imágenes
class-now = La clase ahora mismo
class-now-none = No se está jugando ninguna partida.
class-card-scan = escanea para jugar
class-no-children = Todavía no hay niños: añada el primero aquí abajo.
class-back = Volver a la clase
class-wdl = { $won ->
    [one] { $won } ganada
   *[other] { $won } ganadas
  }, { $drawn ->
    [one] { $drawn } empatada
   *[other] { $drawn } empatadas
  }, { $lost ->
    [one] { $lost } perdida
   *[other] { $lost } perdidas
  }
class-puzzle-level = Nivel { $level }: { $solved } de { $tried }
class-csrf = Este formulario está caducado: vuelva a abrir la página.
class-secret-tried = Intentos fallidos con las imágenes de { $name }: { $count }.
class-secret-let-in = Dejar entrar de nuevo a { $name }
class-cards-address = Los códigos QR abren { $address }: la dirección que usan las tabletas de la clase.
class-cards-other = ¿Las tabletas de la clase usan otra red? Imprima las tarjetas para:
class-cards-alone = Atención: estos códigos QR abren { $address }, una dirección a la que solo puede acceder esta computadora. Una tableta que los escanee no encontrará la clase. Inicie el servidor para la red de la clase (awale-server --bind 0.0.0.0), abra esta página en la dirección de red que muestra y luego imprima las tarjetas.
class-animal-taken = { $name } ya tiene este animal: elija otro, para que cada niño encuentre el suyo de un vistazo.
class-delete-heading = Borrar la clase
class-delete-explain = Al final del curso: la clase, sus niños, sus progresos y sus partidas se borran de esta computadora para siempre. Exporte primero la clase para guardar sus progresos.
class-delete-type = Escriba el nombre de la clase, { $name }, para borrarla
class-delete-button = Borrar la clase para siempre
class-delete-mistyped = El nombre escrito no es el de la clase: no se borró nada.
class-unauthorized = Inicie sesión primero.
class-not-found = Este niño no está en esta clase.
class-store = Ahora no se puede acceder a la clase: vuelva a intentarlo en un momento.
class-tournament = Torneo de la clase
class-tournament-who = ¿Quién juega? Están marcados los niños que tienen la tableta encendida.
class-tournament-games = Cada mesa juega
class-tournament-one = una partida
class-tournament-three = al mejor de tres
class-tournament-rules = Reglas
class-tournament-start = Empezar el torneo
class-tournament-round = Ronda { $round } de { $rounds }
class-tournament-paused = en pausa
class-tournament-screen = Abrir la pantalla de la clase
class-tournament-pause = Pausa
class-tournament-go-on = Reanudar
class-tournament-end-round = Terminar esta ronda
class-tournament-end = Terminar el torneo
class-tournament-end-ask = ¿Terminar el torneo ahora? Las partidas aún en curso acaban en tablas y la clasificación es definitiva.
class-tournament-table = Mesa
class-tournament-games-played = Partidas
class-tournament-bye = descansa en esta ronda (cuenta como victoria)
class-tournament-playing = jugando…
class-tournament-drawn = empate
class-tournament-standings = Clasificación
class-tournament-points = Puntos
class-tournament-wdl = Ganadas – empatadas – perdidas
class-tournament-tie-break = Desempate (puntos de los rivales)
class-tournament-present = Quién está
class-tournament-here = está
class-tournament-away = se fue
class-tournament-running = Hay un torneo en curso: termínelo primero.
class-tournament-too-few = Marque al menos dos niños.
class-tournament-refused = Esto no se puede hacer ahora.
class-screen-none = Todavía no hay torneo: empiece uno en la página del docente.
class-screen-over = el torneo terminó
class-screen-games = Partidas en curso
class-screen-watch = Mirar esta partida
class-screen-results = Últimos resultados
class-screen-no-game = Esta partida no es del torneo.
class-vote = La clase contra la computadora
class-vote-explain = El proyector muestra un solo tablero; cada niño toca en su tableta el hoyo que jugaría; se juega el hoyo con más votos.
class-vote-level = El nivel de la computadora
class-vote-countdown = Tiempo para votar
class-vote-seconds = { $seconds } s
class-vote-first = Quién empieza
class-vote-first-class = la clase
class-vote-first-computer = la computadora
class-vote-start = Empezar la partida
class-vote-open = Abrir el tablero en el proyector
class-vote-end = Terminar la partida
class-vote-running = La clase ya está jugando contra la computadora: termine primero esa partida.
class-simul = Usted contra varios niños a la vez
class-simul-who = ¿Quién juega contra el docente? Cada niño juega en su tableta; usted juega en cada tablero desde esta página.
class-simul-start = Empezar las partidas
class-simul-open = Abrir mis tableros
class-simul-end = Terminar las partidas
class-simul-teacher = El docente
class-simul-running = Hay partidas simultáneas en curso: termínelas primero.
class-simul-waiting = Tableros que esperan su jugada: { $count } de { $boards }
class-simul-your-move = Le toca
class-simul-sow = Sembrar del hoyo { $pit }
vote-class = La clase
vote-computer = La computadora
vote-class-said = la clase
vote-computer-said = la computadora
vote-your-turn = Le toca a la clase: ¡toquen su hoyo! { $seconds } s
vote-thinking = La computadora está pensando…
vote-voted = { $count } de { $here } votaron
vote-tie = Empate: entre los hoyos más votados, la computadora aconseja { $pit }.
vote-reply = La computadora respondió { $pit }.
vote-over-class = ¡La clase ganó!
vote-over-computer = Esta vez ganó la computadora.
vote-over-draw = ¡Empate!
vote-ended = El docente terminó la partida.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = Mi clase
class-tablet-which = ¿Qué clase?
class-tablet-tap-code = Toca las cuatro imágenes de tu clase
class-tablet-who = Busca tu animal y tócalo
class-tablet-again = Tu sesión ha terminado: toca otra vez tu animal.
class-tablet-secret = Toca tus tres imágenes secretas
class-tablet-away = La computadora de la clase no responde. Vuelve a intentarlo pronto.
class-tablet-no-class = Ninguna clase tiene estas imágenes.
class-tablet-wrong-secret = Estas no son tus imágenes. ¡Inténtalo otra vez!
class-tablet-other = Otra clase
class-tablet-waiting = Un momento…
class-tablet-no-server = Primero escribe la dirección de la computadora de la clase en la pantalla «Dos dispositivos».
tournament-title = Torneo · ronda { $round }
tournament-table = Mesa { $table }
tournament-play = Jugar
tournament-bye = Descansas en esta ronda: ¡cuenta como victoria!
tournament-wait = ¡Bien jugado! Espera la siguiente ronda.
tournament-paused = Tu docente puso el torneo en pausa.
tournament-over = El torneo terminó. ¡Eres el número { $place }!
tournament-away = Dile a tu docente que ya volviste.
vote-tap = La clase juega contra la computadora: ¡toca el hoyo que jugarías!
vote-you-chose = Elegiste { $pit }. Espera a los demás…
vote-praise = ¡La clase jugó tu hoyo!
vote-wait = La computadora está pensando…
simul-play = ¡Juega contra tu docente!

## Las imágenes (los animales de los niños y los códigos de las salas), tal como las dice un lector de pantalla.
picture-ant = Hormiga
picture-bee = Abeja
picture-cat = Gato
picture-cow = Vaca
picture-dog = Perro
picture-duck = Pato
picture-elephant = Elefante
picture-fish = Pez
picture-fox = Zorro
picture-frog = Rana
picture-giraffe = Jirafa
picture-goat = Cabra
picture-hen = Gallina
picture-horse = Caballo
picture-lion = León
picture-monkey = Mono
picture-owl = Búho
picture-rabbit = Conejo
picture-snail = Caracol
picture-turtle = Tortuga
picture-zebra = Cebra
picture-apple = Manzana
picture-banana = Plátano
picture-cherry = Cereza
picture-coconut = Coco
picture-grapes = Uvas
picture-lemon = Limón
picture-mango = Mango
picture-pear = Pera
picture-pineapple = Piña

## Los demás animales que pueden tener los niños de una clase, además de las imágenes de arriba (src/net/animals.rs).
picture-mouse = Ratón
picture-bear = Oso
picture-panda = Panda
picture-koala = Koala
picture-tiger = Tigre
picture-pig = Cerdo
picture-sheep = Oveja
picture-camel = Camello
picture-kangaroo = Canguro
picture-hedgehog = Erizo
picture-bat = Murciélago
picture-penguin = Pingüino
picture-parrot = Loro
picture-flamingo = Flamenco
picture-crocodile = Cocodrilo
picture-snake = Serpiente
picture-lizard = Lagarto
picture-octopus = Pulpo
picture-crab = Cangrejo
picture-dolphin = Delfín
picture-whale = Ballena
picture-shark = Tiburón
picture-butterfly = Mariposa
picture-ladybird = Mariquita
picture-spider = Araña
picture-rhino = Rinoceronte
picture-hippo = Hipopótamo
picture-gorilla = Gorila
picture-leopard = Leopardo
picture-deer = Ciervo
picture-sloth = Perezoso
picture-otter = Nutria
picture-swan = Cisne
picture-peacock = Pavo real
picture-unicorn = Unicornio
picture-wolf = Lobo
picture-eagle = Águila
picture-dinosaur = Dinosaurio
picture-caterpillar = Oruga
