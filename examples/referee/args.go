package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/program"
)

// A usageError is a mistake in the command line: the program prints it on
// one line and exits with status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// maxOptionFile is the largest file an option may name. The largest real
// one, an On The Run map, has a few KiB; the limit keeps a wrong file name
// (a disk image, /dev/zero) from filling the memory.
const maxOptionFile = 10 << 20

// matchFlags are the flags of a match, as the command line gives them;
// config makes the match's settings from them.
type matchFlags struct {
	seed      seedFlag
	games     int
	record    string
	verbose   bool
	html      bool // write a replay page beside each record
	wallClock bool
	clock     clockFlags
	memory    int64 // -memory: MiB of writable memory per program; 0 for no limit
	affinity  bool
	sandbox   sandboxFlags
	env       envFlag // -env: more variables for the programs
	book      string  // -openings: the openings file
	plies     int     // -random-plies
	version   bool    // -version
}

// config is what the command line asks for: its flags, bound to the
// flag set, and the settings of the match they make.
type config struct {
	matchFlags
	flags   *flag.FlagSet // the command line's flags, bound to matchFlags
	game    games.Game
	players []arena.PlayerSpec
	names   []string          // the players' names, each different
	rules   *games.Clock      // the contest's clock with clock's changes; nil when there are none
	options map[string]string // the game's options, files read
	program program.Options   // every program's settings: its memory limit in bytes, its sandbox, its variables
	cpus    []int             // with affinity, the CPU a match runs on
	// openings are the book read, and the plies; starts, with openings,
	// where each set-up of a series starts.
	openings arena.Openings
	starts   []arena.Start
	series   seriesState
}

// seriesState is what a series has played so far, and where its notices
// go: the run's state, apart from the flags.
type seriesState struct {
	digests []string  // the digest of each game of a series played so far
	notices io.Writer // where a match's notices of its players go: the referee's stderr
}

