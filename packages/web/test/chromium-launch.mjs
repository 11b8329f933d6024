/**
 * How everything here launches Debian's Chromium (`scripts/ensure-chromium.sh` installs it): the
 * browser tests through vitest's playwright provider, the release test and the hint benchmark
 * (`scripts/bench-hints.mjs`) through playwright directly. One place for its path and flags (no
 * sandbox as root, no GPU, no background traffic: the machine reaches only the npm registry).
 * Plain JavaScript so that the benchmark script can import it without a build.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
