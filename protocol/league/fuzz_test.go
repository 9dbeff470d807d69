package league

import (
	"encoding/json"
	"reflect"
	"testing"
)

// FuzzParseSettings reads league.json as a person may have edited it:
// never a panic, and settings read are valid and read back the same.
func FuzzParseSettings(f *testing.F) {
	good, _ := json.Marshal(NewSettings("alquerque"))
	f.Add(good)
	f.Add([]byte(`{"game":"blockdrop","seed":3,"concurrency":4,"clock":{"perturn":1000000000},"program":{"memory_limit":67108864}}`))
	f.Add([]byte(`{"game":"alquerque","program":{},"builds":[]}`))
	f.Add([]byte(`{"game":"x"} {}`))
	f.Add([]byte(`{"game":"alquerque","concurrency":-1,"program":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSettings(data)
		if err != nil {
			return
		}
		if err := s.check(); err != nil {
			t.Fatalf("read settings that do not check: %v", err)
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		again, err := ParseSettings(b)
		if err != nil || !reflect.DeepEqual(again, s) {
			t.Fatalf("read back %+v (%v), want %+v", again, err, s)
		}
	})
}
