# Indonesian. Every key here must also be in en.ftl (tests/i18n.rs checks).

## Sisi dan giliran
side-south = Selatan
side-north = Utara
your-turn = { $you ->
    [yes] Giliranmu! Pilih satu lubang.
   *[no] { $side }, giliranmu! Pilih satu lubang.
  }
plays-next = { $you ->
    [yes] Berikutnya giliranmu: tekan “{ $button }”.
   *[no] Berikutnya giliran { $side }: tekan “{ $button }”.
  }
thinking = { $you ->
    [yes] Kamu sedang berpikir…
   *[no] { $side } sedang berpikir…
  }
away = { $you ->
    [yes] Kamu tidak terhubung…
   *[no] { $side }: tidak terhubung…
  }
sowing = { $you ->
    [yes] Kamu sedang menabur…
   *[no] { $side } sedang menabur…
  }
waiting = { $you ->
    [yes] Kamu menunggu
   *[no] { $side } menunggu
  }
score = { $seeds } di lumbung
taken-back = { $moves } langkah terakhir dibatalkan.
game-not-saved = Belum disimpan
offer-stop = { $you ->
    [yes] Kamu ingin berhenti di sini. { $other }: tekan “{ $button }” kalau setuju.
   *[no] { $other-you ->
        [yes] { $side } ingin berhenti di sini. Tekan “{ $button }” kalau kamu setuju.
       *[no] { $side } ingin berhenti di sini. { $other }: tekan “{ $button }” kalau setuju.
    }
  }

## Petunjuk
hint-captures = Coba lubang { $pit }: langkah ini menangkap { $seeds } biji.
hint-protects = Coba lubang { $pit }: langkah ini menyelamatkan { $seeds } bijimu agar tidak ditangkap.
hint-feeds = Coba lubang { $pit }: lawanmu kehabisan biji, dan lubang ini memberinya biji.
hint-plain = Coba lubang { $pit }.

## Hasil sebuah langkah
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
grand-slam = Grand slam — tidak ada yang ditangkap.
cut-by-limit = Batas tangkapan hanya mengambil { $taken } dari { $chain } lubang.
nothing-over-limit = { $chain } lubang berturut-turut melebihi batas: tidak ada yang ditangkap.
must-feed = { $starving-you ->
    [yes] Kamu kehabisan biji: { $mover } harus memberimu biji.
   *[no] { $mover-you ->
        [yes] { $starving } kehabisan biji: kamu harus memberinya biji.
       *[no] { $starving } kehabisan biji: { $mover }, kamu harus memberinya biji.
    }
  }

## Mode belajar
explain-first = Biji terakhir membuat { $seeds } di { $pit }: ditangkap.
explain-next = Lalu { $pit } berisi { $seeds }: ditangkap.
explain-grand-slam = Mengambil semua { $seeds } biji lawan adalah grand slam, dan grand slam tidak menangkap apa pun.
explain-limit = Hanya { $taken } lubang yang boleh ditangkap dalam satu langkah: sisanya tetap di tempat.
explain-feeding = Aturan memberi makan: kalau lawanmu kehabisan biji, kamu harus memainkan lubang yang bijinya sampai ke barisnya.
explain-grand-slam-rule = Aturan grand slam: satu langkah tidak boleh mengambil semua biji di baris lawan.
preview = Lubang { $pit }: { $seeds } biji, yang terakhir jatuh di { $landing }.
preview-lap = Lubang { $pit }: { $seeds } biji, lebih dari satu putaran: biji-bijinya berkeliling dan melewati lubang { $pit }.
memory-hold = Tekan dan tahan salah satu lubangmu untuk menghitung isinya.
memory-count = Lubang { $pit } berisi { $seeds } biji.
memory-not-yours = Kamu hanya boleh menghitung lubangmu sendiri.

## Penolakan
illegal-game-over = Permainan sudah selesai.
illegal-not-yours = Lubang { $pit } milik lawanmu: pilih salah satu lubangmu sendiri.
illegal-empty = Lubang { $pit } kosong: pilih lubang yang ada bijinya.
illegal-must-feed = Lawanmu kehabisan biji: kamu harus memberinya biji. Biji dari lubang { $pit } tidak sampai ke barisnya.
illegal-grand-slam = Lubang { $pit } akan mengambil semua biji lawanmu, dan itu tidak boleh: pilih lubang lain.

## Akhir permainan
winner = { $you ->
    [yes] Kamu menang!
   *[no] { $side } menang!
  }
loser = { $you ->
    [yes] Mainmu bagus! Main sekali lagi?
   *[no] { $side } kalah.
  }
draw = Seri!
final-scores = { $south-name }: { $south }  —  { $north-name }: { $north }
end-famine = { $starving-you ->
    [yes] Kamu kehabisan biji dan tidak bisa diberi biji: { $taker } mengambil sisa biji.
   *[no] { $taker-you ->
        [yes] { $starving } kehabisan biji dan tidak bisa diberi biji: kamu mengambil sisa biji.
       *[no] { $starving } kehabisan biji dan tidak bisa diberi biji: { $taker } mengambil sisa biji.
    }
  }
end-majority = { $you ->
    [yes] Kamu punya lebih dari separuh biji.
   *[no] { $side } punya lebih dari separuh biji.
  }
