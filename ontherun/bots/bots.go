package bots

import (
	"fmt"
	"maps"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/ontherun"
)

// Names returns the names of the built-in bots, for [New]: the baselines
// random, chase and flee, and cordon, evade and shadow with their
// wall-clock twins cordon-clock, evade-clock and shadow-clock.
func Names() []string {
	return []string{"random", "chase", "flee", "cordon", "evade", "shadow", "cordon-clock", "evade-clock", "shadow-clock"}
}

// wallClock pairs each bot that thinks with a budget with its twin that
// thinks on the wall clock.
var wallClock = map[string]string{"cordon": "cordon-clock", "evade": "evade-clock", "shadow": "shadow-clock"}

// StrongestFugitive and StrongestDetectives are the bots that
// [games.Strongest] ("strongest") stands for as the fugitive (seat 0) and
// as the detectives (seat 1): the strongest in each role on the contest's
// clock, as measured by go run ./examples/strength (see its doc). Change
// them here when a stronger bot lands.
const (
	StrongestFugitive   = "shadow-clock"
	StrongestDetectives = "cordon-clock"
)

// New returns the built-in bot called name, its random choices drawn from
// seed, for a match with these complete options: options["map"] holds the
// map's text, as connect.txt holds it, which the bot reads as a contest
// program reads that file. A missing or invalid map is an error. Each bot
// plays either seat, as its first line tells it: seat only chooses what
// "strongest" stands for.
func New(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
	if name == games.Strongest {
		name = StrongestFugitive
		if seat == int(ontherun.Detectives) {
			name = StrongestDetectives
		}
	}
	mk, ok := constructors[name]
	if !ok {
		return nil, fmt.Errorf("ontherun/bots: no bot called %q; the bots are %s", name, strings.Join(Names(), ", "))
	}
	file, ok := options["map"]
	if !ok {
		return nil, fmt.Errorf("ontherun/bots: bot %s: no option map: the bot needs the match's map", name)
	}
	m, err := ontherun.ParseMap([]byte(file))
	if err == nil {
		err = m.Validate()
	}
	if err != nil {
		return nil, fmt.Errorf("ontherun/bots: bot %s: option map: %s", name, text.Detail(err))
	}
	return mk(m, seed), nil
}

// constructors makes each built-in bot by name.
var constructors = map[string]func(*ontherun.Map, uint64) *Bot{
	"random":       NewRandom,
	"chase":        NewChase,
	"flee":         NewFlee,
	"cordon":       NewCordon,
	"evade":        NewEvade,
	"cordon-clock": newClockBot,
	"evade-clock":  newClockBot,
	"shadow":       NewShadow,
	"shadow-clock": newShadowClock,
}

// Game returns [ontherun.Game] with the built-in bots: by default flee
// plays the fugitive and chase the detectives. Bots.WallClock pairs
// cordon, evade and shadow with their clock twins.
func Game() games.Game {
	g := ontherun.Game()
	g.Bots = games.Bots{Names: Names(), Defaults: []string{"flee", "chase"}, New: New, WallClock: maps.Clone(wallClock),
		Strongest: []string{StrongestFugitive, StrongestDetectives}}
	return g
}

// A strategy chooses moves; the Bot follows the dialogue and keeps the
// game for it.
type strategy interface {
	// placeSquad chooses the detectives' start cities.
	placeSquad(b *Bot) ontherun.Squad
	// moveSquad chooses the detectives' move, from b.View.
	moveSquad(b *Bot) ontherun.Squad
	// placeFugitive chooses the fugitive's start, from b.Game.
	placeFugitive(b *Bot) ontherun.City
	// moveFugitive chooses the fugitive's move, from b.Game.
	moveFugitive(b *Bot) ontherun.Move
}

// A Bot is a built-in player: it follows the dialogue from its side, keeps
// what its role knows, and asks its strategy for each move. Create it with
// [New] or the constructors; it satisfies [games.Bot].
type Bot struct {
	m     *ontherun.Map
	strat strategy
	role  ontherun.Role
	known bool // the role line has been read
	over  bool
	err   error // why the bot stopped, if it lost track of the game
	// Game is the whole game as the fugitive knows it (all of it), when
	// the bot is the fugitive.
	game ontherun.State
	// View is what the detectives know, when the bot is the detectives.
	view ontherun.View
	// lines collects the fugitive's four lines of a detectives' move.
	lines [ontherun.NumDetectives]string
	n     int
}

var _ games.ClockedBot = (*Bot)(nil)

// SetClock implements [games.ClockedBot]: a bot that thinks on the wall
// clock (the -clock twins) plans for the match's time rules instead of the
// contest's, with match.Share of its time for the game and of its cap on
// a move, the cap kept under half a per-turn limit. The other bots have
// no clock and are left as they are. Call it before the game's first
// line; told again, a bot plans for the last rules told.
func (b *Bot) SetClock(match games.Clock) {
	if p, ok := b.strat.(*planner); ok {
		p.setClock(match)
	}
}

