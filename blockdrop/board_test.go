package blockdrop

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// boardSquare returns the character a board's lines draw for square (x,
// y): below the first line, a rule above each row of blocks, and a '|'
// before each block.
func boardSquare(lines []string, x, y int) byte {
	return lines[2+y+y/BlockSize][1+x+x/BlockSize]
}

// An attack marks the blocks in front of the attacker: on the board their
// squares turn ':' and their counters 4n; the attacker waits; a block that
// falls takes its squares, and a player in it, off the board.
func TestBoardShowsAnAttackAndAFall(t *testing.T) {
	start, err := ParsePlacement("1,1,R 5,2,D 1,10,U 16,16,L")
	if err != nil {
		t.Fatal(err)
	}
	st, err := NewState(Setup{Start: start, Turns: DefaultTurns})
	if err != nil {
		t.Fatal(err)
	}
	// Player 0 attacks right along the top row of blocks, then all wait
	// until the first block falls, 4 global turns later, with player 1.
	for _, tc := range []struct {
		action Action
		lines  map[int]string // line number: the line
	}{
		{A, map[int]string{
			0:  "T 1 of 1000: player 1 to move",
			2:  "|...|:::|:::|:::|:::|:::|",
			3:  "|.0.|:::|:::|:::|:::|:::|     0   3   7  11  15  19",
			4:  "|...|::1|:::|:::|:::|:::|",
			26: "player 0: 1,1,R, waits 2",
		}},
		{N, map[int]string{0: "T 2 of 1000: player 2 to move"}},
		{N, map[int]string{0: "T 3 of 1000: player 3 to move"}},
		{N, map[int]string{
			0:  "T 4 of 1000: player 0 to move",
			2:  "|...|   |:::|:::|:::|:::|",
			3:  "|.0.|   |:::|:::|:::|:::|     0 -19   4   8  12  16",
			4:  "|...|   |:::|:::|:::|:::|",
			27: "player 1: fallen",
		}},
	} {
		st.Step(tc.action)
		lines := strings.Split(st.String(), "\n")
		for i, want := range tc.lines {
			if i >= len(lines) || lines[i] != want {
				t.Fatalf("after %v at T %d, line %d is %q, want %q:\n%s", tc.action, st.Turn(), i, at(lines, i), want, st.String())
			}
		}
	}
	if got := len(strings.Split(st.String(), "\n")); got != 30 {
		t.Errorf("the board has %d lines, want 30", got)
	}
}

func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "<none>"
}

// Through random games, every square shows the player on it or its
// block's state, every player's line its square, facing and wait or its
// fall, and the first line T and the player to move or the end.
func TestBoardFollowsRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	var buf [MoveListSize]Action
	falls := 0
	for game := range 5 {
		st, err := NewState(Setup{Start: RandomPlacement(rng), Turns: 400})
		if err != nil {
			t.Fatal(err)
		}
		for {
			checkBoard(t, &st)
			if st.Over() {
				break
			}
			acts := st.Moves(buf[:0])
			// Attack often, so that blocks fall and players with them.
			a := acts[rng.IntN(len(acts))]
			if rng.IntN(3) == 0 {
				a = A
			}
			st.Step(a)
		}
		falls += NumPlayers - st.Living()
		t.Logf("game %d: %s", game, strings.SplitN(st.String(), "\n", 2)[0])
	}
	if falls == 0 {
		t.Error("nobody fell in the random games: choose other seeds, so that the board of a fall is checked")
	}
}

// checkBoard checks st's board against its accessors.
func checkBoard(t *testing.T, st *State) {
	t.Helper()
	board := st.String()
	lines := strings.Split(board, "\n")
	for y := range Size {
		for x := range Size {
			want := byte('.')
			switch c := st.Counter(BlockOf(x, y)); {
			case c > 0:
				want = ':'
			case c < 0:
				want = ' '
			}
			for p := range NumPlayers {
				if pl := st.Player(p); int(pl.X) == x && int(pl.Y) == y {
					want = '0' + byte(p)
				}
			}
			if got := boardSquare(lines, x, y); got != want {
				t.Fatalf("T %d: square %d,%d is drawn %q, want %q:\n%s", st.Turn(), x, y, got, want, board)
			}
		}
	}
	for p := range NumPlayers {
		pl := st.Player(p)
		want := fmt.Sprintf("\nplayer %d: fallen", p)
		if pl.Alive() {
			want = fmt.Sprintf("\nplayer %d: %d,%d,%v", p, pl.X, pl.Y, pl.Facing)
			if pl.Wait > 0 {
				want += fmt.Sprintf(", waits %d", pl.Wait)
			}
		}
		if !strings.Contains(board+"\n", want+"\n") {
			t.Fatalf("T %d: the board has no line %q:\n%s", st.Turn(), want[1:], board)
		}
	}
	head := fmt.Sprintf("T %d of %d: player %d to move", st.Turn(), st.TurnLimit(), st.ToMove())
	if st.Over() {
		head = fmt.Sprintf("T %d of %d: over, %v", st.Turn(), st.TurnLimit(), st.End())
	}
	if !strings.HasPrefix(board, head) {
		t.Fatalf("the board does not start with %q:\n%s", head, board)
	}
}
