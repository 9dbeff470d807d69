//go:build linux

package main

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/league"
)

// "league token" prints a new token alone on stdout, which names its
// entrant and revokes the one before; the league keeps its hash alone,
// in a file of its owner's; a bad name or a missing one is a mistake of
// the command line.
func TestLeagueToken(t *testing.T) {
	t.Parallel()
	dir := newBotLeague(t, "ann")
	first := leagueCmd(t, "league", "token", dir, "ann")
	second := leagueCmd(t, "league", "token", dir, "ann")
	hex := regexp.MustCompile(`^[0-9a-f]{64}\n$`)
	if !hex.MatchString(first) || !hex.MatchString(second) || first == second {
		t.Fatalf("tokens %q and %q: want two different ones, 64 hex digits alone on a line", first, second)
	}
	l, err := league.Open(dir, alquerque.Game())
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	for token, want := range map[string]bool{strings.TrimSpace(first): false, strings.TrimSpace(second): true} {
		if name, ok, err := l.Entrant(token); err != nil || ok != want || ok && name != "ann" {
			t.Errorf("token %s…: entrant %q, %v (%v); want ann: %v", token[:8], name, ok, err, want)
		}
	}
	file := filepath.Join(dir, league.TokensFile)
	fi, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(file)
	if fi.Mode().Perm() != 0o600 || strings.Contains(string(b), strings.TrimSpace(second)) {
		t.Errorf("%s: mode %v, holding %s; want 0600 and no token", file, fi.Mode().Perm(), b)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"league", "token", dir}, "want DIR NAME"},
		{[]string{"league", "token", dir, "../ann"}, `league token: league: token for "../ann"`},
	} {
		var out, errs bytes.Buffer
		err := run(context.Background(), registry(builtinGames()), c.args, &out, &errs)
		if status := exitStatus(context.Background(), err, &errs); status != 2 || !strings.Contains(errs.String(), c.want) || out.Len() != 0 {
			t.Errorf("%s: exit status %d, stderr %q, stdout %q; want 2, one line saying %q, nothing", strings.Join(c.args, " "), status, errs.String(), out.String(), c.want)
		}
	}
}

// -http ADDR without a host binds to 127.0.0.1, this machine alone; an
// ADDR that names a host binds there.
func TestLeagueHTTPBindsToLocalhost(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		":8080":        "127.0.0.1:8080",
		":0":           "127.0.0.1:0",
		"0.0.0.0:8080": "0.0.0.0:8080",
		"[::]:8080":    "[::]:8080",
		"localhost:80": "localhost:80",
		"nonsense":     "nonsense",
	} {
		if got := bindAddr(in); got != want {
			t.Errorf("bindAddr(%q) = %q, want %q", in, got, want)
		}
	}
	l, err := league.Open(newBotLeague(t, "ann"), alquerque.Game())
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	var said bytes.Buffer
	stop, err := serveLive(l, ":0", &said)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	url, ok := strings.CutPrefix(strings.TrimSpace(said.String()), "the live page: ")
	if !ok || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("serveLive said %q, want the page at 127.0.0.1", said.String())
	}
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("GET %s: %s", url, res.Status)
	}
}
