# العربية. كل مفتاح هنا يجب أن يكون أيضًا في en.ftl (يتحقق من ذلك tests/i18n.rs).

## الجهتان والأدوار
side-south = الجنوب
side-north = الشمال
your-turn = { $you ->
    [yes] دورك! اختر حفرة.
   *[no] { $side }، دورك! اختر حفرة.
  }
plays-next = { $you ->
    [yes] أنت تلعب الآن: اضغط «{ $button }».
   *[no] { $side } يلعب الآن: اضغط «{ $button }».
  }
thinking = { $you ->
    [yes] أنت تفكر…
   *[no] { $side } يفكر…
  }
away = { $you ->
    [yes] أنت غير متصل…
   *[no] { $side }: غير متصل…
  }
sowing = { $you ->
    [yes] أنت تزرع…
   *[no] { $side } يزرع…
  }
waiting = { $you ->
    [yes] أنت تنتظر
   *[no] { $side } ينتظر
  }
score = { $seeds } في المخزن
taken-back = { $moves ->
    [zero] لم تُلغَ أي حركة.
    [one] أُلغيت الحركة الأخيرة.
    [two] أُلغيت الحركتان الأخيرتان.
    [few] أُلغيت آخر { $moves } حركات.
    [many] أُلغيت آخر { $moves } حركة.
   *[other] أُلغيت آخر { $moves } حركة.
  }
game-not-saved = لم تُحفظ
offer-stop = { $you ->
    [yes] تريد التوقف هنا. { $other }: اضغط «{ $button }» للموافقة.
   *[no] { $other-you ->
        [yes] { $side } يريد التوقف هنا. اضغط «{ $button }» للموافقة.
       *[no] { $side } يريد التوقف هنا. { $other }: اضغط «{ $button }» للموافقة.
    }
  }

## تلميحات
hint-captures = جرّب الحفرة { $pit }: ستأسر بها { $seeds ->
    [zero] { $seeds } بذرة
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  }.
hint-protects = جرّب الحفرة { $pit }: ستحمي بها { $seeds ->
    [zero] { $seeds } من بذورك
    [one] بذرة من بذورك
    [two] بذرتين من بذورك
    [few] { $seeds } من بذورك
    [many] { $seeds } من بذورك
   *[other] { $seeds } من بذورك
  } من الأسر.
hint-feeds = جرّب الحفرة { $pit }: ليس لدى خصمك بذور، وهي تعطيه بعضها.
hint-plain = جرّب الحفرة { $pit }.

## ما فعلته الحركة
sowed = { $you ->
    [yes] زرعتَ
   *[no] { $side } زرع
  } { $seeds ->
    [zero] { $seeds } بذرة
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  } من الحفرة { $pit }.
captured-one-pit = { $you ->
    [yes] أسرتَ
   *[no] { $side } أسر
  } { $seeds ->
    [zero] { $seeds } بذرة
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  } من الحفرة { $pit }!
captured-pits = { $you ->
    [yes] أسرتَ
   *[no] { $side } أسر
  } { $seeds ->
    [zero] { $seeds } بذرة
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  } من { $pits ->
    [zero] { $pits } حفرة
    [one] حفرة واحدة
    [two] حفرتين
    [few] { $pits } حفر
    [many] { $pits } حفرة
   *[other] { $pits } حفرة
  }!
grand-slam = الضربة الكبرى: لم يُؤسر شيء.
cut-by-limit = حد الأسر: أُسر { $taken } فقط من { $chain ->
    [zero] { $chain } حفرة
    [one] حفرة واحدة
    [two] حفرتين
    [few] { $chain } حفر
    [many] { $chain } حفرة
   *[other] { $chain } حفرة
  }.
nothing-over-limit = سلسلة من { $chain ->
    [zero] { $chain } حفرة
    [one] حفرة واحدة
    [two] حفرتين
    [few] { $chain } حفر
    [many] { $chain } حفرة
   *[other] { $chain } حفرة
  } تتجاوز الحد: لم يُؤسر شيء.
must-feed = { $starving-you ->
    [yes] ليس لديك بذور: على { $mover } أن يعطيك بعضها.
   *[no] { $mover-you ->
        [yes] { $starving } ليس لديه بذور: عليك أن تعطيه بعضها.
       *[no] { $starving } ليس لديه بذور: { $mover }، عليك أن تعطيه بعضها.
    }
  }

## وضع التعلم
explain-first = بآخر بذرة صارت الحفرة { $pit } فيها { $seeds }: أُسرت.
explain-next = ثم الحفرة { $pit } فيها { $seeds }: أُسرت.
explain-grand-slam = أخذ بذور الخصم كلها ({ $seeds }) ضربة كبرى، والضربة الكبرى لا تأسر شيئًا.
explain-limit = لا يُؤسر في الحركة الواحدة إلا { $taken ->
    [zero] { $taken } حفرة
    [one] حفرة واحدة
    [two] حفرتين
    [few] { $taken } حفر
    [many] { $taken } حفرة
   *[other] { $taken } حفرة
  }: والباقي يبقى مكانه.
explain-feeding = قاعدة الإطعام: إذا لم يكن لدى خصمك بذور، فعليك أن تلعب حفرة تصل بذورها إلى صفه.
explain-grand-slam-rule = قاعدة الضربة الكبرى: لا يجوز لحركة أن تأخذ كل بذور صف الخصم.
preview = الحفرة { $pit }: { $seeds ->
    [zero] { $seeds } بذرة
    [one] بذرة واحدة
    [two] بذرتان
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  }، وآخرها يسقط في { $landing }.
preview-lap = الحفرة { $pit }: { $seeds ->
    [zero] { $seeds } بذرة
    [one] بذرة واحدة
    [two] بذرتان
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  }، أكثر من دورة: تدور حول اللوحة وتتخطى الحفرة { $pit }.
memory-hold = اضغط مطولًا على إحدى حفرك لتعدّها.
memory-count = الحفرة { $pit } فيها { $seeds ->
    [zero] { $seeds } بذرة
    [one] بذرة واحدة
    [two] بذرتان
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  }.
memory-not-yours = يمكنك أن تعدّ حفرك فقط.