// flagGiven reports whether the command line gave the flag name, whatever its
// value: a value it gave may be the default's, which then means no change.
func (c *config) flagGiven(name string) bool {
	given := false
	c.flags.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// sandboxFlags are -sandbox and the limits of its sandbox.
type sandboxFlags struct {
	on        bool
	processes int
	fileSize  int64 // MiB
	dirSize   int64 // MiB
	dirFiles  int
	openFiles int
	cpu       time.Duration
	readOnly  string // paths joined by ':'
}

// limits returns the sandbox the flags ask for, or nil for none.
func (s *sandboxFlags) limits() *program.Sandbox {
	if !s.on {
		return nil
	}
	sb := &program.Sandbox{Processes: s.processes, FileSize: s.fileSize << 20, DirSize: s.dirSize << 20,
		DirFiles: s.dirFiles, OpenFiles: s.openFiles, CPU: s.cpu}
	if s.readOnly != "" {
		sb.ReadOnly = strings.Split(s.readOnly, ":")
	}
	return sb
}

// newFlags returns the flags of a match, bound to c, with the options of
// every game in reg; each flag may be given once.
func newFlags(reg registry, c *config) (*flag.FlagSet, []gameOption) {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	c.flags = fs
	c.seed = seedFlag{n: 1}
	fs.Var(&c.seed, "seed", "the match's seed `N`, unsigned or signed as the contests printed them (-1 is 18446744073709551615):\nthe game's random set-up and the built-in bots' choices (default 1)")
	fs.IntVar(&c.games, "games", 1, "play `N` games; players move one seat on between games")
	fs.StringVar(&c.record, "record", "", "write the record (JSON Lines) to this `file`; with -games N, to file-1 … file-N\n(file.jsonl gives file-1.jsonl …)")
	fs.BoolVar(&c.html, "html", false, "write beside each record a page that replays the game in a browser (needs -record);\nwith -games N, the pages link each other and FILE.html, the series' index page (its table,\nthe Elo estimate over the games, a link to each game), written after each game")
	fs.BoolVar(&c.verbose, "v", false, "print the whole dialogue, and what programs wrote to standard error")
	fs.BoolVar(&c.wallClock, "wallclock", false, "built-in bots that think with a fixed budget of work think on the clock instead,\nas contest programs do: their strength then depends on the machine, and the same seed\nno longer gives the same game")
	fs.DurationVar(&c.clock.total, "time", 0, "each player's time for the whole game, replacing the contest's\n(alquerque, amazes, ontherun); other games get such a limit beside their own")
	fs.DurationVar(&c.clock.perTurn, "turntime", 0, "time limit per turn, replacing the contest's (blockdrop, langwars);\nother games get such a limit beside their own")
	fs.DurationVar(&c.clock.handshake, "handshake", 0, "time limit for a program's first line (READY), replacing the contest's\n(blockdrop, langwars; the others have no such line)")
	fs.StringVar(&c.clock.pause, "pause", "", "pause programs while it is not their turn: on or off (default: as the contest did)")
	fs.BoolVar(&c.affinity, "affinity", false, "pin each game to one CPU, the runner's thread and the programs alike (in a tournament,\nslot K of -concurrency to the K-th CPU): a ply between programs costs half as much, and\ntimings are steadier; not for programs that think with several threads or at the same\ntime (blockdrop, langwars), which would share the CPU. Linux only")
	fs.Int64Var(&c.memory, "memory", 0, "limit each program's writable memory to this many `MiB` (CodeCup gave 64); 0 for no limit\n(with -sandbox: 1024)")
	fs.BoolVar(&c.sandbox.on, "sandbox", false, "run each program in a sandbox (Linux, bubblewrap): namespaces of its own, the system's\nprogram directories and its own files read-only, a private capped directory and /tmp,\nno network, nothing of the referee or the other players, a clean environment (-env\npasses more), and, when the referee is root, a user of its own; its limits: -processes, -filesize,\n-dirsize, -dirfiles, -openfiles, -cpu, -memory; -readonly shows it more")
	fs.IntVar(&c.sandbox.processes, "processes", program.DefaultSandboxProcesses, "with -sandbox: a program may have at most `N` processes and threads at once")
	fs.Int64Var(&c.sandbox.fileSize, "filesize", program.DefaultSandboxFileSize>>20, "with -sandbox: the largest file a program may write, in `MiB`")
	fs.Int64Var(&c.sandbox.dirSize, "dirsize", program.DefaultSandboxDirSize>>20, "with -sandbox: the cap of a program's directory, its /tmp and its /dev/shm, each, in `MiB`\n(what they hold counts in -memory)")
	fs.IntVar(&c.sandbox.dirFiles, "dirfiles", program.DefaultSandboxDirFiles, "with -sandbox: a program's directory, /tmp and /dev/shm may hold at most `N` files\nand directories together")
	fs.IntVar(&c.sandbox.openFiles, "openfiles", program.DefaultSandboxOpenFiles, "with -sandbox: each process of a program may have at most `N` files open at once")
	fs.DurationVar(&c.sandbox.cpu, "cpu", program.DefaultSandboxCPU, "with -sandbox: the CPU time a program may use beyond the time it was awaited\n(on each CPU it may use)")
	fs.StringVar(&c.sandbox.readOnly, "readonly", "", "with -sandbox: more `paths` a program may read, joined by ':'")
	fs.Var(&c.env, "env", "pass the variable `NAME` of the referee's environment to every program (an error if it is unset),\nor NAME=VALUE; may be given more than once. With -sandbox a program gets no other variable\nbut PATH=/usr/local/bin:/usr/bin:/bin, HOME (its directory), TMPDIR=/tmp and LANG=C.UTF-8;\nwithout, it inherits the referee's whole environment, and NAME=VALUE replaces or adds")
	fs.StringVar(&c.book, "openings", "", "start the games from the set-ups of this `file`, one a line in the game's notation (alquerque:\na position as a record's option writes it; blockdrop: a start placement; langwars: attention\ndegrees), in turn, each in every seating of the players")
	fs.IntVar(&c.plies, "random-plies", 0, "before the players take over, play `N` random legal plies from each set-up (alquerque),\ndrawn from its seed: the same in every seating")
	fs.BoolVar(&c.version, "version", false, "print the referee's version and exit")
	options := reg.options()
	for i := range options {
		fs.Var(&options[i], options[i].Name, options[i].usage())
	}
	fs.SetOutput(io.Discard) // errors are printed by main, in one line
	return fs, options
}

// repeatedFlag returns the first flag that args give twice, or "": the
// flag package would take the last, and "-seed 1 -seed 2" is more likely a
// slip than a wish for 2. It reads args as the flag package does, up to the
// first argument that is not a flag.
func repeatedFlag(fs *flag.FlagSet, args []string) string {
	seen := map[string]bool{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || a == "-" || !strings.HasPrefix(a, "-") {
			return ""
		}
		name, _, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			return "" // the parser reports it
		}
		if _, ok := f.Value.(repeatable); !ok && seen[name] {
			return name
		}
		seen[name] = true
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !hasValue && !(ok && b.IsBoolFlag()) {
			i++ // its value
		}
	}
	return ""
}

