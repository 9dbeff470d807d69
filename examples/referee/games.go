package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	alquerquebots "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/amazes"
	amazesbots "github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/blockdrop"
	blockdropbots "github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/langwars"
	langwarsbots "github.com/contestgames/games/langwars/bots"
	"github.com/contestgames/games/ontherun"
	ontherunbots "github.com/contestgames/games/ontherun/bots"
)

// A game is what the referee program knows of one contest game.
type game struct {
	name      string
	seats     int
	seatNames []string
	// newReferee makes the referee of one match, and the options that the
	// record's header keeps to make it again.
	newReferee func(seed int64, o *gameOptions) (games.Referee, map[string]string, error)
	// options lists the game's own flags (such as "maze"); others are refused.
	options []string
	// workFiles, if set, returns the files each program must find in its
	// working directory (On The Run's connect.txt), from the header's
	// options; each program then runs in a fresh directory holding them.
	workFiles func(options map[string]string) map[string][]byte
	// bots makes each built-in bot for a seat, from the match's seed.
	bots     map[string]func(seed int64, seat int, options map[string]string) games.Bot
	defaults []string
}

var registry = []*game{
	{
		name:      "alquerque",
		seats:     2,
		seatNames: []string{"white", "black"},
		newReferee: func(int64, *gameOptions) (games.Referee, map[string]string, error) {
			return alquerque.NewReferee(), nil, nil
		},
		bots: map[string]func(int64, int, map[string]string) games.Bot{
			"random": func(seed int64, seat int, _ map[string]string) games.Bot {
				return alquerquebots.Random(uint64(seed)*2 + uint64(seat))
			},
			// A quick searcher: 5 seconds for the whole game, well inside
			// the contest's 30, so that a demonstration game is short.
			"search": func(seed int64, seat int, _ map[string]string) games.Bot {
				return alquerquebots.Search(alquerquebots.Options{
					Clock:    5 * time.Second,
					MoveTime: 250 * time.Millisecond,
					Seed:     uint64(seed)*2 + uint64(seat) + 1,
				})
			},
		},
		defaults: []string{"builtin:search", "builtin:random"},
	},
	{
		name:       "amazes",
		seats:      2,
		seatNames:  []string{"red", "blue"},
		newReferee: newAmazesReferee,
		options:    []string{"maze"},
		bots: map[string]func(int64, int, map[string]string) games.Bot{
			"random": func(seed int64, seat int, _ map[string]string) games.Bot {
				return amazesbots.NewRandom(uint64(seed)*2 + uint64(seat))
			},
			"explore": func(seed int64, seat int, _ map[string]string) games.Bot {
				return amazesbots.NewExplore(uint64(seed)*2 + uint64(seat))
			},
		},
		defaults: []string{"builtin:explore", "builtin:random"},
	},
	{
		name:       "blockdrop",
		seats:      4,
		newReferee: newBlockdropReferee,
		options:    []string{"start", "turns"},
		bots: map[string]func(int64, int, map[string]string) games.Bot{
			"random": func(seed int64, seat int, _ map[string]string) games.Bot {
				return blockdropbots.NewRandom(uint64(seed)*4 + uint64(seat))
			},
			"hunter": func(seed int64, seat int, _ map[string]string) games.Bot {
				return blockdropbots.NewHunter(uint64(seed)*4 + uint64(seat))
			},
		},
		defaults: []string{"builtin:hunter", "builtin:random", "builtin:random", "builtin:random"},
	},
	{
		name:  "langwars",
		seats: langwars.Players,
		// The header keeps the attention degrees, drawn from the seed.
		newReferee: func(seed int64, _ *gameOptions) (games.Referee, map[string]string, error) {
			ref := langwars.NewReferee(seed)
			return ref, map[string]string{"attention": ref.Attention().String()}, nil
		},
		bots: map[string]func(int64, int, map[string]string) games.Bot{
			"random": func(seed int64, seat int, _ map[string]string) games.Bot {
				return langwarsbots.NewRandom(uint64(seed)*langwars.Players + uint64(seat))
			},
			"greedy": func(seed int64, seat int, _ map[string]string) games.Bot {
				return langwarsbots.NewGreedy(uint64(seed)*langwars.Players + uint64(seat))
			},
		},
		defaults: []string{"builtin:greedy", "builtin:random", "builtin:random", "builtin:random"},
	},
	{
		name:       "ontherun",
		seats:      2,
		seatNames:  []string{"fugitive", "detectives"},
		newReferee: newOnTheRunReferee,
		options:    []string{"map"},
		// Programs read the map from connect.txt in their working directory.
		workFiles: func(o map[string]string) map[string][]byte {
			return map[string][]byte{"connect.txt": []byte(o["map"])}
		},
		bots: map[string]func(int64, int, map[string]string) games.Bot{
			"random": ontherunBot("random"),
			"chase":  ontherunBot("chase"),
			"flee":   ontherunBot("flee"),
		},
		defaults: []string{"builtin:flee", "builtin:chase"},
	},
}

