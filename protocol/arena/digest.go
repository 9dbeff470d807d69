package arena

import (
	"encoding/hex"
	"hash"
	"hash/fnv"
	"maps"
	"slices"
	"strconv"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
)

// A digest sums up a game: its start (the complete options) and every
// line its players wrote and every fault, in order, so that two games
// with the same digest are the same game, move for move. It is FNV-1a of
// 64 bits: among the games of a tournament two different games share one
// with a chance of about n²/2^65.
type digest struct{ h hash.Hash64 }

func newDigest(options map[string]string) *digest {
	d := &digest{h: fnv.New64a()}
	for _, k := range slices.Sorted(maps.Keys(options)) {
		d.field('o', k)
		d.field('=', options[k])
	}
	return d
}

func (d *digest) field(kind byte, s string) {
	d.h.Write([]byte{kind})
	d.h.Write([]byte(strconv.Itoa(len(s))))
	d.h.Write([]byte{':'})
	d.h.Write([]byte(s))
}

func (d *digest) move(p int, line string) { d.field('m', strconv.Itoa(p)+" "+line) }

func (d *digest) fault(p int, f games.FaultKind) { d.field('f', strconv.Itoa(p)+" "+f.String()) }

// sum returns the digest in hexadecimal.
func (d *digest) sum() string { return hex.EncodeToString(d.h.Sum(nil)) }

// A digestReferee passes a match's referee through and digests what it is
// handed.
type digestReferee struct {
	games.Referee
	d *digest
}

func (r *digestReferee) Reply(p int, line string) error {
	err := r.Referee.Reply(p, line)
	if err == nil {
		r.d.move(p, line)
	}
	return err
}

func (r *digestReferee) Fault(p int, f games.FaultKind) error {
	err := r.Referee.Fault(p, f)
	if err == nil {
		r.d.fault(p, f)
	}
	return err
}

// DigestMatch has the match's referee digest the game as it is played,
// and returns the func that gives the digest once the match has run: the
// one a tournament's index keeps ([Result].Digest). Call it after the
// match's Header.Options are complete (NewMatch makes them so) and before
// Run.
func DigestMatch(m *protocol.Match) func() string {
	d := newDigest(m.Header.Options)
	m.Referee = &digestReferee{Referee: m.Referee, d: d}
	return d.sum
}

// RecordDigest returns the digest of a game from its record, as a
// tournament's index keeps it ([Result].Digest): the same for two records
// of the same game, move for move, from the same start.
func RecordDigest(rec *protocol.Record) string {
	d := newDigest(rec.Header.Options)
	for _, ev := range rec.Events {
		switch ev.Kind {
		case protocol.Received:
			d.move(ev.Player, ev.Text)
		case protocol.Faulted:
			d.fault(ev.Player, ev.Fault)
		}
	}
	return d.sum()
}
