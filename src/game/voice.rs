//! Reading aloud, for a child who cannot read yet: the speaker button reads the line that
//! matters now (the lesson's or puzzle's question and its answer, whose turn it is, what the last
//! move did, how the game ended) in the game's language, and the setting "read aloud" reads each
//! new line by itself. In a web page through the browser's Web Speech API
//! (`speechSynthesis`); on a desktop through the system's speech service (`spd-say` of
//! speech-dispatcher on Linux, `say` on macOS, Windows' own voices through the `tts` crate's
//! WinRT speech synthesis, else the SAPI voice through a hidden PowerShell). Where no voice is
//! found, the button is hidden.

use super::assets::GameAssets;
use super::coach::{Coach, Coaching, StepState};
use super::frame::GameSet;
use super::hud::{MessageText, TurnText};
use super::i18n::Tr;
use super::names::Faces;
use super::settings::Settings;
use super::theme::widget;
use crate::engine::Outcome;
use crate::game::menus::Overlay;
use crate::game::play::{Engine, Task};
use crate::game::screens::Screen;
use crate::i18n::Language;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

/// The voice's plugin: finds a voice once, spawns the speaker button, reads lines aloud.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Voice::find())
        .add_systems(Startup, (spawn_button, show_button.run_if(in_state(Screen::Gameplay))).chain())
        .add_systems(Update, read_by_itself.in_set(GameSet::Present))
        // On the board and under its end (a match's score and the menus hide it with the
        // board).
        .add_systems(OnExit(Screen::Gameplay), hide_button)
        .add_systems(OnEnter(Screen::Gameplay), show_button);
}

/// How lines are said aloud here, if at all.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Voice {
    /// No voice was found: the speaker button is hidden.
    Silent,
    /// The browser's `speechSynthesis`.
    Browser,
    /// speech-dispatcher's `spd-say` (Linux).
    SpeechDispatcher,
    /// macOS's `say`.
    Say,
    /// Windows' own voices (WinRT speech synthesis, the `tts` crate), on a thread of their own:
    /// no window, and the language's voice where one is installed.
    Windows,
    /// Windows' SAPI voice, through PowerShell started without a console window (where WinRT's
    /// speech synthesis is missing).
    Sapi,
}

impl Voice {
    /// The voice of this system: the browser's in a web page, else the first speech command
    /// found on the `PATH`.
    #[must_use]
    pub fn find() -> Voice {
        if crate::IN_A_WEB_PAGE {
            return if web::available() { Voice::Browser } else { Voice::Silent };
        }
        let found = |command: &str| {
            std::env::var_os("PATH").is_some_and(|path| {
                std::env::split_paths(&path)
                    .any(|dir| dir.join(command).is_file() || dir.join(format!("{command}.exe")).is_file())
            })
        };
        if cfg!(target_os = "macos") && found("say") {
            Voice::Say
        } else if cfg!(target_os = "windows") && windows::available() {
            Voice::Windows
        } else if cfg!(target_os = "windows") && found("powershell") {
            Voice::Sapi
        } else if found("spd-say") {
            Voice::SpeechDispatcher
        } else {
            Voice::Silent
        }
    }

    /// Whether lines can be said aloud.
    #[must_use]
    pub fn speaks(self) -> bool {
        self != Voice::Silent
    }

    /// Says `line` in `language`, cutting short a line still being said. Does nothing when
    /// silent or when the line is empty; a voice that fails is not an error for the game.
    pub fn say(self, line: &str, language: Language) {
        let line = line.trim();
        if line.is_empty() {
            return;
        }
        let tag = language.code();
        let _ = match self {
            Voice::Silent => None,
            Voice::Browser => {
                web::say(line, tag);
                Some(())
            }
            Voice::SpeechDispatcher => {
                spawn("spd-say", &["--cancel"]).and_then(|()| spawn("spd-say", &["-l", tag, "--", line]))
            }
            Voice::Say => spawn("say", &["--", line]),
            Voice::Windows => {
                windows::say(line, tag);
                Some(())
            }
            Voice::Sapi => {
                let quoted = line.replace('\'', "''");
                let script = format!(
                    "Add-Type -AssemblyName System.Speech; \
                     (New-Object System.Speech.Synthesis.SpeechSynthesizer).Speak('{quoted}')"
                );
                spawn("powershell", &["-NoProfile", "-Command", &script])
            }
        };
    }
}

