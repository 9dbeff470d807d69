package bots

import (
	"math"
	"os"
	"testing"

	"github.com/contestgames/games/ontherun"
)

// TestStrength plays the bots against each other in each role, on
// generated maps, and reports each share of the points with its 95%
// interval: evade as the fugitive against chase, and cordon with the
// detectives against flee, as the first measure of the planners; shadow
// as the fugitive against cordon, the strongest detectives, which shows
// cordon's share against shadow too, and against detectives its models
// do not copy move for move (chase is one of them, but shadow foresees
// only one of its turns, and weighs it with cordon; cordon-clock looks
// at more joint moves than cordon, as the wall clock lets it, so that
// those games depend on the machine; evade's share against it is for
// the record); and cordon with the detectives against evade.
// It is a long series (about half an hour on one core), run only
// with CONTESTGAMES_STRENGTH=1; it fails when a bot's share, or the lower
// end of its interval, falls below what the table asks. The points are
// the game's: 20 a game, all the fugitive's if it escapes, otherwise 10
// and the announcements not yet made for the detectives.
//
//	CONTESTGAMES_STRENGTH=1 go test ./ontherun/bots -run TestStrength -v -timeout 1h
func TestStrength(t *testing.T) {
	if os.Getenv("CONTESTGAMES_STRENGTH") == "" {
		t.Skip("a long series: set CONTESTGAMES_STRENGTH=1")
	}
	for _, tc := range []struct {
		name       string
		fugitive   func(*ontherun.Map, uint64) *Bot
		detectives func(*ontherun.Map, uint64) *Bot
		seat       ontherun.Role // whose share is measured
		games      int
		share, low float64 // the least share, and the least lower end of its interval
	}{
		{"evade against chase", NewEvade, NewChase, ontherun.Fugitive, 100, 0.75, 0},
		{"flee against cordon", NewFlee, NewCordon, ontherun.Detectives, 100, 0.75, 0},
		{"shadow against cordon", NewShadow, NewCordon, ontherun.Fugitive, 400, 0.70, 0.70},
		{"shadow against chase", NewShadow, NewChase, ontherun.Fugitive, 100, 0.75, 0},
		{"shadow against cordon-clock", NewShadow, newClockBot, ontherun.Fugitive, 100, 0.70, 0},
		{"evade against cordon-clock", NewEvade, newClockBot, ontherun.Fugitive, 100, 0, 0}, // for the record
		{"cordon against evade", NewEvade, NewCordon, ontherun.Detectives, 400, 0.55, 0.50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			points := fugitivePoints(t, tc.games, 5000, tc.fugitive, tc.detectives)
			share, lo, hi := shareInterval(points, tc.seat)
			t.Logf("%s: %d games, share %.1f%% (95%% interval %.1f%% to %.1f%%); the other side %.1f%%",
				tc.name, len(points), 100*share, 100*lo, 100*hi, 100*(1-share))
			if share < tc.share || lo < tc.low {
				t.Errorf("%s: share %.1f%% (interval from %.1f%%), want at least %.0f%% (from %.0f%%)",
					tc.name, 100*share, 100*lo, 100*tc.share, 100*tc.low)
			}
		})
	}
}

// fugitivePoints plays n games, game i on the map of seed firstMap+i
// between the bots made with seed i, and returns the fugitive's points in
// each.
func fugitivePoints(t *testing.T, n int, firstMap uint64, fugitive, detectives func(*ontherun.Map, uint64) *Bot) []float64 {
	t.Helper()
	points := make([]float64, n)
	for i := range points {
		m := generated(t, firstMap+uint64(i))
		res := match(t, m, fugitive(m, uint64(i)), detectives(m, uint64(i)))
		points[i] = res.Scores[ontherun.Fugitive]
	}
	return points
}

// shareInterval returns the share of the points that seat took in games
// where the fugitive scored points (of 20 a game), with a 95% interval
// for it: the mean of the games' shares give or take 1.96 standard
// errors, the games being independent draws.
func shareInterval(points []float64, seat ontherun.Role) (share, lo, hi float64) {
	n := float64(len(points))
	sum, sq := 0.0, 0.0
	for _, p := range points {
		s := p / 20
		if seat == ontherun.Detectives {
			s = 1 - s
		}
		sum += s
		sq += s * s
	}
	share = sum / n
	variance := max(sq/n-share*share, 0) * n / max(n-1, 1)
	half := 1.96 * math.Sqrt(variance/n)
	return share, share - half, share + half
}
