package league

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"context"

	"github.com/contestgames/games/protocol/program"
)

// A Profile says how a league builds and runs the source file of one
// language: a version added from a source file whose extension is one of
// Extensions is built by Build, in the sandbox, in a directory holding
// the source alone, and runs Run. In both, {src} stands for the source's
// file name ("bot.c") and {name} for that name without its extension
// ("bot"; a Java source's name is its class's); in Run, {dir} stands for
// the directory of the version's files, where the build left them.
type Profile struct {
	// Name names the language, such as "c".
	Name string `json:"name"`
	// Extensions are the file name extensions of its sources, such as
	// ".c".
	Extensions []string `json:"extensions"`
	// Build is the shell command that builds the source; empty for none,
	// as for Python.
	Build string `json:"build,omitempty"`
	// Run is the command that runs what was built. Its first word that
	// names a file of {dir} is the file the sandbox shows, with {dir}
	// beside it (see program.Sandbox).
	Run string `json:"run"`
}

// DefaultProfiles are the build profiles of NewSettings: C, C++, Go,
// Python and Java, with the compilers and flags a contest used, through
// the system's program directories (the sandbox's PATH is
// /usr/local/bin:/usr/bin:/bin: a Go kept elsewhere needs its path in
// the profile). A Java source's class is its file's name; its classes go
// in a jar, one file the sandbox shows.
func DefaultProfiles() []Profile {
	return []Profile{
		{Name: "c", Extensions: []string{".c"}, Build: "cc -O2 -std=gnu11 -o {name} {src} -lm", Run: "{dir}/{name}"},
		{Name: "c++", Extensions: []string{".cpp", ".cc", ".cxx"}, Build: "c++ -O2 -std=gnu++17 -o {name} {src}", Run: "{dir}/{name}"},
		{Name: "go", Extensions: []string{".go"}, Build: "GOCACHE=/tmp/go-cache GOPATH=/tmp/go GOTELEMETRY=off go build -o {name} {src}", Run: "{dir}/{name}"},
		{Name: "python", Extensions: []string{".py"}, Run: "python3 {dir}/{src}"},
		{Name: "java", Extensions: []string{".java"}, Build: "javac {src} && jar cfe {name}.jar {name} *.class", Run: "java -jar {dir}/{name}.jar"},
	}
}

// buildTime and buildMemory bound a build: a compiler of a contest's
// program is done well within them.
const (
	buildTime   = 2 * time.Minute
	buildMemory = 2 << 30
	buildFiles  = 64 << 20 // the bytes of what a build makes that are kept
)

// profileOf returns the profile of a source file's name, if one builds it.
func (s Settings) profileOf(file string) (Profile, bool) {
	ext := filepath.Ext(file)
	for _, p := range s.Profiles {
		if slices.Contains(p.Extensions, ext) {
			return p, true
		}
	}
	return Profile{}, false
}

// expand returns command with its placeholders replaced.
func expand(command, dir, src string) string {
	return strings.NewReplacer("{dir}", dir, "{src}", src, "{name}", strings.TrimSuffix(src, filepath.Ext(src))).Replace(command)
}

// build builds version v's source, src in v's directory, by profile p:
// in a scratch directory of its own, in the sandbox, then copied into v's
// directory (links refused) with its log, build.log. It returns why v is
// refused when the build failed.
func (l *League) build(v Version, p Profile, src string) (string, error) {
	dir := filepath.Join(l.dir, VersionsDir, v.Name, v.ID)
	if p.Build == "" {
		return "", nil
	}
	scratch, err := os.MkdirTemp("", "league-build-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(scratch)
	b, err := os.ReadFile(filepath.Join(dir, src))
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(scratch, src), b, 0o644); err != nil {
		return "", err
	}
	sandbox := program.Sandbox{Processes: 256, DirSize: 1 << 30, FileSize: 512 << 20, CPU: buildTime}
	job := &program.Job{Command: expand(p.Build, scratch, src), Dir: scratch, Sandbox: &sandbox, MemoryLimit: buildMemory, Time: buildTime}
	res, err := job.Run(context.Background())
	if err != nil {
		return "", fmt.Errorf("building %s: %w", v.Label(), err)
	}
	log := filepath.Join(VersionsDir, v.Name, v.ID, "build.log")
	if err := writeFile(filepath.Join(l.dir, log), res.Output, 0o644); err != nil {
		return "", err
	}
	if res.Fault != "" || res.ExitCode != 0 {
		return fmt.Sprintf("its %s build failed: %s (its log: %s)", p.Name, buildFault(res), log), nil
	}
	return "", l.collect(scratch, dir, src)
}

// buildFault says how a build failed.
func buildFault(res program.JobResult) string {
	if res.Fault != "" {
		return res.Fault
	}
	return fmt.Sprintf("exit status %d", res.ExitCode)
}

// collect copies what a build made in scratch, but the source, into dir,
// readable by all (a sandbox run by root runs the program as another
// user).
func (l *League) collect(scratch, dir, src string) error {
	entries, err := os.ReadDir(scratch)
	if err != nil {
		return err
	}
	var names []string
	for _, e := range entries {
		if e.Name() != src {
			names = append(names, e.Name())
		}
	}
	if err := program.CollectOutput(scratch, dir, buildFiles, names...); err != nil {
		return err
	}
	return filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.Type()&os.ModeSymlink != 0 {
			return err
		}
		mode := os.FileMode(0o644)
		if d.IsDir() {
			mode = 0o755
		} else if fi, err := d.Info(); err == nil && fi.Mode()&0o100 != 0 {
			mode = 0o755
		}
		return os.Chmod(path, mode)
	})
}
