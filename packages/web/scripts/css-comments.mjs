/**
 * Comments out of the stylesheets we ship. Lit's `css` tagged templates are strings to every
 * minifier (tsc, esbuild, Rollup keep their text as written), so the comments that explain our
 * styles went to every page that embeds a game: about 17 kB over the package's files. This drops
 * the comments (and the lines they leave empty) from the static parts of each `css` template:
 * on the built files (`node scripts/css-comments.mjs dist`, after tsc) and, as a Vite plugin,
 * in the site's build. Interpolations (`${…}`) are kept as they are; a comment never spans one
 * in our styles (a comment left open at an interpolation is kept, not guessed at).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Drops CSS comments from the static text of every css`…` template in `code`. */
export function stripCssComments(code) {
  // The tag: `css` then the backtick, maybe a space apart (tsc writes css `…`), and not the end
  // of a longer name (`myCss`, `a.css`).
  const tag = /(?<![\w$.])css\s*`/g;
  let out = '';
  let at = 0;
  for (let m = tag.exec(code); m; m = tag.exec(code)) {
    if (m.index < at) continue; // inside a template already copied
    out += code.slice(at, m.index + m[0].length);
    let i = m.index + m[0].length;
    let text = '';
    // The template's static parts, up to its closing backtick; `${…}` copied through.
    while (i < code.length && code[i] !== '`') {
      if (code[i] === '\\') {
        text += code.slice(i, i + 2);
        i += 2;
      } else if (code[i] === '$' && code[i + 1] === '{') {
        out += clean(text);
        text = '';
        const end = interpolationEnd(code, i + 2);
        out += code.slice(i, end);
        i = end;
      } else text += code[i++];
    }
    out += clean(text);
    at = i;
    tag.lastIndex = i;
  }
  return out + code.slice(at);
}

/** A static part without its comments; a line left blank by one goes too. */
function clean(text) {
  return text.replace(ALONE, '').replace(ANY, '');
}

/** One CSS comment: `/*`, then anything that does not close it, then its closing. */
const COMMENT = String.raw`/\*[^*]*\*+(?:[^/*][^*]*\*+)*/`;
/** A comment alone on its line (the line goes with it), and any comment. */
const ALONE = new RegExp(String.raw`\n[ \t]*${COMMENT}[ \t]*(?=\n)`, 'g');
const ANY = new RegExp(COMMENT, 'g');

/** The index just past the `}` closing an interpolation whose body starts at `i`. */
function interpolationEnd(code, i) {
  let depth = 1;
  for (; i < code.length; i++) {
    const c = code[i];
    if (c === '`') i = templateEnd(code, i + 1);
    else if (c === '"' || c === "'") {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return code.length;
}

/** The index of the backtick closing a nested template whose text starts at `i`. */
function templateEnd(code, i) {
  for (; i < code.length && code[i] !== '`'; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === '$' && code[i + 1] === '{') i = interpolationEnd(code, i + 2) - 1;
  }
  return i;
}

/** The same for the site's build: a Vite plugin over our TypeScript sources. */
export function cssCommentsPlugin() {
  return {
    name: 'css-comments',
    transform(code, id) {
      if (!/\.[cm]?[jt]s$/.test(id) || id.includes('node_modules') || !/css\s*`/.test(code))
        return null;
      return { code: stripCssComments(code), map: null };
    },
  };
}

/** Rewrites every .js file under `dir` in place. */
export function stripCssCommentsIn(dir) {
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!f.endsWith('.js')) continue;
    const path = join(dir, f);
    const code = readFileSync(path, 'utf8');
    if (!/css\s*`/.test(code)) continue;
    const next = stripCssComments(code);
    if (next !== code) writeFileSync(path, next);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/css-comments.mjs <folder of built .js files>');
    process.exit(2);
  }
  stripCssCommentsIn(dir);
}
