//! Seed flights: a move report becomes one tween sequence per seed, and [`SeedsAtRest`] is sent
//! when the last one completes. A refused pit shakes its head, as a tween too.

use crate::engine::{GameEnd, MoveReport};
use crate::game::board::{Home, PitSpot, Seed};
use crate::game::frame::GameSet;
use crate::game::layout::{self, BoardShape, Z_FLIGHT};
use crate::game::messages::{BoardReset, GameStopped, MovePlayed, MoveRefused, SeedsAtRest, Sfx};
use crate::game::play::InFlight;
use crate::game::settings::Settings;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_tweening::{AnimCompletedEvent, CycleCompletedEvent, Delay, Lens, Sequence, Tween, TweenAnim};
use std::collections::VecDeque;
use std::f32::consts::PI;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InFlight>().add_systems(
        Update,
        (forget_flights, choreograph, track_landings, end_of_flights, shake_refused)
            .chain()
            .after(crate::game::board::reset_seeds)
            .in_set(GameSet::Animate),
    );
}

/// Timings at normal speed, in seconds; [`Speed`](crate::game::settings::Speed) scales them.
mod timing {
    /// The seeds rise from the chosen pit.
    pub const LIFT: f32 = 0.3;
    /// Between one seed's departure and the next.
    pub const SOW_STEP: f32 = 0.3;
    /// One seed's flight to a pit.
    pub const SOW_FLIGHT: f32 = 0.45;
    /// After the last seed lands, before captures.
    pub const CAPTURE_PAUSE: f32 = 0.4;
    /// Between one captured pit and the next along the chain.
    pub const CAPTURE_STEP: f32 = 0.55;
    /// Between two seeds of the same captured pit.
    pub const CAPTURE_SEED_STEP: f32 = 0.06;
    /// A captured seed's flight to the store.
    pub const CAPTURE_FLIGHT: f32 = 0.7;
    /// Before the seeds left are given out at the end.
    pub const SWEEP_PAUSE: f32 = 0.6;
    /// Between two seeds given out at the end.
    pub const SWEEP_STEP: f32 = 0.05;
}

/// What each event of a seed's sequence means, in order: `None` when it leaves its place (it
/// then counts nowhere), the home reached when it lands.
#[derive(Component, Default, Debug, Deref, DerefMut)]
pub(super) struct Route(VecDeque<Option<Home>>);

/// Moves a seed along an arc: up off the board (larger, drawn above everything) and down into
/// its new place.
#[derive(Clone, Copy, Debug)]
struct ArcLens {
    start: Vec3,
    end: Vec3,
    /// Extra height at the middle of the flight, in world units (screen-up).
    height: f32,
    start_scale: f32,
    end_scale: f32,
    /// Extra scale at the middle of the flight, as if closer to the viewer.
    swell: f32,
}

impl Lens<Transform> for ArcLens {
    fn lerp(&mut self, mut target: Mut<'_, Transform>, ratio: f32) {
        let bump = (PI * ratio).sin();
        let mut at = self.start.lerp(self.end, ratio);
        at.y += self.height * bump;
        at.z += Z_FLIGHT * bump;
        target.translation = at;
        target.scale = Vec3::splat(self.start_scale + (self.end_scale - self.start_scale) * ratio + self.swell * bump);
    }
}

/// One part of a seed's journey.
struct Leg {
    /// Seconds from the start of the move.
    start: f32,
    duration: f32,
    lens: ArcLens,
    /// The home reached at the end, counted when the leg completes; `None` for the lift.
    reaches: Option<Home>,
}

/// Builds every seed's legs for one move (or end) and keeps the engine's bookkeeping of which
/// seed is where.
struct Choreography {
    factor: f32,
    /// Less motion: seeds glide straight, without lift or swell (`Settings::calm`).
    calm: bool,
    /// The board the seeds land on.
    shape: BoardShape,
    /// Seeds in each home, in slot order, as they will be after the move.
    members: Vec<Vec<Entity>>,
    seeds: HashMap<Entity, (Seed, Vec3, Vec<Leg>)>,
}

const LIFT_SCALE: f32 = 1.25;
/// The motionless instant before each flight, in seconds, that marks the seed's departure.
const DEPARTURE: f32 = 0.001;

impl Choreography {
    fn new(factor: f32, calm: bool, shape: BoardShape, seeds: impl Iterator<Item = (Entity, Seed, Vec3)>) -> Self {
        let mut members = vec![Vec::new(); Home::COUNT];
        let mut all = HashMap::default();
        let mut listed: Vec<(Entity, Seed, Vec3)> = seeds.collect();
        listed.sort_by_key(|(_, seed, _)| seed.slot);
        for (entity, seed, at) in listed {
            members[seed.home.index()].push(entity);
            all.insert(entity, (seed, at, Vec::new()));
        }
        Choreography { factor, calm, shape, members, seeds: all }
    }

