//! Sound: the game's sounds in one table ([`SOUNDS`]: the file, built into the binary, and its
//! volume), and their playback, soft and never a flood. A new sound is a file in
//! `assets/sounds/`, a variant of [`Sfx`] and its line in [`SOUNDS`].

use super::frame::GameSet;
use super::model::BoardUse;
use super::settings::Settings;
use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::audio::Volume;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

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

/// A sound of the game: which, its file under `assets/` and the file's bytes, and its volume
/// (0 to 1, times the settings' volume).
pub struct Sound {
    /// The sound it plays.
    pub sfx: Sfx,
    /// Its path under `assets/`.
    pub path: &'static str,
    /// The file, built into the binary.
    pub bytes: &'static [u8],
    /// How loud, from 0 to 1.
    pub volume: f32,
}

/// Every sound, one line each, at its [`Sfx`]'s place.
pub const SOUNDS: [Sound; 7] = [
    sound(Sfx::Landing, "sounds/tock.wav", include_bytes!("../../assets/sounds/tock.wav"), 0.55),
    sound(Sfx::Capture, "sounds/capture.wav", include_bytes!("../../assets/sounds/capture.wav"), 0.45),
    sound(Sfx::Refused, "sounds/refuse.wav", include_bytes!("../../assets/sounds/refuse.wav"), 0.6),
    sound(Sfx::Praise, "sounds/praise.wav", include_bytes!("../../assets/sounds/praise.wav"), 0.6),
    sound(Sfx::Win, "sounds/win.wav", include_bytes!("../../assets/sounds/win.wav"), 0.6),
    sound(Sfx::Lose, "sounds/lose.wav", include_bytes!("../../assets/sounds/lose.wav"), 0.5),
    sound(Sfx::Draw, "sounds/draw.wav", include_bytes!("../../assets/sounds/draw.wav"), 0.55),
];

const fn sound(sfx: Sfx, path: &'static str, bytes: &'static [u8], volume: f32) -> Sound {
    Sound { sfx, path, bytes, volume }
}

// Each sound's line is at its variant's place (playback finds it there).
const _: () = {
    let mut at = 0;
    while at < SOUNDS.len() {
        assert!(SOUNDS[at].sfx as usize == at, "SOUNDS lists the sounds in Sfx's order");
        at += 1;
    }
};

/// The sounds built into the binary, loaded through Bevy's `embedded://` source, and their
/// playback: with a window (the headless tests have no sound), after the asset plugin.
pub(super) fn plugin(app: &mut App) {
    let registry = app.world().resource::<EmbeddedAssetRegistry>();
    for sound in &SOUNDS {
        registry.insert_asset(PathBuf::from("assets").join(sound.path), Path::new(sound.path), sound.bytes);
    }
    let server = app.world().resource::<AssetServer>();
    let handles = SOUNDS.iter().map(|sound| server.load(format!("embedded://{}", sound.path))).collect();
    app.insert_resource(SoundHandles(handles)).add_systems(
        Update,
        (
            // The title's game plays without a sound.
            play_sounds.run_if(not(in_state(BoardUse::Show))),
            (|mut sfx: MessageReader<Sfx>| sfx.clear()).run_if(in_state(BoardUse::Show)),
            drop_unplayable_sounds,
        )
            .in_set(GameSet::Present),
    );
}

/// The sounds' handles, in the order of [`SOUNDS`].
#[derive(Resource, Clone, Debug)]
pub struct SoundHandles(pub Vec<Handle<AudioSource>>);

/// Soft sounds, at most one every 45 ms so that a shower of seeds stays gentle.
fn play_sounds(
    mut commands: Commands,
    mut sfx: MessageReader<Sfx>,
    settings: Res<Settings>,
    handles: Res<SoundHandles>,
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
