//! The class's game against the computer as the class server runs it: one value per class in
//! the store (kind `vote`, with a version), settled whenever a tablet or the projector asks.

use super::view::{LastView, VoteView};
use crate::ai::judge::{self, Judgment, Verdict};
use crate::ai::{Level, Searcher};
use crate::engine::{Game, Outcome, Pit, Rules, Side};
use crate::net::class::tournament::ChildId;
use crate::net::hub::{Hub, now, now_ms};
use crate::net::store::{Failure, StoreError, StoredChild};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Its kind among what a class plays together, in the store.
const KIND: &str = "vote";

/// A child whose tablet asked the server this many seconds ago or less is here: once every
/// child here has voted, the move is played before the countdown ends.
pub const HERE_SECONDS: i64 = 90;

/// The shortest and longest countdown the teacher may choose, in seconds.
pub const COUNTDOWN: std::ops::RangeInclusive<u32> = 10..=60;

/// How deep the computer looks to judge the class's move (as the review does).
const REVIEW_DEPTH: u32 = 8;

/// How many times a change is tried when another request changed the vote first.
const TRIES: usize = 6;

/// The class's game against the computer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassVote {
    /// The rules.
    pub rules: Rules,
    /// Who sows first: South (the class) or North (the computer).
    pub starter: Side,
    /// The computer's level, 1–5.
    pub level: u8,
    /// The class's time to vote, in seconds.
    pub countdown: u32,
    /// Every move played, in order.
    pub moves: Vec<Pit>,
    /// This move's votes: each child's pit (his first vote stands).
    pub votes: BTreeMap<ChildId, Pit>,
    /// When this move's votes close, in milliseconds since 1970 (during the class's turn).
    pub deadline_ms: Option<i64>,
    /// The class's last move.
    pub last: Option<Played>,
    /// Ended by the teacher.
    pub ended: bool,
}

/// A move the class played: its votes, who voted it, how the computer judged it, its answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The move's number.
    pub number: usize,
    /// The pit.
    pub pit: Pit,
    /// The votes of each pit, A–F.
    pub counts: [u32; 6],
    /// The children who voted for it.
    pub voters: Vec<ChildId>,
    /// A tie among the most voted pits, broken by the computer's hint.
    pub tie: bool,
    /// How the computer judged it (the review's words).
    pub judged: Option<Judged>,
    /// The computer's answer, once played.
    pub reply: Option<Pit>,
}

/// A [`Judgment`] as kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Judged {
    /// 0 the best, 1 good, 2 a small slip, 3 a mistake, 4 a blunder.
    pub verdict: u8,
    /// The best move found.
    pub best: Pit,
    /// Hundredths of a seed worse than the best.
    pub loss: i32,
    /// The most the computer may capture after the move played, and after the best.
    pub gives: [u8; 2],
    /// Seeds the move played captures, and the best one.
    pub captures: [u8; 2],
}

impl Judged {
    /// The judgment again, for the review's words.
    #[must_use]
    pub fn judgment(self, played: Pit) -> Judgment {
        let verdict = [Verdict::Best, Verdict::Good, Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder];
        Judgment {
            side: Side::South,
            played,
            best: self.best,
            loss: self.loss,
            verdict: verdict[usize::from(self.verdict.min(4))],
            gives: self.gives[0],
            gives_after_best: self.gives[1],
            captured: self.captures[0],
            best_captures: self.captures[1],
        }
    }
}

/// Why a change to the vote was refused.
#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    /// The class plays none now.
    #[error("the class is not playing the computer")]
    None,
    /// One is going on: end it first.
    #[error("the class is already playing the computer: end that game first")]
    Running,
    /// Not the class's turn, or another move than the one to play.
    #[error("this is not the move to vote for now")]
    NotNow,
    /// A pit the class may not sow.
    #[error("{0}")]
    Illegal(String),
    /// The store failed.
    #[error("the class's store: {}", .0.message)]
    Store(StoreError),
}

impl From<StoreError> for Refusal {
    fn from(error: StoreError) -> Refusal {
        Refusal::Store(error)
    }
}

impl ClassVote {
    /// A new game: `rules`, `starter` first, the computer at `level`, `countdown` seconds a vote.
    #[must_use]
    pub fn new(rules: Rules, starter: Side, level: u8, countdown: u32) -> ClassVote {
        ClassVote {
            rules,
            starter,
            level: level.clamp(1, 5),
            countdown: countdown.clamp(*COUNTDOWN.start(), *COUNTDOWN.end()),
            moves: Vec::new(),
            votes: BTreeMap::new(),
            deadline_ms: None,
            last: None,
            ended: false,
        }
    }

    /// The game as it stands.
    #[must_use]
    pub fn game(&self) -> Game {
        let mut game = Game::starting(self.rules, self.starter);
        for &pit in &self.moves {
            if game.play(pit).is_err() {
                break;
            }
        }
        game
    }

