package amazes

import "github.com/contestgames/games/internal/long"

// The property tests try fewer cases outside the long series (see
// long.RapidCases).
func init() { long.RapidCases() }
