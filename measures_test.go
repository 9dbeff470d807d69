package games_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// The limits every function outside tests keeps: a reader takes in a
// function of 60 lines at once, and one with at most 15 paths through it
// (cyclomatic complexity) can be read and tested path by path.
const (
	maxFuncLines      = 60
	maxFuncComplexity = 15
)

// Every function outside tests is short and has few paths, as the limits
// above say: a longer one is split into helpers whose names say what each
// step does.
func TestEveryFunctionIsShortAndPlain(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			where := fset.Position(fn.Pos())
			if n := fset.Position(fn.End()).Line - where.Line + 1; n > maxFuncLines {
				t.Errorf("%s:%d: %s is %d lines long, more than %d", path, where.Line, fn.Name.Name, n, maxFuncLines)
			}
			if c := complexity(fn); c > maxFuncComplexity {
				t.Errorf("%s:%d: %s has cyclomatic complexity %d, more than %d", path, where.Line, fn.Name.Name, c, maxFuncComplexity)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// complexity returns fn's cyclomatic complexity: one path, and one more
// for each if, loop, case of a switch or select (a default adds none),
// && and ||.
func complexity(fn *ast.FuncDecl) int {
	c := 1
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			c++
		case *ast.CaseClause:
			if n.List != nil {
				c++
			}
		case *ast.CommClause:
			if n.Comm != nil {
				c++
			}
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				c++
			}
		}
		return true
	})
	return c
}