/// Starts `command` without waiting for it (a line takes seconds to say).
fn spawn(command: &str, args: &[&str]) -> Option<()> {
    if crate::IN_A_WEB_PAGE {
        return None;
    }
    let mut command = std::process::Command::new(command);
    #[cfg(windows)]
    {
        // CREATE_NO_WINDOW: PowerShell says its line without a console window flashing.
        use std::os::windows::process::CommandExt;
        command.creation_flags(0x0800_0000);
    }
    command
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .ok()
        .map(|_| ())
}

/// The speaker button, at the window's top right corner.
#[derive(Component, Clone, Copy, Debug)]
pub struct SpeakButton;

/// Its size, in logical pixels (a finger's).
const BUTTON: f32 = 64.0;

fn spawn_button(mut commands: Commands, assets: Res<GameAssets>) {
    let icon = ImageNode::new(assets.speaker.clone());
    let mut button = commands.spawn((
        Name::new("Speak"),
        SpeakButton,
        // A picture alone: a screen reader says its words.
        super::access::Spoken("label-read-aloud"),
        widget::button_base(Node {
            position_type: PositionType::Absolute,
            top: Val::Px(10.0),
            right: Val::Px(10.0),
            width: Val::Px(BUTTON),
            height: Val::Px(BUTTON),
            border_radius: BorderRadius::all(Val::Px(BUTTON / 2.0)),
            display: Display::None,
            ..default()
        }),
        GlobalZIndex(25),
    ));
    button.observe(read_now);
    button.with_child((icon, Node { width: Val::Px(40.0), height: Val::Px(40.0), ..default() }));
}

/// The button shows on entering the board or its end, where there is a voice.
fn show_button(voice: Res<Voice>, buttons: Query<&mut Node, With<SpeakButton>>) {
    set_display(buttons, if voice.speaks() { Display::Flex } else { Display::None });
}

/// The button hides on leaving them.
fn hide_button(buttons: Query<&mut Node, With<SpeakButton>>) {
    set_display(buttons, Display::None);
}

fn set_display(mut buttons: Query<&mut Node, With<SpeakButton>>, display: Display) {
    for mut node in &mut buttons {
        if node.display != display {
            node.display = display;
        }
    }
}

/// What a child would want read now, from what the screen shows.
#[derive(SystemParam)]
pub struct NowShown<'w, 's> {
    screen: Res<'w, State<Screen>>,
    overlay: Option<Res<'w, State<Overlay>>>,
    task: Res<'w, State<Task>>,
    coach: Res<'w, Coach>,
    coaching: Coaching<'w>,
    engine: Res<'w, Engine>,
    faces: Res<'w, Faces>,
    tr: Res<'w, Tr>,
    message: Query<'w, 's, &'static Text, With<MessageText>>,
    turns: Query<'w, 's, (&'static TurnText, &'static Text)>,
}

impl NowShown<'_, '_> {
    /// The line: the end of the game; a lesson's or puzzle's question, or once answered its
    /// praise and what the move did; else what the last move did, or whose turn it is.
    #[must_use]
    pub fn line(&self) -> String {
        let tr = &self.tr.0;
        // Asked from a button on any screen: what to say depends on the screen shown.
        let overlay = Overlay::shown(self.overlay.as_deref());
        match (self.screen.get(), overlay, &self.engine.0.outcome()) {
            (Screen::Gameplay, Overlay::End, Outcome::Over(end)) => {
                return format!(
                    "{} {}",
                    super::text::winner(tr, &self.faces, end),
                    super::text::cheer(tr, &self.faces, end)
                );
            }
            (Screen::Gameplay, Overlay::None | Overlay::Settings | Overlay::Rules, _) => {}
            _ => return String::new(),
        }
        // The board's task is a value here too: the coach's question, or the game's line.
        if self.task.get().coached() {
            let question = self.coaching.question(tr);
            return match self.coach.state {
                StepState::Answered => format!("{} {}", self.coach.praise, self.coach.feedback),
                _ if self.coach.feedback.is_empty() => question,
                _ => self.coach.feedback.clone(),
            };
        }
        let said = self.message.iter().map(|text| text.0.clone()).find(|line| !line.is_empty());
        said.unwrap_or_else(|| {
            let mover = self.engine.0.position().turn();
            self.turns.iter().find(|(bar, _)| bar.0 == mover).map(|(_, text)| text.0.clone()).unwrap_or_default()
        })
    }
}

