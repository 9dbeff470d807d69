package standings

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"github.com/contestgames/games/protocol/arena/stats"
)

// A Report is everything the text table ([Standings.String]) shows, as
// JSON: "referee table -json" and "referee tournament -json" print one.
// Its schema, field by field:
//
//	{
//	  "game": "alquerque",          the game
//	  "seats": 2,                   seats a game: 2, or 4 (mean points and ranks, head to head)
//	  "games": 6,                   games counted
//	  "distinct": 6,                different games among them, move for move from their start
//	  "undigested": 0,              games without a record of their moves, counted as distinct
//	  "pairs": 3,                   complete game pairs
//	  "repeated_pairs": 0,          game pairs that repeat an earlier pair of the same players move for move
//	  "copied_pairs": 0,            game pairs that repeat a pair of other players move for move
//	  "warning": "…",               the table's warning, when pairs repeat (else absent)
//	  "players": [{                 one per player, in the tournament's order
//	    "name": "search", "command": "builtin:search",   its name, and its command when known
//	    "games": 6, "wins": 6, "draws": 0, "losses": 0, "points": 72,
//	    "faults": 0, "fault": "",   its faults, every one of each game, and the most common rule
//	    "mean_points": {…}, "mean_rank": {…}   an Estimate each, in games of more than two seats
//	  }],
//	  "ratings": {                  the rating list
//	    "scale": "…",               how the ratings were fitted, as the table's heading says
//	    "anchor": "mean",           the ratings' mean is 0
//	    "players": [{"rank": 1, "name": "search", "elo": {…}, "games": 6, "points": 4.5}],
//	    "none": "…"                 why there is no list (then "players" is empty)
//	  },
//	  "pairings": [{                each two players that met, in the order of the players
//	    "a": "search", "b": "random",
//	    "wins": 6, "losses": 0, "draws": 0,   a's, by the rules' winner; in games of more seats
//	                                          ranked above, below, level (head to head)
//	    "games": 6, "score": 1,     games, and a's points a game
//	    "pentanomial": [0,0,0,0,3], game pairs by a's points in the pair: 0, 0.5, 1, 1.5, 2 (two seats)
//	    "elo": {…}, "nelo": {…},    a's Elo and normalized Elo over b: Estimates
//	    "los": 1, "draw_ratio": 0, "pairs_ratio": "+Inf",
//	    "sprt": {"llr": 2.9, "lower": -2.94, "upper": 2.94, "elo0": 0, "elo1": 5, "decision": "H1 accepted"}
//	  }]
//	}
//
// An Estimate is {"estimate": x, "lower": x, "upper": x, "margin": x}: the
// value, its 95% interval, and the half width the text prints after
// "+/-" or "±". A number that is not finite, which the text prints as
// +Inf, -Inf or NaN, is the JSON string "+Inf", "-Inf" or "NaN" ([Number]).
// In a game of two seats, "pentanomial", "elo", "nelo", "los",
// "draw_ratio" and "pairs_ratio" are there (without game pairs, "elo",
// "los" and "draw_ratio" from the games one by one, and no "nelo" nor
// "pairs_ratio"); in a game of more seats none of them is. "sprt" is
// there with an SPRT.
type Report struct {
	// Game is the game's name, Seats its seats, Games the results counted.
	Game  string `json:"game"`
	Seats int    `json:"seats"`
	Games int    `json:"games"`
	// Distinct and Undigested are [Distinctness.Distinct] and
	// [Distinctness.Undigested]: the table's "distinct games: D of N".
	Distinct   int `json:"distinct"`
	Undigested int `json:"undigested"`
	// Pairs, RepeatedPairs and CopiedPairs are [Distinctness.Units],
	// [Distinctness.Repeats] and [Distinctness.Copies]; Warning is the table's
	// line about them, if it prints one.
	Pairs         int    `json:"pairs"`
	RepeatedPairs int    `json:"repeated_pairs"`
	CopiedPairs   int    `json:"copied_pairs"`
	Warning       string `json:"warning,omitempty"`
	// Players are the players' rows, Ratings the rating list, and
	// Pairings each pairing's lines, as the text table prints them.
	Players  []PlayerReport  `json:"players"`
	Ratings  RatingsReport   `json:"ratings"`
	Pairings []PairingReport `json:"pairings"`
}

