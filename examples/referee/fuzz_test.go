package main

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// -seed reads every 64-bit seed, unsigned or negative, and nothing else
// (a "+" is refused, as the unsigned flag before it refused it): a
// seed it takes is written back as given and reads again as the same
// seed; a signed one is its two's complement.
//
//	go test -run='^$' -fuzz=FuzzSeedFlag -fuzztime=15s ./examples/referee
func FuzzSeedFlag(f *testing.F) {
	for _, s := range []string{"1", "0", "-1", "18446744073709551615", "-9223372036854775808", "18446744073709551616", "+1", "x", "", " 1", "01"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var sf seedFlag
		if err := sf.Set(s); err != nil {
			_, uerr := strconv.ParseUint(s, 10, 64)
			i, ierr := strconv.ParseInt(s, 10, 64)
			if uerr == nil || ierr == nil && i < 0 {
				t.Fatalf("Set(%q) refused a number: %v", s, err)
			}
			return
		}
		if u, err := strconv.ParseUint(s, 10, 64); err == nil && (sf.n != u || sf.signed) {
			t.Fatalf("Set(%q) = %+v, want the unsigned %d", s, sf, u)
		}
		if i, err := strconv.ParseInt(s, 10, 64); err == nil && i < 0 && (sf.n != uint64(i) || !sf.signed) {
			t.Fatalf("Set(%q) = %+v, want the two's complement of %d", s, sf, i)
		}
		var back seedFlag
		if err := back.Set(sf.String()); err != nil || back != sf {
			t.Fatalf("Set(%q) = %+v, written %q, read back %+v, %v", s, sf, sf.String(), back, err)
		}
	})
}

// -sprt's value, outside input, is read without panicking: what it takes
// is a valid test with finite bounds, and what it refuses is said in one
// line.
func FuzzParseSPRT(f *testing.F) {
	for _, s := range []string{"elo0=0,elo1=5", "elo0=0,elo1=5,alpha=0.05,beta=0.05,model=logistic",
		"model=normalized", "elo1=NaN", "elo0=5,elo1=0", "alpha=2", "x=1", "", ",,", "model="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp, err := parseSPRT(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("parseSPRT(%q): error on more than one line: %q", s, err)
			}
			return
		}
		if err := sp.Validate(); err != nil {
			t.Fatalf("parseSPRT(%q) took %+v, which is not valid: %v", s, sp, err)
		}
		if math.IsNaN(sp.Elo0) || math.IsNaN(sp.Elo1) || math.IsInf(sp.Elo0, 0) || math.IsInf(sp.Elo1, 0) {
			t.Fatalf("parseSPRT(%q) = %+v: bounds not finite", s, sp)
		}
	})
}

// -env's value, outside input, is read without panicking: what it takes
// is one variable a program's environment can hold, NAME=VALUE with a
// name and no NUL byte, as program.Options.ExtraEnv wants it; what
// it refuses is said in one line.
func FuzzEnvFlag(f *testing.F) {
	for _, s := range []string{"A=1", "A=", "=1", "", "PATH", "NO_SUCH_VARIABLE_HERE", "A=b=c", "A\x00=1", "A=\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var e envFlag
		if err := e.Set(s); err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("Set(%q): error on more than one line: %q", s, err)
			}
			return
		}
		if len(e.vars) != 1 {
			t.Fatalf("Set(%q) took %q, want one variable", s, e.vars)
		}
		name, _, ok := strings.Cut(e.vars[0], "=")
		if !ok || name == "" || strings.ContainsRune(e.vars[0], 0) || !strings.HasPrefix(s, name) {
			t.Fatalf("Set(%q) took %q, which no environment can hold as given", s, e.vars[0])
		}
	})
}