// playUsage writes the help of a match.
func playUsage(w io.Writer, reg registry, fs *flag.FlagSet) {
	fmt.Fprintf(w, `usage: referee [flags] GAME [PLAYER ...]
       referee replay [-v] RECORD ...
       referee view RECORD|DIR ... [-o FILE|DIR]
       referee tournament [flags] GAME PLAYER PLAYER ...
       referee table [-json] DIR ...
       referee league init|add|retire|show|run|rebuild DIR ...

Plays a game (or -games N of them) of GAME between the players, in seat
order, and prints the moves and the result. Flags come before GAME.

GAME is one of: %s
PLAYER is builtin:NAME for a built-in bot, or a command run with sh -c,
either named as NAME=COMMAND; without players, the game's default built-in
bots play:
%s
The built-in bots of each game. A NAME-clock bot is NAME thinking on the
contest's clock, as a contest program does; the others think with a fixed
budget of work and play the same game from the same seed on any machine:
%s
builtin:strongest is each game's strongest bot on the contest's clock, in
each seat, as measured by go run ./examples/strength:
%s
replay checks records against the rules: see 'referee replay -h'; view makes
a page of each that replays the game in a browser, and an index page of a
tournament's directory: see 'referee view -h';
tournament plays many games between more players, in pairs, at once, with
Elo and SPRT: see 'referee tournament -h'; table merges its directories.
league plays on and on while versions of bots are added and retired, and
rates them all: see 'referee league -h'.

A match starts with a line that names its seed and who sits where; a
program's fault says what the referee knew of it (exit status, last line
on stderr, a hint), and the result line of each game names every fault.

Exit status: 0 when the games were played, whatever their results; 1 when
the referee itself failed; 2 for a mistake in the command line, said in
one line; 128+N when stopped by signal N (130 for Ctrl-C, 143 for SIGTERM,
129 for SIGHUP), after writing the record's last line and stopping every
program.

flags:
`, reg.names(), reg.defaults(), reg.bots(), reg.strongest())
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// parseArgs reads the command line of a match. It returns flag.ErrHelp
// after printing the help to stdout when asked for it.
func parseArgs(reg registry, args []string, stdout io.Writer) (*config, error) {
	c := &config{}
	fs, options := newFlags(reg, c)
	if err := parseFlags(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			playUsage(stdout, reg, fs)
		}
		return nil, flagOwner(reg, "referee", err)
	}
	if c.version {
		printVersion(stdout)
		return nil, flag.ErrHelp
	}
	if err := c.setGame(reg, fs.Args()); err != nil {
		return nil, err
	}
	g := c.game
	if len(c.players) == 0 {
		for _, name := range g.Bots.Defaults {
			c.players = append(c.players, arena.PlayerSpec{Builtin: name})
		}
	}
	if len(c.players) != g.Players() {
		return nil, usagef("%s takes %d players (%s), got %d", g.Name, g.Players(), strings.Join(g.Seats, ", "), len(c.players))
	}
	if err := c.checkPlayers(); err != nil {
		return nil, err
	}
	if err := c.setRules(options); err != nil {
		return nil, err
	}
	return c, nil
}

// parseFlags parses args with fs, and refuses a flag given twice. An error
// other than flag.ErrHelp is a usageError.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return flagError(fs, err)
	}
	if name := repeatedFlag(fs, args); name != "" {
		return usagef("-%s: given twice", name)
	}
	return nil
}

