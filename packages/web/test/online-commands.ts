/**
 * Browser commands (run on the Node side) for the online tests: a second player in its own
 * browser context (its own storage and connection, like a friend's browser), on a page of the
 * same origin that loads the element's define entry. The test drives it: open it on a room with
 * a seat token, play a legal move when its seat is to move, reload it, read its state.
 */
import type { BrowserCommand } from 'vitest/node';

// biome-ignore lint/suspicious/noExplicitAny: playwright's objects, typed by the provider
type Page = any;
let second: {
  page: Page;
  context: Page;
  tag: string;
  attrs: Record<string, string>;
  errors: string[];
} | null = null;

const BLANK =
  '<!doctype html><html lang="en"><head><title>second player</title></head><body></body></html>';

/**
 * This test server wraps every dynamic import for vitest's runner, which a page of its own does
 * not have: the plain one, set before any module runs (the arcade loads its games by dynamic
 * import).
 */
export const PLAIN_RUNNER =
  'globalThis.__vitest_browser_runner__ ??= { wrapDynamicImport: (load) => load() };';

async function mount(
  page: Page,
  tag: string,
  attrs: Record<string, string>,
  errors: string[],
): Promise<void> {
  const define = `/src/${tag.replace(/-game$/, '')}/define.ts`;
  await page.addScriptTag({ content: PLAIN_RUNNER });
  // The element's entry and the online entry, as a page that plays online loads them.
  const online = `import '/src/online/define.ts';`;
  await page.addScriptTag({ type: 'module', content: `import '${define}'; ${online}` });
  await page
    .waitForFunction((t: string) => customElements.get(t) !== undefined, tag, { timeout: 20_000 })
    .catch(() => {
      throw new Error(`the second player's page did not define <${tag}>: ${errors.join(' | ')}`);
    });
  await page.evaluate(
    ({ t, a }: { t: string; a: Record<string, string> }) => {
      const el = document.createElement(t);
      for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
      document.body.append(el);
    },
    { t: tag, a: attrs },
  );
}

/** Opens the second player's page in a new browser context and mounts `tag` with `attrs`. */
export const openSecondPlayer: BrowserCommand<
  [tag: string, attrs: Record<string, string>]
> = async (ctx, tag, attrs) => {
  await closeSecondPlayer(ctx);
  const origin = new URL(ctx.page.url()).origin;
  const browser = ctx.page.context().browser()!;
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m: Page) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e: Error) => errors.push(e.message));
  // A page really served by the test server (a module shown as text: nothing runs, nothing
  // navigates), emptied: the same origin and the loopback address space, so Chromium's
  // local-network checks let it reach the game server as they let the test page.
  await page.goto(`${origin}/src/lib/online-mirror.ts`);
  await page.setContent(BLANK);
  second = { page, context, tag, attrs, errors };
  await mount(page, tag, attrs, errors);
};

/** Reloads the second player's page and mounts the element again with the same attributes. */
export const reloadSecondPlayer: BrowserCommand<[]> = async () => {
  if (!second) throw new Error('no second player');
  await second.page.reload();
  await second.page.setContent(BLANK);
  await mount(second.page, second.tag, second.attrs, second.errors);
};

/**
 * If the second player's seat is to move, plays its `pick`-th legal move (modulo their count)
 * through the element's `play` (as a person would), and says so.
 */
export const secondPlayerMove: BrowserCommand<[pick: number, turn: number]> = async (
  _ctx,
  pick,
  turn,
) => {
  if (!second) throw new Error('no second player');
  return second.page.evaluate(
    ({ t, k, n }: { t: string; k: number; n: number }) => {
      const el = document.querySelector(t) as HTMLElement & {
        humanTurn: boolean;
        online: { view: { legal: number[]; turn: number } | null };
        play(a: number): void;
      };
      // Only once its view has caught up with the turn the test is at (a seat may move twice).
      if (!el?.online?.view || !el.humanTurn || el.online.view.turn !== n) return false;
      // The server's list of legal moves (the element's board offers the same ones).
      const legal = el.online.view.legal;
      el.play(legal[k % legal.length]!);
      return true;
    },
    { t: second.tag, k: pick, n: turn },
  );
};

