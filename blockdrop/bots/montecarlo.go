package bots

import (
	"slices"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/blockdrop"
)

// MonteCarlo is the bot that looks ahead by playing the game out: of the
// actions after which no rival can catch it, it takes the one whose
// playouts, a few rounds played many times over by hunters and by models
// of what each rival has done so far, end best for it (see the package
// documentation). Create it with [NewMonteCarlo], which plays a fixed
// number of playouts a turn, or [NewMonteCarloClock], which thinks for a
// fixed time.
//
// It keeps track of its rivals from one message to the next, so one
// MonteCarlo plays one seat of one game. It allocates nothing once made,
// and is not safe for concurrent use.
type MonteCarlo struct {
	rng      rng
	d        dialogue
	playouts int           // the budget of a turn, when think is 0
	think    time.Duration // the time a turn, when above 0
	// match is the match's time rules as SetClock told them, to which
	// thinkTime scales think; zero, changing nothing, when untold.
	match games.Clock
	// The players of the playouts, one for each seat so that each keeps
	// its own scratch; the actions of the turn, all and kept; and the
	// values of their playouts, summed (each action plays as many).
	sim   [blockdrop.NumPlayers]Hunter
	acts  [blockdrop.MoveListSize]blockdrop.Action
	kept  [blockdrop.MoveListSize]blockdrop.Action
	value [blockdrop.MoveListSize]int64
	t     threats
	// What the bot has seen of its rivals: the game at its last turn and
	// its answer; and for each rival, the turns it could act in, those in
	// which it did what a hunter would have done, those in which it did
	// nothing instead, and those in which it did nothing at all.
	last                       blockdrop.State
	lastAct                    blockdrop.Action
	turns, hunted, idle, stood [blockdrop.NumPlayers]uint32
	// What model makes of the counts: the chances, in 1/256, that a
	// rival of a playout plays the hunter, or else does nothing; and
	// passive, with bit q set for a rival that has done nothing in all of
	// at least passiveTurns turns it could act in, whose attacks the bot
	// does not fear.
	huntChance, idleChance [blockdrop.NumPlayers]int
	passive                uint8
	// Scratch of hunt: the poses seen (when equal to stamp) and the
	// queue of games.
	seen  [numPoses]uint32
	stamp uint32
	queue [numPoses]huntNode
}

// Tuning of the playouts.
const (
	// horizon is how many global turns a playout runs past the action
	// it tries: seven rounds, long enough for an attack on a block five
	// away to land after the attacker has walked a round or two.
	horizon = 7 * blockdrop.NumPlayers
	// noise is the chance, in 1/256, that a player of a playout plays
	// one of the six actions drawn uniformly instead of its model's, so
	// that a playout sees some of what else might happen.
	noise = 16
	// Values of a playout's end, for the player that tries the action.
	aliveValue = 32 // still on the board
	deadRival  = 24 // each rival that fell during the playout
	winValue   = 64 // the last one standing, on top of the rest
	// priorBias is the head start of the action that goes for a kill
	// (see prior), added to the value of each of its playouts: a
	// quarter of a life.
	priorBias = 8
	// passiveTurns is how many turns a rival must have let pass, doing
	// nothing in each, before the bot stops fearing its attacks.
	passiveTurns = 8
)

// NewMonteCarlo returns a bot that plays playouts playouts a turn (shared
// among its actions), so that the same seed plays the same game on any
// machine. Its random choices are drawn from seed.
func NewMonteCarlo(seed uint64, playouts int) *MonteCarlo {
	return &MonteCarlo{rng: newRNG(seed, 0x3c4f1), playouts: max(playouts, 1)}
}

// NewMonteCarloClock returns a bot that plays out as many playouts as it
// can in think a turn, as a contest program does; its play depends on the
// machine and how loaded it is. Its random choices are drawn from seed.
func NewMonteCarloClock(seed uint64, think time.Duration) *MonteCarlo {
	m := NewMonteCarlo(seed, 1)
	m.think = max(think, time.Millisecond)
	return m
}

// SetClock implements [games.ClockedBot]: a bot that thinks for a fixed
// time a turn (NewMonteCarloClock) thinks match.Share of it, and no more
// than half a per-turn limit, so that a match on a shorter clock than the
// contest's second a turn does not find it thinking too long. A bot with
// a budget of playouts has no clock and is left as it is. Call it before
// the game's first turn; told again, it thinks for the last rules told.
func (m *MonteCarlo) SetClock(match games.Clock) {
	if m.think > 0 {
		m.match = match
	}
}

