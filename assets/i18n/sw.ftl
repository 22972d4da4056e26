# Swahili. Every key here must also be in en.ftl (tests/i18n.rs checks).

## Pande na zamu
side-south = Kusini
side-north = Kaskazini
your-turn = { $you ->
    [yes] Zamu yako! Chagua shimo.
   *[no] { $side }, zamu yako! Chagua shimo.
  }
plays-next = { $you ->
    [yes] Unafuata kucheza: bonyeza “{ $button }”.
   *[no] { $side } anafuata kucheza: bonyeza “{ $button }”.
  }
thinking = { $you ->
    [yes] Unafikiri…
   *[no] { $side } anafikiri…
  }
away = { $you ->
    [yes] Hupo mtandaoni…
   *[no] { $side }: hayupo mtandaoni…
  }
sowing = { $you ->
    [yes] Unapanda mbegu…
   *[no] { $side } anapanda mbegu…
  }
waiting = { $you ->
    [yes] Unasubiri
   *[no] { $side } anasubiri
  }
score = { $seeds } ghalani
taken-back = { $moves ->
    [one] Hatua ya mwisho imefutwa.
   *[other] Hatua { $moves } za mwisho zimefutwa.
  }
game-not-saved = Haujahifadhiwa
offer-stop = { $you ->
    [yes] Ungependa kusimama hapa. { $other }: bonyeza “{ $button }” ukikubali.
   *[no] { $other-you ->
        [yes] { $side } angependa kusimama hapa. Bonyeza “{ $button }” ukikubali.
       *[no] { $side } angependa kusimama hapa. { $other }: bonyeza “{ $button }” ukikubali.
    }
  }

## Madokezo
hint-captures = Jaribu shimo { $pit }: linateka { $seeds ->
    [one] mbegu moja
   *[other] mbegu { $seeds }
  }.
hint-protects = Jaribu shimo { $pit }: linaokoa { $seeds ->
    [one] mbegu yako moja isitekwe
   *[other] mbegu zako { $seeds } zisitekwe
  }.
hint-feeds = Jaribu shimo { $pit }: mpinzani wako hana mbegu, na shimo hili linampa mbegu.
hint-plain = Jaribu shimo { $pit }.

## Hatua ilifanya nini
sowed = { $you ->
    [yes] Umepanda
   *[no] { $side } amepanda
  } { $seeds ->
    [one] mbegu moja
   *[other] mbegu { $seeds }
  } kutoka shimo { $pit }.
captured-one-pit = { $you ->
    [yes] Umeteka
   *[no] { $side } ameteka
  } { $seeds ->
    [one] mbegu moja
   *[other] mbegu { $seeds }
  } kutoka shimo { $pit }!
captured-pits = { $you ->
    [yes] Umeteka
   *[no] { $side } ameteka
  } { $seeds ->
    [one] mbegu moja
   *[other] mbegu { $seeds }
  } kutoka { $pits ->
    [one] shimo moja
   *[other] mashimo { $pits }
  }!
grand-slam = Grand slam — hakuna kilichotekwa.
cut-by-limit = Kikomo cha kuteka kimechukua { $taken ->
    [one] shimo moja
   *[other] mashimo { $taken }
  } tu kati ya { $chain }.
nothing-over-limit = { $chain ->
    [one] Shimo moja mfululizo linazidi
   *[other] Mashimo { $chain } mfululizo yanazidi
  } kikomo: hakuna kilichotekwa.
must-feed = { $starving-you ->
    [yes] Huna mbegu: { $mover } lazima akupe mbegu.
   *[no] { $mover-you ->
        [yes] { $starving } hana mbegu: lazima umpe mbegu.
       *[no] { $starving } hana mbegu: { $mover }, lazima umpe mbegu.
    }
  }

## Hali ya kujifunza
explain-first = Mbegu ya mwisho imefanya { $seeds } katika shimo { $pit }: zimetekwa.
explain-next = Kisha shimo { $pit } lina { $seeds }: zimetekwa.
explain-grand-slam = { $seeds ->
    [one] Kuchukua mbegu pekee ya mpinzani kungekuwa grand slam, na grand slam haiteki kitu.
   *[other] Kuchukua mbegu zote { $seeds } za mpinzani kungekuwa grand slam, na grand slam haiteki kitu.
  }
explain-limit = { $taken ->
    [one] Shimo moja tu linaweza kutekwa kwa hatua moja: mengine yanabaki.
   *[other] Mashimo { $taken } tu yanaweza kutekwa kwa hatua moja: mengine yanabaki.
  }
explain-feeding = Kanuni ya kulisha: mpinzani wako akiwa hana mbegu, lazima uchague shimo ambalo mbegu zake zinafika kwenye safu yake.
explain-grand-slam-rule = Kanuni ya grand slam: hatua moja haiwezi kuchukua mbegu zote za safu ya mpinzani.
preview = Shimo { $pit }: { $seeds ->
    [one] mbegu moja, inaangukia { $landing }
   *[other] mbegu { $seeds }, ya mwisho inaangukia { $landing }
  }.
preview-lap = Shimo { $pit }: { $seeds ->
    [one] mbegu moja
   *[other] mbegu { $seeds }
  }, zaidi ya mzunguko mmoja: zinazunguka na kuruka shimo { $pit }.
memory-hold = Bonyeza na ushikilie shimo lako moja ili kuhesabu mbegu zake.
memory-count = Shimo { $pit } lina { $seeds ->
    [one] mbegu moja
   *[other] mbegu { $seeds }
  }.
memory-not-yours = Unaweza kuhesabu mashimo yako tu.

