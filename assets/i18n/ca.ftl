# Catalan. Every key here must also be in en.ftl (tests/i18n.rs checks).

## Costats i torns
side-south = Sud
side-north = Nord
your-turn = { $you ->
    [yes] Et toca! Tria una casella.
   *[no] { $side }, et toca! Tria una casella.
  }
plays-next = { $you ->
    [yes] Ara jugues tu: prem «{ $button }».
   *[no] Ara juga { $side }: prem «{ $button }».
  }
thinking = { $you ->
    [yes] Estàs pensant…
   *[no] { $side } està pensant…
  }
away = { $you ->
    [yes] No tens connexió…
   *[no] { $side }: sense connexió…
  }
sowing = { $you ->
    [yes] Estàs sembrant…
   *[no] { $side } està sembrant…
  }
waiting = { $you ->
    [yes] Tu esperes
   *[no] { $side } espera
  }
score = { $seeds } al graner
taken-back = { $moves ->
    [one] S'ha desfet l'última jugada.
   *[other] S'han desfet les últimes { $moves } jugades.
  }
game-not-saved = Sense desar
offer-stop = { $you ->
    [yes] Vols parar aquí. { $other }: prem «{ $button }» per acceptar.
   *[no] { $other-you ->
        [yes] { $side } vol parar aquí. Prem «{ $button }» per acceptar.
       *[no] { $side } vol parar aquí. { $other }: prem «{ $button }» per acceptar.
    }
  }

## Pistes
hint-captures = Prova la casella { $pit }: captura { $seeds ->
    [one] 1 llavor
   *[other] { $seeds } llavors
  }.
hint-protects = Prova la casella { $pit }: salva { $seeds ->
    [one] una de les teves llavors
   *[other] { $seeds } de les teves llavors
  } de la captura.
hint-feeds = Prova la casella { $pit }: el teu rival no té llavors, i així n'hi dones.
hint-plain = Prova la casella { $pit }.

## Què ha fet una jugada
sowed = { $you ->
    [yes] Has sembrat
   *[no] { $side } ha sembrat
  } { $seeds ->
    [one] 1 llavor
   *[other] { $seeds } llavors
  } de la casella { $pit }.
captured-one-pit = { $you ->
    [yes] Has capturat
   *[no] { $side } ha capturat
  } { $seeds ->
    [one] { $seeds } llavor
   *[other] { $seeds } llavors
  } de la casella { $pit }!
captured-pits = { $you ->
    [yes] Has capturat
   *[no] { $side } ha capturat
  } { $seeds ->
    [one] { $seeds } llavor
   *[other] { $seeds } llavors
  } de { $pits ->
    [one] { $pits } casella
   *[other] { $pits } caselles
  }!
grand-slam = Gran slam: no es captura res.
cut-by-limit = El límit de captura només ha deixat prendre { $taken } de { $chain ->
    [one] { $chain } casella
   *[other] les { $chain } caselles
  }.
nothing-over-limit = { $chain ->
    [one] { $chain } casella seguida passa
   *[other] { $chain } caselles seguides passen
  } del límit: no es captura res.
must-feed = { $starving-you ->
    [yes] No tens llavors: { $mover } te n'ha de donar.
   *[no] { $mover-you ->
        [yes] { $starving } no té llavors: n'hi has de donar.
       *[no] { $starving } no té llavors: { $mover }, n'hi has de donar.
    }
  }

## Mode aprenentatge
explain-first = L'última llavor fa { $seeds } a la casella { $pit }: capturades.
explain-next = Després, la casella { $pit } en té { $seeds }: capturades.
explain-grand-slam = { $seeds ->
    [one] Prendre l'única llavor del rival seria un gran slam, i un gran slam no captura res.
   *[other] Prendre les { $seeds } llavors del rival seria un gran slam, i un gran slam no captura res.
  }
explain-limit = { $taken ->
    [one] Només es pot capturar { $taken } casella en una jugada: les altres es queden.
   *[other] Només es poden capturar { $taken } caselles en una jugada: les altres es queden.
  }
explain-feeding = Regla d'alimentar: quan el teu rival no té llavors, has de jugar una casella amb llavors que arribin a la seva fila.
explain-grand-slam-rule = Regla del gran slam: una jugada no pot prendre totes les llavors de la fila del rival.
preview = Casella { $pit }: { $seeds ->
    [one] 1 llavor
   *[other] { $seeds } llavors
  }, l'última cau a { $landing }.
preview-lap = Casella { $pit }: { $seeds ->
    [one] { $seeds } llavor
   *[other] { $seeds } llavors
  }, més d'una volta: fan la volta i se salten la casella { $pit }.
memory-hold = Mantén premuda una de les teves caselles per comptar-la.
memory-count = La casella { $pit } té { $seeds ->
    [one] 1 llavor
   *[other] { $seeds } llavors
  }.
memory-not-yours = Només pots comptar les teves caselles.

