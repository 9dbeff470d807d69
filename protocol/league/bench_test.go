package league

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"

	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/arena"
)

// benchPlayers and benchConcurrency are the league of the figure:
// 20 built-in bots, two games at once (the machine's CPUs).
const (
	benchPlayers     = 20
	benchConcurrency = 2
)

// BenchmarkLeague plays the games of a round robin of 20 built-in bots,
// one set-up a pairing in both seatings, as a league (records and
// database kept) and as a tournament (records and index kept), at the
// same concurrency: games/s are the figure to compare.
func BenchmarkLeague(b *testing.B) {
	g := alquerque.Game()
	games := benchPlayers * (benchPlayers - 1)
	b.Run("league", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			b.StopTimer()
			dir := filepath.Join(b.TempDir(), "league")
			s := NewSettings(g.Name)
			s.Program.Sandbox = nil
			if err := Init(dir, s); err != nil {
				b.Fatal(err)
			}
			l, err := Open(dir, g)
			if err != nil {
				b.Fatal(err)
			}
			for i := range benchPlayers {
				if _, _, err := l.Add(fmt.Sprintf("bot%02d", i), "builtin:random"); err != nil {
					b.Fatal(err)
				}
			}
			l.Concurrency = benchConcurrency
			b.StartTimer()
			if err := l.RunUntil(context.Background(), games); err != nil {
				b.Fatal(err)
			}
			l.Close()
		}
		b.ReportMetric(float64(games*b.N)/b.Elapsed().Seconds(), "games/s")
	})
	b.Run("tournament", func(b *testing.B) {
		b.ReportAllocs()
		players := make([]arena.PlayerSpec, benchPlayers)
		for i := range players {
			players[i] = arena.PlayerSpec{Name: fmt.Sprintf("bot%02d", i), Builtin: "random"}
		}
		for b.Loop() {
			t := &arena.Tournament{Game: g, Players: players, Sets: 1, Seed: 1, Dir: filepath.Join(b.TempDir(), "t"),
				Runner: arena.Runner{Concurrency: benchConcurrency}}
			if _, err := t.Run(context.Background()); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(games*b.N)/b.Elapsed().Seconds(), "games/s")
	})
}

// FillLeague makes a league of Alquerque between 20 built-in bots whose
// database holds n games, for benchmarks of a long league: made-up
// results written straight into it (no records), then counted at once, as
// Run counts a database it finds uncounted. Package live's benchmarks use
// it too.
func FillLeague(tb testing.TB, n int) *League {
	tb.Helper()
	g := alquerque.Game()
	dir := filepath.Join(tb.TempDir(), "league")
	s := NewSettings(g.Name)
	s.Program.Sandbox = nil
	mustTB(tb, Init(dir, s))
	l, err := Open(dir, g)
	mustTB(tb, err)
	tb.Cleanup(func() { l.Close() })
	for i := range benchPlayers {
		_, _, err := l.Add(fmt.Sprintf("bot%02d", i), "builtin:random")
		mustTB(tb, err)
	}
	vs, err := l.Versions()
	mustTB(tb, err)
	tx, err := l.db.Begin()
	mustTB(tb, err)
	defer tx.Rollback()
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	var pairings [][]Version
	for i := range vs {
		for j := i + 1; j < len(vs); j++ {
			pairings = append(pairings, []Version{vs[i], vs[j]})
		}
	}
	for k := range n {
		g := game{pairing: pairings[k/2%len(pairings)], setup: k / 2 / len(pairings), rotation: k % 2}
		res := games.Result{Scores: []float64{6, 5}, Winner: rng.IntN(3) - 1, Reason: "made up"}
		if res.Winner == 1 {
			res.Scores = []float64{5, 6}
		}
		b, err := json.Marshal(res)
		mustTB(tb, err)
		_, err = tx.Exec(`INSERT INTO games (key, pairing, setup, rotation, seating, seed, status) VALUES (?, ?, ?, ?, ?, ?, 'done')`,
			g.key(), g.pairingKey(), g.setup, g.rotation, strings.Join(labels(g.seating()), ","), int64(l.seed(g)))
		mustTB(tb, err)
		_, err = tx.Exec(`INSERT INTO results (key, ended, result, digest) VALUES (?, ?, ?, ?)`, g.key(), k+1, string(b), fmt.Sprintf("%016x", rng.Uint64()))
		mustTB(tb, err)
	}
	mustTB(tb, tx.Commit())
	mustTB(tb, l.recount())
	return l
}

// benchGames are the sizes of the long leagues' benchmarks.
var benchGames = []int{10_000, 100_000}

// BenchmarkStandings times the standings of a long league, as the live
// page reads them (Standings, then Report): "tally" from the counts kept as
// games end, "results" from every result, as before the tally.
func BenchmarkStandings(b *testing.B) {
	for _, n := range benchGames {
		l := FillLeague(b, n)
		b.Run(fmt.Sprintf("games=%d/tally", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				st, err := l.Standings()
				mustTB(b, err)
				if st.Report().Table.Games != n {
					b.Fatalf("%d games counted, want %d", st.Games, n)
				}
			}
		})
		b.Run(fmt.Sprintf("games=%d/results", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				vs, results, err := l.Results()
				mustTB(b, err)
				standings.New(l.game, labels(vs), results, nil).Report()
			}
		})
		b.Run(fmt.Sprintf("games=%d/history", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				h, err := l.History()
				mustTB(b, err)
				if len(h) == 0 || len(h) > historyCap {
					b.Fatalf("%d points of history", len(h))
				}
			}
		})
	}
}

