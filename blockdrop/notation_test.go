package blockdrop

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// goldenMessages returns every message of the golden games, as sent.
func goldenMessages(t testing.TB) []string {
	t.Helper()
	var msgs []string
	for _, g := range goldenGames {
		for p := range NumPlayers {
			lines := readLines(t, filepath.Join("testdata", "games", g, fmt.Sprintf("recv%d.txt", p)))
			for i := 0; i+MessageLines <= len(lines); i += MessageLines {
				msgs = append(msgs, strings.Join(lines[i:i+MessageLines], "\n")+"\n")
			}
		}
	}
	return msgs
}

// Every message of the golden games parses, and renders back to the same
// bytes.
func TestParseMessageGolden(t *testing.T) {
	msgs := goldenMessages(t)
	if len(msgs) != 969 { // 400 + 400 + 60 + 109 turns
		t.Fatalf("only %d golden messages", len(msgs))
	}
	for i, m := range msgs {
		s, err := ParseMessage(m)
		if err != nil {
			t.Fatalf("golden message %d: %v", i, err)
		}
		if got := s.Message(); got != m {
			t.Fatalf("golden message %d renders as\n%s\nwant\n%s", i, got, m)
		}
		if s.TurnLimit() != DefaultTurns {
			t.Fatalf("parsed limit %d", s.TurnLimit())
		}
	}
}

func TestParseMessageLeniency(t *testing.T) {
	want := mustParse(t, ParseMessage, msg(5, "3:-4 35:19", "1 2 U 0", "-1 -1 L 2", "16 17 D 1", "9 9 R 0"))
	m := want.Message()
	for name, text := range map[string]string{
		"no final newline": strings.TrimSuffix(m, "\n"),
		"CRLF":             strings.ReplaceAll(m, "\n", "\r\n"),
		"wide spaces":      strings.ReplaceAll(m, " ", " \t "),
		"edge spaces":      strings.ReplaceAll(m, "\n", " \n "),
	} {
		got, err := ParseMessage(text)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got != want {
			t.Errorf("%s: parsed another state", name)
		}
	}
}

func TestParseMessageErrors(t *testing.T) {
	good := strings.Split(strings.TrimSuffix(msg(5, "", "1 2 U 0", "-1 -1 L 2", "16 17 D 1", "9 9 R 0"), "\n"), "\n")
	with := func(line int, text string) string {
		l := append([]string(nil), good...)
		l[line-1] = text
		return strings.Join(l, "\n")
	}
	for _, c := range []struct {
		text string
		line int
	}{
		{"", 1},
		{with(1, "4"), 1},
		{with(1, "x"), 1},
		{with(1, "1 1"), 1},
		{with(2, "6"), 2},
		{with(2, "-3"), 2},
		{with(2, "99999999999"), 2},
		{with(3, "0 0 0 0 0"), 3},
		{with(3, "0 0 0 0 0 0 0"), 3},
		{with(4, "0 0 21 0 0 0"), 4},
		{with(8, "0 0 -20 0 0 0"), 8},
		{with(5, "0 0 0x1 0 0 0"), 5},
		{with(9, "18 0 U 0"), 9},
		{with(9, "-1 3 U 0"), 9},
		{with(10, "1 1 X 0"), 10},
		{with(11, "1 1 U 3"), 11},
		{with(12, "1 1 U 0 0"), 12},
		{with(12, "1 1 U"), 12},
		{with(13, "EOF"), 13},
		{strings.Join(good[:7], "\n"), 8},
		{strings.Join(good, "\n") + "\nmore", 14},
	} {
		_, err := ParseMessage(c.text)
		var me *MessageError
		if !errors.As(err, &me) {
			t.Errorf("ParseMessage(%q): error %v, want a *MessageError", c.text, err)
			continue
		}
		if me.Line != c.line {
			t.Errorf("ParseMessage(%q): error at line %d, want %d: %v", c.text, me.Line, c.line, err)
		}
	}
}