## Jugades no permeses
illegal-game-over = La partida s'ha acabat.
illegal-not-yours = La casella { $pit } és del teu rival: tria una de les teves caselles.
illegal-empty = La casella { $pit } és buida: tria una casella amb llavors.
illegal-must-feed = El teu rival no té llavors: n'hi has de donar. La casella { $pit } no arriba a la seva fila.
illegal-grand-slam = La casella { $pit } prendria totes les llavors del teu rival, i això no està permès: tria una altra casella.

## El final
winner = { $you ->
    [yes] Has guanyat!
   *[no] { $side } guanya!
  }
loser = { $you ->
    [yes] Ben jugat! Fem una altra partida?
   *[no] { $side } perd.
  }
draw = Empat!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] No tens llavors i no te'n poden donar: { $taker } s'emporta les llavors que queden.
   *[no] { $taker-you ->
        [yes] { $starving } no té llavors i no li'n poden donar: t'emportes les llavors que queden.
       *[no] { $starving } no té llavors i no li'n poden donar: { $taker } s'emporta les llavors que queden.
    }
  }
end-majority = { $you ->
    [yes] Tens més de la meitat de les llavors.
   *[no] { $side } té més de la meitat de les llavors.
  }
end-majority-draw = Cada jugador té la meitat de les llavors.
end-few-seeds = Només queden unes quantes llavors al tauler.
end-repetition = Ha tornat la mateixa posició: la partida podria no acabar mai.
end-no-capture = Les llavors que queden ja no poden fer cap captura.
end-agreement-own-side = Els jugadors han decidit parar; cadascú s'ha quedat les llavors de la seva fila.
end-agreement-split = Els jugadors han decidit parar i s'han repartit a parts iguals les llavors que quedaven.
share-question = Com es reparteixen les llavors que queden al tauler?
share-own-side = Cadascú la seva fila
share-split = A parts iguals
share-rule = { $choice } (la regla)
end-set-aside = Es deixa a part una llavor que sobra.

## Sèries
match-title = Al millor de { $games }
match-game-line = Partida { $number }: { $result }
match-game-draw = empat
match-game-won = { $you ->
    [yes] has guanyat tu
   *[no] ha guanyat { $side }
  }
match-score = Partides guanyades: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] Has guanyat la sèrie!
   *[no] { $side } guanya la sèrie!
  }
match-draw = La sèrie acaba en empat.
match-next = { $you ->
    [yes] Has guanyat l'última partida i comences la següent.
   *[no] { $side } ha guanyat l'última partida i comença la següent.
  }
match-next-after-draw = { $you ->
    [yes] Després d'un empat, comences tu la partida següent.
   *[no] Després d'un empat, { $side } comença la partida següent.
  }

## Botons
button-menu = Menú
button-undo = Desfés
button-redo = Refés
button-hint = Pista
hint-thinking = Busco una bona jugada…
button-agree = Parem aquí?
button-withdraw = Seguim jugant
button-accept = Sí, parem
button-export = Exporta
button-moves = Jugades
button-pause = Pausa
button-resume = Reprèn
button-step = Avança
button-play-again = Torna a jugar
button-next-game = Partida següent
button-continue-match = Marcador
button-continue = Continua la partida
button-new-game = Partida nova
button-rules = Regles
button-settings = Ajustos
button-import = Importa una partida
button-quit = Surt
button-back = Enrere
button-quick-play = Juga!
button-play = Juga
new-game-sure = Toca de nou
new-game-why = La partida que estàs jugant no s'ha acabat: toca «Juga» de nou per deixar-la i començar aquesta.
button-customise = Personalitza
button-save = Desa
button-rename = Reanomena
button-delete = Esborra
button-use = Usa aquestes regles

## Títol
title = Awalé
subtitle = L'oware de Costa d'Ivori · regles: { $rules }

## Partida nova
new-game-title = Partida nova
label-mode = Jugadors
mode-two-players = Dos jugadors
mode-computer = Contra l'ordinador
mode-demo = Ordinador contra ordinador
label-level = Nivell de l'ordinador
label-computer-side = L'ordinador juga
label-first = Qui comença
label-match = Partides
match-single = Una partida
match-best-of = Al millor de { $games }
label-preset = Regles
preset-abapa = Abapa (fins al final)
preset-tournament = Abapa (acaba a 25 llavors)
preset-awele = Awélé (llavors restants repartides)
preset-egg-box = Capsa d'ous (per als més petits)
player-person = Jugador
player-computer = Ordinador (nivell { $level })
player-you = Tu
player-1 = Jugador 1
player-2 = Jugador 2
name-for-south = Sud: la fila de baix
name-for-north = Nord: la fila de dalt
label-names = Noms

