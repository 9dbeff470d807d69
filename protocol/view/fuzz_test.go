package view_test

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/contestgames/games/internal/allgames"

	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
)

// Records come from outside (a file "referee view" is given): whatever
// record ReadRecord accepts, Build must not panic, and the page of a
// replay it builds must write.
func FuzzBuild(f *testing.F) {
	gs := allgames.Games()
	for _, g := range gs {
		f.Add(recordOf(f, g, 1, nil, nil))
	}
	if old, err := os.ReadFile("../record/testdata/alquerque-before-stderr.jsonl"); err == nil {
		f.Add(old)
	}
	f.Add([]byte(`{"game":"langwars","seed":1,"players":["a","b","c","d"]}` + "\n" +
		`{"from":0,"text":"READY","ms":1}` + "\n" + `{"fault":"exited","player":2}` + "\n" + `{"interrupted":"x"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := record.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		for _, g := range gs {
			if g.Name != rec.Header.Game {
				continue
			}
			r, err := view.Build(g, rec)
			if err != nil {
				return
			}
			if err := r.WritePage(io.Discard); err != nil {
				t.Fatalf("the page of a replay Build made: %v", err)
			}
		}
	})
}