// A PlayerReport is a player's row of the table.
type PlayerReport struct {
	Name       string    `json:"name"`
	Command    string    `json:"command,omitempty"`
	Games      int       `json:"games"`
	Wins       int       `json:"wins"`
	Draws      int       `json:"draws"`
	Losses     int       `json:"losses"`
	Points     Number    `json:"points"`
	Faults     int       `json:"faults"`
	Fault      string    `json:"fault,omitempty"`
	MeanPoints *Estimate `json:"mean_points,omitempty"`
	MeanRank   *Estimate `json:"mean_rank,omitempty"`
}

// A RatingsReport is the rating list.
type RatingsReport struct {
	// Scale and Anchor say what the numbers are: logistic Elo, the mean
	// of the rated players at 0.
	Scale  string `json:"scale"`
	Anchor string `json:"anchor"`
	// Players are the list's lines, best first; None, when the games
	// admit no list, says why instead ([Standings.NoRatings]).
	Players []RatedPlayer `json:"players"`
	None    string        `json:"none,omitempty"`
}

// A RatedPlayer is a line of the rating list; Rank is 0 for a player
// without games.
type RatedPlayer struct {
	Rank   int      `json:"rank"`
	Name   string   `json:"name"`
	Elo    Estimate `json:"elo"`
	Games  int      `json:"games"`
	Points Number   `json:"points"`
}

// A PairingReport is a pairing's lines of the table.
type PairingReport struct {
	A           string             `json:"a"`
	B           string             `json:"b"`
	Wins        int                `json:"wins"`
	Losses      int                `json:"losses"`
	Draws       int                `json:"draws"`
	Games       int                `json:"games"`
	Score       Number             `json:"score"`
	Pentanomial *stats.Pentanomial `json:"pentanomial,omitempty"`
	Elo         *Estimate          `json:"elo,omitempty"`
	NElo        *Estimate          `json:"nelo,omitempty"`
	LOS         *Number            `json:"los,omitempty"`
	DrawRatio   *Number            `json:"draw_ratio,omitempty"`
	PairsRatio  *Number            `json:"pairs_ratio,omitempty"`
	SPRT        *SPRTReport        `json:"sprt,omitempty"`
}

// An SPRTReport is a pairing's SPRT line.
type SPRTReport struct {
	LLR      Number `json:"llr"`
	Lower    Number `json:"lower"`
	Upper    Number `json:"upper"`
	Elo0     Number `json:"elo0"`
	Elo1     Number `json:"elo1"`
	Decision string `json:"decision"`
}

// An Estimate is a value with its 95% interval, and the interval's half
// width.
type Estimate struct {
	Estimate Number `json:"estimate"`
	Lower    Number `json:"lower"`
	Upper    Number `json:"upper"`
	Margin   Number `json:"margin"`
}

func estimateOf(i stats.Interval) *Estimate {
	return &Estimate{Number(i.Estimate), Number(i.Lower), Number(i.Upper), Number(i.Margin())}
}

// A Number is a float64 that JSON holds whatever its value: a finite one
// as a JSON number, +Inf, -Inf and NaN as the strings "+Inf", "-Inf" and
// "NaN", which JSON numbers cannot be.
type Number float64

// MarshalJSON writes the number, or its string when it is not finite.
func (n Number) MarshalJSON() ([]byte, error) {
	x := float64(n)
	switch {
	case math.IsNaN(x):
		return []byte(`"NaN"`), nil
	case math.IsInf(x, 1):
		return []byte(`"+Inf"`), nil
	case math.IsInf(x, -1):
		return []byte(`"-Inf"`), nil
	}
	return strconv.AppendFloat(nil, x, 'g', -1, 64), nil
}

