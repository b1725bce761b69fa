import { elementApi } from '../../src/element/declaration';
import { defineElement } from '../../src/element/define';
import { SITES } from '../../src/sites/sites';
import { galleryOnlyStyles, widgetStyles } from '../../src/widgets/styles';
import { DisplayGallery } from './display';
import { FormsGallery } from './forms';
import galleryCss from './gallery.css?inline';

declare global {
  interface HTMLElementTagNameMap {
    'widget-gallery': HTMLElement;
  }
}

function Gallery() {
  return (
    <div className="gallery">
      <DisplayGallery />
      <FormsGallery />
    </div>
  );
}

// A demo-only element: the same wrapper as the shop's elements (shadow root, adopted widget
// styles, its own i18next instance, lang, site validation), so the gallery shows the real thing.
const galleryApi = elementApi({
  tag: 'widget-gallery',
  className: 'WidgetGalleryElement',
  description: 'The demo gallery of every widget.',
  commonAttributes: 'all',
  attributes: {},
  properties: {},
  events: {},
  slots: [],
  cssParts: [],
  cssProperties: [],
});

defineElement({ api: galleryApi, block: Gallery, styles: [widgetStyles, ...galleryOnlyStyles, galleryCss] });

/** The demo bar's site: ?site= first, then the last choice in the bar (see demo/assets/demo.js). */
function currentSite(): string {
  return new URLSearchParams(location.search).get('site') ?? localStorage.getItem('demo-site') ?? 'DE';
}

const gallery = document.querySelector('widget-gallery') ?? document.body.appendChild(document.createElement('widget-gallery'));
gallery.setAttribute('site', currentSite());

// The bar's site select stores the choice and updates the shop elements; follow it here too.
document.addEventListener('change', (event) => {
  const target = event.target;
  if (target instanceof HTMLSelectElement && (SITES as readonly string[]).includes(target.value))
    gallery.setAttribute('site', target.value);
});
