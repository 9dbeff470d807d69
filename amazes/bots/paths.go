package bots

import "github.com/contestgames/games/amazes"

// A bfs is one breadth-first search through known openings, over the
// frame of a bot's map: explore and planner walk only where it leads, so
// their maps always know where they are.
type bfs struct {
	dist  [frame * frame]int16      // distance+1; 0 = not reached
	from  [frame * frame]amazes.Dir // the step into each square
	queue [frame * frame]int16
	n     int // squares reached
}

// run searches breadth-first from (x, y) through the openings m knows.
func (s *bfs) run(m *amazes.Map, x, y int) {
	clear(s.dist[:])
	start := index(x, y)
	s.dist[start] = 1
	s.queue[0] = int16(start)
	tail := 1
	for head := 0; head < tail; head++ {
		i := int(s.queue[head])
		x, y := i%frame-half, i/frame-half
		for d := range amazes.Dir(4) {
			if m.Side(x, y, d) != amazes.Open {
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

// path returns the letters that walk the search's shortest path to square
// i from where m has the bot, facing as m has it, cut at 256 letters.
func (s *bfs) path(m *amazes.Map, i int) amazes.Turn {
	var dirs [frame * frame]amazes.Dir
	n := 0
	for s.dist[i] > 1 {
		d := s.from[i]
		dirs[n] = d
		n++
		x, y := i%frame-half, i/frame-half
		i = index(step(x, y, d.Back()))
	}
	_, _, facing := m.Here()
	var t amazes.Turn
	for k := n - 1; k >= 0 && t.Len() < amazes.MaxLetters; k-- {
		t.Add(amazes.Letter((dirs[k] - facing) & 3))
		facing = dirs[k]
	}
	return t
}
