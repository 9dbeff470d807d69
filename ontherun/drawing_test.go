package ontherun_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/ontherun"
	"github.com/contestgames/games/ontherun/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// frameJSON is what the page reads of a frame's Draw.
type frameJSON struct {
	Phase        string   `json:"phase"`
	Turn         int      `json:"turn"`
	Left         int      `json:"left"`
	Fugitive     int      `json:"fugitive"`
	Squad        [4]int   `json:"squad"`
	Trail        [][4]int `json:"trail"`
	Revealed     int      `json:"revealed"`
	RevealedTurn int      `json:"revealedTurn"`
	Suspects     string   `json:"suspects"`
	Moves        string   `json:"moves"`
	Told         string   `json:"told"`
	Announced    []int    `json:"announced"`
	End          string   `json:"end"`
	CaughtBy     int      `json:"caughtBy"`
	Outcome      string   `json:"outcome"`
}

// maxFrameJSON is the most bytes a frame may take in the page: a match
// has at most about 255 frames (five steps a turn), so that a page stays
// well under a megabyte. Measured: at most about 800 on 200-city maps.
const maxFrameJSON = 1500

// spectator follows a match from its dialogue alone, as the lines come,
// to know what a frame must say without asking the State: where the
// fugitive went (its lines), where the detectives stand (theirs, four at a
// time), and the last city the detectives were told.
type spectator struct {
	*ontherun.Referee
	t        *testing.T
	view     games.Drawing
	fugitive string
	squad    []string
	pending  []string
	revealed string
	frames   int
	moves    int // the fugitive's lines after its start
}

// Next checks the frame of the match as it stands at each step, as Play
// asks for it: after the previous step's awaited players answered. It
// reads the step's messages first, since the referee's State has already
// moved on to what they tell.
func (s *spectator) Next() games.Step {
	step := s.Referee.Next()
	for _, m := range step.Send {
		if m.To != int(ontherun.Detectives) {
			continue
		}
		// The start city, "17", or an announcement's clue, "C 17".
		f := strings.Fields(m.Text)
		if _, err := strconv.Atoi(f[len(f)-1]); err == nil {
			s.revealed = f[len(f)-1]
		}
	}
	s.check()
	return step
}

// Reply follows the players' lines.
func (s *spectator) Reply(p int, line string) error {
	switch ontherun.Role(p) {
	case ontherun.Fugitive:
		f := strings.Fields(line)
		if s.fugitive != "" {
			s.moves++
		}
		s.fugitive = f[len(f)-1]
	case ontherun.Detectives:
		s.pending = append(s.pending, strings.TrimSpace(line))
		if len(s.pending) == ontherun.NumDetectives {
			s.squad, s.pending = s.pending, nil
		}
	}
	return s.Referee.Reply(p, line)
}

