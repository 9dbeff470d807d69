package view

import (
	"bytes"
	"strings"
	"testing"
)

// The page's code is filled as strings.Replacer fills it: one pass, a
// replacement never scanned again, "{{" that starts no key kept.
func TestWriteFilledIsAReplacer(t *testing.T) {
	fill := []placeholder{{"{{title}}", []byte("T {{data}}")}, {"{{series}}", nil}, {"{{data}}", []byte("<D>")}}
	for _, page := range []string{
		"", "plain", "{{title}}", "a{{title}}b{{series}}c{{data}}d", "{{{title}}}", "{{", "x{{", "{{tit{{data}}",
		"{{data}}{{data}}", "}}{{ {{series}", "{{title}}{{series}}{{data}}{{title}}",
	} {
		var b bytes.Buffer
		if err := writeFilled(&b, page, fill); err != nil {
			t.Fatal(err)
		}
		want := strings.NewReplacer("{{title}}", "T {{data}}", "{{series}}", "", "{{data}}", "<D>").Replace(page)
		if b.String() != want {
			t.Errorf("%q filled as %q, want %q", page, b.String(), want)
		}
	}
}
