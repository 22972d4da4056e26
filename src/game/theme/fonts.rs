//! The scripts Andika lacks: a text (a sentence in Arabic, a name typed in Hebrew) falls back,
//! letter by letter, on the Noto fonts of [`SCRIPT_FONTS`] (SIL Open Font License), registered
//! as the fallback families of their scripts in Bevy's text layout. An emoji is drawn from the
//! emoji family: first "Awale Pictures", the few pictures the game draws itself (a room's code,
//! a child's animal), always built in; then the whole Noto Emoji, for a name typed with another.
//!
//! A computer has every font built in. A web page fetches the Arabic, Hebrew and whole emoji
//! fonts from its `assets/` folder the first time a text needs one ([`needs`]), so that the
//! first load stays small; until the font has come, that text is drawn transparent (never as
//! boxes), and it shows as soon as the font is registered, or if it could not be fetched.

use crate::game::assets::{AssetFile, built_in, fetched_on_web};
use bevy::asset::LoadState;
use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::prelude::*;
use bevy::text::FontCx;
use parley::fontique::{Collection, FallbackKey, FamilyId, GenericFamily, Script};

/// A font of what Andika lacks.
pub struct ScriptFont {
    /// Its family name, as the font's name table gives it.
    pub family: &'static str,
    /// The script (ISO 15924) it is the fallback of, or `None` for the emoji family.
    pub script: Option<&'static str>,
    /// Its file under `assets/`: built in on a computer; a web page fetches it when needed.
    pub file: AssetFile,
}

/// The pictures the game draws besides the room codes' and the animals' (`net::code::PICTURES`,
/// `net::animals::ANIMALS`),
/// cut into "Awale Pictures" with them (`assets/make.sh`): the away mark and the end's smile.
pub const GAME_EMOJI: &str = "⏳🙂";

/// "Awale Pictures", always built in: the emoji family's first font.
const PICTURES_FONT: ScriptFont =
    ScriptFont { family: "Awale Pictures", script: None, file: built_in!("fonts/pictures.ttf") };

/// The fonts a text may need beyond Andika, in the order of [`needs`]' bits.
pub const SCRIPT_FONTS: [ScriptFont; 3] = [
    ScriptFont {
        family: "Noto Sans Arabic",
        script: Some("Arab"),
        file: fetched_on_web!("fonts/NotoSansArabic-Regular.ttf"),
    },
    ScriptFont {
        family: "Noto Sans Hebrew",
        script: Some("Hebr"),
        file: fetched_on_web!("fonts/NotoSansHebrew-Regular.ttf"),
    },
    ScriptFont { family: "Noto Emoji", script: None, file: fetched_on_web!("fonts/NotoEmoji-Regular.ttf") },
];

/// Which of [`SCRIPT_FONTS`] a text needs, one bit each (bit 0: Arabic, 1: Hebrew, 2: the whole
/// emoji font, for an emoji that "Awale Pictures" lacks). Bit 2 is set by any character of the
/// emoji blocks (U+2300–U+2BFF symbols and arrows, U+1F000–U+1FAFF) that is not one of the
/// game's own pictures.
#[must_use]
pub fn needs(text: &str) -> u8 {
    let mut needed = 0;
    for c in text.chars() {
        needed |= match u32::from(c) {
            0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => 1,
            0x0590..=0x05FF | 0xFB1D..=0xFB4F => 2,
            0x2300..=0x2BFF | 0x1F000..=0x1FAFF if !is_game_picture(c) => 4,
            _ => 0,
        };
    }
    needed
}

/// Whether "Awale Pictures" draws `c`.
fn is_game_picture(c: char) -> bool {
    let mut pictures = crate::net::code::PICTURES.iter().chain(&crate::net::animals::ANIMALS);
    GAME_EMOJI.contains(c) || pictures.any(|(_, picture)| picture.contains(c))
}

/// The fonts of [`SCRIPT_FONTS`]: each one's handle once asked for (kept, so that it stays
/// loaded), and which have been registered in the text layout or could not be loaded.
#[derive(Resource, Debug, Default)]
pub struct ScriptFonts {
    handles: [Option<Handle<Font>>; 3],
    /// The pictures' font, built in.
    pictures: Option<Handle<Font>>,
    /// Bits of the fonts registered (or failed: a text waits no longer for them).
    settled: u8,
}

impl ScriptFonts {
    /// Bits of the fonts a text no longer waits for: registered in the layout, or failed.
    #[must_use]
    pub fn settled(&self) -> u8 {
        self.settled
    }
}

/// A text drawn transparent until the fonts it needs have come: their bits, and its colour.
#[derive(Component, Clone, Copy, Debug)]
pub struct AwaitsFont {
    needs: u8,
    color: Color,
}

/// The window's plugin: loads the built-in fonts, asks for the others when a text needs them,
/// and sets the fallbacks once they are loaded.
pub fn plugin(app: &mut App) {
    app.init_resource::<ScriptFonts>()
        .add_systems(Startup, load_built_in)
        .add_systems(Update, (ask_for_fonts, set_fallbacks, show_waiting).chain());
}

