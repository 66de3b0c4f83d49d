//! Prints `sandbox_check()` and runs one command in a sandbox: `cargo run --example check -- CMD ARGS...`.

#[tokio::main(flavor = "current_thread")]
async fn main() {
    println!("{}", belljar_sandbox::sandbox_check());
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("belljar-check-example-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create workdir");
    let mut cfg = belljar_sandbox::SandboxConfig::new(&dir);
    if let Ok(rt) = belljar_sandbox::PythonRuntime::discover("python3") {
        cfg.add_runtime(&rt);
    }
    match belljar_sandbox::spawn(&args[0], &args[1..], &cfg).await {
        Ok(mut child) => {
            println!("{}", child.enforcement());
            let mut out = child.stdout.take().expect("stdout");
            let mut err = child.stderr.take().expect("stderr");
            let (mut o, mut e) = (Vec::new(), Vec::new());
            use tokio::io::AsyncReadExt;
            let _ = tokio::join!(out.read_to_end(&mut o), err.read_to_end(&mut e));
            let st = child.wait().await;
            print!("{}", String::from_utf8_lossy(&o));
            eprint!("{}", String::from_utf8_lossy(&e));
            println!("status: {st:?}");
        }
        Err(e) => println!("spawn failed: {e}"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}
