//! The Debian package and the OCI image as `scripts/package/deb.sh` and
//! `scripts/package/oci.sh` build them (docs/operations.md, "Deployment"):
//! what the package holds, its unit's rating, its binary serving with its
//! own configuration file, and the image: who owns its files, the package
//! metadata scanners read, metrics on loopback, and its binary serving
//! from the image.
//!
//! They need the built artifacts (a release build, cargo-deb, buildah):
//! without them a test says so and passes, except under `CI`, where
//! `.ci/run` builds them first and a missing one fails.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::io::{BufRead, BufReader};
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use accounts_testkit::pg::TestDatabase;

const MASTER_KEY: &str = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target"))
}

/// `what`, or `None` (skip) when it is missing outside CI.
fn artifact_or_skip(what: Option<PathBuf>, why: &str) -> Option<PathBuf> {
    if what.is_none() {
        accounts_testkit::skips::skip_outside_ci(why);
    }
    what
}

/// Debian's name for the architecture cargo-deb builds for (this one).
fn debian_architecture() -> &'static str {
    match std::env::consts::ARCH {
        "x86_64" => "amd64",
        "aarch64" => "arm64",
        "x86" => "i386",
        "arm" => "armhf",
        "powerpc64" => "ppc64el",
        other => other,
    }
}

/// The package `scripts/package/deb.sh` builds from this checkout, as
/// cargo-deb names it: `accounts-server_{version}-{revision}_{arch}.deb`,
/// the version this crate's Cargo.toml gives. Another version's package
/// (an earlier checkout's, left behind) is never taken; two of this
/// version are an error, not a guess.
fn built_package(dir: &Path) -> Option<PathBuf> {
    let prefix = format!("accounts-server_{}", env!("CARGO_PKG_VERSION"));
    let suffix = format!("_{}.deb", debian_architecture());
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_prefix(&prefix))
                .and_then(|rest| rest.strip_suffix(&suffix))
                .is_some_and(|revision| {
                    revision.is_empty()
                        || revision
                            .strip_prefix('-')
                            .is_some_and(|r| !r.is_empty() && !r.contains('_'))
                })
        })
        .collect();
    assert!(
        found.len() <= 1,
        "several packages of this version, run scripts/package/deb.sh (it removes them first): {found:?}"
    );
    found.pop()
}

fn the_deb() -> Option<PathBuf> {
    artifact_or_skip(
        built_package(&target_dir().join("debian")),
        &format!(
            "no target/debian/accounts-server_{}-*_{}.deb: run scripts/package/deb.sh (.ci/run does)",
            env!("CARGO_PKG_VERSION"),
            debian_architecture()
        ),
    )
}

/// The test takes the package of this checkout's version, not whichever
/// `accounts-server_*.deb` the directory lists first: a stale package of
/// another version beside it (or alone) is never the one checked.
#[test]
fn the_package_checked_is_the_one_this_checkout_builds() {
    let dir = tempfile::tempdir().unwrap();
    let version = env!("CARGO_PKG_VERSION");
    let arch = debian_architecture();
    let touch = |name: &str| {
        std::fs::write(dir.path().join(name), b"").unwrap();
        dir.path().join(name)
    };
    touch(&format!("accounts-server_0.0.1-1_{arch}.deb"));
    touch(&format!("accounts-server-dbgsym_{version}-1_{arch}.deb"));
    touch(&format!("accounts-server_{version}-1_{arch}.deb.partial"));
    assert_eq!(built_package(dir.path()), None, "only stale packages");
    let current = touch(&format!("accounts-server_{version}-1_{arch}.deb"));
    touch(&format!("accounts-server_9.9.9-1_{arch}.deb"));
    assert_eq!(built_package(dir.path()), Some(current));
}

