//! The opening book: the best move of each position of the opening that our own engine found
//! with a long search, made once by `awale-book` for one set of rules and shipped as a small
//! asset (`assets/books/`). A full-strength search plays the book's move at once where the book
//! holds the position and its rules are the game's, and searches as usual everywhere else.
//!
//! The file is TOML: the rules it was made under (`[rules]`, as in a settings file), then one
//! `[[moves]]` table per position: `position` (the position's text), `best` (a pit's letter),
//! `score` (hundredths of a seed, for the side to move) and `depth` (plies searched).

use crate::engine::{Move, Position, Rules};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The book shipped with the game, made under the `tournament` preset.
const TOURNAMENT: &str = include_str!("../../assets/books/tournament.toml");

/// One position's entry: the move the long search chose and what it found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BookMove {
    /// The position, before the move.
    pub position: Position,
    /// The move to play.
    pub best: Move,
    /// The search's score of the move, in hundredths of a seed for the side to move.
    pub score: i32,
    /// The depth of that search, in plies.
    pub depth: u32,
}

/// The file's shape.
#[derive(Serialize, Deserialize)]
struct BookFile {
    rules: Rules,
    moves: Vec<BookMove>,
}

/// Why a book's text is not a book.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    /// Not TOML of a book's shape.
    #[error("not an opening book: {0}")]
    Format(String),
    /// An entry's move is not legal in its position under the book's rules.
    #[error("the book's move {best} is not legal in {position}")]
    Illegal {
        /// The entry's position.
        position: Position,
        /// The entry's move.
        best: Move,
    },
}

/// An opening book for one set of rules.
#[derive(Clone, Debug, Default)]
pub struct Book {
    rules: Rules,
    moves: HashMap<Position, BookMove>,
}

impl Book {
    /// An empty book for `rules`.
    #[must_use]
    pub fn new(rules: Rules) -> Book {
        Book { rules, moves: HashMap::new() }
    }

    /// The rules the book was made under: it answers for them only.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// How many positions the book holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the book holds no position.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Adds (or replaces) a position's entry.
    pub fn insert(&mut self, entry: BookMove) {
        self.moves.insert(entry.position, entry);
    }

    /// The entry of `position` when the game's `rules` are the book's; `None` otherwise.
    #[must_use]
    pub fn probe(&self, position: &Position, rules: &Rules) -> Option<BookMove> {
        if *rules != self.rules {
            return None;
        }
        self.moves.get(position).copied()
    }

    /// Reads a book from its TOML text, checking that every move is legal.
    ///
    /// # Errors
    /// [`BookError::Format`] for text that is not a book, [`BookError::Illegal`] for an entry
    /// whose move its position does not allow.
    pub fn from_toml(text: &str) -> Result<Book, BookError> {
        let file: BookFile = toml::from_str(text).map_err(|e| BookError::Format(e.to_string()))?;
        let mut book = Book::new(file.rules);
        for entry in file.moves {
            if !entry.position.legal_moves(&file.rules).contains(&entry.best) {
                return Err(BookError::Illegal { position: entry.position, best: entry.best });
            }
            book.insert(entry);
        }
        Ok(book)
    }

    /// The book as TOML text, its positions in a stable order (fewest seeds sown first, then by
    /// text), after a first line `comment` (made a TOML comment).
    ///
    /// # Errors
    /// [`BookError::Format`] if the rules cannot be written as TOML (they always can).
    pub fn to_toml(&self, comment: &str) -> Result<String, BookError> {
        let mut moves: Vec<BookMove> = self.moves.values().copied().collect();
        moves.sort_by_key(|entry| (std::cmp::Reverse(entry.position.board_seeds()), entry.position.to_string()));
        let file = BookFile { rules: self.rules, moves };
        let body = toml::to_string(&file).map_err(|e| BookError::Format(e.to_string()))?;
        Ok(format!("# {comment}\n{body}"))
    }
}

/// The book shipped with the game (`assets/books/tournament.toml`, `tournament` preset).
#[must_use]
pub fn builtin() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| Book::from_toml(TOURNAMENT).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Preset};

    #[test]
    fn the_shipped_book_reads_and_answers_for_its_rules_only() {
        let book = Book::from_toml(TOURNAMENT).expect("the shipped book reads");
        assert!(book.len() >= 250, "{} positions", book.len());
        let tournament = Preset::Tournament.rules();
        assert_eq!(*book.rules(), tournament);
        let start = Game::new(tournament).position();
        let entry = book.probe(&start, &tournament).expect("the start is in the book");
        assert!(start.legal_moves(&tournament).contains(&entry.best));
        let mut other = tournament;
        other.end_on_repetition = !other.end_on_repetition;
        assert_eq!(book.probe(&start, &other), None);
        // Every position the first three plies reach is in it.
        let mut frontier = vec![start];
        for _ in 0..3 {
            frontier = frontier
                .iter()
                .flat_map(|p| p.legal_moves(&tournament).into_iter().map(move |mv| p.play(&tournament, mv)))
                .collect::<Result<_, _>>()
                .expect("legal moves");
            for p in &frontier {
                assert!(book.probe(p, &tournament).is_some(), "{p} is missing");
            }
        }
    }

    #[test]
    fn a_book_reads_back_what_it_writes_and_refuses_illegal_moves() {
        let rules = Preset::Tournament.rules();
        let start = Game::new(rules).position();
        let mut book = Book::new(rules);
        book.insert(BookMove { position: start, best: "C".parse().expect("a pit"), score: 12, depth: 20 });
        let text = book.to_toml("test").expect("writes");
        let back = Book::from_toml(&text).expect("reads back");
        assert_eq!(back.probe(&start, &rules), book.probe(&start, &rules));
        let illegal = text.replace("best = \"C\"", "best = \"c\"");
        assert!(matches!(Book::from_toml(&illegal), Err(BookError::Illegal { .. })));
        assert!(matches!(Book::from_toml("moves = 3"), Err(BookError::Format(_))));
    }
}
