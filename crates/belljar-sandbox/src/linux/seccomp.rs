//! The seccomp deny-list: syscalls a sandboxed program never needs and that widen the kernel
//! attack surface or undo the isolation (mount, ptrace, bpf, module loading, kexec, keyrings,
//! perf, userfaultfd, io_uring, new namespaces, reboot, swap, clock setting, TIOCSTI...).
//! They fail with EPERM; everything else is allowed. The classic-BPF program is laid out
//! here (short, one filter) once per process; `seccompiler` installs it.

// Syscall numbers and ioctl constants have target-dependent integer types; the casts are
// no-ops on x86_64 but needed elsewhere.
#![allow(clippy::unnecessary_cast)]

use std::sync::OnceLock;

use seccompiler::{BpfProgram, sock_filter};

/// Namespace-creating clone/unshare flags.
const NS_FLAGS: [u64; 7] = [
    libc::CLONE_NEWUSER as u64,
    libc::CLONE_NEWNS as u64,
    libc::CLONE_NEWPID as u64,
    libc::CLONE_NEWNET as u64,
    libc::CLONE_NEWIPC as u64,
    libc::CLONE_NEWUTS as u64,
    libc::CLONE_NEWCGROUP as u64,
];

/// Syscalls denied outright.
fn denied() -> Vec<i64> {
    let mut v: Vec<libc::c_long> = vec![
        libc::SYS_mount,
        libc::SYS_umount2,
        libc::SYS_pivot_root,
        libc::SYS_chroot,
        libc::SYS_ptrace,
        libc::SYS_process_vm_readv,
        libc::SYS_process_vm_writev,
        libc::SYS_bpf,
        libc::SYS_kexec_load,
        libc::SYS_kexec_file_load,
        libc::SYS_init_module,
        libc::SYS_finit_module,
        libc::SYS_delete_module,
        libc::SYS_keyctl,
        libc::SYS_add_key,
        libc::SYS_request_key,
        libc::SYS_perf_event_open,
        libc::SYS_userfaultfd,
        libc::SYS_setns,
        libc::SYS_reboot,
        libc::SYS_swapon,
        libc::SYS_swapoff,
        libc::SYS_acct,
        libc::SYS_quotactl,
        libc::SYS_open_by_handle_at,
        libc::SYS_name_to_handle_at,
        libc::SYS_fsopen,
        libc::SYS_fsconfig,
        libc::SYS_fsmount,
        libc::SYS_fspick,
        libc::SYS_move_mount,
        libc::SYS_open_tree,
        libc::SYS_mount_setattr,
        libc::SYS_io_uring_setup,
        libc::SYS_io_uring_enter,
        libc::SYS_io_uring_register,
        libc::SYS_settimeofday,
        libc::SYS_clock_settime,
        libc::SYS_clock_adjtime,
        libc::SYS_adjtimex,
        libc::SYS_syslog,
        libc::SYS_vhangup,
        libc::SYS_sethostname,
        libc::SYS_setdomainname,
        libc::SYS_landlock_create_ruleset,
        libc::SYS_landlock_add_rule,
    ];
    #[cfg(target_arch = "x86_64")]
    v.extend([
        libc::SYS_iopl,
        libc::SYS_ioperm,
        libc::SYS_uselib,
        libc::SYS_ustat,
        libc::SYS_sysfs,
        libc::SYS__sysctl,
        libc::SYS_lookup_dcookie,
        libc::SYS_quotactl_fd,
    ]);
    v.into_iter().map(|s| s as i64).collect()
}

/// Argument `n`'s low 32 bits in `struct seccomp_data` (nr: u32, arch: u32, ip: u64,
/// args: [u64; 6]); the namespace flags, TIOCSTI and TIOCLINUX all live in the low half, and
/// the kernel reads `ioctl`'s request as a 32-bit `unsigned int`.
const fn arg_lo(n: u32) -> u32 {
    if cfg!(target_endian = "little") {
        16 + 8 * n
    } else {
        20 + 8 * n
    }
}

/// `AUDIT_ARCH_*` of the build target, or why seccomp is not used here.
fn audit_arch() -> Result<u32, String> {
    const LE64: u32 = 0x8000_0000 | 0x4000_0000;
    match std::env::consts::ARCH {
        "x86_64" => Ok(62 | LE64),
        "aarch64" if cfg!(target_endian = "little") => Ok(183 | LE64),
        "riscv64" => Ok(243 | LE64),
        other => Err(format!("seccomp filter not built for architecture {other}")),
    }
}

