package protocol

// seccompArch: AArch64 (AUDIT_ARCH_AARCH64) and 32-bit ARM
// (AUDIT_ARCH_ARM).
var seccompArch = syscallArch{native: 0xc00000b7, setsid: 157, setpgid: 154,
	compat: 0x40000028, compatSetsid: 66, compatSetpgid: 57}
