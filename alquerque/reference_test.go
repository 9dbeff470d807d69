package alquerque

// A deliberately naive reference for the rules, written from
// ../../shared/rules/alquerque.txt and RULINGS.md without looking at how the
// engine does it: a plain [7][7] board, explicit loops over the eight
// directions, a recursive chain search that takes each captured piece off at
// once, and move text as plain strings. It uses no bitboards and none of the engine's tables (step,
// jumpTo, jumps, capturers, appendChains, …), so that a mistake in those
// cannot be repeated here. Speed does not matter; being obviously right does.
//
// The only contact with the engine is at the edges: a reference state can be
// built once from a Position through its exported accessors, and afterwards
// it keeps its own pieces, side to move, ply count and previous normal moves,
// and applies moves with its own code.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// refDirs are the eight directions of the board's lines as (file, rank)
// changes: the four orthogonal ones first, then the four diagonal ones.
var refDirs = [8][2]int{
	{0, 1}, {1, 0}, {0, -1}, {-1, 0},
	{1, 1}, {1, -1}, {-1, -1}, {-1, 1},
}

// hasDiagonals reports whether diagonal lines run through the point on file
// f and rank r (both from 0): exactly the points whose file and rank sum to
// an even number, a1, c1, b2, d4, g7 and so on.
func hasDiagonals(f, r int) bool { return (f+r)%2 == 0 }

func refOnBoard(f, r int) bool { return 0 <= f && f < 7 && 0 <= r && r < 7 }

// refLine reports whether a line of the board joins (f, r) to its neighbour
// (f+df, r+dr): both must be on the board, and a diagonal step needs
// diagonals through (f, r). (A diagonal neighbour of a point with diagonals
// has them too, so the test does not depend on which end is asked.)
func refLine(f, r, df, dr int) bool {
	if !refOnBoard(f, r) || !refOnBoard(f+df, r+dr) {
		return false
	}
	if df != 0 && dr != 0 {
		return hasDiagonals(f, r) && hasDiagonals(f+df, r+dr)
	}
	return true
}

// refHop reports whether a capture hop can go from (f, r) over (f+df, r+dr)
// to (f+2df, r+2dr): that is, whether all three lie on one line of the board.
func refHop(f, r, df, dr int) bool {
	return refLine(f, r, df, dr) && refLine(f+df, r+dr, df, dr)
}

// refName writes a point in the contest's notation, "a1" to "g7".
func refName(f, r int) string { return string([]byte{'a' + byte(f), '1' + byte(r)}) }

// refPoint reads a point written by refName; ok is false for anything else.
func refPoint(s string) (f, r int, ok bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'g' || s[1] < '1' || s[1] > '7' {
		return 0, 0, false
	}
	return int(s[0] - 'a'), int(s[1] - '1'), true
}

// refSides are the board characters of White and Black, indexed like Color.
const refSides = "wb"

// A refState is a game state of the reference.
type refState struct {
	board [7][7]byte // [file][rank]: 'w', 'b' or '.'
	side  int        // 0 White, 1 Black: whose turn it is
	ply   int
	// prev[c] is side c's previous move if that was a normal move, as
	// "a2-a3", or "" if c has not moved yet or its previous move captured.
	prev [2]string
}

// newRefState copies p into a fresh reference state through the exported
// accessors. From here on the reference tracks everything itself.
func newRefState(p *Position) *refState {
	s := &refState{side: int(p.Side()), ply: p.Ply()}
	for f := range 7 {
		for r := range 7 {
			s.board[f][r] = '.'
			for c := range 2 {
				if p.Pieces(Color(c)).Has(SquareAt(f, r)) {
					s.board[f][r] = refSides[c]
				}
			}
		}
	}
	for c := range 2 {
		if m, ok := p.Forbidden(Color(c)); ok {
			// The engine reports the forbidden reverse, "a3-a2"; the
			// reference remembers the move itself, "a2-a3".
			text := m.String()
			s.prev[c] = text[3:5] + "-" + text[0:2]
		}
	}
	return s
}

func (s *refState) clone() *refState { c := *s; return &c }

// count returns the number of pieces of side c.
func (s *refState) count(c int) int {
	n := 0
	for f := range 7 {
		for r := range 7 {
			if s.board[f][r] == refSides[c] {
				n++
			}
		}
	}
	return n
}

// forbidden returns the normal move that side c may not play next, the
// reverse of its previous move if that was a normal one, or "".
func (s *refState) forbidden(c int) string {
	if s.prev[c] == "" {
		return ""
	}
	return s.prev[c][3:5] + "-" + s.prev[c][0:2]
}

