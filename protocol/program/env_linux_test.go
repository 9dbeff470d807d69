package program_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/protocoltest"
)

// secret is a token in the runner's environment, which no program may see
// unless it is given it.
const secret = "CONTESTGAMES_TEST_SECRET=hunter2-d41d8cd9"

// A sandboxed program gets a clean environment, not the runner's: it
// cannot see a secret there, and neither can its standard error or the
// record. ExtraEnv sets more, over the clean one or over the runner's.
func TestProgramEnvironment(t *testing.T) {
	name, value, _ := strings.Cut(secret, "=")
	t.Setenv(name, value)
	sandbox := &program.Sandbox{}
	for _, tt := range []struct {
		name string
		opt  program.Options
		want func(home string) []string // the whole environment, sorted; nil: the runner's, and more
		more []string                   // with want nil, what it holds beside the runner's
	}{
		{name: "sandbox", opt: program.Options{Sandbox: sandbox},
			want: func(home string) []string {
				return []string{"HOME=" + home, "LANG=C.UTF-8", "PATH=/usr/local/bin:/usr/bin:/bin", "TMPDIR=/tmp"}
			}},
		{name: "sandbox, more", opt: program.Options{Sandbox: sandbox, ExtraEnv: []string{"DEPTH=3", "LANG=fr_FR.UTF-8", "EMPTY="}},
			want: func(home string) []string {
				return []string{"DEPTH=3", "EMPTY=", "HOME=" + home, "LANG=fr_FR.UTF-8", "PATH=/usr/local/bin:/usr/bin:/bin", "TMPDIR=/tmp"}
			}},
		{name: "sandbox, the secret given", opt: program.Options{Sandbox: sandbox, ExtraEnv: []string{secret}},
			want: func(home string) []string {
				return []string{secret, "HOME=" + home, "LANG=C.UTF-8", "PATH=/usr/local/bin:/usr/bin:/bin", "TMPDIR=/tmp"}
			}},
		{name: "sandbox, Env", opt: program.Options{Sandbox: sandbox, Env: []string{"ONLY=1"}, ExtraEnv: []string{"ONLY=2"}},
			want: func(string) []string { return []string{"ONLY=2"} }},
		{name: "runner's", opt: program.Options{}, more: []string{secret}},
		{name: "runner's, more", opt: program.Options{ExtraEnv: []string{"DEPTH=3", "HOME=/nowhere"}},
			more: []string{secret, "DEPTH=3", "HOME=/nowhere"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.opt.Sandbox != nil {
				protocoltest.NeedSandbox(t)
			}
			prog := program.New(`env -0 >&2; `+toy.CountScript, tt.opt)
			pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(4, games.Clock{}), Players: []protocol.Player{prog, protocol.NewBot(toy.CountBot{})}})
			if pl.Res.Fault != nil {
				t.Fatalf("result %+v", pl.Res)
			}
			got := environment(pl.Stderr[0])
			switch {
			case tt.want != nil:
				if want := tt.want(prog.Dir()); !slices.Equal(got, want) {
					t.Errorf("environment %q, want %q", got, want)
				}
			default:
				for _, kv := range tt.more {
					if !slices.Contains(got, kv) {
						t.Errorf("environment lacks %q: %q", kv, got)
					}
				}
				if !slices.Contains(got, "PATH="+os.Getenv("PATH")) {
					t.Errorf("environment lacks the runner's PATH: %q", got)
				}
			}
			given := slices.Contains(tt.more, secret) || tt.want != nil && slices.Contains(tt.want(""), secret)
			if leaked := strings.Contains(string(pl.Data), value); leaked != given {
				t.Errorf("the record holds the secret: %v, want %v", leaked, given)
			}
		})
	}
}

// environment returns the variables that "env -0" wrote in out, sorted,
// less PWD, which sh sets itself.
func environment(out string) []string {
	vars := strings.Split(strings.TrimSuffix(out, "\x00"), "\x00")
	vars = slices.DeleteFunc(vars, func(kv string) bool { return strings.HasPrefix(kv, "PWD=") })
	slices.Sort(vars)
	return vars
}

// Start refuses a variable of ExtraEnv that is no NAME=value.
func TestProgramExtraEnvRefused(t *testing.T) {
	for _, kv := range []string{"DEPTH", "=3", "A=b\x00c"} {
		p := program.New("true", program.Options{ExtraEnv: []string{kv}})
		err := p.Start()
		if err == nil {
			p.Stop(0)
			t.Errorf("ExtraEnv %q: started", kv)
			continue
		}
		if !strings.Contains(err.Error(), "ExtraEnv") {
			t.Errorf("ExtraEnv %q: %v, want an error that names ExtraEnv", kv, err)
		}
	}
}
