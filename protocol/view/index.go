package view

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
)

// An Index is the index page of a series or a tournament: its title, its
// table as "referee table" prints it ([standings.Standings]),
// its rating list on one axis, a graph of an SPRT's estimate or of the
// mean ranks over the games, and each game's players, result and fault,
// linked to its page.
// Like a replay page, it opens from disk with no server and no network:
// its CSS and its graphs (SVG) are inline, and it has no script.
//
// The page keeps a contract for tests and tools: the table of players
// has id "table", that of pairings (two seats a game) or of head-to-head
// records (more) id "pairings"; the rating chart is an svg of class
// "ratings" with a g of class "rating" per player with games, and when
// there are no ratings a p of id "norating" says why; each graph is an
// svg of class "course",
// with one circle of class "pt" per game, whose data-game is the game's
// number, from 1 (in a game of more than two seats, one per player of
// each game); the list of games has id "games", with one item per game,
// holding a link to its page when it has one.
type Index struct {
	// Title names the games; NewIndex sets it to the game and the
	// players.
	Title string
	// Kind says what the games are, shown under the title: "a series of
	// 10 games", say.
	Kind string
	// Standings are the table, as NewIndex counted it from the games.
	Standings *standings.Standings
	// Games are the games of the table, in the order of the graph.
	Games []IndexGame
	seats []string
}

// An IndexGame is one game of an index.
type IndexGame struct {
	standings.Result
	// Name names the game on the page: its record's file name, say.
	Name string
	// Page is the URL of the game's page, relative to the index page (see
	// [RelativeURL]); "" when it has none, and then Missing says why.
	Page    string
	Missing string
}

// NewIndex counts the results of a series or a tournament of game g
// between players, in the order given, for its index page; sprt is the
// tournament's test, if it has one. The caller sets each game's Name and
// Page.
func NewIndex(g games.Game, players []string, results []standings.Result, sprt *stats.SPRT) *Index {
	x := &Index{
		Title:     g.Name + ": " + strings.Join(players, " vs "),
		Standings: standings.New(g, players, results, sprt),
		seats:     g.Seats,
	}
	for _, r := range results {
		x.Games = append(x.Games, IndexGame{Result: r, Name: r.ID})
	}
	return x
}

//go:embed index.html
var indexTemplate string

var indexPage = template.Must(template.New("index").Funcs(template.FuncMap{"hasPrefix": strings.HasPrefix}).Parse(indexTemplate))

// WritePage writes the index as one HTML page that needs nothing but a
// browser.
func (x *Index) WritePage(w io.Writer) error {
	return indexPage.Execute(w, x.page())
}

// indexData is what the index template shows: the index, formatted.
type indexData struct {
	Title, Kind string
	// Head and Rows are the players' table; Pairings each pairing's lines,
	// all as the text table prints them.
	Head     []string
	Rows     [][]string
	Pairings [][]string
	// Distinct says how many games differ, with the warning when game
	// pairs repeat; Ratings is the rating list: each as the text's lines.
	Distinct []string
	Ratings  []string
	// RatingChart draws the rating list on one axis; NoRating says why
	// there is none.
	RatingChart template.HTML
	NoRating    string
	GraphTitle  string
	GraphNote   string
	Graphs      []template.HTML
	Games       []gameData
}

// gameData is one game of the list.
type gameData struct {
	N                   int
	Name, Page, Missing string
	Seats               []seatData
	Scores, Reason      string
	Fault               string
}

// seatData is one seat of a game: who sat there, and whether it won.
type seatData struct {
	Seat, Player string
	Won          bool
}

