"use strict";
// The core of a replay page: it reads the match's frames (computed in Go),
// steps through them, and hands each to the game's drawing module. It knows
// no game: a game registers itself with registerGame.
//
// It also keeps what every game shares: the seat whose knowledge the page
// shows (the whole truth, or one seat's: then the log and the move list
// hold only that seat's own dialogue, and the module draws what it knew),
// the move list, the graph over the game up to the frame shown (the whole
// game once the result is shown), and the URL fragment
// #frame=N&seat=K.

var T0 = performance.now();
var GAME = null; // the game's module, if it has one
var SVGNS = "http://www.w3.org/2000/svg";

// registerGame is called by a game's drawing module, with its game's name.
function registerGame(name, module) { GAME = module; }

// svgEl makes an SVG element with attributes, appended to parent if given.
function svgEl(tag, attrs, parent) {
  var el = document.createElementNS(SVGNS, tag);
  for (var k in attrs) el.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(el);
  return el;
}

// htmlEl makes an HTML element with a class and text, appended to parent.
function htmlEl(tag, cls, text, parent) {
  var el = document.createElement(tag);
  if (cls) el.className = cls;
  if (text !== undefined) el.textContent = text;
  if (parent) parent.appendChild(el);
  return el;
}

// textWidth estimates the width of text in a sans-serif font of size, from
// the widths of DejaVu Sans's letters by kind (at worst a little more):
// close enough to lay out a legend, and unlike measuring it, it does not
// make the browser lay out the page before the first frame is drawn.
function textWidth(text, size) {
  var w = 0;
  for (var i = 0; i < text.length; i++) {
    var c = text.charAt(i);
    w += /[ijl.,:;'!|]/.test(c) ? 0.3 : /[ frt()\-]/.test(c) ? 0.4 : /[mwMW]/.test(c) ? 0.95
      : /[A-Z]/.test(c) ? 0.72 : 0.63;
  }
  return w * size;
}

// plural says "1 square", "2 squares": n and word, in the plural unless n
// is 1 (many: the plural when it is not word + "s").
function plural(n, word, many) { return n + " " + (+n === 1 ? word : many || word + "s"); }

// clear removes every child of el.
function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); }

// seatColor is the colour of seat i.
function seatColor(i) { return ["#d62728", "#1f77b4", "#2ca02c", "#9467bd"][i % 4]; }

function $(id) { return document.getElementById(id); }

// seatName is how the page names seat i.
function seatName(i) { return R.seats[i] || "player " + i; }

var R, N, cur = -1, timer = null, toggles = {seat: -1}, revealed = false;
var listed = false; // whether the move list and the graph are made

function start() {
  R = JSON.parse($("data").textContent);
  N = R.frames.length;
  if (R.drawDeltas) {
    for (var i = 0; i < N; i++) R.frames[i].draw = undelta(i ? R.frames[i - 1].draw : undefined, R.frames[i].draw);
  }
  $("frames").textContent = N - 1;
  $("scrub").max = N - 1;
  $("players").textContent = R.players.map(function (p, i) {
    return seatName(i) + ": " + p.replace(/^builtin:/, "");
  }).join(" \u00b7 ");
  $("seed").textContent = "seed " + R.seed;
  if (R.opening) $("opening").textContent = openingText(R.opening);
  seatChoice();
  if (GAME) {
    GAME.init($("stage"), R.match, {game: R.game, seats: R.seats, players: R.players});
  } else {
    $("stage").textContent = "No drawing for " + R.game + ": the dialogue alone.";
  }
  $("scorelabel").textContent = (GAME && GAME.scoreLabel) || "score";
  controls();
  window.addEventListener("hashchange", fromHash);
  fromHash();
  document.body.setAttribute("data-drawms", (performance.now() - T0).toFixed(1));
  // The move list and the graph come after the first frame: on a long
  // game they take longer than the frame.
  listed = true;
  moveList();
  graph(true);
}

// seatChoice fills the "view" choice: the whole truth, or what one seat
// knew.
function seatChoice() {
  var sel = $("seat");
  var opt = htmlEl("option", "", "whole truth", sel);
  opt.value = "-1";
  R.seats.forEach(function (s, i) {
    var o = htmlEl("option", "", "as " + seatName(i) + " knew it", sel);
    o.value = String(i);
  });
  sel.onchange = function () { setSeat(+sel.value); };
}

