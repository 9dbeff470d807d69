package program

// WithoutCgroups runs f as if this system gave sandboxes no cgroups, for
// the tests of what a sandbox does then. No sandbox may start meanwhile
// on another goroutine.
func WithoutCgroups(f func()) {
	CheckSandbox()
	saved := cgroups
	cgroups = nil
	defer func() { cgroups = saved }()
	f()
}
