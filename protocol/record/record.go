package record

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

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

// The record's lines, as written. Texts that are not valid UTF-8 cannot be
// JSON strings without loss (encoding/json replaces each bad byte with
// U+FFFD), so such a text is also written in base64 in a field named after
// it: "b64" beside "text", "reason_b64" beside "reason", and so on. A
// reader takes the base64 field when there is one.

type sendLine struct {
	To   int    `json:"to"`
	Text string `json:"text"`
	B64  string `json:"b64,omitempty"`
}

type recvLine struct {
	From int      `json:"from"`
	Text string   `json:"text"`
	B64  string   `json:"b64,omitempty"`
	MS   *float64 `json:"ms,omitempty"`
}

type stderrLine struct {
	Stderr  int    `json:"stderr"`
	Text    string `json:"text"`
	B64     string `json:"b64,omitempty"`
	Dropped int    `json:"dropped,omitempty"`
}

type faultLine struct {
	Fault     string `json:"fault"`
	Player    int    `json:"player"`
	Detail    string `json:"detail,omitempty"`
	DetailB64 string `json:"detail_b64,omitempty"`
}

type resultLine struct {
	Scores    []float64  `json:"scores"`
	Winner    int        `json:"winner"`
	Reason    string     `json:"reason"`
	ReasonB64 string     `json:"reason_b64,omitempty"`
	Fault     *faultJSON `json:"fault"`
}

type interruptedLine struct {
	Interrupted string `json:"interrupted"`
	B64         string `json:"interrupted_b64,omitempty"`
}

type faultJSON struct {
	Player    int    `json:"player"`
	Move      string `json:"move"`
	MoveB64   string `json:"move_b64,omitempty"`
	Rule      string `json:"rule"`
	RuleB64   string `json:"rule_b64,omitempty"`
	Detail    string `json:"detail,omitempty"`
	DetailB64 string `json:"detail_b64,omitempty"`
}

// b64 returns s in base64 if s is not valid UTF-8, and "" if it is.
func b64(s string) string {
	if utf8.ValidString(s) {
		return ""
	}
	return base64.StdEncoding.EncodeToString([]byte(s))
}

// ms returns d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 {
	return math.Round(float64(d)/1e3) / 1e3
}

