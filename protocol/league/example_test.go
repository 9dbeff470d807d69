package league_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/league"
)

// A league of two bots plays four game pairs, then a third comes, and the
// league plays on, giving the newcomer its games first.
func Example() {
	tmp, err := os.MkdirTemp("", "league-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	dir := filepath.Join(tmp, "club")
	if err := league.Init(dir, league.NewSettings("alquerque")); err != nil {
		log.Fatal(err)
	}
	l, err := league.Open(dir, bots.Game())
	if err != nil {
		log.Fatal(err)
	}
	defer l.Close()
	for _, name := range []string{"ann", "bob"} {
		if _, _, err := l.Add(name, "builtin:random"); err != nil {
			log.Fatal(err)
		}
	}
	if err := l.RunUntil(context.Background(), 8); err != nil {
		log.Fatal(err)
	}
	_, added, _ := l.Add("ann", "builtin:random")
	fmt.Println("ann added again:", added)
	if _, _, err := l.Add("cat", "builtin:random"); err != nil {
		log.Fatal(err)
	}
	if err := l.RunUntil(context.Background(), 20); err != nil {
		log.Fatal(err)
	}
	s, err := l.Standings()
	if err != nil {
		log.Fatal(err)
	}
	for _, p := range s.Report().Table.Players {
		fmt.Println(p.Name[:len(p.Name)-league.IDLength-1], p.Games)
	}
	// Output:
	// ann added again: false
	// ann 14
	// bob 14
	// cat 12
}
