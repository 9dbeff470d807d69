package ontherun

import (
	"errors"
	"fmt"

	"github.com/contestgames/games/internal/text"
)

// The length of a game.
const (
	NumDetectives    = 4
	MaxTurns         = 50 // turns 1 to 50
	turnsPerRound    = 5  // every fifth turn is an announcement turn
	numAnnouncements = MaxTurns / turnsPerRound
)

// The scores: 20 points are shared in each game.
const (
	totalScore = 20
	// catchScore is what the detectives score for a catch before the
	// announcements not yet made are added.
	catchScore = 10
)

// isAnnouncement reports whether turn t (1 to 50) is an announcement turn:
// 5, 10, ..., 50, when the detectives are told the fugitive's city.
func isAnnouncement(t int) bool { return t >= 1 && t <= MaxTurns && t%turnsPerRound == 0 }

// A Squad is the cities of the four detectives, in the order in which the
// detectives wrote their start cities: detective 1 is Squad[0]. A
// detectives' move is the Squad after it.
type Squad [NumDetectives]City

// Cities returns the set of the squad's cities.
func (q Squad) Cities() Cities { return CitiesOf(q[0], q[1], q[2], q[3]) }

// has reports whether a detective is in city c. NoCity is never in a
// squad.
func (q Squad) has(c City) bool {
	return c != NoCity && (q[0] == c || q[1] == c || q[2] == c || q[3] == c)
}

// index returns the index (0 to 3) of the detective in city c, or -1.
func (q Squad) index(c City) int {
	for i, d := range q {
		if d == c && c != NoCity {
			return i
		}
	}
	return -1
}

// A FugitiveMove is the fugitive's move in a turn: a transport and the
// city it takes the fugitive to, written "C 17".
type FugitiveMove struct {
	Transport Transport
	To        City
}

// A Clue is what the detectives are told of the fugitive's move: its
// transport and, on an announcement turn, the city it went to (NoCity on
// other turns). It is written "C" or "C 17".
type Clue struct {
	Transport Transport
	City      City
}

// A Phase says what the game waits for next.
type Phase uint8

// The phases of a game, in order; the turns repeat the last two.
const (
	// PlaceDetectives: the detectives choose their four start cities.
	PlaceDetectives Phase = iota
	// PlaceFugitive: the fugitive chooses its start city.
	PlaceFugitive
	// FugitiveToMove: the fugitive moves, opening a turn.
	FugitiveToMove
	// DetectivesToMove: the detectives move, closing the turn.
	DetectivesToMove
	// GameOver: the fugitive was caught, or escaped after turn 50.
	GameOver
)

var phaseNames = [...]string{"detectives to place", "fugitive to place", "fugitive to move", "detectives to move", "game over"}

// String names the phase, such as "fugitive to move".
func (p Phase) String() string { return text.Name(p, phaseNames[:], "Phase") }

// toMove returns the role that plays in phase p; GameOver has none and
// returns Fugitive.
func (p Phase) toMove() Role {
	if p == PlaceDetectives || p == DetectivesToMove {
		return Detectives
	}
	return Fugitive
}

// An End says how a game ended.
type End uint8

// The ends of a game.
const (
	NotOver End = iota
	// Escaped: the fugitive was not caught in 50 turns.
	Escaped
	// Arrested: a detective moved onto the fugitive's city.
	Arrested
	// Surrendered: the fugitive moved onto a detective's city.
	Surrendered
)

var endNames = [...]string{"not over", "escaped", "arrested", "surrendered"}

// String names the end, such as "arrested".
func (e End) String() string { return text.Name(e, endNames[:], "End") }

// State is a whole game of On The Run: its map, the phase, the turn, where
// everybody is, and the transports the fugitive has used. It is a value
// of 288 bytes: copying it clones the game, and == compares games
// (played on the same *Map). Make one with [NewState]; the zero State has
// no map and refuses every move.
//
// The map is the one pointer in a State, and copies share it. That is
// safe because a [Map] never changes once made: no method writes it. It
// spares the callers passing the map to every move, and keeps a State
// small enough to copy in a search.
type State struct {
	m        *Map
	phase    Phase
	turn     uint8 // the turn under way (1-50); 0 before the first
	end      End
	fugitive City
	start    City
	squad    Squad
	used     [MaxTurns]Transport // used[t-1]: the fugitive's transport in turn t
	// announced[k] is the city told in turn 5(k+1), once told.
	announced [numAnnouncements]City
	// squads[t] is the squad after turn t; squads[0] is the start.
	squads [MaxTurns + 1]Squad
}

