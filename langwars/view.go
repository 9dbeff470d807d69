package langwars

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/contestgames/games/internal/text"
)

// SettingsLine is the first line of the settings message: the turns,
// players and languages of every game.
const SettingsLine = "10 4 8"

// AppendSettings appends the settings message that every player is sent
// once, before its first turn: "10 4 8", then the attention degrees of
// languages 0 to 7, each line ended by "\n".
func AppendSettings(b []byte, a Attention) []byte {
	b = append(b, SettingsLine...)
	b = append(b, '\n')
	b = a.AppendText(b)
	return append(b, '\n')
}

// ParseSettings reads the settings message as [AppendSettings] writes it
// (the final "\n" may be left out) and returns its attention degrees.
func ParseSettings(msg string) (Attention, error) {
	msg = strings.TrimSuffix(msg, "\n")
	first, second, ok := strings.Cut(msg, "\n")
	if !ok {
		return Attention{}, fmt.Errorf("langwars: settings %q: want two lines", text.Clip(msg, clipLen))
	}
	if first != SettingsLine {
		return Attention{}, fmt.Errorf("langwars: settings line 1 is %q, want %q", text.Clip(first, clipLen), SettingsLine)
	}
	return ParseAttention(second)
}

// A View is what one player is told at the start of a turn: the turn
// message of the dialogue, as [State.View] makes it and [View.AppendText]
// writes it.
//
// The columns of Revealed are relative to the player who is told: column
// 0 is its own, columns 1 to 3 the three others in ascending player
// order. So player 2's columns are players 2, 0, 1, 3. A program is never
// told its player number.
type View struct {
	// Turn is the turn about to be played, 1 to 10.
	Turn int
	// Revealed holds, for each language and column, the believers won on
	// workdays: what everybody sees.
	Revealed [Languages][Players]uint8
	// Real holds the player's own believers of each language, holidays
	// included.
	Real [Languages]uint8
	// LastPicks holds, on a workday, how many times each language was
	// picked by all four players in the turn before, the holiday (all
	// zero on turn 1). On a holiday it is not sent, and is all zero.
	LastPicks [Languages]uint8
}

// Holiday reports whether the view's turn is a holiday.
func (v *View) Holiday() bool { return Holiday(v.Turn) }

// Seat returns the player behind column c (0 to 3) of the views of player
// p: p itself for column 0, then the others in ascending order.
func Seat(p, c int) int {
	if c == 0 {
		return p
	}
	if c <= p {
		return c - 1
	}
	return c
}

// Column returns the column of player q in the views of player p: the
// inverse of [Seat].
func Column(p, q int) int {
	switch {
	case q == p:
		return 0
	case q < p:
		return q + 1
	}
	return q
}

// seats[p] lists the players of player p's columns.
var seats = [Players][Players]uint8{{0, 1, 2, 3}, {1, 0, 2, 3}, {2, 0, 1, 3}, {3, 0, 1, 2}}

// View returns what player p (0 to 3) is told at the start of the next
// turn. It is meaningful only while the game is not over; it never
// allocates.
func (s *State) View(p int) View {
	v := View{Turn: s.Turn(), Real: s.real[p]}
	for c, q := range seats[p] {
		row := &s.revealed[q]
		for l := range Languages {
			v.Revealed[l][c] = row[l]
		}
	}
	if !v.Holiday() {
		v.LastPicks = s.last
	}
	return v
}

// AppendText appends the turn message as the jury sends it, each line
// ended by "\n":
//
//	T D            the turn, and W for a workday or H for a holiday
//	B0 B1 B2 B3    8 lines: each language's revealed believers, by column
//	R0 ... R7      the player's real believers of each language
//	P0 ... P7      on workdays only: the previous turn's picks per language
func (v *View) AppendText(b []byte) []byte {
	b = strconv.AppendInt(b, int64(v.Turn), 10)
	if v.Holiday() {
		b = append(b, " H\n"...)
	} else {
		b = append(b, " W\n"...)
	}
	for l := range Languages {
		b = appendCounts(b, v.Revealed[l][:])
		b = append(b, '\n')
	}
	b = appendCounts(b, v.Real[:])
	b = append(b, '\n')
	if !v.Holiday() {
		b = appendCounts(b, v.LastPicks[:])
		b = append(b, '\n')
	}
	return b
}

