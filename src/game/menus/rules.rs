//! The rules, a menu over the title or the board: four pages (sowing and laps, capture chains, feeding and famine, grand
//! slam and the end), each with an example the engine plays under the rules in force, so that
//! the picture and its explanation always match those rules.

use crate::engine::{BySide, Game, MoveReport, Pit, Position, Preset, Rules, Side};
use crate::game::i18n::Tr;
use crate::game::menus::Overlay;
use crate::game::menus::build::screen_builder;
use crate::game::menus::kit::{MenuAction, menu_button, spawn_root};
use crate::game::menus::overlay::close;
use crate::game::messages::Rebuild;
use crate::game::names::Faces;
use crate::game::play::{Engine, MatchState, in_progress};
use crate::game::settings::{RulesChoice, SavedRules, Setup};
use crate::game::text;
use crate::game::theme::{palette, widget};
use crate::i18n::Translator;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    screen_builder(app, Overlay::Rules, spawn);
    app.init_resource::<RulesPage>();
}

/// The page of the rules screen shown, 0 to [`PAGES`] − 1.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RulesPage(pub usize);

/// Pages of the rules screen: sowing, capture, feeding, grand slam and the end.
pub const PAGES: usize = 4;

/// Over the title or the board: the first page.
pub(crate) fn open(_: On<Activate>, mut page: ResMut<RulesPage>, mut next: ResMut<NextState<Overlay>>) {
    page.0 = 0;
    next.set(Overlay::Rules);
}

/// An observer turning to the page `step` away (−1 or +1): the screen is built again.
fn turn(step: isize) -> impl FnMut(On<Activate>, ResMut<RulesPage>, MessageWriter<Rebuild>) {
    move |_, mut page, mut rebuild| {
        page.0 = page.0.saturating_add_signed(step).min(PAGES - 1);
        rebuild.write(Rebuild);
    }
}

/// A page's example, played by the engine under `rules`: the board before, the board once sown,
/// the pits to mark on it (those captured; where a rule took none, the capture chain it would
/// have taken; where there is no chain, those sown), and the move's report.
#[derive(Clone, Debug)]
pub struct Example {
    /// The twelve pits before the move, A–F then a–f.
    pub before: [u8; 12],
    /// The twelve pits once sown, before any capture.
    pub sown: [u8; 12],
    /// The pits drawn gold on the second board.
    pub marked: Vec<Pit>,
    /// What the move did.
    pub report: MoveReport,
}

/// The example of page `page` under `rules`; `None` if the rules make it unplayable.
#[must_use]
pub fn example(rules: &Rules, page: usize) -> Option<Example> {
    let (before, pit): ([u8; 12], char) = match page {
        0 => ([rules.seeds_per_pit; 12], 'C'),
        1 => ([0, 0, 0, 0, 3, 0, 1, 2, 0, 4, 0, 0], 'E'),
        2 => ([0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0], 'F'),
        _ => ([0, 0, 0, 0, 3, 0, 1, 2, 0, 0, 0, 0], 'E'),
    };
    let pit = Pit::from_letter(pit)?;
    let position = Position::new(before, BySide { south: 10, north: 10 }, Side::South).ok()?;
    let report = Game::from_position(*rules, position).play(pit).ok()?;
    let mut sown = before;
    sown[pit.index()] = 0;
    for reached in &report.sown {
        sown[reached.index()] += 1;
    }
    let marked = if !report.captures.is_empty() {
        report.captures.iter().map(|capture| capture.pit).collect()
    } else if page > 0 && !report.chain.is_empty() {
        report.chain.iter().map(|capture| capture.pit).collect()
    } else {
        report.sown.to_vec()
    };
    Some(Example { before, sown, marked, report })
}

/// A small board: North's row above (f to a), South's below (A to F); `marked` pits are gold.
fn mini_board(counts: [u8; 12], marked: &[Pit]) -> impl Bundle {
    let pit = |index: usize| {
        let gold = marked.iter().any(|pit| pit.index() == index);
        (
            Node {
                width: Val::Px(40.0),
                height: Val::Px(40.0),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(Val::Px(20.0)),
                ..default()
            },
            BackgroundColor(if gold { palette::GOLD } else { palette::PIT }),
            children![(
                Text::new(counts[index].to_string()),
                TextFont::from_font_size(18.0),
                TextColor(if gold { palette::DARK } else { palette::CREAM }),
            )],
        )
    };
    let row = |indices: [usize; 6]| {
        (
            Node { column_gap: Val::Px(6.0), ..default() },
            Children::spawn(SpawnIter(indices.into_iter().map(pit).collect::<Vec<_>>().into_iter())),
        )
    };
    (
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: Val::Px(6.0),
            padding: UiRect::all(Val::Px(8.0)),
            border_radius: BorderRadius::all(Val::Px(12.0)),
            ..default()
        },
        BackgroundColor(palette::WOOD),
        children![row([11, 10, 9, 8, 7, 6]), row([0, 1, 2, 3, 4, 5])],
    )
}

