#!/usr/bin/env node
// Prints one plain closing line for the whole suite from vitest's JSON report:
// "tests: N passed, N failed, N skipped". Exits non-zero when the report is missing or empty.
import { readFileSync } from 'node:fs';

let report;
try {
  report = JSON.parse(
    readFileSync(new URL('../.test-results/vitest.json', import.meta.url), 'utf8'),
  );
} catch (e) {
  console.error(`test-summary: no vitest report (${e.message})`);
  process.exit(1);
}
const {
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: pending,
  numTodoTests: todo,
} = report;
console.log(`tests: ${passed} passed, ${failed} failed, ${pending + todo} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
