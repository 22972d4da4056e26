# Italian. Every key here must also be in en.ftl (tests/i18n.rs checks).

## Lati e turni
side-south = Sud
side-north = Nord
your-turn = { $you ->
    [yes] Tocca a te! Scegli una buca.
   *[no] { $side }, tocca a te! Scegli una buca.
  }
plays-next = { $you ->
    [yes] Ora giochi tu: premi «{ $button }».
   *[no] Ora gioca { $side }: premi «{ $button }».
  }
thinking = { $you ->
    [yes] Stai pensando…
   *[no] { $side } sta pensando…
  }
away = { $you ->
    [yes] Non sei in linea…
   *[no] { $side }: non in linea…
  }
sowing = { $you ->
    [yes] Stai seminando…
   *[no] { $side } sta seminando…
  }
waiting = { $you ->
    [yes] Tu aspetti
   *[no] { $side } aspetta
  }
score = { $seeds } nel granaio
taken-back = { $moves ->
    [one] L'ultima mossa è stata annullata.
   *[other] Le ultime { $moves } mosse sono state annullate.
  }
game-not-saved = Non salvata
offer-stop = { $you ->
    [yes] Vorresti fermarti qui. { $other }: premi «{ $button }» per accettare.
   *[no] { $other-you ->
        [yes] { $side } vorrebbe fermarsi qui. Premi «{ $button }» per accettare.
       *[no] { $side } vorrebbe fermarsi qui. { $other }: premi «{ $button }» per accettare.
    }
  }

## Suggerimenti
hint-captures = Prova la buca { $pit }: cattura { $seeds ->
    [one] 1 seme
   *[other] { $seeds } semi
  }.
hint-protects = Prova la buca { $pit }: salva { $seeds ->
    [one] uno dei tuoi semi
   *[other] { $seeds } dei tuoi semi
  } dalla cattura.
hint-feeds = Prova la buca { $pit }: il tuo avversario non ha semi, e così gliene dai un po'.
hint-plain = Prova la buca { $pit }.

## Che cosa ha fatto una mossa
sowed = { $you ->
    [yes] Hai seminato
   *[no] { $side } ha seminato
  } { $seeds ->
    [one] 1 seme
   *[other] { $seeds } semi
  } dalla buca { $pit }.
captured-one-pit = { $you ->
    [yes] Hai catturato
   *[no] { $side } ha catturato
  } { $seeds ->
    [one] { $seeds } seme
   *[other] { $seeds } semi
  } dalla buca { $pit }!
captured-pits = { $you ->
    [yes] Hai catturato
   *[no] { $side } ha catturato
  } { $seeds ->
    [one] { $seeds } seme
   *[other] { $seeds } semi
  } da { $pits ->
    [one] { $pits } buca
   *[other] { $pits } buche
  }!
grand-slam = Grande slam: non si cattura niente.
cut-by-limit = Il limite di cattura ha preso solo { $taken ->
    [one] { $taken } buca
   *[other] { $taken } buche
  } su { $chain }.
nothing-over-limit = { $chain ->
    [one] { $chain } buca di fila supera
   *[other] { $chain } buche di fila superano
  } il limite: non si cattura niente.
must-feed = { $starving-you ->
    [yes] Non hai semi: { $mover } deve dartene un po'.
   *[no] { $mover-you ->
        [yes] { $starving } non ha semi: devi dargliene un po'.
       *[no] { $starving } non ha semi: { $mover }, devi dargliene un po'.
    }
  }

## Modalità lezione
explain-first = L'ultimo seme fa { $seeds } nella buca { $pit }: catturati.
explain-next = Poi la buca { $pit } ne ha { $seeds }: catturati.
explain-grand-slam = { $seeds ->
    [one] Prendere l'unico seme dell'avversario sarebbe un grande slam, e un grande slam non cattura niente.
   *[other] Prendere tutti i { $seeds } semi dell'avversario sarebbe un grande slam, e un grande slam non cattura niente.
  }
explain-limit = { $taken ->
    [one] Si può catturare solo { $taken } buca in una mossa: le altre restano.
   *[other] Si possono catturare solo { $taken } buche in una mossa: le altre restano.
  }
explain-feeding = Obbligo di nutrire: quando il tuo avversario non ha semi, devi giocare una buca i cui semi arrivano alla sua fila.
explain-grand-slam-rule = Regola del grande slam: una mossa non può prendere tutti i semi della fila dell'avversario.
preview = Buca { $pit }: { $seeds ->
    [one] 1 seme
   *[other] { $seeds } semi
  }, l'ultimo cade in { $landing }.
preview-lap = Buca { $pit }: { $seeds ->
    [one] { $seeds } seme
   *[other] { $seeds } semi
  }, più di un giro: fanno il giro e saltano la buca { $pit }.
memory-hold = Tieni premuta una delle tue buche per contarla.
memory-count = La buca { $pit } contiene { $seeds ->
    [one] 1 seme
   *[other] { $seeds } semi
  }.
memory-not-yours = Puoi contare solo le tue buche.

