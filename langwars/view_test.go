package langwars

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Each player's view lists its own column first, then the others in
// ascending player order: player 2 sees players 2, 0, 1, 3.
func TestViewColumnOrder(t *testing.T) {
	s := start(0)
	// Player p picks language p five times.
	mustPlay(t, &s, [4]string{"0 0 0 0 0", "1 1 1 1 1", "2 2 2 2 2", "3 3 3 3 3"})
	for _, c := range []struct {
		player int
		order  [Players]int
	}{
		{0, [4]int{0, 1, 2, 3}},
		{1, [4]int{1, 0, 2, 3}},
		{2, [4]int{2, 0, 1, 3}},
		{3, [4]int{3, 0, 1, 2}},
	} {
		v := s.View(c.player)
		for col, q := range c.order {
			if Seat(c.player, col) != q || Column(c.player, q) != col {
				t.Errorf("player %d: Seat(col %d) = %d, Column(%d) = %d; want player %d in column %d",
					c.player, col, Seat(c.player, col), q, Column(c.player, q), q, col)
			}
			if v.Revealed[q][col] != 5 {
				t.Errorf("player %d's view: language %d (picked by player %d) has %d in column %d, want 5",
					c.player, q, q, v.Revealed[q][col], col)
			}
		}
	}
	// The text of player 2's view of turn 2: the line of language 0 (player
	// 0's) has its 5 in the second column.
	v := s.View(2)
	want := "2 H\n0 5 0 0\n0 0 5 0\n5 0 0 0\n0 0 0 5\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 5 0 0 0 0 0\n"
	if got := v.String(); got != want {
		t.Errorf("player 2's view:\n%s\nwant:\n%s", got, want)
	}
}

// Holiday secrecy: a rival's holiday picks reach another player's views
// only through the totals line of the next workday. Each case plays the
// same game but for some holiday picks, and says which lines of which
// player's views may differ.
func TestHolidaySecrecy(t *testing.T) {
	base := [Turns][Players]string{
		{"0 1 2 3 4", "5 6 7 0 1", "2 3 4 5 6", "7 7 7 0 0"},
		{"0 1", "2 3", "4 5", "6 7"},
		{"1 1 1 1 1", "2 2 2 2 2", "3 3 3 3 3", "4 4 4 4 4"},
		{"0 0", "1 1", "2 2", "3 3"},
		{"5 6 7 0 1", "2 3 4 5 6", "7 0 1 2 3", "4 5 6 7 0"},
		{"7 6", "5 4", "3 2", "1 0"},
		{"0 0 0 0 0", "1 1 1 1 1", "2 2 2 2 2", "3 3 3 3 3"},
		{"4 4", "5 5", "6 6", "7 7"},
		{"0 1 2 3 4", "0 1 2 3 4", "0 1 2 3 4", "0 1 2 3 4"},
		{"0 1", "2 3", "4 5", "6 7"},
	}
	for _, c := range []struct {
		name    string
		turn    int               // the holiday changed (1 to 10)
		picks   [Players]string   // its new picks
		changes [Players][]string // per player: the lines that may differ, as "turn:line"
	}{
		{
			name:  "two rivals swap their holiday picks: totals unchanged",
			turn:  2,
			picks: [4]string{"0 1", "4 5", "2 3", "6 7"},
			// Players 1 and 2 see their own real believers change, from
			// turn 3 on; players 0 and 3 see nothing at all.
			changes: [4][]string{nil, realLines(3), realLines(3), nil},
		},
		{
			name:  "one rival changes its holiday picks: the totals line shows it",
			turn:  4,
			picks: [4]string{"0 0", "1 1", "2 2", "3 4"},
			changes: [4][]string{
				{"5:11"}, {"5:11"}, {"5:11"}, append([]string{"5:11"}, realLines(5)...),
			},
		},
		{
			name:  "the last holiday is never shown",
			turn:  10,
			picks: [4]string{"7 7", "7 7", "7 7", "7 7"},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			other := base
			other[c.turn-1] = c.picks
			a, b := viewTexts(t, base), viewTexts(t, other)
			for p := range Players {
				may := map[string]bool{}
				for _, k := range c.changes[p] {
					may[k] = true
				}
				for turn := 1; turn <= Turns; turn++ {
					la, lb := strings.Split(a[p][turn-1], "\n"), strings.Split(b[p][turn-1], "\n")
					for i := range la {
						key := fmt.Sprintf("%d:%d", turn, i+1)
						if la[i] != lb[i] && !may[key] {
							t.Errorf("player %d, turn %d, line %d changed: %q to %q", p, turn, i+1, la[i], lb[i])
						}
						if la[i] == lb[i] && may[key] && i+1 == 11 {
							t.Errorf("player %d, turn %d: the totals line did not change", p, turn)
						}
					}
				}
			}
		})
	}
}