## Hairuhusiwi
illegal-game-over = Mchezo umekwisha.
illegal-not-yours = Shimo { $pit } ni la mpinzani wako: chagua shimo lako mwenyewe.
illegal-empty = Shimo { $pit } ni tupu: chagua shimo lenye mbegu.
illegal-must-feed = Mpinzani wako hana mbegu: lazima umpe mbegu. Mbegu za shimo { $pit } hazimfikii.
illegal-grand-slam = Shimo { $pit } lingechukua mbegu zote za mpinzani wako, na hilo haliruhusiwi: chagua shimo lingine.

## Mwisho
winner = { $you ->
    [yes] Umeshinda!
   *[no] { $side } ameshinda!
  }
loser = { $you ->
    [yes] Umecheza vizuri! Tucheze mchezo mwingine?
   *[no] { $side } ameshindwa.
  }
draw = Sare!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] Huna mbegu na hakuna anayeweza kukupa: { $taker } anachukua mbegu zilizobaki.
   *[no] { $taker-you ->
        [yes] { $starving } hana mbegu na hakuna anayeweza kumpa: unachukua mbegu zilizobaki.
       *[no] { $starving } hana mbegu na hakuna anayeweza kumpa: { $taker } anachukua mbegu zilizobaki.
    }
  }
end-majority = { $you ->
    [yes] Una zaidi ya nusu ya mbegu.
   *[no] { $side } ana zaidi ya nusu ya mbegu.
  }
end-majority-draw = Kila mchezaji ana nusu ya mbegu.
end-few-seeds = Zimebaki mbegu chache tu ubaoni.
end-repetition = Mpangilio uleule umerudi: mchezo ungeweza kuendelea milele.
end-no-capture = Mbegu zilizobaki haziwezi tena kuteka chochote.
end-agreement-own-side = Wachezaji wamekubaliana kusimama; kila mmoja amechukua mbegu zilizobaki katika safu yake.
end-agreement-split = Wachezaji wamekubaliana kusimama na wamegawana mbegu zilizobaki sawasawa.
share-question = Mtagawanyaje mbegu zilizobaki ubaoni?
share-own-side = Kila mmoja achukue safu yake
share-split = Gawanyeni sawasawa
share-rule = { $choice } (kanuni)
end-set-aside = Mbegu moja iliyozidi imewekwa kando.

## Mechi
match-title = { $games ->
    [one] Mechi ya mchezo mmoja
   *[other] Mechi ya michezo { $games }
  }
match-game-line = Mchezo { $number }: { $result }
match-game-draw = sare
match-game-won = { $you ->
    [yes] umeshinda
   *[no] { $side } ameshinda
  }
match-score = Ushindi: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] Umeshinda mechi!
   *[no] { $side } ameshinda mechi!
  }
match-draw = Mechi imeisha kwa sare.
match-next = { $you ->
    [yes] Ulishinda mchezo uliopita, kwa hiyo unaanza mchezo ujao.
   *[no] { $side } alishinda mchezo uliopita, kwa hiyo anaanza mchezo ujao.
  }
match-next-after-draw = { $you ->
    [yes] Baada ya sare, wewe unaanza mchezo ujao.
   *[no] Baada ya sare, { $side } anaanza mchezo ujao.
  }

## Vitufe
button-menu = Menyu
button-undo = Tendua
button-redo = Rudia
button-hint = Dokezo
hint-thinking = Natafuta hatua nzuri…
button-agree = Kubali kusimama
button-withdraw = Endelea kucheza
button-accept = Ndiyo, tusimame
button-export = Hamisha
button-moves = Hatua
button-pause = Sitisha
button-resume = Endelea
button-step = Songa
button-play-again = Cheza tena
button-next-game = Mchezo ujao
button-continue-match = Alama za mechi
button-continue = Endelea na mchezo
button-new-game = Mchezo mpya
button-rules = Kanuni
button-settings = Mipangilio
button-import = Leta mchezo
button-quit = Ondoka
button-back = Rudi
button-quick-play = Cheza!
button-play = Cheza
new-game-sure = Gusa tena
new-game-why = Mchezo unaoucheza bado haujaisha: gusa “Cheza” tena ili kuuacha na kuanza huu.
button-customise = Badilisha
button-save = Hifadhi
button-rename = Badili jina
button-delete = Futa
button-use = Tumia kanuni hizi

## Kichwa
title = Awalé
subtitle = Oware (mchezo wa bao) wa Côte d'Ivoire · kanuni: { $rules }

## Mchezo mpya
new-game-title = Mchezo mpya
label-mode = Wachezaji
mode-two-players = Wachezaji wawili
mode-computer = Dhidi ya kompyuta
mode-demo = Kompyuta dhidi ya kompyuta
label-level = Kiwango cha kompyuta
label-computer-side = Upande wa kompyuta
label-first = Anayeanza
label-match = Michezo
match-single = Mchezo mmoja
match-best-of = { $games ->
    [one] Mechi ya mchezo mmoja
   *[other] Mechi ya michezo { $games }
  }
label-preset = Kanuni
preset-abapa = Abapa (hadi mwisho)
preset-tournament = Abapa (inaisha kwa mbegu 25)
preset-awele = Awélé (mbegu zilizobaki zinagawanywa)
preset-egg-box = Trei ya mayai (kwa wadogo kabisa)
player-person = Mchezaji
player-computer = Kompyuta (kiwango { $level })
player-you = Wewe
player-1 = Mchezaji 1
player-2 = Mchezaji 2
name-for-south = Kusini: safu ya chini
name-for-north = Kaskazini: safu ya juu
label-names = Majina