fn output(command: &mut Command) -> String {
    let out = command.output().expect("the command runs");
    assert!(
        out.status.success(),
        "{command:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The package unpacked into a temporary directory.
fn unpacked(deb: &Path) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    output(Command::new("dpkg-deb").arg("-x").arg(deb).arg(dir.path()));
    output(
        Command::new("dpkg-deb")
            .arg("-e")
            .arg(deb)
            .arg(dir.path().join("DEBIAN")),
    );
    dir
}

/// Where the package puts the unit (cargo-deb follows Debian's choice).
fn unit_in(root: &Path) -> PathBuf {
    ["lib/systemd/system", "usr/lib/systemd/system"]
        .iter()
        .map(|dir| root.join(dir).join("accounts-server.service"))
        .find(|p| p.exists())
        .expect("the package holds accounts-server.service")
}

#[test]
fn the_package_holds_the_binary_a_private_conffile_the_docs_and_a_hardened_unit() {
    let Some(deb) = the_deb() else { return };
    let listing = output(Command::new("dpkg-deb").arg("-c").arg(&deb));
    let line_of = |path: &str| {
        listing
            .lines()
            .find(|l| l.ends_with(path))
            .unwrap_or_else(|| panic!("{path} in the package:\n{listing}"))
            .to_owned()
    };
    // Mode and owner (dpkg-deb prints root as `0/0` or `root/root`).
    let root_with = |path: &str, mode: &str| {
        let line = line_of(path);
        let mut fields = line.split_whitespace();
        fields.next() == Some(mode) && matches!(fields.next(), Some("0/0" | "root/root"))
    };
    assert!(
        root_with("./usr/bin/accounts-server", "-rwxr-xr-x"),
        "{listing}"
    );
    assert!(
        root_with("./etc/accounts-server/config.toml", "-rw-r-----"),
        "the configuration is not world-readable: {listing}"
    );
    // The stripped binary's budget (docs/decisions.md, "Binary size"): a
    // dependency or a derive that adds megabytes shows here.
    let size: u64 = line_of("./usr/bin/accounts-server")
        .split_whitespace()
        .nth(2)
        .and_then(|size| size.parse().ok())
        .expect("dpkg-deb lists the size");
    assert!(
        size <= 21_000_000,
        "the binary is {:.2} MB stripped",
        size as f64 / 1e6
    );
    line_of("/systemd/system/accounts-server.service");
    line_of("./usr/share/doc/accounts-server/configuration.md");
    line_of("./usr/share/doc/accounts-server/operations.md");
    assert!(
        !listing.contains("/bin/sh") && !listing.contains(".so"),
        "{listing}"
    );

    let fields = output(Command::new("dpkg-deb").arg("-f").arg(&deb));
    let version = fields
        .lines()
        .find_map(|l| l.strip_prefix("Version: "))
        .expect("Version");
    assert!(
        version == env!("CARGO_PKG_VERSION")
            || version.starts_with(&format!("{}-", env!("CARGO_PKG_VERSION"))),
        "the package is this checkout's version: {version}"
    );
    let depends = fields
        .lines()
        .find_map(|l| l.strip_prefix("Depends: "))
        .expect("Depends");
    for needed in ["libc6", "libssl3", "libsqlite3-0", "adduser"] {
        assert!(depends.contains(needed), "{needed} in {depends}");
    }
    assert!(
        !depends.contains("libpq5"),
        "libpq is built in, not Debian's (with Kerberos and LDAP): {depends}"
    );

    let root = unpacked(&deb);
    let control = root.path().join("DEBIAN");
    let conffiles = std::fs::read_to_string(control.join("conffiles")).unwrap();
    assert!(
        conffiles
            .lines()
            .any(|l| l == "/etc/accounts-server/config.toml"),
        "{conffiles}"
    );
    let postinst = std::fs::read_to_string(control.join("postinst")).unwrap();
    for part in [
        "adduser --system",
        "chmod 0640",
        "deb-systemd-helper",
        "check-config",
    ] {
        assert!(postinst.contains(part), "{part} in postinst:\n{postinst}");
    }
    assert!(!postinst.contains("#DEBHELPER#"), "{postinst}");

    let unit = std::fs::read_to_string(unit_in(root.path())).unwrap();
    for line in [
        "User=accounts-server",
        "ExecStartPre=/usr/bin/accounts-server check-config --config /etc/accounts-server/config.toml",
        "ExecStart=/usr/bin/accounts-server serve --config /etc/accounts-server/config.toml",
        "StateDirectory=accounts-server",
        "ProtectSystem=strict",
    ] {
        assert!(unit.lines().any(|l| l == line), "{line} in the unit");
    }
}

/// `systemd-analyze security --offline=true` of the packaged unit: at
/// most 2.0 (docs/decisions.md, "Packaging", lists what remains exposed).
#[test]
fn the_packaged_unit_is_rated_at_most_2() {
    let Some(deb) = the_deb() else { return };
    let root = unpacked(&deb);
    let Ok(analysis) = Command::new("systemd-analyze")
        .args(["security", "--offline=true", "--no-pager"])
        .arg(unit_in(root.path()))
        .output()
    else {
        let why = "systemd-analyze is missing (Debian's systemd package)";
        accounts_testkit::skips::skip_outside_ci(why);
        return;
    };
    let text = String::from_utf8_lossy(&analysis.stdout);
    let rating: f64 = text
        .lines()
        .find_map(|l| {
            l.split("Overall exposure level for accounts-server.service: ")
                .nth(1)
        })
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| {
            panic!(
                "a rating in:\n{text}\n{}",
                String::from_utf8_lossy(&analysis.stderr)
            )
        });
    assert!(rating <= 2.0, "exposure {rating}:\n{text}");
}

