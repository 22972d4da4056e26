# Malay. Every key here must also be in en.ftl (tests/i18n.rs checks).

## Sisi dan giliran
side-south = Selatan
side-north = Utara
your-turn = { $you ->
    [yes] Giliran kamu! Pilih satu lubang.
   *[no] { $side }, giliran kamu! Pilih satu lubang.
  }
plays-next = { $you ->
    [yes] Seterusnya giliran kamu: tekan “{ $button }”.
   *[no] Seterusnya giliran { $side }: tekan “{ $button }”.
  }
thinking = { $you ->
    [yes] Kamu sedang berfikir…
   *[no] { $side } sedang berfikir…
  }
away = { $you ->
    [yes] Kamu tidak bersambung…
   *[no] { $side }: tidak bersambung…
  }
sowing = { $you ->
    [yes] Kamu sedang menabur…
   *[no] { $side } sedang menabur…
  }
waiting = { $you ->
    [yes] Kamu menunggu
   *[no] { $side } menunggu
  }
score = { $seeds } dalam lumbung
taken-back = { $moves } langkah terakhir telah dibatalkan.
game-not-saved = Belum disimpan
offer-stop = { $you ->
    [yes] Kamu mahu berhenti di sini. { $other }: tekan “{ $button }” jika setuju.
   *[no] { $other-you ->
        [yes] { $side } mahu berhenti di sini. Tekan “{ $button }” jika kamu setuju.
       *[no] { $side } mahu berhenti di sini. { $other }: tekan “{ $button }” jika setuju.
    }
  }

## Petunjuk
hint-captures = Cuba lubang { $pit }: langkah ini menangkap { $seeds } biji.
hint-protects = Cuba lubang { $pit }: langkah ini menyelamatkan { $seeds } biji kamu daripada ditangkap.
hint-feeds = Cuba lubang { $pit }: lawan kamu kehabisan biji, dan lubang ini memberinya biji.
hint-plain = Cuba lubang { $pit }.

## Hasil sesuatu langkah
sowed = { $you ->
    [yes] Kamu menabur
   *[no] { $side } menabur
  } { $seeds } biji dari lubang { $pit }.
captured-one-pit = { $you ->
    [yes] Kamu menangkap
   *[no] { $side } menangkap
  } { $seeds } biji dari lubang { $pit }!
captured-pits = { $you ->
    [yes] Kamu menangkap
   *[no] { $side } menangkap
  } { $seeds } biji dari { $pits } lubang!
grand-slam = Grand slam — tiada yang ditangkap.
cut-by-limit = Had tangkapan hanya mengambil { $taken } daripada { $chain } lubang.
nothing-over-limit = { $chain } lubang berturut-turut melebihi had: tiada yang ditangkap.
must-feed = { $starving-you ->
    [yes] Kamu kehabisan biji: { $mover } mesti memberi kamu biji.
   *[no] { $mover-you ->
        [yes] { $starving } kehabisan biji: kamu mesti memberinya biji.
       *[no] { $starving } kehabisan biji: { $mover }, kamu mesti memberinya biji.
    }
  }

## Mod belajar
explain-first = Biji terakhir menjadikan { $seeds } di { $pit }: ditangkap.
explain-next = Kemudian { $pit } ada { $seeds }: ditangkap.
explain-grand-slam = Mengambil kesemua { $seeds } biji lawan ialah grand slam, dan grand slam tidak menangkap apa-apa.
explain-limit = Hanya { $taken } lubang boleh ditangkap dalam satu langkah: yang lain kekal.
explain-feeding = Peraturan memberi makan: apabila lawan kamu kehabisan biji, kamu mesti main lubang yang bijinya sampai ke barisnya.
explain-grand-slam-rule = Peraturan grand slam: satu langkah tidak boleh mengambil semua biji di baris lawan.
preview = Lubang { $pit }: { $seeds } biji, yang terakhir jatuh di { $landing }.
preview-lap = Lubang { $pit }: { $seeds } biji, lebih daripada satu pusingan: biji-biji itu berpusing dan melangkau lubang { $pit }.
memory-hold = Tekan dan tahan salah satu lubang kamu untuk mengira isinya.
memory-count = Lubang { $pit } ada { $seeds } biji.
memory-not-yours = Kamu hanya boleh mengira lubang kamu sendiri.

## Penolakan
illegal-game-over = Permainan sudah tamat.
illegal-not-yours = Lubang { $pit } milik lawan kamu: pilih salah satu lubang kamu sendiri.
illegal-empty = Lubang { $pit } kosong: pilih lubang yang ada biji.
illegal-must-feed = Lawan kamu kehabisan biji: kamu mesti memberinya biji. Biji dari lubang { $pit } tidak sampai ke barisnya.
illegal-grand-slam = Lubang { $pit } akan mengambil semua biji lawan kamu, dan itu tidak dibenarkan: pilih lubang lain.

## Tamat permainan
winner = { $you ->
    [yes] Kamu menang!
   *[no] { $side } menang!
  }
loser = { $you ->
    [yes] Permainan kamu bagus! Main sekali lagi?
   *[no] { $side } kalah.
  }
draw = Seri!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] Kamu kehabisan biji dan tidak boleh diberi biji: { $taker } mengambil baki biji.
   *[no] { $taker-you ->
        [yes] { $starving } kehabisan biji dan tidak boleh diberi biji: kamu mengambil baki biji.
       *[no] { $starving } kehabisan biji dan tidak boleh diberi biji: { $taker } mengambil baki biji.
    }
  }
