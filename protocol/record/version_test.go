package record_test

import (
	"bytes"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/record"
)

// The version comes from the build: the module's own version, or its
// version as a dependency (replaced or not), or "devel" with the VCS
// revision.
func TestBuildVersion(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}}
	for _, tc := range []struct {
		name string
		bi   *debug.BuildInfo
		want string
	}{
		{"no build info", nil, "devel"},
		{"a release", &debug.BuildInfo{Main: debug.Module{Path: record.ModulePath, Version: "v1.4.2"}}, "v1.4.2"},
		{"a pseudo-version", &debug.BuildInfo{Main: debug.Module{Path: record.ModulePath, Version: "v0.0.0-20260101120000-0123456789ab+dirty"}}, "v0.0.0-20260101120000-0123456789ab+dirty"},
		{"a checkout", &debug.BuildInfo{Main: debug.Module{Path: record.ModulePath, Version: "(devel)"}, Settings: vcs}, "devel 0123456789ab+dirty"},
		{"a checkout without VCS", &debug.BuildInfo{Main: debug.Module{Path: record.ModulePath, Version: "(devel)"}}, "devel"},
		{"a dependency", &debug.BuildInfo{Main: debug.Module{Path: "example.com/judge", Version: "v3.0.0"},
			Deps: []*debug.Module{{Path: "example.com/other", Version: "v9.9.9"}, {Path: record.ModulePath, Version: "v1.1.0"}}}, "v1.1.0"},
		{"a replaced dependency", &debug.BuildInfo{Main: debug.Module{Path: "example.com/judge"},
			Deps: []*debug.Module{{Path: record.ModulePath, Version: "v1.1.0", Replace: &debug.Module{Path: "../games", Version: ""}}}, Settings: vcs}, "devel 0123456789ab+dirty"},
	} {
		if got := record.BuildVersion(tc.bi, tc.bi != nil); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	if v := record.Version(); v == "" {
		t.Errorf("Version() is empty")
	}
}

func TestMajor(t *testing.T) {
	for v, want := range map[string]string{
		"v1.2.3": "v1", "v0.0.0-20260101120000-0123456789ab": "v0", "v12.0.0+incompatible": "v12", "v2": "v2",
		"devel": "", "devel 0123456789ab": "", "": "", "1.2.3": "", "v.1": "", "v01.2.0": "", "vx.1.0": "",
	} {
		if got := record.Major(v); got != want {
			t.Errorf("Major(%q) = %q, want %q", v, got, want)
		}
	}
}

// A record keeps the version that wrote it, the players' commands beside
// their names, and its opening; a reader of the same major version, or
// one of a development build, reads it, and one of another major version
// refuses it, naming the version that wrote it.
func TestRecordVersionCommandsAndOpening(t *testing.T) {
	defer record.SetVersion("v1.3.0")()
	header := `{"game":"g","seed":1,"options":{"position":"p"},"players":["new","old"],"commands":["./bot -x","builtin:search"],` +
		`"opening":{"file":"book.txt","line":3,"setup":"s","plies":["a","b"],"random":1},"version":"v1.2.0"}`
	rec, err := record.Read(strings.NewReader(header + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	h := rec.Header
	want := record.Header{Game: "g", Seed: 1, Options: map[string]string{"position": "p"}, Players: []string{"new", "old"},
		Commands: []string{"./bot -x", "builtin:search"}, Opening: &record.Opening{File: "book.txt", Line: 3, Setup: "s", Plies: []string{"a", "b"}, Random: 1},
		Version: "v1.2.0"}
	if diff := cmp.Diff(want, h); diff != "" {
		t.Errorf("header (-want +got):\n%s", diff)
	}

	newer := strings.Replace(header, `"version":"v1.2.0"`, `"version":"v2.0.1","ratings":{}`, 1)
	_, err = record.Read(strings.NewReader(newer + "\n"))
	if err == nil || !strings.Contains(err.Error(), "record line 1: the record was written by version v2.0.1 of github.com/contestgames/games, whose records this version (v1.3.0) cannot read: read it with a program of version v2") {
		t.Errorf("a record of v2: %v", err)
	}
	// A newer minor version's field: the error says which version wrote it.
	minor := strings.Replace(header, `"version":"v1.2.0"`, `"version":"v1.4.0","ratings":{}`, 1)
	_, err = record.Read(strings.NewReader(minor + "\n"))
	if err == nil || !strings.Contains(err.Error(), `unknown field "ratings" (the record was written by version v1.4.0, this is v1.3.0)`) {
		t.Errorf("a record of v1.4 with a new field: %v", err)
	}
	// Records without a version, and development builds, read as before.
	if _, err := record.Read(strings.NewReader(strings.Replace(header, `"version":"v1.2.0"`, `"version":"devel 0123456789ab"`, 1) + "\n")); err != nil {
		t.Errorf("a record of a devel build: %v", err)
	}
	if _, err := record.Read(strings.NewReader(strings.Replace(header, `,"version":"v1.2.0"`, "", 1) + "\n")); err != nil {
		t.Errorf("no version: %v", err)
	}
	defer record.SetVersion("devel")()
	if _, err := record.Read(strings.NewReader(strings.Replace(header, `"version":"v1.2.0"`, `"version":"v7.0.0"`, 1) + "\n")); err != nil {
		t.Errorf("a devel reader: %v", err)
	}
}

// A Match writes the version in its record's header, and its commands.
func TestMatchWritesTheVersion(t *testing.T) {
	defer record.SetVersion("v1.3.0")()
	var buf bytes.Buffer
	newCountMatch := func(w *bytes.Buffer) *protocol.Match {
		w.Reset()
		return &protocol.Match{Referee: toy.NewCount(4, games.Clock{}), Players: toy.Bots(toy.CountBot{}, toy.CountBot{}),
			Header: record.Header{Game: "count", Players: []string{"a", "b"}}, Record: w, NoTimes: true}
	}
	m := newCountMatch(&buf)
	m.Header.Commands = []string{"./a", "./b"}
	if _, err := m.Run(t.Context()); err != nil {
		t.Fatal(err)
	}
	first, _, _ := bytes.Cut(buf.Bytes(), []byte("\n"))
	if !bytes.HasSuffix(first, []byte(`,"commands":["./a","./b"],"version":"v1.3.0"}`)) {
		t.Errorf("header %s", first)
	}
	m = newCountMatch(&buf)
	m.Header.Commands = []string{"./a"}
	if _, err := m.Run(t.Context()); err == nil || !strings.Contains(err.Error(), "1 commands for a game of 2") {
		t.Errorf("one command for two seats: %v", err)
	}
}
