package standings

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"math"
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

// A Meeting counts the games of players a and b together, from a's side:
// one by one by the rules' winner, and by game pairs, each set-up their
// group played in both seatings. A tournament under way counts its first
// two players' games in one, for its SPRT and its progress line.
type Meeting struct {
	a, b  int
	games stats.WDL
	pairs stats.Pentanomial
	first map[[2]int]stats.Outcome // by group and set-up: the first game of a pair not yet complete
}

func newMeeting(a, b int) *Meeting {
	return &Meeting{a: a, b: b, first: map[[2]int]stats.Outcome{}}
}

// Add counts r when a and b both played it, and reports whether they did.
func (m *Meeting) Add(r Result) bool {
	if !slices.Contains(r.Seating, m.a) || !slices.Contains(r.Seating, m.b) {
		return false
	}
	o, _ := outcome(r, m.a)
	m.games.Add(o)
	k := [2]int{r.Group, r.Set}
	if f, ok := m.first[k]; ok {
		m.pairs.Add(f, o)
		delete(m.first, k)
	} else {
		m.first[k] = o
	}
	return true
}

// Pairs returns the game pairs counted so far, from a's side.
func (m *Meeting) Pairs() stats.Pentanomial { return m.pairs }

// Meet counts the games of a and b among results, in game order.
func Meet(results []Result, a, b int) *Meeting {
	sorted := slices.Clone(results)
	sortResults(sorted)
	return meetSorted(sorted, a, b)
}

