/**
 * The arcade as the site shows it (site/index.html: no margin, its font), for the browser tests
 * that check a game's first screen inside it, with what they share: mounting it on a game, the
 * errors the page reports from a point on, where a box is (for a failure's message), and the page
 * put back after each test (`afterEach(leaveSite)`).
 */
import { page } from 'vitest/browser';
import '../src/arcade/define.js';
import { ArcadeStorage } from '../src/arcade/arcade-storage.js';
import type { MatrixArcade } from '../src/arcade/matrix-arcade.js';
import { waitFor } from './helpers.js';
import { collectPageErrors } from './page-errors.js';

/** The site's body style. */
export const SITE_STYLE =
  "margin: 0; font-family: 'DejaVu Sans', 'Segoe UI', system-ui, sans-serif;";

const kept: Element[] = [];
let watching: ReturnType<typeof collectPageErrors> | null = null;

/** Collects the errors the page reports from now until `leaveSite`: the list fills as they come. */
export function pageErrors(): readonly string[] {
  watching?.stop();
  watching = collectPageErrors();
  return watching.errors;
}

/** `e`, to be removed by `leaveSite`. */
export function keep<E extends Element>(e: E): E {
  kept.push(e);
  return e;
}

/** `<matrix-arcade>` on `game` as the site shows it, with fresh storage, once its game is dealt. */
export async function siteArcade<El>(game: string): Promise<{ a: MatrixArcade; el: El }> {
  localStorage.clear();
  document.body.style.cssText = SITE_STYLE;
  const a = keep(document.createElement('matrix-arcade'));
  a.setAttribute('game', game);
  a.storage = new ArcadeStorage(localStorage);
  document.body.append(a);
  const el = await waitFor(
    () => (a.gameElement?.gameState ? (a.gameElement as unknown as El) : null),
    'the game',
  );
  return { a, el };
}

/** After a test: the errors no longer collected, what was kept removed, the page as it was. */
export async function leaveSite(): Promise<void> {
  watching?.stop();
  watching = null;
  for (const e of kept.splice(0)) e.remove();
  document.body.style.cssText = '';
  window.scrollTo(0, 0);
  localStorage.clear();
  await page.viewport(1280, 900);
}

/** Where `e` is on the screen, for a failure's message. */
export function where(e: Element | null | undefined): string {
  const r = e?.getBoundingClientRect();
  return r ? `y ${Math.round(r.top)}-${Math.round(r.bottom)} of ${window.innerHeight}` : 'absent';
}
