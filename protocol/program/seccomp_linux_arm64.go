package program

// seccompArch: AArch64 (AUDIT_ARCH_AARCH64) and 32-bit ARM
// (AUDIT_ARCH_ARM). Refused: setsid, setpgid, ptrace, add_key,
// request_key, keyctl, memfd_create, shmget, msgget. Setting an action:
// rt_sigaction (and ARM's sigaction).
var seccompArch = syscallArch{native: 0xc00000b7,
	calls:      []uint32{157, 154, 117, 217, 218, 219, 279, 194, 186},
	sigactions: []uint32{134},
	compat:     0x40000028, compatCalls: []uint32{66, 57, 26, 309, 310, 311, 385, 307, 303},
	compatSigactions: []uint32{174, 67}}
