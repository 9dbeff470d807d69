package main

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
)

// A pairing is one bot against another: the bot in one seat, the
// opponent in every other.
type pairing struct{ bot, opponent string }

// pairings returns the pairings of bots: every two, the earlier one first,
// or in a gauntlet the first with each other. A pairing named twice is
// played once: "rival planner planner" plays rival against planner and
// planner against itself, the baseline that pairedLines sets rival
// against.
func pairings(bots []string, f standings.Format) []pairing {
	var out []pairing
	for i, b := range bots {
		for _, o := range bots[i+1:] {
			if !slices.Contains(out, pairing{b, o}) {
				out = append(out, pairing{b, o})
			}
		}
		if f == standings.Gauntlet {
			break
		}
	}
	return out
}

// A played pairing is a pairing with the results of its games, each
// Seating on the tournament's own players: 0 is the bot, the others the
// opponent's copies.
type played struct {
	pairing
	names   []string // the tournament's names of its players
	results []standings.Result
}

// A series is every pairing played, in one game.
type series struct {
	game        games.Game
	pairs, seed uint64 // set-ups a pairing, and the first one's seed
	slack       int    // times the contest's clock
	pairings    []played
}

// play plays every pairing of the bots, one tournament each, whose games
// are the referee's: arena's, under the contest's clock.
func (c *config) play(ctx context.Context) (*series, error) {
	s := &series{game: c.game, pairs: uint64(c.pairs), seed: c.seed, slack: c.slack}
	clock, err := c.clock()
	if err != nil {
		return nil, err
	}
	for _, p := range pairings(c.bots, c.format) {
		specs := []arena.PlayerSpec{{Builtin: p.bot}}
		for range c.game.Players() - 1 {
			specs = append(specs, arena.PlayerSpec{Builtin: p.opponent})
		}
		t := &arena.Tournament{Game: c.game, Players: specs, Sets: c.pairs, Seed: c.seed, Clock: clock, Runner: c.runner}
		if c.dir != "" {
			t.Dir = filepath.Join(c.dir, p.bot+"-vs-"+p.opponent)
		}
		results, err := t.Run(ctx)
		if err != nil {
			return nil, fmt.Errorf("%s vs %s: %w", p.bot, p.opponent, err)
		}
		s.pairings = append(s.pairings, played{pairing: p, names: t.PlayerNames(), results: results})
	}
	return s, nil
}

// clock returns the clock of the games: nil for the contest's own, or
// its limits times -slack, read from the first set-up's referee.
func (c *config) clock() (*games.Clock, error) {
	if c.slack == 1 {
		return nil, nil
	}
	ref, _, err := c.game.NewReferee(c.seed, nil)
	if err != nil {
		return nil, fmt.Errorf("%s, seed %d: %w", c.game.Name, c.seed, err)
	}
	k := ref.Clock()
	n := time.Duration(c.slack)
	k.Total, k.PerTurn, k.Handshake = k.Total*n, k.PerTurn*n, k.Handshake*n
	return &k, nil
}

// ratings returns the rating list of every bot, one player each, from
// each pairing's games between its bot and the opponent: with two seats by
// the rules' winner, as a tournament's table counts them; with more, head
// to head by points against each of the opponent's copies, whose games
// among themselves do not count. A bot's games against itself (the
// baseline of the paired lines) do not count either: they say nothing of
// how it fares against the others.
func (s *series) ratings() *standings.Standings {
	var names []string
	index := func(name string) int {
		if i := slices.Index(names, name); i >= 0 {
			return i
		}
		names = append(names, name)
		return len(names) - 1
	}
	var games []stats.Versus
	for _, p := range s.pairings {
		a, o := index(p.bot), index(p.opponent)
		if a == o {
			continue
		}
		v := stats.Versus{A: a, B: o}
		for _, r := range p.results {
			seat := slices.Index(r.Seating, 0)
			for other := range r.Seating {
				switch {
				case other == seat:
				case len(r.Seating) == 2:
					v.Games.Add(stats.ByWinner(r.Winner, seat))
				default:
					v.Games.Add(stats.ByPoints(r.Scores[seat], r.Scores[other]))
				}
			}
		}
		games = append(games, v)
	}
	st := &standings.Standings{Game: s.game.Name, Players: names, Seats: s.game.Players()}
	st.Rate(games)
	return st
}
