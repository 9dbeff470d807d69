#!/bin/sh
# garbage.sh: answers its first line with text that is no move.
read -r line
echo 'hello, jury'
read -r line