// BenchmarkRestart times a long league's restart to playing: Open, then
// RunUntil to two more games (one game pair), played. Its "heap-B" is
// the most heap in use while it runs, over that before it (the restart's
// passing peak included); "schedule-B" the heap a Run's schedule holds
// once made, what stays while it plays.
func BenchmarkRestart(b *testing.B) {
	for _, n := range benchGames {
		l := FillLeague(b, n)
		dir := l.Dir()
		mustTB(b, l.Close())
		b.Run(fmt.Sprintf("games=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			var peak, held uint64
			for b.Loop() {
				b.StopTimer()
				base := heapInUse()
				stop := sampleHeap(&peak)
				b.StartTimer()
				l, err := Open(dir, alquerque.Game())
				mustTB(b, err)
				kept, err := l.Kept()
				mustTB(b, err)
				mustTB(b, l.RunUntil(context.Background(), int(kept)+1))
				b.StopTimer()
				stop()
				peak -= min(peak, base)
				held = scheduleHeap(b, l)
				mustTB(b, l.Close())
				b.StartTimer()
			}
			b.ReportMetric(float64(peak), "heap-B")
			b.ReportMetric(float64(held), "schedule-B")
		})
	}
}

// scheduleHeap returns the heap a Run's schedule of l holds, the
// database's caches warm.
func scheduleHeap(b *testing.B, l *League) uint64 {
	_, err := l.recover()
	mustTB(b, err)
	base := heapAlloc()
	s, err := l.recover()
	mustTB(b, err)
	held := heapAlloc() - min(heapAlloc(), base)
	runtime.KeepAlive(s)
	return held
}

// heapInUse returns the heap in use after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// heapAlloc returns the bytes of the objects alive after a collection.
func heapAlloc() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// sampleHeap keeps in peak the most heap in use until stop is called.
func sampleHeap(peak *uint64) (stop func()) {
	done, over := make(chan struct{}), make(chan struct{})
	*peak = 0
	go func() {
		defer close(over)
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			*peak = max(*peak, m.HeapInuse)
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return func() { close(done); <-over }
}

// mustTB stops a test or a benchmark on err.
func mustTB(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}

// BenchmarkNewVersionPlays adds versions to a league while it runs, four
// built-in bots playing two games at once, through the running League
// ("same") or another one open on its directory, as "referee league add"
// would be ("other"). An op is an Add (its smoke games) and the wait for
// the version's first league game to begin; "ms-to-first-game" is that
// wait alone, from the Add's return.
func BenchmarkNewVersionPlays(b *testing.B) {
	for _, how := range []string{"same", "other"} {
		b.Run("added-by="+how, func(b *testing.B) {
			l := FillLeague(b, 0)
			l.Concurrency = benchConcurrency
			adder := l
			if how == "other" {
				var err error
				adder, err = Open(l.Dir(), alquerque.Game())
				mustTB(b, err)
				defer adder.Close()
			}
			ctx, cancel := context.WithCancel(context.Background())
			ran := make(chan error)
			go func() { ran <- l.Run(ctx) }()
			var wait time.Duration
			for i := 0; b.Loop(); i++ {
				v, _, err := adder.Add(fmt.Sprintf("new%04d", i), "builtin:random")
				mustTB(b, err)
				wait += untilPlaying(b, adder, v)
				mustTB(b, adder.Retire(v.Name))
			}
			b.ReportMetric(float64(wait.Milliseconds())/float64(b.N), "ms-to-first-game")
			cancel()
			<-ran
		})
	}
}

// untilPlaying returns how long until a game of v begins, polling the
// league's games.
func untilPlaying(b *testing.B, l *League, v Version) time.Duration {
	start := time.Now()
	for time.Since(start) < time.Minute {
		var n int
		mustTB(b, l.db.QueryRow(`SELECT count(*) FROM games WHERE ',' || pairing || ',' LIKE ?`, "%,"+v.Label()+",%").Scan(&n))
		if n > 0 {
			return time.Since(start)
		}
		time.Sleep(time.Millisecond)
	}
	b.Fatalf("version %s played no game in a minute", v.Label())
	return 0
}

// BenchmarkCommit times the commit of games' results into a league of
// 20 versions, their tally's counts included: one game a commit, and
// batchMax, as a Run of quick games commits them. Its "ns/game" is the
// figure to compare.
func BenchmarkCommit(b *testing.B) {
	for _, batch := range []int{1, batchMax} {
		b.Run(fmt.Sprintf("games=%d", batch), func(b *testing.B) {
			l := FillLeague(b, 0)
			vs, err := l.Versions()
			mustTB(b, err)
			res := games.Result{Scores: []float64{6, 5}, Winner: 0, Reason: "made up"}
			b.ReportAllocs()
			k := 0
			for b.Loop() {
				ps := make([]pending, batch)
				for i := range ps {
					g := game{pairing: []Version{vs[k/2%len(vs)], vs[(k/2+1)%len(vs)]}, setup: k / 2 / len(vs), rotation: k % 2}
					slices.SortFunc(g.pairing, func(a, b Version) int { return strings.Compare(a.Label(), b.Label()) })
					ps[i] = pending{g: g, seating: labels(g.seating()), seed: l.seed(g), res: res, digest: fmt.Sprintf("%016x", k)}
					k++
				}
				mustTB(b, l.commit(ps...))
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(k), "ns/game")
		})
	}
}
