//! The workspace's layout rules that code review alone does not keep: no
//! import circle between the modules (files) of any crate, no folder of
//! the HTTP crate importing from a folder above it, the HTTP crate's pages
//! grouped by face, no source file over 600 lines, a binary of at most
//! 3,000 lines outside its tests, and a docs/architecture.md whose tree
//! lists every folder and file (docs/architecture.md). Reads the sources
//! as text: `crate::module`
//! paths outside test code, each resolved to the file it names.

// Test code: a panic is a failing test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file below `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file is, as a path below the crate root (`use_cases::grants`
/// for `use_cases/grants/mod.rs`); `None` for the crate root.
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_str().unwrap().to_owned())
        .collect();
    if parts.last().is_some_and(|last| last == "mod") {
        parts.pop();
    }
    match parts.as_slice() {
        [] => None,
        [only] if only == "lib" || only == "main" => None,
        _ => Some(parts.join("::")),
    }
}

/// The modules each module (file) of the crate at `src` names through
/// `crate::` paths, each path resolved to the longest module it names.
fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let modules: BTreeSet<String> = files.iter().filter_map(|f| module_of(src, f)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let name = file.file_name().unwrap().to_str().unwrap();
        let Some(from) = module_of(src, file) else {
            continue;
        };
        if name.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        // Test modules may reach anywhere; doc links are no imports.
        let code: String = text
            .split("#[cfg(test)]")
            .next()
            .unwrap_or_default()
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let edges = graph.entry(from.clone()).or_default();
        // A module that declares children depends on them (it re-exports
        // what they define).
        let children = modules.iter().filter(|m| {
            m.strip_prefix(&format!("{from}::"))
                .is_some_and(|rest| !rest.contains("::"))
        });
        edges.extend(children.cloned());
        let parent = from.rsplit_once("::").map(|(parent, _)| parent.to_owned());
        for (anchor, base) in [
            ("crate::", String::new()),
            ("super::", parent.unwrap_or_default()),
        ] {
            for (at, _) in code.match_indices(anchor) {
                let before = code[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    continue; // `mycrate::`, `super::super::`: not followed
                }
                if code[..at].trim_end().ends_with("(in") {
                    continue; // `pub(in crate::pages)` says who sees, imports nothing
                }
                let rest = &code[at + anchor.len()..];
                let path: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                // `use super::{a, b::C}`: each item is a path of its own.
                let mut paths = Vec::new();
                match rest[path.len()..].strip_prefix('{') {
                    Some(list) if path.is_empty() || path.ends_with("::") => {
                        let list = list.split('}').next().unwrap_or_default();
                        for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                            let item = item.split_whitespace().next().unwrap_or_default();
                            let item = if item == "self" { "" } else { item };
                            paths.push(format!("{path}{item}"));
                        }
                    }
                    _ => paths.push(path),
                }
                for path in paths {
                    let mut target = None;
                    let mut prefix = base.clone();
                    for segment in path.split("::").filter(|s| !s.is_empty()) {
                        if !prefix.is_empty() {
                            prefix.push_str("::");
                        }
                        prefix.push_str(segment);
                        if modules.contains(&prefix) {
                            target = Some(prefix.clone());
                        }
                    }
                    // `super::item` names something the parent defines or
                    // re-exports: an import of the parent itself.
                    if target.is_none() && anchor == "super::" && !base.is_empty() {
                        target = Some(base.clone());
                    }
                    if let Some(target) = target.filter(|t| *t != from) {
                        edges.insert(target);
                    }
                }
            }
        }
    }
    graph
}

/// A circle through `start`, if any: the path back to it.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>, start: &str) -> Option<Vec<String>> {
    let mut stack = vec![(start.to_owned(), vec![start.to_owned()])];
    let mut seen = BTreeSet::new();
    while let Some((node, path)) = stack.pop() {
        for next in graph.get(&node).into_iter().flatten() {
            if next == start {
                return Some(path.clone());
            }
            if seen.insert(next.clone()) {
                let mut longer = path.clone();
                longer.push(next.clone());
                stack.push((next.clone(), longer));
            }
        }
    }
    None
}

