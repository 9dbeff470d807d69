package games

import (
	"fmt"
	"math/rand/v2"
)

// Openings say how a host starts a game's matches elsewhere than at the
// set-up its seed gives: from a set-up written on one line of text (a
// line of an opening book), and after plies played at random before the
// players take over. A tournament between programs that play the same
// move in the same position needs them: from one start, such programs
// play one game over and over, and its statistics count copies.
type Openings struct {
	// Option names the game's option that holds a whole set-up written
	// on one line in the game's own notation, such as Alquerque's
	// "position"; "" for a game whose set-up is no one line (a maze, a
	// map), which then says so in Why.
	Option string
	// Play, when not nil, plays plies from the start of the match that
	// the complete options make: first the plies given, in the game's
	// notation, then n more, each drawn with r among the legal moves of
	// the seat to move (see [RandomPlies]). It returns every ply played,
	// in the game's notation, and the complete options of a match that
	// starts after them, which its players are told of as the game's
	// dialogue says. A ply that is not legal, or plies that end the game,
	// are an error that says which. Nil for a game where moves played
	// for the players could not be told to them, which says so in Why.
	Play func(options map[string]string, plies []string, n int, r *rand.Rand) ([]string, map[string]string, error)
	// Why says why the game has no Option or no Play, in words that
	// follow the game's name in a host's error: "" when it has both.
	Why string
}

// RandomPlies plays n moves on s, each drawn uniformly with r among the
// legal moves that s.Moves lists for the seat to move, and returns them in
// order. It stops with an error when the game ends before its n-th move or
// with it: the players are to take over a game that goes on. The moves it
// has played stay played; a caller that wants another draw starts again
// from a copy of the state.
func RandomPlies[M any](s State[M], n int, r *rand.Rand) ([]M, error) {
	var played, buf []M
	for k := range n {
		buf = s.Moves(buf[:0])
		if len(buf) == 0 || s.Over() {
			return played, fmt.Errorf("the game ended after %d random plies of %d", k, n)
		}
		m := buf[r.IntN(len(buf))]
		if err := s.Play(m); err != nil {
			return played, fmt.Errorf("random ply %d: %w", k+1, err)
		}
		played = append(played, m)
	}
	if s.Over() {
		return played, fmt.Errorf("the game ended with random ply %d", n)
	}
	return played, nil
}