## Badilisha
customise-title = Badilisha kanuni
label-name = Jina (liandike)
custom-name = Kanuni zangu
saved-preset = “{ $name }” imehifadhiwa.
renamed-preset = Jina limebadilishwa kuwa “{ $name }”.
deleted-preset = “{ $name }” imefutwa.
not-saved = “{ $name }” haijahifadhiwa: ihifadhi kwanza.
name-empty = Andika jina kwanza.
name-taken = “{ $name }” tayari ni kanuni za mchezo: chagua jina lingine.
option-seeds_per_pit = Mbegu kwa kila shimo
option-capture_counts = Idadi zinazoteka
option-capture_limit = Kikomo cha mashimo ya kuteka
option-capture_overflow = Mfululizo mrefu zaidi unateka
option-grand_slam = Grand slam
option-end_majority = Simama kwa zaidi ya nusu
option-end_seeds_left = Simama mbegu zikiwa chache
option-end_on_repetition = Simama mpangilio ukirudi
option-end_no_capture = Simama kuteka kusipowezekana
option-leftover = Mbegu zilizobaki mwishoni
about-seeds_per_pit = Mbegu katika kila shimo mwanzoni, 1 hadi 8.
about-capture_counts = Mbegu ya mwisho inafanya 2 au 3 (au 2 tu) katika shimo la mpinzani: zinatekwa.
about-capture_limit = Hatua moja inaweza kuteka mashimo mangapi, 1 hadi 6 (6: bila kikomo).
about-capture_overflow = Mfululizo ukiwa mrefu kuliko kikomo: mashimo ya mwisho, au hakuna kitu.
about-grand_slam = Hatua inayochukua mbegu zote za mpinzani: haiteki kitu, au hairuhusiwi.
about-end_majority = Mchezo unasimama mchezaji akiwa na zaidi ya nusu ya mbegu.
about-end_seeds_left = Mchezo unasimama zikibaki mbegu hizi au chache zaidi, 0 (imezimwa) hadi 12.
about-end_on_repetition = Mchezo unasimama mpangilio ukirudi, ili usiendelee milele.
about-end_no_capture = Mchezo unasimama pasipo hatua zinazoweza kuteka tena, na mbegu zilizobaki zinagawanywa.
about-leftover = Nani anachukua mbegu zilizobaki ubaoni mchezo unaposimama.
value-2-3 = 2 au 3
value-2 = 2 tu
value-no-limit = bila kikomo
value-last = mashimo ya mwisho
value-none = hakuna
value-no-capture = haiteki kitu
value-forbidden = hairuhusiwi
value-true = ndiyo
value-false = hapana
value-off = imezimwa
value-split = zinagawanywa
value-own-side = kila mmoja safu yake

## Mipangilio
settings-title = Mipangilio
language-en = English
language-fr = Français
label-language = Lugha
label-volume = Kiwango cha sauti
volume-soft = Ndogo
volume-medium = Wastani
volume-loud = Kubwa
label-read-aloud = Soma kwa sauti
label-sound = Sauti
label-speed = Kasi ya uhuishaji
label-counts = Idadi ya mbegu
label-north = Wachezaji wawili wanakaa
label-teaching = Hali ya kujifunza
label-calm = Mwendo mdogo
label-bigger = Vitufe na maandishi makubwa
value-on = imewashwa
speed-slow = polepole
speed-normal = kawaida
speed-fast = haraka
counts-shown = zinaonyeshwa
counts-hidden = zimefichwa (kumbukumbu)
seating-auto = ana kwa ana kwenye skrini iliyosimama
seating-side-by-side = kando kwa kando
seating-face-to-face = ana kwa ana

## Skrini ya kanuni
rules-title = Jinsi ya kucheza
rules-sowing = Kupanda: chukua mbegu zote za shimo lako moja na uziweke moja moja katika mashimo yanayofuata, ukizunguka kuelekea kulia (A → F, kisha a → f).
rules-laps = Mizunguko: ukiwa na mbegu 12 au zaidi unazunguka ubao wote; shimo ulilochukulia mbegu linarukwa.
rules-capture = Kuteka: mbegu yako ya mwisho ikifanya { $counts } katika shimo la mpinzani, unazichukua, pamoja na za shimo lililotangulia likiwa na { $counts } pia, na kuendelea hivyo (hadi { $limit ->
    [one] shimo moja
   *[other] mashimo { $limit }
  }).
rules-feeding = Kulisha: mpinzani wako akiwa hana mbegu, lazima uchague shimo linalompa mbegu.
rules-famine = Njaa: usipoweza kumlisha, mchezo unakwisha na unachukua mbegu zilizobaki.
rules-grand-slam = Grand slam: hatua ambayo ingechukua mbegu zote za safu ya mpinzani { $grand-slam ->
    [forbidden] hairuhusiwi, isipokuwa ikiwa ndiyo hatua pekee; hapo haiteki kitu
   *[other] haiteki kitu
  }.
rules-end = Mwisho: mchezaji mwenye mbegu nyingi zaidi ghalani mwake anashinda.{ $majority ->
    [true] { " " }Mchezo unasimama pia mchezaji akiwa na zaidi ya nusu ya mbegu.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }Unasimama pia mpangilio ukirudi.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Unasimama mbegu zilizobaki zisipoweza tena kuteka chochote.
   *[other] {""}
  }
rules-in-force = Kanuni zinazotumika: { $name }
rules-board = Mashimo ya Kusini: A B C D E F. Ya Kaskazini: a b c d e f.

