package games_test

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games"
)

// MakeReferee takes a game's steps in order and stops at the first error:
// an option the game does not take, a bad set-up, a referee refused.
func TestMakeReferee(t *testing.T) {
	refused := errors.New("pile: no referee for 13 stones")
	g := pileGame()
	g.NewReferee = games.MakeReferee(g, pileStones,
		func(stones int) (games.Referee, error) {
			if stones == 13 {
				return nil, refused
			}
			return newPile(stones), nil
		},
		func(stones int) map[string]string { return map[string]string{"stones": strings.Repeat("|", stones)} })
	for _, tc := range []struct {
		options  map[string]string
		complete string
		err      string
	}{
		{nil, "||||||||||||", ""}, // seed 2: 12 stones
		{map[string]string{"stones": "3"}, "|||", ""},
		{map[string]string{"stones": "x"}, "", `pile: option stones: "x" is not a number of at least 1`},
		{map[string]string{"stones": "13"}, "", refused.Error()},
		{map[string]string{"stones": "3", "colour": "red"}, "", `pile: unknown option "colour"`},
	} {
		ref, complete, err := g.NewReferee(2, tc.options)
		switch {
		case tc.err != "":
			if err == nil || err.Error() != tc.err || ref != nil || complete != nil {
				t.Errorf("options %v: %v, %v, error %v; want only the error %q", tc.options, ref, complete, err, tc.err)
			}
		case err != nil || ref == nil || complete["stones"] != tc.complete:
			t.Errorf("options %v: %v, %v, error %v; want a referee and stones %q", tc.options, ref, complete, err, tc.complete)
		}
	}
}

// Offered lists the bots' names and, when the game offers it, strongest.
func TestBotsOffered(t *testing.T) {
	b := games.Bots{Names: []string{"a", "b"}}
	if got := b.Offered(); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("without Strongest: %q", got)
	}
	b.Strongest = []string{"b", "b"}
	if got := b.Offered(); !slices.Equal(got, []string{"a", "b", games.Strongest}) {
		t.Errorf("with Strongest: %q", got)
	}
	if got := b.Offered(); len(b.Names) != 2 || len(got) != 3 {
		t.Errorf("Offered changed Names: %q", b.Names)
	}
}

// A result line writes the scores joined by '-', a negative one in
// parentheses, each as the game's ScoreText writes it, or else as the
// shortest decimal.
func TestFormatScores(t *testing.T) {
	java := func(s float64) string { // as Lang Wars' engine printed them
		t := strconv.FormatFloat(s, 'f', -1, 64)
		if !strings.Contains(t, ".") {
			t += ".0"
		}
		return t
	}
	for _, tc := range []struct {
		text   func(float64) string
		scores []float64
		want   string
	}{
		{nil, []float64{12, 0}, "12-0"},
		{nil, []float64{5, -3.5, -3, 1.5}, "5-(-3.5)-(-3)-1.5"},
		{nil, []float64{0, 0, 0, 0}, "0-0-0-0"},
		{nil, nil, ""},
		{java, []float64{5, -3.5, -3, 1.5}, "5.0-(-3.5)-(-3.0)-1.5"},
		{java, []float64{12, -7.0 / 3}, "12.0-(-2.3333333333333335)"},
	} {
		g := games.Game{ScoreText: tc.text}
		if got := g.FormatScores(tc.scores); got != tc.want {
			t.Errorf("FormatScores(%v) = %q, want %q", tc.scores, got, tc.want)
		}
	}
}
