package league

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
)

// Standings are a league's table: its versions, active and retired, and
// the table of all their games, as a tournament's (package standings):
// games, wins, draws and losses (mean points and ranks in games of four),
// faults, the rating list with 95% intervals (the maximum-likelihood
// logistic fit of all games, stats.Ratings) and each pairing's record,
// the cross table.
type Standings struct {
	// Versions are the league's versions, in the order they were added;
	// the table's players are theirs, in that order, by label.
	Versions []Version
	// Playing is the number of games in flight.
	Playing int
	*standings.Standings
}

// Standings returns the league's standings from its database, in
// whatever state a Run has it: the games ended so far. It reads the
// tally, the counts kept as games end, not every result: its time and
// memory grow with the versions, not with the games.
func (l *League) Standings() (*Standings, error) {
	vs, err := l.Versions()
	if err != nil {
		return nil, err
	}
	t, err := loadTally(l.db, l.game.Players())
	if err != nil {
		return nil, err
	}
	var kept int64
	if t.totals.Games == 0 {
		if kept, err = l.Kept(); err != nil {
			return nil, err
		}
	}
	s := &Standings{Versions: vs}
	if kept > 0 { // a database from before the tally, until a Run counts it
		results, err := l.results(vs)
		if err != nil {
			return nil, err
		}
		s.Standings = standings.New(l.game, labels(vs), results, nil)
	} else {
		s.Standings = t.standings(l.game, labels(vs))
	}
	s.Commands = make([]string, len(vs))
	for i, v := range vs {
		s.Commands[i] = v.Runs
	}
	err = l.db.QueryRow(`SELECT count(*) FROM games WHERE status = 'playing'`).Scan(&s.Playing)
	return s, err
}

// results returns the league's results as a tournament's, in key order
// (the order games ended in is the machine's, not the league's): each
// pairing a group, in the order of its first game's key.
func (l *League) results(vs []Version) ([]standings.Result, error) {
	rows, err := l.db.Query(`SELECT key, result, digest, seed FROM results JOIN games USING (key) ORDER BY key`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	index := map[string]int{}
	for i, v := range vs {
		index[v.Label()] = i
	}
	groups := map[string]int{}
	var out []standings.Result
	for rows.Next() {
		var key, result string
		var seed int64
		r := standings.Result{}
		if err := rows.Scan(&key, &result, &r.Digest, &seed); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(result), &r.Result); err != nil {
			return nil, fmt.Errorf("game %s: %w", key, err)
		}
		g, err := gameOf(vs, key)
		if err != nil {
			return nil, err
		}
		pk := g.pairingKey()
		if _, ok := groups[pk]; !ok {
			groups[pk] = len(groups)
		}
		r.Fixture = standings.Fixture{ID: key, Group: groups[pk], Set: g.setup, Rotation: g.rotation, Seed: uint64(seed)}
		for _, v := range g.seating() {
			r.Seating = append(r.Seating, index[v.Label()])
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// String returns the standings as text: the versions, then the table as
// "referee table" prints a tournament's.
func (s *Standings) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "league of %s: %d versions, %d games, %d playing\n", s.Game, len(s.Versions), s.Games, s.Playing)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "version\tstatus\tadded\truns")
	for _, v := range s.Versions {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", v.Label(), v.status(), v.Added.Format("2006-01-02 15:04:05"), v.Runs)
	}
	tw.Flush()
	b.WriteString("\n")
	b.WriteString(s.Standings.String())
	return b.String()
}

// status says whether v plays.
func (v Version) status() string {
	switch {
	case v.Active:
		return "active"
	case v.Refused != "":
		return "refused: " + v.Refused
	}
	return "retired"
}

// A Report is the standings as JSON: "referee league show -json".
type Report struct {
	// Versions are the league's versions, in the order they were added.
	Versions []Version `json:"versions"`
	// Playing is the number of games in flight.
	Playing int `json:"playing"`
	// Table is the table of all games, by version label, as "referee
	// table -json" writes a tournament's (standings.Report).
	Table *standings.Report `json:"table"`
}

// Report returns the standings as a Report.
func (s *Standings) Report() *Report {
	return &Report{Versions: append([]Version{}, s.Versions...), Playing: s.Playing, Table: s.Standings.Report()}
}

// Game returns the league's game.
func (l *League) Game() games.Game { return l.game }

// Results returns the league's versions and the results of all its games,
// as a tournament's (package standings): each result's Seating indexes
// the versions, its ID is the game's key, whose record RecordFile names.
func (l *League) Results() ([]Version, []standings.Result, error) {
	vs, err := l.Versions()
	if err != nil {
		return nil, nil, err
	}
	results, err := l.results(vs)
	return vs, results, err
}

// RecordFile returns the file of the record of the game whose key is key.
func (l *League) RecordFile(key string) string { return l.recordFile(key) }
