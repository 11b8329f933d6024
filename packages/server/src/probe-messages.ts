/**
 * The attack probe's attacks on a room's messages (attack-probe.ts runs them): every name of
 * `Object.prototype` and other odd message types, payloads of the wrong type, nested, wide,
 * with unknown fields or not JSON data, raw frames over the transport's limit and frames that are
 * not the protocol, moves out of turn, stale, replayed, illegal or from a spectator, forged and
 * borrowed tokens, and a burst past the rate limit. Each input must be refused with a code and
 * change nothing; after each attack the room still plays and every process answers `/health`.
 */
import type { Recorded } from './probe-client.js';
import type { Probe, Seats } from './probe-kit.js';
import { newToken } from './tokens.js';

const NAMES = [
  ...Object.getOwnPropertyNames(Object.prototype),
  '__no_message_handler',
  '*',
  '',
  'ACT',
  'act ',
  'x'.repeat(300),
  '\u0000',
  '🂡',
];

/** Hostile message types: each refused `UNKNOWN_MESSAGE`, from a seat and a spectator. */
export async function messageNames(p: Probe): Promise<void> {
  const attack = 'message names';
  const s = await p.seats('matrix-maze', {}, true);
  const watcher = await p.join(1, 'matrix-maze', s.room);
  for (const r of [s.host, s.guest, watcher]) {
    for (const name of NAMES) {
      await p.refused(
        attack,
        s,
        r,
        `type ${JSON.stringify(name.slice(0, 20))}`,
        () => r.room.send(name, {}),
        /^UNKNOWN_MESSAGE$/,
      );
    }
    for (const n of [0, 1, -1, 13, 2 ** 31, 2 ** 53]) {
      await p.refused(attack, s, r, `type ${n}`, () => r.room.send(n, {}), /^UNKNOWN_MESSAGE$/);
    }
  }
  await p.stillPlays(attack, s);
  await p.close(s.host, s.guest, watcher);
}

/** The mover of `s` now, and its last view. */
function moverOf(s: Seats): Recorded {
  const v = s.host.last!;
  return v.toMove === v.seat ? s.host : s.guest;
}

/** Payloads of `act` that are not `{ action, turn }` of numbers, each refused with a code. */
export async function payloads(p: Probe): Promise<void> {
  const attack = 'payloads';
  const s = await p.seats('dice-matrix');
  const r = moverOf(s);
  const { legal, turn } = r.last!;
  const a = legal[0]!;
  let deep: unknown = a;
  for (let i = 0; i < 100; i++) deep = [deep];
  const wide = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i]));
  const cases: [string, unknown][] = [
    ['no payload', undefined],
    ['null', null],
    ['a number', a],
    ['a string', 'act'],
    ['an array', [a, turn]],
    ['action as a string', { action: String(a), turn }],
    ['action as a float', { action: a + 0.5, turn }],
    ['action negative', { action: -1, turn }],
    ['action huge', { action: 2 ** 60, turn }],
    ['action NaN', { action: Number.NaN, turn }],
    ['action Infinity', { action: Number.POSITIVE_INFINITY, turn }],
    ['action an object', { action: { valueOf: a }, turn }],
    ['turn missing', { action: a }],
    ['turn as a string', { action: a, turn: String(turn) }],
    ['turn negative', { action: a, turn: -1 }],
    ['an unknown field', { action: a, turn, extra: 1 }],
    ['only unknown fields', { move: a, at: turn }],
    ['a __proto__ field', JSON.parse(`{"__proto__": {"action": ${a}, "turn": ${turn}}}`)],
    ['a constructor field', { constructor: { action: a }, action: a, turn }],
    ['nested 100 deep', deep],
    ['200 fields', wide],
    ['a long string', { action: a, turn, pad: 'x'.repeat(3000) }],
    ['a date', { action: new Date(0), turn }],
    ['bytes', new Uint8Array([1, 2, 3])],
  ];
  for (const [what, payload] of cases) {
    await p.refused(attack, s, r, `act with ${what}`, () => r.room.send('act', payload));
  }
  await p.refused(attack, s, r, 'act as bytes', () =>
    r.room.sendBytes('act', new Uint8Array([0x81, 0xa6])),
  );
  for (const type of ['ai', 'rematch']) {
    await p.refused(attack, s, r, `${type} with unknown fields`, () =>
      r.room.send(type, { action: a, turn, x: 1 }),
    );
  }
  await p.stillPlays(attack, s);
  await p.close(s.host, s.guest);
}

