// Command bot is a stand-alone On The Run player for CodeCup 2007's
// dialogue, for either role: it reads the map from connect.txt in its
// working directory, as contest programs did, then reads what the jury
// sends on standard input and writes its moves on standard output,
// flushing after each, as a contest program must.
//
//	go build -o ontherun-bot ./examples/ontherun/bot
//	cd game-dir && ../ontherun-bot            # plays shadow-clock: cordon's detectives or shadow's fugitive
//	ontherun-bot -bot chase -map mymap.txt     # another bot, another map file
//	ontherun-bot -bot evade -seed 7            # the budgeted bot: the same seed plays the same game
//
// It plays a built-in bot of package
// github.com/contestgames/games/ontherun/bots, in the role its first line
// gives. With -bot shadow-clock (the default), evade-clock or
// cordon-clock, the detectives close a cordon round the cities where the
// fugitive can be, weighed by how a fleeing fugitive moves; evade's
// fugitive searches its moves ahead against the detectives, weighed by
// where they must guess it is, and shadow's does so after foreseeing the
// detectives' next moves by playing their part on what they know; these
// think on the wall clock, within the contest's 5 seconds a game. With
// -bot shadow, evade or cordon they think
// with a fixed budget of work, so that a seed (-seed) replays a game.
// With -bot chase or flee, the detectives close in on the cities where
// the fugitive can be, and the fugitive keeps away from the detectives;
// with -bot random, both play random legal moves. The first line it reads,
// "Fugitive" or "Detectives", gives its role. It exits on "Quit", at the
// end of its input, and after its last move of turn 50, as the rules ask;
// on a line it cannot follow it exits with status 1 and says why on
// standard error.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/contestgames/games"
	"github.com/contestgames/games/examples/internal/botmain"
	"github.com/contestgames/games/ontherun/bots"
)

func main() { newProgram().Main() }

// newProgram returns the bot program: the flags and exit statuses of every
// example bot (package botmain), and -map.
func newProgram() botmain.Program {
	mapFile := "connect.txt"
	return botmain.Program{
		Game: "ontherun", Default: "shadow-clock", Names: bots.Names(),
		Flags: func(fs *flag.FlagSet) { fs.StringVar(&mapFile, "map", mapFile, "the map `file`") },
		New: func(name string, seed uint64) (games.Bot, error) {
			text, err := os.ReadFile(mapFile)
			if err != nil {
				return nil, err
			}
			b, err := bots.New(name, seed, 0, map[string]string{"map": string(text)})
			if err != nil {
				return nil, fmt.Errorf("%s: %v", mapFile, err)
			}
			return b, nil
		},
	}
}
