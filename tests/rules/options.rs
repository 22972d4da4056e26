//! The presets and options by name, and rules, records and positions read and written as text.

use super::*;

#[test]
fn presets_follow_their_documents() {
    assert_eq!(Preset::Abapa.rules(), Rules::default());
    let tournament = Preset::Tournament.rules();
    assert!(tournament.end_majority && tournament.end_on_repetition);
    assert_eq!(Preset::Awele.rules().grand_slam, GrandSlam::Forbidden);
    assert!(Preset::Awele.rules().end_no_capture);
    assert!(Preset::ALL.iter().filter(|&&p| p != Preset::Awele).all(|p| !p.rules().end_no_capture));
    assert_eq!(Preset::EggBox.rules().grand_slam, GrandSlam::Forbidden);
    for preset in Preset::ALL {
        assert_eq!(preset.name().parse::<Preset>(), Ok(preset));
    }
}

#[test]
fn seeds_per_pit_sets_the_start() {
    for seeds in 1..=8 {
        let rules = Rules { seeds_per_pit: seeds, ..Rules::default() };
        let start = Position::start(&rules);
        assert_eq!(start.total_seeds(), 12 * seeds);
        assert_eq!(Game::new(rules).legal_moves().len(), 6);
    }
}

#[test]
fn options_are_set_by_name_and_bad_values_refused() {
    let mut rules = Rules::default();
    rules.set("capture_limit", "3").unwrap();
    rules.set("grand_slam", "forbidden").unwrap();
    rules.set("capture_counts", "2").unwrap();
    rules.set("leftover", "split").unwrap();
    assert_eq!(rules.get("capture_limit").as_deref(), Some("3"));
    assert_eq!(rules.get("capture_counts").as_deref(), Some("2"));
    let before = rules;
    assert!(rules.set("seeds_per_pit", "9").unwrap_err().to_string().contains("1 to 8"));
    assert!(rules.set("grand_slam", "maybe").is_err());
    assert!(rules.set("colour", "red").unwrap_err().to_string().contains("no option"));
    assert_eq!(rules, before);
}

#[test]
fn rules_and_records_round_trip_through_serde() {
    let rules = Rules { capture_limit: 2, leftover: Leftover::Split, ..Rules::default() };
    let json = serde_json::to_string(&rules).unwrap();
    assert!(json.contains("\"capture_counts\":\"2-3\"") && json.contains("\"leftover\":\"split\""), "{json}");
    assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
    assert_eq!(serde_json::from_str::<Rules>(r#"{"end_majority":true}"#).unwrap().seeds_per_pit, 4);
    assert!(serde_json::from_str::<Rules>(r#"{"seeds_per_pit":0}"#).is_err());
    assert!(serde_json::from_str::<Rules>(r#"{"seeds":4}"#).is_err());

    let mut game = Game::new(rules);
    for letter in ['C', 'c', 'B', 'd'] {
        game.play(pit(letter)).unwrap();
    }
    let json = serde_json::to_string(&game.record()).unwrap();
    assert!(json.contains(r#""moves":["C","c","B","d"]"#), "{json}");
    let replayed = Game::from_record(&serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(replayed.position(), game.position());
}

#[test]
fn a_record_with_an_illegal_move_is_refused_with_its_number() {
    let mut record = Game::new(Rules::default()).record();
    record.moves = vec![pit('C'), pit('C')];
    let error = Game::from_record(&record).unwrap_err();
    assert_eq!((error.number, error.reason), (2, IllegalMove::NotYourPit(pit('C'))));
}

#[test]
fn position_text_errors_name_the_field() {
    let cases = [
        ("4-4-4", "15 fields"),
        ("4-4-x-4-4-4-4-4-4-4-4-4-0-0-S", "field 3 (pit C)"),
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-y-S", "north store"),
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-E", "S or N"),
        ("90-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "at most 96"),
    ];
    for (text, expected) in cases {
        let error = text.parse::<Position>().unwrap_err().to_string();
        assert!(error.contains(expected), "{text}: {error}");
    }
    let start: Position = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".parse().unwrap();
    assert_eq!(start, Position::start(&Rules::default()));
}

/// Stepping an option through its values visits every allowed value and comes back.
#[test]
fn cycling_an_option_visits_each_value_and_wraps() {
    let counts = [8, 2, 6, 2, 2, 2, 13, 2, 2];
    for (name, count) in awale::engine::rules::OPTION_NAMES.into_iter().zip(counts) {
        let mut rules = Rules::default();
        let first = rules.get(name);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..count {
            seen.insert(rules.get(name));
            assert!(rules.cycle(name), "{name}");
        }
        assert_eq!(seen.len(), count, "{name} visits {count} values");
        assert_eq!(rules.get(name), first, "{name} wraps round");
    }
    assert!(!Rules::default().cycle("no_such_option"));
}
