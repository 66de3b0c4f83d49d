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

/// Where a jump goes: the next instruction or a label.
#[derive(Clone, Copy)]
enum To {
    Next,
    Label(usize),
}

/// A tiny forward-only assembler: instructions with symbolic jump targets, resolved into
/// 8-bit relative offsets at the end.
#[derive(Default)]
struct Asm {
    code: Vec<(u16, u32, To, To)>,
    labels: Vec<Option<usize>>,
}

impl Asm {
    fn label(&mut self) -> usize {
        self.labels.push(None);
        self.labels.len() - 1
    }
    fn place(&mut self, l: usize) {
        self.labels[l] = Some(self.code.len());
    }
    fn op(&mut self, code: u16, k: u32, jt: To, jf: To) {
        self.code.push((code, k, jt, jf));
    }
    fn ret(&mut self, k: u32) {
        self.op(RET, k, To::Next, To::Next);
    }
    fn finish(self) -> Result<BpfProgram, String> {
        let labels = self.labels;
        let off = |i: usize, t: To| -> Result<u8, String> {
            let target = match t {
                To::Next => return Ok(0),
                To::Label(l) => labels[l].ok_or("seccomp: unplaced label")?,
            };
            target
                .checked_sub(i + 1)
                .and_then(|d| u8::try_from(d).ok())
                .ok_or_else(|| "seccomp: jump out of range".to_string())
        };
        self.code
            .iter()
            .enumerate()
            .map(|(i, &(code, k, jt, jf))| {
                Ok(sock_filter {
                    code,
                    jt: off(i, jt)?,
                    jf: off(i, jf)?,
                    k,
                })
            })
            .collect()
    }
}

/// Emits a binary search over `entries` (sorted by syscall number): `jge` splits down to
/// leaves of at most four `jeq`s, each leaf ending in "allow". About 8 comparisons per
/// syscall instead of one per entry, which also keeps the kernel's per-install action-cache
/// emulation (every syscall number run through the filter) short.
fn search(asm: &mut Asm, entries: &[(u32, usize)]) {
    if entries.len() <= 4 {
        for &(nr, target) in entries {
            asm.op(JEQ, nr, To::Label(target), To::Next);
        }
        asm.ret(libc::SECCOMP_RET_ALLOW);
        return;
    }
    let mid = entries.len() / 2;
    let right = asm.label();
    asm.op(JGE, entries[mid].0, To::Label(right), To::Next);
    search(asm, &entries[..mid]);
    asm.place(right);
    search(asm, &entries[mid..]);
}

/// Builds the filter as one short classic-BPF program (about 100 instructions, at most
/// 13 executed per syscall; seccompiler's generic rule compiler emitted 425 executed
/// linearly, plus a second filter for clone3). Layout: check the architecture (kill on
/// mismatch), deny x32 syscall numbers, binary search on the syscall number; then the
/// argument checks for clone/unshare and ioctl, and the shared returns. The kernel's
/// seccomp action cache sees that every other syscall is always allowed and skips the
/// filter for them.
fn build() -> Result<BpfProgram, String> {
    let arch = audit_arch()?;
    let ns_mask = NS_FLAGS.iter().fold(0u64, |m, f| m | f);
    let ns_mask = u32::try_from(ns_mask).map_err(|_| "namespace flags above 32 bits")?;
    let mut asm = Asm::default();
    let (eperm, enosys, ns_flags, ioctl) = (asm.label(), asm.label(), asm.label(), asm.label());

    let arch_ok = asm.label();
    asm.op(LD_ABS, 4, To::Next, To::Next);
    asm.op(JEQ, arch, To::Label(arch_ok), To::Next);
    asm.ret(libc::SECCOMP_RET_KILL_PROCESS);
    asm.place(arch_ok);
    asm.op(LD_ABS, 0, To::Next, To::Next);
    if cfg!(target_arch = "x86_64") {
        // x32 system calls (__X32_SYSCALL_BIT) reach the same kernel code under other numbers.
        asm.op(JGE, 0x4000_0000, To::Label(eperm), To::Next);
    }
    let mut entries: Vec<(u32, usize)> = denied().into_iter().map(|n| (n as u32, eperm)).collect();
    entries.extend([
        (libc::SYS_clone as u32, ns_flags),
        (libc::SYS_unshare as u32, ns_flags),
        (libc::SYS_ioctl as u32, ioctl),
        // clone3 passes its flags in memory, which seccomp cannot inspect: make it look
        // absent so libc falls back to clone(2), whose flags are checked.
        (libc::SYS_clone3 as u32, enosys),
    ]);
    entries.sort_unstable();
    entries.dedup_by_key(|e| e.0);
    search(&mut asm, &entries);

    asm.place(ns_flags);
    asm.op(LD_ABS, arg_lo(0), To::Next, To::Next);
    asm.op(JSET, ns_mask, To::Label(eperm), To::Next);
    asm.ret(libc::SECCOMP_RET_ALLOW);
    asm.place(ioctl);
    asm.op(LD_ABS, arg_lo(1), To::Next, To::Next);
    asm.op(JEQ, libc::TIOCSTI as u32, To::Label(eperm), To::Next);
    asm.op(JEQ, libc::TIOCLINUX as u32, To::Label(eperm), To::Next);
    asm.ret(libc::SECCOMP_RET_ALLOW);
    asm.place(eperm);
    asm.ret(libc::SECCOMP_RET_ERRNO | libc::EPERM as u32);
    asm.place(enosys);
    asm.ret(libc::SECCOMP_RET_ERRNO | libc::ENOSYS as u32);
    asm.finish()
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

    /// Instructions executed on `data` (same subset as `eval`).
    fn count_steps(prog: &[sock_filter], data: &[u8]) -> usize {
        let (mut pc, mut acc, mut n) = (0usize, 0u32, 0);
        loop {
            let f = &prog[pc];
            n += 1;
            let jump = |c: bool| pc + 1 + if c { f.jt as usize } else { f.jf as usize };
            pc = match f.code {
                LD_ABS => {
                    let o = f.k as usize;
                    acc = u32::from_ne_bytes(data[o..o + 4].try_into().unwrap());
                    pc + 1
                }
                JEQ => jump(acc == f.k),
                JGE => jump(acc >= f.k),
                JSET => jump(acc & f.k != 0),
                _ => return n,
            };
        }
    }

    const EPERM: u32 = libc::SECCOMP_RET_ERRNO | libc::EPERM as u32;

    #[test]
    fn filter_decisions() {
        let prog = filter().unwrap();
        assert!(prog.len() < 200, "{} instructions", prog.len());
        // Every syscall number takes a short path (the binary search works).
        let steps = |nr: u32| {
            let mut d = Vec::new();
            d.extend_from_slice(&nr.to_ne_bytes());
            d.extend_from_slice(&audit_arch().unwrap().to_ne_bytes());
            d.resize(64, 0);
            count_steps(prog, &d)
        };
        for nr in 0..500 {
            assert!(steps(nr) <= 16, "syscall {nr}: {} steps", steps(nr));
        }
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
