//! Translations: every language has every English message, no stale ones, the
//! same variables, plural forms that the language's rules can select, and the
//! real loader (`swissdesk::i18n`) really shows each language.
//!
//! The `.ftl` files are parsed with `fluent-syntax`, the parser that the
//! runtime (`fluent-bundle`) uses, so a message that does not parse here is
//! one the app would never show.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The languages Swissdesk ships besides English. A language folder under
/// `i18n/` that is not listed here is checked too (see `languages()`).
const TRANSLATIONS: &[&str] = &["de", "es", "fr", "ru"];

/// CLDR plural categories per language (cardinal numbers). A variant key that
/// is not one of these (or a number) can never be selected by a count.
fn plural_categories(lang: &str) -> &'static [&'static str] {
    match lang {
        "en" | "de" => &["one", "other"],
        "fr" | "es" | "it" | "pt" => &["one", "many", "other"],
        "ru" | "uk" => &["one", "few", "many", "other"],
        "pl" => &["one", "few", "many", "other"],
        _ => &["zero", "one", "two", "few", "many", "other"],
    }
}

/// Categories a plural selector must spell out for integer counts (the
/// default variant may stand for the rest).
fn required_categories(lang: &str) -> &'static [&'static str] {
    match lang {
        "ru" | "uk" | "pl" => &["one", "few", "many"],
        "en" | "de" | "fr" | "es" | "it" | "pt" => &["one"],
        _ => &[],
    }
}

const ALL_CATEGORIES: &[&str] = &["zero", "one", "two", "few", "many", "other"];

fn i18n_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n")
}

fn ftl_path(lang: &str) -> PathBuf {
    i18n_dir().join(lang).join("swissdesk.ftl")
}

/// Every translation folder: the expected ones plus any other found on disk.
fn languages() -> Vec<String> {
    let mut langs: BTreeSet<String> = TRANSLATIONS.iter().map(|s| (*s).to_owned()).collect();
    if let Ok(entries) = std::fs::read_dir(i18n_dir()) {
        for e in entries.flatten() {
            if e.path().is_dir()
                && let Some(name) = e.file_name().to_str()
                && name != "en"
            {
                langs.insert(name.to_owned());
            }
        }
    }
    langs.into_iter().collect()
}

/// What a message needs to agree on across languages.
#[derive(Debug, Default)]
struct MessageInfo {
    /// `$variables` used anywhere in the value (also inside selectors and variants).
    variables: BTreeSet<String>,
    attributes: BTreeSet<String>,
    /// Other messages or terms referenced (`{ other-id }`, `{ -term }`).
    references: BTreeSet<String>,
    /// Select expressions: the selector variable (if any) and the variant keys.
    selects: Vec<(Option<String>, Vec<String>)>,
    has_value: bool,
}

#[derive(Debug)]
struct FtlFile {
    messages: BTreeMap<String, MessageInfo>,
    terms: BTreeSet<String>,
}

fn load(lang: &str) -> Result<FtlFile, String> {
    let path = ftl_path(lang);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn parse(text: &str) -> Result<FtlFile, String> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((_, errors)) => {
            let list: Vec<String> = errors
                .iter()
                .map(|e| {
                    let line = text[..e.pos.start.min(text.len())].matches('\n').count() + 1;
                    format!("line {line}: {:?}", e.kind)
                })
                .collect();
            return Err(format!("syntax errors: {}", list.join("; ")));
        }
    };
    let mut messages = BTreeMap::new();
    let mut terms = BTreeSet::new();
    let mut duplicates = Vec::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut info = MessageInfo { has_value: m.value.is_some(), ..MessageInfo::default() };
                if let Some(value) = &m.value {
                    walk_pattern(value, &mut info);
                }
                for attr in &m.attributes {
                    info.attributes.insert(attr.id.name.to_owned());
                    walk_pattern(&attr.value, &mut info);
                }
                if messages.insert(m.id.name.to_owned(), info).is_some() {
                    duplicates.push(m.id.name.to_owned());
                }
            }
            ast::Entry::Term(t) => {
                terms.insert(t.id.name.to_owned());
            }
            ast::Entry::Junk { content } => return Err(format!("unparsable text: {content:?}")),
            _ => {}
        }
    }
    if !duplicates.is_empty() {
        // Fluent keeps the first and drops the rest: a later edit would be lost.
        return Err(format!("ids defined twice: {}", duplicates.join(", ")));
    }
    Ok(FtlFile { messages, terms })
}

fn walk_pattern(pattern: &ast::Pattern<&str>, info: &mut MessageInfo) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, info);
        }
    }
}

