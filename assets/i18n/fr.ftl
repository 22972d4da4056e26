# Français. Chaque clé d'ici doit aussi être dans en.ftl (tests/i18n.rs le vérifie).

## Camps et tours
side-south = Sud
side-north = Nord
your-turn = { $you ->
    [yes] À toi ! Choisis un trou.
   *[no] { $side }, à toi ! Choisis un trou.
  }
plays-next = { $you ->
    [yes] Tu joues ensuite : appuie sur « { $button } ».
   *[no] { $side } joue ensuite : appuie sur « { $button } ».
  }
thinking = { $you ->
    [yes] Tu réfléchis…
   *[no] { $side } réfléchit…
  }
away = { $you ->
    [yes] Tu es hors ligne…
   *[no] { $side } : hors ligne…
  }
sowing = { $you ->
    [yes] Tu sèmes…
   *[no] { $side } sème…
  }
waiting = { $you ->
    [yes] Tu attends
   *[no] { $side } attend
  }
score = { $seeds } au grenier
taken-back = { $moves ->
    [one] Le dernier coup est annulé.
   *[other] Les { $moves } derniers coups sont annulés.
  }
game-not-saved = Non enregistrée
offer-stop = { $you ->
    [yes] Tu proposes d'arrêter ici. { $other } : appuie sur « { $button } » pour accepter.
   *[no] { $other-you ->
        [yes] { $side } propose d'arrêter ici. Appuie sur « { $button } » pour accepter.
       *[no] { $side } propose d'arrêter ici. { $other } : appuie sur « { $button } » pour accepter.
    }
  }

## Conseils
hint-captures = Essaie le trou « { $pit } » : il prend { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  }.
hint-protects = Essaie le trou « { $pit } » : il sauve { $seeds ->
    [one] { $seeds } de tes graines
   *[other] { $seeds } de tes graines
  } de la prise.
hint-feeds = Essaie le trou « { $pit } » : ton adversaire n'a plus de graines, et celui-ci lui en donne.
hint-plain = Essaie le trou « { $pit } ».

## Ce qu'a fait un coup
sowed = { $you ->
    [yes] Tu as semé
   *[no] { $side } a semé
  } { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  } du trou « { $pit } ».
captured-one-pit = { $you ->
    [yes] Tu as pris
   *[no] { $side } a pris
  } { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  } dans le trou « { $pit } » !
captured-pits = { $you ->
    [yes] Tu as pris
   *[no] { $side } a pris
  } { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  } dans { $pits ->
    [one] { $pits } trou
   *[other] { $pits } trous
  } !
grand-slam = Grand chelem : rien n'est pris.
cut-by-limit = La limite de prise n'a pris { $taken ->
    [one] qu'un trou
   *[other] que { $taken } trous
  } sur { $chain }.
nothing-over-limit = { $chain ->
    [one] { $chain } trou à la suite dépasse
   *[other] { $chain } trous à la suite dépassent
  } la limite : rien n'est pris.
must-feed = { $starving-you ->
    [yes] Tu n'as plus de graines : { $mover } doit t'en donner.
   *[no] { $mover-you ->
        [yes] { $starving } n'a plus de graines : tu dois lui en donner.
       *[no] { $starving } n'a plus de graines : { $mover }, tu dois lui en donner.
    }
  }

## Mode leçon
explain-first = La dernière graine fait { $seeds } en « { $pit } » : prises.
explain-next = Puis « { $pit } » en a { $seeds } : prises.
explain-grand-slam = { $seeds ->
    [one] Prendre la seule graine de l'adversaire serait un grand chelem, et un grand chelem ne prend rien.
   *[other] Prendre les { $seeds } graines de l'adversaire serait un grand chelem, et un grand chelem ne prend rien.
  }
explain-limit = On ne peut prendre { $taken ->
    [one] qu'un trou
   *[other] que { $taken } trous
  } en un coup : les autres restent.
explain-feeding = Règle du don : quand ton adversaire n'a plus de graines, tu dois jouer un trou dont les graines arrivent chez lui.
explain-grand-slam-rule = Règle du grand chelem : un coup ne doit pas prendre toutes les graines de l'adversaire.
preview = Trou « { $pit } » : { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  }, la dernière tombe en { $landing }.
preview-lap = Trou « { $pit } » : { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  }, plus d'un tour : elles font le tour et sautent le trou « { $pit } ».
memory-hold = Appuie longtemps sur un de tes trous pour le compter.
memory-count = Le trou « { $pit } » contient { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  }.
memory-not-yours = Tu ne peux compter que tes propres trous.

## Refus
illegal-game-over = La partie est finie.
illegal-not-yours = Le trou « { $pit } » est à ton adversaire : choisis un de tes trous.
illegal-empty = Le trou « { $pit } » est vide : choisis un trou avec des graines.
illegal-must-feed = Ton adversaire n'a plus de graines : tu dois lui en donner. Le trou « { $pit } » n'arrive pas chez lui.
illegal-grand-slam = Le trou « { $pit } » prendrait toutes les graines de ton adversaire, c'est interdit : choisis un autre trou.

