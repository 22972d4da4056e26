//! A limit on tries ([`Limiter`]): how many of a kind, in what window, and when a key has had
//! its tries. They are counted in the store for every server sharing it (`tries`): the rooms an
//! address names that do not exist, and the class's sign-in limits (`net::class::limits`).

use std::time::Duration;

/// At most so many tries in a window, per key (an address, or a class's name), of one kind
/// (its name in the store's `tries`): each try counts, whether it succeeds or not.
#[derive(Clone, Copy, Debug)]
pub struct Limiter {
    pub(super) kind: &'static str,
    pub(super) most: usize,
    pub(super) window: Duration,
}

impl Limiter {
    /// A limiter of the tries named `kind`, letting `most` tries of a key in each `window`.
    #[must_use]
    pub const fn new(kind: &'static str, most: usize, window: Duration) -> Limiter {
        Limiter { kind, most: if most == 0 { 1 } else { most }, window }
    }
}

/// `Err(wait)` when the tries `found` (milliseconds since 1970, oldest first) in the window
/// before `now` are `most` or more: how long until the oldest leaves the window.
pub(super) fn over(found: &[i64], now: i64, most: usize, window: Duration) -> Result<(), Duration> {
    match found.first() {
        Some(&first) if found.len() >= most => {
            let gone = Duration::from_millis(u64::try_from(now - first).unwrap_or(0));
            Err(window.saturating_sub(gone).max(Duration::from_secs(1)))
        }
        _ => Ok(()),
    }
}

/// A duration in whole milliseconds.
pub(super) fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_waits_once_it_has_had_its_tries_in_the_window() {
        let window = Duration::from_secs(60);
        assert_eq!(over(&[], 1_000, 3, window), Ok(()));
        assert_eq!(over(&[10_000, 20_000], 30_000, 3, window), Ok(()), "two of three");
        assert_eq!(over(&[10_000, 20_000, 25_000], 30_000, 3, window), Err(Duration::from_secs(40)));
        assert_eq!(over(&[0, 1, 2], 59_999, 3, window), Err(Duration::from_secs(1)), "at least a second");
        assert_eq!(Limiter::new("none", 0, window).most, 1, "a limit of no try lets one");
    }
}