end-majority = { $you ->
    [yes] Kamu ada lebih daripada separuh biji.
   *[no] { $side } ada lebih daripada separuh biji.
  }
end-majority-draw = Setiap pemain ada separuh biji.
end-few-seeds = Hanya tinggal sedikit biji di papan.
end-repetition = Kedudukan yang sama berulang: permainan boleh berterusan selama-lamanya.
end-no-capture = Baki biji tidak boleh menangkap apa-apa lagi.
end-agreement-own-side = Para pemain bersetuju untuk berhenti; setiap seorang mengambil baki biji di barisnya sendiri.
end-agreement-split = Para pemain bersetuju untuk berhenti dan membahagi baki biji sama rata.
share-question = Bagaimana kamu membahagi baki biji di papan?
share-own-side = Ambil baris sendiri
share-split = Bahagi sama rata
share-rule = { $choice } (peraturannya)
end-set-aside = Satu biji ganjil diketepikan.

## Perlawanan
match-title = Perlawanan { $games } pusingan
match-game-line = Pusingan { $number }: { $result }
match-game-draw = seri
match-game-won = { $you ->
    [yes] kamu menang
   *[no] { $side } menang
  }
match-score = Pusingan yang dimenangi: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] Kamu memenangi perlawanan!
   *[no] { $side } memenangi perlawanan!
  }
match-draw = Perlawanan berakhir seri.
match-next = { $you ->
    [yes] Kamu memenangi pusingan tadi dan memulakan pusingan seterusnya.
   *[no] { $side } memenangi pusingan tadi dan memulakan pusingan seterusnya.
  }
match-next-after-draw = { $you ->
    [yes] Selepas seri, kamu memulakan pusingan seterusnya.
   *[no] Selepas seri, { $side } memulakan pusingan seterusnya.
  }

## Butang
button-menu = Menu
button-undo = Buat asal
button-redo = Buat semula
button-hint = Petunjuk
hint-thinking = Mencari langkah yang baik…
button-agree = Setuju berhenti
button-withdraw = Terus bermain
button-accept = Ya, berhenti
button-export = Eksport
button-moves = Langkah
button-pause = Jeda
button-resume = Sambung
button-step = Maju
button-play-again = Main lagi
button-next-game = Pusingan berikut
button-continue-match = Skor perlawanan
button-continue = Sambung permainan
button-new-game = Permainan baharu
button-rules = Peraturan
button-settings = Tetapan
button-import = Import permainan
button-quit = Keluar
button-back = Kembali
button-quick-play = Main!
button-play = Main
new-game-sure = Ketik lagi
new-game-why = Permainan yang sedang kamu mainkan belum tamat: ketik “Main” sekali lagi untuk meninggalkannya dan memulakan yang ini.
button-customise = Ubah suai
button-save = Simpan
button-rename = Tukar nama
button-delete = Padam
button-use = Guna peraturan ini

## Tajuk
title = Awalé
subtitle = Oware dari Pantai Gading · peraturan: { $rules }

## Permainan baharu
new-game-title = Permainan baharu
label-mode = Pemain
mode-two-players = Dua pemain
mode-computer = Lawan komputer
mode-demo = Komputer lawan komputer
label-level = Tahap komputer
label-computer-side = Sisi komputer
label-first = Yang mula dahulu
label-match = Pusingan
match-single = Satu permainan
match-best-of = Perlawanan { $games } pusingan
label-preset = Peraturan
preset-abapa = Abapa (sampai habis)
preset-tournament = Abapa (tamat pada 25 biji)
preset-awele = Awélé (baki biji dibahagi rata)
preset-egg-box = Kotak telur (untuk yang paling kecil)
player-person = Pemain
player-computer = Komputer (tahap { $level })
player-you = Kamu
player-1 = Pemain 1
player-2 = Pemain 2
name-for-south = Selatan: baris bawah
name-for-north = Utara: baris atas
label-names = Nama

## Ubah suai
customise-title = Ubah suai peraturan
label-name = Nama (taipkan)
custom-name = Peraturan saya
saved-preset = “{ $name }” telah disimpan.
renamed-preset = Nama ditukar kepada “{ $name }”.
deleted-preset = “{ $name }” telah dipadam.
not-saved = “{ $name }” belum disimpan: simpan dahulu.
name-empty = Taipkan nama dahulu.
name-taken = “{ $name }” ialah set peraturan sedia ada: pilih nama lain.
option-seeds_per_pit = Biji setiap lubang
option-capture_counts = Bilangan yang ditangkap
option-capture_limit = Had lubang ditangkap
option-capture_overflow = Rantai lebih panjang menangkap
option-grand_slam = Grand slam
option-end_majority = Berhenti jika lebih separuh
option-end_seeds_left = Berhenti jika tinggal sedikit biji
option-end_on_repetition = Berhenti jika kedudukan berulang
option-end_no_capture = Berhenti jika tiada tangkapan lagi
option-leftover = Baki biji pada akhir
about-seeds_per_pit = Biji dalam setiap lubang pada permulaan, 1 hingga 8.
about-capture_counts = Biji terakhir menjadikan 2 atau 3 (atau hanya 2) dalam lubang lawan: ditangkap.
about-capture_limit = Berapa lubang boleh ditangkap dalam satu langkah, 1 hingga 6 (6: tiada had).
about-capture_overflow = Apabila rantai lebih panjang daripada had: yang terakhir, atau tiada.
about-grand_slam = Langkah yang mengambil semua biji lawan: tidak menangkap apa-apa, atau tidak dibenarkan.
about-end_majority = Permainan berhenti apabila seorang pemain ada lebih daripada separuh biji.
about-end_seeds_left = Permainan berhenti apabila baki biji sebanyak ini atau kurang, 0 (tutup) hingga 12.
about-end_on_repetition = Permainan berhenti apabila sesuatu kedudukan berulang, supaya tidak berterusan selama-lamanya.
about-end_no_capture = Permainan berhenti apabila tiada lagi langkah yang boleh menangkap, dan baki biji dibahagikan.
about-leftover = Siapa yang mengambil biji yang masih di papan apabila permainan berhenti.
value-2-3 = 2 atau 3
value-2 = hanya 2
value-no-limit = tiada had
value-last = yang terakhir
value-none = tiada
value-no-capture = tidak menangkap
value-forbidden = tidak dibenarkan
value-true = ya
value-false = tidak
value-off = tutup
value-split = dibahagi rata
value-own-side = setiap seorang barisnya

