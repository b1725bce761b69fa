import type { ElementExamples } from '../../src/element/examples';
import { previewPanelDeclaration } from './preview-panel.declaration';

export const examples: ElementExamples<typeof previewPanelDeclaration> = {
  declaration: previewPanelDeclaration,
  examples: [{ name: 'plain', title: 'The preview button, for staff (nothing for a visitor)', fragment: true }],
};