end-majority-draw = Setiap pemain punya separuh biji.
end-few-seeds = Tinggal sedikit biji di papan.
end-repetition = Posisi yang sama muncul lagi: permainan bisa berlangsung selamanya.
end-no-capture = Sisa biji tidak bisa lagi menangkap apa pun.
end-agreement-own-side = Para pemain sepakat berhenti; masing-masing mengambil sisa biji di barisnya sendiri.
end-agreement-split = Para pemain sepakat berhenti dan membagi sisa biji sama rata.
share-question = Bagaimana kalian membagi sisa biji di papan?
share-own-side = Ambil baris sendiri
share-split = Bagi sama rata
share-rule = { $choice } (aturannya)
end-set-aside = Satu biji ganjil disisihkan.

## Pertandingan
match-title = Pertandingan { $games } babak
match-game-line = Babak { $number }: { $result }
match-game-draw = seri
match-game-won = { $you ->
    [yes] kamu menang
   *[no] { $side } menang
  }
match-score = Babak yang dimenangkan: { $south-name }: { $south }  —  { $north-name }: { $north }
match-winner = { $you ->
    [yes] Kamu memenangkan pertandingan!
   *[no] { $side } memenangkan pertandingan!
  }
match-draw = Pertandingan berakhir seri.
match-next = { $you ->
    [yes] Kamu memenangkan babak terakhir dan memulai babak berikutnya.
   *[no] { $side } memenangkan babak terakhir dan memulai babak berikutnya.
  }
match-next-after-draw = { $you ->
    [yes] Setelah seri, kamu memulai babak berikutnya.
   *[no] Setelah seri, { $side } memulai babak berikutnya.
  }

## Tombol
button-menu = Menu
button-undo = Urungkan
button-redo = Ulangi
button-hint = Petunjuk
hint-thinking = Mencari langkah yang bagus…
button-agree = Sepakat berhenti
button-withdraw = Terus main
button-accept = Ya, berhenti
button-export = Ekspor
button-moves = Langkah
button-pause = Jeda
button-resume = Lanjutkan
button-step = Maju
button-play-again = Main lagi
button-next-game = Babak berikutnya
button-continue-match = Skor pertandingan
button-continue = Lanjutkan permainan
button-new-game = Permainan baru
button-rules = Aturan
button-settings = Pengaturan
button-import = Impor permainan
button-quit = Keluar
button-back = Kembali
button-quick-play = Main!
button-play = Main
new-game-sure = Ketuk lagi
new-game-why = Permainan yang sedang kamu mainkan belum selesai: ketuk “Main” lagi untuk meninggalkannya dan memulai yang ini.
button-customise = Sesuaikan
button-save = Simpan
button-rename = Ganti nama
button-delete = Hapus
button-use = Pakai aturan ini

## Judul
title = Awalé
subtitle = Oware dari Pantai Gading · aturan: { $rules }

## Permainan baru
new-game-title = Permainan baru
label-mode = Pemain
mode-two-players = Dua pemain
mode-computer = Melawan komputer
mode-demo = Komputer melawan komputer
label-level = Tingkat komputer
label-computer-side = Sisi komputer
label-first = Yang mulai duluan
label-match = Babak
match-single = Satu permainan
match-best-of = Pertandingan { $games } babak
label-preset = Aturan
preset-abapa = Abapa (sampai habis)
preset-tournament = Abapa (selesai di 25 biji)
preset-awele = Awélé (sisa biji dibagi rata)
preset-egg-box = Kotak telur (untuk yang paling kecil)
player-person = Pemain
player-computer = Komputer (tingkat { $level })
player-you = Kamu
player-1 = Pemain 1
player-2 = Pemain 2
name-for-south = Selatan: baris bawah
name-for-north = Utara: baris atas
label-names = Nama

## Sesuaikan
customise-title = Sesuaikan aturan
label-name = Nama (ketik)
custom-name = Aturanku
saved-preset = “{ $name }” sudah disimpan.
renamed-preset = Nama diganti menjadi “{ $name }”.
deleted-preset = “{ $name }” sudah dihapus.
not-saved = “{ $name }” belum disimpan: simpan dulu.
name-empty = Ketik nama dulu.
name-taken = “{ $name }” adalah aturan bawaan: pilih nama lain.
option-seeds_per_pit = Biji per lubang
option-capture_counts = Jumlah yang ditangkap
option-capture_limit = Batas lubang ditangkap
option-capture_overflow = Rantai lebih panjang menangkap
option-grand_slam = Grand slam
option-end_majority = Berhenti saat lebih dari separuh
option-end_seeds_left = Berhenti saat biji tinggal sedikit
option-end_on_repetition = Berhenti saat posisi berulang
option-end_no_capture = Berhenti saat tak bisa menangkap lagi
option-leftover = Sisa biji di akhir
about-seeds_per_pit = Biji di setiap lubang saat mulai, 1 sampai 8.
about-capture_counts = Biji terakhir membuat 2 atau 3 (atau hanya 2) di lubang lawan: ditangkap.
about-capture_limit = Berapa lubang yang bisa ditangkap dalam satu langkah, 1 sampai 6 (6: tanpa batas).
about-capture_overflow = Kalau rantainya lebih panjang dari batas: yang terakhir, atau tidak ada.
about-grand_slam = Langkah yang mengambil semua biji lawan: tidak menangkap apa pun, atau tidak boleh.
about-end_majority = Permainan berhenti kalau seorang pemain punya lebih dari separuh biji.
about-end_seeds_left = Permainan berhenti kalau sisa biji sebanyak ini atau kurang, 0 (mati) sampai 12.
about-end_on_repetition = Permainan berhenti kalau suatu posisi muncul lagi, jadi tidak pernah berlangsung selamanya.
about-end_no_capture = Permainan berhenti kalau tidak ada lagi rangkaian langkah yang bisa menangkap, dan sisa biji dibagikan.
about-leftover = Siapa yang mengambil biji yang masih di papan saat permainan berhenti.
value-2-3 = 2 atau 3
value-2 = hanya 2
value-no-limit = tanpa batas
value-last = yang terakhir
value-none = tidak ada
value-no-capture = tidak menangkap
value-forbidden = tidak boleh
value-true = ya
value-false = tidak
value-off = mati
value-split = dibagi rata
value-own-side = masing-masing barisnya