## Faili
file-problem = { $file } { $why }. Mipangilio ya kawaida inatumika; faili imehifadhiwa kama { $kept }.
why-unreadable = haikuweza kusomwa
why-corrupt = imeharibika
why-newer = iliandikwa na toleo jipya zaidi la Awalé
save-failed = Imeshindikana kuhifadhi { $file }: { $error }
another-window = Awalé tayari iko wazi kwenye dirisha jingine: michezo ya dirisha hili haihifadhiwi.
no-folder = mfumo huu hauna folda ya mipangilio ya kuhifadhi
exported = Mchezo umehifadhiwa kwenye folda ya rekodi kama { $path } na, kwa Aualé, { $ogn }.
import-title = Leta mchezo
import-help = Rekodi (.txt, na .ogn kutoka Aualé) katika folda hii:
import-none = Bado hakuna rekodi. Hamisha mchezo, au weka rekodi ya .txt au faili ya .ogn kutoka Aualé katika folda hiyo.
import-open-file = Fungua faili…
import-failed = { $file } haiwezi kuletwa: { $error }
import-move = hatua { $number } ({ $pit }) haiwezi kuchezwa: { $reason }
import-capture = hatua { $number } ({ $pit }) inateka { $actual }, lakini rekodi inasema { $recorded }
imported = { $file } imeletwa.
import-left-out = { $file }: mstari mkuu umehifadhiwa; { $comments ->
    [one] maoni moja
   *[other] maoni { $comments }
  } na { $variations ->
    [one] njia mbadala moja
   *[other] njia mbadala { $variations }
  } vimeachwa.
moves-title = Hatua
moves-none = Bado hakuna hatua.

## Jifunze: masomo na mafumbo
button-learn = Jifunze
button-next = Mbele
button-previous = Nyuma
button-leave = Ondoka
button-end-review = Maliza mapitio
button-review = Pitia
learn-title = Jifunze
learn-lessons = Masomo ubaoni
learn-puzzles = Tafuta hatua
learn-puzzles-about = Hatua moja ni bora waziwazi. Je, unaweza kuipata?
puzzle-easy = Rahisi
puzzle-medium = Wastani
puzzle-hard = Ngumu
puzzle-heading = Tafuta hatua · { $difficulty } · umepata: { $solved }
puzzle-ask = Zamu yako. Hapa hatua moja ni bora waziwazi: itafute!
puzzle-wrong = Shimo { $pit } si hatua bora hapa. Tazama shimo linalong'aa, na ufikirie kwa nini.
puzzle-try-again = Shimo { $pit } si hatua bora hapa. Jaribu tena!
puzzle-try-again-captures = Shimo { $pit } si hatua bora hapa: kisha { $other } anateka mbegu { $seeds }. Jaribu tena!
puzzle-try-again-more = { $seeds ->
    [0] Shimo { $pit } si hatua bora hapa: haliteki kitu, na shimo lingine linateka. Jaribu tena!
    [one] Shimo { $pit } si hatua bora hapa: linateka mbegu moja, na shimo lingine linateka zaidi. Jaribu tena!
   *[other] Shimo { $pit } si hatua bora hapa: linateka mbegu { $seeds }, na shimo lingine linateka zaidi. Jaribu tena!
  }
puzzle-try-again-reply = Shimo { $pit } si hatua bora hapa: kisha { $other } anajibu kwa { $reply } na kuwa mbele. Jaribu tena!
puzzle-solved = Ndiyo hiyo!
puzzle-why-save = Inaokoa { $seeds ->
    [one] mbegu yako moja isitekwe
   *[other] mbegu zako { $seeds } zisitekwe
  }.
