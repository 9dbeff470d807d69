package text

import (
	"errors"
	"testing"
)

func TestClip(t *testing.T) {
	tests := []struct {
		s    string
		max  int
		want string
	}{
		{"", 3, ""},
		{"abc", 3, "abc"},
		{"abcd", 3, "abc..."},
	}
	for _, tt := range tests {
		if got := Clip(tt.s, tt.max); got != tt.want {
			t.Errorf("Clip(%q, %d) = %q, want %q", tt.s, tt.max, got, tt.want)
		}
	}
}

func TestQuote(t *testing.T) {
	tests := []struct {
		s    string
		max  int
		want string
	}{
		{"a\tb", 5, `"a\tb"`},
		{"abcdef", 3, `"abc"... (6 bytes)`},
	}
	for _, tt := range tests {
		if got := Quote(tt.s, tt.max); got != tt.want {
			t.Errorf("Quote(%q, %d) = %s, want %s", tt.s, tt.max, got, tt.want)
		}
	}
}

// Java's String.trim removes every byte up to the space, and nothing else.
func TestTrimControl(t *testing.T) {
	tests := []struct{ s, want string }{
		{"", ""},
		{" \t\r\n\x00READY\x1f ", "READY"},
		{"\u00a0x\u00a0", "\u00a0x\u00a0"}, // a no-break space is not trimmed
		{"a b", "a b"},
	}
	for _, tt := range tests {
		if got := TrimControl(tt.s); got != tt.want {
			t.Errorf("TrimControl(%q) = %q, want %q", tt.s, got, tt.want)
		}
	}
}

func TestName(t *testing.T) {
	type kind uint8
	names := []string{"zero", "", "two"}
	for v, want := range map[kind]string{0: "zero", 1: "kind(1)", 2: "two", 3: "kind(3)", 255: "kind(255)"} {
		if got := Name(v, names, "kind"); got != want {
			t.Errorf("Name(%d) = %q, want %q", v, got, want)
		}
	}
}

// An error read where it arose says so between its package's name and its
// detail, and still wraps what it wrapped.
func TestWithinSaysWhereBetweenPackageAndDetail(t *testing.T) {
	base := errors.New("base")
	err := Errorf("amazes", "setup: %d lines: %w", 3, base)
	if got := err.Error(); got != "amazes: setup: 3 lines: base" {
		t.Fatalf("Errorf: %q", got)
	}
	in := Within(err, "option maze")
	if got, want := in.Error(), "amazes: option maze: setup: 3 lines: base"; got != want {
		t.Errorf("Within: %q, want %q", got, want)
	}
	if !errors.Is(in, base) || !errors.Is(in, err) {
		t.Errorf("Within(%v) does not wrap what it read", err)
	}
	if got, want := Within(base, "option maze").Error(), "option maze: base"; got != want {
		t.Errorf("Within of a plain error: %q, want %q", got, want)
	}
}

// What a terminal would act on is escaped; what it shows is kept.
func TestEscape(t *testing.T) {
	tests := []struct{ s, want string }{
		{"", ""},
		{"e3-d4", "e3-d4"},
		{`a\x1b b`, `a\x1b b`}, // a backslash is kept as written
		{"\tdéjà vu ♞", "\tdéjà vu ♞"},
		{"\x1b[2J\x1b]0;title\x07", `\x1b[2J\x1b]0;title\a`},
		{"a\rb\nc\x00", `a\rb\nc\x00`},
		{"\x7f\u0085\u202e", `\x7f\u0085\u202e`},
		{"ok\xff\xc3", `ok\xff\xc3`},
	}
	for _, tt := range tests {
		if got := Escape(tt.s); got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.s, got, tt.want)
		}
	}
}
