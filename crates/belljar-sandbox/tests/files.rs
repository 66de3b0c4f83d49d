//! The controlling process's file helpers refuse what sandboxed code can plant in the
//! working directory: symlinks to host files, `..`, FIFOs, oversized files.

mod common;

use std::path::Path;

use belljar_sandbox::{read_file_beneath, write_file_beneath};
use common::{config, sh};

#[tokio::test]
async fn planted_symlinks_and_fifos_are_refused() {
    let (dir, cfg) = config();
    let out = sh(
        &cfg,
        "ln -s /etc/passwd leak; mkdir sub; ln -s / sub/up; ln -s /etc linkdir; mkfifo fifo; \
         echo fine > ok.txt; head -c 5000 /dev/zero > big",
    )
    .await;
    assert!(out.status.success(), "{}", out.stderr);
    let d = dir.path();
    assert_eq!(
        read_file_beneath(d, Path::new("ok.txt"), 100).unwrap(),
        b"fine\n"
    );
    for bad in [
        "leak",
        "sub/up/etc/passwd",
        "linkdir/passwd",
        "../x",
        "/etc/passwd",
        "fifo",
    ] {
        assert!(
            read_file_beneath(d, Path::new(bad), 1 << 20).is_err(),
            "{bad} was read"
        );
    }
    assert!(read_file_beneath(d, Path::new("big"), 4096).is_err());
    assert_eq!(
        read_file_beneath(d, Path::new("big"), 5000).unwrap().len(),
        5000
    );
    // Writing through a planted symlink must not touch the target.
    let victim = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(victim.path(), "original").unwrap();
    std::os::unix::fs::symlink(victim.path(), d.join("main.py")).unwrap();
    assert!(write_file_beneath(d, Path::new("main.py"), b"pwned").is_err());
    assert_eq!(std::fs::read_to_string(victim.path()).unwrap(), "original");
    assert!(write_file_beneath(d, Path::new("linkdir/evil"), b"x").is_err());
    write_file_beneath(d, Path::new("sub/code.py"), b"print(1)").unwrap();
    assert_eq!(std::fs::read(d.join("sub/code.py")).unwrap(), b"print(1)");
}
