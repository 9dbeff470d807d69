package live

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/contestgames/games/protocol/record"
)

// tokenCookie is the cookie that keeps an entrant's token in a browser,
// for pages it reads (a replay page with its bot's standard error, a
// build log): a request that changes something must carry the token
// itself, never the cookie alone (see upload.go).
const tokenCookie = "league-token"

// owns reports whether the request carries the token of the entrant
// name: in its Authorization header ("Bearer TOKEN"), or in the cookie
// the page's sign-in sets. Only then may it show name's private
// things: its versions' build logs and their programs' standard error.
func (s *Server) owns(r *http.Request, name string) bool {
	v := s.viewer(r)
	return v != "" && v == name
}

// viewer returns the entrant whose token the request carries, in its
// Authorization header or its cookie; "" for none.
func (s *Server) viewer(r *http.Request) string {
	token := bearer(r)
	if token == "" {
		if c, err := r.Cookie(tokenCookie); err == nil {
			token = c.Value
		}
	}
	return s.entrant(token)
}

// entrant returns the entrant of token; "" for none, or when the tokens
// cannot be read (then nobody is anybody).
func (s *Server) entrant(token string) string {
	name, ok, err := s.League.Entrant(token)
	if err != nil || !ok {
		return ""
	}
	return name
}

// bearer returns the token of the request's Authorization header, "" for
// none.
func bearer(r *http.Request) string {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}

// private marks a response as one that depends on who asks, so that no
// cache shared by several people keeps it.
func private(w http.ResponseWriter) {
	w.Header().Set("Cache-Control", "private, no-store")
	w.Header().Add("Vary", "Authorization, Cookie")
}

// hideStderr removes from rec what only the authors of its seats may
// read, for a request by the entrant viewer ("" for anybody): the lines
// the other seats wrote to standard error, and the runner's quote of the
// last of them in a fault's detail. A seat's player is a version's label,
// NAME@ID; the seats of built-in bots that are no version's have no
// standard error.
func hideStderr(rec *record.Record, viewer string) {
	hidden := make([]bool, len(rec.Header.Players))
	for i, p := range rec.Header.Players {
		name, _, _ := strings.Cut(p, "@")
		hidden[i] = viewer == "" || name != viewer
	}
	hides := func(seat int) bool { return seat < 0 || seat >= len(hidden) || hidden[seat] }
	kept := rec.Events[:0]
	for _, ev := range rec.Events {
		if ev.Kind == record.Stderr && hides(ev.Player) {
			continue
		}
		if ev.Kind == record.Faulted && hides(ev.Player) {
			ev.Detail = hideStderrLine(ev.Detail)
		}
		kept = append(kept, ev)
	}
	rec.Events = kept
	if res := rec.Result; res != nil {
		if f := res.Fault; f != nil && hides(f.Player) {
			f.Detail = hideStderrLine(f.Detail)
		}
		for i, f := range res.Faults {
			if hides(f.Player) {
				res.Faults[i].Detail = hideStderrLine(f.Detail)
			}
		}
	}
}

// stderrQuote is how the runner quotes a program's last line of standard
// error in a fault's detail (package program's FaultDetail): the line,
// quoted as Go quotes a string, with "... (N bytes)" after it when it was
// cut.
const stderrQuote = "its last stderr line: "

// hideStderrLine returns text without the line of standard error it
// quotes, if it quotes one: the rest of what the runner said stays.
func hideStderrLine(text string) string {
	before, after, ok := strings.Cut(text, stderrQuote)
	if !ok {
		return text
	}
	rest := ""
	if q, err := strconv.QuotedPrefix(after); err == nil {
		rest = strings.TrimPrefix(after, q)
		if cut, ok := strings.CutPrefix(rest, "... ("); ok {
			if _, r, ok := strings.Cut(cut, ")"); ok {
				rest = r
			}
		}
	}
	return before + "its last stderr line: (shown to its author only)" + hideStderrLine(rest)
}
