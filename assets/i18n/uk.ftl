# Українська. Кожен ключ тут має бути і в en.ftl (це перевіряє tests/i18n.rs).

## Сторони й ходи
side-south = Південь
side-north = Північ
your-turn = { $you ->
    [yes] Твій хід! Вибери лунку.
   *[no] { $side }, твій хід! Вибери лунку.
  }
plays-next = { $you ->
    [yes] Далі ходиш ти: натисни «{ $button }».
   *[no] Далі ходить { $side }: натисни «{ $button }».
  }
thinking = { $you ->
    [yes] Ти думаєш…
   *[no] { $side } думає…
  }
away = { $you ->
    [yes] Ти не на зв’язку…
   *[no] { $side }: не на зв’язку…
  }
sowing = { $you ->
    [yes] Ти сієш…
   *[no] { $side } сіє…
  }
waiting = { $you ->
    [yes] Ти чекаєш
   *[no] { $side } чекає
  }
score = { $seeds } у коморі
taken-back = { $moves ->
    [1] Останній хід скасовано.
    [one] Скасовано { $moves } останній хід.
    [few] Скасовано { $moves } останні ходи.
    [many] Скасовано { $moves } останніх ходів.
   *[other] Скасовано { $moves } останнього ходу.
  }
game-not-saved = Не збережено
offer-stop = { $you ->
    [yes] Ти хочеш закінчити тут. { $other }: натисни «{ $button }», щоб погодитися.
   *[no] { $other-you ->
        [yes] { $side } хоче закінчити тут. Натисни «{ $button }», щоб погодитися.
       *[no] { $side } хоче закінчити тут. { $other }: натисни «{ $button }», щоб погодитися.
    }
  }

## Підказки
hint-captures = Спробуй лунку { $pit }: так ти захопиш { $seeds ->
    [one] { $seeds } насінину
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  }.
hint-protects = Спробуй лунку { $pit }: так ти врятуєш { $seeds ->
    [one] { $seeds } свою насінину
    [few] { $seeds } свої насінини
    [many] { $seeds } своїх насінин
   *[other] { $seeds } своєї насінини
  } від захоплення.
hint-feeds = Спробуй лунку { $pit }: у суперника немає насінин, а так він їх отримає.
hint-plain = Спробуй лунку { $pit }.

## Що зробив хід
sowed = { $you ->
    [yes] Ти сієш
   *[no] { $side } сіє
  } { $seeds ->
    [one] { $seeds } насінину
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  } з лунки { $pit }.
captured-one-pit = { $you ->
    [yes] Ти захоплюєш
   *[no] { $side } захоплює
  } { $seeds ->
    [one] { $seeds } насінину
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  } з лунки { $pit }!
captured-pits = { $you ->
    [yes] Ти захоплюєш
   *[no] { $side } захоплює
  } { $seeds ->
    [one] { $seeds } насінину
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  } з { $pits ->
    [one] { $pits } лунки
   *[other] { $pits } лунок
  }!
grand-slam = Великий шолом — нічого не захоплено.
cut-by-limit = Через обмеження захоплено лише { $taken } з { $chain ->
    [one] { $chain } лунки
   *[other] { $chain } лунок
  }.
nothing-over-limit = { $chain ->
    [one] { $chain } лунка
    [few] { $chain } лунки
    [many] { $chain } лунок
   *[other] { $chain } лунки
  } поспіль — це більше, ніж можна: нічого не захоплено.
must-feed = { $starving-you ->
    [yes] У тебе немає насінин: { $mover } має дати тобі кілька.
   *[no] { $mover-you ->
        [yes] { $starving } не має насінин: ти мусиш дати кілька.
       *[no] { $starving } не має насінин: { $mover }, ти мусиш дати кілька.
    }
  }

## Режим навчання
explain-first = Від останньої насінини в лунці { $pit } стало { $seeds }: захоплено.
explain-next = Далі в лунці { $pit } — { $seeds }: захоплено.
explain-grand-slam = Забрати всі насінини суперника ({ $seeds }) — це великий шолом, а великий шолом нічого не захоплює.
explain-limit = За один хід можна захопити лише { $taken ->
    [one] { $taken } лунку
    [few] { $taken } лунки
    [many] { $taken } лунок
   *[other] { $taken } лунки
  }: інші лишаються.
explain-feeding = Правило годування: коли в суперника немає насінин, ти мусиш зіграти лунку, з якої насінини дійдуть до його ряду.
explain-grand-slam-rule = Правило великого шолома: хід не може забрати всі насінини з ряду суперника.
preview = Лунка { $pit }: { $seeds ->
    [one] { $seeds } насінина
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  }, остання падає в { $landing }.
preview-lap = Лунка { $pit }: { $seeds ->
    [one] { $seeds } насінина
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  }, більше ніж коло: вони йдуть по колу й минають лунку { $pit }.
memory-hold = Натисни й потримай свою лунку, щоб порахувати її.
memory-count = У лунці { $pit } { $seeds ->
    [one] { $seeds } насінина
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  }.
memory-not-yours = Рахувати можна лише свої лунки.

