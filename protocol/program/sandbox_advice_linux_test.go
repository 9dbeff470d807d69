package program

import (
	"strings"
	"testing"
)

// TestSandboxAdviceNamesWhatToAllow holds the lines bwrap (or its start)
// printed where the sandbox could not be made, in podman 4.3 containers
// (examples/arena/podman-check.sh) and on hosts, against the setting
// each refusal's advice must name.
func TestSandboxAdviceNamesWhatToAllow(t *testing.T) {
	for _, c := range []struct {
		name, why string
		root      bool
		want      []string
	}{
		{"masked /proc (podman's default)", "bwrap: Can't mount proc on /newroot/proc: Operation not permitted", false,
			[]string{"/proc is masked", "procMount: Unmasked", "unmask=ALL"}},
		{"seccomp without sethostname (podman's default)", "bwrap: Can't set hostname to sandbox: Operation not permitted", false,
			[]string{"sethostname", "seccompProfile", "seccomp=unconfined"}},
		{"seccomp without unshare (containerd's and docker's default)", "bwrap: No permissions to create new namespace, likely because the kernel does not allow non-privileged user namespaces. See <https://deb.li/bubblewrap> or <file:///usr/share/doc/bubblewrap/README.Debian.gz>.", false,
			[]string{"user namespaces are off or forbidden", "hostUsers: false", "user.max_user_namespaces"}},
		{"root in a user namespace without the programs' ids", "fork/exec /usr/bin/bwrap: invalid argument", true,
			[]string{"cannot switch to its programs' users", "plain user"}},
		{"a plain user cannot start bwrap", "fork/exec /usr/bin/bwrap: permission denied", false,
			[]string{"user namespaces are off or forbidden"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := sandboxAdvice(c.why, c.root)
			if strings.Contains(got, "\n") {
				t.Errorf("advice is not one line: %q", got)
			}
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("advice for %q does not name %q: %s", c.why, w, got)
				}
			}
		})
	}
}
