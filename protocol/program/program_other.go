//go:build !unix

package program

import (
	"errors"
	"os"
	"time"

	games "github.com/contestgames/games"
)

// A Program is a player run as a child process. Programs need process
// groups and signals, so on this system Start always fails, and a match
// treats the program as one that ended at once.
type Program struct{ command string }

// New returns a player for command.
func New(command string, opt Options) *Program { return &Program{command: command} }

// String returns the program's command.
func (p *Program) String() string { return p.command }

// Pid returns 0: the program never runs here.
func (p *Program) Pid() int { return 0 }

// Dir returns "": the program never runs here.
func (p *Program) Dir() string { return "" }

// ProcessState returns nil: the program never runs here.
func (p *Program) ProcessState() *os.ProcessState { return nil }

// Start fails: programs need a unix system.
func (p *Program) Start() error {
	return errors.New("protocol: programs as players need a unix system")
}

// Send does nothing.
func (p *Program) Send(string) {}

// Line returns games.Exited.
func (p *Program) Line(time.Time) (string, games.FaultKind) { return "", games.Exited }

// Pause does nothing.
func (p *Program) Pause() {}

// Resume does nothing.
func (p *Program) Resume() {}

// Stop returns nothing.
func (p *Program) Stop(time.Duration) string { return "" }

// WaitingForInput reports false: the program never runs here.
func (p *Program) WaitingForInput() bool { return false }

// FaultDetail returns "": the program never runs here.
func (p *Program) FaultDetail(games.FaultKind, bool) string { return "" }