## Так не можна
illegal-game-over = Гру закінчено.
illegal-not-yours = Лунка { $pit } належить суперникові: вибери одну зі своїх лунок.
illegal-empty = Лунка { $pit } порожня: вибери лунку з насінинами.
illegal-must-feed = У суперника немає насінин: ти мусиш дати йому кілька. Лунка { $pit } до нього не дістає.
illegal-grand-slam = Лунка { $pit } забрала б усі насінини суперника, а так не можна: вибери іншу лунку.

## Кінець гри
winner = { $you ->
    [yes] Твоя перемога!
   *[no] { $side } перемагає!
  }
loser = { $you ->
    [yes] Гарна гра! Ще одну партію?
   *[no] { $side } програє.
  }
draw = Нічия!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] У тебе немає насінин, і ніхто не може їх дати: { $taker } забирає решту насінин.
   *[no] { $taker-you ->
        [yes] { $starving } не має насінин і не може їх отримати. Решта насінин — твоя.
       *[no] { $starving } не має насінин і не може їх отримати. { $taker }, решта насінин — твоя.
    }
  }
end-majority = { $you ->
    [yes] У тебе більше половини насінин.
   *[no] { $side } має більше половини насінин.
  }
end-majority-draw = У кожного гравця половина насінин.
end-few-seeds = На дошці лишилося лише кілька насінин.
end-repetition = Та сама позиція повторилася: гра могла б тривати вічно.
end-no-capture = Рештою насінин уже нічого не можна захопити.
end-agreement-own-side = Гравці домовилися закінчити; кожен забрав насінини зі свого ряду.
end-agreement-split = Гравці домовилися закінчити й поділили решту насінин порівну.
share-question = Як ви поділите решту насінин на дошці?
share-own-side = Кожен бере свій ряд
share-split = Поділити порівну
share-rule = { $choice } (правило)
end-set-aside = Одну зайву насінину відкладено.

## Матчі
match-title = Матч із { $games ->
    [one] { $games } партії
   *[other] { $games } партій
  }
match-game-line = Партія { $number }: { $result }
match-game-draw = нічия
match-game-won = { $you ->
    [yes] твоя перемога
   *[no] перемога — { $side }
  }
match-score = Виграні партії: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] Матч твій!
   *[no] { $side } перемагає в матчі!
  }
match-draw = Матч закінчився внічию.
match-next = { $you ->
    [yes] Остання партія — твоя, тож наступну починаєш ти.
   *[no] Хто виграв останню партію, той починає наступну: { $side }.
  }
match-next-after-draw = { $you ->
    [yes] Після нічиєї наступну партію починаєш ти.
   *[no] Після нічиєї наступну партію починає { $side }.
  }

## Кнопки
button-menu = Меню
button-undo = Скасувати
button-redo = Повторити
button-hint = Порада
hint-thinking = Шукаю добрий хід…
button-agree = Закінчити?
button-withdraw = Грати далі
button-accept = Так, досить
button-export = Експорт
button-moves = Ходи
button-pause = Пауза
button-resume = Далі
button-step = Крок
button-play-again = Ще раз
button-next-game = Наступна
button-continue-match = Рахунок матчу
button-continue = Грати далі
button-new-game = Нова гра
button-rules = Правила
button-settings = Параметри
button-import = Відкрити гру
button-quit = Вийти
button-back = Назад
button-quick-play = Грати!
button-play = Грати
new-game-sure = Торкнися ще раз
new-game-why = Гра, у яку ти граєш, ще не закінчилася: торкнися «Грати» ще раз, щоб вийти з неї й почати цю.
button-customise = Змінити
button-save = Зберегти
button-rename = Нова назва
button-delete = Видалити
button-use = Взяти ці правила

## Назва
title = Awalé
subtitle = Оваре з Кот-д’Івуару · правила: { $rules }

## Нова гра
new-game-title = Нова гра
label-mode = Гравці
mode-two-players = Двоє гравців
mode-computer = Проти комп’ютера
mode-demo = Комп’ютер проти комп’ютера
label-level = Рівень комп’ютера
label-computer-side = Комп’ютер грає за
label-first = Хто ходить першим
label-match = Партії
match-single = Одна партія
match-best-of = Матч із { $games ->
    [one] { $games } партії
   *[other] { $games } партій
  }
label-preset = Правила
preset-abapa = Абапа (до кінця)
preset-tournament = Абапа (гра до 25 насінин)
preset-awele = Авеле (решта насінин порівну)
preset-egg-box = Лоток для яєць (для найменших)
player-person = Гравець
player-computer = Комп’ютер (рівень { $level })
player-you = Ти
player-1 = Гравець 1
player-2 = Гравець 2
name-for-south = Південь: нижній ряд
name-for-north = Північ: верхній ряд
label-names = Імена