## Mosse non permesse
illegal-game-over = La partita è finita.
illegal-not-yours = La buca { $pit } è del tuo avversario: scegli una delle tue buche.
illegal-empty = La buca { $pit } è vuota: scegli una buca con dei semi.
illegal-must-feed = Il tuo avversario non ha semi: devi dargliene un po'. La buca { $pit } non arriva fino a lui.
illegal-grand-slam = La buca { $pit } prenderebbe tutti i semi del tuo avversario, e non è permesso: scegli un'altra buca.

## La fine
winner = { $you ->
    [yes] Hai vinto!
   *[no] { $side } vince!
  }
loser = { $you ->
    [yes] Ben giocato! Facciamo un'altra partita?
   *[no] { $side } perde.
  }
draw = Pareggio!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] Non hai semi e nessuno può dartene: { $taker } prende i semi rimasti.
   *[no] { $taker-you ->
        [yes] { $starving } non ha semi e nessuno può dargliene: prendi tu i semi rimasti.
       *[no] { $starving } non ha semi e nessuno può dargliene: { $taker } prende i semi rimasti.
    }
  }
end-majority = { $you ->
    [yes] Hai più della metà dei semi.
   *[no] { $side } ha più della metà dei semi.
  }
end-majority-draw = Ogni giocatore ha metà dei semi.
end-few-seeds = Sul tavoliere restano solo pochi semi.
end-repetition = È tornata la stessa posizione: la partita potrebbe non finire mai.
end-no-capture = I semi rimasti non possono più fare catture.
end-agreement-own-side = I giocatori hanno deciso di fermarsi; ognuno ha preso i semi della sua fila.
end-agreement-split = I giocatori hanno deciso di fermarsi e hanno diviso in parti uguali i semi rimasti.
share-question = Come dividete i semi rimasti sul tavoliere?
share-own-side = Ognuno la sua fila
share-split = In parti uguali
share-rule = { $choice } (la regola)
end-set-aside = Un seme in più viene messo da parte.

## Sfide
match-title = Al meglio di { $games }
match-game-line = Partita { $number }: { $result }
match-game-draw = pareggio
match-game-won = { $you ->
    [yes] hai vinto tu
   *[no] ha vinto { $side }
  }
match-score = Partite vinte: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] Hai vinto la sfida!
   *[no] { $side } vince la sfida!
  }
match-draw = La sfida finisce in pareggio.
match-next = { $you ->
    [yes] Hai vinto l'ultima partita e cominci la prossima.
   *[no] { $side } ha vinto l'ultima partita e comincia la prossima.
  }
match-next-after-draw = { $you ->
    [yes] Dopo un pareggio, cominci tu la prossima partita.
   *[no] Dopo un pareggio, { $side } comincia la prossima partita.
  }

## Pulsanti
button-menu = Menu
button-undo = Annulla
button-redo = Ripeti
button-hint = Aiuto
hint-thinking = Cerco una buona mossa…
button-agree = Ci fermiamo?
button-withdraw = Continua
button-accept = Sì, basta
button-export = Esporta
button-moves = Mosse
button-pause = Pausa
button-resume = Riprendi
button-step = Mossa
button-play-again = Gioca ancora
button-next-game = Prossima partita
button-continue-match = Punteggio
button-continue = Continua la partita
button-new-game = Nuova partita
button-rules = Regole
button-settings = Opzioni
button-import = Importa una partita
button-quit = Esci
button-back = Indietro
button-quick-play = Gioca!
button-play = Gioca
new-game-sure = Tocca ancora
new-game-why = La partita che stai giocando non è finita: tocca ancora «Gioca» per lasciarla e cominciare questa.
button-customise = Personalizza
button-save = Salva
button-rename = Rinomina
button-delete = Elimina
button-use = Usa queste regole

## Titolo
title = Awalé
subtitle = L'oware della Costa d'Avorio · regole: { $rules }

## Nuova partita
new-game-title = Nuova partita
label-mode = Giocatori
mode-two-players = Due giocatori
mode-computer = Contro il computer
mode-demo = Computer contro computer
label-level = Livello del computer
label-computer-side = Il computer gioca
label-first = Chi comincia
label-match = Partite
match-single = Una partita
match-best-of = Al meglio di { $games }
label-preset = Regole
preset-abapa = Abapa (fino alla fine)
preset-tournament = Abapa (finisce a 25 semi)
preset-awele = Awélé (semi rimasti divisi)
preset-egg-box = Scatola di uova (per i più piccoli)
player-person = Giocatore
player-computer = Computer (livello { $level })
player-you = Tu
player-1 = Giocatore 1
player-2 = Giocatore 2
name-for-south = Sud: la fila in basso
name-for-north = Nord: la fila in alto
label-names = Nomi

