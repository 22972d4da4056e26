//! Widgets as bundles: buttons, text, rows and panels. They know no screen: the caller adds
//! `DespawnOnExit`, a marker, and the observer that acts on a press.

use super::{icon, palette};
use crate::game::assets::ANDIKA;
use bevy::input_focus::tab_navigation::TabIndex;
use bevy::prelude::*;

pub use super::field::{field_row, text_field};

/// Widest a line of text runs before it wraps, in logical pixels.
pub const TEXT_WIDTH: f32 = 1100.0;

/// A font of `size` logical pixels: the family of Andika at the bold weight when `bold` (drawn
/// in Andika Regular until Andika Bold is registered, see [`ANDIKA`]), else the default font
/// (Andika Regular).
#[must_use]
pub fn font(size: f32, bold: bool) -> TextFont {
    let font = TextFont::from_font_size(size);
    if bold {
        TextFont { font: FontSource::Family(ANDIKA.into()), ..font }.with_font_weight(FontWeight::BOLD)
    } else {
        font
    }
}

/// A rounded dark (or `color`) band behind a line of text.
pub fn pill(color: Color) -> impl Bundle {
    (pill_node(), BackgroundColor(color))
}

/// A [`pill`]'s shape: padding and round ends.
#[must_use]
pub fn pill_node() -> Node {
    Node {
        padding: UiRect::axes(Val::Px(22.0), Val::Px(8.0)),
        border_radius: BorderRadius::all(Val::Px(22.0)),
        ..default()
    }
}

/// What every button of the game has: the `Button` marker (a click or a tap triggers
/// [`Activate`](bevy::ui_widgets::Activate), see [`interaction`](super::interaction)), the brown that
/// [`interaction`](super::interaction) lightens on hover and press, and its label centred in
/// `shape` (sizes, padding, corners).
pub fn button_base(shape: Node) -> impl Bundle {
    (
        Button,
        // Reached by the Tab key, in reading order (`theme::keyboard`).
        TabIndex(0),
        Node { justify_content: JustifyContent::Center, align_items: AlignItems::Center, ..shape },
        BackgroundColor(palette::BUTTON),
    )
}

/// A button of the board's row: its icon over its word, at least 64 × 64 logical pixels.
pub fn board_button(glyph: char, label: impl Bundle) -> impl Bundle {
    (
        button_base(Node {
            min_height: Val::Px(64.0),
            min_width: Val::Px(64.0),
            flex_direction: FlexDirection::Column,
            row_gap: Val::Px(2.0),
            padding: UiRect::axes(Val::Px(12.0), Val::Px(6.0)),
            border_radius: BorderRadius::all(Val::Px(14.0)),
            ..default()
        }),
        children![
            icon::icon(glyph, 24.0, palette::GOLD),
            (label, TextFont::from_font_size(17.0), TextColor(palette::CREAM))
        ],
    )
}

/// A menu button's frame: at least 200 × 50 logical pixels, rounded.
#[must_use]
pub fn menu_button_frame() -> Node {
    Node {
        min_height: Val::Px(50.0),
        min_width: Val::Px(200.0),
        column_gap: Val::Px(12.0),
        padding: UiRect::axes(Val::Px(22.0), Val::Px(10.0)),
        border_radius: BorderRadius::all(Val::Px(14.0)),
        ..default()
    }
}

/// A menu button: its icon (if any) before its word, at least 200 × 50 logical pixels.
pub fn menu_button(glyph: Option<char>, label: String) -> impl Bundle {
    (
        button_base(menu_button_frame()),
        Children::spawn((
            SpawnIter(glyph.map(|glyph| icon::icon(glyph, 22.0, palette::GOLD)).into_iter()),
            Spawn((Text::new(label), TextFont::from_font_size(24.0), TextColor(palette::CREAM))),
        )),
    )
}

/// The big button a child taps first: at least 320 × 96 logical pixels, its `picture` (from the
/// icon font: Play!'s triangle, Continue's arrow) and its word, large and gold.
pub fn big_button(picture: char, label: String) -> impl Bundle {
    (
        button_base(Node {
            min_height: Val::Px(96.0),
            min_width: Val::Px(320.0),
            column_gap: Val::Px(20.0),
            padding: UiRect::axes(Val::Px(40.0), Val::Px(12.0)),
            border_radius: BorderRadius::all(Val::Px(48.0)),
            ..default()
        }),
        children![
            icon::icon(picture, 40.0, palette::GOLD),
            (Text::new(label), font(46.0, true), TextColor(palette::GOLD))
        ],
    )
}