// realLines returns the keys of the real-believers line (line 10) of
// every view from turn on.
func realLines(from int) []string {
	var keys []string
	for t := from; t <= Turns; t++ {
		keys = append(keys, fmt.Sprintf("%d:10", t))
	}
	return keys
}

// viewTexts plays a game and returns the text of each player's view of
// each turn.
func viewTexts(t *testing.T, turns [Turns][Players]string) (texts [Players][Turns]string) {
	t.Helper()
	s := start(7)
	for turn := range Turns {
		for p := range Players {
			v := s.View(p)
			texts[p][turn] = v.String()
		}
		mustPlay(t, &s, turns[turn])
	}
	return texts
}

func TestViewText(t *testing.T) {
	v := View{Turn: 3, Real: [Languages]uint8{2, 1, 0, 0, 1, 0, 0, 3},
		LastPicks: [Languages]uint8{1, 1, 1, 1, 1, 1, 1, 1}}
	v.Revealed[0] = [Players]uint8{1, 0, 2, 3}
	v.Revealed[1] = [Players]uint8{1, 5, 0, 1}
	v.Revealed[4] = [Players]uint8{1, 0, 1, 1}
	v.Revealed[7] = [Players]uint8{2, 0, 2, 0}
	text := "3 W\n1 0 2 3\n1 5 0 1\n0 0 0 0\n0 0 0 0\n1 0 1 1\n0 0 0 0\n0 0 0 0\n2 0 2 0\n2 1 0 0 1 0 0 3\n1 1 1 1 1 1 1 1\n"
	if got := v.String(); got != text {
		t.Errorf("view text:\n%s\nwant:\n%s", got, text)
	}
	for _, in := range []string{text, strings.TrimSuffix(text, "\n")} {
		back, err := ParseView(in)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(v, back); d != "" {
			t.Errorf("ParseView (-want +got):\n%s", d)
		}
	}
	// A holiday has no totals line, and ParseView gives none.
	s := start(0)
	mustPlay(t, &s, [4]string{"0 1 2 3 4", "0 1 2 3 4", "5 6 7 0 1", "2 2 2 2 2"})
	h := s.View(1)
	if h.LastPicks != ([Languages]uint8{}) || strings.Count(h.String(), "\n") != 10 {
		t.Errorf("holiday view:\n%s", h.String())
	}
	if back, err := ParseView(h.String()); err != nil || back != h {
		t.Errorf("holiday view does not read back: %v", err)
	}
}

