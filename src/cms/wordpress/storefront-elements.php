<?php
/**
 * Plugin Name:       Storefront elements
 * Description:       The shop's newsletter sign-up and footer as blocks: authors pick them from the inserter and set them in the sidebar; the site's pages load the kit where a post carries one.
 * Version:           {{version}}
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Text Domain:       storefront-elements
 * License:           {{license}}
 *
 * What the plugin knows of the kit (its tags, their attributes, its blocks, its files) is in
 * elements.json, written from the elements' declarations when the kit is built.
 */

defined('ABSPATH') || exit;

const STOREFRONT_ELEMENTS_VERSION = '{{version}}';
const STOREFRONT_ELEMENTS_OPTION = 'storefront_elements';
const STOREFRONT_ELEMENTS_MODULE = 'storefront-elements';
const STOREFRONT_ELEMENTS_BLOCKS = 'storefront-elements-blocks';

/** The kit as the build described it (elements.json). */
function storefront_elements_catalogue(): array {
    static $catalogue = null;
    if ($catalogue === null) {
        $catalogue = json_decode((string) file_get_contents(__DIR__ . '/elements.json'), true);
    }
    return $catalogue;
}

/** The settings, each defaulted. */
function storefront_elements_settings(): array {
    $saved = get_option(STOREFRONT_ELEMENTS_OPTION, array());
    return array_merge(
        array('kit' => 'plugin', 'market' => 'all', 'module' => '', 'stylesheet' => '', 'site' => 'DE', 'api_origin' => ''),
        is_array($saved) ? $saved : array()
    );
}

/** The module's and the stylesheet's addresses: the plugin's own copy of the kit, or the addresses the settings give. */
function storefront_elements_files(): array {
    $settings = storefront_elements_settings();
    if ($settings['kit'] === 'address') {
        return array($settings['module'], $settings['stylesheet'], null);
    }
    $catalogue = storefront_elements_catalogue();
    $module = $catalogue['modules'][$settings['market']] ?? $catalogue['modules']['all'];
    return array(
        plugins_url('kit/' . $module, __FILE__),
        plugins_url('kit/' . $catalogue['stylesheet'], __FILE__),
        STOREFRONT_ELEMENTS_VERSION,
    );
}

/** Loads the kit's module (as a module script) and its stylesheet on this page. */
function storefront_elements_enqueue(): void {
    list($module, $stylesheet, $version) = storefront_elements_files();
    if ($module !== '') {
        wp_enqueue_script(STOREFRONT_ELEMENTS_MODULE, $module, array(), $version, false);
    }
    if ($stylesheet !== '') {
        wp_enqueue_style(STOREFRONT_ELEMENTS_MODULE, $stylesheet, array(), $version);
    }
}

/** Matches a kit start tag in HTML, its name in group 1 and the rest in group 2, for the tags whose attributes include $attribute. */
function storefront_elements_tag_pattern(string $attribute = ''): string {
    $tags = array();
    foreach (storefront_elements_catalogue()['tags'] as $tag => $attributes) {
        if ($attribute === '' || in_array($attribute, $attributes, true)) {
            $tags[] = preg_quote($tag, '/');
        }
    }
    return '/<(' . implode('|', $tags) . ')(?=[\s>\/])([^>]*)>/i';
}

/** Whether what this page shows carries a kit tag: a post of the main query does, or a theme says so (filter storefront_elements_load). */
function storefront_elements_page_has_tag(): bool {
    global $wp_query;
    $found = false;
    foreach ((array) ($wp_query->posts ?? array()) as $post) {
        if ($post instanceof WP_Post && preg_match(storefront_elements_tag_pattern(), $post->post_content)) {
            $found = true;
            break;
        }
    }
    return (bool) apply_filters('storefront_elements_load', $found);
}

