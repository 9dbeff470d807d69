#!/bin/sh
# forker.sh MOVES: plays like scripted.sh, but leaves a grandchild behind,
# which the referee must kill with the rest of the process group.
sleep 1237 &
exec sh "$(dirname "$0")/scripted.sh" "$1"
