# Deutsch. Jeder Schlüssel hier muss auch in en.ftl stehen (tests/i18n.rs prüft das).

## Seiten und Züge
side-south = Süd
side-north = Nord
your-turn = { $you ->
    [yes] Du bist dran! Wähle eine Mulde.
   *[no] { $side }, du bist dran! Wähle eine Mulde.
  }
plays-next = { $you ->
    [yes] Du spielst als Nächstes: Drück auf „{ $button }“.
   *[no] { $side } spielt als Nächstes: Drück auf „{ $button }“.
  }
thinking = { $you ->
    [yes] Du denkst nach…
   *[no] { $side } denkt nach…
  }
away = { $you ->
    [yes] Du bist nicht verbunden…
   *[no] { $side }: nicht verbunden…
  }
sowing = { $you ->
    [yes] Du säst…
   *[no] { $side } sät…
  }
waiting = { $you ->
    [yes] Du wartest
   *[no] { $side } wartet
  }
score = { $seeds } im Speicher
taken-back = { $moves ->
    [one] Der letzte Zug wurde zurückgenommen.
   *[other] Die letzten { $moves } Züge wurden zurückgenommen.
  }
game-not-saved = Nicht gespeichert
offer-stop = { $you ->
    [yes] Du möchtest hier aufhören. { $other }: Drück auf „{ $button }“, wenn du einverstanden bist.
   *[no] { $other-you ->
        [yes] { $side } möchte hier aufhören. Drück auf „{ $button }“, wenn du einverstanden bist.
       *[no] { $side } möchte hier aufhören. { $other }: Drück auf „{ $button }“, wenn du einverstanden bist.
    }
  }

## Tipps
hint-captures = Probier Mulde { $pit }: Damit fängst du { $seeds ->
    [one] einen Samen
   *[other] { $seeds } Samen
  }.
hint-protects = Probier Mulde { $pit }: Damit schützt du { $seeds ->
    [one] einen deiner Samen
   *[other] { $seeds } deiner Samen
  } vor dem Fangen.
hint-feeds = Probier Mulde { $pit }: Dein Gegner hat keine Samen mehr, und so bekommt er welche.
hint-plain = Probier Mulde { $pit }.

## Was ein Zug bewirkt hat
sowed = { $you ->
    [yes] Du hast
   *[no] { $side } hat
  } { $seeds ->
    [one] einen Samen
   *[other] { $seeds } Samen
  } aus Mulde { $pit } gesät.
captured-one-pit = { $you ->
    [yes] Du hast
   *[no] { $side } hat
  } { $seeds ->
    [one] einen Samen
   *[other] { $seeds } Samen
  } aus Mulde { $pit } gefangen!
captured-pits = { $you ->
    [yes] Du hast
   *[no] { $side } hat
  } { $seeds ->
    [one] einen Samen
   *[other] { $seeds } Samen
  } aus { $pits ->
    [one] einer Mulde
   *[other] { $pits } Mulden
  } gefangen!
grand-slam = Grand Slam – nichts wird gefangen.
cut-by-limit = Wegen der Grenze { $taken ->
    [one] wurde nur eine
   *[other] wurden nur { $taken }
  } von { $chain ->
    [one] einer Mulde
   *[other] { $chain } Mulden
  } gefangen.
nothing-over-limit = { $chain ->
    [one] Eine Mulde in einer Reihe ist
   *[other] { $chain } Mulden in einer Reihe sind
  } über der Grenze: Nichts wird gefangen.
must-feed = { $starving-you ->
    [yes] Du hast keine Samen: { $mover } muss dir welche geben.
   *[no] { $mover-you ->
        [yes] { $starving } hat keine Samen: Du musst welche geben.
       *[no] { $starving } hat keine Samen: { $mover }, du musst welche geben.
    }
  }

## Lernmodus
explain-first = Der letzte Samen macht { $seeds } in { $pit }: gefangen.
explain-next = Dann hat { $pit } { $seeds }: gefangen.
explain-grand-slam = { $seeds ->
    [one] Den einzigen Samen des Gegners zu nehmen wäre ein Grand Slam, und ein Grand Slam fängt nichts.
   *[other] Alle { $seeds } Samen des Gegners zu nehmen wäre ein Grand Slam, und ein Grand Slam fängt nichts.
  }
explain-limit = In einem Zug { $taken ->
    [one] darf nur eine Mulde
   *[other] dürfen nur { $taken } Mulden
  } gefangen werden: Die anderen bleiben.
explain-feeding = Füttern: Wenn dein Gegner keine Samen hat, musst du eine Mulde spielen, deren Samen bis in seine Reihe kommen.
explain-grand-slam-rule = Grand-Slam-Regel: Ein Zug darf nicht alle Samen aus der Reihe des Gegners nehmen.
preview = Mulde { $pit }: { $seeds ->
    [one] ein Samen
   *[other] { $seeds } Samen
  }, der letzte fällt in { $landing }.
preview-lap = Mulde { $pit }: { $seeds ->
    [one] ein Samen
   *[other] { $seeds } Samen
  }, mehr als eine Runde: Sie gehen rundherum und überspringen Mulde { $pit }.
memory-hold = Halte eine deiner Mulden gedrückt, um sie zu zählen.
memory-count = In Mulde { $pit } { $seeds ->
    [one] ist ein Samen
   *[other] sind { $seeds } Samen
  }.
memory-not-yours = Du darfst nur deine eigenen Mulden zählen.

