package view

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

// A Replay is everything a page shows of one match.
type Replay struct {
	Game    string   `json:"game"`
	Seats   []string `json:"seats"`
	Players []string `json:"players"`
	Seed    uint64   `json:"seed"`
	// Opening is where the match started when a tournament or a series
	// chose its start (an openings file's line, random plies): the page
	// says so under the seed. Nil otherwise.
	Opening *record.Opening `json:"opening,omitempty"`
	// Match is what holds all match long, from the game's View.Match.
	Match any `json:"match"`
	// Frames are the match before its first step and after each step
	// that changed its picture.
	Frames []Frame `json:"frames"`
	// Verdict is how the match ended.
	Verdict Verdict `json:"verdict"`
	// Series, when not nil, places the match among the games of a series
	// or a tournament: the page shows "game k of N" with links to the
	// previous game, the next and the index, in a <nav id="series">.
	Series *Series `json:"series,omitempty"`
}

// A Series is a match's place among the games of a series or a
// tournament, with the links of the pages around its page: each a URL
// relative to the match's page (see [RelativeURL]).
type Series struct {
	// Game is the match's number, from 1, and Games the number of games.
	Game  int `json:"game"`
	Games int `json:"games"`
	// Index is the index page's URL; Prev and Next those of the previous
	// and the next game's pages, "" for none.
	Index string `json:"index"`
	Prev  string `json:"prev,omitempty"`
	Next  string `json:"next,omitempty"`
}

// A Frame is the match after one step: the game's picture, and what was
// said in the step.
type Frame struct {
	games.Frame
	// Lines are the lines of the step, in record order: those each
	// player was sent, then what the awaited players wrote or how they
	// failed, each after the lines the player wrote to its standard
	// error in the step, if the record keeps them; and before them those
	// of the steps since the frame before that left the picture as it was.
	Lines []Line `json:"lines"`
	// ScoreText is the picture's scores as a result line writes them
	// ([games.Game.FormatScores]): the page's score line.
	ScoreText string `json:"scoreText"`
	// Clock is each player's time left on its whole-match clock, in
	// milliseconds, when the match has one; nil otherwise.
	Clock []float64 `json:"clock,omitempty"`
	// drawn is Draw as JSON, when Build marshalled it to compare the
	// frame with the one before: the page need not marshal it again.
	drawn []byte
}

// A Line is one line of a record, for people.
type Line struct {
	// Kind is "sent", "received", "faulted" or "stderr" (a line the
	// player wrote to its standard error, or the record's note of what
	// its caps dropped). A "faulted" line is the runner's fault, or the
	// rules' judgement of the line before it when the match's fault is an
	// illegal line.
	Kind   string `json:"kind"`
	Player int    `json:"player"`
	// Text is the message, the line, the fault and why (see
	// [FaultText]), or the line of standard error.
	Text string `json:"text"`
	// MS is the player's thinking time for a received line, when the
	// record has times.
	MS float64 `json:"ms,omitempty"`
}

// A Verdict is how a match ended.
type Verdict struct {
	// Text says it in a line: the scores and the referee's reason, or
	// that the match was interrupted.
	Text   string        `json:"text"`
	Result *games.Result `json:"result,omitempty"`
	// Interrupted is the reason a match stopped halfway, if it did.
	Interrupted string `json:"interrupted,omitempty"`
}

// Build plays the record rec of a match of g through a fresh referee made
// from its header, and returns the frames of the match. An error names the
// record's line where the referee and the record part.
func Build(g games.Game, rec *record.Record) (*Replay, error) {
	h := rec.Header
	if h.Game != g.Name {
		return nil, fmt.Errorf("view: line 1: a record of %q, not of %s", h.Game, g.Name)
	}
	ref, _, err := g.NewReferee(h.Seed, h.Options)
	if err != nil {
		return nil, fmt.Errorf("view: line 1: %w", err)
	}
	if ref.Players() != len(h.Players) {
		return nil, fmt.Errorf("view: line 1: %d players for a game of %d", len(h.Players), ref.Players())
	}
	r := &Replay{Game: g.Name, Seats: g.Seats, Players: h.Players, Seed: h.Seed, Opening: h.Opening}
	if g.Drawing.Match != nil {
		r.Match = g.Drawing.Match(ref)
	}
	clock := ref.Clock()
	if h.Clock != nil {
		clock = *h.Clock
	}
	b := builder{game: g, ref: ref, walk: record.Walker{Ref: ref}, r: r, total: float64(clock.Total.Milliseconds()), used: make([]float64, ref.Players())}
	if g.Drawing.Frames != nil {
		b.picture = g.Drawing.Frames(ref)
	}
	b.frame()
	for _, ev := range rec.Events {
		if err := b.event(ev); err != nil {
			return nil, err
		}
	}
	b.last()
	if n := len(r.Frames); len(b.pending) > 0 {
		r.Frames[n-1].Lines = append(r.Frames[n-1].Lines, b.pending...)
	}
	r.Verdict = verdict(g, rec)
	judged(g, r, rec)
	return r, nil
}

// A builder follows a record's events through the referee.
type builder struct {
	game    games.Game
	ref     games.Referee
	walk    record.Walker
	r       *Replay
	pending []Line // the lines of the steps since the last frame
	total   float64
	used    []float64
	picture func() games.Frame // the game's pictures of this match; nil for none
	shown   []byte             // the JSON of the last frame's picture without its drawing
	drawn   []byte             // and of its drawing
}

