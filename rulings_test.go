package games_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// citation is a comment's reference to a ruling: "RULINGS.md 2.3".
var citation = regexp.MustCompile(`RULINGS\.md,? (\d+\.\d+)`)

// Each game package ships the rulings it relies on where its contest's
// page leaves a point open, in RULINGS.md beside its code; every ruling a
// comment cites is there, and no code cites a file outside the module.
func TestRulingsShipWithEachGame(t *testing.T) {
	for _, dir := range gamePackages {
		rulings, err := os.ReadFile(filepath.Join(dir, "RULINGS.md"))
		if err != nil {
			t.Errorf("%s: %v", dir, err)
			continue
		}
		cited := 0
		err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if strings.Contains(string(src), "CLARIFICATIONS") {
				t.Errorf("%s cites CLARIFICATIONS.md, which is not in the module: cite RULINGS.md", path)
			}
			for _, m := range citation.FindAllStringSubmatch(string(src), -1) {
				cited++
				ruling := regexp.MustCompile(`(?m)^\s*(?:[-*]\s+)?(?:\*\*)?` + regexp.QuoteMeta(m[1]) + `\b`)
				if !ruling.Match(rulings) {
					t.Errorf("%s cites %s, which %s/RULINGS.md does not have", path, m[0], dir)
				}
			}
			return nil
		})
		if err != nil {
			t.Error(err)
		}
		if cited == 0 {
			t.Errorf("%s: no comment cites a ruling of its RULINGS.md", dir)
		}
	}
}
