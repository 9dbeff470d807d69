package bots

import (
	"slices"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
)

// Options set how an [Engine] searches. The zero value plays under the
// CodeCup clock with the default table.
type Options struct {
	// Depth, if positive, is the deepest iteration: the search looks this
	// many plies ahead, and further along forced captures.
	Depth int
	// Nodes, if positive, stops a move's search after about this many
	// positions and plays the best move found so far.
	Nodes int64
	// Clock is the engine's thinking time for the whole game. Zero means
	// 30 seconds, the CodeCup's, unless Depth or Nodes is set: then the
	// engine uses no clock at all and is deterministic.
	Clock time.Duration
	// MoveTime caps the thinking time of one move when the engine has a
	// clock; zero means 2 seconds.
	MoveTime time.Duration
	// TableBits is the base-2 logarithm of the number of entries in the
	// transposition table, 16 bytes each; zero means 18 (4 MB). It is
	// clamped to 10..26 (16 KB to 1 GB).
	TableBits int
	// Seed, if not zero, adds to every evaluation a small amount (0 to 7,
	// where a piece is worth 100) drawn from the position and the seed, so
	// that engines with different seeds vary their play among moves of
	// about equal worth. Each seed still plays deterministically.
	Seed uint64
	// PVS, if true, makes the engine of the "pvs" bot: principal variation
	// search with aspiration windows, killer moves and late-move
	// reductions, a table of two-entry buckets (TableBits then defaults to
	// 20, 16 MB), a richer evaluation, and a clock planned over more of
	// the game (see the package documentation).
	PVS bool
}

// Default limits. The clock's safety margin covers what the engine does
// not see: reading and writing lines, and the jury's own measurement.
const (
	defaultClock     = 30 * time.Second
	defaultMoveTime  = 2 * time.Second
	defaultTableBits = 18
	clockShare       = 0.75 // of Options.Clock, the most the engine plans to use
	minMoveTime      = time.Millisecond
	maxMovesAhead    = 40 // the most moves the remaining time is divided by
	pollInterval     = 1024
)

// Search scores. A win or a loss is worth mateScore less the plies to
// reach it; any score beyond mateBound is one.
const (
	infinity   = 32000
	mateScore  = 30000
	mateBound  = mateScore - 1000
	pieceValue = 100
	pointValue = 100 // a point of the tie score
	mobility   = 3
	endZone    = 20 // the plies before the limit where the tie score counts
	endPiece   = 10 // a piece in the end zone, beyond what it does to the tie score
	maxHeight  = 120
	maxQuiesce = 24 // forced-capture plies past the nominal depth
)

// An Engine chooses moves by alpha-beta search (see the package
// documentation). It keeps what it learns from one move to the next, and,
// with a clock, the time it has used, so one Engine plays one game.
// NewEngine allocates its memory (the table, and a move stack of 32,768
// moves for all plies together); a search allocates nothing, unless a line
// of play holds more capture paths than that, which random games never
// come near.
// An Engine is not safe for concurrent use.
type Engine struct {
	opts  Options
	timed bool
	clock time.Duration // the budget for the game, on the contest's clock
	// match is the match's time rules as SetClock told them, to which
	// gameClock and moveTime scale the clock; zero, changing nothing,
	// when untold.
	match     games.Clock
	used      time.Duration // time spent in Best so far
	tt        []ttEntry
	ttMask    uint64
	ways      uint64           // the entries of a bucket of the table: 1, or 2 for PVS
	moves     []alquerque.Move // the move lists of all plies, one after another
	keys      []uint64         // ordering keys, beside moves
	scratch   []chainKey       // for merging capture paths that end alike
	history   [2][alquerque.NumSquares][alquerque.NumSquares]uint32
	seedKey   uint64
	nodes     int64
	nodeLimit int64
	start     time.Time
	hard      time.Duration
	stop      bool
	info      Info
	// noTable turns the transposition table off, so that a test can
	// compare the search with plain minimax.
	noTable bool

	// The principal variation search's own state (Options.PVS).
	gen      uint8 // the search's generation, to age the table's entries
	killers  [maxHeight + 1][2]alquerque.Move
	rootSide alquerque.Color // the side to move at the root
	w        weights         // the evaluation's weights
	// rootKey is mixed into the table's keys: the evaluation favours the
	// side to move at the root (weights.keep), so the same position has
	// different scores for an engine that searches for White and for
	// Black.
	rootKey uint64
}

