package main

import (
	"fmt"
	"math"
	"strings"
	"text/tabwriter"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
)

// A tally counts a bot's games in one seat of a pairing, or in all: its
// share of each game's points, its points and the mean of its opponents',
// and the games in which someone faulted.
type tally struct {
	share, own, rival stats.Series
	faults            int
}

// add counts a game in which the bot sat in seat, with these scores.
func (t *tally) add(r standings.Result, seat int) {
	t.share.Add(share(r.Scores, seat))
	t.own.Add(r.Scores[seat])
	rivals := 0.0
	for s, x := range r.Scores {
		if s != seat {
			rivals += x
		}
	}
	t.rival.Add(rivals / float64(len(r.Scores)-1))
	if r.Fault != nil {
		t.faults++
	}
}

// share returns the share of a game's points that seat won: with two
// seats its points over both players' (when neither is negative and they
// are not both 0), otherwise head to head against each other seat, 1 for
// more points, 1/2 for as many, 0 for fewer, as a tournament of four seats
// counts a pair of players (stats.ByPoints).
func share(scores []float64, seat int) float64 {
	own := scores[seat]
	if len(scores) == 2 {
		if x := scores[1-seat]; own >= 0 && x >= 0 && own+x > 0 {
			return own / (own + x)
		}
	}
	sum := 0.0
	for s, x := range scores {
		if s != seat {
			sum += float64(stats.ByPoints(own, x)) / 2
		}
	}
	return sum / float64(len(scores)-1)
}

// tallies counts a pairing's games from its bot's side: one tally for
// each seat, and one for all of them last.
func (p played) tallies(seats int) []tally {
	t := make([]tally, seats+1)
	for _, r := range p.results {
		for seat, i := range r.Seating {
			if i == 0 {
				t[seat].add(r, seat)
				t[seats].add(r, seat)
			}
		}
	}
	return t
}

// table returns the series' table: a line a pairing and seat, then the
// rating list of every bot.
func (s *series) table() string {
	var b strings.Builder
	g := s.game
	clock := "the contest's clock"
	if s.slack > 1 {
		clock = fmt.Sprintf("%d times %s", s.slack, clock)
	}
	fmt.Fprintf(&b, "%s: %d set-ups a pairing (seeds %d to %d), each in every seating, under %s\n\n",
		g.Name, s.pairs, s.seed, s.seed+s.pairs-1, clock)
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "bot\tagainst\tseat\tgames\tpoints\tshare\t95% interval\tfaults")
	for _, p := range s.pairings {
		against := p.opponent
		if n := g.Players() - 1; n > 1 {
			against = fmt.Sprintf("%d× %s", n, p.opponent)
		}
		for seat, t := range p.tallies(g.Players()) {
			name := "all"
			if seat < g.Players() {
				name = g.Seats[seat]
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s to %s\t%s\t%s\t%d\n", p.bot, against, name, t.share.Len(),
				mean(t.own), mean(t.rival), percent(t.share.Mean()), interval(t.share), t.faults)
		}
	}
	w.Flush()
	b.WriteString("\npoints: the bot's mean a game, and its opponents'; share: " + shareNote(g.Players()) + "\n")
	for _, line := range s.faultLines() {
		b.WriteString(line + "\n")
	}
	if lines := s.pairedLines(); len(lines) > 0 {
		b.WriteString("\n" + strings.Join(lines, "\n") + "\n")
		b.WriteString("paired: the first bot's share less the second's, set-up by set-up in the same seat against the same opponent, " +
			"the mean with its 95% interval, in points of share; the same game: move for move\n")
	}
	b.WriteString("\n")
	for _, line := range s.ratings().RatingLines() {
		b.WriteString(line + "\n")
	}
	return b.String()
}

// faultLines says what each fault was, a line each, so that a share
// lowered by a fault (a loss on time on a loaded machine) is not read as
// play.
func (s *series) faultLines() []string {
	var lines []string
	for _, p := range s.pairings {
		for _, r := range p.results {
			for _, f := range r.AllFaults() {
				lines = append(lines, fmt.Sprintf("fault: %s vs %s, seed %d: %s in seat %s: %s %s",
					p.bot, p.opponent, r.Seed, p.names[r.Seating[f.Player]], s.game.Seats[f.Player], f.Rule, f.Detail))
			}
		}
	}
	return lines
}

// shareNote says what a share is, in a game of this many seats.
func shareNote(seats int) string {
	what := "of the points of both, a game"
	if seats > 2 {
		what = "head to head against each opponent by points, a game (1 more, 1/2 as many)"
	}
	return "the bot's share " + what + ", the mean over the games with its 95% Student t interval"
}

// mean writes the mean of a series, or "-" for none.
func mean(s stats.Series) string {
	if s.Len() == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", s.Mean())
}

// percent writes a share as a percentage, "-" for none.
func percent(x float64) string {
	if math.IsNaN(x) {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*x)
}

// interval writes a share's 95% interval, cut to what a share can be.
func interval(s stats.Series) string {
	i := s.Interval()
	if math.IsNaN(i.Lower) {
		return "-"
	}
	return percent(max(i.Lower, 0)) + " to " + percent(min(i.Upper, 1))
}

// pairedLines compares, seat by seat, every two bots that met the same
// opponent. Their games share the set-ups, so the difference of their
// shares set-up by set-up leaves out what the set-up decided (the pairs
// of OpenBench and fastchess).
func (s *series) pairedLines() []string {
	var lines []string
	for i, p := range s.pairings {
		for _, q := range s.pairings[i+1:] {
			if p.opponent != q.opponent || p.bot == q.bot {
				continue
			}
			for seat := range s.game.Players() {
				d, same := paired(p, q, seat)
				if d.Len() == 0 {
					continue
				}
				lines = append(lines, fmt.Sprintf("paired: %s less %s, each against %s, %s: %s (%d set-ups, %d the same game)",
					p.bot, q.bot, p.opponent, s.game.Seats[seat], difference(d), d.Len(), same))
			}
		}
	}
	return lines
}

// paired returns, for each set-up that p and q both played with their bot
// in seat, p's bot's share less q's, and how many of those games were the
// same game move for move.
func paired(p, q played, seat int) (d stats.Series, same int) {
	theirs := map[uint64]standings.Result{}
	for _, r := range q.results {
		if r.Seating[seat] == 0 {
			theirs[r.Seed] = r
		}
	}
	for _, r := range p.results {
		o, ok := theirs[r.Seed]
		if r.Seating[seat] != 0 || !ok {
			continue
		}
		d.Add(share(r.Scores, seat) - share(o.Scores, seat))
		if r.Digest != "" && r.Digest == o.Digest {
			same++
		}
	}
	return d, same
}

// difference writes a paired difference in points of share, with half the
// width of its 95% interval: "+6.5 ± 3.7".
func difference(d stats.Series) string {
	i := d.Interval()
	if math.IsNaN(i.Lower) {
		return fmt.Sprintf("%+.1f", 100*i.Estimate)
	}
	return fmt.Sprintf("%+.1f ± %.1f", 100*i.Estimate, 100*(i.Upper-i.Lower)/2)
}
