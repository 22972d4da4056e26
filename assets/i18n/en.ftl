# English. Every key here must also be in fr.ftl (tests/i18n.rs checks).

## Sides and turns
side-south = South
side-north = North
your-turn = { $you ->
    [yes] Your turn! Choose a pit.
   *[no] { $side }, your turn! Choose a pit.
  }
plays-next = { $you ->
    [yes] You play next: press “{ $button }”.
   *[no] { $side } plays next: press “{ $button }”.
  }
thinking = { $you ->
    [yes] You are thinking…
   *[no] { $side } is thinking…
  }
away = { $you ->
    [yes] You are away…
   *[no] { $side } is away…
  }
sowing = { $you ->
    [yes] You are sowing…
   *[no] { $side } is sowing…
  }
waiting = { $you ->
    [yes] You wait
   *[no] { $side } waits
  }
score = { $seeds } in the store
taken-back = { $moves ->
    [one] The last move was taken back.
   *[other] The last { $moves } moves were taken back.
  }
game-not-saved = Not saved
offer-stop = { $you ->
    [yes] You would like to stop here. { $other }: press “{ $button }” to accept.
   *[no] { $other-you ->
        [yes] { $side } would like to stop here. Press “{ $button }” to accept.
       *[no] { $side } would like to stop here. { $other }: press “{ $button }” to accept.
    }
  }

## Hints
hint-captures = Try pit { $pit }: it captures { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
  }.
hint-protects = Try pit { $pit }: it saves { $seeds ->
    [one] 1 of your seeds
   *[other] { $seeds } of your seeds
  } from capture.
hint-feeds = Try pit { $pit }: your opponent has no seeds, and it gives him some.
hint-plain = Try pit { $pit }.

## What a move did
sowed = { $you ->
    [yes] You sowed
   *[no] { $side } sowed
  } { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
  } from pit { $pit }.
captured-one-pit = { $you ->
    [yes] You captured
   *[no] { $side } captured
  } { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
  } from pit { $pit }!
captured-pits = { $you ->
    [yes] You captured
   *[no] { $side } captured
  } { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
  } from { $pits ->
    [one] 1 pit
   *[other] { $pits } pits
  }!
grand-slam = Grand slam — nothing captured.
cut-by-limit = The capture limit took only { $taken } of { $chain ->
    [one] 1 pit
   *[other] { $chain } pits
  }.
nothing-over-limit = { $chain ->
    [one] 1 pit
   *[other] { $chain } pits
  } in a row is over the limit: nothing captured.
must-feed = { $starving-you ->
    [yes] You have no seeds: { $mover } must give you some.
   *[no] { $mover-you ->
        [yes] { $starving } has no seeds: you must give some.
       *[no] { $starving } has no seeds: { $mover }, you must give some.
    }
  }

## Teaching mode
explain-first = The last seed made { $seeds } in { $pit }: captured.
explain-next = Then { $pit } has { $seeds }: captured.
explain-grand-slam = Taking all { $seeds } of the opponent's seeds would be a grand slam, and a grand slam captures nothing.
explain-limit = { $taken ->
    [one] Only 1 pit may be captured in one move: the others stay.
   *[other] Only { $taken } pits may be captured in one move: the others stay.
  }
explain-feeding = Feeding rule: when your opponent has no seeds, you must play a pit whose seeds reach his row.
explain-grand-slam-rule = Grand slam rule: a move may not take every seed of the opponent's row.
preview = Pit { $pit }: { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
  }, the last one falls in { $landing }.
preview-lap = Pit { $pit }: { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
  }, more than a lap: they go round and skip pit { $pit }.
memory-hold = Press and hold one of your pits to count it.
memory-count = Pit { $pit } holds { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
  }.
memory-not-yours = You may count only your own pits.

## Refusals
illegal-game-over = The game is over.
illegal-not-yours = Pit { $pit } is your opponent's: choose one of your own pits.
illegal-empty = Pit { $pit } is empty: choose a pit with seeds in it.
illegal-must-feed = Your opponent has no seeds: you must give him some. Pit { $pit } does not reach him.
illegal-grand-slam = Pit { $pit } would take all your opponent's seeds, and that is not allowed: choose another pit.