// newOnTheRunReferee plays on the -map file if there is one, otherwise on a
// 200-city map generated from the seed; the header keeps the whole map.
func newOnTheRunReferee(seed int64, o *gameOptions) (games.Referee, map[string]string, error) {
	var m *ontherun.Map
	if o.mapFile == "" {
		var err error
		if m, err = ontherun.Generate(rand.New(rand.NewPCG(uint64(seed), 2007)), ontherun.DefaultCities); err != nil {
			return nil, nil, err
		}
	} else {
		text, err := os.ReadFile(o.mapFile)
		if err != nil {
			return nil, nil, err
		}
		if m, err = ontherun.ParseMap(text); err != nil {
			return nil, nil, fmt.Errorf("-map %s: %v", o.mapFile, err)
		}
	}
	ref, err := ontherun.NewReferee(m) // validates the map
	if err != nil {
		return nil, nil, fmt.Errorf("-map %s: %v", o.mapFile, err)
	}
	return ref, map[string]string{"map": m.String()}, nil
}

// ontherunBot makes a built-in bot that knows the match's map, which the
// header's options hold.
func ontherunBot(name string) func(int64, int, map[string]string) games.Bot {
	return func(seed int64, seat int, o map[string]string) games.Bot {
		m, err := ontherun.ParseMap([]byte(o["map"]))
		if err != nil {
			panic(err) // newOnTheRunReferee wrote the map: a bug if it does not read
		}
		b, err := ontherunbots.New(name, m, uint64(seed)*2+uint64(seat))
		if err != nil {
			panic(err) // name is one of ours
		}
		return b
	}
}

// gameOptions are the flags that only some games take.
type gameOptions struct {
	maze  string // a maze file, for amazes
	start string // the start placement, for blockdrop
	turns int    // the turn limit, for blockdrop; 0 for the contest's
	// mapFile is a connect.txt map, for ontherun.
	mapFile string
}

// newBlockdropReferee places the players as -start says, or from the seed,
// and plays to the -turns limit; the header keeps both.
func newBlockdropReferee(seed int64, o *gameOptions) (games.Referee, map[string]string, error) {
	start := blockdrop.SeededPlacement(uint64(seed))
	if o.start != "" {
		var err error
		if start, err = blockdrop.ParsePlacement(o.start); err != nil {
			return nil, nil, fmt.Errorf("-start: %v", err)
		}
	}
	turns := blockdrop.DefaultTurns
	if o.turns != 0 {
		turns = o.turns
	}
	ref, err := blockdrop.NewReferee(start, blockdrop.WithTurns(turns))
	if err != nil {
		return nil, nil, fmt.Errorf("-turns %d: %v", o.turns, err)
	}
	return ref, map[string]string{"start": start.String(), "turns": fmt.Sprint(turns)}, nil
}

// newAmazesReferee plays on the -maze file if there is one, taking its
// start lines or, when it has none, seeded legal starts; otherwise on a
// seeded random maze. The header keeps the whole set-up.
func newAmazesReferee(seed int64, o *gameOptions) (games.Referee, map[string]string, error) {
	rng := rand.New(rand.NewPCG(uint64(seed), 2010))
	var setup amazes.Setup
	switch {
	case o.maze == "":
		setup = amazes.GenerateSetup(rng)
	default:
		text, err := os.ReadFile(o.maze)
		if err != nil {
			return nil, nil, err
		}
		if setup, err = amazes.ParseSetup(text); err != nil {
			m, err2 := amazes.ParseMaze(text)
			if err2 != nil {
				return nil, nil, fmt.Errorf("-maze %s: %v", o.maze, err)
			}
			setup = amazes.Setup{Maze: m, Start: amazes.RandomStarts(&m, rng)}
		}
	}
	ref, err := amazes.NewReferee(setup)
	if err != nil {
		return nil, nil, fmt.Errorf("-maze %s: %v", o.maze, err)
	}
	return ref, map[string]string{"setup": string(setup.AppendText(nil))}, nil
}

func findGame(name string) (*game, bool) {
	for _, g := range registry {
		if g.name == name {
			return g, true
		}
	}
	return nil, false
}

func gameNames() string {
	var names []string
	for _, g := range registry {
		names = append(names, g.name)
	}
	return strings.Join(names, ", ")
}

func (g *game) botNames() string {
	var names []string
	for n := range g.bots {
		names = append(names, "builtin:"+n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// checkPlayer reports a builtin: player that the game does not have.
func (g *game) checkPlayer(p string) error {
	name, ok := strings.CutPrefix(p, "builtin:")
	if !ok {
		if strings.TrimSpace(p) == "" {
			return usagef("an empty player command")
		}
		return nil
	}
	if _, ok := g.bots[name]; !ok {
		return usagef("%s has no built-in bot %q; it has %s", g.name, name, g.botNames())
	}
	return nil
}

// seatName names seat s, as "white", or "player 2" for games without names.
func (g *game) seatName(s int) string {
	if s < len(g.seatNames) {
		return g.seatNames[s]
	}
	return fmt.Sprintf("player %d", s)
}
