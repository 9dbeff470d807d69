package main

import (
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/protocoltest"
)

// still is a player that writes READY and then never moves: N for every
// line, as many as it reads, which the referee takes one a turn.
type still struct{}

func (still) Start() []string      { return []string{"READY"} }
func (still) Hear(string) []string { return []string{"N"} }

// The program's default bot, montecarlo-clock, plays a whole game as
// player 0 against three players that never move, and wins it. (Serve, which puts
// it on standard input and output, is tested in package protocol.) By
// default its fixed-budget twin plays, the same search without the wall
// clock's seconds; the long series plays the default bot itself, whose
// clock TestMonteCarloClockKeepsItsTime in blockdrop/bots checks.
func TestDefaultBotWinsAWholeGame(t *testing.T) {
	ref, err := blockdrop.NewReferee(blockdrop.RandomSetup(5))
	if err != nil {
		t.Fatal(err)
	}
	name := "montecarlo"
	if long.Enabled {
		name = program.Default
	}
	bot, err := bots.New(name, 1, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	res := protocoltest.Play(t, ref, []games.Bot{bot, still{}, still{}, still{}})
	if res.Fault != nil {
		t.Fatalf("fault: %+v", *res.Fault)
	}
	if res.Scores[0] != blockdrop.WinScore {
		t.Errorf("%v (%s); %s should beat three players that never move", res.Scores, res.Reason, name)
	}
}

func TestServeAnswersEachMessageOnce(t *testing.T) {
	st, _ := blockdrop.NewState(blockdrop.RandomSetup(2))
	in := st.Message() + "garbage\nmore garbage\nEOD\n" + st.Message()
	var out strings.Builder
	if err := protocol.Serve(bots.NewRandom(1), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 4 || lines[0] != "READY" || lines[2] != "N" {
		t.Errorf("answers %q; want READY, a letter, N for the bad message, a letter", lines)
	}
}
