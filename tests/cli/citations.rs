//! Comments and docs cite what exists: every repository path they name (`docs/ai.md`,
//! `src/app/hud/`, `tests/app/hud.rs`, ...) is there, every Markdown link between the docs
//! leads to a file, and every cited section (`docs/ai.md`, "Review") is a heading of its file
//! (docs/testing.md, "Rules for tests").

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Paths that builds and runs make, named in the sources but not kept in the repository.
const MADE: [&str; 4] = ["web/dist", "web/test-output", "target", "web/node_modules"];

/// Every file whose text may cite a path: the sources, tests, scripts, the site's scripts and
/// pages, the docs, the README and the manifests.
fn citing_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.push(path);
            }
        }
    }
    let root = root();
    let mut files = Vec::new();
    for dir in ["src", "tests", "scripts", ".ci", "docs"] {
        walk(&root.join(dir), &mut files);
    }
    for entry in std::fs::read_dir(root.join("web")).expect("web/ is there") {
        let path = entry.expect("an entry").path();
        if path.is_file() {
            files.push(path);
        }
    }
    files.push(root.join("README.md"));
    files.push(root.join("Cargo.toml"));
    files.retain(|f| {
        f.extension().is_some_and(|e| {
            ["rs", "md", "toml", "mjs", "js", "html", "sh"].contains(&e.to_str().unwrap_or(""))
        }) || f.starts_with(root.join("scripts"))
            || f.starts_with(root.join(".ci"))
    });
    files
}

fn path_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "_./-".contains(c)
}

/// The repository paths `text` names: words that begin with one of the top-level folders.
fn cited_paths(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for top in [
        "docs/", "src/", "tests/", "scripts/", "assets/", ".ci/", "web/",
    ] {
        for (at, _) in text.match_indices(top) {
            // Part of a longer word or a variable's path (`$dir/src/...`): not a citation.
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| path_char(c) || "$}{<>".contains(c)) {
                continue;
            }
            let word: String = text[at..].chars().take_while(|&c| path_char(c)).collect();
            let word = word.trim_end_matches(['.', '/', '-']).to_string();
            // A placeholder (`assets/puzzles/GAME.ron`, `web/dist-<profile>`) names no file.
            let placeholder = (word.chars().any(|c| c.is_ascii_uppercase())
                && !word.ends_with(".md"))
                || text[at + word.len()..].starts_with('<');
            if word.len() > top.len() && !placeholder {
                found.push(word);
            }
        }
    }
    found
}

#[test]
fn every_path_a_comment_or_a_doc_names_is_in_the_repository() {
    let root = root();
    let mut missing = Vec::new();
    for file in citing_files() {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for path in cited_paths(&text) {
            if MADE.iter().any(|m| path.starts_with(m)) {
                continue;
            }
            if !root.join(&path).exists() {
                let shown = file
                    .strip_prefix(&root)
                    .unwrap_or(&file)
                    .display()
                    .to_string();
                missing.push(format!("{shown}: {path}"));
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "cited but not there:\n{}",
        missing.join("\n")
    );
}

/// The headings of a Markdown file, without their `#`s.
fn headings(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| l.trim_start_matches('#').trim())
        .collect()
}

#[test]
fn every_section_cited_is_a_heading_and_every_link_between_the_docs_leads_to_a_file() {
    let root = root();
    let mut wrong = Vec::new();
    for file in citing_files() {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let shown = file
            .strip_prefix(&root)
            .unwrap_or(&file)
            .display()
            .to_string();
        // `NAME.md`, "Section" and NAME.md, "Section": the section must head a part of the file.
        for (at, _) in text.match_indices(".md") {
            let name_start = text[..at]
                .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .map_or(0, |i| i + 1);
            let name = &text[name_start..at];
            let rest = text[at + 3..].trim_start_matches(['`', ')']);
            let Some(quoted) = rest.strip_prefix(", \"") else {
                continue;
            };
            let Some(end) = quoted.find('"') else {
                continue;
            };
            // A section's name may run onto the next comment line.
            let section = quoted[..end]
                .lines()
                .map(|l| l.trim().trim_start_matches(['/', '!', '#', '*']).trim())
                .collect::<Vec<_>>()
                .join(" ");
            let doc = root.join("docs").join(format!("{name}.md"));
            // A spec a copied contract names (docs/rules.md quotes one) is none of ours.
            let Ok(doc_text) = std::fs::read_to_string(&doc) else {
                continue;
            };
            if !headings(&doc_text)
                .iter()
                .any(|h| h.starts_with(section.as_str()))
            {
                wrong.push(format!(
                    "{shown}: docs/{name}.md has no section \"{section}\""
                ));
            }
        }
        // Markdown links from one doc to another: `[text](other.md)` or `(other.md#part)`.
        if file.extension().is_some_and(|e| e == "md") {
            for (at, _) in text.match_indices("](") {
                let target: String = text[at + 2..].chars().take_while(|&c| c != ')').collect();
                let target = target.split('#').next().unwrap_or("");
                if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let base = file.parent().unwrap_or(&root);
                if !base.join(target).exists() {
                    wrong.push(format!("{shown}: the link to {target} leads nowhere"));
                }
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
