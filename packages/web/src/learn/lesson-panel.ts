/**
 * The step panel of a game element in teaching mode (part `lesson`), drawn where the controls
 * are (beside the board when there are two columns, a bar at the bottom of a phone's screen):
 * the lesson's title and step count, what the last move got (a refusal and why, a right move's
 * why, a hint), the step's text in a polite live region, and the buttons: Back, Hint (when the
 * step asks the player to find the move alone), Next (once the step allows it), Replay and Skip;
 * at the end the stars with Replay, "Play a game of …" (the main button once the guided game's
 * last part is played), Next lesson (when the page offers one) and Done.
 */
import { html, nothing } from 'lit';
import { emphasised } from '../arcade/rules-summary.js';
import { fire } from '../lib/game-events.js';
import type { LessonController } from './lesson-controller.js';

/** "★★☆": stars earned out of three, for eyes (the words say it too). */
export function starGlyphs(stars: number): string {
  return '★'.repeat(stars) + '☆'.repeat(3 - stars);
}

function endPanel<S>(t: LessonController<S>, host: HTMLElement) {
  const stars = t.stars;
  const said = t.skipped
    ? 'Skipped: no stars. Replay it whenever you like.'
    : `Lesson complete: ${stars} star${stars === 1 ? '' : 's'}${t.mistakes + t.hints === 0 ? ', no wrong move and no hint' : ` (${t.mistakes} wrong move${t.mistakes === 1 ? '' : 's'}, ${t.hints} hint${t.hints === 1 ? '' : 's'})`}.`;
  return html`<div class="lesson-text" aria-live="polite">
      <p class="lesson-stars">
        <span aria-hidden="true">${starGlyphs(stars)}</span> ${said}
      </p>
    </div>
    <div class="lesson-buttons">
      <button data-lesson="replay" @click=${() => t.replay()}>Replay</button>
      ${
        t.playTitle
          ? html`<button class="primary" data-lesson="play" @click=${() => fire(host, 'lesson-play', {})}>
            Play a game of ${t.playTitle}
          </button>`
          : nothing
      }
      ${
        t.nextTitle
          ? html`<button class=${t.playTitle ? '' : 'primary'} data-lesson="next-lesson" @click=${() => fire(host, 'lesson-next', {})}>
            Next lesson: ${t.nextTitle}
          </button>`
          : nothing
      }
      <button data-lesson="exit" @click=${() => fire(host, 'lesson-exit', {})}>Done</button>
    </div>`;
}

/** The panel, or nothing when the element is not teaching. */
export function lessonPanel<S>(t: LessonController<S>, host: HTMLElement): unknown {
  const lesson = t.lesson;
  if (!lesson) return nothing;
  const step = t.current;
  const n = lesson.steps.length;
  const fb = t.feedback;
  const mark = fb ? { wrong: '✖', right: '✓', hint: '☛' }[fb.kind] : '';
  const asks = step?.kind === 'move' && !t.played;
  return html`<section class="actions lesson-panel" part="lesson" aria-label=${`Lesson: ${lesson.title}`}>
    <p class="lesson-head">
      <strong>${lesson.title}</strong>
      <span class="muted">${t.finished ? 'the end' : `step ${t.step + 1} of ${n}`}</span>
    </p>
    ${
      t.finished
        ? endPanel(t, host)
        : html`<div class="lesson-text" aria-live="polite">
            ${fb ? html`<p class=${`lesson-feedback ${fb.kind}`} data-feedback=${fb.kind}><span aria-hidden="true">${mark}</span> ${fb.text}</p>` : nothing}
            ${t.played ? nothing : html`<p class="lesson-step" data-step-kind=${step?.kind ?? ''}>${emphasised(step?.text ?? '')}</p>`}
            ${asks ? html`<p class="muted lesson-ask">${step.alone && !t.revealed ? 'Find the move yourself (Hint shows it).' : 'Play the move the pointer (☛) shows.'}</p>` : nothing}
          </div>
          <div class="lesson-buttons">
            <button data-lesson="back" ?disabled=${!t.canBack} @click=${() => t.back()}>Back</button>
            ${
              asks && step.alone
                ? html`<button data-lesson="hint" ?disabled=${t.revealed} @click=${() => t.hint()}>Hint</button>`
                : nothing
            }
            <button class="primary" data-lesson="next" ?disabled=${!t.canNext} @click=${() => t.next()}>Next</button>
            <button data-lesson="replay" @click=${() => t.replay()}>Replay</button>
            <button data-lesson="skip" @click=${() => t.skip()}>Skip lesson</button>
          </div>`
    }
  </section>`;
}
