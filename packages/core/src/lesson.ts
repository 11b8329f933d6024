/**
 * Lessons and the rules reference: how a game teaches itself, as headless data.
 *
 * A game package exports its lessons (`lessons.ts`) and its rules reference
 * (`rules-reference.ts`) typed by these interfaces; the web kit's teaching mode runs any game's
 * lessons in that game's own element, and the node tests play every lesson through the rules
 * (`playLesson`). A lesson is a position built with the game's position builder and a list of
 * steps: read and press Next, make a move (checked before it is applied), or watch the other
 * side's, the AI's or chance's move with words that explain it. Chance never happens by
 * surprise in a lesson: the built position fixes it (a stacked deck, a set layout), so a lesson
 * is the same every time. Models: lichess's Learn (a position and a task, stars) and Board Game
 * Arena's tutorials (a set deal, a pointer, wrong moves explained).
 *
 * Words are ours (never a rulebook's sentences), plain text; `_words_` marks emphasis as in
 * `RulesSummary`.
 */
import { type Action, CHANCE, type Game } from './game.js';

/** A guided first game teaches in the order a first game meets the rules; the rest are short. */
export type LessonKind = 'first-game' | 'advanced';

/**
 * What a step's pointer points at: the target that plays an action (the cell, card, place or
 * button the element would use for it), or a named part of the element that is not a move (the
 * element documents its part names, e.g. `'score'`, `'deck'`).
 */
export type LessonPointer = { readonly action: Action } | { readonly part: string };

/** Why a kind of wrong move is wrong, in a short sentence said when it is refused. */
export interface WrongMove {
  /** The moves it is said for: a list, or a test of the action (in the step's position). */
  readonly moves: readonly Action[] | ((action: Action) => boolean);
  readonly reason: string;
}

/** Read the text (the pointer shows what it is about), then press Next. */
export interface ReadStep {
  readonly kind: 'read';
  readonly text: string;
  readonly point?: LessonPointer;
}

/**
 * The player makes a move. A move in `accept` is applied and the lesson goes on; any other is
 * refused and changes nothing, with the first matching `wrong` reason, else (for a move the
 * rules forbid) the rules' own reason, else `otherwise`.
 */
export interface MoveStep {
  readonly kind: 'move';
  /** What to look at, what to do and why. */
  readonly text: string;
  /**
   * The moves that pass, the expected one first. Each must be legal, and the later steps must
   * work after each of them (the lesson test plays every one).
   */
  readonly accept: readonly Action[];
  /** The move the pointer shows (one of `accept`); hidden while `alone` until a hint is asked. */
  readonly point: Action;
  /** The player finds the move alone: no pointer at first, the hint button shows it. */
  readonly alone?: boolean;
  /** Reasons for kinds of wrong moves, the first match is said. */
  readonly wrong?: readonly WrongMove[];
  /** The reason said for a wrong move no `wrong` entry matches. */
  readonly otherwise: string;
  /** Said once the right move is played (why it was right), before the next step. */
  readonly done?: string;
}

/** Someone else moves: the opponent, the AI, or chance (a roll, a draw fixed by the position). */
export interface ReplyStep {
  readonly kind: 'reply';
  readonly by: 'opponent' | 'ai' | 'chance';
  /** The move played (legal in the position the steps before lead to). */
  readonly action: Action;
  /** What it does and why, shown as it is played. */
  readonly text: string;
}

export type LessonStep = ReadStep | MoveStep | ReplyStep;

/**
 * One lesson of a game.
 *
 * @typeParam S the game's state
 */
export interface Lesson<S = unknown> {
  /** Kebab-case, unique within the game: the key of its progress and of links to it. */
  readonly id: string;
  readonly title: string;
  readonly kind: LessonKind;
  /** One sentence for the lesson list: what the player will learn. */
  readonly summary: string;
  /** The ids of the rules-reference sections this lesson teaches (`RuleSection.id`). */
  readonly teaches: readonly string[];
  /** The options the position is set up with, in words for the lesson list (may be `{}`). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The seat the player plays. */
  readonly seat: number;
  /**
   * The starting position, built with the game's position builder (so the lesson and the
   * rules cannot disagree); a new state on every call, with every chance fixed.
   */
  start(): S;
  readonly steps: readonly LessonStep[];
}

/** A small board picture in the rules reference, drawn by the game's own element. */
export interface RulePicture<S = unknown> {
  /** The position shown (built with the game's position builder). */
  start(): S;
  /** What the picture shows, in one sentence (also its text alternative). */
  readonly caption: string;
  /** The target the picture points at, if any. */
  readonly point?: LessonPointer;
}

