//! The class against the computer: the projector shows one board; during the class's turn each
//! child taps on his tablet the pit he would play ([`view`]); when the teacher's countdown ends,
//! or every child here has voted, the pit with most votes is played (a tie: the computer's hint
//! among them), and the computer answers at once. One vote per child per move, counted once.
//! The class plays South.

pub mod view;

#[cfg(feature = "server")]
mod play;

#[cfg(feature = "server")]
pub use play::*;
