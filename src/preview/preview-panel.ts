import { defineElement } from '../element/define';
import { previewPanelElement } from './preview-panel.element';

defineElement(previewPanelElement);
