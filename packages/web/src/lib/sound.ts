/**
 * Short sounds for the game elements, synthesized with the Web Audio API (no sound files to
 * ship): a click for a person's move, a softer blip for the AI's, a rising chord for a win, a
 * falling one for a loss, a flat one for a draw. Sound is off unless the element's `sound`
 * attribute is set (the arcade sets it from its mute switch). The audio context is created on
 * the first cue, which follows a click or a key in practice, as browsers' autoplay rules ask;
 * if the browser has no Web Audio, or refuses, the cue is skipped silently (sound is never
 * needed to play: every cue has words in the live region).
 */

/** What a cue is for. */
export type Cue = 'move' | 'ai-move' | 'win' | 'loss' | 'draw';

/** Notes of each cue: [frequency Hz, start s, length s]. */
const NOTES: Record<Cue, readonly (readonly [number, number, number])[]> = {
  move: [[660, 0, 0.06]],
  'ai-move': [[440, 0, 0.05]],
  win: [
    [523, 0, 0.12],
    [659, 0.1, 0.12],
    [784, 0.2, 0.25],
  ],
  loss: [
    [392, 0, 0.15],
    [311, 0.14, 0.3],
  ],
  draw: [
    [440, 0, 0.12],
    [440, 0.14, 0.2],
  ],
};

let context: AudioContext | null | undefined;

function audio(): AudioContext | null {
  if (context === undefined) {
    try {
      const Ctor = globalThis.AudioContext;
      context = Ctor ? new Ctor() : null;
    } catch {
      context = null;
    }
  }
  return context;
}

/** Cues played so far in this page, newest last (for tests and debugging; at most 50). */
export const playedCues: Cue[] = [];

/** Plays a cue now (quietly: the peak gain is 0.08). */
export function playCue(cue: Cue): void {
  playedCues.push(cue);
  if (playedCues.length > 50) playedCues.shift();
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    for (const [freq, start, length] of NOTES[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.08, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
  } catch {
    // A refused or closed context: no sound, the game goes on.
  }
}

/**
 * The cue after a move: the end of the game from the people's side (a win if the AI plays every
 * seat and someone won), else the mover's click.
 */
export function moveCue(
  outcome: { readonly winners: readonly number[] } | null,
  by: 'human' | 'ai',
  seats: number,
  isAiSeat: (seat: number) => boolean,
): Cue {
  if (!outcome) return by === 'ai' ? 'ai-move' : 'move';
  const { winners } = outcome;
  if (winners.length === 0) return seats > 1 ? 'draw' : 'loss';
  const people = Array.from({ length: seats }, (_, i) => i).filter((i) => !isAiSeat(i));
  if (people.length === 0) return 'win';
  return winners.some((w) => people.includes(w)) ? 'win' : 'loss';
}