## Змінити правила
customise-title = Змінити правила
label-name = Назва (надрукуй її)
custom-name = Мої правила
saved-preset = «{ $name }» збережено.
renamed-preset = Нова назва: «{ $name }».
deleted-preset = «{ $name }» видалено.
not-saved = «{ $name }» ще не збережено: спершу збережи.
name-empty = Спершу надрукуй назву.
name-taken = «{ $name }» — це вбудовані правила: вибери іншу назву.
option-seeds_per_pit = Насінин у лунці
option-capture_counts = Числа для захоплення
option-capture_limit = Найбільше захоплених лунок
option-capture_overflow = Довші ланцюжки захоплюють
option-grand_slam = Великий шолом
option-end_majority = Кінець при більшості
option-end_seeds_left = Кінець, коли мало насінин
option-end_on_repetition = Кінець при повторі
option-end_no_capture = Кінець, коли захопити неможливо
option-leftover = Решта насінин наприкінці
about-seeds_per_pit = Скільки насінин у кожній лунці на початку, від 1 до 8.
about-capture_counts = Остання насінина робить 2 чи 3 (або лише 2) у лунці суперника: захоплено.
about-capture_limit = Скільки лунок можна захопити за один хід, від 1 до 6 (6 — без обмеження).
about-capture_overflow = Коли ланцюжок довший за обмеження: останні лунки або нічого.
about-grand_slam = Хід, що забирає всі насінини суперника: він нічого не захоплює або заборонений.
about-end_majority = Гра закінчується, коли в гравця більше половини насінин.
about-end_seeds_left = Гра закінчується, коли лишається стільки насінин чи менше, від 0 (вимкнено) до 12.
about-end_on_repetition = Гра закінчується, коли позиція повторюється, тож вона ніколи не триває вічно.
about-end_no_capture = Гра закінчується, коли жодні ходи вже не можуть нічого захопити; решту насінин роздають.
about-leftover = Хто забирає насінини, що лишилися на дошці, коли гра закінчується.
value-2-3 = 2 або 3
value-2 = лише 2
value-no-limit = без обмеження
value-last = останні
value-none = нічого
value-no-capture = нічого не захоплює
value-forbidden = заборонено
value-true = так
value-false = ні
value-off = вимкнено
value-split = порівну
value-own-side = кожному свій ряд

## Параметри
settings-title = Параметри
language-en = English
language-fr = Français
label-language = Мова
label-volume = Гучність
volume-soft = Тихо
volume-medium = Середньо
volume-loud = Гучно
label-read-aloud = Читати вголос
label-sound = Звук
label-speed = Швидкість анімації
label-counts = Кількість насінин
label-north = Двоє гравців сидять
label-teaching = Режим навчання
label-calm = Менше руху
label-bigger = Більші кнопки й текст
value-on = увімкнено
speed-slow = повільно
speed-normal = звичайно
speed-fast = швидко
counts-shown = видно
counts-hidden = сховано (пам’ять)
seating-auto = один навпроти одного біля вертикального екрана
seating-side-by-side = поруч
seating-face-to-face = один навпроти одного

## Правила гри
rules-title = Як грати
rules-sowing = Сівба: візьми всі насінини з однієї своєї лунки й клади їх по одній у наступні лунки, по колу праворуч (A → F, потім a → f).
rules-laps = Кола: з 12 насінинами або більше ти обходиш усю дошку; лунку, з якої взято насінини, пропускають.
rules-capture = Захоплення: якщо твоя остання насінина робить { $counts } у лунці суперника, ти їх забираєш, а також попередню лунку, якщо там теж { $counts }, і так далі (не більше { $limit ->
    [one] { $limit } лунки
   *[other] { $limit } лунок
  }).
rules-feeding = Годування: якщо в суперника немає насінин, ти мусиш зіграти лунку, яка дасть йому кілька.
rules-famine = Голод: якщо ти не можеш його нагодувати, гра закінчується, і ти забираєш решту насінин.
rules-grand-slam = Великий шолом: хід, який забрав би всі насінини з ряду суперника, { $grand-slam ->
    [forbidden] заборонений, хіба що іншого ходу немає; тоді він нічого не захоплює
   *[other] нічого не захоплює
  }.
rules-end = Кінець: перемагає той, у кого в коморі більше насінин.{ $majority ->
    [true] { " " }Гра закінчується й тоді, коли в гравця більше половини насінин.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }А ще вона закінчується, коли позиція повторюється.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Вона закінчується, коли рештою насінин уже нічого не можна захопити.
   *[other] {""}
  }
rules-in-force = Чинні правила: { $name }
rules-board = Лунки Півдня: A B C D E F. Лунки Півночі: a b c d e f.

## Файли
file-problem = { $file } { $why }. Використано типові налаштування; файл збережено як { $kept }.
why-unreadable = не вдалося прочитати
why-corrupt = пошкоджено
why-newer = створено новішою версією Awalé
save-failed = Не вдалося зберегти { $file }: { $error }
another-window = Awalé вже відкрито в іншому вікні: ігри цього вікна не зберігаються.
no-folder = у цій системі немає теки налаштувань, куди можна зберегти
exported = Гру збережено в теці записів як { $path } і, для Aualé, як { $ogn }.
import-title = Відкрити гру
import-help = Записи (.txt, а також .ogn з Aualé) у цій теці:
import-none = Записів ще немає. Експортуй гру або поклади в цю теку запис .txt чи файл .ogn з Aualé.
import-open-file = Відкрити файл…
import-failed = { $file } не вдалося імпортувати: { $error }
import-move = хід { $number } ({ $pit }) не можна зіграти: { $reason }
import-capture = хід { $number } ({ $pit }) захоплює { $actual }, а в записі — { $recorded }
imported = { $file } імпортовано.
import-left-out = { $file }: основну лінію збережено; { $comments ->
    [one] { $comments } коментар
    [few] { $comments } коментарі
    [many] { $comments } коментарів
   *[other] { $comments } коментаря
  } і { $variations ->
    [one] { $variations } варіант
    [few] { $variations } варіанти
    [many] { $variations } варіантів
   *[other] { $variations } варіанта
  } пропущено.
