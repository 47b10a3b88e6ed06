//! The player's language: every text a player reads, from Fluent messages
//! (`assets/i18n/<language>/*.ftl`, built into the binary), in one of [`LANGUAGES`]. No Bevy:
//! the app holds a [`Catalog`] as a resource (`app::lang`), and the tests read every language
//! here. How to add a language or a text: `docs/translating.md`.
//!
//! A message missing in a language falls back to English's (the tests allow none missing), and
//! a message missing in English shows its id, so a slip is seen, never a panic.

mod numbers;
mod sources;
mod system;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_langneg::{NegotiationStrategy, negotiate_languages};
use std::borrow::Cow;
use unic_langid::LanguageIdentifier;

pub use numbers::Numbers;
pub use system::system_languages;

/// A language Quartet speaks.
#[derive(Debug, PartialEq)]
pub struct Language {
    /// Its BCP 47 tag, the name of its folder under `assets/i18n/` and what the settings keep.
    pub code: &'static str,
    /// Its name in itself, as Settings lists it.
    pub name: &'static str,
    /// How it writes numbers (Fluent itself writes them as English does).
    pub numbers: Numbers,
    /// The tag whose plural rules it follows (Fluent's tables know Brazilian Portuguese's as
    /// `pt`'s, CLDR 37).
    pub plural_rules: &'static str,
}

/// Every language, English first (the fallback and the reference the tests compare with).
pub const LANGUAGES: [Language; 8] = [
    Language {
        code: "en",
        name: "English",
        numbers: Numbers::COMMA_POINT,
        plural_rules: "en",
    },
    Language {
        code: "de",
        name: "Deutsch",
        numbers: Numbers::POINT_COMMA,
        plural_rules: "de",
    },
    Language {
        code: "fr",
        name: "Français",
        numbers: Numbers::NARROW_SPACE_COMMA,
        plural_rules: "fr",
    },
    Language {
        code: "es",
        name: "Español",
        numbers: Numbers::POINT_COMMA_FROM_5,
        plural_rules: "es",
    },
    Language {
        code: "pt-BR",
        name: "Português (Brasil)",
        numbers: Numbers::POINT_COMMA,
        plural_rules: "pt",
    },
    Language {
        code: "pl",
        name: "Polski",
        numbers: Numbers::SPACE_COMMA_FROM_5,
        plural_rules: "pl",
    },
    Language {
        code: "ru",
        name: "Русский",
        numbers: Numbers::SPACE_COMMA,
        plural_rules: "ru",
    },
    Language {
        code: "ja",
        name: "日本語",
        numbers: Numbers::COMMA_POINT,
        plural_rules: "ja",
    },
];

/// English: the fallback.
pub const ENGLISH: &Language = &LANGUAGES[0];

impl Language {
    /// The language whose code is `code` exactly (as the settings keep it).
    pub fn by_code(code: &str) -> Option<&'static Language> {
        LANGUAGES.iter().find(|l| l.code == code)
    }

    /// The best of [`LANGUAGES`] for a list of wanted languages, best first (the system's or
    /// the browser's: `de-AT`, `pt_PT.UTF-8`, `ja`), or English where none matches.
    pub fn best_for(wanted: &[String]) -> &'static Language {
        let wanted: Vec<LanguageIdentifier> =
            wanted.iter().filter_map(|w| tag(w).parse().ok()).collect();
        let available: Vec<LanguageIdentifier> = LANGUAGES
            .iter()
            .filter_map(|l| l.code.parse().ok())
            .collect();
        let chosen = negotiate_languages(&wanted, &available, None, NegotiationStrategy::Lookup);
        chosen
            .first()
            .and_then(|id| LANGUAGES.iter().find(|l| l.code == id.to_string()))
            .unwrap_or(ENGLISH)
    }

    /// Whether its texts are built into this binary: every language's on the desktop, English's
    /// alone in the browser, which fetches the others' as a [`Pack`] when one is chosen.
    pub fn built_in(&self) -> bool {
        !sources::files(self.code).is_empty()
    }

    /// The files a [`Pack`] of this language holds, as paths under `assets/`
    /// (`i18n/de/menus.ftl`, `i18n/de/rules/rush.md`): its Fluent files, then its rules pages.
    pub fn pack_paths(&self) -> Vec<String> {
        let files = sources::FILES
            .iter()
            .map(|name| format!("i18n/{}/{name}", self.code));
        let pages = sources::GAMES
            .iter()
            .map(|game| format!("i18n/{}/rules/{game}.md", self.code));
        files.chain(pages).collect()
    }

    /// Its position in [`LANGUAGES`].
    pub fn index(&self) -> usize {
        LANGUAGES
            .iter()
            .position(|l| l.code == self.code)
            .unwrap_or(0)
    }
}

/// A POSIX locale or a browser's tag as BCP 47: `pt_BR.UTF-8@euro` is `pt-BR`.
fn tag(wanted: &str) -> String {
    let bare = wanted.split(['.', '@']).next().unwrap_or_default();
    bare.replace('_', "-")
}

