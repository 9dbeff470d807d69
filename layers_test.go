package games_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// maxStructFields is the most fields a struct of the plumbing (protocol and
// the example programs) may have: a type with more holds more than one job,
// and is split into types that each hold one.
const maxStructFields = 15

// No struct outside tests in protocol or examples has more than
// maxStructFields fields.
func TestNoStructHoldsTooMuch(t *testing.T) {
	for _, root := range []string{"protocol", "examples"} {
		forEachSource(t, root, func(path string, f *ast.File) {
			ast.Inspect(f, func(n ast.Node) bool {
				ts, ok := n.(*ast.TypeSpec)
				if !ok {
					return true
				}
				if st, ok := ts.Type.(*ast.StructType); ok {
					if k := fieldCount(st); k > maxStructFields {
						t.Errorf("%s: struct %s has %d fields, more than %d", path, ts.Name.Name, k, maxStructFields)
					}
				}
				return true
			})
		})
	}
}

// fieldCount counts a struct's fields, an embedded one as one.
func fieldCount(st *ast.StructType) int {
	n := 0
	for _, f := range st.Fields.List {
		n += max(len(f.Names), 1)
	}
	return n
}

// layers says which of the module's packages under protocol each package
// under protocol may import outside tests (besides the root package and
// internal ones): each only those below it, and a package that draws or
// counts (pages, statistics) never one that starts processes.
var layers = map[string][]string{
	"protocol/record":          nil,
	"protocol":                 {"protocol/record"},
	"protocol/program":         {"protocol/record"},
	"protocol/arena/stats":     nil,
	"protocol/arena/standings": {"protocol/record", "protocol/arena/stats"},
	"protocol/view":            {"protocol/record", "protocol/arena/stats", "protocol/arena/standings"},
	"protocol/arena":           {"protocol", "protocol/program", "protocol/record", "protocol/arena/stats", "protocol/arena/standings"},
	"protocol/league":          {"protocol", "protocol/program", "protocol/record", "protocol/arena", "protocol/arena/stats", "protocol/arena/standings"},
	"protocol/league/live":     {"protocol/league", "protocol/record", "protocol/view", "protocol/arena/standings"},
	"protocol/protocoltest":    {"protocol", "protocol/program", "protocol/record"},
	"protocol/internal/toy":    {"protocol", "protocol/record"},
	"protocol/internal/steps":  nil,
}

// Each package under protocol imports only the packages its layer allows,
// and no game package.
func TestPackagesImportDownward(t *testing.T) {
	const module = "github.com/contestgames/games/"
	forEachSource(t, "protocol", func(path string, f *ast.File) {
		pkg := filepath.ToSlash(filepath.Dir(path))
		allowed, known := layers[pkg]
		if !known && !strings.Contains(pkg, "/internal/") {
			t.Errorf("%s: package %s has no layer: add it to layers", path, pkg)
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			dep, ok := strings.CutPrefix(p, module)
			if !ok || strings.Contains(dep, "internal/") || !known {
				continue
			}
			if !slices.Contains(allowed, dep) {
				t.Errorf("%s: %s imports %s, which its layer does not allow (only %v)", path, pkg, dep, allowed)
			}
		}
	})
}

// forEachSource parses every Go file outside tests and testdata under root
// and calls fn with its path and syntax.
func forEachSource(t *testing.T, root string, fn func(path string, f *ast.File)) {
	t.Helper()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		fn(path, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
