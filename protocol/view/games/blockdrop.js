"use strict";
// Block drop: the 18x18 board in 6x6 blocks, each block as it stands,
// counts down (in the colour of the player whose attack set it off) or has
// fallen and waits to rise; the four players where they stand, facing
// their way, and those that fell, greyed and crossed where they fell;
// below, each player's record: what its last line said (and whether the
// engine ignored it), attacks, blocks felled and players taken down, or
// the turn it fell; and a legend.
(function () {
  var CELL = 32, X0 = 32, Y0 = 44;
  var size = 18, block = 3, turns = 1000;
  var names = [];
  var g = {}; // the layers redrawn each frame
  var ANGLE = {U: 0, R: 90, D: 180, L: 270};
  var WORD = {N: "nothing", U: "up", R: "right", D: "down", L: "left", A: "attack"};
  var WHY = {waiting: "it waits after an attack", fallen: "it has fallen"};
  var CARD = 70; // a player's card's height and spacing

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
      var svg = svgEl("svg", {viewBox: "0 0 " + W + " " + (Y0 + size * CELL + 2 * CARD + 84), "font-family": "sans-serif"}, stage);
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
      legend(svgEl("g", {transform: "translate(" + X0 + "," + (Y0 + size * CELL + 2 * CARD + 44) + ")"}, svg));
    },

    draw: function (stage, frame) {
      var d = frame.draw || {}, facts = frame.facts || {};
      [g.blocks, g.players, g.info].forEach(clear);
      drawBlocks(d.blocks || [], d.marks || "");
      (d.players || []).forEach(function (p, i) { if (p.x < 0) drawFallen(p, i); });
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

  // drawFallen draws a player that fell where it fell: a grey disc
  // ringed in its colour, crossed out, with the turn it fell.
  function drawFallen(p, i) {
    var cx = X0 + ((p.fx || 0) + 0.5) * CELL, cy = Y0 + ((p.fy || 0) + 0.5) * CELL;
    var el = svgEl("g", {transform: "translate(" + cx + "," + cy + ")"}, g.players);
    title(el, who(i) + " fell here, at " + (p.fx || 0) + "," + (p.fy || 0) + ", in T=" + p.out);
    svgEl("circle", {r: 11, fill: "#ced4da", stroke: seatColor(i), "stroke-width": 2.5}, el);
    svgEl("path", {d: "M-7,-7L7,7M7,-7L-7,7", stroke: "#495057", "stroke-width": 2.5}, el);
    text(el, 0, 5, String(i), {"font-size": 12, "font-weight": "bold", fill: seatColor(i), "text-anchor": "middle"});
    text(el, 0, 23, "T" + p.out, {"font-size": 9, "font-weight": "bold", fill: "#212529", "text-anchor": "middle",
      stroke: "#fff", "stroke-width": 3, "paint-order": "stroke"});
  }

  // said says what player p's last line was, and why the engine ignored
  // it if it did.
  function said(p) {
    if (!p.wrote) return "no line yet";
    return "last line " + p.wrote + " (" + WORD[p.wrote] + ")" + (p.ign ? ": ignored, " + WHY[p.ign] : "");
  }

  // lastTurn says what happened in the last global turn: its player's
  // line, and what took effect.
  function lastTurn(facts, d) {
    var T = +facts.turn || 0;
    if (!T) return "";
    var q = (T - 1) % 4, p = (d.players || [])[q] || {};
    var s = "last turn: player " + q;
    if (p.wrote && (p.wt || 0) === T - 1) {
      return s + (p.ign ? " wrote " + p.wrote + ", ignored: " + WHY[p.ign] : ": " + WORD[p.wrote]);
    }
    return s + ": " + WORD[facts.last] + (p.stopped ? " (stopped)" : "");
  }

  // drawInfo writes the turn above the board and each player's record
  // below it.
  function drawInfo(facts, d, scores) {
    var top = "T = " + (facts.turn || 0) + " / " + turns;
    if (facts.tomove) top += "  \u00b7  player " + facts.tomove + " to move";
    if (facts.turn > 0) top += "  \u00b7  " + lastTurn(facts, d);
    text(g.info, X0, 22, top, {"font-size": 16, fill: "#212529"});
    var y0 = Y0 + size * CELL + 14, colW = size * CELL / 2;
    (d.players || []).forEach(function (p, i) {
      var x = X0 + (i % 2) * colW, y = y0 + Math.floor(i / 2) * CARD;
      var card = svgEl("g", {opacity: p.x < 0 ? 0.6 : 1}, g.info);
      svgEl("rect", {x: x, y: y, width: colW - 8, height: CARD - 6, rx: 6, fill: "#f8f9fa",
        stroke: seatColor(i), "stroke-width": 2}, card);
      svgEl("circle", {cx: x + 17, cy: y + 17, r: 10, fill: seatColor(i)}, card);
      text(card, x + 17, y + 22, String(i), {"font-size": 13, "font-weight": "bold", fill: "#fff", "text-anchor": "middle"});
      var state = p.x < 0 ? "fell at T=" + p.out + " from " + (p.fx || 0) + "," + (p.fy || 0)
        : "at " + p.x + "," + p.y + " facing " + p.f + (p.w ? ", waits " + p.w : "");
      if (p.stopped) state += ", stopped";
      if (scores[i]) state += "  \u2605 " + scores[i];
      text(card, x + 34, y + 22, state, {"font-size": 14, "font-weight": "bold", fill: "#212529"});
      var name = String(names[i] || "").replace(/^builtin:/, "");
      if (name.length > 14) name = name.slice(0, 13) + "\u2026";
      text(card, x + colW - 16, y + 22, name, {"font-size": 12, fill: "#868e96", "text-anchor": "end"});
      text(card, x + 12, y + 41, said(p), {"font-size": 12, fill: p.ign ? "#a61e4d" : "#495057"});
      text(card, x + 12, y + 58, "attacks " + (p.att || 0) + "  \u00b7  felled " + (p.fell || 0) +
        "  \u00b7  kills " + (p.kills || 0), {"font-size": 12, fill: "#495057"});
      title(card, who(i) + ": its program's last line, then its attacks, the blocks they felled and the other players who fell with them");
    });
    if (d.end) text(g.info, X0, y0 + 2 * CARD + 8, d.end, {"font-size": 14, fill: "#a61e4d"});
  }

  // legend explains the board's colours and marks, in one row.
  function legend(l) {
    var x = 0, side = 16;
    function item(draw, label) {
      draw(x, -12);
      var t = text(l, x + side + 5, 0, label, {"font-size": 11, fill: "#495057"});
      x += side + 12 + textWidth(label, 11);
    }
    item(function (x, y) { svgEl("rect", {x: x, y: y, width: side, height: side, fill: "#f1f3f5", stroke: "#adb5bd"}, l); }, "standing");
    item(function (x, y) {
      svgEl("rect", {x: x, y: y, width: side, height: side, fill: "hsl(16, 95%, 67%)", stroke: seatColor(0), "stroke-width": 2.5}, l);
      text(l, x + side / 2, y + 12, "8", {"font-size": 10, "text-anchor": "middle"});
    }, "falls in 8, ring: attacker");
    item(function (x, y) {
      svgEl("rect", {x: x, y: y, width: side, height: side, fill: "#343a40"}, l);
      text(l, x + side / 2, y + 12, "\u21919", {"font-size": 8, fill: "#adb5bd", "text-anchor": "middle"});
    }, "fallen, back in 9");
    item(function (x, y) {
      svgEl("polygon", {points: [x + 8, y - 2, x + 13, y + 4, x + 3, y + 4].join(" "), fill: seatColor(1)}, l);
      svgEl("circle", {cx: x + 8, cy: y + 9, r: 6, fill: seatColor(1)}, l);
    }, "player, facing");
    item(function (x, y) {
      svgEl("circle", {cx: x + 8, cy: y + 8, r: 6, fill: "#212529"}, l);
      text(l, x + 8, y + 12, "2", {"font-size": 9, fill: "#fff", "text-anchor": "middle"});
    }, "turns it waits");
    item(function (x, y) {
      svgEl("circle", {cx: x + 8, cy: y + 8, r: 7, fill: "#ced4da", stroke: seatColor(2), "stroke-width": 2}, l);
      svgEl("path", {d: "M" + (x + 3) + "," + (y + 3) + "l10,10m0,-10l-10,10", stroke: "#495057", "stroke-width": 1.5}, l);
    }, "fell here");
  }
})();
