package live

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/contestgames/games/protocol/league"
)

// WritePages writes the league's pages into dir, to publish: the pages a
// Server serves, as files that open from disk, with nothing that is
// private to an entrant (no build log, no standard error of any program)
// and no live updates. They are dir/index.html (the leaderboard, the
// chart of the ratings, the last games), dir/bots/NAME.html for each bot,
// the pages of its smoke games in dir/bots/NAME/ID/, and dir/games/KEY.html
// for every game kept; "referee league pages DIR -o OUT" writes them.
func WritePages(l *league.League, dir string) error {
	p := pages{site: written, l: l, recent: DefaultRecent}
	b, err := p.board()
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(dir, "index.html"), func(w io.Writer) error { return pageTemplate.ExecuteTemplate(w, "page", b) }); err != nil {
		return err
	}
	g, err := p.games()
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(dir, "games", "index.html"), func(w io.Writer) error { return pageTemplate.ExecuteTemplate(w, "games", g) }); err != nil {
		return err
	}
	replays, err := p.writeBots(dir)
	if err != nil {
		return err
	}
	_, results, err := l.Results()
	if err != nil {
		return err
	}
	for _, r := range results {
		replays = append(replays, replayJob{l.RecordFile(r.ID), filepath.Join(dir, "games", r.ID+".html")})
	}
	return p.writeReplays(replays)
}

// WriteReplay writes to file the replay page of the league's game key, to
// publish as WritePages would: without any program's standard error. A
// competition's pages ("referee league compete") are written so.
func WriteReplay(l *league.League, key, file string) error {
	p := pages{site: written, l: l}
	return writeFile(file, func(w io.Writer) error {
		return p.replay(w, l.RecordFile(key), func(string) bool { return false })
	})
}

// A replayJob is a replay page to write: the record, the page.
type replayJob struct{ record, page string }

// writeBots writes each bot's page into dir/bots, and returns the pages
// of their smoke games to write.
func (p pages) writeBots(dir string) ([]replayJob, error) {
	vs, err := p.l.Versions()
	if err != nil {
		return nil, err
	}
	var jobs []replayJob
	done := map[string]bool{}
	for _, v := range vs {
		if done[v.Name] {
			continue
		}
		done[v.Name] = true
		b, err := p.bot(v.Name, false)
		if err != nil {
			return nil, err
		}
		if err := writeFile(filepath.Join(dir, "bots", v.Name+".html"), func(w io.Writer) error { return pageTemplate.ExecuteTemplate(w, "bot", b) }); err != nil {
			return nil, err
		}
		for _, s := range b.Smoke {
			jobs = append(jobs, replayJob{s.record, filepath.Join(dir, "bots", filepath.FromSlash(s.File))})
		}
	}
	return jobs, nil
}

// writeReplays writes the replay pages of jobs, without any standard
// error, several at once; it returns the first error.
func (p pages) writeReplays(jobs []replayJob) error {
	next := make(chan replayJob)
	errs := make(chan error, len(jobs))
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Go(func() {
			for j := range next {
				errs <- writeFile(j.page, func(w io.Writer) error {
					return p.replay(w, j.record, func(string) bool { return false })
				})
			}
		})
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// writeFile writes the file name with what write writes, making its
// directory.
func writeFile(name string, write func(w io.Writer) error) error {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, b.Bytes(), 0o644)
}
