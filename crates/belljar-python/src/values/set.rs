//! `set` and `frozenset` storage: CPython 3.11's hash table (`Objects/setobject.c`), so sets
//! iterate, print and `pop()` in CPython's order.
//!
//! Open addressing over a power-of-two table (8 slots at least): a key starts at
//! `hash & mask`, looks at up to [`LINEAR_PROBES`] following slots, then jumps with
//! `i = (i * 5 + 1 + perturb) & mask` (`perturb` starts as the hash and loses
//! [`PERTURB_SHIFT`] bits per jump). Removal leaves a dummy, which a later insertion on the
//! same path reuses. The table grows when active + dummy slots reach 3/5 of it, to the
//! smallest power of two above 4x (2x past 50 000) the active count, re-inserting in table
//! order. Copies and unions go through [`SetObj::merge`], which sizes and fills the target as
//! CPython's `set_merge` does. Keys compare with [`key_eq`] (no user code); the VM handles
//! members whose `__eq__` is user code (`Vm::set_find`).

use super::dict::{Key, key_eq};

/// Slots looked at after the first before jumping (CPython's `LINEAR_PROBES`).
pub const LINEAR_PROBES: usize = 9;
/// Bits of the hash mixed in per jump (CPython's `PERTURB_SHIFT`).
pub const PERTURB_SHIFT: u32 = 5;
/// The smallest table (CPython's `PySet_MINSIZE`).
pub const MIN_SIZE: usize = 8;

/// One slot of the table.
#[derive(Clone)]
enum Slot {
    /// Never used since the last resize: ends a probe.
    Empty,
    /// A removed key: probes go on past it; an insertion may reuse it.
    Dummy,
    /// A member.
    Full(Key),
}

/// A set's table. An empty `table` stands for [`MIN_SIZE`] empty slots (no allocation for
/// an empty set).
#[derive(Clone, Default)]
pub struct SetObj {
    table: Vec<Slot>,
    /// Active plus dummy slots.
    fill: usize,
    /// Active slots (the length).
    used: usize,
    /// Where `pop()` starts looking.
    finger: usize,
}