// Info describes the last search of an [Engine].
type Info struct {
	Depth int            // the deepest iteration completed
	Nodes int64          // positions visited
	Score int            // from the mover's side: 100 a piece; beyond ±29000 a forced win or loss
	Time  time.Duration  // time spent
	Move  alquerque.Move // the move chosen
}

// A ttEntry is one slot of the transposition table, 16 bytes.
type ttEntry struct {
	key   uint64
	move  uint16 // index+1 of the best move in the position's merged move list; 0 if none
	score int16
	depth int8
	bound uint8
	gen   uint8 // the generation of the search that stored it (PVS only)
}

const (
	boundExact = iota + 1
	boundLower // the score is at least this
	boundUpper // the score is at most this
)

// A chainKey identifies where a capture leads: the captured points, the
// start and the end. Chains with equal keys give equal positions.
type chainKey struct {
	key uint64
	m   alquerque.Move
}

// moveStack is the number of moves the engine's move stack holds for all
// plies together.
const moveStack = 1 << 15

// NewEngine returns an engine that searches as opts say.
func NewEngine(opts Options) *Engine {
	bitsN, ways := tableBits(opts.TableBits), uint64(1)
	if opts.PVS {
		ways = 2
		if opts.TableBits == 0 {
			bitsN = pvsTableBits
		}
	}
	e := &Engine{
		opts:      opts,
		timed:     opts.Clock > 0 || opts.Depth <= 0 && opts.Nodes <= 0,
		clock:     opts.Clock,
		tt:        make([]ttEntry, 1<<bitsN),
		ttMask:    1<<bitsN - 1,
		ways:      ways,
		moves:     make([]alquerque.Move, moveStack),
		keys:      make([]uint64, moveStack),
		scratch:   make([]chainKey, 0, alquerque.MoveListSize),
		nodeLimit: opts.Nodes,
		w:         pvsWeights,
	}
	if e.clock <= 0 {
		e.clock = defaultClock
	}
	if opts.Seed != 0 {
		e.seedKey = mix(opts.Seed)
	}
	return e
}

// tableBits returns the base-2 logarithm of the table's size for the
// option n.
func tableBits(n int) int {
	if n == 0 {
		return defaultTableBits
	}
	return min(max(n, 10), 26)
}

// Search is a bot that plays with an [Engine]: under the CodeCup clock by
// default, or deterministically with a fixed Depth or Nodes. It stops
// answering once it hears Quit, once the game is over, or after a line
// that is not a legal move in its game.
type Search struct {
	game
	engine *Engine
}

// NewSearch returns a Search bot with an engine made with opts.
func NewSearch(opts Options) *Search {
	return &Search{engine: NewEngine(opts)}
}

// Start returns nothing: an Alquerque program speaks only when on move.
func (b *Search) Start() []string { return nil }

// SetClock implements [games.ClockedBot] with [Engine.SetClock].
func (b *Search) SetClock(match games.Clock) { b.engine.SetClock(match) }

// Hear answers the jury's line with the engine's move when the bot is on
// move, and with nothing otherwise.
// The slice it returns is reused by the next call: a runner passes the
// lines on before it calls Hear again, and no move allocates.
func (b *Search) Hear(line string) []string {
	if !b.hear(line) {
		return nil
	}
	return b.play(b.engine.Best(b.pos))
}

