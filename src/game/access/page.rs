//! The accessibility tree in a web page, which draws on a canvas that no screen reader can read:
//! the same nodes mirrored as hidden HTML in `<div id="access">` (`assets/web/index.html`), in
//! the tree's order, each button a `<button>` with its name, each text a paragraph, the board a
//! heading, so that VoiceOver on an iPad and TalkBack on Android reach the same names. A press on
//! a mirrored button becomes the same [`ActionRequest`] a native screen reader's "click" sends,
//! and goes the same way (`access::act`). The message line's live region is the page's
//! `#status` (`game::page`).

use accesskit::{Action, NodeId, Role, TreeId};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    if crate::IN_A_WEB_PAGE {
        app.init_resource::<Mirrored>().add_systems(Last, mirror).add_systems(PreUpdate, pressed_in_page);
    }
}

/// One node as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mirror {
    /// The node's id (its entity's bits), which a press sends back.
    pub node: u64,
    /// What it is in the page.
    pub kind: MirrorKind,
    /// What a screen reader says.
    pub words: String,
    /// A button that cannot be pressed now.
    pub disabled: bool,
}

/// The HTML element a node becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MirrorKind {
    /// `<button>`.
    Button,
    /// `<h2>`: a group's name (the board).
    Heading,
    /// `<p>`: a text.
    Text,
}

/// The nodes shown, in the tree's order: depth first from each root (a node whose parent has
/// none), hidden ones and their descendants left out, containers left out but their children
/// kept.
#[must_use]
pub fn mirror_of(
    roots: impl IntoIterator<Item = Entity>,
    node: impl Fn(Entity) -> Option<(AccessibilityNode, Vec<Entity>)>,
) -> Vec<Mirror> {
    let mut out = Vec::new();
    let mut stack: Vec<Entity> = roots.into_iter().collect();
    stack.reverse();
    while let Some(entity) = stack.pop() {
        let Some((accessible, children)) = node(entity) else {
            continue;
        };
        if accessible.is_hidden() {
            continue;
        }
        let words = accessible.label().or(accessible.value()).unwrap_or_default().to_owned();
        let kind = match accessible.role() {
            Role::Button => Some(MirrorKind::Button),
            Role::Group if !words.is_empty() => Some(MirrorKind::Heading),
            Role::Label | Role::Group if !words.is_empty() => Some(MirrorKind::Text),
            _ => None,
        };
        if let Some(kind) = kind {
            out.push(Mirror { node: entity.to_bits(), kind, words, disabled: accessible.is_disabled() });
        }
        stack.extend(children.into_iter().rev());
    }
    out
}

/// What the page shows now.
#[derive(Resource, Default)]
struct Mirrored(Vec<Mirror>);

/// Mirrors the tree into the page when a node changed.
fn mirror(
    changed: Query<(), Changed<AccessibilityNode>>,
    mut removed: RemovedComponents<AccessibilityNode>,
    nodes: Query<(Entity, &AccessibilityNode, Option<&Children>, Option<&ChildOf>)>,
    mut mirrored: ResMut<Mirrored>,
) {
    if changed.is_empty() && removed.read().count() == 0 {
        return;
    }
    let is_node = |entity: Entity| nodes.contains(entity);
    // The board first, then the interface's roots as they were made.
    let mut roots: Vec<Entity> = nodes
        .iter()
        .filter(|(_, _, _, parent)| parent.is_none_or(|parent| !is_node(parent.parent())))
        .map(|(entity, ..)| entity)
        .collect();
    roots.sort_by_key(|&entity| {
        (nodes.get(entity).map_or(1, |(_, node, ..)| u8::from(node.role() != Role::Group)), entity.index())
    });
    let shown = mirror_of(roots, |entity| {
        let (_, node, children, _) = nodes.get(entity).ok()?;
        let children =
            children.map(|children| children.iter().filter(|&child| is_node(child)).collect()).unwrap_or_default();
        Some((node.clone(), children))
    });
    if shown != mirrored.0 {
        dom::show(&shown);
        mirrored.0 = shown;
    }
}

