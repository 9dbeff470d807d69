package live_test

import (
	"bytes"
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"path/filepath"
	"strings"
	"testing"

	blockdrop "github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/league/live"
	"github.com/contestgames/games/protocol/protocoltest"
)

// An entrants is a league of block drop served by a live server, and the
// tokens of its entrants, by name.
type entrants struct {
	l      *league.League
	srv    *httptest.Server
	tokens map[string]string
}

// newEntrants makes a league of block drop, 40 turns a game, in a
// directory every user can read (a sandbox run by root runs programs as
// another), its programs sandboxed or not, with tokens for names, and
// serves it.
func newEntrants(t *testing.T, sandboxed bool, names ...string) *entrants {
	t.Helper()
	dir := filepath.Join(protocoltest.ReadableTempDir(t), "league")
	s := league.NewSettings("blockdrop")
	s.Options = map[string]string{"turns": "40"}
	if !sandboxed {
		s.Program.Sandbox = nil
	}
	must(t, league.Init(dir, s))
	l, err := league.Open(dir, blockdrop.Game())
	must(t, err)
	t.Cleanup(func() { l.Close() })
	e := &entrants{l: l, tokens: map[string]string{}}
	for _, n := range names {
		if e.tokens[n], err = l.Token(n); err != nil {
			t.Fatal(err)
		}
	}
	e.srv = httptest.NewServer(&live.Server{League: l, MaxUpload: 4096})
	t.Cleanup(e.srv.Close)
	return e
}

// must fails the test on an error.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// A request is one request of a test: its method, path, headers and body.
type request struct {
	method, path string
	header       map[string]string
	body         io.Reader
}