## Personalizza
customise-title = Personalizza le regole
label-name = Nome (scrivilo)
custom-name = Le mie regole
saved-preset = Salvato: «{ $name }».
renamed-preset = Nuovo nome: «{ $name }».
deleted-preset = Eliminato: «{ $name }».
not-saved = «{ $name }» non è salvato: salvalo prima.
name-empty = Prima scrivi un nome.
name-taken = «{ $name }» è un insieme di regole già incluso: scegli un altro nome.
option-seeds_per_pit = Semi per buca
option-capture_counts = Numeri che catturano
option-capture_limit = Buche catturate al massimo
option-capture_overflow = Le catene più lunghe catturano
option-grand_slam = Grande slam
option-end_majority = Fine con la maggioranza
option-end_seeds_left = Fine con pochi semi
option-end_on_repetition = Fine se si ripete
option-end_no_capture = Fine se nessuna cattura è possibile
option-leftover = Semi rimasti alla fine
about-seeds_per_pit = Semi in ogni buca all'inizio, da 1 a 8.
about-capture_counts = L'ultimo seme fa 2 o 3 (o solo 2) in una buca dell'avversario: catturati.
about-capture_limit = Quante buche può catturare una mossa, da 1 a 6 (6: senza limite).
about-capture_overflow = Quando la catena supera il limite: le ultime, o niente.
about-grand_slam = Una mossa che prende tutti i semi dell'avversario: non cattura niente, oppure non è permessa.
about-end_majority = La partita finisce quando un giocatore ha più della metà dei semi.
about-end_seeds_left = La partita finisce quando restano questi semi o meno, da 0 (no) a 12.
about-end_on_repetition = La partita finisce quando una posizione ritorna, così non dura mai all'infinito.
about-end_no_capture = La partita finisce quando nessuna serie di mosse può più catturare, e i semi rimasti vengono distribuiti.
about-leftover = Chi prende i semi ancora sul tavoliere quando la partita finisce.
value-2-3 = 2 o 3
value-2 = solo 2
value-no-limit = senza limite
value-last = le ultime
value-none = niente
value-no-capture = non cattura niente
value-forbidden = non permesso
value-true = sì
value-false = no
value-off = no
value-split = divisi
value-own-side = ognuno la sua fila

## Opzioni
settings-title = Opzioni
language-en = English
language-fr = Français
label-language = Lingua
label-volume = Volume
volume-soft = Basso
volume-medium = Medio
volume-loud = Alto
label-read-aloud = Lettura ad alta voce
label-sound = Suono
label-speed = Velocità dell'animazione
label-counts = Numero di semi
label-north = Due giocatori seduti
label-teaching = Modalità lezione
label-calm = Meno movimento
label-bigger = Pulsanti e testo più grandi
value-on = sì
speed-slow = lenta
speed-normal = normale
speed-fast = veloce
counts-shown = visibile
counts-hidden = nascosto (memoria)
seating-auto = faccia a faccia con lo schermo in verticale
seating-side-by-side = fianco a fianco
seating-face-to-face = faccia a faccia

## Schermata delle regole
rules-title = Come si gioca
rules-sowing = Seminare: prendi tutti i semi di una delle tue buche e lasciali uno alla volta nelle buche seguenti, girando verso destra (A → F, poi a → f).
rules-laps = Giri: con 12 semi o più fai il giro di tutto il tavoliere; la buca che hai svuotato viene saltata.
rules-capture = Catturare: se il tuo ultimo seme fa { $counts } in una buca dell'avversario, li prendi, e anche quelli della buca prima se ne ha { $counts }, e così via (al massimo { $limit ->
    [one] { $limit } buca
   *[other] { $limit } buche
  }).
rules-feeding = Nutrire: se il tuo avversario non ha semi, devi giocare una buca che gliene dia un po'.
rules-famine = Carestia: se non puoi nutrirlo, la partita finisce e prendi tu i semi rimasti.
rules-grand-slam = Grande slam: una mossa che prenderebbe tutti i semi della fila dell'avversario { $grand-slam ->
    [forbidden] non è permessa, a meno che non sia l'unica mossa; allora non cattura niente
   *[other] non cattura niente
  }.
rules-end = La fine: vince il giocatore con più semi nel suo granaio.{ $majority ->
    [true] { " " }La partita finisce anche quando un giocatore ha più della metà dei semi.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }Finisce anche quando una posizione ritorna.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Finisce quando i semi rimasti non possono più fare catture.
   *[other] {""}
  }
rules-in-force = Regole in uso: { $name }
rules-board = Buche del Sud: A B C D E F. Quelle del Nord: a b c d e f.

## File
file-problem = { $file } { $why }. Si usano le impostazioni predefinite; il file è stato conservato come { $kept }.
why-unreadable = non si può leggere
why-corrupt = è danneggiato
why-newer = è stato scritto da una versione più recente di Awalé
save-failed = Impossibile salvare { $file }: { $error }
another-window = Awalé è già aperto in un'altra finestra: le partite di questa non vengono salvate.
no-folder = questo sistema non ha una cartella di configurazione in cui salvare
exported = Partita salvata nella cartella delle partite come { $path } e, per Aualé, { $ogn }.
import-title = Importa una partita
import-help = Partite (.txt, e .ogn di Aualé) in questa cartella:
import-none = Ancora nessuna partita. Esporta una partita, oppure metti in quella cartella un file .txt o un file .ogn di Aualé.
import-open-file = Apri un file…
import-failed = { $file } non può essere importato: { $error }
import-move = la mossa { $number } ({ $pit }) non si può giocare: { $reason }
import-capture = la mossa { $number } ({ $pit }) cattura { $actual }, ma la partita salvata dice { $recorded }
imported = { $file } importato.
import-left-out = { $file }: la linea principale è stata tenuta; { $comments ->
    [one] un commento
   *[other] { $comments } commenti
  } e { $variations ->
    [one] una variante
   *[other] { $variations } varianti
  } sono stati lasciati fuori.
