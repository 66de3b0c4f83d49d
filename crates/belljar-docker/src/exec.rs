//! One-shot programs as execs in the session's container. Each runs in a new session and
//! process group (`setsid`) led by a small shell that writes the group id to a file under
//! `/tmp`, so that a timeout or cancellation kills everything the block started inside the
//! container — not only the exec'd process, as `docker exec` alone would; when the program
//! ends by itself, the shell sends SIGTERM to what it left running in the group.

use std::time::Duration;

use async_trait::async_trait;
use belljar::{ErrorKind, Isolation};
use belljar_launch::{ChildControl, ChildExit, Command, LaunchError, Launched, Launcher};
use bollard::Docker;
use bollard::exec::{StartExecOptions, StartExecResults};
use bollard::models::ExecConfig;
use futures_util::StreamExt;
use tokio::sync::watch;

use crate::streams;

/// Launches commands as execs in one running container.
pub struct ExecLauncher<'a> {
    /// The engine.
    pub docker: &'a Docker,
    /// The container.
    pub container: &'a str,
    /// A number unique within the container for each exec (names its group-id file).
    pub number: u64,
    /// The isolation results report.
    pub isolation: Isolation,
}

/// Where exec `number` writes its process group id.
fn group_file(number: u64) -> String {
    format!("/tmp/.belljar-exec-{number}")
}

#[async_trait]
impl Launcher for ExecLauncher<'_> {
    async fn launch(&mut self, command: &Command) -> Result<Launched, LaunchError> {
        let file = group_file(self.number);
        let mut cmd = vec![
            "setsid".to_string(),
            "-w".into(),
            "sh".into(),
            "-c".into(),
            // The shell stays the group's leader: once the program ends it removes its
            // group file and sends SIGTERM to whatever the block left running in the group
            // (ignoring it itself), so a block that ended needs no clean-up exec.
            format!(
                "echo $$ > {file}; \"$@\"; s=$?; rm -f {file}; trap '' TERM; \
                 kill -TERM -$$ 2>/dev/null; exit $s"
            ),
            "sh".into(),
            command.program.clone(),
        ];
        cmd.extend(command.args.iter().cloned());
        let config = ExecConfig {
            attach_stdin: Some(true),
            attach_stdout: Some(true),
            attach_stderr: Some(true),
            tty: Some(false),
            env: Some(
                command
                    .env
                    .iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect(),
            ),
            cmd: Some(cmd),
            working_dir: Some(command.workdir.clone()),
            ..Default::default()
        };
        let failed = |e: bollard::errors::Error| {
            LaunchError::new(
                ErrorKind::BackendUnavailable,
                format!("could not start the program in the session's container: {e}"),
            )
        };
        let exec = self
            .docker
            .create_exec(self.container, config)
            .await
            .map_err(failed)?;
        let started = self
            .docker
            .start_exec(&exec.id, Some(StartExecOptions::default()))
            .await
            .map_err(failed)?;
        let StartExecResults::Attached { output, input } = started else {
            return Err(LaunchError::new(
                ErrorKind::BackendUnavailable,
                "the engine started the exec detached",
            ));
        };
        let streams = streams::split(output, input);
        Ok(Launched {
            stdin: streams.stdin,
            stdout: streams.stdout,
            stderr: streams.stderr,
            control: Box::new(ExecChild {
                docker: self.docker.clone(),
                container: self.container.to_string(),
                exec: exec.id,
                group_file: file,
                ended: streams.ended,
                exit: None,
            }),
            isolation: self.isolation.clone(),
        })
    }
}

/// An exec'd program's control.
struct ExecChild {
    docker: Docker,
    container: String,
    exec: String,
    group_file: String,
    ended: watch::Receiver<bool>,
    exit: Option<ChildExit>,
}

impl ExecChild {
    /// A shell line that signals the program's process group with `signal`, waiting briefly
    /// for the group file when the program has only just started.
    fn signal_line(&self, signal: &str) -> String {
        let file = &self.group_file;
        format!(
            "i=0; while [ ! -s {file} ] && [ $i -lt 100 ]; do sleep 0.01; i=$((i+1)); done; \
             kill -{signal} -$(cat {file}) 2>/dev/null"
        )
    }
}

/// Runs `line` with `sh -c` in `container` and waits for it to end.
async fn run_shell(docker: &Docker, container: &str, line: String) {
    let config = ExecConfig {
        attach_stdout: Some(true),
        attach_stderr: Some(true),
        cmd: Some(vec!["sh".into(), "-c".into(), line]),
        ..Default::default()
    };
    let Ok(exec) = docker.create_exec(container, config).await else {
        return;
    };
    if let Ok(StartExecResults::Attached { mut output, .. }) = docker
        .start_exec(&exec.id, Some(StartExecOptions::default()))
        .await
    {
        while output.next().await.is_some() {}
    }
}

#[async_trait]
impl ChildControl for ExecChild {
    fn interrupt(&mut self) {
        if self.exit.is_some() {
            return;
        }
        let docker = self.docker.clone();
        let container = self.container.clone();
        let line = self.signal_line("INT");
        tokio::spawn(async move { run_shell(&docker, &container, line).await });
    }

    async fn kill(&mut self) {
        // A program that ended cleaned up after itself (see the wrapper above); one still
        // running is killed with its whole group, and its group file removed.
        if self.exit.is_some() {
            return;
        }
        let line = format!("{}; rm -f {}", self.signal_line("KILL"), self.group_file);
        run_shell(&self.docker, &self.container, line).await;
        let _ = self.wait().await;
    }

    async fn wait(&mut self) -> Option<ChildExit> {
        if self.exit.is_none() {
            streams::wait_ended(&mut self.ended).await;
            // The output closes as the process ends, and the engine records its exit code a
            // moment later; a program that closed its stdout and stderr but runs on is waited
            // for here until it ends (or the caller's timeout drops this wait).
            let mut pause = Duration::from_millis(2);
            loop {
                let Ok(info) = self.docker.inspect_exec(&self.exec).await else {
                    return None;
                };
                if info.running != Some(true) {
                    let code = info.exit_code.and_then(|c| i32::try_from(c).ok());
                    self.exit = Some(ChildExit {
                        code,
                        signal: None,
                        oom_killed: false,
                    });
                    break;
                }
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(Duration::from_millis(50));
            }
        }
        self.exit
    }
}
