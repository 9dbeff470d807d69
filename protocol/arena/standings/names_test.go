package standings

import (
	"slices"
	"strings"
	"testing"
)

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

// Players without a name are named after their program, made different
// with -2, -3; the same program may then play itself.
func TestNames(t *testing.T) {
	commands := []string{"builtin:search", "./bots/new -depth 3", "builtin:search", "DEPTH=2 /usr/bin/old", "'./my bot'", "builtin:search", "#!"}
	names := Names([]string{"", "", "", "", "", "search-2", ""}, commands)
	want := []string{"search", "new", "search-3", "old", "my", "search-2", "player"}
	if !slices.Equal(names, want) {
		t.Errorf("Names = %q, want %q", names, want)
	}
	if err := CheckNames(names); err != nil {
		t.Error(err)
	}
	long := strings.Repeat("x", maxName)
	if got := Names(nil, []string{long, long}); got[1] != long[:maxName-2]+"-2" {
		t.Errorf("a name of %d characters twice: %q", maxName, got)
	}
	if err := CheckNames([]string{"a", "b", "a"}); err == nil || err.Error() != `players 1 and 3 are both named "a": give them different names, as NAME=COMMAND` {
		t.Errorf("a name twice: %v", err)
	}
	if err := CheckNames([]string{"-a"}); err == nil || !strings.HasPrefix(err.Error(), `player 1: name "-a": want`) {
		t.Errorf("a bad name: %v", err)
	}
}
