/**
 * The browser half of the release test: a Vite project that installed only
 * `@matrix-arcade/web` gets its pages filled in (`index.html` embeds every game element with the
 * AI on all its seats; `arcade.html` mounts `<matrix-arcade>`), is built and served (or run
 * under the dev server, guarded so no server outlives the test), and each page is played to
 * `game-over` in Debian's Chromium while every console error is collected; `checkGames` holds
 * what every embedded game's log must show.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, chromium } from 'playwright';
import { expect } from 'vitest';
import { enginePackages } from '../game-packages.js';
import { CHROMIUM_LAUNCH } from '../test/chromium.js';
import type { Game } from './consumers.js';
import { freePort, startGuarded, waitForHttp } from './processes.js';

export interface EmbedLog {
  moves: number;
  result: { summary: string; winners: number[]; ending?: string } | null;
}

/** Replaces each placeholder of a fixture file; a missing placeholder is an error. */
function fill(file: string, edits: [RegExp, string][]): void {
  let text = readFileSync(file, 'utf8');
  for (const [placeholder, value] of edits) {
    if (!placeholder.test(text)) throw new Error(`${file}: no ${placeholder} to fill in`);
    text = text.replace(placeholder, value);
  }
  writeFileSync(file, text);
}

const allSeats = (g: Game) =>
  Array.from({ length: g.descriptor.game.players.max }, (_, i) => i).join(',');

/** Fills a copy of the fixture's page of embedded elements in for these games. */
function writeElementsPage(dir: string, file: string, games: Game[]): void {
  const imports = games.map((g) => `import '@matrix-arcade/web/${g.id}';`).join('\n      ');
  const elements = games
    .map(
      (g) =>
        `<${g.id}-game data-game="${g.id}" seed="7" ai-seats="${allSeats(g)}" autoplay speed="instant" ai-iterations="8"></${g.id}-game>`,
    )
    .join('\n    ');
  if (file !== 'index.html') copyFileSync(join(dir, 'index.html'), join(dir, file));
  fill(join(dir, file), [
    [/\/\* define entries \*\//, imports],
    [/<!-- game elements -->/, elements],
  ]);
}

/**
 * Fills the Vite fixture's pages and config in: index.html embeds every game, one.html only
 * `one` (what the dev-server check plays), arcade.html the whole arcade.
 */
export function writeVitePages(dir: string, games: Game[], one: Game): void {
  writeElementsPage(dir, 'one.html', [one]);
  writeElementsPage(dir, 'index.html', games);
  fill(join(dir, 'vite.config.js'), [
    [/\[\s*\/\* engine packages \*\/\s*\]/, JSON.stringify(enginePackages())],
  ]);
}

/** Serves the project (`['preview']` after a build, or `[]` for the dev server); its URL. */
export async function serveVite(dir: string, args: string[]): Promise<string> {
  const port = await freePort();
  const proc = startGuarded(
    join(dir, 'node_modules/.bin/vite'),
    [...args, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: dir },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, proc, `vite ${args.join(' ')}`);
  return url;
}

/** Opens a page in a fresh Chromium, runs `play` on it, and returns its result with errors. */
async function inChromium<T>(
  url: string,
  play: (page: Page, errors: string[]) => Promise<T>,
): Promise<{ value: T; errors: string[]; workers: string[] }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    const workers: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(url);
    const value = await play(page, errors);
    return { value, errors, workers };
  } finally {
    await browser.close();
  }
}

/** How long a page may show no progress at all before a wait gives up. */
const STALL_MS = 60_000;
/** The longest a whole wait may take, progress or not. */
const WAIT_CAP_MS = 600_000;

/**
 * Waits for a page condition while the page makes progress: it gives up only when what the
 * page shows (`what()`, e.g. every game's move count) has not changed for `STALL_MS`, so a
 * loaded machine that plays slowly still passes and a stuck game still fails. On failure, says
 * what the page showed and logged.
 */