function controls() {
  $("first").onclick = function () { go(0); };
  $("prev").onclick = function () { go(cur - 1); };
  $("next").onclick = function () { go(cur + 1); };
  $("last").onclick = function () { go(N - 1); };
  $("play").onclick = playPause;
  $("speed").onchange = function () { if (timer) { playPause(); playPause(); } };
  $("scrub").oninput = function () { go(+$("scrub").value); };
  $("reveal").onclick = function () { revealed = true; showVerdict(); markGraph(cur); };
  $("moves").onclick = function (e) {
    var n = e.target.getAttribute && e.target.getAttribute("data-frame");
    if (n !== null && n !== undefined) go(+n);
  };
  document.addEventListener("keydown", function (e) {
    if (e.target && e.target.tagName === "SELECT") return;
    var k = {ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: N - 1}[e.key];
    if (k !== undefined) { go(k); e.preventDefault(); }
    else if (e.key === " ") { playPause(); e.preventDefault(); }
  });
}

// undelta returns the value that delta d (see delta.go) makes of prev.
function undelta(prev, d) {
  if (d === null || typeof d !== "object" || Array.isArray(d) || !("~" in d)) return d;
  switch (d["~"]) {
  case "=": return prev;
  case "v": return d.d;
  case "+": return prev.concat(d.d);
  case "a": return d.d.map(function (x, i) { return undelta(prev[i], x); });
  case "o":
    var o = {};
    for (var k in prev) o[k] = undelta(prev[k], d.d[k]);
    return o;
  case "s":
    var s = prev, parts = [], at = 0;
    for (var j = 0; j < d.d.length; j += 2) {
      parts.push(s.slice(at, d.d[j]), d.d[j + 1]);
      at = d.d[j] + d.d[j + 1].length;
    }
    parts.push(s.slice(at));
    return parts.join("");
  }
  throw new Error("frame data: unknown delta " + d["~"]);
}

// fromHash shows the frame and seat the URL names: #frame=N, #end, and
// &seat=K after either.
function fromHash() {
  var n = 0, seat = -1;
  location.hash.replace(/^#/, "").split("&").forEach(function (kv) {
    var m = /^(frame|seat)=(\d+)$/.exec(kv);
    if (kv === "end") n = N - 1;
    else if (m && m[1] === "frame") n = +m[2];
    else if (m && m[2] < R.seats.length) seat = +m[2];
  });
  if (seat !== toggles.seat) setSeat(seat, true);
  draw(Math.min(n, N - 1), seat !== toggles.seat || cur < 0);
}

function hash() {
  return "#frame=" + cur + (toggles.seat >= 0 ? "&seat=" + toggles.seat : "");
}

// setSeat shows the match as seat knew it (-1: the whole truth).
function setSeat(seat, fromURL) {
  toggles.seat = seat;
  $("seat").value = String(seat);
  document.body.setAttribute("data-seat", String(seat));
  if (listed) {
    moveList();
    graph(true);
  }
  if (cur >= 0) draw(cur, true);
  if (!fromURL && cur >= 0) history.replaceState(null, "", hash());
}

function go(n) {
  n = Math.max(0, Math.min(N - 1, n));
  if (n === cur) return;
  draw(n, false);
  history.replaceState(null, "", hash());
}

function playPause() {
  if (timer) { clearInterval(timer); timer = null; $("play").textContent = "play"; return; }
  if (cur >= N - 1) go(0);
  $("play").textContent = "pause";
  timer = setInterval(function () {
    if (cur >= N - 1) { playPause(); return; }
    go(cur + 1);
  }, 1000 / +$("speed").value);
}

// hidden reports whether the scores are hidden in the view shown: the
// game says its scores count what a seat cannot see.
function hidden() { return toggles.seat >= 0 && GAME && GAME.privateScores; }