add_action('init', function (): void {
    $catalogue = storefront_elements_catalogue();
    $settings = storefront_elements_settings();
    wp_register_script(
        STOREFRONT_ELEMENTS_BLOCKS,
        plugins_url('blocks.js', __FILE__),
        array('wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n'),
        STOREFRONT_ELEMENTS_VERSION,
        true
    );
    wp_add_inline_script(
        STOREFRONT_ELEMENTS_BLOCKS,
        'window.storefrontElementsEditor = ' . wp_json_encode(array('site' => $settings['site'], 'apiOrigin' => $settings['api_origin'])) . ';',
        'before'
    );
    wp_set_script_translations(STOREFRONT_ELEMENTS_BLOCKS, 'storefront-elements', __DIR__ . '/languages');
    foreach ($catalogue['blocks'] as $block) {
        register_block_type($block['name'], array('api_version' => 2, 'editor_script' => STOREFRONT_ELEMENTS_BLOCKS));
        // A theme lays a post's blocks out by their outer element (its content width, its margins),
        // which the kit's element does not take from the page: each shows in a wrapper, as the core
        // blocks do. The post's content keeps the bare tag.
        $class = 'wp-block-' . str_replace('/', '-', $block['name']);
        add_filter('render_block_' . $block['name'], function (string $html) use ($class): string {
            return '<div class="' . $class . '">' . $html . '</div>';
        });
    }
    load_plugin_textdomain('storefront-elements', false, dirname(plugin_basename(__FILE__)) . '/languages');
});

add_filter('block_categories_all', function (array $categories): array {
    $categories[] = array('slug' => storefront_elements_catalogue()['category'], 'title' => __('Storefront', 'storefront-elements'), 'icon' => null);
    return $categories;
});

// The canvas shows each block's element live: the editor's page loads the kit as a visitor's page does.
add_action('enqueue_block_editor_assets', 'storefront_elements_enqueue');

add_action('wp_enqueue_scripts', function (): void {
    if (storefront_elements_page_has_tag()) {
        storefront_elements_enqueue();
    }
});

add_filter('script_loader_tag', function (string $tag, string $handle): string {
    if ($handle !== STOREFRONT_ELEMENTS_MODULE) {
        return $tag;
    }
    return preg_replace('/<script(?: type=([\'"])text\/javascript\1)?/', '<script type="module"', $tag, 1);
}, 10, 2);

/** Tells the kit that the services' origin is one this page trusts (docs/contract.md, section 8). */
function storefront_elements_trust_api_origin(): void {
    $origin = storefront_elements_settings()['api_origin'];
    if ($origin !== '' && wp_script_is(STOREFRONT_ELEMENTS_MODULE, 'enqueued')) {
        echo '<meta name="storefront-api-origins" content="' . esc_attr($origin) . '">' . "\n";
    }
}
add_action('wp_head', 'storefront_elements_trust_api_origin');
add_action('admin_head', 'storefront_elements_trust_api_origin');

// The services' origin, when they are elsewhere, on each element a post shows that does not name its own.
add_filter('the_content', function (string $content): string {
    $origin = storefront_elements_settings()['api_origin'];
    if ($origin === '') {
        return $content;
    }
    return preg_replace_callback(storefront_elements_tag_pattern('api-origin'), function (array $match) use ($origin): string {
        if (preg_match('/\sapi-origin\s*=/i', $match[2])) {
            return $match[0];
        }
        return '<' . $match[1] . ' api-origin="' . esc_attr($origin) . '"' . $match[2] . '>';
    }, $content);
}, 20);

// Every role that writes posts keeps the kit's tags, each with exactly its attributes: kses removes any other.
add_filter('wp_kses_allowed_html', function (array $tags, $context): array {
    if ($context !== 'post') {
        return $tags;
    }
    foreach (storefront_elements_catalogue()['tags'] as $tag => $attributes) {
        $tags[$tag] = array_fill_keys($attributes, true);
    }
    return $tags;
}, 10, 2);

// The classic editor (TinyMCE) keeps the same tags and attributes.
add_filter('tiny_mce_before_init', function (array $init): array {
    $tags = storefront_elements_catalogue()['tags'];
    $rules = array();
    foreach ($tags as $tag => $attributes) {
        $rules[] = $tag . '[' . implode('|', $attributes) . ']';
    }
    $init['custom_elements'] = trim(($init['custom_elements'] ?? '') . ',' . implode(',', array_keys($tags)), ',');
    $init['extended_valid_elements'] = trim(($init['extended_valid_elements'] ?? '') . ',' . implode(',', $rules), ',');
    return $init;
});