moves-title = Ходи
moves-none = Ходів ще немає.

## Навчання: уроки й задачі
button-learn = Вчитися
button-next = Далі
button-previous = Назад
button-leave = Вийти
button-end-review = Завершити
button-review = Розбір
learn-title = Вчимося
learn-lessons = Уроки на дошці
learn-puzzles = Знайди хід
learn-puzzles-about = Один хід явно найкращий. Чи знайдеш ти його?
puzzle-easy = Легко
puzzle-medium = Середньо
puzzle-hard = Складно
puzzle-heading = Знайди хід · { $difficulty } · знайдено: { $solved }
puzzle-ask = Твій хід. Тут один хід явно найкращий: знайди його!
puzzle-wrong = Лунка { $pit } — не найкращий хід тут. Подивися на лунку, що світиться, і подумай чому.
puzzle-try-again = Лунка { $pit } — не найкращий хід тут. Спробуй ще раз!
puzzle-try-again-captures = Лунка { $pit } — не найкращий хід тут: тоді { $other } захопить { $seeds }. Спробуй ще раз!
puzzle-try-again-more = { $seeds ->
    [0] Лунка { $pit } — не найкращий хід тут: вона нічого не захоплює, а інша лунка захоплює. Спробуй ще раз!
   *[other] Лунка { $pit } — не найкращий хід тут: вона захоплює { $seeds }, а інша лунка захоплює більше. Спробуй ще раз!
  }
puzzle-try-again-reply = Лунка { $pit } — не найкращий хід тут: тоді { $other } відповість { $reply } і вийде вперед. Спробуй ще раз!
puzzle-solved = Саме так!
puzzle-why-save = Він рятує від захоплення { $seeds ->
    [one] { $seeds } твою насінину
    [few] { $seeds } твої насінини
    [many] { $seeds } твоїх насінин
   *[other] { $seeds } твоєї насінини
  }.
