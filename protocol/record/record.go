package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"slices"
	"strings"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// A Header is the first line of a match record: what was played, and by
// whom. A protocol.Match writes it as given, except that it fills in Players when
// the caller left it empty, Clock when Match.Clock replaced the referee's
// time rules, and Stderr.
type Header struct {
	// Game names the game, such as "alquerque".
	Game string `json:"game"`
	// Seed is the seed the referee was made with.
	Seed uint64 `json:"seed"`
	// SignedSeed says that the seed was given as a signed number, as the
	// Lang Wars engine printed its seeds: the record then writes Seed as
	// that number (-1 for 1<<64-1), and reading such a record sets it.
	SignedSeed bool `json:"-"`
	// Options are the game's settings: the complete options that
	// games.Game.NewReferee returned, so that NewReferee(Seed, Options)
	// makes the same match again. A record always has an object here,
	// empty if there are none.
	Options map[string]string `json:"options"`
	// Players names each seat, in seat order: a program's command, a
	// bot's name.
	Players []string `json:"players"`
	// Clock is the match's time rules when they were not the referee's
	// own; nil otherwise.
	Clock *games.Clock `json:"clock,omitempty"`
	// Stderr is how much of each program's standard error the record
	// keeps ([Stderr] events), when a player is a program; nil when none
	// is, and in records written before records kept it. A Match sets it.
	Stderr *StderrCaps `json:"stderr,omitempty"`
	// Commands are each seat's command line, or "builtin:NAME" for a
	// built-in bot, in seat order, when Players holds short names for
	// them (the referee program's "NAME=COMMAND" players, or the names it
	// makes); nil when Players are the commands themselves, as in records
	// written before players had names.
	Commands []string `json:"commands,omitempty"`
	// Opening says where the match's start came from when a tournament
	// or a series chose it (an openings file, random plies); nil for a
	// match from its seed's set-up. Options hold the start itself, so a
	// replay needs nothing of it.
	Opening *Opening `json:"opening,omitempty"`
	// Version is the version of module github.com/contestgames/games that
	// wrote the record, as [Version] gives it; "" in records written
	// before records kept it. A Match sets it when it is "". A reader
	// refuses a record of another major version, naming it.
	Version string `json:"version,omitempty"`
}

// An Opening is where a match's start came from, in a record's [Header]:
// a set-up from a line of an openings file, then plies played from it
// before the players took over. The match's options hold the start they
// lead to.
type Opening struct {
	// File is the openings file, as it was named, and Line the line of
	// the set-up in it, from 1; "" and 0 for the set-up of the seed.
	File string `json:"file,omitempty"`
	Line int    `json:"line,omitempty"`
	// Setup is that line: the set-up in the game's own notation (for
	// Alquerque, a position as alquerque.ParsePosition reads it).
	Setup string `json:"setup,omitempty"`
	// Plies are the plies played from the set-up before the players took
	// over, in the game's notation, and Random how many of them were
	// drawn at random (the last ones).
	Plies  []string `json:"plies,omitempty"`
	Random int      `json:"random,omitempty"`
}

// A Record is a match record read back by [Read].
type Record struct {
	Header Header
	// Events are the messages and faults, in record order.
	Events []Event
	// Result is the match's result, or nil when the record ends before it
	// (the match was stopped halfway).
	Result *games.Result
	// Interrupted is why the match was stopped halfway, as its record's
	// last line says, such as "interrupt signal received" or "context
	// canceled"; "" when the record has no such line. An interrupted
	// record has no Result.
	Interrupted string
	// Usage is what each player used of the machine, in seat order, as
	// the line after the result says (protocol.Match.Usage); nil when the record
	// has no such line.
	Usage []Usage
}

// An EventKind says what an [Event] records.
type EventKind uint8

const (
	// Sent: the runner delivered Text to Player.
	Sent EventKind = iota + 1
	// Received: Player wrote the line Text, after thinking for Think.
	Received
	// Faulted: the runner saw Player fail with Fault.
	Faulted
	// Stderr: Player wrote the line Text to its standard error during
	// the step; or, when Dropped is not 0, the record's caps dropped
	// Dropped bytes of it there, and Text says so for people. A replay
	// passes over these events.
	Stderr
)

// eventKindNames are the kinds' names, by value; 0 is no kind.
var eventKindNames = [...]string{Sent: "sent", Received: "received", Faulted: "faulted", Stderr: "stderr"}

// String returns "sent", "received", "faulted" or "stderr".
func (k EventKind) String() string { return text.Name(k, eventKindNames[:], "EventKind") }