// Done reports whether the bot will answer nothing more, so that a program
// serving it (protocol.Serve) stops, as a contest program did, after its
// winning move or the 200th ply without waiting for a line that never
// comes.
func (b *Search) Done() bool { return b.over }

// Err returns why the bot stopped early, if it did: a line from the jury
// that is not a legal move in its game. It is nil after Quit and after the
// end of the game.
func (b *Search) Err() error { return b.err }

// Info returns what the engine's last search found and how far it went.
func (e *Engine) Info() Info { return e.info }

// Used returns the thinking time the engine has spent so far.
func (e *Engine) Used() time.Duration { return e.used }

// Best returns the move the engine chooses for the side to move in p, or
// the zero Move if the game is over. With a clock, the time it takes is
// charged to the engine's account.
func (e *Engine) Best(p alquerque.Position) alquerque.Move {
	e.start = time.Now()
	e.nodes, e.stop = 0, false
	e.info = Info{}
	defer func() {
		e.info.Nodes = e.nodes
		e.info.Time = time.Since(e.start)
		e.used += e.info.Time
	}()
	if p.Ply() >= alquerque.MaxPlies {
		return alquerque.Move{}
	}
	// The root's moves stay at the front of the move stack, best first,
	// and the plies below use what follows.
	moves, next := e.list(&p, 0)
	switch len(moves) {
	case 0:
		return alquerque.Move{}
	case 1: // nothing to choose, nothing to spend time on
		e.info.Move = moves[0]
		return moves[0]
	}
	e.rootSide, e.rootKey = p.Side(), 0
	share, most := clockShare, maxMovesAhead
	if e.opts.PVS {
		share, most = pvsClock, pvsMovesMost
		if e.rootSide == alquerque.Black {
			e.rootKey = blackRootKey
		}
	}
	soft := time.Duration(0)
	if e.timed {
		soft, e.hard = budget(e.gameClock(), e.used, p.Ply(), e.moveTime(), share, most)
	}
	e.deepen(&p, moves, next, soft)
	e.info.Move = moves[0]
	return moves[0]
}

// deepen runs the iterations of one move's search, and leaves the best
// move at the front of moves. The PVS engine searches each iteration
// within an aspiration window around the score of the one before.
func (e *Engine) deepen(p *alquerque.Position, moves []alquerque.Move, next int, soft time.Duration) {
	if e.opts.PVS {
		e.gen++
		e.killers = [maxHeight + 1][2]alquerque.Move{}
	}
	e.orderRoot(p, moves)
	last := 0
	for depth := 1; depth <= maxHeight-maxQuiesce; depth++ {
		if e.opts.Depth > 0 && depth > e.opts.Depth {
			break
		}
		var score int
		var done bool
		if e.opts.PVS {
			score, done = e.aspire(p, moves, depth, next, last)
		} else {
			score, done = e.root(p, moves, depth, next)
		}
		if done {
			e.info.Depth, e.info.Score = depth, score
			last = score
		}
		if e.stop || score >= mateBound || score <= -mateBound {
			break
		}
		if e.timed && time.Since(e.start) > soft/2 {
			break // the next iteration would not finish within the share
		}
	}
}

// SetClock makes an engine that thinks on the clock plan for the match's
// time rules instead of the contest's (see [games.ClockedBot]): its
// clock and its cap on a move become match.Share of what they were, and
// the cap stays under half a per-turn limit. An engine with a fixed Depth
// or Nodes has no clock and is left as it is. Call it before the game's
// first move; told again, it plans for the last rules told.
func (e *Engine) SetClock(match games.Clock) {
	if e.timed {
		e.match = match
	}
}

// gameClock returns the engine's budget for the game, scaled to the
// match's time rules.
func (e *Engine) gameClock() time.Duration {
	return e.match.Scale(alquerque.DefaultClock(), e.clock)
}

// moveTime returns the engine's cap on a move, scaled to the match's
// time rules.
func (e *Engine) moveTime() time.Duration {
	d := defaultMoveTime
	if e.opts.MoveTime > 0 {
		d = e.opts.MoveTime
	}
	return e.match.ScaleTurn(alquerque.DefaultClock(), d)
}

