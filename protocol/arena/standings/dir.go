package standings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/record"
)

// The files of a tournament's record directory: package arena writes
// them as the games end, and ReadDir reads them back.
const (
	// DescriptionFile holds the tournament's [Description], in JSON.
	DescriptionFile = "tournament.json"
	// IndexFile holds a [Result] a line, in JSON, in the order the games
	// ended ([ReadIndex]).
	IndexFile = "index.jsonl"
	// RecordsDir holds the record of each game ([RecordFile]).
	RecordsDir = "records"
)

// A Description is what makes a tournament itself: a record directory
// holds one, and refuses another. Its JSON is the directory's
// DescriptionFile, read back by directories written since the first
// tournaments: fields are added, never renamed.
type Description struct {
	Game    string   `json:"game"`
	Players []string `json:"players"`
	// Names are the players' names; a directory written before players
	// had names has none, and reads as having the names made from the
	// specs ([Names]).
	Names []string `json:"names,omitempty"`
	// Book and RandomPlies are the openings': a directory written before
	// tournaments had openings has neither.
	Book        []string          `json:"book,omitempty"`
	RandomPlies int               `json:"random_plies,omitempty"`
	Format      Format            `json:"format"`
	Sets        int               `json:"sets"`
	Seed        uint64            `json:"seed"`
	Options     map[string]string `json:"options"`
	Clock       *games.Clock      `json:"clock,omitempty"`
	// Memory is the programs' memory limit in MiB, as the referee's
	// -memory flag gives it, and MemoryBytes the limit in bytes when it
	// is not a whole number of MiB (then Memory is 0): see [MemoryFields].
	Memory      int64 `json:"memory,omitempty"`
	MemoryBytes int64 `json:"memory_bytes,omitempty"`
	// Sandbox is the JSON of the programs' sandbox (a program.Sandbox),
	// kept as it is: a page that reads a directory starts no program.
	Sandbox json.RawMessage `json:"sandbox,omitempty"`
	Shard   string          `json:"shard,omitempty"`
	SPRT    *stats.SPRT     `json:"sprt,omitempty"`
}

// MemoryFields returns the Description's fields for a memory limit of
// limit bytes: whole MiB in Memory, as directories have always kept it,
// or else the bytes in MemoryBytes.
func MemoryFields(limit int64) (mib, bytes int64) {
	if limit%(1<<20) == 0 {
		return limit >> 20, 0
	}
	return 0, limit
}

// Differs says how two descriptions differ, by the first field in JSON
// whose value differs, named as the command line of "referee tournament"
// sets it, or "" when they are alike: "-pairs 1 there, -pairs 2 here",
// since the user who reuses a directory changed a flag, not a field.
func (d Description) Differs(e Description) string {
	x, y := d.fields(), e.fields()
	keys := slices.Sorted(maps.Keys(x))
	for _, k := range slices.Sorted(maps.Keys(y)) {
		if _, ok := x[k]; !ok {
			keys = append(keys, k)
		}
	}
	// A limit in bytes has no -memory flag (which takes MiB): say it in
	// bytes, before "no -memory" says less than the truth.
	if i := slices.Index(keys, "memory_bytes"); i > 0 {
		keys = append([]string{"memory_bytes"}, slices.Delete(keys, i, i+1)...)
	}
	for _, k := range keys {
		xk, yk := x[k], y[k]
		switch {
		case bytes.Equal(xk, yk):
		case flagOf[k] != "":
			return fmt.Sprintf("%s there, %s here", flagText(flagOf[k], xk), flagText(flagOf[k], yk))
		default:
			return fmt.Sprintf("%s: %s there, %s here", fieldWords(k), valueText(xk), valueText(yk))
		}
	}
	return ""
}

// flagOf names the flag of "referee tournament" that sets each field of
// a description that one flag sets, by its name in JSON; descriptionWords
// names the others.
var flagOf = map[string]string{
	"sets": "pairs", "seed": "seed", "format": "format", "memory": "memory",
	"random_plies": "random-plies", "shard": "shard", "sprt": "sprt",
}

var descriptionWords = map[string]string{
	"game": "the game", "players": "the players", "names": "the players' names (NAME=COMMAND)",
	"book": "the set-ups of -openings", "options": "the game's options", "sandbox": "the sandbox (-sandbox and its limits)",
	"clock": "the clock (-time, -turntime, -handshake, -pause)", "memory_bytes": "the memory limit in bytes",
}

