package live

import "net/http"

// owns reports whether the request comes from the entrant of the bot
// name, who alone may read its build logs and its standard error.
// Provisional: no request owns a bot until entrant tokens come, whose
// change replaces this file.
func (s *Server) owns(r *http.Request, name string) bool { return false }
