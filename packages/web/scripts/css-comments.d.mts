/** Types of css-comments.mjs (CSS comments out of the `css` templates we ship). */
export function stripCssComments(code: string): string;
export function stripCssCommentsIn(dir: string): void;
export function cssCommentsPlugin(): import('vite').Plugin;
