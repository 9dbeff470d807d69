#!/bin/sh
# stderr-flood.sh MOVES: plays like scripted.sh, but first writes 20 MB to
# standard error, which the referee must drain without blocking.
head -c 20000000 /dev/zero | tr '\0' e >&2
exec sh "$(dirname "$0")/scripted.sh" "$1"