## Personalitzar
customise-title = Personalitza les regles
label-name = Nom (escriu-lo)
custom-name = Les meves regles
saved-preset = S'ha desat «{ $name }».
renamed-preset = Nom nou: «{ $name }».
deleted-preset = S'ha esborrat «{ $name }».
not-saved = «{ $name }» no està desat: desa'l primer.
name-empty = Primer escriu un nom.
name-taken = «{ $name }» és un joc de regles inclòs: tria un altre nom.
option-seeds_per_pit = Llavors per casella
option-capture_counts = Quantitats que capturen
option-capture_limit = Màxim de caselles capturades
option-capture_overflow = Les cadenes més llargues capturen
option-grand_slam = Gran slam
option-end_majority = Parar amb majoria
option-end_seeds_left = Parar amb poques llavors
option-end_on_repetition = Parar si es repeteix
option-end_no_capture = Parar si no hi ha cap captura possible
option-leftover = Llavors que queden al final
about-seeds_per_pit = Llavors a cada casella al començament, d'1 a 8.
about-capture_counts = L'última llavor fa 2 o 3 (o només 2) en una casella del rival: capturades.
about-capture_limit = Quantes caselles pot capturar una jugada, d'1 a 6 (6: sense límit).
about-capture_overflow = Quan la cadena passa del límit: les últimes, o res.
about-grand_slam = Una jugada que pren totes les llavors del rival: no captura res, o no està permesa.
about-end_majority = La partida s'acaba quan un jugador té més de la meitat de les llavors.
about-end_seeds_left = La partida s'acaba quan queden aquestes llavors o menys, de 0 (no) a 12.
about-end_on_repetition = La partida s'acaba quan torna una posició, així no dura mai per sempre.
about-end_no_capture = La partida s'acaba quan cap seqüència de jugades no pot capturar res més, i es reparteixen les llavors que queden.
about-leftover = Qui s'emporta les llavors que encara són al tauler quan s'acaba la partida.
value-2-3 = 2 o 3
value-2 = només 2
value-no-limit = sense límit
value-last = les últimes
value-none = res
value-no-capture = no captura res
value-forbidden = no permès
value-true = sí
value-false = no
value-off = no
value-split = repartides
value-own-side = cadascú la seva fila

## Ajustos
settings-title = Ajustos
language-en = English
language-fr = Français
label-language = Llengua
label-volume = Volum
volume-soft = Baix
volume-medium = Mitjà
volume-loud = Alt
label-read-aloud = Lectura en veu alta
label-sound = So
label-speed = Velocitat de l'animació
label-counts = Nombre de llavors
label-north = Dos jugadors asseguts
label-teaching = Mode aprenentatge
label-calm = Menys moviment
label-bigger = Botons i text més grans
value-on = sí
speed-slow = lenta
speed-normal = normal
speed-fast = ràpida
counts-shown = visible
counts-hidden = amagat (memòria)
seating-auto = cara a cara amb la pantalla vertical
seating-side-by-side = de costat
seating-face-to-face = cara a cara

## Pantalla de les regles
rules-title = Com es juga
rules-sowing = Sembrar: agafa totes les llavors d'una de les teves caselles i deixa-les d'una en una a les caselles següents, girant cap a la dreta (A → F, després a → f).
rules-laps = Voltes: amb 12 llavors o més fas la volta a tot el tauler; la casella que has buidat se salta.
rules-capture = Capturar: si la teva última llavor fa { $counts } en una casella del rival, te les emportes, i també les de la casella d'abans si en té { $counts }, i així successivament (com a màxim { $limit ->
    [one] { $limit } casella
   *[other] { $limit } caselles
  }).
rules-feeding = Alimentar: si el teu rival no té llavors, has de jugar una casella que n'hi doni.
rules-famine = Fam: si no el pots alimentar, la partida s'acaba i t'emportes les llavors que queden.
rules-grand-slam = Gran slam: una jugada que prendria totes les llavors de la fila del rival { $grand-slam ->
    [forbidden] no està permesa, tret que sigui l'única jugada; aleshores no captura res
   *[other] no captura res
  }.
rules-end = El final: guanya el jugador amb més llavors al seu graner.{ $majority ->
    [true] { " " }La partida també s'acaba quan un jugador té més de la meitat de les llavors.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }També s'acaba quan torna una posició.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }S'acaba quan les llavors que queden ja no poden fer cap captura.
   *[other] {""}
  }
rules-in-force = Regles en vigor: { $name }
rules-board = Caselles del Sud: A B C D E F. Les del Nord: a b c d e f.

## Fitxers
file-problem = { $file } { $why }. S'usen els valors per defecte; el fitxer s'ha guardat com a { $kept }.
why-unreadable = no s'ha pogut llegir
why-corrupt = està malmès
why-newer = s'ha escrit amb una versió més nova d'Awalé
save-failed = No s'ha pogut desar { $file }: { $error }
another-window = L'Awalé ja és obert en una altra finestra: les partides d'aquesta no es desen.
no-folder = aquest sistema no té cap carpeta de configuració on desar
exported = Partida desada a la carpeta de partides com a { $path } i, per a l'Aualé, { $ogn }.
import-title = Importa una partida
import-help = Partides (.txt, i .ogn de l'Aualé) en aquesta carpeta:
import-none = Encara no hi ha cap partida. Exporta una partida, o posa en aquesta carpeta un fitxer .txt o un fitxer .ogn de l'Aualé.
import-open-file = Obre un fitxer…
import-failed = { $file } no es pot importar: { $error }
import-move = la jugada { $number } ({ $pit }) no es pot fer: { $reason }
import-capture = la jugada { $number } ({ $pit }) captura { $actual }, però la partida desada diu { $recorded }
imported = S'ha importat { $file }.
import-left-out = { $file }: es conserva la línia principal; s'han deixat de banda { $comments ->
    [one] un comentari
   *[other] { $comments } comentaris
  } i { $variations ->
    [one] una variant
   *[other] { $variations } variants
  }.
