/**
 * What the WordPress plugin (dist/wordpress/storefront-elements/) knows of the kit, made from the
 * declarations and the site registry: its blocks, the tags and attributes kses and the classic
 * editor keep, and the modules it can load. The build writes it as the plugin's `elements.json`,
 * which its PHP reads; the blocks' editor script (./blocks.ts) takes the same lists.
 */
import type { ElementDeclaration } from '../../element/declaration';
import { MARKETS, marketModuleFile, SITE_REGISTRY } from '../../sites/registry';
import { editorTags } from '../editorTags';
import { PLUGIN_FOLDER, TEXT_DOMAIN } from './plugin';

export { PLUGIN_FOLDER, TEXT_DOMAIN };

/**
 * The elements the plugin offers as blocks: what a post or page shows its visitors. The staff
 * preview tool and the session keeper belong to the theme's templates, not to a post's content.
 */
export const BLOCK_TAGS: readonly string[] = ['nl-signup', 'shop-footer'];

/** A block's name: `storefront/nl-signup`. */
export const blockName = (tag: string): string => `storefront/${tag}`;

/** The slug of the inserter's category that holds the blocks. */
export const BLOCK_CATEGORY = 'storefront';

export interface PluginCatalogue {
  /** Each kit tag with the attributes kses and the classic editor keep on it: the declared ones, then `id`, `class`, `slot`, `lang`, `dir`. */
  tags: Record<string, string[]>;
  /** Each block's name and its element's tag. */
  blocks: { name: string; tag: string }[];
  category: string;
  /** Each site's market: the settings' default site, and whether a market's module carries it. */
  sites: Record<string, string>;
  /** The plugin's copy of the kit: the all-sites module (`all`), each market's module and the stylesheet, relative to `kit/`. */
  modules: Record<string, string>;
  stylesheet: string;
}

/** The plugin's catalogue; the kit's files are where `npm run build` writes them, relative to dist/. */
export function pluginCatalogue(declarations: readonly ElementDeclaration[]): PluginCatalogue {
  return {
    tags: Object.fromEntries(editorTags(declarations).map(({ tag, attributes }) => [tag, [...attributes]])),
    blocks: BLOCK_TAGS.map((tag) => ({ name: blockName(tag), tag })),
    category: BLOCK_CATEGORY,
    sites: Object.fromEntries(Object.entries(SITE_REGISTRY).map(([site, { market }]) => [site, market])),
    modules: {
      all: 'storefront-elements.js',
      ...Object.fromEntries(MARKETS.map((market) => [market, `markets/${marketModuleFile(market)}`])),
    },
    stylesheet: 'storefront-elements.css',
  };
}
