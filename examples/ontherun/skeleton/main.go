// Command skeleton is a complete On The Run program for the CodeCup 2007
// jury, in either role, small enough to read at one sitting: start your
// own bot from it. It uses only the rules in package
// github.com/contestgames/games/ontherun (no built-in bot), and plays
// random legal moves; write your own in choose, the one function that is
// yours.
//
// Build it, then play it against a built-in bot with the referee program,
// which runs each program in a directory of its own holding the map:
//
//	go build -o /tmp/mybot ./examples/ontherun/skeleton && go run ./examples/referee ontherun /tmp/mybot builtin:random
//	go run ./examples/referee -v ontherun builtin:flee /tmp/mybot    # as the detectives, the whole dialogue shown
//
// The dialogue (see "The dialogue" in the package's documentation): the
// program reads the map from connect.txt in its working directory, then
// its role, "Fugitive" or "Detectives". The detectives write their four
// start cities, one a line, and read the fugitive's start city; then,
// each turn, they read the clue of the fugitive's move ("C", or "C 17" on
// the announcement turns 5, 10, ..., 50) and write their four new cities.
// The fugitive reads the detectives' four cities, writes its start city
// and at once its first move ("C 17": a transport, car C, train T or plane
// P, and a city), and then reads their four new cities and writes its
// next move, each turn. Each program has 5 seconds for the whole game.
// The fugitive keeps the whole game in an ontherun.State (it sees every
// move), the detectives what they were told in an ontherun.View, which
// also knows where the fugitive can be. The program stops when the jury
// says "Quit" (a catch, or a fault), when its input ends, and after its
// move of turn 50, after which the jury sends nothing. A line it cannot
// follow ends it with status 1 and one line on standard error that says
// which line and why.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/contestgames/games/ontherun"
)

// mapFile is the map's file, in the program's working directory.
const mapFile = "connect.txt"

func main() {
	if err := run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "ontherun skeleton:", err)
		os.Exit(1)
	}
}

// run reads the map and follows the jury's dialogue on in and out until
// the game ends.
func run(in io.Reader, out io.Writer) error {
	text, err := os.ReadFile(mapFile)
	if err != nil {
		return err
	}
	world, err := ontherun.ParseMap(text)
	if err != nil {
		return fmt.Errorf("%s: %w", mapFile, err)
	}
	game, err := ontherun.NewState(ontherun.Setup{Map: world})
	if err != nil {
		return fmt.Errorf("%s: %w", mapFile, err)
	}
	k := &knowledge{world: world, game: game, told: game.View()}
	lines := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	for n := 1; lines.Scan(); n++ {
		line := strings.TrimSpace(lines.Text())
		if line == ontherun.QuitLine {
			return nil
		}
		reply, over, err := k.hear(n, line)
		if err != nil {
			return fmt.Errorf("line %d %q: %w", n, line, err)
		}
		if reply != "" {
			fmt.Fprintln(w, reply)
			if err := w.Flush(); err != nil {
				return err
			}
		}
		if over {
			return nil // the jury sends nothing more
		}
	}
	return lines.Err()
}

// knowledge is what the program knows of the game, in its role.
type knowledge struct {
	role  ontherun.Role
	world *ontherun.Map // the map
	// game is the whole game, for the fugitive, which sees every move.
	// For the detectives it stays at the start, from which they draw
	// their start cities.
	game ontherun.State
	// told is what the detectives were told, and where the fugitive can
	// be (told.Suspects).
	told ontherun.View
	// squad holds the lines of the detectives' cities the fugitive has
	// read of the four.
	squad []string
}

// hear takes line n of the dialogue, and returns the program's answer
// ("" for none) and whether the game is over for it.
func (k *knowledge) hear(n int, line string) (reply string, over bool, err error) {
	switch {
	case n == 1:
		if k.role, err = ontherun.ParseRole(line); err != nil || k.role == ontherun.Fugitive {
			return "", false, err
		}
		return k.moveDetectives()
	case k.role == ontherun.Detectives && k.told.Start == ontherun.NoCity:
		start, err := ontherun.ParseCity(line)
		if err != nil {
			return "", false, err
		}
		return "", false, k.told.Play(ontherun.Move{To: start})
	case k.role == ontherun.Detectives:
		clue, err := ontherun.ParseClue(line)
		if err == nil {
			err = k.told.Play(clue)
		}
		if err != nil {
			return "", false, err
		}
		return k.moveDetectives()
	}
	if k.squad = append(k.squad, line); len(k.squad) < ontherun.NumDetectives {
		return "", false, nil
	}
	return k.moveFugitive()
}

// moveDetectives chooses the detectives' start or move, records it, and
// returns their four lines.
func (k *knowledge) moveDetectives() (reply string, over bool, err error) {
	mv := choose(k)
	last := k.told.Turn == ontherun.MaxTurns
	if err := k.told.Play(mv); err != nil {
		return "", false, fmt.Errorf("our own move %q: %w", mv, err)
	}
	return mv.String(), last, nil
}

// moveFugitive plays the detectives' four cities just read, then chooses
// the fugitive's start (in turn 0) and its move, and returns its lines.
func (k *knowledge) moveFugitive() (reply string, over bool, err error) {
	var q ontherun.Squad
	for i, line := range k.squad {
		if q[i], err = ontherun.ParseCity(line); err != nil {
			return "", false, fmt.Errorf("detective %d: %w", i+1, err)
		}
	}
	k.squad = k.squad[:0]
	if k.game.ToMove() != int(ontherun.Detectives) {
		return "", false, errors.New("the detectives' cities, when the fugitive is to move")
	}
	starting := k.game.Turn() == 0
	if err := k.game.Play(ontherun.Move{Squad: q}); err != nil {
		return "", false, fmt.Errorf("the detectives' move %v: %w", q, err)
	}
	var lines []string
	if starting {
		start := choose(k)
		if err := k.game.Play(start); err != nil {
			return "", false, fmt.Errorf("our own start %s: %w", start.To, err)
		}
		lines = append(lines, start.To.String())
	}
	mv := choose(k)
	if err := k.game.Play(mv); err != nil {
		return "", false, fmt.Errorf("our own move %q: %w", mv, err)
	}
	over = k.game.Over() || k.game.Turn() == ontherun.MaxTurns
	return strings.Join(append(lines, mv.String()), "\n"), over, nil
}

// rng draws the random moves, from a fixed seed: the same map and
// opponent, the same game.
var rng = rand.New(rand.NewPCG(1, 2))

// choose returns the program's next move, in its role k.role:
//   - the detectives' start or move, a Move with the Squad of their four
//     cities after it, from what they know (k.told; k.told.Squad is where
//     they stand, empty before their start);
//   - the fugitive's start, a Move with its city To, then each turn its
//     move, a Move with a Transport and a city To, from the whole game
//     (k.game, in which the fugitive is to move).
//
// ---- YOURS TO WRITE: replace this body with your own bot. ----
// It now plays random legal moves. k.world.Neighbors lists the cities one
// connection away by a transport, k.game.Moves the fugitive's moves,
// k.told.Suspects where the fugitive can be; the game ends with a catch
// when a detective stands on the fugitive's city.
func choose(k *knowledge) ontherun.Move {
	if k.role == ontherun.Fugitive || k.told.Squad == (ontherun.Squad{}) {
		mv, _ := k.game.RandomMove(rng) // the detectives' start: k.game is at the start
		return mv
	}
	q, _ := k.world.RandomSquadMove(k.told.Squad, rng)
	return ontherun.Move{Squad: q}
}
