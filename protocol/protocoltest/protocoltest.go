// Package protocoltest checks that a [games.Referee] holds up in real
// matches, as net/http/httptest helps test an HTTP handler: it plays many
// seeded matches in-process between random legal players, and between them
// and players that answer garbage, and checks what every game's referee must
// do whatever its rules.
//
// A game package's test gives it the game's [games.Game] with its built-in
// bots, one of which, "random" unless Config.RandomBot says otherwise,
// plays legal moves at random:
//
//	func TestReferee(t *testing.T) {
//		protocoltest.Check(t, protocoltest.Config{
//			Game:        bots.Game(), // mygame/bots
//			CheckResult: protocoltest.ScoresWithin(0, 12),
//		})
//	}
//
// It checks that nothing panics, that every match ends within a bounded
// number of steps, that the same seed gives the same record byte for byte,
// that every record replays with [record.Replay] through a referee made
// from the record's header alone (so that the complete options that
// Game.NewReferee returns make the same match again), that a result has one
// finite score per player, a winner that is a seat or games.NoWinner, and
// passes CheckResult, that random legal players
// never fault, and that a fault in a result names the player that
// misbehaved. It does not check the rules themselves: that is the game
// package's own tests' job.
//
// [CheckBots] checks a game's built-in bots: that the same seed plays the
// same game, byte for byte, and that a bot's own seed matters. [Play] plays
// bots through a referee in the quickest way, for a game's own tests.
package protocoltest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/record"
)

// Config says what to check. Game is required; the zero values of the
// other fields choose the defaults.
type Config struct {
	// Game is the game under test with its built-in bots, as its bots
	// package offers it. Every match is made by Game.NewReferee, and its
	// record must replay through Game.NewReferee from the record's header
	// alone: this checks that the complete options make the same match.
	Game games.Game
	// Options are the options of every match; nil for the game's own
	// defaults.
	Options map[string]string
	// RandomBot names the built-in bot that plays legal moves chosen at
	// random from its seed, and never anything else; "" means "random".
	RandomBot string
	// Matches is how many seeds are played; 0 means 50. Each seed is
	// played between random players, and again with one player turned
	// into a garbage player, each twice to compare the records.
	Matches int
	// Seed is the first seed: seeds Seed, Seed+1, ... are played.
	Seed uint64
	// CheckResult, if set, checks each result further, such as the
	// bounds of the scores (see ScoresWithin).
	CheckResult func(games.Result) error
	// MaxSteps bounds the steps (calls of Next) of one match; 0 means
	// 100,000. A match that goes on longer is a failure.
	MaxSteps int
	// HangLimit is the time limit of every wait in a match with a player
	// that hangs, which costs this much once, and of every match's
	// handshake; 0 means 500ms. The random players must answer within it
	// too: if one does not, the machine was too loaded, and the seed is
	// played again with twice the limit, up to three times. Other waits
	// last up to 10 seconds, which only a broken player would reach. The
	// referee's own clock is not used: its limits are seconds long, and
	// would make the checks slow.
	HangLimit time.Duration
}

// ScoresWithin returns a CheckResult that wants every score in [min, max].
func ScoresWithin(min, max float64) func(games.Result) error {
	return func(r games.Result) error {
		for p, s := range r.Scores {
			if s < min || s > max {
				return fmt.Errorf("player %d scores %v, outside [%v, %v]", p, s, min, max)
			}
		}
		return nil
	}
}

// A garbage is a way a player can misbehave.
type garbage int

const (
	legal       garbage = iota // not garbage: a random legal player
	randomBytes                // a line of random bytes
	emptyLine                  // an empty line
	longLine                   // a line of 100,000 letters, under the runner's limit
	tooLong                    // a line over the runner's limit: LineTooLong
	invalidUTF8                // a legal move with a byte that is not UTF-8 in it
	mutated                    // a legal move with one byte changed
	extraLine                  // a legal move and a line of random bytes after it
	silence                    // nothing at all: Timeout
	hangs                      // blocks in Hear: Timeout
	panics                     // panics: Exited
	numGarbage
)

