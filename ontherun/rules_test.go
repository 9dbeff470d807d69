package ontherun

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// One test per rule of the rule page and of RULINGS.md, named after it.
// The games are scripted on the wheel (helpers_test.go) and the maps
// drawn by hand, one connection a line or several joined by ';'.

func TestRuleMapExampleOfTheRulePageLoads(t *testing.T) {
	m := exampleMap(t)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if m.numCities() != 8 || m.numConnections(Car) != 9 || m.numConnections(Train) != 4 || m.numConnections(Plane) != 1 {
		t.Errorf("%d cities, %d car, %d train, %d plane connections; want 8, 9, 4, 1",
			m.numCities(), m.numConnections(Car), m.numConnections(Train), m.numConnections(Plane))
	}
	if !m.connected(Plane, 4, 1) || !m.connected(Train, 8, 3) || m.connected(Car, 1, 8) {
		t.Error("plane 1-4 and train 3-8 are missing, or car 1-8 is there")
	}
}

func TestRuleMapLinesAfterEndAreIgnored(t *testing.T) {
	// The contest's sample files keep a drawing after END.
	m := mustMap(t, "8\n"+strings.Join(strings.Split(exampleMap(t).String(), "\n")[1:], "\n")+
		"1 100 200\nwhatever the applet wants\nC 1-9\n")
	if *m != *exampleMap(t) {
		t.Error("the lines after END changed the map")
	}
	if _, err := ParseMap([]byte("8\nC 1-2\n")); err == nil || !strings.Contains(err.Error(), `no "END" line`) {
		t.Errorf("a map without END: %v", err)
	}
}

func TestRuleMapHasAtMost200Cities(t *testing.T) {
	for _, tc := range []struct {
		text string
		ok   bool
	}{{"200\nEND", true}, {"201\nEND", false}, {"0\nEND", false}, {"1\nEND", true}} {
		_, err := ParseMap([]byte(tc.text))
		if (err == nil) != tc.ok {
			t.Errorf("%q: %v, want ok=%v", tc.text, err, tc.ok)
		}
	}
	_, err := ParseMap([]byte("201\nEND"))
	if err == nil || !strings.Contains(err.Error(), "line 1") || !strings.Contains(err.Error(), "201 cities; want 1 to 200") {
		t.Errorf("201 cities: %v", err)
	}
}

func TestRuleMapConnectionJoinsTwoDifferentCities(t *testing.T) {
	_, err := ParseMap([]byte("5\nC 1-2\nC 3-3\nEND"))
	if err == nil || !strings.Contains(err.Error(), `line 3 "C 3-3": a connection joins two different cities`) {
		t.Errorf("C 3-3: %v", err)
	}
	_, err = ParseMap([]byte("5\nC 1-2\nT 4-6\nEND"))
	if err == nil || !strings.Contains(err.Error(), `line 3 "T 4-6": no city 6 on a map of cities 1 to 5`) {
		t.Errorf("T 4-6: %v", err)
	}
}

func TestRuleMapTwoCitiesMayBeJoinedBySeveralTransports(t *testing.T) {
	m := exampleMap(t)
	w := wheel(t)
	if !w.connected(Train, 4, 8) || !w.connected(Plane, 4, 8) {
		t.Error("4-8 is not joined by both train and plane")
	}
	// A car connection alongside the example's plane 1-4.
	must(t, m.connect(Car, 1, 4))
	if !m.connected(Car, 1, 4) || !m.connected(Plane, 1, 4) {
		t.Error("1-4 is not joined by car and plane")
	}
}

// validateErr validates the map of text and checks the rule and city that
// the error names.
func validateErr(t *testing.T, text string, rule mapRule, city City, wants ...string) {
	t.Helper()
	err := mustMap(t, text).Validate()
	var me *mapError
	if !errors.As(err, &me) {
		t.Fatalf("Validate: %v, want a *mapError for %q", err, rule)
	}
	if me.Rule != rule || me.City != city {
		t.Errorf("Validate: rule %q at city %v, want %q at %v (%v)", me.Rule, me.City, rule, city, err)
	}
	for _, w := range wants {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("Validate: %q does not say %q", err, w)
		}
	}
}

// ring5 is five cities in a car ring: the smallest valid map.
const ring5 = "5;C 1-2;C 2-3;C 3-4;C 4-5;C 5-1"