// do sends req and returns its status and body.
func (e *entrants) do(t *testing.T, req request) (int, string) {
	t.Helper()
	r, err := http.NewRequest(req.method, e.srv.URL+req.path, req.body)
	must(t, err)
	for k, v := range req.header {
		r.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(r)
	must(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	must(t, err)
	return res.StatusCode, string(b)
}

// uploadForm returns a multipart form of a file named file holding data,
// with the field token when it is not empty, and its content type.
func uploadForm(t *testing.T, file string, data []byte, token string) (io.Reader, string) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	if token != "" {
		must(t, mw.WriteField("token", token))
	}
	// Written by hand, as a client that does not clean the name would.
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="file"; filename="`+file+`"`)
	h.Set("Content-Type", "application/octet-stream")
	w, err := mw.CreatePart(h)
	must(t, err)
	w.Write(data)
	must(t, mw.Close())
	return &b, mw.FormDataContentType()
}

// pyBot is a block drop bot in Python that does nothing, every turn.
const pyBot = "import sys\nprint('READY', flush=True)\nfor line in sys.stdin:\n    if line.strip() == 'EOD':\n        print('N', flush=True)\n"

// Each way to upload, retire or read what is not one's own is refused,
// saying why, and changes nothing: no token, a token that is nobody's,
// ann's token on bob's bot, a cookie without the token in the request, a
// browser's form from another site, a file too large, of an unknown
// language, or named with a directory; and every upload to a league
// without tokens, or whose programs run outside the sandbox.
func TestUploadRefusals(t *testing.T) {
	e := newEntrants(t, true, "ann", "bob")
	must(t, firstErr(e.l.Add("bob", "builtin:random")))
	ann, bob := e.tokens["ann"], e.tokens["bob"]
	form := func(file string, data []byte, token string, header map[string]string) request {
		body, ctype := uploadForm(t, file, data, token)
		h := map[string]string{"Content-Type": ctype}
		for k, v := range header {
			h[k] = v
		}
		return request{"POST", "/entrant/ann/upload", h, body}
	}
	py := []byte(pyBot)
	for _, tc := range []struct {
		name   string
		req    request
		status int
		says   string
	}{
		{"no token", form("bot.py", py, "", nil), 401, "no token"},
		{"a token that is nobody's", form("bot.py", py, strings.Repeat("ab", 32), nil), 401, "no entrant's"},
		{"ann's token in the form, on bob's upload", retarget(form("bot.py", py, ann, nil), "/entrant/bob/upload"), 403, "not bob's"},
		{"ann's token as a bearer, on bob's upload", retarget(form("bot.py", py, "", map[string]string{"Authorization": "Bearer " + ann}), "/entrant/bob/upload"), 403, "not bob's"},
		{"ann's token on bob's retirement", request{"POST", "/entrant/bob/retire", map[string]string{"Authorization": "Bearer " + ann}, nil}, 403, "not bob's"},
		{"ann's token on bob's build log", request{"GET", "/entrant/bob/log", map[string]string{"Authorization": "Bearer " + ann}, nil}, 403, "its entrant's alone"},
		{"no token on bob's build log", request{"GET", "/entrant/bob/log", nil, nil}, 403, "its entrant's alone"},
		{"ann's cookie alone", form("bot.py", py, "", map[string]string{"Cookie": "league-token=" + ann}), 401, "no token"},
		{"ann's cookie alone, retiring", request{"POST", "/entrant/ann/retire", map[string]string{"Cookie": "league-token=" + ann}, nil}, 401, "no token"},
		{"a form from another site", form("bot.py", py, ann, map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}), 403, "cross-origin"},
		{"a form from another origin, an older browser", form("bot.py", py, ann, map[string]string{"Origin": "https://evil.example"}), 403, "cross-origin"},
		{"a sign-in from another site", request{"POST", "/entrant/token", map[string]string{"Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded"}, strings.NewReader("token=" + ann)}, 403, "cross-origin"},
		{"too large", form("bot.py", bytes.Repeat([]byte("#"), 4097), ann, nil), 413, "too large"},
		{"an unknown language", form("bot.txt", py, ann, nil), 400, "want a source of one of the league's languages (.c .cpp"},
		{"no extension", form("bot", py, ann, nil), 400, "want a source"},
		{"a parent directory", form("../bot.py", py, ann, nil), 400, "without a directory"},
		{"an absolute path", form("/etc/bot.py", py, ann, nil), 400, "without a directory"},
		{"a hidden file", form(".bot.py", py, ann, nil), 400, "without a directory"},
		{"no form", request{"POST", "/entrant/ann/upload", map[string]string{"Authorization": "Bearer " + ann}, strings.NewReader("print(1)")}, 400, "multipart/form-data"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := e.do(t, tc.req)
			if status != tc.status || !strings.Contains(body, tc.says) {
				t.Errorf("%d %q, want %d saying %q", status, body, tc.status, tc.says)
			}
		})
	}
	// bob is as it was, and ann has no version.
	if active, all := labels(t, e.l); len(all) != 1 || len(active) != 1 || !strings.HasPrefix(all[0], "bob@") {
		t.Errorf("the league has versions %v, %v playing; want bob's alone, playing", all, active)
	}
	// bob's own token retires bob.
	if status, body := e.do(t, request{"POST", "/entrant/bob/retire", map[string]string{"Authorization": "Bearer " + bob}, nil}); status != 200 {
		t.Errorf("bob's retirement by bob: %d %q", status, body)
	}
	if active, _ := labels(t, e.l); len(active) != 0 {
		t.Errorf("bob retired still plays: %v", active)
	}
}

// retarget returns req sent to path.
func retarget(req request, path string) request {
	req.path = path
	return req
}

// firstErr returns Add's error.
func firstErr(_ league.Version, _ bool, err error) error { return err }

// labels returns the labels of the versions that play, and of all.
func labels(t *testing.T, l *league.League) (active, all []string) {
	t.Helper()
	vs, err := l.Versions()
	must(t, err)
	for _, v := range vs {
		all = append(all, v.Label())
		if v.Active {
			active = append(active, v.Label())
		}
	}
	return active, all
}

// A league without tokens takes no upload, nor does one whose programs
// run outside the sandbox, whatever the request carries.
func TestNoUploadsWithoutTokensOrSandbox(t *testing.T) {
	for _, tc := range []struct {
		name      string
		sandboxed bool
		tokens    []string
		says      string
	}{
		{"no tokens", true, nil, "has made no entrant"},
		{"no sandbox", false, []string{"ann"}, "outside the sandbox"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEntrants(t, tc.sandboxed, tc.tokens...)
			body, ctype := uploadForm(t, "bot.py", []byte(pyBot), e.tokens["ann"])
			status, text := e.do(t, request{"POST", "/entrant/ann/upload", map[string]string{"Content-Type": ctype}, body})
			if status != 403 || !strings.Contains(text, tc.says) {
				t.Errorf("%d %q, want 403 saying %q", status, text, tc.says)
			}
			if page := get(t, e.srv.URL+"/entrant", 200); !strings.Contains(page, `id="refusal"`) || !strings.Contains(page, tc.says) || !strings.Contains(page, "at most 4 KiB") {
				t.Errorf("the entrants' page does not say that the league takes no upload:\n%s", page)
			}
		})
	}
}

// With its token, an entrant's Python source enters the league: built
// (nothing to build), played in its smoke games in the sandbox; the
// answer names the version, which plays; the same bytes again add
// nothing; its build log is its own to read.
func TestUploadEnters(t *testing.T) {
	protocoltest.NeedSandbox(t)
	e := newEntrants(t, true, "ann")
	body, ctype := uploadForm(t, "bot.py", []byte(pyBot), e.tokens["ann"])
	status, text := e.do(t, request{"POST", "/entrant/ann/upload", map[string]string{"Content-Type": ctype}, body})
	active, _ := labels(t, e.l)
	if status != 200 || len(active) != 1 || text != active[0]+" plays\n" {
		t.Fatalf("%d %q, versions playing %v: want ann's, playing", status, text, active)
	}
	body, ctype = uploadForm(t, "bot.py", []byte(pyBot), "")
	status, text = e.do(t, request{"POST", "/entrant/ann/upload", map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + e.tokens["ann"]}, body})
	if status != 200 || !strings.Contains(text, "nothing added") {
		t.Errorf("the same source again: %d %q, want nothing added", status, text)
	}
	status, text = e.do(t, request{"GET", "/entrant/ann/log", map[string]string{"Authorization": "Bearer " + e.tokens["ann"]}, nil})
	if status != 200 || !strings.HasPrefix(text, active[0]+": plays") {
		t.Errorf("ann's build log: %d %q", status, text)
	}
}

// shBot is a block drop bot in the shell that does nothing, every turn,
// and tells its standard error a secret of its own.
func shBot(t *testing.T, secret string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "bot")
	src := "#!/bin/sh\necho READY\nwhile read l; do if [ \"$l\" = EOD ]; then echo '" + secret + "' >&2; echo N; fi; done\n"
	must(t, os.WriteFile(path, []byte(src), 0o755))
	return path
}

// A replay page shows a seat's standard error to its entrant alone: to a
// request with its token, as a bearer or the sign-in's cookie; nobody
// sees another's. The board does not quote a refused version's
// standard error, which its entrant reads in its build log.
func TestStderrIsItsAuthorsAlone(t *testing.T) {
	e := newEntrants(t, false, "ann", "bob", "cat")
	must(t, firstErr(e.l.Add("ann", shBot(t, "ann-secret"))))
	must(t, firstErr(e.l.Add("bob", shBot(t, "bob-secret"))))
	for _, n := range []string{"dan", "eve"} {
		must(t, firstErr(e.l.Add(n, "builtin:random")))
	}
	crash := filepath.Join(t.TempDir(), "crash")
	must(t, os.WriteFile(crash, []byte("#!/bin/sh\necho cat-secret >&2\nexit 3\n"), 0o755))
	if _, _, err := e.l.Add("cat", crash); err == nil || !strings.Contains(err.Error(), "cat-secret") {
		t.Fatalf("cat's crash: %v, want it refused, quoting its stderr", err)
	}
	must(t, e.l.RunUntil(context.Background(), 4))
	recent, err := e.l.Recent(10)
	must(t, err)
	var key string
	for _, f := range recent {
		if strings.Contains(strings.Join(f.Seating, " "), "ann@") && strings.Contains(strings.Join(f.Seating, " "), "bob@") {
			key = f.Key
		}
	}
	if key == "" {
		t.Fatalf("no game of ann and bob among %+v", recent)
	}
	for _, tc := range []struct {
		name       string
		header     map[string]string
		shown, not []string
	}{
		{"nobody", nil, nil, []string{"ann-secret", "bob-secret"}},
		{"ann, as a bearer", map[string]string{"Authorization": "Bearer " + e.tokens["ann"]}, []string{"ann-secret"}, []string{"bob-secret"}},
		{"bob, by the cookie", map[string]string{"Cookie": "league-token=" + e.tokens["bob"]}, []string{"bob-secret"}, []string{"ann-secret"}},
		{"a token that is nobody's", map[string]string{"Authorization": "Bearer " + strings.Repeat("ab", 32)}, nil, []string{"ann-secret", "bob-secret"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, page := e.do(t, request{"GET", "/games/" + key + ".html", tc.header, nil})
			if status != 200 {
				t.Fatalf("the replay page: %d %.300s", status, page)
			}
			for _, s := range tc.shown {
				if !strings.Contains(page, s) {
					t.Errorf("the page does not show %q", s)
				}
			}
			for _, s := range tc.not {
				if strings.Contains(page, s) {
					t.Errorf("the page shows %q", s)
				}
			}
		})
	}
	if board := get(t, e.srv.URL+"/board", 200); strings.Contains(board, "cat-secret") || !strings.Contains(board, "its last stderr line: (shown to its author only)") {
		t.Errorf("the board quotes cat's stderr, or does not say it hides it:\n%s", board)
	}
	if status, text := e.do(t, request{"GET", "/entrant/cat/log", map[string]string{"Authorization": "Bearer " + e.tokens["cat"]}, nil}); status != 200 || !strings.Contains(text, "cat-secret") {
		t.Errorf("cat's own log: %d %q, want why it was refused, its stderr quoted", status, text)
	}
	// The page to publish (a competition's) shows nobody's.
	published := filepath.Join(t.TempDir(), key+".html")
	must(t, live.WriteReplay(e.l, key, published))
	b, err := os.ReadFile(published)
	must(t, err)
	if !strings.Contains(string(b), "ann@") || strings.Contains(string(b), "ann-secret") || strings.Contains(string(b), "bob-secret") {
		t.Errorf("the published replay page shows a program's stderr, or is no replay of ann's game:\n%.500s", b)
	}
}

// A sign-in with a token sets the cookie that shows its entrant's
// standard error, for this server's pages alone and no script; an empty
// one signs out; a token that is nobody's is refused.
func TestSignIn(t *testing.T) {
	e := newEntrants(t, true, "ann")
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	post := func(token string) *http.Response {
		t.Helper()
		res, err := client.Post(e.srv.URL+"/entrant/token", "application/x-www-form-urlencoded", strings.NewReader("token="+token))
		must(t, err)
		res.Body.Close()
		return res
	}
	res := post(e.tokens["ann"])
	c := res.Cookies()
	if res.StatusCode != http.StatusSeeOther || len(c) != 1 || c[0].Value != e.tokens["ann"] || !c[0].HttpOnly || c[0].SameSite != http.SameSiteStrictMode {
		t.Errorf("sign-in: %s, cookies %v: want a redirect and an HttpOnly, SameSite=Strict cookie", res.Status, c)
	}
	if res := post(""); len(res.Cookies()) != 1 || res.Cookies()[0].MaxAge >= 0 {
		t.Errorf("sign-out: cookies %v, want the cookie removed", res.Cookies())
	}
	if res := post(strings.Repeat("ab", 32)); res.StatusCode != 401 || len(res.Cookies()) != 0 {
		t.Errorf("a sign-in with nobody's token: %s, cookies %v; want 401 and none", res.Status, res.Cookies())
	}
}