puzzle-why-feed = Він дає Півночі насінини: без них гра закінчилася б.
puzzle-why-plan = Він ще нічого не захоплює, але готує наступні ходи: з будь-якою іншою лункою Північ зіграє краще.
coach-lesson-heading = Урок { $number } з { $lessons }: { $title } · крок { $step } з { $steps }
coach-rules = Правила: { $preset } · { $options }
coach-try = Спробуй лунку { $pit }: вона світиться.
lesson-sowing = Сівба
lesson-sowing-1-ask = Торкнися лунки C. Її 4 насінини беруть і сіють по одній у наступні лунки.
lesson-sowing-1-wrong = Це лунка { $pit }. Знайди лунку { $right }: вона світиться.
lesson-sowing-1-done = Кожна лунка після C отримала по насінині: D, E, F і a.
lesson-sowing-2-ask = Сівба триває в ряду суперника. Торкнися лунки F.
lesson-sowing-2-wrong = Потрібна лунка { $right }: її насінини йдуть у ряд суперника.
lesson-sowing-2-done = 4 насінини з F потрапили в a, b, c і d: це лунки суперника.
lesson-laps = Кола
lesson-laps-1-ask = У лунці C 11 насінин. Торкнися C: насінини пройдуть по колу всю дошку.
lesson-laps-1-wrong = Торкнися лунки { $right }, де 11 насінин.
lesson-laps-1-done = 11 насінин, по одній у кожну з 11 інших лунок: C лишається порожньою.
lesson-laps-2-ask = Тепер у C 12 насінин: більше ніж коло. Торкнися C і дивись: саму C пропущено.
lesson-laps-2-wrong = Торкнися лунки { $right }, де 12 насінин.
lesson-laps-2-done = 12-та насінина перестрибнула через C і впала в D: у лунку, яку спорожняєш, ніколи не сіють.
lesson-capture = Захоплення
lesson-capture-1-ask = Коли твоя остання насінина робить 2 чи 3 в ряду суперника, ти їх захоплюєш. У лунці a 1 насінина. Торкнися F.
lesson-capture-1-wrong = Лунка { $pit } не закінчується в a. У F 1 насінина: вона падає в a.
lesson-capture-1-done = В a стало 2 насінини: вони пішли у твою комору!
lesson-capture-2-ask = Тепер в a 2 насінини. Яка лунка зробить там 3? Знайди її.
lesson-capture-2-wrong = Остання насінина з лунки { $pit } не падає в a. Порахуй насінини: це вдасться лунці { $right }.
lesson-capture-2-done = 3 насінини: теж захоплено.
lesson-chain = Ланцюжок захоплень
lesson-chain-1-ask = Після захоплення подивися на лунку перед нею: якщо там 2 чи 3, їх теж забирають, і так далі. Торкнися E.
lesson-chain-1-wrong = Спробуй лунку { $right }: її 4 насінини закінчуються в c.
lesson-chain-1-done = c, потім b, потім a: 7 насінин за один хід!
lesson-krou = Кру
lesson-krou-1-ask = У лунці E 17 насінин: це кру. Насінини пройдуть по колу більше ніж раз. Торкнися E.
lesson-krou-1-wrong = Торкнися лунки { $right }, де велика купка з 17.
lesson-krou-1-done = Друге коло зробило двійки й трійки: 11 насінин у 5 лунках, як у класичному прикладі з правил авеле.
lesson-feeding = Годування і голод
lesson-feeding-1-ask = У суперника не лишилося насінин. Ти мусиш дати йому кілька: вибери лунку, з якої насінини дійдуть до його ряду.
lesson-feeding-1-wrong = Лунка { $pit } до нього не дістає. А лунка { $right } дістає.
lesson-feeding-1-done = У суперника знову є насінини: годування не дає грі закінчитися.
lesson-feeding-2-ask = У суперника лишилася одна насінина. Зіграй нею за суперника: торкнися лунки f.
lesson-feeding-2-wrong = Торкнися лунки { $right }, де остання насінина суперника.
lesson-feeding-2-done = Тепер у суперника немає насінин, і жодна твоя лунка до нього не дістає: це голод. Гра закінчується, і кожен гравець забирає насінини зі свого ряду.
lesson-grand-slam = Великий шолом
lesson-grand-slam-1-ask = Лунка F забрала б усі насінини суперника: це великий шолом. Торкнися F і подивися, що кажуть ці правила.
lesson-grand-slam-1-wrong = Торкнися лунки { $right }, щоб спробувати великий шолом.
lesson-grand-slam-1-done = Тут великий шолом нічого не захоплює: насінини лишаються на дошці.
lesson-grand-slam-2-ask = За правилами авеле великий шолом зовсім заборонений. Вибери лунку, яка залишить суперникові кілька насінин.
lesson-grand-slam-2-wrong = Лунка { $pit } не підходить: вибери лунку, що світиться.
lesson-grand-slam-2-done = Правильно: у суперника лишаються його насінини, і гра триває.
lesson-end = Як закінчується гра
lesson-end-1-ask = У твоїй коморі 23 насінини. Хто має більше ніж 24 з 48 насінин, той виграє. Захопи 2, щоб виграти: торкнися F.
lesson-end-1-wrong = Лунка { $pit } нічого не захоплює. Лунка { $right } закінчується в a і робить там 2.
lesson-end-1-done = 25 насінин: більше половини. Ти виграєш! Гру закінчено: кожен гравець забирає насінини, що лишилися в його ряду, і в твоїй коморі тепер { $store }. Гра закінчується також через голод, коли позиція повторюється або коли гравці домовляються.

## Розбір гри
review-heading = Розбір · хід { $number } з { $moves }
review-thinking = Комп’ютер вивчає гру… { $done } з { $total }
review-graph = Хто був попереду, хід за ходом: світла смужка — це дошка, яку показано.
review-ahead = { $you ->
    [yes] Попереду — ти
   *[no] Попереду — { $side }
  }
review-end = Кінець гри. Натисни «Назад», щоб повернутися, або «Завершити».
review-played = { $you ->
    [yes] Тут твій хід був { $pit }.
   *[no] Тут хід гравця { $side } був { $pit }.
  }
review-best = { $you ->
    [yes] Тут твій хід був { $pit }: це був найкращий хід.
   *[no] Тут хід гравця { $side } був { $pit }: це був найкращий хід.
  }
review-good = { $you ->
    [yes] Тут твій хід був { $pit }: це був добрий хід.
   *[no] Тут хід гравця { $side } був { $pit }: це був добрий хід.
  }
review-gives = { $you ->
    [yes] Тут твій хід був { $pit }. Це дало суперникові ({ $other }) змогу захопити { $seeds }: краще було б зіграти { $best }.
   *[no] { $other-you ->
        [yes] Тут хід гравця { $side } був { $pit }. Це дало тобі змогу захопити { $seeds }: краще було б зіграти { $best }.
       *[no] Тут хід гравця { $side } був { $pit }. Це дало суперникові ({ $other }) змогу захопити { $seeds }: краще було б зіграти { $best }.
    }
  }
review-captures = { $you ->
    [yes] Тут твій хід був { $pit }. Краще було б зіграти { $best }: той хід захопив би { $seeds }.
   *[no] Тут хід гравця { $side } був { $pit }. Краще було б зіграти { $best }: той хід захопив би { $seeds }.
  }
review-better = { $you ->
    [yes] Тут твій хід був { $pit }. Краще було б зіграти { $best }
   *[no] Тут хід гравця { $side } був { $pit }. Краще було б зіграти { $best }
  }, приблизно на { $seeds ->
    [one] { $seeds } насінину
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  }.
review-inaccuracy = Маленька помилка.
review-mistake = Помилка.
review-blunder = Велика помилка!