// thinkTime returns the time a turn of the clock bot thinks, scaled to
// the match's time rules; 0 for a bot with a budget of playouts.
func (m *MonteCarlo) thinkTime() time.Duration {
	if m.think <= 0 {
		return 0
	}
	return max(m.match.ScaleTurn(blockdrop.DefaultClock(), m.think), time.Millisecond)
}

// Start returns READY.
func (m *MonteCarlo) Start() []string { return readyLines }

// Hear reads one line and, at the end of a message, returns the bot's
// letter.
func (m *MonteCarlo) Hear(line string) []string { return m.d.hear(m, line) }

// Act returns the action of the player to move in s whose playouts score
// best for it.
func (m *MonteCarlo) Act(s *blockdrop.State) blockdrop.Action {
	var deadline time.Time
	if t := m.thinkTime(); t > 0 {
		deadline = time.Now().Add(t)
	}
	me := s.ToMove()
	m.observe(s, me)
	a := m.choose(s, me, deadline)
	m.last, m.lastAct = *s, a
	return a
}

// choose returns the action of player me, to move in s, whose playouts
// score best for it; the clock bot stops its playouts at deadline.
func (m *MonteCarlo) choose(s *blockdrop.State, me int, deadline time.Time) blockdrop.Action {
	if p := s.Player(me); s.Over() || !p.Alive() || p.Wait > 0 {
		return blockdrop.N
	}
	m.model()
	acts := m.safe(s, me, s.Moves(m.acts[:0]))
	if len(acts) == 1 {
		return acts[0]
	}
	m.value = [blockdrop.MoveListSize]int64{}
	prior := m.prior(s, me, acts)
	// Each round plays every action once from the same seed, so that
	// the actions meet the same luck and, each played as often, compare
	// by their sums.
	rounds := 0
	for ; ; rounds++ {
		if m.think > 0 {
			if rounds > 0 && time.Now().After(deadline) {
				break
			}
		} else if rounds*len(acts) >= m.playouts {
			break
		}
		seed := uint64(m.rng.next())<<32 | uint64(m.rng.next())
		for i, a := range acts {
			m.value[i] += int64(m.playout(*s, me, a, seed))
		}
	}
	// The action that goes for a kill gets a head start, so that when
	// the playouts see little difference the bot still goes hunting.
	for i, a := range acts {
		if a == prior {
			m.value[i] += priorBias * int64(rounds)
		}
	}
	return m.best(acts)
}

// model derives from what observe counted the chances that a rival of a
// playout plays the hunter, or else does nothing, and which rivals are
// passive.
func (m *MonteCarlo) model() {
	m.passive = 0
	for q := range m.huntChance {
		// Rival q's share of turns played as a hunter would, and of
		// the others those in which it did nothing, with priors that
		// take an unknown rival for a hunter.
		m.huntChance[q] = int((m.hunted[q] + 3) * 256 / (m.turns[q] + 4))
		m.idleChance[q] = int((m.idle[q] + 1) * 256 / (m.turns[q] - m.hunted[q] + 2))
		if m.turns[q] >= passiveTurns && m.stood[q] == m.turns[q] {
			m.passive |= 1 << q
		}
	}
}

// observe counts what each rival did since the bot's last turn, if s
// follows it by one round: it replays the round from the bot's last game
// and answer, finds each rival's action from where the rival stands in s,
// and compares it with what a hunter would have done in its place.
func (m *MonteCarlo) observe(s *blockdrop.State, me int) {
	if m.last.TurnLimit() == 0 || s.Turn() != m.last.Turn()+blockdrop.NumPlayers || m.last.ToMove() != me {
		return
	}
	st := m.last
	st.Step(m.lastAct)
	for st.ToMove() != me && !st.Over() {
		q := st.ToMove()
		before, seen := st.Player(q), s.Player(q)
		if !before.Alive() || before.Wait > 0 || !seen.Alive() {
			// Nothing to learn; a rival that fell meanwhile may have
			// done anything, and the replay stops with it.
			if !seen.Alive() && before.Alive() && before.Wait == 0 {
				return
			}
			st.Step(blockdrop.N)
			continue
		}
		did, found := m.rivalAction(&st, q, seen)
		if !found {
			return
		}
		m.tally(q, seen == before, m.likeHunter(&st, q, &did))
		st = did
	}
}