/**
 * The second player's view: its status word, seat, turn and whether the game is over, and its
 * words: the verdict at the end, the score panel's seat names, the online bar's text.
 */
export const secondPlayerState: BrowserCommand<[]> = async () => {
  if (!second) throw new Error('no second player');
  return second.page
    .evaluate((t: string) => {
      const el = document.querySelector(t) as HTMLElement & {
        online: {
          status: string;
          problem: string;
          view: { seat: number | null; turn: number; toMove: number | null } | null;
        };
      };
      const v = el?.online?.view;
      const root = el?.shadowRoot;
      const text = (sel: string) =>
        root?.querySelector(sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const panel = root?.querySelector('arcade-score-panel') as unknown as {
        players?: readonly { name: string }[];
      };
      return {
        verdict: text('[part="status"] .verdict'),
        names: (panel?.players ?? []).map((p) => p.name),
        bar: text('[part="online"]'),
        status: el?.online?.status ?? 'none',
        problem: el?.online?.problem ?? '',
        attrs: el ? [...el.attributes].map((a) => `${a.name}=${a.value}`).join(' ') : 'no element',
        seat: v?.seat ?? null,
        turn: v?.turn ?? -1,
        over: v ? v.toMove === null : false,
      };
    }, second.tag)
    .then((state: Record<string, unknown>) => ({
      ...state,
      errors: second?.errors.join(' | ') ?? '',
    }));
};

export const closeSecondPlayer: BrowserCommand<[]> = async () => {
  if (!second) return;
  const s = second;
  second = null;
  await s.context.close();
};

/**
 * Opens the second player's page in a new browser context at this origin with the query
 * `search` (an invite link's), and mounts `<matrix-arcade sync-url>` there, as opening the link
 * in the real site does.
 */
export const openSecondArcade: BrowserCommand<[search: string]> = async (ctx, search) => {
  await closeSecondPlayer(ctx);
  const origin = new URL(ctx.page.url()).origin;
  const browser = ctx.page.context().browser()!;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e: Error) => errors.push(e.message));
  await page.goto(`${origin}/src/lib/online-mirror.ts${search}`);
  await page.setContent(BLANK);
  second = { page, context, tag: 'matrix-arcade', attrs: { 'sync-url': '' }, errors };
  await page.addScriptTag({ content: PLAIN_RUNNER });
  await page.addScriptTag({ type: 'module', content: `import '/src/arcade/define.ts';` });
  await page.waitForFunction(() => customElements.get('matrix-arcade') !== undefined, null, {
    timeout: 20_000,
  });
  await page.evaluate(() => {
    const el = document.createElement('matrix-arcade');
    el.setAttribute('sync-url', '');
    document.body.append(el);
  });
};

/** Clicks, with the mouse, the first element `selector` finds in the second page (shadow roots pierced). */
export const secondClick: BrowserCommand<[selector: string]> = async (_ctx, selector) => {
  if (!second) throw new Error('no second player');
  await second.page.locator(selector).first().click({ timeout: 10_000 });
};

/** The second arcade's game element: its online seat, turn, whose move, and the question's presence. */
export const secondArcadeState: BrowserCommand<[]> = async () => {
  if (!second) throw new Error('no second player');
  return second.page.evaluate(() => {
    const a = document.querySelector('matrix-arcade') as HTMLElement & {
      gameElement: {
        online: {
          status: string;
          view: { seat: number | null; turn: number; toMove: number | null } | null;
        };
      } | null;
    };
    const v = a?.gameElement?.online?.view;
    return {
      status: a?.gameElement?.online?.status ?? 'none',
      seat: v?.seat ?? null,
      turn: v?.turn ?? -1,
      toMove: v?.toMove ?? null,
      asking: !!a?.shadowRoot?.querySelector('dialog[data-link-question][open]'),
    };
  });
};
