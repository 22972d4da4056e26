//! The game's side of the translations ([`crate::i18n`]): the translator of the language the
//! settings choose, as a resource every screen and line reads its words from.

use super::settings::Settings;
use crate::i18n::{Language, Translator};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tr>().add_systems(PreUpdate, follow_language);
}

/// The translator for [`Settings::language`]; replaced when the language changes.
#[derive(Resource, Debug)]
pub struct Tr(pub Translator);

impl Default for Tr {
    fn default() -> Self {
        Tr(Translator::new(Language::English))
    }
}

/// A new translator when the language changes.
fn follow_language(settings: Res<Settings>, mut tr: ResMut<Tr>) {
    if tr.0.language() != settings.language {
        tr.0 = Translator::new(settings.language);
    }
}
