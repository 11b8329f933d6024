// GENERATED from src/words/play.ts by scripts/transliterate.mjs: do not edit. Edit the
// TypeScript reference and run `node scripts/transliterate.mjs` in packages/games/piecepack-matrix.
/**
 * Playing one legal action on the packed state, in place: a move (installing the top of the
 * data stack with its power-up on an empty space), the challenge in its steps (pre-roll
 * choice, die, power-ups, resolution), every custom breaker's ability and its payment, the
 * setup choice of breakers, and the end checks after each action (brain death, the damage
 * target, the win). The caller checks legality first (legal.ts).
 */
import {
  A_AIM,
  A_ANKARA,
  A_ASSIM,
  A_BABYLON,
  A_CASE,
  A_COMMIT,
  A_DAHLIA,
  A_DIAMOND,
  A_DIE,
  A_ENIGMA,
  A_FINN,
  A_KUANG,
  A_LISP,
  A_PASS,
  A_PAY,
  A_PICK,
  A_ROLL,
  A_SLIVER_CUT,
  A_SLIVER_SET,
  A_SPEND,
  A_STEALTH,
  A_VIRAL,
  A_WINTERMUTE,
  BLACK,
  BLUE,
  CELLS,
  COLOURS,
  DEATH,
  E_DEATH,
  E_NONE,
  E_TARGET,
  E_WIN,
  M_DUB,
  M_ROLL,
  M_SLIVER,
  M_STEALTH,
  OUTSIDE,
  PEND_BABYLON,
  PEND_DAHLIA,
  PEND_FINN,
  PEND_NONE,
  PH_AIM,
  PH_BOOST,
  PH_MOVE,
  PH_OVER,
  PH_PAY,
  PH_PICK,
  PH_PRE,
  PH_REACH,
  PH_ROLL,
  PH_VIRAL,
  RED,
  SENDAI,
  S_CELL,
  S_COIN,
  S_CUT,
  S_TILE,
  S_WORDS,
  W_ACTIVE,
  W_ARG,
  W_ARG2,
  W_BONUS,
  W_CHALLENGES,
  W_COUNT,
  W_DAMAGE,
  W_ENDING,
  W_GOAL,
  W_KIND,
  W_MODE,
  W_PENDING,
  W_PHASE,
  W_POOL,
  W_POS,
  W_REACH,
  W_ROLL,
  W_SPENT,
  W_STACK,
  W_STK,
  W_SUPPLY,
  W_TARGET,
  W_TEN,
  W_TOPAY,
  W_S,
} from '../../src/layout';
import {
  colourOf,
  distance,
  entryAt,
  entryCell,
  entryOfTile,
  entryTile,
  isFort,
  recentre,
} from './board';
import { preRollChoice } from './legal';
import { permAt } from './perm';
import { challengeStrength, hasBreaker, rolls, targetStrength } from './strength';

const perm = new StaticArray<i32>(4);
const fortCell = new StaticArray<i32>(4);
const newPos = new StaticArray<i32>(4);

function hurt(s: StaticArray<i32>, n: i32): void {
  const d = s[W_DAMAGE] + n;
  s[W_DAMAGE] = min<i32>(d, DEATH);
}

function pay(s: StaticArray<i32>, c: i32): void {
  s[W_POOL + c] = s[W_POOL + c] - 1;
  s[W_SUPPLY + c] = s[W_SUPPLY + c] + 1;
}

function payAll(s: StaticArray<i32>): void {
  for (let c = 0; c < COLOURS; c++) pay(s, c);
}

/** Puts breaker `b` on the structure `e` and takes its power-up, if any. */
function moveOnto(s: StaticArray<i32>, b: i32, e: i32): void {
  s[W_POS + b] = entryCell(s, e);
  const at = W_S + e * S_WORDS + S_COIN;
  if (s[at] !== 0) {
    s[at] = 0;
    const c = colourOf(entryTile(s, e));
    s[W_POOL + c] = s[W_POOL + c] + 1;
  }
}

/** Installs the top of the data stack on `cell` with a power-up of its colour while any remain. */
function install(s: StaticArray<i32>, cell: i32): void {
  const len = s[W_STACK];
  const tile = s[W_STK + len - 1];
  s[W_STK + len - 1] = 0;
  s[W_STACK] = len - 1;
  const e = s[W_COUNT];
  const at = W_S + e * S_WORDS;
  const c = colourOf(tile);
  s[at + S_CELL] = cell;
  s[at + S_TILE] = tile;
  s[at + S_CUT] = 0;
  if (s[W_SUPPLY + c] > 0) {
    s[W_SUPPLY + c] = s[W_SUPPLY + c] - 1;
    s[at + S_COIN] = 1;
  } else {
    s[at + S_COIN] = 0;
  }
  s[W_COUNT] = e + 1;
}

function beginChallenge(s: StaticArray<i32>, b: i32, cell: i32): void {
  s[W_ACTIVE] = b;
  s[W_TARGET] = cell;
  s[W_ROLL] = 0;
  s[W_SPENT] = 0;
  s[W_MODE] = M_ROLL;
  if (preRollChoice(s, b)) s[W_PHASE] = PH_PRE;
  else if (rolls(s, b)) s[W_PHASE] = PH_ROLL;
  else s[W_PHASE] = PH_BOOST;
}

