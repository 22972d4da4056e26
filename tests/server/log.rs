//! The server's log as an operator reads it: each line said while serving a device names its
//! connection, its address, the server, and once known its room and seat; each refusal is a
//! warning; `--log json` writes one JSON object a line; and no player's name is in it.

use super::*;

/// Runs a room's start and a refusal on a server logging at `level` into a file; its lines.
async fn logged(level: &str) -> (String, String) {
    let db = Db::sqlite();
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join("server.log");
    let server = Instance::logged(&db.arg(), &["--log", level], &path);
    let url = server.url();
    let south = Player::make(&url, setup(), Side::South).await.expect("a room");
    let _north = Player::join(&url, south.code(), None, Some("Kwabena".into())).await.expect("joined");
    let other = if south.code() == "ant-ant-ant" { "bee-bee-bee" } else { "ant-ant-ant" };
    let refused = watch(&url, other).await;
    assert!(matches!(refused, Err(NetError::Refused { error: ErrorKind::NoRoom, .. })));
    tokio::time::sleep(Duration::from_millis(200)).await;
    drop(server);
    (std::fs::read_to_string(&path).expect("the log"), south.code().to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_line_names_its_connection_room_and_seat_and_a_refusal_is_a_warning() {
    let (text, code) = logged("debug").await;
    assert!(
        text.lines().any(|line| line.contains("connection{")
            && line.contains(&format!("room={code}"))
            && line.contains("seat=North")),
        "a line names the room and seat:\n{text}"
    );
    assert!(text.lines().any(|line| line.contains("WARN") && line.contains("refused: no room")), "{text}");
    assert!(!text.contains("Kwabena"), "no player's name in the log:\n{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_json_each_line_is_an_object_with_its_connection() {
    let (text, code) = logged("json,debug").await;
    let lines: Vec<serde_json::Value> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    assert!(lines.len() >= 4, "{text}");
    let seated = lines.iter().find(|line| line["span"]["room"] == code.as_str() && line["span"]["seat"] == "North");
    assert!(
        seated.is_some_and(|line| line["span"]["server"].as_str().is_some_and(|server| server.len() == 8)),
        "{text}"
    );
    let warning = lines.iter().find(|line| line["level"] == "WARN").expect("a warning");
    assert!(warning["fields"]["message"].as_str().is_some_and(|message| message.starts_with("refused")), "{warning}");
    assert_eq!(warning["fields"]["error"], "NoRoom");
}
