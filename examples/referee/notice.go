package main

import (
	"fmt"
	"io"
	"sync"
)

// noticeWriter returns a protocol.Match's Notice that writes each notice
// of the player of seat p as a line "NAME: TEXT" on w, the referee's
// stderr, where the sandbox's notes go too: a program waiting for input
// while on move is told at once, not after its whole clock. Players
// awaited at once notice from goroutines of their own: one line at a
// time.
func noticeWriter(w io.Writer, names []string) func(p int, text string) {
	var mu sync.Mutex
	return func(p int, text string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(w, "%s: %s\n", names[p], text)
	}
}
