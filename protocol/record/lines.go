package record

import (
	"encoding/base64"
	"encoding/json"
	"math"
	"time"
	"unicode/utf8"
)

// The record's lines after the header, one struct a kind. A Writer
// encodes each line from its struct and Read decodes it back into the same
// struct, so that the struct's json tags are the record's one schema (see
// schema.go for what the reader derives from them): a line's kind is the
// key of its struct's first field; a field without omitempty is one the
// Writer always writes, so a reader requires it.

type sendLine struct {
	To   seat   `json:"to"`
	Text string `json:"text"`
	B64  twin   `json:"b64,omitempty"`
}

type recvLine struct {
	From seat     `json:"from"`
	Text string   `json:"text"`
	B64  twin     `json:"b64,omitempty"`
	MS   *float64 `json:"ms,omitempty"` // nil in a record without times
}

type stderrLine struct {
	Stderr  seat   `json:"stderr"`
	Text    string `json:"text"`
	B64     twin   `json:"b64,omitempty"`
	Dropped *int   `json:"dropped,omitempty"` // nil for a line kept
}

type faultLine struct {
	Fault     string `json:"fault"`
	Player    seat   `json:"player"`
	Detail    string `json:"detail,omitempty"`
	DetailB64 twin   `json:"detail_b64,omitempty"`
}

type resultLine struct {
	Scores    []float64  `json:"scores"`
	Winner    int        `json:"winner"`
	Reason    string     `json:"reason"`
	ReasonB64 twin       `json:"reason_b64,omitempty"`
	Fault     *faultJSON `json:"fault"` // null for a result without a fault
}

// A faultJSON is a result's fault, in its line.
type faultJSON struct {
	Player    seat   `json:"player"`
	Move      string `json:"move"`
	MoveB64   twin   `json:"move_b64,omitempty"`
	Rule      string `json:"rule"`
	RuleB64   twin   `json:"rule_b64,omitempty"`
	Detail    string `json:"detail,omitempty"`
	DetailB64 twin   `json:"detail_b64,omitempty"`
}

type interruptedLine struct {
	Interrupted string `json:"interrupted"`
	B64         twin   `json:"interrupted_b64,omitempty"`
}

type usageLine struct {
	Usage []Usage `json:"usage"`
}

// A seat is a player's number in a line: the reader checks that it is a
// seat of the header's players.
type seat int

// A twin is the text of a line that is not valid UTF-8, in the base64
// field beside it. Such a text cannot be a JSON string without loss
// (encoding/json replaces each bad byte with U+FFFD), so a Writer writes
// it twice: as a JSON string, for people, and exactly in base64 in its
// twin, for programs ("b64" beside "text", "reason_b64" beside "reason",
// and so on). A twin holds the text itself, not its base64; it is "" for a
// valid text, and then is left out of the line.
type twin string

// twinOf returns the twin of text s: s if it is not valid UTF-8, "" if it
// is.
func twinOf(s string) twin {
	if utf8.ValidString(s) {
		return ""
	}
	return twin(s)
}

// or returns the text the twin holds, if any, and s otherwise: a reader
// takes the twin when there is one.
func (t twin) or(s string) string {
	if t != "" {
		return string(t)
	}
	return s
}

// MarshalJSON writes the text in base64.
func (t twin) MarshalJSON() ([]byte, error) {
	return json.Marshal(base64.StdEncoding.EncodeToString([]byte(t)))
}

// UnmarshalJSON reads the text from its base64.
func (t *twin) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return err
	}
	*t = twin(b)
	return nil
}

// ms returns d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 {
	return math.Round(float64(d)/1e3) / 1e3
}