func (s *spectator) check() {
	t := s.t
	t.Helper()
	before := s.State()
	fr := s.view.Frames(s.Referee)() // its pictures keep nothing between frames
	if after := s.State(); after != before {
		t.Fatalf("frame %d: Frame changed the game from\n%v\nto\n%v", s.frames, before, after)
	}
	defer func() { s.frames++ }()
	raw, err := json.Marshal(fr)
	if err != nil {
		t.Fatalf("frame %d: %v", s.frames, err)
	}
	if len(raw) > maxFrameJSON {
		t.Errorf("frame %d: %d bytes of JSON; want at most %d", s.frames, len(raw), maxFrameJSON)
	}
	var d frameJSON
	if err := json.Unmarshal(mustJSON(t, fr.Draw), &d); err != nil {
		t.Fatal(err)
	}
	st := s.State()
	sus := st.View().Suspects
	squad := "- - - -"
	if s.squad != nil && !(st.Turn() == 0 && st.ToMove() == int(ontherun.Detectives)) {
		squad = strings.Join(s.squad, " ")
	}
	want := map[string]string{
		"fugitive":   or(s.fugitive, "-"),
		"detectives": squad,
		"suspects":   strconv.Itoa(sus.Count()),
		"revealed":   or(s.revealed, "-"),
		"turn":       strconv.Itoa(st.Turn()),
		"phase":      phaseOf(&st),
	}
	for k, v := range want {
		if fr.Facts[k] != v {
			t.Errorf("frame %d (%v): fact %q is %q; want %q", s.frames, phaseOf(&st), k, fr.Facts[k], v)
		}
	}
	for c := 1; c <= len(d.Suspects); c++ {
		if got := d.Suspects[c-1] == '1'; got != sus.Has(ontherun.City(c)) {
			t.Errorf("frame %d: city %d marked a suspect: %v; the detectives' view says %v", s.frames, c, got, !got)
		}
	}
	if strconv.Itoa(d.Fugitive) != strings.Replace(want["fugitive"], "-", "0", 1) || strconv.Itoa(d.Revealed) != strings.Replace(want["revealed"], "-", "0", 1) {
		t.Errorf("frame %d: draws the fugitive in %d and the city told %d; the facts say %s and %s", s.frames, d.Fugitive, d.Revealed, want["fugitive"], want["revealed"])
	}
	if len(d.Trail) > 5 || len(d.Moves) > st.Turn() || d.Left != ontherun.MaxTurns-len(d.Moves) {
		t.Errorf("frame %d: turn %d, %d trail squads, %d moves, %d left", s.frames, st.Turn(), len(d.Trail), len(d.Moves), d.Left)
	}
	wantScores := []float64{0, 0}
	if res := s.Result(); res.Scores != nil {
		wantScores = res.Scores
	}
	if !slices.Equal(fr.Scores, wantScores) {
		t.Errorf("frame %d: scores %v; want %v", s.frames, fr.Scores, wantScores)
	}
}

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// play plays a match of bots on the options' map (generated from seed
// without one), checking every frame against what a spectator of the
// dialogue knows.
func play(t *testing.T, seed uint64, options map[string]string, lineup [2]string) *spectator {
	t.Helper()
	g := bots.Game()
	ref, complete, err := g.NewReferee(seed, options)
	if err != nil {
		t.Fatal(err)
	}
	s := &spectator{Referee: ref.(*ontherun.Referee), t: t, view: g.Drawing}
	var players []games.Bot
	for seat, name := range lineup {
		b, err := g.NewBot(name, seed, seat, complete)
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, b)
	}
	protocoltest.Play(t, s, players)
	return s
}

// Each frame of a match says what a spectator of the dialogue knows: the
// fugitive's city from its lines, the detectives' cities from theirs, the
// last city the detectives were told from what they were sent; and what
// the detectives' view says of the suspects. Scores are 0-0 until the end,
// then the result's. Frame changes nothing, and stays small.
func TestViewFrames(t *testing.T) {
	example, err := os.ReadFile("testdata/example.txt")
	if err != nil {
		t.Fatal(err)
	}
	ends := map[ontherun.End]bool{}
	for _, tc := range []struct {
		name    string
		options map[string]string
		lineup  [2]string
		seeds   int
	}{
		{"flee against chase", nil, [2]string{"flee", "chase"}, 3},
		// Seeds 0 to 2 end in a surrender, an escape and an arrest.
		{"random against random", nil, [2]string{"random", "random"}, 3},
		{"random against chase on the example map", map[string]string{"map": string(example)}, [2]string{"random", "chase"}, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(tc.seeds) {
				s := play(t, seed, tc.options, tc.lineup)
				if s.frames < 3 {
					t.Errorf("seed %d: %d frames", seed, s.frames)
				}
				st := s.State()
				ends[st.End()] = true
			}
		})
	}
	for _, e := range []ontherun.End{ontherun.Arrested, ontherun.Surrendered, ontherun.Escaped} {
		if !ends[e] {
			t.Errorf("no game ended %v: the frames of that end were not checked", e)
		}
	}
}

