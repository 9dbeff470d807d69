package league

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
)

// A RatingPoint is the rating list as it stood once Games games had ended.
type RatingPoint struct {
	// Games is how many games had ended.
	Games int64
	// Ratings are the rated versions' ratings, by version label: the
	// rating list's Elo with its 95% interval, on the scale of that
	// moment (its mean 0).
	Ratings map[string]standings.Estimate
}

// historyCap is how many points of the rating list's history a league
// keeps at most: enough for a chart, few enough to read at once.
const historyCap = 256

// historyMinStep is how many games apart the history's points are at
// least, past the first ones: a point costs a fit of the rating list in
// the commit of a game, which a league of quick games would feel.
const historyMinStep = 64

// historyStep returns how many games apart the history's points are once
// n games have ended: historyMinStep up to historyCap points, then the
// least power of two times it that keeps them historyCap at most. Each
// step is a multiple of the one before, so the points of a longer league
// are among those of a shorter one: thinning them is dropping every other
// one.
func historyStep(n int64) int64 {
	step := int64(historyMinStep)
	for n > historyCap*step {
		step *= 2
	}
	return step
}

// historyDue reports whether the history has a point after n games once
// last games have ended: every historyStep(last) games, and before the
// first step at each power of two from 4, for a short league's chart.
func historyDue(n, last int64) bool {
	if n < historyMinStep {
		return n >= 4 && n&(n-1) == 0
	}
	return n%historyStep(last) == 0
}

// History returns the rating list's history, oldest first: a point after
// 4, 8, 16 and 32 games, then every 64 games, every 128 past 16,384, and
// so on, a few hundred at most however long the league. A moment whose games admitted no rating list has no point.
func (l *League) History() ([]RatingPoint, error) {
	rows, err := l.db.Query(`SELECT games, ratings FROM history ORDER BY games`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []RatingPoint
	for rows.Next() {
		p := RatingPoint{Ratings: map[string]standings.Estimate{}}
		var data string
		if err := rows.Scan(&p.Games, &data); err != nil {
			return nil, err
		}
		var kept map[string][3]float64
		if err := json.Unmarshal([]byte(data), &kept); err != nil {
			return nil, fmt.Errorf("league: the rating history after %d games: %w", p.Games, err)
		}
		for label, r := range kept {
			i := stats.Interval{Estimate: r[0], Lower: r[1], Upper: r[2]}
			p.Ratings[label] = standings.Estimate{Estimate: standings.Number(i.Estimate), Lower: standings.Number(i.Lower),
				Upper: standings.Number(i.Upper), Margin: standings.Number(i.Margin())}
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// snapshot takes the rating list's point of the tally t of all games,
// when one is due, and drops the points the step no longer keeps.
func snapshot(q querier, t *tally) error {
	n := int64(t.totals.Games)
	if !historyDue(n, n) {
		return nil
	}
	if step := historyStep(n); step > historyMinStep {
		if _, err := q.Exec(`DELETE FROM history WHERE games % ? != 0 AND games >= ?`, step, historyMinStep); err != nil {
			return err
		}
	}
	if p, ok := t.point(); ok {
		return putPoint(q, p)
	}
	return nil
}

// putPoint keeps a point of the history: each rating as its estimate and
// bounds, plain numbers, quick to read (a rating not finite, which a fit
// should not give, is left out).
func putPoint(q querier, p RatingPoint) error {
	kept := map[string][3]float64{}
	for label, e := range p.Ratings {
		r := [3]float64{float64(e.Estimate), float64(e.Lower), float64(e.Upper)}
		if !slices.ContainsFunc(r[:], func(x float64) bool { return math.IsNaN(x) || math.IsInf(x, 0) }) { // JSON holds none
			kept[label] = r
		}
	}
	b, err := json.Marshal(kept)
	if err != nil {
		return err
	}
	_, err = q.Exec(`INSERT INTO history (games, ratings) VALUES (?, ?) ON CONFLICT (games) DO UPDATE SET ratings = excluded.ratings`, p.Games, string(b))
	return err
}

// point returns the rating list of the tally's games, and false when they
// admit none.
func (t *tally) point() (RatingPoint, bool) {
	index := map[string]int{}
	for k := range t.pairs {
		index[k[0]], index[k[1]] = 0, 0
	}
	players := slices.Sorted(maps.Keys(index))
	for i, p := range players {
		index[p] = i
	}
	var versus []stats.Versus
	for k, p := range t.pairs {
		versus = append(versus, stats.Versus{A: index[k[0]], B: index[k[1]], Games: p.Games})
	}
	ratings, err := stats.Ratings(len(players), versus)
	if err != nil { // no finite ratings yet
		return RatingPoint{}, false
	}
	p := RatingPoint{Games: int64(t.totals.Games), Ratings: map[string]standings.Estimate{}}
	for i, r := range ratings {
		if r.Games > 0 {
			e := r.Elo
			p.Ratings[players[i]] = standings.Estimate{Estimate: standings.Number(e.Estimate), Lower: standings.Number(e.Lower),
				Upper: standings.Number(e.Upper), Margin: standings.Number(e.Margin())}
		}
	}
	return p, true
}
