package bots

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/contestgames/games/alquerque"
)

// The strength series are too long for every run of the tests: they run
// with CONTESTGAMES_STRENGTH=1 (and -timeout 0), in-process and without
// the referee's clock; the README's figures come from the referee.

// A seriesResult counts a series from the first engine's side.
type seriesResult struct {
	wins, draws, losses int
	points, against     int              // contest points: 12 a win, 7 less the opponent's pieces in a tie
	time                [2]time.Duration // thinking time of each side over the series
	moves               [2]int           // searched moves of each side (not forced ones)
	plies               int
}

// playSeries plays games between engines made by a and b, a as White in
// the even games and as Black in the odd ones, each game from the start
// with seeds of its own, and returns a's results. Up to par games run at
// once.
func playSeries[A, B player](t *testing.T, games, par int, a func(seed uint64) A, b func(seed uint64) B) seriesResult {
	var mu sync.Mutex
	var r seriesResult
	sem := make(chan struct{}, max(par, 1))
	var wg sync.WaitGroup
	for g := range games {
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			seed := uint64(g/2 + 1)
			engines := [2]player{a(seed), b(seed + 1000)}
			seat := g % 2 // a's colour
			p := alquerque.Start()
			var moves [2]int
			for !p.Over() {
				side := 0
				if int(p.Side()) != seat {
					side = 1
				}
				e := engines[side]
				m := e.Best(p)
				if e.Info().Nodes > 0 {
					moves[side]++
				}
				p.PlayUnchecked(m)
			}
			score := p.Score()
			mu.Lock()
			defer mu.Unlock()
			mine, theirs := score[seat], score[1-seat]
			w, ok := p.Winner()
			switch {
			case ok && w == seat:
				r.wins++
			case ok:
				r.losses++
			default:
				r.draws++
			}
			r.points += mine
			r.against += theirs
			r.plies += p.Ply()
			for i := range 2 {
				r.time[i] += engines[i].Used()
				r.moves[i] += moves[i]
			}
			t.Logf("game %2d: a as %v: %v after %d plies, %d-%d; a used %v, b %v", g, alquerque.Color(seat),
				p.End(), p.Ply(), mine, theirs, engines[0].Used().Round(time.Millisecond), engines[1].Used().Round(time.Millisecond))
		}()
	}
	wg.Wait()
	return r
}

// A player is an [Engine] or a randomPlayer.
type player interface {
	Best(p alquerque.Position) alquerque.Move
	Info() Info
	Used() time.Duration
}

// randomPlayer plays uniformly random legal moves.
type randomPlayer struct{ rng *rand.Rand }

func (r randomPlayer) Best(p alquerque.Position) alquerque.Move {
	moves := p.Moves(nil)
	return moves[r.rng.IntN(len(moves))]
}
func (randomPlayer) Info() Info          { return Info{Nodes: 1} }
func (randomPlayer) Used() time.Duration { return 0 }

// envInt returns the environment variable name as an int, or def.
func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// strengthOnly skips a strength series unless CONTESTGAMES_STRENGTH is set.
func strengthOnly(t *testing.T) {
	if os.Getenv("CONTESTGAMES_STRENGTH") == "" {
		t.Skip("a strength series: set CONTESTGAMES_STRENGTH=1")
	}
}

// logSeries logs a series' results under name.
func logSeries(t *testing.T, name string, games int, r seriesResult) {
	t.Logf("%s: %d-%d-%d (W-D-L), points %d-%d (%.0f%%), mean plies %d, mean time a game %v / %v, per searched move %v / %v",
		name, r.wins, r.draws, r.losses, r.points, r.against,
		100*float64(r.points)/float64(max(r.points+r.against, 1)), r.plies/games,
		(r.time[0] / time.Duration(games)).Round(time.Millisecond), (r.time[1] / time.Duration(games)).Round(time.Millisecond),
		(r.time[0] / time.Duration(max(r.moves[0], 1))).Round(time.Millisecond), (r.time[1] / time.Duration(max(r.moves[1], 1))).Round(time.Millisecond))
}

