/**
 * scripts/css-comments.mjs: the comments go from the static text of `css` templates, and
 * nothing else changes (interpolations, other templates, strings that look like comments).
 */
import { describe, expect, it } from 'vitest';
import { stripCssComments } from '../scripts/css-comments.mjs';

describe('stripCssComments', () => {
  it('drops comments and the lines they leave empty from a css template', () => {
    const code = 'const s = css`\n  /* why */\n  a { color: red; } /* inline */\n  b {}\n`;';
    expect(stripCssComments(code)).toBe('const s = css`\n  a { color: red; } \n  b {}\n`;');
  });

  it('keeps interpolations, nested templates and the text around them', () => {
    const code =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source as text
      'x = css`/* a */ .a { ${unsafeCSS(`/* not css */ ${y}`)} } /* b */ .b { w: ${n ? "}" : 1}px }`; z = "/* kept */";';
    expect(stripCssComments(code)).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source as text
      'x = css` .a { ${unsafeCSS(`/* not css */ ${y}`)} }  .b { w: ${n ? "}" : 1}px }`; z = "/* kept */";',
    );
  });

  it('leaves other templates and names ending in css alone', () => {
    const code = 'html`<!-- /* x */ -->`; myCss`/* y */`; a.css`/* z */`; css `/* w */p{}`';
    expect(stripCssComments(code)).toBe(
      'html`<!-- /* x */ -->`; myCss`/* y */`; a.css`/* z */`; css `p{}`',
    );
  });

  it('drops a comment that shares its line with a rule, and only the comment', () => {
    const code = 'css`\n  /* a */ x {} /* b */\n  /* c */\n`';
    expect(stripCssComments(code)).toBe('css`\n   x {} \n`');
  });

  it('keeps escaped backticks inside a template', () => {
    const code = 'css`a::after { content: "\\`"; } /* c */`';
    expect(stripCssComments(code)).toBe('css`a::after { content: "\\`"; } `');
  });
});
