//! Every language has English's messages, no others, and each formats with its variables;
//! plural messages cover the language's plural cases; numbers as each language writes them.

use super::*;
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use std::collections::{BTreeMap, BTreeSet};

/// Each message's patterns (its value and attributes), by id, as parsed from `language`'s
/// files; fails on a file Fluent cannot read in full or a message defined twice.
fn parsed(language: &Language) -> BTreeMap<String, Vec<Pattern<String>>> {
    let mut messages = BTreeMap::new();
    for (file, text) in sources::files(language.code) {
        let resource = fluent_syntax::parser::parse(text.to_string())
            .unwrap_or_else(|(_, errors)| panic!("{}/{file}: {errors:?}", language.code));
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let mut patterns: Vec<Pattern<String>> = m.value.into_iter().collect();
                patterns.extend(m.attributes.into_iter().map(|a| a.value));
                let id = m.id.name.clone();
                let twice = messages.insert(id.clone(), patterns).is_some();
                assert!(!twice, "{}/{file}: {id} is defined twice", language.code);
            }
        }
    }
    messages
}

/// The variables a pattern reads, and for each plural select (on a variable) its keys.
#[derive(Default)]
struct Reads {
    variables: BTreeSet<String>,
    selects: Vec<(String, BTreeSet<String>)>,
}

fn walk_pattern(p: &Pattern<String>, reads: &mut Reads) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, reads);
        }
    }
}

fn walk_expression(e: &Expression<String>, reads: &mut Reads) {
    match e {
        Expression::Inline(inline) => walk_inline(inline, reads),
        Expression::Select { selector, variants } => {
            walk_inline(selector, reads);
            if let InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .filter_map(|v| match &v.key {
                        VariantKey::Identifier { name } => Some(name.clone()),
                        VariantKey::NumberLiteral { .. } => None,
                    })
                    .collect();
                reads.selects.push((id.name.clone(), keys));
            }
            for v in variants {
                walk_pattern(&v.value, reads);
            }
        }
    }
}

fn walk_inline(e: &InlineExpression<String>, reads: &mut Reads) {
    match e {
        InlineExpression::VariableReference { id } => {
            reads.variables.insert(id.name.clone());
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, reads),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, reads);
            }
        }
        _ => {}
    }
}

fn reads_of(patterns: &[Pattern<String>]) -> Reads {
    let mut reads = Reads::default();
    for p in patterns {
        walk_pattern(p, &mut reads);
    }
    reads
}

#[test]
fn every_language_has_the_messages_of_english_and_no_others() {
    let english: BTreeSet<String> = parsed(ENGLISH).into_keys().collect();
    assert!(english.len() > 20, "English has {} messages", english.len());
    for language in &LANGUAGES {
        let own: BTreeSet<String> = parsed(language).into_keys().collect();
        let missing: Vec<_> = english.difference(&own).collect();
        let extra: Vec<_> = own.difference(&english).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code);
        assert!(
            extra.is_empty(),
            "{} has {extra:?}, which English lacks",
            language.code
        );
        assert_eq!(Catalog::new(language).ids().len(), own.len());
    }
}

#[test]
fn every_message_formats_with_english_variables_in_every_language() {
    let english = parsed(ENGLISH);
    // Numbers that fall in every plural case of these languages, a fraction and a big one.
    let numbers = [
        0.0, 1.0, 2.0, 3.0, 5.0, 11.0, 21.0, 22.0, 25.0, 101.0, 1.5, 12345.0,
    ];
    for language in &LANGUAGES {
        let catalog = Catalog::new(language);
        let own = parsed(language);
        for (id, patterns) in &english {
            let wanted = reads_of(patterns).variables;
            let used = reads_of(&own[id]).variables;
            let unknown: Vec<_> = used.difference(&wanted).collect();
            assert!(
                unknown.is_empty(),
                "{} {id} reads {unknown:?}, which English does not give",
                language.code
            );
            for n in numbers {
                let args: Vec<(&str, Arg)> = wanted
                    .iter()
                    .map(|v| (v.as_str(), Arg::Number(n)))
                    .collect();
                let (text, errors) = catalog.check(id, &args).expect("present");
                assert!(
                    errors.is_empty(),
                    "{} {id} ({n}): {errors:?}",
                    language.code
                );
                assert!(!text.trim().is_empty(), "{} {id} is empty", language.code);
                assert!(!text.contains('{'), "{} {id}: {text}", language.code);
            }
        }
    }
}

