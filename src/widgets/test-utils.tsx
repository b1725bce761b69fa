import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render, within } from '@testing-library/react';
import { createI18n } from '../i18n/i18n';
import { kitLogger } from '../log/logger';

function WithTexts({ children, locale }: { children: ReactNode; locale: string }) {
  return <I18nextProvider i18n={createI18n(locale, locale, kitLogger)}>{children}</I18nextProvider>;
}

/**
 * Renders a widget the way an element does: inside an open shadow root, with an i18next instance
 * (German by default). Queries are bound to the shadow root; `root.activeElement` is the focus.
 */
export function renderInShadow(ui: ReactElement, { locale = 'de-DE' }: { locale?: string } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const result = render(ui, {
    container,
    baseElement: container,
    wrapper: ({ children }) => <WithTexts locale={locale}>{children}</WithTexts>,
  });
  return {
    host,
    root,
    container,
    rerender: result.rerender,
    unmount: () => {
      result.unmount();
      host.remove();
    },
    ...within(container),
  };
}
