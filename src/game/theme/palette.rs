//! Every colour of the game.

use bevy::prelude::*;

/// Text on dark wood.
pub const CREAM: Color = Color::srgb(1.0, 0.95, 0.85);
/// Text on gold.
pub const DARK: Color = Color::srgb(0.17, 0.11, 0.07);
/// Titles, values, the active turn bar.
pub const GOLD: Color = Color::srgb(0.95, 0.76, 0.31);
/// Behind a line of text over the board.
pub const PILL: Color = Color::srgba(0.0, 0.0, 0.0, 0.45);
/// The feeding banner.
pub const BANNER: Color = Color::srgb(0.78, 0.29, 0.16);
/// A button at rest.
pub const BUTTON: Color = Color::srgb(0.35, 0.23, 0.13);
/// A button under the pointer.
pub const BUTTON_HOVER: Color = Color::srgb(0.48, 0.32, 0.19);
/// A button that cannot act now.
pub const BUTTON_DISABLED: Color = Color::srgba(0.30, 0.22, 0.15, 0.55);
/// A button pressed.
pub const BUTTON_PRESSED: Color = Color::srgb(0.60, 0.42, 0.26);
/// Over the board behind the end-of-game panel.
pub const SHADE: Color = Color::srgba(0.0, 0.0, 0.0, 0.62);
/// Over the title's game, behind the title's menu.
pub const TITLE_SHADE: Color = Color::srgba(0.08, 0.05, 0.03, 0.9);
/// Panels: the end of the game, the moves.
pub const PANEL: Color = Color::srgb(0.23, 0.15, 0.09);
/// A pit the player may not choose.
pub const DIMMED_PIT: Color = Color::srgb(0.62, 0.58, 0.55);
/// The glow under a pit the player may choose.
pub const GLOW: Color = Color::srgba(1.0, 0.9, 0.5, 0.9);
/// The glow under the pit a hint names.
pub const HINT_GLOW: Color = Color::srgba(0.3, 1.0, 0.3, 1.0);
/// The ring around the pit the computer just played: a shape, not only a colour.
pub const LAST_MOVE: Color = Color::srgba(1.0, 0.97, 0.88, 0.95);
/// A pit a previewed sowing reaches.
pub const PREVIEW_PIT: Color = Color::srgb(1.0, 0.85, 0.45);
/// The pit a previewed sowing ends in.
pub const PREVIEW_LANDING: Color = Color::srgb(1.0, 0.6, 0.3);
/// The screens' background and the window's clear colour.
pub const BACKDROP: Color = Color::srgb(0.15, 0.10, 0.07);
/// Explanations under a menu row.
pub const MUTED: Color = Color::srgb(0.80, 0.72, 0.60);
/// A text field.
pub const FIELD: Color = Color::srgb(1.0, 0.95, 0.85);
/// A pit of the rules screen's small boards.
pub const PIT: Color = Color::srgb(0.30, 0.18, 0.10);
/// The rules screen's small boards.
pub const WOOD: Color = Color::srgb(0.55, 0.36, 0.20);
/// A pit's seed count on the board.
pub const COUNT: Color = Color::srgb(1.0, 0.95, 0.85);
/// A pit's letter and a store's name on the board: light gold, opaque, readable on the wood.
pub const LETTER: Color = Color::srgb(1.0, 0.88, 0.62);
/// A store's score on the board.
pub const SCORE: Color = Color::srgb(1.0, 0.86, 0.45);
/// Natural seed colours (multiplying the pale seed texture): ivory, grey, sand, bark.
pub const SEED_TINTS: [Color; 4] = [
    Color::srgb(1.0, 0.98, 0.93),
    Color::srgb(0.80, 0.80, 0.78),
    Color::srgb(0.95, 0.84, 0.66),
    Color::srgb(0.78, 0.64, 0.50),
];
