package league

import (
	"bytes"
	"fmt"
	"html/template"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// PageFile is a competition's result page, in its directory; its games'
// replay pages are to be written beside it, as GamesDir/KEY.html (the
// referee's "league compete" writes them, with package view).
const PageFile = "index.html"

// WritePage writes the competition's result page at st, index.html in
// its directory: one self-contained HTML file with the ranking, the
// final's cross table and every Swiss round's pairings and results, each
// game linked to its replay page, GamesDir/KEY.html beside it.
func (c *Competition) WritePage(st *CompeteState) error {
	var b bytes.Buffer
	if err := competePage.Execute(&b, c.pageOf(st)); err != nil {
		return err
	}
	return writeFile(filepath.Join(c.Dir(), PageFile), b.Bytes(), 0o644)
}

// ReplayPage returns the file of the replay page of game key, beside the
// result page.
func (c *Competition) ReplayPage(key string) string {
	return filepath.Join(c.Dir(), GamesDir, key+".html")
}

// The page's data.
type (
	competePageData struct {
		Name, Game, Status string
		Versions           int
		Ranking            []placeRow
		Cross              *crossTable
		Rounds             []roundView
	}
	placeRow struct {
		Rank         int
		Version      string
		Final, Swiss string
		Finalist     bool
		Byes         int
	}
	crossTable struct {
		Labels []string
		Rows   []crossRow
	}
	crossRow struct {
		Num          int
		Label, Name  string
		Cells        []string
		Total, Games string
	}
	roundView struct {
		Title    string
		Pairings []pairView
		Byes     []string
	}
	pairView struct {
		Versions []string
		Points   string
		Games    []gameView
	}
	gameView struct {
		Href, Text, Title string
	}
)

// pageOf returns the page's data at st.
func (c *Competition) pageOf(st *CompeteState) competePageData {
	d := competePageData{Name: c.Name, Game: c.l.game.Name, Versions: len(c.Versions), Status: c.status(st)}
	for i, p := range st.Ranking {
		d.Ranking = append(d.Ranking, placeRow{Rank: i + 1, Version: p.Version, Final: pts(p.Final), Swiss: pts(p.Swiss), Finalist: p.Finalist, Byes: p.Byes})
	}
	if st.Final != nil {
		d.Cross = crossOf(st)
		d.Rounds = append(d.Rounds, roundView{Title: "Final", Pairings: c.pairViews(st.Final)})
	}
	for i := len(st.Rounds) - 1; i >= 0; i-- { // the latest first
		r := st.Rounds[i]
		d.Rounds = append(d.Rounds, roundView{Title: fmt.Sprintf("Round %d", r.Number), Pairings: c.pairViews(r.Pairings), Byes: r.Byes})
	}
	return d
}

// status says where the competition stands, in words.
func (c *Competition) status(st *CompeteState) string {
	switch {
	case st.Done():
		return "ended"
	case st.Stage == c.Rounds:
		return fmt.Sprintf("%d Swiss rounds played; the final under way", c.Rounds)
	}
	return fmt.Sprintf("Swiss round %d of %d under way", st.Stage+1, c.Rounds)
}

// pairViews returns the pairings' rows: each game's result, linked to
// its replay page, and each version's points.
func (c *Competition) pairViews(ps []Pairing) []pairView {
	out := make([]pairView, 0, len(ps))
	for _, p := range ps {
		v := pairView{Versions: p.Versions}
		sum := make(map[string]float64)
		for _, g := range p.Games {
			gv := gameView{Href: GamesDir + "/" + g.Key + ".html", Text: "…", Title: "seats: " + strings.Join(g.Seating, " – ")}
			if g.Result != nil {
				// The scores in the pairing's order, as its points are,
				// whatever the seats: the title says them.
				scores := make([]float64, len(p.Versions))
				for i, label := range p.Versions {
					seat := slices.Index(g.Seating, label)
					scores[i] = g.Result.Scores[seat]
					sum[label] += g.Points[seat]
				}
				gv.Text = c.l.game.FormatScores(scores)
			}
			v.Games = append(v.Games, gv)
		}
		var sums []string
		for _, label := range p.Versions {
			sums = append(sums, pts(sum[label]))
		}
		v.Points = strings.Join(sums, " – ")
		out = append(out, v)
	}
	return out
}

// crossOf returns the final's cross table: each finalist's points
// against each other (in the games where both played), in the order of
// the ranking, then its points and games in the final.
func crossOf(st *CompeteState) *crossTable {
	ct := &crossTable{}
	for _, p := range st.Ranking {
		if p.Finalist {
			ct.Labels = append(ct.Labels, p.Version)
		}
	}
	for i, a := range ct.Labels {
		name, _, _ := strings.Cut(a, "@") // one version of a name plays
		row := crossRow{Num: i + 1, Label: a, Name: name}
		for _, b := range ct.Labels {
			got, n := meetings(st.Final, a, b)
			switch {
			case a == b:
				row.Cells = append(row.Cells, "×")
				row.Total, row.Games = pts(got), strconv.Itoa(n)
			case n == 0:
				row.Cells = append(row.Cells, "")
			default:
				row.Cells = append(row.Cells, pts(got))
			}
		}
		ct.Rows = append(ct.Rows, row)
	}
	return ct
}

// meetings returns a's points in the played games of ps where b plays
// too, and how many (with a == b: all a's games).
func meetings(ps []Pairing, a, b string) (got float64, n int) {
	for _, p := range ps {
		if !slices.Contains(p.Versions, a) || !slices.Contains(p.Versions, b) {
			continue
		}
		for _, g := range p.Games {
			if g.Result != nil {
				got += g.Points[slices.Index(g.Seating, a)]
				n++
			}
		}
	}
	return got, n
}

// pts writes points as the page shows them: 1.5, 3, 0.25.
func pts(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// competePage is the result page: self-contained, readable from a
// phone's width (wide tables scroll in their own box) to a desktop's.
var competePage = template.Must(template.New("compete").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Competition {{.Name}} · {{.Game}}</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0 auto;padding:0 10px 2em;max-width:1100px;color:#222}
h1{font-size:1.4em;margin:.6em 0 .2em}h2{font-size:1.15em;margin:1.2em 0 .4em}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{border-bottom:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
td.n,th.n{text-align:right}
.v{word-break:break-all}.nm{white-space:nowrap}
tr.fin td{background:#f3f7ff}
ul.pairs{list-style:none;padding:0;margin:0}
ul.pairs li{padding:4px 0;border-bottom:1px solid #eee}
.games a{display:inline-block;margin:2px 4px 2px 0;padding:1px 6px;border:1px solid #bbb;border-radius:4px;text-decoration:none}
.pts{font-weight:600}
</style></head><body>
<h1>Competition {{.Name}}</h1>
<p id="status">{{.Game}} · {{.Versions}} versions · {{.Status}}</p>
<h2>Ranking</h2>
<div class="scroll"><table id="ranking"><thead><tr><th class="n">#</th><th>version</th><th class="n">final</th><th class="n">Swiss</th><th class="n">byes</th></tr></thead><tbody>
{{range .Ranking}}<tr{{if .Finalist}} class="fin"{{end}}><td class="n">{{.Rank}}</td><td class="v">{{.Version}}</td><td class="n">{{if .Finalist}}{{.Final}}{{end}}</td><td class="n">{{.Swiss}}</td><td class="n">{{.Byes}}</td></tr>
{{end}}</tbody></table></div>
{{with .Cross}}<h2>Final: cross table</h2>
<div class="scroll"><table id="cross"><thead><tr><th></th>{{range .Rows}}<th class="n" title="{{.Label}}">{{.Num}}</th>{{end}}<th class="n">points</th><th class="n">games</th></tr></thead><tbody>
{{range .Rows}}<tr><th class="nm" title="{{.Label}}">{{.Num}} {{.Name}}</th>{{range .Cells}}<td class="n">{{.}}</td>{{end}}<td class="n pts">{{.Total}}</td><td class="n">{{.Games}}</td></tr>
{{end}}</tbody></table></div>{{end}}
{{range .Rounds}}<section class="round"><h2>{{.Title}}</h2><ul class="pairs">
{{range .Pairings}}<li><span class="v">{{range $i, $v := .Versions}}{{if $i}} · {{end}}{{$v}}{{end}}</span>: <span class="pts">{{.Points}}</span>
<div class="games">{{range .Games}}<a href="{{.Href}}" title="{{.Title}}">{{.Text}}</a>{{end}}</div></li>
{{end}}</ul>{{if .Byes}}<p>bye: {{range $i, $b := .Byes}}{{if $i}}, {{end}}<span class="v">{{$b}}</span>{{end}}</p>{{end}}</section>
{{end}}
</body></html>
`))
