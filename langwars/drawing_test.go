package langwars

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/drawingtest"
	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
)

// A viewedGame is a game played through a referee with the viewer's
// frames taken as package view takes them (before the first step and
// after each one), beside what the test knows independently: the picks
// each player wrote in each turn and the views each was sent.
type viewedGame struct {
	frames []games.Frame
	picks  [][Players]Picks // picks[t-1]: turn t's
	views  [Players][]View  // views[p][t-1]: the view of turn t
}

// playViewedGame plays a game of random picks on the degrees of seed.
func playViewedGame(t *testing.T, v games.Drawing, seed uint64) viewedGame {
	t.Helper()
	ref, err := NewReferee(RandomSetup(seed))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	var g viewedGame
	picture := v.Frames(ref)
	take := func() {
		before := ref.State()
		g.frames = append(g.frames, picture())
		if ref.State() != before {
			t.Fatalf("frame %d changed the referee's state", len(g.frames)-1)
		}
	}
	take()
	for range 100 {
		step := ref.Next()
		for _, m := range step.Send {
			text := m.Text
			if strings.HasPrefix(text, SettingsLine+"\n") {
				text = strings.SplitN(text, "\n", 3)[2]
			}
			view, err := ParseView(text)
			if err != nil {
				t.Fatalf("player %d was sent %q: %v", m.To, m.Text, err)
			}
			g.views[m.To] = append(g.views[m.To], view)
		}
		if step.Done {
			return g
		}
		var turn [Players]Picks
		for _, p := range step.Await {
			line := ReadyLine
			if ref.phase == playing {
				turn[p] = randomPicks(rng, PicksIn(ref.st.Turn()))
				line = turn[p].String()
			}
			if err := ref.Reply(p, line); err != nil {
				t.Fatal(err)
			}
		}
		if ref.phase == playing {
			g.picks = append(g.picks, turn)
		}
		take()
	}
	t.Fatal("the referee never ended the game")
	return g
}

// TestViewerFollowsTheGame: frame k+1 shows the game after turn k
// (frame 0 the start, frame 1 the handshake): its facts, scores, picks,
// believers and points per round are those of a state the test plays
// with the same picks.
func TestViewerFollowsTheGame(t *testing.T) {
	for _, seed := range []uint64{0, 1, 42} {
		g := playViewedGame(t, Game().Drawing, seed)
		if len(g.frames) != Turns+2 {
			t.Fatalf("seed %d: %d frames, want %d: the start, the handshake and ten turns", seed, len(g.frames), Turns+2)
		}
		st, _ := NewState(RandomSetup(seed))
		var rounds [][Players]string
		for i, f := range g.frames {
			var picks [Players]Picks
			if i >= 2 {
				picks = g.picks[i-2]
				if err := st.PlayTurn(picks); err != nil {
					t.Fatal(err)
				}
				var row [Players]string
				for p, s := range st.Score() {
					row[p] = s.String()
				}
				rounds = append(rounds, row)
			}
			var pts []string
			var scores []float64
			for _, s := range st.Score() {
				pts = append(pts, s.String())
				scores = append(scores, s.Float64())
			}
			holiday := "0"
			if st.Played() > 0 && Holiday(st.Played()) {
				holiday = "1"
			}
			want := map[string]string{"turn": strconv.Itoa(st.Played()), "holiday": holiday, "points": strings.Join(pts, ",")}
			if fmt.Sprint(f.Facts) != fmt.Sprint(want) {
				t.Errorf("seed %d frame %d: facts %v, want %v", seed, i, f.Facts, want)
			}
			if fmt.Sprint(f.Scores) != fmt.Sprint(scores) {
				t.Errorf("seed %d frame %d: scores %v, want %v", seed, i, f.Scores, scores)
			}
			d := f.Draw.(frameDraw)
			for p := range Players {
				if d.Picks[p] != picks[p] || d.Real[p] != st.Real(p) || d.Revealed[p] != st.Revealed(p) {
					t.Errorf("seed %d frame %d: player %d drawn with picks %v, real %v, revealed %v; want %v, %v, %v",
						seed, i, p, d.Picks[p], d.Real[p], d.Revealed[p], picks[p], st.Real(p), st.Revealed(p))
				}
			}
			if fmt.Sprint(d.Rounds) != fmt.Sprint(rounds) {
				t.Errorf("seed %d frame %d: rounds %v, want %v", seed, i, d.Rounds, rounds)
			}
		}
	}
}