/// The button of a choice row, at least 48 logical pixels high, showing its value (the `value`
/// bundle marks the text) and an arrow saying that a press steps to the next value.
pub fn value_button(value: impl Bundle) -> impl Bundle {
    (
        button_base(Node {
            min_height: Val::Px(48.0),
            width: Val::Px(380.0),
            max_width: Val::Percent(100.0),
            column_gap: Val::Px(8.0),
            padding: UiRect::axes(Val::Px(16.0), Val::Px(6.0)),
            border_radius: BorderRadius::all(Val::Px(12.0)),
            ..default()
        }),
        children![
            (
                value,
                Text::default(),
                TextFont::from_font_size(21.0),
                TextColor(palette::GOLD),
                TextLayout::justify(Justify::Center),
                Node { flex_grow: 1.0, ..default() }
            ),
            icon::icon(icon::NEXT, 16.0, palette::MUTED)
        ],
    )
}

/// A choice's label beside its options, [`PICK_ROW_WIDTH`] wide (the window's width in a
/// narrower one, set in pixels: `theme::wide`).
#[must_use]
pub fn pick_row() -> Node {
    Node {
        column_gap: Val::Px(18.0),
        align_items: AlignItems::Center,
        width: Val::Px(PICK_ROW_WIDTH),
        max_width: Val::Percent(100.0),
        ..default()
    }
}

/// The widest a row of options runs, label included, in logical pixels.
pub const PICK_ROW_WIDTH: f32 = 940.0;

/// A choice's label at the start of its row, [`PICK_LABEL_WIDTH`] wide.
pub fn pick_label(label: String) -> impl Bundle {
    (
        Text::new(label),
        TextFont::from_font_size(23.0),
        TextColor(palette::CREAM),
        TextLayout::justify(Justify::Start),
        Node { width: Val::Px(PICK_LABEL_WIDTH), flex_shrink: 0.0, ..default() },
    )
}

/// The width of a choice's label in its row, in logical pixels.
pub const PICK_LABEL_WIDTH: f32 = 160.0;

/// A choice's label over its many options (the languages), as wide as the screen's column.
#[must_use]
pub fn pick_column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        row_gap: Val::Px(6.0),
        align_items: AlignItems::Center,
        width: Val::Px(PICK_ROW_WIDTH),
        max_width: Val::Percent(100.0),
        ..default()
    }
}

/// Where the many options of a [`pick_column`] go: its whole width, wrapping, centred.
#[must_use]
pub fn pick_grid() -> Node {
    Node {
        width: Val::Percent(100.0),
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        column_gap: Val::Px(10.0),
        row_gap: Val::Px(10.0),
        ..default()
    }
}

/// Where a choice's options go, after its label: the rest of the row.
#[must_use]
pub fn pick_options() -> Node {
    Node {
        flex_grow: 1.0,
        flex_shrink: 1.0,
        flex_basis: Val::Px(0.0),
        flex_wrap: FlexWrap::Wrap,
        column_gap: Val::Px(10.0),
        row_gap: Val::Px(10.0),
        align_items: AlignItems::Center,
        ..default()
    }
}

/// The size of an option's caption, in logical pixels: 17, and 20 for one in Arabic script, whose
/// letters the fallback font draws smaller than Andika's at the same size ("العربية" among the
/// languages' names would look smaller than the others).
fn caption_size(caption: &str) -> f32 {
    let arabic = caption.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c));
    if arabic { 20.0 } else { 17.0 }
}