/// The rules in force, and their one name: the game's in progress, else the next new game's;
/// named by their set (a preset, a set saved by its name), or "My rules" once changed. What
/// the Rules screen explains and the title's line names (issue 71: the title said "Abapa"
/// while the Rules screen said "Tournament").
#[derive(bevy::ecs::system::SystemParam)]
pub struct RulesInForce<'w> {
    engine: Res<'w, Engine>,
    series: Res<'w, MatchState>,
    setup: Res<'w, Setup>,
    saved: Res<'w, SavedRules>,
}

impl RulesInForce<'_> {
    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> Rules {
        let game = &self.engine.0;
        if in_progress(game, self.series.0.as_ref()) { *game.rules() } else { self.setup.rules(&self.saved) }
    }

    /// Their name, in the language of `tr`: the rule set chosen if they are its rules; else
    /// (a game imported, or laid out by a room, with other rules than those chosen) the preset
    /// or the saved set whose rules they are; else "My rules".
    #[must_use]
    pub fn name(&self, tr: &Translator) -> String {
        let rules = self.rules();
        match &self.setup.rules {
            RulesChoice::Preset(preset) if preset.rules() == rules => return text::preset(tr, *preset),
            RulesChoice::Saved(name) if self.saved.get(name) == Some(&rules) => return name.clone(),
            _ => {}
        }
        if let Some(preset) = Preset::ALL.into_iter().find(|preset| preset.rules() == rules) {
            return text::preset(tr, preset);
        }
        match self.saved.sets.iter().find(|set| set.rules == rules) {
            Some(set) => set.name.clone(),
            None => tr.t("custom-name"),
        }
    }
}

fn spawn(mut commands: Commands, tr: Res<Tr>, in_force: RulesInForce, page: Res<RulesPage>) {
    let tr = &tr.0;
    let rules = in_force.rules();
    let name = in_force.name(tr);
    let paragraphs = text::rules_explained(tr, &rules, &name);
    let page = page.0.min(PAGES - 1);
    // rules_explained: in force, board, sowing, laps, capture, feeding, famine, grand slam, end.
    let shown: &[usize] = match page {
        0 => &[1, 2, 3],
        1 => &[4],
        2 => &[5, 6],
        _ => &[7, 8],
    };
    spawn_root(&mut commands, Overlay::Rules, true).with_children(|screen| {
        screen.spawn(widget::title(tr.t("rules-title"), 48.0));
        screen.spawn(widget::colored(paragraphs[0].clone(), 20.0, palette::GOLD));
        if let Some(Example { before, sown, marked, report }) = example(&rules, page) {
            screen
                .spawn(Node { column_gap: Val::Px(30.0), align_items: AlignItems::Center, ..default() })
                .with_children(|row| {
                    row.spawn(mini_board(before, &[report.pit]));
                    row.spawn((
                        Text::new(format!("{} →", report.pit)),
                        TextFont::from_font_size(34.0),
                        TextColor(palette::GOLD),
                    ));
                    row.spawn(mini_board(sown, &marked));
                });
            let explained = match page {
                0 => Some(text::preview(tr, &report)),
                2 => Some(tr.t("explain-feeding")),
                _ => text::explain_capture(tr, &report)
                    .or_else(|| Some(text::after_move(tr, &Faces::compass(tr), &report))),
            };
            if let Some(line) = explained {
                screen.spawn(widget::colored(line, 19.0, palette::GOLD));
            }
        }
        for &index in shown {
            screen.spawn(widget::body(paragraphs[index].clone(), 21.0));
        }
        screen.spawn(widget::button_row()).with_children(|row| {
            if page > 0 {
                menu_button(row, MenuAction::PreviousPage, String::new(), turn(-1));
            }
            menu_button(row, MenuAction::Back, tr.t("button-back"), close);
            if page + 1 < PAGES {
                menu_button(row, MenuAction::NextPage, String::new(), turn(1));
            }
        });
    });
}
