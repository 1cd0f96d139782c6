//! Puts the graph layout library the HTML page inlines, elkjs's
//! `lib/elk.bundled.js` at the version `web/package-lock.json` pins, at
//! `$OUT_DIR/elk.bundled.js` for `src/html.rs` to embed.
//!
//! The library is installed with `npm ci` from `web/` into
//! `$OUT_DIR/web` (inside the build's target folder, never committed),
//! once per version of the lock file; `INDEX_OPT_ELKJS=PATH` names a copy
//! of `elk.bundled.js` to use instead (no npm). Either way the file must
//! not hold `</script` or `<!--`, which would end or change the `<script>`
//! element it is pasted into.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let web = manifest.join("web");
    println!("cargo:rerun-if-changed=web/package.json");
    println!("cargo:rerun-if-changed=web/package-lock.json");
    println!("cargo:rerun-if-env-changed=INDEX_OPT_ELKJS");
    let library = match std::env::var_os("INDEX_OPT_ELKJS") {
        Some(path) => PathBuf::from(path),
        None => install(&web, &out.join("web")),
    };
    let text =
        std::fs::read_to_string(&library).unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", library.display())));
    let lower = text.to_ascii_lowercase();
    if lower.contains("</script") || text.contains("<!--") {
        fail(&format!(
            "{} holds `</script` or `<!--`: pasted into the page's <script> it would end the element",
            library.display()
        ));
    }
    std::fs::write(out.join("elk.bundled.js"), text).unwrap_or_else(|e| fail(&format!("cannot write OUT_DIR: {e}")));
}

/// `elk.bundled.js` installed by `npm ci` from `web`'s lock file into
/// `install` (skipped when the same lock file is already installed there).
fn install(web: &Path, install: &Path) -> PathBuf {
    let bundled = install.join("node_modules/elkjs/lib/elk.bundled.js");
    let lock = std::fs::read(web.join("package-lock.json"))
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", web.join("package-lock.json").display())));
    let installed_lock = install.join("package-lock.json");
    if bundled.exists() && std::fs::read(&installed_lock).is_ok_and(|l| l == lock) {
        return bundled;
    }
    std::fs::create_dir_all(install).unwrap_or_else(|e| fail(&format!("cannot create {}: {e}", install.display())));
    for file in ["package.json", "package-lock.json"] {
        std::fs::copy(web.join(file), install.join(file))
            .unwrap_or_else(|e| fail(&format!("cannot copy web/{file}: {e}")));
    }
    let status = Command::new("npm")
        .args(["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"])
        .current_dir(install)
        .status();
    match status {
        Ok(status) if status.success() && bundled.exists() => bundled,
        Ok(status) => fail(&format!("`npm ci` in {} failed ({status})", install.display())),
        Err(e) => fail(&format!("cannot run npm ({e})")),
    }
}

fn fail(why: &str) -> ! {
    panic!(
        "index-opt-report: the HTML page inlines elkjs (crates/index-opt-report/web/package-lock.json), \
         installed with `npm ci` at build time: {why}. `make build` installs npm (Debian: nodejs npm) and builds; \
         or set INDEX_OPT_ELKJS to a copy of elkjs's lib/elk.bundled.js"
    )
}
