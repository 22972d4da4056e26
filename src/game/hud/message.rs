//! What the players read in the middle of the board's edges: what the last move did and why a
//! pit was refused (once the seeds rest), the feeding banner, and the glow of the pits one may
//! choose.

use crate::engine::{IllegalMove, MoveReport, Side};
use crate::game::board::{LastMoveMark, PitGlow, PitSpot};
use crate::game::coach::glow::CoachGlow;
use crate::game::controls::Offer;
use crate::game::hint::Hinted;
use crate::game::i18n::Tr;
use crate::game::layout::FaceToFace;
use crate::game::messages::{BoardReset, GameStopped, MovePlayed, MoveRefused};
use crate::game::names::Faces;
use crate::game::play::pointer::{Preview, Say};
use crate::game::play::{BoardUse, Players};
use crate::game::play::{Engine, Resting};
use crate::game::settings::Settings;
use crate::game::text;
use crate::game::theme::palette;
use crate::game::theme::set_text;
use crate::game::theme::widget::TEXT_WIDTH;
use crate::i18n::Translator;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The line that says what just happened or why a pit was refused.
#[derive(Component, Clone, Copy, Debug)]
pub struct MessageText;

/// The banner shown while a player must feed his opponent.
#[derive(Component, Clone, Copy, Debug)]
pub struct BannerText;

/// A player's message line at his edge, face to face (side by side, the one [`MessageText`] in
/// the middle serves both).
#[derive(Component, Clone, Copy, Debug)]
pub struct EdgeMessage(pub Side);

/// The place of a player's message line at his edge, face to face: as tall as two lines,
/// shown or not.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct MessageSlot;

/// The line shown now, the one to show when the seeds have come to rest, and who is sowing
/// (from the move's report) while seeds fly; and what the line says, to say it again in
/// another language.
#[derive(Resource, Default, Debug)]
pub(super) struct Narration {
    pub(super) line: String,
    pub(super) after_flight: Option<String>,
    pub(super) sower: Option<Side>,
    said: Option<Said>,
}

/// What the message line says, as the rules told it: a move's report, or a refusal.
#[derive(Clone, Debug)]
enum Said {
    Moved(Box<MoveReport>),
    Refused(IllegalMove),
}

impl Said {
    /// The line, in `tr`'s language and with the players' names now.
    fn line(&self, tr: &Translator, faces: &Faces, teaching: bool) -> String {
        match self {
            Said::Moved(report) => {
                let after = text::after_move(tr, faces, report);
                match text::explain_capture(tr, report).filter(|_| teaching) {
                    Some(explained) => format!("{after}\n{explained}"),
                    None => after,
                }
            }
            Said::Refused(reason) => {
                let line = text::illegal(tr, *reason);
                if teaching && matches!(reason, IllegalMove::GrandSlamForbidden(_)) {
                    format!("{line}\n{}", tr.t("explain-grand-slam-rule"))
                } else {
                    line
                }
            }
        }
    }
}

/// A line for the board's message line from outside a move: a hint, moves taken back, where an
/// export went (or why not), what an import left out. Taken into the line after what the rules
/// did in the frame.
#[derive(Resource, Clone, Debug, Default)]
pub struct BoardNote(pub Option<String>);

/// The text of a message line.
pub(super) fn message_text() -> impl Bundle {
    (
        Text::default(),
        TextFont::from_font_size(23.0),
        TextColor(palette::CREAM),
        TextLayout::justify(Justify::Center),
        Node { max_width: Val::Px(TEXT_WIDTH), ..default() },
    )
}

/// What the message line hears about: moves played, refused and stopped, new boards (a hint, moves
/// taken back, an export come as the board's note).
#[derive(SystemParam)]
pub(super) struct Heard<'w, 's> {
    played: MessageReader<'w, 's, MovePlayed>,
    refused: MessageReader<'w, 's, MoveRefused>,
    stopped: MessageReader<'w, 's, GameStopped>,
    reset: MessageReader<'w, 's, BoardReset>,
}

