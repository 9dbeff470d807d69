package main

import (
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/ontherun"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/program"
)

// TestProgramsInTheirOwnDirectories builds the program and plays it
// against itself as two processes, through package protocol with the
// contest's clock, each in a fresh directory that holds the game's map as
// connect.txt: what a referee program does for On The Run. In the long
// series the fugitive is the default bot, shadow-clock, which thinks on
// the wall clock, and the detectives are cordon-clock: two seconds of
// CPU. By default they are their fixed-budget twins, shadow and cordon,
// the same code a tenth as long; TestBotsPlayBothRoles in ontherun/bots
// plays the clock twins through the dialogue on a short clock.
func TestProgramsInTheirOwnDirectories(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	bin := filepath.Join(t.TempDir(), "ontherun-bot")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	m, err := ontherun.Generate(rand.New(rand.NewPCG(11, 12)), ontherun.MaxCities)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := ontherun.NewReferee(ontherun.Setup{Map: m})
	if err != nil {
		t.Fatal(err)
	}
	var players []protocol.Player
	seats := []string{" -bot shadow", " -bot cordon"}
	if long.Enabled {
		seats = []string{"", " -bot cordon-clock"}
	}
	for _, args := range seats {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "connect.txt"), []byte(m.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		players = append(players, program.New(bin+args, program.Options{Dir: dir}))
	}
	match := &protocol.Match{Referee: ref, Players: players}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := match.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.Fault != nil {
		t.Fatalf("fault: %s\nstderr: %q", res.Reason, match.Stderr)
	}
	t.Logf("%q against %q, as programs: %v %s", seats[0], seats[1], res.Scores, res.Reason)
}
