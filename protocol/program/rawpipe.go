//go:build unix

package program

import (
	"os"
	"syscall"
)

// A rawPipe reads or writes one end of a pipe on the caller's goroutine,
// through its descriptor, and never waits: when the pipe is empty (or
// full) the call fails with syscall.EAGAIN. The function handed to the
// descriptor is made once, so that a call allocates nothing. One goroutine
// at a time may use it.
type rawPipe struct {
	rc     syscall.RawConn
	call   func(fd uintptr) bool // do, made once
	writes bool                  // the call writes b, or else reads into it
	b      []byte
	n      int
	err    error
}

// newRawPipe returns a rawPipe for f, or nil if f's reads and writes could
// block (Go makes its pipes non-blocking).
func newRawPipe(f *os.File) *rawPipe {
	rc := nonBlocking(f)
	if rc == nil {
		return nil
	}
	r := &rawPipe{rc: rc}
	r.call = r.do
	return r
}

func (r *rawPipe) do(fd uintptr) bool {
	if r.writes {
		r.n, r.err = syscall.Write(int(fd), r.b)
	} else {
		r.n, r.err = syscall.Read(int(fd), r.b)
	}
	return true // never wait
}

// read reads into b what the pipe holds, as syscall.Read would; the error
// may also be that of the file (closed, or past its read deadline).
func (r *rawPipe) read(b []byte) (int, error) {
	r.writes, r.b = false, b
	return r.done(r.rc.Read(r.call))
}

// write writes as much of b as the pipe has room for, as syscall.Write
// would; the error may also be that of the file (closed, or past its write
// deadline).
func (r *rawPipe) write(b []byte) (int, error) {
	r.writes, r.b = true, b
	return r.done(r.rc.Write(r.call))
}

// done returns the outcome of a call, whose file's error is err, and
// forgets it.
func (r *rawPipe) done(err error) (int, error) {
	n, callErr := max(r.n, 0), r.err
	r.b, r.n, r.err = nil, 0, nil
	if err != nil {
		return 0, err
	}
	return n, callErr
}

// nonBlocking returns f's raw connection when its reads do not wait, and
// nil otherwise.
func nonBlocking(f *os.File) syscall.RawConn {
	rc, err := f.SyscallConn()
	if err != nil {
		return nil
	}
	nonblock := false
	rc.Control(func(fd uintptr) {
		flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_GETFL, 0)
		nonblock = errno == 0 && flags&syscall.O_NONBLOCK != 0
	})
	if !nonblock {
		return nil
	}
	return rc
}
