//go:build unix

package program

import (
	"fmt"
	"os"
	"strings"
)

// sandboxPath is the PATH of a sandboxed program's clean environment: the
// system's program directories, which every sandbox shows. Not the
// runner's PATH, whose other directories (~/go/bin, say) a sandbox does
// not show, and which would make what a program finds depend on who runs
// it.
const sandboxPath = "/usr/local/bin:/usr/bin:/bin"

// sandboxEnv returns the clean environment of a sandboxed program whose
// working directory is home: the variables programs expect to find, none
// of the runner's (a token in it would reach the program, and through its
// standard error the record).
func sandboxEnv(home string) []string {
	return []string{"PATH=" + sandboxPath, "HOME=" + home, "TMPDIR=/tmp", "LANG=C.UTF-8"}
}

// environ returns the program's environment, as exec.Cmd takes it: Env,
// or its default (nil, the runner's; a clean one in a sandbox), with
// ExtraEnv set over it. It is called once the working directory is known.
func (p *Program) environ() []string {
	env := p.opt.Env
	switch {
	case env != nil:
	case p.opt.Sandbox != nil:
		env = sandboxEnv(p.dir)
	case len(p.opt.ExtraEnv) == 0:
		return nil
	default:
		env = os.Environ()
	}
	return setEnv(env, p.opt.ExtraEnv)
}

// setEnv returns env with each "NAME=value" of vars set: the variables of
// env of the same names left out, vars after the rest.
func setEnv(env, vars []string) []string {
	if len(vars) == 0 {
		return env
	}
	set := make(map[string]bool, len(vars))
	for _, v := range vars {
		set[envName(v)] = true
	}
	out := make([]string, 0, len(env)+len(vars))
	for _, kv := range env {
		if !set[envName(kv)] {
			out = append(out, kv)
		}
	}
	return append(out, vars...)
}

// envName returns the name of a "NAME=value" variable.
func envName(kv string) string {
	name, _, _ := strings.Cut(kv, "=")
	return name
}

// checkExtraEnv refuses a variable of ExtraEnv that is not "NAME=value",
// with a name, or that holds a NUL byte, which no environment can.
func (p *Program) checkExtraEnv() error {
	for _, kv := range p.opt.ExtraEnv {
		if name, _, ok := strings.Cut(kv, "="); !ok || name == "" || strings.ContainsRune(kv, 0) {
			return fmt.Errorf("protocol: program %q: ExtraEnv %q: want NAME=value, without NUL bytes", p.command, kv)
		}
	}
	return nil
}
