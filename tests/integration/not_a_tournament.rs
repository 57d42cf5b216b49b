//! Swissdesk refuses what is not a tournament (issue 19, item 1): an empty
//! file, binary content, text without a player record, a TRF whose player
//! lines are all malformed, another program's RON file and a newer
//! Swissdesk's document. Every command that reads a tournament file exits
//! non-zero with a one-line reason naming the file (and the line where
//! there is one), and writes no output file.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn swissdesk(args: &[&str], config: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .env("SWISSDESK_CONFIG_DIR", config)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run swissdesk: {e}"))
}

fn path_str(p: &Path) -> &str {
    p.to_str().unwrap_or_else(|| panic!("non-UTF-8 temp path"))
}

/// A file that is not a tournament, and what its refusal must say besides its name.
struct Case {
    name: &'static str,
    bytes: Vec<u8>,
    /// Words the one-line reason must contain (in English).
    says: &'static [&'static str],
}

/// A TRF player record, padded to the TRF-16 columns.
fn player_line(tpn: u32, name: &str) -> String {
    format!("001 {tpn:>4}      {name:<33} 2000{:28} 0.0 {tpn:>4}", "")
}

fn cases() -> Vec<Case> {
    let mut random = vec![0u8; 4096];
    ChaCha8Rng::seed_from_u64(19).fill(&mut random[..]);
    let mut pdf = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 40 >>\nstream\n".to_vec();
    pdf.extend_from_slice(b"x\x9c\x03\x00\x00\x00\x00\x01\nendstream\n");
    // Every 001 line is malformed: a rating that is not a number.
    let malformed = format!(
        "012 Club Open\n{}\n{}\n",
        player_line(1, "Alpha, Anna").replace("2000", "20x0"),
        player_line(2, "Beta, Boris").replace("2000", "abcd")
    );
    vec![
        Case { name: "empty.trf", bytes: Vec::new(), says: &["empty"] },
        Case { name: "blank.trf", bytes: b"  \r\n\n   \n".to_vec(), says: &["empty"] },
        Case { name: "empty.swissdesk.ron", bytes: Vec::new(), says: &["empty"] },
        Case { name: "random.trf", bytes: random.clone(), says: &["not a text file"] },
        Case { name: "random.swissdesk.ron", bytes: random, says: &["not a text file"] },
        // The first control byte is the 0x03 after "x\x9c" on line 6.
        Case { name: "report.trf", bytes: pdf, says: &[":6:3:", "not a text file"] },
        Case { name: "zeros.swissdesk.ron", bytes: vec![0; 512], says: &["not a text file"] },
        Case {
            name: "notes.txt",
            bytes: b"Club Open 2026\nRound 1 on Friday\nPlayers, please register by 18:00\n".to_vec(),
            says: &["none of its 3 lines", "player record"],
        },
        Case {
            name: "players.trf",
            bytes: b"Name;Rating;Fed\nAlpha, Anna;2000;SUI\nBeta, Boris;1900;GER\n".to_vec(),
            says: &["none of its 3 lines", "player record"],
        },
        Case { name: "malformed.trf", bytes: malformed.into_bytes(), says: &[":2:49:", "rating", "20x0"] },
        Case {
            name: "settings.ron",
            bytes: b"(\n  window_width: 800,\n  theme: \"dark\",\n)\n".to_vec(),
            says: &["not a Swissdesk tournament", "line 2", "window_width"],
        },
        Case {
            name: "scene.ron",
            bytes: b"Scene(entities: [], resources: {})\n".to_vec(),
            says: &["not a Swissdesk tournament", "line 1"],
        },
        Case {
            name: "newer.swissdesk.ron",
            bytes: b"(version: 7, event: (name: \"Open 2031\"), players: [], clocks: [])\n".to_vec(),
            says: &["newer Swissdesk", "file format 7"],
        },
    ]
}

/// Every command that reads a tournament file, with `input` and an output
/// file in `out` where the command writes one.
fn commands(input: &str, out: &str) -> Vec<Vec<String>> {
    let out_ron = format!("{out}.ron");
    let out_trf = format!("{out}.trf");
    let out_pdf = format!("{out}.pdf");
    let lists: Vec<Vec<&str>> = vec![
        vec!["info", input],
        vec!["check", input],
        vec!["pair", input, "-p", &out_trf],
        vec!["explain", input],
        vec!["standings", input],
        vec!["audit", input],
        vec!["import-trf", input, "-o", &out_ron],
        vec!["export-trf", input, "-o", &out_trf],
        vec!["export", "trf", input, "-o", &out_trf],
        vec!["export", "pdf", "--doc", "standings", input, "-o", &out_pdf],
        vec!["--dutch", input, "-p", &out_trf],
    ];
    lists.into_iter().map(|l| l.into_iter().map(str::to_owned).collect()).collect()
}

#[test]
fn every_command_that_reads_a_file_refuses_what_is_not_a_tournament() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = dir.path().join("config");
    let out = dir.path().join("out");
    for case in cases() {
        let input = dir.path().join(case.name);
        std::fs::write(&input, &case.bytes).unwrap_or_else(|e| panic!("{e}"));
        for args in commands(path_str(&input), path_str(&out)) {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let output = swissdesk(&args, &config);
            let stderr = String::from_utf8_lossy(&output.stderr);
            let shown = format!("{} {args:?}: {stderr}", case.name);
            assert!(!output.status.success(), "accepted: {shown}");
            assert_eq!(stderr.trim_end().lines().count(), 1, "not one line: {shown}");
            assert!(stderr.contains(case.name), "file not named: {shown}");
            // `import-trf` reads every file as TRF: a `.ron` is refused too,
            // but for what it lacks as a TRF.
            let reads_as_trf_only = args[0] == "import-trf" && case.name.ends_with(".ron");
            for word in case.says.iter().filter(|_| !reads_as_trf_only) {
                assert!(stderr.contains(word), "{word:?} missing: {shown}");
            }
            for written in ["ron", "trf", "pdf"] {
                assert!(!PathBuf::from(format!("{}.{written}", out.display())).exists(), "wrote: {shown}");
            }
        }
    }
}

#[test]
fn a_proposal_that_is_not_a_pairing_is_refused_with_its_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = dir.path().join("config");
    let tournament = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/conformance/dutch/dutch-0203-n006-r03.trf");
    let proposals: [(&str, &[u8], &[&str]); 4] = [
        ("empty.txt", b"", &["empty"]),
        ("binary.txt", b"3\n1 2\n\x00\x01", &["line 3", "not a text file"]),
        ("words.txt", b"3\n1 2\nthree four\n", &["line 3", "three four"]),
        ("count.txt", b"5\n1 2\n3 4\n", &["line 1", "5"]),
    ];
    for (name, bytes, says) in proposals {
        let proposal = dir.path().join(name);
        std::fs::write(&proposal, bytes).unwrap_or_else(|e| panic!("{e}"));
        let output = swissdesk(&["check", path_str(&tournament), "--proposal", path_str(&proposal)], &config);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{name} accepted: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{name}: {stderr}");
        assert!(stderr.contains(name), "{name}: {stderr}");
        for word in says {
            assert!(stderr.contains(word), "{name}: {word:?} missing in {stderr}");
        }
    }
}