## La fin
winner = { $you ->
    [yes] Tu as gagné !
   *[no] { $side } gagne !
  }
loser = { $you ->
    [yes] Bien joué ! On refait une partie ?
   *[no] { $side } perd.
  }
draw = Match nul !
final-scores = { $south-name } : { $south }  —  { $north-name } : { $north }
end-famine = { $starving-you ->
    [yes] Tu n'as plus de graines et on ne peut pas t'en donner : { $taker } prend les graines restantes.
   *[no] { $taker-you ->
        [yes] { $starving } n'a plus de graines et on ne peut pas lui en donner : tu prends les graines restantes.
       *[no] { $starving } n'a plus de graines et on ne peut pas lui en donner : { $taker } prend les graines restantes.
    }
  }
end-majority = { $you ->
    [yes] Tu as plus de la moitié des graines.
   *[no] { $side } a plus de la moitié des graines.
  }
end-majority-draw = Chaque joueur a la moitié des graines.
end-few-seeds = Il ne reste que quelques graines sur le plateau.
end-repetition = La même position est revenue : la partie pourrait durer toujours.
end-no-capture = Les graines restantes ne permettent plus de récolte.
end-agreement-own-side = Les joueurs ont décidé d'arrêter ; chacun a pris les graines de sa rangée.
end-agreement-split = Les joueurs ont décidé d'arrêter et ont partagé à parts égales les graines restantes.
share-question = Comment partagez-vous les graines restantes ?
share-own-side = Chacun prend sa rangée
share-split = Partager à parts égales
share-rule = { $choice } (la règle)
end-set-aside = Une graine impaire est mise de côté.

## Matchs
match-title = En { $games ->
    [one] { $games } manche
   *[other] { $games } manches
  }
match-game-line = Manche { $number } : { $result }
match-game-draw = nulle
match-game-won = { $you ->
    [yes] tu as gagné
   *[no] { $side } gagne
  }
match-score = Manches gagnées : { $south-name } : { $south }  —  { $north-name } : { $north }
match-winner = { $you ->
    [yes] Tu gagnes le match !
   *[no] { $side } gagne le match !
  }
match-draw = Le match est nul.
match-next = { $you ->
    [yes] Tu as gagné la dernière manche et tu commences la suivante.
   *[no] { $side } a gagné la dernière manche et commence la suivante.
  }
match-next-after-draw = { $you ->
    [yes] Après une manche nulle, tu commences la suivante.
   *[no] Après une manche nulle, { $side } commence la suivante.
  }

## Boutons
button-menu = Menu
button-undo = Annuler
button-redo = Rejouer
button-hint = Conseil
hint-thinking = Je cherche un bon coup…
button-agree = Arrêter ensemble
button-withdraw = Continuer
button-accept = Oui, arrêter
button-export = Exporter
button-moves = Coups
button-pause = Pause
button-resume = Reprendre
button-step = Un coup
button-play-again = Rejouer une partie
button-next-game = Manche suivante
button-continue-match = Score du match
button-continue = Reprendre la partie
button-new-game = Nouvelle partie
button-rules = Règles
button-settings = Réglages
button-import = Importer une partie
button-quit = Quitter
button-back = Retour
button-quick-play = Jouer !
button-play = Jouer
new-game-sure = Touche encore
new-game-why = La partie que tu joues n'est pas finie : touche encore « Jouer » pour la quitter et commencer celle-ci.
button-customise = Personnaliser
button-save = Enregistrer
button-rename = Renommer
button-delete = Supprimer
button-use = Jouer avec ces règles

## Titre
title = Awalé
subtitle = L'awalé de Côte d'Ivoire · règles : { $rules }

## Nouvelle partie
new-game-title = Nouvelle partie
label-mode = Joueurs
mode-two-players = Deux joueurs
mode-computer = Contre l'ordinateur
mode-demo = Ordinateur contre ordinateur
label-level = Niveau de l'ordinateur
label-computer-side = L'ordinateur joue
label-first = Premier à jouer
label-match = Manches
match-single = Une partie
match-best-of = En { $games ->
    [one] { $games } manche
   *[other] { $games } manches
  }
