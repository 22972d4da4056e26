//! The `--screenshot PATH` smoke run (`awale --screenshot`): the first board drawn, a move
//! played, a screenshot saved, and the time the first board took printed.

use crate::game::assets::GameAssets;
use crate::game::frame::GameSet;
use crate::game::messages::MoveRequest;
use crate::game::play::{Engine, Phase};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::PathBuf;
use web_time::Instant;

/// The `--screenshot PATH` run: wait for the board, play the first legal move, let the seeds
/// come to rest, save a screenshot and exit. Prints how long the first board took to draw.
#[derive(Resource, Debug)]
pub struct Smoke {
    path: PathBuf,
    started: Instant,
    stage: SmokeStage,
    frames: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SmokeStage {
    Loading,
    Moving { animated: bool },
    Settling(u32),
    Saving,
}

impl Smoke {
    /// A smoke run saving to `path`; `started` is when the process began.
    #[must_use]
    pub fn new(path: PathBuf, started: Instant) -> Smoke {
        Smoke { path, started, stage: SmokeStage::Loading, frames: 0 }
    }
}

/// Frames after which a smoke run gives up.
const SMOKE_FRAME_LIMIT: u32 = 3000;

/// The smoke run's plugin.
pub fn smoke_plugin(app: &mut App) {
    app.add_systems(Update, smoke_run.in_set(GameSet::Intents));
}

fn smoke_run(
    mut commands: Commands,
    mut smoke: ResMut<Smoke>,
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    assets: Res<GameAssets>,
    server: Res<AssetServer>,
    mut requests: MessageWriter<MoveRequest>,
    mut exit: MessageWriter<AppExit>,
) {
    smoke.frames += 1;
    if smoke.frames > SMOKE_FRAME_LIMIT {
        error!("smoke run: gave up after {SMOKE_FRAME_LIMIT} frames at {:?}", smoke.stage);
        exit.write(AppExit::error());
        return;
    }
    smoke.stage = match smoke.stage {
        SmokeStage::Loading => {
            if assets.textures_loaded(&server) && smoke.frames > 2 {
                println!("awale: first board drawn {} ms after start", smoke.started.elapsed().as_millis());
                if let Some(&pit) = engine.0.legal_moves().first() {
                    requests.write(MoveRequest(pit));
                }
                SmokeStage::Moving { animated: false }
            } else {
                SmokeStage::Loading
            }
        }
        SmokeStage::Moving { animated } => match phase.get() {
            Phase::Animating => SmokeStage::Moving { animated: true },
            _ if animated => SmokeStage::Settling(0),
            _ => SmokeStage::Moving { animated },
        },
        SmokeStage::Settling(frames) if frames < 10 => SmokeStage::Settling(frames + 1),
        SmokeStage::Settling(_) => {
            commands.spawn(Screenshot::primary_window()).observe(save_to_disk(smoke.path.clone()));
            SmokeStage::Saving
        }
        SmokeStage::Saving => {
            if std::fs::metadata(&smoke.path).is_ok_and(|m| m.len() > 0) {
                println!("awale: screenshot saved to {}", smoke.path.display());
                exit.write(AppExit::Success);
            }
            SmokeStage::Saving
        }
    };
}