// The "pvs" and "pvs-clock" bots against the old "search": no losses, at
// least 75% of the points. STRENGTH_GAMES and STRENGTH_PAR set each
// series' length and how many games run at once, STRENGTH_NODES the pvs
// budget.
func TestStrengthPVSAgainstSearch(t *testing.T) {
	strengthOnly(t)
	games := envInt("STRENGTH_GAMES", 20)
	nodes := int64(envInt("STRENGTH_NODES", pvsNodes))
	for _, name := range []string{"pvs", "pvs-clock"} {
		t.Run(name, func(t *testing.T) {
			r := playSeries(t, games, envInt("STRENGTH_PAR", 1),
				func(seed uint64) *Engine {
					opts, _ := searchOptions(name, seed)
					if name == "pvs" {
						opts.Nodes = nodes
					}
					return NewEngine(opts)
				},
				func(seed uint64) *Engine { return botEngine("search", seed) })
			logSeries(t, name+" against search", games, r)
			if r.losses > 0 || 4*r.points < 3*(r.points+r.against) {
				t.Errorf("%s lost %d games and scored %d of %d points; want no loss and 75%%", name, r.losses, r.points, r.points+r.against)
			}
		})
	}
}

// A tuning series: pvs (or with STRENGTH_PLAIN=1 the plain search) with
// STRENGTH_NODES a move and the evaluation's weights from STRENGTH_STEP,
// STRENGTH_HANG1, STRENGTH_HANG2, STRENGTH_KEEP, STRENGTH_OPEN,
// STRENGTH_TRADE and STRENGTH_HUNT, and the table's size from
// STRENGTH_TABLEBITS (Options.TableBits), against search. It runs only
// with STRENGTH_TUNE=1 as well, so that the strength series do not play it.
func TestStrengthTune(t *testing.T) {
	strengthOnly(t)
	if os.Getenv("STRENGTH_TUNE") == "" {
		t.Skip("a tuning series: set STRENGTH_TUNE=1 as well")
	}
	games := envInt("STRENGTH_GAMES", 10)
	nodes := int64(envInt("STRENGTH_NODES", pvsNodes))
	w := weights{
		step: envInt("STRENGTH_STEP", pvsWeights.step), hangOne: envInt("STRENGTH_HANG1", pvsWeights.hangOne),
		hangMore: envInt("STRENGTH_HANG2", pvsWeights.hangMore), keep: envInt("STRENGTH_KEEP", pvsWeights.keep),
		open: envInt("STRENGTH_OPEN", pvsWeights.open), trade: envInt("STRENGTH_TRADE", pvsWeights.trade),
		hunt: envInt("STRENGTH_HUNT", pvsWeights.hunt),
	}
	r := playSeries(t, games, envInt("STRENGTH_PAR", 1),
		func(seed uint64) *Engine {
			e := NewEngine(Options{PVS: os.Getenv("STRENGTH_PLAIN") == "", Nodes: nodes, Seed: seed,
				TableBits: envInt("STRENGTH_TABLEBITS", 0)})
			e.w = w
			return e
		},
		func(seed uint64) *Engine { return botEngine("search", seed) })
	logSeries(t, fmt.Sprintf("pvs %+v against search", w), games, r)
}

// The "pvs" bot beats random play in every game.
func TestStrengthPVSBeatsRandom(t *testing.T) {
	strengthOnly(t)
	games := envInt("STRENGTH_GAMES", 20)
	r := playSeries(t, games, envInt("STRENGTH_PAR", 1),
		func(seed uint64) *Engine { return botEngine("pvs", seed) },
		func(seed uint64) randomPlayer { return randomPlayer{rand.New(rand.NewPCG(seed, 1))} })
	logSeries(t, "pvs against random", games, r)
	if r.wins != games {
		t.Errorf("pvs won %d of %d games against random", r.wins, games)
	}
}
