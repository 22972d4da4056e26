//! A match of several games (seed 003: "une partie se joue en 5 manches").

use super::{BySide, Side};
use serde::{Deserialize, Serialize};

/// A best-of-N match: who won each game so far, and who starts the next.
///
/// The winner of a game starts the next one (seed 003); after a draw, the player who did not
/// start the drawn game starts. The match is over when a player has won more than half of the
/// games, or when every game has been played; then the player with more wins takes the match
/// (equal wins: a drawn match).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// Games in the match, at most (5 for a best of 5).
    pub games: u8,
    /// Who started the first game.
    pub first: Side,
    /// Each game's winner so far, `None` for a draw; one entry per finished game. Saved as the
    /// words `"south"`, `"north"` and `"draw"` (TOML has no empty value: it would drop a list
    /// holding one, and the match with it).
    #[serde(with = "results_as_words")]
    pub results: Vec<Option<Side>>,
    /// Who started each game so far, finished or not; one entry per game begun.
    pub starters: Vec<Side>,
}

impl Match {
    /// A match of at most `games` games (at least 1), `first` starting the first.
    #[must_use]
    pub fn new(games: u8, first: Side) -> Match {
        Match { games: games.max(1), first, results: Vec::new(), starters: Vec::new() }
    }

    /// Who starts the next game.
    #[must_use]
    pub fn next_starter(&self) -> Side {
        match (self.results.last(), self.starters.last()) {
            (Some(Some(winner)), _) => *winner,
            (Some(None), Some(&starter)) => !starter,
            _ => self.first,
        }
    }

    /// Notes that the next game begins; returns who starts it.
    pub fn begin_game(&mut self) -> Side {
        let starter = self.next_starter();
        self.starters.push(starter);
        starter
    }

    /// Notes the end of the game in progress: its winner, `None` for a draw. Ignored once the
    /// match is over.
    pub fn finish_game(&mut self, winner: Option<Side>) {
        if !self.is_over() {
            self.results.push(winner);
        }
    }

    /// Games won by each player.
    #[must_use]
    pub fn wins(&self) -> BySide<u8> {
        let mut wins: BySide<u8> = BySide::default();
        for winner in self.results.iter().flatten() {
            wins[*winner] = wins[*winner].saturating_add(1);
        }
        wins
    }

    /// Games finished.
    #[must_use]
    pub fn played(&self) -> u8 {
        u8::try_from(self.results.len()).unwrap_or(u8::MAX)
    }

    /// Whether this is a match in progress, as a saved game's match must be: one more game
    /// begun than finished (a game in progress), or as many (between two games, the next not
    /// begun), fewer results than `games`, and not yet decided.
    ///
    /// # Errors
    /// Why not, in words.
    pub fn check_in_progress(&self) -> Result<(), String> {
        if self.games == 0 {
            return Err("a match of 0 games".to_owned());
        }
        if self.results.len() >= usize::from(self.games) {
            return Err(format!("{} results in a match of {} games", self.results.len(), self.games));
        }
        if self.starters.len() != self.results.len() + 1 && self.starters.len() != self.results.len() {
            return Err(format!("{} games begun and {} finished", self.starters.len(), self.results.len()));
        }
        if self.is_over() {
            return Err("the match is already decided".to_owned());
        }
        Ok(())
    }

    /// Whether the match stands between two games: the last one begun is finished and the
    /// match goes on (its next game not begun yet).
    #[must_use]
    pub fn between_games(&self) -> bool {
        self.starters.len() == self.results.len() && !self.is_over()
    }

    /// Whether the match is decided or every game has been played.
    #[must_use]
    pub fn is_over(&self) -> bool {
        let wins = self.wins();
        let needed = self.games / 2 + 1;
        wins.south >= needed || wins.north >= needed || self.played() >= self.games
    }

    /// The match's winner once it is over; `None` while it goes on or when it is drawn.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        if !self.is_over() {
            return None;
        }
        let wins = self.wins();
        match wins.south.cmp(&wins.north) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// A match's results as words every format keeps: `"south"`, `"north"`, `"draw"`.
mod results_as_words {
    use super::Side;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    const DRAW: &str = "draw";

    fn word(result: Option<Side>) -> &'static str {
        match result {
            Some(Side::South) => "south",
            Some(Side::North) => "north",
            None => DRAW,
        }
    }

    pub(super) fn serialize<S: Serializer>(results: &[Option<Side>], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(results.iter().map(|&result| word(result)))
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Option<Side>>, D::Error> {
        Vec::<String>::deserialize(deserializer)?
            .into_iter()
            .map(|word| match word.as_str() {
                "south" => Ok(Some(Side::South)),
                "north" => Ok(Some(Side::North)),
                DRAW => Ok(None),
                other => Err(D::Error::custom(format!("a game's result is south, north or draw, not '{other}'"))),
            })
            .collect()
    }
}