// TestViewerSeesWhatThePlayerIsTold: what a frame says player p knows is
// what a bot's Beliefs make of the views p was sent up to its next picks:
// its own believers exactly, bounds around each rival's that hold the
// truth (after the tenth turn, widened by the two picks nobody saw), the
// rivals' picks on workdays only.
func TestViewerSeesWhatThePlayerIsTold(t *testing.T) {
	g := playViewedGame(t, Game().Drawing, 7)
	for i := 2; i < len(g.frames); i++ {
		d := g.frames[i].Draw.(frameDraw)
		turn := i - 1 // the turn the frame shows
		for p := range Players {
			var b Beliefs
			for _, v := range g.views[p][:min(turn+1, Turns)] {
				if err := b.Observe(&v); err != nil {
					t.Fatal(err)
				}
			}
			s := d.Sees[p]
			for q := range Players {
				for l := range Languages {
					lo, hi := b.Believers(Column(p, q), l)
					switch {
					case q == p:
						lo, hi = int(d.Real[p][l]), int(d.Real[p][l])
					case turn == Turns:
						hi += HolidayPicks
					}
					if int(s.Lo[q][l]) != lo || int(s.Hi[q][l]) != hi {
						t.Errorf("turn %d: player %d sees player %d's language %d as %d to %d, want %d to %d",
							turn, p, q, l, s.Lo[q][l], s.Hi[q][l], lo, hi)
					}
					if real := d.Real[q][l]; real < s.Lo[q][l] || real > s.Hi[q][l] {
						t.Errorf("turn %d: player %d bounds player %d's language %d to %d..%d, but it has %d",
							turn, p, q, l, s.Lo[q][l], s.Hi[q][l], real)
					}
				}
				shown := q == p || !Holiday(turn)
				if want := (Picks{}); shown {
					want = g.picks[turn-1][q]
					if s.Picks[q] != want {
						t.Errorf("turn %d: player %d sees player %d's picks as %v, want %v", turn, p, q, s.Picks[q], want)
					}
				} else if s.Picks[q] != want {
					t.Errorf("turn %d (a holiday): player %d sees player %d's picks %v", turn, p, q, s.Picks[q])
				}
			}
			if s.Hidden != Holiday(turn) {
				t.Errorf("turn %d: player %d's picks hidden: %v", turn, p, s.Hidden)
			}
		}
	}
}

// TestViewerMatchAndSize: the match is the attention degrees, the same
// bytes for the same referee, and a whole game's frames stay small.
func TestViewerMatchAndSize(t *testing.T) {
	ref, err := NewReferee(RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	v := Game().Drawing
	first, _ := json.Marshal(v.Match(ref))
	again, _ := json.Marshal(v.Match(ref))
	if !bytes.Equal(first, again) {
		t.Errorf("Match gave %s, then %s", first, again)
	}
	if want := `{"attention":[4,6,5,6,3,3,4,6]}`; string(first) != want {
		t.Errorf("Match of seed 1 is %s, want %s", first, want)
	}
	g := playViewedGame(t, v, 1)
	for i, f := range g.frames {
		b, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) > 8192 {
			t.Errorf("frame %d is %d bytes of JSON, want at most 8192", i, len(b))
		}
	}
}

// TestViewerKeepsRefereesApart: matches viewed one after another with one
// View give the frames each gives with a fresh View.
func TestViewerKeepsRefereesApart(t *testing.T) {
	shared := Game().Drawing
	a := playViewedGame(t, shared, 3)
	alone := playViewedGame(t, Game().Drawing, 3)
	playViewedGame(t, shared, 4)
	again := playViewedGame(t, shared, 3)
	for i := range a.frames {
		x, _ := json.Marshal(a.frames[i])
		y, _ := json.Marshal(alone.frames[i])
		z, _ := json.Marshal(again.frames[i])
		if !bytes.Equal(x, y) || !bytes.Equal(y, z) {
			t.Errorf("frame %d differs between a View used for several matches and a fresh one", i)
		}
	}
}

// officialReplay plays official game dir through the referee with its
// scripted players, and returns the replay page's frames of it and the
// record's events.
func officialReplay(t *testing.T, dir string) (*view.Replay, []record.Event) {
	t.Helper()
	seed, err := strconv.ParseInt(readLines(t, filepath.Join(dir, "seed.txt"))[0], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	g := Game()
	ref, options, err := g.NewReferee(uint64(seed), nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := &drawingtest.Recorder{Referee: ref}
	playScripted(t, rec, readPlayers(t, dir))
	return rec.Replay(t, g, uint64(seed), options), rec.Events
}

// The replay pages of the official games: no frame repeats the one
// before (the handshake's frame repeated the start), frame t shows turn
// t, and the end shows the tenth turn's picks, each player's as its last
// line in the record reads (language 0 twice for a player that stopped
// before it). The fault this prevents: an end frame that dropped the last
// picks.
func TestViewOfficialGames(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join("testdata", "games", "g*"))
	if len(dirs) != 4 {
		t.Fatalf("want the 4 official games in testdata/games, found %v", dirs)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			r, events := officialReplay(t, dir)
			if len(r.Frames) != Turns+1 {
				t.Errorf("%d frames, want %d: the start and ten turns", len(r.Frames), Turns+1)
			}
			var prev []byte
			for i, f := range r.Frames {
				pic, _ := json.Marshal(f.Frame)
				if bytes.Equal(pic, prev) {
					t.Errorf("frame %d repeats frame %d", i, i-1)
				}
				prev = pic
				if d := f.Draw.(frameDraw); d.Turn != i {
					t.Errorf("frame %d shows turn %d", i, d.Turn)
				}
			}
			var answers [Players][]string // each player's lines after READY
			for _, ev := range events {
				if ev.Kind == record.Received && ev.Text != ReadyLine {
					answers[ev.Player] = append(answers[ev.Player], ev.Text)
				}
			}
			end := r.Frames[len(r.Frames)-1].Draw.(frameDraw)
			for p, a := range answers {
				want := Picks{0: HolidayPicks}
				if len(a) == Turns {
					want = ReadReply(a[Turns-1], HolidayPicks)
				}
				if end.Picks[p] != want {
					t.Errorf("the end frame draws player %d's picks %v; its last line picks %v", p, end.Picks[p], want)
				}
			}
		})
	}
}
