/**
 * A one-line progress bar on standard error, drawn only when it is a terminal, so pipes and
 * `--json` output stay clean.
 */
export interface Progress {
  tick(done: number): void;
  done(): void;
}

/** Where the bar is drawn: standard error by default. */
export type ProgressStream = Pick<NodeJS.WriteStream, 'write' | 'isTTY'>;

export function progressBar(
  total: number,
  label: string,
  stream: ProgressStream = process.stderr,
): Progress {
  if (!stream.isTTY) return { tick() {}, done() {} };
  const start = Date.now();
  let last = 0;
  const draw = (done: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const secs = (Date.now() - start) / 1000;
    const eta = done > 0 ? (secs / done) * (total - done) : 0;
    stream.write(
      `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}  ${secs.toFixed(0)}s elapsed, ~${eta.toFixed(0)}s left `,
    );
  };
  draw(0);
  return {
    tick(done) {
      const now = Date.now();
      if (now - last > 100 || done === total) {
        last = now;
        draw(done);
      }
    },
    done() {
      stream.write('\n');
    },
  };
}
