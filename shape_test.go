package games_test

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/internal/allgames"
	"github.com/contestgames/games/internal/linediff"
	"github.com/contestgames/games/langwars"
)

// gamePackages are the directories of the five game packages.
var gamePackages = []string{"alquerque", "amazes", "blockdrop", "langwars", "ontherun"}

// api is what one package exports, read from its source: each exported
// top-level name, and each func's and method's signature without parameter
// names, as "func(uint64) Setup" under "RandomSetup" or "(*Referee).State".
type api map[string]string

func readAPI(t *testing.T, dir string) api {
	t.Helper()
	// The files this system builds, as go/build chooses them: not the
	// tests, and of the files for other systems none.
	pkg, err := build.ImportDir(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	out := api{}
	for _, name := range pkg.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			addDecl(out, d)
		}
	}
	return out
}

func addDecl(out api, d ast.Decl) {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if !d.Name.IsExported() {
			return
		}
		name := d.Name.Name
		if d.Recv != nil {
			recv := types.ExprString(d.Recv.List[0].Type)
			if !ast.IsExported(strings.TrimLeft(recv, "*")) {
				return
			}
			name = "(" + recv + ")." + name
		}
		out[name] = signature(d.Type)
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if s.Name.IsExported() {
					out[s.Name.Name] = "type"
				}
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.IsExported() {
						out[n.Name] = d.Tok.String()
					}
				}
			}
		}
	}
}

// signature writes a func type without its parameter names.
func signature(f *ast.FuncType) string {
	list := func(fl *ast.FieldList) []string {
		var ts []string
		if fl == nil {
			return nil
		}
		for _, field := range fl.List {
			n := max(len(field.Names), 1)
			for range n {
				ts = append(ts, types.ExprString(field.Type))
			}
		}
		return ts
	}
	s := "func(" + strings.Join(list(f.Params), ", ") + ")"
	switch res := list(f.Results); len(res) {
	case 0:
	case 1:
		s += " " + res[0]
	default:
		s += " (" + strings.Join(res, ", ") + ")"
	}
	return s
}

// Every game package and its bots package have the shape that doc.go
// describes, with the same names and signatures, so that a reader who knows
// one knows all five.
func TestEveryGamePackageHasTheSameShape(t *testing.T) {
	state := map[string]string{"alquerque": "Position"}
	for _, dir := range gamePackages {
		s := state[dir]
		if s == "" {
			s = "State"
		}
		want := map[string]string{
			"Game":                "func() games.Game",
			"Setup":               "type",
			"RandomSetup":         "func(uint64) Setup",
			"NewReferee":          "func(Setup) (*Referee, error)",
			"DefaultClock":        "func() games.Clock",
			"Referee":             "type",
			"(*Referee).Setup":    "func() Setup",
			"(*Referee).State":    "func() " + s,
			"(*Referee).Reply":    "func(int, string) error",
			"(*Referee).Fault":    "func(int, games.FaultKind) error",
			"End":                 "type",
			"NotOver":             "const",
			"(End).String":        "func() string",
			"(*" + s + ").End":    "func() End",
			"(*" + s + ").Over":   "func() bool",
			"(*" + s + ").Winner": "func() (int, bool)",
			"(*" + s + ").Score":  "", // its type is the contest's scoring
			"(*" + s + ").String": "func() string",
			"(*" + s + ").Moves":  "", // of the game's move type
			"(*" + s + ").Play":   "",
			"(*" + s + ").ToMove": "func() int",
			"MoveListSize":        "const",
			"MoveError":           "type",
			"(*MoveError).Error":  "func() string",
			"Rule":                "type",
			"(Rule).String":       "func() string",
		}
		if hidden[dir] {
			want["View"] = "type"
			want["(*"+s+").View"] = ""
		}
		if dir != "alquerque" { // Alquerque's set-up is its start Position
			want["NewState"] = "func(Setup) (State, error)"
		}
		got := readAPI(t, dir)
		for name, sig := range want {
			g, ok := got[name]
			if !ok {
				// A state's method may have a value receiver.
				g, ok = got[strings.Replace(name, "(*"+s+")", "("+s+")", 1)]
			}
			switch {
			case !ok:
				t.Errorf("%s: no %s", dir, name)
			case sig != "" && g != sig:
				t.Errorf("%s: %s is %q, want %q", dir, name, g, sig)
			}
		}
		for _, name := range []string{"RefereeOption", "WithClock", "(*Referee).SetClock",
			"(*" + s + ").ViewOf", "(*" + s + ").DetectivesView", "DetectivesView", "NewDetectivesView",
			"PlayError", "(*" + s + ").Actions", "MaxActions"} {
			if _, ok := got[name]; ok {
				t.Errorf("%s: has %s; NewReferee takes the set-up alone, and a runner's clock replaces the referee's", dir, name)
			}
		}
		bots := readAPI(t, filepath.Join(dir, "bots"))
		for name, sig := range map[string]string{
			"Names": "func() []string",
			"New":   "func(string, uint64, int, map[string]string) (games.Bot, error)",
			"Game":  "func() games.Game",
		} {
			if g := bots[name]; g != sig {
				t.Errorf("%s/bots: %s is %q, want %q", dir, name, g, sig)
			}
		}
	}
}

