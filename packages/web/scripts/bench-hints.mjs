#!/usr/bin/env node
/**
 * `node packages/web/scripts/bench-hints.mjs [game ...] [--hints N] [--level quick|strong] [--json]`
 * (run by `pnpm bench` after its Node figures): the latency of hints as a player gets them in
 * Chromium. It serves the built arcade site (`build/site`, from `pnpm build`), opens it in
 * Debian's Chromium at each game's link (the arcade loads the game it shows), mounts its
 * element, asks `hint()` (the real Web Worker
 * engine at the given level) and plays the hinted move, game after game, until N hints are
 * timed; it prints their median and 95th percentile (nearest rank, as `pnpm bench` does for
 * Node). The page's first hint of a game, which also starts the engine's worker and compiles its
 * wasm, is printed on its own and not among the N, as the Node figures time theirs after a
 * warm-up; later elements of the same game reuse the warm worker, and their hints are counted.
 * A measurement, never a pass/fail test.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gamePackageRefs } from '@matrix-arcade/core/discover';
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from '../test/chromium-launch.mjs';

const USAGE = `usage: node packages/web/scripts/bench-hints.mjs [game ...] [--hints N] [--level quick|strong] [--json]

  game         game ids (default: every game of the web package's dependencies)
  --hints N    hints timed per game after the first (default 40)
  --level L    the AI level of the hints: quick (default) or strong
  --json       one JSON object per game and line`;

const SITE = fileURLToPath(new URL('../build/site/', import.meta.url));
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
};

function fail(message) {
  console.error(`bench-hints: ${message}\n\n${USAGE}`);
  process.exit(2);
}

/** A static server of the built site on a free local port. */
async function serve() {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^\/+/,
      '',
    );
    const file = path === '' ? 'index.html' : path;
    try {
      const body = await readFile(join(SITE, file));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/**
 * In the page: mount the element, hint and play until `count` hints after the first are timed;
 * the first (the worker's start) is returned on its own.
 */
async function timeHints({ tag, count, level }) {
  await customElements.whenDefined(tag);
  const times = [];
  for (let seed = 1; times.length < count + 1; seed++) {
    const el = document.createElement(tag);
    el.setAttribute('seed', String(seed));
    el.setAttribute('ai-level', level);
    document.body.append(el);
    await el.updateComplete;
    while (times.length < count + 1 && !el.result) {
      const t = performance.now();
      const h = await el.hint();
      times.push(performance.now() - t);
      el.play(h.action);
      await el.updateComplete;
    }
    el.remove();
  }
  return times;
}

/** The nearest-rank quantile `q` of `sorted`. */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        hints: { type: 'string' },
        level: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (e) {
    fail(e.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return console.log(USAGE);
  const count = values.hints === undefined ? 40 : Number(values.hints);
  if (!Number.isInteger(count) || count < 1 || count > 10_000)
    fail(`--hints: expected an integer from 1 to 10000, got "${values.hints}"`);
  const level = values.level ?? 'quick';
  if (level !== 'quick' && level !== 'strong')
    fail(`--level: expected quick or strong, got "${level}"`);
  const games = positionals.length
    ? positionals
    : gamePackageRefs(new URL('../package.json', import.meta.url)).map((r) =>
        r.name.replace(/^@[^/]+\//, ''),
      );
  try {
    await readFile(join(SITE, 'index.html'));
  } catch {
    fail(`no built site at ${SITE}: run pnpm build first`);
  }
  const { server, url } = await serve();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const game of games) {
      const tag = `${game}-game`;
      // The arcade registers a game's element when it shows the game (it loads what is used).
      await page.goto(`${url}?game=${encodeURIComponent(game)}`);
      const known = await page
        .waitForFunction((t) => customElements.get(t) !== undefined, tag, { timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (!known) fail(`unknown game "${game}": the arcade defines no <${tag}>`);
      const [first, ...times] = await page.evaluate(timeHints, { tag, count, level });
      times.sort((a, b) => a - b);
      const r = {
        game,
        level,
        hints: times.length,
        browser: await browser.version(),
        first_hint_ms: Math.round(first * 10) / 10,
        hint_ms_p50: Math.round(quantile(times, 0.5) * 10) / 10,
        hint_ms_p95: Math.round(quantile(times, 0.95) * 10) / 10,
      };
      if (values.json) console.log(JSON.stringify(r));
      else
        console.log(
          `${game}: ${r.hints} ${level} hints in Chromium ${r.browser}   p50 ${r.hint_ms_p50} ms   p95 ${r.hint_ms_p95} ms   (first hint, worker start: ${r.first_hint_ms} ms)`,
        );
    }
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