// draw shows frame n.
function draw(n, again) {
  if (n === cur && !again) return;
  var prev = cur;
  cur = n;
  var f = R.frames[n];
  var fr = $("frame");
  fr.textContent = n;
  Array.prototype.slice.call(fr.attributes).forEach(function (a) {
    if (a.name.indexOf("data-") === 0) fr.removeAttribute(a.name);
  });
  var facts = f.facts || {};
  for (var k in facts) fr.setAttribute("data-" + k, facts[k]);
  $("score").textContent = hidden() ? "hidden from " + seatName(toggles.seat) : f.scoreText || "";
  $("scorenote").textContent = f.scoreNote && !hidden() ? "(" + f.scoreNote + ")" : "";
  $("scrub").value = n;
  showVerdict();
  clocks(f);
  dialogue(f);
  markMove(prev, n);
  markGraph(n);
  if (GAME) GAME.draw($("stage"), f, toggles);
}

// showVerdict shows how the match ended at its last frame, or earlier
// when asked; before, it says where the result is.
function showVerdict() {
  var el = $("verdict"), end = cur === N - 1;
  var shown = end || revealed;
  $("verdicttext").textContent = shown ? R.verdict.text : "";
  $("reveal").hidden = shown;
  var fault = R.verdict.interrupted || (R.verdict.result && R.verdict.result.fault);
  el.className = shown ? "end" + (fault ? " fault" : "") : "";
}

function clocks(f) {
  var el = $("clocks");
  if (!f.clock) { el.textContent = ""; return; }
  el.textContent = "clock left: " + f.clock.map(function (ms, i) {
    return seatName(i) + " " + (ms / 1000).toFixed(2) + "s";
  }).join(", ");
}

// visible reports whether line l is part of what the seat shown knew: the
// lines it was sent and wrote, and its faults.
function visible(l) { return toggles.seat < 0 || l.player === toggles.seat; }

function dialogue(f) {
  var el = $("dialogue");
  clear(el);
  (f.lines || []).forEach(function (l) {
    if (!visible(l)) return;
    var who = seatName(l.player);
    var text = l.kind === "sent" ? "> " + who + ": " + l.text
      : l.kind === "faulted" ? who + " FAULT: " + l.text
      : l.kind === "stderr" ? who + " stderr: " + l.text
      : who + ": " + l.text + (l.ms ? "  (" + l.ms.toFixed(1) + " ms)" : "");
    var d = htmlEl("div", "line " + l.kind, text, el);
    d.style.borderLeftColor = seatColor(l.player);
    d.setAttribute("data-player", l.player);
  });
}

// openingText says where the match started: the set-up of an openings
// file's line, then the plies played before the players took over.
function openingText(o) {
  var parts = [];
  if (o.setup) parts.push("opening " + (o.file ? o.file + ":" + o.line + " " : "") + o.setup);
  if (o.plies && o.plies.length) {
    parts.push((o.setup ? "then " : "opening: ") + o.plies.length + " plies" + (o.random ? " (" + o.random + " at random)" : "") + ": " + o.plies.join(" "));
  }
  return parts.join(", ");
}

// moveText is the move list's entry for frame n: what the players wrote
// in its step, as the dialogue has it; in one seat's view, only what that
// seat wrote, or else what it was told.
function moveText(f, n) {
  if (n === 0) return "start";
  var lines = (f.lines || []).filter(visible);
  var wrote = lines.filter(function (l) { return l.kind === "received"; });
  if (!wrote.length) wrote = lines.filter(function (l) { return l.kind === "faulted"; });
  if (!wrote.length && toggles.seat >= 0) wrote = lines.filter(function (l) { return l.kind === "sent"; });
  var many = R.seats.length > 1 && toggles.seat < 0;
  var text = wrote.map(function (l) {
    var t = l.text.replace(/\s*\n\s*/g, " ");
    return many ? seatName(l.player).replace(/^player /, "") + ": " + t : t;
  }).join(" \u00b7 ");
  return text || "\u2013";
}

// moveList writes one entry a frame into the move list, for the view
// shown.
function moveList() {
  var el = $("moves"), html = [];
  for (var n = 0; n < N; n++) {
    html.push('<li class="move" data-frame="' + n + '">' + n + ". " + escapeHTML(moveText(R.frames[n], n)) + "</li>");
  }
  el.innerHTML = html.join("");
  if (cur >= 0) markMove(-1, cur);
}