    /// Whether it is over: the game ended, or the teacher ended it.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.ended || self.game().is_over()
    }
}

async fn load(hub: &Hub, class: i64) -> Result<Option<(ClassVote, i64)>, StoreError> {
    let Some(stored) = hub.store(move |store| store.class_game(class, KIND)).await? else {
        return Ok(None);
    };
    let vote = serde_json::from_str(&stored.state)
        .map_err(|error| StoreError::failed(format!("class {class}'s vote does not read: {error}")))?;
    Ok(Some((vote, stored.version)))
}

async fn keep(hub: &Hub, class: i64, vote: &ClassVote, from: Option<i64>) -> Result<(), StoreError> {
    let state = serde_json::to_string(vote).map_err(|error| StoreError::failed(error.to_string()))?;
    hub.store(move |store| store.keep_class_game(class, KIND, &state, from, now())).await.map(|_| ())
}

/// Class `class`'s vote changed by `change` (given the one kept), settled and kept; tried again
/// from the store when another request changed it first.
///
/// # Errors
/// What `change` refuses; the store's failure.
pub async fn change<T>(
    hub: &Hub,
    class: i64,
    change: impl Fn(Option<ClassVote>) -> Result<(ClassVote, T), Refusal>,
) -> Result<(ClassVote, T), Refusal> {
    for _ in 0..TRIES {
        let loaded = load(hub, class).await?;
        let version = loaded.as_ref().map(|(_, version)| *version);
        let (mut vote, answer) = change(loaded.map(|(vote, _)| vote))?;
        settle(hub, class, &mut vote).await?;
        match keep(hub, class, &vote, version).await {
            Ok(()) => return Ok((vote, answer)),
            Err(error) if error.failure == Failure::Conflict => {}
            Err(error) => return Err(error.into()),
        }
    }
    Err(Refusal::Store(StoreError::new(Failure::Conflict, "the vote kept changing: try again")))
}

/// Class `class`'s vote, its move played once the countdown ended or every child here voted,
/// and the computer's answer played, if it has one.
///
/// # Errors
/// The store's failure.
pub async fn settled(hub: &Hub, class: i64) -> Result<Option<ClassVote>, Refusal> {
    for _ in 0..TRIES {
        let Some((mut vote, version)) = load(hub, class).await? else { return Ok(None) };
        if !settle(hub, class, &mut vote).await? {
            return Ok(Some(vote));
        }
        match keep(hub, class, &vote, Some(version)).await {
            Ok(()) => return Ok(Some(vote)),
            Err(error) if error.failure == Failure::Conflict => {}
            Err(error) => return Err(error.into()),
        }
    }
    Err(Refusal::Store(StoreError::new(Failure::Conflict, "the vote kept changing: try again")))
}

/// Plays what is due: the class's move (its votes closed), the computer's answer; opens the
/// class's next vote. Returns whether anything changed.
async fn settle(hub: &Hub, class: i64, vote: &mut ClassVote) -> Result<bool, Refusal> {
    if vote.is_over() {
        return Ok(false);
    }
    let mut changed = false;
    let game = vote.game();
    if game.position().turn() == Side::South {
        let now_ms = now_ms();
        let Some(deadline) = vote.deadline_ms else {
            vote.deadline_ms = Some(now_ms + i64::from(vote.countdown) * 1000);
            return Ok(true);
        };
        let here: Vec<ChildId> = hub
            .store(move |store| store.children(class))
            .await?
            .iter()
            .filter(|child| now() - child.seen <= HERE_SECONDS)
            .map(|child| child.id)
            .collect();
        let all_voted = !vote.votes.is_empty() && here.iter().all(|child| vote.votes.contains_key(child));
        if now_ms < deadline && !all_voted {
            return Ok(false);
        }
        if vote.votes.is_empty() {
            // Nobody voted: the class gets its time again.
            vote.deadline_ms = Some(now_ms + i64::from(vote.countdown) * 1000);
            return Ok(true);
        }
        let (votes, judged_game) = (vote.votes.clone(), game.clone());
        let played = tokio::task::spawn_blocking(move || class_move(&judged_game, &votes))
            .await
            .map_err(|error| StoreError::failed(error.to_string()))?;
        vote.moves.push(played.pit);
        vote.votes.clear();
        vote.deadline_ms = None;
        vote.last = Some(played);
        changed = true;
    }
    let game = vote.game();
    if !game.is_over() && game.position().turn() == Side::North {
        let level = Level::new(vote.level).unwrap_or(Level::MIN);
        let thinking = game.clone();
        let reply =
            tokio::task::spawn_blocking(move || Searcher::new(1 << 16).choose(&thinking, level, &mut rand::rng()))
                .await
                .map_err(|error| StoreError::failed(error.to_string()))?;
        if let Some(reply) = reply {
            vote.moves.push(reply);
            if let Some(last) =
                vote.last.as_mut().filter(|last| last.reply.is_none() && last.number + 2 == vote.moves.len())
            {
                last.reply = Some(reply);
            }
            changed = true;
        }
        if !vote.game().is_over() {
            vote.deadline_ms = Some(now_ms() + i64::from(vote.countdown) * 1000);
        }
    }
    Ok(changed)
}