// hidden are the games in which a player does not see everything: each
// has a View of what one player knows.
var hidden = map[string]bool{"amazes": true, "langwars": true, "ontherun": true}

// Every game declares what a match starts from, and its descriptor, in
// game.go: a reader looks for them there.
func TestEveryGameDeclaresItsSetUpInGameGo(t *testing.T) {
	for _, dir := range gamePackages {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, filepath.Join(dir, "game.go"), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		got := api{}
		for _, d := range f.Decls {
			addDecl(got, d)
		}
		want := []string{"Setup", "RandomSetup", "Game", "DefaultClock"}
		if dir != "alquerque" {
			want = append(want, "NewState")
		}
		for _, name := range want {
			if _, ok := got[name]; !ok {
				t.Errorf("%s/game.go does not declare %s", dir, name)
			}
		}
	}
}

// Every game offers hosts a text board, for a replay move by move: its
// Game's Board draws the state of a new match's referee.
func TestEveryGameDrawsABoardAndAReplay(t *testing.T) {
	for _, g := range allgames.Games() {
		if g.Board == nil {
			t.Errorf("%s: Game().Board is nil", g.Name)
			continue
		}
		ref, _, err := g.NewReferee(1, nil)
		if err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		if board := g.Board(ref); board == "" || strings.HasSuffix(board, "\n") {
			t.Errorf("%s: the board of a new match is %q; want text without a final newline", g.Name, board)
		}
		if g.Drawing.Match == nil || g.Drawing.Frames == nil {
			t.Errorf("%s: Game().View is not filled in: a replay page would draw nothing", g.Name)
			continue
		}
		if f := g.Drawing.Frames(ref)(); len(f.Scores) != g.Players() || len(f.Facts) == 0 {
			t.Errorf("%s: the first frame has scores %v and facts %v; want a score per seat and some facts", g.Name, f.Scores, f.Facts)
		}
	}
}

// No package exports more than a screenful of names: as go doc -all counts
// them, funcs, methods of exported types, types, vars and consts.
func TestEveryPackageFitsAScreen(t *testing.T) {
	const most = 100
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "testdata") {
			return filepath.SkipDir
		}
		if !hasGo(path) {
			return nil
		}
		limit := most
		if l, ok := tighter[path]; ok {
			limit = l
		}
		if n := len(readAPI(t, path)); n > limit {
			t.Errorf("%s exports %d names, more than %d", path, n, limit)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// tighter holds the packages that keep room below the screenful: the
// two games with the most to say. Amazes' one more is Map.SureAfter,
// which tells a bot before a turn what Map.Unsure tells after it.
var tighter = map[string]int{"amazes": 91, "ontherun": 90}

func hasGo(dir string) bool {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".go") && !strings.HasSuffix(e.Name(), "_test.go") {
			return true
		}
	}
	return false
}

// The start of each game of seed 1 draws, through its Game's Board, as
// the golden board in its package's testdata: plain ASCII without a final
// newline.
func TestEveryGameDrawsItsStartAsGolden(t *testing.T) {
	for _, g := range []games.Game{amazes.Game(), blockdrop.Game(), langwars.Game()} {
		ref, _, err := g.NewReferee(1, nil)
		if err != nil {
			t.Fatal(err)
		}
		board := g.Board(ref)
		if strings.HasSuffix(board, "\n") || strings.ContainsFunc(board, func(r rune) bool { return r > '~' }) {
			t.Errorf("%s: the board ends with a newline or is not ASCII:\n%s", g.Name, board)
		}
		linediff.Golden(t, filepath.Join(g.Name, "testdata", "board_seed1.golden"), board, *linediff.Update)
	}
}
