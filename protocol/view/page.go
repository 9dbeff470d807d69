package view

import (
	"embed"
	"encoding/json"
	"html"
	"html/template"
	"io"
	"net/url"
	"path/filepath"
	"strings"
)

// The page's code: the frame of the page, its style, the core that steps
// through frames, and one drawing module per game, all hand-written and
// embedded as they are.
//
//go:embed page.html style.css core.js games
var code embed.FS

// WritePage writes the replay as one HTML page that needs nothing but a
// browser.
func (r *Replay) WritePage(w io.Writer) error {
	data, err := r.pageJSON()
	if err != nil {
		return err
	}
	title := r.Game + ": " + strings.Join(r.Players, " vs ")
	return writeFilled(w, pageCode(r.Game), []placeholder{
		{"{{title}}", []byte(html.EscapeString(title))},
		{"{{series}}", []byte(r.Series.nav())},
		{"{{data}}", data},
	})
}

// A placeholder is a key of a page's code, and the text that replaces it.
type placeholder struct {
	key   string
	value []byte
}

// writeFilled writes page with its placeholders replaced, in one pass
// from the left as strings.Replacer does (a replacement is not scanned
// again), each key starting with "{{". A Replacer took a good part of a
// long game's page: its generic scan is slow, and the data is most of
// the page.
func writeFilled(w io.Writer, page string, fill []placeholder) error {
	for {
		i := strings.Index(page, "{{")
		if i < 0 {
			_, err := io.WriteString(w, page)
			return err
		}
		if _, err := io.WriteString(w, page[:i]); err != nil {
			return err
		}
		page = page[i:]
		n, value := 1, []byte("{") // no key here: on from the next byte
		for _, p := range fill {
			if strings.HasPrefix(page, p.key) {
				n, value = len(p.key), p.value
				break
			}
		}
		if _, err := w.Write(value); err != nil {
			return err
		}
		page = page[n:]
	}
}

// seriesNav is the element that places a match in its series.
var seriesNav = template.Must(template.New("series").Parse(`<nav id="series">` +
	`<span>game {{.Game}} of {{.Games}}</span>` +
	`{{if .Prev}} <a href="{{.Prev}}" rel="prev">&#x2190; previous</a>{{end}}` +
	` <a href="{{.Index}}" rel="index">all games</a>` +
	`{{if .Next}} <a href="{{.Next}}" rel="next">next &#x2192;</a>{{end}}</nav>`))

// nav returns the HTML of the series element, or "" for none.
func (s *Series) nav() string {
	if s == nil {
		return ""
	}
	var b strings.Builder
	if err := seriesNav.Execute(&b, s); err != nil {
		return ""
	}
	return b.String()
}

// RelativeURL returns the link to the file target from a page in the
// directory dir: a relative URL, with slashes, escaped. Both paths are
// taken from the working directory when they are not absolute.
func RelativeURL(dir, target string) (string, error) {
	d, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	t, err := filepath.Abs(target)
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(d, t)
	if err != nil {
		return "", err
	}
	u := url.URL{Path: filepath.ToSlash(rel)}
	return u.String(), nil
}

// pageCode returns the page without its data: the HTML, with the style,
// the core and the drawing module of game inline.
func pageCode(game string) string {
	read := func(name string) string {
		b, err := code.ReadFile(name)
		if err != nil {
			return ""
		}
		return string(b)
	}
	page := read("page.html")
	gameJS := read("games/" + game + ".js") // none: the dialogue alone
	return strings.NewReplacer(
		"{{style}}", read("style.css"),
		"{{core}}", read("core.js"),
		"{{game}}", gameJS,
	).Replace(page)
}

// pageData is a Replay as its page holds it: each frame's drawing after
// the first as its delta from the one before (see drawDeltas).
type pageData struct {
	*Replay
	Frames     []Frame `json:"frames"`
	DrawDeltas bool    `json:"drawDeltas"`
}

// pageJSON returns the data of r's page.
func (r *Replay) pageJSON() ([]byte, error) {
	draws, err := drawDeltas(r.Frames)
	if err != nil {
		return nil, err
	}
	p := pageData{Replay: r, Frames: make([]Frame, len(r.Frames)), DrawDeltas: true}
	for i, f := range r.Frames {
		f.Draw = draws[i]
		p.Frames[i] = f
	}
	return json.Marshal(p) // escapes <, > and &: safe inside <script>
}
