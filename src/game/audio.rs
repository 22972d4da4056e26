//! Sound: the game's sounds in one table ([`SOUNDS`]: the file, built into the binary on a
//! computer and fetched by a web page once its first board is drawn, and its volume), and their
//! playback, soft and never a flood (a sound not yet fetched is not played). A new sound is a file in
//! `assets/sounds/`, a variant of [`Sfx`] and its line in [`SOUNDS`].

use super::assets::{AssetFile, BoardDrawn, fetched_on_web};
use super::frame::GameSet;
use super::settings::Settings;
use crate::game::play::BoardUse;
use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::audio::Volume;
use bevy::prelude::*;

/// A sound to play, if sound is on.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sfx {
    /// A seed landed in a pit.
    Landing,
    /// Seeds reached a store.
    Capture,
    /// A move was refused.
    Refused,
    /// A lesson step answered, a puzzle solved: well done.
    Praise,
    /// The person won (against the computer), or a player won face to face.
    Win,
    /// The person lost against the computer: a gentle sound.
    Lose,
    /// A draw.
    Draw,
}

/// A sound of the game: which, its file (built into the binary on a computer, fetched by a web
/// page), and its volume (0 to 1, times the settings' volume).
pub struct Sound {
    /// The sound it plays.
    pub sfx: Sfx,
    /// Its file under `assets/`.
    pub file: AssetFile,
    /// How loud, from 0 to 1.
    pub volume: f32,
}

/// Every sound, one line each, at its [`Sfx`]'s place.
pub const SOUNDS: [Sound; 7] = [
    sound(Sfx::Landing, fetched_on_web!("sounds/tock.wav"), 0.55),
    sound(Sfx::Capture, fetched_on_web!("sounds/capture.wav"), 0.45),
    sound(Sfx::Refused, fetched_on_web!("sounds/refuse.wav"), 0.6),
    sound(Sfx::Praise, fetched_on_web!("sounds/praise.wav"), 0.6),
    sound(Sfx::Win, fetched_on_web!("sounds/win.wav"), 0.6),
    sound(Sfx::Lose, fetched_on_web!("sounds/lose.wav"), 0.5),
    sound(Sfx::Draw, fetched_on_web!("sounds/draw.wav"), 0.55),
];

const fn sound(sfx: Sfx, file: AssetFile, volume: f32) -> Sound {
    Sound { sfx, file, volume }
}

// Each sound's line is at its variant's place (playback finds it there).
const _: () = {
    let mut at = 0;
    while at < SOUNDS.len() {
        assert!(SOUNDS[at].sfx as usize == at, "SOUNDS lists the sounds in Sfx's order");
        at += 1;
    }
};

/// The sounds, loaded once the first board is drawn (from the binary, or over the network in a
/// web page), and their playback: with a window (the headless tests have no sound), after the
/// asset plugin.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SoundHandles>().add_systems(
        Update,
        (
            load_sounds.run_if(resource_added::<BoardDrawn>),
            // The title's game plays without a sound.
            play_sounds.run_if(not(in_state(BoardUse::Show))),
            (|mut sfx: MessageReader<Sfx>| sfx.clear()).run_if(in_state(BoardUse::Show)),
            drop_unplayable_sounds,
        )
            .in_set(GameSet::Present),
    );
}

/// The sounds' handles, in the order of [`SOUNDS`]; empty until the first board is drawn.
#[derive(Resource, Clone, Debug, Default)]
pub struct SoundHandles(pub Vec<Handle<AudioSource>>);

fn load_sounds(mut handles: ResMut<SoundHandles>, server: Res<AssetServer>, registry: Res<EmbeddedAssetRegistry>) {
    handles.0 = SOUNDS.iter().map(|sound| sound.file.load(&server, &registry)).collect();
}

/// Soft sounds, at most one every 45 ms so that a shower of seeds stays gentle.
fn play_sounds(
    mut commands: Commands,
    mut sfx: MessageReader<Sfx>,
    settings: Res<Settings>,
    handles: Res<SoundHandles>,
    server: Res<AssetServer>,
    time: Res<Time<Real>>,
    mut last: Local<f32>,
) {
    for &sound in sfx.read() {
        let now = time.elapsed_secs();
        let shower = matches!(sound, Sfx::Landing | Sfx::Capture);
        if !settings.sound || (shower && now - *last < 0.045) {
            continue;
        }
        if shower {
            *last = now;
        }
        let Some(handle) = handles.0.get(sound as usize) else { continue };
        if !server.is_loaded(handle) {
            continue;
        }
        let volume = SOUNDS[sound as usize].volume;
        commands.spawn((
            SoundEffect { started: now },
            AudioPlayer(handle.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume * settings.volume.factor())),
        ));
    }
}

/// A sound the game started, and when (seconds of real time).
#[derive(Component, Clone, Copy, Debug)]
struct SoundEffect {
    started: f32,
}

/// Without an audio device a sound never starts, so it would never despawn itself: one that
/// has not started 2 s after it was asked for (every sound lasts under half a second) goes.
fn drop_unplayable_sounds(
    mut commands: Commands,
    time: Res<Time<Real>>,
    sounds: Query<(Entity, &SoundEffect), Without<bevy::audio::AudioSink>>,
) {
    for (entity, sound) in &sounds {
        if time.elapsed_secs() - sound.started > 2.0 {
            commands.entity(entity).despawn();
        }
    }
}
