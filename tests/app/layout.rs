//! The layout of every package stays a tree of concerns: no module imports another that imports
//! it back (directly or round a longer circle), in the game (`src/app`, and the package with
//! the commands and storage around it), the core (`src/core`) and the online package
//! (`src/online`); in the app, neither between the top-level folders nor between files. Read
//! from the sources: every `use super::..` / `use crate::..` and every inline `crate::..` path
//! is an edge to the module it names. (A folder's `mod.rs` naming its own children, to add
//! their plugins, is the tree itself and not counted.) The tables of docs/architecture.md
//! that describe this (the app's folders and what each reads, the packages, the layers) are
//! checked against the same reading, so that they cannot drift.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module as its path below the tree's root (`["input", "cursor"]` in the app; the root is
/// `[]`).
type Module = Vec<String>;

/// A tree of modules read as one graph.
struct Tree {
    /// Its folder, from the repository's root.
    dir: &'static str,
    /// The path the code names its root by (`crate::app`, or `crate` for a package).
    prefix: &'static str,
    /// Folders below `dir` that are not part of it (other packages, test binaries).
    skip: &'static [&'static str],
}

const APP: Tree = Tree {
    dir: "src/app",
    prefix: "crate::app",
    skip: &[],
};

/// Every package's tree (the game's holds the app, the commands and storage).
const PACKAGES: [Tree; 3] = [
    Tree {
        dir: "src",
        prefix: "crate",
        skip: &["core", "online", "worker"],
    },
    Tree {
        dir: "src/core",
        prefix: "crate",
        skip: &["tests"],
    },
    Tree {
        dir: "src/online",
        prefix: "crate",
        skip: &["tests"],
    },
];

fn rust_files(dir: &Path, skip: &[PathBuf], out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("the sources are readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if skip.contains(&path) {
            continue;
        }
        if path.is_dir() {
            rust_files(&path, skip, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn module_of(root: &Path, file: &Path) -> Module {
    let rel = file.strip_prefix(root).expect("below the tree's folder");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    // A folder's `mod.rs` is the folder; a package's `lib.rs`, its root.
    if parts.last().is_some_and(|p| p == "mod") || parts == ["lib"] {
        parts.pop();
    }
    parts
}

/// The text without comments (doc comments name modules in prose).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `a::{b, c::{d, e}}` -> `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree.to_string()];
    };
    let prefix = &tree[..open];
    let close = tree.rfind('}').filter(|&c| c > open).unwrap_or(tree.len());
    let inner = &tree[open + 1..close];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, ch) in inner.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .flat_map(expand)
        .map(|p| format!("{prefix}{p}"))
        .collect()
}

/// Every path this module's code names that starts at `super::` or at the tree's prefix, as
/// module segments below the tree's root (not yet cut to an existing module).
fn named_paths(prefix: &str, module: &Module, is_mod_rs: bool, code: &str) -> Vec<Vec<String>> {
    let prefix_segs: Vec<&str> = prefix.split("::").collect();
    let mut paths = Vec::new();
    // `use` statements, braces expanded.
    let mut rest = code;
    while let Some(i) = rest.find("use ") {
        // A `use` statement starts its line (after `pub` or `pub(..)` at most); the word in
        // a string or in prose is not one.
        let line_start = rest[..i].rfind('\n').map_or(0, |n| n + 1);
        let lead = rest[line_start..i].trim();
        let before_ok = lead.is_empty() || lead.starts_with("pub");
        let after = &rest[i + 4..];
        let Some(end) = after.find(';') else { break };
        if before_ok {
            paths.extend(expand(&after[..end].replace(char::is_whitespace, "")));
        }
        rest = &after[end..];
    }
    // Inline paths in code.
    for (i, _) in code.match_indices(&format!("{prefix}::")) {
        if code[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let tail: String = code[i..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        paths.push(tail);
    }
    for (i, _) in code.match_indices("super::") {
        let before_ok = i == 0 || !code[..i].ends_with(|c: char| c.is_alphanumeric() || c == ':');
        if before_ok {
            let tail: String = code[i..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            paths.push(tail);
        }
    }
    paths
        .into_iter()
        .filter_map(|p| {
            let segs: Vec<String> = p
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            if segs.len() >= prefix_segs.len() && segs[..prefix_segs.len()] == prefix_segs[..] {
                return Some(segs[prefix_segs.len()..].to_vec());
            }
            // `super` in a file names its folder; in a folder's mod.rs, the folder's parent.
            let mut base = module.clone();
            if !is_mod_rs {
                base.pop();
            }
            let mut segs = segs.as_slice();
            if segs.first().is_none_or(|s| s != "super") {
                return None;
            }
            if is_mod_rs {
                base.pop();
            }
            segs = &segs[1..];
            while segs.first().is_some_and(|s| s == "super") {
                base.pop();
                segs = &segs[1..];
            }
            base.extend(segs.iter().cloned());
            Some(base)
        })
        .collect()
}

/// `module -> modules it imports`, over every file of the tree.
fn import_graph(tree: &Tree) -> BTreeMap<Module, BTreeSet<Module>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(tree.dir);
    let skip: Vec<PathBuf> = tree.skip.iter().map(|s| root.join(s)).collect();
    let mut files = Vec::new();
    rust_files(&root, &skip, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(&root, f)).collect();
    let mut graph = BTreeMap::new();
    for file in &files {
        let module = module_of(&root, file);
        let is_mod_rs = file.file_name().is_some_and(|n| n == "mod.rs");
        let code = code_of(&std::fs::read_to_string(file).expect("a readable source"));
        let mut edges = BTreeSet::new();
        for path in named_paths(tree.prefix, &module, is_mod_rs, &code) {
            // The longest prefix that is a module of ours (the rest names an item in it).
            let target = (0..=path.len())
                .rev()
                .map(|k| path[..k].to_vec())
                .find(|m| modules.contains(m))
                .unwrap_or_default();
            if target != module {
                edges.insert(target);
            }
        }
        graph.insert(module, edges);
    }
    graph
}

/// A circle in `graph`, if there is one.
fn find_cycle<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Option<Vec<N>> {
    fn visit<N: Ord + Clone>(
        node: &N,
        graph: &BTreeMap<N, BTreeSet<N>>,
        state: &mut BTreeMap<N, bool>,
        stack: &mut Vec<N>,
    ) -> Option<Vec<N>> {
        match state.get(node) {
            Some(true) => {
                let at = stack.iter().position(|n| n == node).unwrap_or(0);
                let mut cycle = stack[at..].to_vec();
                cycle.push(node.clone());
                return Some(cycle);
            }
            Some(false) => return None,
            None => {}
        }
        state.insert(node.clone(), true);
        stack.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, state, stack) {
                return Some(c);
            }
        }
        stack.pop();
        state.insert(node.clone(), false);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if let Some(c) = visit(node, graph, &mut state, &mut Vec::new()) {
            return Some(c);
        }
    }
    None
}