// page formats the index for its template.
func (x *Index) page() indexData {
	s := x.Standings
	d := indexData{Title: x.Title, Kind: x.Kind}
	if d.Kind == "" {
		d.Kind = fmt.Sprintf("%d games", len(x.Games))
	}
	d.Head, d.Rows = s.Columns()
	if s.Games > 0 {
		d.Distinct = s.DistinctLines()
	}
	d.RatingChart = ratingsChart(s)
	if s.Ratings == nil && s.NoRatings != "" {
		d.NoRating = "no rating: " + s.NoRatings
	} else {
		d.Ratings = s.RatingLines()
	}
	if s.Seats == 2 && len(s.Players) == 2 && len(s.Pairings) == 1 {
		// Two players: each row gets its Elo over the other.
		p := s.Pairings[0]
		e, pairs := p.Elo(), p.Pairs.Pairs() > 0
		d.Head = append(d.Head, "Elo, 95% interval")
		d.Rows[0] = append(d.Rows[0], eloText(e, pairs))
		d.Rows[1] = append(d.Rows[1], eloText(stats.Interval{Estimate: -e.Estimate, Lower: -e.Upper, Upper: -e.Lower}, pairs))
	}
	for _, p := range s.Pairings {
		d.Pairings = append(d.Pairings, s.PairingLines(p))
	}
	d.graphs(x)
	for i, g := range x.Games {
		gd := gameData{N: i + 1, Name: g.Name, Page: g.Page, Missing: g.Missing,
			Scores: s.FormatScores(g.Scores), Reason: g.Reason}
		for seat, p := range g.Seating {
			name := "player " + strconv.Itoa(p+1)
			if p < len(s.Players) {
				name = s.Players[p]
			}
			gd.Seats = append(gd.Seats, seatData{Seat: seatName(x.seats, seat), Player: name, Won: g.Winner == seat})
		}
		if f := g.Fault; f != nil {
			gd.Fault = seatName(x.seats, f.Player) + ": " + FaultText(*f)
		}
		d.Games = append(d.Games, gd)
	}
	return d
}

// graphs draws the course of the estimate: the LLR with its bounds when
// the tournament runs an SPRT; in a game of more than two seats, each
// player's mean rank. (The ratings have a chart of their own, on one
// axis: the course of an Elo difference said little but "off the scale"
// while one player had won every game.)
func (d *indexData) graphs(x *Index) {
	s := x.Standings
	results := make([]standings.Result, len(x.Games))
	for i, g := range x.Games {
		results[i] = g.Result
	}
	switch {
	case len(results) == 0:
		return
	case s.Seats > 2:
		d.GraphTitle = "mean rank over the games"
		d.GraphNote = "Each player's mean rank (1 is first) after each of its games."
		gr := graph{n: len(results), invert: true, lo: 1, hi: float64(s.Seats), label: "mean rank", x: "game"}
		for p, name := range s.Players {
			l := line{name: fmt.Sprintf("%d %s", p+1, name), color: color(p)}
			for _, st := range standings.RankCourse(results, p) {
				l.pts = append(l.pts, point{game: st.Game + 1, x: st.Game + 1, y: st.Rank.Estimate,
					tip: fmt.Sprintf("game %d, %s: mean rank %.2f", st.Game+1, name, st.Rank.Estimate)})
			}
			gr.lines = append(gr.lines, l)
		}
		d.Graphs = append(d.Graphs, gr.svg())
	case s.SPRT != nil:
		d.GraphTitle = "SPRT: log-likelihood ratio over the games"
		lower, upper := s.SPRT.Bounds()
		d.GraphNote = fmt.Sprintf("The test accepts H1 (Elo %.2f) at or above %.2f, H0 (Elo %.2f) at or below %.2f.", s.SPRT.Elo1, upper, s.SPRT.Elo0, lower)
		for _, p := range s.Pairings {
			gr := graph{n: p.Games.Games(), label: "LLR", x: "game", title: s.Players[p.A] + " vs " + s.Players[p.B],
				rules: []rule{{lower, fmt.Sprintf("H0 %.2f", lower)}, {upper, fmt.Sprintf("H1 %.2f", upper)}}}
			l := line{color: color(0)}
			for k, st := range standings.Course(results, p.A, p.B, s.SPRT) {
				l.pts = append(l.pts, point{game: st.Game + 1, x: k + 1, y: st.LLR,
					tip: fmt.Sprintf("game %d: LLR %.2f", st.Game+1, st.LLR)})
			}
			gr.lines = append(gr.lines, l)
			d.Graphs = append(d.Graphs, gr.svg())
		}
	}
}

// seatName returns the name of seat s.
func seatName(seats []string, s int) string {
	if s >= 0 && s < len(seats) {
		return seats[s]
	}
	return "seat " + strconv.Itoa(s+1)
}

// eloText formats an Elo difference and the half width of its interval as
// the text table's pairing lines do (stats' Summary methods): two decimals
// from game pairs, one from games.
func eloText(e stats.Interval, pairs bool) string {
	if pairs {
		return fmt.Sprintf("%.2f ± %.2f", e.Estimate, e.Margin())
	}
	return fmt.Sprintf("%.1f ± %.1f", e.Estimate, e.Margin())
}

func num(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// short formats a number of a tooltip.
func short(x float64) string {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return num(x)
	}
	return strconv.FormatFloat(x, 'f', 1, 64)
}