## Tetapan
settings-title = Tetapan
language-en = English
language-fr = Français
label-language = Bahasa
label-volume = Kelantangan
volume-soft = Perlahan
volume-medium = Sederhana
volume-loud = Kuat
label-read-aloud = Baca dengan kuat
label-sound = Bunyi
label-speed = Kelajuan animasi
label-counts = Bilangan biji
label-north = Kedudukan dua pemain
label-teaching = Mod belajar
label-calm = Kurangkan gerakan
label-bigger = Butang dan teks lebih besar
value-on = buka
speed-slow = perlahan
speed-normal = biasa
speed-fast = pantas
counts-shown = ditunjukkan
counts-hidden = disembunyikan (ingatan)
seating-auto = bersemuka pada skrin tegak
seating-side-by-side = bersebelahan
seating-face-to-face = bersemuka

## Skrin peraturan
rules-title = Cara bermain
rules-sowing = Menabur: ambil semua biji dari salah satu lubang kamu, kemudian jatuhkan satu demi satu ke dalam lubang-lubang seterusnya, berpusing ke kanan (A → F, kemudian a → f).
rules-laps = Pusingan: dengan 12 biji atau lebih, kamu mengelilingi seluruh papan; lubang yang kamu kosongkan dilangkau.
rules-capture = Menangkap: jika biji terakhir kamu menjadikan { $counts } dalam lubang lawan, kamu mengambil biji-biji itu, juga lubang sebelumnya jika ada { $counts } juga, dan seterusnya (paling banyak { $limit } lubang).
rules-feeding = Memberi makan: jika lawan kamu kehabisan biji, kamu mesti main lubang yang memberinya biji.
rules-famine = Kelaparan: jika kamu tidak dapat memberinya biji, permainan tamat dan kamu mengambil baki biji.
rules-grand-slam = Grand slam: langkah yang akan mengambil semua biji di baris lawan { $grand-slam ->
    [forbidden] tidak dibenarkan, kecuali itu satu-satunya langkah; jika begitu, langkah itu tidak menangkap apa-apa
   *[other] tidak menangkap apa-apa
  }.
rules-end = Tamat: pemain yang paling banyak biji dalam lumbungnya menang.{ $majority ->
    [true] { " " }Permainan juga berhenti apabila seorang pemain ada lebih daripada separuh biji.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }Permainan juga berhenti apabila sesuatu kedudukan berulang.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Permainan berhenti apabila baki biji tidak boleh menangkap apa-apa lagi.
   *[other] {""}
  }
rules-in-force = Peraturan yang digunakan: { $name }
rules-board = Lubang Selatan: A B C D E F. Lubang Utara: a b c d e f.

## Fail
file-problem = { $file } { $why }. Tetapan lalai digunakan; fail itu disimpan sebagai { $kept }.
why-unreadable = tidak dapat dibaca
why-corrupt = rosak
why-newer = ditulis oleh versi Awalé yang lebih baharu
save-failed = Tidak dapat menyimpan { $file }: { $error }
another-window = Awalé sudah dibuka dalam tetingkap lain: permainan dalam tetingkap ini tidak disimpan.
no-folder = sistem ini tiada folder konfigurasi untuk menyimpan
exported = Permainan disimpan dalam folder rekod sebagai { $path } dan, untuk Aualé, { $ogn }.
import-title = Import permainan
import-help = Rekod (.txt, dan .ogn daripada Aualé) dalam folder ini:
import-none = Belum ada rekod. Eksport satu permainan, atau letakkan rekod .txt atau fail .ogn daripada Aualé dalam folder itu.
import-open-file = Buka fail…
import-failed = { $file } tidak dapat diimport: { $error }
import-move = langkah { $number } ({ $pit }) tidak boleh dimainkan: { $reason }
import-capture = langkah { $number } ({ $pit }) menangkap { $actual }, tetapi rekod menyatakan { $recorded }
imported = { $file } telah diimport.
import-left-out = { $file }: jalan utama disimpan; { $comments } ulasan dan { $variations } variasi tidak diambil.
moves-title = Langkah
moves-none = Belum ada langkah.

