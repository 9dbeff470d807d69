//go:build linux

package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/league"
)

// "league compete" plays a competition to its end and writes its page,
// every game linked to its replay page, which is there; played instead
// in three shards per stage, merged after each, it plays the same games
// with the same results and prints the same ranking.
func TestLeagueCompete(t *testing.T) {
	t.Parallel()
	one := newBotLeague(t, "ann", "bob", "cat", "dan", "eve")
	out := leagueCmd(t, "league", "compete", one, "-name", "cup", "-rounds", "2", "-final", "3")
	if !strings.HasPrefix(out, "competition cup: ended\n") || strings.Count(out, "@") != 5 {
		t.Fatalf("league compete printed:\n%s\nwant it ended, and a ranking of 5 versions", out)
	}
	dir := filepath.Join(one, league.CompeteDir, "cup")
	page, err := os.ReadFile(filepath.Join(dir, league.PageFile))
	if err != nil {
		t.Fatal(err)
	}
	links := regexp.MustCompile(`href="(games/[^"]+)"`).FindAllSubmatch(page, -1)
	if len(links) != 2*2*2+3*4 {
		t.Errorf("the page links %d games, want 2 rounds of 2 pairings and 3 pairings in the final", len(links))
	}
	for _, l := range links {
		if _, err := os.Stat(filepath.Join(dir, string(l[1]))); err != nil {
			t.Errorf("the page links a replay page that is not there: %v", err)
		}
	}

	sharded := newBotLeague(t, "ann", "bob", "cat", "dan", "eve")
	merged := leagueCmd(t, "league", "compete", sharded, "-name", "cup", "-rounds", "2", "-final", "3", "-merge")
	for stages := 0; !strings.HasPrefix(merged, "competition cup: ended"); stages++ {
		if stages > 3 {
			t.Fatalf("after 3 stages merged, the competition has not ended:\n%s", merged)
		}
		for _, k := range []string{"1/3", "2/3", "3/3"} {
			leagueCmd(t, "league", "compete", sharded, "-name", "cup", "-shard", k)
		}
		merged = leagueCmd(t, "league", "compete", sharded, "-name", "cup", "-merge")
	}
	if want, got := leagueGames(t, one), leagueGames(t, sharded); !slices.Equal(got, want) || merged != strings.ReplaceAll(out, one, sharded) {
		t.Errorf("in shards:\n%s\n%s\nwant\n%s\n%s", merged, strings.Join(got, "\n"), out, strings.Join(want, "\n"))
	}
}

// Each mistake on the command line of "league compete" is one line that
// names it.
func TestLeagueCompeteMistakes(t *testing.T) {
	t.Parallel()
	dir := newBotLeague(t, "ann")
	two := newBotLeague(t, "ann", "bob")
	leagueCmd(t, "league", "compete", two, "-name", "cup", "-rounds", "1", "-merge")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"league", "compete"}, "no directory named"},
		{[]string{"league", "compete", dir, "-name", "cup"}, "needs 2"},
		{[]string{"league", "compete", dir, "-name", "a/b"}, `competition "a/b"`},
		{[]string{"league", "compete", dir, "-shard", "1/2"}, "want -name NAME"},
		{[]string{"league", "compete", dir, "-name", "cup", "-shard", "1/2", "-merge"}, "want one of them"},
		{[]string{"league", "compete", two, "-name", "cup", "-shard", "3/2"}, "-shard: "},
		{[]string{"league", "compete", two, "-name", "cup", "-shard", "1/2", "-rounds", "3"}, "belong to the first merge"},
		{[]string{"league", "compete", two, "-name", "other", "-shard", "1/2"}, `no competition "other"`},
		{[]string{"league", "compete", two, "-name", "cup", "-rounds", "4"}, "cannot change"},
		{[]string{"league", "compete", two, "-final", "-1"}, "want 0 (the default) or more"},
	}
	ctx := context.Background()
	for _, c := range cases {
		var errs bytes.Buffer
		status := exitStatus(ctx, run(ctx, registry(builtinGames()), c.args, io.Discard, &errs), &errs)
		if msg := errs.String(); status != 2 || !strings.Contains(msg, c.want) || strings.Count(msg, "\n") != 1 {
			t.Errorf("%s: exit status %d, stderr %q; want 2 and one line saying %q", strings.Join(c.args, " "), status, msg, c.want)
		}
	}
}
