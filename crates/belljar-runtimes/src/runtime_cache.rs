//! Where a Python installation lives ([`PythonRuntime`]), learned once per interpreter and
//! remembered in memory and on disk, so that a short-lived process (one `belljar run`) does
//! not start Python twice — once through a version manager's shim — before running the code.
//!
//! **The key** is the identity of the interpreter file: the path given, the file it resolves
//! to, and that file's device, inode, size and modification time (so a reinstalled or
//! upgraded Python is asked again). A virtualenv's `pyvenv.cfg` is part of the key. A script
//! (a version manager's shim, `#!` on its first line) chooses its Python from its
//! surroundings, so for one the key also holds every `.python-version` / `.tool-versions`
//! file from the current directory up (with their identities), the manager's global version
//! file, and the environment variables pyenv and asdf read (`PYENV_VERSION`, `PATH`, …).
//!
//! **The value** is the runtime plus the identity of its executable; an entry whose
//! executable changed or vanished is discovered again.
//!
//! **The file** is `$XDG_CACHE_HOME/belljar/python-runtimes.json` (else
//! `~/.cache/belljar/…`): JSON, written whole to a temporary file and renamed over the old one
//! (two writers never leave a torn file; the last one wins). A file that cannot be read or
//! parsed is ignored and rewritten; a cache directory that cannot be written only costs the
//! discovery next time.

use std::io::Read;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use belljar_sandbox::PythonRuntime;
use serde::{Deserialize, Serialize};

/// The cache file's name inside the cache directory.
const FILE_NAME: &str = "python-runtimes.json";

/// Entries kept in the file (the oldest are dropped beyond it).
const MAX_ENTRIES: usize = 64;

/// Bumped when the format or the meaning of an entry changes: a file of another version is
/// ignored.
const FORMAT_VERSION: u32 = 1;

/// The environment variables that steer version managers' shims (pyenv, asdf) and so are
/// part of a shim's key.
const SHIM_ENV: &[&str] = &[
    "PATH",
    "PYENV_VERSION",
    "PYENV_ROOT",
    "PYENV_DIR",
    "ASDF_PYTHON_VERSION",
    "ASDF_DATA_DIR",
    "ASDF_DEFAULT_TOOL_VERSIONS_FILENAME",
];

/// The version files a shim may read, looked up from the current directory to the root.
const VERSION_FILES: &[&str] = &[".python-version", ".tool-versions"];

/// The identity of one file: enough to notice that it was replaced or modified.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct FileId {
    dev: u64,
    ino: u64,
    size: u64,
    mtime_ns: i128,
}

impl FileId {
    /// The identity of the file at `path` (following symlinks), if there is one.
    fn of(path: &Path) -> Option<FileId> {
        let meta = std::fs::metadata(path).ok()?;
        Some(FileId {
            dev: meta.dev(),
            ino: meta.ino(),
            size: meta.size(),
            mtime_ns: i128::from(meta.mtime()) * 1_000_000_000 + i128::from(meta.mtime_nsec()),
        })
    }
}

/// What decides the answer of discovering the runtime of one interpreter path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Key {
    /// The path as given (a venv's `bin/python` and the binary it links to differ).
    path: PathBuf,
    /// The file it resolves to.
    target: PathBuf,
    /// That file's identity.
    id: FileId,
    /// A virtualenv's `pyvenv.cfg` (`../pyvenv.cfg` from the binary's directory), if any.
    pyvenv_cfg: Option<FileId>,
    /// For a script (a shim): what else it reads to choose a Python.
    shim: Option<ShimContext>,
}

/// The surroundings a version manager's shim chooses its Python from. The current directory
/// matters only through the version files found from it up, so two directories without
/// their own share an entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct ShimContext {
    /// Every version file from the current directory up, and the global ones, with identity.
    version_files: Vec<(PathBuf, FileId)>,
    /// The values of [`SHIM_ENV`] (unset ones left out).
    env: Vec<(String, String)>,
}

impl Key {
    /// The key of `path` now, or `None` when the file is not there.
    fn of(path: &Path) -> Option<Key> {
        let target = std::fs::canonicalize(path).ok()?;
        let id = FileId::of(&target)?;
        let pyvenv_cfg = path
            .parent()
            .and_then(Path::parent)
            .and_then(|root| FileId::of(&root.join("pyvenv.cfg")));
        let shim = is_script(&target).then(|| ShimContext::now(path));
        Some(Key {
            path: path.to_path_buf(),
            target,
            id,
            pyvenv_cfg,
            shim,
        })
    }
}

