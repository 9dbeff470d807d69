package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/league/live"
)

// leagueUsage is the help of "referee league".
const leagueUsage = `usage: referee league init DIR -game GAME [flags]
       referee league add DIR NAME PATH
       referee league retire DIR NAME
       referee league token DIR NAME
       referee league show DIR [-json]
       referee league run DIR [-concurrency N] [-http ADDR] [-games N | -vs NAME [-best N] [-sprt TEST]]
       referee league pages DIR [-o OUT]
       referee league compete DIR [-name NAME] [-rounds N] [-final N] [-shard K/N | -merge]
       referee league rebuild DIR

A league plays on and on: versions of bots come and go while it runs, and
every version is rated on one Elo scale with its interval (package
protocol/league: 'go doc github.com/contestgames/games/protocol/league').

init makes the league's directory DIR for GAME; its settings go in
DIR/league.json. Programs run in the sandbox unless -sandbox=false.
add makes a version of the bot NAME: PATH is an executable program file,
copied into the league (the same bytes again under NAME change nothing),
a source file (.c, .cpp, .go, .py, .java: built in the sandbox by the
league's profile for its extension, which league.json holds and the
organiser may change; a failed build is refused, its log kept), or
builtin:BOT, a built-in bot of the game (builtin:strongest: its strongest
in each seat). A new version of NAME plays in place of the older ones,
which stay listed, retired, with their games.
A program's new version first plays a smoke game in each seat against
the league's smoke bot (random): one that faults is refused, and never
plays; show says why, and its smoke games' records are in its directory.
retire stops NAME from playing. add and retire work while the league runs.
show prints the versions and the table of all games: wins, draws, losses,
faults, the rating list with 95% intervals, each pairing's record; -json
prints them as JSON.
run plays games until stopped (SIGINT, SIGTERM), -concurrency at once, in
game pairs, favouring the versions with the fewest games; -games N stops
once N games are done. Killed at any moment and started again, it loses
only the games in flight and counts none twice.
With -http ADDR, run also serves the live page: the leaderboard with its
intervals, faults and refusals, the chart of the ratings over the games,
the last games linked to their replay pages, updated as games end, and
each bot's page, bots/NAME. An ADDR without a host (:8080) binds to
127.0.0.1, this machine alone; to serve others, name the host or address
to bind to (0.0.0.0:8080 for every interface).
token makes the secret token of the entrant NAME, revoking the one
before, and prints it, once: DIR/tokens.json keeps only its hash. With it,
the entrant uploads sources of NAME's versions on the live page's
"entrant" page (or POST ADDR/entrant/NAME/upload with the source as the
form's field file and an Authorization: Bearer TOKEN header), built and
run in the sandbox, retires NAME, and sees NAME's build logs and
standard error, which nobody else sees. Without tokens, or with
-sandbox=false, the live page takes no upload.
With -vs NAME, run is a duel, as OpenBench tests a change: NAME's version
meets the -best N strongest others (by the rating list) in game pairs,
and only them, until the SPRT of -sprt (as tournament's: elo0=0,elo1=5 by
default) decides whether it is better; it prints the verdict. Its games
are the league's, and count in its table.
pages writes the pages the live page serves, to publish, without build
logs nor any program's standard error (its bot's entrant alone sees them
live): DIR/index.html (the leaderboard, the chart of the ratings over the
games, the last games), DIR/bots/NAME.html for each bot (its versions,
results by opponent, smoke games, last games) and DIR/games/KEY.html,
the replay page of each game; or all in the directory -o names.
'referee view DIR' does the same.
compete plays a competition as CodeCup ran its own: the versions that
play at its start, frozen, meet in Swiss rounds, then the best play a
double all-play-all; its games count in the league's table, its page is
DIR/compete/NAME/index.html. Stopped and run again, it plays the same
games; -shard K/N and -merge play it on many machines (see 'referee
league compete -h').
rebuild makes DIR/league.db again from the versions and the records.

init's flags:
`

