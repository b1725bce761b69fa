import { defineElement } from './define';
import { previewPanelApi } from './preview-panel.api';
import { widgetStyles } from '../src/widgets/styles';
import { PreviewPanel } from '../src/preview/PreviewPanel';
import previewCss from '../src/preview/preview.css?inline';

defineElement({ api: previewPanelApi, block: PreviewPanel, styles: [widgetStyles, previewCss] });