    /// Where a seed is after its legs so far.
    fn current(&self, seed: Entity) -> (Vec3, f32) {
        let (_, at, legs) = &self.seeds[&seed];
        legs.last().map_or((*at, 1.0), |leg| (leg.lens.end, leg.lens.end_scale))
    }

    fn add_leg(&mut self, seed: Entity, start: f32, duration: f32, end: Vec3, end_scale: f32, reaches: Option<Home>) {
        let (from, start_scale) = self.current(seed);
        let flourish = reaches.is_some() && !self.calm;
        let height = if flourish { 45.0 + 0.12 * from.distance(end).min(600.0) } else { 0.0 };
        let swell = if flourish { 0.35 } else { 0.0 };
        let lens = ArcLens { start: from, end, height, start_scale, end_scale, swell };
        let (start, duration) = (start * self.factor, duration * self.factor);
        self.seeds.get_mut(&seed).expect("a known seed").2.push(Leg { start, duration, lens, reaches });
    }

    /// Moves `seed` to the next free slot of `home`, departing at `start` seconds.
    fn fly(&mut self, seed: Entity, start: f32, duration: f32, home: Home) {
        let slot = self.members[home.index()].len();
        self.members[home.index()].push(seed);
        let jitter = self.seeds[&seed].0.jitter;
        let end = home.slot_position(self.shape, slot, jitter);
        self.add_leg(seed, start, duration, end, 1.0, Some(home));
        let state = &mut self.seeds.get_mut(&seed).expect("a known seed").0;
        state.home = home;
        state.slot = slot;
    }

    /// Takes the last `count` seeds of `home` (all of them when `count` is `None`).
    fn take(&mut self, home: Home, count: Option<usize>) -> Vec<Entity> {
        let list = &mut self.members[home.index()];
        let keep = count.map_or(0, |n| list.len().saturating_sub(n));
        list.split_off(keep)
    }

    /// The sowing and the captures of a move. Returns when (in seconds, unscaled) the last
    /// capture starts flying.
    fn sow(&mut self, report: &MoveReport) -> f32 {
        use timing::*;
        let hand = self.take(Home::Pit(report.pit), None);
        // Lifted (above everything else; with less motion, without rising or growing).
        let (rise, lift_scale) = if self.calm { (0.0, 1.0) } else { (22.0, LIFT_SCALE) };
        for &seed in &hand {
            let (at, _) = self.current(seed);
            let raised = at + Vec3::new(0.0, rise, Z_FLIGHT);
            self.add_leg(seed, 0.0, LIFT, raised, lift_scale, None);
        }
        for (k, (&seed, &pit)) in hand.iter().zip(&report.sown).enumerate() {
            self.fly(seed, LIFT + k as f32 * SOW_STEP, SOW_FLIGHT, Home::Pit(pit));
        }
        let landed = LIFT + (hand.len().max(1) - 1) as f32 * SOW_STEP + SOW_FLIGHT + CAPTURE_PAUSE;
        let store = Home::Store(report.side);
        for (j, capture) in report.captures.iter().enumerate() {
            let start = landed + j as f32 * CAPTURE_STEP;
            for (i, seed) in self.take(Home::Pit(capture.pit), None).into_iter().enumerate() {
                self.fly(seed, start + i as f32 * CAPTURE_SEED_STEP, CAPTURE_FLIGHT, store);
            }
        }
        landed + report.captures.len() as f32 * CAPTURE_STEP
    }

    /// The seeds left given out at the end of the game, from `start` seconds (unscaled).
    fn sweep(&mut self, end: &GameEnd, start: f32) {
        use timing::*;
        let mut k = 0;
        for sweep in &end.sweep {
            for seed in self.take(Home::Pit(sweep.pit), Some(usize::from(sweep.seeds))) {
                self.fly(
                    seed,
                    start + SWEEP_PAUSE + k as f32 * SWEEP_STEP,
                    timing::CAPTURE_FLIGHT,
                    Home::Store(sweep.to),
                );
                k += 1;
            }
        }
    }

    /// Gives each travelling seed its tween sequence; returns the seeds now in flight.
    fn launch(self, commands: &mut Commands) -> Vec<Entity> {
        let mut launched = Vec::new();
        for (entity, (seed, _, legs)) in self.seeds {
            if legs.is_empty() {
                continue;
            }
            let mut sequence = Sequence::with_capacity(2 * legs.len());
            let mut cursor = 0.0;
            let mut route = VecDeque::new();
            for leg in legs {
                if leg.start > cursor + 1e-4 {
                    sequence = sequence.then(Delay::new(Duration::from_secs_f32(leg.start - cursor)));
                }
                let duration = Duration::from_secs_f32(leg.duration.max(2.0 * DEPARTURE));
                if leg.reaches.is_some() {
                    // A motionless instant whose completion says the seed has left its place.
                    let still = ArcLens {
                        end: leg.lens.start,
                        end_scale: leg.lens.start_scale,
                        height: 0.0,
                        swell: 0.0,
                        ..leg.lens
                    };
                    let departure = Tween::new(EaseFunction::Linear, Duration::from_secs_f32(DEPARTURE), still)
                        .with_cycle_completed_event(true);
                    let flight =
                        Tween::new(EaseFunction::SineInOut, duration - Duration::from_secs_f32(DEPARTURE), leg.lens)
                            .with_cycle_completed_event(true);
                    sequence = sequence.then(departure).then(flight);
                    route.extend([None, leg.reaches]);
                } else {
                    sequence = sequence.then(Tween::new(EaseFunction::QuadraticOut, duration, leg.lens));
                }
                cursor = leg.start + duration.as_secs_f32();
            }
            commands.entity(entity).insert((seed, Route(route), TweenAnim::new(sequence)));
            launched.push(entity);
        }
        launched
    }
}