func TestRuleMapEveryCityHasTwoCarConnections(t *testing.T) {
	if err := mustMap(t, ring5+";END").Validate(); err != nil {
		t.Fatal(err)
	}
	validateErr(t, "5;C 1-2;C 2-3;C 3-4;C 4-5;C 2-4;END", ruleTwoCarConnections, 1,
		"city 1 has 1 car connection {2}; want at least 2")
	// Trains do not make up for a missing car connection.
	validateErr(t, "6;"+ring5[2:]+";C 6-1;T 6-3;T 1-3;END", ruleTwoCarConnections, 6)
}

func TestRuleMapEveryCityReachableByCar(t *testing.T) {
	// Two car triangles, joined only by train.
	validateErr(t, "6;C 1-2;C 2-3;C 3-1;C 4-5;C 5-6;C 6-4;T 1-4;END", ruleCarConnected, 4,
		"city 4 cannot be reached by car from city 1 (nor can 3 cities in all)")
}

func TestRuleMapTrainCitiesAreCarCities(t *testing.T) {
	validateErr(t, "6;"+ring5[2:]+";T 6-1;END", ruleTrainCitiesHaveCars, 6,
		"city 6 has a train connection (to 1) but no car connection")
}

func TestRuleMapPlaneCitiesAreTrainCities(t *testing.T) {
	validateErr(t, ring5+";T 1-3;P 1-4;END", rulePlaneCitiesHaveTrains, 4,
		"city 4 has a plane connection (to 1) but no train connection")
	if err := mustMap(t, ring5+";T 1-3;T 3-4;P 1-4;END").Validate(); err != nil {
		t.Error(err)
	}
}

func TestRuleMapEachTransportIsPlanar(t *testing.T) {
	// K5 by car: the last of its ten connections makes it non-planar.
	var k5 []string
	for a := 1; a <= 5; a++ {
		for b := a + 1; b <= 5; b++ {
			k5 = append(k5, fmt.Sprintf("C %d-%d", a, b))
		}
	}
	validateErr(t, "5;"+strings.Join(k5, ";")+";END", rulePlanar, 4,
		"the car connections are not planar: C 4-5, with the car connections listed before it, makes a non-planar graph")
	// K3,3 by train on top of a planar car map (a ring of six with two
	// chords); cars alone are fine.
	cars := "6;C 1-2;C 2-3;C 3-4;C 4-5;C 5-6;C 6-1;C 1-4"
	if err := mustMap(t, cars+";END").Validate(); err != nil {
		t.Fatal(err)
	}
	var k33 []string
	for _, a := range []int{1, 3, 5} {
		for _, b := range []int{2, 4, 6} {
			k33 = append(k33, fmt.Sprintf("T %d-%d", a, b))
		}
	}
	err := mustMap(t, cars+";"+strings.Join(k33, ";")+";END").Validate()
	var me *mapError
	if !errors.As(err, &me) || me.Rule != rulePlanar || me.Transport != Train || me.Conn != (connection{Train, 5, 6}) {
		t.Errorf("K3,3 by train: %v", err)
	}
	// Each transport is planar alone, even if together they are not: K5
	// split between car and train.
	split := "5;C 1-2;C 2-3;C 3-4;C 4-5;C 5-1;T 1-3;T 1-4;T 2-4;T 2-5;T 3-5;END"
	m := mustMap(t, split)
	if err := m.Validate(); err != nil {
		t.Errorf("K5 split between car and train: %v", err)
	}
}

func TestRuleDetectivesStartOnFourDifferentCities(t *testing.T) {
	m := wheel(t)
	st := newState(m)
	wantRule(t, st.placeDetectives(Squad{1, 3, 9, 3}), RuleDistinctStarts, "detective 4 starts in city 3, where detective 2 starts")
	wantRule(t, st.placeDetectives(Squad{1, 3, 12, 4}), RuleNoSuchCity, "detective 3 starts in city 12, which is not on the map (cities 1 to 11)")
	wantRule(t, st.placeDetectives(Squad{1, 3, 0, 4}), RuleNoSuchCity, "detective 3 starts in city -")
	wantRule(t, m.checkStart(wheelStart, 4), RuleNotation, "no detective 5")
	wantRule(t, st.checkDetective(wheelStart, -1), RuleNotation, "no detective 0")
	if st != newState(m) {
		t.Error("refused starts changed the state")
	}
	must(t, st.placeDetectives(wheelStart))
	if st.phase != placeFugitive || st.Squad() != wheelStart {
		t.Errorf("after the start: %v, %v", st.phase, st.Squad())
	}
}

