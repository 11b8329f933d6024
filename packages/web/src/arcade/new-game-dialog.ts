/**
 * The New game dialog of the arcade, as a Lit reactive controller: it opens the dialog with the
 * options of the game on show, follows the options being chosen (so the form shows only the
 * fields and seats that apply), asks before a running game is abandoned, deals through
 * `arcade-deals.ts` (with "only winnable deals" ticked, once `winnable-deal.ts` has a deal the
 * solver proves winnable; closing the dialog drops the search) and closes on success (a refused seed or option stays, with its message).
 * The form's fields are fresh for each game and after each deal (`reset`), so a seed typed for
 * one game never carries into another's form.
 */
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { dealFromForm } from './arcade-deals.js';
import { arcadeDialog } from './arcade-panels.js';
import type { AnyGameElement } from './game-mount.js';
import { newGameForm, shareLine } from './new-game-form.js';
import { optionsFromForm } from './option-fields.js';
import { WinnableDealer } from './winnable-deal.js';
import { winnableEntry } from './winnable-controller.js';
import { parseSeed } from '../lib/attributes.js';

/** What the dialog needs of the arcade. */
export interface NewGameHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The descriptor of the game on show, and its element (null until mounted). */
  readonly showing: { readonly descriptor: AnyGameDescriptor; readonly el: AnyGameElement | null };
  /** Whether replacing the game on show abandons it, and what that costs in words. */
  abandonCost(): string | null;
  /** The options of the game on show. */
  optionsOnShow(): Record<string, unknown>;
  /** A deal was made from the form. */
  dealt(): void;
}

export class NewGameDialog implements ReactiveController {
  /** The option values chosen in the form. */
  private values: Record<string, unknown> = {};
  /** A message about the last submission (bad seed, refused option), or ''. */
  private message = '';
  /** The submitted form, waiting for "abandon the game in progress?". */
  private asking: FormData | null = null;
  private key = 0;
  /** "Only winnable deals" is ticked (kept while the page is open). */
  private winnableOnly = false;
  /** The form waiting for the solver, or for an answer after no deal was proven in time. */
  private searching: FormData | null = null;
  /** Looks for a deal the solver proves winnable. */
  readonly dealer = new WinnableDealer(() => this.host.requestUpdate());

  constructor(private readonly host: NewGameHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  private get dialog(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector<HTMLDialogElement>('dialog[data-dialog="new-game"]');
  }

  /** Fresh fields: another game is on show, or a deal was made. */
  reset(): void {
    this.dealer.cancel();
    this.searching = null;
    this.key++;
    this.message = '';
    this.asking = null;
    this.values = this.host.optionsOnShow();
    this.host.requestUpdate();
  }

  /** Opens the dialog, the form showing the options of the game on show; focus on the seed. */
  open(): void {
    this.values = this.host.optionsOnShow();
    this.message = '';
    this.asking = null;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const d = this.dialog;
      if (!d || d.open) return;
      d.showModal();
      d.querySelector<HTMLElement>('input[name=seed]')?.focus();
    });
  }

  private focus(selector: string): void {
    void this.host.updateComplete.then(() =>
      this.host.renderRoot.querySelector<HTMLElement>(selector)?.focus(),
    );
  }

  private submit(e: SubmitEvent): void {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    if (this.host.abandonCost() !== null) {
      this.asking = data;
      this.host.requestUpdate();
      this.focus('[data-answer="keep"]');
      return;
    }
    this.deal(data);
  }

  private answer(abandon: boolean): void {
    const data = this.asking;
    this.asking = null;
    this.host.requestUpdate();
    if (abandon && data) this.deal(data);
    else this.focus('form [type="submit"]');
  }

  private deal(data: FormData): void {
    const { descriptor, el } = this.host.showing;
    if (!el) return;
    const entry = winnableEntry(descriptor.game.id);
    if (entry?.winnable && data.get('winnable-only') === 'on') {
      void this.dealWinnable(entry.winnable, data);
      return;
    }
    this.dealNow(data);
  }

  /** Deals only once the solver proves the deal winnable (or the player says deal anyway). */
  private async dealWinnable(worker: () => Worker, data: FormData): Promise<void> {
    const game = this.host.showing.descriptor.game;
    const text = String(data.get('seed') ?? '').trim();
    const seed = text === '' ? null : parseSeed(text);
    if (seed && !seed.ok) {
      this.message = 'A seed is a whole number from 0 to 4294967295.';
      this.host.requestUpdate();
      return;
    }
    this.searching = data;
    const { options } = optionsFromForm(game.optionSchema, data);
    const found = await this.dealer.find(worker, game, options, seed ? seed.value : null);
    if (found === null || this.searching !== data) return;
    // The dialog was closed while the solver searched: nothing is dealt behind the player's back.
    if (!this.dialog?.open) return this.reset();
    this.searching = null;
    data.set('seed', String(found));
    this.dealNow(data);
  }

  private dealNow(data: FormData): void {
    const { descriptor, el } = this.host.showing;
    if (!el) return;
    this.message = dealFromForm(el, descriptor.game, data) ?? '';
    this.host.requestUpdate();
    if (this.message) return;
    this.reset();
    this.dialog?.close();
    this.host.dealt();
    el.focusBoard();
  }

  /** Seats of the deal the form describes (a solo map of a 1–2 player game has one). */
  private seats(): number {
    const game = this.host.showing.descriptor.game;
    try {
      return game.numSeats(game.setup(this.values, 0));
    } catch {
      return game.players.max;
    }
  }

  render(share: Parameters<typeof shareLine>[0]) {
    const { descriptor, el } = this.host.showing;
    const game = descriptor.game;
    const asking = this.asking ? (this.host.abandonCost() ?? '') : null;
    return arcadeDialog(
      'new-game',
      `New game of ${game.title}`,
      html`${keyed(
        `${game.id}:${this.key}`,
        newGameForm({
          descriptor,
          aiSeats: el ? el.aiSeats : descriptor.defaultAiSeats,
          values: this.values,
          seats: this.seats(),
          seedText: this.message,
          asking,
          onSubmit: (e) => this.submit(e),
          winnable: winnableEntry(game.id)
            ? { words: this.dealer.promise, checked: this.winnableOnly }
            : null,
          busy: this.dealer.status.kind === 'running',
          search: this.dealer.render(
            () => {
              const data = this.searching;
              this.dealer.cancel();
              this.searching = null;
              data?.delete('winnable-only');
              if (data) this.dealNow(data);
            },
            () => {
              const data = this.searching;
              if (data) this.deal(data);
            },
          ),
          onInput: (data) => {
            this.winnableOnly = data.get('winnable-only') === 'on';
            this.values = optionsFromForm(game.optionSchema, data).options;
            this.host.requestUpdate();
          },
          onAnswer: (a) => this.answer(a),
        }),
      )}
      ${shareLine(share)}`,
    );
  }
}
