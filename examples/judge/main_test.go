package main

import (
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/protocol/protocoltest"
	"github.com/contestgames/games/protocol/record"
)

// The judge plays the example bot against itself, each in a sandbox, and
// logs the result its record ends with; the record replays.
func TestJudge(t *testing.T) {
	protocoltest.NeedSandbox(t) // skips, saying why, where bwrap cannot run
	// Readable by all: a judge run as root runs the programs as another user.
	dir := protocoltest.ReadableTempDir(t)
	bot, judge := filepath.Join(dir, "bot"), filepath.Join(dir, "judge")
	for bin, pkg := range map[string]string{bot: "../alquerque/bot", judge: "."} {
		if out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", pkg, err, out)
		}
	}
	// Random bots, so that the match is quick.
	var out, logged bytes.Buffer
	cmd := exec.Command(judge, bot+" -bot random -seed 1", bot+" -bot random -seed 2")
	cmd.Stdout, cmd.Stderr = &out, &logged
	if err := cmd.Run(); err != nil {
		t.Fatalf("judge: %v\n%s", err, logged.String())
	}
	rec, err := record.Read(bytes.NewReader(out.Bytes()))
	if err != nil {
		t.Fatalf("read the record: %v", err)
	}
	if rec.Result == nil || rec.Result.Fault != nil {
		t.Fatalf("the record's result is %+v, want one without a fault; the judge logged:\n%s", rec.Result, logged.String())
	}
	res := rec.Result
	want := fmt.Sprintf("result: scores %v, winner %d: %s\n", res.Scores, res.Winner, res.Reason)
	if !strings.HasSuffix(logged.String(), want) {
		t.Errorf("the judge logged %q, want a line ending in %q", logged.String(), want)
	}
	err = record.Replay(bytes.NewReader(out.Bytes()), func(h record.Header) (games.Referee, error) {
		ref, _, err := alquerque.Game().NewReferee(h.Seed, h.Options)
		return ref, err
	})
	if err != nil {
		t.Errorf("the record does not replay: %v", err)
	}
}