## Nicht erlaubt
illegal-game-over = Das Spiel ist vorbei.
illegal-not-yours = Mulde { $pit } gehört deinem Gegner: Wähle eine deiner eigenen Mulden.
illegal-empty = Mulde { $pit } ist leer: Wähle eine Mulde mit Samen.
illegal-must-feed = Dein Gegner hat keine Samen: Du musst ihm welche geben. Mulde { $pit } reicht nicht bis zu ihm.
illegal-grand-slam = Mulde { $pit } würde alle Samen deines Gegners nehmen, und das ist nicht erlaubt: Wähle eine andere Mulde.

## Das Ende
winner = { $you ->
    [yes] Du gewinnst!
   *[no] { $side } gewinnt!
  }
loser = { $you ->
    [yes] Gut gespielt! Noch eine Partie?
   *[no] { $side } verliert.
  }
draw = Unentschieden!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] Du hast keine Samen, und niemand kann dir welche geben: { $taker } bekommt die übrigen Samen.
   *[no] { $taker-you ->
        [yes] { $starving } hat keine Samen und kann keine mehr bekommen. Die übrigen Samen gehören dir.
       *[no] { $starving } hat keine Samen und kann keine mehr bekommen. { $taker }, die übrigen Samen gehören dir.
    }
  }
end-majority = { $you ->
    [yes] Du hast mehr als die Hälfte der Samen.
   *[no] { $side } hat mehr als die Hälfte der Samen.
  }
end-majority-draw = Jeder Spieler hat die Hälfte der Samen.
end-few-seeds = Es sind nur noch wenige Samen auf dem Brett.
end-repetition = Die gleiche Stellung ist wiedergekommen: Das Spiel könnte ewig weitergehen.
end-no-capture = Mit den übrigen Samen kann niemand mehr etwas fangen.
end-agreement-own-side = Die Spieler wollten aufhören; jeder hat die Samen aus seiner eigenen Reihe genommen.
end-agreement-split = Die Spieler wollten aufhören und haben die übrigen Samen gerecht geteilt.
share-question = Wie teilt ihr die übrigen Samen auf dem Brett?
share-own-side = Jeder nimmt seine Reihe
share-split = Gerecht teilen
share-rule = { $choice } (die Regel)
end-set-aside = Ein übriger Samen wird zur Seite gelegt.

## Matches
match-title = Match über { $games ->
    [one] eine Partie
   *[other] { $games } Partien
  }
match-game-line = Partie { $number }: { $result }
match-game-draw = unentschieden
match-game-won = { $you ->
    [yes] du hast gewonnen
   *[no] { $side } hat gewonnen
  }
match-score = Gewonnene Partien: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] Du gewinnst das Match!
   *[no] { $side } gewinnt das Match!
  }
match-draw = Das Match ist unentschieden.
match-next = { $you ->
    [yes] Du hast die letzte Partie gewonnen und fängst die nächste an.
   *[no] { $side } hat die letzte Partie gewonnen und fängt die nächste an.
  }
match-next-after-draw = { $you ->
    [yes] Nach einem Unentschieden fängst du die nächste Partie an.
   *[no] Nach einem Unentschieden fängt { $side } die nächste Partie an.
  }

## Knöpfe
button-menu = Menü
button-undo = Zurück
button-redo = Vor
button-hint = Tipp
hint-thinking = Ich suche einen guten Zug…
button-agree = Aufhören?
button-withdraw = Weiterspielen
button-accept = Ja, aufhören
button-export = Export
button-moves = Züge
button-pause = Pause
button-resume = Weiter
button-step = Schritt
button-play-again = Nochmal
button-next-game = Nächste Partie
button-continue-match = Match-Stand
button-continue = Weiterspielen
button-new-game = Neues Spiel
button-rules = Regeln
button-settings = Optionen
button-import = Spiel laden
button-quit = Beenden
button-back = Zurück
button-quick-play = Los!
button-play = Spielen
new-game-sure = Nochmal tippen
new-game-why = Das Spiel, das du gerade spielst, ist noch nicht zu Ende: Tippe nochmal auf „Spielen“, um es zu verlassen und dieses zu starten.
button-customise = Anpassen
button-save = Speichern
button-rename = Umbenennen
button-delete = Löschen
button-use = Damit spielen

## Titel
title = Awalé
subtitle = Oware der Elfenbeinküste · Regeln: { $rules }

## Neues Spiel
new-game-title = Neues Spiel
label-mode = Spieler
mode-two-players = Zwei Spieler
mode-computer = Gegen den Computer
mode-demo = Computer gegen Computer
label-level = Computer-Stufe
label-computer-side = Der Computer spielt
label-first = Wer beginnt
label-match = Partien
match-single = Eine Partie
match-best-of = { $games ->
    [one] Eine Partie
   *[other] { $games } Partien
  }
label-preset = Regeln
preset-abapa = Abapa (bis zum Schluss)
preset-tournament = Abapa (Ende bei 25 Samen)
preset-awele = Awélé (übrige Samen geteilt)
preset-egg-box = Eierkarton (für die Kleinsten)
player-person = Spieler
player-computer = Computer (Stufe { $level })
player-you = Du
player-1 = Spieler 1
player-2 = Spieler 2
name-for-south = Süd: die untere Reihe
name-for-north = Nord: die obere Reihe
label-names = Namen