// budget returns the time a move at ply may take, for an engine with clock
// for the game that has used some of it and plans to use share of it over
// at most most moves: soft is the move's share of what remains of that
// part of the clock, which iterations are started within, and hard is
// where the search stops whatever it is doing.
func budget(clock, used time.Duration, ply int, moveTime time.Duration, share float64, most int) (soft, hard time.Duration) {
	remaining := time.Duration(share*float64(clock)) - used
	left := (alquerque.MaxPlies - ply + 1) / 2 // this move and the mover's later ones
	soft = remaining / time.Duration(min(max(left, 1), most))
	hard = min(3*soft, remaining/4, moveTime)
	if hard < minMoveTime {
		return 0, minMoveTime // out of time: answer at once, from depth 1
	}
	return min(soft, hard), hard
}

// orderRoot puts the root's moves in search order for the first iteration.
func (e *Engine) orderRoot(p *alquerque.Position, moves []alquerque.Move) {
	_, ttIdx := e.probe(e.tableKey(p), 0, 0)
	var ttMove alquerque.Move
	if ttIdx >= 0 && ttIdx < len(moves) {
		ttMove = moves[ttIdx]
	}
	// The first iteration is cheap, and so is a simple order: the table's
	// move, then captures by size, then history, kept stable for
	// determinism.
	c := p.Side()
	slices.SortStableFunc(moves, func(a, b alquerque.Move) int {
		return e.score(c, b, ttMove) - e.score(c, a, ttMove)
	})
}

// score is a move's ordering priority.
func (e *Engine) score(c alquerque.Color, m, ttMove alquerque.Move) int {
	switch {
	case m == ttMove && !m.IsZero():
		return 1 << 30
	case m.IsCapture():
		return 1<<29 + m.Len()
	}
	// Below 1<<21: reward halves the history beyond 1<<20.
	return int(e.history[c][m.From()][m.To()])
}

// root searches every root move to depth and moves the best to the front.
// done reports whether the iteration finished; if it was stopped, the best
// of the moves it did finish is still moved to the front when it beat the
// first move, which was the best of the iteration before.
func (e *Engine) root(p *alquerque.Position, moves []alquerque.Move, depth, next int) (score int, done bool) {
	alpha, best := -infinity, -1
	for i, m := range moves {
		q := *p
		q.PlayUnchecked(m)
		s := -e.search(q, depth-1, -infinity, -alpha, 1, next)
		if e.stop {
			break
		}
		if s > alpha {
			alpha, best = s, i
		}
	}
	if best > 0 {
		toFront(moves, best)
	}
	return alpha, !e.stop
}

// toFront moves moves[i] to the front, keeping the others in order.
func toFront(moves []alquerque.Move, i int) {
	m := moves[i]
	copy(moves[1:i+1], moves[:i])
	moves[0] = m
}

// list returns the moves of p at offset off of the move stack, with
// capture paths that lead to the same position merged, and the offset
// where the next ply's list may start.
func (e *Engine) list(p *alquerque.Position, off int) ([]alquerque.Move, int) {
	moves := p.Moves(e.moves[off:off:len(e.moves)])
	next := off + len(moves)
	if len(moves) > len(e.moves)-off {
		next = off // the list moved to the heap: the stack above off is free
	}
	if len(moves) > 1 && moves[0].IsCapture() {
		moves = e.merge(moves)
		if next != off {
			next = off + len(moves)
		}
	}
	return moves, next
}