// event hands one event of the record to the referee, and takes a frame
// when it completes a step.
func (b *builder) event(ev record.Event) error {
	line := Line{Kind: ev.Kind.String(), Player: ev.Player, Text: ev.Text}
	switch ev.Kind {
	case record.Faulted:
		line.Text = FaultText(games.Fault{Player: ev.Player, Rule: ev.Fault.String(), Detail: ev.Detail})
	case record.Received:
		line.MS = float64(ev.Think.Microseconds()) / 1000
		b.used[ev.Player] += line.MS
	}
	stepDone, err := b.walk.Play(ev)
	if err != nil {
		return fmt.Errorf("view: line %d: %w", ev.Line, err)
	}
	b.pending = append(b.pending, line)
	if stepDone {
		b.frame()
	}
	return nil
}

// last takes the picture of the match's end when it differs from the last
// frame: a referee may play on in its Next after the last line (the turns
// of players that have stopped, say) before it is done.
func (b *builder) last() {
	if b.walk.InStep() || b.picture == nil || !b.ref.Next().Done {
		return
	}
	b.frame()
}

// frame takes the picture of the match as it stands, with the pending
// lines, unless it is the last frame's picture: the lines then wait for
// the next frame. Frame 0, and every frame of a game without pictures,
// is always taken.
func (b *builder) frame() {
	if b.picture == nil {
		b.add(games.Frame{})
		return
	}
	pic := b.picture()
	drawn, err := json.Marshal(pic.Draw)
	rest := pic
	rest.Draw = nil
	shown, err2 := json.Marshal(rest)
	if err == nil && err2 == nil && len(b.r.Frames) > 0 && bytes.Equal(shown, b.shown) && bytes.Equal(drawn, b.drawn) {
		return
	}
	b.shown, b.drawn = shown, drawn
	b.add(pic)
	if err == nil {
		b.r.Frames[len(b.r.Frames)-1].drawn = drawn
	}
}

// add adds a frame of the picture pic, with the pending lines.
func (b *builder) add(pic games.Frame) {
	f := Frame{Frame: pic, Lines: b.pending, ScoreText: b.game.FormatScores(pic.Scores)}
	b.pending = nil
	if b.total > 0 {
		f.Clock = make([]float64, len(b.used))
		for p, u := range b.used {
			f.Clock[p] = max(0, b.total-u)
		}
	}
	b.r.Frames = append(b.r.Frames, f)
}

// FaultText says what fault f was, and why, for people: the runner's
// fault and its detail ("exited: exit status 3"), or the illegal line and
// the rule it broke ("illegal move \"xyz\": illegal character").
func FaultText(f games.Fault) string {
	switch {
	case f.Move != "":
		return fmt.Sprintf("illegal move %q: %s", f.Move, f.Rule)
	case f.Detail != "":
		return f.Rule + ": " + f.Detail
	}
	return f.Rule
}

// judged adds, when the match's fault is a line the rules judged illegal,
// the judgement after that line: the player's last line in the record,
// as the referee awaits no more of a player it has judged. The judgement
// is the referee's reason when it quotes the line (it says more than the
// rule's name), else the fault (see [FaultText]).
func judged(g games.Game, r *Replay, rec *record.Record) {
	if rec.Result == nil || rec.Result.Fault == nil || rec.Result.Fault.Move == "" {
		return
	}
	f := *rec.Result.Fault
	text := FaultText(f)
	if reason := rec.Result.Reason; strings.Contains(reason, strconv.Quote(f.Move)) {
		text = strings.TrimPrefix(reason, playerName(g, f.Player)+": ")
	}
	for n := len(r.Frames) - 1; n >= 0; n-- {
		lines := r.Frames[n].Lines
		for i := len(lines) - 1; i >= 0; i-- {
			l := lines[i]
			if l.Player != f.Player || l.Kind != "received" && l.Kind != "faulted" {
				continue
			}
			if l.Kind == "received" && l.Text == f.Move {
				judgement := Line{Kind: "faulted", Player: f.Player, Text: text}
				r.Frames[n].Lines = slices.Insert(lines, i+1, judgement)
			}
			return
		}
	}
}

// verdict says how the match of rec ended: the scores and the referee's
// reason, then the fault, with why, unless the reason says it all.
func verdict(g games.Game, rec *record.Record) Verdict {
	switch {
	case rec.Result != nil:
		res := rec.Result.Clone()
		text := fmt.Sprintf("%s (%s)", g.FormatScores(res.Scores), res.Reason)
		if f := res.Fault; f != nil {
			why := FaultText(*f)
			switch {
			case f.Move != "" && strings.Contains(res.Reason, strconv.Quote(f.Move)):
			case f.Move == "" && strings.Contains(res.Reason, f.Rule) && f.Detail != "":
				text = fmt.Sprintf("%s (%s: %s)", g.FormatScores(res.Scores), res.Reason, f.Detail)
			case f.Move == "" && strings.Contains(res.Reason, f.Rule):
			default:
				text += " \u00b7 " + playerName(g, f.Player) + " faulted: " + why
			}
		}
		return Verdict{Text: text, Result: &res}
	case rec.Interrupted != "":
		return Verdict{Text: "interrupted: " + rec.Interrupted, Interrupted: rec.Interrupted}
	}
	return Verdict{Text: "the record ends before the match did"}
}

// playerName is how a replay page names seat p of g, as its script does.
func playerName(g games.Game, p int) string {
	if p >= 0 && p < len(g.Seats) && g.Seats[p] != "" {
		return g.Seats[p]
	}
	return fmt.Sprintf("player %d", p)
}