fn name(m: &Module) -> String {
    if m.is_empty() {
        "app".to_string()
    } else {
        m.join("/")
    }
}

#[test]
fn the_import_graph_is_read_from_the_sources() {
    let graph = import_graph(&APP);
    let get = |m: &str| {
        graph
            .get(&m.split('/').map(str::to_string).collect::<Module>())
            .unwrap_or_else(|| panic!("module {m} exists"))
    };
    let module = |m: &str| m.split('/').map(str::to_string).collect::<Module>();
    // Files that use their folder's shared functions, the root's states, a sibling and
    // other folders.
    let focus = get("input/menu_focus");
    assert!(focus.contains(&module("input")), "{focus:?}");
    assert!(focus.contains(&Vec::new()), "{focus:?}");
    let cursor = get("input/cursor");
    assert!(cursor.contains(&module("board")), "{cursor:?}");
    assert!(cursor.contains(&module("game")), "{cursor:?}");
    let actions = get("input/board_actions");
    assert!(actions.contains(&module("input/cursor")), "{actions:?}");
    // The expansion of a braced `use` and a `super::` from inside a folder.
    assert!(
        get("board/stones").contains(&module("board/grid")),
        "{:?}",
        get("board/stones")
    );
    assert!(graph.len() > 30, "{} modules", graph.len());
}

#[test]
fn no_module_of_the_app_imports_one_that_imports_it_back() {
    let graph = import_graph(&APP);
    if let Some(cycle) = find_cycle(&graph) {
        let names: Vec<String> = cycle.iter().map(name).collect();
        panic!("an import circle: {}", names.join(" -> "));
    }
}

/// Each top-level folder (or file) of src/app as one node, with the others it reads; the root
/// (states and sets that all of them share) is left out, as everything may read it.
fn folder_graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut folders: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, targets) in import_graph(&APP) {
        let Some(top) = from.first().cloned() else {
            continue;
        };
        let entry = folders.entry(top.clone()).or_default();
        for to in targets {
            if let Some(other) = to.first().filter(|t| **t != top) {
                entry.insert(other.clone());
            }
        }
    }
    folders
}

#[test]
fn no_top_level_folder_of_the_app_imports_one_that_imports_it_back() {
    let folders = folder_graph();
    if let Some(cycle) = find_cycle(&folders) {
        panic!("a circle between folders: {}", cycle.join(" -> "));
    }
    // The direction of the layers: the match knows nothing of how it is shown or played.
    for lower in ["game", "settings"] {
        let deps = folders.get(lower).cloned().unwrap_or_default();
        for upper in ["board", "input", "screens", "hud", "fx"] {
            assert!(!deps.contains(upper), "{lower} imports {upper}: {deps:?}");
        }
    }
}

