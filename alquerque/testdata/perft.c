/*
 * perft.c: a plain C bitboard perft of Alquerque (CodeCup 2008 rules, as
 * package alquerque plays them), the fair reference that BenchmarkPerftC
 * times against the Go perft. It is written as a competent contestant
 * would: 49-bit boards, one shift and one mask per direction, captures
 * found with masks and followed hop by hop, and bulk counting at the last
 * ply (normal moves by popcount, capture chains counted without building
 * them). Build: cc -O2 -o perft perft.c; run: ./perft DEPTH, which prints
 * "DEPTH LEAVES NANOSECONDS".
 *
 * Squares: a1 = 0, b1 = 1, ..., g7 = 48 (rank * 7 + file). Directions
 * N, NE, E, SE, S, SW, W, NW; d ^ 4 is the opposite of d, the odd ones are
 * diagonals, which run only through points whose file + rank is even.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef uint64_t bb;

#define ALL (((bb)1 << 49) - 1)
#define MAX_PLIES 200

static const int delta[8] = {7, 8, 1, -6, -7, -8, -1, 6};
static const int dfile[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int drank[8] = {1, 1, 0, -1, -1, -1, 0, 1};

static bb can_step[8], can_jump[8];

typedef struct {
	bb pieces[2];
	int ply;
	/* back_from/back_to[c]: the normal move c may not play next, or -1. */
	int back_from[2], back_to[2];
} pos;

typedef struct {
	int from, to;
	bb taken;
} move;

static bb shift(bb b, int d) {
	return delta[d] > 0 ? b << delta[d] : b >> -delta[d];
}

static void init_tables(void) {
	for (int s = 0; s < 49; s++) {
		int f = s % 7, r = s / 7;
		for (int d = 0; d < 8; d++) {
			if ((d & 1) && (f + r) % 2)
				continue;
			int f1 = f + dfile[d], r1 = r + drank[d];
			if (f1 < 0 || f1 > 6 || r1 < 0 || r1 > 6)
				continue;
			can_step[d] |= (bb)1 << s;
			int f2 = f1 + dfile[d], r2 = r1 + drank[d];
			if (f2 >= 0 && f2 <= 6 && r2 >= 0 && r2 <= 6)
				can_jump[d] |= (bb)1 << s;
		}
	}
}

static pos start(void) {
	pos p = {{0, 0}, 0, {-1, -1}, {-1, -1}};
	for (int s = 0; s < 49; s++) {
		int f = s % 7, r = s / 7;
		if (r < 3 || (r == 3 && f > 3))
			p.pieces[0] |= (bb)1 << s;
		else if (r > 3 || (r == 3 && f < 3))
			p.pieces[1] |= (bb)1 << s;
	}
	return p;
}

/* jumpers returns the pieces of own that can hop over opp onto empty. */
static bb jumpers(bb own, bb opp, bb empty) {
	bb j = 0;
	for (int d = 0; d < 8; d++)
		j |= own & can_jump[d] & shift(opp & shift(empty, d ^ 4), d ^ 4);
	return j;
}

/* count_chains counts the complete capture chains of the piece on at. */
static uint64_t count_chains(int at, bb opp, bb empty) {
	uint64_t n = 0;
	bb b = (bb)1 << at;
	for (int d = 0; d < 8; d++) {
		if (!(b & can_jump[d]))
			continue;
		bb over = shift(b, d), to = shift(over, d);
		if ((over & opp) && (to & empty))
			n += count_chains(__builtin_ctzll(to), opp & ~over, empty | over);
	}
	return n ? n : 1;
}

/* gen_chains appends every complete capture chain that continues m. */
static int gen_chains(move *list, int n, move m, int at, bb opp, bb empty) {
	bb b = (bb)1 << at;
	int extended = 0;
	for (int d = 0; d < 8; d++) {
		if (!(b & can_jump[d]))
			continue;
		bb over = shift(b, d), to = shift(over, d);
		if ((over & opp) && (to & empty)) {
			move next = {m.from, __builtin_ctzll(to), m.taken | over};
			n = gen_chains(list, n, next, next.to, opp & ~over, empty | over);
			extended = 1;
		}
	}
	if (!extended)
		list[n++] = m;
	return n;
}

static int back_allowed(const pos *p, int c, int from, int to) {
	return !(p->back_from[c] == from && p->back_to[c] == to);
}

static int gen_moves(const pos *p, move *list) {
	if (p->ply >= MAX_PLIES)
		return 0;
	int c = p->ply & 1, n = 0;
	bb own = p->pieces[c], opp = p->pieces[c ^ 1], empty = ALL & ~(own | opp);
	bb j = jumpers(own, opp, empty);
	if (j) {
		for (; j; j &= j - 1) {
			int from = __builtin_ctzll(j);
			move m = {from, from, 0};
			n = gen_chains(list, n, m, from, opp, empty | (bb)1 << from);
		}
		return n;
	}
	for (int d = 0; d < 8; d++) {
		for (bb t = shift(own & can_step[d], d) & empty; t; t &= t - 1) {
			int to = __builtin_ctzll(t), from = to - delta[d];
			if (back_allowed(p, c, from, to))
				list[n++] = (move){from, to, 0};
		}
	}
	return n;
}

static uint64_t count_moves(const pos *p) {
	if (p->ply >= MAX_PLIES)
		return 0;
	int c = p->ply & 1;
	bb own = p->pieces[c], opp = p->pieces[c ^ 1], empty = ALL & ~(own | opp);
	bb j = jumpers(own, opp, empty);
	uint64_t n = 0;
	if (j) {
		for (; j; j &= j - 1) {
			int from = __builtin_ctzll(j);
			n += count_chains(from, opp, empty | (bb)1 << from);
		}
		return n;
	}
	for (int d = 0; d < 8; d++)
		n += __builtin_popcountll(shift(own & can_step[d], d) & empty);
	int bf = p->back_from[c], bt = p->back_to[c];
	if (bf >= 0 && (own >> bf & 1) && (empty >> bt & 1))
		n--;
	return n;
}

static void play(pos *p, move m) {
	int c = p->ply & 1;
	p->pieces[c] = (p->pieces[c] & ~((bb)1 << m.from)) | (bb)1 << m.to;
	p->pieces[c ^ 1] &= ~m.taken;
	p->back_from[c] = m.taken ? -1 : m.to;
	p->back_to[c] = m.taken ? -1 : m.from;
	p->ply++;
}

static uint64_t perft(const pos *p, int depth) {
	if (depth == 1)
		return count_moves(p);
	move list[4096]; /* more chains than any position from the start holds */
	int n = gen_moves(p, list);
	uint64_t total = 0;
	for (int i = 0; i < n; i++) {
		pos q = *p;
		play(&q, list[i]);
		total += perft(&q, depth - 1);
	}
	return total;
}

int main(int argc, char **argv) {
	if (argc != 2 || atoi(argv[1]) < 1) {
		fprintf(stderr, "usage: perft DEPTH (DEPTH >= 1)\n");
		return 2;
	}
	int depth = atoi(argv[1]);
	init_tables();
	pos p = start();
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	uint64_t n = perft(&p, depth);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	long long ns = (t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec);
	printf("%d %llu %lld\n", depth, (unsigned long long)n, ns);
	return 0;
}