/// A value for a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

type Bundle = FluentBundle<FluentResource>;

/// The texts of a language that is not built in, as read at run time: the files
/// [`Language::pack_paths`] names, in that order.
pub struct Pack {
    pub language: &'static Language,
    pub texts: Vec<String>,
}

/// The messages of one language, with English's behind them.
pub struct Catalog {
    language: &'static Language,
    bundle: Bundle,
    english: Option<Bundle>,
    /// Its rules pages, by game (English's stand in for any missing).
    pages: Vec<(&'static str, Cow<'static, str>)>,
}

impl Catalog {
    /// The messages of `language` where they are built in ([`Language::built_in`]), else
    /// English's (the browser builds another language's from its [`Pack`]).
    pub fn new(language: &'static Language) -> Catalog {
        let language = if language.built_in() {
            language
        } else {
            ENGLISH
        };
        let files = sources::files(language.code).iter().map(|(_, text)| *text);
        let pages = sources::rules_pages(language.code)
            .iter()
            .map(|(game, page)| (*game, Cow::Borrowed(*page)));
        Catalog::of(language, files, pages.collect())
    }

    /// The messages of a language read at run time.
    pub fn from_pack(pack: &Pack) -> Catalog {
        let (files, pages) = pack
            .texts
            .split_at(sources::FILES.len().min(pack.texts.len()));
        let pages = sources::GAMES
            .iter()
            .zip(pages)
            .map(|(game, page)| (*game, Cow::Owned(page.clone())));
        Catalog::of(
            pack.language,
            files.iter().map(String::as_str),
            pages.collect(),
        )
    }

    fn of<'a>(
        language: &'static Language,
        files: impl Iterator<Item = &'a str>,
        pages: Vec<(&'static str, Cow<'static, str>)>,
    ) -> Catalog {
        let english = (language != ENGLISH).then(|| bundle(ENGLISH, english_files()));
        Catalog {
            language,
            bundle: bundle(language, files),
            english,
            pages,
        }
    }

    /// The language shown.
    pub fn language(&self) -> &'static Language {
        self.language
    }

    /// The message `id`, which takes no variables.
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// The message `id` with its variables.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let fluent = fluent_args(args);
        let args = (!args.is_empty()).then_some(&fluent);
        [Some(&self.bundle), self.english.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|b| Some(format_in(b, id, args)?.0))
            .unwrap_or_else(|| id.to_string())
    }

    /// The rules page of the game named `game` (`rush`), in this language, else in English.
    pub fn rules_page(&self, game: &str) -> &str {
        let own = self.pages.iter().find(|(name, _)| *name == game);
        own.map(|(_, page)| page.as_ref())
            .or_else(|| {
                let mut english = sources::rules_pages(ENGLISH.code).iter();
                english.find(|(name, _)| *name == game).map(|(_, p)| *p)
            })
            .unwrap_or("")
    }

    /// Every message id of this language (without English's).
    pub fn ids(&self) -> Vec<String> {
        message_ids(self.language)
    }

    /// The message `id` and the problems Fluent found formatting it (an unknown variable, a
    /// missing reference), for the tests; `None` where this language lacks it.
    pub fn check(&self, id: &str, args: &[(&str, Arg)]) -> Option<(String, Vec<String>)> {
        format_in(&self.bundle, id, Some(&fluent_args(args)))
    }
}

/// Our variables as Fluent's.
fn fluent_args<'a>(args: &'a [(&str, Arg)]) -> FluentArgs<'a> {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Text(s) => FluentValue::from(s.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent.set(name.to_string(), value);
    }
    fluent
}

/// Formats message `id` of `bundle` (its value; a message without one is missing).
fn format_in(
    bundle: &Bundle,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<(String, Vec<String>)> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned();
    Some((text, errors.iter().map(|e| e.to_string()).collect()))
}

/// English's files, always built in.
fn english_files() -> impl Iterator<Item = &'static str> {
    sources::files(ENGLISH.code).iter().map(|(_, text)| *text)
}

/// A bundle of `language`'s `files`. A file Fluent cannot read in full keeps the messages it
/// could (the tests require every file to read cleanly).
fn bundle<'a>(language: &'static Language, files: impl Iterator<Item = &'a str>) -> Bundle {
    let id: LanguageIdentifier = language.plural_rules.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around variables: Quartet's fonts draw them as boxes.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(language.numbers.formatter()));
    for text in files {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        // A message defined twice keeps its first definition.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Every message id in `language`'s files, in file order.
fn message_ids(language: &'static Language) -> Vec<String> {
    use fluent_syntax::ast::Entry;
    let mut ids = Vec::new();
    for (_, text) in sources::files(language.code) {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                ids.push(m.id.name.to_string());
            }
        }
    }
    ids
}

#[cfg(test)]
mod tests;
