//! The seccomp policy: an **allow-list** kept as data in `seccomp/policy.json`
//! (`seccompiler`'s JSON format), modelled on Docker's default profile, compiled into
//! classic BPF at build time (`build.rs`: Firecracker's `seccompiler` compiles the argument
//! checks, the build script lays the syscalls out as a binary search on the syscall number)
//! and installed with `seccompiler` before the program executes.
//!
//! Two filters, installed in this order:
//! - `main`: the syscalls a program needs (Docker's default list for a container without
//!   capabilities) are allowed; every other syscall fails with EPERM. Beyond Docker's
//!   profile it also refuses `ptrace` and `process_vm_readv/writev`, `io_uring_*`,
//!   `adjtimex`/`clock_adjtime`, `name_to_handle_at` and the landlock syscalls. Arguments
//!   are checked for `clone` (no namespace flags), `ioctl` (not `TIOCSTI`/`TIOCLINUX`),
//!   `socket` (not `AF_VSOCK`) and `personality` (Docker's five values). A foreign
//!   architecture is killed; x32 syscall numbers match nothing and fail.
//! - `clone3`: makes `clone3` fail with ENOSYS (its flags are in memory, which seccomp cannot
//!   read), so libc falls back to `clone`, whose flags are checked. The kernel returns the
//!   errno of the most recently installed filter among equal actions, so this one's ENOSYS
//!   wins over `main`'s EPERM.
//!
//! The kernel's action cache sees that the unconditionally allowed syscalls are always
//! allowed and skips the filters for them; only `clone`, `ioctl`, `socket`, `personality`
//! and refused calls run the programs, in about eight comparisons. Filling that cache when
//! the filter is installed runs the program once per syscall number and architecture, which
//! is why the layout matters (0.7 ms for `seccompiler`'s linear program, see `build.rs`).

use std::sync::OnceLock;

use seccompiler::{BpfProgram, sock_filter};

/// The compiled filters, as `build.rs` laid them out.
pub(crate) struct Filters {
    /// The allow-list.
    pub main: &'static [(u16, u8, u8, u32)],
    /// `clone3` → ENOSYS.
    pub clone3: &'static [(u16, u8, u8, u32)],
}

include!(concat!(env!("OUT_DIR"), "/seccomp_filters.rs"));

fn program(code: &[(u16, u8, u8, u32)]) -> BpfProgram {
    code.iter()
        .map(|&(code, jt, jf, k)| sock_filter { code, jt, jf, k })
        .collect()
}