## ممنوع
illegal-game-over = انتهت اللعبة.
illegal-not-yours = الحفرة { $pit } لخصمك: اختر حفرة من حفرك.
illegal-empty = الحفرة { $pit } فارغة: اختر حفرة فيها بذور.
illegal-must-feed = ليس لدى خصمك بذور: عليك أن تعطيه بعضها. الحفرة { $pit } لا تصل إليه.
illegal-grand-slam = الحفرة { $pit } ستأخذ كل بذور خصمك، وهذا ممنوع: اختر حفرة أخرى.

## النهاية
winner = { $you ->
    [yes] فزتَ!
   *[no] فاز { $side }!
  }
loser = { $you ->
    [yes] أحسنتَ اللعب! جولة أخرى؟
   *[no] خسر { $side }.
  }
draw = تعادل!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] ليس لديك بذور، ولا يمكن أن تُعطى أيًّا: يأخذ { $taker } البذور الباقية.
   *[no] { $taker-you ->
        [yes] { $starving } ليس لديه بذور، ولا يمكن أن يُعطى أيًّا. البذور الباقية لك.
       *[no] { $starving } ليس لديه بذور، ولا يمكن أن يُعطى أيًّا. { $taker }، البذور الباقية لك.
    }
  }
end-majority = { $you ->
    [yes] لديك أكثر من نصف البذور.
   *[no] لدى { $side } أكثر من نصف البذور.
  }
end-majority-draw = لكل لاعب نصف البذور.
end-few-seeds = بقيت بذور قليلة فقط على اللوحة.
end-repetition = عاد الوضع نفسه: كان يمكن أن تستمر اللعبة إلى الأبد.
end-no-capture = لم يعد ممكنًا أسر أي شيء بالبذور الباقية.
end-agreement-own-side = اتفق اللاعبان على التوقف، وأخذ كل منهما البذور التي في صفه.
end-agreement-split = اتفق اللاعبان على التوقف، وتقاسما البذور الباقية بالتساوي.
share-question = كيف تتقاسمان البذور الباقية على اللوحة؟
share-own-side = كل لاعب يأخذ صفه
share-split = تقاسم بالتساوي
share-rule = { $choice } (القاعدة)
end-set-aside = توضع بذرة زائدة جانبًا.

## المباريات
match-title = مباراة من { $games ->
    [zero] { $games } جولة
    [one] جولة واحدة
    [two] جولتين
    [few] { $games } جولات
    [many] { $games } جولة
   *[other] { $games } جولة
  }
match-game-line = الجولة { $number }: { $result }
match-game-draw = تعادل
match-game-won = { $you ->
    [yes] فزتَ
   *[no] فاز { $side }
  }
match-score = جولات الفوز: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] فزتَ بالمباراة!
   *[no] فاز { $side } بالمباراة!
  }
match-draw = انتهت المباراة بالتعادل.
match-next = { $you ->
    [yes] فزتَ بالجولة الأخيرة، فأنت تبدأ الجولة التالية.
   *[no] فاز { $side } بالجولة الأخيرة، فهو يبدأ الجولة التالية.
  }
match-next-after-draw = { $you ->
    [yes] بعد التعادل، تبدأ أنت الجولة التالية.
   *[no] بعد التعادل، يبدأ { $side } الجولة التالية.
  }

## الأزرار
button-menu = القائمة
button-undo = تراجع
button-redo = إعادة
button-hint = تلميح
hint-thinking = أبحث عن حركة جيدة…
button-agree = نتوقف؟
button-withdraw = نكمل اللعب
button-accept = نعم، نتوقف
button-export = تصدير
button-moves = الحركات
button-pause = إيقاف
button-resume = استئناف
button-step = خطوة
button-play-again = العب مجددًا
button-next-game = الجولة التالية
button-continue-match = نتيجة المباراة
button-continue = أكمل اللعبة
button-new-game = لعبة جديدة
button-rules = القواعد
button-settings = الإعدادات
button-import = استيراد لعبة
button-quit = خروج
button-back = رجوع
button-quick-play = العب!
button-play = العب
new-game-sure = انقر مرة أخرى
new-game-why = اللعبة التي تلعبها لم تنتهِ بعد: انقر «العب» مرة أخرى لتتركها وتبدأ هذه.
button-customise = تخصيص
button-save = حفظ
button-rename = إعادة تسمية
button-delete = حذف
button-use = استخدم هذه القواعد

## العنوان
title = Awalé
subtitle = أواري من ساحل العاج · القواعد: { $rules }

## لعبة جديدة
new-game-title = لعبة جديدة
label-mode = اللاعبون
mode-two-players = لاعبان
mode-computer = ضد الحاسوب
mode-demo = الحاسوب ضد الحاسوب
label-level = مستوى الحاسوب
label-computer-side = الحاسوب يلعب
label-first = من يبدأ
label-match = الجولات
match-single = جولة واحدة
match-best-of = مباراة من { $games ->
    [zero] { $games } جولة
    [one] جولة واحدة
    [two] جولتين
    [few] { $games } جولات
    [many] { $games } جولة
   *[other] { $games } جولة
  }
label-preset = القواعد
preset-abapa = أبابا (حتى النهاية)
preset-tournament = أبابا (تنتهي عند 25 بذرة)
preset-awele = أويليه (تُقسم البذور الباقية)
preset-egg-box = علبة البيض (للأصغر سنًّا)
player-person = لاعب
player-computer = الحاسوب (المستوى { $level })
player-you = أنت
player-1 = اللاعب 1
player-2 = اللاعب 2
name-for-south = الجنوب: الصف السفلي
name-for-north = الشمال: الصف العلوي
label-names = الأسماء

