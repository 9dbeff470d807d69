module github.com/contestgames/games

go 1.24
