import { defineElement } from '../element/define';
import { previewPanelDeclaration } from './preview-panel.declaration';
import { widgetStyles } from '../widgets/styles';
import { PreviewPanel } from './PreviewPanel';
import previewCss from './preview.css?inline';

defineElement({ declaration: previewPanelDeclaration, block: PreviewPanel, styles: [widgetStyles, previewCss] });