/// Presses made on the page's mirror become the requests a screen reader's "click" makes.
fn pressed_in_page(mut requests: MessageWriter<ActionRequest>) {
    for node in dom::take_presses() {
        requests.write(ActionRequest(accesskit::ActionRequest {
            action: Action::Click,
            target_tree: TreeId::ROOT,
            target_node: NodeId(node),
            data: None,
        }));
    }
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod dom {
    use super::{Mirror, MirrorKind};
    use std::cell::RefCell;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    thread_local! {
        /// The nodes pressed in the page since the last frame.
        static PRESSES: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
        /// Each mirrored node's element, in the page's order, and whether the press listener is set.
        static ELEMENTS: RefCell<(Vec<(u64, MirrorKind, web_sys::Element)>, bool)> = const { RefCell::new((Vec::new(), false)) };
    }

    pub fn take_presses() -> Vec<u64> {
        PRESSES.with_borrow_mut(std::mem::take)
    }

    /// Brings `#access` to `shown`: an element kept for each node still shown (so a screen
    /// reader's place is kept), made for a new one, removed for one gone, in order.
    pub fn show(shown: &[Mirror]) {
        let Some(document) = web_sys::window().and_then(|window| window.document()) else {
            return;
        };
        let Some(root) = document.get_element_by_id("access") else {
            return;
        };
        ELEMENTS.with_borrow_mut(|(elements, listening)| {
            if !*listening {
                let press = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
                    let node = event
                        .target()
                        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
                        .and_then(|element| element.closest("[data-node]").ok().flatten())
                        .and_then(|element| element.get_attribute("data-node"))
                        .and_then(|bits| bits.parse::<u64>().ok());
                    if let Some(node) = node {
                        PRESSES.with_borrow_mut(|presses| presses.push(node));
                    }
                });
                let _ = root.add_event_listener_with_callback("click", press.as_ref().unchecked_ref());
                press.forget();
                *listening = true;
            }
            let before: Vec<u64> = elements.iter().map(|(node, ..)| *node).collect();
            let mut kept = Vec::with_capacity(shown.len());
            for item in shown {
                let found = elements.iter().position(|(node, kind, _)| *node == item.node && *kind == item.kind);
                let element = match found {
                    Some(at) => elements.swap_remove(at).2,
                    None => {
                        let tag = match item.kind {
                            MirrorKind::Button => "button",
                            MirrorKind::Heading => "h2",
                            MirrorKind::Text => "p",
                        };
                        let Ok(element) = document.create_element(tag) else {
                            continue;
                        };
                        let _ = element.set_attribute("data-node", &item.node.to_string());
                        // Reached by a screen reader, not by the page's Tab (the canvas keeps
                        // the keys: the game's own focus goes through the same buttons).
                        let _ = element.set_attribute("tabindex", "-1");
                        element
                    }
                };
                if element.text_content().as_deref() != Some(item.words.as_str()) {
                    element.set_text_content(Some(&item.words));
                }
                if item.disabled {
                    let _ = element.set_attribute("aria-disabled", "true");
                } else {
                    let _ = element.remove_attribute("aria-disabled");
                }
                kept.push((item.node, item.kind, element));
            }
            for (_, _, gone) in elements.drain(..) {
                gone.remove();
            }
            // Put in order only when the order changed (a node came, or moved): appending an
            // element already there moves it to the end.
            let staying: Vec<u64> = before.into_iter().filter(|node| kept.iter().any(|(k, ..)| k == node)).collect();
            if staying.len() != kept.len() || staying.iter().zip(&kept).any(|(node, (k, ..))| node != k) {
                for (_, _, element) in &kept {
                    let _ = root.append_child(element);
                }
            }
            *elements = kept;
        });
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod dom {
    use super::Mirror;

    pub fn take_presses() -> Vec<u64> {
        Vec::new()
    }

    pub fn show(_: &[Mirror]) {}
}
