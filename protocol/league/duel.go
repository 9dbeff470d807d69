package league

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
)

// DefaultBest is how many opponents a Duel's candidate meets when its
// Best is 0.
const DefaultBest = 3

// A Duel tests a candidate against the league's best, as OpenBench tests
// a change: its version that plays meets the Best strongest other
// versions that play, in game pairs, until its SPRT decides. A 2-player
// game's league only.
type Duel struct {
	// Candidate is the name of the bot under test.
	Candidate string
	// Best is how many of the strongest other versions it meets, by the
	// league's rating list when the duel starts; 0 means DefaultBest.
	Best int
	// SPRT is the test: H1, the candidate is Elo1 better than its
	// opponents together, against H0, Elo0.
	SPRT stats.SPRT
}

// A Verdict is where a Duel stands.
type Verdict struct {
	// Decision is the SPRT's: stats.Continue while it has not decided.
	Decision stats.Decision
	// Opponents are the versions the candidate meets, the strongest
	// first; Candidate is its version.
	Candidate Version
	Opponents []Version
	// Pairs are the candidate's game pairs against them all, from its
	// side: every pair in the league's store, those of earlier duels and
	// runs included, so that a duel killed and started again goes on
	// where it stood.
	Pairs stats.Pentanomial
	// LLR is the SPRT's log-likelihood ratio of Pairs.
	LLR float64
}

// RunDuel plays duel d's games, Concurrency at once, until its SPRT
// decides or ctx ends, and returns where it stands. The games are the
// league's: they are kept, and count in its table, as Run's do; games in
// flight when the test decides are stopped, and those that end before
// they can be are kept and counted in the verdict.
func (l *League) RunDuel(ctx context.Context, d Duel) (Verdict, error) {
	v, err := l.duelOf(d)
	if err != nil {
		return Verdict{}, err
	}
	if v.Decision != stats.Continue {
		return v, nil
	}
	unlock, err := lockRun(l.dir)
	if err != nil {
		return v, err
	}
	defer unlock()
	for v.Decision == stats.Continue {
		s, err := l.recover()
		if err != nil {
			return v, err
		}
		s.with = v.Candidate.Label()
		r := &runner{l: l, s: s, ended: make(chan ended), duel: &d, verdict: &v}
		if err := r.loop(ctx); !errors.Is(err, errDecided) {
			return v, err
		}
		// A game that ended between the decision and the stop was kept:
		// the verdict counts it, as the same duel run again would, and
		// should it undo the decision, the duel goes on.
		if err := l.judge(&v, d.SPRT); err != nil {
			return v, err
		}
	}
	return v, nil
}

// errDecided stops a duel's games once its SPRT has decided.
var errDecided = errors.New("league: the duel's SPRT has decided")

// duelOf checks duel d and returns its verdict on the league's games so
// far: its candidate, its opponents and its pairs.
func (l *League) duelOf(d Duel) (Verdict, error) {
	if l.game.Players() != 2 {
		return Verdict{}, fmt.Errorf("a duel needs a game of two seats, and %s has %d", l.game.Name, l.game.Players())
	}
	if err := d.SPRT.Validate(); err != nil {
		return Verdict{}, err
	}
	s, err := l.Standings()
	if err != nil {
		return Verdict{}, err
	}
	var v Verdict
	for _, p := range rankOrder(s) {
		w := s.Versions[p]
		switch {
		case !w.Active:
		case w.Name == d.Candidate:
			v.Candidate = w
		case len(v.Opponents) < cmp.Or(d.Best, DefaultBest):
			v.Opponents = append(v.Opponents, w)
		}
	}
	if v.Candidate.Name == "" {
		return Verdict{}, fmt.Errorf("no version of %q plays in the league", d.Candidate)
	}
	if len(v.Opponents) == 0 {
		return Verdict{}, fmt.Errorf("%q has no opponent: no other version plays in the league", d.Candidate)
	}
	return v, l.judge(&v, d.SPRT)
}

// rankOrder returns the standings' versions in the order of the rating
// list, or as added when the games admit no ratings yet.
func rankOrder(s *Standings) []int {
	if order := s.RatingOrder(); order != nil {
		return order
	}
	order := make([]int, len(s.Versions))
	for i := range order {
		order[i] = i
	}
	return order
}

// judge counts the candidate's game pairs against its opponents in the
// league's store, and decides.
func (l *League) judge(v *Verdict, test stats.SPRT) error {
	vs, err := l.Versions()
	if err != nil {
		return err
	}
	results, err := l.results(vs)
	if err != nil {
		return err
	}
	index := func(w Version) int {
		return slices.IndexFunc(vs, func(x Version) bool { return x.Label() == w.Label() })
	}
	v.Pairs = stats.Pentanomial{}
	for _, o := range v.Opponents {
		p := standings.Meet(results, index(v.Candidate), index(o)).Pairs()
		for k := range v.Pairs {
			v.Pairs[k] += p[k]
		}
	}
	v.LLR = test.LLR(v.Pairs)
	v.Decision = test.Decide(v.LLR)
	return nil
}

// versions returns the verdict's versions: the candidate and its
// opponents, those a duel's games choose from.
func (v *Verdict) versions() []Version {
	return append([]Version{v.Candidate}, v.Opponents...)
}
