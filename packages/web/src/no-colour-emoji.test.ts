/**
 * No text the elements or the arcade show needs a colour-emoji font: every symbol in the web
 * package's source is one that text fonts draw (♠ ★ ⚑ ✖ ☠ ❄ …), never a character whose default
 * look is a colour emoji (🏁, ⚠️ with its variation selector, 🎲 …), which shows as an empty box
 * on a machine without such a font.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Default emoji presentation, or the selector that asks for it. */
const COLOUR_EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.includes('.test') ? [path] : [];
  });
}

describe('symbols in the web package', () => {
  it('the pattern catches a colour emoji and lets text symbols through', () => {
    expect(COLOUR_EMOJI.test('🏁 You won')).toBe(true);
    expect(COLOUR_EMOJI.test('⚠️ careful')).toBe(true);
    expect(COLOUR_EMOJI.test('⚑ ✖ ☠ ❄ ★ ♠ ♔ ◆ ● ⊘ ⇄')).toBe(false);
  });

  it('no source file shows a character that needs a colour-emoji font', () => {
    const found = sources(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          COLOUR_EMOJI.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