// merge keeps one of each group of capture paths that start and end on the
// same points and take the same pieces: they all give the same position.
// The kept list is in a fixed order, so that the table's move indexes
// stay valid.
func (e *Engine) merge(moves []alquerque.Move) []alquerque.Move {
	s := e.scratch[:0]
	for _, m := range moves {
		k := uint64(m.Captured()) | uint64(m.To())<<49 | uint64(m.From())<<55
		s = append(s, chainKey{k, m})
	}
	slices.SortFunc(s, func(a, b chainKey) int {
		switch {
		case a.key < b.key:
			return -1
		case a.key > b.key:
			return 1
		}
		return 0
	})
	n := 0
	for i, c := range s {
		if i == 0 || c.key != s[i-1].key {
			moves[n] = c.m
			n++
		}
	}
	e.scratch = s[:0] // keep the capacity if it grew
	return moves[:n]
}

// search returns the score of p for the side to move, searched depth plies
// ahead and through forced captures beyond, within the window alpha..beta.
// height is the distance from the root; off is where p's moves go on the
// move stack. With Options.PVS it is a principal variation search: after
// the first move, each move is searched in a null window, late quiet moves
// at a reduced depth (searchLate), with killer moves and the PVS
// evaluation; without, a plain alpha-beta search.
func (e *Engine) search(pos alquerque.Position, depth, alpha, beta, height, off int) int {
	p := &pos // a value parameter, so that the children stay on the stack
	if !e.visit() {
		return 0
	}
	if p.Ply() >= alquerque.MaxPlies {
		return tieScore(p)
	}
	k := e.tableKey(p)
	ttScore, ttMove := e.probe(k, depth, height)
	if s, ok := cutoff(ttScore, alpha, beta); ok {
		return s
	}
	moves, next := e.list(p, off)
	if len(moves) == 0 {
		return -mateScore + height
	}
	pvs := e.opts.PVS
	capture := moves[0].IsCapture() // then every move is one: captures are forced
	if leaf(depth, height, capture) {
		return e.evaluateNode(p, len(moves))
	}
	keys := e.order(p, moves, off, next, ttMove, e.killersAt(height))
	c := p.Side()
	best, bestIdx, alpha0 := -infinity, -1, alpha
	for i := range moves {
		idx := nextMove(keys, i)
		m := moves[idx]
		q := *p
		q.PlayUnchecked(m)
		var s int
		if i == 0 || !pvs {
			s = -e.search(q, depth-1, -beta, -alpha, height+1, next)
		} else {
			s = e.searchLate(&q, i, depth, alpha, beta, height, next, capture)
		}
		if e.stop {
			return 0
		}
		if s > best {
			best, bestIdx = s, idx
			if s > alpha {
				alpha = s
				if s >= beta {
					if !capture && depth > 0 {
						e.reward(c, m, depth)
						e.killer(height, m)
					}
					break
				}
			}
		}
	}
	e.store(k, height, depth, best, boundOf(best, alpha0, beta), bestIdx+1)
	return best
}

// evaluateNode is the evaluation of a quiet position with n moves: the PVS
// engine's or the plain one's.
func (e *Engine) evaluateNode(p *alquerque.Position, n int) int {
	if e.opts.PVS {
		return e.evaluatePVS(p, n)
	}
	return e.evaluate(p, n)
}

// killersAt returns the killer moves of the nodes at height: none for the
// plain search, which keeps none.
func (e *Engine) killersAt(height int) *[2]alquerque.Move {
	if e.opts.PVS {
		return &e.killers[height]
	}
	return &noKillers
}

// leaf reports whether a node at depth and height is a leaf, scored by the
// evaluation rather than searched: at depth 0 or below, where only forced
// captures are searched on, either none is due (capture is false) or the
// capture line has gone as deep or as far from the root as it may.
func leaf(depth, height int, capture bool) bool {
	return depth <= 0 && (!capture || depth <= -maxQuiesce || height >= maxHeight)
}

// visit counts a node, checks the clock and the budget now and then, and
// reports whether the search goes on.
func (e *Engine) visit() bool {
	e.nodes++
	if e.nodes == e.nodeLimit || e.nodes%pollInterval == 0 {
		e.poll()
	}
	return !e.stop
}

