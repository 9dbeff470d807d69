package linediff

import "testing"

func TestFirst(t *testing.T) {
	for _, tc := range []struct{ got, want, diff string }{
		{"a\nb\n", "a\nb\n", ""},
		{"a\nc\n", "a\nb\n", `line 2: got "c", want "b"`},
		{"a\n", "a\nb\n", `line 2: got "", want "b"`},
		{"a", "a\nb", `line 2: got "<none>", want "b"`},
	} {
		if got := First(tc.got, tc.want); got != tc.diff {
			t.Errorf("First(%q, %q) = %q, want %q", tc.got, tc.want, got, tc.diff)
		}
	}
}
