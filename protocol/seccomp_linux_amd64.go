package protocol

// seccompArch: x86-64 (AUDIT_ARCH_X86_64) and i386 (AUDIT_ARCH_I386).
var seccompArch = syscallArch{native: 0xc000003e, setsid: 112, setpgid: 109,
	compat: 0x40000003, compatSetsid: 66, compatSetpgid: 57}
