package bots

import (
	"testing"

	"github.com/contestgames/games/blockdrop"
)

// midgames returns positions from games of four hunters, at turns where
// the player to move may act: the middle games a bot thinks about.
func midgames() []blockdrop.State {
	var states []blockdrop.State
	for seed := range uint64(4) {
		st, _ := blockdrop.NewState(blockdrop.RandomSetup(seed))
		players := [4]Actor{NewHunter(1), NewHunter(2), NewHunter(3), NewHunter(4)}
		for !st.Over() && st.Turn() < 400 {
			if p := st.Player(st.ToMove()); p.Alive() && p.Wait == 0 && st.Turn()%7 == 0 {
				states = append(states, st)
			}
			st.Step(players[st.ToMove()].Act(&st))
		}
	}
	return states
}

// BenchmarkPlayout measures one playout of the montecarlo bot from
// middle games, its rivals modelled as at the start of a game: ns/op is
// the time of a playout, whose rate is reported as playouts/s.
func BenchmarkPlayout(b *testing.B) {
	states := midgames()
	m := NewMonteCarlo(1, 1)
	m.model() // rivals not yet seen: taken for hunters, mostly
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := &states[i%len(states)]
		m.playout(*s, s.ToMove(), blockdrop.N, uint64(i))
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkMonteCarloTurn measures the montecarlo bot's whole decision of
// a turn with its deterministic budget.
func BenchmarkMonteCarloTurn(b *testing.B) {
	states := midgames()
	m := NewMonteCarlo(1, monteCarloPlayouts)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		m.Act(&states[i%len(states)])
		i++
	}
}

// BenchmarkThreats measures the check that no rival can catch a player,
// run once for each action a turn.
func BenchmarkThreats(b *testing.B) {
	states := midgames()
	var c threats
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := &states[i%len(states)]
		c.caught(s, s.ToMove(), 0)
		i++
	}
}

// BenchmarkHunt measures the search, once a turn, for the walk to where an
// attack leaves a rival no way out.
func BenchmarkHunt(b *testing.B) {
	states := midgames()
	m := NewMonteCarlo(1, 1)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := &states[i%len(states)]
		m.hunt(s, s.ToMove())
		i++
	}
}
