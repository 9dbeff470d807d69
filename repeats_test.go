package games_test

import (
	"fmt"
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

// maxRepeats is how many pairs of files may share such a run. The ones
// left are deliberate: the five skeleton programs are each one file that
// a contest entrant copies out and reads alone, so each opens the same
// way.
const maxRepeats = 10

// No run of six code lines is written twice in the module's Go code, tests
// included, but for the few deliberate copies that maxRepeats allows: what
// two places do alike lives in one function that both call. A code line
// is a line with more than punctuation, read as Go tokens (so comments,
// blank lines and spacing do not count); import declarations do not
// count, as two files may well import the same packages.
//
// The failure lists every pair of files sharing a run, with where the
// first run stands in each.
func TestNoCodeIsWrittenTwice(t *testing.T) {
	files, err := codeLines(".")
	if err != nil {
		t.Fatal(err)
	}
	pairs := repeats(files)
	for _, p := range pairs {
		t.Log(p)
	}
	if len(pairs) > maxRepeats {
		t.Errorf("%d pairs of files share a run of %d code lines, more than %d:\n%s",
			len(pairs), repeatRun, maxRepeats, strings.Join(pairs, "\n"))
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
			lines = append(lines, codeLine{path, n, strings.Join(w, " ")})
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

// repeats returns the pairs of files that share a run of repeatRun code
// lines (a file paired with itself where a run stands twice in it), each
// as "a.go:L ~ b.go:M", the lines where the first shared run begins.
func repeats(files [][]codeLine) []string {
	seen := map[string][]codeLine{} // a run's text: where it stood before
	first := map[[2]string]string{}
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
				pair := [2]string{prev.file, at.file}
				if _, ok := first[pair]; !ok {
					first[pair] = fmt.Sprintf("%s:%d ~ %s:%d", prev.file, prev.line, at.file, at.line)
				}
			}
			seen[key] = append(seen[key], at)
		}
	}
	var pairs []string
	for _, p := range first {
		pairs = append(pairs, p)
	}
	slices.Sort(pairs)
	return pairs
}
