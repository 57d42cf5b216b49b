//! The architecture invariants of `ARCHITECTURE.md` that a look at the
//! source can check: which module may name what, who writes the audit log,
//! that the map names every module, and that no path or link leaves the
//! repository. Each test reads the files as text (comments and test code
//! left out where the invariant is about what the program does).

use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` whose name ends in one of `extensions`, sorted.
fn files(dir: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries =
            std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if extensions.iter().any(|ext| path.to_string_lossy().ends_with(ext)) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// `path` from the repository root, with `/` separators.
fn relative(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).to_string_lossy().replace('\\', "/")
}

/// A source file's lines that the program runs: comments dropped, a
/// `#[cfg(test)]` declaration (`mod tests;`) skipped, and nothing from a
/// `#[cfg(test)]` block on (test modules come last).
fn program_lines(text: &str) -> Vec<&str> {
    let mut kept = Vec::new();
    let mut lines = text.lines().filter(|line| !line.trim_start().starts_with("//"));
    while let Some(line) = lines.next() {
        if !line.trim_start().starts_with("#[cfg(test)]") {
            kept.push(line);
            continue;
        }
        match lines.next() {
            Some(item) if item.trim_end().ends_with(';') => {}
            _ => break,
        }
    }
    kept
}

/// Whether `path` holds only test code (a `tests/` folder or `tests.rs`
/// inside a module, the hand-made test builder).
fn is_test_file(path: &str) -> bool {
    path.contains("/tests/") || path.ends_with("/tests.rs") || path.ends_with("pairing/testing.rs")
}

/// The program files of `src/` with the lines that match `needle`, outside
/// the files `allowed` says may have them.
fn offenders(needle: &dyn Fn(&str) -> bool, allowed: &dyn Fn(&str) -> bool) -> Vec<String> {
    let mut found = Vec::new();
    for file in files(&root().join("src"), &[".rs"]) {
        let path = relative(&file);
        if is_test_file(&path) || allowed(&path) {
            continue;
        }
        let text = read(&file);
        for line in program_lines(&text).into_iter().filter(|line| needle(line)) {
            found.push(format!("{path}: {}", line.trim()));
        }
    }
    found
}

#[test]
fn only_the_gui_uses_iced() {
    let found = offenders(&|line| line.contains("iced::") || line.contains("use iced"), &|path| {
        path.starts_with("src/gui/")
    });
    assert!(found.is_empty(), "iced outside src/gui/:\n{}", found.join("\n"));
}

#[test]
fn no_lower_layer_imports_a_front_end() {
    let found = offenders(&|line| line.contains("crate::gui") || line.contains("crate::cli"), &|path| {
        path.starts_with("src/gui/") || path.starts_with("src/cli/") || path == "src/main.rs"
    });
    assert!(found.is_empty(), "the library imports the app or the command line:\n{}", found.join("\n"));
}

#[test]
fn no_screen_imports_the_app() {
    // Screens, panels, widgets, jobs and tasks answer with their own
    // messages and the app maps them: nothing below `gui/app/` names the
    // app, so the GUI's files form no circle through it.
    let found = offenders(&|line| line.contains("app::"), &|path| {
        !path.starts_with("src/gui/") || path.starts_with("src/gui/app/") || path == "src/gui/mod.rs"
    });
    assert!(found.is_empty(), "a screen imports the app:\n{}", found.join("\n"));
}

#[test]
fn only_the_front_ends_import_the_noticeboard() {
    let found = offenders(&|line| line.contains("noticeboard::"), &|path| {
        path.starts_with("src/noticeboard/")
            || path.starts_with("src/gui/")
            || path.starts_with("src/cli/")
            || path == "src/main.rs"
    });
    assert!(found.is_empty(), "the library imports the noticeboard:\n{}", found.join("\n"));
}

