package live

import (
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/contestgames/games/protocol/league"
)

// An entrantView is what the entrants' page shows.
type entrantView struct {
	Game      string
	Accept    string // the extensions of the league's sources, for the file input
	Languages string // the league's languages and their extensions, for people
	MaxUpload string // how large a source may be, for people
	Viewer    string // the entrant this browser is signed in as, if any
	Refusal   string // why the league takes no upload, if it takes none
}

// entrantPage serves the entrants' page: the form that uploads a
// version of one's bot, or retires it, and the sign-in that lets this
// browser see one's own bots' standard error and build logs.
func (s *Server) entrantPage(w http.ResponseWriter, r *http.Request) {
	noStore(w)
	v := entrantView{Game: s.League.Settings().Game, MaxUpload: sizeText(cmp.Or(s.MaxUpload, DefaultMaxUpload)), Viewer: s.viewer(r)}
	var exts, langs []string
	for _, p := range s.League.Settings().Profiles {
		exts = append(exts, p.Extensions...)
		langs = append(langs, fmt.Sprintf("%s (%s)", p.Name, strings.Join(p.Extensions, " ")))
	}
	v.Accept, v.Languages = strings.Join(exts, ","), strings.Join(langs, ", ")
	if err := s.takesUploads(); err != nil {
		v.Refusal = err.Error()
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := entrantTemplate.Execute(w, v); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// sizeText writes n bytes for people: in MiB or KiB when it is whole.
func sizeText(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// signIn keeps the form's token in this browser, as a cookie its scripts
// cannot read and that no other site's request carries, so that its
// pages show the entrant's own standard error; an empty token signs out.
func (s *Server) signIn(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, formSlack)
	token := strings.TrimSpace(r.PostFormValue("token"))
	c := &http.Cookie{Name: tokenCookie, Value: token, Path: "/", HttpOnly: true, Secure: r.TLS != nil, SameSite: http.SameSiteStrictMode}
	switch {
	case token == "":
		c.MaxAge = -1
	case s.entrant(token) == "":
		refuse(w, &httpError{http.StatusUnauthorized, "this token is no entrant's (was it made again since?)"})
		return
	}
	http.SetCookie(w, c)
	http.Redirect(w, r, "/entrant", http.StatusSeeOther)
}

// buildLog serves the build log of the bot NAME's last version, and why
// it was refused if it was, to NAME's entrant alone.
func (s *Server) buildLog(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	noStore(w)
	if !s.owns(r, name) {
		refuse(w, &httpError{http.StatusForbidden, fmt.Sprintf("the build log of %s is its entrant's alone: send its token", name)})
		return
	}
	vs, err := s.League.Versions()
	if err != nil {
		refuse(w, err)
		return
	}
	var last *league.Version
	for i := range vs {
		if vs[i].Name == name {
			last = &vs[i]
		}
	}
	if last == nil {
		refuse(w, &httpError{http.StatusNotFound, fmt.Sprintf("no version of %s", name)})
		return
	}
	text := last.Label() + ": plays\n"
	if last.Refused != "" {
		text = last.Label() + ": refused: " + last.Refused + "\n"
	}
	b, err := os.ReadFile(filepath.Join(s.League.Dir(), league.VersionsDir, name, last.ID, "build.log"))
	if err != nil {
		b = []byte("(no build log: nothing was built)\n")
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "%s\n%s", text, b)
}

//go:embed entrant.html
var entrantHTML string

// entrantTemplate is the entrants' page.
var entrantTemplate = template.Must(template.New("entrant").Parse(entrantHTML))
