/**
 * Typed errors. Each one carries a message that says what was wrong and what is allowed, so a
 * UI or CLI can show it to a person as it is. None of them is thrown after a state changed:
 * rules validate before they build the new state.
 */

/** An action that is not legal in the given state. */
export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  constructor(
    readonly action: number,
    readonly reason: string,
  ) {
    super(`Illegal action ${action}: ${reason}`);
  }
}

/** Options that are unknown, of the wrong type or out of range. */
export class OptionsError extends Error {
  override readonly name = 'OptionsError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** Untrusted JSON (a save, a replay, an observation) that does not have the expected shape. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    /** Dotted path of the bad field, e.g. `state.matrix[3]`. */
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

/** A replay whose actions do not replay: which step failed and why. */
export class ReplayError extends Error {
  override readonly name = 'ReplayError';
  constructor(
    readonly step: number,
    message: string,
  ) {
    super(`replay step ${step}: ${message}`);
  }
}
