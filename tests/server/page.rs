//! The web build's files, served compressed to a browser that accepts it.

use super::*;

/// The web build's files: a file's brotli or gzip form, where the build wrote one beside it, to a
/// browser that accepts it, and the file itself to one that accepts neither; each with its type,
/// `Cache-Control: no-cache` and `Vary: Accept-Encoding`.
#[test]
fn the_web_build_is_served_compressed_to_a_browser_that_accepts_it() {
    use std::io::{Read, Write};
    let web = tempfile::tempdir().expect("a folder");
    let forms = [("", b"the code".as_slice()), (".br", b"brotli".as_slice()), (".gz", b"gzip".as_slice())];
    for (extension, bytes) in forms {
        std::fs::write(web.path().join(format!("awale_bg.wasm{extension}")), bytes).expect("written");
    }
    std::fs::write(web.path().join("index.html"), "<!doctype html>").expect("written");
    let db = Db::sqlite();
    let server = serve(&db, &["--web", &web.path().to_string_lossy()]);
    let get = |accepted: &str| {
        let mut stream = std::net::TcpStream::connect(server.address).expect("connected");
        stream.set_read_timeout(Some(Duration::from_secs(10))).expect("a timeout");
        let request = format!(
            "GET /awale_bg.wasm HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: {accepted}\r\nConnection: close\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).expect("asked");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("an answer");
        let (head, body) = answer.split_once("\r\n\r\n").expect("a head and a body");
        let head = head.to_ascii_lowercase();
        // The same names from one version to the next: a browser asks each time, and a cache
        // between keeps each encoding apart.
        assert!(head.contains("\r\ncache-control: no-cache"), "{head}");
        assert!(head.contains("\r\nvary: accept-encoding"), "{head}");
        assert!(head.contains("\r\ncontent-type: application/wasm"), "{head}");
        let encoding = head.lines().find_map(|line| line.strip_prefix("content-encoding: ")).map(str::to_owned);
        (encoding, body.to_owned())
    };
    assert_eq!(get("gzip, deflate, br"), (Some("br".to_owned()), "brotli".to_owned()));
    assert_eq!(get("gzip"), (Some("gzip".to_owned()), "gzip".to_owned()));
    assert_eq!(get("identity"), (None, "the code".to_owned()));
}