var garbageNames = [numGarbage]string{"legal", "random bytes", "empty line", "long line", "line too long",
	"invalid UTF-8", "mutated move", "extra line", "silence", "hangs", "panics"}

func (g garbage) String() string { return garbageNames[g] }

// Check plays the matches that c describes and reports every failure on t,
// naming the seed, so that a failure can be played again alone with
// Config.Seed and Matches 1. Matches run side by side, so t's Errorf may be
// called from several goroutines (a *testing.T allows it); at most ten
// failures are reported in full.
func Check(t testing.TB, c Config) {
	t.Helper()
	if c.Game.NewReferee == nil {
		t.Fatal("protocoltest.Check: Config.Game is required")
	}
	if c.RandomBot == "" {
		c.RandomBot = "random"
	}
	if c.Matches <= 0 {
		c.Matches = 50
	}
	if c.MaxSteps <= 0 {
		c.MaxSteps = defaultMaxSteps
	}
	if c.HangLimit <= 0 {
		c.HangLimit = 500 * time.Millisecond
	}
	hung := make(chan struct{})
	t.Cleanup(func() { close(hung) }) // ends the goroutines of hanging bots

	type job struct {
		seed uint64
		kind garbage
	}
	jobs := make(chan job)
	var wg sync.WaitGroup
	var failed sync.Mutex
	failures := 0
	// Matches with a hanging player mostly sleep: more workers than
	// processors keep them from holding the others up.
	for range 4 * runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				if err := c.checkSeed(j.seed, j.kind, hung); err != nil {
					failed.Lock()
					failures++
					if failures <= 10 {
						t.Errorf("seed %d, %s: %v", j.seed, j.kind, err)
					}
					failed.Unlock()
				}
			}
		}()
	}
	for i := range c.Matches {
		seed := c.Seed + uint64(i)
		jobs <- job{seed, legal}
		// Cycle through the kinds of garbage; the seat and the
		// moment the player turns bad come from the seed.
		jobs <- job{seed, 1 + garbage(i%int(numGarbage-1))}
	}
	close(jobs)
	wg.Wait()
	if failures > 10 {
		t.Errorf("... and %d more failures", failures-10)
	}
}

// checkSeed plays one seed twice with the same players and checks both
// plays.
func (c *Config) checkSeed(seed uint64, kind garbage, hung chan struct{}) error {
	// In a match with a short clock, a player that times out before it
	// means to may have been starved by a loaded machine: such plays are
	// played again with a longer clock, a few times, before anything is
	// judged. A random player that times out is starved for sure; so is
	// any player, the garbage player still playing legally included (one
	// that panics later, say), when the two plays differ by a timeout.
	limit := c.HangLimit
	for try := 0; ; try++ {
		first, err := c.play(seed, kind, limit, hung)
		if err != nil {
			return err
		}
		second, err := c.play(seed, kind, limit, hung)
		if err != nil {
			return err
		}
		differ := !bytes.Equal(first.record, second.record)
		starved := first.starved || second.starved ||
			differ && (first.timeout || second.timeout)
		if starved && try < 3 {
			limit *= 2
			continue
		}
		if first.starved || second.starved {
			return fmt.Errorf("a random player timed out with %v for its handshake (and each wait, in a match with a player that hangs); a random player must answer within Config.HangLimit", limit)
		}
		if differ {
			return fmt.Errorf("the same seed gave two different records: %s", firstDiff(first.record, second.record))
		}
		return nil
	}
}

// outcome is what one play left.
type outcome struct {
	record  []byte
	starved bool // a random player timed out under a short clock
	timeout bool // some player timed out
}