## Pengaturan
settings-title = Pengaturan
language-en = English
language-fr = Français
label-language = Bahasa
label-volume = Volume
volume-soft = Pelan
volume-medium = Sedang
volume-loud = Keras
label-read-aloud = Bacakan
label-sound = Suara
label-speed = Kecepatan animasi
label-counts = Jumlah biji
label-north = Posisi duduk dua pemain
label-teaching = Mode belajar
label-calm = Kurangi gerakan
label-bigger = Tombol dan teks lebih besar
value-on = nyala
speed-slow = lambat
speed-normal = normal
speed-fast = cepat
counts-shown = ditampilkan
counts-hidden = disembunyikan (ingatan)
seating-auto = berhadapan di layar tegak
seating-side-by-side = bersebelahan
seating-face-to-face = berhadapan

## Layar aturan
rules-title = Cara bermain
rules-sowing = Menabur: ambil semua biji dari salah satu lubangmu, lalu jatuhkan satu per satu ke lubang-lubang berikutnya, berputar ke kanan (A → F, lalu a → f).
rules-laps = Putaran: dengan 12 biji atau lebih, kamu berkeliling seluruh papan; lubang yang kamu kosongkan dilewati.
rules-capture = Menangkap: kalau biji terakhirmu membuat { $counts } di lubang lawan, kamu mengambil biji-biji itu, juga lubang sebelumnya kalau isinya { $counts } juga, dan seterusnya (paling banyak { $limit } lubang).
rules-feeding = Memberi makan: kalau lawanmu kehabisan biji, kamu harus memainkan lubang yang memberinya biji.
rules-famine = Kelaparan: kalau kamu tidak bisa memberinya biji, permainan berakhir dan kamu mengambil sisa biji.
rules-grand-slam = Grand slam: langkah yang akan mengambil semua biji di baris lawan { $grand-slam ->
    [forbidden] tidak boleh, kecuali itu satu-satunya langkah; kalau begitu, langkah itu tidak menangkap apa pun
   *[other] tidak menangkap apa pun
  }.
rules-end = Akhir: pemain dengan biji terbanyak di lumbungnya menang.{ $majority ->
    [true] { " " }Permainan juga berhenti kalau seorang pemain punya lebih dari separuh biji.
   *[other] {""}
  }{ $repetition ->
    [true] { " " }Permainan juga berhenti kalau suatu posisi muncul lagi.
   *[other] {""}
  }{ $no-capture ->
    [true] { " " }Permainan berhenti kalau sisa biji tidak bisa lagi menangkap apa pun.
   *[other] {""}
  }
rules-in-force = Aturan yang berlaku: { $name }
rules-board = Lubang Selatan: A B C D E F. Lubang Utara: a b c d e f.

## Berkas
file-problem = { $file } { $why }. Pengaturan bawaan dipakai; berkas itu disimpan sebagai { $kept }.
why-unreadable = tidak bisa dibaca
why-corrupt = rusak
why-newer = ditulis oleh versi Awalé yang lebih baru
save-failed = Tidak bisa menyimpan { $file }: { $error }
another-window = Awalé sudah terbuka di jendela lain: permainan di jendela ini tidak disimpan.
no-folder = sistem ini tidak punya folder konfigurasi untuk menyimpan
exported = Permainan disimpan di folder catatan sebagai { $path } dan, untuk Aualé, { $ogn }.
import-title = Impor permainan
import-help = Catatan permainan (.txt, dan .ogn dari Aualé) di folder ini:
import-none = Belum ada catatan. Ekspor sebuah permainan, atau taruh catatan .txt atau berkas .ogn dari Aualé di folder itu.
import-open-file = Buka berkas…
import-failed = { $file } tidak bisa diimpor: { $error }
import-move = langkah { $number } ({ $pit }) tidak bisa dimainkan: { $reason }
import-capture = langkah { $number } ({ $pit }) menangkap { $actual }, tetapi catatannya menulis { $recorded }
imported = { $file } sudah diimpor.
import-left-out = { $file }: alur utama disimpan; { $comments } komentar dan { $variations } variasi tidak diambil.
moves-title = Langkah
moves-none = Belum ada langkah.