#[test]
fn no_module_of_any_package_imports_one_that_imports_it_back() {
    for tree in &PACKAGES {
        let graph = import_graph(tree);
        assert!(graph.len() > 5, "{}: {} modules", tree.dir, graph.len());
        if let Some(cycle) = find_cycle(&graph) {
            let names: Vec<String> = cycle.iter().map(|m| m.join("/")).collect();
            panic!("an import circle in {}: {}", tree.dir, names.join(" -> "));
        }
    }
}

#[test]
fn the_core_s_graph_is_read_from_its_sources() {
    let graph = import_graph(&PACKAGES[1]);
    let module = |m: &str| m.split('/').map(str::to_string).collect::<Module>();
    let mcts = graph
        .get(&module("ai/search/mcts"))
        .expect("ai/search/mcts");
    // `use super::pacing::..` and an inline `crate::rules::..`.
    assert!(mcts.contains(&module("ai/search/pacing")), "{mcts:?}");
    assert!(mcts.contains(&module("rules")), "{mcts:?}");
    // The lib.rs is the root.
    assert!(graph.contains_key(&Vec::new()), "{:?}", graph.keys());
}

/// The rows of the first table after the heading `## {heading}` in docs/architecture.md, each
/// as its cells (the header and the rule under it left out).
fn doc_table(heading: &str) -> Vec<Vec<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md");
    let text = std::fs::read_to_string(path).expect("docs/architecture.md is readable");
    let start = text
        .find(&format!("\n## {heading}\n"))
        .unwrap_or_else(|| panic!("docs/architecture.md has a section \"{heading}\""));
    text[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|row| {
            let row = row.trim().trim_matches('|');
            row.split('|').map(|c| c.trim().to_string()).collect()
        })
        .collect()
}

/// The names a cell gives in backticks: "`a`, `b` (why)" -> a, b.
fn ticked(cell: &str) -> BTreeSet<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// docs/architecture.md, "Imports inside `src/app`": each top-level folder of the app is in
/// the table once, reads exactly the folders its row names, and only folders of rows above
/// it (so the table is the order of the layers as the code has it).
#[test]
fn the_architecture_doc_s_table_of_folders_is_the_code_s() {
    let code = folder_graph();
    let rows = doc_table("Imports inside `src/app`");
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut wrong = Vec::new();
    for row in &rows {
        let (modules, reads) = (ticked(&row[0]), ticked(&row[1]));
        for module in &modules {
            let Some(actual) = code.get(module) else {
                wrong.push(format!("`{module}` is in the table, not in src/app"));
                continue;
            };
            if *actual != reads {
                wrong.push(format!(
                    "`{module}` reads {actual:?}, the table says {reads:?}"
                ));
            }
            if let Some(above) = reads.iter().find(|r| !seen.contains(*r)) {
                wrong.push(format!("`{module}` reads `{above}`, which is not above it"));
            }
        }
        seen.extend(modules);
    }
    for (module, reads) in &code {
        if !seen.contains(module) {
            wrong.push(format!("`{module}` (reads {reads:?}) is not in the table"));
        }
    }
    assert!(
        wrong.is_empty(),
        "docs/architecture.md, \"Imports inside `src/app`\":\n{}",
        wrong.join("\n")
    );
}

/// docs/architecture.md, "The crates" and "Layers and the import rules": every package of the
/// workspace is in the first (and nothing else), and every folder of `src/` has a layer.
#[test]
fn the_architecture_doc_s_packages_and_layers_are_the_code_s() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let name_in = |manifest: &Path| {
        let text = std::fs::read_to_string(manifest).expect("a readable Cargo.toml");
        let line = text
            .lines()
            .find(|l| l.starts_with("name = "))
            .expect("a package name");
        line.trim_start_matches("name = ")
            .trim_matches('"')
            .to_string()
    };
    let top = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    let members = top
        .lines()
        .find(|l| l.starts_with("members = "))
        .expect("the workspace's members");
    let mut packages: BTreeSet<String> = members
        .split('"')
        .skip(1)
        .step_by(2)
        .map(|dir| name_in(&root.join(dir).join("Cargo.toml")))
        .collect();
    packages.insert(name_in(&root.join("Cargo.toml")));
    let listed: BTreeSet<String> = doc_table("The crates")
        .iter()
        .flat_map(|row| ticked(&row[0]))
        .collect();
    assert_eq!(listed, packages, "docs/architecture.md, \"The crates\"");
    let placed: Vec<String> = doc_table("Layers and the import rules")
        .iter()
        .flat_map(|row| ticked(&row[1]))
        .collect();
    let mut folders: Vec<String> = std::fs::read_dir(root.join("src"))
        .expect("src is readable")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.is_dir())
        .map(|p| format!("src/{}/", p.file_name().expect("a name").to_string_lossy()))
        .collect();
    folders.sort();
    let unplaced: Vec<&String> = folders
        .iter()
        .filter(|f| !placed.iter().any(|p| p.starts_with(f.as_str())))
        .collect();
    assert!(
        unplaced.is_empty(),
        "docs/architecture.md, \"Layers and the import rules\": no layer for {unplaced:?}"
    );
}
