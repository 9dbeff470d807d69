package program_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/protocoltest"
)

// jobDir returns a new job directory holding files, under a directory
// every user may enter, as a job run by root needs.
func jobDir(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(protocoltest.ReadableTempDir(t), "job")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// runJob runs j, which must not fail as a runner, and returns its result.
func runJob(t *testing.T, j program.Job) program.JobResult {
	t.Helper()
	res, err := j.Run(context.Background())
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

// A source built in a job, collected out of its directory, plays as a
// sandboxed program: a C program built by cc, a Java one by javac, a
// Python one by nothing at all. OUT in run is where it was collected.
func TestJobBuildsWhatPlays(t *testing.T) {
	t.Parallel()
	protocoltest.NeedSandbox(t)
	for _, b := range []struct{ name, tool, file, source, build, made, run string }{
		{"c", "cc", "bot.c", countC, "cc -O2 -o bot bot.c", "bot", "OUT/bot"},
		{"java", "javac", "Count.java", countJava, "javac Count.java", "Count.class", "java -cp OUT Count"},
		{"python", "python3", "bot.py", countPy, "", "bot.py", "python3 OUT/bot.py"},
	} {
		t.Run(b.name, func(t *testing.T) {
			t.Parallel()
			if _, err := exec.LookPath(b.tool); err != nil {
				t.Skipf("no %s here to build with", b.tool)
			}
			dir := jobDir(t, map[string]string{b.file: b.source})
			res := runJob(t, program.Job{Command: b.build, Dir: dir, Sandbox: &program.Sandbox{}})
			if res.ExitCode != 0 || res.Fault != "" {
				t.Fatalf("build: exit %d, fault %q, output %q", res.ExitCode, res.Fault, res.Output)
			}
			out := protocoltest.ReadableTempDir(t)
			if err := program.CollectOutput(dir, out, 0, b.made); err != nil {
				t.Fatal(err)
			}
			opt := program.Options{Sandbox: &program.Sandbox{}, MemoryLimit: 64 << 20}
			if b.tool == "javac" {
				// A JVM needs more than 64 MB, and its class directory shown.
				opt = program.Options{Sandbox: &program.Sandbox{ReadOnly: []string{out}}}
			}
			playCount(t, strings.ReplaceAll(b.run, "OUT", out), opt)
		})
	}
}

// playCount plays Count to 10 between two programs that cmd runs.
func playCount(t *testing.T, cmd string, opt program.Options) {
	t.Helper()
	progs := []*program.Program{program.New(cmd, opt), program.New(cmd, opt)}
	pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(10, games.Clock{Pause: true}),
		Players: []protocol.Player{progs[0], progs[1]}})
	if pl.Res.Fault != nil || pl.Res.Scores[0] != 1 {
		t.Errorf("result %+v\nstderr %q", pl.Res, pl.Stderr)
	}
	toy.CheckReceived(t, pl.Rec, 0, "1", "3", "5", "7", "9")
}

// A build that fails is a result, whose Output holds what the compiler
// said, on its standard error, with what the job wrote on its standard
// output before, in order.
func TestJobFailedBuildSaysWhy(t *testing.T) {
	protocoltest.NeedSandbox(t)
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no cc here to build with")
	}
	t.Parallel()
	dir := jobDir(t, map[string]string{"bot.c": "int main(void) { return undeclared_thing; }\n"})
	res := runJob(t, program.Job{Command: "echo building; cc -o bot bot.c", Dir: dir, Sandbox: &program.Sandbox{}})
	out := string(res.Output)
	if res.ExitCode == 0 || res.Fault != "" || !strings.HasPrefix(out, "building\n") ||
		!strings.Contains(out, "bot.c:1") || !strings.Contains(out, "undeclared_thing") {
		t.Errorf("exit %d, fault %q, output %q", res.ExitCode, res.Fault, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "bot")); err == nil {
		t.Error("a failed build left a program")
	}
}

