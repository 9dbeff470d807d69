"use strict";
// The core of a replay page: it reads the match's frames (computed in Go),
// steps through them, and hands each to the game's drawing module. It knows
// no game: a game registers itself with registerGame.

var T0 = performance.now();
var GAME = null; // the game's module, if it has one
var SVGNS = "http://www.w3.org/2000/svg";

// registerGame is called by a game's drawing module.
function registerGame(name, module) { GAME = module; GAME.name = name; }

// svgEl makes an SVG element with attributes, appended to parent if given.
function svgEl(tag, attrs, parent) {
  var el = document.createElementNS(SVGNS, tag);
  for (var k in attrs) el.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(el);
  return el;
}

// clear removes every child of el.
function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); }

// seatColor is the colour of seat i.
function seatColor(i) { return ["#d62728", "#1f77b4", "#2ca02c", "#9467bd"][i % 4]; }

function $(id) { return document.getElementById(id); }

var R, N, cur = -1, timer = null, toggles = {};

function start() {
  R = JSON.parse($("data").textContent);
  N = R.frames.length;
  $("frames").textContent = N - 1;
  $("scrub").max = N - 1;
  $("players").textContent = R.players.map(function (p, i) {
    return (R.seats[i] || "player " + i) + ": " + p;
  }).join("   ");
  $("verdict").textContent = R.verdict.text;
  if (GAME) {
    (GAME.toggles || []).forEach(function (t) {
      toggles[t.name] = t.options[0];
      var label = document.createElement("label");
      label.textContent = (t.label || t.name) + " ";
      var sel = document.createElement("select");
      sel.id = "toggle-" + t.name;
      t.options.forEach(function (o) {
        var opt = document.createElement("option");
        opt.value = o; opt.textContent = o; sel.appendChild(opt);
      });
      sel.onchange = function () { toggles[t.name] = sel.value; draw(cur, true); };
      label.appendChild(sel);
      $("toggles").appendChild(label);
    });
    GAME.init($("stage"), R.match, {game: R.game, seats: R.seats, players: R.players});
  } else {
    $("stage").textContent = "No drawing for " + R.game + ": the dialogue alone.";
  }
  $("first").onclick = function () { go(0); };
  $("prev").onclick = function () { go(cur - 1); };
  $("next").onclick = function () { go(cur + 1); };
  $("last").onclick = function () { go(N - 1); };
  $("play").onclick = playPause;
  $("speed").onchange = function () { if (timer) { playPause(); playPause(); } };
  $("scrub").oninput = function () { go(+$("scrub").value); };
  document.addEventListener("keydown", function (e) {
    var k = {ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: N - 1}[e.key];
    if (k !== undefined) { go(k); e.preventDefault(); }
    else if (e.key === " ") { playPause(); e.preventDefault(); }
  });
  window.addEventListener("hashchange", fromHash);
  fromHash();
  document.body.setAttribute("data-drawms", (performance.now() - T0).toFixed(1));
}

// fromHash shows the frame the URL names: #frame=N, or #end.
function fromHash() {
  var h = location.hash, n = 0;
  if (h === "#end") n = N - 1;
  else if (/^#frame=\d+$/.test(h)) n = +h.slice(7);
  draw(Math.min(n, N - 1), false);
}

function go(n) {
  n = Math.max(0, Math.min(N - 1, n));
  if (n === cur) return;
  history.replaceState(null, "", n === N - 1 ? "#end" : "#frame=" + n);
  draw(n, false);
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

// draw shows frame n.
function draw(n, again) {
  if (n === cur && !again) return;
  cur = n;
  var f = R.frames[n];
  f.index = n;
  var fr = $("frame");
  fr.textContent = n;
  Array.prototype.slice.call(fr.attributes).forEach(function (a) {
    if (a.name.indexOf("data-") === 0) fr.removeAttribute(a.name);
  });
  var facts = f.facts || {};
  for (var k in facts) fr.setAttribute("data-" + k, facts[k]);
  $("score").textContent = f.scoreText || "";
  $("scorenote").textContent = f.scoreNote ? "(" + f.scoreNote + ")" : "";
  $("scrub").value = n;
  var end = n === N - 1;
  $("verdict").className = end ? "end" + (R.verdict.interrupted || (R.verdict.result && R.verdict.result.fault) ? " fault" : "") : "";
  clocks(f);
  dialogue(f);
  if (GAME) GAME.draw($("stage"), f, toggles);
}

function clocks(f) {
  var el = $("clocks");
  if (!f.clock) { el.textContent = ""; return; }
  el.textContent = "clock left: " + f.clock.map(function (ms, i) {
    return (R.seats[i] || i) + " " + (ms / 1000).toFixed(2) + "s";
  }).join(", ");
}

function dialogue(f) {
  var el = $("dialogue");
  clear(el);
  (f.lines || []).forEach(function (l) {
    var d = document.createElement("div");
    d.className = "line " + l.kind;
    d.style.borderLeftColor = seatColor(l.player);
    var who = R.seats[l.player] || "player " + l.player;
    var text = l.kind === "sent" ? "> " + who + ": " + l.text
      : l.kind === "faulted" ? who + " FAULT: " + l.text
      : who + ": " + l.text + (l.ms ? "  (" + l.ms.toFixed(1) + " ms)" : "");
    d.textContent = text;
    el.appendChild(d);
  });
}