// meetSorted counts the games of a and b among results in game order.
func meetSorted(sorted []Result, a, b int) *Meeting {
	m := newMeeting(a, b)
	for _, r := range sorted {
		m.Add(r)
	}
	return m
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

// Rank returns the rank of seat s in a game that ended with scores, from
// 1, a tie sharing the mean of the ranks it spans: the rank a table's
// Rank column averages.
func Rank(scores []float64, s int) float64 {
	above, equal := 0, 0
	for i, x := range scores {
		switch {
		case i == s:
		case x > scores[s]:
			above++
		case x == scores[s]:
			equal++
		}
	}
	return 1 + float64(above) + float64(equal)/2
}

// Standings are the table of a tournament's results as numbers: what
// [Table] prints, for a program to show otherwise (the index page of
// package view does).
type Standings struct {
	// Game is the game's name, and Players the players' names (or their
	// specs, for a caller that has no names).
	Game    string
	Players []string
	// Commands are the players' specs beside their names, when the
	// caller gives them (for the JSON report); nil otherwise.
	Commands []string
	// Seats is the number of seats a game: with 2, each pairing has an
	// Elo difference; with more, each player has a mean points and a mean
	// rank, and each pairing a head-to-head record.
	Seats int
	// Games is the number of results counted.
	Games int
	// Rows hold one row per player, in the order of Players.
	Rows []Row
	// Pairings hold each two players that met, A before B, in the order
	// of the players.
	Pairings []Pairing
	// SPRT is the tournament's test, if it has one; each Pairing then
	// holds its LLR.
	SPRT *stats.SPRT
	// scoring writes points as the game's contest printed them
	// ([games.Game.FormatScore]); its zero value writes plain decimals.
	scoring games.Game
	// Distinctness counts the different games, and the game pairs that
	// repeat one another.
	Distinctness
	// Ratings are the players' ratings on one logistic Elo scale, the
	// maximum-likelihood fit of all games (stats.Ratings): in a game of
	// two seats by the rules' winner, in a game of more by each pair of
	// seats, head to head by points. Nil when the games admit none, and
	// NoRatings then says why, naming the players.
	Ratings   []stats.Rating
	NoRatings string
}

// Distinctness counts how many of a tournament's games differ, told
// apart by their digests, and how many of its game pairs repeat another.
type Distinctness struct {
	// Distinct is the number of different games among the results, told
	// apart by their digests: two games that are the same move for move
	// from the same start count once. A result without a digest (from an
	// index written before games had them, its record gone) counts as
	// different, and Undigested counts those.
	Distinct, Undigested int
	// Units is the number of complete game pairs (a group's set-up played
	// in every rotation of its seats). Repeats is the number of them that
	// repeat an earlier pair of the same players game for game, move for
	// move: players that play the same move in the same position, from
	// the same start. Copies is the number that repeat a pair of other
	// players: players that play alike, such as a program listed twice,
	// against a third.
	Units, Repeats, Copies int
}

// FormatScores writes the scores of one game as its result line does
// ([games.Game.FormatScores]).
func (s *Standings) FormatScores(scores []float64) string { return s.scoring.FormatScores(scores) }

// A Row is one player's line of the table.
type Row struct {
	// Tally counts its games: Tally.Record by the rules' winner, and its
	// points.
	Tally stats.Tally
	// Points and Rank hold its points and its rank (from 1) in each of its
	// games, for their means and intervals.
	Points, Rank stats.Series
	// Faults is the number of its faults, every one of each game
	// (a player faults at most once a game), and
	// Fault the most common fault's rule ("" without faults).
	Faults int
	Fault  string
}

// A Pairing is two players' record against each other, from A's side.
type Pairing struct {
	// A and B are the two players' indexes in Standings.Players, A < B.
	A, B int
	// Games counts their games: by the rules' winner in a game of two
	// seats, by who scored more (head to head) in a game of more.
	Games stats.WDL
	// Pairs counts their game pairs, in a game of two seats.
	Pairs stats.Pentanomial
	// LLR is the log-likelihood ratio of the tournament's SPRT over
	// Pairs, and Decision what the SPRT decides from it; both zero
	// without an SPRT.
	LLR      float64
	Decision stats.Decision
}

// Elo is A's Elo difference over B with its 95% interval, as the table
// gives it: from the game pairs when there are any, otherwise from the
// games one by one.
func (p Pairing) Elo() stats.Interval {
	if p.Pairs.Pairs() > 0 {
		return p.Pairs.Elo()
	}
	return p.Games.Elo()
}

// New counts a tournament's results (a series' too: games that
// share no set-up are counted one by one) for its table.
func New(g games.Game, players []string, results []Result, sprt *stats.SPRT) *Standings {
	s := &Standings{Game: g.Name, Players: players, Seats: g.Players(), Games: len(results), SPRT: sprt, scoring: g}
	for p := range players {
		s.Rows = append(s.Rows, rowOf(results, p))
	}
	sorted := slices.Clone(results)
	sortResults(sorted)
	for a := range players {
		for b := a + 1; b < len(players); b++ {
			p := Pairing{A: a, B: b}
			if s.Seats > 2 {
				p.Games = headToHead(results, a, b)
			} else {
				m := meetSorted(sorted, a, b)
				p.Games, p.Pairs = m.games, m.pairs
				if sprt != nil {
					p.LLR = sprt.LLR(p.Pairs)
					p.Decision = sprt.Decide(p.LLR)
				}
			}
			if p.Games.Games() > 0 {
				s.Pairings = append(s.Pairings, p)
			}
		}
	}
	s.distinct(results)
	s.rate(results)
	return s
}

// distinct counts the different games among results, and the game pairs
// that repeat an earlier one.
func (s *Standings) distinct(results []Result) {
	seen := map[string]bool{}
	units := map[[2]int][]Result{}
	for _, r := range results {
		switch {
		case r.Digest == "":
			s.Undigested++
			s.Distinct++
		case !seen[r.Digest]:
			seen[r.Digest] = true
			s.Distinct++
		}
		k := [2]int{r.Group, r.Set}
		units[k] = append(units[k], r)
	}
	pairs := map[string]int{} // the group of the first pair with these digests, by them
	for _, k := range slices.SortedFunc(maps.Keys(units), func(a, b [2]int) int { return slices.Compare(a[:], b[:]) }) {
		u := units[k]
		if len(u) != s.Seats || len(u) < 2 {
			continue // not a complete pair, or a series' game
		}
		slices.SortFunc(u, func(a, b Result) int { return a.Rotation - b.Rotation })
		key := ""
		for _, r := range u {
			if r.Digest == "" {
				key = ""
				break
			}
			key += r.Digest + " "
		}
		if key == "" {
			continue
		}
		s.Units++
		if g, ok := pairs[key]; ok {
			if g == k[0] {
				s.Repeats++
			} else {
				s.Copies++
			}
			continue
		}
		pairs[key] = k[0]
	}
}

// rate fits the players' ratings from all the results.
func (s *Standings) rate(results []Result) {
	var games []stats.Versus
	for _, r := range results {
		for i := range r.Seating {
			for j := i + 1; j < len(r.Seating); j++ {
				var w stats.WDL
				if s.Seats > 2 {
					w.Add(stats.ByPoints(r.Scores[i], r.Scores[j]))
				} else {
					w.Add(stats.ByWinner(r.Winner, i))
				}
				games = append(games, stats.Versus{A: r.Seating[i], B: r.Seating[j], Games: w})
			}
		}
	}
	s.Rate(games)
}

// Rate fits the players' ratings from their games by pairing (what the
// rating list needs of the games, for a store that counts them as they
// end rather than keep every result) and sets Ratings, or NoRatings.
func (s *Standings) Rate(games []stats.Versus) {
	s.Ratings, s.NoRatings = nil, ""
	ratings, err := stats.Ratings(len(s.Players), games)
	var nf *stats.NoFitError
	switch {
	case errors.As(err, &nf):
		s.NoRatings = nf.Explain(func(p int) string { return s.Players[p] })
	case err != nil:
		s.NoRatings = err.Error()
	default:
		s.Ratings = ratings
	}
}

// ratingScale says how the ratings were fitted, in the rating list's
// heading.
const ratingScale = "logistic Elo, the maximum-likelihood fit of all games (draws half points), mean 0"

// RatingOrder returns the players in the order of the rating list: the
// highest rating first, players without games last; nil without ratings.
func (s *Standings) RatingOrder() []int {
	if s.Ratings == nil {
		return nil
	}
	order := make([]int, len(s.Ratings))
	for i := range order {
		order[i] = i
	}
	// cmp.Compare ranks NaN (no games) below every rating; b before a
	// puts the highest first.
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Compare(s.Ratings[b].Elo.Estimate, s.Ratings[a].Elo.Estimate)
	})
	return order
}

