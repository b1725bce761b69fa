// <preview-panel>'s view: its block and styles, with React, in a chunk of its own in a market module.
import { viewOf } from '../../src/element/view';
import { widgetStyles } from '../../src/widgets/styles';
import { previewPanelDeclaration } from './preview-panel.declaration';
import { PreviewPanel } from './PreviewPanel';
import previewPanelCss from './preview-panel.css?inline';

export default viewOf(previewPanelDeclaration, { block: PreviewPanel, styles: [widgetStyles, previewPanelCss] });
