package bots

import "github.com/contestgames/games/amazes"

// A bfs is one breadth-first search over the frame of a bot's map, through
// known openings: explore and planner walk only where it leads, so their
// maps always know where they are. Planner's belief also searches through
// sides not known, where the opponent may walk.
type bfs struct {
	dist  [frame * frame]int16      // distance+1; 0 = not reached
	from  [frame * frame]amazes.Dir // the step into each square
	queue [frame * frame]int16
	n     int                       // squares reached
	steps [frame * frame]amazes.Dir // work space of backSteps
}

// noDepth is a depth no search in the frame reaches.
const noDepth = frame * frame

// run searches breadth-first from (x, y) through the openings m knows.
func (s *bfs) run(m *amazes.Map, x, y int) { s.search(m, index(x, y), false, noDepth) }

// search searches breadth-first from square start through the openings m
// knows, and with unknown through the sides it does not know too, going
// on from the squares fewer than depth steps away.
func (s *bfs) search(m *amazes.Map, start int, unknown bool, depth int) {
	clear(s.dist[:])
	s.dist[start] = 1
	s.queue[0] = int16(start)
	tail := 1
	for head := 0; head < tail; head++ {
		i := int(s.queue[head])
		if int(s.dist[i]) > depth {
			continue
		}
		x, y := i%frame-half, i/frame-half
		for d := range amazes.Dir(4) {
			if side := m.Side(x, y, d); side == amazes.Wall || side == amazes.Unknown && !unknown {
				continue
			}
			j := index(step(x, y, d))
			if s.dist[j] != 0 {
				continue
			}
			s.dist[j] = s.dist[i] + 1
			s.from[j] = d
			s.queue[tail] = int16(j)
			tail++
		}
	}
	s.n = tail
}

// backSteps returns the steps of the search's shortest path to square i,
// the last step first. The slice is the search's own: it holds until the
// next call.
func (s *bfs) backSteps(i int) []amazes.Dir {
	n := 0
	for s.dist[i] > 1 {
		d := s.from[i]
		s.steps[n] = d
		n++
		x, y := i%frame-half, i/frame-half
		i = index(step(x, y, d.Turn(amazes.T)))
	}
	return s.steps[:n]
}

// path returns the letters that walk the search's shortest path to square
// i from where m has the bot, facing as m has it, cut at 256 letters.
func (s *bfs) path(m *amazes.Map, i int) amazes.Turn {
	steps := s.backSteps(i)
	_, _, facing := m.Here()
	var t amazes.Turn
	for k := len(steps) - 1; k >= 0 && t.Len() < amazes.MaxLetters; k-- {
		facing = addStep(&t, facing, steps[k])
	}
	return t
}

// addStep appends to t the letter that steps in direction d from facing,
// and returns the facing after it.
func addStep(t *amazes.Turn, facing, d amazes.Dir) amazes.Dir {
	t.Add(amazes.Letter((d - facing) & 3))
	return d
}
