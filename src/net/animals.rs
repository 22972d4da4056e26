//! The children's animals: the picture each child of a class, and each profile of a home
//! device, is known by. A child who cannot read yet finds his own at a glance, so a class gives
//! each of its children (up to its most, 60) an animal no classmate has. The game draws them
//! from its own font (`assets/fonts/pictures.ttf`) and a screen reader says each by its name
//! in the game's language (`picture-…` in the translation tables).

/// Every animal: its word (the translation tables' `picture-…` key, tests and logs) and its
/// emoji. The first [`HOME_ANIMALS`] are the animals of the rooms' codes, in their order
/// ([`PICTURES`](super::code::PICTURES)): a child's number stays his animal.
pub const ANIMALS: [(&str, &str); 60] = {
    let mut all = [("", ""); 60];
    let mut at = 0;
    while at < all.len() {
        all[at] = if at < HOME_ANIMALS { super::code::PICTURES[at] } else { MORE[at - HOME_ANIMALS] };
        at += 1;
    }
    all
};

/// The animals a class has besides the rooms' codes' animals.
const MORE: [(&str, &str); 39] = [
    ("mouse", "🐭"),
    ("bear", "🐻"),
    ("panda", "🐼"),
    ("koala", "🐨"),
    ("tiger", "🐯"),
    ("pig", "🐷"),
    ("sheep", "🐑"),
    ("camel", "🐪"),
    ("kangaroo", "🦘"),
    ("hedgehog", "🦔"),
    ("bat", "🦇"),
    ("penguin", "🐧"),
    ("parrot", "🦜"),
    ("flamingo", "🦩"),
    ("crocodile", "🐊"),
    ("snake", "🐍"),
    ("lizard", "🦎"),
    ("octopus", "🐙"),
    ("crab", "🦀"),
    ("dolphin", "🐬"),
    ("whale", "🐳"),
    ("shark", "🦈"),
    ("butterfly", "🦋"),
    ("ladybird", "🐞"),
    ("spider", "🕷"),
    ("rhino", "🦏"),
    ("hippo", "🦛"),
    ("gorilla", "🦍"),
    ("leopard", "🐆"),
    ("deer", "🦌"),
    ("sloth", "🦥"),
    ("otter", "🦦"),
    ("swan", "🦢"),
    ("peacock", "🦚"),
    ("unicorn", "🦄"),
    ("wolf", "🐺"),
    ("eagle", "🦅"),
    ("dinosaur", "🦕"),
    ("caterpillar", "🐛"),
];

/// How many animals a home's "Who is playing?" offers (the first of [`ANIMALS`]); a class's
/// teacher chooses among all of them.
pub const HOME_ANIMALS: usize = 21;

/// The animal `index` (the last one for an index past the end): its word and its emoji.
#[must_use]
pub fn animal(index: u8) -> (&'static str, &'static str) {
    ANIMALS[usize::from(index).min(ANIMALS.len() - 1)]
}