## التخصيص
customise-title = تخصيص القواعد
label-name = الاسم (اكتبه)
custom-name = قواعدي
saved-preset = تم حفظ «{ $name }».
renamed-preset = الاسم الجديد: «{ $name }».
deleted-preset = تم حذف «{ $name }».
not-saved = القواعد «{ $name }» غير محفوظة: احفظها أولًا.
name-empty = اكتب اسمًا أولًا.
name-taken = «{ $name }» قواعد جاهزة في اللعبة: اختر اسمًا آخر.
option-seeds_per_pit = البذور في كل حفرة
option-capture_counts = الأعداد التي تأسر
option-capture_limit = أقصى عدد للحفر المأسورة
option-capture_overflow = السلاسل الأطول تأسر
option-grand_slam = الضربة الكبرى
option-end_majority = التوقف عند الأغلبية
option-end_seeds_left = التوقف عند قلة البذور
option-end_on_repetition = التوقف عند التكرار
option-end_no_capture = التوقف إذا استحال الأسر
option-leftover = البذور الباقية في النهاية
about-seeds_per_pit = عدد البذور في كل حفرة عند البداية، من 1 إلى 8.
about-capture_counts = آخر بذرة تجعل 2 أو 3 (أو 2 فقط) في حفرة للخصم: تُؤسر.
about-capture_limit = كم حفرة يمكن أن تأسرها حركة واحدة، من 1 إلى 6 (6: بلا حد).
about-capture_overflow = حين تكون السلسلة أطول من الحد: الأخيرة منها، أو لا شيء.
about-grand_slam = حركة تأخذ كل بذور الخصم: لا تأسر شيئًا، أو ممنوعة.
about-end_majority = تتوقف اللعبة حين يملك لاعب أكثر من نصف البذور.
about-end_seeds_left = تتوقف اللعبة حين يبقى هذا العدد من البذور أو أقل، من 0 (معطّل) إلى 12.
about-end_on_repetition = تتوقف اللعبة حين يعود وضع سابق، فلا تستمر إلى الأبد.
about-end_no_capture = تتوقف اللعبة حين لا تستطيع أي حركات أن تأسر بعد الآن، وتُوزَّع البذور الباقية.
about-leftover = من يأخذ البذور التي ما زالت على اللوحة حين تتوقف اللعبة.
value-2-3 = 2 أو 3
value-2 = 2 فقط
value-no-limit = بلا حد
value-last = الأخيرة
value-none = لا شيء
value-no-capture = لا تأسر شيئًا
value-forbidden = ممنوعة
value-true = نعم
value-false = لا
value-off = معطّل
value-split = بالتساوي
value-own-side = كل لاعب يأخذ صفه

## الإعدادات
settings-title = الإعدادات
language-en = English
language-fr = Français
label-language = اللغة
label-volume = مستوى الصوت
volume-soft = منخفض
volume-medium = متوسط
volume-loud = مرتفع
label-read-aloud = القراءة بصوت عالٍ
label-sound = الصوت
label-speed = سرعة الحركة
label-counts = عدد البذور
label-north = يجلس اللاعبان
label-teaching = وضع التعلم
label-calm = حركة أقل
label-bigger = أزرار ونص أكبر
value-on = مفعّل
speed-slow = بطيئة
speed-normal = عادية
speed-fast = سريعة
counts-shown = ظاهر
counts-hidden = مخفي (للذاكرة)
seating-auto = وجهًا لوجه أمام شاشة قائمة
seating-side-by-side = جنبًا إلى جنب
seating-face-to-face = وجهًا لوجه

## شاشة القواعد
rules-title = كيف تلعب
rules-sowing = الزرع: خذ كل بذور حفرة من حفرك، وضعها واحدة واحدة في الحفر التالية، مع الدوران نحو اليمين (A → F، ثم a → f).
rules-laps = الدورات: مع 12 بذرة أو أكثر تدور حول اللوحة كلها، وتُتخطى الحفرة التي أفرغتها.
rules-capture = الأسر: إذا جعلت آخر بذرة لك { $counts } في حفرة للخصم، تأخذها، وتأخذ الحفرة التي قبلها إن كان فيها { $counts } أيضًا، وهكذا (على الأكثر { $limit ->
    [zero] { $limit } حفرة
    [one] حفرة واحدة
    [two] حفرتان
    [few] { $limit } حفر
    [many] { $limit } حفرة
   *[other] { $limit } حفرة
  }).
rules-feeding = الإطعام: إذا لم يكن لدى خصمك بذور، فعليك أن تلعب حفرة تعطيه بعضها.
rules-famine = المجاعة: إذا لم تستطع إطعامه، تنتهي اللعبة وتأخذ أنت البذور الباقية.
rules-grand-slam = الضربة الكبرى: الحركة التي تأخذ كل بذور صف الخصم { $grand-slam ->
    [forbidden] ممنوعة، إلا إذا كانت الحركة الوحيدة؛ وعندها لا تأسر شيئًا
   *[other] لا تأسر شيئًا
  }.
rules-end = النهاية: يفوز اللاعب الذي في مخزنه بذور أكثر.{ $majority ->
    [true] { " " }وتتوقف اللعبة أيضًا حين يملك لاعب أكثر من نصف البذور.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }وتتوقف أيضًا حين يعود وضع سابق.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }وتتوقف حين لا تستطيع البذور الباقية أن تأسر شيئًا.
   *[other] {""}
  }
rules-in-force = القواعد المعمول بها: { $name }
rules-board = حفر الجنوب: A B C D E F. حفر الشمال: a b c d e f.

