"use strict";
// Alquerque: the 7x7 board with its lines, the pieces, the last move with
// its whole capture chain, the pieces each side has lost, the ply count
// and, after 200 plies, the tie rule's score. The board, ply, side to move
// and last move come from the frame's facts; the path, the taken points,
// the losses and the tie score from its drawing. A legend under the board
// names the marks.
(function () {
  var STEP = 84, MARGIN = 62, R = 27; // spacing of points, board margin, piece radius
  var FILES = "abcdefg";
  var W = 2 * MARGIN + 6 * STEP; // 628
  var board = null; // the <g> redrawn each frame

  // Points are numbered as the Go package numbers squares: a1 is 0, b1 1,
  // g7 48; the facts' board lists rank 7 first.
  function px(s) { return MARGIN + STEP * (s % 7); }
  function py(s) { return MARGIN + STEP * (6 - Math.floor(s / 7)); }
  function name(s) { return FILES[s % 7] + (Math.floor(s / 7) + 1); }
  function at(facts, s) { return (facts.board || "")[(6 - Math.floor(s / 7)) * 7 + s % 7]; }

  function text(parent, x, y, str, attrs) {
    var t = svgEl("text", Object.assign({x: x, y: y}, attrs || {}), parent);
    t.textContent = str;
    return t;
  }

  function piece(parent, x, y, side, r) {
    return svgEl("circle", {
      cx: x, cy: y, r: r,
      fill: side === "w" ? "#fdfdf8" : "#262626",
      stroke: side === "w" ? "#555" : "#000", "stroke-width": 2,
    }, parent);
  }

  registerGame("alquerque", {
    graph: function (frame) {
      var b = (frame.facts || {}).board || "", n = [0, 0];
      for (var i = 0; i < b.length; i++) {
        if (b[i] === "w") n[0]++;
        else if (b[i] === "b") n[1]++;
      }
      return {label: "pieces", values: n};
    },
    init: function (stage, match, header) {
      var svg = svgEl("svg", {viewBox: "0 0 " + W + " " + (W + 140), "font-family": "sans-serif"}, stage);
      var defs = svgEl("defs", {}, svg);
      var arrow = svgEl("marker", {
        id: "alq-arrow", viewBox: "0 0 10 10", refX: 6, refY: 5,
        markerWidth: 4, markerHeight: 4, orient: "auto-start-reverse",
      }, defs);
      svgEl("path", {d: "M0,0 L10,5 L0,10 z", fill: "#e8590c"}, arrow);
      svgEl("rect", {x: 0, y: 0, width: W, height: W, fill: "#f3e2bd"}, svg);
      var lines = svgEl("g", {stroke: "#8a6d3b", "stroke-width": 3, "stroke-linecap": "round"}, svg);
      ((match && match.lines) || []).forEach(function (l) {
        svgEl("line", {x1: px(l[0]), y1: py(l[0]), x2: px(l[1]), y2: py(l[1])}, lines);
      });
      var labels = svgEl("g", {fill: "#7a5b25", "font-size": 18, "text-anchor": "middle"}, svg);
      for (var i = 0; i < 7; i++) {
        text(labels, px(i), W - 12, FILES[i]);
        text(labels, 16, py(7 * i) + 6, String(i + 1));
      }
      board = svgEl("g", {}, svg);
      board.names = header && header.players;
      legend(svgEl("g", {}, svg), W + 124);
    },

    draw: function (stage, frame) {
      clear(board);
      var facts = frame.facts || {}, d = frame.draw || {};
      var path = d.path || [], taken = d.taken || [];
      // The points the last chain took, as faded ghosts.
      taken.forEach(function (s) {
        var g = svgEl("g", {}, board);
        svgEl("title", {}, g).textContent = name(s) + ": taken by the last move";
        svgEl("circle", {cx: px(s), cy: py(s), r: R, fill: "none", stroke: "#c92a2a",
          "stroke-width": 2, "stroke-dasharray": "5 4"}, g);
        var k = R * 0.45;
        svgEl("path", {d: "M" + (px(s) - k) + "," + (py(s) - k) + "l" + 2 * k + "," + 2 * k +
          "m0," + -2 * k + "l" + -2 * k + "," + 2 * k, stroke: "#c92a2a", "stroke-width": 3}, g);
      });
      if (path.length > 0) {
        svgEl("circle", {cx: px(path[0]), cy: py(path[0]), r: R, fill: "none", stroke: "#e8590c",
          "stroke-width": 3, "stroke-dasharray": "6 4"}, board);
      }
      for (var s = 0; s < 49; s++) {
        var c = at(facts, s);
        if (c !== "w" && c !== "b") continue;
        var p = piece(board, px(s), py(s), c, R);
        svgEl("title", {}, p).textContent = name(s) + ": " + (c === "w" ? "white" : "black");
        if (path.length > 0 && s === path[path.length - 1]) {
          p.setAttribute("stroke", "#e8590c");
          p.setAttribute("stroke-width", 4);
        }
      }
      drawPath(path);
      drawStatus(facts, d, frame);
    },
  });

  // legend names the pieces and the marks of the last move, in a row at y.
  function legend(g, y) {
    var x = 16;
    function item(draw, label) {
      draw(x + 12);
      text(g, x + 30, y + 5, label, {"font-size": 14, fill: "#444"});
      x += 44 + textWidth(label, 14);
    }
    item(function (cx) { piece(g, cx, y, "w", 11); }, "white");
    item(function (cx) { piece(g, cx, y, "b", 11); }, "black");
    item(function (cx) {
      svgEl("line", {x1: cx - 13, y1: y, x2: cx + 1, y2: y, stroke: "#e8590c", "stroke-width": 4,
        "stroke-opacity": 0.8, "marker-end": "url(#alq-arrow)"}, g);
    }, "last move (dashed: its start)");
    item(function (cx) {
      svgEl("circle", {cx: cx, cy: y, r: 11, fill: "none", stroke: "#c92a2a", "stroke-width": 2, "stroke-dasharray": "4 3"}, g);
      svgEl("path", {d: "M" + (cx - 5) + "," + (y - 5) + "l10,10m0,-10l-10,10", stroke: "#c92a2a", "stroke-width": 2.5}, g);
    }, "piece it took");
  }

  // drawPath draws the last move through every point it landed on, its
  // arrow ending at the edge of the piece that made it.
  function drawPath(path) {
    if (path.length < 2) return;
    var pts = path.map(function (s) { return [px(s), py(s)]; });
    var a = pts[pts.length - 2], b = pts[pts.length - 1];
    var len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    pts[pts.length - 1] = [b[0] - (b[0] - a[0]) * R / len, b[1] - (b[1] - a[1]) * R / len];
    var line = svgEl("polyline", {
      points: pts.map(function (p) { return p[0] + "," + p[1]; }).join(" "),
      fill: "none", stroke: "#e8590c", "stroke-width": 7, "stroke-opacity": 0.8,
      "stroke-linejoin": "round", "marker-end": "url(#alq-arrow)",
    }, board);
    svgEl("title", {}, line).textContent = "last move: " + path.map(name).join(path.length > 2 ? "*" : "-");
  }

  // drawStatus writes the ply, the side to move, the last move, the
  // pieces each side has lost and the tie rule's score below the board.
  function drawStatus(facts, d, frame) {
    var y0 = W + 30;
    var line1 = "ply " + (facts.ply || "0") + " / 200";
    if (facts.tomove) line1 += "   \u00b7   " + facts.tomove + " to move";
    if (facts.last) line1 += "   \u00b7   last: " + facts.last;
    text(board, 16, y0, line1, {"font-size": 20, fill: "#222"});
    var lost = d.lost || [0, 0];
    ["white", "black"].forEach(function (side, i) {
      var x = 16 + 310 * i;
      var t = text(board, x, y0 + 36, side + " lost " + lost[i], {"font-size": 18, fill: "#333"});
      svgEl("title", {}, t).textContent = (board.names && board.names[i] ? board.names[i] + ", " : "") + side;
      for (var k = 0; k < lost[i]; k++) {
        piece(board, x + 130 + (k % 12) * 11, y0 + 24 + Math.floor(k / 12) * 12, i === 0 ? "w" : "b", 5);
      }
    });
    if (d.tie) {
      text(board, W - 16, y0, "tie rule: " + d.tie[0] + "-" + d.tie[1],
        {"font-size": 20, "font-weight": "bold", fill: "#a61e4d", "text-anchor": "end"});
    }
    if (d.end) {
      text(board, 16, y0 + 62, d.end, {"font-size": 16, fill: "#a61e4d"});
    }
  }
})();
