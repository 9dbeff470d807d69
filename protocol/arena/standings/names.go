package standings

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

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

// Builtin marks a built-in bot where a program's command could stand:
// "builtin:random" is the game's bot named random.
const Builtin = "builtin:"

// MakeName returns the name a player's command makes: the bot's name for
// "builtin:NAME"; otherwise the name of the program's file, without its
// extension ("./bots/new.py -x" gives "new"), or, when the command starts
// with an interpreter or a launcher that runs another program (python3,
// node, java, sh, env, stdbuf …), the first word after it that names a
// file, by a '/' or an extension ("python3 -u bots/mybot.py" gives
// "mybot", not "python3"), or the interpreter's own name when none does
// or when it is given its code inline ("sh -c '...'", "python3 -c
// '...'"); cut to a valid name, "player" when nothing of it is valid.
func MakeName(command string) string {
	if bot, ok := strings.CutPrefix(command, Builtin); ok {
		return cleanName(bot)
	}
	return cleanName(programName(commandWords(command)))
}

// commandWords returns the words of a shell command, unquoted, without
// those that set a variable (VAR=value), wherever they are: before the
// program, or after env.
func commandWords(command string) []string {
	var words []string
	for _, w := range strings.Fields(command) {
		w = strings.Trim(w, `'"`)
		if i := strings.IndexByte(w, '='); i > 0 && !strings.ContainsAny(w[:i], `/$`) && w[0] != '-' {
			continue // VAR=value
		}
		if w != "" {
			words = append(words, w)
		}
	}
	return words
}

// programName returns the name of the file that the command of words
// runs, without its extension: past interpreters and launchers, the first
// word that names a file. An interpreter given its code inline (sh -c,
// python3 -c, node -e) is named after itself.
func programName(words []string) string {
	if len(words) == 0 {
		return ""
	}
	cur := filepath.Base(words[0]) // the interpreter or launcher that reads the words after it
	if kindOf(cur) == 0 {
		return stem(cur)
	}
	for i := 1; i < len(words); i++ {
		switch w := words[i]; {
		case kindOf(cur) == interpreter && codeOptions[w]:
			return cur
		case argOptions[w]:
			i++ // its argument names no program: a class path
		case w[0] == '-':
		case strings.ContainsRune(w, '/') || strings.ContainsRune(w, '.'):
			if name := stem(filepath.Base(w)); name != "" && name != "." {
				return name
			}
		case kindOf(w) != 0:
			cur = w // stdbuf -oL python3 ...
		}
	}
	return cur
}

// The kinds of programs that run another: an interpreter runs the file or
// code its words name, a launcher the command its words make.
const (
	interpreter = 1 + iota
	launcher
)

// runners are the programs, by name without a version ("python" for
// python3.12), that run a program that a command is rather named after.
var runners = map[string]int{
	"python": interpreter, "pypy": interpreter, "node": interpreter, "nodejs": interpreter,
	"deno": interpreter, "bun": interpreter, "ruby": interpreter, "perl": interpreter,
	"php": interpreter, "lua": interpreter, "luajit": interpreter, "java": interpreter,
	"dotnet": interpreter, "mono": interpreter, "rscript": interpreter, "julia": interpreter,
	"sh": interpreter, "bash": interpreter, "dash": interpreter, "zsh": interpreter,
	"ksh": interpreter, "tclsh": interpreter, "guile": interpreter, "racket": interpreter,
	"ocaml": interpreter, "runghc": interpreter, "runhaskell": interpreter, "elixir": interpreter,
	"escript": interpreter, "go": interpreter,
	"env": launcher, "stdbuf": launcher, "nice": launcher, "exec": launcher, "taskset": launcher,
}

// codeOptions are the options of interpreters that give the code to run
// inline, in the next word, rather than a file.
var codeOptions = map[string]bool{"-c": true, "-e": true, "--eval": true}

// argOptions are the options of interpreters whose argument follows as a
// word of its own and names no program.
var argOptions = map[string]bool{"-cp": true, "-classpath": true, "--class-path": true}

// kindOf returns the kind of program name is among runners, whatever
// version follows its name, or 0 for none.
func kindOf(name string) int {
	return runners[strings.ToLower(strings.TrimRight(name, "0123456789.-"))]
}

// stem returns name without its extension, if it has one.
func stem(name string) string {
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		return name[:i]
	}
	return name
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
