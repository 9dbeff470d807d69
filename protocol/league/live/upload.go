package live

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/league"
)

// DefaultMaxUpload is how many bytes a source uploaded may have, when
// Server.MaxUpload is 0: 1 MiB, more than a contest's source.
const DefaultMaxUpload = 1 << 20

// formSlack is what a form may hold besides its file: the token and the
// multipart headers.
const formSlack = 64 << 10

// routeEntrants adds the entrants' routes to the server's: their page,
// an upload, a retirement, a build log, and the sign-in that lets a
// browser see its entrant's standard error. Every POST refuses a
// browser's request from another origin (http.CrossOriginProtection),
// and an upload or a retirement takes its token from the request itself,
// never from the cookie alone, so that no other site's form can act for
// an entrant.
func (s *Server) routeEntrants() {
	csrf := http.NewCrossOriginProtection()
	s.mux.HandleFunc("GET /entrant", s.entrantPage)
	s.mux.Handle("POST /entrant/token", csrf.Handler(http.HandlerFunc(s.signIn)))
	s.mux.Handle("POST /entrant/{name}/upload", csrf.Handler(http.HandlerFunc(s.upload)))
	s.mux.Handle("POST /entrant/{name}/retire", csrf.Handler(http.HandlerFunc(s.retire)))
	s.mux.HandleFunc("GET /entrant/{name}/log", s.buildLog)
}

// An httpError is a refusal: its status and what it says.
type httpError struct {
	status int
	text   string
}

// Error says why the request was refused.
func (e *httpError) Error() string { return e.text }

// refuse writes err: its status when it is an *httpError, 500 otherwise.
func refuse(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	var he *httpError
	if errors.As(err, &he) {
		status = he.status
	}
	if status == http.StatusUnauthorized {
		w.Header().Set("WWW-Authenticate", `Bearer realm="league"`)
	}
	http.Error(w, err.Error(), status)
}

// An uploaded is what an upload's form held.
type uploaded struct {
	token, file string // the form's token, and the file's name as sent
	data        []byte
}

// upload adds a version of the bot NAME from a source file: the form's
// field "file", with the token of NAME's entrant in the Authorization
// header or the field "token". It answers once the version is built and
// has played its smoke games: 200 and the version's label, or 422 and
// why it was refused, with its build log.
func (s *Server) upload(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	noStore(w)
	if err := s.takesUploads(); err != nil {
		refuse(w, err)
		return
	}
	up, err := s.readUpload(w, r)
	if err == nil {
		err = s.allowed(r, name, up.token)
	}
	if err == nil {
		err = s.checkSource(up.file)
	}
	if err != nil {
		refuse(w, err)
		return
	}
	status, text, err := s.enter(name, up)
	if err != nil {
		refuse(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	io.WriteString(w, text)
}

// takesUploads returns why the league takes no upload: nobody has a
// token, or its programs would run outside the sandbox.
func (s *Server) takesUploads() error {
	names, err := s.League.Entrants()
	switch {
	case err != nil:
		return err
	case len(names) == 0:
		return &httpError{http.StatusForbidden, "this league takes no upload: its organiser has made no entrant's token ('referee league token DIR NAME')"}
	case s.League.Settings().Program.Sandbox == nil:
		return &httpError{http.StatusForbidden, "this league runs its programs outside the sandbox (league.json's program.sandbox): it takes no upload from strangers"}
	}
	return nil
}

// readUpload reads an upload's form, at most MaxUpload bytes of file.
// The file's name is read as sent, not cut to its base as Go's
// multipart reader does, so that a name with a directory is refused
// rather than taken for another.
func (s *Server) readUpload(w http.ResponseWriter, r *http.Request) (uploaded, error) {
	limit := cmp.Or(s.MaxUpload, DefaultMaxUpload)
	r.Body = http.MaxBytesReader(w, r.Body, limit+formSlack)
	mr, err := r.MultipartReader()
	if err != nil {
		return uploaded{}, &httpError{http.StatusBadRequest, "want a multipart/form-data body: the field file, a source, and the field token or an Authorization header"}
	}
	var up uploaded
	seen := false
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return uploaded{}, tooLarge(err, limit)
		}
		switch part.FormName() {
		case "token":
			b, err := io.ReadAll(io.LimitReader(part, 1024))
			if err != nil {
				return uploaded{}, tooLarge(err, limit)
			}
			up.token = strings.TrimSpace(string(b))
		case "file":
			_, params, _ := mime.ParseMediaType(part.Header.Get("Content-Disposition"))
			up.file, seen = params["filename"], true
			if up.data, err = io.ReadAll(io.LimitReader(part, limit+1)); err != nil {
				return uploaded{}, tooLarge(err, limit)
			}
			if int64(len(up.data)) > limit {
				return uploaded{}, tooLarge(&http.MaxBytesError{Limit: limit}, limit)
			}
		}
	}
	if !seen {
		return uploaded{}, &httpError{http.StatusBadRequest, "no file: want the source in the form's field file"}
	}
	return up, nil
}