// undefinedFlag is the flag package's message for a flag it does not know.
var undefinedFlag = regexp.MustCompile(`^flag provided but not defined: -(.+)$`)

// flagOwner returns err, the error of command's flags, as a usageError
// that names the commands that take the flag, when err is about a flag
// command does not take and another does: a flag given to the wrong
// command is the likeliest mistake ("-concurrency is a flag of 'referee
// tournament', not of 'referee'"). Other errors come back as they are.
// The games of reg give the options' flags (-maze).
func flagOwner(reg registry, command string, err error) error {
	if err == nil {
		return nil
	}
	m := undefinedFlag.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	name := m[1]
	var owners []string
	for _, s := range commandFlags(reg) {
		if s.Lookup(name) != nil && s.Name() != command {
			owners = append(owners, "'"+s.Name()+"'")
		}
	}
	if len(owners) == 0 {
		return err
	}
	return usagef("-%s is a flag of %s, not of '%s'", name, strings.Join(owners, " and "), command)
}

// commandFlags returns the flags of each command, named as the command:
// "referee" (a match), "referee tournament", "referee replay", "referee
// view", "referee table". A tournament's flags leave out those of a match
// that it refuses (matchOnly).
func commandFlags(reg registry) []*flag.FlagSet {
	match, _ := newFlags(reg, &config{})
	tournament, _ := newTournamentFlags(reg, &config{}, &tournamentFlags{})
	own := flag.NewFlagSet("referee tournament", flag.ContinueOnError)
	tournament.VisitAll(func(f *flag.Flag) {
		if !slices.Contains(matchOnly, f.Name) {
			own.Var(f.Value, f.Name, f.Usage)
		}
	})
	replay, _ := newReplayFlags()
	view, _ := newViewFlags()
	table := flag.NewFlagSet("referee table", flag.ContinueOnError)
	table.Bool("json", false, "print the table as JSON") // runTable reads it by hand
	return []*flag.FlagSet{match, own, replay, view, table}
}

// invalidValue is the flag package's message for a value a flag refuses.
var invalidValue = regexp.MustCompile(`^invalid (?:boolean )?value ("(?:[^"\\]|\\.)*") for (?:flag )?-([^:]+): (.*)$`)

// flagError returns the flag package's error err as a usageError that says
// it as the referee's other errors do: "-time garbage: want a duration
// such as 10s or 500ms", the flag and its value first, then what the flag
// wants (the flag package's own words for durations and numbers are "parse
// error").
func flagError(fs *flag.FlagSet, err error) error {
	m := invalidValue.FindStringSubmatch(err.Error())
	if m == nil {
		return usageError{err.Error()}
	}
	value, name, why := m[1], m[2], m[3]
	if v, err := strconv.Unquote(value); err == nil && v != "" && !strings.ContainsAny(v, " \t") {
		value = v
	}
	var v any
	if f := fs.Lookup(name); f != nil {
		if g, ok := f.Value.(flag.Getter); ok {
			v = g.Get()
		}
	}
	switch v.(type) {
	case bool:
		why = "want true or false"
	case time.Duration:
		why = "want a duration such as 10s or 500ms"
	case int, int64:
		why = "want a whole number"
		if strings.Contains(m[3], "out of range") {
			why += ", not so large"
		}
	}
	return usagef("-%s %s: %s", name, value, why)
}

// printFlags writes the help of the flags of fs, less those of hide.
func printFlags(w io.Writer, fs *flag.FlagSet, hide ...string) {
	shown := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
	fs.VisitAll(func(f *flag.Flag) {
		if !slices.Contains(hide, f.Name) {
			shown.Var(f.Value, f.Name, f.Usage)
			shown.Lookup(f.Name).DefValue = f.DefValue
		}
	})
	shown.SetOutput(w)
	shown.PrintDefaults()
}

