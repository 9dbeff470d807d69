package langwars

import (
	"encoding/binary"
	"fmt"
	"strconv"

	"github.com/contestgames/games/internal/text"
)

// The sizes of the game, fixed by the contest.
const (
	Turns     = 10 // turns in a game, numbered from 1
	Players   = 4  // players in a game, numbered from 0
	Languages = 8  // languages, numbered from 0

	WorkdayPicks = 5 // picks of each player on a workday (odd turn)
	HolidayPicks = 2 // picks of each player on a holiday (even turn)
)

// Holiday reports whether turn t is a holiday: the even turns are.
func Holiday(t int) bool { return t%2 == 0 }

// PicksIn returns how many picks each player makes in turn t: 5 on
// workdays, 2 on holidays.
func PicksIn(t int) int {
	if Holiday(t) {
		return HolidayPicks
	}
	return WorkdayPicks
}

// Picks are one player's picks in one turn, as how many times it picks
// each language: Picks{2: 3, 5: 2} picks language 2 three times and
// language 5 twice. The order in which a player writes its picks does not
// matter, so this is all there is to a move. A turn's picks must number
// [PicksIn] the turn.
type Picks [Languages]uint8

// PicksOf returns the picks of the languages listed, each as often as it
// is listed, or an error naming a language outside 0 to 7.
func PicksOf(langs ...int) (Picks, error) {
	var p Picks
	for i, l := range langs {
		if l < 0 || l >= Languages {
			return Picks{}, fmt.Errorf("langwars: pick %d is language %d, outside 0 to %d", i+1, l, Languages-1)
		}
		if p[l] == 255 {
			return Picks{}, fmt.Errorf("langwars: more than 255 picks of language %d", l)
		}
		p[l]++
	}
	return p, nil
}

// Count returns the number of picks.
func (p Picks) Count() int {
	n := 0
	for _, c := range p {
		n += int(c)
	}
	return n
}

// AppendText appends the picks as a reply line writes them, the languages
// in ascending order separated by single spaces ("0 0 3 5 7"), without a
// line ending.
func (p Picks) AppendText(b []byte) []byte {
	first := true
	for l, c := range p {
		for range c {
			if !first {
				b = append(b, ' ')
			}
			first = false
			b = append(b, byte('0'+l))
		}
	}
	return b
}

// String returns the picks as a reply line writes them (see
// [Picks.AppendText]).
func (p Picks) String() string { return string(p.AppendText(make([]byte, 0, 2*WorkdayPicks))) }

// Points are exact victory points, scaled by 24 ([Scale]): a language's
// attention degree shared by one to four players is always a whole number
// of 24ths, so sums never round, and two totals that are equal compare
// equal (floating-point sums of thirds would not).
type Points int32

// Scale is the number of Points in one victory point.
const Scale = 24

// Float64 returns the victory points as a float64: the nearest one to the
// exact value, 5.333333333333333 for 16/3.
func (p Points) Float64() float64 { return float64(p) / Scale }

// String returns the victory points in decimal, as short as reads back to
// the same float64: "4.5", "-3", "5.333333333333333".
func (p Points) String() string { return strconv.FormatFloat(p.Float64(), 'f', -1, 64) }

// A State is a whole game of Lang Wars: the attention degrees, the turns
// played, and for each language and player the believers everybody can
// see (won on workdays) and the real believers (holidays included), with
// the picks of the last turn per language. It is a value of 81 bytes
// without pointers: copy it to keep it, compare it with ==.
//
// Start a game with [NewState] and play each turn, the four
// players' picks at once, with [State.Play]. The zero State is a game
// whose attention degrees are all zero, which [NewState] refuses.
type State struct {
	attention Attention
	played    uint8                     // turns played, 0 to 10
	revealed  [Players][Languages]uint8 // believers won on workdays, by player
	real      [Players][Languages]uint8 // believers won on any day, by player
	last      [Languages]uint8          // picks per language in the last turn played, all players together
}

