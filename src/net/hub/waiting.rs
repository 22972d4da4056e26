//! The rooms nobody has joined yet, counted by the address that made them, and the address a
//! device's limits count by.

use crate::net::code::Code;
use std::collections::HashMap;
use std::net::IpAddr;

/// The rooms nobody has joined yet: when each was made and from where, and how many each
/// address holds.
#[derive(Default)]
pub(in crate::net) struct Unjoined {
    pub(in crate::net) made: HashMap<Code, (i64, Option<IpAddr>)>,
    pub(in crate::net) by_address: HashMap<IpAddr, usize>,
}

impl Unjoined {
    /// Room `code`, made at `made` from `address` (`None`: read back from the store).
    pub(in crate::net) fn add(&mut self, code: Code, made: i64, address: Option<IpAddr>) {
        if let Some(address) = address {
            *self.by_address.entry(address).or_default() += 1;
        }
        self.made.insert(code, (made, address));
    }

    /// Whether room `code` waits for its second player here.
    pub(in crate::net) fn holds(&self, code: Code) -> bool {
        self.made.contains_key(&code)
    }

    /// Room `code` joined, or gone.
    pub(in crate::net) fn remove(&mut self, code: Code) {
        if let Some((_, Some(address))) = self.made.remove(&code)
            && let Some(count) = self.by_address.get_mut(&address)
        {
            *count -= 1;
            if *count == 0 {
                self.by_address.remove(&address);
            }
        }
    }
}

/// The address a device's limits count by: an IPv4 address (an IPv4 address written as IPv6
/// too), or an IPv6 address's /64, which one home or school network holds.
#[must_use]
pub fn place(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
        v4 @ IpAddr::V4(_) => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::place;
    use std::net::IpAddr;

    #[test]
    fn an_address_counts_as_its_ipv4_address_or_its_ipv6_slash_64() {
        let ip = |text: &str| text.parse::<IpAddr>().expect("an address");
        assert_eq!(place(ip("192.168.1.20")), ip("192.168.1.20"));
        assert_eq!(place(ip("::ffff:192.168.1.20")), ip("192.168.1.20"), "IPv4 written as IPv6");
        assert_eq!(place(ip("2001:db8:1:2:aaaa:bbbb:cccc:dddd")), ip("2001:db8:1:2::"));
        assert_eq!(place(ip("2001:db8:1:2::1")), place(ip("2001:db8:1:2:ffff::9")), "one network");
        assert_ne!(place(ip("2001:db8:1:2::1")), place(ip("2001:db8:1:3::1")));
    }
}