## Anpassen
customise-title = Regeln anpassen
label-name = Name (tippe ihn ein)
custom-name = Meine Regeln
saved-preset = „{ $name }“ gespeichert.
renamed-preset = Umbenannt in „{ $name }“.
deleted-preset = „{ $name }“ gelöscht.
not-saved = „{ $name }“ ist nicht gespeichert: Speichere es zuerst.
name-empty = Tippe zuerst einen Namen ein.
name-taken = „{ $name }“ gehört zum Spiel: Wähle einen anderen Namen.
option-seeds_per_pit = Samen pro Mulde
option-capture_counts = Diese Zahlen fangen
option-capture_limit = Höchstens gefangene Mulden
option-capture_overflow = Längere Ketten fangen
option-grand_slam = Grand Slam
option-end_majority = Ende bei Mehrheit
option-end_seeds_left = Ende bei wenigen Samen
option-end_on_repetition = Ende bei Wiederholung
option-end_no_capture = Ende, wenn nichts mehr zu fangen ist
option-leftover = Übrige Samen am Ende
about-seeds_per_pit = Samen in jeder Mulde am Anfang, 1 bis 8.
about-capture_counts = Der letzte Samen macht 2 oder 3 (oder nur 2) in einer Mulde des Gegners: gefangen.
about-capture_limit = Wie viele Mulden ein Zug fangen darf, 1 bis 6 (6: ohne Grenze).
about-capture_overflow = Wenn die Kette länger als die Grenze ist: die letzten oder nichts.
about-grand_slam = Ein Zug, der alle Samen des Gegners nimmt: Er fängt nichts oder ist nicht erlaubt.
about-end_majority = Das Spiel endet, wenn ein Spieler mehr als die Hälfte der Samen hat.
about-end_seeds_left = Das Spiel endet, wenn nur noch so viele Samen oder weniger übrig sind, 0 (aus) bis 12.
about-end_on_repetition = Das Spiel endet, wenn eine Stellung wiederkommt, damit es nie ewig dauert.
about-end_no_capture = Das Spiel endet, wenn kein Zug mehr etwas fangen kann; die übrigen Samen werden verteilt.
about-leftover = Wer die Samen bekommt, die am Ende noch auf dem Brett liegen.
value-2-3 = 2 oder 3
value-2 = nur 2
value-no-limit = ohne Grenze
value-last = die letzten
value-none = nichts
value-no-capture = fängt nichts
value-forbidden = nicht erlaubt
value-true = ja
value-false = nein
value-off = aus
value-split = geteilt
value-own-side = jeder behält seine Reihe

## Einstellungen
settings-title = Optionen
language-en = English
language-fr = Français
label-language = Sprache
label-volume = Lautstärke
volume-soft = Leise
volume-medium = Mittel
volume-loud = Laut
label-read-aloud = Vorlesen
label-sound = Ton
label-speed = Tempo der Animation
label-counts = Anzahl der Samen
label-north = Zwei Spieler sitzen
label-teaching = Lernmodus
label-calm = Weniger Bewegung
label-bigger = Größere Knöpfe und Schrift
value-on = an
speed-slow = langsam
speed-normal = normal
speed-fast = schnell
counts-shown = sichtbar
counts-hidden = versteckt (Gedächtnis)
seating-auto = gegenüber an einem hohen Bildschirm
seating-side-by-side = nebeneinander
seating-face-to-face = gegenüber

## Regeln
rules-title = So wird gespielt
rules-sowing = Säen: Nimm alle Samen aus einer deiner Mulden und lege sie einzeln in die nächsten Mulden, immer nach rechts herum (A → F, dann a → f).
rules-laps = Runden: Mit 12 Samen oder mehr gehst du einmal ganz um das Brett herum; die Mulde, die du geleert hast, wird übersprungen.
rules-capture = Fangen: Wenn dein letzter Samen in einer Mulde des Gegners { $counts } macht, nimmst du sie, und auch die Mulde davor, wenn sie { $counts } hat, und so weiter (höchstens { $limit ->
    [one] eine Mulde
   *[other] { $limit } Mulden
  }).
rules-feeding = Füttern: Wenn dein Gegner keine Samen hat, musst du eine Mulde spielen, die ihm welche gibt.
rules-famine = Hungersnot: Wenn du ihn nicht füttern kannst, endet das Spiel, und du bekommst die übrigen Samen.
rules-grand-slam = Grand Slam: Ein Zug, der alle Samen aus der Reihe des Gegners nehmen würde, { $grand-slam ->
    [forbidden] ist nicht erlaubt, außer es ist der einzige Zug; dann fängt er nichts
   *[other] fängt nichts
  }.
rules-end = Das Ende: Wer mehr Samen in seinem Speicher hat, gewinnt.{ $majority ->
    [true] { " " }Das Spiel endet auch, wenn ein Spieler mehr als die Hälfte der Samen hat.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }Es endet auch, wenn eine Stellung wiederkommt.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Es endet, wenn mit den übrigen Samen niemand mehr etwas fangen kann.
   *[other] {""}
  }
rules-in-force = Diese Regeln gelten: { $name }
rules-board = Mulden von Süd: A B C D E F. Von Nord: a b c d e f.

## Dateien
file-problem = { $file } { $why }. Die Standardwerte werden benutzt; die Datei wurde als { $kept } aufbewahrt.
why-unreadable = konnte nicht gelesen werden
why-corrupt = ist beschädigt
why-newer = stammt aus einer neueren Version von Awalé
save-failed = { $file } konnte nicht gespeichert werden: { $error }
another-window = Awalé ist schon in einem anderen Fenster geöffnet: Die Partien dieses Fensters werden nicht gespeichert.
no-folder = dieses System hat keinen Einstellungsordner zum Speichern
exported = Das Spiel wurde im Ordner für Partien als { $path } gespeichert und, für Aualé, als { $ogn }.
import-title = Spiel laden
import-help = Partien (.txt, und .ogn von Aualé) in diesem Ordner:
import-none = Noch keine Partien. Exportiere ein Spiel oder lege eine .txt-Partie oder eine .ogn-Datei von Aualé in diesen Ordner.
import-open-file = Datei öffnen…
import-failed = { $file } kann nicht geladen werden: { $error }
import-move = Zug { $number } ({ $pit }) kann nicht gespielt werden: { $reason }
import-capture = Zug { $number } ({ $pit }) fängt { $actual }, aber in der Partie steht { $recorded }
imported = { $file } geladen.
import-left-out = { $file }: Die Hauptlinie bleibt; { $comments ->
    [one] ein Kommentar
   *[other] { $comments } Kommentare
  } und { $variations ->
    [one] eine Variante
   *[other] { $variations } Varianten
  } wurden weggelassen.
