#!/usr/bin/env node
// Prints the slowest test files of the last run from vitest's JSON report
// (.test-results/vitest.json): a report for whoever wants the suite faster, never a limit.
// Usage: node scripts/slowest-tests.mjs [count=15]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const count = Number(process.argv[2] ?? 15);
if (!Number.isInteger(count) || count < 1) {
  console.error(
    `slowest-tests: the count must be a whole number of at least 1, got ${process.argv[2]}`,
  );
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
let report;
try {
  report = JSON.parse(readFileSync(`${root}.test-results/vitest.json`, 'utf8'));
} catch (e) {
  console.error(`slowest-tests: no vitest report (${e.message})`);
  process.exit(0);
}
const files = report.testResults
  .map((f) => ({
    file: relative(root, f.name),
    seconds: (f.endTime - f.startTime) / 1000,
    tests: f.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, count);
console.log(
  `The ${files.length} slowest test files (wall time of each file, tests in parallel overlap):`,
);
for (const f of files) {
  console.log(
    `${f.seconds.toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.file}`,
  );
}
