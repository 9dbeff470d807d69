package arena

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
)

// NewPlayer makes the player of one seat from its spec, as the referee
// program writes players: "builtin:NAME" for a built-in bot of g, made
// with g.NewBot and run inline, or a command run with sh -c. A program gets a working
// directory of its own holding the game's files, when the game has any
// (words of its command that name files here are made absolute, so that
// "./mybot" still runs from there), and the settings of prog: its memory
// limit and its sandbox. prog's Files and Dir are the game's to set.
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
	opt := protocol.ProgramOptions{MemoryLimit: prog.MemoryLimit, Sandbox: prog.Sandbox, Env: prog.Env,
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
