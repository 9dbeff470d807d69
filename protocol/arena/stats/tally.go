package stats

// A Tally counts one player's games of a series or a tournament, as the
// referee's series table, the tournament table and the bots' strength
// series all count them: its record by the rules' winner, its record head
// to head with each rival of each game, and its points and its rivals'.
type Tally struct {
	// Record counts a win when the rules name the player the winner, a
	// draw when they name nobody (a tie, a shared first place), and a
	// loss otherwise.
	Record WDL
	// Pairs counts the player against each rival of each game: a win when
	// it scored more, a draw when as much. In a two-player game it is the
	// record by points.
	Pairs WDL
	// Points and RivalPoints are the player's points and its rivals'
	// points, summed over the games.
	Points, RivalPoints float64
}

// Add counts a game: its final scores by seat, the seat the rules name
// the winner (or -1 for nobody), and the player's seat.
func (t *Tally) Add(scores []float64, winner, seat int) {
	t.Record.Add(ByWinner(winner, seat))
	own := scores[seat]
	for s, x := range scores {
		if s == seat {
			continue
		}
		t.Pairs.Add(ByPoints(own, x))
		t.RivalPoints += x
	}
	t.Points += own
}

// ByWinner returns how a game went for the player in seat, by the rules:
// a win when winner is its seat, a draw when the rules name nobody
// (winner -1), and a loss otherwise.
func ByWinner(winner, seat int) Outcome {
	switch winner {
	case seat:
		return Win
	case -1:
		return Draw
	}
	return Loss
}

// ByPoints returns how a score of own fares against a rival's score x.
func ByPoints(own, x float64) Outcome {
	switch {
	case own > x:
		return Win
	case own < x:
		return Loss
	}
	return Draw
}
