//! The teacher against many: one room per child who joined, the child South (he sows first),
//! the teacher North in all of them. The teacher plays every board from his page
//! (`/class/simul`: the boards in a row, those waiting for him marked); each child plays on his
//! own tablet, his board one tap away on the title; each game finished goes into the child's
//! progress as a game against the teacher.

pub mod view;

#[cfg(feature = "server")]
mod run;

#[cfg(feature = "server")]
pub use run::*;
