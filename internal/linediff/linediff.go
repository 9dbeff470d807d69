// Package linediff helps the game packages' golden tests, which compare what
// a referee sent with what a contest's own engine sent, byte for byte.
package linediff

import (
	"fmt"
	"strings"
)

// First describes the first line where got and want differ, or returns
// "" if they are equal, so that a failing golden test points at the line.
func First(got, want string) string {
	if got == want {
		return ""
	}
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		gl, wl := "<none>", "<none>"
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d: got %q, want %q", i+1, gl, wl)
		}
	}
	return "same lines, different bytes"
}