// Read reads a match record, as a protocol.Match writes it: JSON Lines, a
// header first, then one line per message sent ({"to","text"}), per line
// received ({"from","text","ms"}), per line of a player's standard error
// ({"stderr","text"}, with "dropped" in the note of what the caps dropped)
// and per fault ({"fault","player"}, with "detail" when the runner knew
// more of it), and last either the result ({"scores","winner","reason",
// "fault"}, the fault's "detail" as in [games.Fault]) or, when the match
// was stopped halfway, why it stopped ({"interrupted"}). A text that is not
// valid UTF-8 is read from its base64 field ("b64", "reason_b64",
// "move_b64", "rule_b64", "detail_b64", "interrupted_b64"). Blank lines
// are skipped.
//
// Read checks what a replay relies on: the header comes first, is
// of a version this program reads ([CheckVersion]: a record of another
// major version is refused, naming it) and names at least one player, every line is of one known kind with only
// known fields, player numbers are seats of the header, a result's winner
// is a seat or [games.NoWinner], nothing follows the result or the
// interruption. A record that ends without either is not an error: its
// Result is nil and its Interrupted "" (a match cut short, or a record
// still being written). On an error, which is a [*ReadError] naming the
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
	lineNo := 0
	for {
		raw, rerr := br.ReadBytes('\n')
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

// A recordReader puts a record together from its lines.
type recordReader struct {
	rec        *Record
	end        recordEnd
	haveHeader bool
}

// line reads line lineNo of the record, which is not blank.
func (rr *recordReader) line(raw []byte, lineNo int) error {
	switch {
	case rr.end.resultLine != 0 && (rr.rec.Usage != nil || !bytes.HasPrefix(bytes.TrimSpace(raw), []byte(`{"usage":`))):
		return errors.New("a line after the result")
	case rr.end.resultLine != 0:
		u, err := readUsage(raw, len(rr.rec.Header.Players))
		if err == nil {
			rr.rec.Usage = u
		}
		return err
	case rr.end.interruptedLine != 0:
		return fmt.Errorf("a line after the interruption at line %d", rr.end.interruptedLine)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return err
	}
	if fields == nil {
		return errors.New("not a JSON object")
	}
	if !rr.haveHeader {
		rr.haveHeader = true
		return readHeader(fields, &rr.rec.Header)
	}
	return rr.body(fields, lineNo)
}

// body reads a line after the header: the result, the interruption, or an
// event.
func (rr *recordReader) body(fields map[string]json.RawMessage, lineNo int) error {
	n := len(rr.rec.Header.Players)
	switch {
	case has(fields, "scores"):
		res, err := readResult(fields, n)
		if err != nil {
			return err
		}
		rr.rec.Result, rr.end.resultLine = res, lineNo
	case has(fields, "interrupted"):
		why, err := readInterrupted(fields)
		if err != nil {
			return err
		}
		rr.rec.Interrupted, rr.end.interruptedLine = why, lineNo
	default:
		ev, err := readEvent(fields, n)
		if err != nil {
			return err
		}
		ev.Line = lineNo
		rr.rec.Events = append(rr.rec.Events, ev)
	}
	return nil
}

func has(fields map[string]json.RawMessage, key string) bool {
	_, ok := fields[key]
	return ok
}

// only checks that fields has every key of need and no key outside need
// and may.
func only(fields map[string]json.RawMessage, need, may []string) error {
	for _, k := range need {
		if !has(fields, k) {
			return fmt.Errorf("field %q is missing", k)
		}
	}
	var bad []string
	for k := range fields {
		if !slices.Contains(need, k) && !slices.Contains(may, k) {
			bad = append(bad, k)
		}
	}
	if len(bad) > 0 {
		slices.Sort(bad)
		return fmt.Errorf("unknown field %q", bad[0])
	}
	return nil
}

// readSeed reads the header's seed, unsigned or, as a Lang Wars record
// may have it, signed.
func readSeed(fields map[string]json.RawMessage, h *Header) error {
	raw := fields["seed"]
	if !bytes.HasPrefix(raw, []byte("-")) {
		return field(fields, "seed", &h.Seed)
	}
	var n int64
	if err := field(fields, "seed", &n); err != nil {
		return err
	}
	h.Seed, h.SignedSeed = uint64(n), true
	return nil
}

// field decodes fields[key], if present, into v.
func field(fields map[string]json.RawMessage, key string, v any) error {
	raw, ok := fields[key]
	if !ok {
		return nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("field %q: %w", key, err)
	}
	return nil
}

// objectField decodes the object fields[key] into v, refusing a field
// that v does not have, and reports whether it did: an absent or null
// field leaves v as it is.
func objectField(fields map[string]json.RawMessage, key string, v any) (bool, error) {
	raw, ok := fields[key]
	if !ok || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return false, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return false, fmt.Errorf("field %q: %w", key, err)
	}
	return true, nil
}

// textField decodes the string field key, taking its base64 twin b64key when it
// is there.
func textField(fields map[string]json.RawMessage, key, b64key string) (string, error) {
	var s, enc string
	if err := field(fields, key, &s); err != nil {
		return "", err
	}
	if err := field(fields, b64key, &enc); err != nil {
		return "", err
	}
	if !has(fields, b64key) {
		return s, nil
	}
	b, err := base64.StdEncoding.DecodeString(enc)
	if err != nil {
		return "", fmt.Errorf("field %q: %w", b64key, err)
	}
	return string(b), nil
}

func seatField(fields map[string]json.RawMessage, key string, n int) (int, error) {
	var p int
	if err := field(fields, key, &p); err != nil {
		return 0, err
	}
	if p < 0 || p >= n {
		return 0, fmt.Errorf("field %q: player %d is not a seat of the header's %d", key, p, n)
	}
	return p, nil
}

func readHeader(fields map[string]json.RawMessage, h *Header) error {
	if !has(fields, "game") {
		return errors.New("the first line is not a header: field \"game\" is missing")
	}
	if err := readVersion(fields, h); err != nil {
		return err
	}
	for _, f := range []struct {
		key string
		v   any
	}{{"game", &h.Game}, {"options", &h.Options}, {"players", &h.Players}, {"clock", &h.Clock}, {"commands", &h.Commands}} {
		if err := field(fields, f.key, f.v); err != nil {
			return err
		}
	}
	if err := readOpening(fields, h); err != nil {
		return err
	}
	if err := readSeed(fields, h); err != nil {
		return err
	}
	if err := readStderrCaps(fields, h); err != nil {
		return err
	}
	if h.Options == nil {
		h.Options = map[string]string{}
	}
	if len(h.Players) == 0 {
		return errors.New("the header names no players")
	}
	if h.Commands != nil && len(h.Commands) != len(h.Players) {
		return fmt.Errorf("field \"commands\": %d commands for %d players", len(h.Commands), len(h.Players))
	}
	return nil
}