## Belajar: pelajaran dan teka-teki
button-learn = Belajar
button-next = Lanjut
button-previous = Sebelumnya
button-leave = Keluar
button-end-review = Akhiri tinjauan
button-review = Tinjau
learn-title = Belajar
learn-lessons = Pelajaran di papan
learn-puzzles = Temukan langkahnya
learn-puzzles-about = Ada satu langkah yang jelas paling bagus. Bisakah kamu menemukannya?
puzzle-easy = Mudah
puzzle-medium = Sedang
puzzle-hard = Sulit
puzzle-heading = Temukan langkahnya · { $difficulty } · ditemukan: { $solved }
puzzle-ask = Giliranmu. Di sini ada satu langkah yang jelas paling bagus: temukan!
puzzle-wrong = Lubang { $pit } bukan langkah terbaik di sini. Lihat lubang yang bersinar, lalu pikirkan kenapa.
puzzle-try-again = Lubang { $pit } bukan langkah terbaik di sini. Coba lagi!
puzzle-try-again-captures = Lubang { $pit } bukan langkah terbaik di sini: setelah itu { $other } menangkap { $seeds } biji. Coba lagi!
puzzle-try-again-more = { $seeds ->
    [0] Lubang { $pit } bukan langkah terbaik di sini: langkah ini tidak menangkap apa pun, padahal lubang lain bisa menangkap. Coba lagi!
   *[other] Lubang { $pit } bukan langkah terbaik di sini: langkah ini menangkap { $seeds } biji, tetapi lubang lain menangkap lebih banyak. Coba lagi!
  }
puzzle-try-again-reply = Lubang { $pit } bukan langkah terbaik di sini: setelah itu { $other } membalas dengan { $reply } dan jadi unggul. Coba lagi!
puzzle-solved = Betul sekali!
puzzle-why-save = Langkah ini menyelamatkan { $seeds } bijimu agar tidak ditangkap.
puzzle-why-feed = Langkah ini memberi biji kepada Utara: tanpa biji itu, permainan akan berakhir.
puzzle-why-plan = Langkah ini belum menangkap apa pun, tetapi menyiapkan langkah berikutnya: dengan lubang lain mana pun, Utara bisa bermain lebih baik.
coach-lesson-heading = Pelajaran { $number } dari { $lessons }: { $title } · tahap { $step } dari { $steps }
coach-rules = Aturan: { $preset } · { $options }
coach-try = Coba lubang { $pit }: lubang itu bersinar.
lesson-sowing = Menabur
lesson-sowing-1-ask = Ketuk lubang C. Keempat bijinya diambil dan ditabur satu per satu ke lubang-lubang berikutnya.
lesson-sowing-1-wrong = Itu lubang { $pit }. Cari lubang { $right }: lubang itu bersinar.
lesson-sowing-1-done = Setiap lubang setelah C mendapat satu biji: D, E, F, dan a.
lesson-sowing-2-ask = Menabur berlanjut ke baris lawanmu. Ketuk lubang F.
lesson-sowing-2-wrong = Lubang { $right } yang benar: bijinya masuk ke baris lawanmu.
lesson-sowing-2-done = Keempat biji F masuk ke a, b, c, dan d: lubang-lubang lawanmu.
lesson-laps = Putaran
lesson-laps-1-ask = Lubang C berisi 11 biji. Ketuk C: biji-bijinya berkeliling seluruh papan.
lesson-laps-1-wrong = Ketuk lubang { $right }, yang berisi 11 biji.
lesson-laps-1-done = 11 biji, satu di setiap 11 lubang lainnya: C tetap kosong.
lesson-laps-2-ask = Sekarang C berisi 12 biji: lebih dari satu putaran. Ketuk C dan perhatikan: C sendiri dilewati.
lesson-laps-2-wrong = Ketuk lubang { $right }, yang berisi 12 biji.
lesson-laps-2-done = Biji ke-12 melompati C dan jatuh di D: lubang yang kamu kosongkan tidak pernah diisi.
lesson-capture = Menangkap
lesson-capture-1-ask = Kalau biji terakhirmu membuat 2 atau 3 di baris lawanmu, kamu menangkapnya. Lubang a berisi 1 biji. Ketuk F.
lesson-capture-1-wrong = Lubang { $pit } tidak berakhir di a. F berisi 1 biji: biji itu jatuh di a.
lesson-capture-1-done = a berisi 2 biji: biji-biji itu masuk ke lumbungmu!
lesson-capture-2-ask = Sekarang a berisi 2 biji. Lubang mana yang membuatnya jadi 3? Temukan.
lesson-capture-2-wrong = Biji terakhir dari lubang { $pit } tidak jatuh di a. Hitung bijinya: lubang { $right } bisa.
lesson-capture-2-done = 3 biji: ditangkap juga.
lesson-chain = Tangkapan berantai
lesson-chain-1-ask = Setelah menangkap, lihat lubang sebelumnya: kalau isinya 2 atau 3, ikut ditangkap, dan seterusnya. Ketuk E.
lesson-chain-1-wrong = Coba lubang { $right }: keempat bijinya berakhir di c.
lesson-chain-1-done = c, lalu b, lalu a: 7 biji dalam satu langkah!
lesson-krou = Krou
lesson-krou-1-ask = Lubang E berisi 17 biji: itu namanya krou. Bijinya berkeliling lebih dari sekali. Ketuk E.
lesson-krou-1-wrong = Ketuk lubang { $right }, tumpukan besar berisi 17.
lesson-krou-1-done = Putaran kedua membuat 2 dan 3: 11 biji di 5 lubang, seperti contoh klasik dalam aturan Awélé.
lesson-feeding = Memberi makan dan kelaparan
lesson-feeding-1-ask = Lawanmu kehabisan biji. Kamu harus memberinya biji: pilih lubang yang bijinya sampai ke barisnya.
lesson-feeding-1-wrong = Biji lubang { $pit } tidak sampai ke barisnya. Lubang { $right } sampai.
lesson-feeding-1-done = Lawanmu punya biji lagi: memberi makan membuat permainan terus berjalan.
lesson-feeding-2-ask = Lawanmu tinggal punya satu biji. Mainkan biji itu untuk lawanmu: ketuk lubang f.
lesson-feeding-2-wrong = Ketuk lubang { $right }, biji terakhir lawanmu.
lesson-feeding-2-done = Sekarang lawanmu kehabisan biji dan tidak ada lubangmu yang bisa sampai ke barisnya: itulah kelaparan. Permainan berakhir, dan setiap pemain mengambil biji di barisnya sendiri.
lesson-grand-slam = Grand slam
lesson-grand-slam-1-ask = Lubang F akan mengambil semua biji lawanmu: itulah grand slam. Ketuk F untuk melihat apa kata aturan ini.
lesson-grand-slam-1-wrong = Ketuk lubang { $right } untuk mencoba grand slam.
lesson-grand-slam-1-done = Di sini grand slam tidak menangkap apa pun: biji-bijinya tetap di papan.
lesson-grand-slam-2-ask = Dengan aturan Awélé, grand slam sama sekali tidak boleh. Pilih lubang yang menyisakan biji untuk lawanmu.
lesson-grand-slam-2-wrong = Bukan lubang { $pit }: pilih lubang yang bersinar.
lesson-grand-slam-2-done = Betul: lawanmu tetap punya bijinya, dan permainan berlanjut.
lesson-end = Cara permainan berakhir
lesson-end-1-ask = Kamu punya 23 biji di lumbungmu. Lebih dari 24 dari 48 biji berarti menang. Tangkap 2 biji untuk menang: ketuk F.
lesson-end-1-wrong = Lubang { $pit } tidak menangkap apa pun. Lubang { $right } berakhir di a dan membuat 2.
lesson-end-1-done = 25 biji: lebih dari separuh. Kamu menang! Permainan selesai: setiap pemain mengambil biji yang tersisa di barisnya sendiri, dan lumbungmu sekarang berisi { $store } biji. Permainan juga bisa berakhir karena kelaparan, kalau suatu posisi muncul lagi, atau kalau para pemain sepakat.

