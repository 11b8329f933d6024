/**
 * For tests that must act while a search runs (cancel it, kill its worker): a promise kept at
 * the search's first progress report, which the worker sends only from inside the search. No
 * test waits a number of milliseconds and hopes the search has started.
 */
export function startSignal(): { started: Promise<void>; report: () => void } {
  let report = () => {};
  const started = new Promise<void>((r) => {
    report = r;
  });
  return { started, report: () => report() };
}
