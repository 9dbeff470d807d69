package main

import (
	"context"
	"encoding/json"
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

	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
)

// tournamentUsage is the help of "referee tournament".
const tournamentUsage = `usage: referee tournament [flags] GAME PLAYER PLAYER ...

Plays a tournament between more players than a game has seats, as game
pairs: every set-up is played in each rotation of the seats (both seatings,
in a 2-player game), so that the luck of the set-up cancels out. Prints a
table: how many games differ move for move (with a warning when game pairs
repeat), wins, draws, losses, points and faults (how many, the most common
kind) per player, the rating list (every player on one Elo scale, the
maximum-likelihood fit of all games, mean 0),
and for 2-player games the Elo difference of each pairing with its 95%
interval from the game pairs, LOS and draw ratio; for 4-player games mean
points and mean rank with their intervals, and each pair's head-to-head
record. -json prints it all as JSON.

A PLAYER may be named, NAME=COMMAND (new=./bot, base=builtin:search);
otherwise it is named after its program (builtin:search is search), with
-2, -3 after a name already taken: the same program may play itself.
-openings FILE starts the set-ups from the file's (one a line, in the
game's notation), and -random-plies N after N random plies from each
(alquerque), so that programs that always play the same move in the same
position play different games.

With -dir, each finished game's record is kept there, with an index, as the
game ends: the same command started again after a kill plays only what is
left. -shard K/N plays one share of the schedule, for many machines; 'referee
table DIR ...' merges the directories of all the shards into one table, and
'referee view DIR' writes the page of every game and DIR/index.html, which
links them, with the table and the Elo estimate (or the LLR) over the games.

Exit status: as for a match (0 played, 1 failed, 2 command line, 128+N signal).

flags:
`

// matchOnly are the flags of a match that a tournament refuses, and its
// help leaves out.
var matchOnly = []string{"games", "record", "html", "v"}

// tournamentFlags are the flags of a tournament beside those of a match.
type tournamentFlags struct {
	format      string
	pairs       int
	concurrency int
	dir         string
	shard       string
	sprt        string
	json        bool
}

// runTournament runs "referee tournament".
func runTournament(ctx context.Context, reg registry, args []string, stdout, stderr io.Writer) error {
	t, tf, err := parseTournament(reg, args, stdout)
	var usage usageError
	switch {
	case errors.Is(err, flag.ErrHelp):
		return nil
	case errors.As(err, &usage):
		return usagef("tournament: %s", usage.msg)
	case err != nil:
		return err
	}
	t.Progress, t.Terminal = stderr, isTerminal(stderr)
	if cpus := runtime.NumCPU(); t.Concurrency > cpus {
		fmt.Fprintf(stderr, "referee: warning: -concurrency %d is above the %d CPUs: programs share them and may lose on time\n", t.Concurrency, cpus)
	}
	writeHiddenNotes(stderr, t.PlayerNames(), arena.Commands(t.Players), t.Program.Sandbox)
	results, err := t.Run(ctx)
	var refused *arena.RefusedError
	if errors.As(err, &refused) {
		return inputError{"tournament: " + refused.Reason}
	}
	s := standings.New(t.Game, t.PlayerNames(), results, t.SPRT)
	s.Commands = arena.Commands(t.Players)
	if werr := printStandings(stdout, s, tf.json); werr != nil && err == nil {
		err = werr
	}
	return err
}

// A printable is a table that prints as text, or as JSON from its Report: a
// tournament's or a league's.
type printable[R any] interface {
	String() string
	Report() R
}

// printStandings prints a table, as text or as JSON.
func printStandings[R any](w io.Writer, s printable[R], asJSON bool) error {
	if !asJSON {
		_, err := fmt.Fprint(w, s.String())
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s.Report())
}

// parseTournament reads the command line of a tournament, with the flags
// and checks of a match where they apply, and its own flags. It returns
// flag.ErrHelp after printing the help (or the version) to stdout when
// asked for it.
func parseTournament(reg registry, args []string, stdout io.Writer) (*arena.Tournament, tournamentFlags, error) {
	c := &config{}
	var tf tournamentFlags
	fs, options := newTournamentFlags(reg, c, &tf)
	if err := parseFlags(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, tournamentUsage)
			printFlags(stdout, fs, matchOnly...)
		}
		return nil, tf, flagOwner(reg, "referee tournament", err)
	}
	if c.version {
		printVersion(stdout)
		return nil, tf, flag.ErrHelp
	}
	var bad string
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(matchOnly, f.Name) {
			bad = f.Name
		}
	})
	if bad != "" {
		return nil, tf, usagef("-%s is a flag of a match ('referee'), not of a tournament (see -pairs and -dir)", bad)
	}
	if err := c.setGame(reg, fs.Args()); err != nil {
		return nil, tf, err
	}
	g, players := c.game, c.players
	if len(players) < g.Players() {
		return nil, tf, usagef("%s takes %d players a game; a tournament needs at least that many, got %d", g.Name, g.Players(), len(players))
	}
	if err := c.checkPlayers(); err != nil {
		return nil, tf, err
	}
	if err := c.setRules(options); err != nil {
		return nil, tf, err
	}
	t, err := tf.tournament(c)
	return t, tf, err
}

