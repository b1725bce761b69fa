import { defineElement } from '../element/define';
import { previewPanelApi } from './preview-panel.declaration';
import { widgetStyles } from '../widgets/styles';
import { PreviewPanel } from './PreviewPanel';
import previewCss from './preview.css?inline';

defineElement({ api: previewPanelApi, block: PreviewPanel, styles: [widgetStyles, previewCss] });
