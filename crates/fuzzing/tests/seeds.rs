//! Every fuzz target over its committed seeds (`fuzz/seeds/NAME/`) and
//! whatever local corpus `cargo fuzz` left (`fuzz/corpus/NAME/`, not
//! committed): on stable Rust, in the README's test command, so a target
//! that no longer builds, whose setup fails, or that panics on a known
//! input fails here.

// Test code: a panic is a failing test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;

#[test]
fn every_target_runs_its_seeds() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    for (name, target) in accounts_fuzzing::TARGETS {
        let source = fuzz.join("fuzz_targets").join(format!("{name}.rs"));
        let text = std::fs::read_to_string(&source)
            .unwrap_or_else(|e| panic!("{}: {e}", source.display()));
        assert!(
            text.contains(&format!("accounts_fuzzing::{name}(")),
            "{} runs accounts_fuzzing::{name}",
            source.display()
        );
        // The first input builds what the target needs; a setup that
        // fails panics with its reason (`accounts_fuzzing::set_up`), which
        // fails this test here, not caught, with that message.
        target(b"");
        let mut inputs = 0;
        for folder in ["seeds", "corpus"] {
            let Ok(entries) = std::fs::read_dir(fuzz.join(folder).join(name)) else {
                assert_ne!(folder, "seeds", "{name} has committed seeds");
                continue;
            };
            for entry in entries {
                let path = entry.unwrap().path();
                let data = std::fs::read(&path).unwrap();
                let outcome = std::panic::catch_unwind(|| target(&data));
                assert!(outcome.is_ok(), "{name} panics on {}", path.display());
                inputs += 1;
            }
        }
        assert!(inputs >= 3, "{name}: {inputs} inputs");
        eprintln!("fuzz target {name}: {inputs} inputs replayed");
    }
}

/// Every target file under `fuzz/fuzz_targets/` is one of [`TARGETS`],
/// and `fuzz/Cargo.toml` names each as a binary.
#[test]
fn the_fuzz_package_builds_every_target() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let manifest = std::fs::read_to_string(fuzz.join("Cargo.toml")).unwrap();
    let names: Vec<&str> = accounts_fuzzing::TARGETS.iter().map(|(n, _)| *n).collect();
    for entry in std::fs::read_dir(fuzz.join("fuzz_targets")).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_str().unwrap().to_owned();
        assert!(names.contains(&stem.as_str()), "{stem} is not in TARGETS");
    }
    for name in names {
        assert!(
            manifest.contains(&format!("name = \"{name}\"")),
            "fuzz/Cargo.toml builds {name}"
        );
    }
}

/// The DPoP seeds reach the end of the checks: two are proofs that
/// verify (for the token endpoint, and with `ath` for a resource), so the
/// fuzzer starts from inputs that pass every rule.
#[test]
fn the_dpop_seeds_include_proofs_that_verify() {
    use accounts_domain::dpop::{ProofRequest, verify_proof};
    let seeds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds/dpop_proofs");
    let now = time::OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap();
    let url = "https://accounts.example.com/accounts/oauth2/v1/token";
    for (seed, token) in [
        ("token_endpoint", None),
        ("resource_with_ath", Some("an-access-token")),
    ] {
        let proof = std::fs::read_to_string(seeds.join(seed)).unwrap();
        let request = ProofRequest {
            method: "POST",
            url,
            access_token: token,
            now,
        };
        assert!(verify_proof(&proof, &request).is_ok(), "{seed}");
    }
}