// moves lists every legal move of the side to move, sorted.
func (s *refState) moves() []string {
	if s.ply >= 200 {
		return nil // 100 moves each have been played: the game is over
	}
	me, opp := refSides[s.side], refSides[1-s.side]
	// Captures first: if there is one, they are the only legal moves.
	var captures []string
	for f := range 7 {
		for r := range 7 {
			if s.board[f][r] == me {
				captures = refChains(s.board, f, r, me, opp, refName(f, r), captures)
			}
		}
	}
	if len(captures) > 0 {
		slices.Sort(captures)
		return captures
	}
	var normal []string
	for f := range 7 {
		for r := range 7 {
			if s.board[f][r] != me {
				continue
			}
			for _, d := range refDirs {
				tf, tr := f+d[0], r+d[1]
				if !refLine(f, r, d[0], d[1]) || s.board[tf][tr] != '.' {
					continue
				}
				if m := refName(f, r) + "-" + refName(tf, tr); m != s.forbidden(s.side) {
					normal = append(normal, m)
				}
			}
		}
	}
	slices.Sort(normal)
	return normal
}

// refChains appends to out every complete capture chain that continues
// path, whose piece (of colour me) stands on (f, r) of board. Each hop takes
// the jumped piece off the board at once, and the mover's piece leaves the
// point it comes from, so a later hop may land on either. A chain stops only
// where no hop is left. The board is an array, so each recursion works on
// its own copy.
func refChains(board [7][7]byte, f, r int, me, opp byte, path string, out []string) []string {
	hopped := false
	for _, d := range refDirs {
		if !refHop(f, r, d[0], d[1]) {
			continue
		}
		of, or, tf, tr := f+d[0], r+d[1], f+2*d[0], r+2*d[1]
		if board[of][or] != opp || board[tf][tr] != '.' {
			continue
		}
		hopped = true
		next := board
		next[f][r], next[of][or], next[tf][tr] = '.', '.', me
		out = refChains(next, tf, tr, me, opp, path+"*"+refName(tf, tr), out)
	}
	if !hopped && strings.Contains(path, "*") {
		out = append(out, path)
	}
	return out
}

// apply plays a move given in the contest's notation, which the caller
// knows to be legal. It panics on text that is not a move at all, so that
// a broken caller cannot go unnoticed.
func (s *refState) apply(move string) {
	me := refSides[s.side]
	parts := strings.FieldsFunc(move, func(r rune) bool { return r == '-' || r == '*' })
	f, r, ok := refPoint(parts[0])
	if !ok || s.board[f][r] != me {
		panic(fmt.Sprintf("reference: %q does not start on a %c piece", move, me))
	}
	s.board[f][r] = '.'
	for _, part := range parts[1:] {
		tf, tr, ok := refPoint(part)
		if !ok {
			panic(fmt.Sprintf("reference: %q: bad point %q", move, part))
		}
		if strings.Contains(move, "*") {
			s.board[(f+tf)/2][(r+tr)/2] = '.' // the jumped piece leaves at once
		}
		f, r = tf, tr
	}
	s.board[f][r] = me
	s.prev[s.side] = ""
	if strings.Contains(move, "-") {
		s.prev[s.side] = move
	}
	s.side = 1 - s.side
	s.ply++
}