## الملفات
file-problem = { $file } { $why }. تُستخدم الإعدادات الافتراضية، وحُفظ الملف باسم { $kept }.
why-unreadable = تعذرت قراءته
why-corrupt = تالف
why-newer = كُتب بإصدار أحدث من أواليه
save-failed = تعذر حفظ { $file }: { $error }
another-window = أواليه مفتوحة في نافذة أخرى: لا تُحفظ ألعاب هذه النافذة.
no-folder = لا يوجد في هذا النظام مجلد إعدادات للحفظ فيه
exported = حُفظت اللعبة في مجلد التسجيلات باسم { $path }، ولبرنامج Aualé باسم { $ogn }.
import-title = استيراد لعبة
import-help = التسجيلات (ملفات txt، وملفات ogn من Aualé) في هذا المجلد:
import-none = لا توجد تسجيلات بعد. صدّر لعبة، أو ضع في هذا المجلد ملف txt أو ملف ogn من Aualé.
import-open-file = افتح ملفًا…
import-failed = لا يمكن استيراد { $file }: { $error }
import-move = الحركة { $number } ({ $pit }) لا يمكن لعبها: { $reason }
import-capture = الحركة { $number } ({ $pit }) تأسر { $actual }، لكن التسجيل يقول { $recorded }
imported = تم استيراد { $file }.
import-left-out = { $file }: حُفظ الخط الرئيسي، وحُذف منه { $comments ->
    [zero] { $comments } تعليق
    [one] تعليق واحد
    [two] تعليقان
    [few] { $comments } تعليقات
    [many] { $comments } تعليقًا
   *[other] { $comments } تعليق
  } و{ $variations ->
    [zero] { $variations } فرع
    [one] فرع واحد
    [two] فرعان
    [few] { $variations } فروع
    [many] { $variations } فرعًا
   *[other] { $variations } فرع
  }.
moves-title = الحركات
moves-none = لا حركات بعد.

## التعلم: دروس وألغاز
button-learn = تعلّم
button-next = التالي
button-previous = السابق
button-leave = خروج
button-end-review = إنهاء المراجعة
button-review = مراجعة
learn-title = تعلّم
learn-lessons = دروس على اللوحة
learn-puzzles = جد الحركة
learn-puzzles-about = هناك حركة أفضل بوضوح. هل تستطيع أن تجدها؟
puzzle-easy = سهل
puzzle-medium = متوسط
puzzle-hard = صعب
puzzle-heading = جد الحركة · { $difficulty } · وجدت: { $solved }
puzzle-ask = دورك. هنا حركة أفضل بوضوح من غيرها: جدها!
puzzle-wrong = الحفرة { $pit } ليست أفضل حركة هنا. انظر إلى الحفرة المضيئة، وفكر: لماذا؟
puzzle-try-again = الحفرة { $pit } ليست أفضل حركة هنا. حاول مرة أخرى!
puzzle-try-again-captures = الحفرة { $pit } ليست أفضل حركة هنا: بعدها يأسر { $other } منك { $seeds }. حاول مرة أخرى!
puzzle-try-again-more = { $seeds ->
    [0] الحفرة { $pit } ليست أفضل حركة هنا: إنها لا تأسر شيئًا، وحفرة أخرى تأسر. حاول مرة أخرى!
   *[other] الحفرة { $pit } ليست أفضل حركة هنا: إنها تأسر { $seeds }، وحفرة أخرى تأسر أكثر. حاول مرة أخرى!
  }
