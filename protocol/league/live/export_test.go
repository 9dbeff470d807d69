package live

import "net/http"

// SetOwner makes owner say, in s's place, which bots a request owns.
func SetOwner(s *Server, owner func(r *http.Request, name string) bool) { s.owner = owner }