// UnmarshalJSON reads a number, or one of the strings MarshalJSON writes.
func (n *Number) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		switch s {
		case "NaN":
			*n = Number(math.NaN())
		case "+Inf":
			*n = Number(math.Inf(1))
		case "-Inf":
			*n = Number(math.Inf(-1))
		default:
			return fmt.Errorf("standings: number %q: want a number, \"+Inf\", \"-Inf\" or \"NaN\"", s)
		}
		return nil
	}
	var x float64
	if err := json.Unmarshal(b, &x); err != nil {
		return fmt.Errorf("standings: number %s: %v", b, err)
	}
	*n = Number(x)
	return nil
}

func numberOf(x float64) *Number {
	n := Number(x)
	return &n
}

// Report returns the standings as a [Report], for JSON.
func (s *Standings) Report() *Report {
	r := &Report{Game: s.Game, Seats: s.Seats, Games: s.Games, Distinct: s.Distinct, Undigested: s.Undigested,
		Pairs: s.Units, RepeatedPairs: s.Repeats, CopiedPairs: s.Copies, Warning: s.Warning(), Players: []PlayerReport{}, Pairings: []PairingReport{}}
	for p, name := range s.Players {
		row := s.Rows[p]
		w := row.Tally.Record
		pr := PlayerReport{Name: name, Games: w.Games(), Wins: w.Wins, Draws: w.Draws, Losses: w.Losses,
			Points: Number(row.Tally.Points), Faults: row.Faults, Fault: row.Fault}
		if p < len(s.Commands) {
			pr.Command = s.Commands[p]
		}
		if s.Seats > 2 {
			pr.MeanPoints, pr.MeanRank = meanEstimate(row.Points), meanEstimate(row.Rank)
		}
		r.Players = append(r.Players, pr)
	}
	r.Ratings = RatingsReport{Scale: ratingScale, Anchor: "mean", Players: []RatedPlayer{}, None: s.NoRatings}
	for k, p := range s.RatingOrder() {
		x := s.Ratings[p]
		rp := RatedPlayer{Rank: k + 1, Name: s.Players[p], Elo: *estimateOf(x.Elo), Games: x.Games, Points: Number(x.Points)}
		if x.Games == 0 {
			rp.Rank = 0
		}
		r.Ratings.Players = append(r.Ratings.Players, rp)
	}
	for _, p := range s.Pairings {
		pr := PairingReport{A: s.Players[p.A], B: s.Players[p.B], Wins: p.Games.Wins, Losses: p.Games.Losses, Draws: p.Games.Draws,
			Games: p.Games.Games(), Score: Number(p.Games.Score())}
		if s.Seats == 2 {
			pr.Elo = estimateOf(p.Elo())
			if p.Pairs.Pairs() > 0 {
				pairs := p.Pairs
				pr.Pentanomial, pr.NElo = &pairs, estimateOf(p.Pairs.NormalizedElo())
				pr.LOS, pr.DrawRatio, pr.PairsRatio = numberOf(p.Pairs.LOS()), numberOf(p.Pairs.DrawRatio()), numberOf(p.Pairs.PairsRatio())
			} else {
				pr.LOS, pr.DrawRatio = numberOf(p.Games.LOS()), numberOf(p.Games.DrawRatio())
			}
			if s.SPRT != nil {
				lower, upper := s.SPRT.Bounds()
				pr.SPRT = &SPRTReport{LLR: Number(p.LLR), Lower: Number(lower), Upper: Number(upper),
					Elo0: Number(s.SPRT.Elo0), Elo1: Number(s.SPRT.Elo1), Decision: decision(p.Decision)}
			}
		}
		r.Pairings = append(r.Pairings, pr)
	}
	return r
}

// meanEstimate returns a series' mean with its interval, as the table
// shows it: without an interval (NaN) for fewer than two values.
func meanEstimate(s stats.Series) *Estimate {
	if s.Len() < 2 {
		m := Number(s.Mean())
		nan := Number(math.NaN())
		return &Estimate{Estimate: m, Lower: nan, Upper: nan, Margin: nan}
	}
	return estimateOf(s.Interval())
}