// setGame sets the game that args name first, and the players after it.
func (c *config) setGame(reg registry, args []string) error {
	if len(args) == 0 {
		return usagef("no game named; want one of: %s", reg.names())
	}
	g, ok := reg.find(args[0])
	if !ok {
		if strings.HasPrefix(args[0], "-") {
			return usagef("flag %s after the game: flags come first", args[0])
		}
		return usagef("unknown game %q; want one of: %s", args[0], reg.names())
	}
	c.game = g
	for _, s := range args[1:] {
		p, err := arena.ParsePlayer(s)
		if err != nil {
			return usageError{err.Error()}
		}
		c.players = append(c.players, p)
	}
	return nil
}

// checkPlayers checks each player, and with -wallclock gives each built-in
// bot that thinks with a budget of work its twin that thinks on the clock.
func (c *config) checkPlayers() error {
	for i, p := range c.players {
		if strings.HasPrefix(p.String(), "-") {
			return usagef("player %d %q looks like a flag: flags come before the game", i+1, p)
		}
		if err := checkPlayer(c.game, p.Runs()); err != nil {
			if p.Name != "" && strings.Contains(p.Command, " ") {
				var u usageError
				errors.As(err, &u)
				return usagef("%s (%s= before it names the player; to set a variable for a command, name the player first: NAME=%s)",
					u.msg, p.Name, p)
			}
			return err
		}
		if c.wallClock {
			c.players[i] = wallClockTwin(c.game, p)
		}
	}
	c.names = arena.Names(c.players)
	if err := standings.CheckNames(c.names); err != nil {
		return usageError{err.Error()}
	}
	return nil
}

// setRules checks the other flags, reads the game's options, has the
// game's referee judge them, and sets the time rules the command line
// changed.
func (c *config) setRules(options []gameOption) error {
	if err := c.check(); err != nil {
		return err
	}
	var err error
	if c.options, err = gameOptions(c.game, options); err != nil {
		return err
	}
	if err := c.setOpenings(); err != nil {
		return err
	}
	ref, _, err := c.game.NewReferee(c.seed.n, c.options)
	if err != nil {
		return usageError{err.Error()}
	}
	contest := ref.Clock()
	if c.clock.handshake > 0 && contest.Handshake == 0 {
		return usagef("-handshake does not apply to %s: its programs write no first line of their own", c.game.Name)
	}
	if clock, changed := c.clock.apply(contest); changed {
		c.rules = &clock
	}
	return checkRecord(c.record, c.games)
}

// setOpenings reads the openings file, if one was named, and checks that
// the game can start from its set-ups and after random plies.
func (c *config) setOpenings() error {
	g := c.game
	c.openings.RandomPlies = c.plies
	if c.plies < 0 {
		return usagef("-random-plies %d: want 0 or more", c.plies)
	}
	if c.plies > 0 && g.Openings.Play == nil {
		return usagef("-random-plies: %s cannot start after random plies: %s", g.Name, g.Openings.Why)
	}
	if c.book != "" {
		if g.Openings.Option == "" {
			return usagef("-openings: %s has no set-up written on one line: %s", g.Name, g.Openings.Why)
		}
		data, err := readOptionFile(c.book)
		if err != nil {
			return usagef("-openings: %v", err)
		}
		book, err := arena.ReadBook(g, c.book, []byte(data), c.options)
		if err != nil {
			return usagef("-openings: %v", err)
		}
		book.RandomPlies = c.plies
		c.openings = book
	}
	if err := c.openings.Check(g, c.options); err != nil {
		return usagef("-openings: %v", err)
	}
	if c.openings.IsZero() {
		return nil
	}
	n := len(c.players)
	var err error
	if c.starts, err = c.openings.Starts(g, c.options, (c.games+n-1)/n, c.seed.n); err != nil {
		return inputError{"openings: " + err.Error()}
	}
	return nil
}

// check checks the flags that do not depend on files.
func (c *config) check() error {
	if c.games < 1 {
		return usagef("-games %d: want at least 1", c.games)
	}
	if c.html && c.record == "" {
		return usagef("-html: the page is made from the record: give -record too")
	}
	if c.memory < 0 || c.memory > math.MaxInt64>>20 {
		return usagef("-memory %d: want a number of MiB up to %d, or 0 for no limit", c.memory, int64(math.MaxInt64>>20))
	}
	if err := c.sandbox.check(); err != nil {
		return err
	}
	c.program = program.Options{MemoryLimit: c.memory << 20, Sandbox: c.sandbox.limits(), ExtraEnv: c.env.vars}
	if c.sandbox.on && c.memory == 0 {
		c.program.MemoryLimit = program.DefaultSandboxMemory // what the sandbox gives, named in verdicts
	}
	if c.affinity {
		cpus, err := protocol.AllowedCPUs()
		if err != nil {
			return usagef("-affinity: %v", err)
		}
		c.cpus = cpus[:1]
	}
	return c.clock.check(c)
}

