package protocoltest_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/protocoltest"
)

func countConfig() protocoltest.Config {
	return protocoltest.Config{
		Game:        toy.CountGame(),
		CheckResult: protocoltest.ScoresWithin(0, 1),
	}
}

// Check passes a sound game: fifty seeds (Check's default) in the long
// series, twenty otherwise, which meet every kind of garbage player
// twice.
func TestCheckCount(t *testing.T) {
	t.Parallel()
	c := countConfig()
	c.Matches = long.Size(20, 0)
	protocoltest.Check(t, c)
}

// Sim is played by 1 to 4 players, every seat at once.
func TestCheckSim(t *testing.T) {
	t.Parallel()
	for players := 1; players <= 4; players++ {
		t.Run(fmt.Sprint(players, " players"), func(t *testing.T) {
			t.Parallel()
			protocoltest.Check(t, protocoltest.Config{
				Game:        toy.SimGame(players),
				CheckResult: protocoltest.ScoresWithin(0, 5),
				Matches:     10,
			})
		})
	}
}

// fakeT records failures instead of failing, to test that Check fails
// when it should.
type fakeT struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (f *fakeT) Errorf(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.errs = append(f.errs, fmt.Sprintf(format, args...))
}

func (f *fakeT) Helper() {}

// withReferee makes Count's referees through change, with Count's
// options and seed handling kept.
func withReferee(c *protocoltest.Config, change func(*toy.Count) games.Referee) {
	newReferee := c.Game.NewReferee
	c.Game.NewReferee = func(seed uint64, options map[string]string) (games.Referee, map[string]string, error) {
		ref, complete, err := newReferee(seed, options)
		if err != nil {
			return nil, nil, err
		}
		return change(ref.(*toy.Count)), complete, nil
	}
}

// withRandomBot adds a built-in bot and makes it Check's random player.
func withRandomBot(c *protocoltest.Config, name string, bot func(seed uint64) games.Bot) {
	c.Game.Bots.Names = append(slices.Clone(c.Game.Bots.Names), name)
	newBot := c.Game.Bots.New
	c.Game.Bots.New = func(n string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		if n == name {
			return bot(seed), nil
		}
		return newBot(n, seed, seat, options)
	}
	c.RandomBot = name
}

// Broken referees and bots fail the check, with a message that says why.
func TestCheckFails(t *testing.T) {
	tests := []struct {
		name   string
		change func(*protocoltest.Config)
		want   string
	}{
		{"nondeterministic referee", func(c *protocoltest.Config) {
			withReferee(c, func(r *toy.Count) games.Referee { return &noisy{r} })
		}, "does not replay"},
		{"complete options left out", func(c *protocoltest.Config) {
			// The match counts to 7, its replay to what the seed draws.
			c.Options = map[string]string{"n": "7"}
			newReferee := c.Game.NewReferee
			c.Game.NewReferee = func(seed uint64, options map[string]string) (games.Referee, map[string]string, error) {
				ref, _, err := newReferee(seed, options)
				return ref, map[string]string{}, err
			}
		}, "does not replay"},
		{"nondeterministic random bot", func(c *protocoltest.Config) {
			withRandomBot(c, "noisy", func(uint64) games.Bot {
				return toy.RandomCountBot{Rng: rand.New(rand.NewPCG(noise.next(), 0))}
			})
			// Outside the long series, seeds 0 to 4 alone: no garbage
			// player there hangs, whose matches, differing by a
			// timeout, Check plays three times more with ever longer
			// limits before it reports them (a second of waiting).
			c.Matches = long.Size(5, c.Matches)
		}, "two different records"},
		{"referee panics on garbage", func(c *protocoltest.Config) {
			withReferee(c, func(r *toy.Count) games.Referee { return &fragile{r} })
		}, "the referee panicked"},
		{"referee never ends", func(c *protocoltest.Config) {
			c.Options = map[string]string{"n": strconv.Itoa(1 << 30)}
			c.MaxSteps = 200
		}, "did not end within 200 steps"},
		{"too few scores", func(c *protocoltest.Config) {
			withReferee(c, func(r *toy.Count) games.Referee { return &oneScore{r} })
		}, "1 scores for 2 players"},
		{"winner not a seat", func(c *protocoltest.Config) {
			withReferee(c, func(r *toy.Count) games.Referee { return &winnerTwo{r} })
		}, "the result's winner is 2, neither a seat of 2"},
		{"scores out of bounds", func(c *protocoltest.Config) {
			c.CheckResult = protocoltest.ScoresWithin(0, 0.5)
		}, "outside [0, 0.5]"},
		{"fault blames the wrong player", func(c *protocoltest.Config) {
			withReferee(c, func(r *toy.Count) games.Referee { return &blameZero{r} })
		}, "only player 1 misbehaved"},
		{"random bot plays illegally", func(c *protocoltest.Config) {
			withRandomBot(c, "liar", func(uint64) games.Bot { return liar{} })
		}, "a random legal player was judged at fault"},
		{"random bot panics", func(c *protocoltest.Config) {
			withRandomBot(c, "crasher", func(uint64) games.Bot { return crasher{} })
		}, "random legal player 0 faulted (exited)"},
		{"no such random bot", func(c *protocoltest.Config) {
			c.RandomBot = "perfect"
		}, `no built-in bot "perfect"`},
		{"referee error", func(c *protocoltest.Config) {
			c.Game.NewReferee = func(uint64, map[string]string) (games.Referee, map[string]string, error) {
				return nil, nil, errors.New("no maps")
			}
		}, "NewReferee: no maps"},
		{"unknown option", func(c *protocoltest.Config) {
			c.Options = map[string]string{"maze": "x"}
		}, `NewReferee: count: unknown option "maze"`},
		{"seats and players differ", func(c *protocoltest.Config) {
			c.Game.Seats = []string{"one", "two", "three"}
		}, "the referee has 2 players, the game 3 seats"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := countConfig()
			c.Matches = 10
			c.HangLimit = 50 * time.Millisecond
			tt.change(&c)
			f := &fakeT{TB: t}
			protocoltest.Check(f, c)
			all := strings.Join(f.errs, "\n")
			if !strings.Contains(all, tt.want) {
				t.Errorf("Check reported:\n%s\nwant a failure with %q", all, tt.want)
			}
		})
	}
}

