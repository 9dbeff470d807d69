package blockdrop

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/linediff"
)

// The golden games of testdata/games, copied from ../shared/data/blockdrop:
// four games played by the organisers' 2015 engine. Each is replayed through
// the Referee with scripted players, and everything each player was sent,
// the effective action of every global turn, and the result must match the
// engine's byte for byte.

var goldenGames = []string{"g01", "g02", "g05", "g06"}

// readLines reads a text file of testdata as lines without endings.
func readLines(t testing.TB, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// A golden is one recorded game.
type golden struct {
	start   Placement
	turns   int
	cmds    [NumPlayers][]string
	recv    [NumPlayers][]byte
	engine  []string // engine_commands.txt
	winner  int
	played  int // turns N of result.txt
	dirName string
}

func readGolden(t testing.TB, name string) *golden {
	t.Helper()
	dir := filepath.Join("testdata", "games", name)
	g := &golden{dirName: dir}
	var err error
	if g.start, err = ParsePlacement(readLines(t, filepath.Join(dir, "start.txt"))[0]); err != nil {
		t.Fatal(err)
	}
	if g.turns, err = strconv.Atoi(readLines(t, filepath.Join(dir, "turns.txt"))[0]); err != nil {
		t.Fatal(err)
	}
	for p := range NumPlayers {
		g.cmds[p] = readLines(t, filepath.Join(dir, fmt.Sprintf("cmds%d.txt", p)))
		if g.recv[p], err = os.ReadFile(filepath.Join(dir, fmt.Sprintf("recv%d.txt", p))); err != nil {
			t.Fatal(err)
		}
	}
	g.engine = readLines(t, filepath.Join(dir, "engine_commands.txt"))
	res := readLines(t, filepath.Join(dir, "result.txt"))
	if _, err := fmt.Sscanf(res[0], "winner %d", &g.winner); err != nil {
		t.Fatalf("result.txt: %v", err)
	}
	if _, err := fmt.Sscanf(res[1], "turns %d", &g.played); err != nil {
		t.Fatalf("result.txt: %v", err)
	}
	return g
}

// A scripted game is what the referee sent and did in a game between
// scripted players.
type scripted struct {
	recv [NumPlayers]bytes.Buffer
	ref  *Referee
}

// playScripted runs the golden game through a Referee with players that
// write READY, then answer each message with their next line of cmdsP.txt,
// and N once those run out.
func playScripted(t testing.TB, g *golden) *scripted {
	t.Helper()
	ref, err := NewReferee(Setup{Start: g.start, Turns: g.turns})
	if err != nil {
		t.Fatal(err)
	}
	out := &scripted{ref: ref}
	playScriptedOn(t, g, ref, &out.recv)
	return out
}

// playScriptedOn plays the golden game's scripted players through ref, a
// referee of its set-up (or one that wraps it), and writes what each was
// sent to recv.
func playScriptedOn(t testing.TB, g *golden, ref games.Referee, recv *[NumPlayers]bytes.Buffer) {
	t.Helper()
	var next [NumPlayers]int
	var ready [NumPlayers]bool
	for steps := 0; ; steps++ {
		if steps > 10*g.turns+10 {
			t.Fatal("the referee never ended the game")
		}
		step := ref.Next()
		for _, m := range step.Send {
			recv[m.To].WriteString(m.Text)
			recv[m.To].WriteByte('\n')
		}
		if step.Done {
			break
		}
		for _, p := range step.Await {
			if !ready[p] {
				ready[p] = true
				ref.Reply(p, "READY")
				continue
			}
			line := "N"
			if next[p] < len(g.cmds[p]) {
				line = g.cmds[p][next[p]]
				next[p]++
			}
			ref.Reply(p, line)
		}
	}
}

func TestGoldenGames(t *testing.T) {
	for _, name := range goldenGames {
		t.Run(name, func(t *testing.T) {
			g := readGolden(t, name)
			out := playScripted(t, g)
			for p := range NumPlayers {
				if got := out.recv[p].Bytes(); !bytes.Equal(got, g.recv[p]) {
					t.Errorf("player %d was sent something else than recv%d.txt: %s", p, p, linediff.First(string(got), string(g.recv[p])))
				}
			}
			played := engineLog(t, g, out.ref.Played())
			if d := linediff.First(strings.Join(played, "\n"), strings.Join(g.engine, "\n")); d != "" {
				t.Errorf("effective actions differ from engine_commands.txt: %s", d)
			}
			st := out.ref.State()
			w, ok := st.Winner()
			if !ok {
				w = -1
			}
			if w != g.winner {
				t.Errorf("winner %d, want %d (result.txt)", w, g.winner)
			}
			if st.Turn() != g.played {
				t.Errorf("the game ended after %d turns, want %d (result.txt)", st.Turn(), g.played)
			}
			res := out.ref.Result()
			for p, s := range res.Scores {
				want := 0.0
				if p == g.winner {
					want = WinScore
				}
				if s != want {
					t.Errorf("player %d scores %v, want %v", p, s, want)
				}
			}
			if res.Fault != nil {
				t.Errorf("fault %+v in a game without one", *res.Fault)
			}
		})
	}
}

// engineLog turns the effective actions of a game into what the engine's
// engine_commands.txt shows: the same, except on the turns of a player
// that has fallen, where the engine logs the last command that player had
// (it skips a fallen player's turn without resetting its command), not
// the N that takes effect.
func engineLog(t testing.TB, g *golden, played []Action) []string {
	t.Helper()
	st, err := NewState(Setup{Start: g.start, Turns: g.turns})
	if err != nil {
		t.Fatal(err)
	}
	var last [NumPlayers]Action
	var log []string
	for _, a := range played {
		p := st.ToMove()
		if st.Player(p).Alive() {
			last[p] = a
		}
		log = append(log, last[p].String())
		if eff := st.Step(a); eff != a {
			t.Fatalf("turn %d: Played says %v, but the state plays %v", st.Turn()-1, a, eff)
		}
	}
	return log
}