func TestRuleFugitiveStartsAwayFromTheDetectives(t *testing.T) {
	m := wheel(t)
	st := newState(m)
	must(t, st.placeDetectives(wheelStart))
	wantRule(t, st.placeFugitive(9), RuleStartAwayFromDetectives, "start city 9 holds detective 3")
	wantRule(t, st.placeFugitive(40), RuleNoSuchCity)
	must(t, st.placeFugitive(6))
	if st.phase != fugitiveToMove || st.Turn() != 1 || st.Fugitive() != 6 || st.startCity() != 6 {
		t.Errorf("after the start: %v, turn %d, fugitive in %v", st.phase, st.Turn(), st.Fugitive())
	}
}

func TestRuleFugitiveMovesAlongAConnectionOfTheTransportItNames(t *testing.T) {
	m := wheel(t)
	st := wheelGame(t, m, 0)
	must(t, st.playFugitive(Move{Transport: Car, To: 5}))
	must(t, st.playDetectives(idleSquad(st.Squad())))
	// From 5: car to 4, 6 and the hub; no train, no plane.
	wantRule(t, st.checkFugitiveMove(Move{Transport: Train, To: 4}), RuleNoConnection,
		"no train connection from city 5 to city 4 (they are joined by car)")
	wantRule(t, st.checkFugitiveMove(Move{Transport: Car, To: 8}), RuleNoConnection, "no car connection from city 5 to city 8")
	must(t, st.playFugitive(Move{Transport: Car, To: 4}))
	must(t, st.playDetectives(idleSquad(st.Squad())))
	// From 4: the train and the plane to 8, but no car.
	wantRule(t, st.checkFugitiveMove(Move{Transport: Car, To: 8}), RuleNoConnection, "(they are joined by train or plane)")
	for _, tr := range []Transport{Train, Plane} {
		if err := st.checkFugitiveMove(Move{Transport: tr, To: 8}); err != nil {
			t.Errorf("%v to 8: %v", tr, err)
		}
	}
	var buf [maxFugitiveMoves]Move
	got := fmt.Sprint(st.fugitiveMoves(buf[:0]))
	if want := "[C 1 C 3 C 5 T 8 P 8]"; got != want {
		t.Errorf("moves from 4: %s, want %s", got, want)
	}
}

func TestRuleDetectivesMoveAlongAConnectionOfAnyTransport(t *testing.T) {
	m := wheel(t)
	// Detective 2 starts on 4, where train and plane go to 8.
	st := newState(m)
	must(t, st.placeDetectives(Squad{2, 4, 9, 10}))
	must(t, st.placeFugitive(6))
	must(t, st.playFugitive(Move{Transport: Car, To: 7}))
	wantRule(t, st.playDetectives(Squad{3, 6, 10, 11}), RuleNoConnection, "detective 2 cannot go from city 4 to city 6: no connection joins them")
	must(t, st.playDetectives(Squad{3, 8, 10, 11})) // by train or plane: the move does not say
	if st.Squad() != (Squad{3, 8, 10, 11}) {
		t.Errorf("squad %v", st.Squad())
	}
}

func TestRuleNobodyStays(t *testing.T) {
	m := wheel(t)
	st := wheelGame(t, m, 0)
	wantRule(t, st.checkFugitiveMove(Move{Transport: Car, To: 6}), RuleNoStaying, "the fugitive is in city 6 already and must move")
	must(t, st.playFugitive(idleFugitive(6)))
	before := st
	wantRule(t, st.playDetectives(Squad{2, 1, 9, 11}), RuleNoStaying, "detective 3 stays in city 9; every detective must move")
	if st != before {
		t.Error("a refused move changed the state")
	}
}

func TestRuleNoTwoDetectivesInOneCityAfterTheirMove(t *testing.T) {
	m := wheel(t)
	st := wheelGame(t, m, 0)
	must(t, st.playFugitive(idleFugitive(6)))
	wantRule(t, st.playDetectives(Squad{2, 1, 10, 1}), RuleOneDetectivePerCity, "detective 4 goes to city 1, where detective 2 goes")
	wantRule(t, st.playDetectives(Squad{2, 2, 10, 11}), RuleOneDetectivePerCity, "detective 2 goes to city 2, where detective 1 goes")
}

