package protocol_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
)

// clockedBot counts as toy.Count asks, and notes the clocks it was told
// and whether it had started when told.
type clockedBot struct {
	told    []games.Clock
	started bool
	late    bool // told after its Start
}

func (b *clockedBot) SetClock(c games.Clock) {
	b.told = append(b.told, c)
	b.late = b.late || b.started
}

func (b *clockedBot) Start() []string {
	b.started = true
	return nil
}

func (b *clockedBot) Hear(line string) []string {
	if line == "start" {
		return []string{"1"}
	}
	n, _ := strconv.Atoi(line)
	return []string{strconv.Itoa(n + 1)}
}

// A Match tells a bot that thinks on the wall clock (games.ClockedBot) the
// match's time rules before its Start: the referee's, or Match.Clock when
// set, so that a bot can plan for a clock shorter than the contest's. Both
// inline bots and bots on a goroutine of their own are told.
func TestMatchTellsClockedBotsTheClock(t *testing.T) {
	t.Parallel()
	contest := games.Clock{Total: 30 * time.Second, Pause: true}
	short := games.Clock{Total: time.Second, PerTurn: 100 * time.Millisecond}
	for _, tc := range []struct {
		name     string
		override *games.Clock
		want     games.Clock
	}{
		{"the referee's clock", nil, contest},
		{"Match.Clock", &short, short},
	} {
		for _, inline := range []bool{false, true} {
			t.Run(tc.name+"/inline="+strconv.FormatBool(inline), func(t *testing.T) {
				bots := []*clockedBot{{}, {}}
				m := &protocol.Match{Referee: toy.NewCount(6, contest), Clock: tc.override}
				for _, b := range bots {
					p := protocol.NewBot(b)
					p.Inline = inline
					m.Players = append(m.Players, p)
				}
				played := toy.Play(t, m)
				if played.Res.Fault != nil {
					t.Fatalf("fault: %+v", played.Res.Fault)
				}
				for seat, b := range bots {
					if diff := cmp.Diff([]games.Clock{tc.want}, b.told); diff != "" {
						t.Errorf("seat %d was told (-want +got):\n%s", seat, diff)
					}
					if b.late {
						t.Errorf("seat %d was told the clock after its Start", seat)
					}
				}
			})
		}
	}
}