// tooLarge returns the refusal of a body that could not be read: too
// large, or not a form.
func tooLarge(err error, limit int64) error {
	var mb *http.MaxBytesError
	if errors.As(err, &mb) {
		return &httpError{http.StatusRequestEntityTooLarge, fmt.Sprintf("the file is too large: at most %d bytes", limit)}
	}
	return &httpError{http.StatusBadRequest, "the form: " + err.Error()}
}

// allowed returns why the request may not act for the entrant name: the
// token is the Authorization header's, or the form's (token), never the
// cookie's.
func (s *Server) allowed(r *http.Request, name, formToken string) error {
	token := cmp.Or(bearer(r), formToken)
	if token == "" {
		return &httpError{http.StatusUnauthorized, "no token: send the entrant's token, as Authorization: Bearer TOKEN or in the form's field token"}
	}
	who := s.entrant(token)
	switch {
	case who == "":
		return &httpError{http.StatusUnauthorized, "this token is no entrant's (was it made again since?)"}
	case who != name:
		return &httpError{http.StatusForbidden, fmt.Sprintf("this token is not %s's: an entrant adds, retires and reads its own bots only", name)}
	}
	return nil
}

// checkSource returns why file cannot name a source: a plain name (no
// directory), with the extension of one of the league's profiles.
func (s *Server) checkSource(file string) error {
	if !standings.ValidName(file) {
		return &httpError{http.StatusBadRequest, fmt.Sprintf("file name %q: want a plain name of letters, digits, '.', '_', '-' or '+', from a letter or a digit, without a directory", file)}
	}
	var exts []string
	for _, p := range s.League.Settings().Profiles {
		if slices.Contains(p.Extensions, filepath.Ext(file)) {
			return nil
		}
		exts = append(exts, p.Extensions...)
	}
	return &httpError{http.StatusBadRequest, fmt.Sprintf("file name %q: want a source of one of the league's languages (%s)", file, strings.Join(exts, " "))}
}

// enter adds the upload up as a version of name, one upload at a time
// (each builds and plays), and returns the answer's status and text.
func (s *Server) enter(name string, up uploaded) (int, string, error) {
	dir, err := os.MkdirTemp("", "league-upload-")
	if err != nil {
		return 0, "", err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, up.file)
	if err := os.WriteFile(path, up.data, 0o644); err != nil {
		return 0, "", err
	}
	s.uploading.Lock()
	v, added, err := s.League.Add(name, path)
	s.uploading.Unlock()
	var refused *league.RefusedError
	switch {
	case errors.As(err, &refused):
		return http.StatusUnprocessableEntity, err.Error() + "\n" + s.logText(refused.Version), nil
	case err != nil: // the temporary directory is nobody's business
		return 0, "", errors.New(strings.ReplaceAll(err.Error(), path, up.file))
	case !added:
		return http.StatusOK, fmt.Sprintf("%s is the version of %s already: nothing added\n", v.Label(), name), nil
	}
	return http.StatusOK, v.Label() + " plays\n" + s.logText(v), nil
}

// retire stops the bot NAME from playing, for the token of its entrant
// (the Authorization header's, or the form's field token).
func (s *Server) retire(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	noStore(w)
	r.Body = http.MaxBytesReader(w, r.Body, formSlack)
	err := s.allowed(r, name, r.PostFormValue("token"))
	if err == nil {
		if err = s.League.Retire(name); err != nil {
			err = &httpError{http.StatusNotFound, err.Error()}
		}
	}
	if err != nil {
		refuse(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "%s retired\n", name)
}

// logText returns version v's build log, to show its entrant, or "" when
// it has none (a Python source).
func (s *Server) logText(v league.Version) string {
	b, err := os.ReadFile(filepath.Join(s.League.Dir(), league.VersionsDir, v.Name, v.ID, "build.log"))
	if err != nil || len(b) == 0 {
		return ""
	}
	return "\nits build log:\n" + string(b)
}
