//! Comparing the tree's nodes, so that a node is written only when what it says changed.

use accesskit::{Action, Node};

/// Whether two nodes say and do the same (role, name, value, hidden, disabled, live, bounds,
/// actions).
pub(super) fn same(a: &Node, b: &Node) -> bool {
    a.role() == b.role()
        && [Action::Click, Action::Focus].iter().all(|&action| a.supports_action(action) == b.supports_action(action))
        && a.label() == b.label()
        && a.value() == b.value()
        && a.is_hidden() == b.is_hidden()
        && a.is_disabled() == b.is_disabled()
        && a.live() == b.live()
        && a.bounds() == b.bounds()
}
