package ontherun

import (
	"fmt"
	"strconv"

	games "github.com/contestgames/games"
)

// newDrawing returns what a replay page draws of a match of On The Run, for
// [Game]'s View.
//
// Match is the map with a drawing's coordinates (see layout.go): each city's
// x and y, integers in 0..1000, and the connections of each transport. A
// map file holds no coordinates, so the layout is computed from the map
// alone, the same every time.
//
// Frame draws the game as it stands: the detectives, the fugitive, the
// last city the detectives were told, the suspects (the cities where the
// detectives can reckon the fugitive to be, [State.View]), the
// fugitive's moves so far, true and as told, and each detective's last
// few cities, and once it is over how it ended: which detective caught the
// fugitive, in which city and turn, or that it escaped. Its scores are 0-0
// while the game goes on, since the score depends on the turn of a catch
// that has not happened (its score note says so), and the referee's once
// it is over (a forfeit included). Its facts:
//
//   - "fugitive": the fugitive's true city, "-" before its start;
//   - "detectives": the cities of detectives 1 to 4, separated by
//     spaces, "-" for each before they are placed;
//   - "suspects": how many cities the detectives suspect;
//   - "revealed": the last city the detectives were told, its start or
//     an announcement, "-" before the start;
//   - "turn": the turn under way, 0 before the first ([State.Turn]);
//   - "phase": what the game waits for, such as "fugitive to move";
//   - "outcome": how the game ended, "" while it goes on: "caught by
//     detective 1 at city 47 on turn 16" (the detective moved onto the
//     fugitive), "walked into detective 2 at city 5 on turn 7" (the
//     fugitive moved onto the detective), "escaped: not caught in 50
//     turns", or the referee's reason for a forfeit.
func newDrawing() games.Drawing {
	return games.Drawing{
		Match: func(r games.Referee) any { return newMapDrawing(r.(*Referee).setup.Map) },
		Frames: func(r games.Referee) func() games.Frame {
			return r.(*Referee).frame
		},
	}
}

// A mapDrawing is View.Match's value: the map as the page draws it.
type mapDrawing struct {
	// Cities is N: the cities are 1 to N.
	Cities int `json:"cities"`
	// XY holds city c's point at XY[2(c-1)] and XY[2(c-1)+1].
	XY []int `json:"xy"`
	// Car, Train and Plane hold each transport's connections as pairs of
	// cities, a connection's two cities one after the other.
	Car   []int `json:"car"`
	Train []int `json:"train"`
	Plane []int `json:"plane"`
}

func newMapDrawing(m *Map) mapDrawing {
	d := mapDrawing{Cities: m.numCities(), XY: make([]int, 0, 2*m.numCities())}
	for _, p := range m.layout() {
		d.XY = append(d.XY, p.x, p.y)
	}
	byTransport := [numTransports]*[]int{&d.Car, &d.Train, &d.Plane}
	for _, c := range m.connections(nil) {
		*byTransport[c.Transport] = append(*byTransport[c.Transport], int(c.A), int(c.B))
	}
	return d
}

// trailTurns is how many of each detective's earlier cities a frame
// holds: a round's worth, enough to see where they head.
const trailTurns = turnsPerRound

// A frameDrawing is a frame's Draw: the game as it stands, cities as
// numbers, 0 for none.
type frameDrawing struct {
	Phase string `json:"phase"`
	Turn  int    `json:"turn"` // the turn under way, 0 before the first
	// Left is the number of moves the fugitive still has to make to
	// escape.
	Left     int    `json:"left"`
	Fugitive int    `json:"fugitive"`
	Squad    [4]int `json:"squad"` // detective i+1's city at Squad[i]
	// Trail holds the squads of up to trailTurns turns before the
	// current one, oldest first.
	Trail [][4]int `json:"trail"`
	// Revealed is the last city the detectives were told, and
	// RevealedTurn the turn they were told it (0: the start).
	Revealed     int `json:"revealed"`
	RevealedTurn int `json:"revealedTurn"`
	// Suspects has one character a city, city c's at index c-1: '1' if
	// the detectives suspect it, '0' if not.
	Suspects string `json:"suspects"`
	// Moves has the fugitive's transport letter for each move made, and
	// Told those the detectives were told: shorter by one when the last
	// move ended the game before they heard it.
	Moves string `json:"moves"`
	Told  string `json:"told"`
	// Announced holds the cities told on the announcement turns so far,
	// in order.
	Announced []int `json:"announced,omitempty"`
	// End says how the game ended by the rules, or is empty.
	End string `json:"end,omitempty"`
	// CaughtBy is the detective, 1 to 4, in whose city the fugitive was
	// caught, 0 if it was not; Outcome says how the game ended, as the
	// fact "outcome" does.
	CaughtBy int    `json:"caughtBy,omitempty"`
	Outcome  string `json:"outcome,omitempty"`
}