## Tinjauan
review-heading = Tinjauan · langkah { $number } dari { $moves }
review-thinking = Komputer sedang mempelajari permainan… { $done } dari { $total }
review-graph = Siapa yang unggul, langkah demi langkah: batang yang terang adalah papan yang sedang ditampilkan.
review-ahead = { $you ->
    [yes] Kamu unggul
   *[no] { $side } unggul
  }
review-end = Akhir permainan. Tekan “Sebelumnya” untuk kembali, atau “Akhiri tinjauan”.
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
    [yes] Di sini kamu memainkan { $pit }. Langkah itu membuat { $other } bisa menangkap { $seeds } biji: { $best } sebenarnya lebih baik.
   *[no] { $other-you ->
        [yes] Di sini { $side } memainkan { $pit }. Langkah itu membuat kamu bisa menangkap { $seeds } biji: { $best } sebenarnya lebih baik.
       *[no] Di sini { $side } memainkan { $pit }. Langkah itu membuat { $other } bisa menangkap { $seeds } biji: { $best } sebenarnya lebih baik.
    }
  }
review-captures = { $you ->
    [yes] Di sini kamu memainkan { $pit }. { $best } sebenarnya lebih baik: langkah itu bisa menangkap { $seeds } biji.
   *[no] Di sini { $side } memainkan { $pit }. { $best } sebenarnya lebih baik: langkah itu bisa menangkap { $seeds } biji.
  }
review-better = { $you ->
    [yes] Di sini kamu memainkan { $pit }. { $best } sebenarnya lebih baik, kira-kira { $seeds } biji lebih untung.
   *[no] Di sini { $side } memainkan { $pit }. { $best } sebenarnya lebih baik, kira-kira { $seeds } biji lebih untung.
  }
review-inaccuracy = Sedikit meleset.
review-mistake = Sebuah kesalahan.
review-blunder = Kesalahan besar!

## Pujian
praise-1 = Bagus sekali!
praise-2 = Keren, kamu berhasil!
praise-3 = Hebat!
praise-4 = Ya, betul begitu!
cheer-you-win = Kamu mengalahkan komputer: hebat sekali!
cheer-you-lose = Usaha yang bagus! Setiap permainan mengajarimu sesuatu: main lagi?
cheer-draw = Seri: kalian berdua bermain dengan bagus!
cheer-winner = { $you ->
    [yes] Hebat! Kalian berdua bermain dengan bagus.
   *[no] Hebat, { $side }! Kalian berdua bermain dengan bagus.
  }

