package main

import (
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/contestgames/games/ontherun"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/program"
)

// TestProgramsInTheirOwnDirectories builds the program and plays it
// against itself as two processes, through package protocol with the
// contest's clock, each in a fresh directory that holds the game's map as
// connect.txt: what a referee program does for On The Run. The fugitive
// is the default bot, shadow-clock, which thinks on the wall clock; the
// detectives are cordon-clock.
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
	for _, args := range []string{"", " -bot cordon-clock"} {
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
	t.Logf("shadow-clock against cordon-clock, as programs: %v %s", res.Scores, res.Reason)
}