// String returns the turn message as [View.AppendText] writes it.
func (v *View) String() string { return string(v.AppendText(make([]byte, 0, 128))) }

// ViewLines returns the number of lines of the turn message of turn t: 11
// on workdays, 10 on holidays.
func ViewLines(t int) int {
	if Holiday(t) {
		return 10
	}
	return 11
}

// ParseView reads one turn message as [View.AppendText] writes it (the
// final "\n" may be left out). Besides the format, it checks what every
// real message satisfies: each column's revealed believers number 5 for
// each workday played, the real ones 5 for each workday and 2 for each
// holiday and are no fewer than the revealed ones, and the previous turn's
// picks number 8 (none on turn 1). Its error names the line at fault.
func ParseView(msg string) (View, error) {
	var r Reader
	r.settings = true
	msg = strings.TrimSuffix(msg, "\n")
	for i := 0; ; i++ {
		line, rest, more := strings.Cut(msg, "\n")
		msg = rest
		done, err := r.Hear(line)
		switch {
		case err != nil:
			return View{}, err
		case done && more:
			return View{}, fmt.Errorf("langwars: turn message: more than %d lines", i+1)
		case done:
			return r.view, nil
		case !more:
			return View{}, fmt.Errorf("langwars: turn message: %d lines, want %d", i+1, ViewLines(r.view.Turn))
		}
	}
}

// A Reader follows the jury's messages one line at a time, as a bot hears
// them: first the settings, then one turn message after another. Its zero
// value is ready for the settings.
type Reader struct {
	settings bool // the settings have been read
	att      Attention
	lines    int  // lines read so far, for errors
	n        int  // lines of the current message read
	view     View // the message being read, or the last one read
	complete bool // view is a whole message
}

// Hear takes the next line from the jury, without its line ending, and
// reports whether it completed a turn message, which [Reader.View] then
// returns. An error names the line and what is wrong with it; the reader
// then drops the message it was reading and expects the first line of a
// turn message (or of the settings, if it had not read them).
func (r *Reader) Hear(line string) (bool, error) {
	r.lines++
	if err := r.hear(line); err != nil {
		r.n = 0
		r.complete = false
		return false, fmt.Errorf("langwars: line %d %q: %w", r.lines, text.Clip(line, clipLen), err)
	}
	return r.complete, nil
}

// hear reads one line of the settings or of a turn message, in the order
// the jury sends them, and checks it against the lines before.
func (r *Reader) hear(line string) error {
	if !r.settings {
		if r.n == 0 {
			return r.hearSettingsLine(line)
		}
		return r.hearAttention(line)
	}
	var err error
	switch k := r.n; {
	case k == 0:
		err = r.hearTurn(line)
	case k <= Languages:
		err = r.hearRevealed(k-1, line)
	case k == Languages+1:
		err = r.hearReal(line)
	default:
		err = r.hearLastPicks(line)
	}
	if err != nil {
		return err
	}
	r.n++
	if r.n == ViewLines(r.view.Turn) {
		r.n, r.complete = 0, true
	}
	return nil
}

// hearSettingsLine reads the settings' first line, the same in every game.
func (r *Reader) hearSettingsLine(line string) error {
	if line != SettingsLine {
		return fmt.Errorf("want the settings line %q", SettingsLine)
	}
	r.n = 1
	return nil
}

// hearAttention reads the settings' second line: the game's attention
// degrees.
func (r *Reader) hearAttention(line string) error {
	var a Attention
	if err := parseCounts(line, a[:], MaxAttention); err != nil {
		return fmt.Errorf("attention degrees: %v", err)
	}
	if err := a.Validate(); err != nil {
		return err
	}
	r.att, r.settings, r.n = a, true, 0
	return nil
}