#[test]
fn the_engines_never_see_the_document() {
    // Every folder of `src/pairing/`: one per system (so a new system is
    // checked without being named here) and the matcher. The shared files
    // that build the input from the document (`input.rs`, the front door,
    // Baku) may name it.
    let pairing = root().join("src/pairing");
    let engines: Vec<String> = std::fs::read_dir(&pairing)
        .unwrap_or_else(|e| panic!("{}: {e}", pairing.display()))
        .filter_map(Result::ok)
        .filter(|entry| entry.path().is_dir())
        .map(|entry| format!("{}/", relative(&entry.path())))
        .collect();
    assert!(engines.iter().any(|engine| engine == "src/pairing/dutch/"), "no system folders in {engines:?}");
    let reaches_past = |line: &str| {
        ["Tournament", "std::fs", "SystemTime", "Instant", "std::env", "rand::"]
            .iter()
            .any(|name| line.contains(name))
    };
    let found = offenders(&reaches_past, &|path| !engines.iter().any(|engine| path.starts_with(engine)));
    assert!(found.is_empty(), "a pairing system reaches past its input:\n{}", found.join("\n"));
}

/// Whether `line` names an item (a type or function, not a module) right
/// after `prefix`: `prefix::Item` or `prefix::{Item, ..}`.
fn names_an_item_of(line: &str, prefix: &str) -> bool {
    line.split(prefix).skip(1).any(|rest| match rest.strip_prefix('{') {
        Some(inner) => inner
            .split('}')
            .next()
            .unwrap_or_default()
            .split(',')
            .any(|item| item.trim().starts_with(char::is_uppercase)),
        None => rest.starts_with(char::is_uppercase),
    })
}

#[test]
fn the_systems_import_the_boundary_not_the_front_door() {
    // Inside `src/pairing/`, only the front door (`mod.rs`) may gather the
    // base types; a module importing them from `crate::pairing` (or, one
    // level below it, from `super`) would make the front door a hub again.
    let mut found = offenders(&|line| names_an_item_of(line, "crate::pairing::"), &|path| {
        !path.starts_with("src/pairing/") || path == "src/pairing/mod.rs"
    });
    found.extend(offenders(
        &|line| line.trim_start().starts_with("use") && names_an_item_of(line, "super::"),
        &|path| {
            let inside = path.strip_prefix("src/pairing/").unwrap_or_default();
            let one_level_below = !inside.contains('/') || inside.ends_with("/mod.rs");
            !path.starts_with("src/pairing/") || path == "src/pairing/mod.rs" || !one_level_below
        },
    ));
    assert!(found.is_empty(), "pairing modules importing the front door:\n{}", found.join("\n"));
}

#[test]
fn the_model_imports_nothing_else_of_the_crate() {
    let found = offenders(&|line| line.contains("crate::"), &|path| !path.starts_with("src/model/"));
    assert!(found.is_empty(), "the model imports the crate:\n{}", found.join("\n"));
}

#[test]
fn files_are_written_by_the_store() {
    // Atomic replacement lives in `src/store/`; a download in progress and
    // the rating-list benchmark's generated list are scratch files, and the
    // engine benchmark resets the kernel's peak-memory counter (`/proc`).
    let writes = |line: &str| {
        ["fs::write(", "File::create(", "OpenOptions"].iter().any(|call| line.contains(call))
            && !line.contains("\"/proc/")
    };
    let found = offenders(&writes, &|path| {
        path.starts_with("src/store/") || path == "src/ratings/download.rs" || path == "src/ratings/bench.rs"
    });
    assert!(found.is_empty(), "files written outside the store:\n{}", found.join("\n"));
}