/** Settings > Storefront elements. */
add_action('admin_menu', function (): void {
    add_options_page(
        __('Storefront elements', 'storefront-elements'),
        __('Storefront elements', 'storefront-elements'),
        'manage_options',
        'storefront-elements',
        'storefront_elements_settings_page'
    );
});

add_filter('plugin_action_links_' . plugin_basename(__FILE__), function (array $links): array {
    array_unshift($links, '<a href="' . esc_url(admin_url('options-general.php?page=storefront-elements')) . '">' . esc_html__('Settings', 'storefront-elements') . '</a>');
    return $links;
});

add_action('admin_init', function (): void {
    register_setting('storefront-elements', STOREFRONT_ELEMENTS_OPTION, array('type' => 'array', 'sanitize_callback' => 'storefront_elements_sanitize'));
});

/** An origin (scheme, host and port, nothing else), or '' for anything else. */
function storefront_elements_origin(string $value): string {
    $parts = wp_parse_url(trim($value));
    if (!is_array($parts) || !in_array($parts['scheme'] ?? '', array('http', 'https'), true) || empty($parts['host'])) {
        return '';
    }
    if (isset($parts['user']) || isset($parts['query']) || isset($parts['fragment']) || !in_array($parts['path'] ?? '', array('', '/'), true)) {
        return '';
    }
    return $parts['scheme'] . '://' . strtolower($parts['host']) . (isset($parts['port']) ? ':' . $parts['port'] : '');
}

/** Keeps what the settings page sent when it is valid; says what it did not keep, and why. */
function storefront_elements_sanitize($input): array {
    $catalogue = storefront_elements_catalogue();
    $input = is_array($input) ? $input : array();
    $kept = storefront_elements_settings();
    $refuse = function (string $field, string $message) {
        add_settings_error(STOREFRONT_ELEMENTS_OPTION, 'storefront-elements-' . $field, $message);
    };

    $site = strtoupper(trim((string) ($input['site'] ?? '')));
    if (array_key_exists($site, $catalogue['sites'])) {
        $kept['site'] = $site;
    } else {
        $refuse('site', __('The default site must be one of the sites listed.', 'storefront-elements'));
    }

    $market = (string) ($input['market'] ?? '');
    if (isset($catalogue['modules'][$market])) {
        $kept['market'] = $market;
    }

    $kept['kit'] = ($input['kit'] ?? '') === 'address' ? 'address' : 'plugin';
    foreach (array('module', 'stylesheet') as $file) {
        $kept[$file] = esc_url_raw(trim((string) ($input[$file] ?? '')), array('http', 'https'));
    }
    if ($kept['kit'] === 'address' && $kept['module'] === '') {
        $kept['kit'] = 'plugin';
        $refuse('module', __('The module’s address is missing or not an http(s) address: the plugin’s own copy of the kit stays in use.', 'storefront-elements'));
    }
    if ($kept['kit'] === 'plugin' && $kept['market'] !== 'all' && ($catalogue['sites'][$kept['site']] ?? '') !== $kept['market']) {
        $refuse('market', __('The chosen market’s module does not carry the default site: choose the module for all sites, or the default site’s market.', 'storefront-elements'));
    }

    $api_origin = trim((string) ($input['api_origin'] ?? ''));
    $kept['api_origin'] = storefront_elements_origin($api_origin);
    if ($api_origin !== '' && $kept['api_origin'] === '') {
        $refuse('api_origin', __('The services’ origin must be an origin only, e.g. https://api.example.com (no path).', 'storefront-elements'));
    }
    return $kept;
}

