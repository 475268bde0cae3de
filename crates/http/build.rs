//! Deflates `docs/openapi.json` (about 0.4 MB of text, parsed once per
//! process) into `OUT_DIR`, where `app/openapi.rs` builds it in
//! (docs/decisions.md, "Binary size").

use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?);
    let document = "../../docs/openapi.json";
    println!("cargo::rerun-if-changed={document}");
    let deflated = miniz_oxide::deflate::compress_to_vec(&std::fs::read(document)?, 10);
    std::fs::write(out.join("openapi.json"), deflated)?;
    Ok(())
}
