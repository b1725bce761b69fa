import type { AbSelection } from './abSelection';
import { declareElement, event } from '../../src/element/declaration';
import { EXPANSION_FADE, SHELL_EVENTS, THEME_PROPERTIES } from '../../src/element/sharedDeclarations';

/** `preview-change` detail, also what the panel keeps after applying. */
export interface PreviewChangeDetail extends AbSelection {
  dateTime: string;
}

export const previewPanelDeclaration = declareElement({
  tag: 'preview-panel',
  className: 'PreviewPanelElement',
  description:
    'The staff preview tool; renders only for staff whose preview cookie passes the server check. Its texts are English: site and locale are only validated; asset-origin is not used (it loads no images).',
  commonAttributes: 'all',
  attributes: {},
  properties: {},
  events: {
    'preview-change': event<PreviewChangeDetail>(
      "After the settings were applied with status SUCCESS; dateTime is ISO 8601 with offset, test and group are '' when none is chosen.",
    ),
    ...SHELL_EVENTS,
  },
  slots: [],
  cssParts: [],
  cssProperties: [
    ...THEME_PROPERTIES,
    EXPANSION_FADE,
    { name: '--sf-preview-offset', default: '16px', description: 'Distance of the button from the bottom and end edges of the viewport.' },
    {
      name: '--sf-preview-z-index',
      default: '2147483000',
      description: 'Stacking level of the button (the dialog always lies above the page).',
    },
  ],
});
