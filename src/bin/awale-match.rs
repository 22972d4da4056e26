//! `awale-match`: plays matches between two engines that speak UCI (our `awale-engine`, or
//! another Oware engine), judged by our rules engine, and prints the score, the Elo difference
//! with its 95 % margin, and a record of every game.
//!
//! ```text
//! awale-match --engine CMD --engine CMD [--games N] [--from G] [--plies K] [--seed S] [--all-openings]
//!             [--preset NAME] [--go ARGS] [--go1 ARGS] [--go2 ARGS] [--init1 LINE]… [--init2 LINE]…
//!             [--turn1] [--turn2]
//! ```
//!
//! - `--engine CMD`, twice: the two engines, each a command line run by `sh -c`.
//! - `--games N`: games in all (default 20), in pairs: each opening is played twice, the
//!   engines swapping sides.
//! - `--from G`: play only games G to N of the match (default 1), from the same openings and
//!   with the same sides as the whole match would give them, so that a match stopped after game
//!   G − 1 can be finished; the summary counts the games played.
//! - `--plies K`: each opening is K random legal moves from the start (default 2), from a
//!   generator seeded by `--seed S` (default 1), so that a match can be replayed. The seeds
//!   1000–1999 are kept for measurement ([`awale::ai::openings::MEASUREMENT_SEEDS`]: held-out
//!   openings, whose games `awale-tune` refuses); a measured match uses 4 plies.
//! - `--all-openings`: instead, every distinct opening of K plies, each played twice (`--games`
//!   is then twice their number: 72 for the 36 of two plies).
//! - `--preset NAME`: the rules the games are judged by (default `tournament`); the engines
//!   must be told the same rules (`--init1`, `--init2`).
//! - `--go ARGS`: what follows `go` for each move (default `movetime 200`); `--go1`, `--go2`
//!   for one engine only.
//! - `--init1 LINE`, `--init2 LINE`: lines sent to an engine after `uci`, before each game
//!   (`setoption name preset value tournament`).
//! - `--turn1`, `--turn2`: send `setoption name EngineTurn value south|north` before each
//!   `go` (Aalina, the engine of Aualé, wants it).
//!
//! Positions are sent as `position startpos moves CdAe` (the moves run together, as UCI
//! programs write them). An engine that answers an illegal move, answers nothing within
//! ten times its time and five seconds (a minute for `isready` between games), or exits,
//! forfeits the game: the match goes on with a fresh process of that engine, and the summary
//! counts each engine's forfeits. Exit code 2 on bad arguments or an engine that cannot start.

use awale::ai::openings;
use awale::engine::notation;
use awale::engine::{Game, Move, Outcome, Pit, Preset, Side};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

const USAGE: &str = "usage: awale-match --engine CMD --engine CMD [--games N] [--from G] [--plies K] [--seed S] \
                     [--all-openings] [--preset NAME] [--go ARGS] [--go1 ARGS] [--go2 ARGS] [--init1 LINE] [--init2 LINE] \
                     [--turn1] [--turn2]";

/// One engine as the match sees it.
#[derive(Clone, Debug, Default)]
struct Player {
    command: String,
    go: Option<String>,
    init: Vec<String>,
    turn_option: bool,
}

#[derive(Debug)]
struct Settings {
    players: [Player; 2],
    games: usize,
    /// The first game played, counted from 1: the ones before it are skipped.
    from: usize,
    plies: usize,
    seed: u64,
    /// Every opening of `plies` plies, rather than random ones.
    all_openings: bool,
    preset: Preset,
    go: String,
}

fn settings(mut args: impl Iterator<Item = String>) -> Result<Settings, String> {
    let mut players: Vec<Player> = Vec::new();
    let mut extra = [Player::default(), Player::default()];
    let mut settings = Settings {
        players: Default::default(),
        games: 20,
        from: 1,
        plies: 2,
        seed: 1,
        all_openings: false,
        preset: Preset::Tournament,
        go: "movetime 200".to_owned(),
    };
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        let number = |text: String| text.parse::<u64>().map_err(|_| format!("{arg} takes a number, not '{text}'"));
        match arg.as_str() {
            "--engine" => players.push(Player { command: value()?, ..Player::default() }),
            "--games" => settings.games = usize::try_from(number(value()?)?).map_err(|e| e.to_string())?,
            "--from" => settings.from = usize::try_from(number(value()?)?).map_err(|e| e.to_string())?,
            "--plies" => settings.plies = usize::try_from(number(value()?)?).map_err(|e| e.to_string())?,
            "--seed" => settings.seed = number(value()?)?,
            "--all-openings" => settings.all_openings = true,
            "--preset" => settings.preset = value()?.parse().map_err(|e| format!("--preset: {e}"))?,
            "--go" => settings.go = value()?,
            "--go1" => extra[0].go = Some(value()?),
            "--go2" => extra[1].go = Some(value()?),
            "--init1" => extra[0].init.push(value()?),
            "--init2" => extra[1].init.push(value()?),
            "--turn1" => extra[0].turn_option = true,
            "--turn2" => extra[1].turn_option = true,
            _ => return Err(format!("unknown argument '{arg}'")),
        }
    }
    let [first, second]: [Player; 2] =
        players.try_into().map_err(|_| "give exactly two engines, each with --engine".to_owned())?;
    if settings.games == 0 {
        return Err("--games must be at least 1".to_owned());
    }
    let [extra1, extra2] = extra;
    let merge = |player: Player, extra: Player| Player {
        go: extra.go,
        init: extra.init,
        turn_option: extra.turn_option,
        ..player
    };
    settings.players = [merge(first, extra1), merge(second, extra2)];
    Ok(settings)
}