## Belajar: pelajaran dan teka-teki
button-learn = Belajar
button-next = Seterusnya
button-previous = Sebelumnya
button-leave = Keluar
button-end-review = Tamat semakan
button-review = Semak semula
learn-title = Belajar
learn-lessons = Pelajaran di papan
learn-puzzles = Cari langkahnya
learn-puzzles-about = Ada satu langkah yang jelas paling baik. Bolehkah kamu mencarinya?
puzzle-easy = Mudah
puzzle-medium = Sederhana
puzzle-hard = Sukar
puzzle-heading = Cari langkahnya · { $difficulty } · dijumpai: { $solved }
puzzle-ask = Giliran kamu. Di sini ada satu langkah yang jelas paling baik: cari!
puzzle-wrong = Lubang { $pit } bukan langkah terbaik di sini. Lihat lubang yang bercahaya, dan fikirkan mengapa.
puzzle-try-again = Lubang { $pit } bukan langkah terbaik di sini. Cuba lagi!
puzzle-try-again-captures = Lubang { $pit } bukan langkah terbaik di sini: selepas itu { $other } menangkap { $seeds } biji. Cuba lagi!
puzzle-try-again-more = { $seeds ->
    [0] Lubang { $pit } bukan langkah terbaik di sini: langkah ini tidak menangkap apa-apa, sedangkan lubang lain dapat menangkap. Cuba lagi!
   *[other] Lubang { $pit } bukan langkah terbaik di sini: langkah ini menangkap { $seeds } biji, tetapi lubang lain menangkap lebih banyak. Cuba lagi!
  }
puzzle-try-again-reply = Lubang { $pit } bukan langkah terbaik di sini: selepas itu { $other } membalas dengan { $reply } dan mendahului. Cuba lagi!
puzzle-solved = Betul sekali!
puzzle-why-save = Langkah ini menyelamatkan { $seeds } biji kamu daripada ditangkap.
puzzle-why-feed = Langkah ini memberi biji kepada Utara: tanpa biji itu, permainan akan tamat.
puzzle-why-plan = Langkah ini belum menangkap apa-apa, tetapi menyediakan langkah seterusnya: dengan lubang lain, Utara boleh bermain lebih baik.
coach-lesson-heading = Pelajaran { $number } daripada { $lessons }: { $title } · peringkat { $step } daripada { $steps }
coach-rules = Peraturan: { $preset } · { $options }
coach-try = Cuba lubang { $pit }: lubang itu bercahaya.
lesson-sowing = Menabur
lesson-sowing-1-ask = Ketik lubang C. Keempat-empat bijinya diambil dan ditabur satu demi satu ke dalam lubang-lubang seterusnya.
lesson-sowing-1-wrong = Itu lubang { $pit }. Cari lubang { $right }: lubang itu bercahaya.
lesson-sowing-1-done = Setiap lubang selepas C mendapat satu biji: D, E, F dan a.
lesson-sowing-2-ask = Menabur berterusan ke dalam baris lawan kamu. Ketik lubang F.
lesson-sowing-2-wrong = Lubang { $right } yang betul: bijinya masuk ke dalam baris lawan kamu.
lesson-sowing-2-done = Keempat-empat biji F masuk ke a, b, c dan d: lubang-lubang lawan kamu.
lesson-laps = Pusingan
lesson-laps-1-ask = Lubang C ada 11 biji. Ketik C: biji-biji itu mengelilingi seluruh papan.
lesson-laps-1-wrong = Ketik lubang { $right }, yang ada 11 biji.
lesson-laps-1-done = 11 biji, satu dalam setiap 11 lubang yang lain: C kekal kosong.
lesson-laps-2-ask = Sekarang C ada 12 biji: lebih daripada satu pusingan. Ketik C dan perhatikan: C sendiri dilangkau.
lesson-laps-2-wrong = Ketik lubang { $right }, yang ada 12 biji.
lesson-laps-2-done = Biji ke-12 melompati C dan jatuh di D: lubang yang kamu kosongkan tidak pernah diisi.
lesson-capture = Menangkap
lesson-capture-1-ask = Jika biji terakhir kamu menjadikan 2 atau 3 dalam baris lawan kamu, kamu menangkapnya. Lubang a ada 1 biji. Ketik F.
lesson-capture-1-wrong = Lubang { $pit } tidak berakhir di a. F ada 1 biji: biji itu jatuh di a.
lesson-capture-1-done = a ada 2 biji: biji-biji itu masuk ke dalam lumbung kamu!
lesson-capture-2-ask = Sekarang a ada 2 biji. Lubang mana yang menjadikannya 3? Cari.
lesson-capture-2-wrong = Biji terakhir dari lubang { $pit } tidak jatuh di a. Kira bijinya: lubang { $right } boleh.
lesson-capture-2-done = 3 biji: ditangkap juga.
lesson-chain = Tangkapan berantai
lesson-chain-1-ask = Selepas menangkap, lihat lubang sebelumnya: jika ada 2 atau 3, biji itu ditangkap juga, dan seterusnya. Ketik E.
lesson-chain-1-wrong = Cuba lubang { $right }: keempat-empat bijinya berakhir di c.
lesson-chain-1-done = c, kemudian b, kemudian a: 7 biji dalam satu langkah!
lesson-krou = Krou
lesson-krou-1-ask = Lubang E ada 17 biji: itulah krou. Bijinya berpusing lebih daripada sekali. Ketik E.
lesson-krou-1-wrong = Ketik lubang { $right }, timbunan besar 17 biji itu.
lesson-krou-1-done = Pusingan kedua menjadikan 2 dan 3: 11 biji dalam 5 lubang, seperti contoh klasik dalam peraturan Awélé.
lesson-feeding = Memberi makan dan kelaparan
lesson-feeding-1-ask = Lawan kamu kehabisan biji. Kamu mesti memberinya biji: pilih lubang yang bijinya sampai ke barisnya.
lesson-feeding-1-wrong = Biji lubang { $pit } tidak sampai ke barisnya. Lubang { $right } sampai.
lesson-feeding-1-done = Lawan kamu ada biji semula: memberi makan membuat permainan terus berjalan.
lesson-feeding-2-ask = Lawan kamu tinggal satu biji sahaja. Mainkan biji itu untuk lawan kamu: ketik lubang f.
lesson-feeding-2-wrong = Ketik lubang { $right }, biji terakhir lawan kamu.
lesson-feeding-2-done = Sekarang lawan kamu kehabisan biji dan tiada lubang kamu yang boleh sampai ke barisnya: itulah kelaparan. Permainan tamat, dan setiap pemain mengambil biji di barisnya sendiri.
lesson-grand-slam = Grand slam
lesson-grand-slam-1-ask = Lubang F akan mengambil semua biji lawan kamu: itulah grand slam. Ketik F untuk melihat apa kata peraturan ini.
lesson-grand-slam-1-wrong = Ketik lubang { $right } untuk mencuba grand slam.
lesson-grand-slam-1-done = Di sini grand slam tidak menangkap apa-apa: biji-biji itu kekal di papan.
lesson-grand-slam-2-ask = Dengan peraturan Awélé, grand slam langsung tidak dibenarkan. Pilih lubang yang meninggalkan biji untuk lawan kamu.
lesson-grand-slam-2-wrong = Bukan lubang { $pit }: pilih lubang yang bercahaya.
lesson-grand-slam-2-done = Betul: lawan kamu masih ada bijinya, dan permainan diteruskan.
lesson-end = Bagaimana permainan tamat
lesson-end-1-ask = Kamu ada 23 biji dalam lumbung kamu. Lebih daripada 24 daripada 48 biji bermakna menang. Tangkap 2 biji untuk menang: ketik F.
lesson-end-1-wrong = Lubang { $pit } tidak menangkap apa-apa. Lubang { $right } berakhir di a dan menjadikan 2.
lesson-end-1-done = 25 biji: lebih daripada separuh. Kamu menang! Permainan tamat: setiap pemain mengambil biji yang masih tinggal di barisnya sendiri, dan lumbung kamu kini berisi { $store } biji. Permainan juga tamat kerana kelaparan, apabila sesuatu kedudukan berulang, atau apabila para pemain bersetuju.

