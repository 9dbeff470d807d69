package ontherun

import "math/bits"

// suspects is the detectives' knowledge of where the fugitive can be, as
// [View.Suspects] keeps it: the set of cities it can be in,
// given everything they were told and their own moves. It is exactly the
// set of last cities of the fugitive's paths that agree with the game so
// far:
//
//   - the path starts on the start city the detectives were told;
//   - each move follows a connection of the transport they were told;
//   - on an announcement turn it ends on the city they were told;
//   - no move ends on a city where a detective stands (the fugitive would
//     have been caught, and the game would be over), and no city where a
//     detective has just arrived is the fugitive's (likewise).
//
// Its zero value is the empty set, before the fugitive's start is known;
// start from startSuspects. Its updates allocate nothing.
type suspects struct {
	set Cities
}

// startSuspects returns the suspects once the detectives are told the
// fugitive's start city: that city alone.
func startSuspects(start City) suspects { return suspects{CitiesOf(start)} }

func (s suspects) cities() Cities  { return s.set }
func (s suspects) has(c City) bool { return s.set.Has(c) }
func (s suspects) count() int      { return s.set.Count() }

// moved updates the suspects for a move of the fugitive by transport t,
// made while the detectives stood on the cities of squad: the fugitive is
// now one t-connection away from where it could be, and not on a
// detective's city (or the game would be over).
func (s *suspects) moved(m *Map, t Transport, squad Squad) {
	if t >= numTransports {
		s.set = Cities{}
		return
	}
	adj := &m.adj[t]
	var next Cities
	for w, x := range s.set {
		for x != 0 {
			c := w<<6 + bits.TrailingZeros64(x)
			x &= x - 1
			a := &adj[c]
			next[0] |= a[0]
			next[1] |= a[1]
			next[2] |= a[2]
			next[3] |= a[3]
		}
	}
	for _, d := range squad {
		next.remove(d)
	}
	s.set = next
}

// announced updates the suspects for an announcement: the fugitive is in
// c. It reports whether c was a suspect; if it was not, what the
// detectives were told does not agree with itself, and the suspects
// become c alone all the same.
func (s *suspects) announced(c City) bool {
	ok := s.set.Has(c)
	s.set = CitiesOf(c)
	return ok
}

// searched updates the suspects for the detectives' move to the cities of
// squad without a catch: the fugitive is in none of them.
func (s *suspects) searched(squad Squad) {
	for _, d := range squad {
		s.set.remove(d)
	}
}

// View is everything the detectives know: their own cities, the
// fugitive's start city, the clue of each turn so far, and the suspects
// that follow from them on the game's map. It holds nothing else: the
// fugitive's city appears in it only as the start and in the clues of
// announcement turns. A judge gets it from [State.View]; a bot builds it
// from the lines it reads and writes, starting from the View of a new
// State and playing into it, with [View.Play], the moves as the
// detectives see them. Like a State, it keeps a pointer to its map, which
// never changes, and is otherwise a plain value.
type View struct {
	m     *Map
	phase gamePhase
	Turn  int            // the turn under way, as State.Turn
	Squad Squad          // the detectives' cities
	Start City           // the fugitive's start city, once told
	Clues [MaxTurns]Move // Clues[t-1] is the clue of turn t, once told: its Transport, and its To on an announcement turn
	// Suspects is the set of cities where the fugitive can be: the last
	// cities of the fugitive's paths that agree with everything the
	// detectives were told and saw. It is exact, not a guess: every city
	// in it can be the fugitive's, and no other can.
	Suspects Cities
}

// newView returns the detectives' knowledge before a game on map m, when
// they are to place themselves.
func newView(m *Map) View { return View{m: m} }

