// Makes sure the tests have what they run on, all from Debian, by group: `browsers` (Chromium and its
// headless shell for every suite; Firefox ESR and WebKitGTK's WebDriver with a virtual display and a
// window manager for the three-engine suite) and `wordpress` (WordPress, MariaDB and PHP for the
// plugin's suite). `node scripts/ensure-packages.mjs browsers wordpress` installs what is missing of
// both in one apt-get run when this runs as root on a Debian-like machine, otherwise stops with the
// exact command to run.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';

/**
 * Each group's Debian packages, each with a file it installs, and the packages they recommend or
 * not: WordPress's recommend its translations, which the suite does not use (the theme it needs is
 * named).
 */
const GROUPS = {
  browsers: {
    recommends: true,
    packages: {
      chromium: CHROMIUM_PATH,
      'chromium-headless-shell': HEADLESS_SHELL_PATH,
      'firefox-esr': process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
      'webkit2gtk-driver': process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
      xvfb: '/usr/bin/Xvfb',
      openbox: '/usr/bin/openbox',
    },
  },
  wordpress: {
    recommends: false,
    packages: {
      wordpress: '/usr/share/wordpress/wp-load.php',
      'wordpress-theme-twentytwentythree': '/usr/share/wordpress/wp-content/themes/twentytwentythree/style.css',
      'mariadb-server': '/usr/sbin/mariadbd',
      'php-cli': '/usr/bin/php',
      'php-mysql': '/usr/share/doc/php-mysql',
    },
  },
};

/** How long this waits for another install to end before it looks at what is missing, in seconds. */
const LOCK_WAIT_S = 900;

const groups = process.argv.slice(2);
const unknown = groups.filter((group) => !(group in GROUPS));
if (groups.length === 0 || unknown.length > 0) {
  console.error(`Usage: node scripts/ensure-packages.mjs ${Object.keys(GROUPS).join('|')} …`);
  process.exit(2);
}
/** Whether apt-get or dpkg runs on this machine (CI starts WordPress's packages early, in the background). */
const installing = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .some((pid) => {
      try {
        return ['apt-get', 'dpkg'].includes(readFileSync(`/proc/${pid}/comm`, 'utf8').trim());
      } catch {
        return false; // it ended meanwhile
      }
    });
const deadline = Date.now() + LOCK_WAIT_S * 1000;
while (existsSync('/proc/self') && installing() && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 1000));

const installs = groups.flatMap((group) => {
  const { packages, recommends } = GROUPS[group];
  const missing = Object.keys(packages).filter((name) => !existsSync(packages[name]));
  return missing.length > 0 ? [`apt-get install -y ${recommends ? '' : '--no-install-recommends '}${missing.join(' ')}`] : [];
});
if (installs.length > 0) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `What the tests run on is missing. Install it with: sudo apt-get update && ${installs.map((install) => `sudo ${install}`).join(' && ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing with apt-get: ${installs.join('; ')}`);
  execSync(['apt-get update', ...installs.map((install) => `DEBIAN_FRONTEND=noninteractive ${install}`)].join(' && '), {
    stdio: 'inherit',
  });
}
