"use strict";
// Amazes: the 25x25 maze, both explorers, where they have stood, and the
// squares each has discovered; or, as one seat knew it, what that player
// knows: the walls and openings it has learnt, its squares and dead ends.
// The data come from amazes/drawing.go: match.walls and frame.draw.know are
// 26x26 grids of digits (north edge + west edge * base + square * base^2),
// frame.draw.squares has a character per square. A legend under the maze
// names the colours and marks of the view shown.

(function () {
  var DIGITS = "0123456789ABCDEFGHIJKLMNOPQ";
  var N = 25, M = 1.2; // squares a side; margin around the maze
  var FACING = "NESW";
  var wallPath = ""; // the maze's walls, an SVG path made once: they never change

  // cell returns the parts of cell (r, c) of a 26x26 grid.
  function cell(grid, r, c, base) {
    var v = DIGITS.indexOf(grid.charAt(r * (N + 1) + c));
    return {north: v % base, west: Math.floor(v / base) % base, square: Math.floor(v / (base * base))};
  }

  // edgePaths returns, for each edge state of a grid, an SVG path of the
  // edges in that state.
  function edgePaths(grid, base) {
    var d = [];
    for (var s = 0; s < base; s++) d.push("");
    for (var r = 0; r <= N; r++) {
      for (var c = 0; c <= N; c++) {
        var x = cell(grid, r, c, base);
        if (c < N) d[x.north] += "M" + c + " " + r + "h1";
        if (r < N) d[x.west] += "M" + c + " " + r + "v1";
      }
    }
    return d;
  }

  // squarePath returns a path of unit squares.
  function squarePath(list) {
    return list.map(function (q) { return "M" + q[1] + " " + q[0] + "h1v1h-1z"; }).join("");
  }

  // tint returns a seat colour, lightened.
  function tint(i, a) {
    var h = seatColor(i);
    var n = parseInt(h.slice(1), 16), rgb = [n >> 16, (n >> 8) & 255, n & 255];
    return "rgb(" + rgb.map(function (v) { return Math.round(v + (255 - v) * (1 - a)); }).join(",") + ")";
  }

  function explorer(g, p, pos, label) {
    var cx = pos[1] + 0.5, cy = pos[0] + 0.5;
    var t = svgEl("polygon", {
      points: "0,-0.42 0.34,0.32 -0.34,0.32",
      transform: "translate(" + cx + " " + cy + ") rotate(" + 90 * pos[2] + ")",
      fill: seatColor(p), stroke: "#000", "stroke-width": 0.06,
    }, g);
    svgEl("title", {}, t).textContent = label + " at r" + (pos[0] + 1) + "c" + (pos[1] + 1) + " facing " + FACING.charAt(pos[2]);
  }

  function trail(g, p, list) {
    var d = list.map(function (q) {
      var r = Math.floor(q / N), c = q % N;
      return "M" + (c + 0.5) + " " + (r + 0.5) + "m-0.12 0a0.12 0.12 0 1 0 0.24 0a0.12 0.12 0 1 0 -0.24 0";
    }).join("");
    var el = svgEl("path", {d: d, fill: seatColor(p), opacity: 0.55}, g);
    svgEl("title", {}, el).textContent = "where " + ["red", "blue"][p] + " stood after each step (" + plural(list.length, "square") + ")";
  }

  // truth draws the whole maze, the squares coloured by who discovered
  // them: pale by one, deeper when both have (in the colour of the first).
  function truth(g, d) {
    var fills = {r: [], b: [], R: [], B: [], "*": []};
    for (var i = 0; i < N * N; i++) {
      var ch = d.squares.charAt(i);
      if (fills[ch]) fills[ch].push([Math.floor(i / N), i % N]);
    }
    var colours = {r: tint(0, 0.25), b: tint(1, 0.25), R: tint(0, 0.55), B: tint(1, 0.55), "*": "#b9a3d0"};
    for (var k in colours) svgEl("path", {d: squarePath(fills[k]), fill: colours[k]}, g);
    svgEl("path", {d: wallPath, stroke: "#222", "stroke-width": 0.14, "stroke-linecap": "square", fill: "none"}, g);
    trail(g, 0, d.trail[0]);
    trail(g, 1, d.trail[1]);
    explorer(g, 0, d.pos[0], "red");
    explorer(g, 1, d.pos[1], "blue");
  }

  // knows draws what player p knows: its squares, its dead ends (crossed),
  // its walls, and the edges it does not know as faint dots.
  function knows(g, d, p) {
    var grid = d.know[p], disc = [], dead = [], unknown = [];
    for (var r = 0; r < N; r++) {
      for (var c = 0; c < N; c++) {
        var s = cell(grid, r, c, 3).square;
        (s === 2 ? dead : s === 1 ? disc : unknown).push([r, c]);
      }
    }
    svgEl("path", {d: squarePath(unknown), fill: "#d8d8d8"}, g);
    svgEl("path", {d: squarePath(disc), fill: tint(p, 0.3)}, g);
    svgEl("path", {d: squarePath(dead), fill: tint(p, 0.6)}, g);
    var cross = dead.map(function (q) {
      return "M" + (q[1] + 0.3) + " " + (q[0] + 0.3) + "l0.4 0.4m0 -0.4l-0.4 0.4";
    }).join("");
    svgEl("path", {d: cross, stroke: "#555", "stroke-width": 0.06}, g);
    var e = edgePaths(grid, 3);
    svgEl("path", {d: e[0], stroke: "#999", "stroke-width": 0.05, "stroke-dasharray": "0.1 0.15", fill: "none"}, g);
    svgEl("path", {d: e[1], stroke: "#222", "stroke-width": 0.14, "stroke-linecap": "square", fill: "none"}, g);
    trail(g, p, d.trail[p]);
    explorer(g, p, d.pos[p], ["red", "blue"][p]);
  }

  // legend names the colours and marks of the view shown (seat: -1 the
  // truth), in rows from y, in the maze's units, and returns the last
  // row's y.
  function legend(svg, seat, y) {
    var g = svgEl("g", {"font-size": 0.55, fill: "#444"}, svg), x = 0.2 - M;
    function item(draw, label) {
      if (x > 0.2 - M && x + 0.85 + textWidth(label, 0.55) > N + M) { x = 0.2 - M; y += 0.9; }
      draw(x, y - 0.5);
      var t = svgEl("text", {x: x + 0.85, y: y}, g);
      t.textContent = label;
      x += 1.2 + textWidth(label, 0.55);
    }
    function square(fill, extra) {
      return function (x, y) { svgEl("rect", Object.assign({x: x, y: y, width: 0.65, height: 0.65, fill: fill, stroke: "#999", "stroke-width": 0.03}, extra || {}), g); };
    }
    if (seat < 0) {
      item(square(tint(0, 0.25)), "red only");
      item(square(tint(1, 0.25)), "blue only");
      item(square(tint(0, 0.55)), "both, red 1st");
      item(square(tint(1, 0.55)), "both, blue 1st");
      item(square("#b9a3d0"), "both");
      item(function (x, y) { svgEl("circle", {cx: x + 0.32, cy: y + 0.32, r: 0.12, fill: seatColor(0), opacity: 0.55}, g); }, "stood");
    } else {
      var p = seat;
      item(square("#d8d8d8"), "unknown");
      item(square(tint(p, 0.3)), "discovered");
      item(function (x, y) {
        square(tint(p, 0.6))(x, y);
        svgEl("path", {d: "M" + (x + 0.15) + " " + (y + 0.15) + "l0.35 0.35m0 -0.35l-0.35 0.35", stroke: "#555", "stroke-width": 0.06}, g);
      }, "dead end");
      item(function (x, y) {
        svgEl("path", {d: "M" + x + " " + (y + 0.32) + "h0.65", stroke: "#999", "stroke-width": 0.05, "stroke-dasharray": "0.1 0.15"}, g);
      }, "edge not known");
    }
    item(function (x, y) {
      svgEl("polygon", {points: "0,-0.3 0.24,0.24 -0.24,0.24", transform: "translate(" + (x + 0.32) + " " + (y + 0.35) + ")",
        fill: seatColor(0), stroke: "#000", "stroke-width": 0.04}, g);
    }, "explorer");
    return y;
  }

  registerGame("amazes", {
    scoreLabel: "points",
    // A player knows its own squares and what the jury credits it, not
    // its opponent's.
    privateScores: true,
    graph: function (frame, seat) {
      var sq = ((frame.facts || {}).squares || "0,0").split(",").map(Number);
      if (seat >= 0) return {label: "squares discovered", names: [["red", "blue"][seat]], values: [sq[seat]]};
      return {label: "squares discovered", names: ["red", "blue"], values: sq};
    },
    init: function (stage, match) { N = match.size || 25; wallPath = edgePaths(match.walls, 2)[1]; },
    draw: function (stage, frame, toggles) {
      clear(stage);
      var svg = svgEl("svg", {}, stage);
      var d = frame.draw;
      var g = svgEl("g", {}, svg);
      var seat = toggles.seat;
      if (seat < 0) truth(g, d);
      else knows(g, d, seat);
      var f = frame.facts || {};
      var sq = (f.squares || "").split(","), pts = (f.points || "").split(",");
      [0, 1].forEach(function (p) {
        if (seat >= 0 && p !== seat) return;
        var t = svgEl("text", {x: p === 0 ? 0 : N, y: N + 1.3, "font-size": 0.75, fill: seatColor(p),
          "text-anchor": p === 0 ? "start" : "end"}, svg);
        // As the score line: a seat's view hides the points, which count
        // squares the other explorer discovered first.
        t.textContent = ["red", "blue"][p] + ": " + plural(sq[p], "square") + ", " +
          (seat >= 0 ? "points hidden" : plural(pts[p], "point")) + (d.out[p] ? " (out)" : "");
      });
      var t = svgEl("text", {x: N / 2, y: -0.35, "font-size": 0.75, "text-anchor": "middle", fill: "#444"}, svg);
      t.textContent = "turn " + (f.turn || 0) + " of 300";
      var y = legend(svg, seat, N + 2.5);
      svg.setAttribute("viewBox", [-M, -M, N + 2 * M, y + 0.4 + M].join(" "));
    },
  });
})();
