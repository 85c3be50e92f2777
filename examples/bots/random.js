#!/usr/bin/env node
// A bohnanza bot in JavaScript speaking the bot protocol (docs/bots.md): one JSON object
// a line on stdin and stdout.  It sells a field only when it must, otherwise it plays a
// move drawn at random with its own seeded generator, never offers, and accepts every
// offer it can meet.  Run it with: bohnanza simulate --bots "cmd:node examples/bots/random.js",greedy
"use strict";
const readline = require("readline");

let seed = 1;
function random() {
  // mulberry32: a small seeded generator, so that a game replays.
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function send(message) {
  process.stdout.write(JSON.stringify(message) + "\n");
}

function decide(question) {
  const moves = question.moves;
  if (question.why === "offer") {
    const accept = moves.findIndex((m) => m.split(" ")[1] === "accept");
    return accept >= 0 ? accept : null;
  }
  // Out of turn it passes (it said "passive", so it is asked only to answer offers).
  if (question.why !== "turn") return null;
  const kind = (m) => m.split(" ")[1];
  const calm = moves.map((m, i) => i).filter((i) => !["harvest", "offer"].includes(kind(moves[i])));
  const pool = calm.length > 0 ? calm : moves.map((m, i) => i);
  return pool[Math.floor(random() * pool.length)];
}

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const message = JSON.parse(line);
  if (message.type === "hello") {
    send({ type: "hello", protocol: "bohnanza-bot", version: 1, name: "random.js", passive: true, offers: false });
  } else if (message.type === "game") {
    seed = message.seed % 4294967296;
  } else if (message.type === "decide") {
    send({ type: "move", move: decide(message) });
  } else if (message.type === "quit") {
    process.exit(0);
  }
});