## The end
winner = { $you ->
    [yes] You win!
   *[no] { $side } wins!
  }
loser = { $you ->
    [yes] Well played! One more game?
   *[no] { $side } loses.
  }
draw = A draw!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] You have no seeds and cannot be given any: { $taker } takes the seeds left.
   *[no] { $taker-you ->
        [yes] { $starving } has no seeds and cannot be given any: you take the seeds left.
       *[no] { $starving } has no seeds and cannot be given any: { $taker } takes the seeds left.
    }
  }
end-majority = { $you ->
    [yes] You have more than half of the seeds.
   *[no] { $side } has more than half of the seeds.
  }
end-majority-draw = Each player has half of the seeds.
end-few-seeds = Only a few seeds are left on the board.
end-repetition = The same position came back: the game could go on forever.
end-no-capture = The seeds left can no longer make any capture.
end-agreement-own-side = The players agreed to stop; each took the seeds left in his own row.
end-agreement-split = The players agreed to stop and shared the seeds left equally.
share-question = How do you share the seeds left on the board?
share-own-side = Each takes his own row
share-split = Share them equally
share-rule = { $choice } (the rule)
end-set-aside = One odd seed is set aside.

## Matches
match-title = Best of { $games }
match-game-line = Game { $number }: { $result }
match-game-draw = draw
match-game-won = { $you ->
    [yes] you won
   *[no] { $side } won
  }
match-score = Games won: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] You win the match!
   *[no] { $side } wins the match!
  }
match-draw = The match is a draw.
match-next = { $you ->
    [yes] You won the last game and start the next one.
   *[no] { $side } won the last game and starts the next one.
  }
match-next-after-draw = { $you ->
    [yes] After a draw, you start the next game.
   *[no] After a draw, { $side } starts the next game.
  }

## Buttons
button-menu = Menu
button-undo = Undo
button-redo = Redo
button-hint = Hint
hint-thinking = Looking for a good move…
button-agree = Agree to stop
button-withdraw = Keep playing
button-accept = Yes, stop
button-export = Export
button-moves = Moves
button-pause = Pause
button-resume = Resume
button-step = Step
button-play-again = Play again
button-next-game = Next game
button-continue-match = Match score
button-continue = Continue the game
button-new-game = New game
button-rules = Rules
button-settings = Settings
button-import = Import a game
button-quit = Quit
button-back = Back
button-quick-play = Play!
button-play = Play
new-game-sure = Tap again
new-game-why = The game you are playing is not finished: tap Play again to leave it and start this one.
button-customise = Customise
button-save = Save
button-rename = Rename
button-delete = Delete
button-use = Use these rules

## Title
title = Awalé
subtitle = Oware of Côte d'Ivoire · rules: { $rules }

## New game
new-game-title = New game
label-mode = Players
mode-two-players = Two players
mode-computer = Against the computer
mode-demo = Computer against computer
label-level = Computer level
label-computer-side = The computer plays
label-first = First to play
label-match = Games
match-single = One game
match-best-of = Best of { $games }
label-preset = Rules
preset-abapa = Abapa (played to the end)
preset-tournament = Abapa (ends at 25 seeds)
preset-awele = Awélé (seeds left shared)
preset-egg-box = Egg box (for the youngest)
player-person = Player
player-computer = Computer (level { $level })
player-you = You
player-1 = Player 1
player-2 = Player 2
name-for-south = South: the bottom row
name-for-north = North: the top row
label-names = Names

