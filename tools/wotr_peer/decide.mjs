// The peer's computer player behind a pipe: one JSON line in ({"state": {...}, "actor":
// "fp"|"shadow", "seed": n}), one JSON line out ({"action": {...}, "legal": n} or {"error"}).
// Bundled by tools/wotr_peer/fetch.sh against the peer's sources in a temporary folder;
// nothing of the peer is kept in the project. The state sent is the seat's view converted by
// tools/wotr_peer/convert.py; fields it lacks are taken from the peer's own starting state.
import readline from 'node:readline';
import { Rng } from 'digital-boardgame-framework';
import { createGame } from './src/engine/setup.ts';
import { wotrAdapter } from './src/adapter/wotrAdapter.ts';
import { chooseAction } from './src/ai/wotrAI.ts';

const base = createGame({ seed: 1 });

function merged(part) {
  const s = JSON.parse(JSON.stringify(base));
  for (const [k, v] of Object.entries(part)) {
    if (v && typeof v === 'object' && !Array.isArray(v) && s[k] && typeof s[k] === 'object' && !Array.isArray(s[k]) && k !== 'regions') {
      s[k] = { ...s[k], ...v };
    } else {
      s[k] = v;
    }
  }
  s.log = [];
  return s;
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  let out;
  try {
    const msg = JSON.parse(line);
    if (msg.base) { out = { base }; } else {
      const state = merged(msg.state);
      const legal = wotrAdapter.legalActions(state, msg.actor);
      if (!legal.length) out = { error: 'no legal actions', legal: 0 };
      else out = { action: chooseAction(state, msg.actor, legal, new Rng(msg.seed ?? 1)), legal: legal.length };
    }
  } catch (e) {
    out = { error: String(e && e.stack || e).slice(0, 400) };
  }
  process.stdout.write(JSON.stringify(out) + '\n');
});