#[test]
fn no_two_modules_of_a_crate_import_each_other_in_a_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut crates = Vec::new();
    for group in ["crates", "bins"] {
        for entry in std::fs::read_dir(root.join(group)).unwrap() {
            let src = entry.unwrap().path().join("src");
            if src.is_dir() {
                crates.push(src);
            }
        }
    }
    assert!(crates.len() >= 4, "found the crates: {crates:?}");
    let mut circles = Vec::new();
    for src in &crates {
        let graph = imports(src);
        for module in graph.keys() {
            if let Some(path) = circle(&graph, module) {
                circles.push(format!("{}: {}", src.display(), path.join(" -> ")));
            }
        }
    }
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}

/// The names in a manifest's `[dependencies]` table (not dev or build).
fn normal_dependencies(manifest: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).unwrap();
    let mut in_dependencies = false;
    let mut names = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        if in_dependencies && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap_or_default();
            names.push(name.to_owned());
        }
    }
    names
}

#[test]
fn the_domain_and_the_http_face_depend_only_on_what_they_may() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    // The crate client teams reuse: none of ours, no password hashing,
    // mail, database, web framework or runtime (docs/architecture.md).
    let domain = normal_dependencies(&root.join("crates/domain/Cargo.toml"));
    assert!(domain.contains(&"josekit".to_owned()), "read: {domain:?}");
    for forbidden in ["argon2", "lettre", "diesel", "actix-web", "tokio"] {
        assert!(
            !domain.iter().any(|d| d == forbidden),
            "accounts-domain depends on {forbidden}"
        );
    }
    assert!(
        !domain.iter().any(|d| d.starts_with("accounts-")),
        "accounts-domain depends on a crate of ours: {domain:?}"
    );
    // The HTTP face knows no storage and no adapter: the binary wires them.
    let http = normal_dependencies(&root.join("crates/http/Cargo.toml"));
    assert!(http.contains(&"actix-web".to_owned()), "read: {http:?}");
    for forbidden in [
        "accounts-storage",
        "accounts-adapters",
        "lettre",
        "prometheus",
        "maxminddb",
    ] {
        assert!(
            !http.iter().any(|d| d == forbidden),
            "accounts-http depends on {forbidden}"
        );
    }
}

#[test]
fn a_circle_through_a_parent_or_a_glob_is_seen() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path();
    std::fs::create_dir_all(src.join("keys")).unwrap();
    std::fs::write(src.join("lib.rs"), "mod keys;\nmod other;\n").unwrap();
    std::fs::write(
        src.join("keys/mod.rs"),
        "mod ring;\nmod jwks;\npub fn shared() {}\n",
    )
    .unwrap();
    // Each of these imports the folder's own mod.rs back.
    std::fs::write(src.join("keys/ring.rs"), "use super::*;\n").unwrap();
    std::fs::write(src.join("keys/jwks.rs"), "use super::{shared, ring};\n").unwrap();
    // A restricted visibility names a module without importing it.
    std::fs::write(
        src.join("other.rs"),
        "use crate::keys::ring;\npub(in crate::keys) fn lent() {}\n",
    )
    .unwrap();
    let graph = imports(src);
    assert!(circle(&graph, "keys::ring").is_some(), "{graph:?}");
    assert!(circle(&graph, "keys::jwks").is_some(), "{graph:?}");
    assert!(circle(&graph, "other").is_none(), "{graph:?}");
    let ring = BTreeSet::from(["keys::ring".to_owned()]);
    assert_eq!(graph.get("other"), Some(&ring), "{graph:?}");
}

/// The HTTP crate's folders in layers, top first: a folder imports from
/// its own layer or the layers below it, never from one above
/// (docs/architecture.md, "accounts-http"). The pages' face folders are
/// folders of their own (`pages/account`), and `pages` is the files of
/// `pages/` itself: the markup and answers every page shares, below every
/// face.
const HTTP_LAYERS: &[&[&str]] = &[
    &["app"],
    &[
        "admin",
        "native_apps",
        "oauth",
        "operations",
        "pages/account",
        "pages/console",
        "pages/lifecycle",
        "pages/oauth",
        "pages/organizations",
        "pages/sign_in",
        "scim",
        "seed",
        "ssf",
    ],
    &["pages"],
    &["common"],
    &["paths", "schema"],
];