// Play records a move as the detectives see it, in the order of the game:
// their start (m.Squad), the fugitive's start city as they are told it
// (m.To), then in each turn the clue of the fugitive's move (m.Transport,
// and m.To on an announcement turn, NoCity on others) and their own move
// (m.Squad), which caught nobody (a catch ends the game). A clue updates
// the suspects; it must name a city on an announcement turn and none on
// others, and a named city must be one of the suspects; otherwise Play
// says so, and records the clue all the same. A move out of its turn
// changes nothing and is an error.
func (v *View) Play(m Move) error {
	switch v.phase {
	case placeDetectives:
		v.Squad, v.phase = m.Squad, placeFugitive
		return nil
	case placeFugitive:
		return v.hearStart(m.To)
	case fugitiveToMove:
		return v.hearClue(Move{Transport: m.Transport, To: m.To})
	case detectivesToMove:
		v.move(m.Squad)
		return nil
	}
	return errorf("detectives' view: the move %v after the end of the game", m)
}

// hearStart records the fugitive's start city, as the detectives read it.
func (v *View) hearStart(c City) error {
	if v.Squad.has(c) {
		return errorf("detectives' view: told the start city %v, which holds a detective", c)
	}
	v.Start, v.phase, v.Turn = c, fugitiveToMove, 1
	v.Suspects = CitiesOf(c)
	return nil
}

// hearClue records the clue of the fugitive's move that opens the turn,
// as the detectives read it, and updates the suspects.
func (v *View) hearClue(c Move) error {
	if v.m == nil {
		return errorf("detectives' view: told the clue %v, but the view has no map (take it from a State's View)", c)
	}
	t := v.Turn
	v.Clues[t-1] = c
	v.phase = detectivesToMove
	sus := suspects{v.Suspects}
	sus.moved(v.m, c.Transport, v.Squad)
	var err error
	switch {
	case isAnnouncement(t) && c.To == NoCity:
		err = errorf("detectives' view: turn %d announces the fugitive's city, but the clue %v names none", t, c)
	case !isAnnouncement(t) && c.To != NoCity:
		err = errorf("detectives' view: turn %d is no announcement turn, but the clue %v names a city", t, c)
	case c.To != NoCity:
		if !sus.announced(c.To) {
			err = errorf("detectives' view: turn %d announces city %v, where the fugitive cannot be after what the detectives were told", t, c.To)
		}
	}
	v.Suspects = sus.set
	return err
}

// move records the detectives' move to the cities of q, which caught
// nobody, and closes the turn.
func (v *View) move(q Squad) {
	v.Squad = q
	sus := suspects{v.Suspects}
	sus.searched(q)
	v.Suspects = sus.set
	if v.Turn == MaxTurns {
		v.phase = gameOver
		return
	}
	v.Turn++
	v.phase = fugitiveToMove
}

// View returns what the detectives know now, built from what they were
// told and their own moves only. After a catch, it is the view just
// before the move that ended the game.
func (s *State) View() (v View) {
	v = newView(s.m)
	if s.phase == placeDetectives {
		return v
	}
	v.Squad, v.phase = s.squads[0], placeFugitive
	if s.start == NoCity {
		return v
	}
	v.Start, v.phase, v.Turn = s.start, fugitiveToMove, 1
	sus := startSuspects(s.start)
	defer func() { v.Suspects = sus.set }()
	last := int(s.turn)
	for t := 1; t <= last; t++ {
		if t == last && (s.phase == fugitiveToMove || s.end == Surrendered) {
			break // the clue is not told yet, or never will be
		}
		c := s.clue(t)
		v.Clues[t-1] = c
		sus.moved(s.m, c.Transport, v.Squad)
		if c.To != NoCity {
			sus.announced(c.To)
		}
		v.phase = detectivesToMove
		if t == last && (s.phase == detectivesToMove || s.end == Arrested) {
			break // the detectives have not moved yet, or their move ended the game
		}
		v.Squad = s.squads[t]
		sus.searched(v.Squad)
		if t == MaxTurns {
			v.phase = gameOver
		} else {
			v.Turn, v.phase = t+1, fugitiveToMove
		}
	}
	return v
}