/** Steps 4–5: success, or brain damage (still moving onto ice). */
function resolve(s: StaticArray<i32>): void {
  const a = s[W_ACTIVE];
  const e = entryAt(s, s[W_TARGET]);
  const broken = challengeStrength(s) > targetStrength(s);
  s[W_BONUS + a] = 0;
  s[W_TEN + a] = 0;
  s[W_CHALLENGES] = s[W_CHALLENGES] + 1;
  if (broken) {
    moveOnto(s, a, e);
  } else {
    hurt(s, 1);
    if (!isFort(entryTile(s, e))) moveOnto(s, a, e);
  }
  s[W_ACTIVE] = OUTSIDE;
  s[W_TARGET] = OUTSIDE;
  s[W_ROLL] = 0;
  s[W_SPENT] = 0;
  s[W_MODE] = M_ROLL;
  s[W_PHASE] = PH_MOVE;
}

function swapPos(s: StaticArray<i32>, i: i32, j: i32): void {
  const t = s[W_POS + i];
  s[W_POS + i] = s[W_POS + j];
  s[W_POS + j] = t;
}

/** Exchanges the places of two structures; breakers on them go with them. */
function exchange(s: StaticArray<i32>, c1: i32, c2: i32): void {
  const e1 = entryAt(s, c1);
  const e2 = entryAt(s, c2);
  s[W_S + e1 * S_WORDS + S_CELL] = c2;
  s[W_S + e2 * S_WORDS + S_CELL] = c1;
  for (let b = 0; b < 4; b++) {
    if (s[W_POS + b] === c1) s[W_POS + b] = c2;
    else if (s[W_POS + b] === c2) s[W_POS + b] = c1;
  }
}

/** The effect of an ability once paid for. */
function finishPending(s: StaticArray<i32>): void {
  const kind = s[W_PENDING];
  const arg = s[W_ARG];
  if (kind === PEND_FINN) {
    swapPos(s, arg, s[W_ARG2]);
  } else if (kind === PEND_DAHLIA) {
    exchange(s, s[W_POS + BLUE], arg);
  } else if (kind === PEND_BABYLON) {
    const from = s[W_POS + BLUE];
    const e = entryAt(s, from);
    s[W_S + e * S_WORDS + S_CELL] = arg;
    for (let b = 0; b < 4; b++) if (s[W_POS + b] === from) s[W_POS + b] = arg;
    recentre(s);
  }
  s[W_PENDING] = PEND_NONE;
  s[W_ARG] = 0;
  s[W_ARG2] = 0;
  s[W_TOPAY] = 0;
  s[W_PHASE] = PH_MOVE;
}

function startPending(s: StaticArray<i32>, kind: i32, arg: i32, arg2: i32, cost: i32): void {
  s[W_PENDING] = kind;
  s[W_ARG] = arg;
  s[W_ARG2] = arg2;
  s[W_TOPAY] = cost;
  s[W_PHASE] = PH_PAY;
}

function won(s: StaticArray<i32>): bool {
  for (let c = 0; c < 4; c++) {
    const e = entryOfTile(s, c * 6);
    if (e < 0 || s[W_POS + c] !== entryCell(s, e)) return false;
  }
  return true;
}

/**
 * Steps 6–7 and the minimize option: brain death, over the target, the win. Nothing else ends a
 * run: it goes on as long as the player likes (ruling 12).
 */
function settle(s: StaticArray<i32>): void {
  let ending = E_NONE;
  const d = s[W_DAMAGE];
  if (d >= DEATH) ending = E_DEATH;
  else if (d > s[W_GOAL]) ending = E_TARGET;
  else if (won(s)) ending = E_WIN;
  if (ending !== E_NONE) {
    s[W_ENDING] = ending;
    s[W_PHASE] = PH_OVER;
  }
}

/** The first pawn still without a breaker during setup, or 4. */
export function pickingColour(s: StaticArray<i32>): i32 {
  for (let b = 0; b < 4; b++) if (s[W_KIND + b] < 0) return b;
  return 4;
}