const LD_ABS: u16 = (libc::BPF_LD | libc::BPF_W | libc::BPF_ABS) as u16;
const JEQ: u16 = (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16;
const JGE: u16 = (libc::BPF_JMP | libc::BPF_JGE | libc::BPF_K) as u16;
const JSET: u16 = (libc::BPF_JMP | libc::BPF_JSET | libc::BPF_K) as u16;
const RET: u16 = (libc::BPF_RET | libc::BPF_K) as u16;

fn ins(code: u16, k: u32, jt: u8, jf: u8) -> sock_filter {
    sock_filter { code, jt, jf, k }
}

/// Jump targets, patched once the program is laid out.
#[derive(Clone, Copy)]
enum To {
    Eperm,
    Enosys,
    NsFlags,
    Ioctl,
}

/// Builds the filter as one short classic-BPF program (about 80 instructions; seccompiler's
/// generic rule compiler emitted 425 plus a second filter for clone3). Layout: check the
/// architecture (kill on mismatch), deny x32 syscall numbers, one `jeq` per denied syscall,
/// dispatch clone/unshare/ioctl/clone3, allow; then the argument checks and the returns.
/// The kernel's seccomp action cache sees that every other syscall is always allowed and
/// skips the filter for them.
fn build() -> Result<BpfProgram, String> {
    let arch = audit_arch()?;
    // (instruction, target when the comparison is true)
    let mut head: Vec<(sock_filter, Option<To>)> = vec![
        (ins(LD_ABS, 4, 0, 0), None),
        (ins(JEQ, arch, 1, 0), None),
        (ins(RET, libc::SECCOMP_RET_KILL_PROCESS, 0, 0), None),
        (ins(LD_ABS, 0, 0, 0), None),
    ];
    if cfg!(target_arch = "x86_64") {
        // x32 system calls (__X32_SYSCALL_BIT) reach the same kernel code under other numbers.
        head.push((ins(JGE, 0x4000_0000, 0, 0), Some(To::Eperm)));
    }
    for nr in denied() {
        head.push((ins(JEQ, nr as u32, 0, 0), Some(To::Eperm)));
    }
    head.push((ins(JEQ, libc::SYS_clone as u32, 0, 0), Some(To::NsFlags)));
    head.push((ins(JEQ, libc::SYS_unshare as u32, 0, 0), Some(To::NsFlags)));
    head.push((ins(JEQ, libc::SYS_ioctl as u32, 0, 0), Some(To::Ioctl)));
    // clone3 passes its flags in memory, which seccomp cannot inspect: make it look absent
    // so libc falls back to clone(2), whose flags are checked.
    head.push((ins(JEQ, libc::SYS_clone3 as u32, 0, 0), Some(To::Enosys)));
    head.push((ins(RET, libc::SECCOMP_RET_ALLOW, 0, 0), None));

    let ns_mask = NS_FLAGS.iter().fold(0u64, |m, f| m | f);
    let ns_mask = u32::try_from(ns_mask).map_err(|_| "namespace flags above 32 bits")?;
    let ns_at = head.len();
    let tail_ns = [
        ins(LD_ABS, arg_lo(0), 0, 0),
        ins(JSET, ns_mask, 0, 1),
        ins(RET, libc::SECCOMP_RET_ERRNO | libc::EPERM as u32, 0, 0),
        ins(RET, libc::SECCOMP_RET_ALLOW, 0, 0),
    ];
    let ioctl_at = ns_at + tail_ns.len();
    let tail_ioctl = [
        ins(LD_ABS, arg_lo(1), 0, 0),
        ins(JEQ, libc::TIOCSTI as u32, 1, 0),
        ins(JEQ, libc::TIOCLINUX as u32, 0, 1),
        ins(RET, libc::SECCOMP_RET_ERRNO | libc::EPERM as u32, 0, 0),
        ins(RET, libc::SECCOMP_RET_ALLOW, 0, 0),
    ];
    let eperm_at = ioctl_at + tail_ioctl.len();
    let enosys_at = eperm_at + 1;
    let mut prog: BpfProgram = Vec::with_capacity(enosys_at + 1);
    for (i, (mut f, to)) in head.into_iter().enumerate() {
        if let Some(to) = to {
            let target = match to {
                To::Eperm => eperm_at,
                To::Enosys => enosys_at,
                To::NsFlags => ns_at,
                To::Ioctl => ioctl_at,
            };
            f.jt = u8::try_from(target - i - 1).map_err(|_| "seccomp jump out of range")?;
        }
        prog.push(f);
    }
    prog.extend(tail_ns);
    prog.extend(tail_ioctl);
    prog.push(ins(RET, libc::SECCOMP_RET_ERRNO | libc::EPERM as u32, 0, 0));
    prog.push(ins(
        RET,
        libc::SECCOMP_RET_ERRNO | libc::ENOSYS as u32,
        0,
        0,
    ));
    Ok(prog)
}

/// The compiled filter (built once per process and shared by every spawn), or why it cannot
/// be built here.
pub(crate) fn filter() -> Result<&'static BpfProgram, &'static str> {
    static FILTER: OnceLock<Result<BpfProgram, String>> = OnceLock::new();
    FILTER.get_or_init(build).as_ref().map_err(|e| e.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the program on one `seccomp_data` (only the instructions `build` emits).
    fn eval(prog: &[sock_filter], arch: u32, nr: u32, args: [u64; 6]) -> u32 {
        let mut data = Vec::with_capacity(64);
        data.extend_from_slice(&nr.to_ne_bytes());
        data.extend_from_slice(&arch.to_ne_bytes());
        data.extend_from_slice(&0u64.to_ne_bytes());
        for a in args {
            data.extend_from_slice(&a.to_ne_bytes());
        }
        let (mut pc, mut acc) = (0usize, 0u32);
        loop {
            let f = &prog[pc];
            let k = f.k;
            let jump = |c: bool| pc + 1 + if c { f.jt as usize } else { f.jf as usize };
            pc = match f.code {
                LD_ABS => {
                    let o = k as usize;
                    acc = u32::from_ne_bytes(data[o..o + 4].try_into().unwrap());
                    pc + 1
                }
                JEQ => jump(acc == k),
                JGE => jump(acc >= k),
                JSET => jump(acc & k != 0),
                RET => return k,
                c => panic!("unexpected BPF opcode {c:#x}"),
            };
        }
    }

    const EPERM: u32 = libc::SECCOMP_RET_ERRNO | libc::EPERM as u32;

    #[test]
    fn filter_decisions() {
        let prog = filter().unwrap();
        assert!(prog.len() < 100, "{} instructions", prog.len());
        let arch = audit_arch().unwrap();
        let run = |nr: i64, a0: u64, a1: u64| eval(prog, arch, nr as u32, [a0, a1, 0, 0, 0, 0]);
        for nr in denied() {
            assert_eq!(run(nr, 0, 0), EPERM, "syscall {nr}");
        }
        for nr in [
            libc::SYS_read,
            libc::SYS_write,
            libc::SYS_execve,
            libc::SYS_openat,
        ] {
            assert_eq!(
                run(nr as i64, 0, 0),
                libc::SECCOMP_RET_ALLOW,
                "syscall {nr}"
            );
        }
        for f in NS_FLAGS {
            for nr in [libc::SYS_clone, libc::SYS_unshare] {
                assert_eq!(run(nr as i64, f | libc::SIGCHLD as u64, 0), EPERM);
            }
        }
        let thread = (libc::CLONE_VM | libc::CLONE_THREAD | libc::CLONE_SIGHAND) as u64;
        assert_eq!(
            run(libc::SYS_clone as i64, thread, 0),
            libc::SECCOMP_RET_ALLOW
        );
        assert_eq!(
            run(libc::SYS_unshare as i64, libc::CLONE_FILES as u64, 0),
            libc::SECCOMP_RET_ALLOW
        );
        for req in [libc::TIOCSTI as u64, libc::TIOCLINUX as u64] {
            assert_eq!(run(libc::SYS_ioctl as i64, 1, req), EPERM);
            // The kernel truncates the request to 32 bits: so does the check.
            assert_eq!(run(libc::SYS_ioctl as i64, 1, req | 1 << 40), EPERM);
        }
        assert_eq!(
            run(libc::SYS_ioctl as i64, 1, libc::TCGETS as u64),
            libc::SECCOMP_RET_ALLOW
        );
        assert_eq!(
            run(libc::SYS_clone3 as i64, 0, 0),
            libc::SECCOMP_RET_ERRNO | libc::ENOSYS as u32
        );
        assert_eq!(
            eval(prog, arch ^ 1, libc::SYS_read as u32, [0; 6]),
            libc::SECCOMP_RET_KILL_PROCESS
        );
        if cfg!(target_arch = "x86_64") {
            // x32 read and x32 mount.
            assert_eq!(run(0x4000_0000, 0, 0), EPERM);
            assert_eq!(run(0x4000_0000 + libc::SYS_mount as i64, 0, 0), EPERM);
        }
    }
}
