import { defineElement } from './define';
import { widgetStyles } from '../src/widgets/styles';
import { PreviewPanel } from '../src/preview/PreviewPanel';
import previewCss from '../src/preview/preview.css?inline';

/** <preview-panel>: the staff preview tool; renders only for staff whose preview cookie passes the server check. */
defineElement({ tag: 'preview-panel', block: PreviewPanel, styles: [widgetStyles, previewCss] });

declare global {
  interface HTMLElementTagNameMap {
    'preview-panel': HTMLElement & { site?: string; locale?: string; apiOrigin?: string; assetOrigin?: string };
  }
}