/// A running engine: its input, and its output lines as they come.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(command: &str) -> Result<Engine, String> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| format!("cannot start '{command}': {error}"))?;
        let input = child.stdin.take().ok_or("no input")?;
        let output = child.stdout.take().ok_or("no output")?;
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Engine { child, input, lines })
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}").and_then(|()| self.input.flush()).map_err(|e| format!("cannot write: {e}"))
    }

    /// The first line starting with `prefix`, within `limit`.
    fn wait_for(&mut self, prefix: &str, limit: Duration) -> Result<String, String> {
        let until = std::time::Instant::now() + limit;
        loop {
            let left = until.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with(prefix) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => return Err(format!("no '{prefix}' within {limit:?}")),
                Err(RecvTimeoutError::Disconnected) => return Err("the engine exited".to_owned()),
            }
        }
    }

    fn ready(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.wait_for("readyok", Duration::from_secs(60)).map(drop)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(50));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How long an engine may take for `go ARGS`: ten times its movetime and five seconds more, or
/// five minutes for anything else.
fn patience(go: &str) -> Duration {
    match go.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["movetime", ms] => ms.parse::<u64>().map_or(Duration::from_secs(300), |ms| {
            Duration::from_millis(ms.saturating_mul(10)) + Duration::from_secs(5)
        }),
        _ => Duration::from_secs(300),
    }
}

/// One finished game: who played South (0 or 1), the score for player 0 (1, ½, 0), and its
/// record.
struct Played {
    south: usize,
    points: f64,
    line: String,
    /// The engine (0 or 1) that forfeited the game, if one did.
    forfeited: Option<usize>,
}

/// Starts `player`'s engine and waits for its `uciok`.
fn start(player: &Player) -> Result<Engine, String> {
    let mut engine = Engine::start(&player.command)?;
    engine.send("uci")?;
    engine.wait_for("uciok", Duration::from_secs(60))?;
    Ok(engine)
}