// play plays one match and checks it.
func (c *Config) play(seed uint64, kind garbage, hangLimit time.Duration, hung chan struct{}) (out outcome, err error) {
	ref, options, err := c.newReferee(seed)
	if err != nil {
		return out, err
	}
	n := ref.Players()
	players, names, bad, err := c.players(seed, n, options, kind, hung)
	if err != nil {
		return out, err
	}
	// The handshake is short in every match: a legal player answers it at
	// once, and a garbage player that never sends READY must not cost the
	// suite seconds per seed.
	clock := games.Clock{PerTurn: 10 * time.Second, Handshake: hangLimit}
	if kind == silence || kind == hangs {
		clock = games.Clock{PerTurn: hangLimit, Handshake: hangLimit}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	counted := &stepLimit{Referee: ref, max: c.MaxSteps, cancel: cancel}
	var rec bytes.Buffer
	m := &protocol.Match{
		Referee: counted,
		Players: players,
		Header:  record.Header{Game: c.Game.Name, Seed: seed, Options: options, Players: names},
		Record:  &rec,
		Clock:   &clock,
		NoTimes: true,
	}
	res, err := runSafely(ctx, m)
	switch {
	case counted.over:
		return out, fmt.Errorf("the match did not end within %d steps", c.MaxSteps)
	case err != nil:
		return out, fmt.Errorf("Match.Run failed: %v", err)
	}
	out = outcome{record: rec.Bytes(), timeout: timedOut(rec.Bytes(), -1)}
	// Every match's handshake is short, so a random player can be
	// starved of its READY in any match (CI's race run once saw it).
	if timedOut(rec.Bytes(), bad) {
		out.starved = true
		return out, nil
	}
	return out, c.checkMatch(res, n, bad, rec.Bytes(), m.Stderr)
}

// newReferee makes the referee of seed and checks its number of players.
func (c *Config) newReferee(seed uint64) (games.Referee, map[string]string, error) {
	ref, options, err := c.Game.NewReferee(seed, c.Options)
	switch {
	case err != nil:
		return nil, nil, fmt.Errorf("NewReferee: %v", err)
	case ref == nil:
		return nil, nil, errors.New("NewReferee returned a nil referee")
	case ref.Players() < 1:
		return nil, nil, fmt.Errorf("the referee has %d players", ref.Players())
	case ref.Players() != c.Game.Players():
		return nil, nil, fmt.Errorf("the referee has %d players, the game %d seats", ref.Players(), c.Game.Players())
	}
	return ref, options, nil
}

// players makes the match's n random bots, one of them (bad, or -1 for a
// legal match) turned into a garbage player of kind.
func (c *Config) players(seed uint64, n int, options map[string]string, kind garbage, hung chan struct{}) (players []protocol.Player, names []string, bad int, err error) {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	bad = -1
	if kind != legal {
		bad = rng.IntN(n)
	}
	players = make([]protocol.Player, n)
	names = make([]string, n)
	for p := range n {
		bot, err := c.Game.NewBot(c.RandomBot, seed, p, options)
		if err != nil {
			return nil, nil, 0, err
		}
		names[p] = c.RandomBot
		if p == bad {
			// Most garbage players turn bad early, a few late
			// in the game.
			after := rng.IntN(1 << rng.IntN(7))
			bot = &garbageBot{legal: bot, kind: kind, after: after, rng: rand.New(rand.NewPCG(seed, uint64(p))), hung: hung}
			names[p] = "garbage: " + kind.String()
		}
		players[p] = protocol.NewBot(bot)
	}
	return players, names, bad, nil
}

// runSafely runs m, turning a panic of its referee into an error.
func runSafely(ctx context.Context, m *protocol.Match) (res games.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the referee panicked: %v\n%s", r, debug.Stack())
		}
	}()
	return m.Run(ctx)
}

