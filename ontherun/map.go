package ontherun

import (
	"fmt"

	"github.com/contestgames/games/internal/text"
)

// A Map is the playing field: cities 1 to N and the car, train and plane
// connections between them, each kept as one adjacency set per city and
// transport. A connection joins two different cities both ways; two cities
// may be joined by several transports.
//
// A Map is a value of about 26 KB with no pointers: == compares maps.
// [ParseMap] reads the map file and [Generate] draws a random valid map;
// the zero Map has no cities. No method changes a Map once made, so one
// *Map may be shared by any number of games, bots and goroutines: a
// [State], a [View] and a [Setup] all keep a pointer to theirs.
type Map struct {
	n   uint8
	adj [numTransports][MaxCities + 1]Cities
	// reach[c] is adj[Car][c] | adj[Train][c] | adj[Plane][c]: where a
	// detective in c may go.
	reach [MaxCities + 1]Cities
	all   Cities
}

// newMap returns a map of n cities, 1 to n, without connections. n must be
// 1 to MaxCities.
func newMap(n int) (*Map, error) {
	if n < 1 || n > MaxCities {
		return nil, fmt.Errorf("ontherun: a map of %d cities; want 1 to %d", n, MaxCities)
	}
	m := &Map{n: uint8(n)}
	for c := City(1); int(c) <= n; c++ {
		m.all.Add(c)
	}
	return m, nil
}

// numCities returns N: the cities are 1 to N.
func (m *Map) numCities() int { return int(m.n) }

// All returns the set of the map's cities, 1 to N.
func (m *Map) All() Cities { return m.all }

// has reports whether c is a city of the map: 1 to N.
func (m *Map) has(c City) bool { return c != NoCity && c <= City(m.n) }