// rivalAction returns the game after the action of rival q, to move in
// st, that leaves it as seen, and false if none does.
func (m *MonteCarlo) rivalAction(st *blockdrop.State, q int, seen blockdrop.Player) (blockdrop.State, bool) {
	for _, a := range st.Moves(m.acts[:0]) {
		did := *st
		did.Step(a)
		if did.Player(q) == seen {
			return did, true
		}
	}
	return *st, false
}

// likeHunter reports whether a hunter in the place of rival q, to move in
// st, could have played what led to did. A hunter breaks ties at random:
// any of a few draws will do.
func (m *MonteCarlo) likeHunter(st *blockdrop.State, q int, did *blockdrop.State) bool {
	h := &m.sim[q]
	for k := range uint64(6) {
		h.rng = newRNG(k, 0x1d1e)
		hunt := *st
		hunt.Step(h.Act(st))
		if hunt == *did {
			return true
		}
	}
	return false
}

// tally adds a turn of rival q to its tally: whether it stood still, and
// whether it played as a hunter would or, if not, did nothing.
func (m *MonteCarlo) tally(q int, stood, like bool) {
	m.turns[q]++
	if stood {
		m.stood[q]++
	}
	switch {
	case like:
		m.hunted[q]++
	case stood:
		m.idle[q]++
	}
}

// safe returns the actions of acts after which no single rival can
// catch player me, to move in s. When one rival is left, an attack that
// leaves it no way out is kept too: if it answers with an attack of its
// own and both fall, the game is a draw, as it would likely have been.
// If no action is safe, it returns those that the fewest ways of the
// rivals catch (see threats.catchers), and of those the ones that are not
// an attack if there are any: an attacker cannot step for two turns.
func (m *MonteCarlo) safe(s *blockdrop.State, me int, acts []blockdrop.Action) []blockdrop.Action {
	kept := m.kept[:0]
	for _, a := range acts {
		after := *s
		after.Step(a)
		if !m.t.caught(&after, me, m.passive) || a == blockdrop.A && s.Living() == 2 && m.t.dooms(&after, me) {
			kept = append(kept, a)
		}
	}
	if len(kept) > 0 {
		return kept
	}
	var count [blockdrop.MoveListSize]int
	fewest := 1 << 30
	for i, a := range acts {
		after := *s
		after.Step(a)
		count[i] = m.t.catchers(&after, me, m.passive, fallingCatcher) // all of them
		if a == blockdrop.A {
			count[i]++
		}
		fewest = min(fewest, count[i])
	}
	for i, a := range acts {
		if count[i] == fewest {
			kept = append(kept, a)
		}
	}
	return kept
}

// prior returns the action of acts that goes for a kill: an attack that
// leaves a rival no way out; else the first move of the shortest walk to
// where such an attack could be made (see hunt); else the first move
// towards a square and facing from which an attack would leave a rival
// fewer moves than it needs by the hunter's reckoning; else the hunter's
// choice; or N if acts holds none of them.
func (m *MonteCarlo) prior(s *blockdrop.State, me int, acts []blockdrop.Action) blockdrop.Action {
	h := &m.sim[me]
	h.rng = rng{state: uint64(m.rng.next())}
	if slices.Contains(acts, blockdrop.A) {
		after := *s
		after.Step(blockdrop.A)
		if m.t.dooms(&after, me) {
			return blockdrop.A // safe, or the last rival's end
		}
	}
	if a, ok := m.hunt(s, me); ok && slices.Contains(acts, a) {
		return a
	}
	if a, ok := h.approach(s, me, -1); ok && slices.Contains(acts, a) {
		return a
	}
	if a := h.Act(s); slices.Contains(acts, a) {
		return a
	}
	return blockdrop.N
}

// huntDepth is how many of its turns ahead the bot looks for a square
// and facing from which an attack leaves a rival no way out.
const huntDepth = 6

// A huntNode is a game the breadth-first search of hunt reached: player
// me to move, after depth moves, the first of which was first.
type huntNode struct {
	s     blockdrop.State
	first blockdrop.Action
	depth int8
}