## Two devices
button-two-devices = Dua perangkat
online-title = Main di dua perangkat
button-make-room = Buat ruang
button-join-room = Masuk ruang
button-join = Main
button-watch = Tonton
button-erase = Hapus
online-about = Satu perangkat membuat ruang; perangkat yang lain mengetuk tiga gambar yang sama.
online-server-none = Belum ada server: jalankan awale-server di komputer dalam jaringan ini, lalu ketik alamatnya di kolom di atas.
online-server = Server: { $address }
online-connecting = Menghubungkan…
online-your-code = Ruangmu. Di perangkat yang lain, ketuk tiga gambar ini:
online-waiting-other = Menunggu pemain yang lain…
online-tap-code = Ketuk tiga gambar ruangnya:
online-type-code = Atau ketik kata atau angkanya:
online-refused = Server menolak: { $why }
online-away = Perangkat { $name } tidak terhubung: menunggu…
online-lost = Koneksi terputus: mencoba lagi…
online-back = Terhubung lagi.
online-undo-asked = { $name } minta langkah terakhirnya dibatalkan: tekan “Urungkan” kalau setuju.
online-undo-sent = Kamu sudah bertanya ke { $name } apakah langkah terakhirmu boleh dibatalkan.
online-tap-dropped = Permainan berlanjut saat kamu pergi: pilih lagi.
online-watching = Menonton { $south } dan { $north }
label-server = Komputer kelas atau server permainan
about-server = Alamatnya, seperti yang tampil di jendelanya: misalnya 192.168.1.20:7878.
button-rejoin = Kembali ke permainan

# Who is playing, and the friend
player-friend = Teman
title-hello = Halo, { $name }!
who-title = Siapa yang bermain?
who-animal = Ketuk hewanmu
who-name = Namamu (kalau mau)
who-change = Ubah
who-done = Selesai
who-rename = Ganti nama
who-remove = Hapus
who-sure = Ketuk lagi untuk menghapus
who-add = Tambah anak
friend-noticed-protected = Kamu melindungi lubang-lubangmu dengan baik!
friend-noticed-chain = Awas tangkapan berantai: coba pelajaran { $number }!

# Yang dikatakan pembaca layar tentang papan.
page-previous = Halaman sebelumnya
page-next = Halaman berikutnya
access-board = Papan
access-pit = Lubang { $pit }, { $you ->
    [yes] milikmu
   *[no] milik { $side }
  }
access-seeds = { $seeds ->
    [0] kosong
   *[other] { $seeds } biji
  }
access-playable = bisa dimainkan
access-store = { $you ->
    [yes] Lumbungmu
   *[no] Lumbung { $side }
  }