/// Keeps the message line: a refusal shows at once; what a move did shows when its seeds
/// have come to rest; in teaching mode, with how its capture happened.
pub(super) fn narrate(
    mut narration: ResMut<Narration>,
    mut heard: Heard,
    note: Option<ResMut<BoardNote>>,
    settings: Res<Settings>,
    tr: Res<Tr>,
    faces: Res<Faces>,
    resting: Resting,
) {
    // Another language (or other names) while the line shows what the rules said: said again.
    let retold = (tr.is_changed() && !tr.is_added()) || (faces.is_changed() && !faces.is_added());
    let tr = &tr.0;
    if heard.reset.read().count() > 0 {
        *narration = Narration::default();
    }
    for MovePlayed(report) in heard.played.read() {
        narration.line.clear();
        narration.sower = Some(report.side);
        let said = Said::Moved(Box::new(report.clone()));
        narration.after_flight = Some(said.line(tr, &faces, settings.teaching));
        narration.said = Some(said);
    }
    for _ in heard.stopped.read() {
        narration.line.clear();
        narration.sower = None;
        narration.said = None;
    }
    for refusal in heard.refused.read() {
        let said = Said::Refused(refusal.reason);
        narration.line = said.line(tr, &faces, settings.teaching);
        narration.said = Some(said);
    }
    if let Some(line) = note.and_then(|mut note| note.0.take()) {
        narration.line = line;
        narration.said = None;
    }
    if retold && let Some(said) = narration.said.clone() {
        let line = said.line(tr, &faces, settings.teaching);
        if narration.after_flight.is_some() {
            narration.after_flight = Some(line);
        } else if !narration.line.is_empty() {
            narration.line = line;
        }
    }
    if resting.now()
        && let Some(after) = narration.after_flight.take()
    {
        narration.line = after;
        narration.sower = None;
    }
}

/// What the message line may say: the narration of the last move, what a press on a pit says,
/// a pending offer to stop, in the players' language and with their names.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Lines<'w> {
    narration: Res<'w, Narration>,
    hinted: Res<'w, Hinted>,
    say: Res<'w, Say>,
    offer: Res<'w, Offer>,
    tr: Res<'w, Tr>,
    faces: Res<'w, Faces>,
}

/// The line shown: what a press on a pit says, else a pending offer to stop, else the
/// narration. Side by side in the middle; face to face at each player's edge.
pub(super) fn show_message(
    lines: Lines,
    face_to_face: Res<FaceToFace>,
    mut middle: Query<(&mut Text, &ChildOf), (With<MessageText>, Without<EdgeMessage>)>,
    mut edges: Query<(&EdgeMessage, &mut Text, &ChildOf)>,
    mut visibility: Query<&mut Visibility>,
    mut slots: Query<&mut Node, With<MessageSlot>>,
) {
    let Lines { narration, hinted, say, offer, tr, faces } = lines;
    let offered = offer.0.map(|side| {
        let [name, you] = faces.args(side);
        let [other, other_you] = faces.named(!side, "other", "other-you");
        tr.0.f("offer-stop", [name, you, other, other_you, ("button", tr.0.t("button-accept").into())])
    });
    let shown = say.0.as_deref().or(offered.as_deref()).unwrap_or(&narration.line);
    // A hint is for the player to move: face to face, only his edge shows it.
    let only_for = hinted.0.filter(|_| shown == narration.line).map(|pit| pit.owner());
    let in_middle = if face_to_face.0 { "" } else { shown };
    for (text, parent) in &mut middle {
        set_text(text, in_middle);
        if let Ok(mut visible) = visibility.get_mut(parent.parent()) {
            visible.set_if_neq(if in_middle.is_empty() { Visibility::Hidden } else { Visibility::Inherited });
        }
    }
    let at_edges = if face_to_face.0 { shown } else { "" };
    // Face to face, each edge keeps its message's place ([`MessageSlot`]); the pill in it
    // shows when there is a line.
    let slot_display = if face_to_face.0 { Display::Flex } else { Display::None };
    for mut node in &mut slots {
        if node.display != slot_display {
            node.display = slot_display;
        }
    }
    for (edge, text, parent) in &mut edges {
        let at_edges = if only_for.is_some_and(|side| side != edge.0) { "" } else { at_edges };
        set_text(text, at_edges);
        if let Ok(mut visible) = visibility.get_mut(parent.parent()) {
            visible.set_if_neq(if at_edges.is_empty() { Visibility::Hidden } else { Visibility::Inherited });
        }
    }
}

pub(super) fn feeding_banner(
    engine: Res<Engine>,
    resting: Resting,
    settings: Res<Settings>,
    tr: Res<Tr>,
    faces: Res<Faces>,
    mut banner: Query<(&mut Visibility, &Children), With<BannerText>>,
    mut texts: Query<&mut Text>,
) {
    let mover = engine.0.position().turn();
    let must_feed = resting.now() && !engine.0.is_over() && engine.0.must_feed();
    for (mut visibility, children) in &mut banner {
        visibility.set_if_neq(if must_feed { Visibility::Inherited } else { Visibility::Hidden });
        if must_feed && let Some(line) = children.first().and_then(|&child| texts.get_mut(child).ok()) {
            let mut wanted = text::must_feed(&tr.0, &faces, mover);
            if settings.teaching {
                wanted = format!("{wanted}\n{}", tr.0.t("explain-feeding"));
            }
            set_text(line, &wanted);
        }
    }
}

