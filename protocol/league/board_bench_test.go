package league_test

import (
	"fmt"
	"net/http/httptest"
	"testing"

	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/league/live"
)

// BenchmarkBoard times the live page of a long league as a browser asks
// for it: "/", the page, and "/board", the board it puts in place as
// games end.
func BenchmarkBoard(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		s := &live.Server{League: league.FillLeague(b, n)}
		for _, path := range []string{"/", "/board"} {
			b.Run(fmt.Sprintf("games=%d/path=%s", n, path), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					w := httptest.NewRecorder()
					s.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
					if w.Code != 200 {
						b.Fatalf("GET %s: %d %s", path, w.Code, w.Body)
					}
				}
			})
		}
	}
}
