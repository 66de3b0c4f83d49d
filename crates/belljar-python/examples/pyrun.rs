//! Run a Python file with belljar-python, printing like `python3 FILE` (a development aid).

#[global_allocator]
static ALLOC: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

fn main() {
    let path = std::env::args().nth(1).expect("usage: pyrun FILE");
    let src = std::fs::read_to_string(&path).expect("cannot read file");
    let out = belljar_python::run_script(&src, &path, &belljar_python::Limits::default());
    print!("{}", out.stdout);
    eprint!("{}", out.stderr);
    std::process::exit(out.exit_code);
}
