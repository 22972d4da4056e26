//! What the teacher takes away from his class: the cards to print, their QR codes opening the
//! game at the address the class's tablets use, and the class as CSV, each cell a spreadsheet
//! would compute written as text.

use super::{origin, progress, refusal, store_refusal, teacher, translator, views};
use crate::i18n::Translator;
use crate::net::class::Classroom;
use crate::net::store::StoredChild;
use crate::net::store::StoredClass;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, PreEscaped, html};
use serde::Deserialize;
use std::sync::Arc;
use views::{emoji, layout, secret_emoji};

/// `?address=N`: which of the server's tablet addresses the cards carry.
#[derive(Deserialize)]
pub(in crate::net::class) struct CardsAsked {
    address: Option<usize>,
}

/// Whether the address `origin` (`http://host:port`) is the class computer's own, which no
/// tablet opens: `localhost`, `127.…` or `[::1]`.
fn own_computer(origin: &str) -> bool {
    let host = origin.split_once("://").map_or(origin, |(_, rest)| rest);
    let host = host.strip_prefix('[').map_or_else(
        || host.rsplit_once(':').map_or(host, |(name, _)| name),
        |rest| rest.split(']').next().unwrap_or(rest),
    );
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback() || ip.is_unspecified())
}

/// The address the cards' QR codes open, and the others a teacher may choose (`?address=N`):
/// the page's own address where a tablet can open it; else, on the class computer itself, the
/// server's address on the class's network (the first it printed, or the one chosen).
fn card_address(room: &Classroom, headers: &HeaderMap, asked: Option<usize>) -> (String, Vec<String>) {
    let own = origin(headers);
    if !own_computer(&own) {
        return (own, Vec::new());
    }
    let network: Vec<String> = room
        .hub
        .tablet_addresses
        .get()
        .map(|all| all.iter().filter(|address| !own_computer(address)).cloned().collect())
        .unwrap_or_default();
    let chosen = asked.and_then(|at| network.get(at)).or(network.first()).cloned().unwrap_or(own);
    (chosen, network)
}

/// `GET /class/cards[?address=N]`: the cards to print, their QR codes opening the game at the
/// address tablets use (said above the cards, with the others to choose from).
pub(in crate::net::class) async fn cards(
    State(room): State<Arc<Classroom>>,
    Query(asked): Query<CardsAsked>,
    headers: HeaderMap,
) -> Response {
    let tr = translator(&headers, None);
    let teacher = match teacher(&room, &headers, tr).await {
        Ok(teacher) => teacher,
        Err(refused) => return refused,
    };
    let class = teacher.class.id;
    let children = match room.hub.store(move |store| store.children(class)).await {
        Ok(children) => children,
        Err(error) => return store_refusal(tr, &error),
    };
    let ((origin, others), code) = (card_address(&room, &headers, asked.address), teacher.class.code.clone());
    let link = |child: &StoredChild| {
        let secret = child
            .secret
            .as_deref()
            .filter(|_| teacher.class.secrets)
            .map(|s| format!("&secret={s}"))
            .unwrap_or_default();
        format!("{origin}/#class={code}&child={}{secret}", child.id)
    };
    let alone = own_computer(&origin);
    Html(cards_page(tr, &teacher.class, &children, &origin, &others, alone, link).into_string()).into_response()
}

/// A cell a spreadsheet would read as a formula, written as text: one that begins with `=`,
/// `+`, `-`, `@`, a tab or a carriage return gets a `'` before it (OWASP's CSV injection
/// guidance).
fn as_text(cell: String) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{cell}") } else { cell }
}

/// The columns of the CSV, as keys of the translation tables (the teacher's language names them).
const COLUMNS: [&str; 14] = [
    "class-csv-name",
    "class-csv-animal",
    "class-stars",
    "class-lessons",
    "class-csv-puzzles-solved",
    "class-csv-puzzles-tried",
    "class-csv-friend-won",
    "class-csv-friend-drawn",
    "class-csv-friend-lost",
    "class-rating",
    "class-csv-classmates-won",
    "class-csv-classmates-drawn",
    "class-csv-classmates-lost",
    "class-last-seen",
];

/// The CSV's file name: the class's name and the day (`CE1 Kouassi-2026-12-05.csv`), as
/// `Content-Disposition` gives it: its letters outside ASCII percent-encoded (RFC 6266's
/// `filename*`), and a plain ASCII name for a browser that reads only that.
fn file_name(class: &str, day: &str) -> String {
    let name = format!("{class}-{day}.csv");
    let plain: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') { c } else { '_' }).collect();
    let encoded = percent_encoding::utf8_percent_encode(&name, percent_encoding::NON_ALPHANUMERIC);
    format!("attachment; filename=\"{plain}\"; filename*=UTF-8''{encoded}")
}

