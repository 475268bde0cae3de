//! Deflates the Fluent catalogues (`locales/*.ftl`, about 0.8 MB of text
//! read once per process) into `OUT_DIR`, where `catalogue.rs` builds
//! them in: the binary carries about a fifth of their size
//! (docs/decisions.md, "Binary size").

use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?);
    println!("cargo::rerun-if-changed=locales");
    for entry in std::fs::read_dir("locales")? {
        let path = entry?.path();
        if let (Some("ftl"), Some(name)) =
            (path.extension().and_then(|e| e.to_str()), path.file_name())
        {
            let deflated = miniz_oxide::deflate::compress_to_vec(&std::fs::read(&path)?, 10);
            std::fs::write(out.join(name), deflated)?;
        }
    }
    Ok(())
}