// readVersion reads the header's version first, as a record of another
// major version may hold anything else, and checks its fields: an
// unknown one is an error that names the version that wrote it, when
// that is not this one.
func readVersion(fields map[string]json.RawMessage, h *Header) error {
	if err := field(fields, "version", &h.Version); err != nil {
		return err
	}
	if err := CheckVersion(h.Version); err != nil {
		return err
	}
	err := only(fields, []string{"game", "players"}, []string{"seed", "options", "clock", "stderr", "commands", "opening", "version"})
	if err != nil && h.Version != "" && h.Version != Version() {
		return fmt.Errorf("%w (the record was written by version %s, this is %s)", err, h.Version, Version())
	}
	return err
}

// readOpening reads the header's opening, if it has one.
func readOpening(fields map[string]json.RawMessage, h *Header) error {
	var o Opening
	if ok, err := objectField(fields, "opening", &o); !ok {
		return err
	}
	if o.Line < 0 || o.Random < 0 || o.Random > len(o.Plies) {
		return fmt.Errorf("field \"opening\": line %d, %d random plies of %d", o.Line, o.Random, len(o.Plies))
	}
	if len(o.Plies) == 0 {
		// "plies":[] is written as no plies at all: read it so, so that
		// a record reads the same after it is written again.
		o.Plies = nil
	}
	h.Opening = &o
	return nil
}