moves-title = Züge
moves-none = Noch keine Züge.

## Lernen: Lektionen und Rätsel
button-learn = Lernen
button-next = Weiter
button-previous = Zurück
button-leave = Verlassen
button-end-review = Fertig
button-review = Anschauen
learn-title = Lernen
learn-lessons = Lektionen am Brett
learn-puzzles = Finde den Zug
learn-puzzles-about = Ein Zug ist klar der beste. Findest du ihn?
puzzle-easy = Leicht
puzzle-medium = Mittel
puzzle-hard = Schwer
puzzle-heading = Finde den Zug · { $difficulty } · gefunden: { $solved }
puzzle-ask = Du bist dran. Hier ist ein Zug klar der beste: Finde ihn!
puzzle-wrong = Mulde { $pit } ist hier nicht der beste Zug. Schau dir die leuchtende Mulde an und überleg, warum.
puzzle-try-again = Mulde { $pit } ist hier nicht der beste Zug. Versuch es noch einmal!
puzzle-try-again-captures = Mulde { $pit } ist hier nicht der beste Zug: Dann fängt { $other } { $seeds }. Versuch es noch einmal!
puzzle-try-again-more = { $seeds ->
    [0] Mulde { $pit } ist hier nicht der beste Zug: Damit fängst du nichts, aber mit einer anderen Mulde fängst du etwas. Versuch es noch einmal!
   *[other] Mulde { $pit } ist hier nicht der beste Zug: Damit fängst du { $seeds } Samen, aber mit einer anderen Mulde fängst du mehr. Versuch es noch einmal!
  }
puzzle-try-again-reply = Mulde { $pit } ist hier nicht der beste Zug: Dann antwortet { $other } mit { $reply } und liegt vorne. Versuch es noch einmal!
puzzle-solved = Genau!
puzzle-why-save = Er schützt { $seeds } deiner Samen vor dem Fangen.
puzzle-why-feed = Er gibt Nord Samen: Ohne sie wäre das Spiel zu Ende.
puzzle-why-plan = Er fängt noch nichts, aber er bereitet die nächsten Züge vor: Mit jeder anderen Mulde kann Nord besser spielen.
coach-lesson-heading = Lektion { $number } von { $lessons }: { $title } · Schritt { $step } von { $steps }
coach-rules = Regeln: { $preset } · { $options }
coach-try = Probier Mulde { $pit }: Sie leuchtet.
lesson-sowing = Säen
lesson-sowing-1-ask = Tippe auf Mulde C. Ihre 4 Samen werden genommen und einzeln in die nächsten Mulden gesät.
lesson-sowing-1-wrong = Das ist Mulde { $pit }. Finde Mulde { $right }: Sie leuchtet.
lesson-sowing-1-done = Jede Mulde nach C hat einen Samen bekommen: D, E, F und a.
lesson-sowing-2-ask = Das Säen geht in der Reihe deines Gegners weiter. Tippe auf Mulde F.
lesson-sowing-2-wrong = Mulde { $right } ist die richtige: Ihre Samen gehen in die Reihe deines Gegners.
lesson-sowing-2-done = Die 4 Samen aus F sind nach a, b, c und d gegangen: in die Mulden deines Gegners.
lesson-laps = Runden
lesson-laps-1-ask = Mulde C hat 11 Samen. Tippe auf C: Die Samen gehen einmal ganz um das Brett herum.
lesson-laps-1-wrong = Tippe auf Mulde { $right }, die mit den 11 Samen.
lesson-laps-1-done = 11 Samen, einer in jede der 11 anderen Mulden: C bleibt leer.
lesson-laps-2-ask = Jetzt hat C 12 Samen: mehr als eine Runde. Tippe auf C und schau zu: C selbst wird übersprungen.
lesson-laps-2-wrong = Tippe auf Mulde { $right }, die mit den 12 Samen.
lesson-laps-2-done = Der 12. Samen ist über C gesprungen und in D gelandet: In die Mulde, die du leerst, wird nie gesät.
lesson-capture = Fangen
lesson-capture-1-ask = Wenn dein letzter Samen in der Reihe deines Gegners 2 oder 3 macht, fängst du sie. Mulde a hat 1 Samen. Tippe auf F.
lesson-capture-1-wrong = Mulde { $pit } endet nicht in a. F hat 1 Samen: Er landet in a.
lesson-capture-1-done = In a waren 2 Samen: Sie sind in deinen Speicher gegangen!
lesson-capture-2-ask = Jetzt hat a 2 Samen. Welche Mulde macht dort 3? Finde sie.
lesson-capture-2-wrong = Der letzte Samen aus Mulde { $pit } fällt nicht in a. Zähl die Samen: Mulde { $right } schafft es.
lesson-capture-2-done = 3 Samen: auch gefangen.
lesson-chain = Eine Fang-Kette
lesson-chain-1-ask = Schau nach einem Fang auf die Mulde davor: Hat sie 2 oder 3, werden die auch gefangen, und so weiter. Tippe auf E.
lesson-chain-1-wrong = Probier Mulde { $right }: Ihre 4 Samen enden in c.
lesson-chain-1-done = c, dann b, dann a: 7 Samen in einem Zug!
lesson-krou = Ein Krou
lesson-krou-1-ask = Mulde E hat 17 Samen: ein Krou. Die Samen gehen mehr als einmal herum. Tippe auf E.
lesson-krou-1-wrong = Tippe auf Mulde { $right }, den großen Haufen mit 17.
lesson-krou-1-done = Die zweite Runde hat 2er und 3er gemacht: 11 Samen in 5 Mulden, wie im berühmten Beispiel der Awélé-Regeln.
lesson-feeding = Füttern und Hungersnot
lesson-feeding-1-ask = Dein Gegner hat keine Samen mehr. Du musst ihm welche geben: Wähle eine Mulde, deren Samen bis in seine Reihe kommen.
lesson-feeding-1-wrong = Mulde { $pit } reicht nicht bis zu ihm. Mulde { $right } schon.
lesson-feeding-1-done = Dein Gegner hat wieder Samen: Durch das Füttern geht das Spiel weiter.
lesson-feeding-2-ask = Dein Gegner hat nur noch einen Samen. Spiel ihn für deinen Gegner: Tippe auf Mulde f.
lesson-feeding-2-wrong = Tippe auf Mulde { $right }, den letzten Samen deines Gegners.
lesson-feeding-2-done = Jetzt hat dein Gegner keine Samen, und keine deiner Mulden reicht bis zu ihm: Das ist eine Hungersnot. Das Spiel endet, und jeder nimmt die Samen aus seiner eigenen Reihe.
lesson-grand-slam = Der Grand Slam
lesson-grand-slam-1-ask = Mulde F würde alle Samen deines Gegners nehmen: Das ist ein Grand Slam. Tippe auf F und schau, was diese Regeln sagen.
lesson-grand-slam-1-wrong = Tippe auf Mulde { $right }, um den Grand Slam zu probieren.
lesson-grand-slam-1-done = Ein Grand Slam fängt hier nichts: Die Samen bleiben auf dem Brett.
lesson-grand-slam-2-ask = Mit den Awélé-Regeln ist ein Grand Slam gar nicht erlaubt. Wähle eine Mulde, die deinem Gegner Samen übrig lässt.
lesson-grand-slam-2-wrong = Mulde { $pit } ist es nicht: Wähle eine Mulde, die leuchtet.
lesson-grand-slam-2-done = Richtig: Dein Gegner behält seine Samen, und das Spiel geht weiter.
lesson-end = So endet das Spiel
lesson-end-1-ask = Du hast 23 Samen in deinem Speicher. Wer mehr als 24 der 48 Samen hat, gewinnt. Fang 2 und du gewinnst: Tippe auf F.
lesson-end-1-wrong = Mulde { $pit } fängt nichts. Mulde { $right } landet in a und macht 2.
lesson-end-1-done = 25 Samen: mehr als die Hälfte. Du gewinnst! Das Spiel ist vorbei: Jeder nimmt die Samen, die noch in seiner Reihe liegen, und dein Speicher zeigt { $store }. Ein Spiel endet auch durch eine Hungersnot, wenn eine Stellung wiederkommt oder wenn die Spieler es so ausmachen.

