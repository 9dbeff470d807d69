//go:build unix && !linux

package program

import (
	"errors"
	"os"
	"syscall"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

// A sandboxRun would be the runner's side of a sandboxed program; no
// program starts in a sandbox here (Start fails first), so its methods
// see only nil.
type sandboxRun struct{}

func (p *Program) newSandboxRun(string) (*sandboxRun, string, error) {
	return nil, "", errors.New("protocol: sandbox: programs run in a sandbox on Linux only")
}

func (sb *sandboxRun) attach(int) error                                  { return nil }
func (sb *sandboxRun) sent()                                             {}
func (sb *sandboxRun) answered() games.FaultKind                         { return 0 }
func (sb *sandboxRun) limitNote() string                                 { return "" }
func (sb *sandboxRun) endFault(*os.ProcessState, []byte) games.FaultKind { return 0 }
func (sb *sandboxRun) release()                                          {}
func (sb *sandboxRun) watch(string, int64, <-chan struct{}, func())      {}

func (sb *sandboxRun) extraFiles() []*os.File          { return nil }
func (sb *sandboxRun) credential() *syscall.Credential { return nil }
func (sb *sandboxRun) started()                        {}

// record.Usage returns what the program used of the machine, once it has ended
// and Stop has returned: its CPU time here.
func (p *Program) Usage() record.Usage {
	st := p.ProcessState()
	if st == nil {
		return record.Usage{}
	}
	return record.Usage{CPU: st.UserTime() + st.SystemTime()}
}
