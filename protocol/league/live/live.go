// Package live serves a league's live page, as "referee league run DIR
// -http ADDR" does: the leaderboard (each version's rating with its 95%
// interval, games, wins, draws, losses and faults, and why a refused
// version never plays), a chart of the ratings over the games, the
// league's last games, each linked to its replay page, all updated as
// games end, without a reload; and each bot's page. It reads the league's
// store, so it serves a league that another process runs just as well.
//
//	http.ListenAndServe("127.0.0.1:8080", &live.Server{League: l})
//
// WritePages writes the same pages as files, to publish ("referee league
// pages DIR -o OUT"): without the live updates, and without anything
// private to a bot's entrant, its build logs and its programs' standard
// error, which the server shows to that entrant alone.
//
// The pages keep a contract for tests and tools; their links are relative,
// so that a server may serve them under a prefix. The main page's
// leaderboard is the table of id "board", one row a version with
// data-version its label, its name linked to its bot's page; the last
// games are the list of id "recent", one item a game with data-key its
// key; the element of id "kept" holds how many games the league has kept;
// the element of id "chart" holds the chart, an svg whose data-games is
// the games it reaches, with one polyline of class "line" a version
// (data-version its label). The page opens an EventSource on "events"
// (window.liveEvents), which says "game" with that count each time it
// grows, and then fetches "board" (the same elements, the chart
// included, alone) in place of its own. A replay page is at
// "games/KEY.html". A bot's page is at "bots/NAME" ("bots/NAME.html"
// written): its shown version (the one that plays, else the last added)
// in the element of id "shown", its chart, its results by opponent (table
// "opponents"), its versions (list "versions"), its smoke games (list
// "smoke", linked to their replay pages at "bots/NAME/ID/smoke-SEAT.html")
// and its last games (list "recent").
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
// page or a fault's detail, and its build logs are shown to its entrant
// alone: to a request with its token in the Authorization header or in
// the cookie that the page's sign-in (POST entrant/token) sets. From a
// shell, with the token that referee league token DIR NAME printed:
//
//	curl -H "Authorization: Bearer $TOKEN" -F file=@bot.c 127.0.0.1:8080/entrant/ann/upload
package live

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/contestgames/games/protocol/league"
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
	// League is the league served; required.
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
	mux       *http.ServeMux                          // the routes, made at the first request
	owner     func(r *http.Request, name string) bool // a test's stand-in for owns
}

// ServeHTTP serves the page, its board, its events and the replay pages.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.once.Do(func() {
		s.mux = http.NewServeMux()
		s.mux.HandleFunc("GET /{$}", s.page)
		s.mux.HandleFunc("GET /board", s.board)
		s.mux.HandleFunc("GET /events", s.events)
		s.mux.HandleFunc("GET /games/{file}", s.replay)
		s.mux.HandleFunc("GET /games/{$}", s.games)
		s.mux.HandleFunc("GET /bots/{name}", s.bot)
		s.mux.HandleFunc("GET /bots/{name}/{id}/{file}", s.smoke)
		s.routeEntrants()
	})
	s.mux.ServeHTTP(w, r)
}

// page serves the live page: the board within its frame and script.
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	b, err := s.pages().board()
	serve(w, "page", b, err)
}

// board serves the board alone, for the page to put in place of its own.
func (s *Server) board(w http.ResponseWriter, r *http.Request) {
	b, err := s.pages().board()
	w.Header().Set("Cache-Control", "no-store")
	serve(w, "board", b, err)
}

// games serves the list of all games.
func (s *Server) games(w http.ResponseWriter, r *http.Request) {
	g, err := s.pages().games()
	serve(w, "games", g, err)
}

// serve writes the template name of data, or the error that kept it from
// being read.
func serve(w http.ResponseWriter, name string, data any, err error) {
	var b bytes.Buffer
	if err == nil {
		err = pageTemplate.ExecuteTemplate(&b, name, data)
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	noStore(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b.Bytes())
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

// replay serves the replay page of a game the league has kept, with the
// standard error of the bots the request owns alone.
func (s *Server) replay(w http.ResponseWriter, r *http.Request) {
	key, ok := strings.CutSuffix(r.PathValue("file"), ".html")
	if has, err := s.League.Has(key); !ok || err != nil || !has {
		http.NotFound(w, r)
		return
	}
	s.serveReplay(w, r, s.League.RecordFile(key))
}

// serveReplay writes the replay page of the record in file, with the
// standard error of the bots the request owns alone.
func (s *Server) serveReplay(w http.ResponseWriter, r *http.Request, file string) {
	var b bytes.Buffer
	if err := s.pages().replay(&b, file, func(name string) bool { return s.private(r, name) }); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	noStore(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b.Bytes())
}

// replay writes the replay page of the record in file, without the
// standard error of the seats whose bot's name keep refuses.
func (p pages) replay(w io.Writer, file string, keep func(name string) bool) error {
	rec, err := readRecord(file)
	if err != nil {
		return err
	}
	strip(rec, func(seat int) bool {
		return seat >= 0 && seat < len(rec.Header.Players) && keep(botName(rec.Header.Players[seat]))
	})
	page, err := view.Build(p.l.Game(), rec)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return page.WritePage(w)
}
