//! The scripts Andika lacks: a text (a sentence in Arabic, a name typed in Hebrew) falls back,
//! letter by letter, on the embedded Noto fonts of [`GameAssets::scripts`] (SIL Open Font
//! License), registered as the fallback families of their scripts in Bevy's text layout. An
//! emoji (in a name) is drawn from Noto Emoji, registered as the layout's emoji family.

use crate::game::assets::GameAssets;
use bevy::prelude::*;
use bevy::text::FontCx;
use parley::fontique::{FallbackKey, GenericFamily, Script};

/// Each embedded font's family, and the script (ISO 15924) it draws.
const FALLBACKS: [(&str, &str); 2] = [("Noto Sans Arabic", "Arab"), ("Noto Sans Hebrew", "Hebr")];

/// The embedded emoji font's family.
const EMOJI: &str = "Noto Emoji";

/// The window's plugin: sets the fallbacks once the fonts are loaded.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, set_fallbacks);
}

/// Registers each script's font as its fallback family, and the emoji font as the emoji family, as
/// soon as Bevy has put the font in its
/// collection, and again if the collection was built anew; then every text is laid out again, so
/// that one laid out before (the board's, at the start) draws its letters too.
fn set_fallbacks(assets: Option<Res<GameAssets>>, font_cx: Option<ResMut<FontCx>>, mut texts: Query<&mut TextFont>) {
    let (Some(_), Some(mut font_cx)) = (assets, font_cx) else {
        return;
    };
    let mut added = false;
    for (family, script) in FALLBACKS {
        let Ok(script) = script.parse::<Script>() else {
            continue;
        };
        let Some(id) = font_cx.collection.family_id(family) else {
            continue;
        };
        let key = FallbackKey::new(script, None);
        if !font_cx.collection.fallback_families(key).any(|known| known == id) {
            font_cx.collection.append_fallbacks(key, std::iter::once(id));
            added = true;
        }
    }
    if let Some(id) = font_cx.collection.family_id(EMOJI)
        && !font_cx.collection.generic_families(GenericFamily::Emoji).any(|known| known == id)
    {
        font_cx.collection.set_generic_families(GenericFamily::Emoji, std::iter::once(id));
        added = true;
    }
    if added {
        for mut font in &mut texts {
            font.set_changed();
        }
    }
}