func TestRuleDetectiveMayTakeTheCityAnotherLeaves(t *testing.T) {
	m := wheel(t)
	st := wheelGame(t, m, 0)
	must(t, st.playFugitive(idleFugitive(6)))
	// Detective 2 takes the hub as detective 1 leaves it, and detective 3
	// takes city 10 as detective 4 leaves it.
	must(t, st.playDetectives(Squad{2, 1, 10, 11}))
}

func TestRuleDetectiveArrivingOnTheFugitiveCatchesIt(t *testing.T) {
	m := wheel(t)
	st := wheelGame(t, m, 2)
	must(t, st.playFugitive(idleFugitive(st.Fugitive()))) // to 7
	q := idleSquad(st.Squad())
	q[hubDetective(t, st.Squad())] = st.Fugitive()
	must(t, st.playDetectives(q))
	if !st.Over() || st.End() != Arrested || st.Turn() != 3 {
		t.Errorf("after the catch: %v, %v, turn %d", st.phase, st.End(), st.Turn())
	}
	// A game over takes no more moves.
	wantRule(t, st.checkFugitiveMove(Move{Transport: Car, To: 6}), RuleOutOfTurn, "the game is at game over")
}

func TestRuleFugitiveWalkingOntoADetectiveIsCaught(t *testing.T) {
	// (RULINGS.md 4.6, our choice: the move is legal, and the fugitive is
	// caught at once; the detectives do not move.)
	m := wheel(t)
	st := wheelGame(t, m, 3)
	var buf [maxFugitiveMoves]Move
	if moves := st.fugitiveMoves(buf[:0]); !strings.Contains(fmt.Sprint(moves), "C 1") {
		t.Errorf("the move onto the hub's detective is not among the legal moves %v", moves)
	}
	must(t, st.playFugitive(Move{Transport: Car, To: 1}))
	if !st.Over() || st.End() != Surrendered || st.Turn() != 4 {
		t.Errorf("after the fugitive walked onto a detective: %v, %v, turn %d", st.phase, st.End(), st.Turn())
	}
}

func TestRuleAnnouncementTurnsAreEveryFifth(t *testing.T) {
	var got []int
	for turn := 0; turn <= 51; turn++ {
		if isAnnouncement(turn) {
			got = append(got, turn)
		}
	}
	if diff := cmp.Diff([]int{5, 10, 15, 20, 25, 30, 35, 40, 45, 50}, got); diff != "" {
		t.Errorf("announcement turns (-want +got):\n%s", diff)
	}
	// The detectives are told the transport, and the city on those turns.
	m := wheel(t)
	st := wheelGame(t, m, 0)
	for turn := 1; turn <= 10; turn++ {
		must(t, st.playFugitive(idleFugitive(st.Fugitive())))
		want := Move{Transport: Car}
		if turn%5 == 0 {
			want.To = st.Fugitive()
		}
		if got := st.clue(turn); got != want {
			t.Errorf("turn %d: clue %v, want %v", turn, got, want)
		}
		must(t, st.playDetectives(idleSquad(st.Squad())))
	}
	if got := st.clue(5).String(); got != "C 7" {
		t.Errorf("the clue of turn 5 reads %q, want \"C 7\"", got)
	}
}

