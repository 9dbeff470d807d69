//go:build !linux

package cpus

import "errors"

var errNoAffinity = errors.New("CPU affinity needs Linux")

// Allowed returns the CPUs this process may run on, for
// protocol.Match.CPUs; on this system it fails, as Match.CPUs does.
func Allowed() ([]int, error) {
	return nil, errors.New("the CPUs of this process: " + errNoAffinity.Error())
}

// Pin fails: this system has no CPU affinity that Go reaches.
func Pin([]int) (func(), error) { return nil, errNoAffinity }

// Count returns 0: this system has no CPU affinity that Go reaches.
func Count() int { return 0 }
