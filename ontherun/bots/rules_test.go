package bots

import (
	"testing"

	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/ontherun"
)

// TestBotsKeepTheRules holds to the game, over played games, the rules
// that evade and cordon work out themselves because package ontherun does
// not export them (it exports as many names as a package may):
//
//   - the suspects' update for the fugitive's move (ontherun's
//     suspects.moved, which View.Play applies): after each
//     clue that names no city, evade's node.by gives the view's suspects,
//     the cities one move by the clue's transport from the suspects before
//     it, less the detectives' cities;
//   - the suspects' update for the detectives' move (suspects.searched, in
//     View.Play): the suspects less their new cities, as evade's
//     moveValue takes them after hunt;
//   - the announcement rule (isAnnouncement and turnsPerRound in
//     ontherun's state.go): the game tells the fugitive's city in exactly
//     the turns isAnnouncement gives (evade's moveValue and beliefRisks,
//     cordon's closeLook for the turn after), and announcementsBy(t)
//     counts those told in turns 1 to t (caughtAt's points).
func TestBotsKeepTheRules(t *testing.T) {
	pairs := [][2]string{{"evade", "cordon"}, {"evade", "random"}, {"random", "chase"}}
	maps := 3
	if race.Enabled {
		maps = 1
	}
	spreads, searches, announced := 0, 0, 0
	for i := range uint64(maps) {
		m := generated(t, 9000+i)
		p := newPlanner(m, 0, 0) // the bots' copies of the rules, on m
		for _, pair := range pairs {
			f, d := quickBot(pair[0], m, i), quickBot(pair[1], m, i+10)
			st, err := ontherun.NewState(ontherun.Setup{Map: m})
			if err != nil {
				t.Fatal(err)
			}
			q := d.strat.placeSquad(d)
			must(t, d.view.Play(ontherun.Move{Squad: q}), st.Play(ontherun.Move{Squad: q}))
			f.game = st
			start := f.strat.placeFugitive(f)
			must(t, st.Play(ontherun.Move{To: start}), d.view.Play(ontherun.Move{To: start}))
			if announcementsBy(0) != 0 {
				t.Fatalf("announcementsBy(0) = %d, want 0", announcementsBy(0))
			}
			told := 0
			for !st.Over() {
				before := st.View()
				f.game = st
				must(t, st.Play(f.strat.moveFugitive(f)))
				if st.Over() {
					break // caught by its own move: the detectives are told nothing
				}
				turn := st.Turn()
				after := st.View()
				clue := after.Clues[turn-1]
				if clue.To != ontherun.NoCity {
					told++
					announced++
				}
				if got := isAnnouncement(turn); got != (clue.To != ontherun.NoCity) {
					t.Fatalf("map %d, %s vs %s, turn %d: isAnnouncement gives %v, the game's clue is %v", i, pair[0], pair[1], turn, got, clue)
				}
				if got := announcementsBy(turn); got != told {
					t.Fatalf("map %d, %s vs %s: announcementsBy(%d) = %d, the game told the city %d times", i, pair[0], pair[1], turn, got, told)
				}
				if clue.To == ontherun.NoCity {
					n := p.newNode(before.Squad, before.Suspects)
					if got := n.by(p, clue.Transport); got != after.Suspects {
						t.Fatalf("map %d, %s vs %s, turn %d, clue %v: evade's suspects %v, the view's %v", i, pair[0], pair[1], turn, clue, got, after.Suspects)
					}
					spreads++
				}
				must(t, d.view.Play(clue))
				q := d.strat.moveSquad(d)
				must(t, d.view.Play(ontherun.Move{Squad: q}), st.Play(ontherun.Move{Squad: q}))
				if st.Over() {
					break
				}
				if got, want := after.Suspects.Minus(squadCities(q)), st.View().Suspects; got != want {
					t.Fatalf("map %d, %s vs %s, turn %d: the suspects less the detectives' cities %v are %v, the view's %v", i, pair[0], pair[1], turn, q, got, want)
				}
				searches++
			}
		}
	}
	t.Logf("%d clues without a city, %d detectives' moves, %d announcements checked", spreads, searches, announced)
	if spreads == 0 || searches == 0 || announced == 0 {
		t.Errorf("the games checked too little: %d clues without a city, %d detectives' moves, %d announcements", spreads, searches, announced)
	}
}
