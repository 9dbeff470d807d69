package ontherun

import (
	"fmt"

	games "github.com/contestgames/games"
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

// cities returns the set of the squad's cities.
func (q Squad) cities() Cities { return CitiesOf(q[0], q[1], q[2], q[3]) }

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

// A Move is a move of either side, in the phase the game is at: the
// detectives' start or move is the Squad of their cities after it, the
// fugitive's start is the city To, and its move the Transport it takes and
// the city To it goes to. Play reads the half the phase asks for and
// ignores the other. It is a small value: == compares moves.
//
// The detectives' view of the game holds the fugitive's moves as they
// were told, as Moves too: the Transport, and the city To on an
// announcement turn (NoCity on other turns).
type Move struct {
	Transport Transport
	To        City
	Squad     Squad
}

// A gamePhase says what the game waits for next. [State.Turn] and
// [State.ToMove] tell it from outside: in turn 0 the detectives and then
// the fugitive place themselves, and from turn 1 the fugitive and then the
// detectives move.
type gamePhase uint8

// The phases of a game, in order; the turns repeat the last two.
const (
	// placeDetectives: the detectives choose their four start cities.
	placeDetectives gamePhase = iota
	// placeFugitive: the fugitive chooses its start city.
	placeFugitive
	// fugitiveToMove: the fugitive moves, opening a turn.
	fugitiveToMove
	// detectivesToMove: the detectives move, closing the turn.
	detectivesToMove
	// gameOver: the fugitive was caught, or escaped after turn 50.
	gameOver
)

var phaseNames = [...]string{"detectives to place", "fugitive to place", "fugitive to move", "detectives to move", "game over"}

// String names the phase, such as "fugitive to move".
func (p gamePhase) String() string { return text.Name(p, phaseNames[:], "Phase") }

// toMove returns the role that plays in phase p; gameOver has none and
// returns Fugitive.
func (p gamePhase) toMove() Role {
	if p == placeDetectives || p == detectivesToMove {
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
	phase    gamePhase
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

// ToMove returns the seat whose move Play takes next: the detectives'
// (seat 1) for their start and their moves, the fugitive's (seat 0) for
// its start and its moves, and -1 once the game is over.
func (s *State) ToMove() int {
	if s.phase == gameOver {
		return -1
	}
	return int(s.phase.toMove())
}

// Turn returns the turn under way, 1 to 50: the fugitive's move opens it
// and the detectives' closes it. It is 0 before the first turn, and at the
// end of the game the turn in which it ended.
func (s *State) Turn() int { return int(s.turn) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == gameOver }

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

// clue returns what the detectives were told of the fugitive's move in
// turn t: its transport, and its city on an announcement turn. It returns
// the zero Move for a turn not yet played.
func (s *State) clue(t int) Move {
	if t < 1 || t > int(s.turn) || t == int(s.turn) && s.phase == fugitiveToMove {
		return Move{}
	}
	if t == int(s.turn) && s.end == Surrendered {
		return Move{} // the game ended before the detectives were told
	}
	c := Move{Transport: s.used[t-1]}
	if isAnnouncement(t) {
		c.To = s.announced[t/turnsPerRound-1]
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
	case s.phase == fugitiveToMove || s.end == Surrendered:
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
	if s.phase != gameOver {
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

// A Rule is a rule of the game that a move can break; a [MoveError]
// names the one broken. The zero Rule is no rule.
type Rule uint8

// The rules a move can break.
const (
	// RuleNotation: the line is not a move in the dialogue's notation, or
	// the move names no transport.
	RuleNotation Rule = iota + 1
	// RuleOutOfTurn: the game waits for another kind of move, is over, or
	// has no map.
	RuleOutOfTurn
	// RuleNoSuchCity: the city is not on the map.
	RuleNoSuchCity
	// RuleDistinctStarts: the detectives start on four different cities.
	RuleDistinctStarts
	// RuleStartAwayFromDetectives: the fugitive may not start on a
	// detective's city.
	RuleStartAwayFromDetectives
	// RuleNoConnection: the fugitive's move follows a connection of the
	// transport it names; a detective's, a connection of any transport.
	RuleNoConnection
	// RuleNoStaying: everybody moves every turn; nobody stays.
	RuleNoStaying
	// RuleOneDetectivePerCity: after the detectives' move no two share a
	// city.
	RuleOneDetectivePerCity
)

// ruleNames holds the rules' names in the order of their values, from 1.
var ruleNames = [...]string{"", "notation", "out of turn", "no such city", "four different start cities", "start away from the detectives", "move along a connection", "no staying", "one detective per city"}

// String names the rule in a few words, such as "no staying": the rule a
// referee's record gives for an illegal move.
func (r Rule) String() string { return text.Name(r, ruleNames[:], "Rule") }

// A MoveError is a move refused: whose it was, the move, the rule it
// breaks, and a sentence that says where, naming the detective, the
// cities and the transport.
type MoveError struct {
	Seat   int    // the seat whose move it was: [Fugitive] or [Detectives]
	Move   string // the move in the dialogue's notation, as [Move.String] writes it; a start city alone
	Rule   Rule   // the rule broken
	Detail string // what is wrong, in words
}

// Error says who made the move, what is wrong with it, and the rule.
func (e *MoveError) Error() string {
	return fmt.Sprintf("ontherun: %s: %s (rule: %s)", Role(e.Seat), e.Detail, e.Rule)
}

func moveErr(r Role, rule Rule, format string, args ...any) *MoveError {
	return &MoveError{Seat: int(r), Rule: rule, Detail: fmt.Sprintf(format, args...)}
}

// The compiler holds the one shape of every game's state.
var _ games.State[Move] = (*State)(nil)

// Play checks m and plays it for the seat to move, reading the half of m
// that the game waits for: the Squad for the detectives' start and their
// moves, To for the fugitive's start, and Transport and To for its moves.
// A move onto a detective's city is legal and ends the game: the fugitive
// is caught; so does a detective's move onto the fugitive's city, and the
// detectives' move of turn 50. A move that breaks a rule changes nothing
// and returns a *[MoveError].
func (s *State) Play(m Move) error {
	var err error
	switch s.phase {
	case fugitiveToMove:
		err = s.moveFugitive(m.Transport, m.To)
	case detectivesToMove:
		err = s.playDetectives(m.Squad)
	case placeDetectives:
		err = s.placeDetectives(m.Squad)
	case placeFugitive:
		err = s.placeFugitive(m.To)
	default:
		err = moveErr(Fugitive, RuleOutOfTurn, "the game is over")
	}
	if err != nil {
		return s.refused(err, &m)
	}
	return nil
}

// refused completes the error of a move that Play refused with the move
// as written, in the phase that it was refused in.
func (s *State) refused(err error, m *Move) error {
	if me, ok := err.(*MoveError); ok {
		me.Move = m.notation(s.phase)
	}
	return err
}

// notation writes m as the player to move in phase p writes it: a start
// city alone, a fugitive's move, or the detectives' four lines.
func (m Move) notation(p gamePhase) string {
	switch p {
	case placeFugitive:
		return m.To.String()
	case fugitiveToMove:
		return Move{Transport: m.Transport, To: m.To}.String()
	}
	return m.Squad.text()
}

// placeDetectives places the detectives on their four start cities, which
// must be cities of the map and all different. The State does not change
// when it returns an error.
func (s *State) placeDetectives(q Squad) error {
	if s.m == nil {
		return moveErr(Detectives, RuleOutOfTurn, "start cities %v: the State has no map (make it with NewState)", q)
	}
	if s.phase != placeDetectives {
		return moveErr(Detectives, RuleOutOfTurn, "start cities %v: the game is at %v", q, s.phase)
	}
	for i := range q {
		if err := s.m.checkStart(q, i); err != nil {
			return err
		}
	}
	s.squad = q
	s.squads[0] = q
	s.phase = placeFugitive
	return nil
}

// checkStart checks the start city of detective i (0 to 3) against the
// cities of the detectives before it: it must be a city of m and
// different from theirs. The cities of the detectives after i are not
// looked at, so that a judge can check the start lines one by one as they
// come.
func (m *Map) checkStart(q Squad, i int) *MoveError {
	if i < 0 || i >= NumDetectives {
		return moveErr(Detectives, RuleNotation, "no detective %d: the detectives are 1 to %d", i+1, NumDetectives)
	}
	c := q[i]
	if !m.has(c) {
		return moveErr(Detectives, RuleNoSuchCity, "detective %d starts in city %v, which is not on the map (cities 1 to %d)", i+1, c, m.n)
	}
	for j := range i {
		if q[j] == c {
			return moveErr(Detectives, RuleDistinctStarts, "detective %d starts in city %v, where detective %d starts", i+1, c, j+1)
		}
	}
	return nil
}

// placeFugitive places the fugitive on its start city, which must be a
// city of the map without a detective. The State does not change when it
// returns an error.
func (s *State) placeFugitive(c City) error {
	if s.phase != placeFugitive {
		return moveErr(Fugitive, RuleOutOfTurn, "start city %v: the game is at %v", c, s.phase)
	}
	if !s.m.has(c) {
		return moveErr(Fugitive, RuleNoSuchCity, "start city %v is not on the map (cities 1 to %d)", c, s.m.n)
	}
	if i := s.squad.index(c); i >= 0 {
		return moveErr(Fugitive, RuleStartAwayFromDetectives, "start city %v holds detective %d", c, i+1)
	}
	s.fugitive, s.start = c, c
	s.phase = fugitiveToMove
	s.turn = 1
	return nil
}

// checkFugitiveMove reports whether mv is a legal move of the fugitive,
// and if not, why. A move onto a detective's city is legal: the fugitive
// is caught.
func (s *State) checkFugitiveMove(mv Move) *MoveError {
	return s.checkFugitive(mv.Transport, mv.To)
}

// checkFugitive is checkFugitiveMove of the move by t to city to. It
// takes the two fields, not a Move, which holds an array and so is passed
// in memory: this is the hot path of a game.
func (s *State) checkFugitive(t Transport, to City) *MoveError {
	if s.phase == fugitiveToMove && s.m.connected(t, s.fugitive, to) {
		return nil // the common case, first: no connection joins a city to itself
	}
	mv := Move{Transport: t, To: to}
	switch {
	case s.phase != fugitiveToMove:
		return moveErr(Fugitive, RuleOutOfTurn, "move %v: the game is at %v", mv, s.phase)
	case mv.Transport >= numTransports:
		return moveErr(Fugitive, RuleNotation, "move %v: %v is not a transport", mv, mv.Transport)
	case !s.m.has(mv.To):
		return moveErr(Fugitive, RuleNoSuchCity, "move %v: city %v is not on the map (cities 1 to %d)", mv, mv.To, s.m.n)
	case mv.To == s.fugitive:
		return moveErr(Fugitive, RuleNoStaying, "move %v: the fugitive is in city %v already and must move", mv, mv.To)
	case !s.m.connected(mv.Transport, s.fugitive, mv.To):
		return moveErr(Fugitive, RuleNoConnection, "move %v: no %s connection from city %v to city %v%s",
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

// playFugitive plays the fugitive's move mv, which opens a turn, and
// ignores its Squad. A move onto a detective's city ends the game: the
// fugitive is caught. The State does not change when it returns an error.
func (s *State) playFugitive(mv Move) error { return s.moveFugitive(mv.Transport, mv.To) }

// moveFugitive plays the fugitive's move by t to city to, as
// playFugitive; it takes the fields for speed, as checkFugitive does.
func (s *State) moveFugitive(t Transport, to City) error {
	if err := s.checkFugitive(t, to); err != nil {
		return err
	}
	s.fugitive = to
	s.used[s.turn-1] = t
	if s.squad.has(to) {
		s.phase, s.end = gameOver, Surrendered
		return nil
	}
	if isAnnouncement(int(s.turn)) {
		s.announced[s.turn/turnsPerRound-1] = to
	}
	s.phase = detectivesToMove
	return nil
}

// checkDetective checks the move of detective i (0 to 3) from its city
// in the State to next[i], against the cities next[0] to next[i-1] of
// the detectives before it: it must follow a connection of any transport
// and end on a city none of them ends on. The cities of the detectives
// after i are not looked at, so that a judge can check the lines one by
// one as they come.
func (s *State) checkDetective(next Squad, i int) *MoveError {
	if i < 0 || i >= NumDetectives {
		return moveErr(Detectives, RuleNotation, "no detective %d: the detectives are 1 to %d", i+1, NumDetectives)
	}
	from, to := s.squad[i], next[i]
	switch {
	case s.phase != detectivesToMove:
		return moveErr(Detectives, RuleOutOfTurn, "detective %d to city %v: the game is at %v", i+1, to, s.phase)
	case !s.m.has(to):
		return moveErr(Detectives, RuleNoSuchCity, "detective %d to city %v, which is not on the map (cities 1 to %d)", i+1, to, s.m.n)
	case to == from:
		return moveErr(Detectives, RuleNoStaying, "detective %d stays in city %v; every detective must move", i+1, to)
	case !s.m.Reach(from).Has(to):
		return moveErr(Detectives, RuleNoConnection, "detective %d cannot go from city %v to city %v: no connection joins them", i+1, from, to)
	}
	for j := range i {
		if next[j] == to {
			return moveErr(Detectives, RuleOneDetectivePerCity, "detective %d goes to city %v, where detective %d goes", i+1, to, j+1)
		}
	}
	return nil
}

// playDetectives plays the detectives' move: next holds their new
// cities, in order. It closes the turn. A detective that ends on the
// fugitive's city catches it, and after turn 50 the fugitive has escaped.
// The State does not change when it returns an error.
func (s *State) playDetectives(next Squad) error {
	for i := range next {
		if err := s.checkDetective(next, i); err != nil {
			return err
		}
	}
	s.squad = next
	s.squads[s.turn] = next
	switch {
	case next.has(s.fugitive):
		s.phase, s.end = gameOver, Arrested
	case s.turn == MaxTurns:
		s.phase, s.end = gameOver, Escaped
	default:
		s.turn++
		s.phase = fugitiveToMove
	}
	return nil
}
