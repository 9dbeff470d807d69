package games_test

import (
	"math/rand/v2"
	"testing"

	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/amazes"
	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/internal/gametest"
	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/ontherun"
)

// The games as the kit drives them, each from its contest's starts.
var (
	alquerqueGame = gametest.Game[alquerque.Position]{
		Name: "alquerque", Seats: 2, MaxMoves: alquerque.MaxPlies,
		Start: func(*rand.Rand) alquerque.Position { return alquerque.Start() },
	}
	amazesGame = gametest.Game[amazes.State]{
		Name: "amazes", Seats: 2, MaxMoves: 2 * amazes.MaxTurns,
		Start: func(rng *rand.Rand) amazes.State { return must(amazes.NewState(amazes.RandomSetup(rng.Uint64()))) },
	}
	blockdropGame = gametest.Game[blockdrop.State]{
		Name: "blockdrop", Seats: blockdrop.NumPlayers, MaxMoves: blockdrop.DefaultTurns,
		Start: func(rng *rand.Rand) blockdrop.State {
			return must(blockdrop.NewState(blockdrop.RandomSetup(rng.Uint64())))
		},
	}
)

// langWarsGame's moves are one player's picks; a game is ten turns of
// four.
var langWarsGame = gametest.Game[langwars.State]{
	Name: "langwars", Seats: langwars.Players, MaxMoves: langwars.Turns * langwars.Players,
	Start: func(rng *rand.Rand) langwars.State {
		return must(langwars.NewState(langwars.RandomSetup(rng.Uint64())))
	},
}

// onTheRunGame starts past the detectives' start, the one choice its
// Moves does not list, drawn by RandomMove.
var onTheRunGame = gametest.Game[ontherun.State]{
	Name: "ontherun", Seats: 2, MaxMoves: 1 + 2*ontherun.MaxTurns,
	Start: func(rng *rand.Rand) ontherun.State {
		s := must(ontherun.NewState(ontherun.RandomSetup(rng.Uint64())))
		m, ok := s.RandomMove(rng)
		if !ok {
			panic("ontherun: no start for the detectives")
		}
		if err := s.Play(m); err != nil {
			panic(err)
		}
		return s
	},
}

func must[S any](s S, err error) S {
	if err != nil {
		panic(err)
	}
	return s
}

// Every game keeps the contract that games.State states, in random games
// played through it alone.
func TestEveryGamePlaysThroughOneShape(t *testing.T) {
	t.Run("alquerque", func(t *testing.T) { gametest.Playouts[alquerque.Position, alquerque.Move](t, alquerqueGame, 30, 1) })
	t.Run("amazes", func(t *testing.T) { gametest.Playouts[amazes.State, amazes.Turn](t, amazesGame, 10, 1) })
	t.Run("blockdrop", func(t *testing.T) { gametest.Playouts[blockdrop.State, blockdrop.Action](t, blockdropGame, 3, 1) })
	t.Run("langwars", func(t *testing.T) { gametest.Playouts[langwars.State, langwars.Picks](t, langWarsGame, 5, 1) })
	t.Run("ontherun", func(t *testing.T) { gametest.Playouts[ontherun.State, ontherun.Move](t, onTheRunGame, 5, 1) })
}

// The kit's count of the game tree, through the one shape, agrees with
// Alquerque's own perft, which testdata/perft.txt pins to the published
// counts.
func TestTheShapesCountAgreesWithPerft(t *testing.T) {
	for depth := range 5 {
		start := alquerque.Start()
		if got, want := gametest.Count[alquerque.Position, alquerque.Move](start, depth), alquerque.Perft(start, depth); got != want {
			t.Errorf("depth %d: the kit counts %d, Perft %d", depth, got, want)
		}
	}
}

func BenchmarkPlayout(b *testing.B) {
	b.Run("alquerque", func(b *testing.B) { gametest.Benchmark[alquerque.Position, alquerque.Move](b, alquerqueGame) })
	b.Run("amazes", func(b *testing.B) { gametest.Benchmark[amazes.State, amazes.Turn](b, amazesGame) })
	b.Run("blockdrop", func(b *testing.B) { gametest.Benchmark[blockdrop.State, blockdrop.Action](b, blockdropGame) })
	b.Run("langwars", func(b *testing.B) { gametest.Benchmark[langwars.State, langwars.Picks](b, langWarsGame) })
	b.Run("ontherun", func(b *testing.B) { gametest.Benchmark[ontherun.State, ontherun.Move](b, onTheRunGame) })
}

// No game allocates in a playout through the one shape, with a move buffer
// of the size its package names.
func TestNoGameAllocatesThroughOneShape(t *testing.T) {
	for name, allocs := range map[string]float64{
		"alquerque": gametest.AllocsPerPlayout[alquerque.Position, alquerque.Move](alquerqueGame, 20, alquerque.MoveListSize),
		"amazes":    gametest.AllocsPerPlayout[amazes.State, amazes.Turn](amazesGame, 5, amazes.MoveListSize),
		"blockdrop": gametest.AllocsPerPlayout[blockdrop.State, blockdrop.Action](blockdropGame, 2, blockdrop.MoveListSize),
		"langwars":  gametest.AllocsPerPlayout[langwars.State, langwars.Picks](langWarsGame, 5, langwars.MoveListSize),
		"ontherun":  gametest.AllocsPerPlayout[ontherun.State, ontherun.Move](onTheRunGame, 2, ontherun.MoveListSize),
	} {
		if allocs != 0 {
			t.Errorf("%s: %v allocations in a playout; want none", name, allocs)
		}
	}
}
