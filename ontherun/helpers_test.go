package ontherun

import (
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	games "github.com/contestgames/games"
)

// tb is what the helpers need of a *testing.T, a *testing.B or a
// *rapid.T.
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// exampleText is the file of the rule page's example map, in testdata.
func exampleText(t tb) []byte {
	t.Helper()
	text, err := os.ReadFile("testdata/example.txt")
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// exampleMap is the map of the rule page's example.
func exampleMap(t tb) *Map {
	t.Helper()
	m, err := ParseMap(exampleText(t))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// mustMap reads a map written as in the file, one connection a line or
// several separated by ';'.
func mustMap(t tb, text string) *Map {
	t.Helper()
	m, err := ParseMap([]byte(strings.ReplaceAll(text, ";", "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// wheel is the map of the scripted games: a hub, city 1, joined by car
// to each of the rim cities 2 to 11, which are joined by car in a ring;
// a train and a plane join 4 and 8.
//
// In an idle turn, the fugitive goes back and forth between 6 and 7 by
// car; detectives 1 and 2 take turns on the hub (1 goes 1→2→1..., 2 goes
// 3→1→3...: each takes the hub as the other leaves it), 3 goes 9↔10 and
// 4 goes 10↔11, opposite each other. So before every detectives' move one
// of them stands on the hub, next to the fugitive, and can catch it; and
// before every fugitive's move one of them stands on the hub, and the
// fugitive can walk onto it.
const wheelText = `11
C 1-2;C 1-3;C 1-4;C 1-5;C 1-6;C 1-7;C 1-8;C 1-9;C 1-10;C 1-11
C 2-3;C 3-4;C 4-5;C 5-6;C 6-7;C 7-8;C 8-9;C 9-10;C 10-11;C 11-2
T 4-8;P 4-8
END`

func wheel(t tb) *Map { return mustMap(t, wheelText) }

// wheelStart is the detectives' start on the wheel, and the fugitive's.
var wheelStart = Squad{1, 3, 9, 10}

const wheelFugitive City = 6

// idleSquad returns the detectives' idle move from q on the wheel.
func idleSquad(q Squad) Squad {
	swap := func(c, a, b City) City {
		if c == a {
			return b
		}
		return a
	}
	return Squad{swap(q[0], 1, 2), swap(q[1], 3, 1), swap(q[2], 9, 10), swap(q[3], 10, 11)}
}

// idleFugitive returns the fugitive's idle move from c on the wheel.
func idleFugitive(c City) Move {
	if c == 6 {
		return Move{Transport: Car, To: 7}
	}
	return Move{Transport: Car, To: 6}
}

// idleScripts returns what the fugitive and the detectives write in turns
// idle turns on the wheel after the set-up, and the state after them.
func idleScripts(t tb, m *Map, turns int) ([2][]string, State) {
	t.Helper()
	var sc [2][]string
	st := newState(m)
	must(t, st.placeDetectives(wheelStart))
	sc[Detectives] = append(sc[Detectives], strings.Split(wheelStart.text(), "\n")...)
	must(t, st.placeFugitive(wheelFugitive))
	sc[Fugitive] = append(sc[Fugitive], wheelFugitive.String())
	for range turns {
		mv := idleFugitive(st.Fugitive())
		must(t, st.playFugitive(mv))
		sc[Fugitive] = append(sc[Fugitive], mv.String())
		q := idleSquad(st.Squad())
		must(t, st.playDetectives(q))
		sc[Detectives] = append(sc[Detectives], strings.Split(q.text(), "\n")...)
	}
	return sc, st
}

// wheelGame returns a game on the wheel after the set-up and turns idle
// turns, with the fugitive to move.
func wheelGame(t tb, m *Map, turns int) State {
	t.Helper()
	_, st := idleScripts(t, m, turns)
	return st
}

// hubDetective returns the index of the detective on the hub.
func hubDetective(t tb, q Squad) int {
	t.Helper()
	i := q.index(1)
	if i < 0 {
		t.Fatalf("no detective on the hub: %v", q)
	}
	return i
}

func must(t tb, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// wantRule checks that err is a *MoveError for rule whose message says
// each of wants.
func wantRule(t interface {
	tb
	Errorf(format string, args ...any)
}, err error, rule Rule, wants ...string) {
	t.Helper()
	if me, ok := err.(*MoveError); !ok || me.Rule != rule {
		t.Fatalf("got error %v, want a *MoveError for %q", err, rule)
	}
	for _, w := range wants {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not say %q", err, w)
		}
	}
}

// wantNotAwaited checks that err is the referee's refusal of an answer it
// was not waiting for.
func wantNotAwaited(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, games.ErrNotAwaited) {
		t.Errorf("%s: %v, want ErrNotAwaited", what, err)
	}
}

// A transcript line: a message sent ("to 0: C") or an await ("await 1
// goes on").
type transcript []string

// drive runs ref with scripted answers: answers[p] is what player p
// writes, in order. It records every message and every await, and stops
// when the referee is done, or when an awaited player has no answer left
// (it is then reported as having exited).
func drive(ref games.Referee, answers [2][]string) (transcript, games.Result) {
	var tr transcript
	for steps := 0; steps < 10000; steps++ {
		step := ref.Next()
		for _, m := range step.Send {
			tr = append(tr, "to "+string(rune('0'+m.To))+": "+strings.ReplaceAll(m.Text, "\n", " / "))
		}
		if step.Done {
			return tr, ref.Result()
		}
		p := step.Await[0]
		timer := map[games.Timer]string{games.TurnStart: "", games.TurnGoesOn: " goes on", games.Handshake: " handshake"}[step.Timer]
		tr = append(tr, "await "+string(rune('0'+p))+timer)
		if len(answers[p]) == 0 {
			ref.Fault(p, games.Exited)
			continue
		}
		ref.Reply(p, answers[p][0])
		answers[p] = answers[p][1:]
	}
	panic("drive: the referee does not end")
}

// squadMoves returns the detectives' moves that Moves lists, as squads,
// appended to buf; none when they are not to move.
func (s *State) squadMoves(buf []Squad) []Squad {
	if s.phase != detectivesToMove {
		return buf
	}
	for _, m := range s.m.squadMoves(s.squad, nil, -1) {
		buf = append(buf, m.Squad)
	}
	return buf
}

// randomSquadMove is Map.RandomSquadMove for the State's detectives, and
// false when they are not to move.
func (s *State) randomSquadMove(rng *rand.Rand) (Squad, bool) {
	if s.phase != detectivesToMove {
		return Squad{}, false
	}
	return s.m.RandomSquadMove(s.squad, rng)
}
