#!/bin/sh
# flood.sh: answers its first line with 100 MB and no newline.
read -r line
head -c 100000000 /dev/zero | tr '\0' x
read -r line
