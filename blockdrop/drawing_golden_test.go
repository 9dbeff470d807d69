package blockdrop

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/drawingtest"
	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
)

// officialReplay plays official game name with its scripted players and
// returns the replay page's frames of it, the record's events and the
// referee's effective actions.
func officialReplay(t *testing.T, name string) (*view.Replay, []record.Event, []Action) {
	t.Helper()
	g := readGolden(t, name)
	game := Game()
	ref, options, err := game.NewReferee(0, map[string]string{"start": g.start.String(), "turns": strconv.Itoa(g.turns)})
	if err != nil {
		t.Fatal(err)
	}
	rec := &drawingtest.Recorder{Referee: ref}
	var recv [NumPlayers]bytes.Buffer
	playScriptedOn(t, g, rec, &recv)
	return rec.Replay(t, game, 0, options), rec.Events, ref.(*Referee).Played()
}

// The end frame of each official game shows each player's last action as
// the record's last line of that player reads, whether the engine took it
// or ignored it (a player that waits after an attack, or has fallen, is
// still sent its messages and still answers). The fault this prevents: an
// end frame that said "last action: nothing" where the record's last line
// was R.
func TestViewEndShowsEachPlayersLastLine(t *testing.T) {
	ignored := 0
	for _, name := range goldenGames {
		t.Run(name, func(t *testing.T) {
			r, events, played := officialReplay(t, name)
			want := []string{"-", "-", "-", "-"}
			var answers [NumPlayers]int
			for _, ev := range events {
				if ev.Kind != record.Received {
					continue
				}
				if answers[ev.Player]++; answers[ev.Player] > 1 { // the first is READY
					want[ev.Player] = ParseReply(ev.Text).String()
				}
			}
			end := r.Frames[len(r.Frames)-1]
			if got := end.Facts["wrote"]; got != strings.Join(want, " ") {
				t.Errorf("the end frame says the players last wrote %q; the record's last lines read %q", got, strings.Join(want, " "))
			}
			d := end.Draw.(blockdropDraw)
			for p, pl := range d.Players {
				if pl.Wrote != want[p] {
					t.Errorf("player %d is drawn having written %q; its last line reads %s", p, pl.Wrote, want[p])
				}
				took := played[pl.WroteAt].String() == pl.Wrote
				if took != (pl.Ignored == "") {
					t.Errorf("player %d wrote %s in T=%d, and %s took effect; drawn ignored for %q", p, pl.Wrote, pl.WroteAt, played[pl.WroteAt], pl.Ignored)
				}
				if pl.Ignored != "" {
					ignored++
				}
			}
		})
	}
	if ignored == 0 {
		t.Error("no official game ends with a line the engine ignored: the fault's case was not checked")
	}
}

// A player that falls stays on the board, drawn in every later frame at
// the square it fell from: a square of the block that fell under it that
// turn, where it stood or one step from there. The fault this prevents:
// fallen players vanished from the board.
func TestViewFallenPlayersStayWhereTheyFell(t *testing.T) {
	falls := 0
	for _, name := range goldenGames {
		t.Run(name, func(t *testing.T) {
			r, _, _ := officialReplay(t, name)
			var fell [NumPlayers]*blockdropPlayer // as first drawn fallen
			for i := 1; i < len(r.Frames); i++ {
				prev, d := r.Frames[i-1].Draw.(blockdropDraw), r.Frames[i].Draw.(blockdropDraw)
				turn, _ := strconv.Atoi(r.Frames[i].Facts["turn"])
				for p := range d.Players {
					pl, was := d.Players[p], prev.Players[p]
					switch {
					case pl.X >= 0:
						continue
					case fell[p] != nil:
						if pl.Out != fell[p].Out || pl.FellX != fell[p].FellX || pl.FellY != fell[p].FellY {
							t.Errorf("frame %d: player %d drawn fallen at %d,%d in T=%d; it fell at %d,%d in T=%d",
								i, p, pl.FellX, pl.FellY, pl.Out, fell[p].FellX, fell[p].FellY, fell[p].Out)
						}
						continue
					}
					fell[p] = &pl
					falls++
					dist := abs(pl.FellX-was.X) + abs(pl.FellY-was.Y)
					b := BlockOf(pl.FellX, pl.FellY)
					if dist > 1 || d.Blocks[b] != Fallen+(turn-pl.Out) {
						t.Errorf("frame %d: player %d, at %d,%d before, drawn fallen from %d,%d in T=%d, whose block %d has counter %d",
							i, p, was.X, was.Y, pl.FellX, pl.FellY, pl.Out, b, d.Blocks[b])
					}
				}
			}
		})
	}
	if falls < 4 {
		t.Errorf("%d falls in the official games: too few to check", falls)
	}
}