// hunt searches breadth first through player me's moves, the others
// standing still, for the nearest game in which an attack by me would leave
// a rival no way out (see threats.dooms), and no other rival a way to
// catch me, and returns the first move of the walk there.
func (m *MonteCarlo) hunt(s *blockdrop.State, me int) (blockdrop.Action, bool) {
	m.stamp++
	if m.stamp == 0 {
		m.seen = [numPoses]uint32{}
		m.stamp = 1
	}
	p := s.Player(me)
	m.seen[poseOf(int(p.X), int(p.Y), p.Facing)] = m.stamp
	m.queue[0] = huntNode{s: *s}
	head, tail := 0, 1
	rot := blockdrop.Dir(m.rng.intN(4))
	for head < tail {
		n := &m.queue[head]
		head++
		if n.depth > 0 && m.attackWins(&n.s, me) {
			return n.first, true
		}
		if n.depth == huntDepth {
			continue
		}
		for i := range blockdrop.Dir(4) {
			d := (rot + i) & 3
			next := n.s
			next.Step(blockdrop.Move(d))
			for next.ToMove() != me && !next.Over() {
				next.Step(blockdrop.N)
			}
			q := next.Player(me)
			if next.Over() || !q.Alive() {
				continue
			}
			if fallsSoon(next.Counter(q.Block())) {
				continue // no place to attack from
			}
			pose := poseOf(int(q.X), int(q.Y), q.Facing)
			if m.seen[pose] == m.stamp {
				continue
			}
			m.seen[pose] = m.stamp
			first := n.first
			if n.depth == 0 {
				first = blockdrop.Move(d)
			}
			m.queue[tail] = huntNode{s: next, first: first, depth: n.depth + 1}
			tail++
		}
	}
	return blockdrop.N, false
}

// attackWins reports whether an attack by player me, to move in s, would
// leave a rival no way out (see threats.dooms) and, unless that rival is
// the last, no other rival a way to catch me.
func (m *MonteCarlo) attackWins(s *blockdrop.State, me int) bool {
	if !inLine(s, me) {
		return false
	}
	after := *s
	after.Step(blockdrop.A)
	return m.t.dooms(&after, me) && (after.Living() == 2 || !m.t.caught(&after, me, m.passive))
}

// inLine reports whether a rival of player me stands in a block that an
// attack by me would mark: ahead of me along my row or column of blocks.
func inLine(s *blockdrop.State, me int) bool {
	p := s.Player(me)
	bx, by := int(p.X)/blockdrop.BlockSize, int(p.Y)/blockdrop.BlockSize
	dx, dy := p.Facing.Delta()
	for q := range blockdrop.NumPlayers {
		o := s.Player(q)
		if q == me || !o.Alive() {
			continue
		}
		qx, qy := int(o.X)/blockdrop.BlockSize, int(o.Y)/blockdrop.BlockSize
		if ahead(dx, dy, qx-bx, qy-by) > 0 {
			return true
		}
	}
	return false
}

// best returns the action with the highest value, which is the highest
// mean as every action played as many playouts; ties go to the one listed
// first, from a random start, so that seeds vary the play.
func (m *MonteCarlo) best(acts []blockdrop.Action) blockdrop.Action {
	start := m.rng.intN(len(acts))
	bi := start
	for k := 1; k < len(acts); k++ {
		i := (start + k) % len(acts)
		if m.value[i] > m.value[bi] {
			bi = i
		}
	}
	return acts[bi]
}

// playout plays a from s for player me, then horizon more global turns,
// with me played by a hunter and each rival by its model (a hunter, or
// nothing, or a random action, in the shares observe counted), everyone
// playing a random action now and then, all drawn from seed; it returns
// how the game then stands for me.
func (m *MonteCarlo) playout(s blockdrop.State, me int, a blockdrop.Action, seed uint64) int {
	before := s.Living()
	s.Step(a)
	r := rng{state: seed}
	for p := range m.sim {
		m.sim[p].rng = rng{state: seed + uint64(p)*0x9e3779b97f4a7c15}
	}
	for t := 0; t < horizon && !s.Over(); t++ {
		p := s.ToMove()
		if pl := s.Player(p); !pl.Alive() || pl.Wait > 0 {
			s.Step(blockdrop.N)
			continue
		}
		b := blockdrop.N
		switch {
		case int(r.next()&0xff) < noise:
			b = blockdrop.Action(r.intN(blockdrop.MoveListSize))
		case p == me || int(r.next()&0xff) < m.huntChance[p]:
			b = m.sim[p].Act(&s)
		case int(r.next()&0xff) >= m.idleChance[p]:
			b = blockdrop.Action(r.intN(blockdrop.MoveListSize))
		}
		s.Step(b)
	}
	return outcome(&s, me, before)
}

