package ontherun

import (
	"fmt"
)

// A Map is the playing field: cities 1 to N and the car, train and plane
// connections between them, each kept as one adjacency set per city and
// transport. A connection joins two different cities both ways; two cities
// may be joined by several transports.
//
// A Map is a value of about 26 KB with no pointers: == compares maps, and
// copying one copies it. Its zero value has no cities; [NewMap] makes an
// empty map of N cities, [ParseMap] reads the map file, [Generate] makes a
// random valid map. A Map is read, never changed, by games played on it,
// so one Map may be shared by any number of games and goroutines as long
// as nobody calls Connect meanwhile.
type Map struct {
	n   uint8
	adj [NumTransports][MaxCities + 1]Cities
	// reach[c] is adj[Car][c] | adj[Train][c] | adj[Plane][c]: where a
	// detective in c may go.
	reach [MaxCities + 1]Cities
	all   Cities
}

// NewMap returns a map of n cities, 1 to n, without connections. n must be
// 1 to MaxCities.
func NewMap(n int) (*Map, error) {
	if n < 1 || n > MaxCities {
		return nil, fmt.Errorf("ontherun: a map of %d cities; want 1 to %d", n, MaxCities)
	}
	m := &Map{n: uint8(n)}
	for c := City(1); int(c) <= n; c++ {
		m.all.Add(c)
	}
	return m, nil
}

// NumCities returns N: the cities are 1 to N.
func (m *Map) NumCities() int { return int(m.n) }

// All returns the set of the map's cities, 1 to N.
func (m *Map) All() Cities { return m.all }

// Has reports whether c is a city of the map: 1 to N.
func (m *Map) Has(c City) bool { return c != NoCity && c <= City(m.n) }

// Connect adds a connection of transport t between cities a and b. Adding
// one that is already there changes nothing. It fails if a or b is not a
// city of the map, if they are the same city, or if t is not a transport.
func (m *Map) Connect(t Transport, a, b City) error {
	switch {
	case t >= NumTransports:
		return fmt.Errorf("ontherun: connect %d-%d: %v is not a transport", a, b, t)
	case !m.Has(a) || !m.Has(b):
		bad := a
		if m.Has(a) {
			bad = b
		}
		return fmt.Errorf("ontherun: connect %v %d-%d: no city %d on a map of cities 1 to %d", t, a, b, bad, m.n)
	case a == b:
		return fmt.Errorf("ontherun: connect %v %d-%d: a connection joins two different cities", t, a, b)
	}
	m.adj[t][a].Add(b)
	m.adj[t][b].Add(a)
	m.reach[a].Add(b)
	m.reach[b].Add(a)
	return nil
}

// Connected reports whether cities a and b are joined by a connection of
// transport t.
func (m *Map) Connected(t Transport, a, b City) bool {
	return t < NumTransports && a <= MaxCities && m.adj[t][a].Has(b)
}

// Neighbors returns the cities joined to c by a connection of transport t:
// where the fugitive in c may go by t.
func (m *Map) Neighbors(t Transport, c City) Cities {
	if t >= NumTransports || c > MaxCities {
		return Cities{}
	}
	return m.adj[t][c]
}

// Reach returns the cities joined to c by a connection of any transport:
// where a detective in c may go.
func (m *Map) Reach(c City) Cities {
	if c > MaxCities {
		return Cities{}
	}
	return m.reach[c]
}

// Served returns the cities that have at least one connection of
// transport t.
func (m *Map) Served(t Transport) Cities {
	var s Cities
	for c := City(1); c <= City(m.n); c++ {
		if !m.Neighbors(t, c).Empty() {
			s.Add(c)
		}
	}
	return s
}

// A Connection is one line of the map file: a transport and two cities.
type Connection struct {
	Transport Transport
	A, B      City
}

// String writes the connection as the map file does: "C 1-2".
func (c Connection) String() string { return fmt.Sprintf("%v %d-%d", c.Transport, c.A, c.B) }

// Connections appends the map's connections to buf, car first, then train,
// then plane, each in increasing order of its first city and then its
// second, the first city the lower: the order in which [Map.AppendText]
// writes them.
func (m *Map) Connections(buf []Connection) []Connection {
	for _, t := range Transports {
		for a := City(1); a <= City(m.n); a++ {
			for b := range m.adj[t][a].All() {
				if b > a {
					buf = append(buf, Connection{t, a, b})
				}
			}
		}
	}
	return buf
}

// NumConnections returns the number of connections of transport t.
func (m *Map) NumConnections(t Transport) int {
	if t >= NumTransports {
		return 0
	}
	n := 0
	for c := City(1); c <= City(m.n); c++ {
		n += m.adj[t][c].Count()
	}
	return n / 2
}

// A MapRule is a rule that a valid map keeps; [MapError] names the one
// broken.
type MapRule uint8

// The rules of a valid map, in the order [Map.Validate] checks them.
const (
	// RuleEnoughCities: the map has at least MinCities cities, so that the
	// four detectives and the fugitive can start on five different
	// cities. (A choice of this package: the rule page only caps the
	// number.)
	RuleEnoughCities MapRule = iota + 1
	// RuleTrainCitiesHaveCars: every city with a train connection has a
	// car connection.
	RuleTrainCitiesHaveCars
	// RulePlaneCitiesHaveTrains: every city with a plane connection has a
	// train connection.
	RulePlaneCitiesHaveTrains
	// RuleTwoCarConnections: every city has at least two car connections.
	RuleTwoCarConnections
	// RuleCarConnected: every city can be reached from every other by car.
	RuleCarConnected
	// RulePlanar: the connections of each transport, taken alone, form a
	// planar graph.
	RulePlanar
)

