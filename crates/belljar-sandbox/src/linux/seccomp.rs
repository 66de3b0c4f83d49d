//! The seccomp deny-list: syscalls a sandboxed program never needs and that widen the kernel
//! attack surface or undo the isolation (mount, ptrace, bpf, module loading, kexec, keyrings,
//! perf, userfaultfd, io_uring, new namespaces, reboot, swap, clock setting, TIOCSTI...).
//! They fail with EPERM; everything else is allowed. Compiled once with `seccompiler`.

// Syscall numbers and ioctl constants have target-dependent integer types; the casts are
// no-ops on x86_64 but needed elsewhere.
#![allow(clippy::unnecessary_cast)]

use std::collections::BTreeMap;
use std::sync::OnceLock;

use seccompiler::{
    BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter,
    SeccompRule, TargetArch,
};

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

fn cond(
    arg: u8,
    op: SeccompCmpOp,
    value: u64,
) -> Result<SeccompCondition, seccompiler::BackendError> {
    SeccompCondition::new(arg, SeccompCmpArgLen::Qword, op, value)
}

fn build() -> Result<(BpfProgram, BpfProgram), String> {
    let arch = TargetArch::try_from(std::env::consts::ARCH).map_err(|e| e.to_string())?;
    let mut rules: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
    for s in denied() {
        rules.insert(s, vec![]);
    }
    let err = |e: seccompiler::BackendError| e.to_string();
    // clone/unshare with any namespace flag.
    let ns_rules = |arg: u8| -> Result<Vec<SeccompRule>, String> {
        NS_FLAGS
            .iter()
            .map(|f| {
                SeccompRule::new(vec![
                    cond(arg, SeccompCmpOp::MaskedEq(*f), *f).map_err(err)?,
                ])
                .map_err(err)
            })
            .collect()
    };
    rules.insert(libc::SYS_unshare as i64, ns_rules(0)?);
    // x86_64 clone(flags, ...): flags is argument 0 on every supported architecture.
    rules.insert(libc::SYS_clone as i64, ns_rules(0)?);
    // ioctl(fd, TIOCSTI / TIOCLINUX, ...): terminal input injection.
    rules.insert(
        libc::SYS_ioctl as i64,
        vec![
            SeccompRule::new(vec![
                cond(1, SeccompCmpOp::MaskedEq(0xffff_ffff), libc::TIOCSTI as u64).map_err(err)?,
            ])
            .map_err(err)?,
            SeccompRule::new(vec![
                cond(
                    1,
                    SeccompCmpOp::MaskedEq(0xffff_ffff),
                    libc::TIOCLINUX as u64,
                )
                .map_err(err)?,
            ])
            .map_err(err)?,
        ],
    );
    let eperm = SeccompAction::Errno(libc::EPERM as u32);
    let main = SeccompFilter::new(rules, SeccompAction::Allow, eperm, arch).map_err(err)?;
    // clone3 passes its flags in memory, which seccomp cannot inspect: make it look absent
    // so libc falls back to clone(2), whose flags the rules above do check.
    let clone3 = SeccompFilter::new(
        BTreeMap::from([(libc::SYS_clone3 as i64, vec![])]),
        SeccompAction::Allow,
        SeccompAction::Errno(libc::ENOSYS as u32),
        arch,
    )
    .map_err(err)?;
    let main: BpfProgram = main.try_into().map_err(err)?;
    let clone3: BpfProgram = clone3.try_into().map_err(err)?;
    Ok((main, clone3))
}

/// The compiled filters (main deny-list, then the clone3-to-ENOSYS filter; two filters
/// because one filter has a single match action), or why they cannot be built here.
pub(crate) fn filters() -> Result<&'static (BpfProgram, BpfProgram), &'static str> {
    static FILTERS: OnceLock<Result<(BpfProgram, BpfProgram), String>> = OnceLock::new();
    FILTERS.get_or_init(build).as_ref().map_err(|e| e.as_str())
}
