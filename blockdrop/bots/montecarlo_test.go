package bots

import (
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/internal/race"
)

// A turn of the montecarlo bot, the search loop and every playout in it,
// allocates nothing once the bot is made.
func TestMonteCarloTurnAllocatesNothing(t *testing.T) {
	states := midgames()
	step := 8
	if race.Enabled {
		step = 40
	}
	m := NewMonteCarlo(1, 60)
	for i := 0; i < len(states); i += step {
		s := &states[i]
		if n := testing.AllocsPerRun(2, func() { m.Act(s) }); n != 0 {
			t.Fatalf("a turn at T %d allocated %v times; want 0", s.Turn(), n)
		}
	}
	// Two turns in a row, so that the second replays the round between
	// them to learn what the rivals did; and a whole message read line
	// by line, as the bot hears it from the referee.
	st, _ := blockdrop.NewState(blockdrop.RandomSetup(2))
	hunters := [4]Actor{NewHunter(1), NewHunter(2), NewHunter(3), NewHunter(4)}
	for st.Turn() < 40 {
		st.Step(hunters[st.ToMove()].Act(&st))
	}
	next := st
	for next.Turn() < st.Turn()+blockdrop.NumPlayers {
		next.Step(hunters[next.ToMove()].Act(&next))
	}
	if n := testing.AllocsPerRun(2, func() { m.Act(&st); m.Act(&next) }); n != 0 {
		t.Errorf("two turns in a row allocated %v times; want 0", n)
	}
	lines := strings.Split(strings.TrimSuffix(next.Message(), "\n"), "\n")
	if n := testing.AllocsPerRun(2, func() {
		for _, line := range lines {
			m.Hear(line)
		}
	}); n != 0 {
		t.Errorf("hearing a message and answering it allocated %v times; want 0", n)
	}
	c := NewMonteCarloClock(1, time.Millisecond)
	if n := testing.AllocsPerRun(2, func() { c.Act(&states[0]) }); n != 0 {
		t.Errorf("a turn of the clock bot allocated %v times; want 0", n)
	}
}

// The montecarlo bot, even with a small budget, beats three players that
// never move (it does not wait for rivals to come) and three random
// players, in every seat.
func TestMonteCarloBeatsWeakPlayers(t *testing.T) {
	n := uint64(long.Size(4, 8)) // 4 seeds put montecarlo in each seat once
	if race.Enabled {
		n = 2
	}
	for _, rival := range []struct {
		name string
		new  func(seed uint64) Actor
	}{
		{"idle", func(uint64) Actor { return idle{} }},
		{"random", func(seed uint64) Actor { return NewRandom(seed) }},
	} {
		for seed := range n {
			st, err := blockdrop.NewState(blockdrop.RandomSetup(seed))
			if err != nil {
				t.Fatal(err)
			}
			seat := int(seed % 4)
			var players [4]Actor
			for p := range players {
				players[p] = rival.new(seed*4 + uint64(p))
			}
			players[seat] = NewMonteCarlo(seed, 60)
			end := playActors(st, players)
			if w, ok := end.Winner(); !ok || w != seat {
				t.Errorf("seed %d: montecarlo in seat %d did not beat three %s players: winner %d (%v) after %d turns",
					seed, seat, rival.name, w, ok, end.Turn())
			}
		}
	}
}

// The wall-clock bot answers within its thinking time, with room to spare
// for a loaded machine.
func TestMonteCarloClockKeepsItsTime(t *testing.T) {
	const think = 20 * time.Millisecond
	m := NewMonteCarloClock(1, think)
	var worst time.Duration
	for i, s := range midgames() {
		if i == 20 {
			break
		}
		start := time.Now()
		m.Act(&s)
		worst = max(worst, time.Since(start))
	}
	if limit := 10 * think; worst > limit {
		t.Errorf("slowest turn took %v, thinking %v; want at most %v", worst, think, limit)
	}
}

// With the same seed, the deterministic bot chooses the same actions.
func TestMonteCarloIsDeterministic(t *testing.T) {
	states := midgames()[:10]
	a, b := NewMonteCarlo(7, 60), NewMonteCarlo(7, 60)
	for i := range states {
		if x, y := a.Act(&states[i]), b.Act(&states[i]); x != y {
			t.Fatalf("state %d: %v, then %v", i, x, y)
		}
	}
}
