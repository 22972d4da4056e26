//! The computer player: in a game against the computer, or both sides in a demo. It searches
//! on Bevy's async compute pool, so the animation never waits, and plays through the same
//! [`MoveRequest`] as a person. In a web page, which has one thread, the long searches (levels
//! 4 and 5, hints) are done instead a slice of [`SLICE`] in each frame, and a review's
//! judgments one move's search a frame.

use super::frame::GameSet;
use super::messages::Step;
use super::messages::{BoardReset, GameCommand, MoveRequest};
use crate::ai::{self, Friend, HINT_LIMITS, Hint, Searcher, Slices, judge};
use crate::engine::{Game, Move};
use crate::game::menus::bare;
use crate::game::play::Mode;
use crate::game::play::{Demo, Players, board_in_play};
use crate::game::play::{Engine, Phase};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use web_time::Instant;

/// The time a sliced search takes in each frame: with drawing, a frame stays well under 50 ms.
pub const SLICE: Duration = Duration::from_millis(20);

/// The seeds of the board tables level 5 reads in a window on a computer: 12, as far as Aalina's
/// endgame tables, solved once in 1.6 s on a thread of their own and kept in the user's cache
/// folder (5.4 MB; see [`ai::tables`]). More would take a family's computer too long (16 seeds:
/// 20 s and 0.9 GB while solving).
pub const GAME_TABLE_SEEDS: u8 = 12;

/// The threads of a search on this computer: two (the search and a helper sharing its table,
/// which at a second a move scored 77.5 % against one thread) where at least three cores leave
/// one for drawing the frames; one otherwise, and in a web page.
/// Counted once: asking the system reads files on every call.
fn search_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        if cores >= 3 { 2 } else { 1 }
    })
}

/// The seeds of the board tables the computer's level 5 reads (see [`ai::tables`]); without
/// this resource, none. The window's plugin inserts [`GAME_TABLE_SEEDS`] on a computer (read
/// from disk, or solved on a thread the first time); a web page, which has no threads to solve
/// them, fetches the table of the tournament rules instead and inserts it once it is loaded
/// (see [`tables`](super::tables)).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardTables(pub u8);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<FriendNow>()
        .add_systems(
            Update,
            // A menu over the board holds the computer's move until it closes: found meanwhile, it
            // waits, so that nobody misses it.
            (start_thinking.run_if(board_in_play), finish_thinking.run_if(bare)).chain().in_set(GameSet::Intents),
        )
        // In the frame the rules lay out a new board, so that a hint asked right after it
        // is not dropped by a late reset.
        .add_systems(Update, forget_searches.in_set(GameSet::Derive));
}

/// The friend's strength for the child playing ([`Mode::Friend`]): his profile's rating, kept
/// here by [`profiles`](super::profiles).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct FriendNow(pub Friend);

/// The searches under way: the computer's move, and a hint a person asked for.
#[derive(Resource)]
pub struct Thinking {
    /// Made at the first search: its table is large, and a two-player game never needs it.
    searcher: Arc<Mutex<Option<Searcher>>>,
    /// The seeds of the board tables the searcher reads, from [`BoardTables`].
    board_seeds: u8,
    /// The computer's search, with the number of moves played when it began.
    task: Option<(usize, Search<Move>)>,
    hint: Option<(usize, Search<Hint>)>,
    /// When the hint under way was asked for.
    hint_asked: Option<Instant>,
    /// The judgment of a review's position under way, with the position.
    judging: Option<(Game, Judging)>,
    /// The review's own searcher, made at its first use: one thread, no board tables and a small
    /// table, so that a review judges alike on every computer.
    reviewer: Arc<Mutex<Option<Searcher>>>,
    /// Whether long searches are sliced across frames (a web page) rather than run on a task.
    pub sliced: bool,
}

impl Default for Thinking {
    fn default() -> Self {
        Thinking {
            searcher: Arc::default(),
            board_seeds: 0,
            task: None,
            hint: None,
            hint_asked: None,
            judging: None,
            reviewer: Arc::default(),
            sliced: crate::IN_A_WEB_PAGE,
        }
    }
}

/// A review's judgment of a position under way: on a task, or (in a web page) one move's
/// search a frame, the scores so far kept with the depth asked.
enum Judging {
    Task(Task<Vec<(Move, i32)>>),
    Steps(Vec<(Move, i32)>, u32),
}

/// A search under way: on a task, or a slice at a time, with what makes its answer of a move.
enum Search<T> {
    Task(Task<Option<T>>),
    Sliced(Box<Slices>, fn(&Game, Move) -> T),
}