#[test]
fn the_engine_input_has_one_builder() {
    // `input.rs` defines it; `pairing::prepared_for_round` (the front door,
    // behind `input_for_round`) is the one caller.
    let found = offenders(&|line| line.contains("from_tournament("), &|path| {
        path == "src/pairing/input.rs" || path == "src/pairing/mod.rs"
    });
    assert!(
        found.is_empty(),
        "the engine's input built outside pairing::input_for_round:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_audit_log_has_two_writers() {
    let writes = |line: &str| {
        [
            "push(",
            "clear(",
            "retain(",
            "truncate(",
            "remove(",
            "pop(",
            "insert(",
            "extend(",
            "drain(",
            "iter_mut(",
        ]
        .iter()
        .any(|call| line.contains(&format!("audit.{call}")))
            || line.contains(".audit = ")
    };
    let found = offenders(&writes, &|path| {
        path == "src/commands.rs" || path.starts_with("src/commands/") || path == "src/undo.rs"
    });
    assert!(found.is_empty(), "the audit log written outside commands and undo:\n{}", found.join("\n"));
}

#[test]
fn the_map_names_every_module() {
    let map = read(&root().join("ARCHITECTURE.md"));
    let mut missing = Vec::new();
    for entry in
        std::fs::read_dir(root().join("src")).unwrap_or_else(|e| panic!("src: {e}")).filter_map(Result::ok)
    {
        let name = entry.file_name().to_string_lossy().into_owned();
        let named = if entry.path().is_dir() { format!("src/{name}/") } else { format!("src/{name}") };
        if !map.contains(&named) {
            missing.push(named);
        }
    }
    missing.sort();
    assert!(missing.is_empty(), "ARCHITECTURE.md does not name {missing:?}");
}

/// The text files a reader of the repository follows paths and links in.
fn documents() -> Vec<PathBuf> {
    let mut all =
        vec![root().join("README.md"), root().join("ARCHITECTURE.md"), root().join(".cargo/config.toml")];
    for (dir, extensions) in [
        ("docs", &[".md"][..]),
        ("src", &[".rs"][..]),
        ("tests", &[".rs", ".md"][..]),
        ("packaging", &[".md", ".txt", ".sh", ".xml"][..]),
        ("scripts", &[".sh"][..]),
        ("fuzz", &[".rs", ".toml"][..]),
        ("benches", &[".rs"][..]),
        ("examples", &[".rs"][..]),
    ] {
        all.extend(
            files(&root().join(dir), extensions).into_iter().filter(|f| !relative(f).contains("/target/")),
        );
    }
    all
}

#[test]
fn no_path_or_link_leaves_the_repository() {
    // The shared folder beside a developer's checkout, the rule texts and
    // format notes it holds: a clone has none of them.
    // Each is built from parts so that this list is not itself what a
    // scan of the repository for such paths finds.
    let outside = [
        concat!("..", "/shared"),
        concat!("shared", "/rules"),
        concat!("shared", "/notes"),
        concat!("shared", "/formats"),
        concat!("..", "/..", "/rules/"),
        concat!("..", "/..", "/formats/"),
    ];
    let root = root().canonicalize().unwrap_or_else(|e| panic!("{e}"));
    let mut found = Vec::new();
    for file in documents().into_iter().filter(|f| relative(f) != "tests/integration/architecture.rs") {
        let text = read(&file);
        for (number, line) in text.lines().enumerate() {
            if let Some(path) = outside.iter().find(|path| line.contains(*path)) {
                found.push(format!("{}:{}: {path}", relative(&file), number + 1));
            }
        }
        // Markdown links to files: they must be files of the repository.
        if relative(&file).ends_with(".md") {
            let dir = file.parent().unwrap_or(&root);
            for target in text.split("](").skip(1).filter_map(|rest| rest.split(')').next()) {
                let target = target.split('#').next().unwrap_or_default();
                if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let resolved = dir.join(target);
                let inside = resolved.canonicalize().is_ok_and(|p| p.starts_with(&root));
                if !inside {
                    found.push(format!("{}: link to {target}", relative(&file)));
                }
            }
        }
    }
    assert!(found.is_empty(), "paths or links that leave the repository:\n{}", found.join("\n"));
}
