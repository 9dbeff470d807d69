package arena

import (
	"os"
	"slices"
	"testing"
)

// Words that name files here become absolute; others stay as they are.
func TestAbsolutePaths(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"./arena.go -x", wd + "/arena.go -x"},
		{"python3 arena.go", "python3 " + wd + "/arena.go"},
		{"sh -c 'echo hi'", "sh -c 'echo hi'"},
		{"/bin/true", "/bin/true"},
		{"nosuchfile arg", "nosuchfile arg"},
	} {
		if got := AbsolutePaths(tc.in); got != tc.want {
			t.Errorf("absolutePaths(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A command is named after the file of its program, without extension,
// past the interpreter or launcher that runs it; after the interpreter
// when no word names a file.
func TestMakeName(t *testing.T) {
	for _, tc := range []struct{ command, want string }{
		{"./bots/new -depth 3", "new"},
		{"./bots/new.py -x", "new"},
		{"DEPTH=2 /usr/bin/old", "old"},
		{"python3 bots/mybot.py", "mybot"},
		{"python3 -u bots/mybot.py --depth 3", "mybot"},
		{"/usr/bin/python3.12 bot.py", "bot"},
		{"pypy3 bot.py", "bot"},
		{"java -jar build/mybot.jar", "mybot"},
		{"java -cp out/lib.jar Main.class", "Main"},
		{"node dist/bot.js", "bot"},
		{"bash run.sh", "run"},
		{"sh -c 'A=1 ./bot'", "sh"},
		{`python3 -c "import bot; bot.main()"`, "python3"},
		{"stdbuf -oL sh -c ./bot.sh", "sh"},
		{"taskset -c 1 ./bot", "bot"},
		{"env DEPTH=3 ./bot", "bot"},
		{"stdbuf -oL python3 bot.py", "bot"},
		{"go run ./cmd/search", "search"},
		{"python3 -m mybot", "python3"},
		{"python3", "python3"},
		{"builtin:search", "search"},
		{"'./my bot'", "my"},
		{"#!", "player"},
	} {
		if got := MakeName(tc.command); got != tc.want {
			t.Errorf("MakeName(%q) = %q, want %q", tc.command, got, tc.want)
		}
	}
	if got, want := Names(nil, []string{"python3 a/mybot.py", "python3 b/mybot.py", "python3 other.py"}), []string{"mybot", "mybot-2", "other"}; !slices.Equal(got, want) {
		t.Errorf("Names = %q, want %q", got, want)
	}
}