/// A press on the speaker button reads the line now.
fn read_now(_: On<Activate>, voice: Res<Voice>, settings: Res<Settings>, shown: NowShown) {
    voice.say(&shown.line(), settings.language);
}

/// With "read aloud" on, each new line is read by itself.
fn read_by_itself(voice: Res<Voice>, settings: Res<Settings>, shown: NowShown, mut last: Local<String>) {
    if !settings.read_aloud || !voice.speaks() {
        return;
    }
    let line = shown.line();
    if line != *last {
        voice.say(&line, settings.language);
        *last = line;
    }
}

/// The browser's speech, in a web page.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod web {
    /// Whether the page has `speechSynthesis`.
    pub fn available() -> bool {
        web_sys::window().and_then(|window| window.speech_synthesis().ok()).is_some()
    }

    /// Says `line` in the language `tag` (`en`, `fr`), cutting short what is being said.
    pub fn say(line: &str, tag: &str) {
        let Some(synthesis) = web_sys::window().and_then(|window| window.speech_synthesis().ok()) else {
            return;
        };
        let Ok(utterance) = web_sys::SpeechSynthesisUtterance::new_with_text(line) else {
            return;
        };
        utterance.set_lang(tag);
        synthesis.cancel();
        synthesis.speak(&utterance);
    }
}

/// No browser outside a web page.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod web {
    pub fn available() -> bool {
        false
    }

    pub fn say(_: &str, _: &str) {}
}

/// Windows' own voices, through the `tts` crate (WinRT's `SpeechSynthesizer`): one thread owns
/// the synthesizer (it may not move between threads) and says each line it is sent, in the
/// installed voice of the line's language where there is one.
#[cfg(windows)]
mod windows {
    use std::sync::mpsc::{Sender, channel};
    use std::sync::{Mutex, OnceLock};

    /// The speaking thread's inbox (`None`: WinRT's speech synthesis is missing here).
    fn inbox() -> &'static Option<Mutex<Sender<(String, String)>>> {
        static INBOX: OnceLock<Option<Mutex<Sender<(String, String)>>>> = OnceLock::new();
        INBOX.get_or_init(|| {
            let (ready, started) = channel();
            let (lines, inbox) = channel::<(String, String)>();
            std::thread::Builder::new()
                .name("voice".into())
                .spawn(move || {
                    let Ok(mut tts) = tts::Tts::default() else {
                        let _ = ready.send(false);
                        return;
                    };
                    let voices = tts.voices().unwrap_or_default();
                    let _ = ready.send(true);
                    let mut language = String::new();
                    for (line, tag) in inbox {
                        if tag != language {
                            let wanted = |voice: &&tts::Voice| voice.language().primary_language() == tag;
                            if let Some(voice) = voices.iter().find(wanted) {
                                let _ = tts.set_voice(voice);
                            }
                            language = tag;
                        }
                        let _ = tts.speak(line, true);
                    }
                })
                .ok()?;
            started.recv().unwrap_or(false).then(|| Mutex::new(lines))
        })
    }

    /// Whether Windows' speech synthesis answers here.
    pub fn available() -> bool {
        inbox().is_some()
    }

    /// Says `line` in the language `tag` (`en`, `fr`), cutting short what is being said.
    pub fn say(line: &str, tag: &str) {
        if let Some(inbox) = inbox()
            && let Ok(inbox) = inbox.lock()
        {
            let _ = inbox.send((line.to_owned(), tag.to_owned()));
        }
    }
}

/// Windows' own voices exist only on Windows.
#[cfg(not(windows))]
mod windows {
    pub fn available() -> bool {
        false
    }

    pub fn say(_: &str, _: &str) {}
}