moves-title = Jugades
moves-none = Encara no hi ha cap jugada.

## Aprèn: lliçons i reptes
button-learn = Aprèn
button-next = Següent
button-previous = Anterior
button-leave = Surt
button-end-review = Acaba la revisió
button-review = Revisa
learn-title = Aprèn
learn-lessons = Lliçons al tauler
learn-puzzles = Troba la jugada
learn-puzzles-about = Hi ha una jugada que és clarament la millor. Saps trobar-la?
puzzle-easy = Fàcil
puzzle-medium = Mitjà
puzzle-hard = Difícil
puzzle-heading = Troba la jugada · { $difficulty } · trobades: { $solved }
puzzle-ask = Et toca. Aquí hi ha una jugada que és clarament la millor: troba-la!
puzzle-wrong = La casella { $pit } no és la millor jugada aquí. Mira la casella que brilla i pensa per què.
puzzle-try-again = La casella { $pit } no és la millor jugada aquí. Torna-hi!
puzzle-try-again-captures = La casella { $pit } no és la millor jugada aquí: després { $other } en captura { $seeds }. Torna-hi!
puzzle-try-again-more = { $seeds ->
    [0] La casella { $pit } no és la millor jugada aquí: no captura res, i una altra casella sí que captura. Torna-hi!
   *[other] La casella { $pit } no és la millor jugada aquí: en captura { $seeds }, i una altra casella en captura més. Torna-hi!
  }
puzzle-try-again-reply = La casella { $pit } no és la millor jugada aquí: després { $other } respon { $reply } i surt guanyant. Torna-hi!
puzzle-solved = Ja ho tens!
puzzle-why-save = Salva { $seeds } de les teves llavors de la captura.
puzzle-why-feed = Dona llavors a Nord: sense elles, la partida s'acabaria.
puzzle-why-plan = Encara no captura res, però prepara les jugades següents: amb qualsevol altra casella, Nord pot jugar millor.
coach-lesson-heading = Lliçó { $number } de { $lessons }: { $title } · pas { $step } de { $steps }
coach-rules = Regles: { $preset } · { $options }
coach-try = Prova la casella { $pit }: brilla.
lesson-sowing = Sembrar
lesson-sowing-1-ask = Toca la casella C. Les seves 4 llavors s'agafen i se sembren d'una en una a les caselles següents.
lesson-sowing-1-wrong = Aquesta és la casella { $pit }. Busca la casella { $right }: brilla.
lesson-sowing-1-done = Cada casella després de la C ha rebut una llavor: D, E, F i a.
lesson-sowing-2-ask = La sembra continua a la fila del teu rival. Toca la casella F.
lesson-sowing-2-wrong = És la casella { $right }: les seves llavors van a la fila del teu rival.
lesson-sowing-2-done = Les 4 llavors de la F han caigut a les caselles a, b, c i d: les caselles del teu rival.
lesson-laps = Voltes
lesson-laps-1-ask = La casella C té 11 llavors. Toca la C: les llavors fan tota la volta al tauler.
lesson-laps-1-wrong = Toca la casella { $right }, la que té 11 llavors.
lesson-laps-1-done = 11 llavors, una a cadascuna de les altres 11 caselles: la C queda buida.
lesson-laps-2-ask = Ara la C té 12 llavors: més d'una volta. Toca la C i mira: la mateixa C se salta.
lesson-laps-2-wrong = Toca la casella { $right }, la que té 12 llavors.
lesson-laps-2-done = La llavor número 12 ha saltat la C i ha caigut a la D: la casella que buides no se sembra mai.
lesson-capture = Capturar
lesson-capture-1-ask = Quan la teva última llavor fa 2 o 3 a la fila del teu rival, les captures. La casella a té 1 llavor. Toca la F.
lesson-capture-1-wrong = La casella { $pit } no acaba a la casella a. La F té 1 llavor: cau a la casella a.
lesson-capture-1-done = La casella a tenia 2 llavors: han anat al teu graner!
lesson-capture-2-ask = Ara la casella a té 2 llavors. Quina casella hi fa 3? Troba-la.
lesson-capture-2-wrong = L'última llavor de la casella { $pit } no cau a la casella a. Compta les llavors: la casella { $right } sí que hi arriba.
lesson-capture-2-done = 3 llavors: també capturades.
lesson-chain = Una cadena de captures
lesson-chain-1-ask = Després d'una captura, mira la casella d'abans: si en té 2 o 3, també es capturen, i així successivament. Toca la E.
lesson-chain-1-wrong = Prova la casella { $right }: les seves 4 llavors acaben a la casella c.
lesson-chain-1-done = La c, després la b, després la a: 7 llavors en una jugada!
lesson-krou = Un krou
lesson-krou-1-ask = La casella E té 17 llavors: és un krou. Les seves llavors fan més d'una volta. Toca la E.
lesson-krou-1-wrong = Toca la casella { $right }, la pila grossa de 17.
lesson-krou-1-done = La segona volta ha fet 2 i 3: 11 llavors en 5 caselles, com en l'exemple clàssic de les regles de l'awélé.
lesson-feeding = Alimentar i la fam
lesson-feeding-1-ask = Al teu rival no li queden llavors. N'hi has de donar: tria una casella amb llavors que arribin a la seva fila.
lesson-feeding-1-wrong = La casella { $pit } no hi arriba. La casella { $right }, sí.
lesson-feeding-1-done = El teu rival torna a tenir llavors: alimentar-lo fa que la partida continuï.
lesson-feeding-2-ask = Al teu rival li queda una llavor. Juga-la per ell: toca la casella f.
lesson-feeding-2-wrong = Toca la casella { $right }, l'última llavor del teu rival.
lesson-feeding-2-done = Ara el teu rival no té llavors i cap de les teves caselles no hi arriba: això és la fam. La partida s'acaba, i cada jugador s'emporta les llavors de la seva fila.
lesson-grand-slam = El gran slam
lesson-grand-slam-1-ask = La casella F prendria totes les llavors del teu rival: això és un gran slam. Toca la F per veure què diuen aquestes regles.
lesson-grand-slam-1-wrong = Toca la casella { $right } per provar el gran slam.
lesson-grand-slam-1-done = Aquí un gran slam no captura res: les llavors es queden al tauler.
lesson-grand-slam-2-ask = Amb les regles de l'awélé, el gran slam no està permès. Tria una casella que deixi algunes llavors al teu rival.
lesson-grand-slam-2-wrong = No és la casella { $pit }: tria una casella que brilli.
lesson-grand-slam-2-done = Molt bé: el teu rival conserva les seves llavors, i la partida continua.
lesson-end = Com s'acaba la partida
lesson-end-1-ask = Tens 23 llavors al graner. Amb més de 24 de les 48 llavors, guanyes. Captura'n 2 per guanyar: toca la F.
lesson-end-1-wrong = La casella { $pit } no captura res. La casella { $right } cau a la casella a i hi fa 2.
lesson-end-1-done = 25 llavors: més de la meitat. Has guanyat! La partida s'ha acabat: cada jugador s'emporta les llavors que queden a la seva fila, i el teu graner mostra { $store }. Una partida també s'acaba per fam, quan torna una posició, o quan els jugadors es posen d'acord.

