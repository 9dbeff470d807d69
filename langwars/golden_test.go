package langwars

import (
	"bytes"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/linediff"

	games "github.com/contestgames/games"
)

// The golden games of testdata/games (copied from ../shared/data/langwars,
// made by the organisers' engine): each is played again through the
// Referee with the scripted players of the data's README, and every byte
// each player read, the attention degrees and the final victory points
// must match the recorded ones exactly.

// javaRandom is java.util.Random: a 48-bit linear congruential generator
// whose seed is scrambled with 0x5DEECE66D.
type javaRandom struct{ seed uint64 }

const (
	javaMultiplier = 0x5DEECE66D
	javaAddend     = 0xB
	javaMask       = 1<<48 - 1
)

func newJavaRandom(seed int64) *javaRandom {
	return &javaRandom{seed: (uint64(seed) ^ javaMultiplier) & javaMask}
}

// next returns the top bits bits of the next 48-bit state, as Java's
// protected next(int bits) does (a signed int: bits 32 gives negatives).
func (r *javaRandom) next(bits uint) int32 {
	r.seed = (r.seed*javaMultiplier + javaAddend) & javaMask
	return int32(r.seed >> (48 - bits))
}

// nextInt is Java's nextInt().
func (r *javaRandom) nextInt() int32 { return r.next(32) }

// nextInt8 is Java's nextInt(8): 8 is a power of two, for which Java
// takes (8 * next(31)) >> 31.
func (r *javaRandom) nextInt8() int {
	return int((8 * int64(r.next(31))) >> 31)
}

// A scriptedPlayer is one of the players of the golden games: its lines
// for the handshake and each turn, and whether it exits when they run
// out.
type scriptedPlayer interface {
	// line returns what the player writes at its n-th wait (0 is the
	// handshake, n is turn n), or false if it has exited.
	line(n int) (string, bool)
}

// javaRandomPlayer is "javarandom S": READY, then per pick one nextInt(8)
// of java.util.Random(S), joined by single spaces, and it exits after turn
// 10.
type javaRandomPlayer struct{ rng *javaRandom }

func (j *javaRandomPlayer) line(n int) (string, bool) {
	switch {
	case n == 0:
		return "READY", true
	case n > Turns:
		return "", false
	}
	picks := make([]string, PicksIn(n))
	for i := range picks {
		picks[i] = strconv.Itoa(j.rng.nextInt8())
	}
	return strings.Join(picks, " "), true
}

// answersPlayer is "scripted answersP.txt": READY, then line i of the file
// at turn i exactly as written (split on LF only); it exits right after
// its last answer.
type answersPlayer struct{ lines []string }

func (a *answersPlayer) line(n int) (string, bool) {
	switch {
	case n == 0:
		return "READY", true
	case n > len(a.lines):
		return "", false
	}
	return a.lines[n-1], true
}

