//! What a screen reader reads and does (AccessKit, through Bevy's `bevy_a11y`): every node of
//! the interface is a node of the accessibility tree, in the interface's own order. A button is
//! a button named by its words in the game's language (its icon's glyph left out), one that
//! cannot be pressed now says so; a text is a label; the message line is a polite live region,
//! so each move is said once, when its seeds have landed; what is not shown is hidden. The
//! board's pits and stores are nodes of their own ([`pits`]). A screen reader's "click" presses
//! a button as a tap does ([`Activate`]) and plays a pit through the same [`MoveRequest`] a tap
//! sends; its "focus" moves the keyboard's focus. The web page mirrors the same tree in hidden
//! HTML ([`page`]).
//!
//! On Linux the tree reaches AT-SPI (Orca) through AccessKit's adapter, on Windows UI
//! Automation (Narrator, NVDA), on macOS NSAccessibility (VoiceOver).

mod nodes;
pub mod page;
pub mod pits;

use super::board::PitSpot;
use super::frame::GameSet;
use super::hud::MessageText;
use super::messages::MoveRequest;
use accesskit::{Action, Live, Node as AccessNode, Role};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui::{InteractionDisabled, UiSystems};
use bevy::ui_widgets::Activate;
use nodes::same;

pub(super) fn plugin(app: &mut App) {
    // Registered by Bevy's AccessKit adapter where there is a window; here for the web page's
    // mirror and the tests too.
    app.add_message::<ActionRequest>()
        .add_systems(
            PostUpdate,
            describe_interface.after(UiSystems::PostLayout).before(bevy::a11y::AccessibilitySystems::Update),
        )
        .add_systems(Update, act.in_set(GameSet::Intents))
        .add_systems(Update, unfocus_the_window.in_set(GameSet::Devices));
    app.add_plugins((pits::plugin, page::plugin));
}