## Customise
customise-title = Customise the rules
label-name = Name (type it)
custom-name = My rules
saved-preset = Saved “{ $name }”.
renamed-preset = Renamed to “{ $name }”.
deleted-preset = Deleted “{ $name }”.
not-saved = “{ $name }” is not a saved set: save it first.
name-empty = Type a name first.
name-taken = “{ $name }” is a built-in set: choose another name.
option-seeds_per_pit = Seeds per pit
option-capture_counts = Counts that capture
option-capture_limit = Pits captured at most
option-capture_overflow = Longer chains capture
option-grand_slam = Grand slam
option-end_majority = Stop at a majority
option-end_seeds_left = Stop with few seeds left
option-end_on_repetition = Stop on repetition
option-end_no_capture = Stop when no capture is possible
option-leftover = Seeds left at the end
about-seeds_per_pit = Seeds in each pit at the start, 1 to 8.
about-capture_counts = The last seed makes 2 or 3 (or only 2) in an opponent's pit: captured.
about-capture_limit = How many pits one move may capture, 1 to 6 (6: no limit).
about-capture_overflow = When the chain is longer than the limit: the last ones, or nothing.
about-grand_slam = A move taking all the opponent's seeds: it captures nothing, or is not allowed.
about-end_majority = The game stops when a player has more than half of the seeds.
about-end_seeds_left = The game stops when this many seeds or fewer are left, 0 (off) to 12.
about-end_on_repetition = The game stops when a position comes back, so it never goes on forever.
about-end_no_capture = The game stops when no sequence of moves can capture any more, and the seeds left are given out.
about-leftover = Who takes the seeds still on the board when the game stops.
value-2-3 = 2 or 3
value-2 = only 2
value-no-limit = no limit
value-last = the last ones
value-none = nothing
value-no-capture = captures nothing
value-forbidden = not allowed
value-true = yes
value-false = no
value-off = off
value-split = shared
value-own-side = each keeps his row

## Settings
settings-title = Settings
language-en = English
language-fr = Français
label-language = Language
label-volume = Volume
volume-soft = Soft
volume-medium = Medium
volume-loud = Loud
label-read-aloud = Read aloud
label-sound = Sound
label-speed = Animation speed
label-counts = Seed counts
label-north = Two players sit
label-teaching = Teaching mode
label-calm = Less motion
label-bigger = Bigger buttons and text
value-on = on
speed-slow = slow
speed-normal = normal
speed-fast = fast
counts-shown = shown
counts-hidden = hidden (memory)
seating-auto = face to face on an upright screen
seating-side-by-side = side by side
seating-face-to-face = face to face

## Rules screen
rules-title = How to play
rules-sowing = Sowing: take all the seeds of one of your pits and drop them one by one in the next pits, going round to the right (A → F, then a → f).
rules-laps = Laps: with 12 seeds or more you go round the whole board; the pit you emptied is skipped.
rules-capture = Capture: if your last seed makes { $counts } in an opponent's pit, you take them, and the pit before if it has { $counts } too, and so on (at most { $limit ->
    [one] 1 pit
   *[other] { $limit } pits
  }).
rules-feeding = Feeding: if your opponent has no seeds, you must play a pit that gives him some.
rules-famine = Famine: if you cannot feed him, the game ends and you take the seeds left.
rules-grand-slam = Grand slam: a move that would take every seed of the opponent's row { $grand-slam ->
    [forbidden] is not allowed, unless it is the only move; then it captures nothing
   *[other] captures nothing
  }.
rules-end = The end: the player with more seeds in his store wins.{ $majority ->
    [true] { " " }The game also stops when a player has more than half of the seeds.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }It stops too when a position comes back.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }It stops when the seeds left can no longer make any capture.
   *[other] {""}
  }
rules-in-force = Rules in force: { $name }
rules-board = South's pits: A B C D E F. North's: a b c d e f.

## Files
file-problem = { $file } { $why }. The defaults are used; the file was kept as { $kept }.
why-unreadable = could not be read
why-corrupt = is damaged
why-newer = was written by a newer version of Awalé
save-failed = Could not save { $file }: { $error }
another-window = Awalé is already open in another window: the games of this one are not saved.
no-folder = this system has no config folder to save in
exported = Game saved in the records folder as { $path } and, for Aualé, { $ogn }.
import-title = Import a game
import-help = Records (.txt, and .ogn from Aualé) in this folder:
import-none = No records yet. Export a game, or put a .txt record or an .ogn file from Aualé in that folder.
import-open-file = Open a file…
import-failed = { $file } cannot be imported: { $error }
import-move = move { $number } ({ $pit }) cannot be played: { $reason }
import-capture = move { $number } ({ $pit }) captures { $actual }, but the record says { $recorded }
imported = Imported { $file }.
import-left-out = { $file }: the main line is kept; { $comments ->
    [one] one comment
   *[other] { $comments } comments
  } and { $variations ->
    [one] one variation
   *[other] { $variations } variations
  } were left out.