// hearTurn reads a turn message's first line, "T W" on a workday and "T H"
// on a holiday, and starts a new view.
func (r *Reader) hearTurn(line string) error {
	r.complete = false
	t, day, ok := strings.Cut(line, " ")
	var n [1]uint8
	if !ok || parseCounts(t, n[:], Turns) != nil || n[0] < 1 {
		return fmt.Errorf("want a turn from 1 to %d, a space and W or H", Turns)
	}
	turn := int(n[0])
	want := "W"
	if Holiday(turn) {
		want = "H"
	}
	if day != want {
		return fmt.Errorf("turn %d is a %s, want %s after the turn", turn, dayName(turn), want)
	}
	r.view = View{Turn: turn}
	return nil
}

// hearRevealed reads the revealed believers of language l, one count per
// column; after the last language, each column must hold five believers
// for every workday played.
func (r *Reader) hearRevealed(l int, line string) error {
	v := &r.view
	if err := parseCounts(line, v.Revealed[l][:], 5*Turns); err != nil {
		return fmt.Errorf("revealed believers of language %d: %v", l, err)
	}
	if l < Languages-1 {
		return nil
	}
	workdays := v.Turn / 2 // workdays before turn T
	for c := range Players {
		sum := 0
		for l := range Languages {
			sum += int(v.Revealed[l][c])
		}
		if sum != WorkdayPicks*workdays {
			return fmt.Errorf("column %d of the revealed believers sums to %d, want %d after %d workdays", c, sum, WorkdayPicks*workdays, workdays)
		}
	}
	return nil
}

// hearReal reads the player's own real believers: no fewer than its
// revealed ones, and every pick it made so far.
func (r *Reader) hearReal(line string) error {
	v := &r.view
	if err := parseCounts(line, v.Real[:], 7*Turns); err != nil {
		return fmt.Errorf("real believers: %v", err)
	}
	sum := 0
	for l, n := range v.Real {
		if n < v.Revealed[l][0] {
			return fmt.Errorf("real believers of language %d are %d, fewer than the %d revealed", l, n, v.Revealed[l][0])
		}
		sum += int(n)
	}
	if want := believersBefore(v.Turn); sum != want {
		return fmt.Errorf("real believers sum to %d, want %d before turn %d", sum, want, v.Turn)
	}
	return nil
}

// hearLastPicks reads a workday's last line: the picks of the holiday
// before, all players together, which are the holiday's eight picks (none
// before turn 1).
func (r *Reader) hearLastPicks(line string) error {
	v := &r.view
	if err := parseCounts(line, v.LastPicks[:], Players*HolidayPicks); err != nil {
		return fmt.Errorf("picks of the previous turn: %v", err)
	}
	sum := 0
	for _, n := range v.LastPicks {
		sum += int(n)
	}
	want := Players * HolidayPicks
	if v.Turn == 1 {
		want = 0
	}
	if sum != want {
		return fmt.Errorf("picks of the previous turn sum to %d, want %d", sum, want)
	}
	return nil
}

// believersBefore returns how many believers each player has won before
// turn t.
func believersBefore(t int) int {
	n := 0
	for u := 1; u < t; u++ {
		n += PicksIn(u)
	}
	return n
}

func dayName(t int) string {
	if Holiday(t) {
		return "holiday"
	}
	return "workday"
}

// Attention returns the attention degrees of the settings, once they have
// been read.
func (r *Reader) Attention() Attention { return r.att }

// Settled reports whether the settings have been read.
func (r *Reader) Settled() bool { return r.settings }

// View returns the turn message last completed, and whether there is one:
// after a line that completed a message, and until the first line of the
// next.
func (r *Reader) View() (View, bool) {
	if !r.complete {
		return View{}, false
	}
	return r.view, true
}
