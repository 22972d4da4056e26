//! Shared by the game's test files: what a person sees of the board and its interface.
#![allow(dead_code)]

use awale::engine::{Pit, Position};
use bevy::prelude::*;

/// Whether `entity` or one of its ancestors is not displayed.
pub fn hidden(world: &World, entity: Entity) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        let node = world.get::<Node>(entity);
        let visibility = world.get::<Visibility>(entity);
        if node.is_some_and(|node| node.display == Display::None) || visibility == Some(&Visibility::Hidden) {
            return true;
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    false
}

/// The seeds of each pit (in [`Pit::index`] order) and of each store (South's 12, North's 13)
/// in `position`.
pub fn engine_counts(position: Position) -> [usize; 14] {
    let mut counts = [0; 14];
    for pit in Pit::ALL {
        counts[pit.index()] = usize::from(position.seeds(pit));
    }
    counts[12] = usize::from(position.stores().south);
    counts[13] = usize::from(position.stores().north);
    counts
}
