package record

import "fmt"

// The caps on what a record keeps of each program's standard error (see
// [StderrCaps]): a program's debugging lines are worth keeping beside its
// moves, but a program that floods its standard error must not flood the
// record.
const (
	// StderrStepCap is how many bytes of a player's standard error a
	// record keeps a step: 2 KiB.
	StderrStepCap = 2 << 10
	// StderrGameCap is how many bytes of a player's standard error a
	// record keeps a game: 64 KiB.
	StderrGameCap = 64 << 10
)

// StderrCaps are how much of each program's standard error a record keeps,
// as its header says: at most Step bytes a player a step, and at most Game
// bytes a player a game. A line's bytes count with its line ending. A
// protocol.Match keeps [StderrStepCap] and [StderrGameCap].
type StderrCaps struct {
	Step int `json:"step"`
	Game int `json:"game"`
}

// A StderrStep is one step's standard error of one player: the lines the
// caps kept, in order, and how many bytes they dropped after them.
type StderrStep struct {
	Lines   []string
	Dropped int
	Cap     int  // the cap that dropped them
	GameCap bool // that cap is the game's, not the step's
}

// Note returns the line that tells people that the caps dropped
// t.Dropped bytes, as a record keeps it.
func (t StderrStep) Note() string {
	per := "step"
	if t.GameCap {
		per = "game"
	}
	return fmt.Sprintf("… %d bytes of stderr dropped (cap %d a %s)", t.Dropped, t.Cap, per)
}
