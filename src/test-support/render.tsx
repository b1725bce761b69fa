import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render, within } from '@testing-library/react';
import { vi } from 'vitest';
import { ElementContext, type ElementEnvironment } from '../element/context';
import { createI18n } from '../i18n/i18n';
import { createLogger, kitLogger } from '../log/logger';
import { LogContext } from '../log/useLog';
import type { Site } from '../sites/sites';

export interface ShadowRenderOptions {
  /** The texts' locale: German by default. */
  locale?: string;
  /**
   * The element whose part this is, by tag (`shop-footer`): the host is that element and the tree gets
   * the element's environment (its logger writes `[storefront-elements] <tag>: …`, `emit` is a mock).
   * Without it, the host is a div and the tree gets the texts only, as a widget does.
   */
  element?: string;
  /** The element's site: DE by default. */
  site?: Site;
  /** The element's asset origin: none by default. */
  assetOrigin?: string;
  /** What the element's `emit` answers: false as when a listener cancelled the event. Default true. */
  emitResult?: boolean;
}

/**
 * Renders UI the way an element does: inside an open shadow root, with an i18next instance of the
 * locale's texts and, for an element's part, the element's environment. Queries are bound to the
 * shadow root's container; `root.activeElement` is the focus; `emit` is the environment's mock.
 */
export function renderInShadow(
  ui: ReactElement,
  { locale = 'de-DE', element, site = 'DE', assetOrigin = '', emitResult = true }: ShadowRenderOptions = {},
) {
  const host = document.createElement(element ?? 'div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const emit = vi.fn((_name: string, _detail: unknown, _options?: { cancelable?: boolean }) => emitResult);
  const i18n = createI18n(locale, locale, kitLogger);
  let wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  if (element !== undefined) {
    const log = createLogger(host);
    const environment: ElementEnvironment = { host, apiOrigin: '', emit, log, site, locale, assetOrigin };
    wrapper = ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <LogContext.Provider value={log}>
          <ElementContext.Provider value={environment}>{children}</ElementContext.Provider>
        </LogContext.Provider>
      </I18nextProvider>
    );
  }
  const result = render(ui, { container, baseElement: container, wrapper });
  return {
    host,
    root,
    container,
    emit,
    rerender: result.rerender,
    unmount: () => {
      result.unmount();
      host.remove();
    },
    ...within(container),
  };
}