/// Loads "Awale Pictures" and, on a computer, every font of [`SCRIPT_FONTS`] at once.
fn load_built_in(mut fonts: ResMut<ScriptFonts>, server: Res<AssetServer>, registry: Res<EmbeddedAssetRegistry>) {
    fonts.pictures.get_or_insert_with(|| PICTURES_FONT.file.load(&server, &registry));
    for (at, font) in SCRIPT_FONTS.iter().enumerate() {
        if font.file.bytes.is_some() {
            fonts.handles[at] = Some(font.file.load(&server, &registry));
        }
    }
}

/// Each text changed is checked for what it needs: a font not yet asked for is fetched, and a
/// text needing one not yet registered waits for it, transparent.
fn ask_for_fonts(
    mut commands: Commands,
    mut fonts: ResMut<ScriptFonts>,
    server: Res<AssetServer>,
    registry: Res<EmbeddedAssetRegistry>,
    mut texts: Query<
        (Entity, AnyOf<(Ref<Text>, Ref<Text2d>, Ref<TextSpan>)>, &mut TextColor, Option<&mut AwaitsFont>),
        Or<(Changed<Text>, Changed<Text2d>, Changed<TextSpan>)>,
    >,
) {
    for (entity, (text, text2d, span), mut color, waiting) in &mut texts {
        let content = text.as_deref().map(|t| t.0.as_str()).or_else(|| text2d.as_deref().map(|t| t.0.as_str()));
        let content = content.or_else(|| span.as_deref().map(|t| t.0.as_str())).unwrap_or_default();
        let needed = needs(content);
        for (at, font) in SCRIPT_FONTS.iter().enumerate() {
            if needed & (1 << at) != 0 && fonts.handles[at].is_none() {
                info!("fetching {} for a text that needs it", font.file.path);
                fonts.handles[at] = Some(font.file.load(&server, &registry));
            }
        }
        let missing = needed & !fonts.settled;
        match waiting {
            Some(mut waiting) => waiting.needs = missing,
            None if missing != 0 => {
                commands.entity(entity).insert(AwaitsFont { needs: missing, color: color.0 });
                color.0 = color.0.with_alpha(0.0);
            }
            None => {}
        }
    }
}

/// Registers each script's font as its fallback family, and the emoji fonts as the emoji
/// family (the pictures first), as soon as Bevy has put the font in its collection, and again if
/// the collection was built anew; then every text is laid out again, so that one laid out
/// before (the board's, at the start) draws its letters too. A font that failed to load counts
/// as settled, so that no text waits for it.
fn set_fallbacks(
    font_cx: Option<ResMut<FontCx>>,
    server: Res<AssetServer>,
    mut fonts: ResMut<ScriptFonts>,
    mut texts: Query<&mut TextFont>,
) {
    let Some(mut font_cx) = font_cx else {
        return;
    };
    let mut added = false;
    let mut emoji = Vec::new();
    for (at, font) in SCRIPT_FONTS.iter().enumerate() {
        let bit = 1 << at;
        let Some(id) = font_cx.collection.family_id(font.family) else {
            let failed =
                fonts.handles[at].as_ref().is_some_and(|h| matches!(server.load_state(h), LoadState::Failed(_)));
            if failed && fonts.settled & bit == 0 {
                warn!("{} could not be loaded: its letters are drawn as the layout can", font.file.path);
                fonts.settled |= bit;
            }
            continue;
        };
        fonts.settled |= bit;
        if font.script.is_some() {
            added |= register_fallback(&mut font_cx.collection, font, id);
        } else {
            emoji.push(id);
        }
    }
    if let Some(id) = font_cx.collection.family_id(PICTURES_FONT.family) {
        emoji.insert(0, id);
    }
    if !emoji.is_empty() && !font_cx.collection.generic_families(GenericFamily::Emoji).eq(emoji.iter().copied()) {
        font_cx.collection.set_generic_families(GenericFamily::Emoji, emoji.into_iter());
        added = true;
    }
    if added {
        for mut font in &mut texts {
            font.set_changed();
        }
    }
}

/// Registers `font` (family `id` in `collection`) as a fallback family of its script, and of
/// Latin's: a mark of its script that belongs to no script of its own (the Arabic comma "،",
/// question mark "؟") takes the script of the text before it, and after a name in Latin letters
/// ("Friend، دورك!") Andika, which lacks it, drew an empty box. Returns whether it added any.
pub fn register_fallback(collection: &mut Collection, font: &ScriptFont, id: FamilyId) -> bool {
    let mut added = false;
    let scripts = font.script.into_iter().chain(font.script.is_some().then_some("Latn"));
    for script in scripts.filter_map(|script| script.parse::<Script>().ok()) {
        let key = FallbackKey::new(script, None);
        if !collection.fallback_families(key).any(|known| known == id) {
            collection.append_fallbacks(key, std::iter::once(id));
            added = true;
        }
    }
    added
}

/// A waiting text whose fonts have all settled gets its colour back (unless something else
/// coloured it meanwhile).
fn show_waiting(
    mut commands: Commands,
    fonts: Res<ScriptFonts>,
    mut waiting: Query<(Entity, &AwaitsFont, &mut TextColor)>,
) {
    for (entity, awaits, mut color) in &mut waiting {
        if awaits.needs & !fonts.settled == 0 {
            if color.0 == awaits.color.with_alpha(0.0) {
                color.0 = awaits.color;
            }
            commands.entity(entity).remove::<AwaitsFont>();
        }
    }
}
