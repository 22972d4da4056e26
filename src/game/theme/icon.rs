//! The buttons' icons: glyphs of the embedded icon font (`assets/fonts/icons.ttf`, cut from
//! Font Awesome 4.7 under the SIL Open Font License), so that a child who cannot read yet knows
//! a button by its picture. An [`Icon`] text takes the icon font once the assets are loaded.

use crate::game::assets::GameAssets;
use crate::game::frame::GameSet;
use bevy::prelude::*;
use bevy::text::FontSource;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, icon_font.in_set(GameSet::Present));
}

/// Marks a text drawn with the icon font; its string is one of this module's glyphs.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Icon;

/// A triangle pointing right: play.
pub const PLAY: char = '\u{f04b}';
/// Three bars: the menu.
pub const MENU: char = '\u{f0c9}';
/// A house: back to the title.
pub const HOME: char = '\u{f015}';
/// An arrow turning back: undo.
pub const UNDO: char = '\u{f0e2}';
/// An arrow turning forward: redo.
pub const REDO: char = '\u{f01e}';
/// A light bulb: a hint.
pub const HINT: char = '\u{f0eb}';
/// Two hands: agree to stop.
pub const HANDSHAKE: char = '\u{f2b5}';
/// A numbered list: the moves.
pub const LIST: char = '\u{f0cb}';
/// An arrow into a tray: export.
pub const EXPORT: char = '\u{f019}';
/// A graduation cap: lessons and puzzles.
pub const LEARN: char = '\u{f19d}';
/// A book: the rules.
pub const BOOK: char = '\u{f02d}';
/// A cog: settings.
pub const SETTINGS: char = '\u{f013}';
/// An open folder: import.
pub const FOLDER: char = '\u{f07c}';
/// A power button: quit.
pub const QUIT: char = '\u{f011}';
/// A magnifying glass: review.
pub const REVIEW: char = '\u{f002}';
/// Two arrows in a circle: play again.
pub const AGAIN: char = '\u{f021}';
/// A plus: a new game.
pub const NEW: char = '\u{f067}';
/// A full star.
pub const STAR: char = '\u{f005}';
/// An empty star.
pub const STAR_EMPTY: char = '\u{f006}';
/// A child: a person playing.
pub const CHILD: char = '\u{f1ae}';
/// A laptop: the computer playing.
pub const COMPUTER: char = '\u{f109}';
/// One person.
pub const PERSON: char = '\u{f007}';
/// Two people.
pub const PEOPLE: char = '\u{f0c0}';
/// A chevron pointing left: the previous value.
pub const PREVIOUS: char = '\u{f053}';
/// A chevron pointing right: the next value.
pub const NEXT: char = '\u{f054}';
/// A small triangle pointing right: a value a press steps.
pub const STEP: char = '\u{f0da}';
/// An arrow pointing left: back.
pub const BACK: char = '\u{f060}';
/// An arrow pointing right: back, in a language written right to left.
pub const BACK_RIGHT_TO_LEFT: char = '\u{f061}';
/// A step forward: the next step, the next page.
pub const STEP_FORWARD: char = '\u{f051}';
/// A step back: the previous step.
pub const STEP_BACK: char = '\u{f048}';
/// Two bars: pause.
pub const PAUSE: char = '\u{f04c}';
/// A cup: the match's score.
pub const TROPHY: char = '\u{f091}';
/// A tick: yes, use.
pub const CHECK: char = '\u{f00c}';
/// A floppy disk: save.
pub const SAVE: char = '\u{f0c7}';
/// A bin: delete.
pub const DELETE: char = '\u{f1f8}';
/// A pencil: rename.
pub const RENAME: char = '\u{f040}';
/// Sliders: customise the rules.
pub const CUSTOMISE: char = '\u{f1de}';
/// A loudspeaker: sound.
pub const SOUND: char = '\u{f028}';
/// A chequered flag: the end.
pub const FLAG: char = '\u{f11e}';
/// A fast-forward: the next game.
pub const FORWARD: char = '\u{f04e}';
/// An arrow up: North's side.
pub const UP: char = '\u{f062}';
/// An arrow down: South's side.
pub const DOWN: char = '\u{f063}';
/// A question mark: how to play.
pub const QUESTION: char = '\u{f128}';

/// The glyph pointing the other way, for a language written right to left: back points right,
/// the next value left. Glyphs with no direction are themselves.
#[must_use]
pub fn mirrored(glyph: char) -> char {
    match glyph {
        BACK => BACK_RIGHT_TO_LEFT,
        BACK_RIGHT_TO_LEFT => BACK,
        PREVIOUS => NEXT,
        NEXT => PREVIOUS,
        other => other,
    }
}

/// A glyph of the icon font, `size` logical pixels high, in `color`.
pub fn icon(glyph: char, size: f32, color: Color) -> impl Bundle {
    (Icon, Text::new(glyph.to_string()), TextFont::from_font_size(size), TextColor(color))
}

/// A string of glyphs of the icon font (several stars, two players).
pub fn icons(glyphs: &[char], size: f32, color: Color) -> impl Bundle {
    (Icon, Text::new(glyphs.iter().collect::<String>()), TextFont::from_font_size(size), TextColor(color))
}

/// Gives each new icon the icon font, once the assets are loaded (headless, there are none).
fn icon_font(assets: Res<GameAssets>, mut icons: Query<&mut TextFont, Added<Icon>>) {
    for mut font in &mut icons {
        font.font = FontSource::Handle(assets.icons.clone());
    }
}
