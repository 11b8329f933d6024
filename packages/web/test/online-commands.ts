/**
 * Browser commands (run on the Node side) for the online tests: a second player in its own
 * browser context (its own storage and connection, like a friend's browser), on a page of the
 * same origin that loads the element's define entry. The test drives it: open it on a room with
 * a seat token, play a legal move when its seat is to move, reload it, read its state. The page
 * outlives a test (its elements leave their rooms at the end of each): the modules a fresh page
 * fetches one by one from the dev server load once, not once per test.
 */
import type { BrowserCommand } from 'vitest/node';

// biome-ignore lint/suspicious/noExplicitAny: playwright's objects, typed by the provider
type Page = any;
let second: {
  /** 'element': a blank page with game elements; 'arcade': an arcade opened on a link. */
  kind: 'element' | 'arcade';
  origin: string;
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

async function mount(page: Page, tag: string, attrs: Record<string, string>): Promise<void> {
  const define = `/src/${tag.replace(/-game$/, '')}/define.ts`;
  await page.addScriptTag({ content: PLAIN_RUNNER });
  // The element's entry and the online entry, as a page that plays online loads them, imported
  // by the page and awaited: a module that fails to load rejects with its own error, and a
  // fresh page's load (some 135 modules from the dev server, seconds on a loaded machine) is
  // waited for under the test's timeout, not a shorter clock of its own.
  await page
    .evaluate(
      (urls: string[]) => Promise.all(urls.map((u) => import(u))).then(() => undefined),
      [define, '/src/online/define.ts'],
    )
    .catch((e: Error) => {
      throw new Error(`the second player's page could not load ${define}: ${e.message}`);
    });
  await page.evaluate(
    ({ t, a }: { t: string; a: Record<string, string> }) => {
      if (!customElements.get(t)) throw new Error(`<${t}> is not defined once its entry loaded`);
      const el = document.createElement(t);
      for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
      document.body.append(el);
    },
    { t: tag, a: attrs },
  );
}

/**
 * Removes the second player's elements, each leaving its room (as closing its tab would), and
 * keeps the page: its modules stay loaded for the next test.
 */
async function empty(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const els = [...document.body.children] as (Element & {
      online?: { left(): Promise<void> };
    })[];
    for (const el of els) el.remove();
    await Promise.all(els.map((el) => el.online?.left()));
  });
}

/**
 * Opens the second player's page in a new browser context and mounts `tag` with `attrs`. One
 * page serves the tests one after the other (none needs a fresh one: the element keeps nothing
 * in storage): when it is open, its elements leave their rooms and the new one is mounted there.
 */
export const openSecondPlayer: BrowserCommand<
  [tag: string, attrs: Record<string, string>]
> = async (ctx, tag, attrs) => {
  const origin = new URL(ctx.page.url()).origin;
  if (second?.kind === 'element' && second.origin === origin) {
    await empty(second.page);
    second.errors.splice(0);
    Object.assign(second, { tag, attrs });
    await mount(second.page, tag, attrs);
    return;
  }
  if (second) await second.context.close();
  second = null;
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
  second = { kind: 'element', origin, page, context, tag, attrs, errors };
  await mount(page, tag, attrs);
};

/** Reloads the second player's page and mounts the element again with the same attributes. */
export const reloadSecondPlayer: BrowserCommand<[]> = async () => {
  if (!second) throw new Error('no second player');
  await second.page.reload();
  await second.page.setContent(BLANK);
  await mount(second.page, second.tag, second.attrs);
};

/**
 * If the second player's seat is to move, plays its `pick`-th legal move (modulo their count;
 * counted from the end when negative) through the element's `play` (as a person would), and
 * says so.
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
      el.play(legal.at(k % legal.length)!);
      return true;
    },
    { t: second.tag, k: pick, n: turn },
  );
};

/**
 * The second player's view: its status word, seat, turn and whether the game is over, and its
 * words: the verdict and the result's sentence at the end, the score panel's seat names, the
 * online bar's text.
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
        result: text('[part="status"] .result'),
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

/**
 * The second player leaves: its elements leave their rooms, and its page stays open for the
 * next test that opens one. An arcade opened on a link is closed (the next link gets its own).
 */
export const closeSecondPlayer: BrowserCommand<[]> = async () => {
  if (!second) return;
  const s = second;
  if (s.kind === 'element') {
    try {
      await empty(s.page);
      return;
    } catch {
      // A page that cannot answer any more: closed, and the next test opens a new one.
    }
  }
  second = null;
  await s.context.close();
};

/**
 * Opens the second player's page in a new browser context at this origin with the query
 * `search` (an invite link's), and mounts `<matrix-arcade sync-url>` there, as opening the link
 * in the real site does.
 */
export const openSecondArcade: BrowserCommand<[search: string]> = async (ctx, search) => {
  if (second) await second.context.close();
  second = null;
  const origin = new URL(ctx.page.url()).origin;
  const browser = ctx.page.context().browser()!;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e: Error) => errors.push(e.message));
  await page.goto(`${origin}/src/lib/online-mirror.ts${search}`);
  await page.setContent(BLANK);
  second = {
    kind: 'arcade',
    origin,
    page,
    context,
    tag: 'matrix-arcade',
    attrs: { 'sync-url': '' },
    errors,
  };
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
