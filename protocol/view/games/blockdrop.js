"use strict";
// Block drop: the 18x18 board in 6x6 blocks, each block as it stands,
// counts down (in the colour of the player whose attack set it off) or has
// fallen and waits to rise; the four players where they stand, facing
// their way; and below, each player's record: its last action, attacks,
// blocks felled and players taken down, or the turn it fell.
(function () {
  var CELL = 32, X0 = 32, Y0 = 44;
  var size = 18, block = 3, turns = 1000;
  var names = [];
  var g = {}; // the layers redrawn each frame
  var ANGLE = {U: 0, R: 90, D: 180, L: 270};
  var WORD = {N: "nothing", U: "up", R: "right", D: "down", L: "left", A: "attack"};

  function text(parent, x, y, str, attrs) {
    var t = svgEl("text", Object.assign({x: x, y: y}, attrs || {}), parent);
    t.textContent = str;
    return t;
  }
  function title(el, str) { svgEl("title", {}, el).textContent = str; return el; }
  function who(p) { return "player " + p + (names[p] ? " (" + names[p] + ")" : ""); }

  registerGame("blockdrop", {
    graph: function (frame) {
      var ps = (frame.draw || {}).players || [];
      return {label: "blocks felled by each player's attacks", values: ps.map(function (p) { return p.fell || 0; })};
    },
    init: function (stage, match, header) {
      if (match) { size = match.size || size; block = match.block || block; turns = match.turns || turns; }
      names = (header && header.players) || [];
      var W = 2 * X0 + size * CELL;
      var svg = svgEl("svg", {viewBox: "0 0 " + W + " " + (Y0 + size * CELL + 150), "font-family": "sans-serif"}, stage);
      g.blocks = svgEl("g", {}, svg);
      var grid = svgEl("g", {stroke: "#adb5bd", "stroke-width": 0.6}, svg);
      for (var i = 0; i <= size; i++) {
        var w = i % block === 0 ? 2.5 : 0.6;
        svgEl("line", {x1: X0 + i * CELL, y1: Y0, x2: X0 + i * CELL, y2: Y0 + size * CELL, "stroke-width": w}, grid);
        svgEl("line", {x1: X0, y1: Y0 + i * CELL, x2: X0 + size * CELL, y2: Y0 + i * CELL, "stroke-width": w}, grid);
      }
      var labels = svgEl("g", {fill: "#868e96", "font-size": 11, "text-anchor": "middle"}, svg);
      for (var k = 0; k < size; k++) {
        text(labels, X0 + (k + 0.5) * CELL, Y0 - 4, String(k));
        text(labels, X0 / 2, Y0 + (k + 0.5) * CELL + 4, String(k));
      }
      g.players = svgEl("g", {}, svg);
      g.info = svgEl("g", {}, svg);
    },

    draw: function (stage, frame) {
      var d = frame.draw || {}, facts = frame.facts || {};
      [g.blocks, g.players, g.info].forEach(clear);
      drawBlocks(d.blocks || [], d.marks || "");
      (d.players || []).forEach(function (p, i) { drawPlayer(p, i); });
      drawInfo(facts, d, frame.scores || []);
    },
  });

  // drawBlocks draws each block by its counter: standing (0), counting
  // down to its fall (above 0), or fallen and rising back (below 0).
  function drawBlocks(counters, marks) {
    var side = block * CELL, per = size / block;
    counters.forEach(function (c, i) {
      var x = X0 + (i % per) * side, y = Y0 + Math.floor(i / per) * side;
      var r = svgEl("rect", {x: x, y: y, width: side, height: side, fill: "#f1f3f5"}, g.blocks);
      if (c > 0) {
        var m = +marks[i];
        // The nearer the fall, the hotter the colour.
        r.setAttribute("fill", "hsl(" + Math.min(45, 2 * c) + ", 95%, " + (55 + Math.min(30, 1.5 * c)) + "%)");
        svgEl("rect", {x: x + 3, y: y + 3, width: side - 6, height: side - 6, fill: "none",
          stroke: isNaN(m) ? "#495057" : seatColor(m), "stroke-width": 5}, g.blocks);
        text(g.blocks, x + side / 2, y + side / 2 + 16, String(c),
          {"font-size": 44, "font-weight": "bold", "text-anchor": "middle", fill: "#000", "fill-opacity": 0.3});
        title(r, "falls in " + c + " turn" + (c === 1 ? "" : "s") + (isNaN(m) ? "" : ", set off by " + who(m)));
      } else if (c < 0) {
        r.setAttribute("fill", "#343a40");
        text(g.blocks, x + side / 2, y + side / 2 + 8, "\u2191" + -c,
          {"font-size": 22, "text-anchor": "middle", fill: "#adb5bd"});
        title(r, "fallen: back in " + -c + " turn" + (c === -1 ? "" : "s"));
      }
    });
  }

  // drawPlayer draws a standing player as a disc in its colour with an
  // arrowhead the way it faces, and its wait counter when it waits.
  function drawPlayer(p, i) {
    if (p.x < 0) return;
    var cx = X0 + (p.x + 0.5) * CELL, cy = Y0 + (p.y + 0.5) * CELL;
    var el = svgEl("g", {transform: "translate(" + cx + "," + cy + ")"}, g.players);
    title(el, who(i) + " at " + p.x + "," + p.y + " facing " + p.f +
      (p.w ? ", waiting " + p.w : "") + (p.last ? ", last " + WORD[p.last] : ""));
    svgEl("polygon", {points: "0,-19 8,-7 -8,-7", fill: seatColor(i), stroke: "#fff", "stroke-width": 1.5,
      transform: "rotate(" + (ANGLE[p.f] || 0) + ")"}, el);
    svgEl("circle", {r: 12, fill: seatColor(i), stroke: "#fff", "stroke-width": 2}, el);
    text(el, 0, 5, String(i), {"font-size": 14, "font-weight": "bold", fill: "#fff", "text-anchor": "middle"});
    if (p.w) {
      svgEl("circle", {cx: 12, cy: 12, r: 7, fill: "#212529"}, el);
      text(el, 12, 16, String(p.w), {"font-size": 11, fill: "#fff", "text-anchor": "middle"});
    }
  }

  // drawInfo writes the turn above the board and each player's record
  // below it.
  function drawInfo(facts, d, scores) {
    var top = "T = " + (facts.turn || 0) + " / " + turns;
    if (facts.tomove) top += "   \u00b7   player " + facts.tomove + " to move";
    if (facts.last) top += "   \u00b7   last action: " + WORD[facts.last];
    text(g.info, X0, 22, top, {"font-size": 17, fill: "#212529"});
    var y0 = Y0 + size * CELL + 14, colW = size * CELL / 2;
    (d.players || []).forEach(function (p, i) {
      var x = X0 + (i % 2) * colW, y = y0 + Math.floor(i / 2) * 56;
      var card = svgEl("g", {opacity: p.x < 0 ? 0.55 : 1}, g.info);
      svgEl("rect", {x: x, y: y, width: colW - 8, height: 50, rx: 6, fill: "#f8f9fa",
        stroke: seatColor(i), "stroke-width": 2}, card);
      svgEl("circle", {cx: x + 17, cy: y + 17, r: 10, fill: seatColor(i)}, card);
      text(card, x + 17, y + 22, String(i), {"font-size": 13, "font-weight": "bold", fill: "#fff", "text-anchor": "middle"});
      var state = p.x < 0 ? "fell at T=" + p.out : "at " + p.x + "," + p.y + " facing " + p.f + (p.w ? ", waits " + p.w : "");
      if (p.stopped) state += ", stopped";
      if (scores[i]) state += "  \u2605 " + scores[i];
      text(card, x + 34, y + 22, state, {"font-size": 14, "font-weight": "bold", fill: "#212529"});
      var name = String(names[i] || "").replace(/^builtin:/, "");
      if (name.length > 14) name = name.slice(0, 13) + "\u2026";
      text(card, x + colW - 16, y + 22, name, {"font-size": 12, fill: "#868e96", "text-anchor": "end"});
      text(card, x + 12, y + 41, "last " + (p.last || "\u2013") + "  \u00b7  attacks " + (p.att || 0) +
        "  \u00b7  felled " + (p.fell || 0) + "  \u00b7  kills " + (p.kills || 0),
      {"font-size": 13, fill: "#495057"});
      title(card, who(i) + ": blocks felled by its attacks, and other players who fell with them");
    });
    if (d.end) text(g.info, X0, y0 + 132, d.end, {"font-size": 14, fill: "#a61e4d"});
  }
})();