/// Turns each move report (and an agreed end) into seed flights.
fn choreograph(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    mut stopped: MessageReader<GameStopped>,
    seeds: Query<(Entity, &Seed, &Transform)>,
    settings: Res<Settings>,
    shape: Res<BoardShape>,
    mut in_flight: ResMut<InFlight>,
    mut rest: MessageWriter<SeedsAtRest>,
) {
    let factor = settings.speed.duration_factor();
    for MovePlayed(report) in played.read() {
        let mut plan =
            Choreography::new(factor, settings.calm, *shape, seeds.iter().map(|(e, s, t)| (e, *s, t.translation)));
        let captures_start = plan.sow(report);
        if let Some(end) = &report.end {
            plan.sweep(end, captures_start);
        }
        in_flight.extend(plan.launch(&mut commands));
    }
    for GameStopped(end) in stopped.read() {
        let mut plan =
            Choreography::new(factor, settings.calm, *shape, seeds.iter().map(|(e, s, t)| (e, *s, t.translation)));
        plan.sweep(end, 0.0);
        let launched = plan.launch(&mut commands);
        if launched.is_empty() {
            rest.write(SeedsAtRest);
        }
        in_flight.extend(launched);
    }
}

/// As seen, a seed leaving its place counts nowhere until it lands in its new home.
fn track_landings(
    mut completed: MessageReader<CycleCompletedEvent>,
    mut seeds: Query<(&mut Seed, &mut Route)>,
    mut sfx: MessageWriter<Sfx>,
) {
    for event in completed.read() {
        let Ok((mut seed, mut route)) = seeds.get_mut(event.anim_entity) else {
            continue;
        };
        match route.pop_front() {
            Some(None) => seed.in_hand = true,
            Some(Some(home)) => {
                seed.shown = home;
                seed.in_hand = false;
                sfx.write(if matches!(home, Home::Store(_)) { Sfx::Capture } else { Sfx::Landing });
            }
            None => {}
        }
    }
}

/// A new board: the flights of the old one are forgotten (their seeds are gone).
fn forget_flights(mut reset: MessageReader<BoardReset>, mut in_flight: ResMut<InFlight>) {
    if reset.read().count() > 0 {
        in_flight.clear();
    }
}

/// When the last seed's sequence completes, the seeds are at rest.
fn end_of_flights(
    mut completed: MessageReader<AnimCompletedEvent>,
    mut in_flight: ResMut<InFlight>,
    mut seeds: Query<(&mut Seed, &mut Route)>,
    mut rest: MessageWriter<SeedsAtRest>,
) {
    let mut any = false;
    for event in completed.read() {
        any |= in_flight.remove(&event.anim_entity);
        if let Ok((mut seed, mut route)) = seeds.get_mut(event.anim_entity) {
            // Whatever the events said, a seed at rest is where the engine has it.
            seed.shown = seed.home;
            seed.in_hand = false;
            route.clear();
        }
    }
    if any && in_flight.is_empty() {
        rest.write(SeedsAtRest);
    }
}

/// How long a refused pit shakes, in seconds.
const SHAKE_SECONDS: f32 = 0.45;

/// Shakes a pit sideways around its centre `x`, fading out, back at its centre at the end.
#[derive(Clone, Copy, Debug)]
struct ShakeLens {
    x: f32,
}

impl Lens<Transform> for ShakeLens {
    fn lerp(&mut self, mut target: Mut<'_, Transform>, ratio: f32) {
        let seconds = ratio * SHAKE_SECONDS;
        target.translation.x = self.x + 12.0 * (1.0 - ratio) * (seconds * 45.0).sin();
    }
}

/// A refused pit shakes its head (not with less motion: the message line says why).
fn shake_refused(
    mut commands: Commands,
    mut refused: MessageReader<MoveRefused>,
    pits: Query<(Entity, &PitSpot)>,
    settings: Res<Settings>,
) {
    for refusal in refused.read() {
        if settings.calm {
            continue;
        }
        if let Some((entity, spot)) = pits.iter().find(|(_, spot)| spot.0 == refusal.pit) {
            let lens = ShakeLens { x: layout::pit_center(spot.0).x };
            let tween = Tween::new(EaseFunction::Linear, Duration::from_secs_f32(SHAKE_SECONDS), lens);
            commands.entity(entity).insert(TweenAnim::new(tween));
        }
    }
}
