//! The moves panel: the game's history in the record notation, shown or hidden by the board's
//! "Moves" button, in a band beyond North's edge, above his turn bar.

use super::frame::GameSet;
use super::i18n::Tr;
use super::layout::Beyond;
use super::theme::set_text;
use super::theme::{palette, widget};
use crate::engine::Side;
use crate::engine::notation;
use crate::game::play::Engine;
use crate::i18n::Translator;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, moves_panel.in_set(GameSet::Present));
}

/// Move pairs shown at most; the panel keeps the last ones.
const SHOWN: usize = 18;

/// The move history panel (shown by the "Moves" button): a band beyond North's edge, above his
/// turn bar (placed by the HUD; the camera leaves room for it), so that it covers neither a turn
/// bar nor the board.
#[derive(Component, Clone, Copy, Debug)]
pub struct MovesPanel;

/// The text of the move history.
#[derive(Component, Clone, Copy, Debug)]
struct MovesText;

/// The band's title ("Moves"), in the language chosen.
#[derive(Component, Clone, Copy, Debug)]
struct MovesTitle;

/// The band's height at most, in logical pixels: three lines of moves.
const BAND_HEIGHT: f32 = 92.0;

/// The panel, hidden until the "Moves" button shows it.
pub fn panel(tr: &Translator) -> impl Bundle {
    (
        Name::new("Moves panel"),
        MovesPanel,
        Beyond(Side::North),
        Node {
            position_type: PositionType::Absolute,
            top: Val::Px(70.0),
            left: Val::Percent(10.0),
            right: Val::Percent(10.0),
            max_height: Val::Px(BAND_HEIGHT),
            column_gap: Val::Px(14.0),
            align_items: AlignItems::Start,
            padding: UiRect::axes(Val::Px(16.0), Val::Px(8.0)),
            border_radius: BorderRadius::all(Val::Px(16.0)),
            overflow: Overflow::clip(),
            display: Display::None,
            ..default()
        },
        BackgroundColor(palette::PANEL),
        GlobalZIndex(5),
        children![
            (MovesTitle, Text::new(tr.t("moves-title")), widget::font(20.0, true), TextColor(palette::GOLD)),
            (
                MovesText,
                Text::default(),
                TextFont::from_font_size(18.0),
                TextColor(palette::CREAM),
                Node { flex_shrink: 1.0, ..default() }
            ),
        ],
    )
}

/// Shows the panel, or hides it.
pub fn toggle(_: On<Activate>, mut panels: Query<&mut Node, With<MovesPanel>>) {
    for mut node in &mut panels {
        node.display = if node.display == Display::None { Display::Flex } else { Display::None };
    }
}

/// The move history in the record notation (`1. C d+3`), one move pair a line.
fn moves_panel(
    engine: Res<Engine>,
    tr: Res<Tr>,
    mut texts: Query<&mut Text, (With<MovesText>, Without<MovesTitle>)>,
    mut titles: Query<&mut Text, With<MovesTitle>>,
) {
    if !engine.is_changed() && !tr.is_changed() {
        return;
    }
    for title in &mut titles {
        set_text(title, &tr.0.t("moves-title"));
    }
    // One group a move number: South's move and North's answer; the groups run on as a
    // paragraph, the last ones kept.
    let mut groups: Vec<String> = Vec::new();
    for word in notation::move_words(&engine.0) {
        match groups.last_mut() {
            // Joined by no-break spaces: a move's number and its pits stay on one line.
            Some(group) if !word.starts_with(|c: char| c.is_ascii_digit()) => {
                group.push('\u{a0}');
                group.push_str(&word);
            }
            _ => groups.push(word.replace(' ', "\u{a0}")),
        }
    }
    let tail = groups[groups.len().saturating_sub(SHOWN)..].join("   ");
    let wanted = if tail.is_empty() { tr.0.t("moves-none") } else { tail };
    for text in &mut texts {
        set_text(text, &wanted);
    }
}