#[test]
fn every_plural_message_covers_the_language_s_cases() {
    for language in &LANGUAGES {
        let rules = PluralRules::create(
            language
                .plural_rules
                .parse::<LanguageIdentifier>()
                .expect("a tag"),
            PluralRuleType::CARDINAL,
        )
        .expect("plural rules");
        let cases: BTreeSet<String> = (0..1000u32)
            .map(|n| match rules.select(n).expect("a case") {
                PluralCategory::ZERO => "zero",
                PluralCategory::ONE => "one",
                PluralCategory::TWO => "two",
                PluralCategory::FEW => "few",
                PluralCategory::MANY => "many",
                PluralCategory::OTHER => "other",
            })
            .map(str::to_string)
            .collect();
        let plural_words = ["zero", "one", "two", "few", "many", "other"];
        for (id, patterns) in parsed(language) {
            for (variable, keys) in reads_of(&patterns).selects {
                if !keys.iter().any(|k| plural_words.contains(&k.as_str())) {
                    continue;
                }
                let missing: Vec<_> = cases.difference(&keys).collect();
                let dead: Vec<_> = keys.iter().filter(|k| !cases.contains(*k)).collect();
                assert!(
                    missing.is_empty() && dead.is_empty(),
                    "{} {id}, ${variable}: no case for {missing:?}, cases never used {dead:?}",
                    language.code
                );
            }
        }
    }
}

#[test]
fn plurals_choose_the_language_s_form() {
    let about = |code: &str, moves: u32| {
        Catalog::new(Language::by_code(code).expect("spoken")).format(
            "title-continue-about",
            &[
                ("game", "Rush".into()),
                ("size", 7.into()),
                ("moves", moves.into()),
            ],
        )
    };
    assert_eq!(about("en", 1), "Rush 7x7, 1 move");
    assert_eq!(about("en", 12), "Rush 7x7, 12 moves");
    assert_eq!(about("pl", 22), "Rush 7x7, 22 ruchy");
    assert_eq!(about("pl", 25), "Rush 7x7, 25 ruchów");
    assert_eq!(about("ru", 21), "Rush 7x7, 21 ход");
    assert_eq!(about("ru", 3), "Rush 7x7, 3 хода");
    assert_eq!(about("pt-BR", 1), "Rush 7x7, 1 lance");
    assert_eq!(about("pt-BR", 2), "Rush 7x7, 2 lances");
}

#[test]
fn numbers_are_written_as_each_language_writes_them() {
    assert_eq!(Numbers::COMMA_POINT.write("-1234567.25"), "-1,234,567.25");
    assert_eq!(Numbers::POINT_COMMA.write("1234.5"), "1.234,5");
    assert_eq!(Numbers::POINT_COMMA_FROM_5.write("1234"), "1234");
    assert_eq!(Numbers::POINT_COMMA_FROM_5.write("12345"), "12.345");
    assert_eq!(
        Numbers::NARROW_SPACE_COMMA.write("1234.5"),
        "1\u{202f}234,5"
    );
    assert_eq!(Numbers::SPACE_COMMA_FROM_5.write("999"), "999");
    // Through Fluent: the formatter is the bundle's.
    let percent = |code: &str, n: u32| {
        Catalog::new(Language::by_code(code).expect("spoken"))
            .format("settings-percent", &[("value", n.into())])
    };
    assert_eq!(percent("de", 1250), "1.250\u{a0}%");
    assert_eq!(percent("en", 1250), "1,250%");
    assert_eq!(percent("fr", 80), "80\u{202f}%");
}

