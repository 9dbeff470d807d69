package alquerque

// Property tests with rapid: random games checked against the reference of
// reference_test.go at every ply, and random position notation checked
// against an independent reading of what ParsePosition documents.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/race"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// refMoveLimit ends a random game when the side to move has more moves than
// this. Random positions can hold hundreds of thousands of capture paths
// (24 pieces spread over the lattice of points two apart), and checking each
// path is too slow for a unit test. (Chains of more than 19 hops came with
// thousands of paths in the positions tried; they are the business of
// TestMovesMatchReferenceInCraftedPositions.)
const refMoveLimit = 1000

// refAllPoints lists the 49 points as (file, rank) pairs.
var refAllPoints = func() [][2]int {
	var pts [][2]int
	for r := range 7 {
		for f := range 7 {
			pts = append(pts, [2]int{f, r})
		}
	}
	return pts
}()

// drawPositionText draws a valid position in the engine's notation. The
// boards come in shapes that random games from the start rarely reach:
// near-empty boards, crowded boards, blocked movers, and "lattice" boards
// with the mover's few pieces on the points of one parity class and the
// opponent's between them, which give long capture chains.
func drawPositionText(t *rapid.T) string {
	ply := rapid.OneOf(rapid.IntRange(0, MaxPlies), rapid.IntRange(MaxPlies-12, MaxPlies)).Draw(t, "ply")
	mover := ply % 2
	var board [7][7]byte
	var count [2]int
	put := func(f, r, c int) {
		if count[c] < MaxPieces {
			board[f][r] = refSides[c]
			count[c]++
		}
	}
	for f := range 7 {
		for r := range 7 {
			board[f][r] = '.'
		}
	}
	prev := [2]string{"-", "-"}
	switch shape := rapid.SampledFrom([]string{"uniform", "sparse", "crowded", "lattice", "blocked"}).Draw(t, "shape"); shape {
	case "blocked":
		// One empty point whose line neighbours, and the points a hop
		// beyond them, hold the opponent's pieces; the mover fills the
		// rest as far as it can. The mover can neither step nor jump and
		// has lost, unless one neighbour is its own piece that has just
		// come from the empty point: then its only move is the forbidden
		// reverse, and it has lost all the same.
		e := rapid.SampledFrom(refAllPoints).Draw(t, "empty point")
		var near [][2]int
		for _, d := range refDirs {
			if refLine(e[0], e[1], d[0], d[1]) {
				near = append(near, [2]int{e[0] + d[0], e[1] + d[1]})
			}
			if refHop(e[0], e[1], d[0], d[1]) {
				near = append(near, [2]int{e[0] + 2*d[0], e[1] + 2*d[1]})
			}
		}
		board[e[0]][e[1]] = 'x' // kept empty below
		if moved := (ply + 1 - mover) / 2; moved > 0 && rapid.Bool().Draw(t, "only the forbidden reverse") {
			n := near[0] // a line neighbour: refDirs always yields one first
			put(n[0], n[1], mover)
			prev[mover] = refName(e[0], e[1]) + "-" + refName(n[0], n[1])
		}
		for _, pt := range near {
			if board[pt[0]][pt[1]] == '.' {
				put(pt[0], pt[1], 1-mover)
			}
		}
		for _, pt := range refAllPoints {
			if board[pt[0]][pt[1]] == '.' {
				put(pt[0], pt[1], mover)
			}
			if board[pt[0]][pt[1]] == '.' {
				put(pt[0], pt[1], 1-mover)
			}
		}
		board[e[0]][e[1]] = '.'
	case "lattice":
		// Points of one parity class are joined by hops; orthogonal ones
		// for every class, diagonal ones too for (even, even).
		pf, pr := rapid.IntRange(0, 1).Draw(t, "lattice file parity"), rapid.IntRange(0, 1).Draw(t, "lattice rank parity")
		own := rapid.IntRange(5, 30).Draw(t, "mover density")
		opp := rapid.IntRange(20, 80).Draw(t, "opponent density")
		for _, pt := range refAllPoints {
			x := rapid.IntRange(0, 99).Draw(t, "point")
			switch onLattice := pt[0]%2 == pf && pt[1]%2 == pr; {
			case onLattice && x < own:
				put(pt[0], pt[1], mover)
			case !onLattice && x < opp:
				put(pt[0], pt[1], 1-mover)
			}
		}
	default:
		// Percent of points given to each side; crowded boards are full
		// but for a few points, so that sides are often blocked.
		density := map[string][2]int{"uniform": {0, 50}, "sparse": {0, 8}, "crowded": {35, 50}}[shape]
		w := rapid.IntRange(density[0], density[1]).Draw(t, "white density")
		b := rapid.IntRange(density[0], density[1]).Draw(t, "black density")
		for _, pt := range refAllPoints {
			switch x := rapid.IntRange(0, 99).Draw(t, "point"); {
			case x < w:
				put(pt[0], pt[1], 0)
			case x < w+b:
				put(pt[0], pt[1], 1)
			}
		}
	}
	// The side that just moved must still have a piece, or the game ended
	// before this turn. (The mover may have none: it has lost.)
	if count[1-mover] == 0 {
		i := rapid.IntRange(0, 48).Draw(t, "forced piece")
		for board[refAllPoints[i][0]][refAllPoints[i][1]] != '.' {
			i = (i + 1) % 49
		}
		put(refAllPoints[i][0], refAllPoints[i][1], 1-mover)
	}
	for c := range 2 {
		if moved := (ply + 1 - c) / 2; moved == 0 || prev[c] != "-" || !rapid.Bool().Draw(t, "has previous move") {
			continue
		}
		prev[c] = drawPreviousMove(t, board, c)
	}
	var b strings.Builder
	for r := 6; r >= 0; r-- {
		for f := range 7 {
			b.WriteByte(board[f][r])
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fmt.Fprintf(&b, " %c %d %s %s", refSides[mover], ply, prev[0], prev[1])
	return b.String()
}

// drawPreviousMove draws a normal move of side c that ends on one of its
// pieces, as the parser requires, or "-" if c has no piece. Its start is
// more often an empty point, so that the forbidden reverse is a move that
// could otherwise be played.
func drawPreviousMove(t *rapid.T, board [7][7]byte, c int) string {
	var pieces [][2]int
	for _, pt := range refAllPoints {
		if board[pt[0]][pt[1]] == refSides[c] {
			pieces = append(pieces, pt)
		}
	}
	if len(pieces) == 0 {
		return "-"
	}
	to := rapid.SampledFrom(pieces).Draw(t, "previous move's end")
	var from, emptyFrom [][2]int
	for _, d := range refDirs {
		if f, r := to[0]+d[0], to[1]+d[1]; refLine(to[0], to[1], d[0], d[1]) {
			from = append(from, [2]int{f, r})
			if board[f][r] == '.' {
				emptyFrom = append(emptyFrom, [2]int{f, r})
			}
		}
	}
	if len(emptyFrom) > 0 && rapid.Bool().Draw(t, "previous move from an empty point") {
		from = emptyFrom
	}
	pt := rapid.SampledFrom(from).Draw(t, "previous move's start")
	return refName(pt[0], pt[1]) + "-" + refName(to[0], to[1])
}

// refOutcomeOf turns the engine's End and Score into the reference's
// terms: a game that is over and no tie was won by the side not to move.
func refOutcomeOf(p *Position) refOutcome {
	e := p.End()
	r := refOutcome{over: p.Over(), tie: e == MoveLimit, reason: e, score: p.Score()}
	if r.over && !r.tie {
		r.winner = int(p.Side().Other())
	}
	return r
}

// refWantRefused checks that Play refuses the move text in p with a
// *MoveError naming the rule the reference names, and leaves p unchanged.
//
// It is called hundreds of times a ply, so it does not call t.Helper, which
// costs more than the check; its messages say what was checked instead.
func refWantRefused(t *rapid.T, p *Position, s *refState, moves []string, text, why string) {
	m, err := ParseMove(text)
	if err != nil {
		t.Fatalf("ParseMove(%q) (%s): %v", text, why, err)
	}
	want := s.verdict(text, moves)
	if want == 0 {
		t.Fatalf("%s: the reference finds the unlisted %s (%s) legal", p, text, why)
	}
	q := *p
	err = q.Play(m)
	var me *MoveError
	switch {
	case !errors.As(err, &me):
		t.Fatalf("%s: Play(%s) (%s) = %v, want a *MoveError", p, text, why, err)
	case me.Rule != want:
		t.Fatalf("%s: Play(%s) (%s) breaks rule %q, the reference says %q: %v", p, text, why, me.Rule, want, err)
	case q != *p:
		t.Fatalf("%s: refused Play(%s) (%s) changed the position to %s", p, text, why, &q)
	}
}

// checkAgainstReference checks everything about p that the reference can
// tell, and returns p's moves sorted by their text, or nil when the game is
// over. It fails the test at the first difference.
func checkAgainstReference(t *rapid.T, p *Position, s *refState) []Move {
	t.Helper()
	if got := newRefState(p).String(); got != s.String() {
		t.Fatalf("the engine is at\n  %s\nthe reference at\n  %s", got, s)
	}
	if h, want := p.Hash(), p.computeHash(); h != want {
		t.Fatalf("%s: Hash() = %#x, computed from scratch %#x", p, h, want)
	}
	if q, err := ParsePosition(p.String()); err != nil {
		t.Fatalf("ParsePosition(%q), of a position reached in play: %v", p, err)
	} else if q != *p {
		t.Fatalf("ParsePosition(%q) = %s (hash %#x), want the same position back (hash %#x)", p, &q, q.Hash(), p.Hash())
	}
	if got, want := refOutcomeOf(p), s.outcome(); got != want {
		t.Fatalf("%s: End() = %v and Score() = %v, the reference says %+v", p, p.End(), p.Score(), want)
	}
	// Winner is the seat that won by the rules, which scores 12 to 0;
	// a tie at the ply limit has none, whatever its scores.
	sc, wantW := p.Score(), -1
	switch {
	case !p.Over() || p.End() == MoveLimit:
	case sc[White] == 12:
		wantW = int(White)
	case sc[Black] == 12:
		wantW = int(Black)
	}
	if w, ok := p.Winner(); w != wantW || ok != (wantW >= 0) {
		t.Fatalf("%s: Winner() = %d, %v with Score() = %v", p, w, ok, sc)
	}

	// Random positions can have too many capture paths to check one by
	// one; such a game ends here, after the checks above.
	if s.hasMoreMovesThan(refMoveLimit) {
		return nil
	}
	moves := p.Moves(nil)
	slices.SortFunc(moves, func(a, b Move) int { return strings.Compare(a.String(), b.String()) })
	var got []string
	listed := map[string]bool{}
	for _, m := range moves {
		got = append(got, m.String())
		listed[m.String()] = true
	}
	want := s.moves()
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("%s: moves differ from the reference (-reference +engine):\n%s", p, diff)
	}
	if n := p.CountMoves(); n != len(moves) {
		t.Fatalf("%s: CountMoves() = %d, len(Moves(nil)) = %d", p, n, len(moves))
	}
	refCheckPlays(t, p, s)

	// (a) Every step along a line that is not listed must be refused.
	for _, pt := range refAllPoints {
		for _, d := range refDirs {
			if !refLine(pt[0], pt[1], d[0], d[1]) {
				continue
			}
			text := refName(pt[0], pt[1]) + "-" + refName(pt[0]+d[0], pt[1]+d[1])
			if !listed[text] {
				refWantRefused(t, p, s, want, text, "an unlisted normal move")
			}
		}
	}
	// (b) A chain stopped before its end must be refused, and for that
	// reason.
	for _, m := range got {
		for i := 5; i < len(m); i += 3 {
			if rule := s.verdict(m[:i], want); rule != RuleChainContinues {
				t.Fatalf("%s: the reference says %q of %s, stopped early, want %q", p, rule, m[:i], RuleChainContinues)
			}
			refWantRefused(t, p, s, want, m[:i], "a listed chain stopped early")
		}
	}
	// (c) A few random chains of geometric hops, half of them from the
	// mover's pieces; those that jump a point twice are not moves at all
	// (ParseMove refuses them) and are left out, as are listed ones.
	var own [][2]int
	for _, pt := range refAllPoints {
		if s.board[pt[0]][pt[1]] == refSides[s.side] {
			own = append(own, pt)
		}
	}
	for range 3 {
		starts := refAllPoints
		if len(own) > 0 && rapid.Bool().Draw(t, "chain from an own piece") {
			starts = own
		}
		start := rapid.SampledFrom(starts).Draw(t, "chain start")
		f, r := start[0], start[1]
		text := refName(f, r)
		for range rapid.IntRange(1, 5).Draw(t, "hops") {
			var dirs [][2]int
			for _, d := range refDirs {
				if refHop(f, r, d[0], d[1]) {
					dirs = append(dirs, d)
				}
			}
			d := rapid.SampledFrom(dirs).Draw(t, "hop")
			f, r = f+2*d[0], r+2*d[1]
			text += "*" + refName(f, r)
		}
		if _, err := ParseMove(text); err == nil && !listed[text] {
			refWantRefused(t, p, s, want, text, "a random chain")
		}
	}
	if len(moves) == 0 {
		return nil
	}
	return moves
}

// TestRandomGamesAgainstReference plays random games, from the start or
// from random positions, and checks at every ply the moves, the count, the
// outcome, the hash, the notation round trip, that listed moves play as the
// reference says and that unlisted ones are refused for the reference's
// reason.
func TestRandomGamesAgainstReference(t *testing.T) {
	// Each ply costs a few hundred Play calls; games are cut short to keep
	// the test fast. The end of the game at ply 200 is still reached from
	// the random positions, a quarter of which start at ply 188 or later.
	maxPlies := 100
	if race.Enabled {
		maxPlies = 40
	}
	rapid.Check(t, func(t *rapid.T) {
		p := Start()
		if rapid.Bool().Draw(t, "from a random position") {
			text := rapid.Custom(drawPositionText).Draw(t, "position")
			var err error
			if p, err = ParsePosition(text); err != nil {
				t.Fatalf("ParsePosition(%q) refused a generated position: %v", text, err)
			}
		}
		s := newRefState(&p)
		for range maxPlies {
			moves := checkAgainstReference(t, &p, s)
			if moves == nil {
				return
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			t.Logf("play %s", m)
			if err := p.Play(m); err != nil {
				t.Fatalf("Play(%s): %v", m, err)
			}
			s.apply(m.String())
		}
	})
}

// refPositionTextValid says whether ParsePosition must accept text, from
// its documentation alone: five fields joined by single spaces; seven ranks
// of seven points from 'w', 'b', '.' joined by '/'; at most 24 pieces a
// side; a ply written as a plain decimal from 0 to 200; the side to move
// matching the ply; the side that just moved having a piece; and each
// previous move '-' or a normal move along a line, of a side that has
// moved, that ends on a piece of its side.
func refPositionTextValid(text string) bool {
	fields := strings.Split(text, " ")
	if len(fields) != 5 {
		return false
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 7 {
		return false
	}
	var board [7][7]byte
	var count [2]int
	for i, row := range ranks {
		if len(row) != 7 {
			return false
		}
		for f := range 7 {
			switch c := row[f]; c {
			case 'w', 'b':
				count[strings.IndexByte(refSides, c)]++
			case '.':
			default:
				return false
			}
			board[f][6-i] = row[f]
		}
	}
	if count[0] > 24 || count[1] > 24 {
		return false
	}
	digits := fields[2]
	if digits == "" || len(digits) > 3 || strings.Trim(digits, "0123456789") != "" || digits[0] == '0' && digits != "0" {
		return false
	}
	ply, _ := strconv.Atoi(digits)
	if ply > 200 {
		return false
	}
	mover := ply % 2
	if fields[1] != refSides[mover:mover+1] || count[1-mover] == 0 {
		return false
	}
	for c := range 2 {
		prev := fields[3+c]
		if prev == "-" {
			continue
		}
		if c == 0 && ply < 1 || c == 1 && ply < 2 || len(prev) != 5 || prev[2] != '-' {
			return false
		}
		f, r, ok1 := refPoint(prev[0:2])
		tf, tr, ok2 := refPoint(prev[3:5])
		df, dr := tf-f, tr-r
		if !ok1 || !ok2 || df == 0 && dr == 0 || df < -1 || df > 1 || dr < -1 || dr > 1 ||
			!refLine(f, r, df, dr) || board[tf][tr] != refSides[c] {
			return false
		}
	}
	return true
}

// drawMutatedPositionText draws a valid position text and then breaks it
// in up to two of many ways, some of which leave it valid (a ply of the
// same parity, a previous move that still fits). It returns the text and
// whether it was mutated.
func drawMutatedPositionText(t *rapid.T) (string, bool) {
	fields := strings.Split(drawPositionText(t), " ")
	n := rapid.IntRange(0, 2).Draw(t, "mutations")
	for range n {
		ranks := strings.Split(fields[0], "/")
		switch rapid.IntRange(0, 9).Draw(t, "mutation") {
		case 0: // the other side to move
			fields[1] = map[string]string{"w": "b", "b": "w"}[fields[1]]
		case 1: // another ply, written well or badly
			fields[2] = rapid.OneOf(
				rapid.Map(rapid.IntRange(-2, 260), strconv.Itoa),
				rapid.SampledFrom([]string{"", "00", "007", "+4", "-0", "1e2", "x", "0x10", "2.0", "1000"}),
			).Draw(t, "ply text")
		case 2: // a point changed to anything
			// (Earlier mutations may have changed the ranks' number and
			// lengths.)
			i := rapid.IntRange(0, len(ranks)-1).Draw(t, "rank")
			if ranks[i] == "" {
				break
			}
			f := rapid.IntRange(0, len(ranks[i])-1).Draw(t, "file")
			c := rapid.SampledFrom([]byte("wb.wb.W?0 ")).Draw(t, "point char")
			ranks[i] = ranks[i][:f] + string(c) + ranks[i][f+1:]
		case 3: // one side given 25 or more pieces
			c := refSides[rapid.IntRange(0, 1).Draw(t, "side")]
			all := strings.Join(ranks, "")
			if len(ranks) != 7 || len(all) != 49 {
				break // an earlier mutation broke the board already
			}
			for strings.Count(all, string(c)) < 25 && strings.Contains(all, ".") {
				all = strings.Replace(all, ".", string(c), 1)
			}
			for i := range ranks {
				ranks[i] = all[7*i : 7*i+7]
			}
		case 4: // one side without pieces
			c := refSides[rapid.IntRange(0, 1).Draw(t, "side")]
			for i := range ranks {
				ranks[i] = strings.ReplaceAll(ranks[i], string(c), ".")
			}
		case 5: // a previous move of any kind
			c := rapid.IntRange(0, 1).Draw(t, "side")
			if 3+c >= len(fields) {
				break // a field was dropped
			}
			pt := rapid.SampledFrom(refAllPoints).Draw(t, "from")
			d := rapid.SampledFrom(refDirs[:]).Draw(t, "direction")
			far := rapid.IntRange(1, 2).Draw(t, "distance")
			to := refName(min(max(pt[0]+far*d[0], 0), 6), min(max(pt[1]+far*d[1], 0), 6))
			fields[3+c] = rapid.SampledFrom([]string{
				refName(pt[0], pt[1]) + "-" + to,
				refName(pt[0], pt[1]) + "*" + to,
				"-", "", "--", "a2a3", "A2-A3", "a2-a3-a4", "h1-g1", "a0-a1",
			}).Draw(t, "previous move")
		case 6: // a rank too short or too long
			i := rapid.IntRange(0, len(ranks)-1).Draw(t, "rank")
			texts := []string{ranks[i] + ".", ranks[i] + "w"}
			if ranks[i] != "" {
				texts = append(texts, ranks[i][1:])
			}
			ranks[i] = rapid.SampledFrom(texts).Draw(t, "rank text")
		case 7: // a rank too many or too few
			if rapid.Bool().Draw(t, "drop a rank") {
				ranks = ranks[1:]
			} else {
				ranks = append(ranks, ".......")
			}
		case 8: // a field too many or too few
			if rapid.Bool().Draw(t, "drop a field") {
				fields = fields[:4]
			} else {
				fields = append(fields, "-")
			}
		case 9: // separators that are not a single space
			fields[0] = strings.Join(ranks, "/")
			sep := rapid.SampledFrom([]string{"  ", "\t", " \n"}).Draw(t, "separator")
			text := strings.Join(fields, " ")
			i := strings.IndexByte(text, ' ')
			return text[:i] + sep + text[i+1:], true
		}
		fields[0] = strings.Join(ranks, "/")
	}
	return strings.Join(fields, " "), n > 0
}

// TestPositionNotationRoundTripsRandomPositions checks that ParsePosition
// accepts exactly the texts its documentation allows, and that what it
// accepts it writes back unchanged and reads back equal, with the pieces,
// side, ply and forbidden moves the text says.
func TestPositionNotationRoundTripsRandomPositions(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text, mutated := drawMutatedPositionText(t)
		want := refPositionTextValid(text)
		if !mutated && !want {
			t.Fatalf("the generator made %q, which the rules do not allow", text)
		}
		p, err := ParsePosition(text)
		if (err == nil) != want {
			t.Fatalf("ParsePosition(%q) error = %v, want accepted = %v", text, err, want)
		}
		if err != nil {
			return
		}
		if got := p.String(); got != text {
			t.Fatalf("ParsePosition(%q).String() = %q", text, got)
		}
		if q, err := ParsePosition(p.String()); err != nil || q != p {
			t.Fatalf("ParsePosition(%q) = %s, %v; want %s", p.String(), &q, err, &p)
		}
		if h, want := p.Hash(), p.computeHash(); h != want {
			t.Fatalf("%s: Hash() = %#x, computed from scratch %#x", &p, h, want)
		}
		// The accessors read back what the text says; the previous moves
		// come back reversed, as the moves they forbid.
		s := newRefState(&p)
		if got := fmt.Sprintf("%s %c %d %s %s", strings.Split(s.String(), " ")[0], refSides[s.side], s.ply,
			refOr(s.prev[0], "-"), refOr(s.prev[1], "-")); got != text {
			t.Fatalf("the accessors of ParsePosition(%q) say %q", text, got)
		}
	})
}

// refOr returns s, or def if s is empty.
func refOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
