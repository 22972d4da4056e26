//! The board tables of a web page. A page cannot solve them (it has no threads, and solving the
//! 12 seeds of [`GAME_TABLE_SEEDS`](super::computer::GAME_TABLE_SEEDS) takes seconds at once), so it fetches the table of the
//! tournament rules, which the web build solves and puts beside the game ([`WEB_TABLE`], 5.4 MB;
//! the service worker keeps it with the game's other files for play with no network). Once it
//! is loaded, level 5's sliced search reads it as a computer's does; until then, or if it cannot
//! be fetched, level 5 plays without it. On a computer the tables come from the user's cache
//! folder instead ([`ai::tables::shared`](crate::ai::tables::shared)), and this plugin is not
//! added.

use super::computer::BoardTables;
use crate::ai::tables::{self, BoardTable, TableError};
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext, LoadState};
use bevy::prelude::*;

/// The table's path under the page's `assets/` folder: the board table of
/// [`GAME_TABLE_SEEDS`](super::computer::GAME_TABLE_SEEDS) seeds for the tournament rules, as `awale-tables` writes it.
pub const WEB_TABLE: &str = "board-12.bin";

/// Fetches [`WEB_TABLE`] and, once it is loaded, gives it to the searcher and inserts
/// [`BoardTables`] with its seeds.
pub fn plugin(app: &mut App) {
    app.init_asset::<TableFile>()
        .register_asset_loader(TableLoader)
        .add_systems(Startup, fetch)
        .add_systems(Update, install.run_if(resource_exists::<Fetching>));
}

/// A board table read from a file ([`BoardTable::read_any`]): its rules and seeds are the
/// file's own. Taken out of the assets once installed.
#[derive(Asset, TypePath, Debug)]
pub struct TableFile(pub BoardTable);

/// Reads a board table file as [`BoardTable::write`] writes it.
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
        BoardTable::read_any(&mut bytes.as_slice()).map(TableFile)
    }

    fn extensions(&self) -> &[&str] {
        &["bin"]
    }
}

/// The table being fetched; removed once it is installed or has failed.
#[derive(Resource)]
struct Fetching(Handle<TableFile>);

fn fetch(mut commands: Commands, server: Res<AssetServer>) {
    commands.insert_resource(Fetching(server.load(WEB_TABLE)));
}

/// Once the table is loaded: installs it for the searcher ([`tables::install`]) and inserts
/// [`BoardTables`], so that level 5 reads it from its next search on. A table that cannot be
/// fetched or read is reported, and the game plays on without.
fn install(
    mut commands: Commands,
    fetching: Res<Fetching>,
    server: Res<AssetServer>,
    mut files: ResMut<Assets<TableFile>>,
) {
    match server.load_state(&fetching.0) {
        LoadState::Loaded => {
            if let Some(TableFile(table)) = files.remove(&fetching.0) {
                info!("board tables: {} seeds, {} positions", table.seeds(), table.len());
                commands.insert_resource(BoardTables(table.seeds()));
                tables::install(table);
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
