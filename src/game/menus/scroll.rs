//! A menu's scroll sign: where a menu is taller than the window, a thin gold thumb at its right
//! edge shows that it scrolls and how far.

use crate::game::theme::{palette, widget};
use bevy::prelude::*;
use bevy::ui_widgets::{ControlOrientation, Scrollbar, ScrollbarThumb};

/// A scroll sign at the window's right edge for the menu `root`: Bevy's scrollbar, a gold thumb
/// as long as the share of the menu shown, where it is shown; there only while the menu is
/// taller than the window ([`show_signs`]), so that a child sees there is more below
/// (issue 71: Settings at 1280 × 800 hid Back below the fold with no sign of it). A finger may
/// drag it, or the menu itself.
pub(super) fn sign(root: Entity) -> impl Bundle {
    (
        Name::new("Scroll sign"),
        ScrollSign,
        Scrollbar::new(root, ControlOrientation::Vertical, SCROLL_SIGN_WIDTH * 3.0),
        Node {
            position_type: PositionType::Absolute,
            right: Val::Px(SCROLL_SIGN_MARGIN),
            top: Val::Px(6.0),
            bottom: Val::Px(6.0),
            width: Val::Px(SCROLL_SIGN_WIDTH),
            border_radius: BorderRadius::all(Val::Px(SCROLL_SIGN_WIDTH / 2.0)),
            ..default()
        },
        BackgroundColor(palette::PILL),
        GlobalZIndex(21),
        Visibility::Hidden,
        children![(
            ScrollbarThumb { border_radius: BorderRadius::all(Val::Px(SCROLL_SIGN_WIDTH / 2.0)), border: UiRect::ZERO },
            BackgroundColor(palette::GOLD),
        )],
    )
}

/// The scroll sign's width, and its margin from the window's edge, in logical pixels: together
/// less than a menu column's padding ([`widget::COLUMN_PADDING`]), so that it covers no button.
const SCROLL_SIGN_WIDTH: f32 = 8.0;
const SCROLL_SIGN_MARGIN: f32 = 2.0;
const _: () = assert!(SCROLL_SIGN_WIDTH + SCROLL_SIGN_MARGIN < widget::COLUMN_PADDING);

/// A menu's scroll sign (see [`sign`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct ScrollSign;

/// Each scroll sign shows while its menu is shown and taller than the window, and only then.
pub(super) fn show_signs(
    mut signs: Query<(&Scrollbar, &mut Visibility), With<ScrollSign>>,
    areas: Query<(&ComputedNode, &InheritedVisibility)>,
) {
    for (bar, mut visibility) in &mut signs {
        let taller =
            areas.get(bar.target).is_ok_and(|(area, shown)| shown.get() && area.content_size().y > area.size().y + 1.0);
        visibility.set_if_neq(if taller { Visibility::Inherited } else { Visibility::Hidden });
    }
}
