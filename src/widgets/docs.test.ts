import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWidgetDocs, WIDGET_DOCS, widgetDocs } from '../../scripts/api/widgets';

describe('the widget library’s reference (docs/widgets.md)', () => {
  it('is up to date (run `npm run api`)', () => {
    expect(readFileSync(WIDGET_DOCS, 'utf8')).toBe(renderWidgetDocs());
  });

  it('documents every component the library exports, and each prop once, in its JSDoc', () => {
    const { components, shared } = widgetDocs();
    expect(components.map((component) => component.name)).toEqual([
      'WidgetKit',
      'Icon',
      'Text',
      'TextLink',
      'Button',
      'IconButton',
      'Banderole',
      'Notification',
      'ExpansionItem',
      'Modal',
      'TextField',
      'PasswordField',
      'Select',
      'Checkbox',
    ]);
    const undocumented = [
      ...components.filter((component) => !component.description).map((component) => component.name),
      ...[...components.map((component) => component.props), ...shared].flatMap((props) =>
        props.props.filter((prop) => !prop.description).map((prop) => `${props.name}.${prop.name}`),
      ),
    ];
    expect(undocumented).toEqual([]);
  });
});