/// The programs to install, in order (built once per process and shared by every spawn), or
/// why there are none here.
pub(crate) fn filters() -> Result<&'static [BpfProgram], &'static str> {
    static PROGRAMS: OnceLock<Result<Vec<BpfProgram>, &'static str>> = OnceLock::new();
    PROGRAMS
        .get_or_init(|| FILTERS.map(|f| vec![program(f.main), program(f.clone3)]))
        .as_ref()
        .map(Vec::as_slice)
        .map_err(|e| *e)
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;

    const AUDIT_ARCH_X86_64: u32 = 62 | 0x8000_0000 | 0x4000_0000;
    const EPERM: u32 = libc::SECCOMP_RET_ERRNO | libc::EPERM as u32;
    const ENOSYS: u32 = libc::SECCOMP_RET_ERRNO | libc::ENOSYS as u32;
    const ALLOW: u32 = libc::SECCOMP_RET_ALLOW;

    /// What one run of a program did: its verdict, whether it read an argument, and how
    /// many instructions it executed.
    struct Run {
        verdict: u32,
        read_args: bool,
        steps: usize,
    }

    /// Runs a classic-BPF program on one `seccomp_data` (nr: u32, arch: u32, ip: u64,
    /// args: [u64; 6]); the subset of instructions seccompiler and build.rs emit.
    fn trace(prog: &[sock_filter], arch: u32, nr: u32, args: [u64; 6]) -> Run {
        let mut data = Vec::with_capacity(64);
        data.extend_from_slice(&nr.to_ne_bytes());
        data.extend_from_slice(&arch.to_ne_bytes());
        data.extend_from_slice(&0u64.to_ne_bytes());
        for a in args {
            data.extend_from_slice(&a.to_ne_bytes());
        }
        let (mut pc, mut acc, mut read_args) = (0usize, 0u32, false);
        for steps in 1..10_000 {
            let f = &prog[pc];
            let k = f.k;
            let jump = |c: bool| pc + 1 + if c { f.jt as usize } else { f.jf as usize };
            let class = f.code & 0x07;
            pc = match class as u32 {
                libc::BPF_LD => {
                    assert_eq!(f.code as u32, libc::BPF_LD | libc::BPF_W | libc::BPF_ABS);
                    let o = k as usize;
                    read_args |= o >= 16;
                    acc = u32::from_ne_bytes(data[o..o + 4].try_into().unwrap());
                    pc + 1
                }
                libc::BPF_ALU => {
                    assert_eq!(f.code as u32, libc::BPF_ALU | libc::BPF_AND | libc::BPF_K);
                    acc &= k;
                    pc + 1
                }
                libc::BPF_JMP => match (f.code as u32) & 0xf0 {
                    libc::BPF_JA => pc + 1 + k as usize,
                    libc::BPF_JEQ => jump(acc == k),
                    libc::BPF_JGT => jump(acc > k),
                    libc::BPF_JGE => jump(acc >= k),
                    libc::BPF_JSET => jump(acc & k != 0),
                    op => panic!("unexpected jump {op:#x}"),
                },
                libc::BPF_RET => {
                    return Run {
                        verdict: k,
                        read_args,
                        steps,
                    };
                }
                c => panic!("unexpected BPF class {c:#x}"),
            };
        }
        panic!("the program did not return");
    }

    fn eval(prog: &[sock_filter], arch: u32, nr: u32, args: [u64; 6]) -> u32 {
        trace(prog, arch, nr, args).verdict
    }

    /// What the kernel decides for a syscall: every filter runs, the most restrictive action
    /// wins, and among equal ones the most recently installed filter's.
    fn decide(arch: u32, nr: i64, args: [u64; 6]) -> u32 {
        let programs = filters().unwrap();
        let mut decision: Option<u32> = None;
        for prog in programs {
            let r = eval(prog, arch, nr as u32, args);
            let rank = |v: u32| match v & libc::SECCOMP_RET_ACTION_FULL {
                libc::SECCOMP_RET_KILL_PROCESS => 0,
                libc::SECCOMP_RET_KILL_THREAD => 1,
                libc::SECCOMP_RET_TRAP => 2,
                libc::SECCOMP_RET_ERRNO => 3,
                _ => 4,
            };
            decision = Some(match decision {
                Some(d) if rank(d) < rank(r) => d,
                _ => r,
            });
        }
        decision.unwrap()
    }

    fn run(nr: i64, a0: u64, a1: u64) -> u32 {
        decide(AUDIT_ARCH_X86_64, nr, [a0, a1, 0, 0, 0, 0])
    }

    #[test]
    fn the_policy_compiled_for_x86_64() {
        // Names of other architectures only.
        assert_eq!(DROPPED, ["riscv_flush_icache"]);
        let programs = filters().unwrap();
        assert_eq!(programs.len(), 2);
        // A binary search: far shorter than seccompiler's linear program.
        assert!(programs[0].len() < 300, "{}", programs[0].len());
        assert!(REFERENCE.main.len() > 1000, "{}", REFERENCE.main.len());
    }

    /// Syscall numbers worth trying: every number the tables could hold, the x32 range,
    /// and the extremes.
    fn numbers() -> impl Iterator<Item = u32> {
        (0..=1024).chain(0x4000_0000..=0x4000_0400).chain([
            0x3fff_ffff,
            0x7fff_ffff,
            0x8000_0000,
            u32::MAX - 1,
            u32::MAX,
        ])
    }

    /// Argument values worth trying for a program: each constant it compares with, its
    /// neighbours and single bits of it, in the lower half with several upper halves.
    fn values(progs: &[&[(u16, u8, u8, u32)]]) -> Vec<u64> {
        let mut lows: Vec<u32> = vec![0, 1, u32::MAX, 0x8000_0000];
        for prog in progs {
            for &(_, _, _, k) in prog.iter() {
                lows.extend([k, k.wrapping_add(1), k.wrapping_sub(1), !k]);
                lows.extend((0..32).map(|b| 1u32 << b).filter(|bit| k & bit != 0));
            }
        }
        lows.sort_unstable();
        lows.dedup();
        let mut out = Vec::new();
        for high in [0u64, 1, 0xffff_ffff, 0x8000_0000] {
            out.extend(lows.iter().map(|&low| (high << 32) | u64::from(low)));
        }
        out
    }

    #[test]
    fn the_binary_search_decides_as_seccompilers_program() {
        let arches = [
            AUDIT_ARCH_X86_64,
            AUDIT_ARCH_X86_64 ^ 1,
            3 | 0x4000_0000, // i386
            0,
        ];
        for (name, ours, reference) in [
            ("main", FILTERS.as_ref().unwrap().main, REFERENCE.main),
            ("clone3", FILTERS.as_ref().unwrap().clone3, REFERENCE.clone3),
        ] {
            let (ours, reference) = (program(ours), program(reference));
            let samples = values(&[FILTERS.as_ref().unwrap().main, REFERENCE.main]);
            let mut checked = 0;
            for arch in arches {
                for nr in numbers() {
                    let want = trace(&reference, arch, nr, [0; 6]);
                    let got = trace(&ours, arch, nr, [0; 6]);
                    assert_eq!(got.verdict, want.verdict, "{name}: arch {arch:#x} nr {nr}");
                    // About log2(ranges) comparisons for a number without argument checks.
                    assert!(
                        got.read_args || got.steps <= 16,
                        "{name}: nr {nr}: {} steps",
                        got.steps
                    );
                    if !(want.read_args || got.read_args) {
                        continue;
                    }
                    // Argument checks: every sample in every argument, then mixtures.
                    checked += 1;
                    for index in 0..6 {
                        for &v in &samples {
                            let mut args = [0u64; 6];
                            args[index] = v;
                            assert_eq!(
                                eval(&ours, arch, nr, args),
                                eval(&reference, arch, nr, args),
                                "{name}: nr {nr} arg {index} = {v:#x}"
                            );
                        }
                    }
                    let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ u64::from(nr);
                    for _ in 0..2000 {
                        let args: [u64; 6] = std::array::from_fn(|_| {
                            seed ^= seed << 13;
                            seed ^= seed >> 7;
                            seed ^= seed << 17;
                            samples[(seed % samples.len() as u64) as usize]
                        });
                        assert_eq!(
                            eval(&ours, arch, nr, args),
                            eval(&reference, arch, nr, args),
                            "{name}: nr {nr} args {args:x?}"
                        );
                    }
                }
            }
            // The policy's argument-checked syscalls were among them (clone, ioctl, socket,
            // personality for main; none for clone3).
            let want = if name == "main" { 4 } else { 0 };
            assert_eq!(checked, want, "{name}");
        }
    }

    #[test]
    fn every_denied_family_fails_with_eperm() {
        for nr in [
            libc::SYS_mount,
            libc::SYS_umount2,
            libc::SYS_pivot_root,
            libc::SYS_chroot,
            libc::SYS_fsopen,
            libc::SYS_fsconfig,
            libc::SYS_fsmount,
            libc::SYS_fspick,
            libc::SYS_move_mount,
            libc::SYS_open_tree,
            libc::SYS_mount_setattr,
            libc::SYS_ptrace,
            libc::SYS_process_vm_readv,
            libc::SYS_process_vm_writev,
            libc::SYS_kcmp,
            libc::SYS_pidfd_getfd,
            libc::SYS_process_madvise,
            libc::SYS_bpf,
            libc::SYS_io_uring_setup,
            libc::SYS_io_uring_enter,
            libc::SYS_io_uring_register,
            libc::SYS_keyctl,
            libc::SYS_add_key,
            libc::SYS_request_key,
            libc::SYS_unshare,
            libc::SYS_setns,
            libc::SYS_perf_event_open,
            libc::SYS_kexec_load,
            libc::SYS_kexec_file_load,
            libc::SYS_init_module,
            libc::SYS_finit_module,
            libc::SYS_delete_module,
            libc::SYS_userfaultfd,
            libc::SYS_reboot,
            libc::SYS_swapon,
            libc::SYS_swapoff,
            libc::SYS_acct,
            libc::SYS_quotactl,
            libc::SYS_quotactl_fd,
            libc::SYS_open_by_handle_at,
            libc::SYS_name_to_handle_at,
            libc::SYS_settimeofday,
            libc::SYS_clock_settime,
            libc::SYS_clock_adjtime,
            libc::SYS_adjtimex,
            libc::SYS_syslog,
            libc::SYS_vhangup,
            libc::SYS_sethostname,
            libc::SYS_setdomainname,
            libc::SYS_iopl,
            libc::SYS_ioperm,
            libc::SYS_lookup_dcookie,
            libc::SYS_mbind,
            libc::SYS_set_mempolicy,
            libc::SYS_get_mempolicy,
            libc::SYS_fanotify_init,
            libc::SYS_landlock_create_ruleset,
            libc::SYS_landlock_add_rule,
            libc::SYS_landlock_restrict_self,
            libc::SYS_uselib,
            libc::SYS_ustat,
            libc::SYS_sysfs,
            libc::SYS__sysctl,
        ] {
            assert_eq!(run(nr, 0, 0), EPERM, "syscall {nr}");
        }
    }

    #[test]
    fn what_programs_need_is_allowed() {
        for nr in [
            libc::SYS_read,
            libc::SYS_write,
            libc::SYS_openat,
            libc::SYS_execve,
            libc::SYS_mmap,
            libc::SYS_futex,
            libc::SYS_rseq,
            libc::SYS_getrandom,
            libc::SYS_statx,
            libc::SYS_wait4,
            libc::SYS_kill,
            libc::SYS_arch_prctl,
        ] {
            assert_eq!(run(nr, 0, 0), ALLOW, "syscall {nr}");
        }
    }

    #[test]
    fn arguments_are_checked_where_the_policy_says() {
        // clone: threads and processes, never a new namespace.
        let thread = (libc::CLONE_VM | libc::CLONE_THREAD | libc::CLONE_SIGHAND) as u64;
        assert_eq!(run(libc::SYS_clone, thread, 0), ALLOW);
        assert_eq!(run(libc::SYS_clone, libc::SIGCHLD as u64, 0), ALLOW);
        for flag in [
            libc::CLONE_NEWUSER,
            libc::CLONE_NEWNS,
            libc::CLONE_NEWPID,
            libc::CLONE_NEWNET,
            libc::CLONE_NEWIPC,
            libc::CLONE_NEWUTS,
            libc::CLONE_NEWCGROUP,
        ] {
            let flags = flag as u64 | libc::SIGCHLD as u64;
            assert_eq!(run(libc::SYS_clone, flags, 0), EPERM, "{flag:#x}");
        }
        // clone3 looks absent.
        assert_eq!(run(libc::SYS_clone3, 0, 0), ENOSYS);
        // ioctl: not TIOCSTI/TIOCLINUX, whatever the upper half says.
        for req in [libc::TIOCSTI, libc::TIOCLINUX] {
            assert_eq!(run(libc::SYS_ioctl, 1, req), EPERM);
            assert_eq!(run(libc::SYS_ioctl, 1, req | 1 << 40), EPERM);
        }
        assert_eq!(run(libc::SYS_ioctl, 1, libc::TCGETS), ALLOW);
        // socket: not AF_VSOCK.
        assert_eq!(run(libc::SYS_socket, libc::AF_VSOCK as u64, 1), EPERM);
        assert_eq!(run(libc::SYS_socket, libc::AF_INET as u64, 1), ALLOW);
        assert_eq!(run(libc::SYS_socket, libc::AF_UNIX as u64, 1), ALLOW);
        // personality: Docker's values only (not READ_IMPLIES_EXEC, not ADDR_NO_RANDOMIZE).
        for ok in [0u64, 8, 0x20000, 0x20008, 0xffff_ffff] {
            assert_eq!(run(libc::SYS_personality, ok, 0), ALLOW, "{ok:#x}");
        }
        for bad in [0x0400000u64, 0x0040000] {
            assert_eq!(run(libc::SYS_personality, bad, 0), EPERM, "{bad:#x}");
        }
    }

    #[test]
    fn foreign_architectures_die_and_x32_numbers_fail() {
        let verdict = decide(AUDIT_ARCH_X86_64 ^ 1, libc::SYS_read, [0; 6]);
        assert_eq!(
            verdict & libc::SECCOMP_RET_ACTION_FULL,
            libc::SECCOMP_RET_KILL_PROCESS
        );
        // x32 read and x32 mount.
        assert_eq!(run(0x4000_0000, 0, 0), EPERM);
        assert_eq!(run(0x4000_0000 + libc::SYS_mount, 0, 0), EPERM);
    }
}
