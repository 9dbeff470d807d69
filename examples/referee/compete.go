package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/league/live"
)

// competeUsage is the help of "referee league compete".
const competeUsage = `usage: referee league compete DIR [-name NAME] [-rounds N] [-final N] [-concurrency N]
       referee league compete DIR -name NAME -shard K/N
       referee league compete DIR -name NAME -merge

compete plays a competition as CodeCup ran its own, from the league in DIR:
the versions that play when it starts, frozen (later adds and retires do
not change it), meet in -rounds Swiss rounds (versions of near scores who
have not met; a bye, worth draws, for whoever is left over, in turn; every
pairing on one set-up in every seating), then the best -final play a
double all-play-all (every pairing on two set-ups, each in every seating),
whose points rank them. Its games are the league's: their records go to
DIR/games, their results into its rating list. It keeps its settings and
its page in DIR/compete/NAME (NAME: today's date by default): index.html,
the rounds, the final's cross table and the ranking, each game linked to
its replay page beside it. Stopped and run again, it goes on where it
stood, playing the same games.

On many machines, a stage (a Swiss round, or the final) is played in
shards: -merge (on one machine) makes the competition if need be, brings
the shards' records into the league and writes the stage to play next;
then -shard K/N, on each machine, plays share K of N of that stage into
DIR/compete/NAME/shards (no database is opened: the league's folder may
be on a network file system); then -merge again, and so on until merge
says the competition has ended (see examples/arena/README.md).

flags:
`

// competeFlags are the flags of "referee league compete".
type competeFlags struct {
	name          string
	rounds, final int
	concurrency   int
	shard         string
	merge         bool
}

// newCompeteFlags returns the flag set of "referee league compete".
func newCompeteFlags(f *competeFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("referee league compete", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&f.name, "name", "", "the competition's `NAME` (default today's date, UTC)")
	fs.IntVar(&f.rounds, "rounds", 0, "Swiss rounds (default ⌈log₂ versions⌉ + 2)")
	fs.IntVar(&f.final, "final", 0, "how many play the final, at most (default 8; 6 in games of four)")
	fs.IntVar(&f.concurrency, "concurrency", 0, "games at once (default the league's)")
	fs.StringVar(&f.shard, "shard", "", "play share `K/N` of the stage under way, into the shards' directory")
	fs.BoolVar(&f.merge, "merge", false, "bring the shards' records in and write the next stage")
	return fs
}

// leagueCompete runs "referee league compete DIR ...".
func leagueCompete(ctx context.Context, reg registry, args []string, stdout, stderr io.Writer) error {
	var f competeFlags
	fs := newCompeteFlags(&f)
	if len(args) > 0 && isHelp(args[0]) {
		fmt.Fprint(stdout, competeUsage)
		printFlags(stdout, fs)
		return nil
	}
	dir, err := parseAround(fs, args)
	if err != nil {
		return usagef("league compete: %v", err)
	}
	if err := f.check(); err != nil {
		return err
	}
	if f.shard != "" {
		return competeShard(ctx, reg, dir, f)
	}
	return competePlay(ctx, reg, dir, f, stdout, stderr)
}

// check returns what is wrong with the flags, if anything.
func (f competeFlags) check() error {
	switch {
	case f.shard != "" && f.merge:
		return usagef("league compete: -shard and -merge: want one of them")
	case (f.shard != "" || f.merge) && f.name == "":
		return usagef("league compete: -shard and -merge want -name NAME: every machine must name the same competition")
	case f.concurrency < 0 || f.rounds < 0 || f.final < 0:
		return usagef("league compete: -concurrency, -rounds and -final: want 0 (the default) or more")
	}
	return nil
}

// competePlay plays a competition to its end, or with -merge merges its
// shards, writes its pages and prints its ranking.
func competePlay(ctx context.Context, reg registry, dir string, f competeFlags, stdout, stderr io.Writer) error {
	l, err := league.Open(dir, reg...)
	if err != nil {
		return inputError{"league compete: " + err.Error()}
	}
	defer l.Close()
	c, err := l.Compete(f.name, f.rounds, f.final)
	if err != nil {
		return inputError{"league compete: " + err.Error()}
	}
	if f.concurrency > 0 {
		l.Concurrency = f.concurrency
	}
	l.Progress = stderr
	var st *league.CompeteState
	if f.merge {
		st, err = c.Merge()
	} else if err = c.Play(ctx); err == nil {
		st, err = c.State()
	}
	if err != nil {
		return err
	}
	if err := writeReplays(l, c, st); err != nil {
		return err
	}
	printCompetition(stdout, c, st)
	return nil
}

// competeShard plays a shard of a competition's stage.
func competeShard(ctx context.Context, reg registry, dir string, f competeFlags) error {
	sh, err := standings.ParseShard(f.shard)
	if err != nil {
		return usagef("league compete: -shard: %v", err)
	}
	if f.rounds != 0 || f.final != 0 {
		return usagef("league compete: -shard plays the stage a merge wrote: -rounds and -final belong to the first merge")
	}
	if err := league.PlayShard(ctx, dir, f.name, sh.K, sh.N, reg...); err != nil {
		return inputError{"league compete: " + err.Error()}
	}
	return nil
}

// writeReplays writes the replay page of each game of the competition
// that has ended and has none yet, beside its result page, public: with
// no program's standard error.
func writeReplays(l *league.League, c *league.Competition, st *league.CompeteState) error {
	var ps []league.Pairing
	for _, r := range st.Rounds {
		ps = append(ps, r.Pairings...)
	}
	ps = append(ps, st.Final...)
	if err := os.MkdirAll(filepath.Join(c.Dir(), league.GamesDir), 0o755); err != nil {
		return err
	}
	for _, p := range ps {
		for _, g := range p.Games {
			page := c.ReplayPage(g.Key)
			if _, err := os.Stat(page); g.Result == nil || !errors.Is(err, os.ErrNotExist) {
				continue
			}
			// Public, as the league's pages: no program's stderr.
			if err := live.WriteReplay(l, g.Key, page); err != nil {
				return err
			}
		}
	}
	return nil
}

// printCompetition prints where the competition stands and its ranking.
func printCompetition(w io.Writer, c *league.Competition, st *league.CompeteState) {
	switch {
	case st.Done():
		fmt.Fprintf(w, "competition %s: ended\n", c.Name)
	case st.Stage < c.Rounds:
		fmt.Fprintf(w, "competition %s: Swiss round %d of %d to play\n", c.Name, st.Stage+1, c.Rounds)
	default:
		fmt.Fprintf(w, "competition %s: the final to play\n", c.Name)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "rank\tversion\tfinal\tSwiss\tbyes")
	for i, p := range st.Ranking {
		final := ""
		if p.Finalist {
			final = fmt.Sprint(p.Final)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%g\t%d\n", i+1, p.Version, final, p.Swiss, p.Byes)
	}
	tw.Flush()
	fmt.Fprintf(w, "page: %s\n", filepath.Join(c.Dir(), league.PageFile))
}