// A MessageReader gives the same states as ParseMessage, line by line, and
// after a bad message skips to its EOD and answers once.
func TestMessageReader(t *testing.T) {
	msgs := goldenMessages(t)[:40]
	var r MessageReader
	var got []State
	for _, m := range msgs {
		for _, line := range strings.Split(strings.TrimSuffix(m, "\n"), "\n") {
			s, done, err := r.Line(line)
			if err != nil {
				t.Fatal(err)
			}
			if done {
				got = append(got, s)
			}
		}
	}
	if len(got) != len(msgs) {
		t.Fatalf("%d states from %d messages", len(got), len(msgs))
	}
	for i, m := range msgs {
		want, _ := ParseMessage(m)
		if got[i] != want {
			t.Errorf("message %d: the reader gives another state than ParseMessage", i)
		}
	}
	// A bad second line: one error at EOD, then the next message reads.
	badLines := strings.Split(msgs[1], "\n")
	badLines[1] = "x"
	bad := strings.Join(badLines, "\n")
	answers := 0
	for _, m := range []string{bad, msgs[2]} {
		for _, line := range strings.Split(strings.TrimSuffix(m, "\n"), "\n") {
			s, done, err := r.Line(line)
			if !done {
				continue
			}
			answers++
			if answers == 1 && err == nil {
				t.Error("a bad message read without an error")
			}
			if answers == 2 {
				if want, _ := ParseMessage(msgs[2]); err != nil || s != want {
					t.Errorf("the message after a bad one: %v", err)
				}
			}
		}
	}
	if answers != 2 {
		t.Errorf("%d answers to two messages", answers)
	}
	// A bad EOD line ends the message at once.
	r = MessageReader{}
	lines := strings.Split(strings.TrimSuffix(msgs[0], "\n"), "\n")
	lines[12] = "END"
	for i, line := range lines {
		_, done, err := r.Line(line)
		if done != (i == 12) || (i == 12) != (err != nil) {
			t.Errorf("line %d: done %v, err %v", i+1, done, err)
		}
	}
}

func TestMessageRendering(t *testing.T) {
	s := mustPlace(t, "0,14,D 14,17,L 14,10,U 2,5,R")
	want := "0\n0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n" +
		"0 14 D 0\n14 17 L 0\n14 10 U 0\n2 5 R 0\nEOD\n"
	if got := s.Message(); got != want {
		t.Errorf("Message:\n%s\nwant\n%s", got, want)
	}
	buf := []byte("prefix")
	if got := s.AppendMessage(buf); !bytes.Equal(got, append([]byte("prefix"), want...)) {
		t.Errorf("AppendMessage does not append: %q", got)
	}
	// The longest message: every counter two characters and negative.
	var long State
	for i := range NumBlocks {
		long.setCounter(i, Fallen)
	}
	for p := range long.players {
		long.players[p] = Player{X: 17, Y: 17, Facing: Left, Wait: 2}
	}
	long.turn = MaxTurnLimit - 1
	if n := len(long.Message()); n > maxMessageLen {
		t.Errorf("a message of %d bytes, over MaxMessageLen %d", n, maxMessageLen)
	}
}

func TestActionAndDirNotation(t *testing.T) {
	for a := range numActions {
		got, err := ParseAction(a.String())
		if err != nil || got != a {
			t.Errorf("ParseAction(%q) = %v, %v", a.String(), got, err)
		}
		if ParseReply(a.String()) != a {
			t.Errorf("ParseReply(%q) = %v", a.String(), ParseReply(a.String()))
		}
	}
	for _, bad := range []string{"", "n", "NN", "A ", " A", "X"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("ParseAction(%q) accepted", bad)
		}
	}
	for d := range Dir(4) {
		got, err := ParseDir(d.String())
		if err != nil || got != d {
			t.Errorf("ParseDir(%q) = %v, %v", d.String(), got, err)
		}
		if a := Move(d); a.String() != d.String() {
			t.Errorf("Move(%v) = %v", d, a)
		}
		if got, ok := Move(d).Dir(); !ok || got != d {
			t.Errorf("Move(%v).Dir() = %v, %v", d, got, ok)
		}
	}
	for _, a := range []Action{N, A, 6, 200} {
		if _, ok := a.Dir(); ok {
			t.Errorf("%v.Dir() reports a direction", a)
		}
	}
	if got := Action(9).String(); got != "Action(9)" {
		t.Errorf("Action(9).String() = %q", got)
	}
	if got := Dir(7).String(); got != "Dir(7)" {
		t.Errorf("Dir(7).String() = %q", got)
	}
}

func TestPlacementText(t *testing.T) {
	pl, err := ParsePlacement("  0,14,D\t14,17,L 14,10,U   2,5,R \n")
	if err != nil {
		t.Fatal(err)
	}
	want := Placement{{0, 14, Down}, {14, 17, Left}, {14, 10, Up}, {2, 5, Right}}
	if d := cmp.Diff(want, pl); d != "" {
		t.Errorf("ParsePlacement (-want +got):\n%s", d)
	}
	if got := pl.String(); got != "0,14,D 14,17,L 14,10,U 2,5,R" {
		t.Errorf("String() = %q", got)
	}
	text, _ := pl.MarshalText()
	var back Placement
	if err := back.UnmarshalText(text); err != nil || back != pl {
		t.Errorf("UnmarshalText(%q) = %v, %v", text, back, err)
	}
	if err := back.UnmarshalText([]byte("1,1,U")); err == nil {
		t.Error("UnmarshalText of one player accepted")
	}
	_, err = ParsePlacement("0,14,D 14,17,L 14,10,U 2,5,Q")
	if err == nil || !strings.Contains(err.Error(), "player 3") {
		t.Errorf("error %v does not name player 3", err)
	}
}
