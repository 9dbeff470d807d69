#!/bin/sh
# hang.sh: reads its first line and never answers.
read -r line
exec sleep 1000