async function until(
  page: Page,
  errors: string[],
  fn: (arg: number) => unknown,
  arg: number,
  what: () => unknown,
) {
  const start = Date.now();
  let seen = '';
  let changed = start;
  for (;;) {
    const done = await page
      .waitForFunction(fn, arg, { timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (done) return;
    const now = JSON.stringify(await Promise.resolve(what()).catch(() => null));
    if (now !== seen) {
      seen = now;
      changed = Date.now();
    }
    const stalled = Date.now() - changed > STALL_MS;
    if (stalled || Date.now() - start > WAIT_CAP_MS) {
      const why = stalled ? `no progress for ${STALL_MS / 1000} s` : 'the wait cap';
      throw new Error(`gave up (${why}); seen ${seen}; console errors ${JSON.stringify(errors)}`);
    }
  }
}

/** Plays the page of embedded elements: every game's log by id, once all reached game-over. */
export function playElements(url: string, count: number) {
  return inChromium(url, async (page, errors) => {
    const readLog = () =>
      page.evaluate(() => (window as unknown as { embedLog: Record<string, EmbedLog> }).embedLog);
    await until(
      page,
      errors,
      (n) => {
        const log = (window as unknown as { embedLog?: Record<string, EmbedLog> }).embedLog;
        const all = Object.values(log ?? {});
        return all.length === n && all.every((l) => l.result);
      },
      count,
      readLog,
    );
    return readLog();
  });
}

export interface ArcadeGame extends EmbedLog {
  /** The tag of the game element the arcade mounted. */
  tag: string;
  seats: number;
  /** The arcade's count of games played afterwards. */
  played: string | null;
}

/**
 * Plays the arcade page: its front door (a first visit) loads no game; a click on the first card
 * loads that game and mounts its element (the arcade's dynamic imports, as the project's bundler
 * split them), then the AI takes every seat of it (instant speed, few iterations), deals seed 7
 * and autoplays to game-over.
 */
export function playArcade(url: string) {
  return inChromium(url, async (page, errors) => {
    const read = () =>
      page.evaluate(() => (window as unknown as { arcadeGame?: ArcadeGame }).arcadeGame ?? null);
    await page.locator('matrix-arcade >> [part=picker] [data-game]').first().click();
    await until(
      page,
      errors,
      () =>
        (document.querySelector('matrix-arcade') as unknown as { gameElement?: unknown } | null)
          ?.gameElement,
      0,
      read,
    );
    await page.evaluate(() => {
      type El = HTMLElement & {
        speed: string;
        aiIterations: number;
        aiSeats: number[];
        autoplay: boolean;
        newGame(o: { seed: number }): void;
      };
      const arcade = document.querySelector('matrix-arcade') as unknown as HTMLElement & {
        gameElement: El;
      };
      const el = arcade.gameElement;
      const seats = (el.constructor as unknown as { game: { players: { max: number } } }).game
        .players.max;
      const log: ArcadeGame = { tag: el.localName, seats, moves: 0, result: null, played: null };
      (window as unknown as { arcadeGame: ArcadeGame }).arcadeGame = log;
      el.addEventListener('move', () => log.moves++);
      el.addEventListener('game-over', (e) => {
        const { summary, winners, ending } = e.detail.result;
        log.result = { summary, winners: [...winners], ending };
        // The arcade records the game on the same event; read its count once it has rendered.
        setTimeout(() => {
          log.played =
            arcade.shadowRoot?.querySelector('[data-stat="played"]')?.textContent?.trim() ?? '';
        });
      });
      el.speed = 'instant';
      el.aiIterations = 8;
      el.aiSeats = Array.from({ length: seats }, (_, i) => i);
      el.newGame({ seed: 7 });
      el.autoplay = true;
    });
    await until(
      page,
      errors,
      () => (window as unknown as { arcadeGame?: ArcadeGame }).arcadeGame?.played != null,
      0,
      read,
    );
    return (await read())!;
  });
}

/** The game-specific checks kept from before the list was generic (a new game needs none). */
const extraChecks: Record<string, (log: EmbedLog) => void> = {
  'dice-matrix': (log) => {
    expect(log.moves).toBeGreaterThan(20);
    expect(log.result!.summary).toMatch(/wins|draw/);
  },
  'matrix-overload': (log) => {
    expect(log.result!.ending).toMatch(/^(win|out-of-time|black-ice|infinite-loop)$/);
  },
};

/** Every game reached game-over by the AI, with its own checks. */
export function checkGames(log: Record<string, EmbedLog>, games: Game[]) {
  expect(Object.keys(log).sort()).toEqual(games.map((g) => g.id).sort());
  for (const g of games) {
    const l = log[g.id]!;
    expect(l.moves, g.id).toBeGreaterThan(0);
    expect(l.result!.summary, g.id).not.toBe('');
    const endings = g.descriptor.endings;
    if (endings) expect(endings, g.id).toContain(l.result!.ending);
    extraChecks[g.id]?.(l);
  }
}