// readPlayers reads bots.txt of a golden game.
func readPlayers(t *testing.T, dir string) [Players]scriptedPlayer {
	t.Helper()
	var ps [Players]scriptedPlayer
	lines := readLines(t, filepath.Join(dir, "bots.txt"))
	if len(lines) != Players {
		t.Fatalf("bots.txt has %d lines, want %d", len(lines), Players)
	}
	for p, l := range lines {
		kind, arg, _ := strings.Cut(l, " ")
		switch kind {
		case "javarandom":
			s, err := strconv.ParseInt(arg, 10, 64)
			if err != nil {
				t.Fatalf("bots.txt line %d: %v", p+1, err)
			}
			ps[p] = &javaRandomPlayer{rng: newJavaRandom(s)}
		case "scripted":
			data, err := os.ReadFile(filepath.Join(dir, arg))
			if err != nil {
				t.Fatal(err)
			}
			ls := strings.Split(string(data), "\n")
			if ls[len(ls)-1] == "" { // the file's last LF ends its last line
				ls = ls[:len(ls)-1]
			}
			ps[p] = &answersPlayer{lines: ls}
		default:
			t.Fatalf("bots.txt line %d: unknown player %q", p+1, l)
		}
	}
	return ps
}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// playScripted runs ref to its end with the scripted players, as a runner
// would: each message is delivered with a final line ending, and a player
// that has exited is a fault at its next wait.
func playScripted(t *testing.T, ref games.Referee, players [Players]scriptedPlayer) (recv [Players]bytes.Buffer, res games.Result) {
	t.Helper()
	var waits [Players]int
	var exited [Players]bool
	for steps := 0; ; steps++ {
		if steps > 1000 {
			t.Fatal("the referee never ended the game")
		}
		step := ref.Next()
		for _, m := range step.Send {
			if exited[m.To] {
				continue
			}
			recv[m.To].WriteString(m.Text)
			recv[m.To].WriteByte('\n')
		}
		if step.Done {
			return recv, ref.Result()
		}
		for _, p := range step.Await {
			line, ok := players[p].line(waits[p])
			waits[p]++
			if !ok {
				exited[p] = true
				if err := ref.Fault(p, games.Exited); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if err := ref.Reply(p, line); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestGoldenGames(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "games", "g*"))
	if err != nil || len(dirs) != 4 {
		t.Fatalf("want the 4 golden games in testdata/games, found %v (%v)", dirs, err)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			seed, err := strconv.ParseInt(readLines(t, filepath.Join(dir, "seed.txt"))[0], 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			ref := newReferee(uint64(seed))
			want := readLines(t, filepath.Join(dir, "attention.txt"))[0]
			if got := ref.Setup().Attention.String(); got != want {
				t.Errorf("seed %d: attention %s, want %s (attention.txt)", seed, got, want)
			}
			// The referee program draws the same degrees, and keeps
			// them in the record's header.
			if _, complete, err := Game().NewReferee(uint64(seed), nil); err != nil || complete["attention"] != want {
				t.Errorf("seed %d: Game().NewReferee gives options %v, %v; want attention %s", seed, complete, err, want)
			}
			recv, res := playScripted(t, ref, readPlayers(t, dir))
			for p := range Players {
				want, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("recv%d.txt", p)))
				if err != nil {
					t.Fatal(err)
				}
				if got := recv[p].Bytes(); !bytes.Equal(got, want) {
					t.Errorf("player %d read something else than recv%d.txt: %s", p, p, linediff.First(string(got), string(want)))
				}
			}
			// scores.txt: the engine's floating-point victory points,
			// which must be our exact points to the last bit, and
			// whole 24ths, and be written as the engine wrote them
			// (RULINGS.md 6.6), by the result line too.
			scores := strings.Fields(readLines(t, filepath.Join(dir, "scores.txt"))[0])
			st := ref.State()
			exact := st.Score()
			for p := range Players {
				if got := exact[p].String(); got != scores[p] {
					t.Errorf("player %d's points are written %q; the engine printed %s", p, got, scores[p])
				}
				if got := Game().FormatScore(res.Scores[p]); got != scores[p] {
					t.Errorf("player %d's score is written %q in a result line; the engine printed %s", p, got, scores[p])
				}
				w, err := strconv.ParseFloat(scores[p], 64)
				if err != nil {
					t.Fatal(err)
				}
				if res.Scores[p] != w {
					t.Errorf("player %d scored %v, want %s (scores.txt)", p, res.Scores[p], scores[p])
				}
				// The engine's figure is within half a unit in the
				// last place of the exact 24ths.
				r, _ := new(big.Rat).SetString(scores[p])
				r.Sub(r, big.NewRat(int64(exact[p]), Scale))
				if f, _ := r.Float64(); f > 1e-12 || f < -1e-12 {
					t.Errorf("player %d: scores.txt says %s, %v from our exact %v", p, scores[p], f, exact[p])
				}
			}
			if !st.Over() {
				t.Errorf("the game ended after %d turns", st.Played())
			}
			if res.Fault != nil {
				t.Errorf("fault %+v in a game without one", *res.Fault)
			}
		})
	}
}