puzzle-why-feed = Inampa Kaskazini mbegu: bila hizo mchezo ungekwisha.
puzzle-why-plan = Haiteki kitu bado, lakini inaandaa hatua zijazo: kila shimo lingine linamsaidia Kaskazini kufanya vizuri zaidi.
coach-lesson-heading = Somo { $number } kati ya { $lessons }: { $title } · sehemu { $step } kati ya { $steps }
coach-rules = Kanuni: { $preset } · { $options }
coach-try = Jaribu shimo { $pit }: linang'aa.
lesson-sowing = Kupanda
lesson-sowing-1-ask = Gusa shimo C. Mbegu zake 4 zinachukuliwa na kupandwa moja moja katika mashimo yanayofuata.
lesson-sowing-1-wrong = Hilo ni shimo { $pit }. Tafuta shimo { $right }: linang'aa.
lesson-sowing-1-done = Kila shimo baada ya C limepata mbegu moja: D, E, F na a.
lesson-sowing-2-ask = Kupanda kunaendelea hadi kwenye safu ya mpinzani wako. Gusa shimo F.
lesson-sowing-2-wrong = Shimo { $right } ndilo: mbegu zake zinaingia kwenye safu ya mpinzani wako.
lesson-sowing-2-done = Mbegu 4 za F zimeingia a, b, c na d: mashimo ya mpinzani wako.
lesson-laps = Mizunguko
lesson-laps-1-ask = Shimo C lina mbegu 11. Gusa C: mbegu zinazunguka ubao wote.
lesson-laps-1-wrong = Gusa shimo { $right }, lile lenye mbegu 11.
lesson-laps-1-done = Mbegu 11, moja katika kila moja ya mashimo 11 mengine: C linabaki tupu.
lesson-laps-2-ask = Sasa C lina mbegu 12: zaidi ya mzunguko mmoja. Gusa C na utazame: C lenyewe linarukwa.
lesson-laps-2-wrong = Gusa shimo { $right }, lile lenye mbegu 12.
lesson-laps-2-done = Mbegu ya 12 imeruka C na kuangukia D: shimo unalochukulia mbegu halipati mbegu kamwe.
lesson-capture = Kuteka
lesson-capture-1-ask = Mbegu yako ya mwisho ikifanya 2 au 3 katika safu ya mpinzani wako, unaziteka. Shimo a lina mbegu 1. Gusa F.
lesson-capture-1-wrong = Shimo { $pit } haliishii a. F lina mbegu 1: inaangukia a.
lesson-capture-1-done = a lilikuwa na mbegu 2: zimeenda ghalani mwako!
lesson-capture-2-ask = Sasa a lina mbegu 2. Shimo lipi linafanya 3 hapo? Litafute.
lesson-capture-2-wrong = Mbegu ya mwisho ya shimo { $pit } haiangukii a. Hesabu mbegu: shimo { $right } linaweza.
lesson-capture-2-done = Mbegu 3: zimetekwa pia.
lesson-chain = Mfululizo wa kuteka
lesson-chain-1-ask = Baada ya kuteka, tazama shimo lililotangulia: 2 au 3 hapo zinatekwa pia, na kuendelea hivyo. Gusa E.
lesson-chain-1-wrong = Jaribu shimo { $right }: mbegu zake 4 zinaishia c.
lesson-chain-1-done = c, kisha b, kisha a: mbegu 7 kwa hatua moja!
lesson-krou = Krou
lesson-krou-1-ask = Shimo E lina mbegu 17: hiyo ni krou. Mbegu zake zinazunguka zaidi ya mara moja. Gusa E.
lesson-krou-1-wrong = Gusa shimo { $right }, lile rundo kubwa la 17.
lesson-krou-1-done = Mzunguko wa pili umefanya 2 na 3: mbegu 11 katika mashimo 5, kama katika mfano maarufu wa kanuni za Awélé.
lesson-feeding = Kulisha na njaa
lesson-feeding-1-ask = Mpinzani wako hana mbegu tena. Lazima umpe mbegu: chagua shimo ambalo mbegu zake zinafika kwenye safu yake.
lesson-feeding-1-wrong = Mbegu za shimo { $pit } hazimfikii. Za shimo { $right } zinamfikia.
lesson-feeding-1-done = Mpinzani wako ana mbegu tena: kulisha kunafanya mchezo uendelee.
lesson-feeding-2-ask = Mpinzani wako amebakiwa na mbegu moja. Mchezee mpinzani wako: gusa shimo f.
lesson-feeding-2-wrong = Gusa shimo { $right }, mbegu ya mwisho ya mpinzani wako.
lesson-feeding-2-done = Sasa mpinzani wako hana mbegu na hakuna shimo lako linaloweza kumfikia: hiyo ndiyo njaa. Mchezo unakwisha, na kila mchezaji anachukua mbegu za safu yake.
lesson-grand-slam = Grand slam
lesson-grand-slam-1-ask = Shimo F lingechukua mbegu zote za mpinzani wako: hiyo ni grand slam. Gusa F uone kanuni hizi zinasema nini.
lesson-grand-slam-1-wrong = Gusa shimo { $right } ujaribu grand slam.
lesson-grand-slam-1-done = Hapa grand slam haiteki kitu: mbegu zinabaki ubaoni.
lesson-grand-slam-2-ask = Kwa kanuni za Awélé, grand slam hairuhusiwi kabisa. Chagua shimo linalomwachia mpinzani wako mbegu.
lesson-grand-slam-2-wrong = Si shimo { $pit }: chagua shimo linalong'aa.
lesson-grand-slam-2-done = Sawa: mpinzani wako anabaki na mbegu zake, na mchezo unaendelea.
lesson-end = Jinsi mchezo unavyoisha
lesson-end-1-ask = Una mbegu 23 ghalani mwako. Zaidi ya mbegu 24 kati ya 48 ni ushindi. Teka 2 ili ushinde: gusa F.
lesson-end-1-wrong = Shimo { $pit } haliteki kitu. Shimo { $right } linaishia a na kufanya 2.
lesson-end-1-done = Mbegu 25: zaidi ya nusu. Umeshinda! Mchezo umekwisha: kila mchezaji anachukua mbegu zilizobaki kwenye safu yake, na sasa ghalani mwako kuna mbegu { $store }. Mchezo pia unaisha kwa njaa, mpangilio ukirudi, au wachezaji wakikubaliana.

## Mapitio
review-heading = Mapitio · hatua { $number } kati ya { $moves }
review-thinking = Kompyuta inachunguza mchezo… { $done } kati ya { $total }
review-graph = Nani alikuwa mbele, hatua kwa hatua: upau unaong'aa ni ubao unaoonyeshwa.
review-ahead = { $you ->
    [yes] Ulikuwa mbele
   *[no] { $side } alikuwa mbele
  }
review-end = Mwisho wa mchezo. Bonyeza “Nyuma” kurudi, au “Maliza mapitio”.
review-played = { $you ->
    [yes] Hapa ulicheza { $pit }.
   *[no] Hapa { $side } alicheza { $pit }.
  }
review-best = { $you ->
    [yes] Hapa ulicheza { $pit }: hatua bora kabisa.
   *[no] Hapa { $side } alicheza { $pit }: hatua bora kabisa.
  }
review-good = { $you ->
    [yes] Hapa ulicheza { $pit }: hatua nzuri.
   *[no] Hapa { $side } alicheza { $pit }: hatua nzuri.
  }
review-gives = { $you ->
    [yes] Hapa ulicheza { $pit }. Hii ilimwezesha { $other } kuteka mbegu { $seeds }: { $best } ingalikuwa bora zaidi.
   *[no] { $other-you ->
        [yes] Hapa { $side } alicheza { $pit }. Hii ilikuwezesha kuteka mbegu { $seeds }: { $best } ingalikuwa bora zaidi.
       *[no] Hapa { $side } alicheza { $pit }. Hii ilimwezesha { $other } kuteka mbegu { $seeds }: { $best } ingalikuwa bora zaidi.
    }
  }
review-captures = { $you ->
    [yes] Hapa ulicheza { $pit }. { $best } ingalikuwa bora zaidi: inateka mbegu { $seeds }.
   *[no] Hapa { $side } alicheza { $pit }. { $best } ingalikuwa bora zaidi: inateka mbegu { $seeds }.
  }
review-better = { $you ->
    [yes] Hapa ulicheza { $pit }. { $best } ingalikuwa bora zaidi, kwa takriban
   *[no] Hapa { $side } alicheza { $pit }. { $best } ingalikuwa bora zaidi, kwa takriban
  } { $seeds ->
    [one] mbegu moja
   *[other] mbegu { $seeds }
  }.