// NewState returns the game of set-up s about to start, waiting for the
// detectives to place themselves, or an error if s has no map or its map
// breaks a rule of maps ([Map.Validate]). The game reads the map and never
// changes it.
func NewState(s Setup) (State, error) {
	if s.Map == nil {
		return State{}, errors.New("ontherun: NewState: the set-up has no map")
	}
	if err := s.Map.Validate(); err != nil {
		return State{}, err
	}
	return newState(s.Map), nil
}

// newState returns the game on map m, which must be valid, about to start.
func newState(m *Map) State { return State{m: m} }

// Phase returns what the game waits for next.
func (s *State) Phase() Phase { return s.phase }

// Turn returns the turn under way, 1 to 50: the fugitive's move opens it
// and the detectives' closes it. It is 0 before the first turn, and at the
// end of the game the turn in which it ended.
func (s *State) Turn() int { return int(s.turn) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == GameOver }

// End returns how the game ended, or NotOver.
func (s *State) End() End { return s.end }

// Fugitive returns the fugitive's city, or NoCity before it is placed.
func (s *State) Fugitive() City { return s.fugitive }

// startCity returns the fugitive's start city, or NoCity before it is placed.
func (s *State) startCity() City { return s.start }

// Squad returns the detectives' cities; all NoCity before they are placed.
func (s *State) Squad() Squad { return s.squad }

// Used returns the transport the fugitive used in turn t (1 to the turn
// under way). Reading a later turn returns Car.
func (s *State) usedIn(t int) Transport {
	if t < 1 || t > MaxTurns {
		return Car
	}
	return s.used[t-1]
}

// Clue returns what the detectives were told of the fugitive's move in
// turn t: its transport, and its city on an announcement turn. It returns
// the zero Clue for a turn not yet played.
func (s *State) clue(t int) Clue {
	if t < 1 || t > int(s.turn) || t == int(s.turn) && s.phase == FugitiveToMove {
		return Clue{}
	}
	if t == int(s.turn) && s.end == Surrendered {
		return Clue{} // the game ended before the detectives were told
	}
	c := Clue{Transport: s.used[t-1]}
	if isAnnouncement(t) {
		c.City = s.announced[t/turnsPerRound-1]
	}
	return c
}

// Announcements returns how many announcements the detectives have had:
// the announcement turns whose fugitive's move is done and did not end
// the game. (An announcement turn in which the fugitive moves onto a
// detective makes no announcement.)
func (s *State) announcements() int {
	t := int(s.turn)
	switch {
	case t == 0:
		return 0
	case s.phase == FugitiveToMove || s.end == Surrendered:
		return (t - 1) / turnsPerRound
	}
	return t / turnsPerRound
}

// Score returns the points of the fugitive and of the detectives, indexed
// by [Role], once the game is over, and zeros before. A fugitive not
// caught in 50 turns scores 20 and the detectives 0. When it is caught,
// the detectives score 10 plus the announcements not yet made, and the
// fugitive the rest of 20.
func (s *State) Score() [2]int {
	switch s.end {
	case Escaped:
		return [2]int{totalScore, 0}
	case Arrested, Surrendered:
		d := catchScore + numAnnouncements - s.announcements()
		return [2]int{totalScore - d, d}
	}
	return [2]int{}
}

// Winner returns the seat with the higher score once the game is over:
// [Fugitive] (seat 0) or [Detectives] (seat 1). It reports false while the
// game goes on, and for a 10-10 catch in turn 50, which nobody wins.
func (s *State) Winner() (int, bool) {
	if s.phase != GameOver {
		return 0, false
	}
	switch sc := s.Score(); {
	case sc[Fugitive] > sc[Detectives]:
		return int(Fugitive), true
	case sc[Detectives] > sc[Fugitive]:
		return int(Detectives), true
	}
	return 0, false
}

// A moveRule is a rule of the game that a move can break; a moveError names
// the one broken.
type moveRule uint8