/// A screen reader's name for a button whose words do not say it (an icon alone): a key of the
/// translation tables, in the game's language.
#[derive(Component, Clone, Copy, Debug)]
pub struct Spoken(pub &'static str);

/// A screen reader's name for a button that shows no words (a level's stars), already in the
/// game's language: the screen is built again when the language changes.
#[derive(Component, Clone, Debug)]
pub struct SpokenWords(pub String);

/// A button named with the words of another node first: a choice's value ("on") with its
/// label ("Less motion, on").
#[derive(Component, Clone, Copy, Debug)]
pub struct LabelledBy(pub Entity);

/// A text with each of the pictures (the children's animals, the rooms' codes:
/// [`ANIMALS`](crate::net::animals::ANIMALS), [`PICTURES`](crate::net::code::PICTURES)) said by
/// its name in the game's language (`picture-…` in the translation tables): "🦒 Kofi" is "Giraffe Kofi", "Twiga Kofi".
#[must_use]
pub fn pictures_named(tr: &crate::i18n::Translator, text: &str) -> String {
    let mut said = text.to_owned();
    let mut named = false;
    for (word, picture) in crate::net::code::PICTURES.iter().chain(&crate::net::animals::ANIMALS) {
        if said.contains(picture) {
            said = said.replace(picture, &format!(" {} ", tr.t(&format!("picture-{word}"))));
            named = true;
        }
    }
    // No space left before the punctuation that followed a picture ("Hello, Giraffe!"); a text
    // with no picture keeps its own (French "Qui joue ?").
    if named {
        for mark in ['!', '?', '.', ',', ':', ';', ')'] {
            said = said.replace(&format!(" {mark}"), &mark.to_string());
        }
    }
    said
}

/// Whether a character is one of the icon font's glyphs (the private use area), which a screen
/// reader would read as nothing or as a code.
fn is_glyph(c: char) -> bool {
    ('\u{e000}'..='\u{f8ff}').contains(&c)
}

/// A text as a screen reader says it: the icons' glyphs left out, spaces and lines as one space.
#[must_use]
pub fn spoken(text: &str) -> String {
    text.chars().filter(|&c| !is_glyph(c)).collect::<String>().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What the interface shows, as read for the tree.
#[derive(bevy::ecs::system::SystemParam)]
struct Shown<'w, 's> {
    nodes: Query<
        'w,
        's,
        (
            Entity,
            Option<&'static AccessibilityNode>,
            &'static ComputedNode,
            &'static InheritedVisibility,
            Option<&'static ChildOf>,
            Has<Button>,
            Has<InteractionDisabled>,
            Option<&'static Spoken>,
            Has<MessageText>,
            Option<&'static LabelledBy>,
            Option<&'static EditableText>,
            Option<&'static SpokenWords>,
        ),
        With<Node>,
    >,
    texts: Query<'w, 's, (&'static Text, Option<&'static Children>)>,
    spans: Query<'w, 's, (&'static TextSpan, Option<&'static Children>)>,
    children: Query<'w, 's, &'static Children>,
    images: Query<'w, 's, (), With<ImageNode>>,
    buttons: Query<'w, 's, (), With<Button>>,
    changed: Query<
        'w,
        's,
        (),
        (
            With<Node>,
            Or<(
                Changed<Text>,
                Changed<TextSpan>,
                Changed<ComputedNode>,
                Changed<InheritedVisibility>,
                Changed<InteractionDisabled>,
                Added<Node>,
                Changed<Children>,
                Changed<EditableText>,
            )>,
        ),
    >,
    tr: Res<'w, super::i18n::Tr>,
}

impl Shown<'_, '_> {
    /// The whole string of a text entity and its spans.
    fn text_of(&self, entity: Entity) -> Option<String> {
        let (text, children) = self.texts.get(entity).ok()?;
        let mut all = text.0.clone();
        let mut stack: Vec<Entity> = children.map(|c| c.iter().rev().collect()).unwrap_or_default();
        while let Some(child) = stack.pop() {
            if let Ok((span, children)) = self.spans.get(child) {
                all.push_str(&span.0);
                stack.extend(children.into_iter().flat_map(|c| c.iter().rev()));
            }
        }
        Some(all)
    }

    /// A text as a screen reader says it: its pictures named, the icons' glyphs left out.
    fn say(&self, text: &str) -> String {
        spoken(&pictures_named(&self.tr.0, text))
    }

    /// The words of the label a text field follows in its row ("Name"), if any.
    fn field_label(&self, field: Entity) -> Option<String> {
        let parent_of = |entity| self.nodes.get(entity).ok().and_then(|node| node.4).map(ChildOf::parent);
        let frame = parent_of(field)?;
        let row = self.children.get(parent_of(frame)?).ok()?;
        let before = row.iter().take_while(|&sibling| sibling != frame).last()?;
        Some(self.words_under(before)).filter(|words| !words.is_empty())
    }

    /// Whether `entity` is shown: visible, and laid out as something.
    fn seen(&self, entity: Entity) -> bool {
        self.nodes.get(entity).is_ok_and(|node| node.3.get() && node.2.size() != Vec2::ZERO)
    }

    /// Every word shown under `entity`, in order.
    fn words_under(&self, entity: Entity) -> String {
        let mut words = Vec::new();
        let mut stack = vec![entity];
        while let Some(at) = stack.pop() {
            if at != entity && !self.seen(at) {
                continue;
            }
            if let Some(text) = self.text_of(at) {
                words.push(self.say(&text));
            }
            if let Ok(children) = self.children.get(at) {
                stack.extend(children.iter().rev());
            }
        }
        words.retain(|word| !word.is_empty());
        words.join(", ")
    }

    /// Whether an ancestor of `entity` is a button (its words are the button's name).
    fn in_button(&self, entity: Entity) -> bool {
        let mut at = self.nodes.get(entity).ok().and_then(|node| node.4).map(ChildOf::parent);
        while let Some(parent) = at {
            if self.buttons.contains(parent) {
                return true;
            }
            at = self.nodes.get(parent).ok().and_then(|node| node.4).map(ChildOf::parent);
        }
        false
    }
}

/// Gives each node of the interface its node of the tree, when anything shown changed: a button
/// its role, name and actions, a text its words, the message line its live region, what is not
/// shown (under a menu, laid out as nothing) hidden, and the rest a plain container, so the tree
/// keeps the interface's order.
fn describe_interface(shown: Shown, mut commands: Commands) {
    if shown.changed.is_empty() && !shown.tr.is_changed() {
        return;
    }
    for (entity, current, computed, visibility, _, button, disabled, named, message, labelled, field, words) in
        &shown.nodes
    {
        let hidden = !visibility.get() || computed.size() == Vec2::ZERO;
        let mut node = if button {
            let mut node = AccessNode::new(Role::Button);
            let mut name = match (named, words) {
                (Some(key), _) => shown.tr.0.t(key.0),
                (None, Some(words)) => words.0.clone(),
                (None, None) => shown.words_under(entity),
            };
            if let Some(&LabelledBy(label)) = labelled {
                let first = shown.words_under(label);
                let first = first.split(", ").next().unwrap_or_default();
                name = format!("{first}, {name}");
            }
            node.set_label(name);
            node.add_action(Action::Click);
            node.add_action(Action::Focus);
            if disabled {
                node.set_disabled();
            }
            node
        } else if shown.in_button(entity) {
            // Said as the button's name already.
            let mut node = AccessNode::new(Role::GenericContainer);
            node.set_hidden();
            node
        } else if let Some(field) = field {
            // A field to type in: its words, named by the label before it; a click or a focus
            // puts the keyboard's focus (and the typing) there.
            let mut node = AccessNode::new(Role::TextInput);
            node.set_value(field.value().to_string());
            if let Some(label) = shown.field_label(entity) {
                node.set_label(label);
            }
            node.add_action(Action::Click);
            node.add_action(Action::Focus);
            node
        } else if let Some(text) = shown.text_of(entity) {
            let mut node = AccessNode::new(Role::Label);
            node.set_value(shown.say(&text));
            if message {
                node.set_live(Live::Polite);
            }
            node
        } else if shown.images.contains(entity) {
            // A picture beside words that say it.
            let mut node = AccessNode::new(Role::Image);
            node.set_hidden();
            node
        } else {
            AccessNode::new(Role::GenericContainer)
        };
        if hidden {
            node.set_hidden();
        }
        if let Some(current) = current {
            // Bevy's own bounds and transform, kept.
            if let Some(bounds) = current.bounds() {
                node.set_bounds(bounds);
            }
            if let Some(transform) = current.transform() {
                node.set_transform(*transform);
            }
            if same(current, &node) {
                continue;
            }
        }
        commands.entity(entity).try_insert(AccessibilityNode::from(node));
    }
}

/// Bevy puts the focus on the window at start; AccessKit's adapter then sends nothing until the
/// focus is on a node of the tree. Keys with nothing focused still go to the window.
fn unfocus_the_window(mut focus: ResMut<InputFocus>, windows: Query<(), With<Window>>) {
    if focus.get().is_some_and(|entity| windows.contains(entity)) {
        focus.clear();
    }
}

/// A screen reader's actions: "click" presses a button as a tap does or plays a pit through the
/// same request a tap makes; "focus" moves the keyboard's focus there.
fn act(
    mut requests: MessageReader<ActionRequest>,
    buttons: Query<Has<InteractionDisabled>, With<Button>>,
    fields: Query<(), With<EditableText>>,
    pits: Query<&PitSpot>,
    focusable: Query<(), With<AccessibilityNode>>,
    mut focus: ResMut<InputFocus>,
    board: pits::PitGate,
    mut moves: MessageWriter<MoveRequest>,
    mut commands: Commands,
) {
    for request in requests.read() {
        let Some(entity) = Entity::try_from_bits(request.target_node.0) else {
            continue;
        };
        match request.action {
            Action::Click => {
                if let Ok(disabled) = buttons.get(entity) {
                    if !disabled {
                        commands.trigger(Activate { entity });
                    }
                } else if fields.contains(entity) {
                    focus.set(entity, FocusCause::Navigated);
                } else if let Ok(&PitSpot(pit)) = pits.get(entity)
                    && board.person_may_play()
                {
                    moves.write(MoveRequest(pit));
                }
            }
            Action::Focus if focusable.contains(entity) => focus.set(entity, FocusCause::Navigated),
            _ => {}
        }
    }
}