/// Waits for `serve` to log where it listens; returns the base URL.
fn listening(child: &mut Child) -> String {
    let stderr = child.stderr.take().expect("stderr is piped");
    let mut lines = BufReader::new(stderr).lines();
    let mut seen = String::new();
    let base = loop {
        let Some(Ok(line)) = lines.next() else {
            let _ = child.kill();
            panic!("serve stopped before listening:\n{seen}");
        };
        seen.push_str(&line);
        seen.push('\n');
        if let Some(rest) = line.split("listening on ").nth(1) {
            break rest.trim().to_owned();
        }
    };
    // Keep draining, so that the server never blocks on a full pipe.
    std::thread::spawn(move || lines.for_each(drop));
    base
}

/// The packaged configuration file, edited as docs/operations.md tells an
/// operator to: the three settings `serve` needs uncommented and set.
fn configured(packaged: &str, database_url: &str) -> String {
    let mut text = packaged.to_owned();
    for (commented, set) in [
        ("#bind = ", "bind = \"127.0.0.1:0\"".to_owned()),
        (
            "#public_url = ",
            "public_url = \"https://accounts.example.com\"".to_owned(),
        ),
        ("#url = ", format!("url = \"{database_url}\"")),
        ("#master_key = ", format!("master_key = \"{MASTER_KEY}\"")),
    ] {
        let line = text
            .lines()
            .find(|l| l.starts_with(commented))
            .unwrap_or_else(|| panic!("{commented} in the packaged file"))
            .to_owned();
        text = text.replacen(&line, &set, 1);
    }
    text
}