moves-title = Moves
moves-none = No moves yet.

## Learn: lessons and puzzles
button-learn = Learn
button-next = Next
button-previous = Previous
button-leave = Leave
button-end-review = End the review
button-review = Review
learn-title = Learn
learn-lessons = Lessons on the board
learn-puzzles = Find the move
learn-puzzles-about = One move is clearly best. Can you find it?
puzzle-easy = Easy
puzzle-medium = Medium
puzzle-hard = Hard
puzzle-heading = Find the move · { $difficulty } · found: { $solved }
puzzle-ask = Your turn. One move is clearly best here: find it!
puzzle-wrong = Pit { $pit } is not the best move here. Look at the pit that glows, and think why.
puzzle-try-again = Pit { $pit } is not the best move here. Try again!
puzzle-try-again-captures = Pit { $pit } is not the best move here: then { $other } captures { $seeds }. Try again!
puzzle-try-again-more = { $seeds ->
    [0] Pit { $pit } is not the best move here: it captures nothing, and another pit captures. Try again!
   *[other] Pit { $pit } is not the best move here: it captures { $seeds }, and another pit captures more. Try again!
  }
puzzle-try-again-reply = Pit { $pit } is not the best move here: then { $other } answers { $reply } and comes out ahead. Try again!
puzzle-solved = That's it!
puzzle-why-save = It saves { $seeds } of your seeds from capture.
puzzle-why-feed = It gives North seeds: without them the game would end.
puzzle-why-plan = It captures nothing yet, but it prepares the next moves: every other pit lets North do better.
coach-lesson-heading = Lesson { $number } of { $lessons }: { $title } · step { $step } of { $steps }
coach-rules = Rules: { $preset } · { $options }
coach-try = Try pit { $pit }: it glows.
lesson-sowing = Sowing
lesson-sowing-1-ask = Tap pit C. Its 4 seeds are picked up and sown one by one into the next pits.
lesson-sowing-1-wrong = That is pit { $pit }. Find pit { $right }: it glows.
lesson-sowing-1-done = Each pit after C got one seed: D, E, F and a.
lesson-sowing-2-ask = Sowing goes on into your opponent's row. Tap pit F.
lesson-sowing-2-wrong = Pit { $right } is the one: its seeds go into your opponent's row.
lesson-sowing-2-done = F's 4 seeds went into a, b, c and d: your opponent's pits.
lesson-laps = Laps
lesson-laps-1-ask = Pit C has 11 seeds. Tap C: the seeds go all the way round the board.
lesson-laps-1-wrong = Tap pit { $right }, the one with 11 seeds.
lesson-laps-1-done = 11 seeds, one in each of the 11 other pits: C stays empty.
lesson-laps-2-ask = Now C has 12 seeds: more than a lap. Tap C and watch: C itself is skipped.
lesson-laps-2-wrong = Tap pit { $right }, the one with 12 seeds.
lesson-laps-2-done = The 12th seed jumped over C and fell in D: the pit you empty is never sown.
lesson-capture = Capturing
lesson-capture-1-ask = When your last seed makes 2 or 3 in your opponent's row, you capture them. Pit a has 1 seed. Tap F.
lesson-capture-1-wrong = Pit { $pit } does not end in a. F has 1 seed: it lands in a.
lesson-capture-1-done = a had 2 seeds: they went to your store!
lesson-capture-2-ask = Now a has 2 seeds. Which pit makes 3 there? Find it.
lesson-capture-2-wrong = The last seed of pit { $pit } does not fall in a. Count the seeds: pit { $right } does it.
lesson-capture-2-done = 3 seeds: captured too.
lesson-chain = A capture chain
lesson-chain-1-ask = After a capture, look at the pit before it: 2 or 3 there are taken too, and so on. Tap E.
lesson-chain-1-wrong = Try pit { $right }: its 4 seeds end in c.
lesson-chain-1-done = c, then b, then a: 7 seeds in one move!
lesson-krou = A krou
lesson-krou-1-ask = Pit E has 17 seeds: a krou. Its seeds go round more than once. Tap E.
lesson-krou-1-wrong = Tap pit { $right }, the big pile of 17.
lesson-krou-1-done = The second lap made 2s and 3s: 11 seeds in 5 pits, as in the classic example of the Awélé rules.
lesson-feeding = Feeding and famine
lesson-feeding-1-ask = Your opponent has no seeds left. You must give him some: choose a pit whose seeds reach his row.
lesson-feeding-1-wrong = Pit { $pit } does not reach him. Pit { $right } does.
lesson-feeding-1-done = Your opponent has seeds again: feeding keeps the game going.
lesson-feeding-2-ask = Your opponent has one seed left. Play it for your opponent: tap pit f.
lesson-feeding-2-wrong = Tap pit { $right }, your opponent's last seed.
lesson-feeding-2-done = Now your opponent has no seeds and none of your pits can reach him: that is famine. The game ends, and each player takes the seeds of his own row.
lesson-grand-slam = The grand slam
lesson-grand-slam-1-ask = Pit F would take every seed your opponent has: that is a grand slam. Tap F to see what these rules say.
lesson-grand-slam-1-wrong = Tap pit { $right } to try the grand slam.
lesson-grand-slam-1-done = A grand slam captures nothing here: the seeds stay on the board.
lesson-grand-slam-2-ask = With the Awélé rules a grand slam is not allowed at all. Choose a pit that leaves your opponent some seeds.
lesson-grand-slam-2-wrong = Pit { $pit } is not it: choose a pit that glows.
lesson-grand-slam-2-done = Right: your opponent keeps his seeds, and the game goes on.
lesson-end = How the game ends
lesson-end-1-ask = You have 23 seeds in your store. More than 24 of the 48 seeds wins. Capture 2 to win: tap F.
lesson-end-1-wrong = Pit { $pit } captures nothing. Pit { $right } lands in a and makes 2.
lesson-end-1-done = 25 seeds: more than half. You win! The game is over: each player takes the seeds left in his row, and your store shows { $store }. A game also ends by famine, when a position comes back, or when the players agree.

