import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { type ProgressStream, progressBar } from './progress.js';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  }) as Writable & { isTTY?: boolean };
  stream.isTTY = isTTY;
  return { stream: stream as unknown as ProgressStream, chunks };
}

it('draws a filling bar on a terminal and ends the line', () => {
  const { stream, chunks } = sink(true);
  const bar = progressBar(4, 'games', stream);
  bar.tick(4);
  bar.done();
  expect(chunks[0]).toContain('games [------------------------------] 0/4');
  expect(chunks.join('')).toContain('[##############################] 4/4');
  expect(chunks.at(-1)).toBe('\n');
});

it('stays silent when the output is not a terminal', () => {
  const { stream, chunks } = sink(false);
  const bar = progressBar(4, 'games', stream);
  bar.tick(2);
  bar.done();
  expect(chunks).toEqual([]);
});
