//! How often each may try, and how much a tablet may write, counted in the store so that every
//! server sharing it counts a try once (a district's servers behind one proxy let no more tries
//! than one): signing in per device's address ([`Limiter`], [`client_address`] behind a trusted
//! proxy) and per class's name, a wrong password guessed again and again getting `429 Too Many
//! Requests`; a child's picture secret tapped wrongly again and again making his sign-in wait,
//! whatever the address or the server ([`secret_wait`]); a child's events kept within a
//! minute's and a day's budget ([`budget`]).

use crate::net::hub::Hub;
pub use crate::net::hub::Limiter;
use crate::net::store::StoreError;
use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Duration;

/// The most events of a child kept in a minute: a tablet back after days offline hands a
/// batch of 200 over at once (`game::class::sync::BATCH`).
pub const EVENTS_A_MINUTE: usize = 300;

/// The most events of a child kept in a day: more than a child does in a school day (a lesson
/// takes a minute, a game five); past it his tablet keeps them and hands them over the next day.
pub const EVENTS_A_DAY: usize = 1_500;

/// Whether `handed` events more may be kept for a child who had `last_minute` kept in the last
/// minute and `last_day` in the last day; else how long until they may (`Err(wait)`).
///
/// # Errors
/// Over [`EVENTS_A_MINUTE`] or [`EVENTS_A_DAY`]: the wait before handing over again.
pub fn budget(last_minute: usize, last_day: usize, handed: usize) -> Result<(), Duration> {
    if last_day + handed > EVENTS_A_DAY {
        Err(Duration::from_secs(3600))
    } else if last_minute + handed > EVENTS_A_MINUTE {
        Err(Duration::from_secs(60))
    } else {
        Ok(())
    }
}

/// Wrong picture secrets of a child in a row that cost nothing: the next makes his sign-in wait.
pub const FREE_WRONG: u32 = 3;

/// The first wait after [`FREE_WRONG`] wrong picture secrets.
pub const FIRST_WAIT: Duration = Duration::from_secs(10);

/// The longest wait between two tries of a child's picture secret.
pub const LONGEST_WAIT: Duration = Duration::from_secs(15 * 60);

/// The tries' kind of a wrong picture secret, keyed by the child's number.
const WRONG_SECRET: &str = "secret";

/// How long a child's sign-in still waits after `count` wrong picture secrets in a row, the
/// last at `last` (milliseconds since 1970), at `now`: the first [`FREE_WRONG`] cost nothing;
/// after each one more, [`FIRST_WAIT`] and then twice as long each time, up to [`LONGEST_WAIT`].
#[must_use]
pub fn wait_after_wrong(count: u32, last: i64, now: i64) -> Option<Duration> {
    let over = count.checked_sub(FREE_WRONG + 1)?;
    let wait = FIRST_WAIT.saturating_mul(1 << over.min(16)).min(LONGEST_WAIT);
    let gone = Duration::from_millis(u64::try_from(now - last).unwrap_or(0));
    wait.checked_sub(gone).filter(|left| !left.is_zero())
}

/// How long child `child`'s sign-in still waits, if it does: his wrong picture secrets in a row
/// (of the last day), from every tablet, address and server ([`wait_after_wrong`]), until his
/// right pictures are tapped once the wait is over or his teacher lets him in again.
///
/// # Errors
/// The store cannot be reached.
pub async fn secret_wait(hub: &Hub, child: i64) -> Result<Option<Duration>, StoreError> {
    let now = hub.shared_now_ms();
    let since = now - crate::net::store::TRIES_KEPT_MS;
    let times = hub.store(move |store| store.tries(WRONG_SECRET, &child.to_string(), since, None)).await?;
    let count = u32::try_from(times.len()).unwrap_or(u32::MAX);
    Ok(times.last().and_then(|&last| wait_after_wrong(count, last, now)))
}

/// Counts a wrong picture secret of child `child`.
///
/// # Errors
/// The store cannot be reached: nothing counted.
pub async fn wrong_secret(hub: &Hub, child: i64) -> Result<(), StoreError> {
    let now = hub.shared_now_ms();
    let since = now - crate::net::store::TRIES_KEPT_MS;
    hub.store(move |store| store.tries(WRONG_SECRET, &child.to_string(), since, Some((now, usize::MAX)))).await?;
    Ok(())
}