// check refuses a pause that is neither on nor off, and limits that are
// not positive; 0, given, would silently mean the contest's own limit.
func (f clockFlags) check(c *config) error {
	if f.pause != "" && f.pause != "on" && f.pause != "off" {
		return usagef("-pause %q: want on or off", f.pause)
	}
	for _, f := range []struct {
		name string
		d    time.Duration
	}{{"time", f.total}, {"turntime", f.perTurn}, {"handshake", f.handshake}} {
		if f.d < 0 || f.d == 0 && c.flagGiven(f.name) {
			return usagef("-%s %v: want a positive duration, such as 10s", f.name, f.d)
		}
	}
	return nil
}

// gameOptions returns the options of game g that the command line set,
// with the contents of the files that options of files name.
func gameOptions(g games.Game, flags []gameOption) (map[string]string, error) {
	out := map[string]string{}
	for _, o := range flags {
		if !o.set {
			continue
		}
		if !slices.Contains(o.games, g.Name) {
			return nil, usagef("-%s does not apply to %s", o.Name, g.Name)
		}
		out[o.Name] = o.value
		if o.File {
			text, err := readOptionFile(o.value)
			if err != nil {
				return nil, usagef("-%s: %v", o.Name, err)
			}
			out[o.Name] = text
		}
	}
	return out, nil
}

// readOptionFile reads a file an option names, refusing an empty file and
// one beyond maxOptionFile.
func readOptionFile(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		return "", fmt.Errorf("%s is a directory", name)
	}
	// Read one byte more than allowed, whatever Stat says: a pipe or a
	// device has no size.
	b, err := io.ReadAll(io.LimitReader(f, maxOptionFile+1))
	switch {
	case err != nil:
		return "", err
	case len(b) > maxOptionFile:
		return "", fmt.Errorf("%s is larger than %d MiB", name, maxOptionFile>>20)
	case len(b) == 0:
		return "", fmt.Errorf("%s is empty", name)
	}
	return string(b), nil
}

// checkRecord checks that the record files of a series can be written:
// their directory exists, and none of them is a directory.
func checkRecord(name string, n int) error {
	if name == "" {
		return nil
	}
	if strings.HasSuffix(name, "/") {
		return usagef("-record %s: a directory; want a file name", name)
	}
	dir := filepath.Dir(name)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return usagef("-record %s: no directory %s", name, dir)
	}
	for r := range n {
		file := recordName(name, r, n)
		if fi, err := os.Stat(file); err == nil && fi.IsDir() {
			return usagef("-record %s: %s is a directory", name, file)
		}
		if r > 0 { // one check of permissions is enough
			continue
		}
		if f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE, 0o644); err != nil {
			return usagef("-record %s: %v", name, unwrapPath(err))
		} else {
			f.Close()
		}
	}
	return nil
}

// unwrapPath returns the reason in a *PathError, whose path the caller has
// already named.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// checkPlayer reports a player the referee could not run: a builtin: bot
// that the game does not have, or a command whose first word is no
// program (a missing file, a directory, a file that is not executable, a
// name that is neither on PATH nor a word of the shell).
func checkPlayer(g games.Game, p string) error {
	name, ok := strings.CutPrefix(p, standings.Builtin)
	if ok {
		if !g.Bots.Has(name) {
			return usagef("%s has no built-in bot %q; it has %s", g.Name, name, botNames(g))
		}
		return nil
	}
	word := commandWord(p)
	if word == "" {
		return usagef("player %q: an empty command", p)
	}
	if strings.Contains(word, "/") {
		fi, err := os.Stat(word)
		switch {
		case err != nil:
			return usagef("player %q: %s: %v", p, word, unwrapPath(err))
		case fi.IsDir():
			return usagef("player %q: %s is a directory", p, word)
		case fi.Mode()&0o111 == 0:
			return usagef("player %q: %s is not executable (chmod +x, or run it as 'sh %s')", p, word, word)
		}
		return nil
	}
	if _, err := exec.LookPath(word); err == nil {
		return nil
	}
	// A shell word: a builtin such as exec or cd, a keyword such as {.
	if exec.Command("/bin/sh", "-c", `command -v "$1" >/dev/null`, "sh", word).Run() == nil {
		return nil
	}
	return usagef("player %q: %s is not a program on PATH nor a word of the shell", p, word)
}

