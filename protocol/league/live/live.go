// Package live serves a league's live page, as "referee league run DIR
// -http ADDR" does: the leaderboard (each version's rating with its 95%
// interval, games, wins, draws, losses and faults, and why a refused
// version never plays), the league's last games, each linked to its
// replay page, all updated as games end, without a reload. It reads the
// league's store, so it serves a league that another process runs just
// as well.
//
//	http.ListenAndServe("127.0.0.1:8080", &live.Server{League: l})
//
// The page keeps a contract for tests and tools: the leaderboard is the
// table of id "board", one row a version with data-version its label; the
// last games are the list of id "recent", one item a game with data-key
// its key; the element of id "kept" holds how many games the league has
// kept. The page opens an EventSource on "events" (window.liveEvents),
// which says "game" with that count each time it grows, and then fetches
// "board" (the same elements, alone) in place of its own. A replay page
// is at "games/KEY.html".
//
// Strangers enter their bots from the page "entrant", with a token the
// organiser made for each (league.League.Token): an entrant uploads a
// source of its own bot (POST entrant/NAME/upload, the form's field
// "file", at most MaxUpload bytes, with the token in the field "token"
// or an Authorization: Bearer header), which is built and plays its smoke
// games in the sandbox before the answer; retires it (POST
// entrant/NAME/retire); reads its last build log (GET entrant/NAME/log).
// A league without tokens, or whose programs run outside the sandbox,
// takes no upload. What a program writes to standard error, in a replay
// page or a fault's detail, and its build log are shown to its entrant
// alone: to a request with its token in the Authorization header or in
// the cookie that the page's sign-in (POST entrant/token) sets.
package live

import (
	"cmp"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
)

// The defaults of a Server.
const (
	DefaultRecent = 20
	DefaultPoll   = 500 * time.Millisecond
)

// A Server serves a league's live page (see the package doc). Set League;
// the zero values of the others choose the defaults.
type Server struct {
	League *league.League
	// Recent is how many of the last games the page lists; 0 means
	// DefaultRecent.
	Recent int
	// Poll is how often an open page's stream of events looks whether a
	// game has ended; 0 means DefaultPoll.
	Poll time.Duration
	// MaxUpload is how many bytes an entrant's source may have; 0 means
	// DefaultMaxUpload.
	MaxUpload int64

	uploading sync.Mutex // one upload at a time builds and plays its smoke games
	once      sync.Once
	mux       *http.ServeMux // the routes, made at the first request
}

// ServeHTTP serves the page, its board, its events and the replay pages.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.once.Do(func() {
		s.mux = http.NewServeMux()
		s.mux.HandleFunc("GET /{$}", s.page)
		s.mux.HandleFunc("GET /board", s.board)
		s.mux.HandleFunc("GET /events", s.events)
		s.mux.HandleFunc("GET /games/{file}", s.replay)
		s.routeEntrants()
	})
	s.mux.ServeHTTP(w, r)
}

// page serves the live page: the board within its frame and script.
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	b, err := s.boardOf()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := pageTemplate.Execute(w, b); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// board serves the board alone, for the page to put in place of its own.
func (s *Server) board(w http.ResponseWriter, r *http.Request) {
	b, err := s.boardOf()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if err := pageTemplate.ExecuteTemplate(w, "board", b); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// events streams, as server-sent events, a "game" event with the number
// of games kept each time it grows, until the page goes away.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "no streaming here", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	last, err := s.League.Kept()
	if err != nil {
		return
	}
	fmt.Fprintf(w, "retry: 2000\n\n")
	flusher.Flush()
	tick := time.NewTicker(cmp.Or(s.Poll, DefaultPoll))
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-tick.C:
		}
		n, err := s.League.Kept()
		if err != nil {
			return
		}
		if n != last {
			last = n
			fmt.Fprintf(w, "event: game\ndata: %d\n\n", n)
			flusher.Flush()
		}
	}
}

// replay serves the replay page of a game the league has kept, without
// the standard error of the seats whose entrant the request is not (see
// owns).
func (s *Server) replay(w http.ResponseWriter, r *http.Request) {
	key, ok := strings.CutSuffix(r.PathValue("file"), ".html")
	if has, err := s.League.Has(key); !ok || err != nil || !has {
		http.NotFound(w, r)
		return
	}
	f, err := os.Open(s.League.RecordFile(key))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	hideStderr(rec, s.viewer(r))
	page, err := view.Build(s.League.Game(), rec)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	private(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	page.WritePage(w)
}
