package protocol_test

import (
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
)

// slowResumer is a Player that answers at once but is slow to be let go
// on: its Resume takes resume, as a runner that waits for a CPU after
// sending SIGCONT would.
type slowResumer struct {
	bot     toy.CountBot
	pending []string
	resume  time.Duration
	answers int
}

func (p *slowResumer) Start() error              { return nil }
func (p *slowResumer) Stop(time.Duration) string { return "" }
func (p *slowResumer) Pause()                    {}
func (p *slowResumer) Resume()                   { time.Sleep(p.resume) }

func (p *slowResumer) Send(text string) { p.pending = append(p.pending, p.bot.Hear(text)...) }

// Line answers at once, the moment it is asked: past the deadline, that
// is too late.
func (p *slowResumer) Line(deadline time.Time) (string, games.FaultKind) {
	if len(p.pending) == 0 {
		return "", games.Exited
	}
	if !deadline.IsZero() && time.Now().After(deadline) {
		return "", games.Timeout
	}
	line := p.pending[0]
	p.pending = p.pending[1:]
	p.answers++
	return line, 0
}

// Under a pausing clock, a wait starts before the awaited player is let go
// on: the time its resumption takes is its own, so a player cannot think
// uncharged while the runner, having let it go on, waits to start its
// clock. Four resumptions of 300 ms each overrun a clock of one second,
// however fast the answers.
func TestPausedPlayersClockStartsBeforeTheyResume(t *testing.T) {
	t.Parallel()
	p := &slowResumer{resume: 300 * time.Millisecond}
	m := &protocol.Match{Referee: toy.NewCount(100, games.Clock{Total: time.Second, Pause: true}),
		Players: []protocol.Player{p, protocol.NewBot(toy.CountBot{})}}
	played := toy.Play(t, m)
	if f := played.Res.Fault; f == nil || f.Player != 0 || f.Rule != games.Timeout.String() {
		t.Fatalf("result %+v, want player 0 out of time", played.Res)
	}
	if p.answers > 4 {
		t.Errorf("player 0 answered %d times; four resumptions of 300 ms each overrun its clock of 1 s", p.answers)
	}
}
