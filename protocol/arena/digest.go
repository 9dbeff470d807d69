package arena

import (
	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/arena/standings"
)

// A digestReferee passes a match's referee through and digests what it is
// handed.
type digestReferee struct {
	games.Referee
	d *standings.Digest
}

// Reply passes the line to the referee, and digests it once the referee
// has taken it.
func (r *digestReferee) Reply(p int, line string) error {
	err := r.Referee.Reply(p, line)
	if err == nil {
		r.d.Move(p, line)
	}
	return err
}

// Fault passes the fault to the referee, and digests it once the referee
// has taken it.
func (r *digestReferee) Fault(p int, f games.FaultKind) error {
	err := r.Referee.Fault(p, f)
	if err == nil {
		r.d.Fault(p, f)
	}
	return err
}

// DigestMatch has the match's referee digest the game as it is played,
// and returns the func that gives the digest once the match has run: the
// one a tournament's index keeps ([standings.Result].Digest). Call it after the
// match's Header.Options are complete (NewMatch makes them so) and before
// Run.
func DigestMatch(m *protocol.Match) func() string {
	d := standings.NewDigest(m.Header.Options)
	m.Referee = &digestReferee{Referee: m.Referee, d: d}
	return d.Sum
}
