/**
 * The buttons of `<arcade-replay>`: Start, Back, Play/Pause, Forward, End, the speed of playing,
 * a slider over the moves and Close. Every one is a native control (reached with Tab, named in
 * words: Play and Pause say what they do); a step by hand stops the playing.
 */
import { html } from 'lit';
import { LINE_SPEEDS, type LineSpeed, type ReplayPlayer } from './replay-player.js';

export interface ReplayBarPort {
  /** Moves shown now (0: the start), and in all. */
  readonly step: number;
  readonly total: number;
  readonly player: ReplayPlayer;
  /** A step by hand to the position after `k` moves. */
  stepTo(k: number): void;
  close(): void;
}

export function replayBar(p: ReplayBarPort) {
  const { step: at, total: n, player } = p;
  const playing = player.playing;
  // On a phone the buttons show their glyphs only (`.word` hidden), named by aria-label.
  const step = (name: string, glyph: string, word: string, to: number, disabled: boolean) => {
    const ahead = name === 'forward' || name === 'last';
    return html`<button
      data-step=${name}
      aria-label=${word}
      aria-disabled=${disabled ? 'true' : 'false'}
      @click=${() => p.stepTo(to)}
    >
      ${ahead ? html`<span class="word">${word} </span>${glyph}` : html`${glyph}<span class="word"> ${word}</span>`}
    </button>`;
  };
  return html`<div class="bar">
    ${step('first', '«', 'Start', 0, at === 0)}
    ${step('back', '‹', 'Back', at - 1, at === 0)}
    <button
      data-step="play"
      aria-label=${playing ? 'Pause' : 'Play'}
      aria-pressed=${playing ? 'true' : 'false'}
      ?disabled=${n === 0}
      @click=${() => player.toggle()}
    >
      ${playing ? '❚❚' : '►'}<span class="word"> ${playing ? 'Pause' : 'Play'}</span>
    </button>
    ${step('forward', '›', 'Forward', at + 1, at === n)}
    ${step('last', '»', 'End', n, at === n)}
    <label class="speed"
      ><span class="word">Speed</span>
      <select
        aria-label="Speed"
        data-step="speed"
        @change=${(e: Event) => player.setSpeed((e.target as HTMLSelectElement).value as LineSpeed)}
      >
        ${Object.entries(LINE_SPEEDS).map(
          ([k, v]) => html`<option value=${k} ?selected=${k === player.speed}>${v.label}</option>`,
        )}
      </select></label
    >
    <input
      type="range"
      min="0"
      max=${n}
      .value=${String(at)}
      aria-label="Move"
      aria-valuetext=${`Move ${at} of ${n}`}
      @input=${(e: Event) => p.stepTo(Number((e.target as HTMLInputElement).value))}
    />
    <button class="close" data-step="close" @click=${() => p.close()}>Close</button>
  </div>`;
}
