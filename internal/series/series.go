// Package series counts the strength series of the 4-player games' bots
// (block drop, Lang Wars) from one bot's side, as their tests play them:
// which seat the bot takes in each game, as the referee program's -games
// moves it, and its wins, draws, losses and head-to-head comparisons.
package series

// Seat returns the seat of the bot that sat in seat 0 of game 0, in game g
// of a series of n-player games: the referee program's -games moves every
// player one seat on each game, so the bot sits in 0, n-1, ..., 1.
func Seat(g uint64, n int) int { return int((uint64(n) - g%uint64(n)) % uint64(n)) }

// A Tally counts the games of a series from one bot's side: its wins
// (alone on the best score), draws (sharing it) and losses; its
// head-to-head comparisons with each rival of each game (the better score
// wins the pair, equal scores tie it); and the points of the bot and of
// its rivals, in all.
type Tally struct {
	Games, Wins, Draws, Losses     int
	PairsWon, PairsTied, PairsLost int
	Points, RivalPoints            float64
}

// Add counts a game whose final scores are scores, with the bot in seat.
func (t *Tally) Add(seat int, scores ...float64) {
	t.Games++
	own, best, shared := scores[seat], scores[seat], 0
	for p, s := range scores {
		switch {
		case p == seat:
			continue
		case own > s:
			t.PairsWon++
		case own == s:
			t.PairsTied++
		default:
			t.PairsLost++
		}
		t.RivalPoints += s
		best = max(best, s)
		if s == own {
			shared++
		}
	}
	t.Points += own
	switch {
	case own < best:
		t.Losses++
	case shared > 0:
		t.Draws++
	default:
		t.Wins++
	}
}

// Share is the bot's share of the head-to-head comparisons, a tie counting
// one half.
func (t Tally) Share() float64 {
	return (float64(t.PairsWon) + float64(t.PairsTied)/2) / float64(t.PairsWon+t.PairsTied+t.PairsLost)
}