// runLeague runs "referee league ...".
func runLeague(ctx context.Context, reg registry, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || isHelp(args[0]) {
		fmt.Fprint(stdout, leagueUsage)
		printFlags(stdout, leagueInitFlags(&initFlags{}))
		return nil
	}
	cmd, args := args[0], args[1:]
	switch cmd {
	case "init":
		return leagueInit(reg, args, stdout)
	case "compete": // its shards open no database
		return leagueCompete(ctx, reg, args, stdout, stderr)
	case "rebuild": // the database may be lost: not opened first
		return leagueRebuild(reg, args)
	case "pages":
		return leaguePages(reg, args, stdout)
	}
	handler, ok := leagueCommands[cmd]
	if !ok {
		return usagef("league: no command %q: want init, add, retire, token, show, run, pages, compete or rebuild", cmd)
	}
	if len(args) == 0 {
		return usagef("league %s: no directory named", cmd)
	}
	l, err := league.Open(args[0], reg...)
	if err != nil {
		return inputError{"league " + cmd + ": " + err.Error()}
	}
	defer l.Close()
	return handler(ctx, l, args[1:], stdout, stderr)
}

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help" || arg == "help"
}

// A leagueCommand runs a command on an open league, with the arguments
// after its directory.
type leagueCommand func(ctx context.Context, l *league.League, args []string, stdout, stderr io.Writer) error

// leagueCommands are the commands on an open league, by name.
var leagueCommands = map[string]leagueCommand{
	"add":    leagueAdd,
	"retire": leagueRetire,
	"token":  leagueToken,
	"show":   leagueShow,
	"run":    leagueRun,
}

// initFlags are the flags of "referee league init".
type initFlags struct {
	game        string
	seed        uint64
	concurrency int
	memory      int64
	sandbox     bool
	total, turn time.Duration
}

// leagueInitFlags returns the flags of "referee league init", bound to f.
func leagueInitFlags(f *initFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("referee league init", flag.ContinueOnError)
	fs.StringVar(&f.game, "game", "", "the league's `GAME`")
	fs.Uint64Var(&f.seed, "seed", 1, "the seed `N` of every pairing's first set-up; set-up s plays from N+s")
	fs.IntVar(&f.concurrency, "concurrency", 1, "games at once (`N`); 'league run -concurrency' overrides it")
	fs.Int64Var(&f.memory, "memory", 0, "each program's writable memory in `MiB`; 0 for the default (in the sandbox: 1024)")
	fs.BoolVar(&f.sandbox, "sandbox", true, "run each program in the sandbox, as 'referee -sandbox' does, with its default limits")
	fs.DurationVar(&f.total, "time", 0, "each player's time for the whole game, replacing the contest's")
	fs.DurationVar(&f.turn, "turntime", 0, "time limit per turn, replacing the contest's")
	fs.SetOutput(io.Discard)
	return fs
}

// leagueInit runs "referee league init DIR -game GAME [flags]".
func leagueInit(reg registry, args []string, stdout io.Writer) error {
	var f initFlags
	fs := leagueInitFlags(&f)
	dir, err := parseAround(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, leagueUsage)
		printFlags(stdout, fs)
		return nil
	}
	if err != nil {
		return usagef("league init: %v", err)
	}
	g, ok := reg.find(f.game)
	switch {
	case f.game == "":
		return usagef("league init: -game: want one of %s", reg.names())
	case !ok:
		return usagef("league init: -game %q: want one of %s", f.game, reg.names())
	case f.concurrency < 1:
		return usagef("league init: -concurrency %d: want at least 1", f.concurrency)
	case f.memory < 0:
		return usagef("league init: -memory %d: want 0 or more MiB", f.memory)
	}
	s := league.NewSettings(g.Name)
	s.Seed, s.Concurrency, s.Program.MemoryLimit = f.seed, f.concurrency, f.memory<<20
	if !f.sandbox {
		s.Program.Sandbox = nil
	}
	if f.total != 0 || f.turn != 0 {
		s.Clock = &games.Clock{Total: f.total, PerTurn: f.turn}
	}
	if err := league.Init(dir, s); err != nil {
		return inputError{"league init: " + err.Error()}
	}
	fmt.Fprintf(stdout, "league of %s in %s\n", g.Name, dir)
	return nil
}

