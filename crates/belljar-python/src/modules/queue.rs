//! `queue`, written in Python (`py/queue.py`): `Queue`, `LifoQueue`, `PriorityQueue`, `SimpleQueue`,
//! `Empty`, `Full`, for one thread (a wait that nothing could end raises at once).

use super::registry::ModuleDef;

/// The `queue` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/queue.py")),
    ..ModuleDef::empty("queue")
};
