package live

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

// private reports whether request r may read what is private to the bot
// name: its build logs, its standard error.
func (s *Server) private(r *http.Request, name string) bool {
	if s.owner != nil {
		return s.owner(r, name)
	}
	return s.owns(r, name)
}

// stderrMark begins the part of a fault's detail that quotes a program's
// standard error (package program's FaultDetail).
const stderrMark = "its last stderr line: "

// withheld stands for the standard error a page does not show.
const withheld = "(shown to its author only)"

// redact returns a fault's detail without the lines of standard error it
// quotes, whole, even with quotes, "; " or a cut inside them ("..." and
// its length after the quote): the rest of what the runner said stays.
func redact(detail string) string {
	before, after, ok := strings.Cut(detail, stderrMark)
	if !ok {
		return detail
	}
	rest := ""
	if q, err := strconv.QuotedPrefix(after); err == nil {
		rest = after[len(q):]
		if cut, ok := strings.CutPrefix(rest, "... ("); ok {
			if _, r, ok := strings.Cut(cut, ")"); ok {
				rest = r
			}
		}
	}
	return before + stderrMark + withheld + redact(rest)
}

// strip takes out of rec the standard error of every seat that keep
// refuses: its stderr lines, and the line a fault's detail quotes.
func strip(rec *record.Record, keep func(seat int) bool) {
	events := rec.Events[:0]
	for _, e := range rec.Events {
		switch {
		case keep(e.Player):
		case e.Kind == record.Stderr:
			continue
		case e.Kind == record.Faulted:
			e.Detail = redact(e.Detail)
		}
		events = append(events, e)
	}
	rec.Events = events
	if rec.Result != nil {
		res := *rec.Result
		res.Faults = make([]games.Fault, len(rec.Result.Faults))
		for i, f := range rec.Result.Faults {
			res.Faults[i] = redactFault(f, keep)
		}
		if res.Fault != nil {
			f := redactFault(*res.Fault, keep)
			res.Fault = &f
		}
		rec.Result = &res
	}
}

// redactFault returns fault f without the standard error its detail
// quotes, when keep refuses its seat.
func redactFault(f games.Fault, keep func(seat int) bool) games.Fault {
	if !keep(f.Player) {
		f.Detail = redact(f.Detail)
	}
	return f
}

// botName returns the bot's name of a seat's label, NAME@ID.
func botName(label string) string {
	name, _, _ := strings.Cut(label, "@")
	return name
}
