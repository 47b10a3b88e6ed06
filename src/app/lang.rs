//! The language the game speaks: the [`Texts`] resource (the chosen language's Fluent
//! messages, `crate::i18n`) and the [`Localized`] texts of the menus, written again whenever
//! the language changes, so that a change applies at once (`docs/translating.md`). The egui
//! panel reads [`Texts`] as it draws each frame. A language not built in (the browser's, but
//! English) is shown once `lang_fetch` has its files.

pub use crate::game_text::words::{
    colour_id, colour_name, colour_word_id, parse_problem, piece_id, refusal, rejection,
};
use crate::i18n::{Arg, Catalog, ENGLISH, Language, system_languages};
use crate::save::Seat;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    let system = Language::best_for(&system_languages());
    app.insert_resource(SystemLanguage(system))
        .insert_resource(Texts::new(system))
        .add_systems(PostUpdate, relabel.before(bevy::ui::UiSystems::Prepare));
}

/// The language the system asks for (the browser's, on the web), or English: what the game
/// shows until a language is chosen in Settings.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SystemLanguage(pub &'static Language);

/// The messages of the language shown, and the language wanted while its files are fetched.
#[derive(Resource, Deref)]
pub struct Texts {
    #[deref]
    shown: Catalog,
    wanted: Option<&'static Language>,
}

impl Texts {
    /// The texts of `language`, or English's until its files arrive.
    pub fn new(language: &'static Language) -> Texts {
        let mut texts = Texts {
            shown: Catalog::new(ENGLISH),
            wanted: None,
        };
        texts.show(language);
        texts
    }

    /// Whether [`Texts::show`] would change anything: `language` is neither shown nor on its
    /// way, or another is on its way. (Asked first, so that nothing is marked changed.)
    pub fn differs(&self, language: &'static Language) -> bool {
        match self.wanted {
            Some(wanted) => wanted != language,
            None => self.shown.language() != language,
        }
    }

    /// Shows `language` from now on: at once where it is built in, else once its files are
    /// fetched (the current language stays until then).
    pub fn show(&mut self, language: &'static Language) {
        self.wanted = None;
        if self.shown.language() == language {
            return;
        }
        if language.built_in() {
            self.shown = Catalog::new(language);
        } else {
            self.wanted = Some(language);
        }
    }

    /// The language asked for whose files are still to come.
    pub fn wanted(&self) -> Option<&'static Language> {
        self.wanted
    }

    /// The files of the language asked for have arrived: it is shown (unless another was asked
    /// for meanwhile).
    pub fn arrived(&mut self, catalog: Catalog) {
        if self.wanted == Some(catalog.language()) {
            self.shown = catalog;
            self.wanted = None;
        }
    }

    /// The files of the language asked for could not be had: the current one stays.
    pub fn give_up(&mut self) {
        self.wanted = None;
    }
}

/// A menu text that is a message: [`relabel`] writes it into the entity's [`Text`] when it
/// is spawned and again whenever the language changes.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Localized {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Localized {
    /// The message `id`, without variables.
    pub fn new(id: &'static str) -> Localized {
        Localized {
            id,
            args: Vec::new(),
        }
    }

    /// The message `id` with the variable `name` set (chain for more).
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Localized {
        self.args.push((name, value.into()));
        self
    }

    /// The text in the language shown.
    pub fn text(&self, texts: &Catalog) -> String {
        texts.format(self.id, &self.args)
    }
}

fn relabel(texts: Res<Texts>, mut labels: Query<(Ref<Localized>, &mut Text)>) {
    let all = texts.is_changed();
    for (label, mut text) in &mut labels {
        if all || label.is_changed() {
            let shown = label.text(&texts);
            if text.0 != shown {
                text.0 = shown;
            }
        }
    }
}

/// Who holds a seat, as the menus and the panel name it ("Human", "AI level 5").
pub fn seat_name(texts: &Catalog, seat: Seat) -> String {
    match seat {
        Seat::Human => texts.text("seat-human"),
        Seat::Ai { level } => texts.format("seat-ai", &[("level", level.into())]),
        Seat::Coach => texts.text("seat-coach"),
        Seat::Remote => texts.text("seat-remote"),
    }
}