// parseAround parses fs from args that hold one directory, before the
// flags or after them, and returns it.
func parseAround(fs *flag.FlagSet, args []string) (string, error) {
	var dir string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		dir, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil {
		return "", err
	}
	rest := fs.Args()
	if dir == "" && len(rest) > 0 {
		dir, rest = rest[0], rest[1:]
	}
	switch {
	case dir == "":
		return "", errors.New("no directory named")
	case len(rest) > 0:
		return "", fmt.Errorf("%q after the directory: want flags alone", rest[0])
	}
	return dir, nil
}

// leagueAdd runs "referee league add DIR NAME PATH".
func leagueAdd(_ context.Context, l *league.League, args []string, stdout, _ io.Writer) error {
	if len(args) != 2 {
		return usagef("league add: want DIR NAME PATH, got %d arguments after DIR", len(args))
	}
	v, added, err := l.Add(args[0], args[1])
	if err != nil {
		return inputError{"league add: " + err.Error()}
	}
	if !added {
		fmt.Fprintf(stdout, "%s is the version of %s already: nothing added\n", v.Label(), v.Name)
		return nil
	}
	fmt.Fprintf(stdout, "%s plays\n", v.Label())
	return nil
}

// leagueRetire runs "referee league retire DIR NAME".
func leagueRetire(_ context.Context, l *league.League, args []string, stdout, _ io.Writer) error {
	if len(args) != 1 {
		return usagef("league retire: want DIR NAME, got %d arguments after DIR", len(args))
	}
	if err := l.Retire(args[0]); err != nil {
		return inputError{"league retire: " + err.Error()}
	}
	fmt.Fprintf(stdout, "%s retired\n", args[0])
	return nil
}

// leagueToken runs "referee league token DIR NAME": the token alone on
// stdout, for a script to take, what it is on stderr.
func leagueToken(_ context.Context, l *league.League, args []string, stdout, stderr io.Writer) error {
	if len(args) != 1 {
		return usagef("league token: want DIR NAME, got %d arguments after DIR", len(args))
	}
	token, err := l.Token(args[0])
	if err != nil {
		return inputError{"league token: " + err.Error()}
	}
	fmt.Fprintf(stderr, "the token of %s, shown once (any before it is revoked): give it to %s alone\n", args[0], args[0])
	fmt.Fprintln(stdout, token)
	return nil
}

// leagueShow runs "referee league show DIR [-json]".
func leagueShow(_ context.Context, l *league.League, args []string, stdout, _ io.Writer) error {
	asJSON := len(args) == 1 && (args[0] == "-json" || args[0] == "--json")
	if len(args) > 0 && !asJSON {
		return usagef("league show: %q: want -json or nothing after DIR", args[0])
	}
	s, err := l.Standings()
	if err != nil {
		return err
	}
	return printStandings(stdout, s, asJSON)
}

