package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

func TestPlayAlquerqueEndsWithAResultLine(t *testing.T) {
	var a, b bytes.Buffer
	playAlquerque(&a, 3)
	playAlquerque(&b, 3)
	if a.String() != b.String() {
		t.Error("the same seed played two different games")
	}
	lines := strings.Split(strings.TrimRight(a.String(), "\n"), "\n")
	last := lines[len(lines)-1]
	if !regexp.MustCompile(`^result: (12-0|0-12|\d+-\d+) \((white wins|black wins|tie): .+\)$`).MatchString(last) {
		t.Errorf("last line %q", last)
	}
	if len(lines) < 2 || !strings.HasPrefix(lines[0], "  1 white ") {
		t.Errorf("first line %q", lines[0])
	}
}