// flagText returns the flag name with value v (nil when not set), as a
// command line gives it: "-pairs 4", "-format gauntlet", "no -memory".
func flagText(name string, v json.RawMessage) string {
	if v == nil {
		return "no -" + name
	}
	var str string
	if json.Unmarshal(v, &str) == nil && str != "" && !strings.ContainsAny(str, " \t\"") {
		return "-" + name + " " + str
	}
	return "-" + name + " " + cut(v)
}

// fieldWords names the field k of a description that no one flag sets.
func fieldWords(k string) string {
	if w := descriptionWords[k]; w != "" {
		return w
	}
	return k
}

// valueText returns a value as JSON, cut short, or "not set" for nil.
func valueText(v json.RawMessage) string {
	if v == nil {
		return "not set"
	}
	return cut(v)
}

// cut returns the JSON text of a value, cut short after 80 bytes.
func cut(v json.RawMessage) string {
	if len(v) > 80 {
		return string(v[:80]) + "…"
	}
	return string(v)
}

// fields returns the JSON of each field of d, by name: compared as they
// are, a seed keeps all its 64 bits, as it would not as a float64.
func (d Description) fields() map[string]json.RawMessage {
	b, _ := json.Marshal(d)
	var m map[string]json.RawMessage
	json.Unmarshal(b, &m)
	return m
}

// A Dir is a record directory read back, for a table: its description
// (the players' specs, Names their names; the openings, the format, the
// SPRT if it had one) and the results in its index, in no order.
type Dir struct {
	Path string
	Description
	Results []Result
}

// ReadDescription reads the description of the tournament in the record
// directory dir, as written then: a directory written before players had
// names reads as having the names made from their specs.
func ReadDescription(dir string) (Description, error) {
	name := filepath.Join(dir, DescriptionFile)
	data, err := os.ReadFile(name)
	if err != nil {
		return Description{}, err
	}
	var d Description
	if err := json.Unmarshal(data, &d); err != nil {
		return Description{}, fmt.Errorf("%s: %v", name, err)
	}
	if d.Names == nil {
		d.Names = Names(nil, d.Players)
	}
	return d, nil
}

// ReadDir reads a tournament's record directory: its description and the
// results in its index.
func ReadDir(dir string) (*Dir, error) {
	d, err := ReadDescription(dir)
	if err != nil {
		return nil, fmt.Errorf("%s: not a tournament's directory: %v", dir, err)
	}
	done, _, err := ReadIndex(filepath.Join(dir, IndexFile))
	if err != nil {
		return nil, err
	}
	out := &Dir{Path: dir, Description: d}
	for _, r := range done {
		if r.Digest == "" {
			// An index from before games had digests: the record
			// has the moves, if it was kept.
			r.Digest = digestFile(out.RecordFile(r.ID))
		}
		out.Results = append(out.Results, r)
	}
	return out, nil
}

// digestFile returns the digest of the game recorded in the file name, or
// "" when it cannot be read.
func digestFile(name string) string {
	data, err := os.ReadFile(name)
	if err != nil {
		return ""
	}
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		return ""
	}
	return RecordDigest(rec)
}

// RecordFile returns the file of the record of game id in the directory.
func (d *Dir) RecordFile(id string) string { return RecordFile(d.Path, id) }

// RecordFile returns the file that keeps the record of game id in the
// record directory dir: package arena writes it there, and a Dir reads it.
func RecordFile(dir, id string) string {
	return filepath.Join(dir, RecordsDir, id+".jsonl")
}

// Merge joins the results of directories of one tournament, such as its
// shards, in game order. Directories of different games, players or
// set-ups are refused.
func Merge(dirs []*Dir) ([]Result, error) {
	if len(dirs) == 0 {
		return nil, errors.New("no directory")
	}
	first := dirs[0].Description
	first.Shard = ""
	seen := map[string]bool{}
	var out []Result
	for _, d := range dirs {
		e := d.Description
		e.Shard = ""
		if diff := first.Differs(e); diff != "" {
			return nil, fmt.Errorf("%s and %s are of different tournaments: %s", dirs[0].Path, d.Path, diff)
		}
		for _, r := range d.Results {
			if !seen[r.ID] {
				seen[r.ID] = true
				out = append(out, r)
			}
		}
	}
	sortResults(out)
	return out, nil
}