## Review
review-heading = Review · move { $number } of { $moves }
review-thinking = The computer is studying the game… { $done } of { $total }
review-graph = Who was ahead, move by move: the bright bar is the board shown.
review-ahead = { $you ->
    [yes] You were ahead
   *[no] { $side } was ahead
  }
review-end = The end of the game. Press Previous to go back, or End the review.
review-played = { $you ->
    [yes] Here you played { $pit }.
   *[no] Here { $side } played { $pit }.
  }
review-best = { $you ->
    [yes] Here you played { $pit }: the best move.
   *[no] Here { $side } played { $pit }: the best move.
  }
review-good = { $you ->
    [yes] Here you played { $pit }: a good move.
   *[no] Here { $side } played { $pit }: a good move.
  }
review-gives = { $you ->
    [yes] Here you played { $pit }. This let { $other } capture { $seeds }: { $best } would have been better.
   *[no] { $other-you ->
        [yes] Here { $side } played { $pit }. This let you capture { $seeds }: { $best } would have been better.
       *[no] Here { $side } played { $pit }. This let { $other } capture { $seeds }: { $best } would have been better.
    }
  }
review-captures = { $you ->
    [yes] Here you played { $pit }. { $best } would have been better: it captures { $seeds }.
   *[no] Here { $side } played { $pit }. { $best } would have been better: it captures { $seeds }.
  }
review-better = { $you ->
    [yes] Here you played { $pit }. { $best } would have been better
   *[no] Here { $side } played { $pit }. { $best } would have been better
  }, by about { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
  }.
review-inaccuracy = A small slip.
review-mistake = A mistake.
review-blunder = A blunder!