// cutoff returns the score a table entry's packed score settles for the
// window alpha..beta, if it settles it.
func cutoff(packed, alpha, beta int) (int, bool) {
	if packed == noScore {
		return 0, false
	}
	s, b := unpack(packed)
	return s, b == boundExact || b == boundLower && s >= beta || b == boundUpper && s <= alpha
}

// nextMove returns the index of the i-th move to search, given the
// ordering keys of a node's moves (nil: the moves' own order). Most nodes
// are cut off after a move or two: it picks the first few moves one by
// one, and sorts the rest of a long list once.
func nextMove(keys []uint64, i int) int {
	if keys == nil {
		return i
	}
	if i < 8 || len(keys) <= 32 {
		pickBest(keys[i:])
	} else if i == 8 {
		slices.Sort(keys[i:])
		slices.Reverse(keys[i:])
	}
	return int(keys[i] & indexMask)
}

// boundOf says what the best score of a node searched in the window
// alpha0..beta is: exact, a lower bound (a cut-off), or an upper bound
// (no move reached alpha0).
func boundOf(best, alpha0, beta int) uint8 {
	switch {
	case best >= beta:
		return boundLower
	case best <= alpha0:
		return boundUpper
	}
	return boundExact
}

// The ordering keys: the priority above indexBits, the move's index in
// its list below.
const (
	indexBits = 20
	indexMask = 1<<indexBits - 1
)

// order writes the ordering keys of moves, highest first once sorted, and
// returns them; or nil for a list too long to index, which is searched in
// its own order. The killers, normal moves that cut off a sibling, rank
// right after the captures.
func (e *Engine) order(p *alquerque.Position, moves []alquerque.Move, off, next int, ttMove int, killers *[2]alquerque.Move) []uint64 {
	if len(moves) > indexMask {
		return nil
	}
	var keys []uint64
	if next == off+len(moves) { // the moves are on the stack, at off
		keys = e.keys[off:next]
	} else {
		keys = make([]uint64, len(moves)) // a rare flood of capture paths
	}
	c := p.Side()
	for i, m := range moves {
		var pri uint64
		switch {
		case i == ttMove:
			pri = 1 << 42
		case m.IsCapture():
			pri = 1<<33 + uint64(m.Len())
		case m == killers[0]:
			pri = 1 << 32
		case m == killers[1]:
			pri = 1 << 31
		default:
			pri = uint64(e.history[c][m.From()][m.To()])
		}
		keys[i] = pri<<indexBits | uint64(i)
	}
	return keys
}

// noKillers are the plain search's killers: it keeps none, and the zero
// Move is never a legal one.
var noKillers [2]alquerque.Move

// pickBest swaps the highest key of keys to the front.
func pickBest(keys []uint64) {
	b := 0
	for j := 1; j < len(keys); j++ {
		if keys[j] > keys[b] {
			b = j
		}
	}
	keys[0], keys[b] = keys[b], keys[0]
}

// reward raises the history of a normal move that caused a cut-off.
func (e *Engine) reward(c alquerque.Color, m alquerque.Move, depth int) {
	h := &e.history[c][m.From()][m.To()]
	*h += uint32(depth * depth)
	if *h > 1<<20 {
		for i := range e.history {
			for j := range e.history[i] {
				for k := range e.history[i][j] {
					e.history[i][j][k] /= 2
				}
			}
		}
	}
}

// poll stops the search when its node or time limit is reached.
func (e *Engine) poll() {
	if e.nodeLimit > 0 && e.nodes >= e.nodeLimit || e.timed && time.Since(e.start) >= e.hard {
		e.stop = true
	}
}

// evaluate scores a quiet position (no capture due) for the side to move,
// which has n moves.
func (e *Engine) evaluate(p *alquerque.Position, n int) int {
	c := p.Side()
	own, opp := p.Pieces(c).Count(), p.Pieces(c.Other()).Count()
	s := pieceValue * (own - opp)
	if alquerque.MaxPlies-p.Ply() <= endZone {
		s = tiePoints(own, opp)*pointValue + endPiece*(own-opp)
	}
	s += mobility * n
	if e.seedKey != 0 {
		s += int(mix(p.Hash()^e.seedKey) & 7)
	}
	return s
}