## Revisió
review-heading = Revisió · jugada { $number } de { $moves }
review-thinking = L'ordinador està estudiant la partida… { $done } de { $total }
review-graph = Qui anava guanyant, jugada a jugada: la barra clara és el tauler que es veu.
review-ahead = { $you ->
    [yes] Anaves guanyant
   *[no] { $side } anava guanyant
  }
review-end = Final de la partida. Prem «Anterior» per tornar enrere, o «Acaba la revisió».
review-played = { $you ->
    [yes] Aquí vas jugar { $pit }.
   *[no] Aquí { $side } va jugar { $pit }.
  }
review-best = { $you ->
    [yes] Aquí vas jugar { $pit }: la millor jugada.
   *[no] Aquí { $side } va jugar { $pit }: la millor jugada.
  }
review-good = { $you ->
    [yes] Aquí vas jugar { $pit }: una bona jugada.
   *[no] Aquí { $side } va jugar { $pit }: una bona jugada.
  }
review-gives = { $you ->
    [yes] Aquí vas jugar { $pit }. Així { $other } va poder capturar { $seeds }: { $best } hauria estat millor.
   *[no] { $other-you ->
        [yes] Aquí { $side } va jugar { $pit }. Així vas poder capturar { $seeds }: { $best } hauria estat millor.
       *[no] Aquí { $side } va jugar { $pit }. Així { $other } va poder capturar { $seeds }: { $best } hauria estat millor.
    }
  }
review-captures = { $you ->
    [yes] Aquí vas jugar { $pit }. { $best } hauria estat millor: captura { $seeds }.
   *[no] Aquí { $side } va jugar { $pit }. { $best } hauria estat millor: captura { $seeds }.
  }
review-better = { $you ->
    [yes] Aquí vas jugar { $pit }. { $best } hauria estat millor, per
   *[no] Aquí { $side } va jugar { $pit }. { $best } hauria estat millor, per
  } { $seeds ->
    [one] una llavor
   *[other] unes { $seeds } llavors
  }.
review-inaccuracy = Un petit descuit.
review-mistake = Un error.
review-blunder = Un error greu!

## Elogis
praise-1 = Molt bé!
praise-2 = Genial, ho has trobat!
praise-3 = Bravo!
praise-4 = Sí, això mateix!
cheer-you-win = Has guanyat l'ordinador: molt bé!
cheer-you-lose = Bon intent! Cada partida t'ensenya alguna cosa: hi tornem?
cheer-draw = Empat: heu jugat molt bé tots dos!
cheer-winner = { $you ->
    [yes] Bravo! Heu jugat molt bé tots dos.
   *[no] Bravo, { $side }! Heu jugat molt bé tots dos.
  }

