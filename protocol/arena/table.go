package arena

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/stats"
)

// outcome returns how the game went for player p, by the rules' winner,
// and false when p did not play it.
func outcome(r Result, p int) (stats.Outcome, bool) {
	seat := slices.Index(r.Seating, p)
	if seat < 0 {
		return 0, false
	}
	return stats.ByWinner(r.Winner, seat), true
}

// wdl counts player a's games against b, from a's side.
func wdl(results []Result, a, b int) stats.WDL {
	var w stats.WDL
	for _, r := range results {
		if slices.Contains(r.Seating, b) {
			if o, ok := outcome(r, a); ok {
				w.Add(o)
			}
		}
	}
	return w
}

// headToHead counts the games of a and b together by who scored more,
// from a's side: a win when a scored more than b.
func headToHead(results []Result, a, b int) stats.WDL {
	var w stats.WDL
	for _, r := range results {
		if sa, sb := slices.Index(r.Seating, a), slices.Index(r.Seating, b); sa >= 0 && sb >= 0 {
			w.Add(stats.ByPoints(r.Scores[sa], r.Scores[sb]))
		}
	}
	return w
}

// pentanomial counts the game pairs of a against b: each set-up their
// group played in both seatings.
func pentanomial(results []Result, a, b int) stats.Pentanomial {
	type key struct{ group, set int }
	first := map[key]stats.Outcome{}
	var p stats.Pentanomial
	sorted := slices.Clone(results)
	sortResults(sorted)
	for _, r := range sorted {
		if !slices.Contains(r.Seating, a) || !slices.Contains(r.Seating, b) {
			continue
		}
		o, _ := outcome(r, a)
		k := key{r.Group, r.Set}
		if f, ok := first[k]; ok {
			p.Add(f, o)
			delete(first, k)
			continue
		}
		first[k] = o
	}
	return p
}

// rank returns the rank of seat s in a result, from 1, a tie sharing the
// mean of the ranks it spans.
func rank(r Result, s int) float64 {
	above, equal := 0, 0
	for i, x := range r.Scores {
		switch {
		case i == s:
		case x > r.Scores[s]:
			above++
		case x == r.Scores[s]:
			equal++
		}
	}
	return 1 + float64(above) + float64(equal)/2
}

// Table returns the table of a tournament's results: per player its games,
// wins, draws, losses, points and faults; for two-player games the record
// of each pairing with its Elo difference, interval, LOS and draw ratio
// from game pairs, and the SPRT's state when there is one; for more
// players per game, each player's mean points and mean rank with their
// intervals, and each pair's head-to-head record.
func Table(g games.Game, players []string, results []Result, sprt *stats.SPRT) string {
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(&b, "%s: %d games\n", g.Name, len(results))
	many := g.Players() > 2
	if many {
		fmt.Fprintln(tw, "player\tgames\twins\tmean points\tmean rank\tfaults")
	} else {
		fmt.Fprintln(tw, "player\tgames\twins\tdraws\tlosses\tpoints\tfaults")
	}
	for p, name := range players {
		row := rowOf(results, p)
		w := row.tally.Record
		if many {
			fmt.Fprintf(tw, "%d %s\t%d\t%d\t%s\t%s\t%s\n", p+1, name, w.Games(), w.Wins, mean(row.points, g.FormatScore), mean(row.rank, num), row.faults)
		} else {
			fmt.Fprintf(tw, "%d %s\t%d\t%d\t%d\t%d\t%s\t%s\n", p+1, name, w.Games(), w.Wins, w.Draws, w.Losses, g.FormatScore(row.tally.Points), row.faults)
		}
	}
	tw.Flush()
	for a := range players {
		for c := a + 1; c < len(players); c++ {
			if many {
				if w := headToHead(results, a, c); w.Games() > 0 {
					fmt.Fprintf(&b, "\n%s vs %s, ranked above - below - level: %s\n", players[a], players[c], w)
				}
				continue
			}
			writePairing(&b, players, results, a, c, sprt)
		}
	}
	return b.String()
}

// A row is one player's line of the table.
type row struct {
	tally        stats.Tally
	points, rank stats.Series
	faults       string // how many, and the most common
}

// rowOf counts player p's games among results.
func rowOf(results []Result, p int) row {
	var r row
	var faults int
	why := map[string]int{}
	for _, res := range results {
		seat := slices.Index(res.Seating, p)
		if seat < 0 {
			continue
		}
		r.tally.Add(res.Scores, res.Winner, seat)
		r.points.Add(res.Scores[seat])
		r.rank.Add(rank(res, seat))
		if res.Fault != nil && res.Fault.Player == seat {
			faults++
			why[res.Fault.Rule]++
		}
	}
	r.faults = strconv.Itoa(faults)
	if faults > 0 {
		r.faults += " (" + mostCommon(why) + ")"
	}
	return r
}

// writePairing writes the record of players a and c against each other,
// in a two-player game: their games, their game pairs and the SPRT's
// state.
func writePairing(b *strings.Builder, players []string, results []Result, a, c int, sprt *stats.SPRT) {
	w := wdl(results, a, c)
	if w.Games() == 0 {
		return
	}
	fmt.Fprintf(b, "\n%s vs %s, wins - losses - draws: %s\n", players[a], players[c], w)
	p := pentanomial(results, a, c)
	if p.Pairs() > 0 {
		fmt.Fprintf(b, "%s\n%s\n", p, p.Summary())
	} else {
		fmt.Fprintln(b, w.Summary())
	}
	if sprt != nil {
		llr := sprt.LLR(p)
		fmt.Fprintf(b, "%s: %s\n", sprt.Summary(llr), decision(sprt.Decide(llr)))
	}
}

func decision(d stats.Decision) string {
	switch d {
	case stats.AcceptH0:
		return "H0 accepted"
	case stats.AcceptH1:
		return "H1 accepted"
	}
	return "going on"
}

// mean writes the mean of s with its interval, or with fewer than two
// values the mean alone, as one writes it: the game's points as the
// contest printed them ([games.Game.FormatScore]), ranks as num does.
func mean(s stats.Series, one func(float64) string) string {
	if s.Len() < 2 {
		return one(s.Mean())
	}
	return fmt.Sprintf("%.2f ± %.2f", s.Mean(), s.Interval().Margin())
}

func num(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

func mostCommon(m map[string]int) string {
	best, n := "", 0
	for _, k := range slices.Sorted(maps.Keys(m)) {
		if m[k] > n {
			best, n = k, m[k]
		}
	}
	return best
}
