//! A choice's options shown whole, side by side (the new-game screen's pictures, the languages):
//! the row of buttons, and the gold frame on the one chosen.

use crate::game::access::SpokenWords;
use crate::game::menus::kit::{Choice, ChoiceRow, MenuAction};
use crate::game::theme::direction::KeepsDirection;
use crate::game::theme::wide::WindowWide;
use crate::game::theme::{palette, widget};
use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

/// Spawns a row of a choice's options side by side after its label (under it for a choice of
/// many, the languages), each a button with its pictures (glyphs of the icon font) and a
/// caption, marked [`MenuAction::Pick`]; a press on the `index`-th runs `on_pick(choice,
/// index)`. The screen frames the one chosen.
pub(crate) fn pick_row<O, M>(
    parent: &mut ChildSpawnerCommands,
    choice: Choice,
    label: String,
    on_pick: impl Fn(Choice, usize) -> O,
    options: &[(&[char], String)],
) where
    O: IntoObserverSystem<Activate, (), M>,
{
    // Many options, or long captions (the players' choices), go under their label, across the
    // column, where they wrap as the window needs: beside the label their row would wrap on an
    // upright tablet, and be measured one line tall, over the row above.
    let words: usize = options.iter().map(|(_, caption)| caption.chars().count()).sum();
    let many = options.len() > 5 || words > LONG_CAPTIONS;
    let (row, area) =
        if many { (widget::pick_column(), widget::pick_grid()) } else { (widget::pick_row(), widget::pick_options()) };
    parent.spawn((Name::new(format!("Row {choice:?}")), ChoiceRow(choice), row, WindowWide)).with_children(|row| {
        row.spawn(widget::pick_label(label.clone()))
            .insert_if(Node { width: Val::Percent(100.0), ..default() }, || many);
        // The languages keep one order whatever the direction of the one chosen, so that a
        // place on the screen always means the same language.
        row.spawn(area).insert_if(KeepsDirection, || choice == Choice::Language).with_children(|picks| {
            for (index, (glyphs, caption)) in options.iter().enumerate() {
                let action = MenuAction::Pick(choice, index);
                let mut pick = picks.spawn((
                    Name::new(format!("Menu {action:?}")),
                    action,
                    widget::pick_button(glyphs, caption.clone()),
                ));
                // Pictures alone (a level's stars): said as the row's label and the option's number.
                if caption.is_empty() {
                    pick.insert(SpokenWords(format!("{label}, {}", index + 1)));
                }
                pick.observe(on_pick(choice, index));
            }
        });
    });
}

/// The captions' length, in characters, past which a choice's options go under its label.
const LONG_CAPTIONS: usize = 40;

/// Frames in gold the option `chosen(choice)` of each row of [`pick_row`], and no other.
pub(crate) fn frame_picks(
    picks: &mut Query<(&MenuAction, &mut BorderColor)>,
    chosen: impl Fn(Choice) -> Option<usize>,
) {
    for (action, mut border) in picks {
        if let MenuAction::Pick(choice, index) = *action {
            let color = if chosen(choice) == Some(index) { palette::GOLD } else { Color::NONE };
            border.set_if_neq(BorderColor::all(color));
        }
    }
}