impl ShimContext {
    fn now(shim: &Path) -> ShimContext {
        let cwd = std::env::current_dir().unwrap_or_default();
        let mut version_files = Vec::new();
        let mut note = |file: PathBuf| {
            if let Some(id) = FileId::of(&file) {
                version_files.push((file, id));
            }
        };
        for dir in cwd.ancestors() {
            for name in VERSION_FILES {
                note(dir.join(name));
            }
        }
        // pyenv's global choice is `$PYENV_ROOT/version`, beside the shims directory.
        if let Some(root) = shim.parent().and_then(Path::parent) {
            note(root.join("version"));
        }
        if let Some(home) = std::env::var_os("HOME") {
            note(Path::new(&home).join(".tool-versions"));
        }
        let env = SHIM_ENV
            .iter()
            .filter_map(|name| Some((name.to_string(), std::env::var(name).ok()?)))
            .collect();
        ShimContext { version_files, env }
    }
}

/// Whether `path` is a script (starts with `#!`) rather than a binary.
fn is_script(path: &Path) -> bool {
    let mut head = [0u8; 2];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|()| &head == b"#!")
}

/// A runtime as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Stored {
    prefix: PathBuf,
    base_prefix: PathBuf,
    executable: PathBuf,
    /// The executable's identity when it was discovered.
    executable_id: FileId,
}

impl Stored {
    fn new(runtime: &PythonRuntime) -> Option<Stored> {
        Some(Stored {
            prefix: runtime.prefix.clone(),
            base_prefix: runtime.base_prefix.clone(),
            executable: runtime.executable.clone(),
            executable_id: FileId::of(&runtime.executable)?,
        })
    }

    /// The runtime, if its executable is still the one discovered.
    fn runtime(&self) -> Option<PythonRuntime> {
        (FileId::of(&self.executable)? == self.executable_id).then(|| PythonRuntime {
            prefix: self.prefix.clone(),
            base_prefix: self.base_prefix.clone(),
            executable: self.executable.clone(),
        })
    }
}

/// The cache file's contents.
#[derive(Debug, Default, Serialize, Deserialize)]
struct CacheFile {
    version: u32,
    entries: Vec<(Key, Stored)>,
}

/// The cache directory: `$XDG_CACHE_HOME/belljar`, else `$HOME/.cache/belljar`.
pub(crate) fn cache_dir() -> Option<PathBuf> {
    let absolute = |v: std::ffi::OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
    if let Some(dir) = std::env::var_os("XDG_CACHE_HOME").and_then(absolute) {
        return Some(dir.join("belljar"));
    }
    std::env::var_os("HOME")
        .and_then(absolute)
        .map(|home| home.join(".cache").join("belljar"))
}

/// The on-disk cache in one directory.
#[derive(Debug, Clone)]
pub(crate) struct DiskCache {
    file: PathBuf,
}

impl DiskCache {
    /// The cache in `dir` (created when first written).
    pub(crate) fn in_dir(dir: &Path) -> DiskCache {
        DiskCache {
            file: dir.join(FILE_NAME),
        }
    }

    /// The entries on disk; nothing when the file is missing, unreadable, corrupt or of
    /// another format version.
    fn load(&self) -> CacheFile {
        std::fs::read(&self.file)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<CacheFile>(&bytes).ok())
            .filter(|file| file.version == FORMAT_VERSION)
            .unwrap_or_default()
    }

    /// The stored runtime for `key`, if it is still valid.
    fn get(&self, key: &Key) -> Option<PythonRuntime> {
        self.load()
            .entries
            .iter()
            .find(|(k, _)| k == key)
            .and_then(|(_, stored)| stored.runtime())
    }

    /// Stores `runtime` under `key` (replacing an older entry for the same path, and for a
    /// shim the same context), atomically. Errors are ignored: the cache is an optimisation.
    ///
    /// A shim keeps one entry per context (version files, environment): callers with
    /// different `PATH`s or version files on one machine would otherwise evict each other's
    /// entry at every run, and each run would start the shim's interpreter again (tens of
    /// milliseconds). The oldest entries go past [`MAX_ENTRIES`].
    fn put(&self, key: Key, runtime: &PythonRuntime) {
        let Some(stored) = Stored::new(runtime) else {
            return;
        };
        let mut file = self.load();
        file.version = FORMAT_VERSION;
        file.entries.retain(|(k, _)| {
            let same_context = match (&k.shim, &key.shim) {
                (None, None) => true,
                (Some(a), Some(b)) => {
                    a.env == b.env
                        && a.version_files.len() == b.version_files.len()
                        && a.version_files
                            .iter()
                            .zip(&b.version_files)
                            .all(|(x, y)| x.0 == y.0)
                }
                _ => false,
            };
            !(k.path == key.path && same_context)
        });
        file.entries.push((key, stored));
        let excess = file.entries.len().saturating_sub(MAX_ENTRIES);
        file.entries.drain(..excess);
        let _ = self.write(&file);
    }

    /// Writes `file` to a temporary file beside the cache and renames it over the cache.
    fn write(&self, file: &CacheFile) -> std::io::Result<()> {
        use std::io::Write as _;
        let dir = self.file.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)?;
        let mut tmp = tempfile::Builder::new()
            .prefix(".python-runtimes.")
            .tempfile_in(dir)?;
        tmp.write_all(&serde_json::to_vec(file).map_err(std::io::Error::other)?)?;
        tmp.as_file().sync_data()?;
        tmp.persist(&self.file).map_err(|e| e.error)?;
        Ok(())
    }

    /// The runtime of `python`: from this cache when a valid entry is there, else discovered
    /// (by `discover`) and stored.
    pub(crate) fn runtime(
        &self,
        python: &Path,
        discover: impl FnOnce(&Path) -> Result<PythonRuntime, String>,
    ) -> Result<PythonRuntime, String> {
        let key = Key::of(python);
        if let Some(runtime) = key.as_ref().and_then(|key| self.get(key)) {
            return Ok(runtime);
        }
        let runtime = discover(python)?;
        if let Some(key) = key {
            self.put(key, &runtime);
        }
        Ok(runtime)
    }
}

