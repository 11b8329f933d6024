/**
 * What a package user meets first: position specs that refuse keys they do not know, the
 * retire option's word for a card it cannot retire, and exports a plain Node program can load
 * (no raw TypeScript or AssemblyScript behind a Node-resolvable export).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ValidationError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { buildPosition } from './build-position.js';
import { fromPosition } from './position.js';

const MATRIX = ['9♠', '9♥', '9♦', '9♣', '', '8♠', '8♥', '8♦', '8♣'];

function refusal(f: () => unknown): ValidationError {
  try {
    f();
  } catch (e) {
    if (ValidationError.is(e)) return e;
    throw e;
  }
  throw new Error('expected a ValidationError');
}

describe('position specs refuse keys they do not know', () => {
  it('buildPosition names a stray seed and the keys allowed', () => {
    const e = refusal(() =>
      buildPosition({ matrix: MATRIX, hand: '5♥', deck: [], unnamed: 'retire', seed: 5 } as never),
    );
    expect(e.code).toBe('VALIDATION');
    expect(e.path).toBe('position.seed');
    expect(e.message).toMatch(/allowed keys are matrix, royals, hand, deck, deckBottom/);
  });

  it("buildPosition checks an outside position's details", () => {
    const e = refusal(() =>
      buildPosition({
        matrix: MATRIX,
        royals: { 3: { royal: 'Q♦', ice: [], alive: true } as never },
        hand: '5♥',
        deck: [],
        unnamed: 'retire',
      }),
    );
    expect(e.path).toBe('position.royals["3"].alive');
    expect(e.message).toMatch(/allowed keys are royal, dead, ice/);
  });

  it('fromPosition names a misspelt key (deck for deckTop)', () => {
    const e = refusal(() =>
      fromPosition({
        stacks: ['9♠', '9♥', '9♦', '9♣', '', '8♠', '8♥', '8♦', '8♣'],
        hand: '5♥',
        deck: ['6♥'],
      } as never),
    );
    expect(e.path).toBe('position.deck');
    expect(e.message).toMatch(/deckTop/);
  });
});

describe("unnamed: 'retire' in the standard game", () => {
  it('still refuses an unnamed ace, saying what kind of card it is', () => {
    const e = refusal(() =>
      buildPosition({
        matrix: MATRIX,
        hand: '5♥',
        deck: ['A♠', 'A♥', 'A♦', 'JK', 'JK'],
        unnamed: 'retire',
      }),
    );
    expect(e.message).toMatch(/A♣ is named nowhere and cannot be retired: a soft reset/);
  });
});

describe('package exports', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
    exports: Record<string, string | Record<string, string>>;
  };

  it('point at no raw .ts file (only .d.ts types)', () => {
    const targets = Object.values(pkg.exports).flatMap((t) =>
      typeof t === 'string' ? [t] : Object.values(t),
    );
    expect(targets.filter((t) => t.endsWith('.ts') && !t.endsWith('.d.ts'))).toEqual([]);
  });

  it('load in plain Node: ./engine/layout is JavaScript; the assembly is not an export', () => {
    const run = (spec: string) =>
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import(${JSON.stringify(spec)}).then((m) => console.log(m.CELLS), (e) => console.log(e.code))`,
        ],
        { cwd: root, encoding: 'utf8' },
      ).trim();
    expect(run('@matrix-arcade/matrix-overload/engine/layout')).toBe('9');
    expect(run('@matrix-arcade/matrix-overload/assembly/edition')).toBe(
      'ERR_PACKAGE_PATH_NOT_EXPORTED',
    );
  });
});
