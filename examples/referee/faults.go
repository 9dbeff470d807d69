package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// A faultLog gathers a match's faults from its record as it is written:
// the runner writes a line for each fault of its own (a timeout, a crash),
// while the result holds only the first fault, which may be one the rules
// judged (an illegal move) and has no line of its own. In games where
// play goes on after a fault (Amazes, Block Drop, Lang Wars) several
// players may fault, and the user must see each of them.
type faultLog struct {
	moves  int           // the lines the players wrote so far
	last   map[int]int   // each player's last line, by its move number
	events []placedFault // the runner's faults, in order
}

// A placedFault is a fault and the move it happened at: the number of the
// line the player wrote, or would have written, counting every player's
// lines as the move listing numbers them.
type placedFault struct {
	games.Fault
	At int
}

var (
	fromPrefix  = []byte(`{"from":`)
	faultPrefix = []byte(`{"fault":`)
)

// see takes one record line. It looks at the line's first bytes only,
// unless the line is a fault's, so that it costs a match nothing.
func (l *faultLog) see(line []byte) {
	switch {
	case bytes.HasPrefix(line, fromPrefix):
		l.moves++
		p := 0
		for _, b := range line[len(fromPrefix):] {
			if b < '0' || b > '9' {
				break
			}
			p = p*10 + int(b-'0')
		}
		if l.last == nil {
			l.last = map[int]int{}
		}
		l.last[p] = l.moves
	case bytes.HasPrefix(line, faultPrefix):
		var e struct {
			Fault  string `json:"fault"`
			Player int    `json:"player"`
			Detail string `json:"detail"`
		}
		if json.Unmarshal(line, &e) != nil {
			return
		}
		f := games.Fault{Player: e.Player, Rule: e.Fault, Detail: e.Detail}
		l.events = append(l.events, placedFault{Fault: f, At: l.moves + 1})
	}
}

// faults returns every fault of the match that ended with res, in the
// order they happened: the runner's, and those the rules judged (the
// result's Faults, or its Fault), which have no record line of their own
// and are placed at the player's last line, since the player is not heard
// again.
func (l *faultLog) faults(res games.Result) []placedFault {
	out := slices.Clone(l.events)
	for _, f := range res.AllFaults() {
		if !slices.ContainsFunc(l.events, func(e placedFault) bool { return e.Player == f.Player && e.Rule == f.Rule }) {
			out = append(out, placedFault{Fault: f, At: l.last[f.Player]})
		}
	}
	slices.SortStableFunc(out, func(a, b placedFault) int { return a.At - b.At })
	return out
}

// faultClauses returns what a result line adds for faults: for a game in
// which a fault ends the match, only the limit and the detail of the
// fault its reason names; otherwise each fault, as "red: illegal character in "got Start"
// at move 1, and the jury plays T for it every turn from then on, and it
// scores 0" (the game's AfterFault), with the limit a runner's fault
// broke (p.limit) and what the runner knew of it.
func faultClauses(g games.Game, p *printer, faults []placedFault) []string {
	var out []string
	for _, f := range faults {
		if g.AfterFault == "" {
			if l := p.limit(f.Rule); l != "" && f.Move == "" {
				out = append(out, l)
			}
			if f.Detail != "" {
				out = append(out, text.Escape(f.Detail))
			}
			continue
		}
		out = append(out, fmt.Sprintf("%s: %s at move %d, and %s", seatName(g, f.Player), faultWhat(p, f.Fault), f.At, g.AfterFault))
	}
	return out
}

// faultWhat names a fault: the rule and the line that broke it, or the
// runner's fault with its limit and detail.
func faultWhat(p *printer, f games.Fault) string {
	if f.Move != "" {
		return fmt.Sprintf("%s in %q", f.Rule, f.Move)
	}
	what := f.Rule
	if l := p.limit(f.Rule); l != "" {
		what += ": " + l
	}
	return withDetail(what, text.Escape(f.Detail))
}

// joinFaults returns the reason with the fault clauses after it.
func joinFaults(reason string, clauses []string) string {
	if len(clauses) == 0 {
		return reason
	}
	return reason + "; " + strings.Join(clauses, "; ")
}
