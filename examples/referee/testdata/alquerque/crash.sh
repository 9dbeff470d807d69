#!/bin/sh
# crash.sh: reads its first line and dies with an error.
read -r line
echo "crash.sh: segmentation fault (pretend)" >&2
exit 139