impl<T> Search<T> {
    /// The answer, once there is one (`Some(None)`: no move). A sliced search works one slice,
    /// reading the board tables of up to `board_seeds` seeds where its level reads them.
    fn poll(&mut self, searcher: &Mutex<Option<Searcher>>, board_seeds: u8) -> Option<Option<T>> {
        match self {
            Search::Task(task) => block_on(future::poll_once(task)),
            Search::Sliced(slices, answer) => {
                let found = with_searcher(searcher, board_seeds, |s| s.search_slice(slices, SLICE))?;
                let (spent, count) = slices.spent();
                let longest = slices.longest().as_millis();
                if count == 0 {
                    info!("answered at once, without a search (the opening book, or a single move)");
                } else {
                    info!(
                        "searched to depth {} in {} ms over {count} slices, the longest {longest} ms",
                        slices.depth(),
                        spent.as_millis()
                    );
                }
                Some(found.map(|mv| answer(slices.game(), mv)))
            }
        }
    }
}

impl Thinking {
    /// Whether the computer is choosing a move.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.task.is_some()
    }

    /// Whether any search (a move or a hint) is under way: its answer must be polled.
    #[must_use]
    pub fn is_busy(&self) -> bool {
        self.task.is_some() || self.hint.is_some()
    }

    /// Whether a hint is being looked for (the message line says so at once).
    #[must_use]
    pub fn is_hinting(&self) -> bool {
        self.hint.is_some()
    }

    /// Starts looking for a hint for the player to move, unless one is being looked for. It
    /// comes within [`HINT_PATIENCE`](super::hint::HINT_PATIENCE) however busy the computer is
    /// ([`hint`](super::hint)).
    pub fn ask_hint(&mut self, game: &Game) {
        if self.hint.is_some() || game.is_over() {
            return;
        }
        self.hint_asked = Some(Instant::now());
        let moves = game.moves().len();
        if self.sliced {
            self.hint = Some((moves, Search::Sliced(Box::new(Slices::new(game.clone(), HINT_LIMITS)), ai::explain)));
            return;
        }
        let (searcher, game, seeds) = (Arc::clone(&self.searcher), game.clone(), self.board_seeds);
        let task = AsyncComputeTaskPool::get().spawn(async move { with_searcher(&searcher, seeds, |s| s.hint(&game)) });
        self.hint = Some((moves, Search::Task(task)));
    }

    /// The hint asked for, once found for the position `game` now has; a hint found for another
    /// position (moves played or taken back since) is dropped.
    pub fn hint_found(&mut self, game: &Game) -> Option<Hint> {
        let found = take_answer(&mut self.hint, game.moves().len(), &self.searcher, self.board_seeds);
        if self.hint.is_none() {
            self.hint_asked = None;
        }
        found
    }

    /// How long the hint for the position `game` now has has been looked for, while it is.
    #[must_use]
    pub fn hint_waited(&self, game: &Game) -> Option<Duration> {
        let current = self.hint.as_ref().is_some_and(|(asked_at, _)| *asked_at == game.moves().len());
        self.hint_asked.filter(|_| current).map(|asked| asked.elapsed())
    }

    /// Drops the hint's search under way (a task not started never starts).
    pub fn drop_hint(&mut self) {
        self.hint = None;
        self.hint_asked = None;
    }

    /// Whether a review's judgment is under way ([`Thinking::judge`]).
    #[must_use]
    pub fn is_judging(&self) -> bool {
        self.judging.is_some()
    }

    /// Starts judging `game`'s position for a review, unless a judgment is under way: the score
    /// of each legal move at `depth` plies ([`judge::move_scores`]). It runs on a task; in a web
    /// page, each call of [`Thinking::judged`] searches one move.
    pub fn judge(&mut self, game: Game, depth: u32) {
        if self.is_judging() {
            return;
        }
        if self.sliced {
            self.judging = Some((game, Judging::Steps(Vec::new(), depth)));
            return;
        }
        let (reviewer, position) = (Arc::clone(&self.reviewer), game.clone());
        let task = AsyncComputeTaskPool::get()
            .spawn(async move { with_reviewer(&reviewer, |s| judge::move_scores(s, &position, depth)) });
        self.judging = Some((game, Judging::Task(task)));
    }

    /// The judgment [`Thinking::judge`] asked for, once found: the position, and each of its
    /// legal moves with its score for the player to move, in hundredths of a seed.
    pub fn judged(&mut self) -> Option<(Game, Vec<(Move, i32)>)> {
        let Thinking { judging, reviewer, .. } = self;
        let (game, under_way) = judging.as_mut()?;
        let scores = match under_way {
            Judging::Task(task) => block_on(future::poll_once(task))?,
            Judging::Steps(scores, depth) => {
                let legal = game.legal_moves();
                if let Some(&mv) = legal.get(scores.len()) {
                    let score = with_reviewer(reviewer, |s| judge::move_score(s, game, mv, *depth));
                    scores.push((mv, score));
                }
                if scores.len() < legal.len() {
                    return None;
                }
                std::mem::take(scores)
            }
        };
        judging.take().map(|(game, _)| (game, scores))
    }
}