// outcome returns the value for player me of the game s, in which before
// players were alive when the playout began.
func outcome(s *blockdrop.State, me, before int) int {
	if !s.Player(me).Alive() {
		return 0
	}
	v := aliveValue + deadRival*(before-s.Living())
	if w, ok := s.Winner(); ok && w == me {
		v += winValue
	}
	return v
}

// escapeTurns is how many of its own turns a player looks ahead when it
// checks that it can escape an attack: enough for a block five away to
// fall after the attacker turned to face it.
const escapeTurns = 7

// A threats checks whether a player can be caught: whether one rival,
// attacking at its first chance or after one step or turn, can drop a
// block under the player however the player walks. Its zero value is
// ready; it keeps scratch to allocate nothing.
type threats struct {
	// seen[k][sq] is stamp when the walk has been at square sq after k
	// of its turns, so that each is tried once per check.
	seen  [escapeTurns + 1][blockdrop.Size * blockdrop.Size]uint32
	stamp uint32
}

// caught reports whether some rival of player me, not in the set
// ignore (bit q for rival q), can catch it in s, the game just after me's
// action, whatever me does after.
func (c *threats) caught(s *blockdrop.State, me int, ignore uint8) bool {
	return c.catchers(s, me, ignore, 1) > 0
}

// fallingCatcher is what catchers counts for a block already falling that
// catches the player: more than all the ways of the rivals together.
const fallingCatcher = 1 << 10

// catchers returns in how many ways a rival of player me, not in the set
// ignore (bit q for rival q), can catch it in s, the game just after me's
// action, whatever me does after: one for each rival and first action
// (see escapes), and fallingCatcher for a block already falling that
// catches it. It stops counting once it reaches most.
func (c *threats) catchers(s *blockdrop.State, me int, ignore uint8, most int) int {
	if !c.escapes(s, me, -1, blockdrop.N) {
		return fallingCatcher
	}
	n := 0
	for q := range blockdrop.NumPlayers {
		if q == me || !s.Player(q).Alive() || ignore&(1<<q) != 0 {
			continue
		}
		for first := blockdrop.U; first <= blockdrop.A; first++ {
			if !c.escapes(s, me, q, first) {
				if n++; n >= most {
					return n
				}
			}
		}
	}
	return n
}

// dooms reports whether some rival of player me can no longer stay on
// the board in s, however it walks, if the others do nothing.
func (c *threats) dooms(s *blockdrop.State, me int) bool {
	for q := range blockdrop.NumPlayers {
		if q != me && s.Player(q).Alive() && !c.escapes(s, q, -1, blockdrop.N) {
			return true
		}
	}
	return false
}

// escapes reports whether player me can stay on the board for
// escapeTurns of its turns from s, if rival q (none if -1) plays first
// at its first turn it may act, then attacks at the next, and the others
// do nothing.
func (c *threats) escapes(s *blockdrop.State, me, q int, first blockdrop.Action) bool {
	c.stamp++
	if c.stamp == 0 { // wrapped: the old stamps could match again
		c.seen = [escapeTurns + 1][blockdrop.Size * blockdrop.Size]uint32{}
		c.stamp = 1
	}
	plan := [2]blockdrop.Action{first, blockdrop.A}
	return c.walk(*s, me, q, plan, 0, 0)
}

// walk plays s on to me's next turn, q following its plan from step done,
// and then tries every way for me to go on from there.
func (c *threats) walk(s blockdrop.State, me, q int, plan [2]blockdrop.Action, done, turns int) bool {
	for s.ToMove() != me && !s.Over() {
		a := blockdrop.N
		if s.ToMove() == q && done < len(plan) && s.Player(q).Wait == 0 && s.Player(q).Alive() {
			a = plan[done]
			done++
			if a == blockdrop.A {
				done = len(plan)
			}
		}
		s.Step(a)
	}
	p := s.Player(me)
	switch {
	case !p.Alive():
		return false
	case s.Over() || turns == escapeTurns:
		return true
	}
	sq := int(p.Y)*blockdrop.Size + int(p.X)
	if c.seen[turns][sq] == c.stamp {
		return false
	}
	c.seen[turns][sq] = c.stamp
	last := blockdrop.L
	if p.Wait > 0 {
		last = blockdrop.N
	}
	for a := blockdrop.N; a <= last; a++ {
		next := s
		next.Step(a)
		if c.walk(next, me, q, plan, done, turns+1) {
			return true
		}
	}
	return false
}
