/**
 * The arcade's share links, as a Lit reactive controller: the deal a link asked for (dealt when
 * its game is mounted, or, over a game in progress, only after the player agrees: "Keep my
 * game" keeps it and puts the address back), the page's address following the deal on show
 * (`sync-url`: `?game=…&seed=…` and its options, other parameters kept), and copying the link
 * to the deal on show. A deal the game refuses in this browser (a campaign chapter not opened
 * yet) is said in the arcade's notice, with the game's reason; the game on show stays, and the
 * address follows it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnyGame } from '@matrix-arcade/core';
import { CARDS } from '../game-cards.js';
import { dealLinked, isDealOf } from './arcade-deals.js';
import { type AnyGameElement, isRunning } from './game-mount.js';
import { linkOf, mergedLink } from './share-link.js';

export type Deal = { readonly seed: number; readonly options: Record<string, unknown> };

export interface LinkHost extends ReactiveControllerHost {
  readonly syncUrl: boolean;
  /** The game on show: its id, rules and element (null until mounted). */
  readonly showing: {
    readonly id: string;
    readonly game: AnyGame;
    readonly el: AnyGameElement | null;
  };
}

export class LinkSync implements ReactiveController {
  /** The deal a link asked for, dealt when its game is mounted. */
  pending: Deal | null = null;
  /** A link's deal waiting for "abandon the game in progress?". */
  asking: Deal | null = null;
  copied: 'copied' | 'manual' | null = null;

  constructor(
    private readonly host: LinkHost,
    /** Tells the player something in the arcade's notice. */
    private readonly report: (message: string) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The game's element is mounted: deal the link's game, or ask first over a running one. */
  mounted(el: AnyGameElement, game: AnyGame): void {
    const linked = this.pending;
    this.pending = null;
    this.asking = null;
    if (!linked) return;
    if (isRunning(el) && !isDealOf(el, game, linked)) this.asking = linked;
    else this.deal(el, game, linked);
    this.host.requestUpdate();
  }

  /** Deals a link's game; a refusal is said in the notice (the game on show stays). */
  private deal(el: AnyGameElement, game: AnyGame, linked: Deal): void {
    const refused = dealLinked(el, game, linked);
    if (!refused) return;
    const why = refused.replace(/\.$/, '');
    this.report(`The link's deal (seed ${linked.seed}) cannot be opened in this browser: ${why}.`);
  }

  /** The answer to "open the link over your game?". */
  answer(abandon: boolean): void {
    const linked = this.asking;
    this.asking = null;
    const { el, game } = this.host.showing;
    if (abandon && linked && el) this.deal(el, game, linked);
    this.sync();
    this.host.requestUpdate();
    el?.focusBoard();
  }

  /** The address follows the deal on show (not while a link's question is open). */
  sync(): void {
    this.copied = null;
    if (!this.host.syncUrl || this.asking) return;
    const schemas = CARDS.map((g) => g.optionSchema);
    const link = mergedLink(location.search, this.now(), schemas);
    if (link !== location.search)
      history.replaceState(history.state, '', `${link}${location.hash}`);
  }

  /** The query string of the deal on show. */
  now(): string {
    const { id, game, el } = this.host.showing;
    if (!el?.gameState) return location.search;
    const options = game.optionsOf(el.gameState) as Record<string, unknown>;
    return linkOf(id, el.seed, game.optionSchema, options);
  }

  /** The full address of the deal on show. */
  href(): string {
    return new URL(this.now(), location.href).href;
  }

  async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.href());
      this.copied = 'copied';
    } catch {
      this.copied = 'manual';
    }
    this.host.requestUpdate();
  }
}
