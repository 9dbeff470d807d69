package league

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
)

// VersionDir returns the directory of version v's files: its program (a
// built-in bot has none), its build.log when it was built from a source,
// and its smoke games' records, smoke-SEAT.jsonl, when it played them.
func (l *League) VersionDir(v Version) string {
	return filepath.Join(l.dir, VersionsDir, v.Name, v.ID)
}

// RecentOf returns the last n games kept in which a version of the bot
// name played, the last first.
func (l *League) RecentOf(name string, n int) ([]Finished, error) {
	rows, err := l.db.Query(`SELECT key, seating, result FROM results JOIN games USING (key)
		WHERE instr(',' || seating, ',' || ? || '@') > 0 ORDER BY ended DESC LIMIT ?`, name, n)
	if err != nil {
		return nil, err
	}
	return scanFinished(rows)
}

// scanFinished reads rows of key, seating and result, and closes them.
func scanFinished(rows *sql.Rows) ([]Finished, error) {
	defer rows.Close()
	var out []Finished
	for rows.Next() {
		var f Finished
		var seating, result string
		if err := rows.Scan(&f.Key, &seating, &result); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(result), &f.Result); err != nil {
			return nil, fmt.Errorf("game %s: %w", f.Key, err)
		}
		f.Seating = strings.Split(seating, ",")
		out = append(out, f)
	}
	return out, rows.Err()
}