// newTournamentFlags returns the flags of a tournament, bound to c and
// tf: a match's (newFlags), and its own.
func newTournamentFlags(reg registry, c *config, tf *tournamentFlags) (*flag.FlagSet, []gameOption) {
	fs, options := newFlags(reg, c)
	fs.BoolVar(&tf.json, "json", false, "print the table as JSON (see 'go doc github.com/contestgames/games/protocol/arena/standings.Report')")
	fs.StringVar(&tf.format, "format", "round-robin", "round-robin (every pairing, or every group of as many players as seats) or gauntlet (the first player against the others)")
	fs.IntVar(&tf.pairs, "pairs", 10, "set-ups each pairing plays, each in every rotation of the seats (`N`)")
	fs.IntVar(&tf.concurrency, "concurrency", 0, "games at once (`N`; default: the number of CPUs)")
	fs.StringVar(&tf.dir, "dir", "", "keep the records and an index in this `directory`, and go on from what it holds")
	fs.StringVar(&tf.shard, "shard", "", "play only share `K/N` of the schedule")
	fs.StringVar(&tf.sprt, "sprt", "", "stop once an SPRT decides, for two players: `elo0=0,elo1=5,alpha=0.05,beta=0.05,model=normalized`;\nelo0 and elo1 are normalized Elo (nElo) by default, logistic Elo with model=logistic")
	return fs, options
}

// tournament makes the tournament of the flags tf and the match flags c.
func (tf tournamentFlags) tournament(c *config) (*arena.Tournament, error) {
	t := &arena.Tournament{Game: c.game, Players: c.players, Openings: c.openings, Format: standings.Format(tf.format), Sets: tf.pairs,
		Seed: c.seed.n, SignedSeed: c.seed.signed, Options: c.options, Clock: c.rules, Program: c.program, Dir: tf.dir,
		Runner: arena.Runner{Concurrency: tf.concurrency, Affinity: c.affinity}}
	switch {
	case t.Format != standings.RoundRobin && t.Format != standings.Gauntlet:
		return nil, usagef("-format %q: want round-robin or gauntlet", tf.format)
	case tf.pairs < 1:
		return nil, usagef("-pairs %d: want at least 1", tf.pairs)
	case tf.concurrency < 0 || tf.concurrency == 0 && c.flagGiven("concurrency"):
		return nil, usagef("-concurrency %d: want at least 1 (leave it out for one game per CPU)", tf.concurrency)
	}
	var err error
	if tf.shard != "" {
		if t.Shard, err = standings.ParseShard(tf.shard); err != nil {
			return nil, usagef("-shard: %v", err)
		}
	}
	if tf.sprt != "" {
		if t.SPRT, err = parseSPRT(tf.sprt); err != nil {
			return nil, usagef("-sprt: %v", err)
		}
		if len(t.Players) != 2 || t.Game.Players() != 2 {
			return nil, usagef("-sprt needs two players of a 2-player game")
		}
	}
	return t, nil
}

// parseSPRT reads "elo0=0,elo1=5,alpha=0.05,beta=0.05,model=normalized";
// unset parameters take those values.
func parseSPRT(s string) (*stats.SPRT, error) {
	t := &stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if k == "model" {
			if t.Model, ok = sprtModels[v]; !ok {
				return nil, fmt.Errorf("model %q: want normalized (the default) or logistic", v)
			}
			continue
		}
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
			return nil, fmt.Errorf("unknown parameter %q: want elo0, elo1, alpha, beta or model", k)
		}
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// sprtModels are the models of -sprt, by name: the unit of elo0 and elo1,
// normalized Elo (nElo) or logistic Elo (see stats.Model).
var sprtModels = map[string]stats.Model{"normalized": stats.Normalized, "logistic": stats.Logistic}

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

// runTable runs "referee table [-json] DIR ...": the table of the
// tournament whose record directories (its shards, say) are given.
func runTable(reg registry, args []string, stdout io.Writer) error {
	asJSON := false
	if len(args) > 0 && (args[0] == "-json" || args[0] == "--json") {
		asJSON, args = true, args[1:]
	}
	if len(args) == 0 {
		return usagef("table: no directory named")
	}
	if args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fmt.Fprintln(stdout, "usage: referee table [-json] DIR ...\n\nPrints the table of a tournament from its record directories, such as\nthose of its shards (see 'referee tournament -h'); with -json, as JSON\n(see 'go doc github.com/contestgames/games/protocol/arena/standings.Report').")
		return nil
	}
	if name, _, _ := strings.Cut(strings.TrimLeft(args[0], "-"), "="); strings.HasPrefix(args[0], "-") {
		// A flag of another command, most likely: say whose.
		err := flagOwner(reg, "referee table", fmt.Errorf("flag provided but not defined: -%s", name))
		if _, ok := err.(usageError); ok {
			return err
		}
	}
	var dirs []*standings.Dir
	for _, d := range args {
		dir, err := standings.ReadDir(d)
		if err != nil {
			return inputError{"table: " + err.Error()}
		}
		dirs = append(dirs, dir)
	}
	results, err := standings.Merge(dirs)
	if err != nil {
		return inputError{"table: " + err.Error()}
	}
	g, ok := reg.find(dirs[0].Game)
	if !ok {
		return inputError{fmt.Sprintf("table: %s: no game %q", dirs[0].Path, dirs[0].Game)}
	}
	s := standings.New(g, dirs[0].Names, results, dirs[0].SPRT)
	s.Commands = dirs[0].Players
	return printStandings(stdout, s, asJSON)
}