// Each hostile job is stopped, and its result says why; none leaves a
// process running.
func TestJobHoldsHostileBuilds(t *testing.T) {
	t.Parallel()
	protocoltest.NeedSandbox(t)
	for _, h := range []struct {
		name, script, fault string
		limits              program.Sandbox
		memory              int64
		time                time.Duration
	}{
		{name: "loop for ever", script: "sleep 4345" + runTag + " & while :; do :; done", fault: "time limit", time: time.Second},
		{name: "allocate without end", memory: 64 << 20, fault: "out of memory",
			script: `python3 -c 'b = []
while True: b.append(bytearray(1 << 20))'`},
		{name: "fork without end", limits: program.Sandbox{Processes: 16}, fault: "process limit",
			script: "while :; do sleep 4346" + runTag + " & done"},
		{name: "write a huge file", limits: program.Sandbox{FileSize: 1 << 20}, fault: "file size limit",
			script: "head -c 50000000 /dev/zero > big"},
		// Files over DirSize in all, each under FileSize: at most 16 MiB
		// on the disk, should the check not stop it.
		{name: "fill the directory", limits: program.Sandbox{DirSize: 4 << 20}, fault: "directory full",
			script: "i=0; while :; do i=$(( (i + 1) % 64 )); head -c 262144 /dev/zero > f$i || exit 1; done"},
	} {
		t.Run(h.name, func(t *testing.T) {
			t.Parallel()
			dir := jobDir(t, nil)
			if h.time == 0 {
				h.time = 5 * time.Second
			}
			res := runJob(t, program.Job{Command: h.script, Dir: dir, Sandbox: &h.limits, MemoryLimit: h.memory, Time: h.time})
			t.Logf("fault %q, exit %d, usage %+v", res.Fault, res.ExitCode, res.Usage)
			if !strings.HasPrefix(res.Fault, h.fault) {
				t.Errorf("fault %q, want %q; exit %d, output %q", res.Fault, h.fault, res.ExitCode, res.Output)
			}
			// The processes each job marks, sleep 4345 or 4346, are
			// its own: the others run at once.
			if i := strings.Index(h.script, "sleep 434"); i >= 0 {
				checkJobGone(t, h.script[i:i+len("sleep 4345")])
			}
		})
	}
}

// checkJobGone fails unless the processes of jobs that marker marks are
// all gone, soon: the kernel kills a namespace's processes once its init
// is dead. Each test marks its processes with a marker of its own.
func checkJobGone(t *testing.T, marker string) {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Second); ; {
		left := processesWith(marker)
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("left running: %q", left)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A job that leaves links to the host's files, a FIFO, and a link out
// of its directory on the way to a file, gets none of them copied by
// CollectOutput: the runner copies regular files and directories alone.
func TestCollectOutputRefusesLinksAndFIFOs(t *testing.T) {
	protocoltest.NeedSandbox(t)
	t.Parallel()
	secretDir := t.TempDir() // the runner's alone
	secret := filepath.Join(secretDir, "secret")
	if err := os.WriteFile(secret, []byte("HOST-SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	dir := jobDir(t, nil)
	script := "ln -s " + secret + " bot && ln -s /etc/passwd passwd && mkfifo fifo && mkdir -p d/e && ln -s / d/up && " +
		"echo fine > d/e/good && echo main > bot2"
	res := runJob(t, program.Job{Command: script, Dir: dir, Sandbox: &program.Sandbox{}})
	if res.ExitCode != 0 {
		t.Fatalf("exit %d, output %q", res.ExitCode, res.Output)
	}
	out := protocoltest.ReadableTempDir(t)
	for _, c := range []struct{ name, why string }{
		{"bot", "symbolic link to " + secret}, {"passwd", "symbolic link"}, {"fifo", "FIFO"},
		{"d/up/etc/passwd", "symbolic link"}, {"d", "symbolic link"}, {"../job/bot", "not a path inside"},
	} {
		err := program.CollectOutput(dir, filepath.Join(out, c.name+"-copy"), 0, c.name)
		if err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("CollectOutput %s: %v, want an error saying %q", c.name, err, c.why)
		}
	}
	filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		if b, _ := os.ReadFile(path); strings.Contains(string(b), "HOST-SECRET") || strings.Contains(string(b), "root:") {
			t.Errorf("%s holds a host file", path)
		}
		return nil
	})
	good := filepath.Join(out, "good")
	if err := program.CollectOutput(dir, good, 0, "d/e", "bot2"); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(good, "d/e/good")); err != nil || string(b) != "fine\n" {
		t.Errorf("d/e/good copied as %q, %v", b, err)
	}
	if err := program.CollectOutput(dir, t.TempDir(), 3, "bot2"); err == nil || !strings.Contains(err.Error(), "limit") {
		t.Errorf("5 bytes copied under a limit of 3: %v", err)
	}
}

