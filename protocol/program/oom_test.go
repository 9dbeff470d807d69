//go:build unix

package program

import "testing"

// A program ran out of memory when it failed and its standard error says
// so in the words of a common runtime, in any case; a program that ended
// well never did.
func TestOutOfMemory(t *testing.T) {
	tests := []struct {
		name    string
		success bool
		stderr  string
		want    bool
	}{
		{"Go", false, "fatal error: runtime: out of memory\n\ngoroutine 1 [running]:\n", true},
		{"Go runtime at start", false, "fatal error: out of memory allocating heap arena map\n", true},
		{"C, strerror", false, "bot: malloc: Cannot allocate memory\n", true},
		{"awk", false, "mawk: run time error: out of memory\n", true},
		{"Python", false, "Traceback (most recent call last):\n  ...\nMemoryError\n", true},
		{"C++", false, "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n", true},
		{"Java", false, "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n", true},
		{"C#", false, "Unhandled exception. System.OutOfMemoryException: Insufficient memory.\n", true},
		{"Rust", false, "memory allocation of 1073741824 bytes failed\n", true},
		{"Node.js", false, "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n", true},
		{"Ruby", false, "failed to allocate memory (NoMemoryError)\n", true},
		{"Lua", false, "lua: not enough memory\n", true},
		{"bash", false, "bash: xmalloc: cannot allocate 100 bytes; memory exhausted\n", true},
		{"upper case", false, "OUT OF MEMORY", true},
		{"said so but ended well", true, "warning: nearly out of memory\n", false},
		{"failed for another reason", false, "panic: runtime error: index out of range [3] with length 3\n", false},
		{"failed in silence", false, "", false},
		{"ended well in silence", true, "", false},
	}
	for _, tt := range tests {
		if got := outOfMemory(tt.success, []byte(tt.stderr)); got != tt.want {
			t.Errorf("%s: outOfMemory(%v, %q) = %v, want %v", tt.name, tt.success, tt.stderr, got, tt.want)
		}
	}
}