## Rückblick
review-heading = Rückblick · Zug { $number } von { $moves }
review-thinking = Der Computer schaut sich das Spiel an… { $done } von { $total }
review-graph = Wer vorne lag, Zug für Zug: Der helle Balken ist das Brett, das du gerade siehst.
review-ahead = { $you ->
    [yes] Du lagst vorne
   *[no] { $side } lag vorne
  }
review-end = Das Ende des Spiels. Drück auf „Zurück“, um zurückzugehen, oder auf „Fertig“.
review-played = { $you ->
    [yes] Hier hast du { $pit } gespielt.
   *[no] Hier hat { $side } { $pit } gespielt.
  }
review-best = { $you ->
    [yes] Hier hast du { $pit } gespielt: der beste Zug.
   *[no] Hier hat { $side } { $pit } gespielt: der beste Zug.
  }
review-good = { $you ->
    [yes] Hier hast du { $pit } gespielt: ein guter Zug.
   *[no] Hier hat { $side } { $pit } gespielt: ein guter Zug.
  }
review-gives = { $you ->
    [yes] Hier hast du { $pit } gespielt. Damit konnte { $other } { $seeds } fangen: { $best } wäre besser gewesen.
   *[no] { $other-you ->
        [yes] Hier hat { $side } { $pit } gespielt. Damit konntest du { $seeds } fangen: { $best } wäre besser gewesen.
       *[no] Hier hat { $side } { $pit } gespielt. Damit konnte der Gegner ({ $other }) { $seeds } fangen: { $best } wäre besser gewesen.
    }
  }
review-captures = { $you ->
    [yes] Hier hast du { $pit } gespielt. { $best } wäre besser gewesen: Er fängt { $seeds }.
   *[no] Hier hat { $side } { $pit } gespielt. { $best } wäre besser gewesen: Er fängt { $seeds }.
  }
review-better = { $you ->
    [yes] Hier hast du { $pit } gespielt. { $best } wäre besser gewesen, um etwa
   *[no] Hier hat { $side } { $pit } gespielt. { $best } wäre besser gewesen, um etwa
  } { $seeds ->
    [one] einen Samen
   *[other] { $seeds } Samen
  }.
review-inaccuracy = Ein kleiner Patzer.
review-mistake = Ein Fehler.
review-blunder = Ein dicker Fehler!