puzzle-try-again-reply = الحفرة { $pit } ليست أفضل حركة هنا: بعدها يردّ { $other } بالحفرة { $reply } ويتقدّم. حاول مرة أخرى!
puzzle-solved = هذا هو!
puzzle-why-save = إنها تحمي { $seeds } من بذورك من الأسر.
puzzle-why-feed = إنها تعطي الشمال بذورًا: ومن دونها تنتهي اللعبة.
puzzle-why-plan = لا تأسر شيئًا الآن، لكنها تحضّر للحركات التالية: أي حفرة أخرى تسمح للشمال بلعب أفضل.
coach-lesson-heading = الدرس { $number } من { $lessons }: { $title } · الخطوة { $step } من { $steps }
coach-rules = القواعد: { $preset } · { $options }
coach-try = جرّب الحفرة { $pit }: إنها تضيء.
lesson-sowing = الزرع
lesson-sowing-1-ask = المس الحفرة C. تُؤخذ بذورها الأربع وتُزرع واحدة واحدة في الحفر التالية.
lesson-sowing-1-wrong = هذه الحفرة { $pit }. جد الحفرة { $right }: إنها تضيء.
lesson-sowing-1-done = كل حفرة بعد C أخذت بذرة: D و E و F و a.
lesson-sowing-2-ask = يستمر الزرع في صف خصمك. المس الحفرة F.
lesson-sowing-2-wrong = الحفرة { $right } هي المطلوبة: بذورها تذهب إلى صف خصمك.
lesson-sowing-2-done = بذور F الأربع ذهبت إلى a و b و c و d: حفر خصمك.
lesson-laps = الدورات
lesson-laps-1-ask = الحفرة C فيها 11 بذرة. المس C: البذور تدور حول اللوحة كلها.
lesson-laps-1-wrong = المس الحفرة { $right }، التي فيها 11 بذرة.
lesson-laps-1-done = 11 بذرة، واحدة في كل حفرة من الحفر الأخرى: تبقى C فارغة.
lesson-laps-2-ask = الآن صار في الحفرة C عدد 12 بذرة: أكثر من دورة. المس C وانظر: تُتخطى C نفسها.
lesson-laps-2-wrong = المس الحفرة { $right }، التي فيها 12 بذرة.
lesson-laps-2-done = البذرة الثانية عشرة قفزت فوق C وسقطت في D: الحفرة التي تفرغها لا يُزرع فيها أبدًا.
lesson-capture = الأسر
lesson-capture-1-ask = حين تجعل آخر بذرة لك 2 أو 3 في صف خصمك، تأسرها. الحفرة a فيها بذرة واحدة. المس F.
lesson-capture-1-wrong = الحفرة { $pit } لا تنتهي في a. الحفرة F فيها بذرة واحدة: تسقط في a.
lesson-capture-1-done = صار في a بذرتان: ذهبتا إلى مخزنك!
lesson-capture-2-ask = الآن في a بذرتان. أي حفرة تجعلها 3؟ جدها.
lesson-capture-2-wrong = آخر بذرة من الحفرة { $pit } لا تسقط في a. عُدّ البذور: الحفرة { $right } تفعل ذلك.
lesson-capture-2-done = 3 بذور: أُسرت أيضًا.
lesson-chain = سلسلة أسر
lesson-chain-1-ask = بعد الأسر، انظر إلى الحفرة التي قبلها: إن كان فيها 2 أو 3 تؤخذ أيضًا، وهكذا. المس E.
lesson-chain-1-wrong = جرّب الحفرة { $right }: بذورها الأربع تنتهي في c.
lesson-chain-1-done = 7 بذور في حركة واحدة: c ثم b ثم a!
lesson-krou = الكرو
lesson-krou-1-ask = الحفرة E فيها 17 بذرة: هذا كرو. بذورها تدور أكثر من مرة. المس E.
lesson-krou-1-wrong = المس الحفرة { $right }، الكومة الكبيرة من 17 بذرة.
lesson-krou-1-done = الدورة الثانية جعلت في الحفر 2 و 3: أي 11 بذرة في 5 حفر، كما في المثال الشهير من قواعد أويليه.
lesson-feeding = الإطعام والمجاعة
lesson-feeding-1-ask = لم يبق لخصمك بذور. عليك أن تعطيه بعضها: اختر حفرة تصل بذورها إلى صفه.
lesson-feeding-1-wrong = الحفرة { $pit } لا تصل إليه. أما الحفرة { $right } فتصل.
lesson-feeding-1-done = صار لخصمك بذور من جديد: الإطعام يجعل اللعبة تستمر.
lesson-feeding-2-ask = بقيت لخصمك بذرة واحدة. العبها عنه: المس الحفرة f.
lesson-feeding-2-wrong = المس الحفرة { $right }، ففيها آخر بذرة لخصمك.
lesson-feeding-2-done = الآن ليس لخصمك بذور، ولا تصل إليه أي حفرة من حفرك: هذه مجاعة. تنتهي اللعبة، ويأخذ كل لاعب بذور صفه.
lesson-grand-slam = الضربة الكبرى
lesson-grand-slam-1-ask = الحفرة F ستأخذ كل بذور خصمك: هذه ضربة كبرى. المس F لترى ما تقوله هذه القواعد.
lesson-grand-slam-1-wrong = المس الحفرة { $right } لتجرّب الضربة الكبرى.
lesson-grand-slam-1-done = الضربة الكبرى لا تأسر شيئًا هنا: تبقى البذور على اللوحة.
lesson-grand-slam-2-ask = في قواعد أويليه الضربة الكبرى ممنوعة تمامًا. اختر حفرة تترك لخصمك بعض البذور.
lesson-grand-slam-2-wrong = ليست الحفرة { $pit }: اختر حفرة مضيئة.
lesson-grand-slam-2-done = صحيح: يحتفظ خصمك ببذوره، وتستمر اللعبة.
lesson-end = كيف تنتهي اللعبة
lesson-end-1-ask = في مخزنك 23 بذرة. من يملك أكثر من 24 بذرة من 48 يفوز. خذ بذرتين أخريين لتفوز: المس F.
lesson-end-1-wrong = الحفرة { $pit } لا تأسر شيئًا. الحفرة { $right } تنتهي في a وتجعلها 2.
lesson-end-1-done = 25 بذرة: أكثر من النصف. فزتَ! انتهت اللعبة: يأخذ كل لاعب البذور الباقية في صفه، وفي مخزنك الآن { $store }. وتنتهي اللعبة أيضًا بالمجاعة، أو حين يعود وضع سابق، أو حين يتفق اللاعبان.

## المراجعة
review-heading = المراجعة · الحركة { $number } من { $moves }
review-thinking = الحاسوب يدرس اللعبة… { $done } من { $total }
review-graph = من كان متقدمًا، حركة بعد حركة: الشريط الفاتح هو اللوحة المعروضة.
review-ahead = { $you ->
    [yes] كنت في المقدمة
   *[no] كان { $side } في المقدمة
  }
review-end = نهاية اللعبة. اضغط «السابق» للعودة، أو «إنهاء المراجعة».
review-played = { $you ->
    [yes] هنا لعبت { $pit }.
   *[no] هنا { $side } لعب { $pit }.
  }
review-best = { $you ->
    [yes] هنا لعبت { $pit }: أفضل حركة.
   *[no] هنا { $side } لعب { $pit }: أفضل حركة.
  }
review-good = { $you ->
    [yes] هنا لعبت { $pit }: حركة جيدة.
   *[no] هنا { $side } لعب { $pit }: حركة جيدة.
  }
review-gives = { $you ->
    [yes] هنا لعبت { $pit }. هذا سمح للخصم ({ $other }) بأن يأسر { $seeds }: كان من الأفضل لعب الحفرة { $best }.
   *[no] { $other-you ->
        [yes] هنا { $side } لعب { $pit }. هذا سمح لك بأن تأسر { $seeds }: كان من الأفضل لعب الحفرة { $best }.
       *[no] هنا { $side } لعب { $pit }. هذا سمح للخصم ({ $other }) بأن يأسر { $seeds }: كان من الأفضل لعب الحفرة { $best }.
    }
  }
review-captures = { $you ->
    [yes] هنا لعبت { $pit }. كان من الأفضل لعب الحفرة { $best }: إنها تأسر { $seeds }.
   *[no] هنا { $side } لعب { $pit }. كان من الأفضل لعب الحفرة { $best }: إنها تأسر { $seeds }.
  }
review-better = { $you ->
    [yes] هنا لعبت { $pit }. كان من الأفضل لعب الحفرة { $best }
   *[no] هنا { $side } لعب { $pit }. كان من الأفضل لعب الحفرة { $best }
  }، بفارق { $seeds ->
    [zero] { $seeds } بذرة
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  } تقريبًا.
review-inaccuracy = هفوة صغيرة.
review-mistake = خطأ.
review-blunder = خطأ كبير!

