package ontherun

import (
	"fmt"
	"iter"
	"math/bits"
	"strconv"

	"github.com/contestgames/games/internal/text"
)

// MaxCities is the most cities a map may have.
const MaxCities = 200

// A City is a city's label, 1 to [MaxCities], as in the map file and the
// dialogue. The zero City, [NoCity], is no city at all.
type City uint8

// NoCity is the zero City: no city, such as the city of a clue that tells
// none.
const NoCity City = 0

// String returns the city's label in decimal, as the dialogue writes it,
// and "-" for NoCity.
func (c City) String() string {
	if c == NoCity {
		return "-"
	}
	return strconv.Itoa(int(c))
}

// Cities is a set of cities: bit c of the 256 bits is city c (bit 0, which
// would be NoCity, is never set by this package). It is a value, so copying
// it copies the set, and == compares sets. The zero value is the empty set.
type Cities [4]uint64

// CitiesOf returns the set of the given cities; NoCity and labels above
// MaxCities are left out.
func CitiesOf(cs ...City) Cities {
	var s Cities
	for _, c := range cs {
		s.Add(c)
	}
	return s
}

// Has reports whether c is in the set.
func (s Cities) Has(c City) bool { return s[c>>6]>>(c&63)&1 != 0 }

// Add puts c in the set. NoCity and labels above MaxCities are ignored.
func (s *Cities) Add(c City) {
	if c != NoCity && c <= MaxCities {
		s[c>>6] |= 1 << (c & 63)
	}
}

// remove takes c out of the set.
func (s *Cities) remove(c City) { s[c>>6] &^= 1 << (c & 63) }

// Count returns the number of cities in the set.
func (s Cities) Count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// empty reports whether the set has no city.
func (s Cities) empty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// Union returns the cities in s or t.
func (s Cities) Union(t Cities) Cities {
	return Cities{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]}
}

// intersect returns the cities in both s and t.
func (s Cities) intersect(t Cities) Cities {
	return Cities{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]}
}

// Minus returns the cities in s but not in t.
func (s Cities) Minus(t Cities) Cities {
	return Cities{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]}
}

// subsetOf reports whether every city of s is in t.
func (s Cities) subsetOf(t Cities) bool { return s.Minus(t).empty() }

// first returns the lowest city in the set, or NoCity if it is empty.
func (s Cities) first() City {
	for w, x := range s {
		if x != 0 {
			return City(w<<6 + bits.TrailingZeros64(x))
		}
	}
	return NoCity
}

// nth returns the set's city of rank k, counting from 0 in increasing
// order, or NoCity if the set has k cities or fewer. With k drawn below
// Count, it picks a city at random.
func (s Cities) nth(k int) City {
	if k < 0 {
		return NoCity
	}
	for w, x := range s {
		n := bits.OnesCount64(x)
		if k >= n {
			k -= n
			continue
		}
		for ; k > 0; k-- {
			x &= x - 1
		}
		return City(w<<6 + bits.TrailingZeros64(x))
	}
	return NoCity
}

// All returns the cities of the set in increasing order.
func (s Cities) All() iter.Seq[City] {
	return func(yield func(City) bool) {
		for w, x := range s {
			for x != 0 {
				if !yield(City(w<<6 + bits.TrailingZeros64(x))) {
					return
				}
				x &= x - 1
			}
		}
	}
}

// appendTo appends the cities of the set to buf in increasing order.
func (s Cities) appendTo(buf []City) []City {
	for w, x := range s {
		for x != 0 {
			buf = append(buf, City(w<<6+bits.TrailingZeros64(x)))
			x &= x - 1
		}
	}
	return buf
}

// String writes the set as "{1 5 8}".
func (s Cities) String() string {
	b := []byte{'{'}
	for c := range s.All() {
		if len(b) > 1 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(c), 10)
	}
	return string(append(b, '}'))
}

// A Transport is a kind of connection: car, train or plane.
type Transport uint8

// The transports, in the order of the map file's letters C, T, P.
const (
	Car Transport = iota
	Train
	Plane
	numTransports = 3
)

// transports lists the three transports, for ranging over.
var transports = [numTransports]Transport{Car, Train, Plane}

var transportLetters = [numTransports]byte{'C', 'T', 'P'}
var transportNames = [numTransports]string{"car", "train", "plane"}

// letter returns the transport's letter in the map file and the
// dialogue: 'C', 'T' or 'P'.
func (t Transport) letter() byte {
	if t < numTransports {
		return transportLetters[t]
	}
	return '?'
}

// String returns the transport's letter as a string: "C", "T" or "P".
func (t Transport) String() string {
	if t < numTransports {
		return string(transportLetters[t])
	}
	return fmt.Sprintf("Transport(%d)", uint8(t))
}

// name returns the transport's name in English: "car", "train" or
// "plane", for error messages.
func (t Transport) name() string {
	if t < numTransports {
		return transportNames[t]
	}
	return t.String()
}

// transportOf returns the transport of letter b, which must be upper case.
func transportOf(b byte) (Transport, bool) {
	switch b {
	case 'C':
		return Car, true
	case 'T':
		return Train, true
	case 'P':
		return Plane, true
	}
	return 0, false
}

// A Role is a side of the game: the fugitive or the detectives. It is also
// the player's seat in a [Referee]: the fugitive is seat 0.
type Role uint8

// The two roles.
const (
	Fugitive Role = iota
	Detectives
)

// String returns "fugitive" or "detectives".
func (r Role) String() string { return text.Name(r, roleNames[:], "Role") }

var roleNames = [...]string{"fugitive", "detectives"}

// other returns the opponent's role.
func (r Role) other() Role { return 1 - r }
