package main

import (
	"bufio"
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contestgames/games/ontherun"
)

// writeMap writes m as connect.txt in a new directory and returns its
// path.
func writeMap(t *testing.T, m *ontherun.Map) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "connect.txt")
	if err := os.WriteFile(name, []byte(m.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// playThroughPipes plays the program, seated in role, through pipes as a
// runner would, against an opponent that plays random legal moves from
// the referee's State. It returns the result's reason, whether it holds a
// fault, and the number of lines the program wrote.
func playThroughPipes(t *testing.T, m *ontherun.Map, role ontherun.Role, name string) (res string, fault bool, lines int) {
	t.Helper()
	ref, err := ontherun.NewReferee(ontherun.Setup{Map: m})
	if err != nil {
		t.Fatal(err)
	}
	file := writeMap(t, m)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := newProgram().RunErr([]string{"-map", file, "-bot", name, "-seed", "7"}, inR, outW)
		inR.Close() // a bot that has quit reads no more
		outW.Close()
		done <- err
	}()
	answers := bufio.NewScanner(outR)
	rng := rand.New(rand.NewPCG(1, 2))
	var pending []string // the opponent's lines not yet handed over
	for {
		step := ref.Next()
		for _, msg := range step.Send {
			if msg.To == int(role) {
				if _, err := io.WriteString(inW, msg.Text+"\n"); err != nil && !step.Done {
					t.Fatal(err)
				}
			}
		}
		if step.Done {
			break
		}
		p := step.Await[0]
		if p == int(role) {
			if !answers.Scan() {
				t.Fatalf("the bot wrote nothing: %v", answers.Err())
			}
			lines++
			if err := ref.Reply(p, answers.Text()); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if len(pending) == 0 {
			st := ref.State()
			mv, _ := st.RandomMove(rng)
			if st.Turn() == 0 && st.ToMove() == int(ontherun.Fugitive) {
				pending = []string{mv.To.String()} // a start city is written alone
			} else {
				pending = strings.Split(mv.String(), "\n")
			}
		}
		if err := ref.Reply(p, pending[0]); err != nil {
			t.Fatal(err)
		}
		pending = pending[1:]
	}
	inW.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	r := ref.Result()
	return r.Reason, r.Fault != nil, lines
}

func TestRunPlaysBothRoles(t *testing.T) {
	m, err := ontherun.Generate(rand.New(rand.NewPCG(3, 4)), ontherun.MaxCities)
	if err != nil {
		t.Fatal(err)
	}
	for _, role := range []ontherun.Role{ontherun.Fugitive, ontherun.Detectives} {
		for _, name := range []string{"chase", "flee", "random", "cordon", "evade"} {
			reason, fault, lines := playThroughPipes(t, m, role, name)
			if fault {
				t.Errorf("%s as the %v: %s", name, role, reason)
			}
			t.Logf("%s as the %v: %d lines; %s", name, role, lines, reason)
		}
	}
}

func TestRunReadsConnectTxtFromTheWorkingDirectory(t *testing.T) {
	m, err := ontherun.Generate(rand.New(rand.NewPCG(5, 6)), 20)
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Dir(writeMap(t, m)))
	var out bytes.Buffer
	if err := newProgram().RunErr([]string{"-bot", "chase", "-seed", "1"}, strings.NewReader("Detectives\n"), &out); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "\n"); n != 4 {
		t.Errorf("the detectives' start: %q, want 4 lines", out.String())
	}
}

func TestRunStopsAtQuitAndReportsErrors(t *testing.T) {
	m, err := ontherun.Generate(rand.New(rand.NewPCG(5, 6)), 20)
	if err != nil {
		t.Fatal(err)
	}
	file := writeMap(t, m)
	var out bytes.Buffer
	if err := newProgram().RunErr([]string{"-map", file, "-bot", "flee", "-seed", "1"}, strings.NewReader("Fugitive\nQuit\n1\n2\n3\n4\n"), &out); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 {
		t.Errorf("wrote %q after Quit", out.String())
	}
	if err := newProgram().RunErr([]string{"-map", file, "-bot", "flee", "-seed", "1"}, strings.NewReader("Spectator\n"), &out); err == nil || !strings.Contains(err.Error(), "Spectator") {
		t.Errorf("a bad role line: %v", err)
	}
	if err := newProgram().RunErr([]string{"-map", filepath.Join(t.TempDir(), "connect.txt"), "-bot", "flee", "-seed", "1"}, strings.NewReader(""), &out); err == nil {
		t.Error("no map file: no error")
	}
	bad := filepath.Join(t.TempDir(), "connect.txt")
	if err := os.WriteFile(bad, []byte("5\nC 1-2\nEND\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := newProgram().RunErr([]string{"-map", bad, "-bot", "flee", "-seed", "1"}, strings.NewReader(""), &out); err == nil || !strings.Contains(err.Error(), "two car connections") {
		t.Errorf("an invalid map: %v", err)
	}
	if err := newProgram().RunErr([]string{"-map", file, "-bot", "clever", "-seed", "1"}, strings.NewReader(""), &out); err == nil {
		t.Error("an unknown bot: no error")
	}
}
