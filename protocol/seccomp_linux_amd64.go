package protocol

// seccompArch: x86-64 (AUDIT_ARCH_X86_64) and i386 (AUDIT_ARCH_I386);
// setsid, setpgid, ptrace, add_key, request_key, keyctl.
var seccompArch = syscallArch{native: 0xc000003e, calls: []uint32{112, 109, 101, 248, 249, 250},
	compat: 0x40000003, compatCalls: []uint32{66, 57, 26, 286, 287, 288}}