## Lob
praise-1 = Gut gemacht!
praise-2 = Super, du hast es!
praise-3 = Bravo!
praise-4 = Ja, genau!
cheer-you-win = Du hast den Computer besiegt: Toll gemacht!
cheer-you-lose = Gut versucht! Mit jedem Spiel lernst du dazu: Nochmal spielen?
cheer-draw = Unentschieden: Gut gespielt, ihr beide!
cheer-winner = { $you ->
    [yes] Bravo! Gut gespielt, ihr beide.
   *[no] Bravo, { $side }! Gut gespielt, ihr beide.
  }

## Two devices
button-two-devices = Zwei Geräte
online-title = Auf zwei Geräten spielen
button-make-room = Raum erstellen
button-join-room = Raum betreten
button-join = Spielen
button-watch = Zuschauen
button-erase = Löschen
online-about = Ein Gerät erstellt einen Raum; das andere tippt auf dieselben drei Bilder.
online-server-none = Noch kein Server: Starte awale-server auf einem Computer in diesem Netzwerk und gib dann seine Adresse im Feld oben ein.
online-server = Server: { $address }
online-connecting = Verbindung wird aufgebaut…
online-your-code = Dein Raum. Tippe auf dem anderen Gerät auf diese drei Bilder:
online-waiting-other = Warten auf den anderen Spieler…
online-tap-code = Tippe auf die drei Bilder des Raums:
online-type-code = Oder tippe seine Wörter oder Nummern:
online-refused = Der Server hat abgelehnt: { $why }
online-away = Das Gerät von { $name } ist nicht verbunden: Wir warten…
online-lost = Verbindung verloren: Neuer Versuch…
online-back = Wieder verbunden.
online-undo-asked = { $name } möchte den eigenen letzten Zug zurücknehmen: Drück auf „Zurück“, wenn du einverstanden bist.
online-undo-sent = Du hast { $name } gefragt, ob du deinen letzten Zug zurücknehmen darfst.
online-tap-dropped = Das Spiel ging weiter, während du weg warst: Wähle noch einmal.
online-watching = Du schaust { $south } und { $north } zu
label-server = Der Klassencomputer oder ein Spielserver
about-server = Seine Adresse, wie sein Fenster sie anzeigt: zum Beispiel 192.168.1.20:7878.
button-rejoin = Zurück zum Spiel

# Who is playing, and the friend
player-friend = Freund
title-hello = Hallo, { $name }!
who-title = Wer spielt?
who-animal = Tippe auf dein Tier
who-name = Dein Name (wenn du magst)
who-change = Ändern
who-done = Fertig
who-rename = Umbenennen
who-remove = Entfernen
who-sure = Zum Entfernen noch einmal tippen
who-add = Ein Kind hinzufügen
friend-noticed-protected = Du hast deine Mulden gut geschützt!
friend-noticed-chain = Achtung vor Fang-Ketten: probiere Lektion { $number }!

# Was ein Bildschirmleser vom Brett sagt.
page-previous = Vorherige Seite
page-next = Nächste Seite
access-board = Das Brett
access-pit = Mulde { $pit }, { $you ->
    [yes] deine
   *[no] von { $side }
  }
access-seeds = { $seeds ->
    [0] leer
    [one] 1 Samen
   *[other] { $seeds } Samen
  }
