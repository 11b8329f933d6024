/**
 * "Only winnable deals" for a solitaire with a clairvoyant solver (issue 37): before a deal is
 * shown, the solver (in its worker, `lib/winnable-protocol.ts`) searches it with the whole hidden
 * deck in view, and only a deal it proves winnable is dealt. The wait is bounded: each deal gets
 * `perDealMs` and at most `maxDeals` deals are tried (with a seed typed, that one only), so a
 * player waits at most about `maxDeals × perDealMs`; if no deal is proven winnable in that time,
 * the player is told so and chooses to deal one anyway or to keep looking. Progress and Cancel
 * show meanwhile. The seeds tried come from `nextSeed` (random; a test gives its own).
 */
import { html, nothing } from 'lit';
import { type AnyGame, REPLAY_FORMAT, REPLAY_VERSION, type Replay } from '@matrix-arcade/core';
import { type WinnableJob, askWinnable } from '../lib/winnable-protocol.js';

/** What a search for a winnable deal comes to. */
export type DealSearch =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'running';
      readonly tried: number;
      readonly of: number;
      readonly fraction: number;
    }
  | { readonly kind: 'none'; readonly tried: number; readonly seed: number | null };

export class WinnableDealer {
  /** Time the solver has for each deal (ms). */
  perDealMs = 2000;
  /** Deals tried at most before the player is asked. */
  maxDeals = 6;
  /** Where the seeds tried come from. */
  nextSeed: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0]!;
  status: DealSearch = { kind: 'idle' };
  private job: WinnableJob | null = null;
  private run = 0;

  constructor(private readonly changed: () => void) {}

  /** Words for the new-game form's checkbox. */
  get promise(): string {
    const secs = Math.round((this.perDealMs * this.maxDeals) / 1000);
    return `Before the deal is shown, the solver looks at the whole hidden deck and proves it can be won. You wait up to about ${secs} s; if no proof is found in time, you are told.`;
  }

  /**
   * Looks for a deal the solver proves winnable: `seed`'s alone, else up to `maxDeals` random
   * ones. Resolves to the seed found, or null (none proven, or cancelled: see `status`).
   */
  async find(
    worker: () => Worker,
    game: AnyGame,
    options: Record<string, unknown>,
    seed: number | null,
  ): Promise<number | null> {
    this.cancel();
    const run = ++this.run;
    const deals = seed === null ? this.maxDeals : 1;
    for (let i = 0; i < deals; i++) {
      const s = seed ?? this.nextSeed() >>> 0;
      this.set({ kind: 'running', tried: i + 1, of: deals, fraction: 0 });
      const replay: Replay = {
        format: REPLAY_FORMAT,
        version: REPLAY_VERSION,
        game: game.id,
        options,
        seed: s,
        actions: [],
      };
      const job = askWinnable(worker, replay, this.perDealMs, (p) => {
        if (this.run === run)
          this.set({ kind: 'running', tried: i + 1, of: deals, fraction: p.fraction });
      });
      this.job = job;
      let verdict: string;
      try {
        verdict = (await job.answer).verdict;
      } catch {
        verdict = 'failed';
      }
      if (this.run !== run) return null;
      this.job = null;
      if (verdict === 'winnable') {
        this.set({ kind: 'idle' });
        return s;
      }
    }
    this.set({ kind: 'none', tried: deals, seed });
    return null;
  }

  cancel(): void {
    this.run++;
    this.job?.cancel();
    this.job = null;
    if (this.status.kind !== 'idle') this.set({ kind: 'idle' });
  }

  private set(s: DealSearch): void {
    this.status = s;
    this.changed();
  }

  /** The search's line in the form: progress and Cancel, or what was not found and the choices. */
  render(onAnyway: () => void, onAgain: () => void) {
    const st = this.status;
    const secs = (this.perDealMs / 1000).toLocaleString('en');
    if (st.kind === 'running')
      return html`<div class="winnable-search" role="status" data-winnable-search="running">
        <span>The solver is checking deal ${st.tried}${st.of > 1 ? ` of at most ${st.of}` : ''} (up to ${secs} s each)…</span>
        <progress max="1" .value=${st.fraction} aria-label="Solver progress"></progress>
        <button type="button" data-winnable-deal="cancel" @click=${() => this.cancel()}>Cancel</button>
      </div>`;
    if (st.kind === 'none')
      return html`<div class="winnable-search" role="alert" data-winnable-search="none">
        <span>${
          st.seed !== null
            ? `The solver did not prove seed ${st.seed} winnable within ${secs} s: it may be lost, or the proof may take longer.`
            : `No deal was proven winnable in time: the solver tried ${st.tried} deals for up to ${secs} s each.`
        }</span>
        <button type="button" data-winnable-deal="anyway" @click=${onAnyway}>${st.seed !== null ? 'Deal it anyway' : 'Deal one anyway'}</button>
        <button type="button" data-winnable-deal="again" @click=${onAgain}>Keep looking</button>
      </div>`;
    return nothing;
  }
}
