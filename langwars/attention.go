package langwars

import (
	"fmt"
	"strconv"

	"github.com/contestgames/games/internal/text"
)

// Attention holds the attention degree of each language, 3 to 6, indexed
// by language. It is what a language is worth: the players with the most
// believers of a language share its attention degree as victory points,
// the players with the fewest share its loss.
type Attention [Languages]uint8

// The range of attention degrees.
const (
	MinAttention = 3
	MaxAttention = 6
)

// attentionFromSeed returns the attention degrees the organisers' engine
// drew for a game seed: a standard MT19937 generator seeded with
// init_genrand(seed mod 2^32), and for languages 0 to 7 in order, 3 plus
// the top two bits of its next 32-bit output. Seed 0 gives 5 5 5 6 5 6 5 6,
// seed 1 gives 4 6 5 6 3 3 4 6, and seed 4294967295 (the engine's -1)
// 3 3 6 5 6 5 6 6.
func attentionFromSeed(seed uint64) Attention {
	var m mt19937
	m.init(uint32(seed))
	var a Attention
	for l := range a {
		a[l] = MinAttention + uint8(m.next()>>30)
	}
	return a
}

// Validate reports an attention degree outside 3 to 6, naming the
// language.
func (a Attention) Validate() error {
	if err := a.check(); err != nil {
		return fmt.Errorf("langwars: %v", err)
	}
	return nil
}

// check is Validate without the package's name, for errors that name
// where the degrees came from first.
func (a Attention) check() error {
	for l, d := range a {
		if d < MinAttention || d > MaxAttention {
			return fmt.Errorf("attention degree %d of language %d is outside %d to %d", d, l, MinAttention, MaxAttention)
		}
	}
	return nil
}

// AppendText appends the degrees as the settings message's second line
// writes them, "5 5 5 6 5 6 5 6", without a line ending.
func (a Attention) AppendText(b []byte) []byte { return appendCounts(b, a[:]) }

// String returns the degrees as the settings message writes them.
func (a Attention) String() string { return string(a.AppendText(make([]byte, 0, 2*Languages))) }

// ParseAttention reads the degrees as [Attention.String] writes them:
// eight numbers from 3 to 6, separated by single spaces.
func ParseAttention(s string) (Attention, error) {
	a, err := parseAttention(s)
	if err != nil {
		return Attention{}, fmt.Errorf("langwars: %v", err)
	}
	return a, nil
}

// parseAttention is ParseAttention without the package's name, for errors
// that name where the line came from first.
func parseAttention(s string) (Attention, error) {
	var a Attention
	if err := parseCounts(s, a[:], MaxAttention); err != nil {
		return Attention{}, fmt.Errorf("attention line %q: %v", text.Clip(s, clipLen), err)
	}
	if err := a.check(); err != nil {
		return Attention{}, err
	}
	return a, nil
}

// appendCounts appends the numbers of c separated by single spaces.
func appendCounts(b []byte, c []uint8) []byte {
	for i, n := range c {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendUint(b, uint64(n), 10)
	}
	return b
}

// parseCounts reads len(c) decimal numbers from 0 to max, separated by
// single spaces and written without signs or leading zeros, into c. It is
// the strict reader of the jury's lines: a line it accepts is written back
// the same by appendCounts.
func parseCounts(s string, c []uint8, max int) error {
	i := 0
	for k := range c {
		if k > 0 {
			if i == len(s) {
				return fmt.Errorf("%d numbers, want %d", k, len(c))
			}
			if s[i] != ' ' {
				return fmt.Errorf("byte %d is %q, want a space", i+1, s[i])
			}
			i++
		}
		start := i
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			n = n*10 + int(s[i]-'0')
			i++
			if n > max {
				return fmt.Errorf("number %d is more than %d", k+1, max)
			}
		}
		switch {
		case i == start && i == len(s):
			return fmt.Errorf("%d numbers, want %d", k, len(c))
		case i == start:
			return fmt.Errorf("byte %d is %q, want a digit", i+1, s[i])
		case s[start] == '0' && i-start > 1:
			return fmt.Errorf("number %d has a leading zero", k+1)
		}
		c[k] = uint8(n)
	}
	if i < len(s) {
		return fmt.Errorf("more than %d numbers, or something after them at byte %d", len(c), i+1)
	}
	return nil
}

// clipLen is how much of a line an error quotes.
const clipLen = 60

// mt19937 is the 32-bit Mersenne Twister of Matsumoto and Nishimura, as
// their reference mt19937ar.c seeds it with init_genrand.
type mt19937 struct {
	mt  [624]uint32
	mti int
}

func (m *mt19937) init(seed uint32) {
	m.mt[0] = seed
	for i := 1; i < len(m.mt); i++ {
		m.mt[i] = 1812433253*(m.mt[i-1]^(m.mt[i-1]>>30)) + uint32(i)
	}
	m.mti = len(m.mt)
}

func (m *mt19937) next() uint32 {
	const (
		n, k   = 624, 397
		upper  = 0x80000000
		lower  = 0x7fffffff
		matrix = 0x9908b0df
	)
	if m.mti >= n {
		for i := range n {
			y := m.mt[i]&upper | m.mt[(i+1)%n]&lower
			v := m.mt[(i+k)%n] ^ y>>1
			if y&1 != 0 {
				v ^= matrix
			}
			m.mt[i] = v
		}
		m.mti = 0
	}
	y := m.mt[m.mti]
	m.mti++
	y ^= y >> 11
	y ^= y << 7 & 0x9d2c5680
	y ^= y << 15 & 0xefc60000
	y ^= y >> 18
	return y
}
