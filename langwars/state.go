package langwars

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	games "github.com/contestgames/games"
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

// String returns the victory points as the organisers' engine printed them
// (RULINGS.md 6.6): the decimal of Float64, as short as reads back to the
// same float64, with at least one digit after the point: "4.5", "-3.0",
// "5.333333333333333".
func (p Points) String() string { return pointsText(p.Float64()) }

// pointsText writes v as Java's Double.toString does for the numbers
// victory points can be (0, and 1/24 to 48 either side of it: Java writes
// E notation only below 0.001 and from 10^7), as the engine printed them.
func pointsText(v float64) string {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// A State is a whole game of Lang Wars: the attention degrees, the turns
// played, and for each language and player the believers everybody can
// see (won on workdays) and the real believers (holidays included), with
// the picks of the last turn per language, and the picks given so far in
// the turn under way. It is a value of 114 bytes without pointers: copy it
// to keep it, compare it with ==.
//
// Start a game with [NewState] and play each turn, the four players'
// picks at once, with [State.PlayTurn], or one player's after another
// with [State.Play]. The zero State is a game
// whose attention degrees are all zero, which [NewState] refuses.
type State struct {
	attention Attention
	played    uint8                     // turns played, 0 to 10
	revealed  [Players][Languages]uint8 // believers won on workdays, by player
	real      [Players][Languages]uint8 // believers won on any day, by player
	last      [Languages]uint8          // picks per language in the last turn played, all players together
	// pending holds the picks of players 0 to given-1 in the turn under
	// way, which Play takes one player at a time.
	pending [Players]Picks
	given   uint8
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

// A Rule names a rule a player's picks can break.
type Rule uint8

// The rules picks can break.
const (
	RuleGameOver  Rule = iota + 1 // nobody picks once the ten turns are played
	RulePickCount                 // 5 picks on a workday, 2 on a holiday
	RuleOutOfTurn                 // a whole turn while some players have picked already
)

// String returns the rule in a few words, such as "pick count".
func (r Rule) String() string { return text.Name(r, ruleNames[:], "Rule") }

var ruleNames = [...]string{RuleGameOver: "game over", RulePickCount: "pick count", RuleOutOfTurn: "out of turn"}

// A MoveError says why [State.Play] or [State.PlayTurn] refused picks.
type MoveError struct {
	Seat   int    // the player whose picks are refused, or -1 for the game or the turn
	Move   string // the picks as a player writes them, "" for a whole turn
	Rule   Rule   // the rule broken
	Detail string // what is wrong, in words
	Turn   int    // the turn refused, 1 to 11 (11: the game was over)
}

// Error says which turn and player, and what is wrong, as in `langwars:
// turn 2: player 0 makes 5 picks, want 2 on a holiday`.
func (e *MoveError) Error() string { return fmt.Sprintf("langwars: turn %d: %s", e.Turn, e.Detail) }

// gameOver returns the error for picks after the end.
func (s *State) gameOver(seat int, m string) *MoveError {
	return &MoveError{Seat: seat, Move: m, Rule: RuleGameOver, Turn: s.Turn(),
		Detail: fmt.Sprintf("the game is over after %d turns", Turns)}
}

// pickCount returns the error for player p's picks of the wrong number.
func (s *State) pickCount(p int, picks Picks) *MoveError {
	t := s.Turn()
	day := "workday"
	if Holiday(t) {
		day = "holiday"
	}
	return &MoveError{Seat: p, Move: picks.String(), Rule: RulePickCount, Turn: t,
		Detail: fmt.Sprintf("player %d makes %d picks, want %d on a %s", p, picks.Count(), PicksIn(t), day)}
}

// ToMove returns the player whose picks [State.Play] takes next: the
// players pick one after another, 0 to 3, and the turn is played when the
// last has picked. It is -1 once the game is over.
func (s *State) ToMove() int {
	if s.Over() {
		return -1
	}
	return int(s.given)
}

// Play takes the picks of the player to move ([State.ToMove]) in the turn
// under way, and plays the turn once player 3 has picked, as
// [State.PlayTurn] plays it. The players picked at the same time in the
// contest, and none saw another's picks: the picks given are kept in the
// State until the turn is played, and no View shows them. Picks of the
// wrong number, or after the end, are refused with a [*MoveError] and
// change nothing.
func (s *State) Play(m Picks) error {
	p := int(s.given)
	if s.Over() {
		return s.gameOver(p, m.String())
	}
	if !rightCount(m, PicksIn(s.Turn())) {
		return s.pickCount(p, m)
	}
	s.pending[p] = m
	if p < Players-1 {
		s.given++
		return nil
	}
	picks := s.pending
	s.pending, s.given = [Players]Picks{}, 0
	s.playTurn(&picks)
	return nil
}

// rightCount reports whether p makes n picks. The row of eight counts is
// read as one uint64: with every count below 8, the sum of the bytes
// (gathered in the top byte by the multiplication) is exact.
func rightCount(p Picks, n int) bool {
	x := binary.LittleEndian.Uint64(p[:])
	return x&0xf8f8f8f8f8f8f8f8 == 0 && x*0x0101010101010101>>56 == uint64(n)
}

// MoveListSize is the number of picks [State.Moves] lists on a workday,
// the most: every way to make 5 picks among 8 languages, C(12, 5).
const MoveListSize = 792

// Moves appends to buf every legal Picks of the player to move, and
// returns the extended slice: every way to make the turn's 5 or 2 picks
// among the 8 languages, 792 on a workday and 36 on a holiday, the most
// picks of language 0 first; none once the game is over. It allocates
// nothing when buf has room for [MoveListSize] more.
func (s *State) Moves(buf []Picks) []Picks {
	if s.Over() {
		return buf
	}
	var p Picks
	return appendPicks(buf, &p, 0, PicksIn(s.Turn()))
}

// appendPicks appends to buf p with every way to make left more picks
// among languages l and after.
func appendPicks(buf []Picks, p *Picks, l, left int) []Picks {
	if l == Languages-1 {
		p[l] = uint8(left)
		buf = append(buf, *p)
		p[l] = 0
		return buf
	}
	for c := left; c >= 0; c-- {
		p[l] = uint8(c)
		buf = appendPicks(buf, p, l+1, left-c)
	}
	p[l] = 0
	return buf
}

// The compiler holds the one shape of every game's state.
var _ games.State[Picks] = (*State)(nil)

// PlayTurn plays the next turn: the picks of players 0 to 3, made at the
// same time. Each player gains one believer of a language per pick; on a
// workday everybody sees them. PlayTurn returns a [*MoveError], and
// changes nothing, when the game is over, a player's picks do not number 5
// on a workday and 2 on a holiday, or some players have picked with
// [State.Play] already. A turn it plays allocates nothing.
func (s *State) PlayTurn(picks [Players]Picks) error {
	switch {
	case s.Over():
		return s.gameOver(-1, "")
	case s.given > 0:
		return &MoveError{Seat: -1, Rule: RuleOutOfTurn, Turn: s.Turn(),
			Detail: fmt.Sprintf("a whole turn, while players 0 to %d have picked already", s.given-1)}
	}
	n := PicksIn(s.Turn())
	for p := range picks {
		if !rightCount(picks[p], n) {
			return s.pickCount(p, picks[p])
		}
	}
	s.playTurn(&picks)
	return nil
}

// playTurn plays a turn of picks that are all of the right number.
func (s *State) playTurn(picks *[Players]Picks) {
	holiday := Holiday(s.Turn())
	var sum uint64
	for p := range picks {
		x := binary.LittleEndian.Uint64(picks[p][:])
		binary.LittleEndian.PutUint64(s.real[p][:], binary.LittleEndian.Uint64(s.real[p][:])+x)
		if !holiday {
			binary.LittleEndian.PutUint64(s.revealed[p][:], binary.LittleEndian.Uint64(s.revealed[p][:])+x)
		}
		sum += x
	}
	binary.LittleEndian.PutUint64(s.last[:], sum)
	s.played++
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