// The rules a move can break.
const (
	// ruleNotation: the line is not a move in the dialogue's notation.
	ruleNotation moveRule = iota + 1
	// ruleOutOfTurn: the move is not the one the game waits for, or the
	// game is over.
	ruleOutOfTurn
	// ruleNoSuchCity: the city is not on the map.
	ruleNoSuchCity
	// ruleDistinctStarts: the detectives start on four different cities.
	ruleDistinctStarts
	// ruleStartAwayFromDetectives: the fugitive may not start on a
	// detective's city.
	ruleStartAwayFromDetectives
	// ruleNoConnection: the fugitive's move follows a connection of the
	// transport it names; a detective's, a connection of any transport.
	ruleNoConnection
	// ruleNoStaying: everybody moves every turn; nobody stays.
	ruleNoStaying
	// ruleOneDetectivePerCity: after the detectives' move no two share a
	// city.
	ruleOneDetectivePerCity
)

// ruleNames holds the rules' names in the order of their values, from 1.
var ruleNames = [...]string{"", "notation", "out of turn", "no such city", "four different start cities", "start away from the detectives", "move along a connection", "no staying", "one detective per city"}

// String names the rule, such as "no staying".
func (r moveRule) String() string { return text.Name(r, ruleNames[:], "moveRule") }

// A moveError is a move refused: who made it, the rule it breaks, and a
// sentence that says where, naming the detective, the cities and the
// transport.
type moveError struct {
	Role   Role
	Rule   moveRule
	Detail string
}

// Error says who made the move, what is wrong with it, and the rule.
func (e *moveError) Error() string {
	return fmt.Sprintf("ontherun: %s: %s (rule: %s)", e.Role, e.Detail, e.Rule)
}

func moveErr(r Role, rule moveRule, format string, args ...any) *moveError {
	return &moveError{Role: r, Rule: rule, Detail: fmt.Sprintf(format, args...)}
}

// PlaceDetectives places the detectives on their four start cities, which
// must be cities of the map and all different. The State does not change
// when it returns an error.
func (s *State) PlaceDetectives(q Squad) error {
	if s.m == nil {
		return moveErr(Detectives, ruleOutOfTurn, "start cities %v: the State has no map (make it with NewState)", q)
	}
	if s.phase != PlaceDetectives {
		return moveErr(Detectives, ruleOutOfTurn, "start cities %v: the game is at %v", q, s.phase)
	}
	for i := range q {
		if err := s.m.checkStart(q, i); err != nil {
			return err
		}
	}
	s.squad = q
	s.squads[0] = q
	s.phase = PlaceFugitive
	return nil
}

// checkStart checks the start city of detective i (0 to 3) against the
// cities of the detectives before it: it must be a city of m and
// different from theirs. The cities of the detectives after i are not
// looked at, so that a judge can check the start lines one by one as they
// come.
func (m *Map) checkStart(q Squad, i int) error {
	if i < 0 || i >= NumDetectives {
		return moveErr(Detectives, ruleNotation, "no detective %d: the detectives are 1 to %d", i+1, NumDetectives)
	}
	c := q[i]
	if !m.has(c) {
		return moveErr(Detectives, ruleNoSuchCity, "detective %d starts in city %v, which is not on the map (cities 1 to %d)", i+1, c, m.n)
	}
	for j := range i {
		if q[j] == c {
			return moveErr(Detectives, ruleDistinctStarts, "detective %d starts in city %v, where detective %d starts", i+1, c, j+1)
		}
	}
	return nil
}

// PlaceFugitive places the fugitive on its start city, which must be a
// city of the map without a detective. The State does not change when it
// returns an error.
func (s *State) PlaceFugitive(c City) error {
	if s.phase != PlaceFugitive {
		return moveErr(Fugitive, ruleOutOfTurn, "start city %v: the game is at %v", c, s.phase)
	}
	if !s.m.has(c) {
		return moveErr(Fugitive, ruleNoSuchCity, "start city %v is not on the map (cities 1 to %d)", c, s.m.n)
	}
	if i := s.squad.index(c); i >= 0 {
		return moveErr(Fugitive, ruleStartAwayFromDetectives, "start city %v holds detective %d", c, i+1)
	}
	s.fugitive, s.start = c, c
	s.phase = FugitiveToMove
	s.turn = 1
	return nil
}

