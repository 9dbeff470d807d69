package bots

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/protocoltest"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/langwars"
)

// TestGreedyBeatsRandom plays 100 seeded games of greedy against three
// random bots, greedy in each seat in turn, through the referee's
// dialogue, and wants greedy alone on the best total in at least 80.
func TestGreedyBeatsRandom(t *testing.T) {
	const games_ = 100
	best, shared := 0, 0
	var sum float64
	for seed := range uint64(games_) {
		seat := int(seed % langwars.Players)
		bots := make([]games.Bot, langwars.Players)
		for p := range bots {
			bots[p] = NewRandom(seed*4 + uint64(p))
		}
		bots[seat] = NewGreedy(seed)
		ref, err := langwars.NewReferee(langwars.RandomSetup(seed))
		if err != nil {
			t.Fatal(err)
		}
		res := protocoltest.Play(t, ref, bots)
		if res.Fault != nil {
			t.Fatalf("seed %d: fault %+v", seed, *res.Fault)
		}
		top, ties := true, false
		for p, s := range res.Scores {
			if p == seat {
				continue
			}
			if s > res.Scores[seat] {
				top = false
			}
			if s == res.Scores[seat] {
				ties = true
			}
		}
		switch {
		case top && !ties:
			best++
		case top:
			shared++
		}
		sum += res.Scores[seat]
	}
	t.Logf("greedy alone on the best total in %d of %d games, shared it in %d; mean %.2f victory points", best, games_, shared, sum/games_)
	if best < 80 {
		t.Errorf("greedy alone on the best total in %d of %d games, want at least 80", best, games_)
	}
}

// Each bot writes READY first, then, after each whole turn message and
// only then, a reply that reads strictly: the turn's number of languages
// from 0 to 7.
func TestBotsWriteValidReplies(t *testing.T) {
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			// A tenth of the budget and of the clock: what a bot
			// replies is checked, not how well it plays.
			b, err := withBudget(10).Bots.New(name, 7, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := b.Start(); len(got) != 1 || got[0] != "READY" {
				t.Fatalf("Start() = %q", got)
			}
			ref, err := langwars.NewReferee(langwars.RandomSetup(11))
			if err != nil {
				t.Fatal(err)
			}
			done := b.(protocol.Finisher)
			turn := 0
			var said []string
			for {
				step := ref.Next()
				for _, m := range step.Send {
					if m.To != 0 {
						continue
					}
					lines := strings.Split(m.Text, "\n")
					for i, line := range lines {
						out := b.Hear(line)
						if last := i == len(lines)-1; last != (len(out) == 1) {
							t.Fatalf("turn %d, line %d of %d: the bot said %q", turn, i+1, len(lines), out)
						}
						said = append(said, out...)
						// Done once the tenth turn is answered,
						// and not before.
						if got, want := done.Done(), turn+1 == langwars.Turns && i == len(lines)-1; got != want {
							t.Fatalf("turn %d, line %d of %d: Done() = %v", turn+1, i+1, len(lines), got)
						}
					}
				}
				if step.Done {
					break
				}
				if step.Timer == games.TurnStart {
					turn++
				}
				for _, p := range step.Await {
					switch {
					case step.Timer == games.Handshake:
						ref.Reply(p, "READY")
					case p == 0:
						if _, err := langwars.ParsePicks(said[0], langwars.PicksIn(turn)); err != nil {
							t.Fatalf("turn %d: %v", turn, err)
						}
						ref.Reply(p, said[0])
						said = said[1:]
					default:
						ref.Reply(p, "1 2 3 4 5")
					}
				}
			}
			if turn != langwars.Turns || len(said) != 0 {
				t.Errorf("%d turns, %d replies left over", turn, len(said))
			}
		})
	}
	if _, err := New("clever", 1, 0, nil); err == nil || err.Error() != `langwars/bots: no bot called "clever"; the bots are ["random" "greedy" "montecarlo" "montecarlo-clock"]` {
		t.Errorf("New(clever): %v", err)
	}
}

// A bot that hears lines it cannot follow says nothing until the next
// whole turn message, and then answers it.
func TestBotsSkipGarbage(t *testing.T) {
	b := NewGreedy(1)
	for _, line := range []string{"hello", "10 4 8", "5 5 5 6 5 6 5 6", "1 W", "x"} {
		if out := b.Hear(line); out != nil {
			t.Fatalf("Hear(%q) = %q", line, out)
		}
	}
	s, _ := langwars.NewState(langwars.RandomSetup(0))
	v := s.View(0)
	lines := strings.Split(strings.TrimSuffix(v.String(), "\n"), "\n")
	var out []string
	for _, l := range lines {
		out = b.Hear(l)
	}
	if len(out) != 1 {
		t.Fatalf("after a whole message the bot said %q", out)
	}
}

// Choose allocates nothing, and the same seed and views give the same
// picks.
func TestChooseDoesNotAllocate(t *testing.T) {
	s, err := langwars.NewState(langwars.RandomSetup(4))
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		n := uint8(langwars.PicksIn(s.Turn()))
		if err := s.PlayTurn([langwars.Players]langwars.Picks{{n}, {1: n}, {2: n}, {3: n}}); err != nil {
			t.Fatal(err)
		}
	}
	v := s.View(0)
	a := s.Attention()
	r := NewRandom(1)
	g := NewGreedy(1)
	if n := testing.AllocsPerRun(100, func() { _ = r.Choose(a, &v) }); n != 0 {
		t.Errorf("Random.Choose: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = g.Choose(a, &v) }); n != 0 {
		t.Errorf("Greedy.Choose: %v allocations", n)
	}
	g1, g2 := NewGreedy(5), NewGreedy(5)
	r1, r2 := NewRandom(5), NewRandom(5)
	if g1.Choose(a, &v) != g2.Choose(a, &v) || r1.Choose(a, &v) != r2.Choose(a, &v) {
		t.Error("the same seed chose differently")
	}
}

// Game seats the bots as the referee program always has: greedy against
// three random bots, each seat's seed derived from the match's as it was
// (seed*4 + seat), so the same match seed gives the same match.
func TestGame(t *testing.T) {
	g := Game()
	if g.Name != "langwars" || g.Players() != langwars.Players {
		t.Errorf("game %q with %d seats", g.Name, g.Players())
	}
	if want := []string{"greedy", "random", "random", "random"}; !slices.Equal(g.Bots.Defaults, want) {
		t.Errorf("defaults %q, want %q", g.Bots.Defaults, want)
	}
	if !slices.Equal(g.Bots.Names, Names()) {
		t.Errorf("names %q, want %q", g.Bots.Names, Names())
	}
	names := Names()
	names[0] = "changed"
	if Names()[0] != "random" {
		t.Error("Names returned a shared slice")
	}
	for seat, name := range g.Bots.Defaults {
		seed := 9*4 + uint64(seat)
		want := map[string]games.Bot{"random": NewRandom(seed), "greedy": NewGreedy(seed)}[name]
		if b, err := g.NewBot(name, 9, seat, nil); err != nil || !reflect.DeepEqual(b, want) {
			t.Errorf("seat %d: bot %T (%v) is not the old %T of seed %d", seat, b, err, want, seed)
		}
	}
	if _, err := g.NewBot("clever", 1, 0, nil); err == nil {
		t.Error("NewBot(clever): no error")
	}
}