fn http_layer(folder: &str) -> Option<usize> {
    HTTP_LAYERS.iter().position(|layer| layer.contains(&folder))
}

/// The folder of the HTTP crate a module (file) is in, as `HTTP_LAYERS`
/// names it: its top folder, or for a page in a face's folder
/// `pages/<face>`.
fn http_folder(src: &Path, module: &str) -> String {
    let mut parts = module.split("::");
    let top = parts.next().unwrap_or_default();
    match parts.next() {
        Some(face) if top == "pages" && src.join("pages").join(face).is_dir() => {
            format!("pages/{face}")
        }
        _ => top.to_owned(),
    }
}

#[test]
fn no_folder_of_the_http_crate_imports_from_a_folder_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../http/src");
    let graph = imports(&src);
    let mut upward = Vec::new();
    for (from, targets) in &graph {
        let from_folder = http_folder(&src, from);
        let Some(from_layer) = http_layer(&from_folder) else {
            panic!("{from_folder} is in no layer of HTTP_LAYERS");
        };
        for target in targets {
            // A `mod.rs` declares its folders; it imports nothing by that.
            let declared = target
                .strip_prefix(&format!("{from}::"))
                .is_some_and(|child| !child.contains("::"));
            let to_folder = http_folder(&src, target);
            let Some(to_layer) = http_layer(&to_folder) else {
                panic!("{to_folder} is in no layer of HTTP_LAYERS");
            };
            if to_layer < from_layer && !declared {
                upward.push(format!("{from} -> {target}"));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports up or across:\n{}",
        upward.join("\n")
    );
}

/// The faces the pages serve, one folder of `pages/` each
/// (docs/architecture.md, "accounts-http").
const PAGE_FACES: &[&str] = &[
    "account",
    "console",
    "lifecycle",
    "oauth",
    "organizations",
    "sign_in",
];

/// The files directly in `pages/`: what every page shares, in one place.
const SHARED_PAGE_FILES: &[&str] = &[
    "common.rs",
    "document.rs",
    "errors.rs",
    "factor_html.rs",
    "html.rs",
    "language.rs",
    "markup.rs",
    "mod.rs",
];

#[test]
fn the_pages_are_grouped_by_face_with_the_shared_markup_in_one_place() {
    let pages = Path::new(env!("CARGO_MANIFEST_DIR")).join("../http/src/pages");
    let mut wrong = Vec::new();
    for face in PAGE_FACES {
        if !pages.join(face).join("mod.rs").is_file() {
            wrong.push(format!("pages/{face}/mod.rs is missing"));
        }
        if http_layer(&format!("pages/{face}")).is_none() {
            wrong.push(format!("pages/{face} is in no layer of HTTP_LAYERS"));
        }
    }
    for entry in std::fs::read_dir(&pages).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if path.is_dir() {
            if !PAGE_FACES.contains(&name.as_str()) {
                wrong.push(format!("pages/{name}/ is no face of PAGE_FACES"));
            }
        } else if path.extension().is_some_and(|e| e == "rs")
            && !SHARED_PAGE_FILES.contains(&name.as_str())
        {
            wrong.push(format!(
                "pages/{name} belongs in its face's folder (or in SHARED_PAGE_FILES)"
            ));
        }
    }
    for file in SHARED_PAGE_FILES {
        if !pages.join(file).is_file() {
            wrong.push(format!("pages/{file} is listed but gone"));
        }
    }
    assert!(
        wrong.is_empty(),
        "crates/http/src/pages/ is not grouped by face:\n{}",
        wrong.join("\n")
    );
}