function storefront_elements_settings_page(): void {
    if (!current_user_can('manage_options')) {
        return;
    }
    $catalogue = storefront_elements_catalogue();
    $settings = storefront_elements_settings();
    $name = function (string $field): string {
        return esc_attr(STOREFRONT_ELEMENTS_OPTION . '[' . $field . ']');
    };
    ?>
    <div class="wrap">
        <h1><?php esc_html_e('Storefront elements', 'storefront-elements'); ?></h1>
        <form method="post" action="options.php">
            <?php settings_fields('storefront-elements'); ?>
            <table class="form-table" role="presentation">
                <tr>
                    <th scope="row"><?php esc_html_e('The kit’s files', 'storefront-elements'); ?></th>
                    <td>
                        <fieldset>
                            <legend class="screen-reader-text"><?php esc_html_e('The kit’s files', 'storefront-elements'); ?></legend>
                            <p><label><input type="radio" name="<?php echo $name('kit'); ?>" value="plugin" <?php checked($settings['kit'], 'plugin'); ?>> <?php esc_html_e('The plugin’s own copy', 'storefront-elements'); ?></label></p>
                            <p><label for="storefront-elements-market"><?php esc_html_e('Module', 'storefront-elements'); ?></label>
                                <select id="storefront-elements-market" name="<?php echo $name('market'); ?>">
                                    <?php foreach (array_keys($catalogue['modules']) as $market) : ?>
                                        <option value="<?php echo esc_attr($market); ?>" <?php selected($settings['market'], $market); ?>><?php echo esc_html($market === 'all' ? __('All sites', 'storefront-elements') : strtoupper($market)); ?></option>
                                    <?php endforeach; ?>
                                </select></p>
                            <p class="description"><?php esc_html_e('A market’s module carries that market’s sites only and is smaller; the module for all sites shows every site.', 'storefront-elements'); ?></p>
                            <p><label><input type="radio" name="<?php echo $name('kit'); ?>" value="address" <?php checked($settings['kit'], 'address'); ?>> <?php esc_html_e('Files at these addresses (a CDN)', 'storefront-elements'); ?></label></p>
                            <p><label for="storefront-elements-module"><?php esc_html_e('Module’s address', 'storefront-elements'); ?></label><br>
                                <input type="url" class="regular-text code" id="storefront-elements-module" name="<?php echo $name('module'); ?>" value="<?php echo esc_attr($settings['module']); ?>"></p>
                            <p><label for="storefront-elements-stylesheet"><?php esc_html_e('Stylesheet’s address', 'storefront-elements'); ?></label><br>
                                <input type="url" class="regular-text code" id="storefront-elements-stylesheet" name="<?php echo $name('stylesheet'); ?>" value="<?php echo esc_attr($settings['stylesheet']); ?>"></p>
                        </fieldset>
                    </td>
                </tr>
                <tr>
                    <th scope="row"><label for="storefront-elements-site"><?php esc_html_e('Default site', 'storefront-elements'); ?></label></th>
                    <td>
                        <select id="storefront-elements-site" name="<?php echo $name('site'); ?>" aria-describedby="storefront-elements-site-help">
                            <?php foreach (array_keys($catalogue['sites']) as $site) : ?>
                                <option value="<?php echo esc_attr($site); ?>" <?php selected($settings['site'], $site); ?>><?php echo esc_html($site); ?></option>
                            <?php endforeach; ?>
                        </select>
                        <p class="description" id="storefront-elements-site-help"><?php esc_html_e('The site a new block starts with; authors can choose another in its sidebar.', 'storefront-elements'); ?></p>
                    </td>
                </tr>
                <tr>
                    <th scope="row"><label for="storefront-elements-api-origin"><?php esc_html_e('Services’ origin', 'storefront-elements'); ?></label></th>
                    <td>
                        <input type="url" class="regular-text code" id="storefront-elements-api-origin" name="<?php echo $name('api_origin'); ?>" value="<?php echo esc_attr($settings['api_origin']); ?>" aria-describedby="storefront-elements-api-origin-help">
                        <p class="description" id="storefront-elements-api-origin-help"><?php esc_html_e('Where the shop’s services answer, when not on this site’s own origin, e.g. https://www.example.com. Each element gets it as its api-origin, and the pages trust it.', 'storefront-elements'); ?></p>
                    </td>
                </tr>
            </table>
            <?php submit_button(); ?>
        </form>
    </div>
    <?php
}
