package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
)

// A repeatable flag may be given more than once: repeatedFlag lets it be.
type repeatable interface{ repeatable() }

// envFlag is -env, given once for each variable: NAME passes the
// referee's own value, NAME=VALUE sets one. The variables are read as
// the flags are, so that a variable unset is a mistake of the command
// line, said before any program runs, and not a program that fails
// later for want of it.
type envFlag struct {
	vars []string // "NAME=VALUE", in the order given
}

func (*envFlag) repeatable() {}

// String returns the names of the variables, not their values, which may
// be secrets.
func (e *envFlag) String() string {
	if e == nil {
		return ""
	}
	names := make([]string, len(e.vars))
	for i, kv := range e.vars {
		names[i], _, _ = strings.Cut(kv, "=")
	}
	return strings.Join(names, ",")
}

// Set reads one -env: NAME, whose value is the referee's, or NAME=VALUE.
func (e *envFlag) Set(v string) error {
	name, value, set := strings.Cut(v, "=")
	switch {
	case name == "":
		return errors.New("want NAME or NAME=VALUE, with a name")
	case !validEnvName(name):
		return errors.New("want NAME or NAME=VALUE, the name of letters, digits and _, not first a digit")
	case strings.ContainsRune(value, 0):
		return errors.New("a NUL byte, which no environment can hold")
	case e.has(name):
		return fmt.Errorf("%s given twice", name)
	}
	if !set {
		var ok bool
		if value, ok = os.LookupEnv(name); !ok {
			return fmt.Errorf("%s is not set in the referee's environment (give -env %s=VALUE to set it)", name, name)
		}
	}
	e.vars = append(e.vars, name+"="+value)
	return nil
}

// has reports whether the variable name was given already.
func (e *envFlag) has(name string) bool {
	for _, kv := range e.vars {
		if n, _, _ := strings.Cut(kv, "="); n == name {
			return true
		}
	}
	return false
}

// validEnvName reports whether name is a variable's name as the shell
// knows them: letters, digits and _, not first a digit. Any other would
// reach a program's environment where sh could not read it, or reach an
// error message raw.
func validEnvName(name string) bool {
	for i, r := range name {
		if r != '_' && (r < 'A' || r > 'Z') && (r < 'a' || r > 'z') && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return true
}