// leagueRun runs "referee league run DIR [-concurrency N] [-games N]".
func leagueRun(ctx context.Context, l *league.League, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("referee league run", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	concurrency := fs.Int("concurrency", l.Concurrency, "games at once")
	n := fs.Int("games", 0, "stop once this many games are done (0: never)")
	vs := fs.String("vs", "", "a duel: NAME against the best others until -sprt decides")
	best := fs.Int("best", league.DefaultBest, "how many of the best others a duel's NAME meets")
	sprt := fs.String("sprt", "elo0=0,elo1=5", "a duel's test, as tournament's -sprt")
	addr := fs.String("http", "", "serve the live page at this `ADDR`: :8080 is 127.0.0.1:8080; name a host to serve others")
	if err := fs.Parse(args); err != nil {
		return usagef("league run: %v", err)
	}
	switch {
	case fs.NArg() > 0:
		return usagef("league run: %q: want flags alone after DIR", fs.Arg(0))
	case *concurrency < 1:
		return usagef("league run: -concurrency %d: want at least 1", *concurrency)
	case *n < 0:
		return usagef("league run: -games %d: want 0 (never stop) or more", *n)
	case *best < 1:
		return usagef("league run: -best %d: want at least 1", *best)
	}
	l.Concurrency, l.Progress = *concurrency, stderr
	if *addr != "" {
		stop, err := serveLive(l, *addr, stderr)
		if err != nil {
			return err
		}
		defer stop()
	}
	if *vs == "" {
		return l.RunUntil(ctx, *n)
	}
	test, err := parseSPRT(*sprt)
	if err != nil {
		return usagef("league run: -sprt: %v", err)
	}
	v, err := l.RunDuel(ctx, league.Duel{Candidate: *vs, Best: *best, SPRT: *test})
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, verdictLine(v, *test))
	return nil
}

// serveLive serves the league's live page at addr until stop is called.
func serveLive(l *league.League, addr string, stderr io.Writer) (stop func(), err error) {
	ln, err := net.Listen("tcp", bindAddr(addr))
	if err != nil {
		return nil, inputError{"league run: -http: " + err.Error()}
	}
	srv := &http.Server{Handler: &live.Server{League: l}, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	fmt.Fprintf(stderr, "the live page: http://%s/\n", ln.Addr())
	return func() { srv.Close() }, nil
}

// bindAddr returns the address to listen at for -http ADDR: an ADDR
// without a host (":8080") is this machine's alone, 127.0.0.1, not every
// interface as Go's net.Listen would take it; a league serves strangers
// only when its organiser says where.
func bindAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host != "" {
		return addr // net.Listen says what is wrong with it
	}
	return net.JoinHostPort("127.0.0.1", port)
}

// verdictLine says where a duel stands, in one line.
func verdictLine(v league.Verdict, test stats.SPRT) string {
	var names []string
	for _, o := range v.Opponents {
		names = append(names, o.Label())
	}
	return fmt.Sprintf("%s against %s: %s; %s; %s", v.Candidate.Label(), strings.Join(names, ", "), v.Decision, v.Pairs, test.Summary(v.LLR))
}

// leaguePages runs "referee league pages DIR [-o OUT]".
func leaguePages(reg registry, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("referee league pages", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	out := fs.String("o", "", "write the pages to the directory `OUT`, not to DIR")
	dir, err := parseAround(fs, args)
	if err != nil {
		return usagef("league pages: %v: want DIR [-o OUT]", err)
	}
	index, err := writeLeaguePages(reg, dir, *out)
	if err != nil {
		return prefixed("league pages: ", err)
	}
	fmt.Fprintf(stdout, "%s: %s\n", dir, index)
	return nil
}

// writeLeaguePages writes the pages of the league in dir to out (dir when
// out is ""), and returns the main page's file.
func writeLeaguePages(reg registry, dir, out string) (string, error) {
	l, err := league.Open(dir, reg...)
	if err != nil {
		return "", inputError{err.Error()}
	}
	defer l.Close()
	out = cmp.Or(out, dir)
	if err := live.WritePages(l, out); err != nil {
		return "", fmt.Errorf("%s: %w", dir, err)
	}
	return filepath.Join(out, "index.html"), nil
}

// prefixed returns err with prefix before its message, of the same kind:
// an inputError stays one.
func prefixed(prefix string, err error) error {
	if input := (inputError{}); errors.As(err, &input) {
		return inputError{prefix + err.Error()}
	}
	return fmt.Errorf("%s%w", prefix, err)
}

// leagueRebuild runs "referee league rebuild DIR".
func leagueRebuild(reg registry, args []string) error {
	if len(args) != 1 {
		return usagef("league rebuild: want DIR alone, got %d arguments", len(args))
	}
	if err := league.Rebuild(args[0], reg...); err != nil {
		return inputError{"league rebuild: " + err.Error()}
	}
	return nil
}
