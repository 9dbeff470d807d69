//go:build unix

package protocol

// TakeStderr takes what p wrote to its standard error since the last
// take, as a Match does just before p's answer goes in the record: the
// lines kept, and how many bytes the caps dropped.
func (p *Program) TakeStderr() (lines []string, dropped int) {
	t := p.takeStderr(true)
	return t.lines, t.dropped
}