moves-title = Mosse
moves-none = Ancora nessuna mossa.

## Impara: lezioni e sfide
button-learn = Impara
button-next = Avanti
button-previous = Precedente
button-leave = Esci
button-end-review = Fine revisione
button-review = Rivedi
learn-title = Impara
learn-lessons = Lezioni sul tavoliere
learn-puzzles = Trova la mossa
learn-puzzles-about = Una mossa è chiaramente la migliore. Sai trovarla?
puzzle-easy = Facile
puzzle-medium = Medio
puzzle-hard = Difficile
puzzle-heading = Trova la mossa · { $difficulty } · trovate: { $solved }
puzzle-ask = Tocca a te. Qui una mossa è chiaramente la migliore: trovala!
puzzle-wrong = La buca { $pit } non è la mossa migliore qui. Guarda la buca che brilla, e pensa al perché.
puzzle-try-again = La buca { $pit } non è la mossa migliore qui. Riprova!
puzzle-try-again-captures = La buca { $pit } non è la mossa migliore qui: poi { $other } ne cattura { $seeds }. Riprova!
puzzle-try-again-more = { $seeds ->
    [0] La buca { $pit } non è la mossa migliore qui: non cattura niente, e un'altra buca invece cattura. Riprova!
   *[other] La buca { $pit } non è la mossa migliore qui: ne cattura { $seeds }, e un'altra buca ne cattura di più. Riprova!
  }
puzzle-try-again-reply = La buca { $pit } non è la mossa migliore qui: poi { $other } risponde { $reply } e passa in vantaggio. Riprova!
puzzle-solved = Esatto!
puzzle-why-save = Salva { $seeds } dei tuoi semi dalla cattura.
puzzle-why-feed = Dà dei semi a Nord: senza, la partita finirebbe.
puzzle-why-plan = Non cattura ancora niente, ma prepara le prossime mosse: con ogni altra buca, Nord può fare meglio.
coach-lesson-heading = Lezione { $number } di { $lessons }: { $title } · passo { $step } di { $steps }
coach-rules = Regole: { $preset } · { $options }
coach-try = Prova la buca { $pit }: brilla.
lesson-sowing = Seminare
lesson-sowing-1-ask = Tocca la buca C. I suoi 4 semi vengono presi e seminati uno alla volta nelle buche seguenti.
lesson-sowing-1-wrong = Questa è la buca { $pit }. Cerca la buca { $right }: brilla.
lesson-sowing-1-done = Ogni buca dopo la C ha ricevuto un seme: D, E, F e a.
lesson-sowing-2-ask = La semina continua nella fila del tuo avversario. Tocca la buca F.
lesson-sowing-2-wrong = È la buca { $right }: i suoi semi vanno nella fila del tuo avversario.
lesson-sowing-2-done = I 4 semi della F sono caduti nelle buche a, b, c e d: quelle del tuo avversario.
lesson-laps = Giri
lesson-laps-1-ask = La buca C ha 11 semi. Tocca la C: i semi fanno tutto il giro del tavoliere.
lesson-laps-1-wrong = Tocca la buca { $right }, quella con 11 semi.
lesson-laps-1-done = 11 semi, uno in ciascuna delle altre 11 buche: la C resta vuota.
lesson-laps-2-ask = Ora la C ha 12 semi: più di un giro. Tocca la C e guarda: la C stessa viene saltata.
lesson-laps-2-wrong = Tocca la buca { $right }, quella con 12 semi.
lesson-laps-2-done = Il dodicesimo seme ha saltato la C ed è caduto nella D: la buca che svuoti non viene mai seminata.
lesson-capture = Catturare
lesson-capture-1-ask = Quando il tuo ultimo seme fa 2 o 3 nella fila del tuo avversario, li catturi. La buca a ha 1 seme. Tocca la F.
lesson-capture-1-wrong = La buca { $pit } non finisce nella buca a. La F ha 1 seme: cade nella buca a.
lesson-capture-1-done = La buca a aveva 2 semi: sono andati nel tuo granaio!
lesson-capture-2-ask = Ora la buca a ha 2 semi. Quale buca ne fa 3? Trovala.
lesson-capture-2-wrong = L'ultimo seme della buca { $pit } non cade nella buca a. Conta i semi: la buca { $right } ci arriva.
lesson-capture-2-done = 3 semi: catturati anche questi.
lesson-chain = Una catena di catture
lesson-chain-1-ask = Dopo una cattura, guarda la buca prima: se ha 2 o 3 semi, li prendi anche lì, e così via. Tocca la E.
lesson-chain-1-wrong = Prova la buca { $right }: i suoi 4 semi finiscono nella buca c.
lesson-chain-1-done = La c, poi la b, poi la a: 7 semi in una mossa!
lesson-krou = Un krou
lesson-krou-1-ask = La buca E ha 17 semi: è un krou. I suoi semi fanno più di un giro. Tocca la E.
lesson-krou-1-wrong = Tocca la buca { $right }, il mucchio grande da 17.
lesson-krou-1-done = Il secondo giro ha fatto dei 2 e dei 3: 11 semi in 5 buche, come nell'esempio classico delle regole dell'awélé.
lesson-feeding = Nutrire e carestia
lesson-feeding-1-ask = Il tuo avversario non ha più semi. Devi dargliene un po': scegli una buca i cui semi arrivano alla sua fila.
lesson-feeding-1-wrong = La buca { $pit } non arriva fino a lui. La buca { $right } sì.
lesson-feeding-1-done = Il tuo avversario ha di nuovo dei semi: nutrirlo fa continuare la partita.
lesson-feeding-2-ask = Al tuo avversario resta un seme. Giocalo tu per lui: tocca la buca f.
lesson-feeding-2-wrong = Tocca la buca { $right }, l'ultimo seme del tuo avversario.
lesson-feeding-2-done = Ora il tuo avversario non ha semi e nessuna delle tue buche arriva fino a lui: è la carestia. La partita finisce, e ogni giocatore prende i semi della sua fila.
lesson-grand-slam = Il grande slam
lesson-grand-slam-1-ask = La buca F prenderebbe tutti i semi del tuo avversario: è un grande slam. Tocca la F per vedere cosa dicono queste regole.
lesson-grand-slam-1-wrong = Tocca la buca { $right } per provare il grande slam.
lesson-grand-slam-1-done = Qui un grande slam non cattura niente: i semi restano sul tavoliere.
lesson-grand-slam-2-ask = Con le regole dell'awélé il grande slam non è permesso. Scegli una buca che lasci dei semi al tuo avversario.
lesson-grand-slam-2-wrong = Non è la buca { $pit }: scegli una buca che brilla.
lesson-grand-slam-2-done = Giusto: il tuo avversario tiene i suoi semi, e la partita continua.
lesson-end = Come finisce la partita
lesson-end-1-ask = Hai 23 semi nel granaio. Chi ha più di 24 dei 48 semi vince. Catturane 2 per vincere: tocca la F.
lesson-end-1-wrong = La buca { $pit } non cattura niente. La buca { $right } finisce nella buca a e fa 2.
lesson-end-1-done = 25 semi: più della metà. Hai vinto! La partita è finita: ogni giocatore prende i semi rimasti nella sua fila, e il tuo granaio mostra { $store }. Una partita finisce anche per carestia, quando una posizione ritorna, o quando i giocatori sono d'accordo.