// An Event is one line of a record between the header and the result.
type Event struct {
	Kind   EventKind
	Player int
	// Text is the message (Sent) or the line (Received, Stderr), byte
	// for byte.
	Text string
	// Think is how long the player was awaited before its line came
	// (Received); 0 when the record has no times.
	Think time.Duration
	// Fault is the failure (Faulted).
	Fault games.FaultKind
	// Detail is what the runner knew of the failure beyond its kind
	// (Faulted), as [games.Fault].Detail has it; "" when it knew no more,
	// and in records written before it was kept.
	Detail string
	// Dropped is how many bytes of Player's standard error the record's
	// caps dropped in the step (Stderr), line endings included; 0 for a
	// line kept.
	Dropped int
	// Line is the event's line number in the record, from 1.
	Line int
}

// A ReadError reports a line of a record that cannot be read.
type ReadError struct {
	Line int // from 1
	Err  error
}

// Error says which line, and what is wrong with it.
func (e *ReadError) Error() string {
	return fmt.Sprintf("protocol: record line %d: %v", e.Line, e.Err)
}

// Unwrap returns the underlying error, such as a JSON syntax error.
func (e *ReadError) Unwrap() error { return e.Err }

// Read reads a match record, as the package doc describes it, and
// checks what a replay relies on: the header comes first, is of a version
// this program reads ([CheckVersion]) and names at least one player; every
// line is of one known kind, has the fields its kind always has and no
// other; player numbers are seats of the header; a result's winner is a
// seat or [games.NoWinner]; nothing follows the interruption, nor the
// result but the usage. Blank lines are skipped. A record that ends
// without a result or an interruption is not an error: its Result is nil
// and its Interrupted "". On an error, which is a [*ReadError] naming the
// line, the returned Record holds what was read before it.
func Read(r io.Reader) (*Record, error) {
	rec, _, err := readRecord(r)
	return rec, err
}

// recordEnd tells Replay where a record's result or interruption is, and
// where the record ends.
type recordEnd struct {
	resultLine      int // 0 if none
	interruptedLine int // 0 if none
	lastLine        int
}

func readRecord(r io.Reader) (*Record, recordEnd, error) {
	rr := recordReader{rec: &Record{}}
	br := bufio.NewReader(r)
	var long []byte
	lineNo := 0
	for {
		raw, rerr := readLine(br, &long)
		if rerr != nil && rerr != io.EOF {
			return rr.rec, rr.end, fmt.Errorf("protocol: read record after line %d: %w", lineNo, rerr)
		}
		if len(raw) == 0 && rerr == io.EOF {
			break
		}
		lineNo++
		rr.end.lastLine = lineNo
		if len(bytes.TrimSpace(raw)) > 0 {
			if err := rr.line(raw, lineNo); err != nil {
				return rr.rec, rr.end, &ReadError{Line: lineNo, Err: err}
			}
		}
		if rerr == io.EOF {
			break
		}
	}
	if !rr.haveHeader {
		return rr.rec, rr.end, &ReadError{Line: lineNo + 1, Err: errors.New("no header: the record is empty")}
	}
	return rr.rec, rr.end, nil
}

// readLine returns the next line of br, with its line ending, in br's
// buffer or, for a line longer than it, in *long: it holds until the next
// call, as each line is read before the next.
func readLine(br *bufio.Reader, long *[]byte) ([]byte, error) {
	line, err := br.ReadSlice('\n')
	if err != bufio.ErrBufferFull {
		return line, err
	}
	*long = append((*long)[:0], line...)
	for err == bufio.ErrBufferFull {
		line, err = br.ReadSlice('\n')
		*long = append(*long, line...)
	}
	return *long, err
}

// A recordReader puts a record together from its lines.
type recordReader struct {
	rec        *Record
	end        recordEnd
	haveHeader bool
}

// A lineKind is a kind of line after the header: the schema of the struct
// its line is written from and read into, and what reading one does.
type lineKind struct {
	schema *schema
	read   func(rr *recordReader, obj []byte, lineNo int) error
}

// kind returns the kind of line that reads a line into an L, with read.
func kind[L any](read func(rr *recordReader, l *L, lineNo int) error) lineKind {
	s := newSchema(reflect.TypeFor[L](), false)
	return lineKind{schema: s, read: func(rr *recordReader, obj []byte, lineNo int) error {
		var l L
		if err := s.decode(obj, reflect.ValueOf(&l).Elem(), &decoding{players: len(rr.rec.Header.Players)}); err != nil {
			return err
		}
		return read(rr, &l, lineNo)
	}}
}