/// The runtime behind a Python interpreter path: from memory, else from the disk cache
/// ([`cache_dir`]), else discovered by running it once (`PythonRuntime::discover`).
pub fn python_runtime(python: &Path) -> Result<PythonRuntime, String> {
    type Memory = Mutex<Vec<(PathBuf, PythonRuntime)>>;
    static MEMORY: OnceLock<Memory> = OnceLock::new();
    let memory = MEMORY.get_or_init(Default::default);
    let lock = || memory.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, runtime)) = lock().iter().find(|(path, _)| path == python) {
        return Ok(runtime.clone());
    }
    let discover = |python: &Path| {
        PythonRuntime::discover(&python.to_string_lossy()).map_err(|e| e.to_string())
    };
    let runtime = match cache_dir() {
        Some(dir) => DiskCache::in_dir(&dir).runtime(python, discover)?,
        None => discover(python)?,
    };
    lock().push((python.to_path_buf(), runtime.clone()));
    Ok(runtime)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    fn fake_runtime(exe: &Path) -> PythonRuntime {
        PythonRuntime {
            prefix: "/opt/py".into(),
            base_prefix: "/opt/py".into(),
            executable: exe.to_path_buf(),
        }
    }

    /// A cache in a fresh directory, an "interpreter" file in it, and a discovery that counts
    /// its calls.
    #[test]
    fn discovered_once_then_read_from_disk() {
        let dir = tempfile::tempdir().unwrap();
        let exe = dir.path().join("python3");
        std::fs::write(&exe, b"\x7fELF binary").unwrap();
        let calls = Cell::new(0);
        let discover = |p: &Path| {
            calls.set(calls.get() + 1);
            Ok(fake_runtime(p))
        };
        let cache = DiskCache::in_dir(&dir.path().join("cache"));
        assert_eq!(cache.runtime(&exe, discover).unwrap(), fake_runtime(&exe));
        assert_eq!(calls.get(), 1);
        // A second process (a fresh DiskCache) reads it from the file.
        let again = DiskCache::in_dir(&dir.path().join("cache"));
        assert_eq!(again.runtime(&exe, discover).unwrap(), fake_runtime(&exe));
        assert_eq!(calls.get(), 1);
        // The interpreter changes (size and mtime): asked again.
        std::fs::write(&exe, b"\x7fELF another, longer binary").unwrap();
        assert_eq!(again.runtime(&exe, discover).unwrap(), fake_runtime(&exe));
        assert_eq!(calls.get(), 2);
        assert_eq!(again.runtime(&exe, discover).unwrap(), fake_runtime(&exe));
        assert_eq!(calls.get(), 2);
    }

    #[test]
    fn corrupt_or_foreign_files_are_ignored_and_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let exe = dir.path().join("python3");
        std::fs::write(&exe, b"\x7fELF").unwrap();
        let cache_dir = dir.path().join("cache");
        std::fs::create_dir(&cache_dir).unwrap();
        let file = cache_dir.join(FILE_NAME);
        let calls = Cell::new(0);
        let discover = |p: &Path| {
            calls.set(calls.get() + 1);
            Ok(fake_runtime(p))
        };
        for garbage in [
            &b"{not json"[..],
            b"",
            b"\xff\xfe\x00",
            br#"{"version": 999, "entries": []}"#,
            br#"{"version": 1, "entries": [["x", 3]]}"#,
        ] {
            std::fs::write(&file, garbage).unwrap();
            let before = calls.get();
            let cache = DiskCache::in_dir(&cache_dir);
            assert_eq!(cache.runtime(&exe, discover).unwrap(), fake_runtime(&exe));
            assert_eq!(calls.get(), before + 1, "{garbage:?}");
            // Rewritten whole: the next lookup is a hit.
            assert_eq!(cache.runtime(&exe, discover).unwrap(), fake_runtime(&exe));
            assert_eq!(calls.get(), before + 1);
            let text = std::fs::read_to_string(&file).unwrap();
            assert!(text.starts_with("{\"version\":1"), "{text}");
        }
        // No temporary files are left behind.
        let names: Vec<_> = std::fs::read_dir(&cache_dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [std::ffi::OsString::from(FILE_NAME)]);
    }

    #[test]
    fn a_changed_executable_is_discovered_again() {
        let dir = tempfile::tempdir().unwrap();
        let shim = dir.path().join("python3");
        let real = dir.path().join("python3.11");
        std::fs::write(&shim, b"\x7fELF").unwrap();
        std::fs::write(&real, b"\x7fELF real").unwrap();
        let calls = Cell::new(0);
        let discover = |_: &Path| {
            calls.set(calls.get() + 1);
            Ok(fake_runtime(&real))
        };
        let cache = DiskCache::in_dir(dir.path());
        cache.runtime(&shim, discover).unwrap();
        cache.runtime(&shim, discover).unwrap();
        assert_eq!(calls.get(), 1);
        std::fs::write(&real, b"\x7fELF real, upgraded").unwrap();
        cache.runtime(&shim, discover).unwrap();
        assert_eq!(calls.get(), 2);
        std::fs::remove_file(&real).unwrap();
        // Discovery fails now (the fake still names the file): no entry is stored.
        assert!(cache.runtime(&shim, discover).is_ok());
        assert_eq!(calls.get(), 3);
        cache.runtime(&shim, discover).unwrap();
        assert_eq!(calls.get(), 4);
    }

    #[test]
    fn a_shim_is_keyed_by_its_version_files() {
        let dir = tempfile::tempdir().unwrap();
        let shim = dir.path().join("shims/python3");
        std::fs::create_dir(dir.path().join("shims")).unwrap();
        std::fs::write(&shim, b"#!/bin/sh\nexec python3 \"$@\"\n").unwrap();
        assert!(is_script(&shim));
        let before = Key::of(&shim).unwrap();
        assert!(before.shim.is_some());
        // pyenv's global version file beside the shims directory.
        std::fs::write(dir.path().join("version"), "3.12\n").unwrap();
        let after = Key::of(&shim).unwrap();
        assert_ne!(before, after);
        assert_eq!(after, Key::of(&shim).unwrap());
        let binary = dir.path().join("python");
        std::fs::write(&binary, b"\x7fELF").unwrap();
        assert!(Key::of(&binary).unwrap().shim.is_none());
        assert!(Key::of(&dir.path().join("missing")).is_none());
    }

    #[test]
    fn a_shim_keeps_one_entry_per_context() {
        let dir = tempfile::tempdir().unwrap();
        let shim = dir.path().join("python3");
        std::fs::write(&shim, b"#!/bin/sh\nexec python3 \"$@\"\n").unwrap();
        let real = dir.path().join("python");
        std::fs::write(&real, b"\x7fELF").unwrap();
        let cache = DiskCache::in_dir(dir.path());
        let key = Key::of(&shim).unwrap();
        let mut other = key.clone();
        other
            .shim
            .as_mut()
            .unwrap()
            .env
            .push(("PYENV_VERSION".into(), "3.12".into()));
        cache.put(key.clone(), &fake_runtime(&real));
        cache.put(other.clone(), &fake_runtime(&real));
        // Two callers with different environments do not evict each other.
        assert!(cache.get(&key).is_some());
        assert!(cache.get(&other).is_some());
        // The shim changed, in the same context: its entry is replaced, the other stays.
        let mut changed = key.clone();
        changed.id.size += 1;
        cache.put(changed.clone(), &fake_runtime(&real));
        assert!(cache.get(&key).is_none());
        assert!(cache.get(&changed).is_some());
        assert!(cache.get(&other).is_some());
        assert_eq!(cache.load().entries.len(), 2);
    }

    #[test]
    fn discovery_errors_are_not_cached() {
        let dir = tempfile::tempdir().unwrap();
        let exe = dir.path().join("python3");
        std::fs::write(&exe, b"\x7fELF").unwrap();
        let cache = DiskCache::in_dir(dir.path());
        let err = cache.runtime(&exe, |_| Err("boom".to_string()));
        assert_eq!(err, Err("boom".to_string()));
        assert!(!dir.path().join(FILE_NAME).exists());
    }
}
