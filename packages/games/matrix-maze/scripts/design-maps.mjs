/**
 * The map design tool (not shipped): draws a maze from a seed (random inner walls, kept only if
 * every square stays reachable), places the start points, the SOURCE CODEs and, for a solo map,
 * the guard's path (Collectors: the shortest routes through the codes in a chosen order; IY's: a
 * patrol that never turns straight back), and prints the map JSON. The shipped maps in
 * src/maps/ were drawn with it and then tuned by AI playtests (docs/performance.md).
 *
 * node scripts/design-maps.mjs <seed> <mode> <wallChance> <guardLength>
 */
import { createRng } from '@matrix-arcade/core';

const [seed = '1', mode = 'duel', chance = '0.35', guardLength = '30'] = process.argv.slice(2);
const W = 8;
const H = 8;
const rng = createRng(Number(seed));
const name = (c) => `${'abcdefgh'[c % W]}${Math.floor(c / W) + 1}`;
const nb = (c, d) => {
  const col = c % W;
  const row = Math.floor(c / W);
  if (d === 0) return row > 0 ? c - W : -1;
  if (d === 2) return row < H - 1 ? c + W : -1;
  if (d === 1) return col < W - 1 ? c + 1 : -1;
  return col > 0 ? c - 1 : -1;
};
const walls = new Set();
const key = (a, b) => (a < b ? `${a}-${b}` : `${b}-${a}`);
const open = (a, b) => !walls.has(key(a, b));
function bfs(from) {
  const dist = new Array(W * H).fill(-1);
  const prev = new Array(W * H).fill(-1);
  dist[from] = 0;
  const q = [from];
  while (q.length) {
    const c = q.shift();
    for (let d = 0; d < 4; d++) {
      const n = nb(c, d);
      if (n >= 0 && open(c, n) && dist[n] < 0) {
        dist[n] = dist[c] + 1;
        prev[n] = c;
        q.push(n);
      }
    }
  }
  return { dist, prev };
}
const edges = [];
for (let c = 0; c < W * H; c++)
  for (const d of [1, 2]) if (nb(c, d) >= 0) edges.push([c, nb(c, d)]);
rng.shuffle(edges);
for (const [a, b] of edges) {
  if (rng.float() > Number(chance)) continue;
  walls.add(key(a, b));
  const { dist } = bfs(0);
  const degreeOk = [a, b].every(
    (c) => [0, 1, 2, 3].filter((d) => nb(c, d) >= 0 && open(c, nb(c, d))).length >= 2,
  );
  if (dist.some((x) => x < 0) || !degreeOk) walls.delete(key(a, b));
}
const starts = { A: 0, B: W - 1, C: W * (H - 1), D: W * H - 1 };
const startSet = new Set(Object.values(starts));
const cells = [...Array(W * H).keys()].filter((c) => !startSet.has(c));
const centreish = cells.filter((c) => {
  const col = c % W;
  const row = Math.floor(c / W);
  return col >= 1 && col <= W - 2 && row >= 1 && row <= H - 2;
});
rng.shuffle(centreish);
const sources = [];
for (const c of centreish) {
  if (sources.length >= (mode === 'duel' ? 5 : 6)) break;
  if (
    sources.every(
      (s) => Math.abs((s % W) - (c % W)) + Math.abs(Math.floor(s / W) - Math.floor(c / W)) >= 3,
    )
  )
    sources.push(c);
}
const map = {
  format: 'matrix-maze-map',
  version: 1,
  id: 'designed',
  name: 'Designed',
  mood: 'A map drawn by the design tool.',
  mode,
  width: W,
  height: H,
  bytes: 2,
  walls: [...walls].map((k) => k.split('-').map(Number)).map(([a, b]) => `${name(a)}-${name(b)}`),
  starts: Object.fromEntries(Object.entries(starts).map(([l, c]) => [l, name(c)])),
  sources: sources.map(name),
};
if (mode !== 'duel') {
  const g0 = mode === 'collectors' ? starts.A : Math.floor(H / 2) * W + Math.floor(W / 2);
  const path = [g0];
  if (mode === 'collectors') {
    let at = g0;
    const left = [...sources];
    while (left.length) {
      const { dist, prev } = bfs(at);
      left.sort((x, y) => dist[x] - dist[y]);
      const goal = left.shift();
      const seg = [];
      for (let c = goal; c !== at; c = prev[c]) seg.unshift(c);
      path.push(...seg);
      at = goal;
    }
  }
  let last = -1;
  while (path.length < Number(guardLength)) {
    const at = path[path.length - 1];
    const options = [0, 1, 2, 3]
      .map((d) => nb(at, d))
      .filter((n) => n >= 0 && open(at, n) && n !== last);
    const next = options.length ? options[rng.int(options.length)] : last;
    last = at;
    path.push(next);
  }
  map.guard = {
    path: path.slice(0, Math.max(Number(guardLength), mode === 'collectors' ? 0 : 0)).map(name),
  };
  map.bytes = 3;
}
console.log(JSON.stringify(map));