// tieScore is the score of a game that ends in a tie at p, for the side to
// move.
func tieScore(p *alquerque.Position) int {
	c := p.Side()
	return tiePoints(p.Pieces(c).Count(), p.Pieces(c.Other()).Count()) * pointValue
}

// tiePoints is what a tie is worth to a side with own pieces against opp:
// its score less the opponent's.
func tiePoints(own, opp int) int {
	return max(0, alquerque.TieBase-opp) - max(0, alquerque.TieBase-own)
}

// noScore is what probe returns when the table knows no score.
const noScore = -1

// key returns p's table key: its hash, which leaves out the ply count,
// mixed with the ply, since the 200-ply limit makes a position's value
// depend on it.
func key(p *alquerque.Position) uint64 {
	return p.Hash() ^ mix(uint64(p.Ply())+0x5eed)
}

// tableKey returns p's key in e's table: key(p), mixed for the PVS engine
// with the side it searches for (see rootKey).
func (e *Engine) tableKey(p *alquerque.Position) uint64 {
	return key(p) ^ e.rootKey
}

// blackRootKey is the PVS engine's rootKey when it searches for Black.
const blackRootKey = 0x9e3779b97f4a7c15

// probe looks the key k up in its bucket of the table. It returns a packed
// score and bound if the entry is deep enough for depth (noScore
// otherwise), and the index of the entry's best move (-1 if none), which
// orders the moves at any depth.
func (e *Engine) probe(k uint64, depth, height int) (packed int, move int) {
	if e.noTable {
		return noScore, -1
	}
	i := k & e.ttMask &^ (e.ways - 1)
	for _, t := range e.tt[i : i+e.ways] {
		if t.key != k {
			continue
		}
		packed = noScore
		if int(t.depth) >= depth {
			packed = pack(fromTable(int(t.score), height), t.bound)
		}
		return packed, int(t.move) - 1
	}
	return noScore, -1
}

// pack and unpack carry a score and its bound in one non-negative int.
func pack(s int, bound uint8) int   { return (s+infinity)<<2 | int(bound) }
func unpack(v int) (s int, b uint8) { return v>>2 - infinity, uint8(v & 3) }

// store records what a search of the position with key k found, in k's
// bucket: over the entry of the same position if there is one (unless that
// is deeper and the new result is only a bound); in a two-entry bucket
// else over the entry of an older search, else over the shallower one.
func (e *Engine) store(k uint64, height, depth, score int, bound uint8, move int) {
	if e.noTable {
		return
	}
	i := k & e.ttMask &^ (e.ways - 1)
	t := &e.tt[i]
	if e.ways == 2 {
		switch u := &e.tt[i+1]; {
		case t.key == k:
		case u.key == k:
			t = u
		case t.gen == e.gen && (u.gen != e.gen || u.depth < t.depth):
			t = u
		}
	}
	if t.key == k && int(t.depth) > depth && bound != boundExact {
		return
	}
	if move > 1<<16-1 {
		move = 0
	}
	*t = ttEntry{key: k, move: uint16(move), score: int16(toTable(score, height)),
		depth: int8(max(min(depth, 127), -128)), bound: bound, gen: e.gen}
}

// toTable and fromTable convert a mate score between the root's view (the
// plies from the root) and the table's (the plies from the position).
func toTable(score, height int) int {
	switch {
	case score > mateBound:
		return score + height
	case score < -mateBound:
		return score - height
	}
	return score
}

func fromTable(score, height int) int {
	switch {
	case score > mateBound:
		return score - height
	case score < -mateBound:
		return score + height
	}
	return score
}

// mix is the splitmix64 finaliser: it spreads the bits of x.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