## Revisione
review-heading = Revisione · mossa { $number } di { $moves }
review-thinking = Il computer sta studiando la partita… { $done } di { $total }
review-graph = Chi era in vantaggio, mossa dopo mossa: la barra chiara è il tavoliere che vedi.
review-ahead = { $you ->
    [yes] Eri in vantaggio
   *[no] { $side } era in vantaggio
  }
review-end = La fine della partita. Premi «Precedente» per tornare indietro, o «Fine revisione».
review-played = { $you ->
    [yes] Qui hai giocato { $pit }.
   *[no] Qui { $side } ha giocato { $pit }.
  }
review-best = { $you ->
    [yes] Qui hai giocato { $pit }: la mossa migliore.
   *[no] Qui { $side } ha giocato { $pit }: la mossa migliore.
  }
review-good = { $you ->
    [yes] Qui hai giocato { $pit }: una buona mossa.
   *[no] Qui { $side } ha giocato { $pit }: una buona mossa.
  }
review-gives = { $you ->
    [yes] Qui hai giocato { $pit }. Così { $other } ha potuto catturare { $seeds }: { $best } sarebbe stato meglio.
   *[no] { $other-you ->
        [yes] Qui { $side } ha giocato { $pit }. Così hai potuto catturare { $seeds }: { $best } sarebbe stato meglio.
       *[no] Qui { $side } ha giocato { $pit }. Così { $other } ha potuto catturare { $seeds }: { $best } sarebbe stato meglio.
    }
  }
review-captures = { $you ->
    [yes] Qui hai giocato { $pit }. { $best } sarebbe stato meglio: cattura { $seeds }.
   *[no] Qui { $side } ha giocato { $pit }. { $best } sarebbe stato meglio: cattura { $seeds }.
  }
review-better = { $you ->
    [yes] Qui hai giocato { $pit }. { $best } sarebbe stato meglio, di circa
   *[no] Qui { $side } ha giocato { $pit }. { $best } sarebbe stato meglio, di circa
  } { $seeds ->
    [one] { $seeds } seme
   *[other] { $seeds } semi
  }.
review-inaccuracy = Una piccola svista.
review-mistake = Un errore.
review-blunder = Un grosso errore!

