"use strict";
// Lang Wars: a table of the eight languages (attention degree, each
// player's believers and this turn's picks), then the points after each
// turn. As one seat knew it (toggles.seat), the table shows what that player knows:
// its own believers, bounds on the others', their picks only on workdays.
// The data come from langwars/drawing.go.

(function () {
  var P = 4, L = 8;
  var attention = [];
  var W = 640, X0 = 20, ROW = 30, COL = 110, LCOL = 150;

  function text(parent, x, y, s, attrs) {
    var a = {x: x, y: y, "font-size": 14, fill: "#222"};
    for (var k in attrs || {}) a[k] = attrs[k];
    var t = svgEl("text", a, parent);
    t.textContent = s;
    return t;
  }

  // extremes returns, for one language, which players have the most and
  // the fewest believers (the ones that win and lose its degree).
  function extremes(counts) {
    var hi = Math.max.apply(null, counts), lo = Math.min.apply(null, counts);
    return {hi: counts.map(function (c) { return c === hi && hi !== lo; }),
      lo: counts.map(function (c) { return c === lo && hi !== lo; })};
  }

  function picksText(n) { return n > 0 ? "+" + n : ""; }

  // table draws the languages; who is -1 for the truth, else the player
  // whose knowledge is shown.
  function table(g, d, who) {
    var y0 = 60;
    text(g, X0, y0, "lang.", {"font-weight": "bold"});
    text(g, X0 + 130, y0, "degree", {"font-weight": "bold", "text-anchor": "end"});
    for (var p = 0; p < P; p++) {
      text(g, X0 + LCOL + p * COL + COL / 2, y0, "player " + p + (p === who ? " (me)" : ""),
        {"font-weight": "bold", fill: seatColor(p), "text-anchor": "middle"});
    }
    var sees = who >= 0 ? d.sees[who] : null;
    for (var l = 0; l < L; l++) {
      var y = y0 + 12 + l * ROW;
      if (l % 2 === 0) svgEl("rect", {x: X0 - 6, y: y, width: LCOL + P * COL + 6, height: ROW, fill: "#f3f3f3"}, g);
      text(g, X0, y + 20, "language " + l);
      text(g, X0 + 130, y + 20, String(attention[l]), {"text-anchor": "end", "font-weight": "bold"});
      var counts = [], known = true;
      for (p = 0; p < P; p++) {
        var lo = sees ? sees.lo[p][l] : d.real[p][l], hi = sees ? sees.hi[p][l] : lo;
        if (lo !== hi) known = false;
        counts.push(lo);
        var cx = X0 + LCOL + p * COL;
        var s = lo === hi ? String(lo) : lo + "\u2013" + hi;
        var hidden = d.real[p][l] - d.revealed[p][l];
        var cellT = text(g, cx + 40, y + 20, s, {"text-anchor": "end", "font-size": 16});
        svgEl("title", {}, cellT).textContent = "player " + p + ", language " + l + ": " +
          (sees && p !== who ? "between " + lo + " and " + hi + " believers, as player " + who + " knows"
            : plural(d.real[p][l], "believer") + ", " + d.revealed[p][l] + " of them seen by all");
        if (!sees && hidden > 0) text(g, cx + 44, y + 20, "(" + hidden + "h)", {"font-size": 11, fill: "#777"});
        var pk = sees ? (sees.hidden && p !== who ? null : sees.picks[p][l]) : d.picks[p][l];
        if (pk === null) text(g, cx + 84, y + 20, "?", {fill: "#999"});
        else if (pk > 0) text(g, cx + 84, y + 20, picksText(pk), {fill: seatColor(p), "font-weight": "bold"});
      }
      if (known) {
        var e = extremes(counts);
        for (p = 0; p < P; p++) {
          var mark = e.hi[p] ? "\u25B2" : e.lo[p] ? "\u25BC" : "";
          if (mark) text(g, X0 + LCOL + p * COL + 4, y + 20, mark, {fill: e.hi[p] ? "#2a8a2a" : "#b03030", "font-size": 12});
        }
      }
    }
    return y0 + 12 + L * ROW;
  }

  // rounds draws the points after each turn, a row a turn, the latest
  // shaded: written as the engine printed them (Go writes them), so that a
  // third is 2.3333333333333335 here as in the score line and the result.
  function rounds(g, d, y0) {
    text(g, X0, y0 + 30, "victory points after each turn", {"font-weight": "bold"});
    var y = y0 + 50, RCOL = 128, right = function (p) { return X0 + 100 + (p + 1) * RCOL; };
    for (var p = 0; p < P; p++) {
      text(g, right(p), y, "player " + p, {fill: seatColor(p), "text-anchor": "end", "font-size": 12});
    }
    d.rounds.forEach(function (row, i) {
      var yy = y + 18 + i * 18;
      var t = i + 1;
      if (i === d.rounds.length - 1) svgEl("rect", {x: X0 - 6, y: yy - 13, width: W - 2 * X0 + 12, height: 18, fill: "#fff3bf"}, g);
      text(g, X0, yy, "turn " + t + (t % 2 === 0 ? " (holiday)" : ""), {"font-size": 12});
      row.forEach(function (v, p) {
        text(g, right(p), yy, v, {"text-anchor": "end", "font-size": 10});
      });
    });
  }

  registerGame("langwars", {
    scoreLabel: "victory points",
    // The points count the real believers, which holidays hide.
    privateScores: true,
    graph: function (frame, seat) {
      if (seat >= 0) return {label: "victory points, hidden from player " + seat + ",", names: [], values: []};
      return {label: "victory points", values: frame.scores};
    },
    init: function (stage, match) { attention = match.attention; },
    draw: function (stage, frame, toggles) {
      clear(stage);
      var d = frame.draw;
      var svg = svgEl("svg", {viewBox: "0 0 " + W + " 612"}, stage);
      var who = toggles.seat;
      var day = d.turn === 0 ? "before the first turn" : "turn " + d.turn + " of 10, a " + (d.holiday ? "holiday: picks hidden" : "workday: picks seen by all");
      text(svg, X0, 26, day, {"font-size": 16, "font-weight": "bold"});
      if (who >= 0) text(svg, W - X0, 26, "as player " + who + " knows it", {"text-anchor": "end", fill: seatColor(who)});
      var y = table(svg, d, who);
      text(svg, X0, y + 18, who < 0
        ? "\u25B2 most believers (wins the degree), \u25BC fewest (loses it), (2h): won on holidays, hidden; +n: picked this turn"
        : "lo\u2013hi: the believers player " + who + " knows are possible; ?: picks it was not shown", {"font-size": 11, fill: "#555"});
      if (who < 0) {
        rounds(svg, d, y + 10);
        text(svg, X0, 600, "points as the contest's engine printed them (Java doubles); shaded row: this turn",
          {"font-size": 11, fill: "#555"});
      } else {
        text(svg, X0, y + 40, "victory points: hidden from player " + who + ", as they count the believers holidays hide", {"font-size": 12, fill: "#555"});
      }
    },
  });
})();