var mapRuleNames = [...]string{
	RuleEnoughCities:          "at least 5 cities",
	RuleTrainCitiesHaveCars:   "train cities are car cities",
	RulePlaneCitiesHaveTrains: "plane cities are train cities",
	RuleTwoCarConnections:     "two car connections per city",
	RuleCarConnected:          "every city reachable by car",
	RulePlanar:                "each transport planar",
}

// String names the rule, such as "two car connections per city".
func (r MapRule) String() string {
	if r >= 1 && int(r) < len(mapRuleNames) {
		return mapRuleNames[r]
	}
	return fmt.Sprintf("MapRule(%d)", uint8(r))
}

// MinCities is the fewest cities a valid map has: four detectives and the
// fugitive start on different cities.
const MinCities = 5

// A MapError is the rule that a map breaks and where: the city, and for
// planarity the transport and the connection that, added to those listed
// before it, makes that transport's graph non-planar.
type MapError struct {
	Rule      MapRule
	City      City       // the city at fault, or NoCity
	Transport Transport  // the transport at fault, for RulePlanar
	Conn      Connection // for RulePlanar: the first connection that makes the graph non-planar
	Detail    string     // the whole explanation
}

// Error says which rule the map breaks, and where.
func (e *MapError) Error() string {
	return fmt.Sprintf("ontherun: map breaks the rule %q: %s", e.Rule, e.Detail)
}

// Validate checks the rules of a valid map and returns a *[MapError] for
// the first one broken, in the order of the [MapRule] constants, or nil:
//
//   - at least 5 cities;
//   - every city with a train connection has a car connection, and every
//     city with a plane connection a train connection;
//   - every city has at least two car connections;
//   - every city can be reached from every other by car;
//   - the car, train and plane connections are each a planar graph,
//     checked with [Map.Planar].
func (m *Map) Validate() error {
	fail := func(r MapRule, c City, format string, args ...any) error {
		return &MapError{Rule: r, City: c, Detail: fmt.Sprintf(format, args...)}
	}
	if m.n < MinCities {
		return fail(RuleEnoughCities, NoCity, "the map has %d cities; the four detectives and the fugitive need %d", m.n, MinCities)
	}
	cars, trains, planes := m.Served(Car), m.Served(Train), m.Served(Plane)
	if c := trains.Minus(cars).First(); c != NoCity {
		return fail(RuleTrainCitiesHaveCars, c, "city %d has a train connection (to %d) but no car connection", c, m.adj[Train][c].First())
	}
	if c := planes.Minus(trains).First(); c != NoCity {
		return fail(RulePlaneCitiesHaveTrains, c, "city %d has a plane connection (to %d) but no train connection", c, m.adj[Plane][c].First())
	}
	for c := City(1); c <= City(m.n); c++ {
		if k := m.adj[Car][c].Count(); k < 2 {
			return fail(RuleTwoCarConnections, c, "city %d has %d car %s %v; want at least 2", c, k, plural(k, "connection"), m.adj[Car][c])
		}
	}
	if far := m.all.Minus(m.carComponent(1)); !far.Empty() {
		c := far.First()
		return fail(RuleCarConnected, c, "city %d cannot be reached by car from city 1 (nor can %d %s in all)", c, far.Count(), plural(far.Count(), "city"))
	}
	for _, t := range Transports {
		if m.Planar(t) {
			continue
		}
		conn := m.firstNonPlanar(t)
		return &MapError{Rule: RulePlanar, City: conn.A, Transport: t, Conn: conn,
			Detail: fmt.Sprintf("the %s connections are not planar: %v, with the %s connections listed before it, makes a non-planar graph",
				t.Name(), conn, t.Name())}
	}
	return nil
}

// carComponent returns the cities reachable by car from c.
func (m *Map) carComponent(c City) Cities {
	seen := CitiesOf(c)
	frontier := seen
	for !frontier.Empty() {
		var next Cities
		for x := range frontier.All() {
			next = next.Union(m.adj[Car][x])
		}
		frontier = next.Minus(seen)
		seen = seen.Union(frontier)
	}
	return seen
}

// firstNonPlanar returns the first connection of t, in the order of
// Connections, such that it and those before it form a non-planar graph.
// The graph of all of t's connections must be non-planar.
func (m *Map) firstNonPlanar(t Transport) Connection {
	var conns []Connection
	for _, c := range m.Connections(nil) {
		if c.Transport == t {
			conns = append(conns, c)
		}
	}
	// Planarity of a prefix is monotone: search for the shortest
	// non-planar prefix.
	lo, hi := 0, len(conns) // the prefix of lo is planar, that of hi is not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if planar(int(m.n), conns[:mid]) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return conns[hi-1]
}

// Planar reports whether the connections of transport t, taken alone, form
// a planar graph: one that can be drawn in the plane without two
// connections crossing. It runs the left-right planarity test of de
// Fraysseix and Rosenstiehl, in the form Brandes gives it ("The Left-Right
// Planarity Test", 2009), in time linear in the size of the map.
func (m *Map) Planar(t Transport) bool {
	if t >= NumTransports {
		return true
	}
	conns := make([]Connection, 0, m.NumConnections(t))
	for a := City(1); a <= City(m.n); a++ {
		for b := range m.adj[t][a].All() {
			if b > a {
				conns = append(conns, Connection{t, a, b})
			}
		}
	}
	return planar(int(m.n), conns)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	if word == "city" {
		return "cities"
	}
	return word + "s"
}