var (
	// bodyKinds are the kinds of line between the header and the end of
	// the record, in the order a line's kind is looked for: a line is of
	// the first kind whose key it has.
	bodyKinds = []lineKind{kind(readResult), kind(readInterrupted),
		kind(readSent), kind(readReceived), kind(readFaulted), kind(readStderr)}
	// usageKind is the kind of the line after the result, which
	// readUsage decodes whole into its struct, refusing unknown fields
	// in the Usage values too.
	usageKind    = lineKind{schema: newSchema(reflect.TypeFor[usageLine](), false), read: readUsage}
	headerSchema = newSchema(reflect.TypeFor[Header](), true)
)

// kindOf returns the first of kinds whose key the JSON object obj has, or
// nil.
func kindOf(obj []byte, kinds []lineKind) *lineKind {
	first := len(kinds)
	for m := newMembers(obj); m.next(); {
		for i := range kinds[:first] {
			if string(m.key) == kinds[i].schema.key() {
				first = i
			}
		}
	}
	if first == len(kinds) {
		return nil
	}
	return &kinds[first]
}

// line reads line lineNo of the record, which is not blank.
func (rr *recordReader) line(raw []byte, lineNo int) error {
	valid := json.Valid(raw) && isObject(raw)
	switch {
	case rr.end.resultLine != 0 && (rr.rec.Usage != nil || !valid || !has(raw, usageKind.schema.key())):
		return errors.New("a line after the result")
	case rr.end.resultLine != 0:
		return usageKind.read(rr, raw, lineNo)
	case rr.end.interruptedLine != 0:
		return fmt.Errorf("a line after the interruption at line %d", rr.end.interruptedLine)
	case !valid:
		return notObject(raw, new(map[string]json.RawMessage))
	case !rr.haveHeader:
		rr.haveHeader = true
		return readHeader(raw, &rr.rec.Header)
	}
	k := kindOf(raw, bodyKinds)
	if k == nil {
		return noKind(raw)
	}
	return k.read(rr, raw, lineNo)
}

// has reports whether the JSON object obj has the key.
func has(obj []byte, key string) bool {
	for m := newMembers(obj); m.next(); {
		if string(m.key) == key {
			return true
		}
	}
	return false
}

// noKind returns the error of a line of no known kind, the JSON object
// obj.
func noKind(obj []byte) error {
	var keys []string
	for m := newMembers(obj); m.next(); {
		keys = append(keys, string(m.key))
	}
	slices.Sort(keys)
	return fmt.Errorf("a line of no known kind, with fields %s", strings.Join(keys, ", "))
}

// event adds ev, read from line lineNo, to the record.
func (rr *recordReader) event(ev Event, lineNo int) error {
	ev.Line = lineNo
	rr.rec.Events = append(rr.rec.Events, ev)
	return nil
}

// readSent reads a line the referee sent.
func readSent(rr *recordReader, l *sendLine, lineNo int) error {
	return rr.event(Event{Kind: Sent, Player: int(l.To), Text: l.B64.or(l.Text)}, lineNo)
}

// readReceived reads a line a player wrote, with its thinking time.
func readReceived(rr *recordReader, l *recvLine, lineNo int) error {
	ev := Event{Kind: Received, Player: int(l.From), Text: l.B64.or(l.Text)}
	if l.MS != nil {
		// Beyond about 292 years a Duration overflows.
		if t := *l.MS; t < 0 || t > float64(math.MaxInt64)/1e6 {
			return fmt.Errorf("field \"ms\": %v is not a thinking time", t)
		}
		ev.Think = time.Duration(*l.MS * 1e6)
	}
	return rr.event(ev, lineNo)
}

// readStderr reads a line a player wrote to its standard error, or the
// note of what the caps dropped.
func readStderr(rr *recordReader, l *stderrLine, lineNo int) error {
	ev := Event{Kind: Stderr, Player: int(l.Stderr), Text: l.B64.or(l.Text)}
	if l.Dropped != nil {
		if ev.Dropped = *l.Dropped; ev.Dropped < 1 {
			return fmt.Errorf("field \"dropped\": %d; want the bytes dropped, at least 1", ev.Dropped)
		}
	}
	return rr.event(ev, lineNo)
}

// readFaulted reads a player's fault.
func readFaulted(rr *recordReader, l *faultLine, lineNo int) error {
	f := faultKind(l.Fault)
	if f == 0 {
		return fmt.Errorf("field \"fault\": unknown fault %q", l.Fault)
	}
	return rr.event(Event{Kind: Faulted, Player: int(l.Player), Fault: f, Detail: l.DetailB64.or(l.Detail)}, lineNo)
}

