#!/bin/sh
# debug.sh MOVES: plays like scripted.sh, and before each move writes two
# lines to standard error, as a bot writes its debugging lines: what it
# read and what it plays.
exec 3<"$1"
n=0
while IFS= read -r move <&3; do
	IFS= read -r line || exit 0
	[ "$line" = Quit ] && exit 0
	n=$((n+1))
	printf 'move %d: read %s\n' "$n" "$line" >&2
	printf 'move %d: play %s\n' "$n" "$move" >&2
	printf '%s\n' "$move"
done