// checkFugitiveMove reports whether mv is a legal move of the fugitive,
// and if not, why. A move onto a detective's city is legal: the fugitive
// is caught.
func (s *State) checkFugitiveMove(mv FugitiveMove) error {
	switch {
	case s.phase != FugitiveToMove:
		return moveErr(Fugitive, ruleOutOfTurn, "move %v: the game is at %v", mv, s.phase)
	case mv.Transport >= numTransports:
		return moveErr(Fugitive, ruleNotation, "move %v: %v is not a transport", mv, mv.Transport)
	case !s.m.has(mv.To):
		return moveErr(Fugitive, ruleNoSuchCity, "move %v: city %v is not on the map (cities 1 to %d)", mv, mv.To, s.m.n)
	case mv.To == s.fugitive:
		return moveErr(Fugitive, ruleNoStaying, "move %v: the fugitive is in city %v already and must move", mv, mv.To)
	case !s.m.connected(mv.Transport, s.fugitive, mv.To):
		return moveErr(Fugitive, ruleNoConnection, "move %v: no %s connection from city %v to city %v%s",
			mv, mv.Transport.name(), s.fugitive, mv.To, otherTransports(s.m, s.fugitive, mv.To))
	}
	return nil
}

// otherTransports says which transports do join a and b, if any.
func otherTransports(m *Map, a, b City) string {
	var by []byte
	for _, t := range transports {
		if m.connected(t, a, b) {
			if len(by) > 0 {
				by = append(by, " or "...)
			}
			by = append(by, t.name()...)
		}
	}
	if len(by) == 0 {
		return ""
	}
	return " (they are joined by " + string(by) + ")"
}

// PlayFugitive plays the fugitive's move mv, which opens a turn. A move
// onto a detective's city ends the game: the fugitive is caught. The State
// does not change when it returns an error.
func (s *State) PlayFugitive(mv FugitiveMove) error {
	if err := s.checkFugitiveMove(mv); err != nil {
		return err
	}
	s.fugitive = mv.To
	s.used[s.turn-1] = mv.Transport
	if s.squad.has(mv.To) {
		s.phase, s.end = GameOver, Surrendered
		return nil
	}
	if isAnnouncement(int(s.turn)) {
		s.announced[s.turn/turnsPerRound-1] = mv.To
	}
	s.phase = DetectivesToMove
	return nil
}

// checkDetective checks the move of detective i (0 to 3) from its city
// in the State to next[i], against the cities next[0] to next[i-1] of
// the detectives before it: it must follow a connection of any transport
// and end on a city none of them ends on. The cities of the detectives
// after i are not looked at, so that a judge can check the lines one by
// one as they come.
func (s *State) checkDetective(next Squad, i int) error {
	if i < 0 || i >= NumDetectives {
		return moveErr(Detectives, ruleNotation, "no detective %d: the detectives are 1 to %d", i+1, NumDetectives)
	}
	from, to := s.squad[i], next[i]
	switch {
	case s.phase != DetectivesToMove:
		return moveErr(Detectives, ruleOutOfTurn, "detective %d to city %v: the game is at %v", i+1, to, s.phase)
	case !s.m.has(to):
		return moveErr(Detectives, ruleNoSuchCity, "detective %d to city %v, which is not on the map (cities 1 to %d)", i+1, to, s.m.n)
	case to == from:
		return moveErr(Detectives, ruleNoStaying, "detective %d stays in city %v; every detective must move", i+1, to)
	case !s.m.Reach(from).Has(to):
		return moveErr(Detectives, ruleNoConnection, "detective %d cannot go from city %v to city %v: no connection joins them", i+1, from, to)
	}
	for j := range i {
		if next[j] == to {
			return moveErr(Detectives, ruleOneDetectivePerCity, "detective %d goes to city %v, where detective %d goes", i+1, to, j+1)
		}
	}
	return nil
}

// PlayDetectives plays the detectives' move: next holds their new
// cities, in order. It closes the turn. A detective that ends on the
// fugitive's city catches it, and after turn 50 the fugitive has escaped.
// The State does not change when it returns an error.
func (s *State) PlayDetectives(next Squad) error {
	for i := range next {
		if err := s.checkDetective(next, i); err != nil {
			return err
		}
	}
	s.squad = next
	s.squads[s.turn] = next
	switch {
	case next.has(s.fugitive):
		s.phase, s.end = GameOver, Arrested
	case s.turn == MaxTurns:
		s.phase, s.end = GameOver, Escaped
	default:
		s.turn++
		s.phase = FugitiveToMove
	}
	return nil
}