/// Runs `work` with the searcher in `slot`, made by `make` at its first use.
fn with_slot<T>(slot: &Mutex<Option<Searcher>>, make: fn() -> Searcher, work: impl FnOnce(&mut Searcher) -> T) -> T {
    // A search that panicked leaves the table usable: take it back.
    let mut guard = slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    work(guard.get_or_insert_with(make))
}

/// Runs `judge` with the review's searcher, made at its first use (a table of 2¹⁶ entries).
fn with_reviewer<T>(reviewer: &Mutex<Option<Searcher>>, judge: impl FnOnce(&mut Searcher) -> T) -> T {
    with_slot(reviewer, || Searcher::new(1 << 16), judge)
}

/// Runs `search` with the shared searcher, made at its first use, reading the board tables of
/// up to `board_seeds` seeds at full strength.
fn with_searcher<T>(searcher: &Mutex<Option<Searcher>>, board_seeds: u8, search: impl FnOnce(&mut Searcher) -> T) -> T {
    with_slot(searcher, Searcher::default, |searcher| {
        searcher.set_board_tables(board_seeds);
        searcher.set_threads(search_threads());
        search(searcher)
    })
}

/// Starts the computer's search when it is to move (in a paused demonstration, only after a
/// [`Step`]).
fn start_thinking(
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    players: Res<Players>,
    demo: Res<Demo>,
    mut steps: MessageReader<Step>,
    mut step_asked: Local<bool>,
    mut thinking: ResMut<Thinking>,
    tables: Option<Res<BoardTables>>,
    friend: Res<FriendNow>,
    mut replay: MessageWriter<GameCommand>,
) {
    if steps.read().count() > 0 {
        *step_asked = true;
    }
    let seeds = tables.map_or(0, |t| t.0);
    if thinking.board_seeds != seeds {
        thinking.board_seeds = seeds;
    }
    let game = &engine.0;
    if thinking.task.is_some() || *phase.get() != Phase::Waiting || !players.computer_plays(game.position().turn()) {
        return;
    }
    // Its move taken back with the person's, whose move Redo has played again: it plays its own
    // again too, as it was (Redo replays what was undone), instead of searching anew.
    if game.can_redo() {
        replay.write(GameCommand::Redo);
        return;
    }
    if players.mode == Mode::Demo && *demo == Demo::Paused {
        if !*step_asked {
            return;
        }
        *step_asked = false;
    }
    let (searcher, game, level) = (Arc::clone(&thinking.searcher), game.clone(), players.level);
    let seeds = thinking.board_seeds;
    let moves = game.moves().len();
    if let Mode::Friend(_) = players.mode {
        // The friend searches shallow for a child: never long enough to need slices.
        let friend = friend.0;
        let task = AsyncComputeTaskPool::get()
            .spawn(async move { with_searcher(&searcher, seeds, |s| friend.choose(s, &game, &mut rand::rng())) });
        thinking.task = Some((moves, Search::Task(task)));
        return;
    }
    if thinking.sliced
        && let Some(slices) = Slices::for_level(game.clone(), level)
    {
        thinking.task = Some((moves, Search::Sliced(Box::new(slices), |_, mv| mv)));
        return;
    }
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { with_searcher(&searcher, seeds, |s| s.choose(&game, level, &mut rand::rng())) });
    thinking.task = Some((moves, Search::Task(task)));
}

/// The answer of a finished search, if it was made for the position now on the board (`moves`
/// played); a finished search is removed either way.
fn take_answer<T>(
    slot: &mut Option<(usize, Search<T>)>,
    moves: usize,
    searcher: &Mutex<Option<Searcher>>,
    board_seeds: u8,
) -> Option<T> {
    let (asked_at, search) = slot.as_mut()?;
    if *asked_at != moves && matches!(search, Search::Sliced(..)) {
        // Its position has gone: no need to finish it.
        *slot = None;
        return None;
    }
    let found = search.poll(searcher, board_seeds)?;
    let still_current = *asked_at == moves;
    *slot = None;
    found.filter(|_| still_current)
}

/// The computer's move, once found, is requested like a person's click.
fn finish_thinking(engine: Res<Engine>, mut thinking: ResMut<Thinking>, mut requests: MessageWriter<MoveRequest>) {
    let thinking = &mut *thinking;
    if let Some(mv) = take_answer(&mut thinking.task, engine.0.moves().len(), &thinking.searcher, thinking.board_seeds)
    {
        requests.write(MoveRequest(mv));
    }
}

/// A new board makes the searches under way meaningless: they are dropped.
fn forget_searches(mut reset: MessageReader<BoardReset>, mut thinking: ResMut<Thinking>) {
    if reset.read().count() > 0 {
        thinking.task = None;
        thinking.hint = None;
    }
}
