package protocol

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	games "github.com/contestgames/games"
)

// A Finisher is a [games.Bot] that knows when its game is over for it, such
// as a bot that has played its last turn and will be sent nothing more.
// [Serve] returns as soon as Done reports true after an answer.
type Finisher interface {
	Done() bool
}

// Serve plays bot as a contest program would: it writes the bot's Start
// lines, then hands the bot each line read from in, without its line
// ending, and writes the lines the bot answers to out, flushing after each
// answer so that a jury waiting for it is not kept waiting. It returns nil
// at the end of in, or when bot is a [Finisher] that is done; otherwise
// the first error of reading or writing. Lines longer than
// [DefaultMaxLine] are an error.
//
// With Serve, a Go bot becomes a program in a few lines:
//
//	func main() {
//		if err := protocol.Serve(mybot, os.Stdin, os.Stdout); err != nil {
//			fmt.Fprintln(os.Stderr, err)
//			os.Exit(1)
//		}
//	}
func Serve(bot games.Bot, in io.Reader, out io.Writer) error {
	w := bufio.NewWriter(out)
	if err := say(w, bot.Start()); err != nil {
		return err
	}
	lines := bufio.NewScanner(in)
	// One byte more than the longest line, for its "\n": the runner's
	// limit counts the bytes before it, a "\r" included.
	lines.Buffer(make([]byte, 0, 4096), DefaultMaxLine+1)
	read := 0
	for !finished(bot) && lines.Scan() {
		read++
		if err := say(w, bot.Hear(lines.Text())); err != nil {
			return err
		}
	}
	switch err := lines.Err(); {
	case errors.Is(err, bufio.ErrTooLong):
		return fmt.Errorf("protocol: serve: input line %d is longer than %d bytes: %w", read+1, DefaultMaxLine, err)
	case err != nil:
		return fmt.Errorf("protocol: serve: reading input line %d: %w", read+1, err)
	}
	return nil
}

// say writes lines, each ending in "\n", and flushes them.
func say(w *bufio.Writer, lines []string) error {
	for _, l := range lines {
		w.WriteString(l)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("protocol: serve: writing: %w", err)
	}
	return nil
}

// finished reports whether bot is a Finisher that is done.
func finished(bot games.Bot) bool {
	f, ok := bot.(Finisher)
	return ok && f.Done()
}
