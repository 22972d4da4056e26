//! How often each may try, and how much a tablet may write, counted in this server's memory:
//! signing in per device's address ([`Limiter`], [`client_address`] behind a trusted proxy) and
//! per class's name, a wrong password guessed again and again getting `429 Too Many Requests`;
//! a child's picture secret tapped wrongly again and again making his sign-in wait, whatever
//! the address ([`Guesses`]); a child's events kept within a minute's and a day's budget
//! ([`budget`]).

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// At most so many tries in a window, per key (an address, or a class's name): each try counts,
/// whether it succeeds or not.
pub struct Limiter<K = IpAddr> {
    most: usize,
    window: Duration,
    tries: Mutex<HashMap<K, VecDeque<Instant>>>,
}

impl<K: std::hash::Hash + Eq> Limiter<K> {
    /// A limiter letting `most` tries of a key in each `window`.
    #[must_use]
    pub fn new(most: usize, window: Duration) -> Limiter<K> {
        Limiter { most: most.max(1), window, tries: Mutex::new(HashMap::new()) }
    }

    /// Counts a try of `key`; `Err(wait)` when it is one too many, with how long until the next
    /// is let.
    ///
    /// # Errors
    /// The key has had its tries in the window: how long it must wait.
    pub fn try_once(&self, key: K) -> Result<(), Duration> {
        self.tried(key, true)
    }

    /// Whether `key` has had its tries in the window (`Err(wait)`), without counting one.
    ///
    /// # Errors
    /// The key has had its tries in the window: how long it must wait.
    pub fn check(&self, key: K) -> Result<(), Duration> {
        self.tried(key, false)
    }

    fn tried(&self, key: K, count: bool) -> Result<(), Duration> {
        let now = Instant::now();
        let mut tries = self.tries.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        // Forget the keys that have not tried for a window, now and then.
        if tries.len() > 10_000 {
            tries.retain(|_, times| times.back().is_some_and(|last| now.duration_since(*last) < self.window));
        }
        let times = tries.entry(key).or_default();
        while times.front().is_some_and(|first| now.duration_since(*first) >= self.window) {
            times.pop_front();
        }
        if times.len() >= self.most {
            let first = times.front().copied().unwrap_or(now);
            return Err(self.window.saturating_sub(now.duration_since(first)));
        }
        if count {
            times.push_back(now);
        }
        Ok(())
    }
}

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

/// Wrong picture secrets tapped for each child, in a row, whatever tablet or address they came
/// from: the first [`FREE_WRONG`] cost nothing; after each one more his sign-in waits,
/// [`FIRST_WAIT`] and then twice as long each time, up to [`LONGEST_WAIT`], until his right
/// pictures are tapped once the wait is over or his teacher lets him in again. Kept in this
/// server's memory: each server sharing a store counts alone.
#[derive(Default)]
pub struct Guesses {
    wrong: Mutex<HashMap<i64, (u32, Instant)>>,
}

/// Wrong picture secrets of a child in a row that cost nothing: the next makes his sign-in wait.
pub const FREE_WRONG: u32 = 3;

/// The first wait after [`FREE_WRONG`] wrong picture secrets.
pub const FIRST_WAIT: Duration = Duration::from_secs(10);

/// The longest wait between two tries of a child's picture secret.
pub const LONGEST_WAIT: Duration = Duration::from_secs(15 * 60);

impl Guesses {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, (u32, Instant)>> {
        self.wrong.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// How long child `child`'s sign-in still waits, if it does.
    #[must_use]
    pub fn wait(&self, child: i64) -> Option<Duration> {
        let &(count, last) = self.lock().get(&child)?;
        let over = count.checked_sub(FREE_WRONG + 1)?;
        let wait = FIRST_WAIT.saturating_mul(1 << over.min(16)).min(LONGEST_WAIT);
        wait.checked_sub(last.elapsed()).filter(|left| !left.is_zero())
    }

    /// Counts a wrong picture secret of child `child`.
    pub fn wrong(&self, child: i64) {
        let mut wrong = self.lock();
        let entry = wrong.entry(child).or_insert((0, Instant::now()));
        *entry = (entry.0.saturating_add(1), Instant::now());
    }

    /// Child `child` signed in, or was let in again by his teacher: his count starts again.
    pub fn forgive(&self, child: i64) {
        self.lock().remove(&child);
    }

    /// How many wrong picture secrets of child `child` in a row.
    #[must_use]
    pub fn count(&self, child: i64) -> u32 {
        self.lock().get(&child).map_or(0, |&(count, _)| count)
    }
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
    fn the_limiter_lets_so_many_tries_a_window() {
        let limiter = Limiter::new(3, Duration::from_millis(200));
        let (one, two): (IpAddr, IpAddr) = ("127.0.0.1".parse().expect("ip"), "127.0.0.2".parse().expect("ip"));
        assert!((0..3).all(|_| limiter.try_once(one).is_ok()));
        assert!(limiter.try_once(one).is_err());
        assert!(limiter.try_once(two).is_ok(), "each address has its own tries");
        std::thread::sleep(Duration::from_millis(250));
        assert!(limiter.try_once(one).is_ok(), "a window later, it may try again");
        let names = Limiter::new(1, Duration::from_secs(60));
        assert!(names.check("Class A").is_ok() && names.try_once("Class A").is_ok());
        assert!(names.check("Class A").is_err() && names.try_once("Class B").is_ok());
    }

    #[test]
    fn a_child_s_wrong_secrets_make_his_sign_in_wait_longer_each_time() {
        let guesses = Guesses::default();
        for _ in 0..FREE_WRONG {
            assert_eq!(guesses.wait(7), None);
            guesses.wrong(7);
        }
        assert_eq!(guesses.wait(7), None, "three wrong, no wait yet");
        guesses.wrong(7);
        let first = guesses.wait(7).expect("a wait");
        assert!(first <= FIRST_WAIT && first > FIRST_WAIT / 2, "{first:?}");
        guesses.wrong(7);
        assert!(guesses.wait(7).expect("a wait") > FIRST_WAIT, "each wrong one more, a longer wait");
        assert_eq!((guesses.count(7), guesses.wait(8)), (5, None), "each child his own count");
        for _ in 0..40 {
            guesses.wrong(7);
        }
        assert!(guesses.wait(7).expect("a wait") <= LONGEST_WAIT);
        guesses.forgive(7);
        assert_eq!((guesses.count(7), guesses.wait(7)), (0, None));
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
