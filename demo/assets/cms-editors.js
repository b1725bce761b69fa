// The CMS editors' page (cms-editors.html): one rich-text editor, picked by ?editor= (tinymce8,
// tinymce7, ckeditor5), with the kit's integration merged as docs/cms-editors.md says (or, with
// ?setup=default, the editor's default set-up), holding the configurator's snippet for the site.
// window.cmsEditor lets the browser tests set and read the content as the CMS does.
import { currentSite } from './demo.js';

const query = new URLSearchParams(location.search);
const editorName = query.get('editor') ?? 'tinymce8';
const withKit = query.get('setup') !== 'default';
const site = currentSite();
/** The editor's UI language (?language=de): the form's texts follow it. */
const language = query.get('language') ?? 'en';

/** The configurator's snippets, as an editor pastes them into the source view. */
const snippet = (site) =>
  `<p>Intro</p><nl-signup site="${site}" origin-addition="landing-page"></nl-signup><p>More</p><shop-footer site="${site}" newsletter></shop-footer>`;

/**
 * The kit's module that shows each element live in the editor: the all-sites one, which shows
 * every site an editor may place (docs/cms-editors.md); ?module=none shows the tags without it.
 */
const KIT_MODULE = query.get('module') === 'none' ? undefined : '/dist/storefront-elements.js';

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${src} did not load: run npm ci.`));
    document.head.append(script);
  });
}

async function tinymceEditor(version) {
  await loadScript(`/editors/${version}/tinymce.min.js`);
  const { storefrontTinymce } = await import('/dist/cms/tinymce.js');
  const [editor] = await window.tinymce.init({
    selector: '#editor',
    license_key: 'gpl',
    base_url: `/editors/${version}`,
    suffix: '.min',
    height: 560,
    language,
    menubar: 'edit insert view format',
    plugins: 'code',
    toolbar: `undo redo | blocks | bold italic |${withKit ? ' storefrontelement |' : ''} code`,
    ...(withKit ? storefrontTinymce({ module: KIT_MODULE, site }) : {}),
  });
  editor.on('change input undo redo SetContent', () => show(editor.getContent()));
  return { setContent: (html) => editor.setContent(html), getContent: () => editor.getContent() };
}

async function ckeditor() {
  const CKEditor5 = await import('/editors/ckeditor5/ckeditor5.js');
  const { createStorefrontPlugin } = await import('/dist/cms/ckeditor5.js');
  const { ClassicEditor, Essentials, Paragraph, Heading, Bold, Italic, SourceEditing } = CKEditor5;
  const translations = language === 'en' ? [] : [(await import(`/editors/ckeditor5/translations/${language}.js`)).default];
  const editor = await ClassicEditor.create(document.getElementById('editor'), {
    licenseKey: 'GPL',
    language,
    // CKEditor 5 takes no empty list.
    ...(translations.length > 0 ? { translations } : {}),
    plugins: [Essentials, Paragraph, Heading, Bold, Italic, SourceEditing, ...(withKit ? [createStorefrontPlugin(CKEditor5)] : [])],
    toolbar: ['undo', 'redo', '|', 'heading', 'bold', 'italic', '|', ...(withKit ? ['storefrontElement', '|'] : []), 'sourceEditing'],
    storefront: { module: KIT_MODULE, site },
  });
  editor.model.document.on('change:data', () => show(editor.getData()));
  return { setContent: (html) => editor.setData(html), getContent: () => editor.getData() };
}

function show(html) {
  document.getElementById('saved').textContent = html;
}

const EDITORS = { tinymce8: () => tinymceEditor('tinymce8'), tinymce7: () => tinymceEditor('tinymce7'), ckeditor5: ckeditor };
document.getElementById('editor-heading').textContent =
  `${{ tinymce8: 'TinyMCE 8', tinymce7: 'TinyMCE 7', ckeditor5: 'CKEditor 5' }[editorName]}${withKit ? ", with the kit's set-up" : ', default set-up'}`;
document.getElementById('default-setup').href = `?editor=${editorName}&setup=${withKit ? 'default' : 'kit'}`;
document.getElementById('default-setup').textContent = withKit
  ? "the same editor without the kit's set-up"
  : "the same editor with the kit's set-up";
document.getElementById('editor').value = snippet(site);
// The demo bar's site switcher: the editor's content is the snippet for the new site.
document.addEventListener('demo-site', (event) => {
  if (event.detail !== site) location.search = new URLSearchParams({ ...Object.fromEntries(query), site: event.detail }).toString();
});

window.cmsEditor = EDITORS[editorName]().then((editor) => {
  show(editor.getContent());
  return editor;
});
