package league

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/contestgames/games"
)

// A Run commits the results of games that end close together in one
// transaction: a transaction's commit cost a league of quick games as
// much as counting its game. A game's record is written, synced, before
// its result waits for the batch, so a kill loses no game: the next Run
// imports the records whose results did not reach the database.
const (
	// batchMax is how many games' results a commit takes at most.
	batchMax = 16
	// flushAfter is how long a result waits for others at most: the
	// live page shows a game this soon after its end, however slow the
	// games that follow it.
	flushAfter = 20 * time.Millisecond
)

// A pending is a game whose record is written: its result, to commit.
type pending struct {
	g       game
	seating []string // the labels in seat order
	seed    uint64
	res     games.Result
	digest  string
}

// An ended is a game's end in a Run: the game kept, or nil when it was
// stopped, and why it could not be played or kept.
type ended struct {
	kept *pending
	err  error
}

// end takes a game's end: its result waits for the batch, committed once
// batchMax wait, or at once in a duel, which judges after each game.
func (r *runner) end(ctx context.Context, e ended) error {
	if e.kept != nil {
		r.pending = append(r.pending, *e.kept)
	}
	if ctx.Err() != nil {
		return nil // stopped with the others, not a failure
	}
	if e.err != nil {
		return e.err
	}
	if len(r.pending) < batchMax && r.duel == nil {
		return nil
	}
	if err := r.flush(); err != nil || r.duel == nil {
		return err
	}
	return r.judge()
}

// flush commits the results waiting (their lines went to Progress as
// their records were written). A failed commit leaves them to the next
// Run, which imports their records.
func (r *runner) flush() error {
	if len(r.pending) == 0 {
		return nil
	}
	ps := r.pending
	r.pending = r.pending[:0]
	return r.l.commit(ps...)
}

// keep plays game g and commits its result at once, as a competition's
// games are.
func (l *League) keep(ctx context.Context, g game) error {
	p, err := l.play(ctx, g)
	if err != nil || p == nil {
		return err
	}
	if err := l.commit(*p); err != nil {
		return fmt.Errorf("game %s: %w", g.key(), err)
	}
	return nil
}

// progress writes game p's line to Progress, if any, once its record is
// written: from then on a kill does not lose the game.
func (l *League) progress(p *pending) {
	if l.Progress == nil {
		return
	}
	l.progressMu.Lock()
	defer l.progressMu.Unlock()
	fmt.Fprintf(l.Progress, "%s %s: %s\n", strings.Join(p.seating, " "), l.game.FormatScores(p.res.Scores), p.res.Reason)
}
