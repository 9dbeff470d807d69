package league

// PROVISIONAL: this file stands in for history.go, which another change
// writes; it is deleted when both are merged.

import (
	"math"
	"slices"

	"github.com/contestgames/games/protocol/arena/standings"
)

// A RatingPoint is the rating list as it stood once Games games had ended.
type RatingPoint struct {
	Games   int64
	Ratings map[string]standings.Estimate // by version label
}

// stubPoints is how many points the provisional History computes.
const stubPoints = 20

// History returns the rating list at up to 20 points over the games, in
// the order they ended: a naive stand-in that fits all games again at
// each point.
func (l *League) History() ([]RatingPoint, error) {
	vs, results, err := l.Results()
	if err != nil {
		return nil, err
	}
	keys, err := l.doneKeys()
	if err != nil {
		return nil, err
	}
	ended := make(map[string]int, len(keys))
	for i, k := range keys {
		ended[k] = i
	}
	slices.SortStableFunc(results, func(a, b standings.Result) int { return ended[a.ID] - ended[b.ID] })
	var out []RatingPoint
	for k := 1; k <= stubPoints && len(results) > 0; k++ {
		n := len(results) * k / stubPoints
		if n == 0 || (len(out) > 0 && out[len(out)-1].Games == int64(n)) {
			continue
		}
		p := RatingPoint{Games: int64(n), Ratings: map[string]standings.Estimate{}}
		for _, r := range standings.New(l.game, labels(vs), results[:n], nil).Report().Ratings.Players {
			if r.Games > 0 && !math.IsNaN(float64(r.Elo.Estimate)) {
				p.Ratings[r.Name] = r.Elo
			}
		}
		out = append(out, p)
	}
	return out, nil
}
