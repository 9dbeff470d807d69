package langwars_test

import (
	"testing"

	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
)

// Benchmarks of the hot paths. Compare runs with benchstat:
//
//	go test ./langwars -run='^$' -bench=. -count=10 > new.txt
//	benchstat old.txt new.txt

// BenchmarkGame plays a whole game between four random bots: each turn,
// each bot is shown its view and chooses its picks, and the four picks
// are played at once; ten turns, and the final score.
func BenchmarkGame(b *testing.B) {
	players := randomPlayers()
	b.ReportAllocs()
	s0 := start(b, 0)
	a := s0.Attention()
	var sink langwars.Points
	for b.Loop() {
		s := s0
		for !s.Over() {
			var picks [langwars.Players]langwars.Picks
			for p, bot := range players {
				v := s.View(p)
				picks[p] = bot.Choose(a, &v)
			}
			if err := s.PlayTurn(picks); err != nil {
				b.Fatal(err)
			}
		}
		sink += s.Score()[0]
	}
	_ = sink
}

// BenchmarkPlay plays one workday turn.
func BenchmarkPlay(b *testing.B) {
	s0 := start(b, 0)
	picks := [langwars.Players]langwars.Picks{{0: 5}, {1: 2, 3: 3}, {1: 1, 2: 1, 5: 1, 6: 1, 7: 1}, {7: 5}}
	b.ReportAllocs()
	for b.Loop() {
		s := s0
		if err := s.PlayTurn(picks); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScore scores a game.
func BenchmarkScore(b *testing.B) {
	s := finishedGame(b)
	b.ReportAllocs()
	var sink langwars.Points
	for b.Loop() {
		sink += s.Score()[1]
	}
	_ = sink
}

// BenchmarkViewText makes a view and renders it as the jury's text.
func BenchmarkViewText(b *testing.B) {
	s := midGame(b)
	buf := make([]byte, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		v := s.View(2)
		buf = v.AppendText(buf[:0])
	}
}

// BenchmarkParseView reads a turn message.
func BenchmarkParseView(b *testing.B) {
	s := midGame(b)
	v := s.View(1)
	text := v.String()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := langwars.ParseView(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadReply reads a workday reply leniently.
func BenchmarkReadReply(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = langwars.ReadReply(" 3 +4 007 1 2\r", 5)
	}
}

// BenchmarkRandomSetup draws a game's attention degrees (a whole MT19937
// initialisation and twist).
func BenchmarkRandomSetup(b *testing.B) {
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		_ = langwars.RandomSetup(seed)
		seed++
	}
}

// start returns the start of the organisers' game of seed.
func start(tb testing.TB, seed uint64) langwars.State {
	s, err := langwars.NewState(langwars.RandomSetup(seed))
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// BenchmarkGreedyChoose is the greedy bot's decision for one turn, the
// fifth, after it was shown the first four.
func BenchmarkGreedyChoose(b *testing.B) {
	g := bots.NewGreedy(1)
	s := start(b, 3)
	a := s.Attention()
	for range 4 {
		v := s.View(0)
		g.Choose(a, &v)
		n := uint8(langwars.PicksIn(s.Turn()))
		if err := s.PlayTurn([langwars.Players]langwars.Picks{{n}, {1: n}, {2: n}, {3: n}}); err != nil {
			b.Fatal(err)
		}
	}
	v := s.View(0)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Choose(a, &v) // the view is observed once, then its picks are chosen again
	}
}

func midGame(b testing.TB) langwars.State {
	s := start(b, 3)
	for range 4 {
		n := uint8(langwars.PicksIn(s.Turn()))
		if err := s.PlayTurn([langwars.Players]langwars.Picks{{n}, {1: n}, {2: n}, {3: n}}); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

func finishedGame(b testing.TB) langwars.State {
	s := start(b, 3)
	for !s.Over() {
		n := uint8(langwars.PicksIn(s.Turn()))
		if err := s.PlayTurn([langwars.Players]langwars.Picks{{n}, {1: n}, {2: n - 1, 3: 1}, {3: n}}); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkView makes a player's view of a state.
func BenchmarkView(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	var sink uint8
	for b.Loop() {
		v := s.View(2)
		sink += v.Revealed[3][1]
	}
	_ = sink
}

// BenchmarkRandomChoose is the random bot's decision for one turn.
func BenchmarkRandomChoose(b *testing.B) {
	r := bots.NewRandom(1)
	v := langwars.View{Turn: 1}
	var a langwars.Attention
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Choose(a, &v)
	}
}

// randomPlayers returns four random bots, seeded 0 to 3.
func randomPlayers() (players [langwars.Players]*bots.Random) {
	for p := range players {
		players[p] = bots.NewRandom(uint64(p))
	}
	return players
}
