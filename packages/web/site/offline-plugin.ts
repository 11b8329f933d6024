/**
 * The build's part of "works offline and installs" (a Vite plugin of the site's build only):
 * writes the web app manifest and its PNG icons (`icons.ts`), and `sw.js`, the service worker
 * (`sw.js` of this folder) preceded by what it must know of this build, read from the bundle:
 *
 * - `shell`: the page's entry script and everything it imports statically (no dynamic import:
 *   no game, no online client), its styles, the manifest and the icons;
 * - `games`: for each game of the web package (`scripts/game-list.mjs`), `opens` (the chunk of
 *   its register function: fetching it means the game was opened) and `files`: the chunks its
 *   card's loader imports (its manifest, register function and solver worker) and everything
 *   they import, statically or dynamically (the engine glue, the lessons), with the assets any of
 *   them names (the `.wasm`, the engine's and the solver's worker scripts, and what those name in
 *   turn), not through the shell;
 * - `version`: a hash of the build's file names and the worker's source, so that a new build is
 *   a new service worker (the page's "update ready" prompt).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { gameListPackages } from '../scripts/game-list.mjs';
import { iconPng } from './icons.js';

export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const;

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('./sw.js', import.meta.url));

export interface BuildManifest {
  readonly version: string;
  readonly shell: readonly string[];
  readonly games: Readonly<Record<string, { opens: string[]; files: string[] }>>;
}

/** The web app manifest: an installable arcade, standalone, in the theme's colours. */
export function webAppManifest(): object {
  return {
    id: './',
    name: 'matrix-arcade',
    short_name: 'Arcade',
    description:
      'Cyberpunk tabletop games in the browser, with an AI that plays and gives hints. Games opened once play offline.',
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'any',
    background_color: '#070b16',
    theme_color: '#070b16',
    categories: ['games'],
    icons: ICONS.map((i) => ({
      src: i.file,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.maskable ? 'maskable' : 'any',
    })),
  };
}

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type Output = OutputChunk | Rollup.OutputAsset;
type ViteChunk = OutputChunk & {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

/** The files `file` brings with it: its imports (dynamic ones if asked) and the assets it names. */
function refsOf(bundle: OutputBundle, file: string, dynamic: boolean): string[] {
  const o = bundle[file] as Output | undefined;
  if (!o) return [];
  const assets = Object.values(bundle).filter((x) => x.type === 'asset' && x.fileName !== file);
  const text = o.type === 'chunk' ? o.code : typeof o.source === 'string' ? o.source : '';
  const named = assets.filter((a) => text.includes(basename(a.fileName))).map((a) => a.fileName);
  if (o.type === 'asset') return named;
  const meta = (o as ViteChunk).viteMetadata;
  return [
    ...o.imports,
    ...(dynamic ? o.dynamicImports : []),
    ...(meta ? [...meta.importedCss, ...meta.importedAssets] : []),
    ...named,
  ];
}

/** `starts` and every file reachable from them, not through `stop` (nor including it). */
function closure(
  bundle: OutputBundle,
  starts: readonly string[],
  dynamic: boolean,
  stop: readonly string[] = [],
): string[] {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const f = todo.pop()!;
    if (seen.has(f) || !bundle[f] || stop.includes(f)) continue;
    seen.add(f);
    todo.push(...refsOf(bundle, f, dynamic));
  }
  return [...seen].sort();
}

/** What the service worker knows of the build (see the file comment). */
export async function buildManifest(
  bundle: OutputBundle,
  resolve: (spec: string) => Promise<string | null>,
  extra: readonly string[],
): Promise<BuildManifest> {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  const shell = [...closure(bundle, entries, false), ...extra];
  const games: Record<string, { opens: string[]; files: string[] }> = {};
  for (const { name, id } of gameListPackages()) {
    // What the card's loader imports (its manifest, register function, solver worker); its
    // register function is the one no other game imports: fetching it means the game opened.
    const modules = [
      await resolve(`${name}/manifest`),
      `${SRC}${id}/register.ts`,
      `${SRC}${id}/winnable.ts`,
    ];
    const starts = chunks.filter((c) => modules.includes(c.facadeModuleId)).map((c) => c.fileName);
    const opens = chunks
      .filter((c) => c.facadeModuleId === `${SRC}${id}/register.ts`)
      .map((c) => c.fileName);
    if (opens.length !== 1) throw new Error(`offline plugin: no chunk opens the game ${id}`);
    games[id] = { opens, files: closure(bundle, starts, true, shell) };
  }
  const hash = createHash('sha256');
  for (const f of Object.keys(bundle).sort()) hash.update(`${f}\n`);
  hash.update(readFileSync(TEMPLATE));
  return { version: hash.digest('hex').slice(0, 16), shell, games };
}

export function offlinePlugin(): Plugin {
  return {
    name: 'matrix-arcade-offline',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: './manifest.webmanifest' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: './icon-192.png' }, injectTo: 'head' },
    ],
    async generateBundle(_options, bundle) {
      for (const i of ICONS)
        this.emitFile({ type: 'asset', fileName: i.file, source: iconPng(i.size, i.maskable) });
      const manifest = 'manifest.webmanifest';
      this.emitFile({
        type: 'asset',
        fileName: manifest,
        source: `${JSON.stringify(webAppManifest(), null, 2)}\n`,
      });
      const importer = `${SRC}games.ts`;
      const resolve = async (spec: string) => (await this.resolve(spec, importer))?.id ?? null;
      const build = await buildManifest(bundle, resolve, [manifest, ...ICONS.map((i) => i.file)]);
      const source = `const BUILD = ${JSON.stringify(build)};\n${readFileSync(TEMPLATE, 'utf8')}`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