// A job writes in its directory and nowhere else: not beside it, not at
// the host path of a file every user may write, not in the system's
// directories.
func TestJobWritesOnlyItsDirectory(t *testing.T) {
	protocoltest.NeedSandbox(t)
	t.Parallel()
	dir := jobDir(t, nil)
	open := filepath.Join(filepath.Dir(dir), "open")
	if err := os.WriteFile(open, []byte("untouched"), 0o666); err != nil {
		t.Fatal(err)
	}
	os.Chmod(open, 0o666)
	script := "echo in > inside; for f in ../beside " + open + " /usr/escape /etc/escape /escape; do " +
		"echo out > $f && echo wrote $f; done; true"
	res := runJob(t, program.Job{Command: script, Dir: dir, Sandbox: &program.Sandbox{}})
	// Beside its directory, in the sandbox, is the sandbox's own /tmp
	// (the test's directory is in the host's), which it may write: what
	// counts is that the host's files are untouched.
	out := string(res.Output)
	if res.ExitCode != 0 || strings.Contains(out, "wrote /usr") || strings.Contains(out, "wrote /etc") || strings.Contains(out, "wrote /escape") {
		t.Errorf("exit %d, output %q", res.ExitCode, res.Output)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "inside")); err != nil || string(b) != "in\n" {
		t.Errorf("inside: %q, %v", b, err)
	}
	if b, _ := os.ReadFile(open); string(b) != "untouched" {
		t.Errorf("%s: %q", open, b)
	}
	for _, f := range []string{filepath.Join(filepath.Dir(dir), "beside"), "/usr/escape", "/etc/escape", "/escape"} {
		if _, err := os.Lstat(f); err == nil {
			os.Remove(f)
			t.Errorf("the job made %s", f)
		}
	}
}

// A job sees none of the runner's environment: PATH, HOME (its
// directory), TMPDIR, LANG and ExtraEnv alone.
func TestJobSeesNoneOfTheRunnersEnvironment(t *testing.T) {
	protocoltest.NeedSandbox(t)
	t.Setenv("CONTESTGAMES_TOKEN", "runner-token-4347")
	dir := jobDir(t, nil)
	res := runJob(t, program.Job{Command: "env; tr '\\0' '\\n' < /proc/self/environ", Dir: dir,
		Sandbox: &program.Sandbox{}, ExtraEnv: []string{"GOCACHE=/tmp/go"}})
	out := string(res.Output)
	if strings.Contains(out, "runner-token-4347") || !strings.Contains(out, "HOME="+dir+"\n") ||
		!strings.Contains(out, "GOCACHE=/tmp/go\n") {
		t.Errorf("environment %q", out)
	}
}

// When the runner is root, a job runs as a user of its own, which owns
// its directory while it runs; after, all in it is its owner's again,
// readable, without the set-user-ID bit the job set.
func TestJobDirectoryIsGivenBack(t *testing.T) {
	protocoltest.NeedSandbox(t)
	t.Parallel()
	dir := jobDir(t, map[string]string{"src": "x"})
	// As root, the job is another user, whose closed directories the
	// runner still counts; as a plain user, the job is the runner's user,
	// and a directory closed to it ends the job in "directory full" at the
	// sandbox's next check (TestJobCannotHideFromTheCount), which may come
	// before the job's end: then only the file is closed.
	locked := "locked/in/f locked/in locked"
	if os.Geteuid() != 0 {
		locked = "locked/in/f"
	}
	script := "id -u > uid && cp /bin/true t && chmod 4755 t && mkdir -p locked/in && echo x > locked/in/f && " +
		"chmod 000 " + locked + " && echo done"
	res := runJob(t, program.Job{Command: script, Dir: dir, Sandbox: &program.Sandbox{}})
	if res.ExitCode != 0 || string(res.Output) != "done\n" {
		t.Fatalf("exit %d, fault %q, output %q", res.ExitCode, res.Fault, res.Output)
	}
	b, err := os.ReadFile(filepath.Join(dir, "uid"))
	if err != nil {
		t.Fatal(err)
	}
	uid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	if os.Geteuid() == 0 && uid < program.SandboxFirstUID {
		t.Errorf("the job ran as uid %d, not one of its own", uid)
	}
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return nil
		}
		fi, _ := os.Lstat(path)
		if st := fi.Sys().(*syscall.Stat_t); int(st.Uid) != os.Geteuid() {
			t.Errorf("%s is uid %d's", path, st.Uid)
		}
		if fi.Mode()&os.ModeSetuid != 0 {
			t.Errorf("%s is still set-user-ID: %v", path, fi.Mode())
		}
		return nil
	})
	if b, err := os.ReadFile(filepath.Join(dir, "locked/in/f")); err != nil || string(b) != "x\n" {
		t.Errorf("locked/in/f: %q, %v", b, err)
	}
}

