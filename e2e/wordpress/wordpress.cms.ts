// The WordPress plugin in a running WordPress (Debian's 6.1, MariaDB, PHP), from the built zip to a
// visitor's sign-up: an administrator uploads and sets it up, an author places the blocks through the
// block editor's UI and publishes, a visitor signs up (docs/cms-editors.md, "WordPress").
import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../support/chromium';
import { startDemoServer } from '../support/harness';
import { ADMIN, AUTHOR, type Account, startWordPress, type WordPressSite } from './site';

const ZIP = 'dist/wordpress/storefront-elements.zip';
const PLUGIN_FILES = '/wp-content/plugins/storefront-elements/';
const SCREENSHOTS = process.env.WORDPRESS_SCREENSHOTS;

let site: WordPressSite;
let backend: Awaited<ReturnType<typeof startDemoServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [site, backend, browser] = await Promise.all([
    startWordPress(),
    startDemoServer({ cors: true }),
    chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS], headless: true }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await backend?.close();
  await site?.close();
});

/** A page in a browser session of its own, logged in as `account` (or a visitor's, without one). */
async function pageOf(account?: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  if (account) {
    await page.goto(`${site.url}/wp-login.php`);
    await page.locator('#user_login').fill(account.login);
    await page.locator('#user_pass').fill(account.password);
    await page.locator('#wp-submit').click();
    await page.waitForURL(/\/wp-admin\//);
  }
  return page;
}

const screenshot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/wordpress-${name}.png` });
};

/** The post's content as WordPress stored it. */
const storedContent = (post: number) => site.php(`echo get_post(${post})->post_content;`);

/** Opens a new post in the block editor and inserts the block named `title` from the inserter. */
async function newPostWithBlock(page: Page, postTitle: string, blockTitle: string): Promise<void> {
  await page.goto(`${site.url}/wp-admin/post-new.php`);
  const title = page.getByRole('textbox', { name: 'Add title' });
  await title.waitFor({ timeout: 60_000 });
  await title.fill(postTitle);
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  // The blocks' category: what an author who knows the kit's name types.
  await page.getByRole('searchbox', { name: 'Search for blocks and patterns' }).fill('Storefront');
  const option = page.getByRole('option', { name: blockTitle, exact: true });
  await option.waitFor();
  await screenshot(page, 'inserter');
  await option.click();
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  const settings = page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
}

/** Publishes the post open in the editor; returns its ID. */
async function publish(page: Page): Promise<number> {
  await page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('is now live.').waitFor();
  return page.evaluate(() =>
    (window as unknown as { wp: { data: { select(store: string): { getCurrentPostId(): number } } } }).wp.data
      .select('core/editor')
      .getCurrentPostId(),
  );
}

/** The addresses of the plugin's files a page requested while `visit` ran. */
async function pluginRequests(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(PLUGIN_FILES)) requested.push(new URL(request.url()).pathname);
  });
  await visit();
  await page.waitForLoadState('networkidle');
  return requested;
}

describe('the WordPress plugin, from the zip to a visitor', () => {
  let signupPost: number;

  it("builds its blocks on WordPress's React, as a script WordPress enqueues", () => {
    const blocks = readFileSync('dist/wordpress/storefront-elements/blocks.js', 'utf8');
    expect(blocks.startsWith('(function(){')).toBe(true);
    // No React of its own: React 19's element type and React DOM's devtools hook are not in it.
    expect(blocks).not.toContain('react.transitional.element');
    expect(blocks).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
  });

  it('installs from the zip and takes its settings, as an administrator does', async () => {
    const admin = await pageOf(ADMIN);
    await admin.goto(`${site.url}/wp-admin/plugin-install.php?tab=upload`);
    await admin.locator('#pluginzip').setInputFiles(ZIP);
    await admin.getByRole('button', { name: 'Install Now' }).click();
    await admin.getByText('Plugin installed successfully.').waitFor({ timeout: 60_000 });
    await admin.getByRole('link', { name: 'Activate Plugin' }).click();
    await admin.getByText('Plugin activated.').waitFor();

    await admin.locator('tr[data-slug="storefront-elements"]').getByRole('link', { name: 'Settings' }).click();
    await admin.getByRole('heading', { name: 'Storefront elements' }).waitFor();
    expect(await admin.getByLabel('Default site').inputValue()).toBe('DE');
    await admin.getByLabel('Services’ origin').fill(`${backend.url}/`);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Settings saved.').waitFor();
    // An origin is kept as an origin: the trailing slash goes.
    expect(await admin.getByLabel('Services’ origin').inputValue()).toBe(backend.url);
    await screenshot(admin, 'settings');
  });

  it('lets an author place a sign-up from the inserter, set it in the sidebar, see it live and publish it', async () => {
    const author = await pageOf(AUTHOR);
    await newPostWithBlock(author, 'Frühlingsangebot', 'Newsletter sign-up');

    const sidebar = author.getByRole('region', { name: 'Editor settings' });
    const siteField = sidebar.getByLabel('Site', { exact: true });
    // Preselected from the settings' default site; one option per site.
    expect(await siteField.inputValue()).toBe('DE');
    expect(await siteField.locator('option').allTextContents()).toEqual(['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR']);
    await siteField.selectOption('AT');
    await siteField.selectOption('DE');
    await sidebar.getByLabel('Origin addition').fill('spring');
    // Each field's help is its attribute's description.
    await sidebar.getByText('Free text sent (trimmed) as originAddition; also part of the tracking event.').waitFor();
    // The controls of a boolean attribute are toggles.
    expect(await sidebar.getByRole('checkbox', { name: 'Single-page app' }).isChecked()).toBe(false);

    // The live element in the canvas, in German, inert while the post is edited.
    const live = author.locator('.storefront-block nl-signup');
    await live.getByRole('heading', { name: 'Newsletter abonnieren und 10 % sparen' }).waitFor({ timeout: 30_000 });
    expect(await live.getAttribute('origin-addition')).toBe('spring');
    expect(await author.locator('.storefront-block').getAttribute('inert')).toBe('');
    await screenshot(author, 'sidebar');

    signupPost = await publish(author);
    expect(storedContent(signupPost)).toBe(
      '<!-- wp:storefront/nl-signup {"site":"DE","origin-addition":"spring"} -->\n<nl-signup site="DE" origin-addition="spring"></nl-signup>\n<!-- /wp:storefront/nl-signup -->',
    );
  });

  it('shows the visitor the sign-up in German, which posts the exact body and thanks them', async () => {
    const visitor = await pageOf();
    const requested = await pluginRequests(visitor, async () => {
      await visitor.goto(`${site.url}/?p=${signupPost}`);
    });
    expect(requested).toContain(`${PLUGIN_FILES}kit/storefront-elements.js`);
    expect(requested).toContain(`${PLUGIN_FILES}kit/storefront-elements.css`);
    expect(await visitor.locator('meta[name="storefront-api-origins"]').getAttribute('content')).toBe(backend.url);

    const signup = visitor.locator('nl-signup');
    await signup.getByRole('heading', { name: 'Newsletter abonnieren und 10 % sparen' }).waitFor();
    // In the theme's content column, as the post's title is.
    const box = async (selector: string) => {
      const { x, width } = (await visitor.locator(selector).boundingBox()) ?? { x: Number.NaN, width: Number.NaN };
      return { x: Math.round(x), width: Math.round(width) };
    };
    expect(await box('nl-signup')).toEqual(await box('.wp-block-post-title'));
    await screenshot(visitor, 'visitor');
    await signup.locator('input[name="newsletterEmail"]').fill('anna@example.com');
    await signup.locator('input[name="consents"]').first().check();
    await signup.locator('button[type="submit"]').click();
    await signup.getByText('Vielen Dank für Ihre Newsletter-Anmeldung').waitFor();
    expect(backend.backend.calls('newsletterSignup').map((call) => call.body)).toEqual([
      { email: 'anna@example.com', consents: ['DNE'], origin: 'NEWSLETTER', originAddition: 'spring' },
    ]);
  });

  it('keeps the tag when an author saves the post again, and drops an onclick typed into the code editor', async () => {
    const author = await pageOf(AUTHOR);
    await author.goto(`${site.url}/wp-admin/post.php?post=${signupPost}&action=edit`);
    await author.getByRole('textbox', { name: 'Add title' }).waitFor({ timeout: 60_000 });
    await author.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Options' }).click();
    await author.getByRole('menuitemradio', { name: /Code editor/ }).click();
    const code = author.getByRole('textbox', { name: 'Type text or HTML' });
    const written = await code.inputValue();
    expect(written).toContain('<nl-signup site="DE" origin-addition="spring"></nl-signup>');
    await code.fill(written.replace('<nl-signup site="DE"', '<nl-signup onclick="alert(1)" style="display:none" site="DE"'));
    await author.getByRole('button', { name: 'Update', exact: true }).click();
    await author.locator('.components-snackbar').getByText('Post updated.').waitFor();
    expect(storedContent(signupPost)).toBe(
      '<!-- wp:storefront/nl-signup {"site":"DE","origin-addition":"spring"} -->\n<nl-signup site="DE" origin-addition="spring"></nl-signup>\n<!-- /wp:storefront/nl-signup -->',
    );
    // Reopened, the block is as it was, valid, and shows its element; the editor keeps the author's
    // choice of editor for their next post: back to the visual one.
    await author.reload();
    await author.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Options' }).click();
    await author.getByRole('menuitemradio', { name: /Visual editor/ }).click();
    await author.locator('.storefront-block nl-signup').getByRole('heading', { name: 'Newsletter abonnieren und 10 % sparen' }).waitFor();
    expect(await author.locator('.block-editor-warning').count()).toBe(0);
  });

  it('places the footer as a block', async () => {
    const author = await pageOf(AUTHOR);
    await newPostWithBlock(author, 'Impressum', 'Shop footer');
    const live = author.locator('.storefront-block shop-footer');
    await live.locator('footer.ft .ft-group').first().waitFor({ timeout: 30_000 });
    const post = await publish(author);
    expect(storedContent(post)).toBe(
      '<!-- wp:storefront/shop-footer {"site":"DE"} -->\n<shop-footer site="DE"></shop-footer>\n<!-- /wp:storefront/shop-footer -->',
    );

    const visitor = await pageOf();
    await visitor.goto(`${site.url}/?p=${post}`);
    await visitor.locator('shop-footer footer.ft .ft-group').first().waitFor();
    expect(await visitor.locator('shop-footer').getAttribute('api-origin')).toBe(backend.url);
  });

  it('loads none of the kit on a page without an element', async () => {
    const visitor = await pageOf();
    const requested = await pluginRequests(visitor, async () => {
      await visitor.goto(`${site.url}/?page_id=2`);
    });
    expect(requested).toEqual([]);
    expect(await visitor.content()).not.toContain('storefront');
  });
});

describe('kses and the classic editor, for every role that writes posts', () => {
  it('keeps exactly the kit tags with their declared attributes for authors and contributors', () => {
    const written =
      '<p>Intro</p><nl-signup site="DE" origin-addition="spring" onclick="alert(1)" style="color:red" data-x="1" id="signup"></nl-signup>' +
      '<shop-footer site="AT" newsletter><nl-bogus></nl-bogus></shop-footer><unknown-tag site="DE"></unknown-tag>';
    for (const role of ['author', 'contributor']) {
      // Saved as a person of that role saves a post: kses filters what they may not post unfiltered.
      const kept = site.php(`
        $user = get_users(['role' => '${role}'])[0];
        wp_set_current_user($user->ID);
        $post = wp_insert_post(wp_slash(['post_author' => $user->ID, 'post_title' => 'Probe', 'post_content' => base64_decode('${Buffer.from(written).toString('base64')}')]));
        echo current_user_can('unfiltered_html') ? 'unfiltered' : get_post($post)->post_content;
      `);
      expect(kept, role).toBe(
        '<p>Intro</p><nl-signup site="DE" origin-addition="spring" id="signup"></nl-signup><shop-footer site="AT" newsletter></shop-footer>',
      );
    }
  });

  it("gives the classic editor the kit's tags and attributes", () => {
    const init = JSON.parse(site.php("echo wp_json_encode(apply_filters('tiny_mce_before_init', array()));"));
    expect(init.custom_elements).toBe('nl-signup,shop-footer,shop-layout,preview-panel,session-keeper');
    expect(init.extended_valid_elements.split(',').slice(0, 2)).toEqual([
      'nl-signup[site|locale|api-origin|asset-origin|origin|origin-addition|spa|doi-error|no-scroll|id|class|slot|lang|dir]',
      'shop-footer[site|locale|api-origin|asset-origin|reduced|platform|newsletter|newsletter-hidden|preview|checkout|id|class|slot|lang|dir]',
    ]);
  });
});