## Complimenti
praise-1 = Ben fatto!
praise-2 = Grande, l'hai trovata!
praise-3 = Complimenti!
praise-4 = Sì, proprio così!
cheer-you-win = Hai battuto il computer: complimenti!
cheer-you-lose = Bel tentativo! Ogni partita ti insegna qualcosa: giochi ancora?
cheer-draw = Pareggio: bravi tutti e due!
cheer-winner = { $you ->
    [yes] Complimenti! Bravi tutti e due.
   *[no] Complimenti, { $side }! Bravi tutti e due.
  }

## Two devices
button-two-devices = Due dispositivi
online-title = Gioca su due dispositivi
button-make-room = Crea una stanza
button-join-room = Entra in una stanza
button-join = Gioca
button-watch = Guarda
button-erase = Cancella
online-about = Un dispositivo crea una stanza; l'altro tocca le stesse tre immagini.
online-server-none = Ancora nessun server: avvia awale-server su un computer di questa rete, poi scrivi il suo indirizzo nel campo qui sopra.
online-server = Server: { $address }
online-connecting = Connessione…
online-your-code = La tua stanza. Sull'altro dispositivo, tocca queste tre immagini:
online-waiting-other = In attesa dell'altro giocatore…
online-tap-code = Tocca le tre immagini della stanza:
online-type-code = Oppure scrivi le sue parole o i numeri:
online-refused = Il server ha detto di no: { $why }
online-away = Il dispositivo di { $name } non è connesso: aspettiamo…
online-lost = Connessione persa: riproviamo…
online-back = Di nuovo connesso.
online-undo-asked = { $name } chiede di annullare la sua ultima mossa: premi «Annulla» per accettare.
online-undo-sent = Hai chiesto a { $name } se puoi annullare la tua ultima mossa.
online-tap-dropped = La partita è andata avanti mentre eri via: scegli di nuovo.
online-watching = Stai guardando { $south } e { $north }
label-server = Il computer della classe o un server di gioco
about-server = Il suo indirizzo, come lo mostra la sua finestra: per esempio 192.168.1.20:7878.
button-rejoin = Torna alla partita

# Who is playing, and the friend
player-friend = Amico
title-hello = Ciao, { $name }!
who-title = Chi gioca?
who-animal = Tocca il tuo animale
who-name = Il tuo nome (se vuoi)
who-change = Cambia
who-done = Fatto
who-rename = Rinomina
who-remove = Togli
who-sure = Tocca ancora per togliere
who-add = Aggiungi un bambino
friend-noticed-protected = Hai protetto bene le tue buche!
friend-noticed-chain = Attento alle catture a catena: prova la lezione { $number }!

# Ciò che un lettore di schermo dice della tavola.
page-previous = Pagina precedente
page-next = Pagina successiva
access-board = La tavola
access-pit = Buca { $pit }, { $you ->
    [yes] tua
   *[no] di { $side }
  }
access-seeds = { $seeds ->
    [0] vuota
    [one] 1 seme
   *[other] { $seeds } semi
  }
