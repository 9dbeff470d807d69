"use strict";
// On The Run: the map (its layout computed in Go), the four detectives with
// their last few cities, the fugitive, the last city the detectives were
// told, and the suspects: every city where the detectives can reckon the
// fugitive to be after what they were told; at the end, the catch: the
// fugitive's token ringed beside the detective that caught it. A legend
// above the map names the roads and the suspects, one under it the pieces.

(function () {
  var FUGITIVE = 0, DETECTIVES = 1; // seats
  var MAX_TURNS = 50, PER_ROUND = 5;
  var ROADS = [
    {key: "car", name: "car", attrs: {stroke: "#c4c4c4", "stroke-width": 2}},
    {key: "train", name: "train", attrs: {stroke: "#4aa872", "stroke-width": 2.5, "stroke-dasharray": "12 6", "stroke-opacity": 0.8}},
    {key: "plane", name: "plane", attrs: {stroke: "#e08a00", "stroke-width": 3, "stroke-dasharray": "3 7", "stroke-linecap": "round"}},
  ];
  var SUSPECT = "#ffcf4a";

  var m = null;     // the map: {cities, xy, car, train, plane}
  var cities = [];  // cities[c] is city c's circle, 1..N
  var pieces = null; // the layer redrawn each frame
  var info = null;   // the text lines under the map

  function pt(c) { return [m.xy[2 * (c - 1)], m.xy[2 * (c - 1) + 1]]; }

  // road draws a connection: planes as arcs, so that their long links
  // stand apart from the straight roads under them.
  function road(a, b, kind, parent) {
    var p = pt(a), q = pt(b);
    if (kind.key !== "plane") {
      return svgEl("line", Object.assign({x1: p[0], y1: p[1], x2: q[0], y2: q[1]}, kind.attrs), parent);
    }
    var mx = (p[0] + q[0]) / 2, my = (p[1] + q[1]) / 2;
    var cx = mx - (q[1] - p[1]) * 0.15, cy = my + (q[0] - p[0]) * 0.15;
    return svgEl("path", Object.assign({d: "M" + p + " Q" + cx + "," + cy + " " + q, fill: "none"}, kind.attrs), parent);
  }

  function neighbours(c) {
    var out = [];
    ROADS.forEach(function (kind) {
      var ns = [], pairs = m[kind.key] || [];
      for (var i = 0; i < pairs.length; i += 2) {
        if (pairs[i] === c) ns.push(pairs[i + 1]);
        else if (pairs[i + 1] === c) ns.push(pairs[i]);
      }
      if (ns.length) out.push(kind.name + " to " + ns.join(" "));
    });
    return out.join("; ");
  }

  function legend(svg) {
    var g = svgEl("g", {"font-size": 20, fill: "#444"}, svg);
    ROADS.forEach(function (kind, i) {
      var x = 20 + i * 140;
      svgEl("line", Object.assign({x1: x, y1: -22, x2: x + 40, y2: -22}, kind.attrs), g);
      svgEl("text", {x: x + 48, y: -15}, g).textContent = kind.name;
    });
    svgEl("circle", {cx: 450, cy: -22, r: 9, fill: SUSPECT, stroke: "#999"}, g);
    svgEl("text", {x: 465, y: -15}, g).textContent = "suspect city";
  }

  // pieceLegend names the pieces and marks, in a row under the map.
  function pieceLegend(svg) {
    var g = svgEl("g", {"font-size": 20, fill: "#444"}, svg), y = 1218, red = seatColor(FUGITIVE), blue = seatColor(DETECTIVES);
    function item(x, label, draw) { draw(x + 12); svgEl("text", {x: x + 30, y: y + 7}, g).textContent = label; }
    item(0, "detective 1-4", function (x) {
      svgEl("circle", {cx: x, cy: y, r: 12, fill: blue}, g);
      svgEl("text", {x: x, y: y + 6, "text-anchor": "middle", "font-size": 15, "font-weight": "bold", fill: "#fff"}, g).textContent = "1";
    });
    item(180, "its last moves", function (x) {
      svgEl("line", {x1: x - 12, y1: y, x2: x + 12, y2: y, stroke: blue, "stroke-width": 5, "stroke-opacity": 0.35}, g);
    });
    item(350, "fugitive", function (x) { svgEl("circle", {cx: x, cy: y, r: 12, fill: red}, g); });
    item(490, "last city told", function (x) {
      svgEl("circle", {cx: x, cy: y, r: 13, fill: "none", stroke: red, "stroke-width": 3, "stroke-dasharray": "5 4"}, g);
    });
    item(680, "caught here", function (x) {
      svgEl("circle", {cx: x, cy: y, r: 13, fill: "none", stroke: red, "stroke-width": 5}, g);
    });
  }

  function init(stage, match, header) {
    m = match;
    clear(stage);
    var svg = svgEl("svg", {viewBox: "-30 -45 1060 1285", width: "100%", "font-family": "sans-serif"}, stage);
    svg.style.maxHeight = "85vh";
    legend(svg);
    pieceLegend(svg);
    var roads = svgEl("g", {}, svg);
    ROADS.forEach(function (kind) {
      var pairs = m[kind.key] || [];
      for (var i = 0; i < pairs.length; i += 2) {
        var el = road(pairs[i], pairs[i + 1], kind, roads);
        svgEl("title", {}, el).textContent = kind.name + " " + pairs[i] + "-" + pairs[i + 1];
      }
    });
    var dots = svgEl("g", {stroke: "#888", "stroke-width": 1.5}, svg);
    var labels = svgEl("g", {"font-size": 13, fill: "#666", "text-anchor": "middle"}, svg);
    cities = [null];
    for (var c = 1; c <= m.cities; c++) {
      var p = pt(c);
      var dot = svgEl("circle", {cx: p[0], cy: p[1], r: 6, fill: "#fff"}, dots);
      svgEl("title", {}, dot).textContent = "city " + c + ": " + neighbours(c);
      cities.push(dot);
      svgEl("text", {x: p[0], y: p[1] - 9}, labels).textContent = c;
    }
    pieces = svgEl("g", {}, svg);
    info = svgEl("g", {"font-size": 24, fill: "#222"}, svg);
  }

  // marker draws a round piece with a short text on city c.
  function marker(c, r, fill, text, title, extra) {
    var p = pt(c);
    var g = svgEl("g", {}, pieces);
    svgEl("circle", Object.assign({cx: p[0], cy: p[1], r: r, fill: fill, stroke: "#fff", "stroke-width": 2.5}, extra || {}), g);
    if (text) {
      svgEl("text", {x: p[0], y: p[1] + 7, "text-anchor": "middle", "font-size": 20, "font-weight": "bold", fill: "#fff"}, g).textContent = text;
    }
    svgEl("title", {}, g).textContent = title;
    return g;
  }

  // trails draws where each detective stood in the last few turns, fading
  // with age.
  function trails(d) {
    var color = seatColor(DETECTIVES);
    for (var i = 0; i < 4; i++) {
      var stops = (d.trail || []).map(function (q) { return q[i]; }).concat([d.squad[i]]);
      stops = stops.filter(function (c) { return c > 0; });
      if (stops.length < 2) continue;
      svgEl("polyline", {points: stops.map(pt).join(" "), fill: "none", stroke: color,
        "stroke-width": 5, "stroke-opacity": 0.35, "stroke-linejoin": "round"}, pieces);
    }
  }

  // rounds writes the fugitive's moves a round at a time, with the city
  // told on each announcement turn: ["C T C C C17", ...].
  function rounds(moves, announced) {
    var out = [];
    for (var t = 1; t <= moves.length; t++) {
      var r = Math.ceil(t / PER_ROUND) - 1;
      var s = moves[t - 1] + (t % PER_ROUND === 0 && announced[r] ? announced[r] : "");
      out[r] = out[r] ? out[r] + " " + s : s;
    }
    return out;
  }

  function line(y, text, attrs) {
    svgEl("text", Object.assign({x: 0, y: y}, attrs || {}), info).textContent = text;
  }

  function writeInfo(d, shown, nSuspects) {
    clear(info);
    var status;
    if (d.outcome) status = "game over: " + d.outcome;
    else if (d.end) status = "over in turn " + d.turn + ": " + d.end;
    else if (d.turn === 0) status = d.phase;
    else {
      var next = Math.ceil(d.turn / PER_ROUND) * PER_ROUND;
      status = "turn " + d.turn + " of " + MAX_TURNS + ", round " + Math.ceil(d.turn / PER_ROUND) +
        " of " + MAX_TURNS / PER_ROUND + ": " + d.phase + " · next announcement in turn " + next;
    }
    line(1050, status, {"font-weight": "bold"});
    line(1082, "fugitive: " + plural(d.left, "move") + " left to escape" +
      (shown ? " · in city " + (d.fugitive || "-") : "") +
      " · last seen in " + (d.revealed ? d.revealed + (d.revealedTurn ? " (turn " + d.revealedTurn + ")" : " (start)") : "-") +
      " · " + nSuspects + (nSuspects === 1 ? " suspect city" : " suspect cities"));
    line(1114, "detectives: " + d.squad.map(function (c, i) { return (i + 1) + " in " + (c || "-"); }).join(", "));
    var rs = rounds(shown ? d.moves : d.told, d.announced || []);
    line(1146, "moves: " + (rs.slice(0, 5).join(" | ") || "none yet"), {"font-size": 20});
    if (rs.length > 5) line(1174, "rounds 6-10: " + rs.slice(5).join(" | "), {"font-size": 20});
  }

  function draw(stage, frame, toggles) {
    var d = frame.draw || {};
    var shown = toggles.seat !== DETECTIVES;
    var n = 0;
    for (var c = 1; c <= m.cities; c++) {
      var sus = d.suspects && d.suspects[c - 1] === "1";
      if (sus) n++;
      cities[c].setAttribute("fill", sus ? SUSPECT : "#fff");
      cities[c].setAttribute("r", sus ? 11 : 6);
    }
    clear(pieces);
    trails(d);
    var red = seatColor(FUGITIVE), blue = seatColor(DETECTIVES);
    if (d.revealed) {
      var seen = "last told: city " + d.revealed + (d.revealedTurn ? " in turn " + d.revealedTurn : ", the start");
      marker(d.revealed, 22, "none", "", seen, {stroke: red, "stroke-width": 4, "stroke-dasharray": "6 5"});
    }
    if (shown && d.fugitive && !d.caughtBy) {
      marker(d.fugitive, 17, red, "F", "fugitive in city " + d.fugitive);
    }
    d.squad.forEach(function (c, i) {
      if (c) marker(c, 17, blue, String(i + 1), "detective " + (i + 1) + " in city " + c);
    });
    if (d.caughtBy) caught(d);
    writeInfo(d, shown, n);
  }

  // caught draws the catch, whatever the toggle (everybody knows where
  // the fugitive is then): a thick ring round the city, and the fugitive's
  // token beside the detective's, joined to it.
  function caught(d) {
    var p = pt(d.fugitive), red = seatColor(FUGITIVE);
    var g = svgEl("g", {}, pieces);
    svgEl("circle", {cx: p[0], cy: p[1], r: 25, fill: "none", stroke: red, "stroke-width": 6}, g);
    var q = [p[0] + 34, p[1] - 34];
    svgEl("line", {x1: p[0] + 17, y1: p[1] - 17, x2: q[0], y2: q[1], stroke: red, "stroke-width": 4}, g);
    svgEl("circle", {cx: q[0], cy: q[1], r: 17, fill: red, stroke: "#fff", "stroke-width": 2.5}, g);
    svgEl("text", {x: q[0], y: q[1] + 7, "text-anchor": "middle", "font-size": 20, "font-weight": "bold", fill: "#fff"}, g).textContent = "F";
    svgEl("title", {}, g).textContent = d.outcome;
  }

  registerGame("ontherun", {
    graph: function (frame) {
      return {label: "suspect cities", names: ["suspects"], values: [+(frame.facts || {}).suspects || 0]};
    },
    init: init,
    draw: draw,
  });
})();