// newBot makes a bot of strategy s on map m. A bot on a bad map keeps the
// error, plays nothing, and reports it from Err.
func newBot(m *ontherun.Map, s strategy) *Bot {
	game, err := ontherun.NewState(ontherun.Setup{Map: m})
	return &Bot{m: m, strat: s, game: game, err: err, over: err != nil, view: game.View()}
}

// Role returns the bot's role, once its first line has told it.
func (b *Bot) Role() (ontherun.Role, bool) { return b.role, b.known }

// Game returns the game as the fugitive knows it: all of it, since the
// fugitive is told every move of the detectives. It is meaningful when
// the bot is the fugitive.
func (b *Bot) Game() ontherun.State { return b.game }

// View returns what the detectives know. It is meaningful when the bot is
// the detectives.
func (b *Bot) View() ontherun.View { return b.view }

// Start returns nothing: a program speaks only after reading its role.
func (b *Bot) Start() []string { return nil }

// Hear reads one line from the jury and returns the lines the bot writes
// in answer: four start cities after "Detectives", four new cities after
// each clue; the start city and the first move after the detectives'
// start, one move after each detectives' move.
func (b *Bot) Hear(line string) []string {
	if b.over {
		return nil
	}
	if strings.Trim(line, " \t\r") == ontherun.QuitLine {
		b.over = true
		return nil
	}
	out, err := b.hear(line)
	if err != nil {
		b.over = true // a program would stop: it lost track of the game
		b.err = fmt.Errorf("ontherun/bots: the jury's line %q: %w", line, err)
		return nil
	}
	return out
}

// Done reports whether the bot will answer nothing more: it heard "Quit",
// made its last move of turn 50, was caught by its own move, or lost
// track of the game. A program built on a Bot exits then.
func (b *Bot) Done() bool { return b.over }

// Err returns why the bot stopped, if it lost track of the game (a line
// it could not read, or one that does not fit the game), and nil
// otherwise.
func (b *Bot) Err() error { return b.err }

func (b *Bot) hear(line string) ([]string, error) {
	if !b.known {
		r, err := ontherun.ParseRole(line)
		if err != nil {
			return nil, err
		}
		b.role, b.known = r, true
		if r == ontherun.Fugitive {
			return nil, nil
		}
		q := b.strat.placeSquad(b)
		if err := b.view.Play(ontherun.Move{Squad: q}); err != nil {
			return nil, err
		}
		return squadLines(q), nil
	}
	if b.role == ontherun.Detectives {
		return b.hearAsDetectives(line)
	}
	return b.hearAsFugitive(line)
}

func (b *Bot) hearAsDetectives(line string) ([]string, error) {
	if b.view.Start == ontherun.NoCity {
		c, err := ontherun.ParseCity(line)
		if err != nil {
			return nil, err
		}
		return nil, b.view.Play(ontherun.Move{To: c})
	}
	c, err := ontherun.ParseClue(line)
	if err != nil {
		return nil, err
	}
	if err := b.view.Play(c); err != nil {
		return nil, err
	}
	q := b.strat.moveSquad(b)
	last := b.view.Turn == ontherun.MaxTurns
	if err := b.view.Play(ontherun.Move{Squad: q}); err != nil {
		return nil, err
	}
	if last {
		b.over = true // the last move of turn 50
	}
	return squadLines(q), nil
}

func (b *Bot) hearAsFugitive(line string) ([]string, error) {
	b.lines[b.n] = line
	if b.n++; b.n < ontherun.NumDetectives {
		return nil, nil
	}
	b.n = 0
	var q ontherun.Squad
	for i, l := range b.lines {
		c, err := ontherun.ParseCity(l)
		if err != nil {
			return nil, fmt.Errorf("detective %d: %w", i+1, err)
		}
		q[i] = c
	}
	var out []string
	if b.game.ToMove() != int(ontherun.Detectives) {
		return nil, fmt.Errorf("the detectives' cities %v in turn %d, at the fugitive's move", q, b.game.Turn())
	}
	placing := b.game.Turn() == 0
	if err := b.game.Play(ontherun.Move{Squad: q}); err != nil {
		return nil, err
	}
	if placing {
		start := b.strat.placeFugitive(b)
		if err := b.game.Play(ontherun.Move{To: start}); err != nil {
			return nil, err
		}
		out = append(out, start.String())
	} else if b.game.Over() {
		return nil, nil // caught: the jury sends Quit
	}
	mv := b.strat.moveFugitive(b)
	if err := b.game.Play(mv); err != nil {
		return nil, err
	}
	if b.game.Over() || b.game.Turn() == ontherun.MaxTurns {
		b.over = true // caught by our own move, or the last move of turn 50
	}
	return append(out, mv.String()), nil
}

func squadLines(q ontherun.Squad) []string {
	return strings.Split(ontherun.Move{Squad: q}.String(), "\n")
}

// squadCities returns the set of the squad's cities.
func squadCities(q ontherun.Squad) ontherun.Cities { return ontherun.CitiesOf(q[:]...) }