/// The class's move from its votes: the most voted pit (a tie: the best of them by the
/// computer's search), who voted it, and how the computer judges it.
fn class_move(game: &Game, votes: &BTreeMap<ChildId, Pit>) -> Played {
    let mut counts = [0u32; 6];
    for pit in votes.values() {
        counts[pit.column()] += 1;
    }
    let most = counts.iter().copied().max().unwrap_or(0);
    let tied: Vec<Pit> = (0..6).filter(|&c| counts[c] == most).filter_map(|c| Pit::of(Side::South, c)).collect();
    let mut searcher = Searcher::new(1 << 16);
    let scores = judge::move_scores(&mut searcher, game, REVIEW_DEPTH);
    // Scores come best first: the first tied pit among them.
    let pit = scores.iter().map(|(mv, _)| *mv).find(|mv| tied.contains(mv)).unwrap_or(tied[0]);
    let judged = judge::judge(game, &scores, pit).map(|judgment| Judged {
        verdict: judgment.verdict as u8,
        best: judgment.best,
        loss: judgment.loss,
        gives: [judgment.gives, judgment.gives_after_best],
        captures: [judgment.captured, judgment.best_captures],
    });
    let voters = votes.iter().filter(|&(_, &voted)| voted == pit).map(|(&child, _)| child).collect();
    Played { number: game.moves().len(), pit, counts, voters, tie: tied.len() > 1, judged, reply: None }
}

/// A new game against the computer, refused while one is going on.
///
/// # Errors
/// [`Refusal::Running`].
pub fn start(kept: Option<ClassVote>, new: ClassVote) -> Result<(ClassVote, ()), Refusal> {
    if kept.is_some_and(|vote| !vote.is_over()) {
        return Err(Refusal::Running);
    }
    Ok((new, ()))
}

/// Child `child`'s vote for move `number` on `pit`: counted unless he voted for it already.
///
/// # Errors
/// [`Refusal::None`], [`Refusal::NotNow`] (not the class's turn, or another move),
/// [`Refusal::Illegal`] (a pit the class may not sow).
pub fn cast(kept: Option<ClassVote>, child: ChildId, number: usize, pit: Pit) -> Result<(ClassVote, bool), Refusal> {
    let mut vote = kept.filter(|vote| !vote.is_over()).ok_or(Refusal::None)?;
    let game = vote.game();
    if game.position().turn() != Side::South || number != vote.moves.len() {
        return Err(Refusal::NotNow);
    }
    game.check(pit).map_err(|illegal| Refusal::Illegal(illegal.to_string()))?;
    if vote.votes.contains_key(&child) {
        return Ok((vote, false));
    }
    vote.votes.insert(child, pit);
    Ok((vote, true))
}

/// What child `child`'s tablet is told of `vote`.
#[must_use]
pub fn view_of(vote: Option<&ClassVote>, child: ChildId) -> VoteView {
    // Ended by the teacher: the tablets go back to their title.
    let Some(vote) = vote.filter(|vote| !vote.ended) else { return VoteView::default() };
    let game = vote.game();
    let position = game.position();
    let over = vote.is_over();
    let class_turn = !over && position.turn() == Side::South;
    let result = match game.outcome() {
        Outcome::Over(end) => Some(match end.winner {
            Some(Side::South) => "class",
            Some(Side::North) => "computer",
            None => "draw",
        }),
        Outcome::Ongoing => None,
    };
    VoteView {
        vote: true,
        number: vote.moves.len(),
        pits: position.pits().to_vec(),
        stores: [position.stores().south, position.stores().north],
        class_turn,
        legal: if class_turn { game.legal_moves().to_vec() } else { Vec::new() },
        left_ms: vote.deadline_ms.filter(|_| class_turn).map_or(0, |deadline| (deadline - now_ms()).max(0) as u64),
        voted: vote.votes.get(&child).copied(),
        last: vote.last.as_ref().map(|last| LastView {
            number: last.number,
            pit: last.pit,
            mine: last.voters.contains(&child),
            reply: last.reply,
        }),
        over,
        result: result.map(str::to_owned),
    }
}

/// The children of `children` here now (their tablet asked within [`HERE_SECONDS`]).
#[must_use]
pub fn here(children: &[StoredChild]) -> usize {
    children.iter().filter(|child| now() - child.seen <= HERE_SECONDS).count()
}
