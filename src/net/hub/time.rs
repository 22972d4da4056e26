//! This computer's clock, as the server keeps times: seconds or milliseconds since 1970.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970.
pub(in crate::net) fn now() -> i64 {
    now_ms() / 1000
}

/// Milliseconds since 1970.
pub(in crate::net) fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}