// A Setup is everything a game starts from besides its players: the
// attention degrees, all the contest drew at random.
type Setup struct {
	Attention Attention
}

// RandomSetup returns the set-up of the game of seed as the organisers'
// engine drew it: its attention degrees come from a Mersenne Twister
// seeded with the seed mod 2^32 (see the package comment), so that a seed
// gives the official game.
func RandomSetup(seed uint64) Setup { return Setup{Attention: attentionFromSeed(seed)} }

// NewState returns the start of a game from the set-up s, or an error if
// an attention degree is outside 3 to 6.
func NewState(s Setup) (State, error) {
	if err := s.Attention.Validate(); err != nil {
		return State{}, err
	}
	return State{attention: s.Attention}, nil
}

// Attention returns the attention degrees of the game.
func (s *State) Attention() Attention { return s.attention }

// Turn returns the turn to be played next, 1 to 10, or 11 once the game is
// over.
func (s *State) Turn() int { return int(s.played) + 1 }

// Played returns the number of turns played.
func (s *State) Played() int { return int(s.played) }

// Over reports whether all ten turns have been played.
func (s *State) Over() bool { return s.played >= Turns }

// An End says whether a game has ended. A game of Lang Wars always lasts
// ten turns, so there is one way to end.
type End uint8

// The ends of a game.
const (
	NotOver  End = iota // the game goes on
	TenTurns            // the tenth turn has been played
)

// String returns the end in words: "not over" or "ten turns played".
func (e End) String() string { return text.Name(e, endNames[:], "End") }

var endNames = [...]string{"not over", "ten turns played"}

// End returns [TenTurns] once the game is over, and [NotOver] before.
func (s *State) End() End {
	if s.Over() {
		return TenTurns
	}
	return NotOver
}

// Revealed returns player p's believers of each language that everybody
// can see: those won on workdays.
func (s *State) Revealed(p int) [Languages]uint8 { return s.revealed[p] }

// Real returns player p's real believers of each language: those won on
// workdays and holidays alike. Only p is told them.
func (s *State) Real(p int) [Languages]uint8 { return s.real[p] }

// LastPicks returns how many times each language was picked in the last
// turn played, by the four players together (all zero before the first).
// After a holiday, workday views show it to everybody.
func (s *State) LastPicks() [Languages]uint8 { return s.last }

// A PlayError says why [State.Play] refused a turn.
type PlayError struct {
	Turn   int // the turn refused, 1 to 11 (11: the game was over)
	Player int // the player whose picks are wrong, or -1
	Picks  int // how many picks it made
}

// Error says which turn and player, and what is wrong.
func (e *PlayError) Error() string {
	if e.Player < 0 {
		return fmt.Sprintf("langwars: turn %d: the game is over after %d turns", e.Turn, Turns)
	}
	day := "workday"
	if Holiday(e.Turn) {
		day = "holiday"
	}
	return fmt.Sprintf("langwars: turn %d: player %d makes %d picks, want %d on a %s", e.Turn, e.Player, e.Picks, PicksIn(e.Turn), day)
}

// Play plays the next turn: the picks of players 0 to 3, made at the same
// time. Each player gains one believer of a language per pick; on a
// workday everybody sees them. Play returns a [*PlayError], and changes
// nothing, when the game is over or a player's picks do not number 5 on a
// workday and 2 on a holiday. A turn it plays allocates nothing.
func (s *State) Play(picks [Players]Picks) error {
	t := s.Turn()
	if s.Over() {
		return &PlayError{Turn: t, Player: -1}
	}
	// Each row of eight counts is added as one uint64: no count comes
	// near 256, so no byte carries into the next.
	want := uint64(PicksIn(t))
	var rows [Players]uint64
	for p := range picks {
		x := binary.LittleEndian.Uint64(picks[p][:])
		// With every count below 8, the sum of the bytes (gathered in
		// the top byte by the multiplication) is exact.
		if x&0xf8f8f8f8f8f8f8f8 != 0 || x*0x0101010101010101>>56 != want {
			return &PlayError{Turn: t, Player: p, Picks: picks[p].Count()}
		}
		rows[p] = x
	}
	holiday := Holiday(t)
	var sum uint64
	for p, x := range rows {
		binary.LittleEndian.PutUint64(s.real[p][:], binary.LittleEndian.Uint64(s.real[p][:])+x)
		if !holiday {
			binary.LittleEndian.PutUint64(s.revealed[p][:], binary.LittleEndian.Uint64(s.revealed[p][:])+x)
		}
		sum += x
	}
	binary.LittleEndian.PutUint64(s.last[:], sum)
	s.played++
	return nil
}

