//! What a web page fetches: the board table, and the fonts a text needs.

use super::*;

/// A web page's board table: fetched gzipped once the first board is drawn, read a slice a frame,
/// given to the searcher, and `BoardTables` inserted with its seeds; a damaged file is reported
/// and the game plays on without.
#[test]
fn a_fetched_board_table_is_given_to_the_searcher_and_a_damaged_one_refused() {
    use awale::ai::tables::{self, BoardTable};
    use awale::game::assets::BoardDrawn;
    use awale::game::computer::BoardTables;
    use awale::game::tables::{Inflating, WEB_TABLE, plugin as web_tables};
    use std::io::Write;
    let gzip = |bytes: &[u8]| {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        encoder.write_all(bytes).unwrap();
        encoder.finish().unwrap()
    };
    let fetch = |bytes: &[u8], drawn: bool| {
        let folder = tempfile::tempdir().unwrap();
        std::fs::write(folder.path().join(WEB_TABLE), bytes).unwrap();
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            bevy::asset::AssetPlugin { file_path: folder.path().to_string_lossy().into_owned(), ..default() },
        ))
        .add_plugins(web_tables);
        if drawn {
            app.insert_resource(BoardDrawn);
        }
        for _ in 0..500 {
            app.update();
            if app.world().contains_resource::<BoardTables>() {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        // A few frames more, for a failed load to be reported.
        for _ in 0..20 {
            app.update();
            std::thread::sleep(Duration::from_millis(5));
        }
        app.world().get_resource::<BoardTables>().copied()
    };
    // The Awélé rules, which no other test of this process solves a table for.
    let rules = Preset::Awele.rules();
    let table = BoardTable::build(&rules, 5, |_, _| {});
    let positions = table.len();
    let mut bytes = Vec::new();
    table.write(&mut bytes).unwrap();
    let mut damaged = bytes.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 0x21;
    assert_eq!(fetch(&gzip(&damaged), true), None, "a damaged table is not installed");
    let gzipped = gzip(&bytes);
    assert_eq!(fetch(&gzipped[..gzipped.len() / 2], true), None, "a table cut short is not installed");
    assert_eq!(fetch(&bytes, true), None, "a table not gzipped is not installed");
    assert_eq!(fetch(&gzipped, false), None, "nothing is fetched before the first board is drawn");
    assert_eq!(fetch(&gzipped, true), Some(BoardTables(5)));
    let installed = tables::shared(&rules, 5).expect("given to the searcher");
    assert_eq!(installed.len(), positions);
    // Read a slice at a time: as many steps as slices, the last one reading the table.
    let slice = 1000;
    let mut inflating = Inflating::new(gzipped);
    let mut steps = 1;
    let read = loop {
        if let Some(table) = inflating.step(slice).expect("a whole table") {
            break table;
        }
        steps += 1;
    };
    assert_eq!(read.len(), positions);
    assert_eq!(steps, bytes.len().div_ceil(slice) + usize::from(bytes.len() % slice == 0));
}

/// Which fonts a text makes a web page fetch: Arabic and Hebrew letters their scripts' fonts, an
/// emoji the game's pictures lack the whole emoji font; Latin, Cyrillic and the game's own
/// pictures none.
#[test]
fn a_text_needs_the_fonts_of_its_scripts_and_of_emoji_the_pictures_lack() {
    use awale::game::theme::fonts::needs;
    assert_eq!(needs("Ama, Олена, Çağrı, Ọlá, N’Guessan"), 0);
    assert_eq!(needs("Hello, 🦒 Ama! ⏳ 🙂 🐜🐝🍍"), 0);
    assert_eq!(needs("العربية"), 1);
    assert_eq!(needs("שלום"), 2);
    assert_eq!(needs("Ama 🎈"), 4);
    assert_eq!(needs("🎈 שלום العربية"), 7);
}

/// "Awale Pictures", built into every build, draws every picture the game draws itself: the
/// room codes' and the animals' and the few others (so that only a name typed with another emoji
/// makes a web page fetch the whole emoji font).
#[test]
fn the_built_in_pictures_font_draws_every_picture_of_the_game() {
    use awale::game::theme::fonts::{GAME_EMOJI, needs};
    use awale::net::code::PICTURES;
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/fonts/pictures.ttf")).unwrap();
    let face = ttf_parser::Face::parse(&bytes, 0).expect("a font");
    assert_eq!(family(&face).as_deref(), Some("Awale Pictures"));
    let every = PICTURES.iter().chain(&awale::net::animals::ANIMALS);
    let pictures: String = every.map(|(_, picture)| *picture).collect::<String>() + GAME_EMOJI;
    for picture in pictures.chars().filter(|c| !c.is_ascii()) {
        assert!(face.glyph_index(picture).is_some(), "{picture} is drawn by the built-in pictures");
    }
    assert_eq!(needs(&pictures), 0);
}

