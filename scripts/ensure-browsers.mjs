// Makes sure the browser tests have their browsers, all from Debian: Chromium and its headless shell (every suite), Firefox
// ESR and WebKitGTK's WebDriver with a virtual display and a window manager (the three-engine
// suite). Installs what is missing with apt-get when this runs as root on a Debian-like machine,
// otherwise stops with the exact command to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';

/** Debian package → a file it installs. */
const PACKAGES = {
  chromium: CHROMIUM_PATH,
  'chromium-headless-shell': HEADLESS_SHELL_PATH,
  'firefox-esr': process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  'webkit2gtk-driver': process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
  openbox: '/usr/bin/openbox',
};

const missing = Object.keys(PACKAGES).filter((name) => !existsSync(PACKAGES[name]));
if (missing.length > 0) {
  const install = `apt-get install -y ${missing.join(' ')}`;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Browsers for the tests are missing. Install them with: sudo apt-get update && sudo ${install}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} with apt-get…`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive ${install}`, { stdio: 'inherit' });
}
