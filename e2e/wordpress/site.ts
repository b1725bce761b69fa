// A WordPress site for the plugin's test, from Debian's packages (scripts/ensure-packages.mjs
// installs them): MariaDB with a database made anew for each run, WordPress installed with an
// administrator and an author, served by PHP's built-in server on the loopback, told not to call
// out to the internet.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Account {
  login: string;
  password: string;
}

export const ADMIN: Account = { login: 'admin', password: 'Admin-Passw0rd-42' };
export const AUTHOR: Account = { login: 'autorin', password: 'Autorin-Passw0rd-42' };
export const CONTRIBUTOR: Account = { login: 'beitrag', password: 'Beitrag-Passw0rd-42' };

const WORDPRESS = '/usr/share/wordpress';
const CONTENT = '/var/lib/wordpress/wp-content';
const DATABASE = 'storefront_e2e';
const ROUTER = fileURLToPath(new URL('./router.php', import.meta.url));

export interface WordPressSite {
  url: string;
  /** Runs PHP with WordPress loaded (as no user, unless the code logs one in) and returns what it printed. */
  php(code: string): string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  await new Promise<void>((closed) => server.close(() => closed()));
  if (!address || typeof address === 'string') throw new Error('no free port on the loopback');
  return address.port;
}

const sql = (statements: string) => execFileSync('mariadb', ['-u', 'root', '-e', statements], { encoding: 'utf8' });

function startMariaDb(): void {
  try {
    execFileSync('mariadb-admin', ['-u', 'root', 'ping'], { stdio: 'ignore' });
  } catch {
    execFileSync('service', ['mariadb', 'start'], { stdio: 'ignore' });
  }
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Starts a fresh site: a new database, WordPress installed, the three accounts, no plugin. */
export async function startWordPress(): Promise<WordPressSite> {
  if (!existsSync(`${WORDPRESS}/wp-load.php`)) throw new Error('WordPress is missing: run `node scripts/ensure-packages.mjs wordpress`.');
  startMariaDb();
  sql(
    `DROP DATABASE IF EXISTS ${DATABASE}; CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4;` +
      ` CREATE USER IF NOT EXISTS 'storefront'@'localhost' IDENTIFIED BY 'storefront'; GRANT ALL ON ${DATABASE}.* TO 'storefront'@'localhost';`,
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Debian's wp-config.php reads /etc/wordpress/config-<host>.php, the host from the request.
  writeFileSync(
    '/etc/wordpress/config-127.0.0.1.php',
    `<?php
define('DB_NAME', '${DATABASE}');
define('DB_USER', 'storefront');
define('DB_PASSWORD', 'storefront');
define('DB_HOST', 'localhost');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_CONTENT_DIR', '${CONTENT}');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
define('FS_METHOD', 'direct');
$table_prefix = 'wp_';
`,
  );
  rmSync(`${CONTENT}/plugins/storefront-elements`, { recursive: true, force: true });
  rmSync(`${CONTENT}/upgrade`, { recursive: true, force: true });

  const scripts = mkdtempSync(join(tmpdir(), 'wordpress-php-'));
  let runs = 0;
  const php = (code: string, installing = false) => {
    const file = join(scripts, `run-${runs++}.php`);
    writeFileSync(
      file,
      `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
${installing ? "define('WP_INSTALLING', true);" : ''}
require '${WORDPRESS}/wp-load.php';
${code}
`,
    );
    return execFileSync('php', [file], { encoding: 'utf8' });
  };
  php(
    `require_once ABSPATH . 'wp-admin/includes/upgrade.php';
// The site has no mail: WordPress would tell the administrator about the new site by mail.
add_filter('pre_wp_mail', '__return_false');
wp_install('Kaffee & Haushalt', '${ADMIN.login}', 'admin@example.com', false, '', '${ADMIN.password}');
foreach ([['${AUTHOR.login}', '${AUTHOR.password}', 'author'], ['${CONTRIBUTOR.login}', '${CONTRIBUTOR.password}', 'contributor']] as [$login, $password, $role]) {
  wp_insert_user(['user_login' => $login, 'user_pass' => $password, 'user_email' => $login . '@example.com', 'role' => $role]);
}
// The block editor greets each new user with a guide: these people have seen it.
foreach (get_users() as $user) {
  update_user_meta($user->ID, $wpdb->get_blog_prefix() . 'persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false], '_modified' => gmdate('c')]);
}`,
    true,
  );

  const server: ChildProcess = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', WORDPRESS, ROUTER], {
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: 'ignore',
    detached: true,
  });
  await until(async () => (await fetch(`${url}/wp-login.php`)).ok, `WordPress answering at ${url}`);

  return {
    url,
    php: (code) => php(code),
    async close() {
      // The built-in server's workers are processes of their own: end the whole group.
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
      await until(
        async () =>
          !(await fetch(`${url}/wp-login.php`).then(
            () => true,
            () => false,
          )),
        `WordPress stopping at ${url}`,
      );
      rmSync(scripts, { recursive: true, force: true });
    },
  };
}