func readEvent(fields map[string]json.RawMessage, n int) (Event, error) {
	switch {
	case has(fields, "to"):
		return readSent(fields, n)
	case has(fields, "from"):
		return readReceived(fields, n)
	case has(fields, "fault"):
		return readFaulted(fields, n)
	case has(fields, "stderr"):
		return readStderr(fields, n)
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return Event{}, fmt.Errorf("a line of no known kind, with fields %s", strings.Join(keys, ", "))
}

// readText reads what the events that carry a line of text share: the
// seat, in the field key that tells the event's kind, and the text. may
// lists the kind's optional fields, the text's base64 twin "b64" among
// them.
func readText(fields map[string]json.RawMessage, n int, kind EventKind, key string, may ...string) (ev Event, err error) {
	ev.Kind = kind
	if err = only(fields, []string{key, "text"}, may); err != nil {
		return ev, err
	}
	if ev.Player, err = seatField(fields, key, n); err != nil {
		return ev, err
	}
	ev.Text, err = textField(fields, "text", "b64")
	return ev, err
}

// readSent reads a line the referee sent.
func readSent(fields map[string]json.RawMessage, n int) (Event, error) {
	return readText(fields, n, Sent, "to", "b64")
}

// readReceived reads a line a player wrote, with its thinking time.
func readReceived(fields map[string]json.RawMessage, n int) (Event, error) {
	ev, err := readText(fields, n, Received, "from", "b64", "ms")
	if err != nil {
		return ev, err
	}
	var t float64
	if err = field(fields, "ms", &t); err != nil {
		return ev, err
	}
	// Beyond about 292 years a Duration overflows.
	if t < 0 || t > float64(math.MaxInt64)/1e6 {
		return ev, fmt.Errorf("field \"ms\": %v is not a thinking time", t)
	}
	ev.Think = time.Duration(t * 1e6)
	return ev, nil
}

// readFaulted reads a player's fault.
func readFaulted(fields map[string]json.RawMessage, n int) (ev Event, err error) {
	ev.Kind = Faulted
	if err = only(fields, []string{"fault", "player"}, []string{"detail", "detail_b64"}); err != nil {
		return ev, err
	}
	if ev.Detail, err = textField(fields, "detail", "detail_b64"); err != nil {
		return ev, err
	}
	var name string
	if err = field(fields, "fault", &name); err != nil {
		return ev, err
	}
	if ev.Fault = faultKind(name); ev.Fault == 0 {
		return ev, fmt.Errorf("field \"fault\": unknown fault %q", name)
	}
	ev.Player, err = seatField(fields, "player", n)
	return ev, err
}

// readStderr reads a line a player wrote to its standard error, or the
// note of what the caps dropped.
func readStderr(fields map[string]json.RawMessage, n int) (Event, error) {
	ev, err := readText(fields, n, Stderr, "stderr", "b64", "dropped")
	if err != nil {
		return ev, err
	}
	if err = field(fields, "dropped", &ev.Dropped); err != nil {
		return ev, err
	}
	if has(fields, "dropped") && ev.Dropped < 1 {
		return ev, fmt.Errorf("field \"dropped\": %d; want the bytes dropped, at least 1", ev.Dropped)
	}
	return ev, nil
}

// readStderrCaps reads the header's caps on standard error, if it has
// them.
func readStderrCaps(fields map[string]json.RawMessage, h *Header) error {
	var c StderrCaps
	if ok, err := objectField(fields, "stderr", &c); !ok {
		return err
	}
	if c.Step < 1 || c.Game < 1 {
		return fmt.Errorf("field \"stderr\": caps of %d bytes a step and %d a game; want both at least 1", c.Step, c.Game)
	}
	h.Stderr = &c
	return nil
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

func readInterrupted(fields map[string]json.RawMessage) (string, error) {
	if err := only(fields, []string{"interrupted"}, []string{"interrupted_b64"}); err != nil {
		return "", err
	}
	why, err := textField(fields, "interrupted", "interrupted_b64")
	if err != nil {
		return "", err
	}
	if why == "" {
		return "", errors.New("field \"interrupted\": empty; want why the match stopped")
	}
	return why, nil
}

func readResult(fields map[string]json.RawMessage, n int) (*games.Result, error) {
	if err := only(fields, []string{"scores", "winner", "reason", "fault"}, []string{"reason_b64"}); err != nil {
		return nil, err
	}
	res := &games.Result{}
	if err := field(fields, "scores", &res.Scores); err != nil {
		return nil, err
	}
	var err error
	if res.Winner, err = winnerField(fields, n); err != nil {
		return nil, err
	}
	if res.Reason, err = textField(fields, "reason", "reason_b64"); err != nil {
		return nil, err
	}
	var ff map[string]json.RawMessage
	if err := field(fields, "fault", &ff); err != nil {
		return nil, err
	}
	if ff == nil { // null
		return res, nil
	}
	if err := only(ff, []string{"player", "move", "rule"}, []string{"move_b64", "rule_b64", "detail", "detail_b64"}); err != nil {
		return nil, fmt.Errorf("field \"fault\": %w", err)
	}
	f := &games.Fault{}
	if f.Player, err = seatField(ff, "player", n); err != nil {
		return nil, fmt.Errorf("field \"fault\": %w", err)
	}
	if f.Move, err = textField(ff, "move", "move_b64"); err != nil {
		return nil, fmt.Errorf("field \"fault\": %w", err)
	}
	if f.Rule, err = textField(ff, "rule", "rule_b64"); err != nil {
		return nil, fmt.Errorf("field \"fault\": %w", err)
	}
	if f.Detail, err = textField(ff, "detail", "detail_b64"); err != nil {
		return nil, fmt.Errorf("field \"fault\": %w", err)
	}
	res.Fault = f
	return res, nil
}

// winnerField reads a result's "winner": a seat of the header's n, or
// games.NoWinner. A null is refused, not read as seat 0.
func winnerField(fields map[string]json.RawMessage, n int) (int, error) {
	var w *int
	if err := field(fields, "winner", &w); err != nil {
		return 0, err
	}
	switch {
	case w == nil:
		return 0, errors.New("field \"winner\": null; want a seat, or -1 for no winner")
	case *w != games.NoWinner && (*w < 0 || *w >= n):
		return 0, fmt.Errorf("field \"winner\": %d is neither a seat of the header's %d players nor -1 (no winner)", *w, n)
	}
	return *w, nil
}

type usageLine struct {
	Usage []Usage `json:"usage"`
}

// readUsage reads the usage line of a record of n players.
func readUsage(raw []byte, n int) ([]Usage, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var l usageLine
	if err := dec.Decode(&l); err != nil {
		return nil, fmt.Errorf("usage line: %w", err)
	}
	if len(l.Usage) != n {
		return nil, fmt.Errorf("usage line: %d players' usage for the header's %d players", len(l.Usage), n)
	}
	for p, u := range l.Usage {
		if u.PeakMemory < 0 || u.CPU < 0 {
			return nil, fmt.Errorf("usage line: player %d: negative usage", p)
		}
	}
	return l.Usage, nil
}