label-preset = Règles
preset-abapa = Abapa (jusqu'au bout)
preset-tournament = Abapa (fin à 25 graines)
preset-awele = Awélé (graines restantes partagées)
preset-egg-box = Boîte à œufs (pour les plus petits)
player-person = Joueur
player-computer = Ordinateur (niveau { $level })
player-you = Toi
player-1 = Joueur 1
player-2 = Joueur 2
name-for-south = Sud : la rangée du bas
name-for-north = Nord : la rangée du haut
label-names = Noms

## Personnaliser
customise-title = Personnaliser les règles
label-name = Nom (tape-le)
custom-name = Mes règles
saved-preset = « { $name } » est enregistré.
renamed-preset = Renommé en « { $name } ».
deleted-preset = « { $name } » est supprimé.
not-saved = « { $name } » n'est pas enregistré : enregistre-le d'abord.
name-empty = Tape d'abord un nom.
name-taken = « { $name } » est un jeu de règles fourni : choisis un autre nom.
option-seeds_per_pit = Graines par trou
option-capture_counts = Nombres qui prennent
option-capture_limit = Trous pris au plus
option-capture_overflow = Les chaînes plus longues prennent
option-grand_slam = Grand chelem
option-end_majority = Arrêt à la majorité
option-end_seeds_left = Arrêt avec peu de graines
option-end_on_repetition = Arrêt sur répétition
option-end_no_capture = Arrêt quand aucune prise n'est possible
option-leftover = Graines restantes à la fin
about-seeds_per_pit = Graines dans chaque trou au départ, de 1 à 8.
about-capture_counts = La dernière graine fait 2 ou 3 (ou seulement 2) chez l'adversaire : prises.
about-capture_limit = Combien de trous un coup peut prendre, de 1 à 6 (6 : sans limite).
about-capture_overflow = Quand la chaîne dépasse la limite : les derniers trous, ou rien.
about-grand_slam = Un coup qui prend toutes les graines de l'adversaire : il ne prend rien, ou il est interdit.
about-end_majority = La partie s'arrête quand un joueur a plus de la moitié des graines.
about-end_seeds_left = La partie s'arrête quand il reste ce nombre de graines ou moins, de 0 (non) à 12.
about-end_on_repetition = La partie s'arrête quand une position revient, pour ne jamais durer toujours.
about-end_no_capture = La partie s'arrête quand plus aucune suite de coups ne peut faire de prise ; les graines restantes sont distribuées.
about-leftover = Qui prend les graines encore sur le plateau quand la partie s'arrête.
value-2-3 = 2 ou 3
value-2 = seulement 2
value-no-limit = sans limite
value-last = les derniers
value-none = rien
value-no-capture = ne prend rien
value-forbidden = interdit
value-true = oui
value-false = non
value-off = non
value-split = partagées
value-own-side = chacun garde sa rangée

## Réglages
settings-title = Réglages
language-en = English
language-fr = Français
label-language = Langue
label-volume = Volume
volume-soft = Doux
volume-medium = Moyen
volume-loud = Fort
label-read-aloud = Lire à voix haute
label-sound = Son
label-speed = Vitesse de l'animation
label-counts = Nombre de graines
label-north = Deux joueurs assis
label-teaching = Mode leçon
label-calm = Moins de mouvement
label-bigger = Boutons et texte plus grands
value-on = oui
speed-slow = lente
speed-normal = normale
speed-fast = rapide
counts-shown = affiché
counts-hidden = caché (mémoire)
seating-auto = face à face sur un écran en hauteur
seating-side-by-side = côte à côte
seating-face-to-face = face à face

## Écran des règles
rules-title = Comment jouer
rules-sowing = Semer : prends toutes les graines d'un de tes trous et dépose-les une à une dans les trous suivants, en tournant vers la droite (A → F, puis a → f).
rules-laps = Les tours : avec 12 graines ou plus, on fait le tour du plateau ; le trou vidé est sauté.
rules-capture = Prendre : si ta dernière graine fait { $counts } dans un trou de l'adversaire, tu les prends, et le trou d'avant s'il en a { $counts } aussi, et ainsi de suite (au plus { $limit ->
    [one] { $limit } trou
   *[other] { $limit } trous
  }).
rules-feeding = Donner : si ton adversaire n'a plus de graines, tu dois jouer un trou qui lui en donne.
rules-famine = La famine : si tu ne peux pas lui en donner, la partie s'arrête et tu prends les graines restantes.
rules-grand-slam = Le grand chelem : un coup qui prendrait toutes les graines de l'adversaire { $grand-slam ->
    [forbidden] est interdit, sauf s'il n'y a pas d'autre coup ; il ne prend alors rien
   *[other] ne prend rien
  }.
rules-end = La fin : le joueur qui a le plus de graines dans son grenier gagne.{ $majority ->
    [true] { " " }La partie s'arrête aussi quand un joueur a plus de la moitié des graines.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }Elle s'arrête aussi quand une position revient.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Elle s'arrête quand les graines restantes ne permettent plus de récolte.
   *[other] {""}
  }
rules-in-force = Règles en vigueur : { $name }
rules-board = Les trous du Sud : A B C D E F. Ceux du Nord : a b c d e f.