// String writes the state in the engine's position notation, with one
// difference: a previous normal move is written only while the no-move-back
// rule can still bite, that is while the forbidden reverse starts on a piece
// of that side. Once the opponent has captured that piece (or a chain has
// passed over the point), "a2-a3" and "-" allow the same moves, and the
// reference does not insist on either, so that the comparison is about the
// rules and not about bookkeeping.
func (s *refState) String() string {
	var b strings.Builder
	for r := 6; r >= 0; r-- {
		for f := range 7 {
			b.WriteByte(s.board[f][r])
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fmt.Fprintf(&b, " %c %d", refSides[s.side], s.ply)
	for c := range 2 {
		text := "-"
		// The forbidden reverse starts where the previous move ended.
		if m := s.prev[c]; m != "" {
			if f, r, _ := refPoint(m[3:5]); s.board[f][r] == refSides[c] {
				text = m
			}
		}
		b.WriteString(" " + text)
	}
	return b.String()
}

// hasMoreMovesThan reports whether the side to move has more than limit
// legal moves, without listing them all: positions built at random can hold
// hundreds of thousands of capture paths.
func (s *refState) hasMoreMovesThan(limit int) bool {
	me, opp := refSides[s.side], refSides[1-s.side]
	n := 0
	var count func(board [7][7]byte, f, r, hops int)
	count = func(board [7][7]byte, f, r, hops int) {
		hopped := false
		for _, d := range refDirs {
			if n > limit {
				return
			}
			of, or, tf, tr := f+d[0], r+d[1], f+2*d[0], r+2*d[1]
			if !refHop(f, r, d[0], d[1]) || board[of][or] != opp || board[tf][tr] != '.' {
				continue
			}
			hopped = true
			next := board
			next[f][r], next[of][or], next[tf][tr] = '.', '.', me
			count(next, tf, tr, hops+1)
		}
		if !hopped && hops > 0 {
			n++
		}
	}
	for f := range 7 {
		for r := range 7 {
			if s.board[f][r] == me {
				count(s.board, f, r, 0)
			}
		}
	}
	// Normal moves are at most 8 per piece, far below any useful limit.
	return n > limit
}

// refOutcome is the reference's verdict on the game: over or not; if over
// a tie or the winner (0 White, 1 Black), and why; and the contest's score.
type refOutcome struct {
	over, tie bool
	winner    int
	reason    End
	score     [2]int
}

// outcome applies the end rules in their order: a side to move without
// pieces has lost (capturing the last piece wins even on the last move);
// otherwise after 200 plies it is a tie (even if the side to move is
// blocked); otherwise a side to move without a legal move has lost. A win
// scores 12-0; in a tie each side scores 7 minus the opponent's pieces left,
// but not below 0.
func (s *refState) outcome() refOutcome {
	o := refOutcome{over: true, winner: 1 - s.side}
	switch {
	case s.count(s.side) == 0:
		o.reason = AllCaptured
	case s.ply >= 200:
		o = refOutcome{over: true, tie: true, reason: MoveLimit}
		o.score = [2]int{max(0, 7-s.count(1)), max(0, 7-s.count(0))}
		return o
	case len(s.moves()) == 0:
		o.reason = NoLegalMove
	default:
		return refOutcome{}
	}
	o.score[o.winner] = 12
	return o
}

// verdict says which rule the move text breaks in s, or 0 if it is legal;
// moves must be s.moves(), which the caller computes once for many texts.
// The text must be well-formed: two points joined by '-' along a line, or
// points joined by '*' two apart along lines, no point jumped twice (what
// ParseMove accepts). The order of the checks is the one the engine
// documents: game over, then the piece, then the step or each hop in turn.
func (s *refState) verdict(move string, moves []string) Rule {
	if s.count(s.side) == 0 || s.ply >= 200 || len(moves) == 0 {
		return RuleGameOver
	}
	me, opp := refSides[s.side], refSides[1-s.side]
	parts := strings.FieldsFunc(move, func(r rune) bool { return r == '-' || r == '*' })
	f, r, _ := refPoint(parts[0])
	if s.board[f][r] != me {
		return RuleOwnPiece
	}
	if strings.Contains(move, "-") {
		tf, tr, _ := refPoint(parts[1])
		switch {
		case strings.Contains(moves[0], "*"): // captures come alone
			return RuleCaptureCompulsory
		case s.board[tf][tr] != '.':
			return RuleEmptyLanding
		case move == s.forbidden(s.side):
			return RuleNoMoveBack
		}
		return 0
	}
	board := s.board
	board[f][r] = '.'
	for _, part := range parts[1:] {
		tf, tr, _ := refPoint(part)
		of, or := (f+tf)/2, (r+tr)/2
		switch {
		case board[of][or] != opp:
			return RuleJumpEnemy
		case board[tf][tr] != '.':
			return RuleEmptyLanding
		}
		board[of][or] = '.'
		f, r = tf, tr
	}
	if len(refChains(board, f, r, me, opp, refName(f, r), nil)) > 0 {
		return RuleChainContinues
	}
	return 0
}

// refPerft counts the leaves of the game tree of the given depth, each
// capture path separately, with the reference's own moves and apply.
func refPerft(s *refState, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range s.moves() {
		t := s.clone()
		t.apply(m)
		n += refPerft(t, depth-1)
	}
	return n
}

// refEngineMoves returns p's moves in notation, sorted like the reference's.
func refEngineMoves(p *Position) []string {
	var texts []string
	for _, m := range p.Moves(nil) {
		texts = append(texts, m.String())
	}
	slices.Sort(texts)
	return texts
}

// refTB is what the checks need of *testing.T and *rapid.T.
type refTB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// refCheckPlays plays every move that p lists with Play and with
// PlayUnchecked, and the same move text in the reference: Play must accept
// it, both must give the same Position, and that position must hold what
// the reference holds (pieces, side to move, ply and the live forbidden
// reverses).
func refCheckPlays(t refTB, p *Position, s *refState) {
	t.Helper()
	for _, m := range p.Moves(nil) {
		checked, unchecked := *p, *p
		if err := checked.Play(m); err != nil {
			t.Fatalf("%s: Play(%s) refused a listed move: %v", p, m, err)
		}
		unchecked.PlayUnchecked(m)
		if checked != unchecked {
			t.Fatalf("%s: after %s Play gives %s and PlayUnchecked %s", p, m, &checked, &unchecked)
		}
		want := s.clone()
		want.apply(m.String())
		if got := newRefState(&checked).String(); got != want.String() {
			t.Fatalf("%s: after %s the engine has\n  %s\nthe reference\n  %s", p, m, got, want)
		}
	}
}

// TestReferenceFollowsTheClarifications pins the reference itself to
// examples worked out by hand from the rule page and RULINGS.md, so that the
// engine is not compared with a reference that is wrong in the same way.
func TestReferenceFollowsTheClarifications(t *testing.T) {
	tests := []struct {
		name     string
		position string   // the position, in the engine's notation
		before   []string // moves the reference plays first
		want     []string // the reference's moves then, sorted
	}{
		{
			name:     "the only first moves are the four onto d4",
			position: "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -",
			want:     []string{"c3-d4", "d3-d4", "e3-d4", "e4-d4"},
		},
		{
			// d5 and c5 would land on the occupied d3 and e3; c4 on e4.
			name:     "after c3-d4 the capture e5*c3 is compulsory and the only move",
			position: "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -",
			before:   []string{"c3-d4"},
			want:     []string{"e5*c3"},
		},
		{
			// a3 (file 0 + rank 2, even) has diagonals: its neighbours
			// are a2, a4, b3, b2 and b4.
			name:     "no move back: after a2-a3, a3-a2 is not listed",
			position: "......b/......./......./......./w....../......./....... w 2 a2-a3 -",
			want:     []string{"a3-a4", "a3-b2", "a3-b3", "a3-b4"},
		},
		{
			name:     "the other side's previous move forbids nothing to the mover",
			position: "......b/......./......./......./w....../......./....... w 2 - g6-g7",
			want:     []string{"a3-a2", "a3-a4", "a3-b2", "a3-b3", "a3-b4"},
		},
		{
			// White's a2-a3 is followed by its capture e1*e3, so at
			// its next turn a3-a2 is allowed again.
			name:     "a capture clears the mover's previous normal move",
			position: "......b/......./......./......./....b../w....../....w.. w 2 - -",
			before:   []string{"a2-a3", "e3-e2", "e1*e3", "g7-g6"},
			want: []string{
				"a3-a2", "a3-a4", "a3-b2", "a3-b3", "a3-b4",
				"e3-d2", "e3-d3", "e3-d4", "e3-e2", "e3-e4", "e3-f2", "e3-f3", "e3-f4",
			},
		},
		{
			// The real game of RULINGS.md 2.9: after a4*a6 the
			// capture a6*a4 was compulsory. Black refills a5 from b5.
			name:     "a capture back along the previous capture's path is compulsory",
			position: "......./......./bb...../w....../......./......./....... w 10 - -",
			before:   []string{"a4*a6", "b5-a5"},
			want:     []string{"a6*a4"},
		},
		{
			name:     "b1 has no diagonals",
			position: "......b/......./......./......./......./......./.w..... w 0 - -",
			want:     []string{"b1-a1", "b1-b2", "b1-c1"},
		},
		{
			// Taken pieces leave at once and the piece leaves a1, so two
			// chains come back to a1; they take the same three pieces by
			// different paths and are different moves.
			name:     "chains may come back to their start, and each path is a move",
			position: "......./......./......./......./......./.bb..../wb..... w 0 - -",
			want:     []string{"a1*c1*a3", "a1*c1*c3*a1", "a1*c3*c1*a1"},
		},
		{
			name:     "blocked by the forbidden reverse alone: no moves",
			position: "......./......./......./b....../b....../wbb..../....... w 4 a1-a2 -",
			want:     nil,
		},
		{
			name:     "no moves at ply 200",
			position: "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 200 - -",
			want:     nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPosition(t, tt.position)
			s := newRefState(&p)
			for _, m := range tt.before {
				s.apply(m)
			}
			if got := s.moves(); !slices.Equal(got, tt.want) {
				t.Errorf("reference moves after %v = %v, want %v", tt.before, got, tt.want)
			}
		})
	}
}

// TestMovesMatchReferenceInCraftedPositions compares the engine's moves,
// and the positions they lead to, with the reference's in positions built
// for one rule or one corner of the engine each: the corners of the move
// encoding (a chain of more than 19 hops keeps its later directions in a
// second word), chains that come back to their start, blocked sides.
func TestMovesMatchReferenceInCraftedPositions(t *testing.T) {
	tests := []struct {
		name, position string
		longest        int // if not 0, the hops of the longest chain, to keep the case meaningful
	}{
		{name: "start", position: "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -"},
		{name: "black to move after c3-d4", position: "bbbbbbb/bbbbbbb/bbbbbbb/bbbwwww/ww.wwww/wwwwwww/wwwwwww b 1 c3-d4 -", longest: 1},
		{name: "b1 has no diagonals", position: "......b/......./......./......./......./......./.w..... w 0 - -"},
		{name: "a1 has a diagonal", position: "......b/......./......./......./......./......./w...... w 0 - -"},
		{name: "forbidden reverse is left out", position: "......b/......./......./......./w....../......./....... w 2 a2-a3 -"},
		{name: "the other side's forbidden reverse does not matter", position: "......b/......./......./......./w....../......./....... w 2 - g6-g7"},
		{name: "forbidden reverse onto an occupied point", position: "......b/......./......./......./w....../w....../....... w 2 a2-a3 -"},
		{name: "capture beats the forbidden reverse", position: "......./......./......./b....../w....../......./......b w 2 a4-a3 -", longest: 1},
		{name: "blocked side to move has no moves", position: "......./......./......./......./b.b..../bb...../wbb.... w 4 - -"},
		{name: "blocked but for the forbidden reverse", position: "......./......./......./b....../b....../wbb..../....... w 4 a1-a2 -"},
		{name: "chains back to their start, same pieces by two paths", position: "......./......./......./......./......./.bb..../wb..... w 0 - -", longest: 3},
		{name: "diagonal hops across the board", position: "w....../.b.b.b./......./.b.b.b./......./.b.b.b./....... w 0 - -", longest: 9},
		{name: "chain of 21 hops", position: ".b.b.b./b.b.bbb/.b...b./.....b./.b.b.b./bbb.b.b/wb.b.b. w 0 - -", longest: 21},
		{name: "black takes White's last piece at ply 199", position: "......./......./......./......./..b..../..w..../....... b 199 - -", longest: 1},
		{name: "no moves at ply 200", position: "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 200 - -"},
		{name: "mover without pieces", position: "......b/......./......./......./......./......./....... w 8 - -"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPosition(t, tt.position)
			s := newRefState(&p)
			want := s.moves()
			if got := refEngineMoves(&p); !slices.Equal(got, want) {
				t.Fatalf("moves of %s:\n%s", tt.position, cmp.Diff(want, got))
			}
			if n := p.CountMoves(); n != len(want) {
				t.Errorf("CountMoves() = %d, want %d", n, len(want))
			}
			if tt.longest != 0 {
				longest := 0
				for _, m := range want {
					longest = max(longest, strings.Count(m, "*"))
				}
				if longest != tt.longest {
					t.Errorf("longest chain has %d hops, want %d: the case no longer tests what it says", longest, tt.longest)
				}
			}
			refCheckPlays(t, &p, s)
			// The end here and after each move, so that the ends of
			// the game (no pieces, no moves, ply 200) are seen too.
			if got, want := refOutcomeOf(&p), s.outcome(); got != want {
				t.Errorf("End() = %v, Score() = %v; the reference says %+v", p.End(), p.Score(), want)
			}
			for _, m := range p.Moves(nil) {
				q, r := p, s.clone()
				q.PlayUnchecked(m)
				r.apply(m.String())
				if got, want := refOutcomeOf(&q), r.outcome(); got != want {
					t.Errorf("after %s: End() = %v, Score() = %v; the reference says %+v", m, q.End(), q.Score(), want)
				}
			}
		})
	}
}

// TestPerftMatchesReference compares the engine's Perft (bulk counting at
// the last ply) and PerftPlayed (playing every leaf) with the reference's
// perft from the start.
func TestPerftMatchesReference(t *testing.T) {
	// Depth 8 takes a few hundredths of a second even under the race
	// detector, so every run goes that deep.
	start := Start()
	for depth := 1; depth <= 8; depth++ {
		t.Run(fmt.Sprintf("depth%d", depth), func(t *testing.T) {
			want := refPerft(newRefState(&start), depth)
			if got := Perft(start, depth); got != want {
				t.Errorf("Perft(Start(), %d) = %d, reference %d", depth, got, want)
			}
			if got := PerftPlayed(start, depth); got != want {
				t.Errorf("PerftPlayed(Start(), %d) = %d, reference %d", depth, got, want)
			}
		})
	}
}