fn play(settings: &Settings, engines: &mut [Engine; 2], opening: &[Move], south: usize) -> Result<Played, String> {
    let rules = settings.preset.rules();
    let mut game = Game::new(rules);
    for &mv in opening {
        game.play(mv).map_err(|e| format!("the opening is illegal: {e}"))?;
    }
    let mut forfeit: Option<(usize, String)> = None;
    for (who, (engine, player)) in engines.iter_mut().zip(&settings.players).enumerate() {
        let ready = engine.send("ucinewgame").and_then(|()| {
            for line in &player.init {
                engine.send(line)?;
            }
            engine.ready()
        });
        if let Err(why) = ready {
            forfeit.get_or_insert((who, format!("before the game: {why}")));
        }
    }
    while !game.is_over() && forfeit.is_none() {
        let turn = game.position().turn();
        let who = if turn == Side::South { south } else { 1 - south };
        let player = &settings.players[who];
        let go = player.go.as_deref().unwrap_or(&settings.go);
        let moves: String = game.moves().iter().map(|m| m.letter()).collect();
        let engine = &mut engines[who];
        let position =
            if moves.is_empty() { "position startpos".to_owned() } else { format!("position startpos moves {moves}") };
        let asked = engine.send(&position).and_then(|()| {
            if player.turn_option {
                engine.send(&format!("setoption name EngineTurn value {}", turn.name()))?;
            }
            engine.send(&format!("go {go}"))?;
            engine.wait_for("bestmove", patience(go))
        });
        let answer = match asked {
            Ok(line) => line,
            Err(why) => {
                forfeit = Some((who, why));
                break;
            }
        };
        let word = answer.split_whitespace().nth(1).unwrap_or_default();
        match word.parse::<Pit>().map_err(|e| e.to_string()).and_then(|mv| game.play(mv).map_err(|e| e.to_string())) {
            Ok(_) => {}
            Err(why) => forfeit = Some((who, format!("answered '{answer}': {why}"))),
        }
    }
    let moves = notation::move_words(&game).join(" ");
    let (points, how) = match (&forfeit, game.outcome()) {
        (Some((who, why)), _) => (if *who == 0 { 0.0 } else { 1.0 }, format!("engine {} forfeits: {why}", who + 1)),
        (None, Outcome::Over(end)) => {
            let winner = end.winner.map(|side| if side == Side::South { south } else { 1 - south });
            let points = match winner {
                Some(0) => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            (points, format!("{}-{} {}", end.scores.south, end.scores.north, end.reason.word()))
        }
        (None, Outcome::Ongoing) => (0.5, "unfinished".to_owned()),
    };
    let line = format!("South engine {}, North engine {}: {how}; {moves}", south + 1, 2 - south);
    Ok(Played { south, points, line, forfeited: forfeit.map(|(who, _)| who) })
}

/// The Elo difference for a score fraction.
fn elo(score: f64) -> f64 {
    let score = score.clamp(1e-3, 1.0 - 1e-3);
    -400.0 * (1.0 / score - 1.0).log10()
}

fn run(settings: &Settings) -> Result<(), String> {
    let rules = settings.preset.rules();
    let mut rng = StdRng::seed_from_u64(settings.seed);
    let every = settings.all_openings.then(|| openings::all_openings(rules, settings.plies));
    let games = every.as_ref().map_or(settings.games, |all| 2 * all.len());
    if !(1..=games).contains(&settings.from) {
        return Err(format!("--from must be a game of the match, 1 to {games}"));
    }
    let mut engines = [start(&settings.players[0])?, start(&settings.players[1])?];
    // Said first, so that a record tells where its openings came from (`awale-tune` reads it).
    match &every {
        Some(all) => println!("openings: all {} of {} plies, each played twice", all.len(), settings.plies),
        None if openings::is_measurement_seed(settings.seed) => {
            println!("openings: seed {} of {} plies (held out for measurement)", settings.seed, settings.plies);
        }
        None => println!("openings: seed {} of {} plies", settings.seed, settings.plies),
    }
    if settings.from > 1 {
        println!("games {} to {games} of the match", settings.from);
    }
    let mut results = Vec::new();
    let mut opening = Vec::new();
    for number in 0..games {
        if number % 2 == 0 {
            // A fresh opening for each pair of games.
            opening = match &every {
                Some(all) => all[number / 2].clone(),
                None => openings::random_opening(rules, settings.plies, &mut rng),
            };
        }
        if number + 1 < settings.from {
            continue;
        }
        let south = number % 2;
        let played = play(settings, &mut engines, &opening, south)?;
        println!("game {}: {}", number + 1, played.line);
        if let Some(who) = played.forfeited {
            // It may be dead, or still searching: the next game gets a fresh process.
            engines[who] = start(&settings.players[who])?;
        }
        results.push(played);
    }
    let n = results.len() as f64;
    let points: f64 = results.iter().map(|r| r.points).sum();
    let score = points / n;
    let deviation = (results.iter().map(|r| (r.points - score).powi(2)).sum::<f64>() / n).sqrt();
    let margin = 1.96 * deviation / n.sqrt();
    let wins = results.iter().filter(|r| r.points == 1.0).count();
    let draws = results.iter().filter(|r| r.points == 0.5).count();
    let as_south = results.iter().filter(|r| r.south == 0).map(|r| r.points).sum::<f64>();
    println!(
        "engine 1 vs engine 2: +{wins} ={draws} -{} of {}: {:.1} % ({as_south} of them as South)",
        results.len() - wins - draws,
        results.len(),
        100.0 * score,
    );
    let forfeits = |who| results.iter().filter(|r| r.forfeited == Some(who)).count();
    println!("forfeits: engine 1 {}, engine 2 {}", forfeits(0), forfeits(1));
    println!("score 95 %: {:.1} to {:.1} %", 100.0 * (score - margin).max(0.0), 100.0 * (score + margin).min(1.0));
    println!("Elo difference: {:+.0} (95 %: {:+.0} to {:+.0})", elo(score), elo(score - margin), elo(score + margin));
    Ok(())
}

fn main() -> std::process::ExitCode {
    if awale::version_asked() {
        return std::process::ExitCode::SUCCESS;
    }
    let settings = match settings(std::env::args().skip(1)) {
        Ok(settings) => settings,
        Err(error) => {
            eprintln!("awale-match: {error}\n{USAGE}");
            return std::process::ExitCode::from(2);
        }
    };
    match run(&settings) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("awale-match: {error}");
            std::process::ExitCode::from(2)
        }
    }
}
