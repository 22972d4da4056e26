//! Text fields: a field Bevy edits (cursor, selection, copy and paste), and the row of a label
//! and its fields.

use super::palette;
use bevy::input_focus::tab_navigation::TabIndex;
use bevy::prelude::*;

/// A text field (Bevy's [`EditableText`](bevy::text::EditableText): cursor, selection, copy and
/// paste) of `width` logical pixels, at least 48 high, starting with `value` and taking at most
/// `max` characters; `marker` marks the field, where the text typed is read.
pub fn text_field(marker: impl Bundle, value: &str, max: usize, width: f32) -> impl Bundle {
    (
        Node {
            width: Val::Px(width),
            max_width: Val::Percent(100.0),
            min_height: Val::Px(48.0),
            align_items: AlignItems::Center,
            padding: UiRect::axes(Val::Px(14.0), Val::Px(6.0)),
            border_radius: BorderRadius::all(Val::Px(10.0)),
            ..default()
        },
        BackgroundColor(palette::FIELD),
        children![(
            Name::new("Text field"),
            marker,
            // Reached by Tab as a button is.
            TabIndex(0),
            bevy::text::EditableText { max_characters: Some(max), ..bevy::text::EditableText::new(value) },
            Node { width: Val::Percent(100.0), ..default() },
            TextFont::from_font_size(22.0),
            TextColor(palette::DARK),
        )],
    )
}

/// A row of a label and its fields, wrapped on a narrow window.
#[must_use]
pub fn field_row() -> Node {
    Node {
        column_gap: Val::Px(18.0),
        row_gap: Val::Px(6.0),
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        max_width: Val::Percent(100.0),
        ..default()
    }
}
