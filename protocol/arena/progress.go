package arena

import (
	"fmt"
	"io"
	"time"

	"github.com/contestgames/games/protocol/arena/stats"
)

// A progress reports a tournament's progress as it goes: one line
// refreshed in place on a terminal, a line every few seconds otherwise.
type progress struct {
	w        io.Writer
	terminal bool
	total    int
	start    time.Time
	resumed  int // games done before this run
	last     time.Time
	line     string
}

func newProgress(t *Tournament, total, done int) *progress {
	return &progress{w: t.Progress, terminal: t.Terminal, total: total, start: time.Now(), resumed: done}
}

// update reports the n games done so far, and the game pairs of players
// 0 and 1 among them; the caller holds the tournament's lock.
func (p *progress) update(t *Tournament, n int, pairs stats.Pentanomial) {
	if p.w == nil {
		return
	}
	elapsed := time.Since(p.start)
	rate := float64(n-p.resumed) / elapsed.Seconds()
	eta := "?"
	if rate > 0 {
		eta = (time.Duration(float64(p.total-n)/rate) * time.Second).Round(time.Second).String()
	}
	p.line = fmt.Sprintf("games %d/%d  %.1f games/s  ETA %s%s", n, p.total, rate, eta, estimate(t, pairs))
	if p.terminal {
		fmt.Fprintf(p.w, "\r%s\x1b[K", p.line)
		return
	}
	if time.Since(p.last) >= 5*time.Second || n == p.total {
		p.last = time.Now()
		fmt.Fprintln(p.w, p.line)
	}
}

// finish ends the progress line.
func (p *progress) finish() {
	if p.w != nil && p.terminal && p.line != "" {
		fmt.Fprintln(p.w)
	}
}

// estimate returns the current estimate of a two-player tournament from
// its game pairs: the first player's Elo difference with its interval,
// and the LLR when an SPRT runs.
func estimate(t *Tournament, pairs stats.Pentanomial) string {
	if len(t.Players) != 2 || t.Game.Players() != 2 {
		return ""
	}
	if pairs.Pairs() == 0 {
		return ""
	}
	e := pairs.Elo()
	s := fmt.Sprintf("  Elo %+.1f ± %.1f", e.Estimate, e.Margin())
	if t.SPRT != nil {
		lower, upper := t.SPRT.Bounds()
		s += fmt.Sprintf("  LLR %.2f (%.2f, %.2f)", t.SPRT.LLR(pairs), lower, upper)
	}
	return s
}