/// A font's family, as its name table gives it.
fn family(face: &ttf_parser::Face) -> Option<String> {
    face.names().into_iter().find(|name| name.name_id == ttf_parser::name_id::FAMILY).and_then(|name| name.to_string())
}

/// The marks the game draws in plain text are Andika's (a mark the font lacks is an empty box):
/// the secret's dot for each picture tapped. And Andika's two faces are one family, the name a
/// bold text asks for (a web page's Bold comes after its first board).
#[test]
fn andika_draws_the_game_s_marks_and_its_faces_are_one_family() {
    use awale::game::assets::ANDIKA;
    use awale::game::class::screen::SECRET_DOT;
    for face in ["Regular", "Bold"] {
        let path = format!("{}/assets/fonts/Andika-{face}.ttf", env!("CARGO_MANIFEST_DIR"));
        let bytes = std::fs::read(&path).unwrap();
        let font = ttf_parser::Face::parse(&bytes, 0).expect("a font");
        assert_eq!(family(&font).as_deref(), Some(ANDIKA), "{face}");
        for mark in SECRET_DOT.chars() {
            assert!(font.glyph_index(mark).is_some(), "Andika {face} draws {mark}");
        }
    }
}

/// Every letter and mark of a sentence in Arabic is drawn, whatever the name in it: an Arabic
/// comma after a name in Latin letters ("Friend، دورك!") is laid out with the Latin name, in
/// Andika, which lacks it; the game's fallbacks find it in Noto Sans Arabic (an empty box
/// before, on the Arabic turn bar). Laid out by the text layout Bevy uses, with the game's
/// fonts and fallbacks alone.
#[test]
fn an_arabic_mark_after_a_latin_name_is_drawn() {
    use awale::game::theme::fonts::{SCRIPT_FONTS, register_fallback};
    use parley::fontique::{Blob, Collection, CollectionOptions, SourceCache};
    use parley::{FontContext, FontFamily, FontFamilyName, LayoutContext, PositionedLayoutItem};
    let mut collection = Collection::new(CollectionOptions { shared: false, system_fonts: false });
    let fonts = format!("{}/assets/fonts", env!("CARGO_MANIFEST_DIR"));
    collection.register_fonts(
        Blob::new(std::sync::Arc::new(std::fs::read(format!("{fonts}/Andika-Regular.ttf")).unwrap())),
        None,
    );
    for font in SCRIPT_FONTS.iter().filter(|font| font.script.is_some()) {
        let bytes = std::fs::read(format!("{}/assets/{}", env!("CARGO_MANIFEST_DIR"), font.file.path)).unwrap();
        let (id, _) = collection.register_fonts(Blob::new(std::sync::Arc::new(bytes)), None).remove(0);
        register_fallback(&mut collection, font, id);
    }
    let mut fonts = FontContext { collection, source_cache: SourceCache::default() };
    let mut layouts = LayoutContext::<()>::new();
    for text in ["Friend، دورك! اختر حفرة.", "Kofi؟ الصديق؛ Ama", "الصديق، دورك!"] {
        let mut builder = layouts.ranged_builder(&mut fonts, text, 1.0, true);
        builder.push_default(FontFamily::from([FontFamilyName::Named("Andika".into())].as_slice()));
        let mut layout = builder.build(text);
        layout.break_all_lines(None);
        let glyphs: Vec<u32> = layout
            .lines()
            .flat_map(|line| line.items().collect::<Vec<_>>())
            .filter_map(|item| match item {
                PositionedLayoutItem::GlyphRun(run) => Some(run.glyphs().map(|glyph| glyph.id).collect::<Vec<_>>()),
                PositionedLayoutItem::InlineBox(_) => None,
            })
            .flatten()
            .collect();
        assert!(!glyphs.is_empty() && !glyphs.contains(&0), "“{text}” has an empty box: {glyphs:?}");
    }
}