## التشجيع
praise-1 = أحسنت!
praise-2 = رائع، وجدتها!
praise-3 = ممتاز!
praise-4 = نعم، هذا هو!
cheer-you-win = لقد غلبت الحاسوب: أحسنت!
cheer-you-lose = محاولة جميلة! كل لعبة تعلّمك شيئًا: نلعب مرة أخرى؟
cheer-draw = تعادل: أحسنتما اللعب كلاكما!
cheer-winner = { $you ->
    [yes] أحسنت! لعبتما جيدًا كلاكما.
   *[no] أحسنت، { $side }! لعبتما جيدًا كلاكما.
  }

## Two devices
button-two-devices = جهازان
online-title = العب على جهازين
button-make-room = إنشاء غرفة
button-join-room = دخول غرفة
button-join = العب
button-watch = مشاهدة
button-erase = مسح
online-about = يُنشئ أحد الجهازين غرفة، ويلمس الجهاز الآخر الصور الثلاث نفسها.
online-server-none = لا يوجد خادم بعد: شغّل awale-server على حاسوب في هذه الشبكة، ثم اكتب عنوانه في الخانة أعلاه.
online-server = الخادم: { $address }
online-connecting = جارٍ الاتصال…
online-your-code = غرفتك. على الجهاز الآخر، المس هذه الصور الثلاث:
online-waiting-other = في انتظار اللاعب الآخر…
online-tap-code = المس صور الغرفة الثلاث:
online-type-code = أو اكتب كلماتها أو أرقامها:
online-refused = رفض الخادم: { $why }
online-away = جهاز { $name } غير متصل: ننتظر…
online-lost = انقطع الاتصال: نحاول مجددًا…
online-back = عاد الاتصال.
online-undo-asked = { $name } يطلب التراجع عن حركته الأخيرة: اضغط «تراجع» للموافقة.
online-undo-sent = أُرسل إلى { $name } طلبك للتراجع عن حركتك الأخيرة.
online-tap-dropped = استمرت اللعبة أثناء غيابك: اختر من جديد.
online-watching = أنت تشاهد { $south } و{ $north }
label-server = حاسوب الصف أو خادم اللعب
about-server = عنوانه كما تعرضه نافذته: مثلًا 192.168.1.20:7878.
button-rejoin = العودة إلى اللعبة

# Who is playing, and the friend
player-friend = الصديق
title-hello = مرحبًا، { $name }!
who-title = من يلعب؟
who-animal = المس حيوانك
who-name = اسمك (إن أردت)
who-change = تغيير
who-done = تمّ
who-rename = إعادة تسمية
who-remove = إزالة
who-sure = المس مرة أخرى للإزالة
who-add = أضف طفلًا
friend-noticed-protected = لقد حميت حفرك جيدًا!
friend-noticed-chain = انتبه لسلاسل الأسر: جرّب الدرس { $number }!

# ما يقوله قارئ الشاشة عن اللوحة.
page-previous = الصفحة السابقة
page-next = الصفحة التالية
access-board = اللوحة
access-pit = الحفرة { $pit }، { $you ->
    [yes] لك
   *[no] لـ { $side }
  }
access-seeds = { $seeds ->
    [0] فارغة
    [one] بذرة واحدة
    [two] بذرتان
    [few] { $seeds } بذور
    [many] { $seeds } بذرة
   *[other] { $seeds } بذرة
  }
