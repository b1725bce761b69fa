import type { BlockDefinition } from '../../src/element/definition';
import { previewPanelDeclaration } from './preview-panel.declaration';
import { PreviewPanel } from './PreviewPanel';
import { widgetStyles } from '../../src/widgets/styles';
import previewCss from './preview.css?inline';

/** <preview-panel>: its declaration, block and styles, for the page (src/index.ts) and for pre-rendered markup (src/server.tsx). */
export const previewPanelElement = {
  declaration: previewPanelDeclaration,
  block: PreviewPanel,
  styles: [widgetStyles, previewCss],
  fragments: { variants: [] },
} satisfies BlockDefinition<typeof previewPanelDeclaration>;
