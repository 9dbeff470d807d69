package league

import (
	"cmp"
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/contestgames/games/protocol/arena/standings"
)

// defaultSmokeBot is the bot of Settings.SmokeBot's zero value.
const defaultSmokeBot = "random"

// smoke plays version v's smoke games, one in each seat against the
// league's smoke bot in the others, from the league's first set-up,
// keeping each game's record beside v's program. It returns why v is
// refused: the first of its faults, where the record of that game is; ""
// when it played them all without one. The error is for a game that
// could not be played or kept.
func (l *League) smoke(v Version) (string, error) {
	bot := cmp.Or(l.settings.SmokeBot, defaultSmokeBot)
	if !slices.Contains(l.game.Bots.Names, bot) {
		return "", fmt.Errorf("the league's smoke_bot %q: %s has no such built-in bot (it has %s)", bot, l.game.Name, strings.Join(l.game.Bots.Names, ", "))
	}
	n := l.game.Players()
	for seat := range n {
		runs, names := make([]string, n), make([]string, n)
		for i := range runs {
			runs[i], names[i] = standings.Builtin+bot, bot
		}
		runs[seat], names[seat] = l.command(v), v.Label()
		m, rec, err := l.match(l.settings.Seed, runs, names)
		if err != nil {
			return "", fmt.Errorf("version %s's smoke game: %w", v.Label(), err)
		}
		res, err := m.Run(context.Background())
		if err != nil {
			return "", fmt.Errorf("version %s's smoke game: %w", v.Label(), err)
		}
		file := filepath.Join(VersionsDir, v.Name, v.ID, fmt.Sprintf("smoke-%d.jsonl", seat+1))
		if err := writeFile(filepath.Join(l.dir, file), rec.Bytes(), 0o644); err != nil {
			return "", err
		}
		if f := res.Fault; f != nil && f.Player == seat {
			return fmt.Sprintf("in seat %d against builtin:%s, %s (its record: %s)", seat+1, bot, faultText(f.Rule, f.Move, f.Detail), file), nil
		}
	}
	return "", nil
}

// faultText says what a fault was: its rule, the move that broke it, and
// what the runner knew more.
func faultText(rule, move, detail string) string {
	s := rule
	if move != "" {
		s += fmt.Sprintf(" (%q)", move)
	}
	if detail != "" {
		s += ": " + detail
	}
	return s
}
