import type { ElementDefinition } from '../element/definition';
import { previewPanelDeclaration } from './preview-panel.declaration';
import { PreviewPanel } from './PreviewPanel';
import { widgetStyles } from '../widgets/styles';
import previewCss from './preview.css?inline';

/** <preview-panel>: its declaration, block and styles, for the page (./preview-panel.ts) and for pre-rendered markup (src/server.tsx). */
export const previewPanelElement = {
  declaration: previewPanelDeclaration,
  block: PreviewPanel,
  styles: [widgetStyles, previewCss],
} satisfies ElementDefinition<typeof previewPanelDeclaration>;
