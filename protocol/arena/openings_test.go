package arena

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	alqbots "github.com/contestgames/games/alquerque/bots"
	amazes "github.com/contestgames/games/amazes/bots"
	blockdrop "github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/record"
)

// deterministic returns Alquerque with two bots that play the same move in
// the same position whatever the seed, as most contest programs do: "d1"
// and "d2", the plain search to depth 1 and 2.
func deterministic() games.Game {
	g := alqbots.Game()
	g.Bots.Names = []string{"d1", "d2"}
	g.Bots.New = func(name string, _ uint64, _ int, _ map[string]string) (games.Bot, error) {
		return alqbots.NewSearch(alqbots.Options{Depth: int(name[1] - '0'), Seed: 1, TableBits: 12}), nil
	}
	return g
}

// Between deterministic players, every game pair from the same start is
// the same: 2 distinct games of 6, and the table warns. Random plies,
// drawn from each set-up's seed, make every pair start elsewhere and each
// seating of a set-up start at the same place: 6 distinct games of 6. The
// records keep the opening and replay from it.
func TestRandomPliesMakeDistinctGames(t *testing.T) {
	g := deterministic()
	players := []PlayerSpec{{Builtin: "d1"}, {Builtin: "d2"}}
	same := &Tournament{Game: g, Players: players, Sets: 3, Runner: Runner{Concurrency: 2}}
	done, err := same.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	s := standings.New(g, same.PlayerNames(), done, nil)
	if s.Distinct != 2 || s.Games != 6 || s.Repeats != 2 || s.Units != 3 {
		t.Errorf("from the start: %d distinct of %d, %d of %d pairs repeat; want 2 of 6, 2 of 3", s.Distinct, s.Games, s.Repeats, s.Units)
	}
	text := s.String()
	if !strings.Contains(text, "distinct games: 2 of 6\nwarning: 2 of 3 game pairs repeat an earlier pair of the same players move for move") {
		t.Errorf("table:\n%s", text)
	}

	dir := t.TempDir()
	varied := &Tournament{Game: g, Players: players, Sets: 3, Runner: Runner{Concurrency: 2}, Dir: dir, Openings: Openings{RandomPlies: 4}}
	done, err = varied.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	s = standings.New(g, varied.PlayerNames(), done, nil)
	if s.Distinct != 6 || s.Games != 6 || s.Repeats != 0 {
		t.Errorf("after 4 random plies: %d distinct of %d, %d pairs repeat; want 6 of 6, none", s.Distinct, s.Games, s.Repeats)
	}
	if text := s.String(); !strings.Contains(text, "distinct games: 6 of 6\nplayer") {
		t.Errorf("table:\n%s", text)
	}
	starts := map[int]string{}
	for _, r := range done {
		data, err := os.ReadFile(standings.RecordFile(dir, r.ID))
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Read(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		h := rec.Header
		op := h.Opening
		if op == nil || len(op.Plies) != 4 || op.Random != 4 || op.Setup != "" || h.Options["position"] == "" {
			t.Fatalf("%s: opening %+v, options %v", r.ID, op, h.Options)
		}
		if prev, ok := starts[r.Set]; ok && prev != h.Options["position"] {
			t.Errorf("set-up %d starts at %q and at %q", r.Set, prev, h.Options["position"])
		}
		starts[r.Set] = h.Options["position"]
		if !slices.Equal(h.Players, []string{"d1", "d2"}) && !slices.Equal(h.Players, []string{"d2", "d1"}) || h.Commands == nil {
			t.Errorf("%s: players %q, commands %q", r.ID, h.Players, h.Commands)
		}
		if err := CheckOpening(g, h); err != nil {
			t.Errorf("%s: %v", r.ID, err)
		}
		if err := record.Replay(bytes.NewReader(data), func(h record.Header) (games.Referee, error) {
			ref, _, err := g.NewReferee(h.Seed, h.Options)
			return ref, err
		}); err != nil {
			t.Errorf("%s: %v", r.ID, err)
		}
		if d := standings.RecordDigest(rec); d != r.Digest {
			t.Errorf("%s: the record's digest %s, the index's %s", r.ID, d, r.Digest)
		}
		// An opening whose plies lead elsewhere than the options is
		// caught.
		bad := h
		bad.Opening = &record.Opening{Plies: []string{"e4-d4"}}
		if err := CheckOpening(g, bad); err == nil || !strings.Contains(err.Error(), "lead to") {
			t.Errorf("a wrong opening: %v", err)
		}
	}
	if len(starts) != 3 {
		t.Errorf("%d different starts for 3 set-ups", len(starts))
	}
	// An index written before games had digests: they come from the
	// records.
	index := filepath.Join(dir, standings.IndexFile)
	data, _ := os.ReadFile(index)
	old := regexp.MustCompile(`,"digest":"[0-9a-f]+"`).ReplaceAll(data, nil)
	if err := os.WriteFile(index, old, 0o644); err != nil {
		t.Fatal(err)
	}
	rd, err := standings.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rd.Results {
		i := slices.IndexFunc(done, func(x standings.Result) bool { return x.ID == r.ID })
		if r.Digest == "" || r.Digest != done[i].Digest {
			t.Errorf("%s: digest %q from the record, %q in the index", r.ID, r.Digest, done[i].Digest)
		}
	}
	if err := os.WriteFile(index, data, 0o644); err != nil {
		t.Fatal(err)
	}
	// The same command again goes on; other openings are another
	// tournament.
	if _, err := varied.Run(context.Background()); err != nil {
		t.Errorf("again: %v", err)
	}
	other := *varied
	other.Openings = Openings{RandomPlies: 6}
	if _, err := other.Run(context.Background()); err == nil || !strings.Contains(err.Error(), "-random-plies 4 there, -random-plies 6 here") {
		t.Errorf("other openings on the directory: %v", err)
	}
}

// A book's set-ups are checked line by line; a bad one is named by its
// file and line. A game without one-line set-ups, or one that cannot
// start after plies, says why.
func TestBook(t *testing.T) {
	g := alqbots.Game()
	start := alquerque.Start().String()
	book := "# openings\n\n" + start + "\n" + "bbbbbbb/bbbbbbb/bbbbbbb/bbbw.ww/wwwwwww/wwwwwww/wwwwwww b 1 e4-d4 -\r\n"
	o, err := ReadBook(g, "book.txt", []byte(book), nil)
	if err != nil || len(o.Book) != 2 || !slices.Equal(o.Lines, []int{3, 4}) || strings.HasSuffix(o.Book[1], "\r") {
		t.Fatalf("ReadBook = %+v, %v", o, err)
	}
	starts, err := o.Starts(g, nil, 4, 7)
	if err != nil || len(starts) != 4 {
		t.Fatalf("Starts: %v, %v", starts, err)
	}
	if op := starts[3].Opening; op.Line != 4 || op.File != "book.txt" || starts[3].Options["position"] != o.Book[1] || len(op.Plies) != 0 {
		t.Errorf("set-up 3: %+v", starts[3])
	}
	for _, tc := range []struct {
		name, book string
		want       string
	}{
		{"a bad line", start + "\n\nbbbbbbb w 0 - -\n", `book.txt:3: alquerque: option position: position "bbbbbbb w 0 - -": board: want 7 ranks`},
		{"a game over", start + "\n......./......./......./......./b.b..../bb...../wbb.... w 10 - -\n", "book.txt:2: alquerque: set-up: the starting position"},
		{"nothing", "# none\n\n", "book.txt: no set-up in it"},
	} {
		if _, err := ReadBook(g, "book.txt", []byte(tc.book), nil); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	if _, err := ReadBook(amazes.Game(), "mazes.txt", []byte("x\n"), nil); err == nil || !strings.HasPrefix(err.Error(), "amazes has no set-up written on one line: a set-up is a maze file") {
		t.Errorf("amazes: %v", err)
	}
	bd := blockdrop.Game()
	if o, err := ReadBook(bd, "starts.txt", []byte("0,14,D 14,17,L 17,3,U 3,0,R\n"), nil); err != nil || len(o.Book) != 1 {
		t.Errorf("blockdrop: %+v, %v", o, err)
	}
	if err := (Openings{RandomPlies: 2}).Check(bd, nil); err == nil || !strings.HasPrefix(err.Error(), "blockdrop cannot start after random plies: ") {
		t.Errorf("blockdrop plies: %v", err)
	}
	if err := o.Check(g, map[string]string{"position": start}); err == nil || !strings.Contains(err.Error(), "the option position and an openings book both set the set-up") {
		t.Errorf("a book and the option: %v", err)
	}
	if err := (Openings{RandomPlies: -1}).Check(g, nil); err == nil {
		t.Errorf("-1 random plies: no error")
	}
}

// Two players given the same name are refused, by their names.
func TestTournamentNamesAlike(t *testing.T) {
	tr := &Tournament{Game: deterministic(), Players: []PlayerSpec{{Name: "x", Builtin: "d1"}, {Name: "x", Builtin: "d1"}}, Sets: 1}
	if _, err := tr.Run(context.Background()); err == nil || !strings.Contains(err.Error(), `both named "x"`) {
		t.Errorf("a tournament of two players named alike: %v", err)
	}
}

// A directory of a tournament played before players had names reads as
// having the names made from the specs, so that the same command goes on
// with it.
func TestDirectoryWithoutNames(t *testing.T) {
	dir := t.TempDir()
	tr := &Tournament{Game: deterministic(), Players: []PlayerSpec{{Builtin: "d1"}, {Builtin: "d2"}}, Sets: 1, Dir: dir}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(dir, standings.DescriptionFile)
	data, _ := os.ReadFile(name)
	var d map[string]any
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	delete(d, "names")
	data, _ = json.Marshal(d)
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Errorf("the same tournament again: %v", err)
	}
	rd, err := standings.ReadDir(dir)
	if err != nil || !slices.Equal(rd.Names, []string{"d1", "d2"}) {
		t.Errorf("ReadDir: names %q, %v", rd.Names, err)
	}
	named := *tr
	named.Players = []PlayerSpec{{Name: "one", Builtin: "d1"}, {Builtin: "d2"}}
	if _, err := named.Run(context.Background()); err == nil || !strings.Contains(err.Error(), `the players' names (NAME=COMMAND): ["d1","d2"] there, ["one","d2"] here`) {
		t.Errorf("other names: %v", err)
	}
}

// An openings file, outside input, is read without panicking whatever it
// holds: a book it takes has a set-up for each line it names, each one a
// line of the file that the game's referee takes, and a file it refuses
// is said in one line.
func FuzzReadBook(f *testing.F) {
	for _, s := range []string{
		"bbbbbbb/bbbbbbb/bbbbbbb/bbbw.ww/wwwwwww/wwwwwww/wwwwwww b 1 e4-d4 -\n",
		"# a comment\n\n" + alquerque.Start().String() + "\r\n",
		"x\n", "", "\n\n#\n", "bbbbbbb/bbbbbbb w 0",
	} {
		f.Add(s)
	}
	g := alqbots.Game()
	f.Fuzz(func(t *testing.T, data string) {
		o, err := ReadBook(g, "book.txt", []byte(data), nil)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error on more than one line: %q", err)
			}
			return
		}
		lines := strings.Split(data, "\n")
		if len(o.Book) == 0 || len(o.Book) != len(o.Lines) {
			t.Fatalf("book %q, lines %v", o.Book, o.Lines)
		}
		for i, s := range o.Book {
			n := o.Lines[i]
			if n < 1 || n > len(lines) || strings.TrimSpace(lines[n-1]) != s {
				t.Fatalf("set-up %q said to be on line %d of %q", s, n, data)
			}
			if _, _, err := g.NewReferee(1, map[string]string{g.Openings.Option: s}); err != nil {
				t.Fatalf("set-up %q taken, but the referee refuses it: %v", s, err)
			}
		}
	})
}

// A header a caller built without options (a judge's own, not one read
// from a record) is checked, not a panic: its opening's plies lead where
// its options, which hold no set-up, do not start.
func TestCheckOpeningWithoutOptions(t *testing.T) {
	h := record.Header{Game: "alquerque", Seed: 1, Opening: &record.Opening{Setup: alquerque.Start().String(), Plies: []string{"e4-d4"}}}
	if err := CheckOpening(alqbots.Game(), h); err == nil || !strings.Contains(err.Error(), "but the options start from the seed's set-up") {
		t.Errorf("CheckOpening = %v", err)
	}
}
