//go:build !linux

package protocol

import "errors"

var errNoAffinity = errors.New("CPU affinity needs Linux")

// AllowedCPUs returns the CPUs this process may run on, for
// [Match.CPUs]; on this system it fails, as Match.CPUs does.
func AllowedCPUs() ([]int, error) {
	return nil, errors.New("protocol: the CPUs of this process: " + errNoAffinity.Error())
}

// pinThread fails: this system has no CPU affinity that Go reaches.
func pinThread([]int) (func(), error) { return nil, errNoAffinity }
