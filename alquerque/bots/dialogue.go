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
	moved   bool // a move has been heard or played
	// over is set once the bot will answer nothing more: it heard Quit,
	// the game ended, or it heard a line it could not follow (a program
	// would stop there too, rather than play on in a game it has lost
	// track of). err says which line that was, if one was.
	over bool
	err  error
	// said backs the slice play returns, reused from move to move, so
	// that a move allocates nothing.
	said [1]string
}

// hear takes one line from the jury and reports whether the bot is to
// move now. The first line is "Start" for White and White's first move for
// Black, so a bot learns its colour from it; in a match from another
// position, a "Setup POSITION" line comes first (see alquerque.Referee).
func (g *game) hear(line string) bool {
	if g.over {
		return false
	}
	// The same leniency as the referee's: a trailing CR, spaces and tabs.
	text := strings.Trim(line, " \t\r")
	if !g.started {
		g.started = true
		g.pos = alquerque.Start()
		if pos, ok := strings.CutPrefix(text, alquerque.SetupLine+" "); ok {
			p, err := alquerque.ParsePosition(pos)
			if err != nil {
				g.over = true
				g.err = fmt.Errorf("alquerque/bots: the jury's line %q: %v", line, err)
				return false
			}
			g.pos = p
			return false
		}
	}
	switch {
	case text == alquerque.QuitLine:
		g.over = true
		return false
	case text == alquerque.StartLine && !g.moved:
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
	g.moved = true
	if g.pos.Over() {
		g.over = true
		return false
	}
	return true
}

// play plays m, one of the legal moves of the bot's position, and returns
// the line the bot writes, in a slice that the next play reuses.
func (g *game) play(m alquerque.Move) []string {
	if m.IsZero() {
		g.over = true
		g.err = fmt.Errorf("alquerque/bots: no move to play in %v", g.pos)
		return nil
	}
	g.pos.PlayUnchecked(m)
	g.moved = true
	if g.pos.Over() {
		g.over = true
	}
	g.said[0] = moveText(m)
	return g.said[:]
}

// stepTexts holds the text of every move of one step or one hop, by its
// From and To: all normal moves, and the captures of one piece, which are
// most moves of a game. A move of one step lands next to where it starts,
// a hop two points away, so From and To tell the move's text.
var stepTexts = func() (t [alquerque.NumSquares][alquerque.NumSquares]string) {
	for from := range alquerque.Square(alquerque.NumSquares) {
		for to := range alquerque.Square(alquerque.NumSquares) {
			df, dr := abs(to.File()-from.File()), abs(to.Rank()-from.Rank())
			switch max(df, dr) {
			case 1:
				t[from][to] = from.String() + "-" + to.String()
			case 2:
				t[from][to] = from.String() + "*" + to.String()
			}
		}
	}
	return t
}()

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// moveText returns m.String(), from stepTexts when it is there, so that
// the line a bot writes costs no allocation.
func moveText(m alquerque.Move) string {
	if m.Len() == 1 {
		if s := stepTexts[m.From()][m.To()]; s != "" {
			return s
		}
	}
	return m.String()
}
