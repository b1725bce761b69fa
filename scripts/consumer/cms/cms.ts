// A CMS's editor page (docs/cms-editors.md, "For administrators"), typed against the editors' own types.
import * as CKEditor5 from 'ckeditor5';
import type { RawEditorOptions } from 'tinymce';
import { createStorefrontPlugin } from 'storefront-elements/cms/ckeditor5';
import { storefrontTinymce } from 'storefront-elements/cms/tinymce';

// TinyMCE: the set-up's options merge into TinyMCE's own, its setup takes TinyMCE's editor.
const options: RawEditorOptions = {
  selector: '#content',
  toolbar: 'undo redo | storefrontelement | code',
  ...storefrontTinymce({ module: '/static/storefront-elements.js', site: 'DE' }),
};

// CKEditor 5: the plugin from the namespace, the `storefront` entry known to its configuration.
const config: CKEditor5.EditorConfig = {
  licenseKey: 'GPL',
  plugins: [CKEditor5.Essentials, CKEditor5.Paragraph, createStorefrontPlugin(CKEditor5)],
  toolbar: ['storefrontElement'],
  storefront: { module: '/static/storefront-elements.js', site: 'DE' },
};
// @ts-expect-error -- the site is a text
const wrong: CKEditor5.EditorConfig = { storefront: { site: 1 } };

void options;
void config;
void wrong;