## Похвала
praise-1 = Молодець!
praise-2 = Чудово, у тебе вийшло!
praise-3 = Браво!
praise-4 = Так, саме так!
cheer-you-win = Перемога над комп’ютером! Молодець!
cheer-you-lose = Гарна спроба! Кожна гра чогось навчає: зіграємо ще?
cheer-draw = Нічия: ви обоє добре зіграли!
cheer-winner = { $you ->
    [yes] Браво! Ви обоє добре зіграли.
   *[no] Браво, { $side }! Ви обоє добре зіграли.
  }

## Two devices
button-two-devices = Два пристрої
online-title = Гра на двох пристроях
button-make-room = Створити кімнату
button-join-room = Увійти в кімнату
button-join = Грати
button-watch = Дивитися
button-erase = Стерти
online-about = Один пристрій створює кімнату; інший торкається тих самих трьох картинок.
online-server-none = Сервера ще немає: запусти awale-server на комп’ютері в цій мережі, а потім введи його адресу в поле вище.
online-server = Сервер: { $address }
online-connecting = З’єднання…
online-your-code = Твоя кімната. На іншому пристрої торкнися цих трьох картинок:
online-waiting-other = Чекаємо на іншого гравця…
online-tap-code = Торкнися трьох картинок кімнати:
online-type-code = Або введи її слова чи номери:
online-refused = Сервер відмовив: { $why }
online-away = { $name }: пристрій не під’єднано. Чекаємо…
online-lost = Зв’язок утрачено: пробуємо ще раз…
online-back = Знову з’єднано.
online-undo-asked = { $name } просить скасувати свій останній хід: натисни «Скасувати», щоб погодитися.
online-undo-sent = { $name } отримує прохання дозволити тобі скасувати твій останній хід.
online-tap-dropped = Гра тривала, поки тебе не було: вибери ще раз.
online-watching = Перегляд гри: { $south } і { $north }
label-server = Комп’ютер класу або ігровий сервер
about-server = Його адреса, як її показано в його вікні: наприклад 192.168.1.20:7878.
button-rejoin = Повернутися до гри

# Who is playing, and the friend
player-friend = Друг
title-hello = Привіт, { $name }!
who-title = Хто грає?
who-animal = Торкнися своєї тваринки
who-name = Твоє ім’я (якщо хочеш)
who-change = Змінити
who-done = Готово
who-rename = Перейменувати
who-remove = Прибрати
who-sure = Торкнися ще раз, щоб прибрати
who-add = Додати дитину
friend-noticed-protected = Ти добре захистив свої лунки!
friend-noticed-chain = Стережися ланцюжків захоплень: спробуй урок { $number }!

# Що читач екрана каже про дошку.
page-previous = Попередня сторінка
page-next = Наступна сторінка
access-board = Дошка
access-pit = Лунка { $pit }, { $you ->
    [yes] твоя
   *[no] гравця { $side }
  }
access-seeds = { $seeds ->
    [0] порожня
    [one] { $seeds } насінина
    [few] { $seeds } насінини
    [many] { $seeds } насінин
   *[other] { $seeds } насінини
  }
