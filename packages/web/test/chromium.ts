/**
 * How every test here launches Debian's Chromium (`scripts/ensure-chromium.sh` installs it):
 * the browser tests through vitest's playwright provider, the release test through playwright
 * directly. One place for its path and flags (no sandbox as root, no GPU, no background traffic:
 * the machine reaches only the npm registry).
 */
export const CHROMIUM_LAUNCH: { executablePath: string; args: string[] } = {
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
