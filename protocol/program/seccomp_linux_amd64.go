package program

// seccompArch: x86-64 (AUDIT_ARCH_X86_64) and i386 (AUDIT_ARCH_I386).
// Refused: setsid, setpgid, ptrace, add_key, request_key, keyctl,
// memfd_create, shmget, msgget (and i386's ipc). Setting an action:
// rt_sigaction (and i386's sigaction and signal).
var seccompArch = syscallArch{native: 0xc000003e,
	calls:      []uint32{112, 109, 101, 248, 249, 250, 319, 29, 68},
	sigactions: []uint32{13},
	compat:     0x40000003, compatCalls: []uint32{66, 57, 26, 286, 287, 288, 356, 395, 399, 117},
	compatSigactions: []uint32{174, 67, 48}}