access-playable = можна зіграти
access-store = { $you ->
    [yes] Твоя комора
   *[no] Комора гравця { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = Сторінка вчителя
class-login-class = Клас
class-login-password = Пароль
class-login-button = Увійти
class-login-wrong = Цей клас і цей пароль не збігаються.
class-login-wait = Забагато спроб: зачекайте { $seconds } с і спробуйте ще раз.
class-make-heading = Створити клас
class-make-explain = Цей комп’ютер зберігає клас: імена дітей і їхні успіхи залишаються на ньому.
class-make-name = Назва класу
class-make-password = Пароль учителя (щонайменше { $length } символів)
class-make-again = Пароль ще раз
class-make-button = Створити клас
class-make-local = Клас створюють на комп’ютері класу, за адресою налаштування, яку awale-server показав під час запуску (http://localhost:7878/class/make?setup=…), або командою awale-server class new НАЗВА.
class-make-differ = Паролі не збігаються.
class-make-short = Пароль закороткий.
class-make-taken = Клас із такою назвою вже є.
class-logout = Вийти
class-code = Код класу, який кожен планшет запитує один раз:
class-children = Діти
class-child-name = Ім’я
class-child-animal = Тваринка
class-child-add = Додати
class-child-rename = Зберегти
class-child-bad = Будь ласка, вкажіть ім’я від 1 до 24 літер і тваринку.
class-child-remove = Прибрати з усіма даними
class-child-remove-ask = Назавжди прибрати { $name } разом з усім, що зробила ця дитина?
class-full = Цей клас заповнений.
class-lessons = Уроки
class-puzzles = Задачі
class-games-friend = Проти Друга-комп’ютера
class-games-classmates = Проти однокласників
class-rating = Рівень Друга (спочатку 500)
class-last-seen = Останній візит
class-never = ніколи
class-stars = Зірки
class-missed = Нещодавно не розв’язані задачі
class-cards = Надрукувати картки
class-export = Експортувати (CSV)
class-csv-name = Ім’я
class-csv-animal = Тваринка
class-csv-puzzles-solved = Розв’язані задачі
class-csv-puzzles-tried = Спробувані задачі
class-csv-friend-won = Перемоги над Другом-комп’ютером
class-csv-friend-drawn = Нічиї з Другом-комп’ютером
class-csv-friend-lost = Поразки від Друга-комп’ютера
class-csv-classmates-won = Перемоги над однокласниками
class-csv-classmates-drawn = Нічиї з однокласниками
class-csv-classmates-lost = Поразки від однокласників
class-secrets-on = Кожна дитина входить зі своїм секретом із картинок.
class-secrets-off = Кожна дитина входить, торкаючись своєї тваринки.
class-secrets-turn-on = Просити секрети з картинок
class-secrets-turn-off = Без секретів із картинок
class-secret-new = Новий секрет із картинок
class-secret = Секрет із картинок
class-now = Клас зараз
class-now-none = Зараз ніхто не грає.
class-card-scan = скануй, щоб грати
class-no-children = Дітей ще немає: додайте першу дитину нижче.
class-back = Назад до класу
class-wdl = { $won ->
    [one] { $won } перемога
    [few] { $won } перемоги
    [many] { $won } перемог
   *[other] { $won } перемоги
  }, { $drawn ->
    [one] { $drawn } нічия
    [few] { $drawn } нічиї
    [many] { $drawn } нічиїх
   *[other] { $drawn } нічиєї
  }, { $lost ->
    [one] { $lost } поразка
    [few] { $lost } поразки
    [many] { $lost } поразок
   *[other] { $lost } поразки
  }
class-puzzle-level = Рівень { $level }: { $solved } з { $tried }
class-csrf = Ця форма застаріла: відкрийте сторінку ще раз.
class-secret-tried = { $name }: неправильних спроб із картинками — { $count }.
class-secret-let-in = Знову впустити { $name }
class-cards-address = QR-коди відкривають { $address }: адреса, яку використовують планшети класу.
class-cards-other = Планшети класу використовують іншу мережу? Надрукуйте картки для:
class-cards-alone = Увага: ці QR-коди відкривають { $address }, адресу, доступну лише з цього комп’ютера. Планшет, який їх відсканує, не знайде клас. Запустіть сервер для мережі класу (awale-server --bind 0.0.0.0), відкрийте цю сторінку за мережевою адресою, яку він покаже, а потім надрукуйте картки.
class-animal-taken = { $name } вже має цю тваринку: виберіть іншу, щоб кожна дитина з першого погляду знаходила свою.
class-delete-heading = Видалити клас
class-delete-explain = Наприкінці року: клас, його діти, їхні успіхи та ігри назавжди видаляються з цього комп’ютера. Спершу експортуйте клас, щоб зберегти його успіхи.
class-delete-type = Введіть назву класу, { $name }, щоб видалити його
class-delete-button = Видалити клас назавжди
class-delete-mistyped = Введена назва не збігається з назвою класу: нічого не видалено.
class-unauthorized = Спершу увійдіть.
class-not-found = Цієї дитини немає в цьому класі.
class-store = Клас зараз недоступний: спробуйте ще раз трохи згодом.
class-tournament = Турнір класу
class-tournament-who = Хто грає? Позначено дітей, у яких увімкнений планшет.
class-tournament-games = Кожен стіл грає
class-tournament-one = одну партію
class-tournament-three = матч із трьох партій
class-tournament-rules = Правила
class-tournament-start = Почати турнір
class-tournament-round = Тур { $round } з { $rounds }
class-tournament-paused = на паузі
class-tournament-screen = Відкрити екран класу
class-tournament-pause = Пауза
class-tournament-go-on = Продовжити
class-tournament-end-round = Завершити цей тур
class-tournament-end = Завершити турнір
class-tournament-end-ask = Завершити турнір зараз? Ігри, що ще тривають, закінчаться внічию, а таблиця стане остаточною.
class-tournament-table = Стіл
class-tournament-games-played = Партії
class-tournament-bye = відпочиває в цьому турі (зараховується як перемога)
class-tournament-playing = грають…
class-tournament-drawn = нічия
class-tournament-standings = Турнірна таблиця
class-tournament-points = Очки
class-tournament-wdl = Перемоги – нічиї – поразки
class-tournament-tie-break = При рівності (очки суперників)
class-tournament-present = Хто тут
class-tournament-here = тут
class-tournament-away = немає
class-tournament-running = Триває турнір: спершу завершіть його.
class-tournament-too-few = Позначте щонайменше двох дітей.
class-tournament-refused = Зараз цього зробити не можна.
class-screen-none = Турніру ще немає: почніть його на сторінці вчителя.
class-screen-over = турнір закінчено
class-screen-games = Партії зараз
class-screen-watch = Дивитися цю партію
class-screen-results = Останні результати
class-screen-no-game = Ця партія не належить до турніру.
class-vote = Клас проти комп’ютера
class-vote-explain = Проєктор показує одну дошку; кожна дитина торкається на своєму планшеті лунки, яку вона зіграла б; грають ту лунку, що набрала найбільше голосів.
class-vote-level = Рівень комп’ютера
class-vote-countdown = Час на голосування
class-vote-seconds = { $seconds } с
class-vote-first = Хто починає
class-vote-first-class = клас
class-vote-first-computer = комп’ютер
class-vote-start = Почати партію
class-vote-open = Відкрити дошку на проєкторі
class-vote-end = Завершити партію
class-vote-running = Клас уже грає проти комп’ютера: спершу завершіть цю партію.
class-simul = Ви проти кількох дітей одночасно
class-simul-who = Хто грає проти вчителя? Кожна дитина грає на своєму планшеті; ви граєте на кожній дошці з цієї сторінки.
class-simul-start = Почати партії
class-simul-open = Відкрити мої дошки
class-simul-end = Завершити партії
class-simul-teacher = Учитель
class-simul-running = Тривають одночасні партії: спершу завершіть їх.
class-simul-waiting = Дошки, що чекають на ваш хід: { $count } з { $boards }
class-simul-your-move = Ваш хід
class-simul-sow = Сіяти з лунки { $pit }
vote-class = Клас
vote-computer = Комп’ютер
vote-class-said = клас
vote-computer-said = комп’ютер
vote-your-turn = Хід класу: торкніться своєї лунки! { $seconds } с
vote-thinking = Комп’ютер думає…
vote-voted = Проголосували { $count } з { $here }
vote-tie = Голоси розділилися порівну: з найпопулярніших лунок комп’ютер радить { $pit }.
vote-reply = Комп’ютер відповів ходом { $pit }.
vote-over-class = Клас переміг!
vote-over-computer = Цього разу переміг комп’ютер.
vote-over-draw = Нічия!
vote-ended = Учитель завершив партію.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = Мій клас
class-tablet-which = Який клас?
class-tablet-tap-code = Торкнися чотирьох картинок свого класу
class-tablet-who = Знайди свою тваринку й торкнися її
class-tablet-again = Твій вхід завершився: торкнися ще раз своєї тваринки.
class-tablet-secret = Торкнися своїх трьох секретних картинок
class-tablet-away = Комп’ютер класу не відповідає. Спробуй ще раз трохи згодом.
class-tablet-no-class = У жодного класу немає таких картинок.
class-tablet-wrong-secret = Це не твої картинки. Спробуй ще раз!
class-tablet-other = Інший клас
class-tablet-waiting = Хвилинку…
class-tablet-no-server = Спершу введи адресу комп’ютера класу на екрані «Два пристрої».
tournament-title = Турнір · тур { $round }
tournament-table = Стіл { $table }
tournament-play = Грати
tournament-bye = У цьому турі ти відпочиваєш: це зараховується як перемога!
tournament-wait = Добре зіграно! Чекай на наступний тур.
tournament-paused = Учитель поставив турнір на паузу.
tournament-over = Турнір закінчено. Твоє місце — { $place }!
tournament-away = Скажи вчителеві, що ти знову тут.
vote-tap = Клас грає проти комп’ютера: торкнися лунки, яку хочеш зіграти!
vote-you-chose = Твій вибір — { $pit }. Чекай на інших…
vote-praise = Клас зіграв твою лунку!
vote-wait = Комп’ютер думає…
simul-play = Зіграй проти свого вчителя!

## Картинки (тваринки дітей і коди кімнат), як їх називає читач екрана.
picture-ant = Мурашка
picture-bee = Бджола
picture-cat = Кіт
picture-cow = Корова
picture-dog = Собака
picture-duck = Качка
picture-elephant = Слон
picture-fish = Риба
picture-fox = Лисиця
picture-frog = Жаба
picture-giraffe = Жирафа
picture-goat = Коза
picture-hen = Курка
picture-horse = Кінь
picture-lion = Лев
picture-monkey = Мавпа
picture-owl = Сова
picture-rabbit = Кролик
picture-snail = Равлик
picture-turtle = Черепаха
picture-zebra = Зебра
picture-apple = Яблуко
picture-banana = Банан
picture-cherry = Вишня
picture-coconut = Кокос
picture-grapes = Виноград
picture-lemon = Лимон
picture-mango = Манго
picture-pear = Груша
picture-pineapple = Ананас

## Інші тваринки, які можуть мати діти класу, крім картинок вище (src/net/animals.rs).
picture-mouse = Мишка
picture-bear = Ведмідь
picture-panda = Панда
picture-koala = Коала
picture-tiger = Тигр
picture-pig = Свинка
picture-sheep = Вівця
picture-camel = Верблюд
picture-kangaroo = Кенгуру
picture-hedgehog = Їжак
picture-bat = Кажан
picture-penguin = Пінгвін
picture-parrot = Папуга
picture-flamingo = Фламінго
picture-crocodile = Крокодил
picture-snake = Змія
picture-lizard = Ящірка
picture-octopus = Восьминіг
picture-crab = Краб
picture-dolphin = Дельфін
picture-whale = Кит
picture-shark = Акула
picture-butterfly = Метелик
picture-ladybird = Сонечко
picture-spider = Павук
picture-rhino = Носоріг
picture-hippo = Бегемот
picture-gorilla = Горила
picture-leopard = Леопард
picture-deer = Олень
picture-sloth = Лінивець
picture-otter = Видра
picture-swan = Лебідь
picture-peacock = Павич
picture-unicorn = Єдиноріг
picture-wolf = Вовк
picture-eagle = Орел
picture-dinosaur = Динозавр
picture-caterpillar = Гусениця