/** One section of a game's rules reference. */
export interface RuleSection<S = unknown> {
  /** Kebab-case, unique within the game. */
  readonly id: string;
  readonly title: string;
  /** Short paragraphs in our own words. */
  readonly text: readonly string[];
  readonly picture?: RulePicture<S>;
  /** The headings of `docs/rulings/<game>.md` this section covers (for the coverage test). */
  readonly rulings?: readonly string[];
}

/** A word of the game and what it means. */
export interface GlossaryEntry {
  readonly term: string;
  readonly meaning: string;
  /** The section that explains it. */
  readonly section?: string;
}

/** The scannable rules of a game: sections in the order a player meets them, and a glossary. */
export interface RulesReference<S = unknown> {
  readonly sections: readonly RuleSection<S>[];
  readonly glossary: readonly GlossaryEntry[];
}

/** What a game package exports to teach itself (`lessons` in its own `./lessons` entry). */
export interface GameLessons<S = unknown> {
  /** The game's id (`Game.id`). */
  readonly gameId: string;
  readonly reference: RulesReference<S>;
  /** The first game first, then the advanced lessons. */
  readonly lessons: readonly Lesson<S>[];
}

/** Any game's lessons, for registries of heterogeneous games. */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous games needs it
export type AnyGameLessons = GameLessons<any>;

/** The lessons that teach a section (by id), in lesson order. */
export function lessonsTeaching<S>(all: GameLessons<S>, sectionId: string): readonly Lesson<S>[] {
  return all.lessons.filter((l) => l.teaches.includes(sectionId));
}

/** Whether `action` is one the wrong-move entry is for. */
export function wrongMoveMatches(w: WrongMove, action: Action): boolean {
  return typeof w.moves === 'function' ? w.moves(action) : w.moves.includes(action);
}

/**
 * Stars for a finished lesson, as lichess gives them: 3 with no wrong move and no hint, 2 with
 * at most two of them together, else 1. A skipped lesson has none.
 */
export function lessonStars(mistakes: number, hints: number): 1 | 2 | 3 {
  const slips = mistakes + hints;
  return slips === 0 ? 3 : slips <= 2 ? 2 : 1;
}

/** The state before each step and after the last, playing each step's expected move. */
export interface PlayedLesson<S> {
  /** `before[i]` is the position step `i` is shown in. */
  readonly before: readonly S[];
  readonly end: S;
}

/**
 * Plays a lesson through the rules with the expected moves (`accept[0]`, the replies), checking
 * that each is legal (a chance reply: one of the chance node's outcomes, and only at a chance
 * node) and that every step's pointer names an accepted move; throws an `Error` naming the
 * lesson and the step otherwise. Used by each game's lesson test and by the web kit.
 */
export function playLesson<S>(game: Game<S, unknown, object>, lesson: Lesson<S>): PlayedLesson<S> {
  let state = lesson.start();
  const before: S[] = [];
  lesson.steps.forEach((step, i) => {
    before.push(state);
    const where = `${game.id} lesson ${lesson.id}, step ${i + 1}`;
    if (step.kind === 'read') return;
    const action = step.kind === 'move' ? step.accept[0] : step.action;
    if (action === undefined) throw new Error(`${where}: accepts no move`);
    if (step.kind === 'move' && !step.accept.includes(step.point)) {
      throw new Error(`${where}: its pointer (${step.point}) is not an accepted move`);
    }
    const mover = game.currentPlayer(state);
    if (step.kind === 'move' && mover !== lesson.seat) {
      throw new Error(`${where}: asks for a move but seat ${mover} is to move, not ${lesson.seat}`);
    }
    if (step.kind === 'reply' && mover === lesson.seat) {
      throw new Error(`${where}: a reply while the player's seat ${lesson.seat} is to move`);
    }
    // Chance's outcomes are its moves at a chance node (a roll the lesson fixes).
    const atChance = mover === CHANCE;
    if (step.kind === 'reply' && (step.by === 'chance') !== atChance) {
      throw new Error(
        `${where}: ${atChance ? 'a chance event is due: the reply is by chance' : 'a reply by chance where no chance event is due'}`,
      );
    }
    const allowed = atChance
      ? game.chanceOutcomes(state).map((o) => o.action)
      : game.legalActions(state);
    if (!allowed.includes(action)) {
      throw new Error(`${where}: move ${action} is not legal here`);
    }
    state = game.apply(state, action);
  });
  return { before, end: state };
}
