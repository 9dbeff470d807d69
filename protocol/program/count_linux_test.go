package program_test

// The programs that play Count (toy.Count) in the languages contests took,
// from their sources: a job builds them, and a sandbox runs them.

// countC plays Count: it answers each number with the next.
const countC = `#include <stdio.h>
#include <string.h>
#include <stdlib.h>
int main(void) {
	char line[64];
	setvbuf(stdout, NULL, _IOLBF, 0);
	while (fgets(line, sizeof line, stdin)) {
		if (strncmp(line, "quit", 4) == 0) return 0;
		if (strncmp(line, "start", 5) == 0) puts("1");
		else printf("%d\n", atoi(line) + 1);
	}
	return 0;
}
`

// countPy plays Count in Python.
const countPy = `import sys
for line in sys.stdin:
    line = line.strip()
    if line == "quit":
        break
    print(1 if line == "start" else int(line) + 1, flush=True)
`

// countJava plays Count in Java.
const countJava = `import java.io.*;
public class Count {
	public static void main(String[] args) throws IOException {
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
		for (String line; (line = in.readLine()) != null && !line.equals("quit"); ) {
			System.out.println(line.equals("start") ? 1 : Integer.parseInt(line) + 1);
			System.out.flush();
		}
	}
}
`
