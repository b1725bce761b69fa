import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from '../Notification/Notification';
import { TextField } from '../TextField/TextField';
import { WidgetKit } from './WidgetKit';

afterEach(() => vi.restoreAllMocks());

function DateAndNotice() {
  return (
    <>
      <TextField name="birthday" label="Birthday" type="date" value="" onChange={() => undefined} />
      <Notification onDismiss={() => undefined}>Saved</Notification>
    </>
  );
}

describe('WidgetKit, the frame of the widget library in a React app', () => {
  it.each([
    ['hu-HU', 'Bezárás', 'Formátum: NN.HH.ÉÉÉÉ'],
    ['de-DE', 'Schließen', 'Format: TT.MM.JJJJ'],
  ])('shows the widgets’ own texts in %s, inside a .sf-kit wrapper with that lang', (locale, close, dateFormat) => {
    const { container } = render(
      <WidgetKit locale={locale} className="checkout">
        <DateAndNotice />
      </WidgetKit>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect([wrapper.className, wrapper.lang]).toEqual(['sf-kit checkout', locale]);
    expect(screen.getByRole('button', { name: close })).toBeInstanceOf(HTMLButtonElement);
    expect(screen.getByText(dateFormat).id).toBe(screen.getByLabelText('Birthday').getAttribute('aria-describedby'));
  });

  it('shows German for a language it has no texts for, and logs that once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <WidgetKit locale="ja-JP">
        <DateAndNotice />
      </WidgetKit>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInstanceOf(HTMLButtonElement);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[storefront-elements] WidgetKit has no texts for locale "ja-JP"; German is shown.',
    ]);
  });

  it('leaves the app’s own i18next alone: the app’s texts and language stay', () => {
    const appI18n = createInstance();
    void appI18n.init({ lng: 'en', resources: { en: { translation: { greeting: 'Hello' } } }, initAsync: false });
    function Greeting() {
      const { t } = useTranslation();
      return <p>{t('greeting')}</p>;
    }
    render(
      <I18nextProvider i18n={appI18n}>
        <Greeting />
        <WidgetKit locale="hu-HU">
          <DateAndNotice />
        </WidgetKit>
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello')).toBeInstanceOf(HTMLParagraphElement);
    expect(appI18n.language).toBe('en');
    expect(screen.getByRole('button', { name: 'Bezárás' })).toBeInstanceOf(HTMLButtonElement);
  });
});