fn walk_expression(expression: &ast::Expression<&str>, info: &mut MessageInfo) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, info);
            let var = match selector {
                ast::InlineExpression::VariableReference { id } => Some(id.name.to_owned()),
                ast::InlineExpression::FunctionReference { arguments, .. } => {
                    arguments.positional.iter().find_map(|a| match a {
                        ast::InlineExpression::VariableReference { id } => Some(id.name.to_owned()),
                        _ => None,
                    })
                }
                _ => None,
            };
            let keys = variants
                .iter()
                .map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => (*name).to_owned(),
                    ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                })
                .collect();
            info.selects.push((var, keys));
            for v in variants {
                walk_pattern(&v.value, info);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, info),
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, info: &mut MessageInfo) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            info.variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, info);
            }
            for a in &arguments.named {
                walk_inline(&a.value, info);
            }
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            info.references.insert(id.name.to_owned());
        }
        ast::InlineExpression::TermReference { id, arguments, .. } => {
            info.references.insert(format!("-{}", id.name));
            if let Some(arguments) = arguments {
                for a in &arguments.positional {
                    walk_inline(a, info);
                }
                for a in &arguments.named {
                    walk_inline(&a.value, info);
                }
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, info),
        ast::InlineExpression::StringLiteral { .. } | ast::InlineExpression::NumberLiteral { .. } => {}
    }
}

fn list(items: &BTreeSet<String>) -> String {
    items.iter().map(String::as_str).collect::<Vec<_>>().join(", ")
}

/// Compares one translation with English; returns the problems found.
fn compare(lang: &str, en: &FtlFile, tr: &FtlFile) -> Vec<String> {
    let mut problems = Vec::new();
    let en_ids: BTreeSet<String> = en.messages.keys().cloned().collect();
    let tr_ids: BTreeSet<String> = tr.messages.keys().cloned().collect();
    let missing: BTreeSet<String> = en_ids.difference(&tr_ids).cloned().collect();
    let stale: BTreeSet<String> = tr_ids.difference(&en_ids).cloned().collect();
    if !missing.is_empty() {
        problems.push(format!(
            "{lang}: {} message(s) missing (in English, not here): {}",
            missing.len(),
            list(&missing)
        ));
    }
    if !stale.is_empty() {
        problems.push(format!(
            "{lang}: {} stale message(s) (not in English any more): {}",
            stale.len(),
            list(&stale)
        ));
    }
    for (id, en_msg) in &en.messages {
        let Some(msg) = tr.messages.get(id) else { continue };
        if msg.variables != en_msg.variables {
            let extra: BTreeSet<String> = msg.variables.difference(&en_msg.variables).cloned().collect();
            let lost: BTreeSet<String> = en_msg.variables.difference(&msg.variables).cloned().collect();
            problems.push(format!(
                "{lang}: {id}: variables differ from English (unknown here: [{}]; English has but not here: [{}])",
                list(&extra),
                list(&lost)
            ));
        }
        if msg.attributes != en_msg.attributes {
            problems.push(format!(
                "{lang}: {id}: attributes [{}] differ from English [{}]",
                list(&msg.attributes),
                list(&en_msg.attributes)
            ));
        }
        if msg.has_value != en_msg.has_value {
            problems.push(format!("{lang}: {id}: English has a value here iff the translation has one"));
        }
    }
    problems
}

/// Problems in one file on its own: references to missing messages or terms,
/// plural variants the language cannot select, Russian plurals without few/many.
fn check_file(lang: &str, file: &FtlFile) -> Vec<String> {
    let mut problems = Vec::new();
    let categories = plural_categories(lang);
    for (id, msg) in &file.messages {
        for reference in &msg.references {
            let known = match reference.strip_prefix('-') {
                Some(term) => file.terms.contains(term),
                None => file.messages.contains_key(reference),
            };
            if !known {
                problems
                    .push(format!("{lang}: {id}: refers to {reference}, which this file does not define"));
            }
        }
        for (var, keys) in &msg.selects {
            let is_plural = keys.iter().any(|k| ALL_CATEGORIES.contains(&k.as_str()));
            if !is_plural {
                continue;
            }
            let var = var.as_deref().unwrap_or("?");
            for k in keys {
                let numeric = k.parse::<f64>().is_ok();
                if !numeric && !categories.contains(&k.as_str()) {
                    problems.push(format!(
                        "{lang}: {id}: plural variant [{k}] on ${var} is not a plural category of {lang} ({})",
                        categories.join(", ")
                    ));
                }
            }
            for needed in required_categories(lang) {
                if !keys.iter().any(|k| k == needed) {
                    problems
                        .push(format!("{lang}: {id}: plural selector on ${var} has no [{needed}] variant"));
                }
            }
        }
    }
    problems
}

