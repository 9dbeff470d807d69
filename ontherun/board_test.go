package ontherun

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/linediff"
)

// randomTurn plays a turn of random moves, the fugitive's and, unless it
// surrendered, the detectives'.
func randomTurn(t *testing.T, st *State, rng *rand.Rand) {
	t.Helper()
	mv, ok := st.randomFugitiveMove(rng)
	if !ok {
		t.Fatalf("turn %d: the fugitive has no move", st.Turn())
	}
	must(t, st.playFugitive(mv))
	if st.Over() {
		return
	}
	q, ok := st.m.RandomSquadMove(st.Squad(), rng)
	if !ok {
		t.Fatalf("turn %d: the detectives have no move", st.Turn())
	}
	must(t, st.playDetectives(q))
}

// placed returns the game of RandomSetup(1) with everybody placed at
// random, and the generator that placed them.
func placed(t *testing.T) (State, *rand.Rand) {
	t.Helper()
	st, err := NewState(RandomSetup(1))
	must(t, err)
	rng := rand.New(rand.NewPCG(1, 2))
	must(t, st.placeDetectives(st.m.randomSquad(rng)))
	must(t, st.placeFugitive(st.randomStart(rng)))
	return st, rng
}

// The boards of a fixed game, from before the detectives are placed to the
// end, are the golden ones.
func TestBoardOfAFixedGameIsGolden(t *testing.T) {
	st, err := NewState(RandomSetup(1))
	must(t, err)
	boards := []string{st.String()}
	rng := rand.New(rand.NewPCG(1, 2))
	must(t, st.placeDetectives(st.m.randomSquad(rng)))
	boards = append(boards, st.String())
	must(t, st.placeFugitive(st.randomStart(rng)))
	boards = append(boards, st.String())
	for range 13 {
		randomTurn(t, &st, rng)
	}
	boards = append(boards, st.String())
	for !st.Over() {
		randomTurn(t, &st, rng)
	}
	boards = append(boards, st.String())
	for _, b := range boards {
		if strings.HasSuffix(b, "\n") || strings.ContainsFunc(b, func(r rune) bool { return r > '~' }) {
			t.Errorf("the board ends with a newline or is not ASCII:\n%s", b)
		}
	}
	linediff.Testdata(t, "board_seed1.golden", strings.Join(boards, "\n\n"))
}

// After every move the board shows where everybody is, the turn and who
// moves, and one line a round with the fugitive's transports, the city of
// each announcement included.
func TestBoardFollowsTheGame(t *testing.T) {
	st, rng := placed(t)
	var announced []City
	for !st.Over() {
		mv, ok := st.randomFugitiveMove(rng)
		if !ok {
			t.Fatal("the fugitive has no move")
		}
		must(t, st.playFugitive(mv))
		if isAnnouncement(st.Turn()) && !st.Over() {
			announced = append(announced, mv.To)
		}
		checkBoard(t, &st, announced)
		if st.Over() {
			break
		}
		q, _ := st.m.RandomSquadMove(st.Squad(), rng)
		must(t, st.playDetectives(q))
		checkBoard(t, &st, announced)
	}
}

// checkBoard checks st's board against what the test knows of the game.
func checkBoard(t *testing.T, st *State, announced []City) {
	t.Helper()
	board := st.String()
	lines := strings.Split(board, "\n")
	q := st.Squad()
	want := []string{
		fmt.Sprintf("detectives 1-4 in %v %v %v %v", q[0], q[1], q[2], q[3]),
		fmt.Sprintf("fugitive in %v, started in %v", st.Fugitive(), st.startCity()),
	}
	if st.Over() {
		want = append(want, fmt.Sprintf("over in turn %d of 50, %v:", st.Turn(), st.End()))
	} else {
		want = append(want, fmt.Sprintf("turn %d of 50, round %d: %v", st.Turn(), (st.Turn()+4)/5, st.phase))
	}
	for _, w := range want {
		if !strings.Contains(board, w) {
			t.Fatalf("turn %d, %v: the board has no %q:\n%s", st.Turn(), st.phase, w, board)
		}
	}
	var rounds []string
	for _, l := range lines {
		if strings.HasPrefix(l, "round ") {
			rounds = append(rounds, l)
		}
	}
	moves := st.Turn() // the fugitive's moves so far
	if st.phase == fugitiveToMove {
		moves--
	}
	if want := (moves + 4) / 5; len(rounds) != want {
		t.Fatalf("turn %d: %d round lines, want %d:\n%s", st.Turn(), len(rounds), want, board)
	}
	for k, c := range announced {
		if !strings.HasSuffix(rounds[k], " "+c.String()) {
			t.Fatalf("turn %d: round %d does not end with the city announced, %v: %q", st.Turn(), k+1, c, rounds[k])
		}
	}
}

// An ended game gives the score, fugitive's first, and the board of a
// game on which nobody has moved says only what it waits for.
func TestBoardEnds(t *testing.T) {
	st, err := NewState(RandomSetup(1))
	must(t, err)
	if got := st.String(); got != "detectives to place" {
		t.Errorf("the board before the start is %q, want %q", got, "detectives to place")
	}
	st, rng := placed(t)
	for !st.Over() {
		randomTurn(t, &st, rng)
	}
	sc := st.Score()
	want := fmt.Sprintf(", %v: fugitive %d, detectives %d", st.End(), sc[Fugitive], sc[Detectives])
	if first := strings.SplitN(st.String(), "\n", 2)[0]; !strings.HasSuffix(first, want) {
		t.Errorf("the first line of an ended game is %q, want it to end with %q", first, want)
	}
}
