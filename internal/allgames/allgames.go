// Package allgames lists the five games with their built-in bots, for the
// example commands that take any of them by name (the referee, strength)
// and the tests that go through every game. Code under protocol may use it
// in tests only: protocol itself knows no game.
package allgames

import (
	games "github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	amazes "github.com/contestgames/games/amazes/bots"
	blockdrop "github.com/contestgames/games/blockdrop/bots"
	langwars "github.com/contestgames/games/langwars/bots"
	ontherun "github.com/contestgames/games/ontherun/bots"
)

// Games returns the five games, each with its built-in bots, in the order
// of their names.
func Games() []games.Game {
	return []games.Game{alquerque.Game(), amazes.Game(), blockdrop.Game(), langwars.Game(), ontherun.Game()}
}
