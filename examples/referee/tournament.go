package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/contestgames/games/arena"
	"github.com/contestgames/games/arena/stats"
)

// tournamentUsage is the help of "referee tournament".
const tournamentUsage = `usage: referee tournament [flags] GAME PLAYER PLAYER ...

Plays a tournament between more players than a game has seats, as game
pairs: every set-up is played in each rotation of the seats (both seatings,
in a 2-player game), so that the luck of the set-up cancels out. Prints a
table: wins, draws, losses and points per player, and for 2-player games the
Elo difference of each pairing with its 95% interval from the game pairs,
LOS and draw ratio; for 4-player games mean points and mean rank with their
intervals, and each pair's head-to-head record.

With -dir, each finished game's record is kept there, with an index, as the
game ends: the same command started again after a kill plays only what is
left. -shard K/N plays one share of the schedule, for many machines; 'referee
table DIR ...' merges the directories of all the shards into one table.

Exit status: as for a match (0 played, 1 failed, 2 command line, 128+N signal).

flags:
`

// tournamentFlags are the flags of a tournament beside those of a match.
type tournamentFlags struct {
	format      string
	pairs       int
	concurrency int
	dir         string
	shard       string
	sprt        string
}

// runTournament runs "referee tournament".
func runTournament(ctx context.Context, reg registry, args []string, stdout, stderr io.Writer) error {
	c := &config{}
	fs, options := newFlags(reg, c)
	var tf tournamentFlags
	fs.StringVar(&tf.format, "format", "round-robin", "round-robin (every pairing, or every group of as many players as seats) or gauntlet (the first player against the others)")
	fs.IntVar(&tf.pairs, "pairs", 10, "set-ups each pairing plays, each in every rotation of the seats (`N`)")
	fs.IntVar(&tf.concurrency, "concurrency", 0, "games at once (`N`; default: the number of CPUs)")
	fs.StringVar(&tf.dir, "dir", "", "keep the records and an index in this `directory`, and go on from what it holds")
	fs.StringVar(&tf.shard, "shard", "", "play only share `K/N` of the schedule")
	fs.StringVar(&tf.sprt, "sprt", "", "stop once an SPRT decides, for two players: `elo0=0,elo1=5,alpha=0.05,beta=0.05`")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, tournamentUsage)
			fs.SetOutput(stdout)
			fs.PrintDefaults()
			return nil
		}
		return usagef("tournament: %v", err)
	}
	if name := repeatedFlag(fs, args); name != "" {
		return usagef("tournament: -%s: given twice", name)
	}
	var bad string
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains([]string{"games", "record", "html", "v"}, f.Name) {
			bad = f.Name
		}
	})
	if bad != "" {
		return usagef("tournament: -%s does not apply to a tournament (see -pairs and -dir)", bad)
	}
	t, err := tournament(reg, c, fs, options, tf)
	if err != nil {
		return err
	}
	t.Progress, t.Terminal = stderr, isTerminal(stderr)
	if cpus := runtime.NumCPU(); t.Concurrency > cpus {
		fmt.Fprintf(stderr, "referee: warning: -concurrency %d is above the %d CPUs: programs share them and may lose on time\n", t.Concurrency, cpus)
	}
	results, err := t.Run(ctx)
	var refused *arena.RefusedError
	if errors.As(err, &refused) {
		return inputError{"tournament: " + refused.Reason}
	}
	fmt.Fprint(stdout, arena.Table(t.Game, t.Players, results, t.SPRT))
	return err
}