#[test]
fn the_packaged_binary_serves_with_the_packaged_configuration_on_postgres() {
    let Some(deb) = the_deb() else { return };
    let root = unpacked(&deb);
    let binary = root.path().join("usr/bin/accounts-server");
    let packaged = root.path().join("etc/accounts-server/config.toml");

    let ldd = output(Command::new("ldd").arg(&binary));
    assert!(!ldd.contains("libpq"), "{ldd}");

    // As installed: nothing set, so the unit's check fails and says what to set.
    let unconfigured = Command::new(&binary)
        .args(["check-config", "--config"])
        .arg(&packaged)
        .env_remove("RUST_BACKTRACE")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&unconfigured.stderr);
    assert_eq!(unconfigured.status.code(), Some(1), "{said}");
    for named in [
        "keys.master_key",
        "openssl rand -base64 32",
        "database.url",
        "server.public_url",
    ] {
        assert!(said.contains(named), "{named} in {said}");
    }

    let database = TestDatabase::new();
    let config = root.path().join("config.toml");
    std::fs::write(
        &config,
        configured(&std::fs::read_to_string(&packaged).unwrap(), database.url()),
    )
    .unwrap();
    let checked = output(
        Command::new(&binary)
            .args(["check-config", "--config"])
            .arg(&config),
    );
    assert!(
        checked.lines().any(|l| l == "keys.master_key = •••• (set)"),
        "{checked}"
    );
    assert!(!checked.contains(MASTER_KEY), "{checked}");

    let mut server = Command::new(&binary)
        .args(["serve", "--config"])
        .arg(&config)
        .current_dir(root.path())
        .env_remove("RUST_BACKTRACE")
        .env("RUST_LOG", "info")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let base = listening(&mut server);
    let http = reqwest::blocking::Client::new();
    let ready = http.get(format!("{base}/health/ready")).send().unwrap();
    let discovery: serde_json::Value = http
        .get(format!("{base}/.well-known/openid-configuration"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let _ = server.kill();
    let _ = server.wait();
    assert_eq!(ready.status(), 200);
    assert_eq!(discovery["issuer"], "https://accounts.example.com");
}

fn buildah(args: &[&str]) -> Command {
    let mut command = Command::new("buildah");
    command.args(["--storage-driver", "vfs"]).args(args);
    command
}

/// A working container of the image, removed on drop.
struct Container(String);

impl Drop for Container {
    fn drop(&mut self) {
        let _ = buildah(&["rm", &self.0]).output();
    }
}

#[test]
fn the_image_is_small_rootless_shell_less_and_serves_from_its_own_binary() {
    let archive = target_dir().join("oci/accounts-server.tar");
    let Some(archive) = artifact_or_skip(
        archive.exists().then_some(archive),
        "no target/oci/accounts-server.tar: run scripts/package/oci.sh (.ci/run does)",
    ) else {
        return;
    };
    let archive_mb = std::fs::metadata(&archive).unwrap().len() as f64 / 1e6;
    assert!(archive_mb <= 40.0, "the archive is {archive_mb:.1} MB");

    let name = output(&mut buildah(&[
        "from",
        &format!("oci-archive:{}", archive.display()),
    ]))
    .trim()
    .to_owned();
    let container = Container(name);
    let inspect: serde_json::Value = serde_json::from_str(&output(&mut buildah(&[
        "inspect",
        "--type",
        "container",
        &container.0,
    ])))
    .unwrap();
    let config = &inspect["OCIv1"]["config"];
    assert_eq!(config["User"], "65532:65532", "{config}");
    assert_eq!(config["Cmd"], serde_json::json!(["serve"]), "{config}");
    assert_eq!(
        config["Entrypoint"],
        serde_json::json!(["/usr/bin/accounts-server"]),
        "{config}"
    );
    // Metrics on the container's loopback unless the operator opens them.
    let env = &config["Env"];
    let metrics = serde_json::json!("ACCOUNTS__METRICS__BIND=127.0.0.1:9464");
    assert!(env.as_array().unwrap().contains(&metrics), "{env}");
    let exposed: Vec<&String> = config["ExposedPorts"]
        .as_object()
        .map(|ports| ports.keys().collect())
        .unwrap_or_default();
    assert_eq!(exposed, ["8080/tcp"], "{config}");

    // The files: the binary, libraries, certificates; no shell, no apt;
    // who owns each (directories too); the packages' status for scanners.
    let mount = PathBuf::from(output(&mut buildah(&["mount", &container.0])).trim());
    let mut files = Vec::new();
    let mut owned = Vec::new();
    let mut statuses = std::collections::BTreeMap::new();
    let mut bytes = 0u64;
    let root_meta = mount.symlink_metadata().unwrap();
    owned.push((String::from("/"), root_meta.uid(), root_meta.gid()));
    let mut pending = vec![mount.clone()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().filter_map(Result::ok) {
            let meta = entry.path().symlink_metadata().unwrap();
            let relative = entry.path().strip_prefix(&mount).unwrap().to_owned();
            owned.push((relative.display().to_string(), meta.uid(), meta.gid()));
            if meta.is_dir() {
                pending.push(entry.path());
                continue;
            }
            bytes += meta.len();
            if let Ok(package) = relative.strip_prefix("var/lib/dpkg/status.d") {
                statuses.insert(
                    package.display().to_string(),
                    std::fs::read_to_string(entry.path()).unwrap(),
                );
            }
            files.push(relative);
        }
    }
    let _ = buildah(&["umount", &container.0]).output();
    let users: Vec<_> = owned
        .iter()
        .filter(|(_, uid, gid)| (*uid, *gid) != (0, 0))
        .collect();
    assert_eq!(
        users,
        [&("var/lib/accounts-server".to_owned(), 65532, 65532)],
        "only the state directory is the service user's"
    );
    for (package, status) in &statuses {
        let fields: Vec<&str> = status.lines().collect();
        assert!(
            fields.contains(&format!("Package: {package}").as_str())
                && fields.contains(&"Status: install ok installed")
                && fields.iter().any(|l| l.starts_with("Version: ")),
            "{status}"
        );
    }
    // Each library's package, as this machine's dpkg (which built the
    // image) names it, with the version installed here.
    let libraries: Vec<&PathBuf> = files
        .iter()
        .filter(|f| f.to_str().is_some_and(|f| f.contains(".so")))
        .collect();
    assert!(libraries.len() >= 5, "{libraries:?}");
    for library in libraries {
        // dpkg knows a merged-/usr file by its package's path.
        let path = format!("/{}", library.display());
        let query = r#"dpkg-query -S "$1" || dpkg-query -S "/usr$1" || dpkg-query -S "${1#/usr}""#;
        let found = output(Command::new("sh").args(["-c", query, "-", &path]));
        let owner = found
            .split(':')
            .next()
            .unwrap_or_default()
            .trim()
            .to_owned();
        let version = output(
            Command::new("dpkg-query")
                .args(["-W", "-f=${Version}"])
                .arg(&owner),
        );
        let status = statuses
            .get(&owner)
            .unwrap_or_else(|| panic!("{owner} (of {path}) in status.d: {statuses:?}"));
        assert!(
            status.lines().any(|l| l == format!("Version: {version}")),
            "{owner} {version}: {status}"
        );
    }
    let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    for absent in [
        "bin/sh",
        "usr/bin/sh",
        "bin/bash",
        "usr/bin/apt",
        "usr/bin/dpkg",
    ] {
        assert!(!names.iter().any(|n| n == absent), "{absent} in {names:?}");
    }
    for present in [
        "usr/bin/accounts-server",
        "etc/ssl/certs/ca-certificates.crt",
        "etc/os-release",
        "var/lib/dpkg/status.d/ca-certificates",
    ] {
        assert!(names.iter().any(|n| n == present), "{present} in {names:?}");
    }
    let unpacked_mb = bytes as f64 / 1e6;
    assert!(
        unpacked_mb <= 40.0,
        "{unpacked_mb:.1} MB unpacked: {names:?}"
    );

    // Its own binary, as its own user, on SQLite in its state directory.
    let mut server = buildah(&["run", "--isolation", "chroot"])
        .args([
            "--env",
            "ACCOUNTS__SERVER__BIND=127.0.0.1:0",
            "--env",
            "ACCOUNTS__METRICS__BIND=127.0.0.1:0",
            "--env",
            "ACCOUNTS__SERVER__PUBLIC_URL=https://accounts.example.com",
            "--env",
            "ACCOUNTS__DATABASE__URL=sqlite:///var/lib/accounts-server/accounts.db",
            "--env",
            &format!("ACCOUNTS__KEYS__MASTER_KEY={MASTER_KEY}"),
            "--env",
            "RUST_LOG=info",
            &container.0,
            "--",
            "/usr/bin/accounts-server",
            "serve",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        // Killing buildah alone would leave the server it started: the
        // whole group goes.
        .process_group(0)
        .spawn()
        .unwrap();
    let base = listening(&mut server);
    let ready = reqwest::blocking::get(format!("{base}/health/ready"));
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{}", server.id())])
        .status();
    let _ = server.wait();
    assert_eq!(ready.unwrap().status(), 200);
}