## Semakan
review-heading = Semakan · langkah { $number } daripada { $moves }
review-thinking = Komputer sedang mengkaji permainan… { $done } daripada { $total }
review-graph = Siapa yang mendahului, langkah demi langkah: jalur yang terang ialah papan yang sedang dipaparkan.
review-ahead = { $you ->
    [yes] Kamu mendahului
   *[no] { $side } mendahului
  }
review-end = Tamat permainan. Tekan “Sebelumnya” untuk kembali, atau “Tamat semakan”.
review-played = { $you ->
    [yes] Di sini kamu memainkan { $pit }.
   *[no] Di sini { $side } memainkan { $pit }.
  }
review-best = { $you ->
    [yes] Di sini kamu memainkan { $pit }: langkah terbaik.
   *[no] Di sini { $side } memainkan { $pit }: langkah terbaik.
  }
review-good = { $you ->
    [yes] Di sini kamu memainkan { $pit }: langkah yang bagus.
   *[no] Di sini { $side } memainkan { $pit }: langkah yang bagus.
  }
review-gives = { $you ->
    [yes] Di sini kamu memainkan { $pit }. Langkah itu membolehkan { $other } menangkap { $seeds } biji: { $best } sebenarnya lebih baik.
   *[no] { $other-you ->
        [yes] Di sini { $side } memainkan { $pit }. Langkah itu membolehkan kamu menangkap { $seeds } biji: { $best } sebenarnya lebih baik.
       *[no] Di sini { $side } memainkan { $pit }. Langkah itu membolehkan { $other } menangkap { $seeds } biji: { $best } sebenarnya lebih baik.
    }
  }
review-captures = { $you ->
    [yes] Di sini kamu memainkan { $pit }. { $best } sebenarnya lebih baik: langkah itu boleh menangkap { $seeds } biji.
   *[no] Di sini { $side } memainkan { $pit }. { $best } sebenarnya lebih baik: langkah itu boleh menangkap { $seeds } biji.
  }
review-better = { $you ->
    [yes] Di sini kamu memainkan { $pit }. { $best } sebenarnya lebih baik, kira-kira { $seeds } biji lebih untung.
   *[no] Di sini { $side } memainkan { $pit }. { $best } sebenarnya lebih baik, kira-kira { $seeds } biji lebih untung.
  }
review-inaccuracy = Tersilap sedikit.
review-mistake = Satu kesilapan.
review-blunder = Kesilapan besar!

## Pujian
praise-1 = Syabas!
praise-2 = Hebat, kamu berjaya!
praise-3 = Bagus sekali!
praise-4 = Ya, betul!
cheer-you-win = Kamu menewaskan komputer: syabas!
cheer-you-lose = Cubaan yang bagus! Setiap permainan mengajar kamu sesuatu: main lagi?
cheer-draw = Seri: kamu berdua bermain dengan baik!
cheer-winner = { $you ->
    [yes] Syabas! Kamu berdua bermain dengan baik.
   *[no] Syabas, { $side }! Kamu berdua bermain dengan baik.
  }