// tournament makes the tournament of the command line.
func tournament(reg registry, c *config, fs *flag.FlagSet, options []gameOption, tf tournamentFlags) (*arena.Tournament, error) {
	if fs.NArg() == 0 {
		return nil, usagef("tournament: no game named; want one of: %s", reg.names())
	}
	g, ok := reg.find(fs.Arg(0))
	if !ok {
		return nil, usagef("tournament: unknown game %q; want one of: %s", fs.Arg(0), reg.names())
	}
	c.game = g
	players := fs.Args()[1:]
	if len(players) < g.Players() {
		return nil, usagef("tournament: %s takes %d players a game; a tournament needs at least that many, got %d", g.Name, g.Players(), len(players))
	}
	for i, p := range players {
		if strings.HasPrefix(p, "-") {
			return nil, usagef("tournament: player %d %q looks like a flag: flags come before the game", i+1, p)
		}
		if err := checkPlayer(g, p); err != nil {
			return nil, err
		}
		if j := slices.Index(players[:i], p); j >= 0 {
			return nil, usagef("tournament: player %q listed twice (%d and %d)", p, j+1, i+1)
		}
		if c.wallClock {
			players[i] = wallClockName(g, p)
		}
	}
	c.games = 1
	if err := c.check(); err != nil {
		return nil, err
	}
	opts, err := gameOptions(g, options)
	if err != nil {
		return nil, err
	}
	ref, _, err := g.NewReferee(c.seed, opts)
	if err != nil {
		return nil, usageError{err.Error()}
	}
	t := &arena.Tournament{Game: g, Players: players, Format: arena.Format(tf.format), Sets: tf.pairs,
		Seed: c.seed, Options: opts, Memory: c.memory, Concurrency: tf.concurrency, Dir: tf.dir}
	if clock, changed := c.clock.apply(ref.Clock()); changed {
		t.Clock = &clock
	}
	switch {
	case t.Format != arena.RoundRobin && t.Format != arena.Gauntlet:
		return nil, usagef("tournament: -format %q: want round-robin or gauntlet", tf.format)
	case tf.pairs < 1:
		return nil, usagef("tournament: -pairs %d: want at least 1", tf.pairs)
	case tf.concurrency < 0:
		return nil, usagef("tournament: -concurrency %d: want at least 1", tf.concurrency)
	}
	if tf.shard != "" {
		if t.Shard, err = arena.ParseShard(tf.shard); err != nil {
			return nil, usagef("tournament: -shard: %v", err)
		}
	}
	if tf.sprt != "" {
		if t.SPRT, err = parseSPRT(tf.sprt); err != nil {
			return nil, usagef("tournament: -sprt: %v", err)
		}
		if len(players) != 2 || g.Players() != 2 {
			return nil, usagef("tournament: -sprt needs two players of a 2-player game")
		}
	}
	return t, nil
}

// parseSPRT reads "elo0=0,elo1=5,alpha=0.05,beta=0.05"; unset parameters
// take those values.
func parseSPRT(s string) (*stats.SPRT, error) {
	t := &stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		x, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
			return nil, fmt.Errorf("%q: want NAME=NUMBER, the number finite", kv)
		}
		switch k {
		case "elo0":
			t.Elo0 = x
		case "elo1":
			t.Elo1 = x
		case "alpha":
			t.Alpha = x
		case "beta":
			t.Beta = x
		default:
			return nil, fmt.Errorf("unknown parameter %q: want elo0, elo1, alpha or beta", k)
		}
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// isTerminal reports whether w is a terminal, where progress refreshes one
// line in place.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// runTable runs "referee table DIR ...": the table of the tournament whose
// record directories (its shards, say) are given.
func runTable(reg registry, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return usagef("table: no directory named")
	}
	if args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fmt.Fprintln(stdout, "usage: referee table DIR ...\n\nPrints the table of a tournament from its record directories, such as\nthose of its shards (see 'referee tournament -h').")
		return nil
	}
	var dirs []*arena.Dir
	for _, d := range args {
		dir, err := arena.ReadDir(d)
		if err != nil {
			return inputError{"table: " + err.Error()}
		}
		dirs = append(dirs, dir)
	}
	results, err := arena.Merge(dirs)
	if err != nil {
		return inputError{"table: " + err.Error()}
	}
	g, ok := reg.find(dirs[0].Game)
	if !ok {
		return inputError{fmt.Sprintf("table: %s: no game %q", dirs[0].Path, dirs[0].Game)}
	}
	fmt.Fprint(stdout, arena.Table(g, dirs[0].Players, results, dirs[0].SPRT))
	return nil
}
