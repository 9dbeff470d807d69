package amazes

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/contestgames/games/internal/text"
)

// The maze files, as RULINGS.md 1 describes them: a setup file starts
// with two lines "row col facing", Red's then Blue's, then 51 lines of
// walls: the horizontal walls of line 0 (the top edge), the vertical walls of
// row 0, the horizontal walls of line 1, and so on down to the bottom edge.
// A line of horizontal walls holds 25 walls, a line of vertical walls 26.
//
// Each wall line is spelled one of two ways, told apart by its length:
// one character per wall (25 or 26 characters: '1', '#', '-' or '|' for a
// wall; '0', '.' or a space for an opening), or ASCII art of 51 characters
// ('+' at grid points, '-' or '|' for a wall, a space for an opening, and a
// space inside each square).

const (
	wallLines = 2*Size + 1 // 51
	artWidth  = 2*Size + 1 // 51
)

// ParseMaze reads the 51 wall lines of a maze in either spelling. Lines may
// end in "\n" or "\r\n"; empty lines after the last are ignored. It checks
// only the form; [Setup.validate] checks the rules.
func ParseMaze(file []byte) (Maze, error) {
	lines := splitLines(file)
	if len(lines) != wallLines {
		hint := ""
		if len(lines) == wallLines+2 {
			hint = "; with two start lines first it is a setup, read by ParseSetup"
		}
		return Maze{}, text.Errorf("amazes", "maze: %d lines; want the %d wall lines%s", len(lines), wallLines, hint)
	}
	return parseWalls(lines, 1)
}

// ParseSetup reads a setup file: Red's and Blue's start lines ("row col
// facing", rows and columns from 1, facing N, E, S or W), then the 51 wall
// lines in either spelling. It checks only the form; [Setup.validate]
// checks the rules.
func ParseSetup(file []byte) (Setup, error) {
	lines := splitLines(file)
	if len(lines) != wallLines+2 {
		hint := ""
		if len(lines) == wallLines {
			hint = "; without start lines it is a maze, read by ParseMaze"
		}
		return Setup{}, text.Errorf("amazes", "setup: %d lines; want 2 start lines and %d wall lines%s", len(lines), wallLines, hint)
	}
	var s Setup
	for i := range 2 {
		p, err := parsePose(string(lines[i]))
		if err != nil {
			return Setup{}, text.Within(err, fmt.Sprintf("setup line %d (%s's start)", i+1, seatName(i)))
		}
		s.Start[i] = p
	}
	m, err := parseWalls(lines[2:], 3)
	if err != nil {
		return Setup{}, err
	}
	s.Maze = m
	return s, nil
}