// connect adds a connection of transport t between cities a and b. Adding
// one that is already there changes nothing. It fails if a or b is not a
// city of the map, if they are the same city, or if t is not a transport.
func (m *Map) connect(t Transport, a, b City) error {
	switch {
	case t >= numTransports:
		return fmt.Errorf("ontherun: connect %d-%d: %v is not a transport", a, b, t)
	case !m.has(a) || !m.has(b):
		bad := a
		if m.has(a) {
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

// connected reports whether cities a and b are joined by a connection of
// transport t.
func (m *Map) connected(t Transport, a, b City) bool {
	return t < numTransports && a <= MaxCities && m.adj[t][a].Has(b)
}

// Neighbors returns the cities joined to c by a connection of transport t:
// where the fugitive in c may go by t.
func (m *Map) Neighbors(t Transport, c City) Cities {
	if t >= numTransports || c > MaxCities {
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

// served returns the cities that have at least one connection of
// transport t.
func (m *Map) served(t Transport) Cities {
	var s Cities
	for c := City(1); c <= City(m.n); c++ {
		if !m.Neighbors(t, c).empty() {
			s.Add(c)
		}
	}
	return s
}

// A connection is one line of the map file: a transport and two cities.
type connection struct {
	Transport Transport
	A, B      City
}

// String writes the connection as the map file does: "C 1-2".
func (c connection) String() string { return fmt.Sprintf("%v %d-%d", c.Transport, c.A, c.B) }

// connections appends the map's connections to buf, car first, then train,
// then plane, each in increasing order of its first city and then its
// second, the first city the lower: the order in which [Map.String]
// writes them.
func (m *Map) connections(buf []connection) []connection {
	for _, t := range transports {
		for a := City(1); a <= City(m.n); a++ {
			for b := range m.adj[t][a].All() {
				if b > a {
					buf = append(buf, connection{t, a, b})
				}
			}
		}
	}
	return buf
}

// numConnections returns the number of connections of transport t.
func (m *Map) numConnections(t Transport) int {
	if t >= numTransports {
		return 0
	}
	n := 0
	for c := City(1); c <= City(m.n); c++ {
		n += m.adj[t][c].Count()
	}
	return n / 2
}

// A mapRule is a rule that a valid map keeps; a mapError names the one
// broken.
type mapRule uint8

// The rules of a valid map, in the order [Map.Validate] checks them.
const (
	// ruleEnoughCities: the map has at least minCities cities, so that the
	// four detectives and the fugitive can start on five different
	// cities. (A choice of this package: the rule page only caps the
	// number.)
	ruleEnoughCities mapRule = iota + 1
	// ruleTrainCitiesHaveCars: every city with a train connection has a
	// car connection.
	ruleTrainCitiesHaveCars
	// rulePlaneCitiesHaveTrains: every city with a plane connection has a
	// train connection.
	rulePlaneCitiesHaveTrains
	// ruleTwoCarConnections: every city has at least two car connections.
	ruleTwoCarConnections
	// ruleCarConnected: every city can be reached from every other by car.
	ruleCarConnected
	// rulePlanar: the connections of each transport, taken alone, form a
	// planar graph.
	rulePlanar
)

// mapRuleNames holds the rules' names in the order of their values, from 1.
var mapRuleNames = [...]string{"", "at least 5 cities", "train cities are car cities", "plane cities are train cities", "two car connections per city", "every city reachable by car", "each transport planar"}

// String names the rule, such as "two car connections per city".
func (r mapRule) String() string { return text.Name(r, mapRuleNames[:], "mapRule") }

// minCities is the fewest cities a valid map has: four detectives and the
// fugitive start on different cities.
const minCities = 5

// A mapError is the rule that a map breaks and where: the city, and for
// planarity the transport and the connection that, added to those listed
// before it, makes that transport's graph non-planar.
type mapError struct {
	Rule      mapRule
	City      City       // the city at fault, or NoCity
	Transport Transport  // the transport at fault, for rulePlanar
	Conn      connection // for rulePlanar: the first connection that makes the graph non-planar
	Detail    string     // the whole explanation
}

// Error says which rule the map breaks, and where: Validate wraps it in a
// [text.Error], which puts the package's name first.
func (e *mapError) Error() string {
	return fmt.Sprintf("map breaks the rule %q: %s", e.Rule, e.Detail)
}

// Validate checks the rules of a valid map and returns an error for the
// first one broken, in this order, naming the rule and the city or
// connection at fault, or nil:
//
//   - at least 5 cities;
//   - every city with a train connection has a car connection, and every
//     city with a plane connection a train connection;
//   - every city has at least two car connections;
//   - every city can be reached from every other by car;
//   - the car, train and plane connections are each a planar graph,
//     checked with the left-right planarity test (see planar.go), in
//     linear time.
func (m *Map) Validate() error {
	fail := func(r mapRule, c City, format string, args ...any) error {
		return errorf("%w", &mapError{Rule: r, City: c, Detail: fmt.Sprintf(format, args...)})
	}
	if m.n < minCities {
		return fail(ruleEnoughCities, NoCity, "the map has %d cities; the four detectives and the fugitive need %d", m.n, minCities)
	}
	cars, trains, planes := m.served(Car), m.served(Train), m.served(Plane)
	if c := trains.Minus(cars).first(); c != NoCity {
		return fail(ruleTrainCitiesHaveCars, c, "city %d has a train connection (to %d) but no car connection", c, m.adj[Train][c].first())
	}
	if c := planes.Minus(trains).first(); c != NoCity {
		return fail(rulePlaneCitiesHaveTrains, c, "city %d has a plane connection (to %d) but no train connection", c, m.adj[Plane][c].first())
	}
	for c := City(1); c <= City(m.n); c++ {
		if k := m.adj[Car][c].Count(); k < 2 {
			return fail(ruleTwoCarConnections, c, "city %d has %d car %s %v; want at least 2", c, k, plural(k, "connection"), m.adj[Car][c])
		}
	}
	if far := m.all.Minus(m.carComponent(1)); !far.empty() {
		c := far.first()
		return fail(ruleCarConnected, c, "city %d cannot be reached by car from city 1 (nor can %d %s in all)", c, far.Count(), plural(far.Count(), "city"))
	}
	for _, t := range transports {
		if m.planar(t) {
			continue
		}
		conn := m.firstNonPlanar(t)
		return errorf("%w", &mapError{Rule: rulePlanar, City: conn.A, Transport: t, Conn: conn,
			Detail: fmt.Sprintf("the %s connections are not planar: %v, with the %s connections listed before it, makes a non-planar graph",
				t.name(), conn, t.name())})
	}
	return nil
}

// carComponent returns the cities reachable by car from c.
func (m *Map) carComponent(c City) Cities {
	seen := CitiesOf(c)
	frontier := seen
	for !frontier.empty() {
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
func (m *Map) firstNonPlanar(t Transport) connection {
	var conns []connection
	for _, c := range m.connections(nil) {
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

// planar reports whether the connections of transport t, taken alone, form
// a planar graph: one that can be drawn in the plane without two
// connections crossing. It runs the left-right planarity test of de
// Fraysseix and Rosenstiehl, in the form Brandes gives it ("The Left-Right
// Planarity Test", 2009), in time linear in the size of the map.
func (m *Map) planar(t Transport) bool {
	if t >= numTransports {
		return true
	}
	conns := make([]connection, 0, m.numConnections(t))
	for a := City(1); a <= City(m.n); a++ {
		for b := range m.adj[t][a].All() {
			if b > a {
				conns = append(conns, connection{t, a, b})
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
