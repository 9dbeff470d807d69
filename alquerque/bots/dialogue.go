package bots

import (
	"fmt"
	"strings"

	"github.com/contestgames/games/alquerque"
)

// A game is a bot's side of the dialogue: it reads the jury's lines, keeps
// the position up to date, and says when the bot is to move. Its zero
// value is a game about to start.
type game struct {
	pos     alquerque.Position
	started bool
	// over is set once the bot will answer nothing more: it heard Quit,
	// the game ended, or it heard a line it could not follow (a program
	// would stop there too, rather than play on in a game it has lost
	// track of). err says which line that was, if one was.
	over bool
	err  error
}

// hear takes one line from the jury and reports whether the bot is to
// move now. The first line is "Start" for White and White's first move for
// Black, so a bot learns its colour from it.
func (g *game) hear(line string) bool {
	if g.over {
		return false
	}
	if !g.started {
		g.started = true
		g.pos = alquerque.Start()
	}
	// The same leniency as the referee's: a trailing CR, spaces and tabs.
	text := strings.Trim(line, " \t\r")
	switch {
	case text == alquerque.QuitLine:
		g.over = true
		return false
	case text == alquerque.StartLine && g.pos.Ply() == 0:
		return true
	}
	m, err := alquerque.ParseMove(text)
	if err == nil {
		err = g.pos.Play(m)
	}
	if err != nil {
		g.over = true
		g.err = fmt.Errorf("alquerque/bots: the jury's line %q: %v", line, err)
		return false
	}
	if g.pos.Over() {
		g.over = true
		return false
	}
	return true
}

// play plays m, one of the legal moves of the bot's position, and returns
// the line the bot writes.
func (g *game) play(m alquerque.Move) []string {
	if m.IsZero() {
		g.over = true
		g.err = fmt.Errorf("alquerque/bots: no move to play in %v", g.pos)
		return nil
	}
	g.pos.PlayUnchecked(m)
	if g.pos.Over() {
		g.over = true
	}
	return []string{m.String()}
}