access-playable = kann gespielt werden
access-store = { $you ->
    [yes] Dein Speicher
   *[no] Speicher von { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = Die Seite für Lehrkräfte
class-login-class = Klasse
class-login-password = Passwort
class-login-button = Anmelden
class-login-wrong = Diese Klasse und dieses Passwort passen nicht zusammen.
class-login-wait = Zu viele Versuche: Warten Sie { $seconds } s und versuchen Sie es dann noch einmal.
class-make-heading = Eine Klasse anlegen
class-make-explain = Dieser Computer verwahrt die Klasse: Die Vornamen der Kinder und ihre Fortschritte bleiben auf ihm.
class-make-name = Der Name der Klasse
class-make-password = Das Passwort der Lehrkraft (mindestens { $length } Zeichen)
class-make-again = Das Passwort noch einmal
class-make-button = Klasse anlegen
class-make-local = Eine Klasse wird am Klassencomputer angelegt, unter der Einrichtungsadresse, die awale-server beim Start angezeigt hat (http://localhost:7878/class/make?setup=…), oder mit dem Befehl awale-server class new NAME.
class-make-differ = Die beiden Passwörter sind verschieden.
class-make-short = Das Passwort ist zu kurz.
class-make-taken = Es gibt schon eine Klasse mit diesem Namen.
class-logout = Abmelden
class-code = Der Code der Klasse, nach dem jedes Tablet einmal fragt:
class-children = Die Kinder
class-child-name = Vorname
class-child-animal = Tier
class-child-add = Hinzufügen
class-child-rename = Speichern
class-child-bad = Bitte einen Vornamen mit 1 bis 24 Buchstaben und ein Tier.
class-child-remove = Mit allen Daten entfernen
class-child-remove-ask = { $name } und alles, was dieses Kind gemacht hat, endgültig entfernen?
class-full = Diese Klasse ist voll.
class-lessons = Lektionen
class-puzzles = Rätsel
class-games-friend = Gegen den Computer-Freund
class-games-classmates = Gegen Mitschüler
class-rating = Die Stufe des Freundes (anfangs 500)
class-last-seen = Zuletzt gesehen
class-never = nie
class-stars = Sterne
class-missed = Kürzlich nicht gelöste Rätsel
class-cards = Karten drucken
class-export = Exportieren (CSV)
class-csv-name = Vorname
class-csv-animal = Tier
class-csv-puzzles-solved = Rätsel gelöst
class-csv-puzzles-tried = Rätsel versucht
class-csv-friend-won = Gewonnen gegen den Computer-Freund
class-csv-friend-drawn = Unentschieden gegen den Computer-Freund
class-csv-friend-lost = Verloren gegen den Computer-Freund
class-csv-classmates-won = Gewonnen gegen Mitschüler
class-csv-classmates-drawn = Unentschieden gegen Mitschüler
class-csv-classmates-lost = Verloren gegen Mitschüler
class-secrets-on = Jedes Kind meldet sich mit seinem Bildergeheimnis an.
class-secrets-off = Jedes Kind meldet sich an, indem es auf sein Tier tippt.
class-secrets-turn-on = Bildergeheimnisse verlangen
class-secrets-turn-off = Keine Bildergeheimnisse
class-secret-new = Ein neues Bildergeheimnis
class-secret = Bildergeheimnis
class-now = Die Klasse gerade jetzt
class-now-none = Gerade wird kein Spiel gespielt.
class-card-scan = scannen und spielen
class-no-children = Noch keine Kinder: Fügen Sie unten das erste hinzu.
class-back = Zurück zur Klasse
class-wdl = { $won } gewonnen, { $drawn } unentschieden, { $lost } verloren
class-puzzle-level = Stufe { $level }: { $solved } von { $tried }
class-csrf = Dieses Formular ist veraltet: Öffnen Sie die Seite noch einmal.
class-secret-tried = Die Bilder von { $name } wurden { $count } Mal falsch getippt.
class-secret-let-in = { $name } wieder hineinlassen
class-cards-address = Die QR-Codes öffnen { $address }: die Adresse, die die Tablets der Klasse verwenden.
class-cards-other = Die Tablets der Klasse nutzen ein anderes Netzwerk? Drucken Sie die Karten für:
class-cards-alone = Achtung: Diese QR-Codes öffnen { $address }, eine Adresse, die nur dieser Computer erreicht. Ein Tablet, das sie scannt, findet die Klasse nicht. Starten Sie den Server für das Netzwerk der Klasse (awale-server --bind 0.0.0.0), öffnen Sie diese Seite unter der Netzwerkadresse, die er anzeigt, und drucken Sie dann die Karten.
class-animal-taken = { $name } hat dieses Tier schon: Wählen Sie ein anderes, damit jedes Kind sein eigenes auf einen Blick findet.
class-delete-heading = Die Klasse löschen
class-delete-explain = Am Ende des Schuljahres: Die Klasse, ihre Kinder, deren Fortschritte und ihre Partien werden endgültig von diesem Computer gelöscht. Exportieren Sie die Klasse vorher, um ihre Fortschritte zu behalten.
class-delete-type = Geben Sie den Namen der Klasse, { $name }, ein, um sie zu löschen
class-delete-button = Klasse endgültig löschen
class-delete-mistyped = Der eingegebene Name ist nicht der der Klasse: Es wurde nichts gelöscht.
class-unauthorized = Bitte melden Sie sich zuerst an.
class-not-found = Dieses Kind ist nicht in dieser Klasse.
class-store = Die Klasse ist gerade nicht erreichbar: Versuchen Sie es gleich noch einmal.
class-tournament = Klassenturnier
class-tournament-who = Wer spielt? Die Kinder, deren Tablet eingeschaltet ist, sind angekreuzt.
class-tournament-games = Jeder Tisch spielt
class-tournament-one = eine Partie
class-tournament-three = auf zwei Gewinnpartien
class-tournament-rules = Regeln
class-tournament-start = Turnier starten
class-tournament-round = Runde { $round } von { $rounds }
class-tournament-paused = pausiert
class-tournament-screen = Klassenbildschirm öffnen
class-tournament-pause = Pause
class-tournament-go-on = Weiter
class-tournament-end-round = Diese Runde beenden
class-tournament-end = Turnier beenden
class-tournament-end-ask = Das Turnier jetzt beenden? Laufende Partien enden unentschieden, und die Tabelle steht fest.
class-tournament-table = Tisch
class-tournament-games-played = Partien
class-tournament-bye = hat diese Runde frei (zählt als Sieg)
class-tournament-playing = läuft…
class-tournament-drawn = unentschieden
class-tournament-standings = Rangliste
class-tournament-points = Punkte
class-tournament-wdl = Gewonnen – unentschieden – verloren
class-tournament-tie-break = Bei Gleichstand: Punkte der Gegner
class-tournament-present = Wer ist da
class-tournament-here = da
class-tournament-away = weg
class-tournament-running = Gerade läuft ein Turnier: Beenden Sie es zuerst.
class-tournament-too-few = Kreuzen Sie mindestens zwei Kinder an.
class-tournament-refused = Das geht gerade nicht.
class-screen-none = Noch kein Turnier: Starten Sie eines auf der Seite für Lehrkräfte.
class-screen-over = das Turnier ist vorbei
class-screen-games = Laufende Partien
class-screen-watch = Dieser Partie zuschauen
class-screen-results = Letzte Ergebnisse
class-screen-no-game = Diese Partie gehört nicht zum Turnier.
class-vote = Die Klasse gegen den Computer
class-vote-explain = Der Beamer zeigt ein einziges Brett; jedes Kind tippt auf seinem Tablet auf die Mulde, die es spielen würde; die Mulde mit den meisten Stimmen wird gespielt.
class-vote-level = Die Stufe des Computers
class-vote-countdown = Zeit zum Abstimmen
class-vote-seconds = { $seconds } s
class-vote-first = Wer fängt an
class-vote-first-class = die Klasse
class-vote-first-computer = der Computer
class-vote-start = Partie starten
class-vote-open = Brett auf dem Beamer öffnen
class-vote-end = Partie beenden
class-vote-running = Die Klasse spielt schon gegen den Computer: Beenden Sie zuerst diese Partie.
class-simul = Sie gegen mehrere Kinder gleichzeitig
class-simul-who = Wer spielt gegen die Lehrkraft? Jedes Kind spielt auf seinem Tablet; Sie spielen jedes Brett von dieser Seite aus.
class-simul-start = Partien starten
class-simul-open = Meine Bretter öffnen
class-simul-end = Partien beenden
class-simul-teacher = Die Lehrkraft
class-simul-running = Gerade laufen die Simultanpartien: Beenden Sie sie zuerst.
class-simul-waiting = Bretter, die auf Ihren Zug warten: { $count } von { $boards }
class-simul-your-move = Ihr Zug
class-simul-sow = Aus Mulde { $pit } säen
vote-class = Die Klasse
vote-computer = Der Computer
vote-class-said = die Klasse
vote-computer-said = der Computer
vote-your-turn = Die Klasse ist dran: Tippt auf eure Mulde! { $seconds } s
vote-thinking = Der Computer denkt nach…
vote-voted = { $count } von { $here } haben abgestimmt
vote-tie = Gleichstand: Von den meistgewählten Mulden empfiehlt der Computer { $pit }.
vote-reply = Der Computer hat mit { $pit } geantwortet.
vote-over-class = Die Klasse hat gewonnen!
vote-over-computer = Diesmal hat der Computer gewonnen.
vote-over-draw = Unentschieden!
vote-ended = Die Lehrkraft hat die Partie beendet.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = Meine Klasse
class-tablet-which = Welche Klasse?
class-tablet-tap-code = Tippe auf die vier Bilder deiner Klasse
class-tablet-who = Finde dein Tier und tippe darauf
class-tablet-again = Deine Anmeldung ist zu Ende: Tippe noch einmal auf dein Tier.
class-tablet-secret = Tippe auf deine drei geheimen Bilder
class-tablet-away = Der Klassencomputer antwortet nicht. Versuch es gleich noch einmal.
class-tablet-no-class = Keine Klasse hat diese Bilder.
class-tablet-wrong-secret = Das sind nicht deine Bilder. Versuch es noch einmal!
class-tablet-other = Eine andere Klasse
class-tablet-waiting = Einen Moment…
class-tablet-no-server = Gib zuerst die Adresse des Klassencomputers auf dem Bildschirm „Zwei Geräte“ ein.
tournament-title = Turnier · Runde { $round }
tournament-table = Tisch { $table }
tournament-play = Spielen
tournament-bye = Du hast diese Runde frei: Das zählt als Sieg!
tournament-wait = Gut gespielt! Warte auf die nächste Runde.
tournament-paused = Die Lehrkraft hat das Turnier angehalten.
tournament-over = Das Turnier ist vorbei. Du bist Nummer { $place }!
tournament-away = Sag deiner Lehrkraft, dass du wieder da bist.
vote-tap = Die Klasse spielt gegen den Computer: Tippe auf die Mulde, die du spielen würdest!
vote-you-chose = Du hast { $pit } gewählt. Warte auf die anderen…
vote-praise = Die Klasse hat deine Mulde gespielt!
vote-wait = Der Computer denkt nach…
simul-play = Spiel gegen deine Lehrkraft!

## Die Bilder (die Tiere der Kinder und die Codes der Räume), wie ein Bildschirmleser sie sagt.
picture-ant = Ameise
picture-bee = Biene
picture-cat = Katze
picture-cow = Kuh
picture-dog = Hund
picture-duck = Ente
picture-elephant = Elefant
picture-fish = Fisch
picture-fox = Fuchs
picture-frog = Frosch
picture-giraffe = Giraffe
picture-goat = Ziege
picture-hen = Huhn
picture-horse = Pferd
picture-lion = Löwe
picture-monkey = Affe
picture-owl = Eule
picture-rabbit = Hase
picture-snail = Schnecke
picture-turtle = Schildkröte
picture-zebra = Zebra
picture-apple = Apfel
picture-banana = Banane
picture-cherry = Kirsche
picture-coconut = Kokosnuss
picture-grapes = Trauben
picture-lemon = Zitrone
picture-mango = Mango
picture-pear = Birne
picture-pineapple = Ananas

## Die weiteren Tiere, die die Kinder einer Klasse neben den Bildern oben haben können (src/net/animals.rs).
picture-mouse = Maus
picture-bear = Bär
picture-panda = Panda
picture-koala = Koala
picture-tiger = Tiger
picture-pig = Schwein
picture-sheep = Schaf
picture-camel = Kamel
picture-kangaroo = Känguru
picture-hedgehog = Igel
picture-bat = Fledermaus
picture-penguin = Pinguin
picture-parrot = Papagei
picture-flamingo = Flamingo
picture-crocodile = Krokodil
picture-snake = Schlange
picture-lizard = Eidechse
picture-octopus = Krake
picture-crab = Krabbe
picture-dolphin = Delfin
picture-whale = Wal
picture-shark = Hai
picture-butterfly = Schmetterling
picture-ladybird = Marienkäfer
picture-spider = Spinne
picture-rhino = Nashorn
picture-hippo = Nilpferd
picture-gorilla = Gorilla
picture-leopard = Leopard
picture-deer = Hirsch
picture-sloth = Faultier
picture-otter = Otter
picture-swan = Schwan
picture-peacock = Pfau
picture-unicorn = Einhorn
picture-wolf = Wolf
picture-eagle = Adler
picture-dinosaur = Dinosaurier
picture-caterpillar = Raupe