// frame returns the referee's match as it stands, for View.Frame. It
// reads the referee and changes nothing.
func (r *Referee) frame() games.Frame {
	s := r.State()
	v := s.View()
	d := frameDrawing{
		Phase:    s.phase.String(),
		Turn:     s.Turn(),
		Left:     MaxTurns - s.movesMade(),
		Fugitive: int(s.Fugitive()),
		Squad:    squadInts(s.Squad()),
		Trail:    s.trail(),
		Suspects: suspectMarks(v.Suspects, s.m.numCities()),
	}
	d.Revealed, d.RevealedTurn = revealed(&v)
	moves := make([]byte, s.movesMade())
	for t := range moves {
		moves[t] = s.usedIn(t + 1).letter()
	}
	d.Moves, d.Told = string(moves), string(moves)
	if s.end == Surrendered {
		d.Told = d.Told[:len(d.Told)-1] // the move that ended the game was never told
	}
	for _, c := range s.announced {
		if c != NoCity { // playFugitive sets only what it told
			d.Announced = append(d.Announced, int(c))
		}
	}
	if s.end != NotOver {
		d.End = s.end.String()
	}
	scores, note := []float64{0, 0}, "scored when the game ends: 20 split by the turn of a catch"
	if r.done {
		res := r.Result()
		scores, note = res.Scores, ""
		d.CaughtBy, d.Outcome = outcome(&s, res.Reason)
	}
	return games.Frame{
		Scores:    scores,
		ScoreNote: note,
		Facts: map[string]string{
			"outcome":    d.Outcome,
			"fugitive":   s.Fugitive().String(),
			"detectives": s.Squad().spaced(),
			"suspects":   strconv.Itoa(v.Suspects.Count()),
			"revealed":   City(d.Revealed).String(),
			"turn":       strconv.Itoa(s.Turn()),
			"phase":      d.Phase,
		},
		Draw: d,
	}
}

// outcome says how a game that is over ended: the detective, 1 to 4, in
// whose city the fugitive was caught (0 if it was not), and in words; a
// game that the rules did not end was forfeited, for the referee's reason.
func outcome(s *State, reason string) (by int, text string) {
	at := s.Fugitive()
	for k, c := range s.Squad() {
		if c == at && at != NoCity {
			by = k + 1
		}
	}
	switch s.End() {
	case Arrested:
		return by, fmt.Sprintf("caught by detective %d at city %v on turn %d", by, at, s.Turn())
	case Surrendered:
		return by, fmt.Sprintf("walked into detective %d at city %v on turn %d", by, at, s.Turn())
	case Escaped:
		return 0, fmt.Sprintf("escaped: not caught in %d turns", MaxTurns)
	}
	return 0, reason
}

// detectiveMoves returns how many moves the detectives have made: the
// number of squads after the start in the State's history.
func (s *State) detectiveMoves() int {
	switch {
	case s.turn == 0:
		return 0
	case s.end == Arrested || s.end == Escaped:
		return int(s.turn)
	}
	return int(s.turn) - 1
}

// trail returns the squads of up to trailTurns turns before the squad
// now, oldest first.
func (s *State) trail() [][4]int {
	if s.phase == placeDetectives {
		return nil
	}
	k := s.detectiveMoves()
	trail := make([][4]int, 0, trailTurns)
	for t := max(0, k-trailTurns); t < k; t++ {
		trail = append(trail, squadInts(s.squads[t]))
	}
	return trail
}

// revealed returns the last city the detectives were told, and the turn
// they were told it: 0 for the start city; NoCity before the start.
func revealed(v *View) (city, turn int) {
	for t := len(v.Clues); t >= 1; t-- {
		if c := v.Clues[t-1].To; c != NoCity {
			return int(c), t
		}
	}
	return int(v.Start), 0
}

func squadInts(q Squad) [4]int {
	return [4]int{int(q[0]), int(q[1]), int(q[2]), int(q[3])}
}

// spaced writes the squad's cities separated by spaces, "-" for NoCity.
func (q Squad) spaced() string {
	return q[0].String() + " " + q[1].String() + " " + q[2].String() + " " + q[3].String()
}

// suspectMarks writes the set as one character a city, 1 to n.
func suspectMarks(set Cities, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '0'
		if set.Has(City(i + 1)) {
			b[i] = '1'
		}
	}
	return string(b)
}