#[test]
fn the_system_s_languages_choose_the_nearest_one_quartet_speaks() {
    let best = |wanted: &[&str]| {
        let wanted: Vec<String> = wanted.iter().map(|w| w.to_string()).collect();
        Language::best_for(&wanted).code
    };
    assert_eq!(best(&["de-AT"]), "de");
    assert_eq!(best(&["pt_PT.UTF-8"]), "pt-BR");
    assert_eq!(best(&["pt-BR", "en-US"]), "pt-BR");
    assert_eq!(best(&["ja-JP"]), "ja");
    assert_eq!(best(&["zh-CN", "ru-RU"]), "ru");
    assert_eq!(best(&["zh-CN"]), "en");
    assert_eq!(best(&["fr-CA", "en"]), "fr");
    assert_eq!(best(&[]), "en");
    assert_eq!(best(&["not a tag!"]), "en");
}

#[test]
fn a_message_missing_falls_back_to_english_then_to_its_id() {
    let german = Catalog::new(Language::by_code("de").expect("spoken"));
    assert_eq!(german.text("title-play"), "Spielen");
    assert_eq!(german.text("no-such-message"), "no-such-message");
}

#[test]
fn the_japanese_font_has_every_character_of_the_japanese_texts() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |path: &str| std::fs::read(root.join(path)).expect("a font");
    let (inter, japanese) = (
        read("assets/fonts/Inter-Medium.otf"),
        read("assets/fonts/NotoSansJP-subset.ttf"),
    );
    let inter = ttf_parser::Face::parse(&inter, 0).expect("Inter");
    let japanese = ttf_parser::Face::parse(&japanese, 0).expect("Noto Sans JP");
    let ja = Language::by_code("ja").expect("spoken");
    let texts = sources::files("ja")
        .iter()
        .chain(sources::rules_pages("ja"))
        .map(|(_, text)| *text);
    let missing: BTreeSet<char> = texts
        .chain([ja.name])
        .flat_map(str::chars)
        .filter(|c| !c.is_whitespace())
        .filter(|&c| inter.glyph_index(c).is_none() && japanese.glyph_index(c).is_none())
        .collect();
    assert!(
        missing.is_empty(),
        "neither font has {missing:?}: run scripts/japanese-font (docs/translating.md)"
    );
}

#[test]
fn every_file_of_every_language_folder_is_built_in() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    for language in &LANGUAGES {
        let folder = root.join(language.code);
        let mut on_disk: Vec<String> = std::fs::read_dir(&folder)
            .expect("a folder per language")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|name| name.ends_with(".ftl"))
            .collect();
        on_disk.sort();
        let mut built: Vec<String> = sources::files(language.code)
            .iter()
            .map(|(name, _)| name.to_string())
            .collect();
        built.sort();
        assert_eq!(
            built, on_disk,
            "{}: the files src/i18n/sources.rs names",
            language.code
        );
        let pages = sources::rules_pages(language.code).len();
        assert_eq!(pages, 4, "{}: a rules page per game", language.code);
    }
}

#[test]
fn a_language_read_from_its_folder_speaks_as_the_one_built_in() {
    // The browser fetches every language but English's (app::lang_fetch): the files
    // `pack_paths` names must make the same catalog as the built-in ones.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let english = Catalog::new(ENGLISH);
    for language in LANGUAGES.iter().skip(1) {
        let texts = language
            .pack_paths()
            .iter()
            .map(|path| std::fs::read_to_string(root.join(path)).expect("a language's file"))
            .collect();
        let fetched = Catalog::from_pack(&Pack { language, texts });
        let built_in = Catalog::new(language);
        assert_eq!(fetched.language(), language);
        for id in english.ids() {
            let args = [("count", Arg::from(3)), ("name", Arg::from("x"))];
            assert_eq!(
                fetched.format(&id, &args),
                built_in.format(&id, &args),
                "{id}"
            );
        }
        for game in sources::GAMES {
            let page = fetched.rules_page(game);
            assert_eq!(page, built_in.rules_page(game), "{}: {game}", language.code);
            assert_ne!(page, english.rules_page(game), "{}: {game}", language.code);
        }
    }
}

#[test]
fn the_lists_of_files_name_what_is_built_in() {
    let names: Vec<&str> = sources::files("en").iter().map(|(n, _)| *n).collect();
    assert_eq!(names, sources::FILES);
    let games: Vec<&str> = sources::rules_pages("en").iter().map(|(g, _)| *g).collect();
    assert_eq!(games, sources::GAMES);
}
