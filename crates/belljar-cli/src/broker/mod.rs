//! The broker: a long-lived `belljar broker` that keeps a sandbox prepared for the next
//! `belljar run --backend process`, so that a one-shot run from the command line skips both
//! the sandbox's cold set-up and most of the `belljar` process's own work.
//!
//! A `belljar run` command first looks for a broker (`belljar_client`, before it parses its
//! arguments or starts a runtime): it connects to the broker's socket, checks that the broker
//! runs as its own user, and sends its arguments, its environment, its umask, its working
//! directory (as a descriptor) and its standard streams (as descriptors, `SCM_RIGHTS`). The
//! broker ([`server`]) checks the client's user in turn, and serves the run only when it would
//! do exactly what the command would have done itself: the arguments parse, the program runs
//! on the process backend, nothing asks the terminal (`--confirm`), the environment is the
//! broker's own (apart from a shell's bookkeeping variables) and it is not already serving
//! another client. Otherwise it declines, and the command runs as it always did. A served
//! run is the command's own code (`run` in `main.rs`) with the client's working directory and
//! standard streams: output, errors and exit code are the same, byte for byte.
//!
//! The wire format (`belljar_client::wire`) is private to one build of `belljar`: a version mismatch is
//! declined like anything else.

pub(crate) mod server;

pub(crate) use belljar_client::{IGNORED_ENV, SOCKET_VAR, socket_path, wire};

#[cfg(test)]
mod tests {
    #[test]
    fn the_clients_error_code_is_the_clis() {
        assert_eq!(
            belljar_client::EXIT_ERROR,
            belljar::result::exit_codes::ERROR
        );
    }
}