access-playable = يمكن لعبها
access-store = { $you ->
    [yes] مخزنك
   *[no] مخزن { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = صفحة المعلّم
class-login-class = الصف
class-login-password = كلمة المرور
class-login-button = تسجيل الدخول
class-login-wrong = هذا الصف وكلمة المرور هذه لا يتطابقان.
class-login-wait = محاولات كثيرة جدًا: يُرجى الانتظار { $seconds } ث ثم المحاولة مجددًا.
class-make-heading = إنشاء صف
class-make-explain = هذا الحاسوب يحفظ الصف: أسماء الأطفال وتقدّمهم تبقى عليه.
class-make-name = اسم الصف
class-make-password = كلمة مرور المعلّم (عدد أحرفها { $length } على الأقل)
class-make-again = كلمة المرور مرة أخرى
class-make-button = إنشاء الصف
class-make-local = يُنشأ الصف على حاسوب الصف، عبر عنوان الإعداد الذي عرضه awale-server عند تشغيله (http://localhost:7878/class/make?setup=…)، أو بالأمر awale-server class new NAME (حيث NAME هو اسم الصف).
class-make-differ = كلمتا المرور مختلفتان.
class-make-short = كلمة المرور قصيرة جدًا.
class-make-taken = يوجد صف بهذا الاسم من قبل.
class-logout = تسجيل الخروج
class-code = رمز الصف، الذي يطلبه كل جهاز لوحي مرة واحدة:
class-children = الأطفال
class-child-name = الاسم
class-child-animal = الحيوان
class-child-add = إضافة
class-child-rename = حفظ
class-child-bad = يُرجى كتابة اسم من 1 إلى 24 حرفًا واختيار حيوان.
class-child-remove = إزالة الطفل مع كل بياناته
class-child-remove-ask = هل تريد إزالة { $name } وكل ما فعله نهائيًا؟
class-full = هذا الصف ممتلئ.
class-lessons = الدروس
class-puzzles = الألغاز
class-games-friend = ضد الحاسوب الصديق
class-games-classmates = ضد زملاء الصف
class-rating = مستوى الصديق (500 في البداية)
class-last-seen = آخر ظهور
class-never = أبدًا
class-stars = النجوم
class-missed = ألغاز أخطأ فيها مؤخرًا
class-cards = طباعة البطاقات
class-export = تصدير (CSV)
class-csv-name = الاسم
class-csv-animal = الحيوان
class-csv-puzzles-solved = الألغاز المحلولة
class-csv-puzzles-tried = الألغاز المجرَّبة
class-csv-friend-won = الفوز على الحاسوب الصديق
class-csv-friend-drawn = التعادل مع الحاسوب الصديق
class-csv-friend-lost = الخسارة أمام الحاسوب الصديق
class-csv-classmates-won = الفوز على الزملاء
class-csv-classmates-drawn = التعادل مع الزملاء
class-csv-classmates-lost = الخسارة أمام الزملاء
class-secrets-on = يدخل كل طفل بسرّه المصوَّر.
class-secrets-off = يدخل كل طفل بلمس حيوانه.
class-secrets-turn-on = طلب الأسرار المصوَّرة
class-secrets-turn-off = دون أسرار مصوَّرة
class-secret-new = سرّ مصوَّر جديد
class-secret = السرّ المصوَّر
class-now = الصف الآن
class-now-none = لا تُلعب أي لعبة الآن.
class-card-scan = امسح الرمز لتلعب
class-no-children = لا يوجد أطفال بعد: يُرجى إضافة الطفل الأول أدناه.
class-back = العودة إلى الصف
class-wdl = { $won ->
    [zero] { $won } انتصار
    [one] انتصار واحد
    [two] انتصاران
    [few] { $won } انتصارات
    [many] { $won } انتصارًا
   *[other] { $won } انتصار
  }، { $drawn ->
    [zero] { $drawn } تعادل
    [one] تعادل واحد
    [two] تعادلان
    [few] { $drawn } تعادلات
    [many] { $drawn } تعادلًا
   *[other] { $drawn } تعادل
  }، { $lost ->
    [zero] { $lost } هزيمة
    [one] هزيمة واحدة
    [two] هزيمتان
    [few] { $lost } هزائم
    [many] { $lost } هزيمة
   *[other] { $lost } هزيمة
  }
class-puzzle-level = المستوى { $level }: { $solved } من { $tried }
class-csrf = انتهت صلاحية هذا النموذج: يُرجى فتح الصفحة من جديد.
class-secret-tried = عدد المحاولات الخاطئة لسرّ { $name } المصوَّر: { $count }.
class-secret-let-in = السماح بدخول { $name } من جديد
class-cards-address = تفتح رموز QR العنوان { $address }: وهو العنوان الذي تستخدمه الأجهزة اللوحية في الصف.
class-cards-other = هل تستخدم الأجهزة اللوحية في الصف شبكة أخرى؟ يُرجى طباعة البطاقات لأحد هذه العناوين:
class-cards-alone = تنبيه: تفتح رموز QR هذه العنوان { $address }، ولا يصل إليه إلا هذا الحاسوب. الجهاز اللوحي الذي يمسحها لن يجد الصف. يُرجى تشغيل الخادم لشبكة الصف (awale-server --bind 0.0.0.0)، وفتح هذه الصفحة على عنوان الشبكة الذي يعرضه، ثم طباعة البطاقات.
class-animal-taken = لدى { $name } هذا الحيوان من قبل: يُرجى اختيار حيوان آخر، ليجد كل طفل حيوانه بنظرة واحدة.
class-delete-heading = حذف الصف
class-delete-explain = في نهاية السنة: يُحذف الصف وأطفاله وتقدّمهم وألعابه من هذا الحاسوب نهائيًا. يُرجى تصدير الصف أولًا للاحتفاظ بتقدّمه.
class-delete-type = يُرجى كتابة اسم الصف، { $name }، لحذفه
class-delete-button = حذف الصف نهائيًا
class-delete-mistyped = الاسم المكتوب ليس اسم الصف: لم يُحذف شيء.
class-unauthorized = يُرجى تسجيل الدخول أولًا.
class-not-found = هذا الطفل ليس في هذا الصف.
class-store = لا يمكن الوصول إلى الصف الآن: يُرجى المحاولة بعد قليل.
class-tournament = بطولة الصف
class-tournament-who = من يلعب؟ الأطفال الذين يعمل جهازهم اللوحي محدَّدون.
class-tournament-games = تلعب كل طاولة
class-tournament-one = جولة واحدة
class-tournament-three = مباراة من ثلاث جولات
class-tournament-rules = القواعد
class-tournament-start = بدء البطولة
class-tournament-round = الدور { $round } من { $rounds }
class-tournament-paused = متوقفة مؤقتًا
class-tournament-screen = فتح شاشة الصف
class-tournament-pause = إيقاف مؤقت
class-tournament-go-on = استئناف
class-tournament-end-round = إنهاء هذا الدور
class-tournament-end = إنهاء البطولة
class-tournament-end-ask = هل تُنهي الدورة الآن؟ تنتهي المباريات الجارية بالتعادل ويصبح الترتيب نهائيًا.
class-tournament-table = الطاولة
class-tournament-games-played = الجولات
class-tournament-bye = يستريح في هذا الدور (يُحسب فوزًا)
class-tournament-playing = جارية…
class-tournament-drawn = تعادل
class-tournament-standings = الترتيب
class-tournament-points = النقاط
class-tournament-wdl = فوز – تعادل – هزيمة
class-tournament-tie-break = كسر التعادل (نقاط المنافسين)
class-tournament-present = الحاضرون
class-tournament-here = حاضر
class-tournament-away = غائب
class-tournament-running = هناك بطولة جارية: يُرجى إنهاؤها أولًا.
class-tournament-too-few = يُرجى تحديد طفلين أو أكثر.
class-tournament-refused = لا يمكن القيام بهذا الآن.
class-screen-none = لا توجد بطولة بعد: يُرجى بدء بطولة من صفحة المعلّم.
class-screen-over = انتهت البطولة
class-screen-games = الجولات الجارية الآن
class-screen-watch = مشاهدة هذه الجولة
class-screen-results = آخر النتائج
class-screen-no-game = هذه الجولة ليست من البطولة.
class-vote = الصف ضد الحاسوب
class-vote-explain = يعرض جهاز العرض لوحة واحدة؛ ويلمس كل طفل على جهازه اللوحي الحفرة التي كان سيلعبها؛ ثم تُلعب الحفرة التي نالت أكثر الأصوات.
class-vote-level = مستوى الحاسوب
class-vote-countdown = وقت التصويت
class-vote-seconds = { $seconds } ث
class-vote-first = من يبدأ
class-vote-first-class = الصف
class-vote-first-computer = الحاسوب
class-vote-start = بدء اللعبة
class-vote-open = فتح اللوحة على جهاز العرض
class-vote-end = إنهاء اللعبة
class-vote-running = الصف يلعب بالفعل ضد الحاسوب: يُرجى إنهاء تلك اللعبة أولًا.
class-simul = أنت ضد عدة أطفال في وقت واحد
class-simul-who = من يلعب ضد المعلّم؟ يلعب كل طفل على جهازه اللوحي؛ وتلعب أنت على كل لوحة من هذه الصفحة.
class-simul-start = بدء الجولات
class-simul-open = فتح لوحاتي
class-simul-end = إنهاء الجولات
class-simul-teacher = المعلّم
class-simul-running = الجولات المتزامنة جارية: يُرجى إنهاؤها أولًا.
class-simul-waiting = لوحات تنتظر حركتك: { $count } من { $boards }
class-simul-your-move = دورك
class-simul-sow = الزرع من الحفرة { $pit }
vote-class = الصف
vote-computer = الحاسوب
vote-class-said = الصف
vote-computer-said = الحاسوب
vote-your-turn = دور الصف: المسوا الحفرة التي تختارونها! { $seconds } ث
vote-thinking = الحاسوب يفكّر…
vote-voted = صوّت { $count } من { $here }
vote-tie = تعادل في الأصوات: من بين الحفر الأكثر أصواتًا ينصح الحاسوب بالحفرة { $pit }.
vote-reply = ردّ الحاسوب بالحفرة { $pit }.
vote-over-class = فاز الصف!
vote-over-computer = فاز الحاسوب هذه المرة.
vote-over-draw = تعادل!
vote-ended = أنهى المعلّم المباراة.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = صفّي
class-tablet-which = أيّ صف؟
class-tablet-tap-code = المس صور صفّك الأربع
class-tablet-who = ابحث عن حيوانك والمسه
class-tablet-again = انتهى دخولك: المس حيوانك مرة أخرى.
class-tablet-secret = المس صور سرّك الثلاث
class-tablet-away = حاسوب الصف لا يجيب. حاول مرة أخرى بعد قليل.
class-tablet-no-class = لا يوجد صف له هذه الصور.
class-tablet-wrong-secret = هذه ليست صورك. حاول مرة أخرى!
class-tablet-other = صف آخر
class-tablet-waiting = لحظة واحدة…
class-tablet-no-server = اكتب أولًا عنوان حاسوب الصف في شاشة «جهازان».
tournament-title = البطولة · الدور { $round }
tournament-table = الطاولة { $table }
tournament-play = العب
tournament-bye = تستريح في هذا الدور: يُحسب لك فوزًا!
tournament-wait = أحسنتَ اللعب! انتظر الدور التالي.
tournament-paused = أوقف المعلّم البطولة مؤقتًا.
tournament-over = انتهت البطولة. ترتيبك { $place }!
tournament-away = أخبر معلّمك أنك عدت.
vote-tap = الصف يلعب ضد الحاسوب: المس الحفرة التي تريد أن تلعبها!
vote-you-chose = اخترت { $pit }. انتظر الآخرين…
vote-praise = لعب الصف حفرتك!
vote-wait = الحاسوب يفكّر…
simul-play = العب ضد معلّمك!

## الصور (حيوانات الأطفال ورموز الغرف)، كما ينطقها قارئ الشاشة.
picture-ant = نملة
picture-bee = نحلة
picture-cat = قطة
picture-cow = بقرة
picture-dog = كلب
picture-duck = بطة
picture-elephant = فيل
picture-fish = سمكة
picture-fox = ثعلب
picture-frog = ضفدع
picture-giraffe = زرافة
picture-goat = عنزة
picture-hen = دجاجة
picture-horse = حصان
picture-lion = أسد
picture-monkey = قرد
picture-owl = بومة
picture-rabbit = أرنب
picture-snail = حلزون
picture-turtle = سلحفاة
picture-zebra = حمار وحشي
picture-apple = تفاحة
picture-banana = موزة
picture-cherry = كرز
picture-coconut = جوز الهند
picture-grapes = عنب
picture-lemon = ليمونة
picture-mango = مانجو
picture-pear = كمثرى
picture-pineapple = أناناس

## الحيوانات الأخرى التي يمكن أن تكون لأطفال الصف، إلى جانب الصور أعلاه (src/net/animals.rs).
picture-mouse = فأر
picture-bear = دب
picture-panda = باندا
picture-koala = كوالا
picture-tiger = نمر
picture-pig = خنزير
picture-sheep = خروف
picture-camel = جمل
picture-kangaroo = كنغر
picture-hedgehog = قنفذ
picture-bat = خفاش
picture-penguin = بطريق
picture-parrot = ببغاء
picture-flamingo = فلامنغو
picture-crocodile = تمساح
picture-snake = ثعبان
picture-lizard = سحلية
picture-octopus = أخطبوط
picture-crab = سلطعون
picture-dolphin = دلفين
picture-whale = حوت
picture-shark = سمكة قرش
picture-butterfly = فراشة
picture-ladybird = دعسوقة
picture-spider = عنكبوت
picture-rhino = وحيد القرن
picture-hippo = فرس النهر
picture-gorilla = غوريلا
picture-leopard = فهد
picture-deer = غزال
picture-sloth = كسلان
picture-otter = ثعلب الماء
picture-swan = بجعة
picture-peacock = طاووس
picture-unicorn = حصان وحيد القرن
picture-wolf = ذئب
picture-eagle = نسر
picture-dinosaur = ديناصور
picture-caterpillar = يرقة
