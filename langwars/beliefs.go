package langwars

import "fmt"

// Beliefs is a bot's account of what it cannot see: the believers its
// rivals won on holidays. Feed it every view the bot is shown, in order,
// with [Beliefs.Observe]; it then bounds each rival's hidden believers of
// each language, exactly as far as the views allow.
//
// What a view tells: each workday after a holiday, how many times each
// language was picked in that holiday by the four players together. Less
// the bot's own holiday picks (which its real believers show), that is
// what the three rivals picked, together. Each rival picked exactly two,
// and nothing tells the rivals apart, so for a holiday in which the
// rivals together picked language l r times (of 6), any one rival picked
// it at least max(0, r-4) times (the other two took at most 4) and at most
// min(2, r) times; every count in between is possible. Holidays are
// independent, so the bounds of the hidden believers are the sums of
// those of each holiday; the bounds are the same for the three rivals.
// The last holiday, turn 10, is never shown.
//
// The zero value has observed nothing: every rival has no hidden believers.
type Beliefs struct {
	workday  int                       // the last workday observed, 0 before any
	turn     int                       // the last turn observed
	own      [Languages]uint8          // own holiday believers, as of the last view
	rivals   [Languages]uint8          // the rivals' holiday believers, together
	holiday  [Languages]uint8          // the rivals' picks of the last holiday told, together
	lo, hi   [Languages]uint8          // bounds on each rival's holiday believers
	revealed [Languages][Players]uint8 // the last view's revealed believers
	real     [Languages]uint8          // the last view's own real believers
}

// Observe takes the next view the bot is shown. It wants the views of
// every workday, in order (the holidays' views teach nothing more, and
// may be left out), and returns an error naming the turn if one was
// skipped or the view contradicts the ones before; the Beliefs are then
// unchanged.
func (b *Beliefs) Observe(v *View) error {
	if v.Turn < 1 || v.Turn > Turns || v.Turn <= b.turn {
		return fmt.Errorf("langwars: Beliefs.Observe: turn %d after turn %d", v.Turn, b.turn)
	}
	var own [Languages]uint8
	for l := range Languages {
		if v.Real[l] < v.Revealed[l][0] {
			return fmt.Errorf("langwars: Beliefs.Observe: turn %d: real believers of language %d (%d) fewer than revealed (%d)", v.Turn, l, v.Real[l], v.Revealed[l][0])
		}
		own[l] = v.Real[l] - v.Revealed[l][0]
	}
	nb := *b
	if !v.Holiday() {
		if v.Turn > 1 && b.workday != v.Turn-2 {
			return fmt.Errorf("langwars: Beliefs.Observe: turn %d without the view of turn %d", v.Turn, v.Turn-2)
		}
		if v.Turn > 1 {
			// The holiday just played: the totals less our picks.
			sum := 0
			for l := range Languages {
				mine := int(own[l]) - int(b.own[l])
				r := int(v.LastPicks[l]) - mine
				if mine < 0 || r < 0 {
					return fmt.Errorf("langwars: Beliefs.Observe: turn %d: language %d was picked %d times in the holiday, but we picked it %d times", v.Turn, l, v.LastPicks[l], mine)
				}
				sum += r
				nb.holiday[l] = uint8(r)
				nb.rivals[l] += uint8(r)
				nb.lo[l] += uint8(max(0, r-2*HolidayPicks))
				nb.hi[l] += uint8(min(HolidayPicks, r))
			}
			if sum != (Players-1)*HolidayPicks {
				return fmt.Errorf("langwars: Beliefs.Observe: turn %d: the rivals picked %d times in the holiday, want %d", v.Turn, sum, (Players-1)*HolidayPicks)
			}
		}
		nb.workday = v.Turn
	}
	nb.own = own
	nb.turn = v.Turn
	nb.revealed = v.Revealed
	nb.real = v.Real
	*b = nb
	return nil
}

// Hidden returns the bounds on the holiday believers of language lang that
// the rival in column c (1 to 3, see [View]) has won so far: every number
// from lo to hi is possible. The bounds are the same for every rival. For
// column 0, the bot itself, they are its own holiday believers, exactly.
func (b *Beliefs) Hidden(c, lang int) (lo, hi int) {
	if c == 0 {
		return int(b.own[lang]), int(b.own[lang])
	}
	return int(b.lo[lang]), int(b.hi[lang])
}

// RivalsHidden returns the holiday believers of language lang that the
// three rivals have won so far, together: this sum is known exactly.
func (b *Beliefs) RivalsHidden(lang int) int { return int(b.rivals[lang]) }

// RivalsLastHoliday returns how many times the three rivals together
// picked each language in the last holiday the views have told of: the
// turn before the last workday observed (all zero before turn 3's view).
// They are six, and what [Beliefs.RivalsHidden] grew by. Dealing each
// holiday's six among the three rivals, two each, gives every world the
// views allow, and only those.
func (b *Beliefs) RivalsLastHoliday() [Languages]uint8 { return b.holiday }

// Believers returns the bounds on the real believers of language lang of
// the player in column c, as of the last view: its revealed believers
// plus [Beliefs.Hidden]. For column 0 they are the bot's own, exactly.
func (b *Beliefs) Believers(c, lang int) (lo, hi int) {
	if c == 0 {
		return int(b.real[lang]), int(b.real[lang])
	}
	lo, hi = b.Hidden(c, lang)
	r := int(b.revealed[lang][c])
	return r + lo, r + hi
}

// Turn returns the turn of the last view observed, 0 before any.
func (b *Beliefs) Turn() int { return b.turn }
