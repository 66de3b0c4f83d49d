//! "Did you mean" suggestions for NameError and AttributeError, with CPython 3.11's
//! distance rules (moves cost 2, case-only changes cost 1, at most a third changed).

const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;
const MAX_STRING_SIZE: usize = 40;
const MAX_CANDIDATES: usize = 750;

fn substitution_cost(a: u8, b: u8) -> usize {
    if (a & 31) != (b & 31) {
        return MOVE_COST;
    }
    if a == b {
        return 0;
    }
    if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

fn levenshtein(a: &[u8], b: &[u8], max_cost: usize) -> usize {
    let mut a = a;
    let mut b = b;
    while !a.is_empty() && !b.is_empty() && a[0] == b[0] {
        a = &a[1..];
        b = &b[1..];
    }
    while !a.is_empty() && !b.is_empty() && a[a.len() - 1] == b[b.len() - 1] {
        a = &a[..a.len() - 1];
        b = &b[..b.len() - 1];
    }
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING_SIZE || b.len() > MAX_STRING_SIZE {
        return max_cost + 1;
    }
    if b.len() < a.len() {
        std::mem::swap(&mut a, &mut b);
    }
    if (b.len() - a.len()) * MOVE_COST > max_cost {
        return max_cost + 1;
    }
    let mut buffer: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (bi, &bc) in b.iter().enumerate() {
        let mut distance = bi * MOVE_COST;
        result = distance;
        let mut minimum = usize::MAX;
        for (ai, &ac) in a.iter().enumerate() {
            let substitute = distance + substitution_cost(bc, ac);
            distance = buffer[ai];
            let insert_delete = result.min(distance) + MOVE_COST;
            result = insert_delete.min(substitute);
            buffer[ai] = result;
            minimum = minimum.min(result);
        }
        if minimum > max_cost {
            return max_cost + 1;
        }
    }
    result
}

/// The best suggestion for `name` among `candidates` (given in `dir()` order), if any.
pub fn suggest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let mut best: Option<&str> = None;
    let mut best_d = usize::MAX;
    for (i, item) in candidates.into_iter().enumerate() {
        if i >= MAX_CANDIDATES {
            return None;
        }
        if item == name {
            continue;
        }
        let max_d = ((name.len() + item.len() + 3) * MOVE_COST / 6).min(best_d.saturating_sub(1));
        let d = levenshtein(name.as_bytes(), item.as_bytes(), max_d);
        if d > max_d {
            continue;
        }
        if best.is_none() || d < best_d {
            best = Some(item);
            best_d = d;
        }
    }
    best.map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::suggest;

    #[test]
    fn like_cpython() {
        assert_eq!(suggest("reslt", ["result", "x"]), Some("result".into()));
        assert_eq!(suggest("sqroot", ["sqrt", "pi"]), Some("sqrt".into()));
        assert_eq!(suggest("prnt", ["print", "int"]), Some("print".into()));
        assert_eq!(suggest("zzzz", ["abc"]), None);
    }
}
