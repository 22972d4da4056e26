//! What a child's tablet reads of the teacher's simultaneous games (`GET /class/api/me/simul`).

use crate::engine::Side;
use serde::{Deserialize, Serialize};

/// A child's board in the teacher's simultaneous games; `simul: false` when he has none.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SimulView {
    /// Whether he has a board against the teacher going on.
    pub simul: bool,
    /// The teacher's name, as the board shows it.
    pub teacher: String,
    /// The room made for his board, as words.
    pub code: String,
    /// His seat in it (South: he sows first).
    pub seat: Option<Side>,
    /// His seat's secret token: the tablet takes the seat with it (`resume`).
    pub token: String,
}