// commandWord returns the word of a shell command that names the program
// to run: the first word that does not set a variable, unquoted. A command
// that starts with shell syntax of another kind returns its first word
// as it is, for the shell to judge.
func commandWord(command string) string {
	for _, w := range strings.Fields(command) {
		if i := strings.IndexByte(w, '='); i > 0 && !strings.ContainsAny(w[:i], `'"/$`) {
			continue // VAR=value
		}
		if len(w) >= 2 && (w[0] == '\'' || w[0] == '"') && w[len(w)-1] == w[0] {
			return w[1 : len(w)-1]
		}
		return w
	}
	return ""
}

// wallClockTwin returns the player p, with a built-in bot that thinks with
// a budget of work replaced by its twin that thinks on the clock.
func wallClockTwin(g games.Game, p arena.PlayerSpec) arena.PlayerSpec {
	if twin, has := g.Bots.WallClock[p.Builtin]; p.Builtin != "" && has {
		p.Builtin = twin
	}
	return p
}

// check refuses limits that are not positive, limits without -sandbox,
// and -sandbox where no sandbox can be made.
func (s *sandboxFlags) check() error {
	for _, f := range []struct {
		name string
		v    int64
		def  int64
	}{
		{"processes", int64(s.processes), program.DefaultSandboxProcesses},
		{"filesize", s.fileSize, program.DefaultSandboxFileSize >> 20},
		{"dirsize", s.dirSize, program.DefaultSandboxDirSize >> 20},
		{"dirfiles", int64(s.dirFiles), program.DefaultSandboxDirFiles},
		{"openfiles", int64(s.openFiles), program.DefaultSandboxOpenFiles},
		{"cpu", int64(s.cpu), int64(program.DefaultSandboxCPU)},
	} {
		switch {
		case f.v <= 0 && f.name == "cpu":
			return usagef("-cpu %v: want a positive duration, such as 5s", s.cpu)
		case f.v <= 0:
			return usagef("-%s %d: want a positive number", f.name, f.v)
		case !s.on && f.v != f.def:
			return usagef("-%s limits a sandbox: give -sandbox too", f.name)
		}
	}
	if !s.on && s.readOnly != "" {
		return usagef("-readonly shows paths in a sandbox: give -sandbox too")
	}
	if !s.on {
		return nil
	}
	for _, p := range strings.Split(s.readOnly, ":") {
		if _, err := os.Stat(p); p != "" && err != nil {
			return usagef("-readonly: %v", err)
		}
	}
	if err := program.CheckSandbox(); err != nil {
		return usagef("-sandbox: %s", text.Detail(err))
	}
	return nil
}

// seedFlag is -seed: a 64-bit seed, written unsigned or signed, as the
// Lang Wars engine printed its seeds; -1 is 1<<64-1. The record writes it
// as it was given.
type seedFlag struct {
	n      uint64
	signed bool
}

// String returns the seed as it was given.
func (s *seedFlag) String() string {
	if s.signed {
		return strconv.FormatInt(int64(s.n), 10)
	}
	return strconv.FormatUint(s.n, 10)
}

// Set reads an unsigned or a negative seed.
func (s *seedFlag) Set(v string) error {
	if n, err := strconv.ParseUint(v, 10, 64); err == nil {
		*s = seedFlag{n: n}
		return nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n >= 0 {
		return errors.New("want a whole number from -9223372036854775808 to 18446744073709551615, such as 7 or -1")
	}
	*s = seedFlag{n: uint64(n), signed: true}
	return nil
}