#[test]
fn every_language_has_exactly_the_english_messages_with_the_same_variables() {
    let en = load("en").unwrap_or_else(|e| panic!("{e}"));
    assert!(en.messages.len() > 100, "the English file looks truncated: {} messages", en.messages.len());
    let mut problems = Vec::new();
    for lang in languages() {
        match load(&lang) {
            Ok(tr) => problems.extend(compare(&lang, &en, &tr)),
            Err(e) => problems.push(format!("{lang}: {e}")),
        }
    }
    assert!(problems.is_empty(), "translation problems:\n  {}", problems.join("\n  "));
}

#[test]
fn every_file_parses_and_its_plurals_and_references_are_valid() {
    let mut problems = Vec::new();
    for lang in std::iter::once("en".to_owned()).chain(languages()) {
        match load(&lang) {
            Ok(file) => problems.extend(check_file(&lang, &file)),
            Err(e) => problems.push(format!("{lang}: {e}")),
        }
    }
    assert!(problems.is_empty(), "problems in the .ftl files:\n  {}", problems.join("\n  "));
}

/// The checks themselves: a missing id, a stale id, a renamed variable, a
/// Russian plural without [few], and a typo in a plural key are all caught.
#[test]
fn the_comparison_catches_each_kind_of_mistake() {
    let en = parse("a = A { $n }\nb = B\nc = { $count } things\n").unwrap_or_else(|e| panic!("{e}"));
    let tr = parse(
        "a = A { $m }\nc = { $count ->\n    [one] { $count } Ding\n    [fwe] { $count } Dinge\n   *[other] { $count } Dinge\n}\nd = D\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let problems = compare("xx", &en, &tr).join("\n");
    assert!(problems.contains("missing") && problems.contains(": b"), "{problems}");
    assert!(problems.contains("stale") && problems.contains(": d"), "{problems}");
    assert!(
        problems.contains("a: variables differ") && problems.contains("[m]") && problems.contains("[n]"),
        "{problems}"
    );
    let plural = check_file("ru", &tr).join("\n");
    assert!(plural.contains("[fwe]"), "{plural}");
    assert!(plural.contains("no [few]") && plural.contains("no [many]"), "{plural}");
    assert!(check_file("de", &tr).join("\n").contains("[fwe]"));
    // A multi-line message with an attribute parses as one message.
    let multi = parse("m = first line\n    second line\n    .title = T { $x }\nn = N\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(multi.messages.len(), 2);
    assert!(multi.messages["m"].attributes.contains("title") && multi.messages["m"].variables.contains("x"));
    assert!(parse("broken = { $x\n").is_err(), "a syntax error must fail");
    assert!(parse("x = 1\nx = 2\n").is_err(), "a duplicate id must fail");
}

/// The real loader, switched at run time. The loader is one static for the
/// process, so every switch happens in this one test, one after another
/// (and under the languages binary's lock: its other tests switch it too).
#[test]
fn the_loader_shows_each_language() {
    let _language = crate::one_language_at_a_time();
    use swissdesk::tr;

    struct Expect {
        lang: &'static str,
        players_tab: &'static str,
        round_label: &'static str,
        pab: &'static str,
        /// checker-preference with count = 1, 2, 5, 21.
        counts: [&'static str; 4],
    }
    let expectations = [
        Expect {
            lang: "fr",
            players_tab: "Joueurs",
            round_label: "Ronde 3",
            pab: "bye attribué par l'appariement",
            counts: [
                "1 joueur n'obtient pas",
                "2 joueurs n'obtiennent pas",
                "5 joueurs n'obtiennent pas",
                "21 joueurs n'obtiennent pas",
            ],
        },
        Expect {
            lang: "de",
            players_tab: "Spieler",
            round_label: "Runde 3",
            pab: "Freilos",
            counts: ["1 Spieler erhält", "2 Spieler erhalten", "5 Spieler erhalten", "21 Spieler erhalten"],
        },
        Expect {
            lang: "es",
            players_tab: "Jugadores",
            round_label: "Ronda 3",
            pab: "descanso asignado por el emparejamiento",
            counts: [
                "1 jugador no obtiene",
                "2 jugadores no obtienen",
                "5 jugadores no obtienen",
                "21 jugadores no obtienen",
            ],
        },
        Expect {
            lang: "ru",
            players_tab: "Участники",
            round_label: "Тур 3",
            pab: "бай по жеребьёвке",
            counts: [
                "1 участник не получает",
                "2 участника не получают",
                "5 участников не получают",
                "21 участник не получает",
            ],
        },
    ];

    let en = load("en").unwrap_or_else(|e| panic!("{e}"));
    let english_of = |id: &str, vars: &BTreeSet<String>| -> String {
        let args: std::collections::HashMap<&str, i64> = vars.iter().map(|v| (v.as_str(), 2)).collect();
        swissdesk::i18n::loader().get_args(id, args)
    };
    assert!(swissdesk::i18n::set_language("en"));
    let english: BTreeMap<&str, String> =
        en.messages.iter().map(|(id, m)| (id.as_str(), english_of(id, &m.variables))).collect();
    assert_eq!(tr!("gui-tab-players"), "Players");

    for e in &expectations {
        assert!(
            swissdesk::i18n::available_languages().iter().any(|l| l == e.lang),
            "{} is not embedded",
            e.lang
        );
        assert!(swissdesk::i18n::set_language(e.lang), "cannot switch to {}", e.lang);
        let lang = e.lang;
        assert_eq!(tr!("gui-tab-players"), e.players_tab, "{lang}");
        assert_eq!(tr!("gui-round-label", round = 3u32), e.round_label, "{lang}");
        assert!(tr!("gui-bye-pab").contains(e.pab), "{lang}: {}", tr!("gui-bye-pab"));
        for (count, expected) in [1u32, 2, 5, 21].into_iter().zip(e.counts) {
            let text = tr!("checker-preference", count = count, engine = 0u32, players = "3, 8");
            assert!(
                text.starts_with(expected),
                "{lang}, count {count}: {text:?} should start with {expected:?}"
            );
            assert!(text.ends_with(": 3, 8."), "{lang}: {text:?}");
        }
        // No bidi isolation marks in what ends up in terminals and files.
        let placed = tr!("store-not-found", path = "/tmp/x.ron");
        assert!(placed.contains("/tmp/x.ron") && !placed.contains('\u{2068}'), "{lang}: {placed:?}");

        // Every message resolves in this language, and the language is really
        // loaded: most messages must differ from the English text.
        let mut same = Vec::new();
        for (id, m) in &en.messages {
            let text = english_of(id, &m.variables);
            assert!(!text.starts_with("No localization"), "{lang}: {id}: {text}");
            if english[id.as_str()] == text {
                same.push(id.as_str());
            }
        }
        assert!(
            same.len() * 4 < en.messages.len(),
            "{lang}: {} of {} messages are the same as in English: {}",
            same.len(),
            en.messages.len(),
            same.join(", ")
        );
    }

    // Russian plural categories beyond the checker messages.
    assert!(swissdesk::i18n::set_language("ru"));
    assert_eq!(tr!("check-summary", matched = 3u32, total = 9u32), "Совпадает 3 из 9 туров.");
    assert_eq!(tr!("check-summary", matched = 1u32, total = 1u32), "Совпадает 1 из 1 тура.");
    assert_eq!(
        tr!("info-summary", players = 24usize, paired = 3u32, planned = 9u32),
        "24 участника, жеребьёвка проведена в 3 из 9 туров"
    );
    assert_eq!(
        tr!("info-summary", players = 11usize, paired = 1u32, planned = 21u32),
        "11 участников, жеребьёвка проведена в 1 из 21 тура"
    );

    // Back to English: the switch is not one-way. English counts agree too.
    assert!(swissdesk::i18n::set_language("en"));
    assert_eq!(tr!("gui-tab-players"), "Players");
    assert_eq!(
        tr!("gui-status-summary", players = 1usize, paired = 0u32, planned = 1u32),
        "1 player · 0 of 1 round paired"
    );
    assert_eq!(
        tr!("gui-status-summary", players = 30usize, paired = 4u32, planned = 9u32),
        "30 players · 4 of 9 rounds paired"
    );
    assert!(
        tr!("checker-strong", count = 1u32, engine = 0u32, players = "7").starts_with("1 player does not")
    );
    assert!(
        tr!("checker-down-1", count = 2u32, engine = 0u32, players = "7, 9").starts_with("2 players float")
    );
}

/// A separate process per language, as an arbiter starts it: `SWISSDESK_LANG`
/// picks the language of the command line's output and of its errors.
#[test]
fn the_command_line_speaks_the_language_from_the_environment() {
    let config = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.swissdesk.ron");
    let missing = config.path().join("missing.swissdesk.ron");
    let run = |lang: &str, file: &Path| {
        Command::new(env!("CARGO_BIN_EXE_swissdesk"))
            .env("SWISSDESK_LANG", lang)
            .env("SWISSDESK_CONFIG_DIR", config.path())
            .arg("info")
            .arg(file)
            .output()
            .unwrap_or_else(|e| panic!("cannot run swissdesk: {e}"))
    };
    let cases: [(&str, &[&str], &str); 5] = [
        ("en", &["Event: ", "Chief arbiter: ", "Time control: "], "does not exist"),
        ("fr", &["Tournoi: ", "Arbitre principal: ", "Cadence: ", "rondes appariées sur 9"], "n'existe pas"),
        (
            "de",
            &["Turnier: ", "Hauptschiedsrichter: ", "Bedenkzeit: ", "von 9 Runden ausgelost"],
            "existiert nicht",
        ),
        (
            "es",
            &["Torneo: ", "Árbitro principal: ", "Ritmo de juego: ", "de 9 rondas emparejadas"],
            "no existe",
        ),
        ("ru", &["Турнир: ", "Главный судья: ", "Контроль времени: ", "из 9 туров"], "не существует"),
    ];
    for (lang, labels, not_found) in cases {
        let out = run(lang, &sample);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{lang}: {}", String::from_utf8_lossy(&out.stderr));
        for label in labels {
            assert!(stdout.contains(label), "{lang}: no {label:?} in\n{stdout}");
        }
        let out = run(lang, &missing);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{lang}: info on a missing file succeeded");
        assert!(stderr.contains(not_found), "{lang}: no {not_found:?} in {stderr:?}");
    }
}

/// The command line speaks the language the arbiter chose in Swissdesk's
/// settings, as the app does: what it writes into an event's audit log
/// (here `swissdesk fide-mode FILE on`) reads like the app's own lines, and
/// a log kept from both is in one language. `SWISSDESK_LANG` still wins.
/// Expected lines from i18n/de and i18n/fr (`fide-mode-field`,
/// `fide-mode-on`, `cli-actor`); the system language is English here.
#[test]
fn the_command_line_logs_in_the_language_chosen_in_the_settings() {
    use swissdesk::store::settings::{SETTINGS_FILE, Settings, save_settings};
    let config = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let chosen = Settings { language: Some("de".into()), ..Settings::default() };
    save_settings(&chosen, &config.path().join(SETTINGS_FILE)).unwrap_or_else(|e| panic!("{e}"));
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.swissdesk.ron");
    let cases = [
        (None, "FIDE-Modus: an (gewertetes Turnier)", "Kommandozeile"),
        (Some("fr"), "Mode FIDE: actif (tournoi homologué)", "ligne de commande"),
    ];
    for (forced, line, actor) in cases {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("open.swissdesk.ron");
        std::fs::copy(&sample, &file).unwrap_or_else(|e| panic!("{e}"));
        let mut command = Command::new(env!("CARGO_BIN_EXE_swissdesk"));
        command
            .env_remove("SWISSDESK_LANG")
            .env_remove("SWISSDESK_ARBITER")
            .env("SWISSDESK_CONFIG_DIR", config.path())
            .env("LC_ALL", "en_US.UTF-8")
            .env("LANG", "en_US.UTF-8")
            .arg("fide-mode")
            .arg(&file)
            .arg("on");
        if let Some(lang) = forced {
            command.env("SWISSDESK_LANG", lang);
        }
        let out = command.output().unwrap_or_else(|e| panic!("cannot run swissdesk: {e}"));
        assert!(out.status.success(), "{forced:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim_end(), line, "{forced:?}: printed");
        let t = swissdesk::store::load(&file).unwrap_or_else(|e| panic!("{e}"));
        let entry = t.audit.last().unwrap_or_else(|| panic!("{forced:?}: nothing logged"));
        assert_eq!((entry.after.as_str(), entry.actor.as_str()), (line, actor), "{forced:?}: logged");
    }
}

/// Every `.rs` file under `dir`, recursively.
fn rust_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_english_message_is_used_by_the_code() {
    let en = load("en").unwrap_or_else(|e| panic!("{e}"));
    let mut files = Vec::new();
    rust_sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    assert!(files.len() > 20, "found only {} source files", files.len());
    let code: String = files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display())))
        .collect();
    // Messages other messages use (`{ other-id }`) count as used.
    let referenced: BTreeSet<&String> = en.messages.values().flat_map(|m| &m.references).collect();
    let unused: BTreeSet<String> = en
        .messages
        .keys()
        .filter(|id| !referenced.contains(id) && !code.contains(&format!("\"{id}\"")))
        .cloned()
        .collect();
    // A translated string nothing shows is work lost for every translator.
    assert!(unused.is_empty(), "messages no code uses: {}", list(&unused));
}