// checkMatch checks a match's result and that its record replays.
func (c *Config) checkMatch(res games.Result, n, bad int, recorded []byte, stderr []string) error {
	if err := c.checkResult(res, n, bad, recorded, stderr); err != nil {
		return fmt.Errorf("%v\nrecord:\n%s", err, text.Clip(string(recorded), maxLog))
	}
	err := record.Replay(bytes.NewReader(recorded), func(h record.Header) (games.Referee, error) {
		ref, _, err := c.Game.NewReferee(h.Seed, h.Options)
		return ref, err
	})
	if err != nil {
		return fmt.Errorf("the record does not replay: %v\nrecord:\n%s", err, text.Clip(string(recorded), maxLog))
	}
	return nil
}

func (c *Config) checkResult(res games.Result, n, bad int, recorded []byte, stderr []string) error {
	if err := checkScores(res, n); err != nil {
		return err
	}
	if bad < 0 {
		if err := noFault(recorded, stderr); err != nil {
			return err
		}
	}
	if err := checkFault(res.Fault, n, bad); err != nil {
		return err
	}
	if c.CheckResult != nil {
		if err := c.CheckResult(res); err != nil {
			return fmt.Errorf("result %+v: %v", res, err)
		}
	}
	return nil
}

// checkScores checks that the result has a finite score per player and a
// winner that is a seat or nobody.
func checkScores(res games.Result, n int) error {
	if len(res.Scores) != n {
		return fmt.Errorf("the result has %d scores for %d players", len(res.Scores), n)
	}
	for p, s := range res.Scores {
		if math.IsNaN(s) || math.IsInf(s, 0) {
			return fmt.Errorf("player %d scores %v", p, s)
		}
	}
	// The zero Winner is seat 0, so a referee that forgets to set it
	// crowns seat 0 unnoticed; only a value out of range is sure to be
	// wrong.
	if w := res.Winner; w != games.NoWinner && (w < 0 || w >= n) {
		return fmt.Errorf("the result's winner is %d, neither a seat of %d nor games.NoWinner (-1)", w, n)
	}
	return nil
}

// noFault checks that no player of a legal match faulted.
func noFault(recorded []byte, stderr []string) error {
	rec, err := record.Read(bytes.NewReader(recorded))
	if err != nil {
		return err
	}
	for _, ev := range rec.Events {
		if ev.Kind == record.Faulted {
			return fmt.Errorf("random legal player %d faulted (%v) at record line %d; its error output:\n%s",
				ev.Player, ev.Fault, ev.Line, stderr[ev.Player])
		}
	}
	return nil
}

// checkFault checks that a result's fault, if any, names the one player
// that misbehaved, bad.
func checkFault(f *games.Fault, n, bad int) error {
	switch {
	case f == nil:
		return nil
	case f.Player < 0 || f.Player >= n:
		return fmt.Errorf("the result's fault names player %d of %d", f.Player, n)
	case bad < 0:
		return fmt.Errorf("a random legal player was judged at fault: %+v (either the referee refuses a legal move, or RandomBot plays an illegal one)", *f)
	case f.Player != bad:
		return fmt.Errorf("the result's fault names player %d, but only player %d misbehaved: %+v", f.Player, bad, *f)
	}
	return nil
}

// timedOut reports whether a player other than bad timed out in record.
func timedOut(recorded []byte, bad int) bool {
	rec, err := record.Read(bytes.NewReader(recorded))
	if err != nil {
		return false // checkResult reports it
	}
	for _, ev := range rec.Events {
		if ev.Kind == record.Faulted && ev.Fault == games.Timeout && ev.Player != bad {
			return true
		}
	}
	return false
}

// stepLimit ends a match that goes on too long, by cancelling it.
type stepLimit struct {
	games.Referee
	max, steps int
	over       bool
	cancel     func()
}

func (s *stepLimit) Next() games.Step {
	if s.steps++; s.steps > s.max {
		s.over = true
		s.cancel()
	}
	return s.Referee.Next()
}

// garbageBot plays legally for a while, then misbehaves in one way on every
// turn: it asks the legal bot what it would answer, and answers garbage
// instead, so that it speaks when it is expected to.
type garbageBot struct {
	legal games.Bot
	kind  garbage
	after int // legal answers before it turns bad
	rng   *rand.Rand
	hung  chan struct{}
}

