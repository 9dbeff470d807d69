package arena

import (
	"os"
	"testing"
)

// Words that name files here become absolute; others stay as they are.
func TestAbsolutePaths(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"./arena.go -x", wd + "/arena.go -x"},
		{"python3 arena.go", "python3 " + wd + "/arena.go"},
		{"sh -c 'echo hi'", "sh -c 'echo hi'"},
		{"/bin/true", "/bin/true"},
		{"nosuchfile arg", "nosuchfile arg"},
	} {
		if got := AbsolutePaths(tc.in); got != tc.want {
			t.Errorf("absolutePaths(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