## Praise
praise-1 = Well done!
praise-2 = Great, you got it!
praise-3 = Bravo!
praise-4 = Yes, that's it!
cheer-you-win = You beat the computer: well done!
cheer-you-lose = Nice try! Every game teaches you something: play again?
cheer-draw = A draw: well played, both of you!
cheer-winner = { $you ->
    [yes] Bravo! Well played, both of you.
   *[no] Bravo, { $side }! Well played, both of you.
  }

## Two devices
button-two-devices = Two devices
online-title = Play on two devices
button-make-room = Make a room
button-join-room = Join a room
button-join = Play
button-watch = Watch
button-erase = Erase
online-about = One device makes a room; the other taps the same three pictures.
online-server-none = No server yet: start awale-server on a computer of this network, then type its address in the field above.
online-server = Server: { $address }
online-connecting = Connecting…
online-your-code = Your room. On the other device, tap these three pictures:
online-waiting-other = Waiting for the other player…
online-tap-code = Tap the three pictures of the room:
online-type-code = Or type its words or numbers:
online-refused = The server said no: { $why }
online-away = { $name }'s device is not connected: waiting…
online-lost = Connection lost: trying again…
online-back = Connected again.
online-undo-asked = { $name } asks to take back a move and play again: press Undo to agree.
online-undo-sent = You asked { $name } if you may take back your last move.
online-tap-dropped = The game went on while you were away: choose again.
online-watching = Watching { $south } and { $north }
label-server = The class computer or game server
about-server = Its address, as its window shows it: for example 192.168.1.20:7878.
button-rejoin = Back to the game

# Who is playing, and the friend
player-friend = Friend
title-hello = Hello, { $name }!
who-title = Who is playing?
who-animal = Tap your animal
who-name = Your name (if you like)
who-change = Change
who-done = Done
who-rename = Rename
who-remove = Remove
who-sure = Tap again to remove
who-add = Add a child
friend-noticed-protected = You protected your pits well!
friend-noticed-chain = Watch out for capture chains: try lesson { $number }!

# What a screen reader says of the board.
page-previous = Previous page
page-next = Next page
access-board = The board
access-pit = Pit { $pit }, { $you ->
    [yes] yours
   *[no] { $side }’s
  }
access-seeds = { $seeds ->
    [0] empty
    [one] 1 seed
   *[other] { $seeds } seeds
  }
access-playable = can be played
access-store = { $you ->
    [yes] Your store
   *[no] { $side }’s store
  }

