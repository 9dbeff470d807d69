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
	"github.com/contestgames/games/protocol/record"
)

// A digest sums up a game: its start (the complete options) and every
// line its players wrote and every fault, in order, so that two games
// with the same digest are the same game, move for move. It is FNV-1a of
// 64 bits: among the games of a tournament two different games share one
// with a chance of about n²/2^65.
type digest struct {
	h   hash.Hash64
	buf []byte // the last field's bytes: its room serves the next, so a ply allocates nothing
}

func newDigest(options map[string]string) *digest {
	d := &digest{h: fnv.New64a()}
	for _, k := range slices.Sorted(maps.Keys(options)) {
		d.field('o', noPlayer, k)
		d.field('=', noPlayer, options[k])
	}
	return d
}

// noPlayer is the player of a field that belongs to none: an option.
const noPlayer = -1

// field digests its kind, the length of its text, ':' and the text: the
// player's number and a space (unless noPlayer), then s. The length
// keeps one field's text from running into the next.
func (d *digest) field(kind byte, player int, s string) {
	var num [24]byte
	text := num[:0]
	if player != noPlayer {
		text = append(strconv.AppendInt(text, int64(player), 10), ' ')
	}
	b := strconv.AppendInt(append(d.buf[:0], kind), int64(len(text)+len(s)), 10)
	b = append(append(append(b, ':'), text...), s...)
	d.h.Write(b)
	d.buf = b
}

func (d *digest) move(p int, line string) { d.field('m', p, line) }

func (d *digest) fault(p int, f games.FaultKind) { d.field('f', p, f.String()) }

// sum returns the digest in hexadecimal.
func (d *digest) sum() string { return hex.EncodeToString(d.h.Sum(nil)) }

// A digestReferee passes a match's referee through and digests what it is
// handed.
type digestReferee struct {
	games.Referee
	d *digest
}

// Reply passes the line to the referee, and digests it once the referee
// has taken it.
func (r *digestReferee) Reply(p int, line string) error {
	err := r.Referee.Reply(p, line)
	if err == nil {
		r.d.move(p, line)
	}
	return err
}

// Fault passes the fault to the referee, and digests it once the referee
// has taken it.
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
func RecordDigest(rec *record.Record) string {
	d := newDigest(rec.Header.Options)
	for _, ev := range rec.Events {
		switch ev.Kind {
		case record.Received:
			d.move(ev.Player, ev.Text)
		case record.Faulted:
			d.fault(ev.Player, ev.Fault)
		}
	}
	return d.sum()
}