## Two devices
button-two-devices = Dua peranti
online-title = Main pada dua peranti
button-make-room = Buat bilik
button-join-room = Masuk bilik
button-join = Main
button-watch = Tonton
button-erase = Padam
online-about = Satu peranti membuat bilik; peranti yang satu lagi mengetik tiga gambar yang sama.
online-server-none = Belum ada pelayan: mulakan awale-server pada komputer dalam rangkaian ini, kemudian taipkan alamatnya dalam ruangan di atas.
online-server = Pelayan: { $address }
online-connecting = Menyambung…
online-your-code = Bilik kamu. Pada peranti yang satu lagi, ketik tiga gambar ini:
online-waiting-other = Menunggu pemain yang satu lagi…
online-tap-code = Ketik tiga gambar bilik itu:
online-type-code = Atau taip perkataan atau nombornya:
online-refused = Pelayan menolak: { $why }
online-away = Peranti { $name } tidak bersambung: menunggu…
online-lost = Sambungan terputus: mencuba lagi…
online-back = Bersambung semula.
online-undo-asked = { $name } minta langkah terakhirnya dibatalkan: tekan “Buat asal” jika setuju.
online-undo-sent = Kamu telah bertanya kepada { $name } sama ada langkah terakhirmu boleh dibatalkan.
online-tap-dropped = Permainan diteruskan semasa kamu tiada: pilih sekali lagi.
online-watching = Menonton { $south } dan { $north }
label-server = Komputer kelas atau pelayan permainan
about-server = Alamatnya, seperti yang dipaparkan dalam tetingkapnya: contohnya 192.168.1.20:7878.
button-rejoin = Kembali ke permainan

# Who is playing, and the friend
player-friend = Kawan
title-hello = Helo, { $name }!
who-title = Siapa yang bermain?
who-animal = Ketik haiwanmu
who-name = Namamu (jika mahu)
who-change = Ubah
who-done = Siap
who-rename = Tukar nama
who-remove = Buang
who-sure = Ketik sekali lagi untuk membuang
who-add = Tambah kanak-kanak
friend-noticed-protected = Kamu melindungi lubang-lubangmu dengan baik!
friend-noticed-chain = Awas tangkapan berantai: cuba pelajaran { $number }!

# Apa yang dikatakan pembaca skrin tentang papan.
page-previous = Halaman sebelumnya
page-next = Halaman seterusnya
access-board = Papan
access-pit = Lubang { $pit }, { $you ->
    [yes] milikmu
   *[no] milik { $side }
  }
access-seeds = { $seeds ->
    [0] kosong
   *[other] { $seeds } biji
  }
