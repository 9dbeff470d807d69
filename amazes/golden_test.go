package amazes

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/linediff"

	games "github.com/contestgames/games"
)

// The golden games of testdata/games (copied from ../shared/data/amazes-games,
// made by the arbiter a CodeCup regular wrote): each is replayed through the
// Referee with scripted players, and everything each player was sent, the
// running points after every turn, and the final scores must match the
// recorded ones byte for byte.

// A scriptedGame is what a referee sent and did in a game between scripted
// players.
type scriptedGame struct {
	recv   [2]bytes.Buffer // everything each player was sent, one line per line
	totals []string        // "turn,player,letters,total" after each turn, as totals.csv
	result games.Result
	final  State
}

// playScripted runs ref to its end with players that answer each view with
// their next line of moves (and exit when they run out, which the referee
// sees as a fault), the way the golden games were made.
func playScripted(t *testing.T, ref *Referee, moves [2][]string) *scriptedGame {
	t.Helper()
	g := &scriptedGame{}
	st := &ref.st // live: the totals follow the game
	for p := range 2 {
		g.totals = append(g.totals, fmt.Sprintf("0,%d,,%d", p+1, st.pointsOf(p)))
	}
	var next [2]int
	exited := [2]bool{}
	for steps := 0; steps < 10000; steps++ {
		step := ref.Next()
		for _, m := range step.Send {
			if !exited[m.To] {
				fmt.Fprintln(&g.recv[m.To], m.Text)
			}
		}
		if step.Done {
			g.result = ref.Result()
			g.final = *st
			return g
		}
		for _, p := range step.Await {
			if next[p] >= len(moves[p]) {
				exited[p] = true
				ref.Fault(p, games.Exited)
				continue
			}
			line := moves[p][next[p]]
			next[p]++
			turn := st.turnsPlayed()/2 + 1
			ref.Reply(p, line)
			g.totals = append(g.totals, fmt.Sprintf("%d,%d,%s,%d", turn, p+1, line, st.pointsOf(p)))
		}
	}
	t.Fatal("the referee never ended the game")
	return nil
}

func TestGoldenGames(t *testing.T) {
	for _, name := range []string{"g01", "g02", "g21"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("testdata", "games", name)
			ref, moves := goldenReferee(t, name)
			g := playScripted(t, ref, moves)
			for p := range 2 {
				want := readFile(t, filepath.Join(dir, fmt.Sprintf("recv%d.txt", p)))
				if got := g.recv[p].Bytes(); !bytes.Equal(got, want) {
					t.Errorf("%s was sent something else than recv%d.txt: %s", seatName(p), p, linediff.First(string(got), string(want)))
				}
			}
			// totals.csv: the running points after each turn. On the last
			// line (the sudden-death turn) they are the points before the
			// end doubles them.
			want := readLines(t, filepath.Join(dir, "totals.csv"))[1:]
			if d := linediff.First(strings.Join(g.totals, "\n"), strings.Join(want, "\n")); d != "" {
				t.Errorf("running totals differ from totals.csv: %s", d)
			}
			scores := strings.Fields(readLines(t, filepath.Join(dir, "scores.txt"))[0])
			for p := range 2 {
				if got := fmt.Sprint(g.result.Scores[p]); got != scores[p] {
					t.Errorf("%s scored %s, want %s (scores.txt)", seatName(p), got, scores[p])
				}
			}
			if g.final.End() != SuddenDeath {
				t.Errorf("the game ended by %v; all three golden games end in sudden death", g.final.End())
			}
			if g.result.Fault != nil {
				t.Errorf("fault %+v in a game without one", *g.result.Fault)
			}
		})
	}
}

// goldenReferee returns a referee of golden game name, from its maze and
// starts, and the moves each player wrote.
func goldenReferee(t *testing.T, name string) (*Referee, [2][]string) {
	t.Helper()
	dir := filepath.Join("testdata", "games", name)
	setup := readSetup(t, filepath.Join(dir, "maze.txt"))
	var moves [2][]string
	for p := range 2 {
		moves[p] = readLines(t, filepath.Join(dir, fmt.Sprintf("moves%d.txt", p)))
	}
	ref, err := NewReferee(setup)
	if err != nil {
		t.Fatal(err)
	}
	return ref, moves
}
