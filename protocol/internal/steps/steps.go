// Package steps checks a referee's steps against the games.Referee
// contract, for the runner and for a replay alike.
package steps

import (
	"errors"
	"fmt"

	games "github.com/contestgames/games"
)

// Check rejects a step of a referee of n players that would make the runner
// loop or wait for nothing: the referee is broken, and the match cannot go
// on. faulted, when not nil, says whether a player has faulted: none that
// has may be awaited again.
func Check(step games.Step, n int, faulted func(p int) bool) error {
	for _, msg := range step.Send {
		if msg.To < 0 || msg.To >= n {
			return fmt.Errorf("protocol: referee sends to player %d of %d", msg.To, n)
		}
	}
	if step.Done {
		return nil
	}
	if len(step.Await) == 0 {
		return errors.New("protocol: referee step awaits nobody and is not Done")
	}
	if step.Timer > games.Handshake {
		return fmt.Errorf("protocol: referee step has unknown Timer %d", step.Timer)
	}
	for i, p := range step.Await {
		if p < 0 || p >= n {
			return fmt.Errorf("protocol: referee awaits player %d of %d", p, n)
		}
		if i > 0 && p <= step.Await[i-1] {
			return fmt.Errorf("protocol: referee's Await %v is not in seat order", step.Await)
		}
		if faulted != nil && faulted(p) {
			return fmt.Errorf("protocol: referee awaits player %d, which has faulted", p)
		}
	}
	return nil
}
