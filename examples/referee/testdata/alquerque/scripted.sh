#!/bin/sh
# scripted.sh MOVES: an Alquerque player that plays the moves of the file
# MOVES in order. Before each move it reads the jury's line (Start or the
# opponent's move) and stops on Quit. It exits as soon as its moves run out,
# as a player must after its last move in a tie.
exec 3<"$1"
while IFS= read -r move <&3; do
	IFS= read -r line || exit 0
	[ "$line" = Quit ] && exit 0
	printf '%s\n' "$move"
done