## Two devices
button-two-devices = Dos dispositius
online-title = Juga en dos dispositius
button-make-room = Crea una sala
button-join-room = Entra en una sala
button-join = Juga
button-watch = Mira
button-erase = Esborra
online-about = Un dispositiu crea una sala; l'altre toca les mateixes tres imatges.
online-server-none = Encara no hi ha servidor: engega awale-server en un ordinador d'aquesta xarxa i després escriu-ne l'adreça al camp de dalt.
online-server = Servidor: { $address }
online-connecting = Connectant…
online-your-code = La teva sala. A l'altre dispositiu, toca aquestes tres imatges:
online-waiting-other = Esperant l'altre jugador…
online-tap-code = Toca les tres imatges de la sala:
online-type-code = O escriu les seves paraules o números:
online-refused = El servidor ha dit que no: { $why }
online-away = El dispositiu de { $name } no està connectat: esperant…
online-lost = S'ha perdut la connexió: ho tornem a provar…
online-back = Tornem a estar connectats.
online-undo-asked = { $name } demana desfer la seva última jugada: prem «Desfés» per acceptar.
online-undo-sent = Has preguntat a { $name } si pots desfer la teva última jugada.
online-tap-dropped = La partida ha continuat mentre no hi eres: torna a triar.
online-watching = Mirant { $south } i { $north }
label-server = L'ordinador de la classe o un servidor de joc
about-server = La seva adreça, tal com la mostra la seva finestra: per exemple 192.168.1.20:7878.
button-rejoin = Torna a la partida

# Who is playing, and the friend
player-friend = Amic
title-hello = Hola, { $name }!
who-title = Qui juga?
who-animal = Toca el teu animal
who-name = El teu nom (si vols)
who-change = Canvia
who-done = Fet
who-rename = Reanomena
who-remove = Treu
who-sure = Toca un altre cop per treure'l
who-add = Afegeix un infant
friend-noticed-protected = Has protegit molt bé les teves caselles!
friend-noticed-chain = Compte amb les captures en cadena: prova la lliçó { $number }!

# El que un lector de pantalla diu del tauler.
page-previous = Pàgina anterior
page-next = Pàgina següent
access-board = El tauler
access-pit = Casella { $pit }, { $you ->
    [yes] teva
   *[no] de { $side }
  }
access-seeds = { $seeds ->
    [0] buida
    [one] 1 llavor
   *[other] { $seeds } llavors
  }