/** Plays the legal action `a` on `s` in place. */
export function applyAction(s: StaticArray<i32>, a: i32): void {
  const phase = s[W_PHASE];
  if (phase === PH_PICK) {
    s[W_KIND + pickingColour(s)] = a - A_PICK;
    if (pickingColour(s) === 4) s[W_PHASE] = PH_MOVE;
  } else if (phase === PH_ROLL) {
    s[W_ROLL] = a - A_DIE;
    s[W_PHASE] = PH_BOOST;
  } else if (phase === PH_REACH) {
    s[W_REACH] = a - A_DIE;
    s[W_PHASE] = PH_AIM;
  } else if (phase === PH_PRE) {
    if (a === A_ROLL) s[W_PHASE] = PH_ROLL;
    else {
      s[W_MODE] = a === A_STEALTH ? M_STEALTH : M_DUB;
      s[W_PHASE] = PH_BOOST;
    }
  } else if (phase === PH_BOOST) {
    if (a === A_COMMIT) resolve(s);
    else if (a === A_SLIVER_SET) {
      pay(s, RED);
      s[W_MODE] = M_SLIVER;
    } else {
      const c = a - A_SPEND;
      pay(s, c);
      const sendai = s[W_ACTIVE] === RED && c === RED && hasBreaker(s, RED, SENDAI);
      s[W_SPENT] = s[W_SPENT] + (sendai ? 2 : 1);
    }
  } else if (phase === PH_AIM) {
    s[W_REACH] = 0;
    if (a === A_PASS) s[W_PHASE] = PH_MOVE;
    else beginChallenge(s, BLACK, a - A_AIM);
  } else if (phase === PH_PAY) {
    pay(s, a - A_PAY);
    s[W_TOPAY] = s[W_TOPAY] - 1;
    if (s[W_TOPAY] === 0) finishPending(s);
  } else if (phase === PH_VIRAL) {
    exchange(s, s[W_ARG], a - A_VIRAL);
    s[W_ARG] = 0;
    s[W_PHASE] = PH_MOVE;
  } else {
    playMovePhase(s, a);
  }
  settle(s);
}

/** A move or an ability between challenges. */
function playMovePhase(s: StaticArray<i32>, a: i32): void {
  if (a < A_ASSIM) {
    const b = (a / CELLS) | 0;
    const cell = a - b * CELLS;
    if (entryAt(s, cell) < 0) install(s, cell);
    beginChallenge(s, b, cell);
  } else if (a < A_AIM) {
    payAll(s);
    hurt(s, 1);
    s[W_POS + BLACK] = a - A_ASSIM;
  } else if (a >= A_BABYLON && a < A_DAHLIA) {
    hurt(s, 1);
    startPending(s, PEND_BABYLON, a - A_BABYLON, 0, 2);
  } else if (a >= A_DAHLIA && a < A_VIRAL) {
    hurt(s, 1);
    startPending(s, PEND_DAHLIA, a - A_DAHLIA, 0, 2);
  } else if (a >= A_VIRAL && a < A_SLIVER_CUT) {
    pay(s, BLUE);
    hurt(s, 1);
    s[W_ARG] = a - A_VIRAL;
    s[W_PHASE] = PH_VIRAL;
  } else if (a === A_SLIVER_CUT) {
    pay(s, RED);
    const e = entryAt(s, s[W_POS + RED]);
    s[W_S + e * S_WORDS + S_CUT] = s[W_S + e * S_WORDS + S_CUT] + 2;
  } else if (a >= A_LISP && a < A_ANKARA) {
    hurt(s, 1);
    swapPos(s, BLACK, a - A_LISP);
  } else if (a === A_ANKARA) {
    hurt(s, 1);
    s[W_BONUS + BLACK] = s[W_BONUS + BLACK] + 2;
  } else if (a === A_DIAMOND) {
    hurt(s, 2);
    const p = s[W_POS + BLACK];
    for (let j = 0; j < 4; j++) {
      const q = s[W_POS + j];
      let inRange = j === BLACK;
      if (!inRange && q !== OUTSIDE) {
        const x = p === OUTSIDE ? 1 : distance(s, p, q);
        inRange = x >= 0 && x <= 5;
      }
      if (inRange) s[W_BONUS + j] = s[W_BONUS + j] + 3;
    }
  } else if (a === A_KUANG) {
    hurt(s, 1);
    s[W_PHASE] = PH_REACH;
  } else if (a === A_WINTERMUTE) {
    hurt(s, 1);
    s[W_TEN + BLACK] = 1;
  } else if (a >= A_FINN && a < A_CASE) {
    const k = a - A_FINN;
    hurt(s, 2);
    startPending(s, PEND_FINN, k >> 2, k & 3, 1);
  } else if (a >= A_CASE && a < A_ENIGMA) {
    payAll(s);
    hurt(s, 1);
    permAt(a - A_CASE, perm);
    for (let i = 0; i < 4; i++) newPos[i] = s[W_POS + perm[i]];
    for (let i = 0; i < 4; i++) s[W_POS + i] = newPos[i];
  } else {
    pay(s, BLUE);
    pay(s, BLUE);
    hurt(s, 1);
    permAt(a - A_ENIGMA, perm);
    for (let c = 0; c < 4; c++) {
      const e = entryOfTile(s, c * 6);
      fortCell[c] = e < 0 ? OUTSIDE : entryCell(s, e);
    }
    for (let b = 0; b < 4; b++) newPos[b] = s[W_POS + b];
    for (let c = 0; c < 4; c++) {
      if (perm[c] === c) continue;
      const to = fortCell[perm[c]];
      s[W_S + entryOfTile(s, c * 6) * S_WORDS + S_CELL] = to;
      for (let b = 0; b < 4; b++) if (s[W_POS + b] === fortCell[c]) newPos[b] = to;
    }
    for (let b = 0; b < 4; b++) s[W_POS + b] = newPos[b];
  }
}
