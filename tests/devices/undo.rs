//! Undo on two devices: the asker's own last move taken back, and both lines saying so.

use super::*;
use awale::game::prelude::{ButtonAction, Seat};

/// The Undo button at the bottom of this device's board, pressed.
fn press_undo(app: &mut App) {
    let mut buttons = app.world_mut().query::<(Entity, &ButtonAction, &Seat)>();
    let mut at_bottom = buttons.iter(app.world()).filter(|(_, _, seat)| seat.0 == Side::South);
    let button = at_bottom.find(|(_, action, _)| **action == ButtonAction::Undo).expect("the Undo button").0;
    app.world_mut().trigger(Activate { entity: button });
    app.update();
}

/// What the line over a device's board says.
fn line(app: &App) -> Option<String> {
    app.world().resource::<RoomNote>().line.clone()
}

/// Undo on two devices (issue 58) takes back the asker's own last move, as face to face: on the
/// maker's turn, his Undo and the joiner's yes take back his move and the joiner's reply after
/// it, and it is his turn again; on the joiner's turn, his move alone. The asker's line says he
/// asked, the other's that he is asked (his Undo agreeing, not asking in turn), and then both
/// how many moves were taken back.
#[test]
fn undo_on_two_devices_takes_back_the_asker_s_own_last_move_and_both_lines_say_so() {
    use awale::game::online::room::name_of;
    let server = Server::start();
    let mut maker = device(&server, None);
    let mut joiner = device(&server, None);
    make_and_join(&mut maker, &mut joiner);
    while moves(&maker) < 4 || !its_turn(&maker) {
        sow(&mut maker, &mut joiner);
    }
    let (asker, other) = (session(&maker).seat().unwrap(), session(&joiner).seat().unwrap());
    let said = |app: &App, key: &str, side: Side| {
        let tr = &app.world().resource::<Tr>().0;
        Some(tr.f(key, [("name", name_of(session(app), tr, side).into())]))
    };
    let taken_back =
        |app: &App, moves: usize| Some(app.world().resource::<Tr>().0.f("taken-back", [("moves", moves.into())]));

    for (case, taken) in [("on the asker's turn", 2), ("on the other's turn", 1)] {
        if case == "on the other's turn" {
            sow(&mut maker, &mut joiner);
            assert!(!its_turn(&maker), "the joiner's turn");
        }
        let before = moves(&maker);
        press_undo(&mut maker);
        assert_eq!(line(&maker), said(&maker, "online-undo-sent", other), "{case}: the asker's line");
        run(&mut [&mut maker, &mut joiner], "the ask on the other board", |d| session(d[1]).agrees());
        for _ in 0..3 {
            joiner.update();
        }
        assert_eq!(line(&joiner), said(&joiner, "online-undo-asked", asker), "{case}: the other's line");
        assert_eq!(moves(&maker), before, "{case}: asking takes nothing back");
        press_undo(&mut joiner);
        assert_eq!(line(&joiner), None, "{case}: agreeing is not asking");
        run(&mut [&mut maker, &mut joiner], "the moves taken back", |d| {
            d.iter().all(|app| moves(app) == before - taken && resting(app) && line(app).is_some())
        });
        assert!(its_turn(&maker), "{case}: the asker plays again");
        assert!(!its_turn(&joiner));
        for app in [&maker, &joiner] {
            assert_eq!(line(app), taken_back(app, taken), "{case}: each line says what was taken back");
            assert_eq!(app.world().resource::<Engine>().0.position(), session(app).board().position());
        }
    }
}
