package games_test

import (
	"go/parser"
	"go/scanner"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// repeatRun is how many code lines in a row make a repeat: fewer are
// idioms (an error check and its return), more are a piece of logic.
const repeatRun = 6

// deliberateRepeats are the pairs of files that may share a run, and
// why each copy is the better code.
var deliberateRepeats = map[[2]string]string{
	// The test spells out the JSON names ontherun.js reads, apart from the
	// Go type that writes them, so that a renamed field fails it.
	{"ontherun/drawing.go", "ontherun/drawing_test.go"}: "the page's JSON contract",
	// Runnable examples each read alone in godoc: each shows its whole
	// match, the player's script included.
	{"protocol/example_linux_test.go", "protocol/example_linux_test.go"}: "examples",
	{"protocol/example_linux_test.go", "protocol/example_unix_test.go"}:  "examples",
}

// No run of six code lines is written twice in the module's Go code, tests
// included, but for the deliberate copies listed above: what two places
// do alike lives in one function that both call. A code line is a line
// with more than punctuation, read as Go tokens (so comments, blank lines
// and spacing do not count); import declarations do not count, as two
// files may well import the same packages.
//
// The failure lists every other pair of files sharing a run, with the
// lines where the first shared run begins in each.
func TestNoCodeIsWrittenTwice(t *testing.T) {
	files, err := codeLines(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range repeats(files) {
		if _, ok := deliberateRepeats[[2]string{p.a.file, p.b.file}]; ok {
			continue
		}
		t.Errorf("%s:%d and %s:%d begin the same %d code lines: share them", p.a.file, p.a.line, p.b.file, p.b.line, repeatRun)
	}
}

// A codeLine is one line of Go code reduced to its tokens.
type codeLine struct {
	file string
	line int
	text string // the line's tokens, one space apart
}

// codeLines returns the code lines of every Go file below root, file by
// file, leaving out hidden folders, testdata and import declarations.
func codeLines(root string) ([][]codeLine, error) {
	var files [][]codeLine
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		lines, err := fileCodeLines(path)
		files = append(files, lines)
		return err
	})
	return files, err
}

// fileCodeLines returns the code lines of the Go file at path.
func fileCodeLines(path string) ([]codeLine, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, parser.ImportsOnly)
	if err != nil {
		return nil, err
	}
	imports := map[int]bool{}
	for _, decl := range f.Decls {
		for l := fset.Position(decl.Pos()).Line; l <= fset.Position(decl.End()).Line; l++ {
			imports[l] = true
		}
	}
	var s scanner.Scanner
	file := fset.AddFile(path, -1, len(src))
	s.Init(file, src, nil, 0)
	words := map[int][]string{}
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		line := file.Line(pos)
		if imports[line] || tok == token.SEMICOLON && lit == "\n" {
			continue
		}
		if lit == "" {
			lit = tok.String()
		}
		words[line] = append(words[line], lit)
	}
	var lines []codeLine
	for _, n := range slices.Sorted(maps.Keys(words)) {
		if w := words[n]; !onlyPunctuation(w) {
			lines = append(lines, codeLine{filepath.ToSlash(path), n, strings.Join(w, " ")})
		}
	}
	return lines, nil
}

// onlyPunctuation says whether a line's tokens are all brackets, commas,
// colons and semicolons, as a closing brace's line is.
func onlyPunctuation(words []string) bool {
	for _, w := range words {
		if !strings.Contains("{}()[],;:", w) {
			return false
		}
	}
	return true
}

// A repeat is the first run two files share, where it begins in each.
type repeat struct{ a, b codeLine }

// repeats returns the pairs of files that share a run of repeatRun code
// lines (a file paired with itself where a run stands twice in it), each
// with the first run they share, in the order of the files.
func repeats(files [][]codeLine) []repeat {
	seen := map[string][]codeLine{} // a run's text: where it stood before
	first := map[[2]string]bool{}
	var pairs []repeat
	for _, lines := range files {
		last := map[string]int{} // a run's text: where it last began in this file
		for i := 0; i+repeatRun <= len(lines); i++ {
			var run strings.Builder
			for _, l := range lines[i : i+repeatRun] {
				run.WriteString(l.text)
				run.WriteByte('\n')
			}
			key, at := run.String(), lines[i]
			if j, ok := last[key]; ok && i-j < repeatRun {
				continue // the same lines again, overlapping the run before
			}
			last[key] = i
			for _, prev := range seen[key] {
				if pair := [2]string{prev.file, at.file}; !first[pair] {
					first[pair] = true
					pairs = append(pairs, repeat{prev, at})
				}
			}
			seen[key] = append(seen[key], at)
		}
	}
	return pairs
}

// The scan pairs files that share six code lines in a row, not five, and
// a file with itself only where the two runs do not overlap.
func TestRepeats(t *testing.T) {
	file := func(name string, texts ...string) []codeLine {
		var lines []codeLine
		for i, s := range texts {
			lines = append(lines, codeLine{name, i + 1, s})
		}
		return lines
	}
	six := []string{"a", "b", "c", "d", "e", "f"}
	for _, c := range []struct {
		name  string
		files [][]codeLine
		want  int
	}{
		{"six shared", [][]codeLine{file("x", six...), file("y", append([]string{"z"}, six...)...)}, 1},
		{"five shared", [][]codeLine{file("x", six[:5]...), file("y", six[:5]...)}, 0},
		{"one file, overlapping", [][]codeLine{file("x", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a")}, 0},
		{"one file, twice", [][]codeLine{file("x", append(six, six...)...)}, 1},
		{"three files", [][]codeLine{file("x", six...), file("y", six...), file("z", six...)}, 3},
	} {
		if got := repeats(c.files); len(got) != c.want {
			t.Errorf("%s: %d pairs %v, want %d", c.name, len(got), got, c.want)
		}
	}
}
