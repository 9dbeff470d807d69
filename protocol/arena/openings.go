package arena

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

// Openings are where the set-ups of a tournament (or a series) start when
// not at the set-up of their seed alone, as an opening book and random
// plies do in cutechess-cli and fastchess: set-up s starts from the
// book's set-up s (round again when the book is shorter), then plays
// RandomPlies plies drawn from the set-up's seed, so that every seating
// of the set-up, its game pair, starts from the same place. Between
// players that play the same move in the same position, only different
// starts make different games. The zero value starts every set-up at its
// seed's.
type Openings struct {
	// Book holds set-ups, each written on one line in the game's own
	// notation, as the game's Openings.Option takes it (for Alquerque a
	// position, as alquerque.ParsePosition reads it).
	Book []string
	// File names the file the book came from, and Lines the line of each
	// set-up in it, from 1; records keep both.
	File  string
	Lines []int
	// RandomPlies is the number of plies played at random from each
	// set-up before the players take over (the game's Openings.Play).
	RandomPlies int
}

// ReadBook reads an openings file: one set-up a line, in the game's own
// notation; blank lines and lines that begin with '#' are skipped. Each
// set-up is checked with the game's referee (options beside it as given),
// and an error names the file and the line: "book.txt:3: …".
func ReadBook(g games.Game, name string, data []byte, options map[string]string) (Openings, error) {
	o := Openings{File: name}
	if g.Openings.Option == "" {
		return o, noSetupLine(g)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(strings.TrimSuffix(sc.Text(), "\r"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		opts := cloneOptions(options)
		opts[g.Openings.Option] = line
		if _, _, err := g.NewReferee(1, opts); err != nil {
			return o, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		o.Book = append(o.Book, line)
		o.Lines = append(o.Lines, n)
	}
	if err := sc.Err(); err != nil {
		return o, fmt.Errorf("%s: %v", name, err)
	}
	if len(o.Book) == 0 {
		return o, fmt.Errorf("%s: no set-up in it (blank lines and lines beginning with '#' are skipped)", name)
	}
	return o, nil
}

// Check returns why o cannot start the matches of g with the options
// given: a book for a game without one-line set-ups, an option that sets
// the set-up beside a book, random plies in a game that cannot start
// after plies. The error says why in one line.
func (o Openings) Check(g games.Game, options map[string]string) error {
	switch {
	case o.RandomPlies < 0:
		return fmt.Errorf("%d random plies: want 0 or more", o.RandomPlies)
	case len(o.Book) > 0 && g.Openings.Option == "":
		return noSetupLine(g)
	case o.RandomPlies > 0 && g.Openings.Play == nil:
		return noRandomPlies(g)
	case len(o.Lines) != 0 && len(o.Lines) != len(o.Book):
		return fmt.Errorf("%d line numbers for %d set-ups", len(o.Lines), len(o.Book))
	}
	if _, ok := options[g.Openings.Option]; ok && len(o.Book) > 0 {
		return fmt.Errorf("the option %s and an openings book both set the set-up: give one", g.Openings.Option)
	}
	return nil
}

// noSetupLine and noRandomPlies say what g's openings lack, and why, as
// its Openings.Why says.
func noSetupLine(g games.Game) error {
	return fmt.Errorf("%s has no set-up written on one line: %s", g.Name, g.Openings.Why)
}

func noRandomPlies(g games.Game) error {
	return fmt.Errorf("%s cannot start after random plies: %s", g.Name, g.Openings.Why)
}

// IsZero reports whether o starts every set-up at its seed's.
func (o Openings) IsZero() bool { return len(o.Book) == 0 && o.RandomPlies == 0 }

// randomStream is the second word of the PCG stream that random plies
// draw from, beside the set-up's seed.
const randomStream = 0x6f70656e696e67 // "opening"

// maxRedraws is how many times the random plies of a set-up are drawn
// again when they lead where an earlier set-up's did.
const maxRedraws = 100

// A Start is where the matches of one set-up start: their options, and
// the opening their records keep (nil for the seed's set-up).
type Start struct {
	Options map[string]string
	Opening *record.Opening
}

// Starts returns where set-ups 0 to n-1 start, set-up s's seed being
// seed+s: the book's set-up s (round again when the book is shorter),
// then RandomPlies plies drawn from a stream of the set-up's seed. Plies
// that lead where an earlier set-up starts are drawn again from the same
// stream, up to 100 times, so that set-ups start at different places
// while the game has enough of them (Alquerque has 20 starts after 4 plies,
// 352 after 6 and 8,700 after 8); once a set-up has found none
// new in 100 draws, the others draw once. Every seating of a set-up, its
// game pair, starts at the same place, and the same Openings give the
// same starts on every machine and in every shard. The zero Openings
// give every set-up the options as they are.
func (o Openings) Starts(g games.Game, options map[string]string, n int, seed uint64) ([]Start, error) {
	out := make([]Start, n)
	used := map[string]bool{}
	redraws := maxRedraws
	for s := range out {
		start, err := o.start(g, options, s, seed+uint64(s), used, &redraws)
		if err != nil {
			return nil, fmt.Errorf("set-up %d: %w", s+1, err)
		}
		out[s] = start
	}
	return out, nil
}

// start returns where set-up s, of this seed, starts, avoiding the starts
// that used holds in up to *redraws draws more, and adds its own to used;
// it sets *redraws to 0 when they all fail.
func (o Openings) start(g games.Game, options map[string]string, s int, seed uint64, used map[string]bool, redraws *int) (Start, error) {
	if o.IsZero() {
		return Start{Options: options}, nil
	}
	opts := cloneOptions(options)
	op := &record.Opening{}
	if len(o.Book) > 0 {
		k := s % len(o.Book)
		op.Setup, op.File = o.Book[k], o.File
		if k < len(o.Lines) {
			op.Line = o.Lines[k]
		}
		opts[g.Openings.Option] = op.Setup
	}
	if o.RandomPlies == 0 {
		return Start{Options: opts, Opening: op}, nil
	}
	if g.Openings.Play == nil {
		return Start{}, noRandomPlies(g)
	}
	_, complete, err := g.NewReferee(seed, opts)
	if err != nil {
		return Start{}, err
	}
	r := rand.New(rand.NewPCG(seed, randomStream))
	var plies []string
	var start map[string]string
	for try := 0; ; try++ {
		plies, start, err = g.Openings.Play(complete, nil, o.RandomPlies, r)
		if err != nil {
			return Start{}, err
		}
		if !used[start[g.Openings.Option]] {
			break
		}
		if try == *redraws {
			*redraws = 0
			break
		}
	}
	used[start[g.Openings.Option]] = true
	op.Plies, op.Random = plies, len(plies)
	return Start{Options: start, Opening: op}, nil
}

// CheckOpening checks that a record's opening leads to the start its
// options hold: that the plies, played from the opening's set-up with
// the game's Openings.Play, give the options' set-up. A header without an
// opening, or with one of no plies, is fine as it is.
func CheckOpening(g games.Game, h record.Header) error {
	op := h.Opening
	if op == nil || len(op.Plies) == 0 {
		return nil
	}
	key := g.Openings.Option
	if g.Openings.Play == nil || key == "" {
		return fmt.Errorf("the opening has %d plies, but %s cannot start after plies", len(op.Plies), g.Name)
	}
	from := cloneOptions(h.Options)
	delete(from, key)
	if op.Setup != "" {
		from[key] = op.Setup
	}
	_, complete, err := g.NewReferee(h.Seed, from)
	if err != nil {
		return fmt.Errorf("the opening's set-up: %v", err)
	}
	_, start, err := g.Openings.Play(complete, op.Plies, 0, nil)
	if err != nil {
		return fmt.Errorf("the opening's plies: %v", err)
	}
	if start[key] != h.Options[key] {
		return errors.New("the opening's plies from its set-up lead to " + quote(start[key]) + ", but the options start from " + quote(h.Options[key]))
	}
	return nil
}

// cloneOptions returns a copy of options that is never nil: the caller's
// options serve every set-up and match, and a set-up is written into the
// copy.
func cloneOptions(options map[string]string) map[string]string {
	if options == nil {
		return map[string]string{}
	}
	return maps.Clone(options)
}

func quote(s string) string {
	if s == "" {
		return "the seed's set-up"
	}
	return fmt.Sprintf("%q", s)
}
