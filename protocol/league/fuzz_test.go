package league

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
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

// FuzzParseKey reads a game's key as Rebuild finds it, in the name of a
// record file anyone may drop in the games directory: never a panic, and
// a key read writes back the same.
func FuzzParseKey(f *testing.F) {
	f.Add("ann@266c9de2d73e,bob@4d0e1f2a3b4c.s3.r1")
	f.Add("a@1,b@2,c@3,d@4.s0.r3")
	f.Add(".s.r")
	f.Add("x.s-1.r0")
	f.Fuzz(func(t *testing.T, key string) {
		labels, setup, rotation, err := parseKey(key)
		if err != nil {
			return
		}
		again := fmt.Sprintf("%s.s%d.r%d", strings.Join(labels, ","), setup, rotation)
		if l2, s2, r2, err := parseKey(again); err != nil || !slices.Equal(l2, labels) || s2 != setup || r2 != rotation {
			t.Fatalf("%q read as %q, %d, %d, which write %q, read back as %q, %d, %d (%v)", key, labels, setup, rotation, again, l2, s2, r2, err)
		}
	})
}