// faultKind returns the fault named name, or 0. The kinds are numbered
// from 1 without gaps, so it reads every kind the games package has, a new
// one included, up to the first that has no name.
func faultKind(name string) games.FaultKind {
	for f := games.FaultKind(1); f != 0; f++ {
		s := f.String()
		if strings.HasPrefix(s, "FaultKind(") {
			break
		}
		if s == name {
			return f
		}
	}
	return 0
}

// readInterrupted reads why the match stopped halfway.
func readInterrupted(rr *recordReader, l *interruptedLine, lineNo int) error {
	why := l.B64.or(l.Interrupted)
	if why == "" {
		return errors.New("field \"interrupted\": empty; want why the match stopped")
	}
	rr.rec.Interrupted, rr.end.interruptedLine = why, lineNo
	return nil
}

// readResult reads the result, whose winner is a seat of the header or
// games.NoWinner.
func readResult(rr *recordReader, l *resultLine, lineNo int) error {
	if n := len(rr.rec.Header.Players); l.Winner != games.NoWinner && (l.Winner < 0 || l.Winner >= n) {
		return fmt.Errorf("field \"winner\": %d is neither a seat of the header's %d players nor -1 (no winner)", l.Winner, n)
	}
	res := &games.Result{Scores: l.Scores, Winner: l.Winner, Reason: l.ReasonB64.or(l.Reason)}
	if f := l.Fault; f != nil {
		res.Fault = &games.Fault{Player: int(f.Player), Move: f.MoveB64.or(f.Move),
			Rule: f.RuleB64.or(f.Rule), Detail: f.DetailB64.or(f.Detail)}
	}
	rr.rec.Result, rr.end.resultLine = res, lineNo
	return nil
}

// readUsage reads the usage line, the JSON object obj: one entry a
// player.
func readUsage(rr *recordReader, obj []byte, _ int) error {
	var l usageLine
	if err := unmarshal(obj, &l, true); err != nil {
		return fmt.Errorf("usage line: %w", err)
	}
	if n := len(rr.rec.Header.Players); len(l.Usage) != n {
		return fmt.Errorf("usage line: %d players' usage for the header's %d players", len(l.Usage), n)
	}
	for p, u := range l.Usage {
		if u.PeakMemory < 0 || u.CPU < 0 {
			return fmt.Errorf("usage line: player %d: negative usage", p)
		}
	}
	rr.rec.Usage = l.Usage
	return nil
}

// readHeader reads the header, the JSON object obj, into h. It checks the
// version first, as a record of another major version may hold anything
// else, and an error in a header written by another version names that
// version. A header of another version, or with a field this program
// does not know, leaves h as it is: it is not one this program reads.
func readHeader(obj []byte, h *Header) error {
	if !has(obj, headerSchema.key()) {
		return fmt.Errorf("the first line is not a header: field %q is missing", headerSchema.key())
	}
	var got Header
	var d decoding
	err := headerSchema.decode(obj, reflect.ValueOf(&got).Elem(), &d)
	if verr := CheckVersion(got.Version); verr != nil {
		return verr
	}
	if err != nil && got.Version != "" && got.Version != Version() {
		err = fmt.Errorf("%w (the record was written by version %s, this is %s)", err, got.Version, Version())
	}
	var unknown unknownField
	if errors.As(err, &unknown) {
		return err
	}
	*h = got
	if err != nil {
		return err
	}
	h.SignedSeed = d.negative
	if h.Options == nil {
		h.Options = map[string]string{}
	}
	return checkHeader(h)
}

// checkHeader checks what a header's fields say together.
func checkHeader(h *Header) error {
	if len(h.Players) == 0 {
		return errors.New("the header names no players")
	}
	if h.Commands != nil && len(h.Commands) != len(h.Players) {
		return fmt.Errorf("field \"commands\": %d commands for %d players", len(h.Commands), len(h.Players))
	}
	if c := h.Stderr; c != nil && (c.Step < 1 || c.Game < 1) {
		return fmt.Errorf("field \"stderr\": caps of %d bytes a step and %d a game; want both at least 1", c.Step, c.Game)
	}
	o := h.Opening
	if o == nil {
		return nil
	}
	if o.Line < 0 || o.Random < 0 || o.Random > len(o.Plies) {
		return fmt.Errorf("field \"opening\": line %d, %d random plies of %d", o.Line, o.Random, len(o.Plies))
	}
	if len(o.Plies) == 0 {
		// "plies":[] is written as no plies at all: read it so, so that
		// a record reads the same after it is written again.
		o.Plies = nil
	}
	return nil
}