/// Every folder under `crates/` and `bins/` that holds Rust, with its
/// `.rs` files.
fn rust_folders(root: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    for group in ["crates", "bins"] {
        sources(&root.join(group), &mut files);
    }
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let folder = file.parent().unwrap().strip_prefix(root).unwrap();
        let name = file.file_name().unwrap().to_str().unwrap().to_owned();
        out.entry(format!("{}/", folder.to_str().unwrap()))
            .or_default()
            .insert(name);
    }
    out
}

/// The folders and files docs/architecture.md's generated tree lists.
fn documented_tree(doc: &str) -> BTreeMap<String, BTreeSet<String>> {
    let block = doc
        .split("<!-- tree:begin")
        .nth(1)
        .and_then(|rest| rest.split("<!-- tree:end -->").next())
        .expect("docs/architecture.md has the generated tree");
    let mut tree: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current = None;
    for line in block.lines() {
        if line.starts_with("crates/") || line.starts_with("bins/") {
            let folder = line.split_whitespace().next().unwrap().to_owned();
            tree.entry(folder.clone()).or_default();
            current = Some(folder);
        } else if line.starts_with("    ") {
            let folder = current.clone().expect("files follow their folder");
            let files = line.split_whitespace().filter(|word| word.ends_with(".rs"));
            tree.get_mut(&folder)
                .unwrap()
                .extend(files.map(str::to_owned));
        }
    }
    tree
}

#[test]
fn the_architecture_document_lists_every_folder_and_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let documented = documented_tree(&doc);
    let actual = rust_folders(&root);
    assert!(actual.len() > 30, "found: {actual:?}");
    let mut wrong = Vec::new();
    for (folder, files) in &actual {
        match documented.get(folder) {
            None => wrong.push(format!("{folder} is missing")),
            Some(listed) => {
                for file in files.difference(listed) {
                    wrong.push(format!("{folder}{file} is missing"));
                }
                for file in listed.difference(files) {
                    wrong.push(format!("{folder}{file} is listed but gone"));
                }
            }
        }
    }
    for folder in documented.keys().filter(|f| !actual.contains_key(*f)) {
        wrong.push(format!("{folder} is listed but gone"));
    }
    assert!(
        wrong.is_empty(),
        "docs/architecture.md's tree is out of date (run python3 \
         scripts/architecture-tree.py):\n{}",
        wrong.join("\n")
    );
}

/// Longest a source file may grow before it splits along its seams
/// (docs/architecture.md).
const MAX_FILE_LINES: usize = 600;

#[test]
fn no_source_file_is_over_six_hundred_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut long = Vec::new();
    for (folder, files) in rust_folders(&root) {
        for file in files {
            let path = format!("{folder}{file}");
            let lines = std::fs::read_to_string(root.join(&path))
                .unwrap()
                .lines()
                .count();
            if lines > MAX_FILE_LINES {
                long.push(format!("{path}: {lines} lines"));
            }
        }
    }
    assert!(
        long.is_empty(),
        "split these along their seams:\n{}",
        long.join("\n")
    );
}

/// Longest the binary crate may grow outside its tests: its command
/// bodies call use cases and print, and the configuration is
/// `accounts-config`'s (docs/architecture.md, "accounts-server").
const MAX_BINARY_LINES: usize = 3_000;

/// The lines of the `.rs` files below `src` outside test code: no
/// `*tests.rs` file, and nothing from a file's `#[cfg(test)]` on.
fn lines_outside_tests(src: &Path) -> usize {
    let mut files = Vec::new();
    sources(src, &mut files);
    files
        .iter()
        .filter(|file| !file.to_str().unwrap().ends_with("tests.rs"))
        .map(|file| {
            std::fs::read_to_string(file)
                .unwrap()
                .lines()
                .take_while(|line| line.trim() != "#[cfg(test)]")
                .count()
        })
        .sum()
}

#[test]
fn the_binary_stays_thin() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bins/accounts-server/src");
    let lines = lines_outside_tests(&src);
    assert!(lines > 500, "read {lines} lines of {}", src.display());
    assert!(
        lines <= MAX_BINARY_LINES,
        "bins/accounts-server/src has {lines} lines outside its tests, over \
         {MAX_BINARY_LINES}: rules belong in the service's use cases, \
         configuration in accounts-config"
    );
}