// The map a page draws is the same for the same referee, and for the same
// seed: the layout depends on the map alone. It holds every city, in the
// 1000-unit square, and every connection of the map.
func TestViewMatch(t *testing.T) {
	g := ontherun.Game()
	for _, seed := range []uint64{1, 2} {
		ref, options, err := g.NewReferee(seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		first := mustJSON(t, g.Drawing.Match(ref))
		if again := mustJSON(t, g.Drawing.Match(ref)); !bytes.Equal(first, again) {
			t.Errorf("seed %d: Match differs on a second call", seed)
		}
		other, _, err := g.NewReferee(seed, options)
		if err != nil {
			t.Fatal(err)
		}
		if again := mustJSON(t, g.Drawing.Match(other)); !bytes.Equal(first, again) {
			t.Errorf("seed %d: Match differs for a referee of the same map", seed)
		}
		var m struct {
			Cities            int
			XY                []int
			Car, Train, Plane []int
		}
		if err := json.Unmarshal(first, &m); err != nil {
			t.Fatal(err)
		}
		if len(m.XY) != 2*m.Cities || m.Cities != ontherun.MaxCities {
			t.Errorf("seed %d: %d coordinates for %d cities", seed, len(m.XY), m.Cities)
		}
		for i, v := range m.XY {
			if v < 0 || v > 1000 {
				t.Errorf("seed %d: city %d has coordinate %d, outside 0..1000", seed, i/2+1, v)
			}
		}
		lines := strings.Count(options["map"], "\n") - 2 // the count and END
		if got := (len(m.Car) + len(m.Train) + len(m.Plane)) / 2; got != lines {
			t.Errorf("seed %d: %d connections drawn; the map has %d", seed, got, lines)
		}
	}
}

// phaseOf says what the game waits for, as a frame's fact "phase" does,
// from the turn and the seat to move.
func phaseOf(st *ontherun.State) string {
	switch who := st.ToMove(); {
	case who < 0:
		return "game over"
	case st.Turn() == 0:
		return ontherun.Role(who).String() + " to place"
	default:
		return ontherun.Role(who).String() + " to move"
	}
}

// The end frame of a caught game marks the catch: the detective in whose
// city the fugitive ended, by the dialogue (its last line, and the
// detectives' last lines), the city and the turn, in the drawing and the
// fact "outcome"; an escape says so. The fault this prevents: an end
// frame that drew the fugitive hidden under detective 1 and did not say
// it was caught.
func TestViewMarksTheCatch(t *testing.T) {
	ends := map[ontherun.End]int{}
	for _, tc := range []struct {
		lineup [2]string
		seeds  int
	}{
		{[2]string{"random", "random"}, 6},
		{[2]string{"flee", "chase"}, 3},
	} {
		for seed := range uint64(tc.seeds) {
			s := play(t, seed, nil, tc.lineup)
			fr := s.view.Frames(s.Referee)()
			var d frameJSON
			if err := json.Unmarshal(mustJSON(t, fr.Draw), &d); err != nil {
				t.Fatal(err)
			}
			st := s.State()
			ends[st.End()]++
			var want string
			by := slices.Index(s.squad, s.fugitive) + 1
			switch st.End() {
			case ontherun.Arrested:
				want = fmt.Sprintf("caught by detective %d at city %s on turn %d", by, s.fugitive, s.moves)
			case ontherun.Surrendered:
				want = fmt.Sprintf("walked into detective %d at city %s on turn %d", by, s.fugitive, s.moves)
			case ontherun.Escaped:
				want, by = "escaped: not caught in 50 turns", 0
			}
			if d.CaughtBy != by || d.Outcome != want || fr.Facts["outcome"] != want {
				t.Errorf("%v seed %d (%v): the end draws detective %d catching, outcome %q, fact %q; want detective %d, %q",
					tc.lineup, seed, st.End(), d.CaughtBy, d.Outcome, fr.Facts["outcome"], by, want)
			}
			if by > 0 && strconv.Itoa(d.Squad[by-1]) != s.fugitive || by > 0 && strconv.Itoa(d.Fugitive) != s.fugitive {
				t.Errorf("%v seed %d: detective %d in city %d, the fugitive in %d; it was caught in %s", tc.lineup, seed, by, d.Squad[by-1], d.Fugitive, s.fugitive)
			}
		}
	}
	if ends[ontherun.Arrested] == 0 || ends[ontherun.Surrendered] == 0 || ends[ontherun.Escaped] == 0 {
		t.Errorf("ends %v: want games ending in an arrest, a surrender and an escape", ends)
	}
}
