package standings

import (
	"encoding/hex"
	"hash"
	"hash/fnv"
	"maps"
	"slices"
	"strconv"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

// A Digest sums up a game: its start (the complete options) and every
// line its players wrote and every fault, in order, so that two games
// with the same digest are the same game, move for move. It is FNV-1a of
// 64 bits: among the games of a tournament two different games share one
// with a chance of about n²/2^65.
type Digest struct {
	h   hash.Hash64
	buf []byte // the last field's bytes: its room serves the next, so a ply allocates nothing
}

// NewDigest starts the digest of a game from its complete options.
func NewDigest(options map[string]string) *Digest {
	d := &Digest{h: fnv.New64a()}
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
func (d *Digest) field(kind byte, player int, s string) {
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

// Move digests the line player p wrote.
func (d *Digest) Move(p int, line string) { d.field('m', p, line) }

// Fault digests a fault of player p.
func (d *Digest) Fault(p int, f games.FaultKind) { d.field('f', p, f.String()) }

// Sum returns the digest in hexadecimal.
func (d *Digest) Sum() string { return hex.EncodeToString(d.h.Sum(nil)) }

// RecordDigest returns the digest of a game from its record, as a
// tournament's index keeps it ([Result].Digest): the same for two records
// of the same game, move for move, from the same start.
func RecordDigest(rec *record.Record) string {
	d := NewDigest(rec.Header.Options)
	for _, ev := range rec.Events {
		switch ev.Kind {
		case record.Received:
			d.Move(ev.Player, ev.Text)
		case record.Faulted:
			d.Fault(ev.Player, ev.Fault)
		}
	}
	return d.Sum()
}