func TestParseViewErrors(t *testing.T) {
	good := "3 W\n1 0 2 3\n1 5 0 1\n0 0 0 0\n0 0 0 0\n1 0 1 1\n0 0 0 0\n0 0 0 0\n2 0 2 0\n2 1 0 0 1 0 0 3\n1 1 1 1 1 1 1 1"
	lines := strings.Split(good, "\n")
	with := func(i int, line string) string {
		l := append([]string(nil), lines...)
		l[i] = line
		return strings.Join(l, "\n")
	}
	for _, c := range []struct{ in, err string }{
		{"", `line 1 "": want a turn from 1 to 10, a space and W or H`},
		{with(0, "3 H"), `line 1 "3 H": turn 3 is a workday, want W after the turn`},
		{with(0, "2 W"), `turn 2 is a holiday, want H after the turn`},
		{with(0, "11 W"), `want a turn from 1 to 10`},
		{with(0, "03 W"), `want a turn from 1 to 10`},
		{with(0, "3  W"), `turn 3 is a workday, want W after the turn`},
		{with(1, "1 0 2"), `line 2 "1 0 2": revealed believers of language 0: 3 numbers, want 4`},
		{with(8, "2 0 2 1"), `line 9 "2 0 2 1": column 3 of the revealed believers sums to 6, want 5 after 1 workdays`},
		{with(9, "2 1 0 0 1 0 0"), `real believers: 7 numbers, want 8`},
		{with(9, "0 1 0 0 1 0 0 5"), `real believers of language 0 are 0, fewer than the 1 revealed`},
		{with(9, "2 1 0 0 1 0 0 2"), `real believers sum to 6, want 7 before turn 3`},
		{with(10, "1 1 1 1 1 1 1 2"), `picks of the previous turn sum to 9, want 8`},
		{with(10, "1 1 1 1 1 1 1 9"), `picks of the previous turn: number 8 is more than 8`},
		{good + "\n", ""},
		{good + "\n\n", "more than 11 lines"},
		{good + "\nx", "more than 11 lines"},
		{strings.Join(lines[:10], "\n"), "turn message: 10 lines, want 11"},
		{"1 W\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 1", "picks of the previous turn sum to 1, want 0"},
	} {
		_, err := ParseView(c.in)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("ParseView(%q): %v", c.in, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseView(%q): error %v, want one saying %q", c.in, err, c.err)
		}
	}
}

func TestSettings(t *testing.T) {
	a := Attention{5, 5, 5, 6, 5, 6, 5, 6}
	text := string(AppendSettings(nil, a))
	if text != "10 4 8\n5 5 5 6 5 6 5 6\n" {
		t.Errorf("settings %q", text)
	}
	for _, in := range []string{text, strings.TrimSuffix(text, "\n")} {
		if got, err := ParseSettings(in); err != nil || got != a {
			t.Errorf("ParseSettings(%q) = %v, %v", in, got, err)
		}
	}
	for _, c := range []struct{ in, err string }{
		{"10 4 8", "want two lines"},
		{"10 4 9\n5 5 5 6 5 6 5 6", `settings line 1 is "10 4 9", want "10 4 8"`},
		{"10 4 8\n5 5 5 6 5 6 5", "7 numbers, want 8"},
		{"10 4 8\n5 5 5 6 5 6 5 6\n\n", "attention line"},
	} {
		if _, err := ParseSettings(c.in); err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("ParseSettings(%q): error %v, want one saying %q", c.in, err, c.err)
		}
	}
}

// A Reader follows a whole game as a bot hears it: the golden game g03,
// line by line, gives the settings and ten views, each the one the state
// shows.
func TestReaderFollowsAGame(t *testing.T) {
	lines := readLines(t, "testdata/games/g03/recv0.txt")
	var r Reader
	var views []View
	for _, line := range lines {
		done, err := r.Hear(line)
		if err != nil {
			t.Fatal(err)
		}
		if done {
			v, ok := r.View()
			if !ok {
				t.Fatal("Hear said done, View has none")
			}
			views = append(views, v)
		} else if _, ok := r.View(); ok && r.Settled() && len(views) > 0 {
			t.Fatal("View returns a view in the middle of a message")
		}
	}
	if !r.Settled() || r.Attention() != attentionFromSeed(0) {
		t.Errorf("settings read: %v, %v", r.Settled(), r.Attention())
	}
	if len(views) != Turns {
		t.Fatalf("%d views, want %d", len(views), Turns)
	}
	for i, v := range views {
		if v.Turn != i+1 {
			t.Errorf("view %d is of turn %d", i+1, v.Turn)
		}
	}
	// An error names the line, and the reader starts over with the next
	// message.
	var r2 Reader
	_, err := r2.Hear("10 4 7")
	if err == nil || err.Error() != `langwars: line 1 "10 4 7": want the settings line "10 4 8"` {
		t.Errorf("bad settings line: %v", err)
	}
	for _, line := range lines[:5] {
		if _, err := r2.Hear(line); err == nil && line == "0 0 0 0" && !r2.Settled() {
			t.Error("a turn line read as settings")
		}
	}
}
