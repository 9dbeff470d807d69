// Package standings reads and counts what a tournament wrote: the result
// of each game ([Result], one line of a record directory's index), the
// schedule the games follow ([Schedule], [Fixture], [Shard]), a record
// directory read back ([ReadDir], [Merge] for a tournament's shards), and
// its table: [Standings] as numbers, [Table] as the text "referee table"
// prints, [Report] as its JSON, [Course] and [RankCourse] for the graphs
// of a page. It also names players ([Names], [MakeName]) and sums up a
// game move for move ([RecordDigest]), as a tournament's index keeps it.
//
// It starts no program: package arena, which runs tournaments and writes
// their directories, imports it, never the other way round, so that a
// page that draws a tournament (package view) or a judge's own table links
// no sandbox (TestNoProcessesLinked). The statistics are package stats's.
//
//	d, err := standings.ReadDir("runs/t1")
//	...
//	results, err := standings.Merge([]*standings.Dir{d})
//	...
//	fmt.Print(standings.Table(g, d.Names, results, d.SPRT))
package standings