func (b *garbageBot) Start() []string { return b.answer(b.legal.Start()) }

func (b *garbageBot) Hear(line string) []string { return b.answer(b.legal.Hear(line)) }

func (b *garbageBot) answer(lines []string) []string {
	if len(lines) == 0 {
		return nil
	}
	if b.after > 0 {
		b.after--
		return lines
	}
	switch b.kind {
	case randomBytes:
		return []string{b.randomBytes()}
	case emptyLine:
		return []string{""}
	case longLine:
		return []string{b.letters(100000)}
	case tooLong:
		return []string{strings.Repeat("9", protocol.DefaultMaxLine+1)}
	case invalidUTF8:
		l := lines[0]
		i := b.rng.IntN(len(l) + 1)
		return []string{l[:i] + "\xff" + l[i:]}
	case mutated:
		l := []byte(lines[0])
		if len(l) == 0 {
			return []string{b.letters(1)}
		}
		l[b.rng.IntN(len(l))] = byte(' ' + b.rng.IntN(95))
		return []string{string(l)}
	case extraLine:
		return append(lines, b.randomBytes())
	case silence:
		return nil
	case hangs:
		<-b.hung
		return nil
	case panics:
		panic("protocoltest: a garbage player panics")
	}
	return lines
}

// randomBytes returns 1 to 40 random bytes, none of them a line ending.
func (b *garbageBot) randomBytes() string {
	l := make([]byte, 1+b.rng.IntN(40))
	for i := range l {
		for l[i] = byte(b.rng.IntN(256)); l[i] == '\n'; l[i] = byte(b.rng.IntN(256)) {
		}
	}
	return string(l)
}

func (b *garbageBot) letters(n int) string {
	l := make([]byte, n)
	for i := range l {
		l[i] = byte('a' + b.rng.IntN(26))
	}
	return string(l)
}

// firstDiff describes the first line where two records differ.
func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return fmt.Sprintf("line %d is\n\t%s\nthen\n\t%s", i+1, text.Clip(x, maxLog), text.Clip(y, maxLog))
		}
	}
	return "no difference"
}

// maxLog is how much of a record or a record's line a failure shows.
const maxLog = 4000

// defaultMaxSteps bounds a match's steps unless Config says otherwise.
const defaultMaxSteps = 100_000

// Play runs ref to its end with in-process bots, synchronously, as a runner
// would but with no clock and no goroutine: it gives each bot its Start
// lines, splits each message into lines for Hear, hands awaited players
// their next line in seat order, and takes a bot that has nothing to say
// when it is awaited to have ended (games.Exited). It is the quick way for
// a game's tests to play its bots through the referee's dialogue; Check and
// package protocol add clocks, processes and garbage.
//
// Play fails t if the match goes on for more than 100,000 steps.
func Play(t testing.TB, ref games.Referee, bots []games.Bot) games.Result {
	t.Helper()
	said := make([][]string, len(bots))
	for i, b := range bots {
		said[i] = append(said[i], b.Start()...)
	}
	for steps := 0; ; steps++ {
		if steps > defaultMaxSteps {
			t.Fatalf("the referee did not end the match within %d steps", defaultMaxSteps)
		}
		step := ref.Next()
		for _, m := range step.Send {
			for _, line := range strings.Split(m.Text, "\n") {
				said[m.To] = append(said[m.To], bots[m.To].Hear(line)...)
			}
		}
		if step.Done {
			return ref.Result()
		}
		for _, p := range step.Await {
			if len(said[p]) == 0 {
				if err := ref.Fault(p, games.Exited); err != nil {
					t.Fatalf("Fault(%d): %v", p, err)
				}
				continue
			}
			if err := ref.Reply(p, said[p][0]); err != nil {
				t.Fatalf("Reply(%d): %v", p, err)
			}
			said[p] = said[p][1:]
		}
	}
}