access-playable = si può giocare
access-store = { $you ->
    [yes] Il tuo granaio
   *[no] Granaio di { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = La pagina dell'insegnante
class-login-class = Classe
class-login-password = Password
class-login-button = Accedi
class-login-wrong = Questa classe e questa password non vanno insieme.
class-login-wait = Troppi tentativi: attenda { $seconds } s, poi riprovi.
class-make-heading = Crea una classe
class-make-explain = Questo computer custodisce la classe: i nomi dei bambini e i loro progressi restano qui.
class-make-name = Il nome della classe
class-make-password = La password dell'insegnante (almeno { $length } caratteri)
class-make-again = Di nuovo la password
class-make-button = Crea la classe
class-make-local = Una classe si crea sul computer della classe, all'indirizzo di configurazione che awale-server ha mostrato all'avvio (http://localhost:7878/class/make?setup=…), oppure con il comando awale-server class new NOME.
class-make-differ = Le due password sono diverse.
class-make-short = La password è troppo corta.
class-make-taken = Esiste già una classe con questo nome.
class-logout = Esci
class-code = Il codice della classe, che ogni tablet chiede una volta sola:
class-children = I bambini
class-child-name = Nome
class-child-animal = Animale
class-child-add = Aggiungi
class-child-rename = Salva
class-child-bad = Un nome da 1 a 24 lettere e un animale, per favore.
class-child-remove = Togli con tutti i suoi dati
class-child-remove-ask = Togliere { $name } e tutto quello che ha fatto, per sempre?
class-full = Questa classe è piena.
class-lessons = Lezioni
class-puzzles = Sfide
class-games-friend = Contro l'amico computer
class-games-classmates = Contro i compagni
class-rating = Il livello dell'amico (all'inizio 500)
class-last-seen = Ultima visita
class-never = mai
class-stars = Stelle
class-missed = Sfide mancate di recente
class-cards = Stampa le tessere
class-export = Esporta (CSV)
class-csv-name = Nome
class-csv-animal = Animale
class-csv-puzzles-solved = Problemi risolti
class-csv-puzzles-tried = Problemi provati
class-csv-friend-won = Vinte contro l'amico computer
class-csv-friend-drawn = Pareggiate contro l'amico computer
class-csv-friend-lost = Perse contro l'amico computer
class-csv-classmates-won = Vinte contro i compagni
class-csv-classmates-drawn = Pareggiate contro i compagni
class-csv-classmates-lost = Perse contro i compagni
class-secrets-on = Ogni bambino entra con il suo segreto a immagini.
class-secrets-off = Ogni bambino entra toccando il suo animale.
class-secrets-turn-on = Chiedi i segreti a immagini
class-secrets-turn-off = Niente segreti a immagini
class-secret-new = Un nuovo segreto a immagini
class-secret = Segreto a immagini
class-now = La classe adesso
class-now-none = Nessuna partita in corso.
class-card-scan = scansiona per giocare
class-no-children = Ancora nessun bambino: aggiunga il primo qui sotto.
class-back = Torna alla classe
class-wdl = { $won ->
    [one] { $won } vinta
   *[other] { $won } vinte
  }, { $drawn ->
    [one] { $drawn } pareggiata
   *[other] { $drawn } pareggiate
  }, { $lost ->
    [one] { $lost } persa
   *[other] { $lost } perse
  }
class-puzzle-level = Livello { $level }: { $solved } su { $tried }
class-csrf = Questo modulo è scaduto: riapra la pagina.
class-secret-tried = Tentativi sbagliati con le immagini di { $name }: { $count }.
class-secret-let-in = Fai rientrare { $name }
class-cards-address = I codici QR aprono { $address }: l'indirizzo che usano i tablet della classe.
class-cards-other = I tablet della classe usano un'altra rete? Stampi le tessere per:
class-cards-alone = Attenzione: questi codici QR aprono { $address }, un indirizzo che solo questo computer può raggiungere. Un tablet che li scansiona non troverà la classe. Avvii il server per la rete della classe (awale-server --bind 0.0.0.0), apra questa pagina all'indirizzo di rete che mostra, poi stampi le tessere.
class-animal-taken = { $name } ha già questo animale: ne scelga un altro, così che ogni bambino trovi il suo a colpo d'occhio.
class-delete-heading = Elimina la classe
class-delete-explain = A fine anno: la classe, i suoi bambini, i loro progressi e le sue partite vengono eliminati da questo computer per sempre. Esporti prima la classe per conservarne i progressi.
class-delete-type = Scriva il nome della classe, { $name }, per eliminarla
class-delete-button = Elimina la classe per sempre
class-delete-mistyped = Il nome scritto non è quello della classe: non è stato eliminato nulla.
class-unauthorized = Prima acceda, per favore.
class-not-found = Questo bambino non è in questa classe.
class-store = Al momento la classe non è raggiungibile: riprovi tra poco.
class-tournament = Torneo della classe
class-tournament-who = Chi gioca? Sono spuntati i bambini che hanno il tablet acceso.
class-tournament-games = Ogni tavolo gioca
class-tournament-one = una partita
class-tournament-three = al meglio di tre
class-tournament-rules = Regole
class-tournament-start = Avvia il torneo
class-tournament-round = Turno { $round } di { $rounds }
class-tournament-paused = in pausa
class-tournament-screen = Apri lo schermo della classe
class-tournament-pause = Pausa
class-tournament-go-on = Riprendi
class-tournament-end-round = Termina questo turno
class-tournament-end = Termina il torneo
class-tournament-end-ask = Finire il torneo adesso? Le partite ancora in corso finiscono patte e la classifica è definitiva.
class-tournament-table = Tavolo
class-tournament-games-played = Partite
class-tournament-bye = riposa in questo turno (conta come vittoria)
class-tournament-playing = in corso…
class-tournament-drawn = pareggio
class-tournament-standings = Classifica
class-tournament-points = Punti
class-tournament-wdl = Vinte – pareggiate – perse
class-tournament-tie-break = Spareggio (punti degli avversari)
class-tournament-present = Chi c'è
class-tournament-here = c'è
class-tournament-away = non c'è
class-tournament-running = C'è un torneo in corso: lo termini prima.
class-tournament-too-few = Spunti almeno due bambini.
class-tournament-refused = Al momento non è possibile.
class-screen-none = Ancora nessun torneo: ne avvii uno dalla pagina dell'insegnante.
class-screen-over = il torneo è finito
class-screen-games = Partite in corso
class-screen-watch = Guarda questa partita
class-screen-results = Ultimi risultati
class-screen-no-game = Questa partita non fa parte del torneo.
class-vote = La classe contro il computer
class-vote-explain = Il proiettore mostra un solo tavoliere; ogni bambino tocca sul suo tablet la buca che giocherebbe; si gioca la buca con più voti.
class-vote-level = Il livello del computer
class-vote-countdown = Tempo per votare
class-vote-seconds = { $seconds } s
class-vote-first = Chi comincia
class-vote-first-class = la classe
class-vote-first-computer = il computer
class-vote-start = Avvia la partita
class-vote-open = Apri il tavoliere sul proiettore
class-vote-end = Termina la partita
class-vote-running = La classe sta già giocando contro il computer: termini prima quella partita.
class-simul = Lei contro più bambini insieme
class-simul-who = Chi gioca contro l'insegnante? Ogni bambino gioca sul suo tablet; Lei gioca su ogni tavoliere da questa pagina.
class-simul-start = Avvia le partite
class-simul-open = Apri i miei tavolieri
class-simul-end = Termina le partite
class-simul-teacher = L'insegnante
class-simul-running = Le partite simultanee sono in corso: le termini prima.
class-simul-waiting = Tavolieri in attesa della Sua mossa: { $count } su { $boards }
class-simul-your-move = Tocca a Lei
class-simul-sow = Semina dalla buca { $pit }
vote-class = La classe
vote-computer = Il computer
vote-class-said = la classe
vote-computer-said = il computer
vote-your-turn = Tocca alla classe: toccate la vostra buca! { $seconds } s
vote-thinking = Il computer sta pensando…
vote-voted = { $count } su { $here } hanno votato
vote-tie = Parità: tra le buche più votate, il computer consiglia { $pit }.
vote-reply = Il computer ha risposto { $pit }.
vote-over-class = La classe ha vinto!
vote-over-computer = Questa volta ha vinto il computer.
vote-over-draw = Pareggio!
vote-ended = L'insegnante ha concluso la partita.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = La mia classe
class-tablet-which = Quale classe?
class-tablet-tap-code = Tocca le quattro immagini della tua classe
class-tablet-who = Trova il tuo animale e toccalo
class-tablet-again = Il tuo accesso è finito: tocca di nuovo il tuo animale.
class-tablet-secret = Tocca le tue tre immagini segrete
class-tablet-away = Il computer della classe non risponde. Riprova tra poco.
class-tablet-no-class = Nessuna classe ha queste immagini.
class-tablet-wrong-secret = Queste non sono le tue immagini. Riprova!
class-tablet-other = Un'altra classe
class-tablet-waiting = Un momento…
class-tablet-no-server = Prima scrivi l'indirizzo del computer della classe nella schermata «Due dispositivi».
tournament-title = Torneo · turno { $round }
tournament-table = Tavolo { $table }
tournament-play = Gioca
tournament-bye = In questo turno riposi: conta come una vittoria!
tournament-wait = Ben giocato! Aspetta il prossimo turno.
tournament-paused = L'insegnante ha messo in pausa il torneo.
tournament-over = Il torneo è finito. Sei il numero { $place }!
tournament-away = Di' all'insegnante che ci sei di nuovo.
vote-tap = La classe gioca contro il computer: tocca la buca che giocheresti!
vote-you-chose = Hai scelto { $pit }. Aspetta gli altri…
vote-praise = La classe ha giocato la tua buca!
vote-wait = Il computer sta pensando…
simul-play = Gioca contro il tuo insegnante!

## Le immagini (gli animali dei bambini e i codici delle stanze), come le dice un lettore di schermo.
picture-ant = Formica
picture-bee = Ape
picture-cat = Gatto
picture-cow = Mucca
picture-dog = Cane
picture-duck = Anatra
picture-elephant = Elefante
picture-fish = Pesce
picture-fox = Volpe
picture-frog = Rana
picture-giraffe = Giraffa
picture-goat = Capra
picture-hen = Gallina
picture-horse = Cavallo
picture-lion = Leone
picture-monkey = Scimmia
picture-owl = Gufo
picture-rabbit = Coniglio
picture-snail = Lumaca
picture-turtle = Tartaruga
picture-zebra = Zebra
picture-apple = Mela
picture-banana = Banana
picture-cherry = Ciliegia
picture-coconut = Cocco
picture-grapes = Uva
picture-lemon = Limone
picture-mango = Mango
picture-pear = Pera
picture-pineapple = Ananas

## Gli altri animali che possono avere i bambini di una classe, oltre alle immagini qui sopra (src/net/animals.rs).
picture-mouse = Topo
picture-bear = Orso
picture-panda = Panda
picture-koala = Koala
picture-tiger = Tigre
picture-pig = Maiale
picture-sheep = Pecora
picture-camel = Cammello
picture-kangaroo = Canguro
picture-hedgehog = Riccio
picture-bat = Pipistrello
picture-penguin = Pinguino
picture-parrot = Pappagallo
picture-flamingo = Fenicottero
picture-crocodile = Coccodrillo
picture-snake = Serpente
picture-lizard = Lucertola
picture-octopus = Polpo
picture-crab = Granchio
picture-dolphin = Delfino
picture-whale = Balena
picture-shark = Squalo
picture-butterfly = Farfalla
picture-ladybird = Coccinella
picture-spider = Ragno
picture-rhino = Rinoceronte
picture-hippo = Ippopotamo
picture-gorilla = Gorilla
picture-leopard = Leopardo
picture-deer = Cervo
picture-sloth = Bradipo
picture-otter = Lontra
picture-swan = Cigno
picture-peacock = Pavone
picture-unicorn = Unicorno
picture-wolf = Lupo
picture-eagle = Aquila
picture-dinosaur = Dinosauro
picture-caterpillar = Bruco