function escapeHTML(s) {
  return s.replace(/[&<>"]/g, function (c) { return {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}[c]; });
}

// markMove moves the list's mark from frame prev to frame n, and scrolls
// the list (not the page) to show it.
function markMove(prev, n) {
  var el = $("moves");
  if (prev >= 0 && el.children[prev]) el.children[prev].classList.remove("cur");
  var e = el.children[n];
  if (!e) return;
  e.classList.add("cur");
  var top = e.offsetTop; // the list is the entries' offsetParent (position: relative)
  if (top < el.scrollTop || top + e.offsetHeight > el.scrollTop + el.clientHeight) {
    el.scrollTop = top - el.clientHeight / 2;
  }
}

// series returns the graph's lines: the game's own measure over the
// frames (GAME.graph), or the scores.
function series() {
  var label = "score", names = R.seats.map(function (s, i) { return seatName(i); }), values = [];
  if (hidden() && !GAME.graph) { label = "scores, hidden from " + seatName(toggles.seat) + ","; names = []; }
  for (var n = 0; n < N; n++) {
    var f = R.frames[n], v = null;
    if (GAME && GAME.graph) {
      var g = GAME.graph(f, toggles.seat);
      label = g.label; names = g.names || names; v = g.values;
    }
    values.push(v || f.scores || []);
  }
  return {label: label, names: names, values: values};
}

var GW = 600, GH = 120, GPAD = 4;
var graphSeries = null; // the graph's series, for the view shown
var drawnTo = -1; // the last frame the graph draws

// graphX is where frame n lies across the graph.
function graphX(n) { return N > 1 ? n * GW / (N - 1) : 0; }

// graphTo is the last frame the graph draws: the frame shown, so that it
// gives away no more than the board, or every frame once the result is
// shown.
function graphTo() { return cur === N - 1 || revealed ? N - 1 : Math.max(cur, 0); }

// graph draws the game's measure over the frames up to graphTo as one
// polyline a series, scaled to the values drawn, with a mark at the frame
// shown; a click opens the frame. again: the series are made anew (for
// another view).
function graph(again) {
  if (!listed) return;
  if (again || !graphSeries) graphSeries = series();
  var el = $("graph"), s = graphSeries, to = graphTo();
  drawnTo = to;
  clear(el);
  var svg = svgEl("svg", {viewBox: "0 0 " + GW + " " + GH, preserveAspectRatio: "none", role: "img"}, el);
  var lo = Infinity, hi = -Infinity;
  for (var n = 0; n <= to; n++) s.values[n].forEach(function (x) { lo = Math.min(lo, x); hi = Math.max(hi, x); });
  if (!(hi > lo)) { hi = (lo === Infinity ? 0 : lo) + 1; lo = hi - 2; }
  var y = function (v) { return GPAD + (GH - 2 * GPAD) * (hi - v) / (hi - lo); };
  if (lo < 0 && hi > 0) svgEl("line", {x1: 0, x2: GW, y1: y(0), y2: y(0), stroke: "#ccc", "stroke-width": 1}, svg);
  var one = s.names.length === 1;
  s.names.forEach(function (name, i) {
    var pts = [];
    for (var n = 0; n <= to; n++) {
      var v = s.values[n][i];
      pts.push(Math.round(graphX(n) * 10) / 10 + "," + Math.round(y(v === undefined ? 0 : v) * 10) / 10);
    }
    var line = svgEl("polyline", {points: pts.join(" "), fill: "none", stroke: one ? "#555" : seatColor(i),
      "stroke-width": 2, "vector-effect": "non-scaling-stroke"}, svg);
    svgEl("title", {}, line).textContent = name;
  });
  svgEl("line", {id: "graphmark", x1: 0, x2: 0, y1: 0, y2: GH, stroke: "#e8590c", "stroke-width": 2,
    "vector-effect": "non-scaling-stroke"}, svg);
  svg.onclick = function (e) {
    var r = svg.getBoundingClientRect();
    go(Math.round((e.clientX - r.left) / r.width * (N - 1)));
  };
  $("graphlabel").textContent = s.label + (to < N - 1 ? " up to frame " + to : " over the game") + " (" + lo + " to " + hi + ")" +
    (one ? "" : ": " + s.names.join(", "));
  if (cur >= 0) markGraph(cur);
}

// markGraph marks frame n on the graph, drawn anew when it draws another
// stretch of the game.
function markGraph(n) {
  if (listed && graphTo() !== drawnTo) { graph(); return; }
  var m = $("graphmark");
  if (!m) return;
  m.setAttribute("x1", graphX(n));
  m.setAttribute("x2", graphX(n));
}