review-inaccuracy = Kosa dogo.
review-mistake = Kosa.
review-blunder = Kosa kubwa!

## Sifa
praise-1 = Hongera!
praise-2 = Safi sana, umeweza!
praise-3 = Vizuri sana!
praise-4 = Ndiyo, ndivyo hivyo!
cheer-you-win = Umeishinda kompyuta: hongera!
cheer-you-lose = Umejaribu vizuri! Kila mchezo unakufundisha kitu: tucheze tena?
cheer-draw = Sare: mmecheza vizuri, nyote wawili!
cheer-winner = { $you ->
    [yes] Hongera! Mmecheza vizuri, nyote wawili.
   *[no] Hongera, { $side }! Mmecheza vizuri, nyote wawili.
  }

## Two devices
button-two-devices = Vifaa viwili
online-title = Cheza kwenye vifaa viwili
button-make-room = Unda chumba
button-join-room = Ingia chumbani
button-join = Cheza
button-watch = Tazama
button-erase = Futa
online-about = Kifaa kimoja kinaunda chumba; kingine kinagusa picha tatu zilezile.
online-server-none = Bado hakuna seva: washa awale-server kwenye kompyuta ya mtandao huu, kisha andika anwani yake kwenye kisanduku hapo juu.
online-server = Seva: { $address }
online-connecting = Inaunganisha…
online-your-code = Chumba chako. Kwenye kifaa kingine, gusa picha hizi tatu:
online-waiting-other = Tunamsubiri mchezaji mwingine…
online-tap-code = Gusa picha tatu za chumba:
online-type-code = Au andika maneno au namba zake:
online-refused = Seva imekataa: { $why }
online-away = Kifaa cha { $name } hakijaunganishwa: tunasubiri…
online-lost = Muunganisho umekatika: tunajaribu tena…
online-back = Imeunganishwa tena.
online-undo-asked = { $name } anaomba kufuta hatua yake ya mwisho: bonyeza “Tendua” ukikubali.
online-undo-sent = Umemwuliza { $name } kama unaweza kufuta hatua yako ya mwisho.
online-tap-dropped = Mchezo uliendelea ulipokuwa haupo: chagua tena.
online-watching = Unatazama { $south } na { $north }
label-server = Kompyuta ya darasa au seva ya mchezo
about-server = Anwani yake, kama dirisha lake linavyoionyesha: kwa mfano 192.168.1.20:7878.
button-rejoin = Rudi kwenye mchezo

# Who is playing, and the friend
player-friend = Rafiki
title-hello = Habari, { $name }!
who-title = Nani anacheza?
who-animal = Gusa mnyama wako
who-name = Jina lako (ukipenda)
who-change = Badilisha
who-done = Tayari
who-rename = Badili jina
who-remove = Ondoa
who-sure = Gusa tena ili kuondoa
who-add = Ongeza mtoto
friend-noticed-protected = Umelinda mashimo yako vizuri!
friend-noticed-chain = Jihadhari na mfululizo wa kuteka: jaribu somo la { $number }!

# Kisoma skrini kinachosema kuhusu ubao.
page-previous = Ukurasa uliotangulia
page-next = Ukurasa unaofuata
access-board = Ubao
access-pit = Shimo { $pit }, { $you ->
    [yes] lako
   *[no] la { $side }
  }
access-seeds = { $seeds ->
    [0] tupu
    [one] mbegu moja
   *[other] mbegu { $seeds }
  }
