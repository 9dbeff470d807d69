package live

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/record"
)

// A botView is what a bot's page shows.
type botView struct {
	site
	Game string
	Name string
	// Shown is the row of the version whose results the page shows: the
	// one that plays, else the one added last.
	Shown     rowView
	Versions  []versionView // the last added first
	Opponents []opponentView
	Smoke     []smokeView
	Recent    []recentView
	Chart     chartView
	Private   bool // the page shows what is the bot's entrant's alone
}

// A versionView is one of a bot's versions.
type versionView struct {
	ID, Label, Added, Status, Runs string
	// BuildLog is the log of its build, shown to its entrant alone; ""
	// otherwise, or when it was not built.
	BuildLog string
}

// An opponentView is the shown version's record against one other
// version: its wins, draws and losses (in a game of more seats, by who
// scored more, head to head) and its score, a win 1 and a draw 1/2.
type opponentView struct {
	Name, Label                string
	Games, Wins, Draws, Losses int
	Score                      string
}

// A smokeView is one of a version's smoke games.
type smokeView struct {
	Label, File, Seat, Result string
	record                    string // the game's record
}

// maxLog is how much of a build's log a page shows: its end.
const maxLog = 64 << 10

// bot serves the page of the bot name; its build logs and the standard
// error of its smoke games to its entrant alone.
func (s *Server) bot(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	b, err := s.pages().bot(name, s.private(r, name))
	if err == nil && b == nil {
		http.NotFound(w, r)
		return
	}
	serve(w, "bot", b, err)
}

// smoke serves the replay page of a version's smoke game,
// bots/NAME/ID/smoke-SEAT.html.
func (s *Server) smoke(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	v, ok, err := s.pages().version(name, r.PathValue("id"))
	seat, isSmoke := smokeSeat(r.PathValue("file"), ".html")
	if err != nil || !ok || !isSmoke {
		http.NotFound(w, r)
		return
	}
	file := filepath.Join(s.League.VersionDir(v), smokeFile(seat, ".jsonl"))
	if _, err := os.Stat(file); err != nil {
		http.NotFound(w, r)
		return
	}
	s.serveReplay(w, r, file)
}

// smokeFile names the file of the smoke game in seat, ending in ext.
func smokeFile(seat int, ext string) string { return fmt.Sprintf("smoke-%d%s", seat, ext) }

// smokeSeat returns the seat of a smoke game's file, named smokeFile
// names it with ext, and whether file is one.
func smokeSeat(file, ext string) (int, bool) {
	digits, ok := strings.CutPrefix(strings.TrimSuffix(file, ext), "smoke-")
	seat, err := strconv.Atoi(digits)
	if !ok || !strings.HasSuffix(file, ext) || err != nil || seat < 1 || smokeFile(seat, ext) != file {
		return 0, false
	}
	return seat, true
}

// version returns the version id of the bot name, and whether there is one.
func (p pages) version(name, id string) (league.Version, bool, error) {
	vs, err := p.l.Versions()
	i := slices.IndexFunc(vs, func(v league.Version) bool { return v.Name == name && v.ID == id })
	if err != nil || i < 0 {
		return league.Version{}, false, err
	}
	return vs[i], true, nil
}

// bot reads the page of the bot name; nil when the league has no such
// bot. Only a private page shows its build logs.
func (p pages) bot(name string, private bool) (*botView, error) {
	st, err := p.l.Standings()
	if err != nil {
		return nil, err
	}
	var mine []league.Version
	for _, v := range slices.Backward(st.Versions) {
		if v.Name == name {
			mine = append(mine, v)
		}
	}
	if len(mine) == 0 {
		return nil, nil
	}
	b := &botView{site: p.site, Game: st.Game, Name: name, Private: private}
	shown := mine[max(0, slices.IndexFunc(mine, func(v league.Version) bool { return v.Active }))]
	for _, r := range rows(st.Report(), private) {
		if r.Label == shown.Label() {
			b.Shown = r
		}
	}
	var labels []string
	for _, v := range mine {
		b.Versions = append(b.Versions, p.versionOf(v, private))
		b.Smoke = append(b.Smoke, p.smokeOf(st, v)...)
		labels = append(labels, v.Label())
	}
	b.Opponents = opponents(st, shown.Label())
	if b.Recent, err = p.recentOf(st, name); err != nil {
		return nil, err
	}
	b.Chart, err = p.chart(labels, "NAME"+p.Ext)
	return b, err
}

// versionOf returns version v's line, its build log only when private.
func (p pages) versionOf(v league.Version, private bool) versionView {
	out := versionView{ID: v.ID, Label: v.Label(), Added: v.Added.Format("2006-01-02 15:04:05 UTC"), Status: status(v, private), Runs: v.Runs}
	if !private {
		return out
	}
	if log, err := os.ReadFile(filepath.Join(p.l.VersionDir(v), "build.log")); err == nil {
		out.BuildLog = string(log[max(0, len(log)-maxLog):])
	}
	return out
}

// smokeOf returns version v's smoke games, in seat order: those whose
// records are kept beside its program.
func (p pages) smokeOf(st *league.Standings, v league.Version) []smokeView {
	var out []smokeView
	for seat := 1; ; seat++ {
		file := filepath.Join(p.l.VersionDir(v), smokeFile(seat, ".jsonl"))
		rec, err := readRecord(file)
		if err != nil {
			return out
		}
		sv := smokeView{Label: v.Label(), File: v.Name + "/" + v.ID + "/" + smokeFile(seat, ".html"), Seat: fmt.Sprint(seat), Result: "not ended", record: file}
		if res := rec.Result; res != nil {
			sv.Result = st.FormatScores(res.Scores) + ": " + res.Reason
		}
		out = append(out, sv)
	}
}

// readRecord reads the record in file.
func readRecord(file string) (*record.Record, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return rec, nil
}

// recentOf returns the last games of the bot name.
func (p pages) recentOf(st *league.Standings, name string) ([]recentView, error) {
	recent, err := p.l.RecentOf(name, p.recent)
	var out []recentView
	for _, f := range recent {
		out = append(out, recentOf(st, f, "../games/"))
	}
	return out, err
}

// opponents returns the record of the version label against each other
// version it met, in the order they were added.
func opponents(st *league.Standings, label string) []opponentView {
	me := slices.Index(st.Players, label)
	var out []opponentView
	for _, pr := range st.Pairings {
		other, wdl := pr.B, pr.Games
		switch me {
		case pr.A:
		case pr.B:
			other, wdl.Wins, wdl.Losses = pr.A, wdl.Losses, wdl.Wins
		default:
			continue
		}
		o := opponentView{Label: st.Players[other], Name: botName(st.Players[other]), Games: wdl.Games(), Wins: wdl.Wins, Draws: wdl.Draws, Losses: wdl.Losses}
		if o.Games > 0 {
			o.Score = fmt.Sprintf("%.0f%%", 100*(float64(o.Wins)+float64(o.Draws)/2)/float64(o.Games))
		}
		out = append(out, o)
	}
	return out
}