## The teacher's page (awale-server at /class)
class-login-heading = Halaman guru
class-login-class = Kelas
class-login-password = Kata sandi
class-login-button = Masuk
class-login-wrong = Kelas dan kata sandi ini tidak cocok.
class-login-wait = Terlalu banyak percobaan: tunggu { $seconds } detik, lalu coba lagi.
class-make-heading = Buat kelas
class-make-explain = Komputer ini menyimpan kelas: nama depan anak-anak dan kemajuan mereka tetap tersimpan di sini.
class-make-name = Nama kelas
class-make-password = Kata sandi guru (minimal { $length } karakter)
class-make-again = Ulangi kata sandi
class-make-button = Buat kelas
class-make-local = Kelas dibuat di komputer kelas, di alamat penyiapan yang ditampilkan awale-server saat mulai berjalan (http://localhost:7878/class/make?setup=…), atau dengan perintah awale-server class new NAMA.
class-make-differ = Kedua kata sandi berbeda.
class-make-short = Kata sandi terlalu pendek.
class-make-taken = Sudah ada kelas dengan nama ini.
class-logout = Keluar
class-code = Kode kelas, yang diminta satu kali oleh setiap tablet:
class-children = Anak-anak
class-child-name = Nama depan
class-child-animal = Hewan
class-child-add = Tambah
class-child-rename = Simpan
class-child-bad = Mohon isi nama depan (1 sampai 24 huruf) dan pilih hewan.
class-child-remove = Hapus beserta semua datanya
class-child-remove-ask = Hapus { $name } dan semua yang sudah dikerjakannya untuk selamanya?
class-full = Kelas ini sudah penuh.
class-lessons = Pelajaran
class-puzzles = Teka-teki
class-games-friend = Melawan Teman (komputer)
class-games-classmates = Melawan teman sekelas
class-rating = Tingkat Teman (awalnya 500)
class-last-seen = Terakhir terlihat
class-never = belum pernah
class-stars = Bintang
class-missed = Teka-teki yang baru-baru ini gagal
class-cards = Cetak kartu
class-export = Ekspor (CSV)
class-csv-name = Nama depan
class-csv-animal = Hewan
class-csv-puzzles-solved = Teka-teki terpecahkan
class-csv-puzzles-tried = Teka-teki dicoba
class-csv-friend-won = Menang melawan Teman (komputer)
class-csv-friend-drawn = Seri melawan Teman (komputer)
class-csv-friend-lost = Kalah melawan Teman (komputer)
class-csv-classmates-won = Menang melawan teman sekelas
class-csv-classmates-drawn = Seri melawan teman sekelas
class-csv-classmates-lost = Kalah melawan teman sekelas
class-secrets-on = Setiap anak masuk dengan rahasia gambarnya.
class-secrets-off = Setiap anak masuk dengan mengetuk hewannya.
class-secrets-turn-on = Minta rahasia gambar
class-secrets-turn-off = Tanpa rahasia gambar
class-secret-new = Rahasia gambar baru
class-secret = Rahasia gambar
class-now = Kelas saat ini
class-now-none = Tidak ada permainan yang sedang berlangsung.
class-card-scan = pindai untuk bermain
class-no-children = Belum ada anak: silakan tambahkan yang pertama di bawah ini.
class-back = Kembali ke kelas
class-wdl = { $won } menang, { $drawn } seri, { $lost } kalah
class-puzzle-level = Tingkat { $level }: { $solved } dari { $tried }
class-csrf = Formulir ini sudah kedaluwarsa: silakan buka halamannya lagi.
class-secret-tried = Rahasia gambar { $name } sudah { $count } kali salah dicoba.
class-secret-let-in = Izinkan { $name } masuk lagi
class-cards-address = Kode QR membuka { $address }: alamat yang dipakai tablet kelas.
class-cards-other = Tablet kelas memakai jaringan lain? Silakan cetak kartu untuk:
class-cards-alone = Perhatian: kode QR ini membuka { $address }, alamat yang hanya bisa dijangkau oleh komputer ini. Tablet yang memindainya tidak akan menemukan kelas. Silakan jalankan server untuk jaringan kelas (awale-server --bind 0.0.0.0), buka halaman ini di alamat jaringan yang ditampilkannya, lalu cetak kartunya.
class-animal-taken = { $name } sudah memakai hewan ini: silakan pilih yang lain, agar setiap anak dapat menemukan hewannya sendiri dengan sekali lihat.
class-delete-heading = Hapus kelas
class-delete-explain = Di akhir tahun ajaran: kelas, anak-anaknya, kemajuan mereka, dan permainannya dihapus dari komputer ini untuk selamanya. Ekspor kelas terlebih dahulu untuk menyimpan kemajuannya.
class-delete-type = Ketik nama kelas, { $name }, untuk menghapusnya
class-delete-button = Hapus kelas untuk selamanya
class-delete-mistyped = Nama yang diketik bukan nama kelas ini: tidak ada yang dihapus.
class-unauthorized = Silakan masuk terlebih dahulu.
class-not-found = Anak ini tidak ada di kelas ini.
class-store = Kelas tidak dapat dihubungi sekarang: silakan coba lagi sebentar lagi.
class-tournament = Turnamen kelas
class-tournament-who = Siapa yang bermain? Anak-anak yang tabletnya menyala sudah dicentang.
class-tournament-games = Setiap meja memainkan
class-tournament-one = satu permainan
class-tournament-three = terbaik dari tiga babak
class-tournament-rules = Aturan
class-tournament-start = Mulai turnamen
class-tournament-round = Putaran { $round } dari { $rounds }
class-tournament-paused = dijeda
class-tournament-screen = Buka layar kelas
class-tournament-pause = Jeda
class-tournament-go-on = Lanjutkan
class-tournament-end-round = Akhiri putaran ini
class-tournament-end = Akhiri turnamen
class-tournament-end-ask = Akhiri turnamen sekarang? Permainan yang masih berjalan berakhir seri, dan klasemen menjadi final.
class-tournament-table = Meja
class-tournament-games-played = Babak
class-tournament-bye = istirahat di putaran ini (dihitung menang)
class-tournament-playing = sedang bermain…
class-tournament-drawn = seri
class-tournament-standings = Klasemen
class-tournament-points = Poin
class-tournament-wdl = Menang – seri – kalah
class-tournament-tie-break = Jika seri (poin lawan)
class-tournament-present = Siapa yang hadir
class-tournament-here = hadir
class-tournament-away = tidak hadir
class-tournament-running = Turnamen sedang berlangsung: silakan akhiri dulu.
class-tournament-too-few = Silakan centang dua anak atau lebih.
class-tournament-refused = Ini tidak bisa dilakukan sekarang.
class-screen-none = Belum ada turnamen: silakan mulai dari halaman guru.
class-screen-over = turnamen sudah selesai
class-screen-games = Permainan yang sedang berlangsung
class-screen-watch = Tonton permainan ini
class-screen-results = Hasil terakhir
class-screen-no-game = Permainan ini bukan bagian dari turnamen.
class-vote = Kelas melawan komputer
class-vote-explain = Proyektor menampilkan satu papan; setiap anak mengetuk di tabletnya lubang yang akan ia mainkan; lubang dengan suara terbanyak yang dimainkan.
class-vote-level = Tingkat komputer
class-vote-countdown = Waktu untuk memilih
class-vote-seconds = { $seconds } detik
class-vote-first = Siapa yang mulai
class-vote-first-class = kelas
class-vote-first-computer = komputer
class-vote-start = Mulai permainan
class-vote-open = Buka papan di proyektor
class-vote-end = Akhiri permainan
class-vote-running = Kelas sudah bermain melawan komputer: silakan akhiri dulu permainan itu.
class-simul = Anda melawan beberapa anak sekaligus
class-simul-who = Siapa yang bermain melawan guru? Setiap anak bermain di tabletnya; Anda memainkan setiap papan dari halaman ini.
class-simul-start = Mulai semua permainan
class-simul-open = Buka papan-papan saya
class-simul-end = Akhiri semua permainan
class-simul-teacher = Guru
class-simul-running = Permainan simultan sedang berlangsung: silakan akhiri dulu.
class-simul-waiting = Papan yang menunggu langkah Anda: { $count } dari { $boards }
class-simul-your-move = Giliran Anda
class-simul-sow = Tabur dari lubang { $pit }
vote-class = Kelas
vote-computer = Komputer
vote-class-said = kelas
vote-computer-said = komputer
vote-your-turn = Giliran kelas: ketuk lubang pilihan kalian! { $seconds } detik
vote-thinking = Komputer sedang berpikir…
vote-voted = { $count } dari { $here } sudah memilih
vote-tie = Suara sama banyak: dari lubang-lubang dengan suara terbanyak, komputer menyarankan { $pit }.
vote-reply = Komputer menjawab dengan { $pit }.
vote-over-class = Kelas menang!
vote-over-computer = Kali ini komputer yang menang.
vote-over-draw = Seri!
vote-ended = Guru telah mengakhiri permainan.

## A tablet of a class: the class's code tapped, the child's animal, his picture secret.
who-class = Kelasku
class-tablet-which = Kelas yang mana?
class-tablet-tap-code = Ketuk empat gambar kelasmu
class-tablet-who = Cari hewanmu, lalu ketuk
class-tablet-again = Kamu perlu masuk lagi: ketuk lagi hewanmu.
class-tablet-secret = Ketuk tiga gambar rahasiamu
class-tablet-away = Komputer kelas tidak menjawab. Coba lagi sebentar lagi.
class-tablet-no-class = Tidak ada kelas dengan gambar-gambar ini.
class-tablet-wrong-secret = Ini bukan gambarmu. Coba lagi!
class-tablet-other = Kelas lain
class-tablet-waiting = Tunggu sebentar…
class-tablet-no-server = Ketik dulu alamat komputer kelas di layar “Dua perangkat”.
tournament-title = Turnamen · putaran { $round }
tournament-table = Meja { $table }
tournament-play = Main
tournament-bye = Kamu istirahat di putaran ini: dihitung menang!
tournament-wait = Kamu bermain dengan bagus! Tunggu putaran berikutnya.
tournament-paused = Guru menjeda turnamen.
tournament-over = Turnamen sudah selesai. Kamu nomor { $place }!
tournament-away = Beri tahu gurumu bahwa kamu sudah kembali.
vote-tap = Kelas melawan komputer: ketuk lubang yang ingin kamu mainkan!
vote-you-chose = Kamu memilih { $pit }. Tunggu yang lain…
vote-praise = Kelas memainkan lubangmu!
vote-wait = Komputer sedang berpikir…
simul-play = Main melawan gurumu!

## Gambar-gambar (hewan anak-anak dan kode ruang), seperti yang dikatakan pembaca layar.
picture-ant = Semut
picture-bee = Lebah
picture-cat = Kucing
picture-cow = Sapi
picture-dog = Anjing
picture-duck = Bebek
picture-elephant = Gajah
picture-fish = Ikan
picture-fox = Rubah
picture-frog = Katak
picture-giraffe = Jerapah
picture-goat = Kambing
picture-hen = Ayam
picture-horse = Kuda
picture-lion = Singa
picture-monkey = Monyet
picture-owl = Burung hantu
picture-rabbit = Kelinci
picture-snail = Siput
picture-turtle = Kura-kura
picture-zebra = Zebra
picture-apple = Apel
picture-banana = Pisang
picture-cherry = Ceri
picture-coconut = Kelapa
picture-grapes = Anggur
picture-lemon = Lemon
picture-mango = Mangga
picture-pear = Pir
picture-pineapple = Nanas

## Hewan-hewan lain yang bisa dimiliki anak-anak sebuah kelas, selain gambar-gambar di atas (src/net/animals.rs).
picture-mouse = Tikus
picture-bear = Beruang
picture-panda = Panda
picture-koala = Koala
picture-tiger = Harimau
picture-pig = Babi
picture-sheep = Domba
picture-camel = Unta
picture-kangaroo = Kanguru
picture-hedgehog = Landak
picture-bat = Kelelawar
picture-penguin = Penguin
picture-parrot = Burung beo
picture-flamingo = Flamingo
picture-crocodile = Buaya
picture-snake = Ular
picture-lizard = Kadal
picture-octopus = Gurita
picture-crab = Kepiting
picture-dolphin = Lumba-lumba
picture-whale = Paus
picture-shark = Hiu
picture-butterfly = Kupu-kupu
picture-ladybird = Kepik
picture-spider = Laba-laba
picture-rhino = Badak
picture-hippo = Kuda nil
picture-gorilla = Gorila
picture-leopard = Macan tutul
picture-deer = Rusa
picture-sloth = Kungkang
picture-otter = Berang-berang
picture-swan = Angsa
picture-peacock = Merak
picture-unicorn = Unikorn
picture-wolf = Serigala
picture-eagle = Elang
picture-dinosaur = Dinosaurus
picture-caterpillar = Ulat
