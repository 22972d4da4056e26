//! Strength matches, run on demand (they take minutes):
//!
//! `cargo test --release --no-default-features --test strength -- --ignored --nocapture`
//!
//! Games start from two random moves (varied openings), sides alternate, and the engine
//! referees under the tournament rules (majority and repetition ends). The tuning match plays
//! evaluation weights against each other at a fixed depth.

use awale::ai::{FEATURES, Level, Limits, Searcher, Weights};
use awale::engine::{Game, Outcome, Pit, Preset, Side};
use board_game::ai::Bot;
use board_game::ai::mcts::MCTSBot;
use board_game::ai::simple::RolloutBot;
use board_game::board::Board;
use board_game::games::oware::OwareBoard;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use rand_08::SeedableRng as _;
use rand_08::rngs::SmallRng;

/// A player in a match: one of our levels, or one of board-game's bots.
trait Player {
    fn name(&self) -> String;
    fn choose(&mut self, game: &Game, theirs: &OwareBoard<6>) -> Pit;
}

struct Computer {
    level: Level,
    searcher: Searcher,
    rng: StdRng,
}

impl Player for Computer {
    fn name(&self) -> String {
        format!("level {}", self.level.get())
    }

    fn choose(&mut self, game: &Game, _: &OwareBoard<6>) -> Pit {
        self.searcher.choose(game, self.level, &mut self.rng).expect("a move while the game goes on")
    }
}

struct Foreign<B: Bot<OwareBoard<6>>> {
    name: String,
    bot: B,
}

impl<B: Bot<OwareBoard<6>>> Player for Foreign<B> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, game: &Game, theirs: &OwareBoard<6>) -> Pit {
        // board-game numbers a move by the mover's own pits in sowing order.
        let column = self.bot.select_move(theirs).expect("their board goes on too");
        Pit::of(game.position().turn(), column).expect("a column 0-5")
    }
}

/// Plays one game; returns the points (1, ½ or 0) of the player who is South.
fn play(south: &mut dyn Player, north: &mut dyn Player, opening: &mut StdRng) -> f64 {
    let mut game = Game::new(Preset::Tournament.rules());
    let mut theirs = OwareBoard::<6>::new(4);
    for ply in 0.. {
        if game.is_over() {
            break;
        }
        if theirs.is_done() {
            // board-game's own stalemate rule: stop by agreement.
            game.agree_to_stop().expect("the game goes on");
            break;
        }
        let mv = if ply < 2 {
            let legal = game.legal_moves();
            legal[opening.random_range(0..legal.len())]
        } else if game.position().turn() == Side::South {
            south.choose(&game, &theirs)
        } else {
            north.choose(&game, &theirs)
        };
        game.play(mv).expect("a legal move");
        theirs.play(mv.column()).expect("the same move is legal on board-game's board");
    }
    let Outcome::Over(end) = game.outcome() else { unreachable!() };
    match end.winner {
        Some(Side::South) => 1.0,
        Some(Side::North) => 0.0,
        None => 0.5,
    }
}

/// Plays `games` games with sides alternating; returns the first player's share of points.
fn share(first: &mut dyn Player, second: &mut dyn Player, games: usize) -> f64 {
    let mut opening = StdRng::seed_from_u64(2026);
    let mut points = 0.0;
    for game in 0..games {
        points +=
            if game % 2 == 0 { play(first, second, &mut opening) } else { 1.0 - play(second, first, &mut opening) };
    }
    let share = points / games as f64;
    println!("| {} | {} | {games} | {:.0} % |", first.name(), second.name(), 100.0 * share);
    share
}

fn computer(level: u8) -> Computer {
    Computer {
        level: Level::new(level).unwrap(),
        searcher: Searcher::new(1 << 20),
        rng: StdRng::seed_from_u64(u64::from(level)),
    }
}

#[test]
#[ignore = "minutes long: run on demand"]
fn each_level_beats_the_one_below() {
    println!("| player | opponent | games | score |\n|---|---|---|---|");
    for level in 2..=5 {
        let share = share(&mut computer(level), &mut computer(level - 1), 10);
        assert!(share > 0.5, "level {level} scored {share} against level {}", level - 1);
    }
}

#[test]
#[ignore = "minutes long: run on demand"]
fn level_five_beats_board_game_bots() {
    println!("| player | opponent | games | score |\n|---|---|---|---|");
    let mut mcts = Foreign {
        name: "board-game MCTS (100 000 iterations)".into(),
        bot: MCTSBot::new(100_000, 2.0, SmallRng::seed_from_u64(1)),
    };
    let against_mcts = share(&mut computer(5), &mut mcts, 10);
    let mut rollout = Foreign {
        name: "board-game rollouts (2 000 a move)".into(),
        bot: RolloutBot::new(2_000, SmallRng::seed_from_u64(2)),
    };
    let against_rollouts = share(&mut computer(5), &mut rollout, 10);
    assert!(against_mcts >= 0.9 && against_rollouts >= 0.9, "{against_mcts} and {against_rollouts}");
}

/// Plays `games` games (each opening twice, sides swapped) at a fixed depth between two sets of
/// weights; returns the first set's share of the points.
fn weights_match(first: Weights, second: Weights, depth: u32, games: usize) -> f64 {
    let limits = Limits { depth: Some(depth), movetime: None };
    let mut openings = StdRng::seed_from_u64(1995);
    let mut points = 0.0;
    for _ in 0..games / 2 {
        let mut opening = Game::new(Preset::Tournament.rules());
        for _ in 0..2 {
            let legal = opening.legal_moves();
            opening.play(legal[openings.random_range(0..legal.len())]).expect("a legal move");
        }
        for first_is_south in [true, false] {
            let mut game = opening.clone();
            let mut searchers =
                [Searcher::new(1 << 16).with_weights(first), Searcher::new(1 << 16).with_weights(second)];
            while !game.is_over() {
                let first_to_move = (game.position().turn() == Side::South) == first_is_south;
                let searcher = &mut searchers[usize::from(!first_to_move)];
                let mv = searcher.search(&game, limits, |_| {}).best.expect("a move while the game goes on");
                game.play(mv).expect("a legal move");
            }
            let Outcome::Over(end) = game.outcome() else { unreachable!() };
            let first_side = if first_is_south { Side::South } else { Side::North };
            points += match end.winner {
                Some(side) if side == first_side => 1.0,
                None => 0.5,
                Some(_) => 0.0,
            };
        }
    }
    points / games as f64
}

/// The weight `field` (1 on, in the order of `FEATURE_NAMES`; the store seed is the unit)
/// scaled by `factor`.
fn scaled(weights: Weights, field: usize, factor: f64) -> Weights {
    let mut array = weights.as_array();
    array[field] = (f64::from(array[field]) * factor).round() as i32;
    Weights::from_array(array)
}

#[test]
#[ignore = "minutes long: run on demand"]
fn tune_weights_by_self_play() {
    let mut best = Weights::default();
    for round in 1..=2 {
        for field in 1..FEATURES {
            for factor in [0.5, 1.5] {
                let variant = scaled(best, field, factor);
                let share = weights_match(variant, best, 6, 40);
                println!("round {round}: {variant:?} scored {:.0} % against {best:?}", 100.0 * share);
                if share > 0.55 {
                    best = variant;
                }
            }
        }
    }
    println!("best: {best:?}");
}