## The teacher's page (awale-server at /class)
class-login-heading = The teacher's page
class-login-class = Class
class-login-password = Password
class-login-button = Sign in
class-login-wrong = This class and this password do not go together.
class-login-wait = Too many tries: wait { $seconds } s, then try again.
class-make-heading = Make a class
class-make-explain = This computer keeps the class: the children's first names and progress stay on it.
class-make-name = The class's name
class-make-password = The teacher's password (at least { $length } characters)
class-make-again = The password again
class-make-button = Make the class
class-make-local = A class is made on the class computer, at the setup address awale-server printed when it started (http://localhost:7878/class/make?setup=…), or with the command awale-server class new NAME.
class-make-differ = The two passwords differ.
class-make-short = The password is too short.
class-make-taken = A class already has this name.
class-logout = Sign out
class-code = The class's code, which each tablet asks for once:
class-children = The children
class-child-name = First name
class-child-animal = Animal
class-child-add = Add
class-child-rename = Save
class-child-bad = A first name of 1 to 24 letters and an animal, please.
class-child-remove = Remove with all his data
class-child-remove-ask = Remove { $name } and everything he did, for good?
class-full = This class is full.
class-lessons = Lessons
class-puzzles = Puzzles
class-games-friend = Against the computer friend
class-games-classmates = Against classmates
class-rating = The friend's level (500 at first)
class-last-seen = Last seen
class-never = never
class-stars = Stars
class-missed = Puzzles missed lately
class-cards = Print the cards
class-export = Export (CSV)
class-csv-name = First name
class-csv-animal = Animal
class-csv-puzzles-solved = Puzzles solved
class-csv-puzzles-tried = Puzzles tried
class-csv-friend-won = Won against the computer friend
class-csv-friend-drawn = Drawn against the computer friend
class-csv-friend-lost = Lost against the computer friend
class-csv-classmates-won = Won against classmates
class-csv-classmates-drawn = Drawn against classmates
class-csv-classmates-lost = Lost against classmates
class-secrets-on = Each child signs in with his picture secret.
class-secrets-off = Each child signs in by tapping his animal.
class-secrets-turn-on = Ask for picture secrets
class-secrets-turn-off = No picture secrets
class-secret-new = A new picture secret
class-secret = Picture secret
class-now = The class now
class-now-none = No game is being played.
class-card-scan = scan to play
class-no-children = No child yet: add the first one below.
class-back = Back to the class
class-wdl = { $won } won, { $drawn } drawn, { $lost } lost
class-puzzle-level = Level { $level }: { $solved } of { $tried }
class-csrf = This form is out of date: open the page again.
class-secret-tried = { $count ->
    [one] { $name }'s pictures were tried wrongly once.
   *[other] { $name }'s pictures were tried wrongly { $count } times.
  }
class-secret-let-in = Let { $name } in again
class-cards-address = The QR codes open { $address }: the address the class's tablets use.
class-cards-other = The class's tablets use another network? Print the cards for:
class-cards-alone = Careful: these QR codes open { $address }, which only this computer can reach. A tablet that scans them will not find the class. Start the server for the class's network (awale-server --bind 0.0.0.0), open this page at the network address it prints, then print the cards.
class-animal-taken = { $name } already has this animal: choose another, so that each child finds his own at a glance.
class-delete-heading = Delete the class
class-delete-explain = At the end of the year: the class, its children, their progress and its games are deleted from this computer for good. Export the class first to keep its progress.
class-delete-type = Type the class's name, { $name }, to delete it
class-delete-button = Delete the class for good
class-delete-mistyped = The name typed is not the class's: nothing was deleted.
class-unauthorized = Sign in first.
class-not-found = There is no such child in this class.
class-store = The class cannot be reached now: try again in a moment.
class-tournament = Class tournament
class-tournament-who = Who plays? The children whose tablet is on are ticked.
class-tournament-games = Each table plays
class-tournament-one = one game
class-tournament-three = the best of three
class-tournament-rules = Rules
class-tournament-start = Start the tournament
class-tournament-round = Round { $round } of { $rounds }
class-tournament-paused = paused
class-tournament-screen = Open the class screen
class-tournament-pause = Pause
class-tournament-go-on = Go on
class-tournament-end-round = End this round
class-tournament-end = End the tournament
class-tournament-end-ask = End the tournament now? The games still going on end as draws, and the standings are final.
class-tournament-table = Table
class-tournament-games-played = Games
class-tournament-bye = rests this round (counts as a win)
class-tournament-playing = playing…
class-tournament-drawn = draw
class-tournament-standings = Standings
class-tournament-points = Points
class-tournament-wdl = Won – drawn – lost
class-tournament-tie-break = Tie-break (opponents' points)
class-tournament-present = Who is here
class-tournament-here = here
class-tournament-away = gone
class-tournament-running = A tournament is going on: end it first.
class-tournament-too-few = Tick two children or more.
class-tournament-refused = This cannot be done now.
class-screen-none = No tournament yet: start one on the teacher's page.
class-screen-over = the tournament is over
class-screen-games = Games now
class-screen-watch = Watch this game
class-screen-results = Last results
class-screen-no-game = This game is not in the tournament.
class-vote = The class against the computer
class-vote-explain = The projector shows one board; each child taps on his tablet the pit he would play; the pit with most votes is played.
class-vote-level = The computer's level
class-vote-countdown = Time to vote
class-vote-seconds = { $seconds } s
class-vote-first = Who starts
class-vote-first-class = the class
class-vote-first-computer = the computer
class-vote-start = Start the game
class-vote-open = Open the board on the projector
class-vote-end = End the game
class-vote-running = The class is already playing the computer: end that game first.
class-simul = You against several children at once
class-simul-who = Who plays the teacher? Each child plays on his tablet; you play every board from this page.
class-simul-start = Start the games
class-simul-open = Open my boards
class-simul-end = End the games
class-simul-teacher = The teacher
class-simul-running = The simultaneous games are going on: end them first.
class-simul-waiting = { $count } of { $boards } boards wait for your move
class-simul-your-move = Your move
class-simul-sow = Sow { $pit }
vote-class = The class
vote-computer = The computer
vote-class-said = the class
vote-computer-said = the computer
vote-your-turn = The class's turn: tap your pit! { $seconds } s
vote-thinking = The computer is thinking…
vote-voted = { $count } of { $here } voted
vote-tie = A tie: the computer's hint among them is { $pit }.
vote-reply = The computer answered { $pit }.
vote-over-class = The class won!
vote-over-computer = The computer won this time.
vote-over-draw = A draw!
vote-ended = The teacher ended the game.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = My class
class-tablet-which = Which class?
class-tablet-tap-code = Tap the four pictures of your class
class-tablet-who = Find your animal and tap it
class-tablet-again = Your sign-in has ended: tap your animal again.
class-tablet-secret = Tap your three secret pictures
class-tablet-away = The class computer does not answer. Try again soon.
class-tablet-no-class = No class has these pictures.
class-tablet-wrong-secret = These are not your pictures. Try again!
class-tablet-other = Another class
class-tablet-waiting = One moment…
class-tablet-no-server = First type the class computer's address on the Two devices screen.
tournament-title = Tournament · round { $round }
tournament-table = Table { $table }
tournament-play = Play
tournament-bye = You rest this round: it counts as a win!
tournament-wait = Well played! Wait for the next round.
tournament-paused = The teacher has paused the tournament.
tournament-over = The tournament is over. You are number { $place }!
tournament-away = Tell your teacher you are back.
vote-tap = The class plays the computer: tap the pit you would play!
vote-you-chose = You chose { $pit }. Wait for the others…
vote-praise = The class played your pit!
vote-wait = The computer is thinking…
simul-play = Play against your teacher!

## The pictures (the children's animals and the rooms' codes), as a screen reader says them.
picture-ant = Ant
picture-bee = Bee
picture-cat = Cat
picture-cow = Cow
picture-dog = Dog
picture-duck = Duck
picture-elephant = Elephant
picture-fish = Fish
picture-fox = Fox
picture-frog = Frog
picture-giraffe = Giraffe
picture-goat = Goat
picture-hen = Hen
picture-horse = Horse
picture-lion = Lion
picture-monkey = Monkey
picture-owl = Owl
picture-rabbit = Rabbit
picture-snail = Snail
picture-turtle = Turtle
picture-zebra = Zebra
picture-apple = Apple
picture-banana = Banana
picture-cherry = Cherry
picture-coconut = Coconut
picture-grapes = Grapes
picture-lemon = Lemon
picture-mango = Mango
picture-pear = Pear
picture-pineapple = Pineapple

## The animals a class's children have besides the pictures above (src/net/animals.rs).
picture-mouse = Mouse
picture-bear = Bear
picture-panda = Panda
picture-koala = Koala
picture-tiger = Tiger
picture-pig = Pig
picture-sheep = Sheep
picture-camel = Camel
picture-kangaroo = Kangaroo
picture-hedgehog = Hedgehog
picture-bat = Bat
picture-penguin = Penguin
picture-parrot = Parrot
picture-flamingo = Flamingo
picture-crocodile = Crocodile
picture-snake = Snake
picture-lizard = Lizard
picture-octopus = Octopus
picture-crab = Crab
picture-dolphin = Dolphin
picture-whale = Whale
picture-shark = Shark
picture-butterfly = Butterfly
picture-ladybird = Ladybird
picture-spider = Spider
picture-rhino = Rhinoceros
picture-hippo = Hippopotamus
picture-gorilla = Gorilla
picture-leopard = Leopard
picture-deer = Deer
picture-sloth = Sloth
picture-otter = Otter
picture-swan = Swan
picture-peacock = Peacock
picture-unicorn = Unicorn
picture-wolf = Wolf
picture-eagle = Eagle
picture-dinosaur = Dinosaur
picture-caterpillar = Caterpillar
