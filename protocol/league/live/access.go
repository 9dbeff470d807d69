package live

import (
	"net/http"
	"strings"
)

// tokenCookie is the cookie that keeps an entrant's token in a browser,
// for pages it reads (a replay page with its bot's standard error, a
// build log): a request that changes something must carry the token
// itself, never the cookie alone (see upload.go).
const tokenCookie = "league-token"

// owns reports whether the request carries the token of the entrant
// name: in its Authorization header ("Bearer TOKEN"), or in the cookie
// the page's sign-in sets. Only then may it show name's private
// things: its versions' build logs and their programs' standard error.
func (s *Server) owns(r *http.Request, name string) bool {
	v := s.viewer(r)
	return v != "" && v == name
}

// viewer returns the entrant whose token the request carries, in its
// Authorization header or its cookie; "" for none.
func (s *Server) viewer(r *http.Request) string {
	token := bearer(r)
	if token == "" {
		if c, err := r.Cookie(tokenCookie); err == nil {
			token = c.Value
		}
	}
	return s.entrant(token)
}

// entrant returns the entrant of token; "" for none, or when the tokens
// cannot be read (then nobody is anybody).
func (s *Server) entrant(token string) string {
	name, ok, err := s.League.Entrant(token)
	if err != nil || !ok {
		return ""
	}
	return name
}

// bearer returns the token of the request's Authorization header, "" for
// none.
func bearer(r *http.Request) string {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}

// noStore marks a response as one that depends on who asks, so that no
// cache shared by several people keeps it.
func noStore(w http.ResponseWriter) {
	w.Header().Set("Cache-Control", "private, no-store")
	w.Header().Add("Vary", "Authorization, Cookie")
}