access-playable = boleh dimainkan
access-store = { $you ->
    [yes] Lumbungmu
   *[no] Lumbung { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = Halaman guru
class-login-class = Kelas
class-login-password = Kata laluan
class-login-button = Log masuk
class-login-wrong = Kelas dan kata laluan ini tidak sepadan.
class-login-wait = Terlalu banyak cubaan: tunggu { $seconds } saat, kemudian cuba lagi.
class-make-heading = Buat kelas
class-make-explain = Komputer ini menyimpan kelas: nama kanak-kanak dan kemajuan mereka kekal di sini.
class-make-name = Nama kelas
class-make-password = Kata laluan guru (sekurang-kurangnya { $length } aksara)
class-make-again = Kata laluan sekali lagi
class-make-button = Buat kelas
class-make-local = Kelas dibuat pada komputer kelas, di alamat persediaan yang dipaparkan oleh awale-server semasa ia dimulakan (http://localhost:7878/class/make?setup=…), atau dengan arahan awale-server class new NAMA.
class-make-differ = Kedua-dua kata laluan tidak sama.
class-make-short = Kata laluan terlalu pendek.
class-make-taken = Sudah ada kelas dengan nama ini.
class-logout = Log keluar
class-code = Kod kelas, yang diminta sekali sahaja oleh setiap tablet:
class-children = Kanak-kanak
class-child-name = Nama
class-child-animal = Haiwan
class-child-add = Tambah
class-child-rename = Simpan
class-child-bad = Sila masukkan nama 1 hingga 24 huruf dan pilih haiwan.
class-child-remove = Buang bersama semua datanya
class-child-remove-ask = Buang { $name } dan semua yang telah dibuatnya, untuk selama-lamanya?
class-full = Kelas ini sudah penuh.
class-lessons = Pelajaran
class-puzzles = Teka-teki
class-games-friend = Menentang Kawan (komputer)
class-games-classmates = Menentang rakan sekelas
class-rating = Tahap Kawan (mula-mula 500)
class-last-seen = Kali terakhir dilihat
class-never = tidak pernah
class-stars = Bintang
class-missed = Teka-teki yang gagal diselesaikan baru-baru ini
class-cards = Cetak kad
class-export = Eksport (CSV)
class-csv-name = Nama
class-csv-animal = Haiwan
class-csv-puzzles-solved = Teka-teki diselesaikan
class-csv-puzzles-tried = Teka-teki dicuba
class-csv-friend-won = Menang menentang Kawan (komputer)
class-csv-friend-drawn = Seri menentang Kawan (komputer)
class-csv-friend-lost = Kalah menentang Kawan (komputer)
class-csv-classmates-won = Menang menentang rakan sekelas
class-csv-classmates-drawn = Seri menentang rakan sekelas
class-csv-classmates-lost = Kalah menentang rakan sekelas
class-secrets-on = Setiap kanak-kanak log masuk dengan rahsia gambarnya.
class-secrets-off = Setiap kanak-kanak log masuk dengan mengetik haiwannya.
class-secrets-turn-on = Minta rahsia gambar
class-secrets-turn-off = Tiada rahsia gambar
class-secret-new = Rahsia gambar baharu
class-secret = Rahsia gambar
class-now = Kelas sekarang
class-now-none = Tiada permainan yang sedang dimainkan.
class-card-scan = imbas untuk bermain
class-no-children = Belum ada kanak-kanak: sila tambah yang pertama di bawah.
class-back = Kembali ke kelas
class-wdl = { $won } menang, { $drawn } seri, { $lost } kalah
class-puzzle-level = Tahap { $level }: { $solved } daripada { $tried }
class-csrf = Borang ini sudah lapuk: sila buka halaman ini sekali lagi.
class-secret-tried = Rahsia gambar { $name } telah tersalah dicuba sebanyak { $count } kali.
class-secret-let-in = Benarkan { $name } masuk semula
class-cards-address = Kod QR membuka { $address }: alamat yang digunakan oleh tablet kelas.
class-cards-other = Tablet kelas menggunakan rangkaian lain? Sila cetak kad untuk:
class-cards-alone = Perhatian: kod QR ini membuka { $address }, alamat yang hanya boleh dicapai oleh komputer ini. Tablet yang mengimbasnya tidak akan menemui kelas. Sila mulakan pelayan untuk rangkaian kelas (awale-server --bind 0.0.0.0), buka halaman ini di alamat rangkaian yang dipaparkannya, kemudian cetak kad.
class-animal-taken = { $name } sudah mempunyai haiwan ini: sila pilih yang lain, supaya setiap kanak-kanak dapat menemui haiwannya sendiri dengan sekali pandang.
class-delete-heading = Padam kelas
class-delete-explain = Pada akhir tahun: kelas, kanak-kanaknya, kemajuan mereka dan permainannya dipadam daripada komputer ini untuk selama-lamanya. Sila eksport kelas dahulu untuk menyimpan kemajuannya.
class-delete-type = Taip nama kelas, { $name }, untuk memadamnya
class-delete-button = Padam kelas untuk selama-lamanya
class-delete-mistyped = Nama yang ditaip bukan nama kelas ini: tiada apa-apa yang dipadam.
class-unauthorized = Sila log masuk dahulu.
class-not-found = Kanak-kanak ini tiada dalam kelas ini.
class-store = Kelas tidak dapat dihubungi sekarang: sila cuba lagi sebentar lagi.
class-tournament = Kejohanan kelas
class-tournament-who = Siapa yang bermain? Kanak-kanak yang tabletnya hidup sudah ditanda.
class-tournament-games = Setiap meja bermain
class-tournament-one = satu permainan
class-tournament-three = terbaik daripada tiga permainan
class-tournament-rules = Peraturan
class-tournament-start = Mulakan kejohanan
class-tournament-round = Pusingan { $round } daripada { $rounds }
class-tournament-paused = dijeda
class-tournament-screen = Buka skrin kelas
class-tournament-pause = Jeda
class-tournament-go-on = Sambung
class-tournament-end-round = Tamatkan pusingan ini
class-tournament-end = Tamatkan kejohanan
class-tournament-end-ask = Tamatkan kejohanan sekarang? Permainan yang masih berjalan tamat seri, dan kedudukan menjadi muktamad.
class-tournament-table = Meja
class-tournament-games-played = Permainan
class-tournament-bye = berehat pada pusingan ini (dikira menang)
class-tournament-playing = sedang bermain…
class-tournament-drawn = seri
class-tournament-standings = Kedudukan
class-tournament-points = Mata
class-tournament-wdl = Menang – seri – kalah
class-tournament-tie-break = Jika seri (mata lawan)
class-tournament-present = Siapa yang hadir
class-tournament-here = hadir
class-tournament-away = tidak hadir
class-tournament-running = Kejohanan sedang berlangsung: sila tamatkan dahulu.
class-tournament-too-few = Sila tanda dua kanak-kanak atau lebih.
class-tournament-refused = Ini tidak boleh dilakukan sekarang.
class-screen-none = Belum ada kejohanan: sila mulakan satu di halaman guru.
class-screen-over = kejohanan sudah tamat
class-screen-games = Permainan yang sedang dimainkan
class-screen-watch = Tonton permainan ini
class-screen-results = Keputusan terkini
class-screen-no-game = Permainan ini bukan sebahagian daripada kejohanan.
class-vote = Kelas lawan komputer
class-vote-explain = Projektor menunjukkan satu papan; setiap kanak-kanak mengetik pada tabletnya lubang yang akan dimainkannya; lubang dengan undi terbanyak akan dimainkan.
class-vote-level = Tahap komputer
class-vote-countdown = Masa untuk mengundi
class-vote-seconds = { $seconds } saat
class-vote-first = Siapa yang mula
class-vote-first-class = kelas
class-vote-first-computer = komputer
class-vote-start = Mulakan permainan
class-vote-open = Buka papan pada projektor
class-vote-end = Tamatkan permainan
class-vote-running = Kelas sudah bermain lawan komputer: sila tamatkan permainan itu dahulu.
class-simul = Anda lawan beberapa kanak-kanak serentak
class-simul-who = Siapa yang bermain menentang guru? Setiap kanak-kanak bermain pada tabletnya; anda memainkan setiap papan dari halaman ini.
class-simul-start = Mulakan semua permainan
class-simul-open = Buka papan-papan saya
class-simul-end = Tamatkan semua permainan
class-simul-teacher = Guru
class-simul-running = Permainan serentak sedang berlangsung: sila tamatkan dahulu.
class-simul-waiting = Papan yang menunggu langkah anda: { $count } daripada { $boards }
class-simul-your-move = Giliran anda
class-simul-sow = Tabur dari lubang { $pit }
vote-class = Kelas
vote-computer = Komputer
vote-class-said = kelas
vote-computer-said = komputer
vote-your-turn = Giliran kelas: ketik lubang pilihan kamu semua! { $seconds } saat
vote-thinking = Komputer sedang berfikir…
vote-voted = { $count } daripada { $here } sudah mengundi
vote-tie = Undi sama banyak: antara lubang dengan undi terbanyak, komputer mencadangkan { $pit }.
vote-reply = Komputer menjawab dengan { $pit }.
vote-over-class = Kelas menang!
vote-over-computer = Kali ini komputer yang menang.
vote-over-draw = Seri!
vote-ended = Guru telah menamatkan permainan.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = Kelasku
class-tablet-which = Kelas yang mana?
class-tablet-tap-code = Ketik empat gambar kelasmu
class-tablet-who = Cari haiwanmu, kemudian ketik padanya
class-tablet-again = Kamu perlu log masuk semula: ketik haiwan kamu sekali lagi.
class-tablet-secret = Ketik tiga gambar rahsiamu
class-tablet-away = Komputer kelas tidak menjawab. Cuba lagi sebentar lagi.
class-tablet-no-class = Tiada kelas yang mempunyai gambar-gambar ini.
class-tablet-wrong-secret = Ini bukan gambarmu. Cuba lagi!
class-tablet-other = Kelas lain
class-tablet-waiting = Tunggu sebentar…
class-tablet-no-server = Taipkan dahulu alamat komputer kelas pada skrin “Dua peranti”.
tournament-title = Kejohanan · pusingan { $round }
tournament-table = Meja { $table }
tournament-play = Main
tournament-bye = Kamu berehat pada pusingan ini: dikira menang!
tournament-wait = Kamu bermain dengan baik! Tunggu pusingan seterusnya.
tournament-paused = Guru telah menjeda kejohanan.
tournament-over = Kejohanan sudah tamat. Kamu nombor { $place }!
tournament-away = Beritahu gurumu bahawa kamu sudah kembali.
vote-tap = Kelas lawan komputer: ketik lubang yang kamu mahu mainkan!
vote-you-chose = Kamu memilih { $pit }. Tunggu yang lain…
vote-praise = Kelas memainkan lubangmu!
vote-wait = Komputer sedang berfikir…
simul-play = Main menentang gurumu!

## Gambar-gambar (haiwan kanak-kanak dan kod bilik), seperti yang dikatakan oleh pembaca skrin.
picture-ant = Semut
picture-bee = Lebah
picture-cat = Kucing
picture-cow = Lembu
picture-dog = Anjing
picture-duck = Itik
picture-elephant = Gajah
picture-fish = Ikan
picture-fox = Rubah
picture-frog = Katak
picture-giraffe = Zirafah
picture-goat = Kambing
picture-hen = Ayam
picture-horse = Kuda
picture-lion = Singa
picture-monkey = Monyet
picture-owl = Burung hantu
picture-rabbit = Arnab
picture-snail = Siput
picture-turtle = Kura-kura
picture-zebra = Kuda belang
picture-apple = Epal
picture-banana = Pisang
picture-cherry = Ceri
picture-coconut = Kelapa
picture-grapes = Anggur
picture-lemon = Lemon
picture-mango = Mangga
picture-pear = Pir
picture-pineapple = Nanas

## Haiwan-haiwan lain yang boleh dimiliki oleh kanak-kanak sesebuah kelas, selain gambar-gambar di atas (src/net/animals.rs).
picture-mouse = Tikus
picture-bear = Beruang
picture-panda = Panda
picture-koala = Koala
picture-tiger = Harimau
picture-pig = Babi
picture-sheep = Biri-biri
picture-camel = Unta
picture-kangaroo = Kanggaru
picture-hedgehog = Landak
picture-bat = Kelawar
picture-penguin = Penguin
picture-parrot = Burung kakak tua
picture-flamingo = Flamingo
picture-crocodile = Buaya
picture-snake = Ular
picture-lizard = Cicak
picture-octopus = Sotong kurita
picture-crab = Ketam
picture-dolphin = Ikan lumba-lumba
picture-whale = Ikan paus
picture-shark = Ikan jerung
picture-butterfly = Rama-rama
picture-ladybird = Kumbang kura-kura
picture-spider = Labah-labah
picture-rhino = Badak sumbu
picture-hippo = Badak air
picture-gorilla = Gorila
picture-leopard = Harimau bintang
picture-deer = Rusa
picture-sloth = Kungkang
picture-otter = Memerang
picture-swan = Angsa
picture-peacock = Burung merak
picture-unicorn = Unikorn
picture-wolf = Serigala
picture-eagle = Helang
picture-dinosaur = Dinosaur
picture-caterpillar = Ulat
