//! What opens over the title or the board ([`Overlay`]): the buttons that open and close it,
//! the screen beneath hidden while a menu is open, and the overlay ended when a screen is set
//! anew. Hidden, not left: the screen beneath keeps its state, its game and its entities, so
//! closing the menu shows it again as it was, nothing entered again; meanwhile neither the Tab
//! key nor a screen reader reaches what is under the menu, and the focus comes back to the
//! button that opened it.

use crate::game::menus::{Overlay, covered};
use crate::game::play::BoardUse;
use crate::game::screens::Screen;
use bevy::camera::visibility::VisibilitySystems;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::state::state::{ExitSchedules, StateTransitionSystems};
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Opener>()
        .add_systems(StateTransition, end_with_screen.before(StateTransitionSystems::DependentTransitions))
        // The match's score ended with the board (its New game, its Menu): the roots it hid get
        // their visibility back before the board's own leaving hides its edges.
        .configure_sets(
            StateTransition,
            ExitSchedules::<Overlay>::default().before(ExitSchedules::<BoardUse>::default()),
        )
        .add_systems(OnExit(Overlay::None), remember_opener)
        .add_systems(OnEnter(Overlay::None), focus_opener)
        .add_systems(PostUpdate, hide_beneath.run_if(covered).before(VisibilitySystems::VisibilityPropagate));
    for covering in Overlay::COVERING {
        // On leaving it, closed or ended with the screen beneath.
        app.add_systems(OnExit(covering), show_beneath);
    }
}

/// A screen set anew, another or the one shown (Play again, a review, the title), begins with
/// nothing over it: a sub-state keeps its value while its source still allows it, so without
/// this the end of a game would stay open over the title, or over the next game's board. Runs
/// before the state transitions, where the screen asked for is known and the overlay's own
/// transition is still to come; an overlay asked for in the same frame is left as asked.
fn end_with_screen(
    screen: Res<State<Screen>>,
    next_screen: Res<NextState<Screen>>,
    overlay: Option<Res<State<Overlay>>>,
    next_overlay: Option<ResMut<NextState<Overlay>>>,
) {
    let set_anew = match *next_screen {
        NextState::Pending(_) => true,
        NextState::PendingIfNeq(asked) => asked != *screen.get(),
        NextState::Unchanged => false,
    };
    let open = Overlay::shown(overlay.as_deref()) != Overlay::None;
    if let Some(mut next_overlay) = next_overlay.filter(|next| matches!(**next, NextState::Unchanged))
        && set_anew
        && open
    {
        next_overlay.set(Overlay::None);
    }
}

/// An observer opening `menu` over the screen shown.
pub(crate) fn open(menu: Overlay) -> impl FnMut(On<Activate>, ResMut<NextState<Overlay>>) {
    move |_, mut next| next.set(menu)
}

/// An observer closing the menu open: the screen beneath is shown again as it stands.
pub(crate) fn close(_: On<Activate>, mut next: ResMut<NextState<Overlay>>) {
    next.set(Overlay::None);
}

/// A root of the interface hidden under a menu, with the visibility it had (given back when the
/// menu goes).
#[derive(Component, Clone, Copy, Debug)]
struct Beneath(Visibility);

/// The button focused when a menu opened (the one that opened it, by keyboard), focused again
/// when it closes.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct Opener(Option<Entity>);

fn remember_opener(mut focus: ResMut<InputFocus>, mut opener: ResMut<Opener>) {
    opener.0 = focus.get();
    focus.clear();
}

fn focus_opener(mut focus: ResMut<InputFocus>, mut opener: ResMut<Opener>, buttons: Query<(), With<Button>>) {
    if let Some(button) = opener.0.take().filter(|&button| buttons.contains(button)) {
        focus.set(button, FocusCause::Navigated);
    }
}

/// While a menu (or the match's score) is open, every other root of the interface (the screen beneath, the board's
/// edges, a corner's button) is hidden, a root made meanwhile too (the title built again in a
/// new language chosen in the settings). A root another system shows meanwhile has that
/// visibility kept for when the menu goes.
fn hide_beneath(
    mut roots: Query<
        (Entity, &mut Visibility, Option<&mut Beneath>),
        (With<Node>, Without<ChildOf>, Without<DespawnOnExit<Overlay>>),
    >,
    mut commands: Commands,
) {
    for (root, mut visibility, beneath) in &mut roots {
        match beneath {
            None => {
                commands.entity(root).insert(Beneath(*visibility));
            }
            Some(mut beneath) if *visibility != Visibility::Hidden => beneath.0 = *visibility,
            Some(_) => {}
        }
        visibility.set_if_neq(Visibility::Hidden);
    }
}

/// The menu (or the match's score) gone, each root it hid has its visibility back.
fn show_beneath(mut roots: Query<(Entity, &mut Visibility, &Beneath)>, mut commands: Commands) {
    for (root, mut visibility, beneath) in &mut roots {
        visibility.set_if_neq(beneath.0);
        commands.entity(root).remove::<Beneath>();
    }
}
