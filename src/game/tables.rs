//! The board tables of a web page. A page cannot solve them (it has no threads, and solving the
//! 12 seeds of [`GAME_TABLE_SEEDS`](super::computer::GAME_TABLE_SEEDS) takes seconds at once), so it fetches the table of the
//! tournament rules, which the web build solves, gzips and puts beside the game ([`WEB_TABLE`],
//! 5.4 MB, 1.7 MB gzipped). It is fetched once the first board is drawn ([`BoardDrawn`]), so
//! that it never slows the first load, and inflated a slice a frame ([`Inflating`]), so that no
//! frame holds long; the service worker keeps it for play with no network. Once it is read,
//! level 5's sliced search reads it as a computer's does; until then, or if it cannot be
//! fetched, level 5 plays without it. On a computer the tables come from the user's cache
//! folder instead ([`ai::tables::shared`](crate::ai::tables::shared)), and this plugin is not
//! added.

use super::assets::BoardDrawn;
use super::computer::BoardTables;
use crate::ai::tables::{self, BoardTable, TableError};
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext, LoadState};
use bevy::prelude::*;
use flate2::read::GzDecoder;
use std::io::{Cursor, Read};
use web_time::Instant;

/// The table's path under the page's `assets/` folder: the board table of
/// [`GAME_TABLE_SEEDS`](super::computer::GAME_TABLE_SEEDS) seeds for the tournament rules, as
/// `awale-tables` writes it, gzipped.
pub const WEB_TABLE: &str = "board-12.bin.gz";

/// How many bytes of the table are inflated in one frame: 512 KiB, a few milliseconds.
pub const SLICE: usize = 512 * 1024;

/// Fetches [`WEB_TABLE`] once the first board is drawn and, once it is read, gives it to the
/// searcher and inserts [`BoardTables`] with its seeds.
pub fn plugin(app: &mut App) {
    app.init_asset::<TableFile>()
        .register_asset_loader(TableLoader)
        .add_systems(Update, fetch.run_if(resource_added::<BoardDrawn>))
        .add_systems(
            Update,
            (install.run_if(resource_exists::<Fetching>), inflate.run_if(resource_exists::<Inflating>)),
        );
}

/// A board table file as fetched, gzipped. Taken out of the assets once fetched.
#[derive(Asset, TypePath, Debug)]
pub struct TableFile(pub Vec<u8>);

/// Fetches a gzipped board table file's bytes (read later, a slice a frame, by [`Inflating`]).
#[derive(TypePath)]
pub struct TableLoader;

impl AssetLoader for TableLoader {
    type Asset = TableFile;
    type Settings = ();
    type Error = TableError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _load_context: &mut LoadContext<'_>,
    ) -> Result<TableFile, TableError> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        Ok(TableFile(bytes))
    }

    fn extensions(&self) -> &[&str] {
        &["gz"]
    }
}

/// The table being fetched; removed once it is installed or has failed.
#[derive(Resource)]
struct Fetching(Handle<TableFile>);

fn fetch(mut commands: Commands, server: Res<AssetServer>) {
    commands.insert_resource(Fetching(server.load(WEB_TABLE)));
}

/// Once the file is fetched, starts inflating it. A file that cannot be fetched is reported, and
/// the game plays on without.
fn install(
    mut commands: Commands,
    fetching: Res<Fetching>,
    server: Res<AssetServer>,
    mut files: ResMut<Assets<TableFile>>,
) {
    match server.load_state(&fetching.0) {
        LoadState::Loaded => {
            if let Some(TableFile(bytes)) = files.remove(&fetching.0) {
                commands.insert_resource(Inflating::new(bytes));
            }
            commands.remove_resource::<Fetching>();
        }
        LoadState::Failed(error) => {
            warn!("board tables: {WEB_TABLE} could not be loaded ({error}); level 5 plays without them");
            commands.remove_resource::<Fetching>();
        }
        LoadState::NotLoaded | LoadState::Loading => {}
    }
}

/// Inflates a [`SLICE`] of the table a frame; once it is whole and read, installs it for the
/// searcher ([`tables::install`]) and inserts [`BoardTables`], so that level 5 reads it from its
/// next search on. A table that cannot be read is reported, and the game plays on without.
fn inflate(mut commands: Commands, mut inflating: ResMut<Inflating>) {
    let started = Instant::now();
    let step = inflating.step(SLICE);
    inflating.longest_ms = inflating.longest_ms.max(started.elapsed().as_secs_f32() * 1000.0);
    match step {
        Ok(None) => {}
        Ok(Some(table)) => {
            info!(
                "board tables: {} seeds, {} positions, read in slices of at most {:.1} ms",
                table.seeds(),
                table.len(),
                inflating.longest_ms
            );
            commands.insert_resource(BoardTables(table.seeds()));
            commands.insert_resource(TableRead { longest_ms: inflating.longest_ms });
            tables::install(table);
            commands.remove_resource::<Inflating>();
        }
        Err(error) => {
            warn!("board tables: {WEB_TABLE} could not be read ({error}); level 5 plays without them");
            commands.remove_resource::<Inflating>();
        }
    }
}

/// A gzipped board table being read a slice at a time, so that no frame holds long.
#[derive(Resource)]
pub struct Inflating {
    decoder: GzDecoder<Cursor<Vec<u8>>>,
    bytes: Vec<u8>,
    /// The longest step so far, in milliseconds.
    longest_ms: f32,
}

impl Inflating {
    /// Starts reading `gzipped`, a board table file (as [`BoardTable::write`] writes it) gzipped.
    #[must_use]
    pub fn new(gzipped: Vec<u8>) -> Inflating {
        Inflating { decoder: GzDecoder::new(Cursor::new(gzipped)), bytes: Vec::new(), longest_ms: 0.0 }
    }

    /// Inflates up to `slice` bytes more (at least one); once the file is whole, reads it and
    /// returns the table.
    ///
    /// # Errors
    /// [`TableError::Io`] if the gzip stream is damaged or cut short, and
    /// [`BoardTable::read_any`]'s errors if what it holds is no board table.
    pub fn step(&mut self, slice: usize) -> Result<Option<BoardTable>, TableError> {
        let goal = self.bytes.len() + slice.max(1);
        let mut buffer = [0u8; 16 * 1024];
        while self.bytes.len() < goal {
            let room = buffer.len().min(goal - self.bytes.len());
            let read = self.decoder.read(&mut buffer[..room])?;
            if read == 0 {
                return BoardTable::read_any(&mut self.bytes.as_slice()).map(Some);
            }
            self.bytes.extend_from_slice(&buffer[..read]);
        }
        Ok(None)
    }
}

/// The web page's table has been read: the longest frame's step of reading it, in milliseconds
/// (the page's live region tells it, `data-table-ms`).
#[derive(Resource, Clone, Copy, Debug)]
pub struct TableRead {
    /// The longest step, in milliseconds.
    pub longest_ms: f32,
}