/// Child `child` signed in, or was let in again by his teacher: his count starts again.
///
/// # Errors
/// The store cannot be reached.
pub async fn forgive_secrets(hub: &Hub, child: i64) -> Result<(), StoreError> {
    hub.store(move |store| store.forget_tries(WRONG_SECRET, &child.to_string())).await
}

/// How many wrong picture secrets each child has had in a row (of the last day), by his number:
/// those with none are absent.
///
/// # Errors
/// The store cannot be reached.
pub async fn wrong_secrets(hub: &Hub) -> Result<HashMap<i64, u32>, StoreError> {
    let since = hub.shared_now_ms() - crate::net::store::TRIES_KEPT_MS;
    let tries = hub.store(move |store| store.tries_of_kind(WRONG_SECRET, since)).await?;
    let mut counts = HashMap::new();
    for (key, _) in tries {
        if let Ok(child) = key.parse::<i64>() {
            *counts.entry(child).or_insert(0) += 1;
        }
    }
    Ok(counts)
}

/// The address of the device behind a request: the connection's own, or, when it comes from a
/// proxy in `trusted` (`--trusted-proxy`), the last address of `X-Forwarded-For` that is not one
/// of them (what the proxy saw; an address a device wrote in the header itself comes before it
/// and is never read). A header that does not read gives the proxy's own address.
#[must_use]
pub fn client_address(peer: IpAddr, headers: &axum::http::HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let forwarded: Vec<IpAddr> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .map(|part| part.parse::<IpAddr>().ok())
        .collect::<Option<Vec<IpAddr>>>()
        .unwrap_or_default();
    forwarded.into_iter().rev().find(|address| !trusted.contains(address)).unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_child_s_wrong_secrets_make_his_sign_in_wait_longer_each_time() {
        assert_eq!(wait_after_wrong(FREE_WRONG, 0, 0), None, "three wrong, no wait yet");
        assert_eq!(wait_after_wrong(FREE_WRONG + 1, 0, 0), Some(FIRST_WAIT));
        assert_eq!(wait_after_wrong(FREE_WRONG + 1, 0, 4_000), Some(FIRST_WAIT - Duration::from_secs(4)));
        assert_eq!(wait_after_wrong(FREE_WRONG + 1, 0, 10_000), None, "the wait is over");
        assert_eq!(wait_after_wrong(FREE_WRONG + 2, 0, 0), Some(FIRST_WAIT * 2), "each wrong one more, a longer wait");
        assert_eq!(wait_after_wrong(60, 0, 0), Some(LONGEST_WAIT));
    }

    #[test]
    fn a_child_s_events_are_kept_within_a_minute_s_and_a_day_s_budget() {
        assert_eq!(budget(0, 0, EVENTS_A_MINUTE), Ok(()));
        assert_eq!(budget(1, 1, EVENTS_A_MINUTE), Err(Duration::from_secs(60)));
        assert_eq!(budget(0, EVENTS_A_DAY - 10, 10), Ok(()));
        assert_eq!(budget(0, EVENTS_A_DAY - 10, 11), Err(Duration::from_secs(3600)));
    }

    #[test]
    fn the_client_is_read_from_a_trusted_proxy_alone() {
        let ip = |text: &str| text.parse::<IpAddr>().expect("an address");
        let mut headers = axum::http::HeaderMap::new();
        headers.insert("x-forwarded-for", "10.0.0.9, 192.168.1.23".parse().expect("a header"));
        let proxy = ip("127.0.0.1");
        assert_eq!(client_address(proxy, &headers, &[]), proxy, "no proxy trusted: the header is not read");
        assert_eq!(client_address(ip("192.168.1.5"), &headers, &[proxy]), ip("192.168.1.5"), "not from the proxy");
        assert_eq!(
            client_address(proxy, &headers, &[proxy]),
            ip("192.168.1.23"),
            "what the proxy saw, not what a device wrote"
        );
        headers.insert("x-forwarded-for", "not an address".parse().expect("a header"));
        assert_eq!(client_address(proxy, &headers, &[proxy]), proxy);
    }
}
