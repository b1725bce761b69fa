import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { Trans } from './Trans';

function translator(text: string) {
  const i18n = createInstance();
  void i18n.init({ lng: 'de', resources: { de: { test: { text } } }, initAsync: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT('de', 'test');
}

describe('Trans', () => {
  it('turns each named tag into its element, with the tagged text inside', () => {
    const t = translator('Lesen Sie die <privacy>Datenschutzhinweise</privacy> und fragen Sie den <contact>Service</contact>.');
    const { container } = render(
      <p>
        <Trans
          t={t}
          i18nKey="text"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the text between the tags
            privacy: <a href="/privacy" />,
            // biome-ignore lint/a11y/useAnchorContent: same
            contact: <a href="/contact" />,
          }}
        />
      </p>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Lesen Sie die Datenschutzhinweise und fragen Sie den Service.');
    expect(screen.getByRole('link', { name: 'Datenschutzhinweise' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Service' }).getAttribute('href')).toBe('/contact');
  });

  it('fills in values and shows a tag without a component as plain text', () => {
    const t = translator('Mit „{{submit}}“ bin ich {{age}} Jahre alt. <sample>Beispiel</sample>');
    const { container } = render(
      <p>
        <Trans t={t} i18nKey="text" values={{ submit: 'Anmelden', age: 16 }} components={{}} />
      </p>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Mit „Anmelden“ bin ich 16 Jahre alt. Beispiel');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders a text without tags as it is', () => {
    const { container } = render(<Trans t={translator('Nur Text.')} i18nKey="text" components={{}} />);
    expect(container.textContent).toBe('Nur Text.');
  });
});
