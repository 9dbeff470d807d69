package record

import (
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
)

// ModulePath is the path of the module whose version [Version] gives.
const ModulePath = "github.com/contestgames/games"

// Version returns the version of module github.com/contestgames/games in
// the running program, as runtime/debug.ReadBuildInfo gives it: the
// module's version ("v1.2.0", or a pseudo-version such as
// "v0.0.0-20260101120000-0123456789ab" that the go command gives a build
// of a checkout) whether the program is the module's own (the referee) or
// another that imports it; or, when the build has no version, "devel"
// with the VCS revision and "+dirty" when the checkout had changes
// ("devel 0123456789ab+dirty"), or "devel" alone. A protocol.Match writes it in
// its record's header.
func Version() string {
	versionOnce.Do(func() {
		bi, ok := debug.ReadBuildInfo()
		version = buildVersion(bi, ok)
	})
	return version
}

var (
	versionOnce sync.Once
	version     string
)

// buildVersion returns the module's version in the build info bi.
func buildVersion(bi *debug.BuildInfo, ok bool) string {
	if !ok || bi == nil {
		return "devel"
	}
	v := ""
	if bi.Main.Path == ModulePath {
		v = bi.Main.Version
	}
	for _, d := range bi.Deps {
		if d.Path == ModulePath {
			v = d.Version
			if d.Replace != nil {
				v = d.Replace.Version
			}
		}
	}
	if v != "" && v != "(devel)" {
		return v
	}
	var rev string
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel"
	}
	v = "devel " + rev[:min(12, len(rev))]
	if dirty {
		v += "+dirty"
	}
	return v
}

// Major returns the major version of a module version, "v1" of
// "v1.2.3"; "" for a version that is none ("devel …", "").
func Major(v string) string {
	if len(v) < 2 || v[0] != 'v' {
		return ""
	}
	end := strings.IndexAny(v, ".-+")
	if end < 0 {
		end = len(v)
	}
	digits := v[1:end]
	if digits == "" || strings.Trim(digits, "0123456789") != "" || (len(digits) > 1 && digits[0] == '0') {
		return ""
	}
	return v[:end]
}

// CheckVersion returns an error unless this program reads the records of
// the version v: those of its own major version, those without a version
// (written before records kept it), and, when either side is a
// development build, whose major is unknown, all of them. The error names
// the version that wrote the record.
func CheckVersion(v string) error {
	theirs, ours := Major(v), Major(Version())
	if theirs == "" || ours == "" || theirs == ours {
		return nil
	}
	return fmt.Errorf("the record was written by version %s of %s, whose records this version (%s) cannot read: read it with a program of version %s", v, ModulePath, Version(), theirs)
}
