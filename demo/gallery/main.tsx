import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { WidgetKit } from 'storefront-elements/widgets';
import 'storefront-elements/widgets.css';
import { SITE_REGISTRY } from '../../src/sites/registry';
import { DEFAULT_SITE, isSite, type Site } from '../../src/sites/sites';
import { DisplayGallery } from './display';
import { FormsGallery } from './forms';
import './gallery.css';

// The gallery is a React app of the kind the shop builds: it takes the widgets from the package's
// `storefront-elements/widgets` entry and its styles from `storefront-elements/widgets.css`.

/** The demo bar's site: ?site= first, then the last choice in the bar (see demo/assets/demo.js). */
function initialSite(): Site {
  const chosen = new URLSearchParams(location.search).get('site') ?? localStorage.getItem('demo-site');
  return isSite(chosen) ? chosen : DEFAULT_SITE;
}

function Gallery() {
  const [site, setSite] = useState(initialSite);
  useEffect(() => {
    // The bar's site select stores the choice and updates the shop elements; follow it here too.
    const follow = (event: Event) => {
      if (event.target instanceof HTMLSelectElement && isSite(event.target.value)) setSite(event.target.value);
    };
    document.addEventListener('change', follow);
    return () => document.removeEventListener('change', follow);
  }, []);
  return (
    <WidgetKit locale={SITE_REGISTRY[site].locale} className="gallery">
      <DisplayGallery />
      <FormsGallery />
    </WidgetKit>
  );
}

const container = document.querySelector('widget-gallery') ?? document.body.appendChild(document.createElement('widget-gallery'));
createRoot(container).render(<Gallery />);