/// The slot an insertion without duplicates takes (`set_insert_clean`): the first empty one
/// on the key's probe path.
fn insert_clean(table: &mut [Slot], key: Key) {
    let mask = table.len() - 1;
    let mut perturb = key.hash as u64;
    let mut i = (key.hash as u64 as usize) & mask;
    loop {
        if matches!(table[i], Slot::Empty) {
            table[i] = Slot::Full(key);
            return;
        }
        if i + LINEAR_PROBES <= mask {
            let run = &mut table[i + 1..=i + LINEAR_PROBES];
            if let Some(slot) = run.iter_mut().find(|s| matches!(s, Slot::Empty)) {
                *slot = Slot::Full(key);
                return;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i
            .wrapping_mul(5)
            .wrapping_add(1)
            .wrapping_add(perturb as usize))
            & mask;
    }
}

/// The growth target CPython uses after an insertion fills the table.
fn grow_target(used: usize) -> usize {
    if used > 50_000 {
        used.saturating_mul(2)
    } else {
        used.saturating_mul(4)
    }
}

impl SetObj {
    /// An empty set.
    pub fn new() -> SetObj {
        SetObj::default()
    }

    /// The number of members.
    pub fn len(&self) -> usize {
        self.used
    }

    /// Whether there are no members.
    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    /// The table's mask (size - 1).
    fn mask(&self) -> usize {
        if self.table.is_empty() {
            MIN_SIZE - 1
        } else {
            self.table.len() - 1
        }
    }

    /// The members in table order.
    pub fn iter(&self) -> impl Iterator<Item = &Key> + '_ {
        self.table.iter().filter_map(|s| match s {
            Slot::Full(k) => Some(k),
            _ => None,
        })
    }

    /// The member in slot `i`, if any.
    pub fn slot(&self, i: usize) -> Option<&Key> {
        match self.table.get(i) {
            Some(Slot::Full(k)) => Some(k),
            _ => None,
        }
    }

    /// The first member at slot `i` or after, with its slot (an iterator's step).
    pub fn next_from(&self, i: usize) -> Option<(usize, &Key)> {
        self.table
            .iter()
            .enumerate()
            .skip(i)
            .find_map(|(j, s)| match s {
                Slot::Full(k) => Some((j, k)),
                _ => None,
            })
    }

    /// The members with hash `hash`, with their slots (for comparisons through user code).
    pub fn with_hash(&self, hash: i64) -> Vec<(usize, super::Value)> {
        self.table
            .iter()
            .enumerate()
            .filter_map(|(j, s)| match s {
                Slot::Full(k) if k.hash == hash => Some((j, k.value.clone())),
                _ => None,
            })
            .collect()
    }

    /// The slot holding a member equal to `key` (`set_lookkey`).
    pub fn find(&self, key: &Key) -> Option<usize> {
        if self.used == 0 {
            return None;
        }
        let mask = self.mask();
        let mut perturb = key.hash as u64;
        let mut i = (key.hash as u64 as usize) & mask;
        loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in i..=i + probes {
                match &self.table[j] {
                    Slot::Empty => return None,
                    Slot::Full(k) if k.hash == key.hash && key_eq(&k.value, &key.value) => {
                        return Some(j);
                    }
                    _ => {}
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
    }

    /// Whether a member equals `key`.
    pub fn contains(&self, key: &Key) -> bool {
        self.find(key).is_some()
    }

    /// Add `key` unless an equal member is there (`set_add_entry`); whether it was added.
    pub fn insert(&mut self, key: Key) -> bool {
        if self.table.is_empty() {
            self.table = vec![Slot::Empty; MIN_SIZE];
        }
        let mask = self.table.len() - 1;
        let mut perturb = key.hash as u64;
        let mut i = (key.hash as u64 as usize) & mask;
        let mut freeslot = None;
        loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in i..=i + probes {
                match &self.table[j] {
                    Slot::Empty => {
                        self.used += 1;
                        if let Some(f) = freeslot {
                            self.table[f] = Slot::Full(key);
                            return true;
                        }
                        self.fill += 1;
                        self.table[j] = Slot::Full(key);
                        if self.fill.saturating_mul(5) >= mask.saturating_mul(3) {
                            self.resize(grow_target(self.used));
                        }
                        return true;
                    }
                    Slot::Full(k) if k.hash == key.hash && key_eq(&k.value, &key.value) => {
                        return false;
                    }
                    Slot::Dummy => {
                        freeslot = Some(j);
                    }
                    Slot::Full(_) => {}
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
    }

    /// Rebuild the table with the smallest power-of-two size above `minused`, dropping
    /// dummies (`set_table_resize`).
    fn resize(&mut self, minused: usize) {
        let mut size = MIN_SIZE;
        while size <= minused {
            size = size.saturating_mul(2);
        }
        let old = std::mem::replace(&mut self.table, vec![Slot::Empty; size]);
        for s in old {
            if let Slot::Full(k) = s {
                insert_clean(&mut self.table, k);
            }
        }
        self.fill = self.used;
    }

    /// Remove the member in slot `i`, leaving a dummy.
    pub fn remove_slot(&mut self, i: usize) -> Option<Key> {
        match self.table.get(i) {
            Some(Slot::Full(_)) => {}
            _ => return None,
        }
        self.used -= 1;
        match std::mem::replace(&mut self.table[i], Slot::Dummy) {
            Slot::Full(k) => Some(k),
            _ => None,
        }
    }

    /// Remove the member equal to `key` (`set_discard_entry`).
    pub fn remove(&mut self, key: &Key) -> Option<Key> {
        let i = self.find(key)?;
        self.remove_slot(i)
    }

    /// `set.pop()`: the first member from the finger on, in table order.
    pub fn pop(&mut self) -> Option<Key> {
        if self.used == 0 {
            return None;
        }
        let mask = self.table.len() - 1;
        let mut i = self.finger & mask;
        while !matches!(self.table[i], Slot::Full(_)) {
            i = if i == mask { 0 } else { i + 1 };
        }
        self.finger = i + 1;
        self.remove_slot(i)
    }

    /// Remove every member (`set_clear_internal`: back to the smallest table).
    pub fn clear(&mut self) {
        self.table = Vec::new();
        self.fill = 0;
        self.used = 0;
    }

    /// Take the members out, leaving the set empty.
    pub fn take(&mut self) -> Vec<Key> {
        let t = std::mem::take(&mut self.table);
        self.fill = 0;
        self.used = 0;
        t.into_iter()
            .filter_map(|s| match s {
                Slot::Full(k) => Some(k),
                _ => None,
            })
            .collect()
    }

    /// Exchange the tables of two sets (`set_swap_bodies`; the finger stays).
    pub fn swap_bodies(&mut self, other: &mut SetObj) {
        std::mem::swap(&mut self.table, &mut other.table);
        std::mem::swap(&mut self.fill, &mut other.fill);
        std::mem::swap(&mut self.used, &mut other.used);
    }

    /// Add every member of `other` (`set_merge`): one resize up front, then a slot-for-slot
    /// copy or clean insertions when this set is empty.
    pub fn merge(&mut self, other: &SetObj) {
        if other.used == 0 {
            return;
        }
        if (self.fill + other.used).saturating_mul(5) >= self.mask().saturating_mul(3) {
            self.resize((self.used + other.used).saturating_mul(2));
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.table = other.table.clone();
            self.fill = other.fill;
            self.used = other.used;
            return;
        }
        if self.fill == 0 {
            if self.table.is_empty() {
                self.table = vec![Slot::Empty; MIN_SIZE];
            }
            self.fill = other.used;
            self.used = other.used;
            for k in other.iter() {
                insert_clean(&mut self.table, k.clone());
            }
            return;
        }
        for k in other.iter() {
            self.insert(k.clone());
        }
    }

    /// Make room for `n` more keys before adding them one by one, as CPython does before
    /// adding a dict's keys.
    pub fn presize(&mut self, n: usize) {
        if (self.fill.saturating_add(n)).saturating_mul(5) >= self.mask().saturating_mul(3) {
            self.resize((self.used.saturating_add(n)).saturating_mul(2));
        }
    }

    /// A copy as `set(s)` / `s.copy()` make it (a merge into an empty set).
    pub fn copy(&self) -> SetObj {
        let mut s = SetObj::new();
        s.merge(self);
        s
    }

    /// After removals: resize when more than a quarter of the table is dummies (the end of
    /// `set_difference_update_internal`).
    pub fn shrink_dummies(&mut self) {
        if self.fill - self.used > self.mask() / 4 {
            self.resize(grow_target(self.used));
        }
    }

    /// CPython's `frozenset` hash.
    pub fn frozen_hash(&self) -> i64 {
        fn shuffle(h: u64) -> u64 {
            ((h ^ 89869747) ^ (h << 16)).wrapping_mul(3644798167)
        }
        let mut hash: u64 = 0;
        for k in self.iter() {
            hash ^= shuffle(k.hash as u64);
        }
        hash ^= (self.used as u64 + 1).wrapping_mul(1927868237);
        hash ^= (hash >> 11) ^ (hash >> 25);
        hash = hash.wrapping_mul(69069).wrapping_add(907133923);
        if hash == u64::MAX {
            590923713
        } else {
            hash as i64
        }
    }
}

impl FromIterator<Key> for SetObj {
    fn from_iter<I: IntoIterator<Item = Key>>(iter: I) -> SetObj {
        let mut s = SetObj::new();
        s.extend(iter);
        s
    }
}

impl Extend<Key> for SetObj {
    fn extend<I: IntoIterator<Item = Key>>(&mut self, iter: I) {
        for k in iter {
            self.insert(k);
        }
    }
}

impl IntoIterator for SetObj {
    type Item = Key;
    type IntoIter = std::vec::IntoIter<Key>;
    fn into_iter(mut self) -> Self::IntoIter {
        self.take().into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::Value;

    fn k(i: i64) -> Key {
        Key {
            hash: crate::values::int::hash_i64(i),
            value: Value::Int(i),
        }
    }

    fn order(s: &SetObj) -> Vec<i64> {
        s.iter()
            .map(|k| match k.value {
                Value::Int(i) => i,
                _ => 0,
            })
            .collect()
    }

    #[test]
    fn probes_and_dummies_as_cpython() {
        // python3.11: s={0,8}; s.remove(0); s.add(16) -> {16, 8}
        let mut s: SetObj = [k(0), k(8)].into_iter().collect();
        assert!(s.remove(&k(0)).is_some());
        s.insert(k(16));
        assert_eq!(order(&s), vec![16, 8]);
        // {5, 3, 100, 1} -> {1, 3, 100, 5}
        let s: SetObj = [k(5), k(3), k(100), k(1)].into_iter().collect();
        assert_eq!(order(&s), vec![1, 3, 100, 5]);
        // s=set(range(10)); pop twice -> 0, 1; add 0; pop -> 2
        let mut s: SetObj = (0..10).map(k).collect();
        assert_eq!(order(&[s.pop().unwrap()].into_iter().collect()), vec![0]);
        s.pop();
        s.insert(k(0));
        assert!(matches!(s.pop().unwrap().value, Value::Int(2)));
        assert_eq!(order(&s), vec![0, 3, 4, 5, 6, 7, 8, 9]);
    }
}
