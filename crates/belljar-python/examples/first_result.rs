//! Measure a fresh session's time to first result for `print(1 + 1)` (in-process).

fn main() {
    let n = 2000;
    let t = std::time::Instant::now();
    for _ in 0..n {
        let mut s = belljar_python::Session::new(belljar_python::Limits::default());
        let r = s.execute("print(1 + 1)");
        assert_eq!(r.stdout, "2\n");
    }
    let per = t.elapsed() / n;
    println!("fresh session + print(1 + 1): {per:?} per run");
}