/// The pits the player may choose glow (the hinted one green); all others are dimmed. While
/// the computer chooses, nothing glows. In teaching mode the pits a previewed sowing reaches
/// are tinted, the last one deeper (and ringed, see [`ring_pits`]), and every other pit dimmed:
/// the path stands out by lightness, which every eye sees (`tests/colour/check.py`).
pub(super) fn highlight_pits(
    engine: Res<Engine>,
    resting: Resting,
    players: Res<Players>,
    hinted: Res<Hinted>,
    preview: Res<Preview>,
    mut glows: Query<(&PitGlow, &mut Visibility, &mut Sprite), Without<PitSpot>>,
    mut pits: Query<(&PitSpot, &mut Sprite)>,
    coach: Res<CoachGlow>,
) {
    let person = players.plays_here(engine.0.position().turn());
    // Nothing glows while seeds fly, not even in the frame a move is played.
    let mut legal = if resting.now() && person { engine.0.legal_moves() } else { Default::default() };
    if coach.only {
        // A review shows only the better move; an answered step, nothing.
        legal.retain(|pit| coach.pits.contains(pit));
    }
    let path = preview.0.and_then(|pit| engine.0.try_play(pit).ok()).map(|report| report.sown).unwrap_or_default();
    for (glow, mut visibility, mut sprite) in &mut glows {
        visibility.set_if_neq(if legal.contains(&glow.0) { Visibility::Inherited } else { Visibility::Hidden });
        let green = hinted.0 == Some(glow.0) || coach.pits.contains(&glow.0);
        let color = if green { palette::HINT_GLOW } else { palette::GLOW };
        if sprite.color != color {
            sprite.color = color;
        }
    }
    for (spot, mut sprite) in &mut pits {
        let color = if path.last() == Some(&spot.0) {
            palette::PREVIEW_LANDING
        } else if path.contains(&spot.0) {
            palette::PREVIEW_PIT
        } else if legal.contains(&spot.0) && path.is_empty() {
            Color::WHITE
        } else {
            palette::DIMMED_PIT
        };
        if sprite.color != color {
            sprite.color = color;
        }
    }
}

/// A ring around a pit, a shape as well as a colour: the pit the other player just played
/// (cream, a still outline), once its seeds rest and until the person plays, beside the sentence
/// that says so (on a watcher's board, every last move), told from the hint's ring of dots
/// ([`hint::mark`](crate::game::hint::mark)) without colour; the pit where a previewed sowing
/// ends (orange, a still outline).
pub(super) fn ring_pits(
    engine: Res<Engine>,
    players: Res<Players>,
    resting: Resting,
    board_use: Option<Res<State<BoardUse>>>,
    preview: Res<Preview>,
    mut marks: Query<(&LastMoveMark, &mut Visibility, Option<&MeshMaterial2d<ColorMaterial>>)>,
    mut materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let game = &engine.0;
    let person_to_move = players.plays_here(game.position().turn());
    // A watcher's board: nobody plays here, and every move is the other's.
    let watching = Side::ALL.into_iter().all(|side| !players.plays_here(side));
    // The rings show on every board; the other player's last move is marked in a real game only
    // (a value of the use, not a gate: hence no run condition).
    let real_game = board_use.is_some_and(|board_use| *board_use.get() == BoardUse::Play);
    let last =
        game.moves().last().copied().filter(|pit| {
            resting.now() && real_game && (watching || (!players.plays_here(pit.owner()) && person_to_move))
        });
    let landing = preview.0.and_then(|pit| game.try_play(pit).ok()).and_then(|report| report.sown.last().copied());
    for (mark, mut visibility, material) in &mut marks {
        let (shown, color) = match last == Some(mark.0) {
            _ if landing == Some(mark.0) => (true, palette::PREVIEW_LANDING),
            true => (true, palette::LAST_MOVE),
            false => (false, palette::LAST_MOVE),
        };
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
        if let (Some(material), Some(materials)) = (material, materials.as_deref_mut())
            && materials.get(&material.0).is_some_and(|m| m.color != color)
            && let Some(mut drawn) = materials.get_mut(&material.0)
        {
            drawn.color = color;
        }
    }
}