## Fichiers
file-problem = { $file } { $why }. Les réglages par défaut sont utilisés ; le fichier est gardé sous le nom { $kept }.
why-unreadable = ne peut pas être lu
why-corrupt = est abîmé
why-newer = vient d'une version plus récente d'Awalé
save-failed = Impossible d'enregistrer { $file } : { $error }
another-window = Awalé est déjà ouvert dans une autre fenêtre : les parties de celle-ci ne sont pas enregistrées.
no-folder = ce système n'a pas de dossier de configuration où enregistrer
exported = Partie enregistrée dans le dossier des parties sous { $path } et, pour Aualé, { $ogn }.
import-title = Importer une partie
import-help = Parties (.txt, et .ogn d'Aualé) dans ce dossier :
import-none = Pas encore de partie. Exporte une partie, ou mets dans ce dossier un fichier .txt ou un .ogn d'Aualé.
import-open-file = Ouvrir un fichier…
import-failed = { $file } ne peut pas être importé : { $error }
import-move = le coup { $number } ({ $pit }) ne peut pas être joué : { $reason }
import-capture = le coup { $number } ({ $pit }) prend { $actual }, mais la partie dit { $recorded }
imported = { $file } est importé.
import-left-out = { $file } : la ligne principale est gardée ; { $comments ->
    [one] un commentaire
   *[other] { $comments } commentaires
  } et { $variations ->
    [one] une variante
   *[other] { $variations } variantes
  } ont été laissés de côté.
moves-title = Coups
moves-none = Pas encore de coup.

## Apprendre : leçons et énigmes
button-learn = Apprendre
button-next = Suivant
button-previous = Précédent
button-leave = Retour
button-end-review = Finir la revue
button-review = Revoir la partie
learn-title = Apprendre
learn-lessons = Leçons sur le plateau
learn-puzzles = Trouve le coup
learn-puzzles-about = Un coup est nettement le meilleur. Sauras-tu le trouver ?
puzzle-easy = Facile
puzzle-medium = Moyen
puzzle-hard = Difficile
puzzle-heading = Trouve le coup · { $difficulty } · trouvés : { $solved }
puzzle-ask = À toi. Ici, un coup est nettement le meilleur : trouve-le !
puzzle-wrong = Le trou « { $pit } » n'est pas le meilleur coup ici. Regarde le trou qui brille, et cherche pourquoi.
puzzle-try-again = Le trou « { $pit } » n'est pas le meilleur coup ici. Essaie encore !
puzzle-try-again-captures = Le trou « { $pit } » n'est pas le meilleur coup ici : { $other } prendrait ensuite { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  }. Essaie encore !
puzzle-try-again-more = { $seeds ->
    [0] Le trou « { $pit } » n'est pas le meilleur coup ici : il ne prend rien, et un autre trou prend des graines. Essaie encore !
    [one] Le trou « { $pit } » n'est pas le meilleur coup ici : il prend { $seeds } graine, et un autre trou en prend plus. Essaie encore !
   *[other] Le trou « { $pit } » n'est pas le meilleur coup ici : il prend { $seeds } graines, et un autre trou en prend plus. Essaie encore !
  }
puzzle-try-again-reply = Le trou « { $pit } » n'est pas le meilleur coup ici : { $other } répondrait ensuite « { $reply } » et prendrait l'avantage. Essaie encore !
puzzle-solved = C'est ça !
puzzle-why-save = Il met { $seeds } de tes graines à l'abri.
puzzle-why-feed = Il donne des graines à Nord : sans elles, la partie s'arrêterait.
puzzle-why-plan = Il ne prend rien encore, mais il prépare la suite : tout autre trou laisse Nord faire mieux.
coach-lesson-heading = Leçon { $number } sur { $lessons } : { $title } · étape { $step } sur { $steps }
coach-rules = Règles : { $preset } · { $options }
coach-try = Essaie le trou « { $pit } » : il brille.
lesson-sowing = Semer
lesson-sowing-1-ask = Touche le trou « C ». Ses 4 graines sont prises et semées une à une dans les trous suivants.
lesson-sowing-1-wrong = C'est le trou « { $pit } ». Cherche le trou « { $right } » : il brille.
lesson-sowing-1-done = Chaque trou après C a reçu une graine : D, E, F et a.
lesson-sowing-2-ask = On continue à semer dans la rangée de ton adversaire. Touche le trou « F ».
lesson-sowing-2-wrong = C'est le trou « { $right } » : ses graines vont chez ton adversaire.
lesson-sowing-2-done = Les 4 graines de F sont allées en a, b, c et d : les trous de ton adversaire.
lesson-laps = Les tours
lesson-laps-1-ask = Le trou « C » a 11 graines. Touche C : les graines font tout le tour du plateau.
lesson-laps-1-wrong = Touche le trou « { $right } », celui qui a 11 graines.
lesson-laps-1-done = 11 graines, une dans chacun des 11 autres trous : C reste vide.
lesson-laps-2-ask = Maintenant C a 12 graines : plus d'un tour. Touche C et regarde : C lui-même est sauté.
lesson-laps-2-wrong = Touche le trou « { $right } », celui qui a 12 graines.
lesson-laps-2-done = La 12e graine a sauté C et est tombée en D : on ne sème jamais dans le trou qu'on vide.
lesson-capture = Prendre
lesson-capture-1-ask = Quand ta dernière graine fait 2 ou 3 chez ton adversaire, tu les prends. Le trou « a » a 1 graine. Touche F.
lesson-capture-1-wrong = Le trou « { $pit } » ne finit pas en a. F a 1 graine : elle tombe en a.
lesson-capture-1-done = a avait 2 graines : elles vont dans ton grenier !
lesson-capture-2-ask = Maintenant a a 2 graines. Quel trou y fait 3 ? Trouve-le.
lesson-capture-2-wrong = La dernière graine du trou « { $pit } » ne tombe pas en a. Compte les graines : le trou « { $right } » y arrive.
lesson-capture-2-done = 3 graines : prises aussi.
lesson-chain = Une prise en chaîne
lesson-chain-1-ask = Après une prise, regarde le trou d'avant : s'il a 2 ou 3, tu le prends aussi, et ainsi de suite. Touche E.
lesson-chain-1-wrong = Essaie le trou « { $right } » : ses 4 graines finissent en c.
lesson-chain-1-done = c, puis b, puis a : 7 graines en un coup !
lesson-krou = Un krou
lesson-krou-1-ask = Le trou « E » a 17 graines : un krou. Ses graines font plus d'un tour. Touche E.
lesson-krou-1-wrong = Touche le trou « { $right } », le gros tas de 17.
lesson-krou-1-done = Le deuxième tour a fait des 2 et des 3 : 11 graines dans 5 trous, comme dans l'exemple classique des règles de l'awélé.
lesson-feeding = Nourrir et la famine
lesson-feeding-1-ask = Ton adversaire n'a plus de graines. Tu dois lui en donner : choisis un trou dont les graines arrivent chez lui.
lesson-feeding-1-wrong = Le trou « { $pit } » n'arrive pas chez ton adversaire. Le trou « { $right } », oui.
lesson-feeding-1-done = Ton adversaire a de nouveau des graines : nourrir fait durer la partie.
lesson-feeding-2-ask = Il reste une graine à ton adversaire. Joue-la pour lui : touche le trou « f ».
lesson-feeding-2-wrong = Touche le trou « { $right } », la dernière graine de ton adversaire.
lesson-feeding-2-done = Ton adversaire n'a plus de graines et aucun de tes trous ne l'atteint : c'est la famine. La partie s'arrête, et chacun prend les graines de sa rangée.
lesson-grand-slam = Le grand chelem
lesson-grand-slam-1-ask = Le trou « F » prendrait toutes les graines de ton adversaire : c'est un grand chelem. Touche F pour voir ce que disent ces règles.
lesson-grand-slam-1-wrong = Touche le trou « { $right } » pour essayer le grand chelem.
lesson-grand-slam-1-done = Ici, un grand chelem ne prend rien : les graines restent sur le plateau.
lesson-grand-slam-2-ask = Avec les règles Awélé, le grand chelem est interdit. Choisis un trou qui laisse des graines à ton adversaire.
lesson-grand-slam-2-wrong = Ce n'est pas le trou « { $pit } » : choisis un trou qui brille.
lesson-grand-slam-2-done = Bien : ton adversaire garde ses graines, et la partie continue.
lesson-end = La fin de la partie
lesson-end-1-ask = Tu as 23 graines au grenier. Plus de 24 graines sur 48, c'est gagné. Prends-en 2 pour gagner : touche F.
lesson-end-1-wrong = Le trou « { $pit } » ne prend rien. Le trou « { $right } » tombe en a et fait 2.
lesson-end-1-done = 25 graines : plus de la moitié. Tu gagnes ! La partie est finie : chacun prend les graines qui restent dans sa rangée, et ton grenier affiche { $store }. Une partie finit aussi par la famine, quand une position revient, ou d'un commun accord.

## Revoir la partie
review-heading = Revue · coup { $number } sur { $moves }
review-thinking = L'ordinateur étudie la partie… { $done } sur { $total }
review-graph = Qui menait, coup après coup : la barre claire est le plateau affiché.
review-ahead = { $you ->
    [yes] Tu menais
   *[no] { $side } menait
  }
review-end = La fin de la partie. Appuie sur Précédent pour revenir, ou finis la revue.
review-played = { $you ->
    [yes] Ici, tu as joué « { $pit } ».
   *[no] Ici, { $side } a joué « { $pit } ».
  }
review-best = { $you ->
    [yes] Ici, tu as joué « { $pit } » : le meilleur coup.
   *[no] Ici, { $side } a joué « { $pit } » : le meilleur coup.
  }
review-good = { $you ->
    [yes] Ici, tu as joué « { $pit } » : un bon coup.
   *[no] Ici, { $side } a joué « { $pit } » : un bon coup.
  }
review-gives = { $you ->
    [yes] Ici, tu as joué « { $pit } ». Cela a permis à { $other } de prendre
   *[no] { $other-you ->
        [yes] Ici, { $side } a joué « { $pit } ». Cela t'a permis de prendre
       *[no] Ici, { $side } a joué « { $pit } ». Cela a permis à { $other } de prendre
    }
  } { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  } : « { $best } » aurait été meilleur.
review-captures = { $you ->
    [yes] Ici, tu as joué « { $pit } ». « { $best } » aurait été meilleur : il prend
   *[no] Ici, { $side } a joué « { $pit } ». « { $best } » aurait été meilleur : il prend
  } { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  }.
review-better = { $you ->
    [yes] Ici, tu as joué « { $pit } ». « { $best } » aurait été meilleur, d'environ
   *[no] Ici, { $side } a joué « { $pit } ». « { $best } » aurait été meilleur, d'environ
  } { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  }.
review-inaccuracy = Une petite erreur.
review-mistake = Une erreur.
review-blunder = Une grosse erreur !

## Praise
praise-1 = Bravo !
praise-2 = Super, tu as trouvé !
praise-3 = Bien joué !
praise-4 = Oui, c'est ça !
cheer-you-win = Tu as battu l'ordinateur : bravo !
cheer-you-lose = Bien essayé ! Chaque partie t'apprend quelque chose : on rejoue ?
cheer-draw = Match nul : bien joué, tous les deux !
cheer-winner = { $you ->
    [yes] Bravo ! Bien joué, tous les deux.
   *[no] Bravo, { $side } ! Bien joué, tous les deux.
  }

## Two devices
button-two-devices = Deux appareils
online-title = Jouer sur deux appareils
button-make-room = Créer une salle
button-join-room = Rejoindre une salle
button-join = Jouer
button-watch = Regarder
button-erase = Effacer
online-about = Un appareil crée une salle ; l'autre touche les trois mêmes images.
online-server-none = Pas encore de serveur : lance awale-server sur un ordinateur de ce réseau, puis tape son adresse dans le champ ci-dessus.
online-server = Serveur : { $address }
online-connecting = Connexion…
online-your-code = Ta salle. Sur l'autre appareil, touche ces trois images :
online-waiting-other = On attend l'autre joueur…
online-tap-code = Touche les trois images de la salle :
online-type-code = Ou tape ses mots ou ses numéros :
online-refused = Le serveur a refusé : { $why }
online-away = L'appareil de { $name } n'est pas connecté : on attend…
online-lost = Connexion perdue : on réessaie…
online-back = De nouveau connecté.
online-undo-asked = { $name } demande à annuler son dernier coup : appuie sur Annuler pour accepter.
online-undo-sent = Tu as demandé à { $name } si tu peux annuler ton dernier coup.
online-tap-dropped = La partie a continué pendant ton absence : choisis de nouveau.
online-watching = Tu regardes { $south } et { $north }
label-server = L'ordinateur de la classe ou un serveur de jeu
about-server = Son adresse, telle que sa fenêtre l'affiche : par exemple 192.168.1.20:7878.
button-rejoin = Retour à la partie

# Who is playing, and the friend
player-friend = Ami
title-hello = Bonjour, { $name } !
who-title = Qui joue ?
who-animal = Touche ton animal
who-name = Ton prénom (si tu veux)
who-change = Changer
who-done = Terminé
who-rename = Renommer
who-remove = Retirer
who-sure = Touche encore pour retirer
who-add = Ajouter un enfant
friend-noticed-protected = Tu as bien protégé tes trous !
friend-noticed-chain = Attention aux prises en chaîne : essaie la leçon { $number } !

# Ce qu’un lecteur d’écran dit du tablier.
page-previous = Page précédente
page-next = Page suivante
access-board = Le tablier
access-pit = Trou « { $pit } », { $you ->
    [yes] à toi
   *[no] à { $side }
  }
access-seeds = { $seeds ->
    [0] vide
    [one] 1 graine
   *[other] { $seeds } graines
  }
access-playable = peut être joué
access-store = { $you ->
    [yes] Ton grenier
   *[no] Grenier de { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = La page de l'enseignant
class-login-class = Classe
class-login-password = Mot de passe
class-login-button = Se connecter
class-login-wrong = Cette classe et ce mot de passe ne vont pas ensemble.
class-login-wait = Trop d'essais : attendez { $seconds } s, puis réessayez.
class-make-heading = Créer une classe
class-make-explain = Cet ordinateur garde la classe : les prénoms des enfants et leurs progrès restent sur lui.
class-make-name = Le nom de la classe
class-make-password = Le mot de passe de l'enseignant (au moins { $length } caractères)
class-make-again = Le mot de passe encore
class-make-button = Créer la classe
class-make-local = Une classe se crée sur l'ordinateur de la classe, à l'adresse d'installation affichée par awale-server à son démarrage (http://localhost:7878/class/make?setup=…), ou par la commande awale-server class new NOM.
class-make-differ = Les deux mots de passe diffèrent.
class-make-short = Le mot de passe est trop court.
class-make-taken = Une classe porte déjà ce nom.
class-logout = Se déconnecter
class-code = Le code de la classe, que chaque tablette demande une fois :
class-children = Les enfants
class-child-name = Prénom
class-child-animal = Animal
class-child-add = Ajouter
class-child-rename = Enregistrer
class-child-bad = Un prénom de 1 à 24 lettres et un animal, s'il vous plaît.
class-child-remove = Retirer avec toutes ses données
class-child-remove-ask = Retirer { $name } et tout ce qu'il a fait, pour de bon ?
class-full = Cette classe est pleine.
class-lessons = Leçons
class-puzzles = Énigmes
class-games-friend = Contre l'ami ordinateur
class-games-classmates = Contre les camarades
class-rating = Le niveau de l'ami (500 au début)
class-last-seen = Vu pour la dernière fois
class-never = jamais
class-stars = Étoiles
class-missed = Énigmes manquées récemment
class-cards = Imprimer les cartes
class-export = Exporter (CSV)
class-csv-name = Prénom
class-csv-animal = Animal
class-csv-puzzles-solved = Énigmes résolues
class-csv-puzzles-tried = Énigmes essayées
class-csv-friend-won = Gagnées contre l'ami ordinateur
class-csv-friend-drawn = Nulles contre l'ami ordinateur
class-csv-friend-lost = Perdues contre l'ami ordinateur
class-csv-classmates-won = Gagnées contre des camarades
class-csv-classmates-drawn = Nulles contre des camarades
class-csv-classmates-lost = Perdues contre des camarades
class-secrets-on = Chaque enfant se connecte avec son secret en images.
class-secrets-off = Chaque enfant se connecte en touchant son animal.
class-secrets-turn-on = Demander des secrets en images
class-secrets-turn-off = Pas de secret en images
class-secret-new = Un nouveau secret en images
class-secret = Secret en images
class-now = La classe en ce moment
class-now-none = Aucune partie en cours.
class-card-scan = scanner pour jouer
class-no-children = Pas encore d'enfant : ajoutez le premier ci-dessous.
class-back = Retour à la classe
class-wdl = { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
  }, { $drawn ->
    [one] { $drawn } nulle
   *[other] { $drawn } nulles
  }, { $lost ->
    [one] { $lost } perdue
   *[other] { $lost } perdues
  }
class-puzzle-level = Niveau { $level } : { $solved } sur { $tried }
class-csrf = Ce formulaire est périmé : ouvrez la page à nouveau.
class-secret-tried = Le secret en images de { $name } a été raté { $count } fois.
class-secret-let-in = Laisser entrer { $name } à nouveau
class-cards-address = Les codes QR ouvrent { $address } : l'adresse qu'utilisent les tablettes de la classe.
class-cards-other = Les tablettes de la classe utilisent un autre réseau ? Imprimez les cartes pour :
class-cards-alone = Attention : ces codes QR ouvrent { $address }, que seul cet ordinateur peut joindre. Une tablette qui les scanne ne trouvera pas la classe. Démarrez le serveur pour le réseau de la classe (awale-server --bind 0.0.0.0), ouvrez cette page à l'adresse réseau qu'il affiche, puis imprimez les cartes.
class-animal-taken = { $name } a déjà cet animal : choisissez-en un autre, pour que chaque enfant trouve le sien d'un coup d'œil.
class-delete-heading = Supprimer la classe
class-delete-explain = En fin d'année : la classe, ses enfants, leurs progrès et ses parties sont supprimés de cet ordinateur pour de bon. Exportez d'abord la classe pour garder ses progrès.
class-delete-type = Tapez le nom de la classe, { $name }, pour la supprimer
class-delete-button = Supprimer la classe pour de bon
class-delete-mistyped = Le nom tapé n'est pas celui de la classe : rien n'a été supprimé.
class-unauthorized = Connectez-vous d'abord.
class-not-found = Cet enfant n'est pas dans cette classe.
class-store = La classe est injoignable pour l'instant : réessayez dans un moment.
class-tournament = Tournoi de la classe
class-tournament-who = Qui joue ? Les enfants dont la tablette est allumée sont cochés.
class-tournament-games = Chaque table joue
class-tournament-one = une partie
class-tournament-three = en deux parties gagnantes sur trois
class-tournament-rules = Règles
class-tournament-start = Lancer le tournoi
class-tournament-round = Tour { $round } sur { $rounds }
class-tournament-paused = en pause
class-tournament-screen = Ouvrir l'écran de la classe
class-tournament-pause = Pause
class-tournament-go-on = Reprendre
class-tournament-end-round = Finir ce tour
class-tournament-end = Finir le tournoi
class-tournament-end-ask = Terminer le tournoi maintenant ? Les parties encore en cours finissent nulles, et le classement est définitif.
class-tournament-table = Table
class-tournament-games-played = Parties
class-tournament-bye = se repose ce tour (compte comme gagné)
class-tournament-playing = en jeu…
class-tournament-drawn = nulle
class-tournament-standings = Classement
class-tournament-points = Points
class-tournament-wdl = Gagnées – nulles – perdues
class-tournament-tie-break = Départage (points des adversaires)
class-tournament-present = Qui est là
class-tournament-here = là
class-tournament-away = parti
class-tournament-running = Un tournoi est en cours : finissez-le d'abord.
class-tournament-too-few = Cochez au moins deux enfants.
class-tournament-refused = Ce n'est pas possible maintenant.
class-screen-none = Pas encore de tournoi : lancez-en un depuis la page de l'enseignant.
class-screen-over = le tournoi est fini
class-screen-games = Parties en cours
class-screen-watch = Regarder cette partie
class-screen-results = Derniers résultats
class-screen-no-game = Cette partie n'est pas dans le tournoi.
class-vote = La classe contre l'ordinateur
class-vote-explain = Le projecteur montre un seul plateau ; chaque enfant touche sur sa tablette la case qu'il jouerait ; la case la plus votée est jouée.
class-vote-level = Niveau de l'ordinateur
class-vote-countdown = Temps pour voter
class-vote-seconds = { $seconds } s
class-vote-first = Qui commence
class-vote-first-class = la classe
class-vote-first-computer = l'ordinateur
class-vote-start = Lancer la partie
class-vote-open = Ouvrir le plateau sur le projecteur
class-vote-end = Finir la partie
class-vote-running = La classe joue déjà contre l'ordinateur : finissez d'abord cette partie.
class-simul = Vous contre plusieurs enfants à la fois
class-simul-who = Qui joue contre l'enseignant ? Chaque enfant joue sur sa tablette ; vous jouez chaque plateau depuis cette page.
class-simul-start = Lancer les parties
class-simul-open = Ouvrir mes plateaux
class-simul-end = Finir les parties
class-simul-teacher = L'enseignant
class-simul-running = Les parties simultanées sont en cours : finissez-les d'abord.
class-simul-waiting = { $count } plateaux sur { $boards } attendent votre coup
class-simul-your-move = À vous
class-simul-sow = Semer { $pit }
vote-class = La classe
vote-computer = L'ordinateur
vote-class-said = la classe
vote-computer-said = l'ordinateur
vote-your-turn = À la classe : touchez votre case ! { $seconds } s
vote-thinking = L'ordinateur réfléchit…
vote-voted = { $count } sur { $here } ont voté
vote-tie = Égalité : l'ordinateur conseille { $pit } parmi elles.
vote-reply = L'ordinateur a répondu { $pit }.
vote-over-class = La classe a gagné !
vote-over-computer = L'ordinateur a gagné cette fois.
vote-over-draw = Match nul !
vote-ended = L'enseignant a terminé la partie.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = Ma classe
class-tablet-which = Quelle classe ?
class-tablet-tap-code = Touche les quatre images de ta classe
class-tablet-who = Trouve ton animal et touche-le
class-tablet-again = Ta connexion est terminée : touche encore ton animal.
class-tablet-secret = Touche tes trois images secrètes
class-tablet-away = L'ordinateur de la classe ne répond pas. Réessaie bientôt.
class-tablet-no-class = Aucune classe n'a ces images.
class-tablet-wrong-secret = Ce ne sont pas tes images. Essaie encore !
class-tablet-other = Une autre classe
class-tablet-waiting = Un instant…
class-tablet-no-server = Tape d'abord l'adresse de l'ordinateur de la classe sur l'écran Deux appareils.
tournament-title = Tournoi · tour { $round }
tournament-table = Table { $table }
tournament-play = Jouer
tournament-bye = Tu te reposes ce tour : ça compte comme gagné !
tournament-wait = Bien joué ! Attends le tour suivant.
tournament-paused = L'enseignant a mis le tournoi en pause.
tournament-over = Le tournoi est fini. Tu es numéro { $place } !
tournament-away = Dis à ton enseignant que tu es revenu.
vote-tap = La classe joue contre l'ordinateur : touche la case que tu jouerais !
vote-you-chose = Tu as choisi { $pit }. Attends les autres…
vote-praise = La classe a joué ta case !
vote-wait = L'ordinateur réfléchit…
simul-play = Joue contre ton enseignant !

## Les images (les animaux des enfants et les codes des salles), telles que les dit un lecteur d’écran.
picture-ant = Fourmi
picture-bee = Abeille
picture-cat = Chat
picture-cow = Vache
picture-dog = Chien
picture-duck = Canard
picture-elephant = Éléphant
picture-fish = Poisson
picture-fox = Renard
picture-frog = Grenouille
picture-giraffe = Girafe
picture-goat = Chèvre
picture-hen = Poule
picture-horse = Cheval
picture-lion = Lion
picture-monkey = Singe
picture-owl = Hibou
picture-rabbit = Lapin
picture-snail = Escargot
picture-turtle = Tortue
picture-zebra = Zèbre
picture-apple = Pomme
picture-banana = Banane
picture-cherry = Cerise
picture-coconut = Noix de coco
picture-grapes = Raisin
picture-lemon = Citron
picture-mango = Mangue
picture-pear = Poire
picture-pineapple = Ananas

## Les autres animaux que peuvent avoir les enfants d’une classe, en plus des images ci-dessus (src/net/animals.rs).
picture-mouse = Souris
picture-bear = Ours
picture-panda = Panda
picture-koala = Koala
picture-tiger = Tigre
picture-pig = Cochon
picture-sheep = Mouton
picture-camel = Chameau
picture-kangaroo = Kangourou
picture-hedgehog = Hérisson
picture-bat = Chauve-souris
picture-penguin = Pingouin
picture-parrot = Perroquet
picture-flamingo = Flamant rose
picture-crocodile = Crocodile
picture-snake = Serpent
picture-lizard = Lézard
picture-octopus = Pieuvre
picture-crab = Crabe
picture-dolphin = Dauphin
picture-whale = Baleine
picture-shark = Requin
picture-butterfly = Papillon
picture-ladybird = Coccinelle
picture-spider = Araignée
picture-rhino = Rhinocéros
picture-hippo = Hippopotame
picture-gorilla = Gorille
picture-leopard = Léopard
picture-deer = Cerf
picture-sloth = Paresseux
picture-otter = Loutre
picture-swan = Cygne
picture-peacock = Paon
picture-unicorn = Licorne
picture-wolf = Loup
picture-eagle = Aigle
picture-dinosaur = Dinosaure
picture-caterpillar = Chenille
