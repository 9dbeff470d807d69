package arena

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/program"
)

// A PlayerSpec is a player as a command line gives it: a built-in bot of
// the game, or a program's command, with a name or none. Its text is
// "NAME=COMMAND" or "COMMAND", where COMMAND is "builtin:BOT" for the
// bot BOT (made with games.Game.NewBot, run inline) or a command line
// run with sh -c.
type PlayerSpec struct {
	// Name names the player in tables and records; "" for a name made
	// from what it runs ([standings.MakeName]).
	Name string
	// Command is the program's command line, and Builtin the bot's name:
	// one of them is set.
	Command, Builtin string
}

// ParsePlayer reads a player spec, as the referee's command line gives it:
// "NAME=COMMAND" names the command (or the built-in bot "builtin:BOT"),
// such as "new=./bot -x", when NAME is a valid name ([standings.ValidName]);
// otherwise the whole of s is the command. A command that begins by
// setting a variable ("DEPTH=3 ./bot") is read as named DEPTH: name it
// first ("deep=DEPTH=3 ./bot"). The error names s and what is wrong with
// it: nothing to run, a built-in bot without a name, a NUL byte (which no
// command line can hold).
func ParsePlayer(s string) (PlayerSpec, error) {
	var p PlayerSpec
	rest := s
	if n, c, ok := strings.Cut(s, "="); ok && standings.ValidName(n) && c != "" {
		p.Name, rest = n, c
	}
	if strings.ContainsRune(s, 0) {
		return PlayerSpec{}, fmt.Errorf("player %q: a NUL byte, which no command line can hold", s)
	}
	if bot, ok := strings.CutPrefix(rest, standings.Builtin); ok {
		if bot == "" {
			return PlayerSpec{}, fmt.Errorf("player %q: %s without a bot's name, such as %srandom", s, standings.Builtin, standings.Builtin)
		}
		p.Builtin = bot
		return p, nil
	}
	if strings.TrimSpace(rest) == "" {
		return PlayerSpec{}, fmt.Errorf("player %q: no command to run", s)
	}
	p.Command = rest
	return p, nil
}

// ParsePlayers reads each spec of ss ([ParsePlayer]); the error of the
// first bad one names it and its place, from 1.
func ParsePlayers(ss []string) ([]PlayerSpec, error) {
	out := make([]PlayerSpec, len(ss))
	for i, s := range ss {
		p, err := ParsePlayer(s)
		if err != nil {
			return nil, fmt.Errorf("player %d: %w", i+1, err)
		}
		out[i] = p
	}
	return out, nil
}

// runsSpec reads s as what a player runs, without a name: "builtin:BOT"
// or a command, as [PlayerSpec.Runs] writes it.
func runsSpec(s string) PlayerSpec {
	if bot, ok := strings.CutPrefix(s, standings.Builtin); ok {
		return PlayerSpec{Builtin: bot}
	}
	return PlayerSpec{Command: s}
}

// Runs returns what the player runs, as records and a tournament's
// directory have always written players: "builtin:BOT" or the command.
func (p PlayerSpec) Runs() string {
	if p.Builtin != "" {
		return standings.Builtin + p.Builtin
	}
	return p.Command
}

// String returns the spec as ParsePlayer reads it: "NAME=COMMAND", or
// COMMAND without a name.
func (p PlayerSpec) String() string {
	if p.Name != "" {
		return p.Name + "=" + p.Runs()
	}
	return p.Runs()
}

// Names returns each player's name: its Name where given, made from what
// it runs elsewhere, different from the others ([standings.Names]).
func Names(players []PlayerSpec) []string {
	given := make([]string, len(players))
	for i, p := range players {
		given[i] = p.Name
	}
	return standings.Names(given, Commands(players))
}

// Commands returns what each player runs ([PlayerSpec.Runs]): records'
// and directories' words for the players.
func Commands(players []PlayerSpec) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p.Runs()
	}
	return out
}

// errNoPlayer is the error of a PlayerSpec that runs nothing.
var errNoPlayer = errors.New("a player spec without a command or a built-in bot")

// NewPlayer makes the player of one seat: the built-in bot, made with
// g.NewBot and run inline, or the program, run with sh -c. A program
// gets a working directory of its own holding the game's files, when the
// game has any (words of its command that name files here are made
// absolute, so that "./mybot" still runs from there), and the settings of
// prog: its memory limit, its sandbox, its environment and its limits of
// lines and standard error. prog's Files and Dir are the game's to set.
func (p PlayerSpec) NewPlayer(g games.Game, seed uint64, seat int, options map[string]string, prog program.Options) (protocol.Player, error) {
	switch {
	case p.Builtin != "":
		b, err := g.NewBot(p.Builtin, seed, seat, options)
		if err != nil {
			return nil, err
		}
		// Built-in bots return from every Hear: they run on the match's
		// goroutine, several times faster (see protocol.BotPlayer.Inline).
		bp := protocol.NewBot(b)
		bp.Inline = true
		return bp, nil
	case p.Command == "":
		return nil, fmt.Errorf("player %q: %w", p.String(), errNoPlayer)
	}
	opt := prog // every setting, so that a new one needs no copy here
	opt.Files, opt.Dir = nil, ""
	command := p.Command
	if g.Files != nil {
		opt.Files = g.Files(options)
		command = absolutePaths(command)
	}
	return program.New(command, opt), nil
}

// absolutePaths rewrites each word of command that names an existing file
// or directory relative to the current directory as an absolute path, so
// that "./mybot" and "python3 bot.py" still work from a program's own
// working directory.
func absolutePaths(command string) string {
	words := strings.Split(command, " ")
	for i, w := range words {
		if w == "" || filepath.IsAbs(w) || strings.HasPrefix(w, "-") {
			continue
		}
		if _, err := os.Stat(w); err == nil {
			if abs, err := filepath.Abs(w); err == nil {
				words[i] = abs
			}
		}
	}
	return strings.Join(words, " ")
}