// RatingLines returns the rating list as the text table prints it: a
// heading, then a line per player, the highest rating first, with its
// rank, Elo, the half width of its 95% interval, games and score (a win
// 1, a draw 1/2, as a percentage of its games); or one line that says
// why there is none.
func (s *Standings) RatingLines() []string {
	if s.Ratings == nil {
		if s.NoRatings == "" {
			return nil
		}
		return []string{"rating list: none: " + s.NoRatings}
	}
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "rank\tplayer\tElo\t95%\tgames\tscore")
	for k, p := range s.RatingOrder() {
		r := s.Ratings[p]
		if r.Games == 0 {
			fmt.Fprintf(tw, "-\t%s\t-\t-\t0\t-\n", s.Players[p])
			continue
		}
		e := r.Elo.Estimate
		if math.Abs(e) < 0.05 {
			e = 0 // not "-0.0"
		}
		fmt.Fprintf(tw, "%d\t%s\t%+.1f\t± %.1f\t%d\t%.1f%%\n", k+1, s.Players[p], e, r.Elo.Margin(), r.Games, 100*r.Points/float64(r.Games))
	}
	tw.Flush()
	lines := []string{"rating list: " + ratingScale + ":"}
	return append(lines, strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")...)
}

// DistinctLines returns the lines the text table prints of the games'
// distinctness: "distinct games: D of N", and a warning when game pairs
// repeat one another.
func (s *Standings) DistinctLines() []string {
	line := fmt.Sprintf("distinct games: %d of %d", s.Distinct, s.Games)
	if s.Undigested > 0 {
		line += fmt.Sprintf(" (%d without a record of their moves, counted as distinct)", s.Undigested)
	}
	lines := []string{line}
	if w := s.Warning(); w != "" {
		lines = append(lines, "warning: "+w)
	}
	return lines
}

// Warning says, when game pairs repeat one another, how many and why;
// "" when none does.
func (s *Standings) Warning() string {
	var w []string
	if s.Repeats > 0 {
		w = append(w, fmt.Sprintf("%d of %d game pairs repeat an earlier pair of the same players move for move: "+
			"from the same start they play the same game, and the statistics count copies; vary the starts with openings or random plies", s.Repeats, s.Units))
	}
	if s.Copies > 0 {
		w = append(w, fmt.Sprintf("%d of %d game pairs repeat a pair of other players move for move: "+
			"players that play alike (a program listed twice) play the same games against a third", s.Copies, s.Units))
	}
	return strings.Join(w, "; ")
}

// Table returns the table of a tournament's results: how many games, and
// how many of them differ move for move (with a warning when game pairs
// repeat one another); per player its games,
// wins, draws, losses, points and faults; the rating list of all the
// players on one Elo scale; for two-player games the record
// of each pairing with its Elo difference, interval, LOS and draw ratio
// from game pairs, and the SPRT's state when there is one; for more
// players per game, each player's mean points and mean rank with their
// intervals, and each pair's head-to-head record.
func Table(g games.Game, players []string, results []Result, sprt *stats.SPRT) string {
	return New(g, players, results, sprt).String()
}

// String returns the table as [Table] prints it: the number of games and
// of distinct ones (with a warning when game pairs repeat), the players'
// table, the rating list, then each pairing's lines.
func (s *Standings) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d games\n", s.Game, s.Games)
	if s.Games > 0 {
		fmt.Fprintf(&b, "%s\n", strings.Join(s.DistinctLines(), "\n"))
	}
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	head, rows := s.Columns()
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(r, "\t"))
	}
	tw.Flush()
	if lines := s.RatingLines(); len(lines) > 0 {
		fmt.Fprintf(&b, "\n%s\n", strings.Join(lines, "\n"))
	}
	for _, p := range s.Pairings {
		fmt.Fprintf(&b, "\n%s\n", strings.Join(s.PairingLines(p), "\n"))
	}
	return b.String()
}

