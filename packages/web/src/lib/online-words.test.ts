/**
 * The online words from each screen's side (online-words.ts) and what the client makes of each
 * refusal and close code of the server (online-client.ts): which are tried again (the network,
 * a room being brought back or moved, the store away) and which stop with words that say why.
 */
import { describe, expect, it } from 'vitest';
import '../online/define.js'; // online play on, as a page that plays online does
import {
  FINAL_CODES,
  onlineClient,
  refusalWords,
  refusedWords,
  worthRetrying,
} from './online-client.js';
import {
  onlineRoleWords,
  onlineSeatName,
  onlineSummary,
  onlineTurnWords,
  onlineWords,
} from './online-words.js';

const people = [
  { present: true, ai: false },
  { present: true, ai: false },
];
const withAi = [
  { present: true, ai: false },
  { present: false, ai: true },
];

describe('online words from each side', () => {
  it('names this screen\'s seat "You", the other "Opponent", "AI" only where the AI plays', () => {
    expect([0, 1].map((s) => onlineSeatName({ seat: 0, seats: people }, s))).toEqual([
      'You',
      'Opponent',
    ]);
    expect([0, 1].map((s) => onlineSeatName({ seat: 1, seats: people }, s))).toEqual([
      'Opponent',
      'You',
    ]);
    expect([0, 1].map((s) => onlineSeatName({ seat: 0, seats: withAi }, s))).toEqual(['You', 'AI']);
  });

  it('says whose turn it is from this screen, and neutral words to a spectator', () => {
    expect(onlineTurnWords({ seat: 1, seats: people }, 1)).toBe('Your turn.');
    expect(onlineTurnWords({ seat: 1, seats: people }, 0)).toBe('Opponent’s turn.');
    expect(onlineTurnWords({ seat: 0, seats: withAi }, 1)).toBe('The AI’s turn.');
    expect(onlineTurnWords({ seat: null, seats: people }, 0)).toBe('Player 1 to move.');
    expect(onlineSeatName({ seat: null, seats: withAi }, 1)).toBe('Player 2 (AI)');
    expect(onlineRoleWords({ seat: null, seats: people })).toBe('watching');
    expect(onlineRoleWords({ seat: 1, seats: people })).toBe('you are Player 2');
  });

  it('judges the result for the seat this screen holds; a spectator for nobody', () => {
    expect(onlineWords({ seat: 1, seats: people }).people).toEqual([1]);
    expect(onlineWords({ seat: null, seats: people }).people).toEqual([]);
    expect(onlineWords({ seat: 0, seats: withAi }).isAi(1)).toBe(true);
  });

  it('says the rules’ end sentence from this screen’s side', () => {
    const won = 'Player 1 wins 34 to 28 over two games (game 1: 20–14, game 2: 14–14).';
    expect(onlineSummary({ seat: 1, seats: people }, won)).toBe(
      'Opponent wins 34 to 28 over two games (game 1: 20–14, game 2: 14–14).',
    );
    expect(onlineSummary({ seat: 0, seats: people }, won)).toBe(
      'You win 34 to 28 over two games (game 1: 20–14, game 2: 14–14).',
    );
    expect(onlineSummary({ seat: null, seats: people }, won)).toBe(won);
    const out = 'Player 2 collected 3 SOURCE CODEs and logs out.';
    expect(onlineSummary({ seat: 1, seats: people }, out)).toBe(
      'You collected 3 SOURCE CODEs and log out.',
    );
    expect(onlineSummary({ seat: 0, seats: withAi }, out)).toBe(
      'AI collected 3 SOURCE CODEs and logs out.',
    );
    expect(
      onlineWords({ seat: 1, seats: people }).summary(
        'Player 2 holds more SOURCE CODEs (1–2) when the duel ends.',
      ),
    ).toBe('You hold more SOURCE CODEs (1–2) when the duel ends.');
    expect(onlineSummary({ seat: 0, seats: people }, 'A draw: both seats scored 30.')).toBe(
      'A draw: both seats scored 30.',
    );
  });
});

describe('refusals and retries', () => {
  const refused = (code: string, words = 'why') => new Error(`${code}: ${words}`);

  it('tries again after the network, a busy or moved room and the store away', () => {
    for (const code of ['ROOM_BUSY', 'STORE_UNAVAILABLE', 'ROOM_MOVED', 'RATE_LIMITED', 'INTERNAL'])
      expect(worthRetrying(refused(code)), code).toBe(true);
    expect(worthRetrying(new Error('offline'))).toBe(true);
    expect(worthRetrying(new Error(''))).toBe(true);
  });

  it('stops with words after a refusal no retry can mend', () => {
    for (const code of [
      'AI_FAILED',
      'BAD_REQUEST',
      'TOO_MANY_ROOMS',
      'BAD_TOKEN',
      'ROOM_NOT_FOUND',
    ])
      expect(worthRetrying(refused(code)), code).toBe(false);
    expect(FINAL_CODES.has('SPECTATE_UNAVAILABLE')).toBe(true);
    expect(refusalWords(refused('TOO_MANY_ROOMS'))).toMatch(/too many new rooms.*a minute/);
    expect(refusalWords(refused('SPECTATE_UNAVAILABLE'))).toBe(
      'the host has not opened this room to watchers.',
    );
    expect(refusalWords(refused('AI_FAILED', 'the AI playing seat 2 failed'))).toContain(
      'the AI playing seat 2 failed',
    );
    expect(refusedWords({ code: 'STORE_UNAVAILABLE', message: 'x' })).toMatch(/was not played/);
  });

  it('asks the server without credentials (a seat is its token, never a cookie)', () => {
    const http = onlineClient('ws://127.0.0.1:2567').http as unknown as {
      getOptions(o: object): { withCredentials?: boolean };
    };
    expect(http.getOptions({}).withCredentials).toBe(false);
  });
});
