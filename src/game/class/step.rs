//! Where a child is in signing in on "My class" ([`ClassStep`]): what the screen shows, and
//! what the class server's answers change.

use crate::net::class::view::{ChildView, ClassView};
use bevy::prelude::*;

/// Where the child is in signing in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Tapping the class's pictures: those tapped so far.
    Code(Vec<u8>),
    /// Finding his animal among the class's children.
    Children,
    /// Tapping his secret pictures: who he is, and those tapped so far.
    Secret(ChildView, Vec<u8>),
}

impl Default for Step {
    fn default() -> Step {
        Step::Code(Vec::new())
    }
}

/// What the screen shows.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassStep {
    /// The step.
    pub step: Step,
    /// The class, once its server said it.
    pub class: Option<ClassView>,
    /// A call is on its way: "One moment…".
    pub waiting: bool,
    /// What went wrong, as a key of the translation tables.
    pub said: Option<&'static str>,
    /// The sign-in of the child playing ended (a new picture secret, a rename, a removal): the
    /// screen asks him to find his animal again, until he signs in.
    pub again: bool,
}

impl ClassStep {
    /// The call ended with `key` said; the child may tap again.
    pub fn fail(&mut self, key: &'static str) {
        self.waiting = false;
        self.said = Some(key);
    }
}
