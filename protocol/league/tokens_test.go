package league

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	alquerque "github.com/contestgames/games/alquerque/bots"
)

// A token names its entrant; a token made again revokes the one before;
// the file keeps hashes alone, readable by its owner alone, and survives
// a rebuilt database; a bad name and a stranger's token are refused.
func TestTokens(t *testing.T) {
	l := newLeague(t, alquerque.Game())
	if names, err := l.Entrants(); err != nil || len(names) != 0 {
		t.Fatalf("a new league has entrants %v (%v), want none", names, err)
	}
	ann, err := l.Token("ann")
	must(t, err)
	bob, err := l.Token("bob")
	must(t, err)
	if len(ann) != 64 || ann == bob {
		t.Fatalf("tokens %q and %q: want two different ones of 64 hex digits", ann, bob)
	}
	entrant := func(token string) string {
		t.Helper()
		name, ok, err := l.Entrant(token)
		must(t, err)
		if !ok {
			return ""
		}
		return name
	}
	if entrant(ann) != "ann" || entrant(bob) != "bob" || entrant("") != "" || entrant(strings.Repeat("0", 64)) != "" || entrant(ann[:63]) != "" {
		t.Errorf("tokens name the wrong entrants")
	}
	again, err := l.Token("ann")
	must(t, err)
	if entrant(ann) != "" || entrant(again) != "ann" {
		t.Errorf("ann's old token still names %q, the new one %q: want it revoked", entrant(ann), entrant(again))
	}
	file := filepath.Join(l.Dir(), TokensFile)
	fi, err := os.Stat(file)
	must(t, err)
	b, err := os.ReadFile(file)
	must(t, err)
	if fi.Mode().Perm() != 0o600 || strings.Contains(string(b), again) || strings.Contains(string(b), bob) {
		t.Errorf("%s, mode %v, holds %s: want 0600 and no token", TokensFile, fi.Mode().Perm(), b)
	}
	must(t, l.Close())
	must(t, os.Remove(filepath.Join(l.Dir(), DBFile)))
	must(t, Rebuild(l.Dir(), alquerque.Game()))
	l2, err := Open(l.Dir(), alquerque.Game())
	must(t, err)
	defer l2.Close()
	if names, err := l2.Entrants(); err != nil || !slices.Equal(names, []string{"ann", "bob"}) {
		t.Errorf("after a rebuild, entrants %v (%v), want ann and bob", names, err)
	}
	for _, bad := range []string{"", "../ann", "a b", strings.Repeat("x", 41)} {
		if _, err := l2.Token(bad); err == nil || !strings.Contains(err.Error(), "league: token for") {
			t.Errorf("Token(%q): %v, want a refusal naming it", bad, err)
		}
	}
}
