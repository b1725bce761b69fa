// Makes sure the browser tests have Debian's Chromium: installs it with apt-get when this runs as
// root on a Debian-like machine, otherwise stops with the exact command to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium is missing at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
}
