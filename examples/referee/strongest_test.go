package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/internal/long"
)

// The help says, for each game, which bot builtin:strongest is, read from
// the game's Bots.Strongest.
func TestHelpNamesTheStrongestBots(t *testing.T) {
	t.Parallel()
	stdout, _, _ := runStatus(t, "-h")
	for _, g := range builtinGames() {
		if len(g.Bots.Strongest) == 0 {
			t.Errorf("%s offers no builtin:strongest", g.Name)
		}
		line := fmt.Sprintf("  %-10s %s\n", g.Name, strongestOf(g))
		if !strings.Contains(stdout, line) {
			t.Errorf("help lacks the line %q:\n%s", line, stdout)
		}
	}
}

func TestStrongestOf(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		seats, strongest []string
		want             string
	}{
		{[]string{"white", "black"}, []string{"pvs-clock", "pvs-clock"}, "pvs-clock"},
		{[]string{"a", "b", "c"}, []string{"mc", "mc", "mc"}, "mc"},
		{[]string{"fugitive", "detectives"}, []string{"evade", "cordon"}, "fugitive evade, detectives cordon"},
		{[]string{"white", "black"}, nil, "(none)"},
	} {
		g := games.Game{Seats: c.seats, Bots: games.Bots{Strongest: c.strongest}}
		if got := strongestOf(g); got != c.want {
			t.Errorf("strongestOf(seats %q, strongest %q) = %q, want %q", c.seats, c.strongest, got, c.want)
		}
	}
}

// builtin:strongest is a player the referee takes, and plays, in every
// game that offers it; a game without it refuses it, naming the bots it
// has. The strongest bots think up to the contest's 30 s a game, so the
// game played here stands a quick bot in for them: what is tested is the
// referee's part, not the bot's (the module's shape test checks each
// game's alias).
func TestRefereePlaysBuiltinStrongest(t *testing.T) {
	t.Parallel()
	quick := alquerque.Game()
	resolve := quick.Bots.New
	quick.Bots.New = func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		if name == games.Strongest {
			name = "random"
		}
		return resolve(name, seed, seat, options)
	}
	quick.Bots.Strongest = []string{"random", "random"}
	stdout, stderr, status := runWith(t, []games.Game{quick}, "alquerque", "builtin:strongest", "builtin:random")
	if status != 0 || !strings.Contains(stdout, "white = strongest (builtin:strongest)") || !strings.Contains(stdout, "result: ") {
		t.Errorf("status %d, stderr %q, stdout:\n%s", status, stderr, stdout)
	}
	without := alquerque.Game()
	without.Bots.Strongest = nil
	_, stderr, status = runWith(t, []games.Game{without}, "alquerque", "builtin:strongest", "builtin:random")
	if status != 2 || !strings.Contains(stderr, `alquerque has no built-in bot "strongest"; it has builtin:search,`) {
		t.Errorf("without Bots.Strongest: status %d, stderr %q", status, stderr)
	}
}

// builtin:strongest plays a match on a clock shorter than the contest's
// without losing on time, in every game: the referee's -time or -turntime
// reaches the bots (games.ClockedBot), which plan for it instead of the
// contest's clock. Before they were told, Alquerque's pvs-clock planned
// for 30 s and lost at -time 6s, and Lang Wars' montecarlo-clock aimed at
// 350 ms a turn and lost at -turntime 500ms (each bots package tests the
// scaling itself, in every game).
// The clocks are a fifth to a half of the contest's and leave each bot at
// least 150 ms a turn or 1 s a game for what its plan does not see: under
// the race detector on a machine running other tests, block drop at
// -turntime 100ms lost a turn on the work a turn does before it looks at
// its clock. Serial: it measures time. Under CONTESTGAMES_LONG, as the
// strongest bots take seconds a game.
func TestStrongestKeepsAShortClock(t *testing.T) {
	if !long.Enabled {
		t.Skip("a game of each strongest bot takes seconds; set CONTESTGAMES_LONG=1")
	}
	clocks := map[string]string{"alquerque": "-time=6s", "amazes": "-time=6s", "ontherun": "-time=2s",
		"blockdrop": "-turntime=400ms", "langwars": "-turntime=500ms"}
	for _, g := range builtinGames() {
		clock := clocks[g.Name]
		if clock == "" {
			t.Fatalf("%s: no short clock to try", g.Name)
		}
		args := []string{clock, "-seed=3", g.Name}
		for range g.Players() {
			args = append(args, "builtin:strongest")
		}
		stdout, stderr, status := runStatus(t, args...)
		if status != 0 || strings.Contains(stdout, "timeout") || !strings.Contains(stdout, "result: ") {
			t.Errorf("%s %s: status %d, stderr %q, stdout:\n%s", g.Name, clock, status, stderr, stdout)
		}
	}
}