/// `GET /class/export.csv`: one row per child (his progress), the first row naming the columns
/// in the teacher's language; UTF-8 with a byte-order mark, so that a spreadsheet reads every
/// name's accents; the lessons by their titles, in the game's order.
pub(in crate::net::class) async fn export(State(room): State<Arc<Classroom>>, headers: HeaderMap) -> Response {
    let tr = translator(&headers, None);
    let teacher = match teacher(&room, &headers, tr).await {
        Ok(teacher) => teacher,
        Err(refused) => return refused,
    };
    let children = match progress(&room, teacher.class.id).await {
        Ok(children) => children,
        Err(error) => return store_refusal(tr, &error),
    };
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut rows = vec![COLUMNS.iter().map(|&column| tr.t(column)).collect::<Vec<String>>()];
    for (child, progress) in &children {
        let lessons: Vec<String> = views::lessons_in_order(progress)
            .map(|(lesson, stars)| format!("{} {}", views::lesson_title(tr, lesson), "★".repeat(usize::from(stars))))
            .collect();
        rows.push(vec![
            child.name.clone(),
            // The animal's name in the teacher's language: a spreadsheet may have no emoji font.
            tr.t(&format!("picture-{}", crate::net::animals::animal(child.animal).0)),
            progress.stars.to_string(),
            lessons.join(", "),
            progress.puzzles.values().map(|p| p.solved).sum::<u32>().to_string(),
            progress.puzzles.values().map(|p| p.tried).sum::<u32>().to_string(),
            progress.against_friend.won.to_string(),
            progress.against_friend.drawn.to_string(),
            progress.against_friend.lost.to_string(),
            format!("{:.0}", progress.friend.rating()),
            progress.against_classmates.won.to_string(),
            progress.against_classmates.drawn.to_string(),
            progress.against_classmates.lost.to_string(),
            progress.last_seen.map(views::date).unwrap_or_default(),
        ]);
    }
    for row in rows {
        let row: Vec<String> = row.into_iter().map(as_text).collect();
        if out.write_record(&row).is_err() {
            return refusal(tr, StatusCode::INTERNAL_SERVER_ERROR, "class-store");
        }
    }
    let mut body = "\u{feff}".as_bytes().to_vec();
    body.extend(out.into_inner().unwrap_or_default());
    let file = file_name(&teacher.class.name, &views::date(crate::net::hub::now() * 1000));
    let mut response = body.into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    if let Ok(value) = HeaderValue::from_str(&file) {
        response.headers_mut().insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

/// The cards to print: each child's animal, name, picture secret (where the class asks it) and
/// a QR code of `link(child)`, which signs him in on this class; above them, the address the
/// codes open (`address`), and the server's `others` on the class's networks to choose from;
/// `this_computer_only` when the server listens on this computer alone (its codes would open a
/// tablet's own self), which the page says in red with how to reach the network.
fn cards_page(
    tr: &Translator,
    class: &StoredClass,
    children: &[StoredChild],
    address: &str,
    others: &[String],
    this_computer_only: bool,
    link: impl Fn(&StoredChild) -> String,
) -> Markup {
    let body = html! {
        p.noprint { a href="/class" { "← " (tr.t("class-back")) } " " button onclick="window.print()" { (tr.t("class-cards")) } }
        @if this_computer_only {
            // Codes that would open the tablet itself: said plainly, with what to do.
            p.noprint.address.wrong { (tr.f("class-cards-alone", [("address", address.into())])) }
        } @else {
            p.noprint.address { (tr.f("class-cards-address", [("address", address.into())])) }
        }
        @if others.len() > 1 {
            p.noprint { (tr.t("class-cards-other")) " "
                @for (at, other) in others.iter().enumerate() {
                    @if other != address { a href=(format!("/class/cards?address={at}")) { (other) } " " }
                }
            }
        }
        div.cards {
            @for child in children {
                @let link = link(child);
                div.card data-link=(link) {
                    (PreEscaped(qr(&link)))
                    div {
                        div.animal { (emoji(child.animal)) }
                        div.name { (child.name) }
                        @if class.secrets { div.secret { (secret_emoji(child.secret.as_deref())) } }
                        div.note { (class.name) " · " (tr.t("class-card-scan")) }
                    }
                }
            }
        }
    };
    layout(tr, &class.name, body)
}

/// A QR code of `text` as SVG (the qrcode crate's own drawing).
fn qr(text: &str) -> String {
    qrcode::QrCode::new(text.as_bytes())
        .map(|code| code.render::<qrcode::render::svg::Color<'_>>().quiet_zone(true).build())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_class_computer_s_own_address_is_told_apart() {
        for own in ["http://localhost:7878", "http://127.0.0.1:7878", "http://[::1]:7878", "http://LOCALHOST"] {
            assert!(super::own_computer(own), "{own}");
        }
        for network in ["http://192.168.1.20:7878", "https://school.example", "http://[fe80::1]:7878"] {
            assert!(!super::own_computer(network), "{network}");
        }
    }

    #[test]
    fn the_file_is_named_after_the_class_and_the_day() {
        assert_eq!(
            super::file_name("CE1 Kouassé", "2026-12-05"),
            "attachment; filename=\"CE1_Kouass_-2026-12-05.csv\"; filename*=UTF-8''CE1%20Kouass%C3%A9%2D2026%2D12%2D05%2Ecsv"
        );
    }

    #[test]
    fn a_cell_a_spreadsheet_would_compute_is_written_as_text() {
        for formula in ["=1+2", "+1", "-1", "@SUM(A1)", "\t=1+2", "\r=1+2"] {
            assert_eq!(super::as_text(formula.to_owned()), format!("'{formula}"));
        }
        assert_eq!(super::as_text("Kofi".to_owned()), "Kofi");
    }
}
