package league

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	blockdrop "github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/protocol/arena/standings"
)

// A made game is a game's key and result, made up for a test.
type madeGame struct {
	key string
	s   stored
}

// madeGames makes up n set-ups' games of seats among players: random
// scores (a half point now and then), winners, faults (several in a game
// now and then), digests from a small pool so that games and game pairs
// repeat (in one pairing and across pairings), a digest missing now and
// then, and a set-up not complete now and then; in a random order.
func madeGames(rng *rand.Rand, players []string, seats, n int) []madeGame {
	var out []madeGame
	for setup := range n {
		pairing := slices.Clone(players)
		rng.Shuffle(len(pairing), func(i, j int) { pairing[i], pairing[j] = pairing[j], pairing[i] })
		pairing = pairing[:seats]
		slices.Sort(pairing)
		for r := range seats {
			if r == seats-1 && rng.IntN(6) == 0 {
				break // not complete
			}
			out = append(out, madeGame{fmt.Sprintf("%s.s%d.r%d", strings.Join(pairing, ","), setup, r), madeResult(rng, seats)})
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// madeResult makes up one game's result and digest.
func madeResult(rng *rand.Rand, seats int) stored {
	res := games.Result{Scores: make([]float64, seats), Winner: -1}
	for i := range res.Scores {
		res.Scores[i] = float64(rng.IntN(4)) + float64(rng.IntN(4)/3)/2
	}
	best := slices.Max(res.Scores)
	if ahead := slices.DeleteFunc(slices.Clone(res.Scores), func(x float64) bool { return x < best }); len(ahead) == 1 && rng.IntN(5) > 0 {
		res.Winner = slices.Index(res.Scores, best)
	}
	var faults []games.Fault
	for range rng.IntN(5) / 3 * (1 + rng.IntN(2)) {
		faults = append(faults, games.Fault{Player: rng.IntN(seats), Rule: []string{"exited", "timeout", "illegal"}[rng.IntN(3)]})
	}
	d := fmt.Sprintf("d%d", rng.IntN(3))
	if rng.IntN(20) == 0 {
		d = ""
	}
	return stored{res: res.WithFaults(faults), digest: d}
}

// resultsOf returns made games as League.results returns a league's: in
// key order, each pairing a group.
func resultsOf(players []string, made []madeGame) []standings.Result {
	sorted := slices.Clone(made)
	slices.SortFunc(sorted, func(a, b madeGame) int { return strings.Compare(a.key, b.key) })
	groups := map[string]int{}
	var out []standings.Result
	for _, m := range sorted {
		pairing, setup, rotation, _ := parseKey(m.key)
		pk := strings.Join(pairing, ",")
		if _, ok := groups[pk]; !ok {
			groups[pk] = len(groups)
		}
		r := standings.Result{Fixture: standings.Fixture{ID: m.key, Group: groups[pk], Set: setup, Rotation: rotation}, Result: m.s.res, Digest: m.s.digest}
		for _, l := range rotate(pairing, rotation) {
			r.Seating = append(r.Seating, slices.Index(players, l))
		}
		out = append(out, r)
	}
	return out
}

// The tally's standings equal those of all results, whatever the order the
// games ended in: counted in memory, in the database game by game as
// commit counts them, and recounted at once; in games of two seats and of
// four, with faults, draws, half points, repeated game pairs, games
// without a digest, set-ups not complete, and versions without games (a
// retired one, say).
func TestTallyEqualsResults(t *testing.T) {
	players := []string{"dan@04", "bob@02", "eve@05", "ann@01", "cat@03", "fay@06"} // not in label order, as versions added are not
	for _, g := range []games.Game{alquerque.Game(), blockdrop.Game()} {
		rng := rand.New(rand.NewPCG(33, uint64(g.Players())))
		made := madeGames(rng, players[:5], g.Players(), 120)
		want := standings.New(g, players, resultsOf(players, made), nil)
		if want.Repeats == 0 || want.Copies == 0 || want.Undigested == 0 || want.NoRatings != "" {
			t.Fatalf("%s: the made games lack a case: %d repeats, %d copies, %d undigested, ratings: %s", g.Name, want.Repeats, want.Copies, want.Undigested, want.NoRatings)
		}
		c := newRecounter(g.Players(), int64(len(made)))
		for _, m := range made {
			must(t, c.add(m.key, m.s))
		}
		sameStandings(t, g.Name+" in memory", c.t.standings(g, players), want)

		l := newLeague(t, g)
		commitMade(t, l, made, 1)
		tl, err := loadTally(l.db, g.Players())
		must(t, err)
		sameStandings(t, g.Name+" game by game", tl.standings(g, players), want)
		history, err := l.History()
		must(t, err)
		batched := newLeague(t, g)
		commitMade(t, batched, made, 7)
		tl, err = loadTally(batched.db, g.Players())
		must(t, err)
		sameStandings(t, g.Name+" in batches", tl.standings(g, players), want)
		if h, err := batched.History(); err != nil || !reflect.DeepEqual(h, history) {
			t.Errorf("%s: the history of batches differs (%v):\n%v\nwant\n%v", g.Name, err, h, history)
		}

		must(t, l.recount())
		tl, err = loadTally(l.db, g.Players())
		must(t, err)
		sameStandings(t, g.Name+" recounted", tl.standings(g, players), want)
		again, err := l.History()
		must(t, err)
		if !reflect.DeepEqual(again, history) {
			t.Errorf("%s: the history recounted differs:\n%v\nwant\n%v", g.Name, again, history)
		}
		checkHistory(t, g.Name, history, int64(len(made)), want)
	}
}

// commitMade commits made games to l, batch games a commit, each game
// twice in its batch and each batch twice: kept once, counted once.
func commitMade(t *testing.T, l *League, made []madeGame, batch int) {
	t.Helper()
	var ps []pending
	for i, m := range made {
		pairing, setup, rotation, _ := parseKey(m.key)
		gm := game{setup: setup, rotation: rotation}
		for _, label := range pairing {
			name, id, _ := strings.Cut(label, "@")
			gm.pairing = append(gm.pairing, Version{Name: name, ID: id})
		}
		p := pending{g: gm, seating: rotate(pairing, rotation), res: m.s.res, digest: m.s.digest}
		ps = append(ps, p, p)
		if len(ps) == 2*batch || i == len(made)-1 {
			must(t, l.commit(ps...))
			must(t, l.commit(ps...))
			ps = nil
		}
	}
}

// checkHistory fails unless the history of n games has its points in
// order where historyDue puts them (a moment without a rating list has
// none), the last one's ratings those of the table when it has a rating
// list.
func checkHistory(t *testing.T, what string, history []RatingPoint, n int64, want *standings.Standings) {
	t.Helper()
	if len(history) > historyCap+4 {
		t.Errorf("%s: %d points of history, want %d at most", what, len(history), historyCap+4)
	}
	for i, p := range history {
		if !historyDue(p.Games, n) || i > 0 && p.Games <= history[i-1].Games {
			t.Errorf("%s: a point after %d games, not due or not in order", what, p.Games)
		}
	}
	last := n
	for last > 0 && !historyDue(last, n) {
		last--
	}
	if want.NoRatings != "" || last == 0 {
		return
	}
	if len(history) == 0 || history[len(history)-1].Games != last {
		t.Fatalf("%s: %d points after %d games, want the last after %d", what, len(history), n, last)
	}
	if last != n {
		return
	}
	for i, r := range want.Ratings {
		e, ok := history[len(history)-1].Ratings[want.Players[i]]
		if ok != (r.Games > 0) || ok && !near(float64(e.Estimate), r.Elo.Estimate) {
			t.Errorf("%s: the last point's rating of %s is %v, want %v", what, want.Players[i], e, r.Elo)
		}
	}
}

// sameStandings fails unless got and want print the same table and hold
// the same numbers, but for the last bits of sums taken in other orders.
func sameStandings(t *testing.T, what string, got, want *standings.Standings) {
	t.Helper()
	if g, w := got.String(), want.String(); g != w {
		t.Errorf("%s: the table is\n%s\nwant\n%s", what, g, w)
	}
	gj, err := json.Marshal(got.Report())
	must(t, err)
	wj, err := json.Marshal(want.Report())
	must(t, err)
	var gv, wv any
	must(t, json.Unmarshal(gj, &gv))
	must(t, json.Unmarshal(wj, &wv))
	if !near(gv, wv) {
		t.Errorf("%s: the report is\n%s\nwant\n%s", what, gj, wj)
	}
	for p := range want.Rows {
		g, w := got.Rows[p], want.Rows[p]
		if g.Faults != w.Faults || g.Fault != w.Fault || g.Tally.Record != w.Tally.Record || g.Tally.Pairs != w.Tally.Pairs ||
			!near(g.Tally.Points, w.Tally.Points) || !near(g.Tally.RivalPoints, w.Tally.RivalPoints) ||
			g.Points.Len() != w.Points.Len() || !near(g.Points.Interval(), w.Points.Interval()) || !near(g.Rank.Interval(), w.Rank.Interval()) {
			t.Errorf("%s: %s's row is %+v, want %+v", what, want.Players[p], g, w)
		}
	}
}

// near reports whether a and b are equal, their numbers within a relative
// 1e-9 (NaN near NaN).
func near(a, b any) bool {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	if va.Kind() != vb.Kind() {
		return false
	}
	switch va.Kind() {
	case reflect.Float64:
		x, y := va.Float(), vb.Float()
		return x == y || math.IsNaN(x) && math.IsNaN(y) || math.Abs(x-y) <= 1e-9*math.Max(math.Abs(x), math.Abs(y))
	case reflect.Slice:
		if va.Len() != vb.Len() {
			return false
		}
		for i := range va.Len() {
			if !near(va.Index(i).Interface(), vb.Index(i).Interface()) {
				return false
			}
		}
		return true
	case reflect.Map:
		if va.Len() != vb.Len() {
			return false
		}
		for _, k := range va.MapKeys() {
			if w := vb.MapIndex(k); !w.IsValid() || !near(va.MapIndex(k).Interface(), w.Interface()) {
				return false
			}
		}
		return true
	case reflect.Struct:
		for i := range va.NumField() {
			if !near(va.Field(i).Interface(), vb.Field(i).Interface()) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a, b)
}

// A league's Standings, from its tally, equal the table of all its
// results, in a game of two seats with a program's faults and of four,
// with a version retired; a database without a tally (from before it)
// gives them from the results until a Run counts them.
func TestStandingsAreThoseOfAllResults(t *testing.T) {
	random := func(names ...string) []string {
		for i, n := range names {
			names[i] = n + "=builtin:random"
		}
		return names
	}
	for _, c := range []struct {
		g    games.Game
		bots []string
		n    int
	}{
		{g: alquerque.Game(), bots: append(random("ann", "bob", "cat"), "bad="+flakyBot(t, 2)), n: 24},
		{g: blockdrop.Game(), bots: random("a", "b", "c", "d", "e"), n: 16},
	} {
		l := newLeague(t, c.g)
		play(t, l, c.n/2, c.bots...)
		must(t, l.Retire(strings.Split(c.bots[1], "=")[0]))
		must(t, l.RunUntil(context.Background(), c.n))
		vs, results, err := l.Results()
		must(t, err)
		want := standings.New(c.g, labels(vs), results, nil)
		for _, v := range vs {
			want.Commands = append(want.Commands, v.Runs)
		}
		if want.Games != c.n || c.g.Name == "alquerque" && want.Rows[3].Faults == 0 {
			t.Fatalf("%s: %d games, the crashing version's faults %d", c.g.Name, want.Games, want.Rows[3].Faults)
		}
		for _, when := range []string{"tallied", "without a tally", "counted by a Run"} {
			switch when {
			case "without a tally":
				for _, table := range []string{"tally", "history"} {
					_, err := l.db.Exec(`DELETE FROM ` + table)
					must(t, err)
				}
			case "counted by a Run":
				must(t, l.RunUntil(context.Background(), c.n))
				history, err := l.History()
				must(t, err)
				checkHistory(t, c.g.Name, history, int64(c.n), want)
			}
			got, err := l.Standings()
			must(t, err)
			sameStandings(t, c.g.Name+" "+when, got.Standings, want)
		}
	}
}

// A tally with the rows of complete set-ups of old, one a pairing, is
// counted again at the next Run: a class of equal set-ups is one row.
func TestOldUnitRowsAreCountedAgain(t *testing.T) {
	l := newLeague(t, alquerque.Game())
	play(t, l, 12, "ann=builtin:random", "bob=builtin:random", "cat=builtin:random")
	want, err := l.Standings()
	must(t, err)
	rows := func(kind string) int {
		var n int
		must(t, l.db.QueryRow(`SELECT count(*) FROM tally WHERE kind = ?`, kind).Scan(&n))
		return n
	}
	classes := rows(kindUnit)
	if classes == 0 || want.Copies == 0 {
		t.Fatalf("%d classes of set-ups, %d copies: the bots of one seed should play the same games", classes, want.Copies)
	}
	_, err = l.db.Exec(`UPDATE tally SET kind = ?, name = name || char(10) || 'ann@x,bob@y' WHERE kind = ?`, kindOldUnit, kindUnit)
	must(t, err)
	must(t, l.RunUntil(context.Background(), 12))
	if rows(kindOldUnit) != 0 || rows(kindUnit) != classes {
		t.Errorf("after a Run, %d rows of old and %d classes, want 0 and %d", rows(kindOldUnit), rows(kindUnit), classes)
	}
	got, err := l.Standings()
	must(t, err)
	sameStandings(t, "counted again", got.Standings, want.Standings)
}