access-playable = es pot jugar
access-store = { $you ->
    [yes] El teu graner
   *[no] Graner de { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = La pàgina del docent
class-login-class = Classe
class-login-password = Contrasenya
class-login-button = Inicia la sessió
class-login-wrong = Aquesta classe i aquesta contrasenya no van juntes.
class-login-wait = Massa intents: espereu { $seconds } s i torneu-ho a provar.
class-make-heading = Crea una classe
class-make-explain = Aquest ordinador guarda la classe: els noms dels infants i els seus progressos s'hi queden.
class-make-name = El nom de la classe
class-make-password = La contrasenya del docent (com a mínim { $length } caràcters)
class-make-again = La contrasenya un altre cop
class-make-button = Crea la classe
class-make-local = Una classe es crea a l'ordinador de la classe, a l'adreça de configuració que awale-server va mostrar en engegar-se (http://localhost:7878/class/make?setup=…), o amb l'ordre awale-server class new NOM.
class-make-differ = Les dues contrasenyes són diferents.
class-make-short = La contrasenya és massa curta.
class-make-taken = Ja hi ha una classe amb aquest nom.
class-logout = Tanca la sessió
class-code = El codi de la classe, que cada tauleta demana una sola vegada:
class-children = Els infants
class-child-name = Nom
class-child-animal = Animal
class-child-add = Afegeix
class-child-rename = Desa
class-child-bad = Un nom d'1 a 24 lletres i un animal, si us plau.
class-child-remove = Treu amb totes les seves dades
class-child-remove-ask = Voleu treure { $name } i tot el que ha fet, per sempre?
class-full = Aquesta classe és plena.
class-lessons = Lliçons
class-puzzles = Reptes
class-games-friend = Contra l'amic ordinador
class-games-classmates = Contra els companys
class-rating = El nivell de l'amic (500 al principi)
class-last-seen = Darrera visita
class-never = mai
class-stars = Estrelles
class-missed = Reptes fallats fa poc
class-cards = Imprimeix les targetes
class-export = Exporta (CSV)
class-csv-name = Nom
class-csv-animal = Animal
class-csv-puzzles-solved = Problemes resolts
class-csv-puzzles-tried = Problemes provats
class-csv-friend-won = Guanyades contra l'amic ordinador
class-csv-friend-drawn = Empats contra l'amic ordinador
class-csv-friend-lost = Perdudes contra l'amic ordinador
class-csv-classmates-won = Guanyades contra companys
class-csv-classmates-drawn = Empats contra companys
class-csv-classmates-lost = Perdudes contra companys
class-secrets-on = Cada infant entra amb el seu secret d'imatges.
class-secrets-off = Cada infant entra tocant el seu animal.
class-secrets-turn-on = Demana secrets d'imatges
class-secrets-turn-off = Sense secrets d'imatges
class-secret-new = Un secret d'imatges nou
class-secret = Secret d'imatges
class-now = La classe ara mateix
class-now-none = No s'està jugant cap partida.
class-card-scan = escaneja per jugar
class-no-children = Encara no hi ha cap infant: afegiu el primer aquí sota.
class-back = Torna a la classe
class-wdl = { $won ->
    [one] { $won } guanyada
   *[other] { $won } guanyades
  }, { $drawn ->
    [one] { $drawn } empatada
   *[other] { $drawn } empatades
  }, { $lost ->
    [one] { $lost } perduda
   *[other] { $lost } perdudes
  }
class-puzzle-level = Nivell { $level }: { $solved } de { $tried }
class-csrf = Aquest formulari ha caducat: torneu a obrir la pàgina.
class-secret-tried = Intents errats amb les imatges de { $name }: { $count }.
class-secret-let-in = Torna a deixar entrar { $name }
class-cards-address = Els codis QR obren { $address }: l'adreça que fan servir les tauletes de la classe.
class-cards-other = Les tauletes de la classe fan servir una altra xarxa? Imprimiu les targetes per a:
class-cards-alone = Atenció: aquests codis QR obren { $address }, una adreça a la qual només pot accedir aquest ordinador. Una tauleta que els escanegi no trobarà la classe. Engegueu el servidor per a la xarxa de la classe (awale-server --bind 0.0.0.0), obriu aquesta pàgina a l'adreça de xarxa que mostra i després imprimiu les targetes.
class-animal-taken = { $name } ja té aquest animal: trieu-ne un altre, perquè cada infant trobi el seu d'un cop d'ull.
class-delete-heading = Esborra la classe
class-delete-explain = A final de curs: la classe, els seus infants, els seus progressos i les seves partides s'esborren d'aquest ordinador per sempre. Exporteu primer la classe per guardar-ne els progressos.
class-delete-type = Escriviu el nom de la classe, { $name }, per esborrar-la
class-delete-button = Esborra la classe per sempre
class-delete-mistyped = El nom escrit no és el de la classe: no s'ha esborrat res.
class-unauthorized = Primer inicieu la sessió.
class-not-found = Aquest infant no és en aquesta classe.
class-store = Ara mateix no es pot accedir a la classe: torneu-ho a provar d'aquí a una estona.
class-tournament = Torneig de la classe
class-tournament-who = Qui juga? Els infants que tenen la tauleta encesa estan marcats.
class-tournament-games = Cada taula juga
class-tournament-one = una partida
class-tournament-three = al millor de tres
class-tournament-rules = Regles
class-tournament-start = Comença el torneig
class-tournament-round = Ronda { $round } de { $rounds }
class-tournament-paused = en pausa
class-tournament-screen = Obre la pantalla de la classe
class-tournament-pause = Pausa
class-tournament-go-on = Reprèn
class-tournament-end-round = Acaba aquesta ronda
class-tournament-end = Acaba el torneig
class-tournament-end-ask = Acabar el torneig ara? Les partides encara en curs acaben en taules i la classificació és definitiva.
class-tournament-table = Taula
class-tournament-games-played = Partides
class-tournament-bye = descansa aquesta ronda (compta com a victòria)
class-tournament-playing = jugant…
class-tournament-drawn = empat
class-tournament-standings = Classificació
class-tournament-points = Punts
class-tournament-wdl = Guanyades – empatades – perdudes
class-tournament-tie-break = Desempat (punts dels rivals)
class-tournament-present = Qui hi és
class-tournament-here = hi és
class-tournament-away = se n'ha anat
class-tournament-running = Hi ha un torneig en curs: acabeu-lo primer.
class-tournament-too-few = Marqueu dos infants o més.
class-tournament-refused = Ara això no es pot fer.
class-screen-none = Encara no hi ha cap torneig: comenceu-ne un des de la pàgina del docent.
class-screen-over = el torneig s'ha acabat
class-screen-games = Partides en curs
class-screen-watch = Mira aquesta partida
class-screen-results = Últims resultats
class-screen-no-game = Aquesta partida no és del torneig.
class-vote = La classe contra l'ordinador
class-vote-explain = El projector mostra un sol tauler; cada infant toca a la seva tauleta la casella que jugaria; es juga la casella amb més vots.
class-vote-level = El nivell de l'ordinador
class-vote-countdown = Temps per votar
class-vote-seconds = { $seconds } s
class-vote-first = Qui comença
class-vote-first-class = la classe
class-vote-first-computer = l'ordinador
class-vote-start = Comença la partida
class-vote-open = Obre el tauler al projector
class-vote-end = Acaba la partida
class-vote-running = La classe ja està jugant contra l'ordinador: acabeu primer aquesta partida.
class-simul = Vós contra diversos infants alhora
class-simul-who = Qui juga contra el docent? Cada infant juga a la seva tauleta; vós jugueu a cada tauler des d'aquesta pàgina.
class-simul-start = Comença les partides
class-simul-open = Obre els meus taulers
class-simul-end = Acaba les partides
class-simul-teacher = El docent
class-simul-running = Hi ha partides simultànies en curs: acabeu-les primer.
class-simul-waiting = Taulers que esperen la vostra jugada: { $count } de { $boards }
class-simul-your-move = Us toca
class-simul-sow = Sembra de la casella { $pit }
vote-class = La classe
vote-computer = L'ordinador
vote-class-said = la classe
vote-computer-said = l'ordinador
vote-your-turn = Li toca a la classe: toqueu la vostra casella! { $seconds } s
vote-thinking = L'ordinador està pensant…
vote-voted = { $count } de { $here } han votat
vote-tie = Empat: entre les caselles més votades, l'ordinador aconsella { $pit }.
vote-reply = L'ordinador ha respost { $pit }.
vote-over-class = La classe ha guanyat!
vote-over-computer = Aquesta vegada ha guanyat l'ordinador.
vote-over-draw = Empat!
vote-ended = El docent ha acabat la partida.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = La meva classe
class-tablet-which = Quina classe?
class-tablet-tap-code = Toca les quatre imatges de la teva classe
class-tablet-who = Busca el teu animal i toca'l
class-tablet-again = La teva sessió s'ha acabat: toca un altre cop el teu animal.
class-tablet-secret = Toca les teves tres imatges secretes
class-tablet-away = L'ordinador de la classe no respon. Torna-ho a provar aviat.
class-tablet-no-class = Cap classe no té aquestes imatges.
class-tablet-wrong-secret = Aquestes no són les teves imatges. Torna-hi!
class-tablet-other = Una altra classe
class-tablet-waiting = Un moment…
class-tablet-no-server = Primer escriu l'adreça de l'ordinador de la classe a la pantalla «Dos dispositius».
tournament-title = Torneig · ronda { $round }
tournament-table = Taula { $table }
tournament-play = Juga
tournament-bye = Aquesta ronda descanses: compta com a victòria!
tournament-wait = Molt ben jugat! Espera la ronda següent.
tournament-paused = El docent ha posat el torneig en pausa.
tournament-over = El torneig s'ha acabat. Ets el número { $place }!
tournament-away = Digues al docent que ja has tornat.
vote-tap = La classe juga contra l'ordinador: toca la casella que jugaries!
vote-you-chose = Has triat { $pit }. Espera els altres…
vote-praise = La classe ha jugat la teva casella!
vote-wait = L'ordinador està pensant…
simul-play = Juga contra el teu docent!

## Les imatges (els animals dels infants i els codis de les sales), tal com les diu un lector de pantalla.
picture-ant = Formiga
picture-bee = Abella
picture-cat = Gat
picture-cow = Vaca
picture-dog = Gos
picture-duck = Ànec
picture-elephant = Elefant
picture-fish = Peix
picture-fox = Guineu
picture-frog = Granota
picture-giraffe = Girafa
picture-goat = Cabra
picture-hen = Gallina
picture-horse = Cavall
picture-lion = Lleó
picture-monkey = Mico
picture-owl = Mussol
picture-rabbit = Conill
picture-snail = Cargol
picture-turtle = Tortuga
picture-zebra = Zebra
picture-apple = Poma
picture-banana = Plàtan
picture-cherry = Cirera
picture-coconut = Coco
picture-grapes = Raïm
picture-lemon = Llimona
picture-mango = Mango
picture-pear = Pera
picture-pineapple = Pinya

## Els altres animals que poden tenir els infants d'una classe, a més de les imatges de dalt (src/net/animals.rs).
picture-mouse = Ratolí
picture-bear = Ós
picture-panda = Panda
picture-koala = Coala
picture-tiger = Tigre
picture-pig = Porc
picture-sheep = Ovella
picture-camel = Camell
picture-kangaroo = Cangur
picture-hedgehog = Eriçó
picture-bat = Ratpenat
picture-penguin = Pingüí
picture-parrot = Lloro
picture-flamingo = Flamenc
picture-crocodile = Cocodril
picture-snake = Serp
picture-lizard = Sargantana
picture-octopus = Pop
picture-crab = Cranc
picture-dolphin = Dofí
picture-whale = Balena
picture-shark = Tauró
picture-butterfly = Papallona
picture-ladybird = Marieta
picture-spider = Aranya
picture-rhino = Rinoceront
picture-hippo = Hipopòtam
picture-gorilla = Goril·la
picture-leopard = Lleopard
picture-deer = Cérvol
picture-sloth = Peresós
picture-otter = Llúdriga
picture-swan = Cigne
picture-peacock = Paó
picture-unicorn = Unicorn
picture-wolf = Llop
picture-eagle = Àliga
picture-dinosaur = Dinosaure
picture-caterpillar = Eruga