/// One option of a choice shown whole: its pictures (glyphs of the icon font) over its caption,
/// at least 56 × 56 logical pixels, framed when chosen (the caller sets the frame's colour).
pub fn pick_button(glyphs: &[char], caption: String) -> impl Bundle {
    (
        button_base(Node {
            min_height: Val::Px(56.0),
            min_width: Val::Px(56.0),
            flex_direction: FlexDirection::Column,
            row_gap: Val::Px(1.0),
            padding: UiRect::axes(Val::Px(12.0), Val::Px(4.0)),
            border: UiRect::all(Val::Px(3.0)),
            border_radius: BorderRadius::all(Val::Px(14.0)),
            ..default()
        }),
        BorderColor::all(Color::NONE),
        Children::spawn((
            SpawnIter((!glyphs.is_empty()).then(|| icon::icons(glyphs, 26.0, palette::GOLD)).into_iter()),
            SpawnIter(
                (!caption.is_empty())
                    .then(|| {
                        let size = caption_size(&caption);
                        (Text::new(caption), TextFont::from_font_size(size), TextColor(palette::CREAM))
                    })
                    .into_iter(),
            ),
        )),
    )
}

/// A label with a smaller explanation under it, 600 logical pixels wide (less in a narrower
/// window).
pub fn label_with_about(label: String, about: String) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            // 600 wide, or shrunk to its line: its words measured at the width they are drawn.
            flex_basis: Val::Px(600.0),
            flex_shrink: 1.0,
            min_width: Val::Px(0.0),
            ..default()
        },
        children![
            (
                Text::new(label),
                TextFont::from_font_size(23.0),
                TextColor(palette::CREAM),
                TextLayout::justify(Justify::Start)
            ),
            (
                Text::new(about),
                TextFont::from_font_size(16.0),
                TextColor(palette::MUTED),
                TextLayout::justify(Justify::Start)
            ),
        ],
    )
}

/// A row that wraps its buttons, centred.
#[must_use]
pub fn button_row() -> Node {
    Node {
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        column_gap: Val::Px(12.0),
        row_gap: Val::Px(10.0),
        margin: UiRect::top(Val::Px(6.0)),
        ..default()
    }
}

/// A full-width row fixed at `top` or `bottom` of the window, its content centred.
#[must_use]
pub fn edge_row(top: Option<Val>, bottom: Option<Val>) -> Node {
    Node {
        position_type: PositionType::Absolute,
        top: top.unwrap_or(Val::Auto),
        bottom: bottom.unwrap_or(Val::Auto),
        left: Val::Px(0.0),
        right: Val::Px(0.0),
        justify_content: JustifyContent::Center,
        column_gap: Val::Px(10.0),
        ..default()
    }
}

/// The whole window, opaque (or shading the board when not), in front of the board and
/// blocking it; it scrolls (wheel, or a finger's drag) when its [`column`] is taller than the
/// window.
pub fn backdrop(opaque: bool) -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            width: Val::Percent(100.0),
            height: Val::Percent(100.0),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            overflow: Overflow::scroll_y(),
            ..default()
        },
        bevy::ui_widgets::ScrollArea,
        BackgroundColor(if opaque { palette::BACKDROP } else { palette::SHADE }),
        bevy::ui::FocusPolicy::Block,
        GlobalZIndex(20),
    )
}

/// A backdrop's content: rows centred `gap` logical pixels apart, in the middle of the window
/// when they fit (auto margins, so that content taller than the window starts at its top and
/// scrolls, rather than overflowing above it), at most the window's width.
#[must_use]
pub fn column(gap: f32) -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        flex_shrink: 0.0,
        row_gap: Val::Px(gap),
        margin: UiRect::vertical(Val::Auto),
        padding: UiRect::all(Val::Px(COLUMN_PADDING)),
        max_width: Val::Percent(100.0),
        ..default()
    }
}

/// The padding of a [`column`], in logical pixels.
pub const COLUMN_PADDING: f32 = 12.0;

/// A title in gold, bold.
pub fn title(line: String, size: f32) -> impl Bundle {
    (Text::new(line), font(size, true), TextColor(palette::GOLD), TextLayout::justify(Justify::Center))
}

/// A paragraph in cream.
pub fn body(line: String, size: f32) -> impl Bundle {
    colored(line, size, palette::CREAM)
}

/// A paragraph in `color`, centred, wrapping at [`TEXT_WIDTH`].
pub fn colored(line: String, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(line),
        TextFont::from_font_size(size),
        TextColor(color),
        TextLayout::justify(Justify::Center),
        Node { max_width: Val::Px(TEXT_WIDTH), ..default() },
    )
}