access-playable = linaweza kuchezwa
access-store = { $you ->
    [yes] Ghala lako
   *[no] Ghala la { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = Ukurasa wa mwalimu
class-login-class = Darasa
class-login-password = Nenosiri
class-login-button = Ingia
class-login-wrong = Darasa hili na nenosiri hili haviendani.
class-login-wait = Majaribio mengi mno: tafadhali subiri sekunde { $seconds }, kisha ujaribu tena.
class-make-heading = Unda darasa
class-make-explain = Kompyuta hii inahifadhi darasa: majina ya watoto na maendeleo yao yanabaki humu.
class-make-name = Jina la darasa
class-make-password = Nenosiri la mwalimu (angalau herufi { $length })
class-make-again = Nenosiri tena
class-make-button = Unda darasa
class-make-local = Darasa linaundwa kwenye kompyuta ya darasa, kwenye anwani ya usanidi ambayo awale-server ilionyesha ilipoanza (http://localhost:7878/class/make?setup=…), au kwa amri awale-server class new JINA.
class-make-differ = Manenosiri hayo mawili yanatofautiana.
class-make-short = Nenosiri ni fupi mno.
class-make-taken = Tayari kuna darasa lenye jina hili.
class-logout = Toka
class-code = Msimbo wa darasa, ambao kila tableti huuliza mara moja tu:
class-children = Watoto
class-child-name = Jina
class-child-animal = Mnyama
class-child-add = Ongeza
class-child-rename = Hifadhi
class-child-bad = Tafadhali andika jina la herufi 1 hadi 24 na uchague mnyama.
class-child-remove = Ondoa pamoja na data zake zote
class-child-remove-ask = Ungependa kumwondoa { $name } pamoja na yote aliyofanya, kabisa?
class-full = Darasa hili limejaa.
class-lessons = Masomo
class-puzzles = Mafumbo
class-games-friend = Dhidi ya Rafiki (kompyuta)
class-games-classmates = Dhidi ya wanafunzi wenzake
class-rating = Kiwango cha Rafiki (mwanzoni 500)
class-last-seen = Alionekana mara ya mwisho
class-never = hajawahi
class-stars = Nyota
class-missed = Mafumbo aliyokosa hivi karibuni
class-cards = Chapisha kadi
class-export = Hamisha (CSV)
class-csv-name = Jina
class-csv-animal = Mnyama
class-csv-puzzles-solved = Mafumbo yaliyotatuliwa
class-csv-puzzles-tried = Mafumbo yaliyojaribiwa
class-csv-friend-won = Ushindi dhidi ya Rafiki (kompyuta)
class-csv-friend-drawn = Sare na Rafiki (kompyuta)
class-csv-friend-lost = Kushindwa na Rafiki (kompyuta)
class-csv-classmates-won = Ushindi dhidi ya wanafunzi wenzake
class-csv-classmates-drawn = Sare na wanafunzi wenzake
class-csv-classmates-lost = Kushindwa na wanafunzi wenzake
class-secrets-on = Kila mtoto anaingia kwa siri yake ya picha.
class-secrets-off = Kila mtoto anaingia kwa kugusa mnyama wake.
class-secrets-turn-on = Omba siri za picha
class-secrets-turn-off = Bila siri za picha
class-secret-new = Siri mpya ya picha
class-secret = Siri ya picha
class-now = Darasa sasa hivi
class-now-none = Hakuna mchezo unaochezwa sasa.
class-card-scan = skani ili ucheze
class-no-children = Bado hakuna mtoto: tafadhali ongeza wa kwanza hapa chini.
class-back = Rudi darasani
class-wdl = ameshinda { $won }, sare { $drawn }, ameshindwa { $lost }
class-puzzle-level = Kiwango { $level }: { $solved } kati ya { $tried }
class-csrf = Fomu hii imepitwa na wakati: tafadhali fungua ukurasa tena.
class-secret-tried = Picha za { $name } zimejaribiwa vibaya mara { $count }.
class-secret-let-in = Mruhusu { $name } aingie tena
class-cards-address = Misimbo ya QR inafungua { $address }: anwani ambayo tableti za darasa hutumia.
class-cards-other = Tableti za darasa zinatumia mtandao mwingine? Tafadhali chapisha kadi kwa ajili ya:
class-cards-alone = Tahadhari: misimbo hii ya QR inafungua { $address }, anwani ambayo kompyuta hii pekee inaweza kuifikia. Tableti itakayoichanganua haitalipata darasa. Tafadhali washa seva kwa ajili ya mtandao wa darasa (awale-server --bind 0.0.0.0), fungua ukurasa huu kwenye anwani ya mtandao ambayo seva itaonyesha, kisha chapisha kadi.
class-animal-taken = { $name } tayari ana mnyama huyu: tafadhali chagua mwingine, ili kila mtoto aweze kumpata mnyama wake mara moja.
class-delete-heading = Futa darasa
class-delete-explain = Mwishoni mwa mwaka: darasa, watoto wake, maendeleo yao na michezo yake vinafutwa kwenye kompyuta hii kabisa. Tafadhali hamisha darasa kwanza ili kuhifadhi maendeleo yake.
class-delete-type = Andika jina la darasa, { $name }, ili kulifuta
class-delete-button = Futa darasa kabisa
class-delete-mistyped = Jina lililoandikwa si la darasa hili: hakuna kilichofutwa.
class-unauthorized = Tafadhali ingia kwanza.
class-not-found = Mtoto huyu hayumo katika darasa hili.
class-store = Darasa halipatikani kwa sasa: tafadhali jaribu tena baada ya muda mfupi.
class-tournament = Mashindano ya darasa
class-tournament-who = Nani anacheza? Watoto ambao tableti zao zimewashwa wamewekewa alama.
class-tournament-games = Kila meza inacheza
class-tournament-one = mchezo mmoja
class-tournament-three = mechi ya michezo mitatu
class-tournament-rules = Kanuni
class-tournament-start = Anzisha mashindano
class-tournament-round = Raundi { $round } kati ya { $rounds }
class-tournament-paused = yamesitishwa
class-tournament-screen = Fungua skrini ya darasa
class-tournament-pause = Sitisha
class-tournament-go-on = Endelea
class-tournament-end-round = Maliza raundi hii
class-tournament-end = Maliza mashindano
class-tournament-end-ask = Maliza mashindano sasa? Michezo inayoendelea itaisha kwa sare, na msimamo utakuwa wa mwisho.
class-tournament-table = Meza
class-tournament-games-played = Michezo
class-tournament-bye = anapumzika raundi hii (inahesabiwa kama ushindi)
class-tournament-playing = wanacheza…
class-tournament-drawn = sare
class-tournament-standings = Msimamo
class-tournament-points = Pointi
class-tournament-wdl = Ameshinda – sare – ameshindwa
class-tournament-tie-break = Ikiwa sare (pointi za wapinzani)
class-tournament-present = Nani yupo
class-tournament-here = yupo
class-tournament-away = hayupo
class-tournament-running = Mashindano yanaendelea: tafadhali yamalize kwanza.
class-tournament-too-few = Tafadhali weka alama kwa watoto wawili au zaidi.
class-tournament-refused = Hili haliwezekani sasa.
class-screen-none = Bado hakuna mashindano: tafadhali yaanzishe kwenye ukurasa wa mwalimu.
class-screen-over = mashindano yamekwisha
class-screen-games = Michezo inayoendelea sasa
class-screen-watch = Tazama mchezo huu
class-screen-results = Matokeo ya hivi karibuni
class-screen-no-game = Mchezo huu haumo katika mashindano.
class-vote = Darasa dhidi ya kompyuta
class-vote-explain = Projekta inaonyesha ubao mmoja; kila mtoto anagusa kwenye tableti yake shimo ambalo angelicheza; shimo lenye kura nyingi zaidi ndilo linalochezwa.
class-vote-level = Kiwango cha kompyuta
class-vote-countdown = Muda wa kupiga kura
class-vote-seconds = sekunde { $seconds }
class-vote-first = Nani anaanza
class-vote-first-class = darasa
class-vote-first-computer = kompyuta
class-vote-start = Anzisha mchezo
class-vote-open = Fungua ubao kwenye projekta
class-vote-end = Maliza mchezo
class-vote-running = Darasa tayari linacheza dhidi ya kompyuta: tafadhali maliza mchezo huo kwanza.
class-simul = Wewe dhidi ya watoto kadhaa kwa wakati mmoja
class-simul-who = Nani anacheza dhidi ya mwalimu? Kila mtoto anacheza kwenye tableti yake; wewe unacheza kila ubao kutoka ukurasa huu.
class-simul-start = Anzisha michezo
class-simul-open = Fungua mbao zangu
class-simul-end = Maliza michezo
class-simul-teacher = Mwalimu
class-simul-running = Michezo ya wakati mmoja inaendelea: tafadhali imalize kwanza.
class-simul-waiting = Mbao zinazosubiri hatua yako: { $count } kati ya { $boards }
class-simul-your-move = Zamu yako
class-simul-sow = Panda mbegu kutoka shimo { $pit }
vote-class = Darasa
vote-computer = Kompyuta
vote-class-said = darasa
vote-computer-said = kompyuta
vote-your-turn = Zamu ya darasa: guseni shimo lenu! Sekunde { $seconds }
vote-thinking = Kompyuta inafikiri…
vote-voted = { $count } kati ya { $here } wamepiga kura
vote-tie = Kura zimelingana: kati ya mashimo yenye kura nyingi zaidi, kompyuta inapendekeza { $pit }.
vote-reply = Kompyuta imejibu kwa { $pit }.
vote-over-class = Darasa limeshinda!
vote-over-computer = Kompyuta imeshinda safari hii.
vote-over-draw = Sare!
vote-ended = Mwalimu amemaliza mchezo.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = Darasa langu
class-tablet-which = Darasa gani?
class-tablet-tap-code = Gusa picha nne za darasa lako
class-tablet-who = Tafuta mnyama wako kisha umguse
class-tablet-again = Kuingia kwako kumeisha: gusa mnyama wako tena.
class-tablet-secret = Gusa picha zako tatu za siri
class-tablet-away = Kompyuta ya darasa haijibu. Jaribu tena baada ya muda mfupi.
class-tablet-no-class = Hakuna darasa lenye picha hizi.
class-tablet-wrong-secret = Hizi si picha zako. Jaribu tena!
class-tablet-other = Darasa lingine
class-tablet-waiting = Subiri kidogo…
class-tablet-no-server = Kwanza andika anwani ya kompyuta ya darasa kwenye skrini ya “Vifaa viwili”.
tournament-title = Mashindano · raundi { $round }
tournament-table = Meza { $table }
tournament-play = Cheza
tournament-bye = Unapumzika raundi hii: inahesabiwa kama ushindi!
tournament-wait = Umecheza vizuri! Subiri raundi ijayo.
tournament-paused = Mwalimu amesitisha mashindano.
tournament-over = Mashindano yamekwisha. Wewe ni nambari { $place }!
tournament-away = Mwambie mwalimu wako kwamba umerudi.
vote-tap = Darasa linacheza dhidi ya kompyuta: gusa shimo ambalo ungelicheza!
vote-you-chose = Umechagua { $pit }. Subiri wengine…
vote-praise = Darasa limecheza shimo lako!
vote-wait = Kompyuta inafikiri…
simul-play = Cheza dhidi ya mwalimu wako!

## Picha (wanyama wa watoto na misimbo ya vyumba), kama kisoma skrini kinavyozitaja.
picture-ant = Sisimizi
picture-bee = Nyuki
picture-cat = Paka
picture-cow = Ng'ombe
picture-dog = Mbwa
picture-duck = Bata
picture-elephant = Tembo
picture-fish = Samaki
picture-fox = Mbweha
picture-frog = Chura
picture-giraffe = Twiga
picture-goat = Mbuzi
picture-hen = Kuku
picture-horse = Farasi
picture-lion = Simba
picture-monkey = Tumbili
picture-owl = Bundi
picture-rabbit = Sungura
picture-snail = Konokono
picture-turtle = Kobe
picture-zebra = Punda milia
picture-apple = Tufaha
picture-banana = Ndizi
picture-cherry = Cheri
picture-coconut = Nazi
picture-grapes = Zabibu
picture-lemon = Limau
picture-mango = Embe
picture-pear = Pea
picture-pineapple = Nanasi

## Wanyama wengine ambao watoto wa darasa wanaweza kuwa nao, zaidi ya picha zilizo hapo juu (src/net/animals.rs).
picture-mouse = Panya
picture-bear = Dubu
picture-panda = Panda
picture-koala = Koala
picture-tiger = Simbamarara
picture-pig = Nguruwe
picture-sheep = Kondoo
picture-camel = Ngamia
picture-kangaroo = Kangaruu
picture-hedgehog = Kalunguyeye
picture-bat = Popo
picture-penguin = Pengwini
picture-parrot = Kasuku
picture-flamingo = Heroe
picture-crocodile = Mamba
picture-snake = Nyoka
picture-lizard = Mjusi
picture-octopus = Pweza
picture-crab = Kaa
picture-dolphin = Pomboo
picture-whale = Nyangumi
picture-shark = Papa
picture-butterfly = Kipepeo
picture-ladybird = Kombamwiko
picture-spider = Buibui
picture-rhino = Kifaru
picture-hippo = Kiboko
picture-gorilla = Sokwe
picture-leopard = Chui
picture-deer = Kulungu
picture-sloth = Slothi
picture-otter = Fisi maji
picture-swan = Bata maji
picture-peacock = Tausi
picture-unicorn = Yunikoni
picture-wolf = Mbwa mwitu
picture-eagle = Tai
picture-dinosaur = Dinosauri
picture-caterpillar = Kiwavi
