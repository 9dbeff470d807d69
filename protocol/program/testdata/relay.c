/*
 * relay: the plainest relay there is, for BenchmarkRelay. It starts two
 * players with "sh -c COMMAND", sends the first "start", then passes each
 * line one player writes to the other, with blocking reads and writes and
 * nothing else, until a line holds a number of at least GOAL. It is the
 * floor for a runner between two programs: what two pipe hops cost
 * without any runtime in the way.
 *
 * usage: relay GOAL COMMAND
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static pid_t spawn(const char *command, int *in, int *out) {
	int to[2], from[2];
	if (pipe(to) < 0 || pipe(from) < 0) {
		perror("relay: pipe");
		exit(1);
	}
	pid_t pid = fork();
	if (pid < 0) {
		perror("relay: fork");
		exit(1);
	}
	if (pid == 0) {
		dup2(to[0], 0);
		dup2(from[1], 1);
		close(to[0]), close(to[1]), close(from[0]), close(from[1]);
		execl("/bin/sh", "sh", "-c", command, (char *)0);
		_exit(127);
	}
	close(to[0]), close(from[1]);
	*in = to[1], *out = from[0];
	return pid;
}

int main(int argc, char **argv) {
	if (argc != 3) {
		fprintf(stderr, "usage: relay GOAL COMMAND\n");
		return 2;
	}
	long goal = atol(argv[1]);
	int in[2], out[2];
	pid_t pid[2];
	pid[0] = spawn(argv[2], &in[0], &out[0]);
	pid[1] = spawn(argv[2], &in[1], &out[1]);
	char line[4096] = "start\n";
	ssize_t n = strlen(line);
	for (int turn = 0;; turn ^= 1) {
		if (write(in[turn], line, n) != n)
			break;
		/* The players write a whole short line at once and wait for
		 * an answer, so one read is one line. */
		n = read(out[turn], line, sizeof line - 1);
		if (n <= 0)
			break;
		line[n] = 0;
		if (atol(line) >= goal)
			break;
	}
	for (int i = 0; i < 2; i++) {
		close(in[i]), close(out[i]);
		waitpid(pid[i], 0, 0);
	}
	return 0;
}