// splitLines splits text into lines, dropping "\r" before "\n" and empty
// lines at the end.
func splitLines(text []byte) [][]byte {
	lines := bytes.Split(text, []byte("\n"))
	for i, l := range lines {
		lines[i] = bytes.TrimSuffix(l, []byte("\r"))
	}
	for len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// parseWalls reads the 51 wall lines; first is the file's line number of
// lines[0], for errors.
func parseWalls(lines [][]byte, first int) (Maze, error) {
	var m Maze
	for i, line := range lines {
		col, err := m.parseWallLine(i, line)
		if err != nil {
			where := fmt.Sprintf("line %d", first+i)
			if col > 0 {
				where += fmt.Sprintf(", column %d", col)
			}
			return Maze{}, text.Errorf("amazes", "maze %s: %v", where, err)
		}
	}
	return m, nil
}

// parseWallLine reads wall line i, horizontal lines and vertical rows
// taking turns, into m. On error it returns the column at fault, or 0 when
// the whole line is.
func (m *Maze) parseWallLine(i int, line []byte) (col int, err error) {
	horizontal := i%2 == 0
	n := Size // walls in this line
	kind := "horizontal"
	if !horizontal {
		n, kind = Size+1, "vertical"
	}
	switch len(line) {
	case n:
		return m.parseWallBits(horizontal, i/2, line)
	case artWidth:
		return m.parseWallArt(horizontal, i/2, line, kind)
	}
	return 0, fmt.Errorf("%d characters; a %s wall line has %d (one per wall) or %d (ASCII art)", len(line), kind, n, artWidth)
}

// parseWallBits reads a wall line written one character per wall.
func (m *Maze) parseWallBits(horizontal bool, i int, line []byte) (col int, err error) {
	for j, ch := range line {
		switch ch {
		case '1', '#', '-', '|':
			m.setLineBit(horizontal, i, j)
		case '0', '.', ' ':
		default:
			return j + 1, fmt.Errorf("%q is neither a wall ('1', '#', '-', '|') nor an opening ('0', '.', ' ')", ch)
		}
	}
	return 0, nil
}

// parseWallArt reads a wall line drawn as ASCII art, where walls alternate
// with grid points (horizontal) or the insides of squares (vertical).
func (m *Maze) parseWallArt(horizontal bool, i int, line []byte, kind string) (col int, err error) {
	want, what, wallCh := byte('+'), "a grid point", byte('-')
	if !horizontal {
		want, what, wallCh = ' ', "the inside of a square", '|'
	}
	for j, ch := range line {
		switch {
		case horizontal && j%2 == 0 || !horizontal && j%2 == 1:
			if ch != want {
				return j + 1, fmt.Errorf("%q where the art has %s; want %q", ch, what, want)
			}
		case ch == wallCh:
			m.setLineBit(horizontal, i, j/2)
		case ch != ' ':
			return j + 1, fmt.Errorf("%q in a %s wall line; want %q (a wall) or ' ' (an opening)", ch, kind, wallCh)
		}
	}
	return 0, nil
}

// setLineBit sets wall bit b of horizontal line or vertical row i.
func (m *Maze) setLineBit(horizontal bool, i, b int) {
	if horizontal {
		m.walls.h[i] |= 1 << b
	} else {
		m.walls.v[i] |= 1 << b
	}
}

// appendText appends the 51 wall lines in the one-character-per-wall form,
// '1' for a wall and '0' for an opening, each line ended by "\n".
func (m *Maze) appendText(b []byte) []byte {
	for i := range wallLines {
		if i%2 == 0 {
			w := m.walls.h[i/2]
			for c := range Size {
				b = append(b, '0'+byte(w>>c&1))
			}
		} else {
			w := m.walls.v[i/2]
			for l := range Size + 1 {
				b = append(b, '0'+byte(w>>l&1))
			}
		}
		b = append(b, '\n')
	}
	return b
}

// art draws the maze as the 51 lines of ASCII art that [ParseMaze] also
// reads, each ended by "\n".
func (m Maze) art() string {
	var b strings.Builder
	b.Grow(wallLines * (artWidth + 1))
	for i := range wallLines {
		for j := range artWidth {
			switch {
			case i%2 == 0 && j%2 == 0:
				b.WriteByte('+')
			case i%2 == 0:
				b.WriteByte(" -"[m.walls.h[i/2]>>(j/2)&1])
			case j%2 == 0:
				b.WriteByte(" |"[m.walls.v[i/2]>>(j/2)&1])
			default:
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// appendText appends the setup file: the two start lines, then the walls
// as [Maze.appendText] writes them.
func (s *Setup) appendText(b []byte) []byte {
	for _, p := range s.Start {
		b = append(b, p.String()...)
		b = append(b, '\n')
	}
	return s.Maze.appendText(b)
}

// String returns the setup file's text.
func (s Setup) String() string { return string(s.appendText(nil)) }

// parsePose reads a start line, "row col facing", with the row and column
// from 1 to 25 and the facing N, E, S or W, separated by spaces.
func parsePose(s string) (Pose, error) {
	f := strings.Fields(s)
	if len(f) != 3 {
		return Pose{}, text.Errorf("amazes", "pose %q: want \"row col facing\", as in \"18 5 E\"", text.Clip(s, 40))
	}
	var rc [2]int
	for i, name := range []string{"row", "column"} {
		n, err := strconv.Atoi(f[i])
		if err != nil || n < 1 || n > Size {
			return Pose{}, text.Errorf("amazes", "pose %q: %s %q: want a number from 1 to %d", text.Clip(s, 40), name, text.Clip(f[i], 40), Size)
		}
		rc[i] = n - 1
	}
	d := strings.Index("NESW", f[2])
	if len(f[2]) != 1 || d < 0 {
		return Pose{}, text.Errorf("amazes", "pose %q: facing %q: want N, E, S or W", text.Clip(s, 40), text.Clip(f[2], 40))
	}
	return Pose{squareAt(rc[0], rc[1]), Dir(d)}, nil
}

// appendText appends the letters, as in "TFFR".
func (t *Turn) appendText(b []byte) []byte {
	for i := range int(t.n) {
		b = append(b, "FRTL"[t.At(i)])
	}
	return b
}

// String returns the letters, as in "TFFR".
func (t Turn) String() string { return string(t.appendText(make([]byte, 0, t.n))) }

// A Rule names a rule a turn can break.
type Rule uint8

// The rules a turn can break: the first three are about the line, the last
// about the moment.
const (
	RuleEmptyTurn    Rule = iota + 1 // a turn has at least one letter
	RuleTooLong                      // a turn has at most 256 letters
	RuleBadCharacter                 // a turn's letters are F, L, R and T, nothing else
	RuleGameOver                     // nobody moves once the game is over
)

// String returns the rule as the referee's fault records name it: "empty
// line", "more than 256 letters", "illegal character" or "game over".
func (r Rule) String() string { return text.Name(r, ruleNames[:], "Rule") }

var ruleNames = [...]string{RuleEmptyTurn: "empty line", RuleTooLong: "more than 256 letters",
	RuleBadCharacter: "illegal character", RuleGameOver: "game over"}

// A MoveError says why a turn was refused, by [ParseTurn] or by
// [State.Play].
type MoveError struct {
	Seat   int    // the player whose turn it was, or -1 for a line not yet played
	Move   string // the line as written
	Rule   Rule   // the rule broken
	Detail string // what is wrong, in words
	Index  int    // for RuleBadCharacter, the 0-based position of the bad character
}

// Error says what is wrong with the turn, quoting its first 40
// characters, as in `amazes: turn "FFx": character 3 is 'x'; ...`.
func (e *MoveError) Error() string {
	return fmt.Sprintf("amazes: turn %q: %s", text.Clip(e.Move, 40), e.Detail)
}

// turnError returns the error for line s breaking rule r, found at index
// i for RuleBadCharacter.
func turnError(s string, r Rule, i int) *MoveError {
	e := &MoveError{Seat: -1, Move: s, Rule: r, Index: i}
	switch r {
	case RuleEmptyTurn:
		e.Detail = "empty line; a turn is 1 to 256 letters from F, L, R, T"
	case RuleTooLong:
		e.Detail = fmt.Sprintf("%d letters; a turn has at most %d", len(s), MaxLetters)
	case RuleBadCharacter:
		e.Detail = fmt.Sprintf("character %d is %q; a turn is letters from F, L, R, T", i+1, s[i])
	}
	return e
}

// ParseTurn reads the line a player writes: 1 to 256 letters from F, L, R
// and T, nothing else (no spaces, no "\r"). A bad line is refused with a
// [*MoveError] naming the rule; a character that is not a letter is reported before the
// length, as the jury would stop reading there.
func ParseTurn(s string) (Turn, error) {
	var t Turn
	if s == "" {
		return t, turnError(s, RuleEmptyTurn, 0)
	}
	for i := range len(s) {
		switch s[i] {
		case 'F', 'R', 'T', 'L':
		default:
			return Turn{}, turnError(s, RuleBadCharacter, i)
		}
	}
	if len(s) > MaxLetters {
		return Turn{}, turnError(s, RuleTooLong, 0)
	}
	for i := range len(s) {
		t.letters[i>>2] |= byte(letterOf[s[i]]) << (2 * (i & 3))
	}
	t.n = uint16(len(s))
	return t, nil
}

// letterOf maps the four letter characters to their Letter.
var letterOf = [256]Letter{'F': F, 'R': R, 'T': T, 'L': L}

// MaxSight is the most squares a sight line can hold: the rest of a row
// or column.
const maxSight = Size - 1

// A SightLine is what a player sees straight along one direction: the
// squares of the corridor, nearest first (not the player's own square),
// each with its openings to the left and right of the direction of sight,
// up to the wall that ends it. The zero SightLine is a wall right in front.
type SightLine struct {
	n           uint8
	left, right uint32 // bit i: square i opens to that side
}

// Len returns the number of squares in the line, 0 when a wall is right
// in front.
func (l SightLine) Len() int { return int(l.n) }

// leftOpen reports whether square i (from 0, nearest first) opens to the left.
func (l SightLine) leftOpen(i int) bool { return l.left>>i&1 != 0 }

// rightOpen reports whether square i opens to the right.
func (l SightLine) rightOpen(i int) bool { return l.right>>i&1 != 0 }

// add appends a square with the given side openings.
func (l *SightLine) add(left, right bool) {
	if left {
		l.left |= 1 << l.n
	}
	if right {
		l.right |= 1 << l.n
	}
	l.n++
}

// appendText appends the line as the jury sends it: a letter per square,
// 'B' (both sides open), 'L', 'R' or 'N' (neither), then 'W'.
func (l SightLine) appendText(b []byte) []byte {
	for i := range int(l.n) {
		b = append(b, "NLRB"[l.left>>i&1|(l.right>>i&1)<<1])
	}
	return append(b, 'W')
}

// string returns the line as the jury sends it, as in "LLBNW".
func (l SightLine) string() string { return string(l.appendText(make([]byte, 0, l.n+1))) }

// ParseSightLine reads a sight line as the jury sends it: up to 24 of 'B',
// 'L', 'R', 'N', then 'W'.
func parseSightLine(s string) (SightLine, error) {
	var l SightLine
	fail := func(format string, args ...any) (SightLine, error) {
		return SightLine{}, text.Errorf("amazes", "sight line %q: %s", text.Clip(s, 40), fmt.Sprintf(format, args...))
	}
	if s == "" || s[len(s)-1] != 'W' {
		return fail("it must end with 'W'")
	}
	if len(s)-1 > maxSight {
		return fail("%d squares; a sight line holds at most %d", len(s)-1, maxSight)
	}
	for i := range len(s) - 1 {
		switch s[i] {
		case 'B':
			l.add(true, true)
		case 'L':
			l.add(true, false)
		case 'R':
			l.add(false, true)
		case 'N':
			l.add(false, false)
		default:
			return fail("character %d is %q; want 'B', 'L', 'R' or 'N' before the final 'W'", i+1, s[i])
		}
	}
	return l, nil
}

// maxDistance2 is the largest squared distance two squares can be apart.
const maxDistance2 = 2 * (Size - 1) * (Size - 1)

// A View is what the jury sends a player at the start of each turn: its
// four sight lines, indexed by [Letter] (ahead, right, behind, left, the
// order they are sent in), and the squared distance to the opponent.
type View struct {
	Lines     [4]SightLine
	Distance2 int
}

// appendText appends the view's five lines as the jury sends them, joined
// by "\n", without a final line ending.
func (v *View) appendText(b []byte) []byte {
	for _, l := range v.Lines {
		b = l.appendText(b)
		b = append(b, '\n')
	}
	return strconv.AppendInt(b, int64(v.Distance2), 10)
}

// String returns the view's five lines joined by "\n".
func (v View) String() string { return string(v.appendText(make([]byte, 0, 32))) }

// ParseView reads the five lines of a view joined by "\n" (a final line
// ending is allowed): four sight lines, then the squared distance, a number
// from 0 to 1152 in plain decimal.
func ParseView(s string) (View, error) {
	s = strings.TrimSuffix(s, "\n")
	lines := strings.Split(s, "\n")
	if len(lines) != 5 {
		return View{}, text.Errorf("amazes", "view: %d lines; want 4 sight lines and the distance", len(lines))
	}
	var v View
	for i := range 4 {
		l, err := parseSightLine(lines[i])
		if err != nil {
			return View{}, text.Errorf("amazes", "view line %d (%s): %w", i+1, []string{"ahead", "right", "behind", "left"}[i], err)
		}
		v.Lines[i] = l
	}
	d, err := parseDistance(lines[4])
	if err != nil {
		return View{}, text.Errorf("amazes", "view line 5: %w", err)
	}
	v.Distance2 = d
	return v, nil
}

// ParseDistance reads the fifth line of a view: the squared distance to
// the opponent, a number from 0 to 1152 in plain decimal.
func parseDistance(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > maxDistance2 || strconv.Itoa(n) != s {
		return 0, text.Errorf("amazes", "distance %q: want a number from 0 to %d", text.Clip(s, 40), maxDistance2)
	}
	return n, nil
}
