package view

import (
	"embed"
	"encoding/json"
	"html"
	"io"
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
	data, err := json.Marshal(r) // escapes <, > and &: safe inside <script>
	if err != nil {
		return err
	}
	page := pageCode(r.Game)
	title := r.Game + ": " + strings.Join(r.Players, " vs ")
	page = strings.NewReplacer(
		"{{title}}", html.EscapeString(title),
		"{{data}}", string(data),
	).Replace(page)
	_, err = io.WriteString(w, page)
	return err
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