/** Raw frames: over the transport's limit (the connection is closed) and not the protocol. */
export async function frames(p: Probe): Promise<void> {
  const attack = 'raw frames';
  const s = await p.seats('dice-matrix');
  const garbage = [
    [13, 0xc1],
    [13, 0xa3, 0x61, 0x63, 0x74, 0xc1, 0xc1],
    [13],
    [255, 255, 255],
    [10, 0, 0],
    [12],
    [14, 1, 2, 3],
    [0],
  ];
  for (const [i, bytes] of garbage.entries()) {
    const r = await p.join(i % 2, s.game, s.room, i % 2 ? s.invite : s.hostToken);
    await p.paced(r);
    const before = await p.state(s, r);
    r.room.connection.send(new Uint8Array(bytes));
    await p.checkHealth(attack);
    if ((await p.state(s, r)) !== before) p.find(attack, `frame ${bytes}: the duel changed`);
    p.count(attack, 'ignored or closed');
    await p.close(r);
  }
  for (const size of [5_000, 100_000, 1_000_000, 16_000_000]) {
    const r = await p.join(0, s.game, s.room, s.hostToken);
    const closed = new Promise<number>((resolve) => r.room.onLeave(resolve));
    const frame = new Uint8Array(size);
    frame[0] = 13;
    r.room.connection.send(frame);
    const code = await Promise.race([
      closed,
      new Promise<null>((res) => setTimeout(res, 5000, null)),
    ]);
    if (code === null) p.find(attack, `a ${size}-byte frame: the connection stayed open`);
    p.count(attack, `closed ${code}`);
    await p.checkHealth(attack);
  }
  s.host = await p.join(0, s.game, s.room, s.hostToken);
  s.guest = await p.join(1, s.game, s.room, s.invite);
  await p.stillPlays(attack, s);
  await p.close(s.host, s.guest);
}

/** Moves out of turn, stale, replayed, illegal, from a spectator; rematch and AI out of place. */
export async function turns(p: Probe): Promise<void> {
  const attack = 'turns';
  const s = await p.seats('matrix-maze', {}, true);
  const watcher = await p.join(0, s.game, s.room);
  const mover = moverOf(s);
  const other = mover === s.host ? s.guest : s.host;
  const { legal, turn } = mover.last!;
  const act = (r: Recorded, action: unknown, t: unknown) => () =>
    r.room.send('act', { action, turn: t });
  await p.refused(attack, s, other, 'out of turn', act(other, legal[0], turn), /NOT_YOUR_TURN/);
  await p.refused(attack, s, watcher, 'a spectator', act(watcher, legal[0], turn), /NOT_SEATED/);
  await p.refused(attack, s, mover, 'a past turn', act(mover, legal[0], turn - 1), /STALE_TURN/);
  await p.refused(attack, s, mover, 'a future turn', act(mover, legal[0], turn + 5), /STALE_TURN/);
  await p.refused(attack, s, mover, 'an illegal action', act(mover, 99_999, turn), /ILLEGAL/);
  await p.refused(attack, s, mover, 'rematch mid-game', () => mover.room.send('rematch', {}));
  await p.refused(attack, s, mover, 'AI for a present seat', () => mover.room.send('ai', {}));
  await p.refused(attack, s, watcher, 'AI from a spectator', () => watcher.room.send('ai', {}));
  // A move played, then the same message again (a replay), from both seats.
  await p.paced(mover);
  mover.room.send('act', { action: legal[0], turn });
  await mover.viewAt(turn + 1);
  for (const r of [mover, other]) {
    await p.refused(attack, s, r, 'a replayed move', act(r, legal[0], turn), /STALE|NOT_YOUR/);
  }
  await p.stillPlays(attack, s);
  await p.close(s.host, s.guest, watcher);
}

/** Forged, malformed and borrowed tokens: refused before any seat is reserved. */
export async function tokens(p: Probe): Promise<void> {
  const attack = 'tokens';
  const s = await p.seats('dice-matrix');
  const other = await p.seats('dice-matrix');
  const tries: [string, unknown][] = [
    ['a guessed token', newToken()],
    ['a token one character off', `${s.invite.slice(0, -1)}${s.invite.endsWith('A') ? 'B' : 'A'}`],
    ['another room’s token', other.invite],
    ['a short token', 'abc'],
    ['a token as a number', 12345],
    ['a token as an object', { $ne: null }],
    ['a token with prototype keys', JSON.parse('{"__proto__": {"x": 1}}')],
  ];
  for (const [i, [what, token]] of tries.entries()) {
    const before = await p.state(s, s.host);
    try {
      const r = await p.client(i).joinOrCreate(s.game, { room: s.room, token });
      p.find(attack, `${what}: joined`);
      await r.leave();
    } catch (e) {
      const code = /^([A-Z_]+):/.exec((e as Error).message)?.[1] ?? 'uncoded';
      p.count(attack, code);
      if (code === 'uncoded' || code === 'INTERNAL')
        p.find(attack, `${what}: ${(e as Error).message}`);
    }
    if ((await p.state(s, s.host)) !== before) p.find(attack, `${what}: the duel changed`);
  }
  await p.checkHealth(attack);
  await p.stillPlays(attack, s);
  await p.close(s.host, s.guest, other.host, other.guest);
}

/** A burst of 60 messages from one connection: the overflow is refused `RATE_LIMITED`. */
export async function rate(p: Probe): Promise<void> {
  const attack = 'message rate';
  const s = await p.seats('dice-matrix');
  const r = s.host;
  const before = await p.state(s, r);
  const count = r.refusals.length;
  for (let i = 0; i < 60; i++) r.room.send('nothing', {});
  await r
    .until(() => r.refusals.length >= count + 60, '60 refusals', 10_000)
    .catch(() => {
      p.find(attack, `${r.refusals.length - count} of 60 answered`);
    });
  for (const x of r.refusals.slice(count)) p.count(attack, x.code);
  if ((await p.state(s, r)) !== before) p.find(attack, 'the duel changed');
  await new Promise((resolve) => setTimeout(resolve, 2500)); // the bucket refills
  await p.stillPlays(attack, s);
  await p.close(s.host, s.guest);
}
