package live

import (
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"math"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/league"
)

// A site says how the pages link to one another: served live by a
// Server, or written to files to publish (WritePages).
type site struct {
	Live bool   // the pages are served: the main page updates itself
	Ext  string // how a bot page's name ends: "" served, ".html" written
	Home string // the main page, from a bot's page or the list of games
	All  string // the list of all games, from the main page
}

// The two kinds of site.
var (
	served  = site{Live: true, Home: "../", All: "games/"}
	written = site{Ext: ".html", Home: "../index.html", All: "games/index.html"}
)

// pages read what the pages show from a league's store.
type pages struct {
	site
	l      *league.League
	recent int // how many of the last games a page lists
}

// pages returns the pages s serves.
func (s *Server) pages() pages {
	return pages{site: served, l: s.League, recent: cmp.Or(s.Recent, DefaultRecent)}
}

// A boardView is what the board shows.
type boardView struct {
	site
	Game    string
	Kept    int64
	Playing int
	Rows    []rowView
	NoRank  string // why there is no rating list yet, if there is none
	Recent  []recentView
	Chart   chartView
}

// A rowView is one version's row of the leaderboard.
type rowView struct {
	Rank                       string
	Name, Label, Status, Elo   string
	Games, Wins, Draws, Losses int
	Points                     string
	Faults                     int
	Fault                      string
}

// A recentView is one of the last games.
type recentView struct {
	Key, Href, Players, Score, Reason, Fault string
}

// board reads the board from the league's store.
func (p pages) board() (*boardView, error) {
	st, err := p.l.Standings()
	if err != nil {
		return nil, err
	}
	kept, err := p.l.Kept()
	if err != nil {
		return nil, err
	}
	rep := st.Report()
	b := &boardView{site: p.site, Game: st.Game, Kept: kept, Playing: st.Playing, NoRank: rep.Table.Ratings.None}
	b.Rows = rows(rep, false)
	recent, err := p.l.Recent(p.recent)
	if err != nil {
		return nil, err
	}
	for _, f := range recent {
		b.Recent = append(b.Recent, recentOf(st, f, "games/"))
	}
	var top []string
	for _, r := range b.Rows {
		if r.Rank != "" && r.Status == "plays" {
			top = append(top, r.Label)
		}
	}
	b.Chart, err = p.chart(top, "bots/NAME"+p.Ext)
	return b, err
}

// A gamesView is the list of all games kept, the last first.
type gamesView struct {
	site
	Game  string
	Games []recentView
}

// games reads the list of all games.
func (p pages) games() (*gamesView, error) {
	st, err := p.l.Standings()
	if err != nil {
		return nil, err
	}
	all, err := p.l.Recent(math.MaxInt)
	g := &gamesView{site: p.site, Game: st.Game}
	for _, f := range all {
		g.Games = append(g.Games, recentOf(st, f, ""))
	}
	return g, err
}

// chart draws the course of the versions labels, each linked to its
// bot's page, bots with NAME for its name.
func (p pages) chart(labels []string, bots string) (chartView, error) {
	hist, err := p.l.History()
	if err != nil {
		return chartView{}, err
	}
	return chartOf(hist, labels, bots), nil
}

// rows returns the leaderboard's rows: the versions in the order of the
// rating list, those without a rating after, as added.
func rows(rep *league.Report, private bool) []rowView {
	players := map[string]standings.PlayerReport{}
	for _, p := range rep.Table.Players {
		players[p.Name] = p
	}
	var out []rowView
	done := map[string]bool{}
	for _, rp := range rep.Table.Ratings.Players {
		v, ok := versionOf(rep.Versions, rp.Name)
		if !ok || rp.Games == 0 {
			continue
		}
		r := rowOf(v, players[rp.Name], private)
		r.Rank, r.Elo = fmt.Sprint(rp.Rank), eloText(rp.Elo)
		out, done[rp.Name] = append(out, r), true
	}
	for _, v := range rep.Versions {
		if !done[v.Label()] {
			out = append(out, rowOf(v, players[v.Label()], private))
		}
	}
	return out
}

// versionOf returns the version of label among vs.
func versionOf(vs []league.Version, label string) (league.Version, bool) {
	for _, v := range vs {
		if v.Label() == label {
			return v, true
		}
	}
	return league.Version{}, false
}

// rowOf returns version v's row, without its rank and rating; the
// standard error a refusal quotes is left out unless private.
func rowOf(v league.Version, p standings.PlayerReport, private bool) rowView {
	return rowView{Name: v.Name, Label: v.Label(), Status: status(v, private), Elo: "–", Games: p.Games, Wins: p.Wins, Draws: p.Draws, Losses: p.Losses,
		Points: fmt.Sprint(float64(p.Points)), Faults: p.Faults, Fault: p.Fault}
}

// status says whether version v plays, and why not; the standard error
// a refusal quotes is left out unless private.
func status(v league.Version, private bool) string {
	switch {
	case v.Refused != "" && private:
		return "refused: " + v.Refused
	case v.Refused != "":
		return "refused: " + redact(v.Refused)
	case !v.Active:
		return "retired"
	}
	return "plays"
}

// eloText writes a rating with its interval's half width.
func eloText(e standings.Estimate) string {
	x, m := float64(e.Estimate), float64(e.Margin)
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return fmt.Sprint(x)
	}
	return fmt.Sprintf("%+.0f ± %.0f", x, m)
}

// recentOf returns the line of game f, linked to its replay page in the
// directory games (with its slash).
func recentOf(st *league.Standings, f league.Finished, games string) recentView {
	r := recentView{Key: f.Key, Href: games + f.Key + ".html", Score: st.FormatScores(f.Result.Scores), Reason: f.Result.Reason}
	for i, l := range f.Seating {
		if i > 0 {
			r.Players += " – "
		}
		r.Players += l
	}
	if fl := f.Result.Fault; fl != nil && fl.Player >= 0 && fl.Player < len(f.Seating) {
		r.Fault = fmt.Sprintf("%s: %s", f.Seating[fl.Player], fl.Rule)
	}
	return r
}

// The pages' templates.
var (
	//go:embed page.html
	pageHTML string
	//go:embed bot.html
	botHTML string
	//go:embed games.html
	gamesHTML string
)

// pageTemplate is the main page; its template "board" is the board alone,
// "bot" a bot's page and "games" the list of all games.
var pageTemplate = template.Must(template.Must(template.Must(template.New("page").Parse(pageHTML)).New("bot").Parse(botHTML)).New("games").Parse(gamesHTML))
