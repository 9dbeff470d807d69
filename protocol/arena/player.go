package arena

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
)

// NewPlayer makes the player of one seat from its spec, as the referee
// program writes players: "builtin:NAME" for a built-in bot of g, made
// with g.NewBot and run inline, or a command run with sh -c. A program
// gets a working directory of its own holding the game's files, when the
// game has any (words of its command that name files here are made
// absolute, so that "./mybot" still runs from there), and the settings of
// prog: its memory limit, its sandbox, its environment and its limits of
// lines and standard error. prog's Files and Dir are the game's to set.
func NewPlayer(g games.Game, spec string, seed uint64, seat int, options map[string]string, prog protocol.ProgramOptions) (protocol.Player, error) {
	if bot, ok := strings.CutPrefix(spec, "builtin:"); ok {
		b, err := g.NewBot(bot, seed, seat, options)
		if err != nil {
			return nil, err
		}
		// Built-in bots return from every Hear: they run on the match's
		// goroutine, several times faster (see protocol.BotPlayer.Inline).
		p := protocol.NewBot(b)
		p.Inline = true
		return p, nil
	}
	opt := protocol.ProgramOptions{MemoryLimit: prog.MemoryLimit, Sandbox: prog.Sandbox, Env: prog.Env, ExtraEnv: prog.ExtraEnv,
		StderrLimit: prog.StderrLimit, MaxLine: prog.MaxLine}
	if g.Files != nil {
		opt.Files = g.Files(options)
		spec = AbsolutePaths(spec)
	}
	return protocol.NewProgram(spec, opt), nil
}

// AbsolutePaths rewrites each word of command that names an existing file
// or directory relative to the current directory as an absolute path, so
// that "./mybot" and "python3 bot.py" still work from a program's own
// working directory.
func AbsolutePaths(command string) string {
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

// SplitPlayer reads a player as a command line gives it: "NAME=COMMAND"
// names the command (or the built-in bot "builtin:BOT"), such as
// "new=./bot -x", when NAME is a short name ([ValidName]); otherwise the
// whole of s is the command, and name is "". A command that begins by
// setting a variable ("DEPTH=3 ./bot") is read as named DEPTH: name it
// first ("deep=DEPTH=3 ./bot").
func SplitPlayer(s string) (name, command string) {
	if n, c, ok := strings.Cut(s, "="); ok && ValidName(n) && c != "" {
		return n, c
	}
	return "", s
}

// maxName is the length of the longest name a player may have.
const maxName = 40

// ValidName reports whether s can name a player: 1 to 40 letters, digits,
// and '.', '_', '-' or '+', beginning with a letter or a digit.
func ValidName(s string) bool {
	if s == "" || len(s) > maxName {
		return false
	}
	for i, r := range s {
		if !nameRune(r, i == 0) {
			return false
		}
	}
	return true
}

// nameRune reports whether a name may hold r, first or after the first.
func nameRune(r rune, first bool) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || !first && strings.ContainsRune("._-+", r)
}

// MakeName returns the name a player's command makes: the bot's name for
// "builtin:NAME", otherwise the base name of the program the command
// runs ("./bots/new -x" gives "new"), cut to a valid name; "player" when
// nothing of it is valid.
func MakeName(command string) string {
	if bot, ok := strings.CutPrefix(command, "builtin:"); ok {
		return cleanName(bot)
	}
	return cleanName(filepath.Base(programWord(command)))
}

// programWord returns the word of a shell command that names its
// program: the first that does not set a variable, unquoted.
func programWord(command string) string {
	for _, w := range strings.Fields(command) {
		if i := strings.IndexByte(w, '='); i > 0 && !strings.ContainsAny(w[:i], `'"/$`) {
			continue // VAR=value
		}
		return strings.Trim(w, `'"`)
	}
	return ""
}

// cleanName keeps the characters of s that a name may have, as a valid
// name, or returns "player".
func cleanName(s string) string {
	var b strings.Builder
	for _, r := range s {
		if nameRune(r, b.Len() == 0) && b.Len() < maxName {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "player"
	}
	return b.String()
}

// Names returns each player's name: names[i] when it is not "", otherwise
// the name its command makes ([MakeName]), with "-2", "-3" … after it
// (cut short to make room) when an earlier player, or a name given, has
// it already, so that every name is different and the same program may play itself. Names given
// twice are the caller's to refuse (see [CheckNames]).
func Names(names, commands []string) []string {
	out := make([]string, len(commands))
	taken := map[string]bool{}
	for i, n := range names {
		if i < len(out) && n != "" {
			out[i] = n
			taken[n] = true
		}
	}
	for i, c := range commands {
		if out[i] != "" {
			continue
		}
		base := MakeName(c)
		name := base
		for k := 2; taken[name]; k++ {
			suffix := "-" + strconv.Itoa(k)
			name = base[:min(len(base), maxName-len(suffix))] + suffix // still a valid name
		}
		out[i] = name
		taken[name] = true
	}
	return out
}

// CheckNames returns an error when two players share a name, or a name
// is not valid; it names the players by their number, from 1.
func CheckNames(names []string) error {
	for i, n := range names {
		if !ValidName(n) {
			return fmt.Errorf("player %d: name %q: want 1 to %d letters, digits, '.', '_', '-' or '+', beginning with a letter or a digit", i+1, n, maxName)
		}
		if j := slices.Index(names[:i], n); j >= 0 {
			return fmt.Errorf("players %d and %d are both named %q: give them different names, as NAME=COMMAND", j+1, i+1, n)
		}
	}
	return nil
}