// Share returns attention degree a shared by n players (1 to 4), in
// Points: what each of n players tied on the most believers of a language
// of degree a wins, and each of n tied on the fewest loses ([Award]).
// It is exact, as 24 is a multiple of 1 to 4.
func Share(a uint8, n int) Points { return Points(a) * Scale / Points(n) }

// shares[a][n] is Share(a, n), looked up rather than divided.
var shares = func() (t [MaxAttention + 1][Players + 1]Points) {
	for a := range t {
		for n := 1; n <= Players; n++ {
			t[a][n] = Share(uint8(a), n)
		}
	}
	return t
}()

// Award returns what the players win and lose on one language of
// attention degree a, given their believers of it: the players with the
// most believers share +a, the players with the fewest share -a. When all
// four have as many, each wins a quarter and loses a quarter: 0.
func Award(a uint8, believers [Players]uint8) [Players]Points {
	b0, b1, b2, b3 := believers[0], believers[1], believers[2], believers[3]
	hi, lo := max(b0, b1, b2, b3), min(b0, b1, b2, b3)
	nhi := b2i(b0 == hi) + b2i(b1 == hi) + b2i(b2 == hi) + b2i(b3 == hi)
	nlo := b2i(b0 == lo) + b2i(b1 == lo) + b2i(b2 == lo) + b2i(b3 == lo)
	var win, lose Points
	if int(a) < len(shares) {
		win, lose = shares[a][nhi], shares[a][nlo]
	} else {
		win, lose = Share(a, nhi), Share(a, nlo)
	}
	return [Players]Points{
		win*Points(b2i(b0 == hi)) - lose*Points(b2i(b0 == lo)),
		win*Points(b2i(b1 == hi)) - lose*Points(b2i(b1 == lo)),
		win*Points(b2i(b2 == hi)) - lose*Points(b2i(b2 == lo)),
		win*Points(b2i(b3 == hi)) - lose*Points(b2i(b3 == lo)),
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Score returns each player's victory points from the real believers as
// they stand: after the tenth turn, the game's final score. The four
// always sum to zero.
func (s *State) Score() [Players]Points {
	var t0, t1, t2, t3 Points
	r0, r1, r2, r3 := &s.real[0], &s.real[1], &s.real[2], &s.real[3]
	for l := range Languages {
		pts := Award(s.attention[l], [Players]uint8{r0[l], r1[l], r2[l], r3[l]})
		t0 += pts[0]
		t1 += pts[1]
		t2 += pts[2]
		t3 += pts[3]
	}
	return [Players]Points{t0, t1, t2, t3}
}

// Winner returns the player with the most victory points once the game is
// over ([State.Score]), and true; or -1 and false while the game goes on,
// and when two or more players share the most, a draw.
func (s *State) Winner() (int, bool) {
	if !s.Over() {
		return -1, false
	}
	return best(s.Score())
}

// best returns the player with the most points and true, or -1 and false
// when two or more players share the most.
func best(score [Players]Points) (int, bool) {
	b := 0
	for p := 1; p < Players; p++ {
		if score[p] > score[b] {
			b = p
		}
	}
	for p := range Players {
		if p != b && score[p] == score[b] {
			return -1, false
		}
	}
	return b, true
}