// Columns returns the players' table as the text table prints it: its
// heading, and a row of cells per player. In a game of two seats: player,
// games, wins, draws, losses, points, faults; in a game of more: player,
// games, wins, mean points, mean rank, faults.
func (s *Standings) Columns() (head []string, rows [][]string) {
	many := s.Seats > 2
	if many {
		head = []string{"player", "games", "wins", "mean points", "mean rank", "faults"}
	} else {
		head = []string{"player", "games", "wins", "draws", "losses", "points", "faults"}
	}
	for p, name := range s.Players {
		row := s.Rows[p]
		w := row.Tally.Record
		cells := []string{fmt.Sprintf("%d %s", p+1, name), strconv.Itoa(w.Games()), strconv.Itoa(w.Wins)}
		if many {
			cells = append(cells, mean(row.Points, s.scoring.FormatScore), mean(row.Rank, num))
		} else {
			cells = append(cells, strconv.Itoa(w.Draws), strconv.Itoa(w.Losses), s.scoring.FormatScore(row.Tally.Points))
		}
		rows = append(rows, append(cells, row.faults()))
	}
	return head, rows
}

// PairingLines returns the lines the text table prints for a pairing. In
// a game of two seats: the players and their record, then the game pairs
// with Elo, nElo, LOS, draw and pairs ratios (or, without pairs, Elo, LOS
// and draw ratio from the games), then the SPRT's state; in a game of
// more, the players and their head-to-head record.
func (s *Standings) PairingLines(p Pairing) []string {
	a, c := s.Players[p.A], s.Players[p.B]
	if s.Seats > 2 {
		return []string{fmt.Sprintf("%s vs %s, ranked above - below - level: %s", a, c, p.Games)}
	}
	lines := []string{fmt.Sprintf("%s vs %s, wins - losses - draws: %s", a, c, p.Games)}
	if p.Pairs.Pairs() > 0 {
		lines = append(lines, p.Pairs.String())
		lines = append(lines, strings.Split(p.Pairs.Summary(), "\n")...)
	} else {
		lines = append(lines, p.Games.Summary())
	}
	if s.SPRT != nil {
		lines = append(lines, fmt.Sprintf("%s: %s", s.SPRT.Summary(p.LLR), decision(p.Decision)))
	}
	return lines
}

// rowOf counts player p's games among results.
func rowOf(results []Result, p int) Row {
	var r Row
	why := map[string]int{}
	for _, res := range results {
		seat := slices.Index(res.Seating, p)
		if seat < 0 {
			continue
		}
		r.Tally.Add(res.Scores, res.Winner, seat)
		r.Points.Add(res.Scores[seat])
		r.Rank.Add(Rank(res.Scores, seat))
		for _, f := range res.AllFaults() {
			if f.Player == seat {
				r.Faults++
				why[f.Rule]++
			}
		}
	}
	if r.Faults > 0 {
		r.Fault = mostCommon(why)
	}
	return r
}

// faults returns the row's faults as the table prints them: how many,
// and the most common.
func (r Row) faults() string {
	s := strconv.Itoa(r.Faults)
	if r.Faults > 0 {
		s += " (" + r.Fault + ")"
	}
	return s
}

// A Step is a pairing's estimate after one more of its games.
type Step struct {
	// Game is the game's index among the results.
	Game int
	// Elo is A's Elo difference over B after the game, as [Pairing.Elo]
	// gives it.
	Elo stats.Interval
	// LLR is the SPRT's log-likelihood ratio after the game, with an
	// SPRT; 0 without.
	LLR float64
}

// Course returns the estimate of the pairing of players a and b after each
// of their games, in the order of results: the course that the table's
// numbers for the pairing end. It is for games of two seats.
func Course(results []Result, a, b int, sprt *stats.SPRT) []Step {
	m := newMeeting(a, b)
	var out []Step
	for i, r := range results {
		if !m.Add(r) {
			continue
		}
		p := Pairing{A: a, B: b, Games: m.games, Pairs: m.pairs}
		st := Step{Game: i, Elo: p.Elo()}
		if sprt != nil {
			st.LLR = sprt.LLR(m.pairs)
		}
		out = append(out, st)
	}
	return out
}

// A RankStep is a player's mean rank after one more of its games.
type RankStep struct {
	// Game is the game's index among the results.
	Game int
	// Rank is the mean rank so far with its 95% interval.
	Rank stats.Interval
}

// RankCourse returns player p's mean rank after each of its games, in the
// order of results: the course that the table's mean rank ends. It is for
// games of more than two seats.
func RankCourse(results []Result, p int) []RankStep {
	var s stats.Series
	var out []RankStep
	for i, r := range results {
		seat := slices.Index(r.Seating, p)
		if seat < 0 {
			continue
		}
		s.Add(Rank(r.Scores, seat))
		out = append(out, RankStep{Game: i, Rank: s.Interval()})
	}
	return out
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
