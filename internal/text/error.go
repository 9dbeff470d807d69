package text

import (
	"errors"
	"fmt"
)

// An Error is a game package's error, its package's name kept apart from
// what is wrong, so that a caller who knows where the error arose (an
// option, a line of a file) can say so between the two without cutting
// the message apart: "amazes: setup: 3 lines" read for the option maze
// becomes "amazes: option maze: setup: 3 lines".
type Error struct {
	Pkg    string // the package's name, as "amazes"
	Detail string // what is wrong
	err    error  // what Detail wraps, if anything
}

// Error returns the package's name, a colon and the detail.
func (e *Error) Error() string { return e.Pkg + ": " + e.Detail }

// Unwrap returns the error the detail wraps with %w, if any.
func (e *Error) Unwrap() error { return e.err }

// Parts returns the package's name and the detail.
func (e *Error) Parts() (pkg, detail string) { return e.Pkg, e.Detail }

// Errorf returns the Error of package pkg whose detail fmt.Sprintf makes
// of format and args; a %w verb wraps its error as in fmt.Errorf.
func Errorf(pkg, format string, args ...any) error {
	d := fmt.Errorf(format, args...)
	return &Error{Pkg: pkg, Detail: d.Error(), err: errors.Unwrap(d)}
}

// parted is an error that keeps its package's name apart from the rest,
// as Error does.
type parted interface {
	error
	Parts() (pkg, detail string)
}

// Within returns err with where said between its package's name and its
// detail, when err has the two apart (an [*Error], or any error with a
// Parts method as Error's), and as "where: err" otherwise. The result
// wraps err.
func Within(err error, where string) error {
	p, ok := err.(parted)
	if !ok {
		return fmt.Errorf("%s: %w", where, err)
	}
	pkg, detail := p.Parts()
	return &Error{Pkg: pkg, Detail: where + ": " + detail, err: err}
}

// Detail returns what err says is wrong without its package's name, when
// it keeps the two apart, and its whole message otherwise.
func Detail(err error) string {
	if p, ok := err.(parted); ok {
		_, d := p.Parts()
		return d
	}
	return err.Error()
}
