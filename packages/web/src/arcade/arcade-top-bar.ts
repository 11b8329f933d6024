/**
 * The arcade's top bar (part `header`), one compact row on a desktop and two on a phone: the
 * name, the game button (the game on show; it opens the picker), New game, Play a friend online
 * (games for two), Stats (statistics and
 * past games), Rules, and the theme and sound switches. Glyphs are plain text (no emoji that
 * needs a colour font).
 */
import { html, nothing } from 'lit';
import type { Preferences } from './arcade-storage.js';

/** What a top-bar button opens. */
export type Opening = 'picker' | 'new-game' | 'online' | 'stats' | 'rules';

export function topBar(p: {
  /** The title of the game on show (null while the picker is shown on a first visit). */
  readonly title: string | null;
  /** The game on show is loaded (false while its code loads: no game buttons yet). */
  readonly ready?: boolean;
  readonly picking: boolean;
  /** The game on show can be played with a friend online (two seats fit it). */
  readonly online?: boolean;
  readonly prefs: Preferences;
  readonly onOpen: (what: Opening) => void;
  readonly onPrefs: (p: Preferences) => void;
}) {
  return html`<header part="header">
    <h1><span class="brand">MATRIX<span>//</span>ARCADE</span></h1>
    <button
      class="game-button"
      data-open="picker"
      aria-expanded=${p.picking ? 'true' : 'false'}
      @click=${() => p.onOpen('picker')}
    >
      ${p.title ? html`<span class="muted">Game:</span> ${p.title}` : 'Choose a game'}
      <span aria-hidden="true">▾</span>
    </button>
    <div class="actions">
      ${
        p.title && p.ready !== false
          ? html`<button data-open="new-game" @click=${() => p.onOpen('new-game')}>New game</button>
            ${p.online ? html`<button data-open="online" @click=${() => p.onOpen('online')}>Play a friend online</button>` : nothing}
            <button data-open="stats" @click=${() => p.onOpen('stats')}>Stats</button>
            <button data-open="rules" @click=${() => p.onOpen('rules')}>Rules</button>`
          : nothing
      }
      ${switches(p.prefs, p.onPrefs)}
    </div>
  </header>`;
}

/** The theme (system, light, dark) and sound switches. */
function switches(prefs: Preferences, onChange: (p: Preferences) => void) {
  return html`<label class="theme"
      ><span class="visually-hidden">Theme</span>
      <select
        data-pref="theme"
        aria-label="Theme"
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          onChange({ ...prefs, theme: v === 'light' || v === 'dark' ? v : null });
        }}
      >
        <option value="system" ?selected=${prefs.theme === null}>System</option>
        <option value="light" ?selected=${prefs.theme === 'light'}>Light</option>
        <option value="dark" ?selected=${prefs.theme === 'dark'}>Dark</option>
      </select></label
    >
    <button
      data-pref="sound"
      aria-pressed=${prefs.sound ? 'true' : 'false'}
      @click=${() => onChange({ ...prefs, sound: !prefs.sound })}
    >
      <span aria-hidden="true">${prefs.sound ? '♪' : '∅'}</span> Sound
    </button>`;
}
