import type { BlockDefinition } from '../../src/element/definition';
import { previewPanelDeclaration } from './preview-panel.declaration';
import { hasStaffCookie } from './staffCookies';

/** <preview-panel>: its declaration and, loaded when it first renders, its view, for the page (src/index.ts) and for pre-rendered markup (src/server.tsx). */
export const previewPanelElement = {
  declaration: previewPanelDeclaration,
  view: () => import('./preview-panel.view'),
  shows: hasStaffCookie,
} satisfies BlockDefinition<typeof previewPanelDeclaration>;