// Run refuses a job it cannot run as asked, and stops one whose context
// ends.
func TestJobRefusals(t *testing.T) {
	protocoltest.NeedSandbox(t)
	t.Parallel()
	if _, err := (&program.Job{Command: "true", Dir: t.TempDir()}).Run(context.Background()); err == nil {
		t.Error("a job ran without a sandbox")
	}
	missing := filepath.Join(t.TempDir(), "missing")
	if _, err := (&program.Job{Command: "true", Dir: missing, Sandbox: &program.Sandbox{}}).Run(context.Background()); err == nil ||
		!strings.Contains(err.Error(), "missing") {
		t.Errorf("a job in a missing directory: %v", err)
	}
	linked := jobDir(t, map[string]string{"src": "x"})
	if err := os.Link(filepath.Join(linked, "src"), filepath.Join(filepath.Dir(linked), "elsewhere")); err != nil {
		t.Fatal(err)
	}
	if _, err := (&program.Job{Command: "echo changed > src", Dir: linked, Sandbox: &program.Sandbox{}}).Run(context.Background()); err == nil ||
		!strings.Contains(err.Error(), "hard links") {
		t.Errorf("a job given a file with another name: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(filepath.Dir(linked), "elsewhere")); string(b) != "x" {
		t.Errorf("the other name holds %q", b)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := (&program.Job{Command: "sleep 4348" + runTag, Dir: jobDir(t, nil), Sandbox: &program.Sandbox{}}).Run(ctx)
	if !errors.Is(err, context.Canceled) || res.Fault != "cancelled" {
		t.Errorf("a cancelled job: %+v, %v", res, err)
	}
	checkJobGone(t, "sleep 4348")
}

// A job killed by a signal says which; one that exits says with what.
func TestJobSaysHowItEnded(t *testing.T) {
	protocoltest.NeedSandbox(t)
	t.Parallel()
	dir := jobDir(t, nil)
	for _, c := range []struct {
		script, fault string
		code          int
	}{
		{"echo ok", "", 0}, {"exit 3", "", 3}, {"kill -SEGV $$", "killed by signal 11 (segmentation fault)", 139},
	} {
		res := runJob(t, program.Job{Command: c.script, Dir: dir, Sandbox: &program.Sandbox{}})
		if res.Fault != c.fault || res.ExitCode != c.code {
			t.Errorf("%s: fault %q, exit %d; want %q, %d", c.script, res.Fault, res.ExitCode, c.fault, c.code)
		}
	}
}

// BenchmarkJob runs a job that does nothing: what a build costs beyond
// the compiler's own time (the sandbox, its cgroups, a user of its own
// and Dir's ownership as root).
func BenchmarkJob(b *testing.B) {
	protocoltest.NeedSandbox(b)
	dir := filepath.Join(protocoltest.ReadableTempDir(b), "job")
	if err := os.Mkdir(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	j := program.Job{Command: "true", Dir: dir, Sandbox: &program.Sandbox{}}
	b.ReportAllocs()
	for b.Loop() {
		if res, err := j.Run(context.Background()); err != nil || res.ExitCode != 0 {
			b.Fatalf("%+v, %v", res, err)
		}
	}
}

// A job that closes a directory to the runner's count ends in "directory
// full": what it holds cannot be counted. Root's count reads it all, so
// as root the job sleeps on to its time limit.
func TestJobCannotHideFromTheCount(t *testing.T) {
	protocoltest.NeedSandbox(t)
	t.Parallel()
	want := "directory full"
	if os.Geteuid() == 0 {
		want = "time limit"
	}
	res := runJob(t, program.Job{Command: "mkdir hide && chmod 000 hide && sleep 4349" + runTag, Dir: jobDir(t, nil),
		Sandbox: &program.Sandbox{}, Time: time.Second})
	if res.Fault != want {
		t.Errorf("fault %q, want %q; output %q", res.Fault, want, res.Output)
	}
	checkJobGone(t, "sleep 4349")
}
