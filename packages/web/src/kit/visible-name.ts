/**
 * Label in Name (WCAG 2.5.3): a control whose accessible name is richer than what it shows must
 * still contain the text it shows, in order, so a speech-input user can say what they see ("click
 * G 1 plus 2") and be understood. The words are compared as assistive checkers compare them
 * (axe-core's `label-content-name-mismatch`): letters and digits only, case-free, text in
 * parentheses left out, symbols such as ♠ ★ × + dropped. A shown text that is one letter or
 * only symbols says nothing a person could speak, and is left out of the name.
 */

/** The spoken words of a text: runs of letters or digits, lower case, parentheses left out. */
export function spokenWords(text: string): string[] {
  let t = text.normalize('NFKD');
  for (let prev = ''; prev !== t; ) {
    prev = t;
    t = t.replace(/\([^()]*\)/g, ' ');
  }
  return t
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** Whether `words` contains `part` as a run of consecutive words. */
function containsRun(words: readonly string[], part: readonly string[]): boolean {
  for (let i = 0; i + part.length <= words.length; i++) {
    if (part.every((w, j) => words[i + j] === w)) return true;
  }
  return false;
}

/** Whether a shown text says something speakable: more than one letter, or a number. */
export function isSpeakable(shown: string): boolean {
  const w = spokenWords(shown).join(' ');
  return w.length > 1 || /\d/.test(w);
}

/**
 * The accessible name for a control that shows `shown` and means `words`: `words` when it already
 * contains the shown words in order (or the shown text is not speakable), else
 * `"<shown>: <words>"`, the visible label first as WCAG advises.
 */
export function nameWithVisibleText(shown: string, words: string): string {
  const seen = shown.replace(/\s+/g, ' ').trim();
  if (!isSpeakable(seen) || containsRun(spokenWords(words), spokenWords(seen))) return words;
  return `${seen}: ${words}`;
}
