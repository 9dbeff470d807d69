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

// A boardView is what the board shows.
type boardView struct {
	Game    string
	Kept    int64
	Playing int
	Rows    []rowView
	NoRank  string // why there is no rating list yet, if there is none
	Recent  []recentView
}

// A rowView is one version's row of the leaderboard.
type rowView struct {
	Rank                       string
	Label, Status, Elo         string
	Games, Wins, Draws, Losses int
	Points                     string
	Faults                     int
	Fault                      string
}

// A recentView is one of the last games.
type recentView struct {
	Key, Players, Score, Reason, Fault string
}

// boardOf reads the board from the league's store.
func (s *Server) boardOf() (*boardView, error) {
	st, err := s.League.Standings()
	if err != nil {
		return nil, err
	}
	kept, err := s.League.Kept()
	if err != nil {
		return nil, err
	}
	rep := st.Report()
	b := &boardView{Game: st.Game, Kept: kept, Playing: st.Playing, NoRank: rep.Table.Ratings.None}
	b.Rows = rows(rep)
	recent, err := s.League.Recent(cmp.Or(s.Recent, DefaultRecent))
	if err != nil {
		return nil, err
	}
	for _, f := range recent {
		b.Recent = append(b.Recent, recentOf(st, f))
	}
	return b, nil
}

// rows returns the leaderboard's rows: the versions in the order of the
// rating list, those without a rating after, as added.
func rows(rep *league.Report) []rowView {
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
		r := rowOf(v, players[rp.Name])
		r.Rank, r.Elo = fmt.Sprint(rp.Rank), eloText(rp.Elo)
		out, done[rp.Name] = append(out, r), true
	}
	for _, v := range rep.Versions {
		if !done[v.Label()] {
			out = append(out, rowOf(v, players[v.Label()]))
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

// rowOf returns version v's row, without its rank and rating.
func rowOf(v league.Version, p standings.PlayerReport) rowView {
	status := "plays"
	switch {
	case v.Refused != "":
		status = "refused: " + hideStderrLine(v.Refused) // the board is everybody's
	case !v.Active:
		status = "retired"
	}
	return rowView{Label: v.Label(), Status: status, Elo: "–", Games: p.Games, Wins: p.Wins, Draws: p.Draws, Losses: p.Losses,
		Points: fmt.Sprint(float64(p.Points)), Faults: p.Faults, Fault: p.Fault}
}

// eloText writes a rating with its interval's half width.
func eloText(e standings.Estimate) string {
	x, m := float64(e.Estimate), float64(e.Margin)
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return fmt.Sprint(x)
	}
	return fmt.Sprintf("%+.0f ± %.0f", x, m)
}

// recentOf returns the line of game f.
func recentOf(st *league.Standings, f league.Finished) recentView {
	r := recentView{Key: f.Key, Score: st.FormatScores(f.Result.Scores), Reason: f.Result.Reason}
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

//go:embed page.html
var pageHTML string

// pageTemplate is the live page; its template "board" is the board alone.
var pageTemplate = template.Must(template.New("page").Parse(pageHTML))
