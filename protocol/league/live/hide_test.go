package live

import "testing"

// A fault's detail loses the line of standard error it quotes, whole,
// even with quotes, "; " or a cut inside it, and keeps the rest.
func TestRedact(t *testing.T) {
	const hidden = "its last stderr line: (shown to its author only)"
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"exit status 3", "exit status 3"},
		{`exit status 3; its last stderr line: "secret"`, "exit status 3; " + hidden},
		{`its last stderr line: "a \"quoted\"; secret"; it was asleep`, hidden + "; it was asleep"},
		{`its last stderr line: "secret"... (5000 bytes); no line read`, hidden + "; no line read"},
		{`in seat 1, exited: its last stderr line: "secret" (its record: x)`, "in seat 1, exited: " + hidden + " (its record: x)"},
		{`its last stderr line: not quoted, secret`, hidden},
		{`its last stderr line: "one"; its last stderr line: "two"`, hidden + "; " + hidden},
	} {
		if got := redact(tc.in); got != tc.want {
			t.Errorf("redact(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