// noisy gives a reason that differs from one match to the next.
type noisy struct{ *toy.Count }

func (r noisy) Result() games.Result {
	res := r.Count.Result()
	res.Reason += fmt.Sprint(" ", noise.next())
	return res
}

// noise is a counter shared by all matches: what a deterministic referee
// or bot must not depend on.
var noise counter

type counter struct {
	sync.Mutex
	n uint64
}

func (c *counter) next() uint64 {
	c.Lock()
	defer c.Unlock()
	c.n++
	return c.n
}

// fragile panics on a line that is not a number.
type fragile struct{ *toy.Count }

func (r fragile) Reply(p int, line string) error {
	for _, c := range line {
		if c < '0' || c > '9' {
			panic("not a number")
		}
	}
	return r.Count.Reply(p, line)
}

type oneScore struct{ *toy.Count }

func (r oneScore) Result() games.Result {
	res := r.Count.Result()
	res.Scores = res.Scores[:1]
	return res
}

// winnerTwo names a third player, whom a game of two does not have, the
// winner.
type winnerTwo struct{ *toy.Count }

func (r winnerTwo) Result() games.Result {
	res := r.Count.Result()
	res.Winner = 2
	return res
}

type blameZero struct{ *toy.Count }

func (r blameZero) Result() games.Result {
	res := r.Count.Result()
	if res.Fault != nil {
		f := *res.Fault
		f.Player = 0
		res.Fault = &f
	}
	return res
}

// liar answers 3 more than it heard: illegal in Count.
type liar struct{}

func (liar) Start() []string { return nil }
func (liar) Hear(line string) []string {
	if line == "quit" {
		return nil
	}
	return []string{"999"}
}

type crasher struct{}

func (crasher) Start() []string      { return nil }
func (crasher) Hear(string) []string { panic("random bot bug") }

// A random player slowed down (as by a loaded machine) beyond the short
// clock of matches with a hanging player is not a failure: the seed is
// played again with a longer clock.
func TestCheckRetriesStarved(t *testing.T) {
	t.Parallel()
	c := countConfig()
	// Seeds 7 and 8 have garbage players that do not answer, and so do
	// 17 and 18 in the long series.
	c.Matches = long.Size(10, 20)
	c.HangLimit = 50 * time.Millisecond
	withRandomBot(&c, "slow", func(seed uint64) games.Bot {
		return &slowStart{RandomCountBot: toy.RandomCountBot{Rng: rand.New(rand.NewPCG(seed, 1))}}
	})
	f := &fakeT{TB: t}
	protocoltest.Check(f, c)
	if len(f.errs) > 0 {
		t.Errorf("Check failed:\n%s", strings.Join(f.errs, "\n"))
	}
}

// slowStart takes 120ms over its first answer: too long for the first two
// clocks, 50ms and 100ms, not for the third.
type slowStart struct {
	toy.RandomCountBot
	slow bool
}

func (b *slowStart) Hear(line string) []string {
	if !b.slow {
		b.slow = true
		time.Sleep(120 * time.Millisecond)
	}
	return b.RandomCountBot.Hear(line)
}

// silentBot says nothing, ever.
type silentBot struct{}

func (silentBot) Start() []string      { return nil }
func (silentBot) Hear(string) []string { return nil }

func TestPlay(t *testing.T) {
	// Two counting bots reach 10 together: both score 1, nobody wins.
	res := protocoltest.Play(t, toy.NewCount(10, games.Clock{}), []games.Bot{toy.CountBot{}, toy.CountBot{}})
	if len(res.Scores) != 2 || res.Scores[0] != 1 || res.Scores[1] != 1 || res.Winner != games.NoWinner || res.Fault != nil {
		t.Errorf("counting bots: %+v", res)
	}
	// A bot with nothing to say when awaited has ended: it loses.
	res = protocoltest.Play(t, toy.NewCount(10, games.Clock{}), []games.Bot{toy.CountBot{}, silentBot{}})
	if res.Fault == nil || res.Fault.Player != 1 || res.Scores[1] != 0 || res.Winner != 0 {
		t.Errorf("silent bot: %+v", res)
	}
}
