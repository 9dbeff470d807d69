package league

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/contestgames/games/protocol/arena/standings"
)

// TokensFile holds, in a league's directory, the SHA-256 of each
// entrant's secret token, by name, in JSON, readable by its owner alone.
// It is a file, not a table, so that a database rebuilt from the files
// keeps the tokens, and so that a token made by one process is seen at
// once by the one that serves the live page. A league without it (or
// with no token in it) takes no upload.
const TokensFile = "tokens.json"

// tokenBytes is how many random bytes make a token: 256 bits, so that
// the token's SHA-256, kept in a file, need not be slow to compute to
// keep the token secret.
const tokenBytes = 32

// tokensMu makes the Tokens of one process one at a time: each reads the
// file, changes one name and writes it whole.
var tokensMu sync.Mutex

// Token makes a new secret token for the entrant name (whether or not
// the league has a version of name yet), revoking the one before, and
// returns it. Only its SHA-256 is kept, in TokensFile: the token cannot
// be shown again, only made again. With it an entrant adds and retires
// versions of name, and reads their build logs and standard error, on the
// live page (package live). Two processes making tokens at the same
// moment may lose one of them: make them one at a time.
func (l *League) Token(name string) (string, error) {
	if !standings.ValidName(name) {
		return "", fmt.Errorf("league: token for %q: want a name of 1 to 40 letters, digits, '.', '_', '-' or '+', from a letter or a digit", name)
	}
	b := make([]byte, tokenBytes)
	rand.Read(b) // crypto/rand's Read never fails
	token := hex.EncodeToString(b)
	tokensMu.Lock()
	defer tokensMu.Unlock()
	hashes, err := l.readTokens()
	if err != nil {
		return "", err
	}
	hashes[name] = tokenHash(token)
	data, _ := json.MarshalIndent(hashes, "", "  ") // a map of strings: it marshals
	file := filepath.Join(l.dir, TokensFile)
	// A half-written file left by a kill keeps its mode through
	// writeFile's O_TRUNC: it goes first, so that the file is 0600.
	if err := os.Remove(file + ".tmp"); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("league: token for %q: %w", name, err)
	}
	if err := writeFile(file, append(data, '\n'), 0o600); err != nil {
		return "", fmt.Errorf("league: token for %q: %w", name, err)
	}
	return token, nil
}

// Entrant returns the name whose token is token; ok is false when the
// league has no such token (a token made again revokes the one before).
// Every kept hash is compared, each in constant time.
func (l *League) Entrant(token string) (name string, ok bool, err error) {
	if token == "" {
		return "", false, nil
	}
	hashes, err := l.readTokens()
	if err != nil {
		return "", false, err
	}
	got, _ := hex.DecodeString(tokenHash(token))
	for n, h := range hashes {
		want, err := hex.DecodeString(h)
		if err == nil && subtle.ConstantTimeCompare(got, want) == 1 {
			name, ok = n, true
		}
	}
	return name, ok, nil
}

// Entrants returns the names that have a token, sorted: none means that
// the league takes no upload.
func (l *League) Entrants() ([]string, error) {
	hashes, err := l.readTokens()
	if err != nil {
		return nil, err
	}
	var names []string
	for n := range hashes {
		names = append(names, n)
	}
	slices.Sort(names)
	return names, nil
}

// readTokens reads TokensFile: an empty map when there is none.
func (l *League) readTokens() (map[string]string, error) {
	file := filepath.Join(l.dir, TokensFile)
	b, err := os.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("league: tokens: %w", err)
	}
	hashes := map[string]string{}
	if err := json.Unmarshal(b, &hashes); err != nil {
		return nil, fmt.Errorf("league: tokens: %s: %w", file, err)
	}
	return hashes, nil
}

// tokenHash returns the hex SHA-256 of token, as TokensFile keeps it.
func tokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