// TestRuleScoreOfEachAnnouncement checks the score of a catch in every
// turn, both ways: by a detective arriving, which counts the announcement
// of its turn as made (turn t: t div 5 made), and by the fugitive walking
// onto a detective, which does not ((t-1) div 5 made).
func TestRuleScoreOfEachAnnouncement(t *testing.T) {
	m := wheel(t)
	for turn := 1; turn <= MaxTurns; turn++ {
		st := wheelGame(t, m, turn-1)
		walk := st
		must(t, st.playFugitive(idleFugitive(st.Fugitive())))
		q := idleSquad(st.Squad())
		q[hubDetective(t, st.Squad())] = st.Fugitive()
		must(t, st.playDetectives(q))
		if want := [2]int{turn / 5, 20 - turn/5}; st.Score() != want {
			t.Errorf("caught by a detective in turn %d: score %v, want %v", turn, st.Score(), want)
		}
		must(t, walk.playFugitive(Move{Transport: Car, To: 1}))
		if want := [2]int{(turn - 1) / 5, 20 - (turn-1)/5}; walk.Score() != want {
			t.Errorf("walked onto a detective in turn %d: score %v, want %v", turn, walk.Score(), want)
		}
	}
	// The rule page's own examples.
	for _, tc := range []struct {
		turn  int
		walk  bool
		score [2]int
	}{
		{4, false, [2]int{0, 20}}, // in the first round, before the announcement
		{5, false, [2]int{1, 19}}, // in the first round, after it
		{5, true, [2]int{0, 20}},  // walking onto a detective: no announcement made
		{50, false, [2]int{10, 10}},
		{50, true, [2]int{9, 11}},
	} {
		st := wheelGame(t, m, tc.turn-1)
		if tc.walk {
			must(t, st.playFugitive(Move{Transport: Car, To: 1}))
		} else {
			must(t, st.playFugitive(idleFugitive(st.Fugitive())))
			q := idleSquad(st.Squad())
			q[hubDetective(t, st.Squad())] = st.Fugitive()
			must(t, st.playDetectives(q))
		}
		if st.Score() != tc.score {
			t.Errorf("turn %d, walk %v: score %v, want %v", tc.turn, tc.walk, st.Score(), tc.score)
		}
	}
}

func TestRuleTheFiftiethTurnEndsTheGame(t *testing.T) {
	m := wheel(t)
	st := wheelGame(t, m, 49)
	if st.Turn() != 50 || st.phase != fugitiveToMove {
		t.Fatalf("after 49 idle turns: turn %d, %v", st.Turn(), st.phase)
	}
	must(t, st.playFugitive(idleFugitive(st.Fugitive())))
	if st.Over() {
		t.Fatal("the game ended before the detectives' move of turn 50")
	}
	must(t, st.playDetectives(idleSquad(st.Squad())))
	if !st.Over() || st.End() != Escaped || st.Score() != [2]int{20, 0} || st.Turn() != 50 {
		t.Errorf("after turn 50: %v, %v, score %v, turn %d", st.phase, st.End(), st.Score(), st.Turn())
	}
	if st.announcements() != 10 {
		t.Errorf("%d announcements after turn 50, want 10", st.announcements())
	}
}

func TestRuleDetectivesWithoutAMoveLose(t *testing.T) {
	// Cities 1, 2 and 3 each join only 4 and 5 (a K2,3 by car), and a ring
	// 4-6-8-9-7-5 with a chord 6-7 holds the rest. Detectives on 1, 2 and
	// 3 have two cities to go to between three of them.
	m := mustMap(t, "9;C 1-4;C 1-5;C 2-4;C 2-5;C 3-4;C 3-5;C 4-6;C 6-8;C 8-9;C 9-7;C 7-5;C 6-7;END")
	must(t, m.Validate())
	trapped := Squad{1, 2, 3, 9}
	if m.canMove(trapped) {
		t.Fatal("canMove: the trapped detectives can move")
	}
	if !m.canMove(Squad{1, 2, 4, 9}) {
		t.Error("canMove: detectives on 1, 2, 4, 9 cannot move")
	}
	st := newState(m)
	must(t, st.placeDetectives(trapped))
	must(t, st.placeFugitive(8))
	must(t, st.playFugitive(Move{Transport: Car, To: 6}))
	if moves := st.squadMoves(nil); len(moves) != 0 {
		t.Errorf("legal moves of trapped detectives: %v", moves)
	}
	if _, ok := st.randomSquadMove(rand.New(rand.NewPCG(1, 2))); ok {
		t.Error("RandomSquadMove found a move for trapped detectives")
	}
	// Whatever they write breaks a rule; the fugitive wins 20-0.
	ref, err := NewReferee(Setup{Map: m})
	must(t, err)
	_, res := drive(ref, [2][]string{{"8", "C 6"}, {"1", "2", "3", "9", "4", "5", "4", "8"}})
	if res.Scores[Fugitive] != 20 || res.Fault == nil || res.Fault.Player != 1 || res.Fault.Rule != "one detective per city" {
		t.Errorf("trapped detectives: %+v %+v", res, res.Fault)
	}
}
