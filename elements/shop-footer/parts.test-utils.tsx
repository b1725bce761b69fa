import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render, within } from '@testing-library/react';
import { vi } from 'vitest';
import { ElementContext, type ElementEnvironment } from '../../src/element/context';
import { createI18n } from '../../src/i18n/i18n';
import { createLogger, kitLogger } from '../../src/log/logger';
import type { Site } from '../../src/sites/sites';
import { LogContext } from '../../src/log/useLog';

interface PartOptions {
  site?: Site;
  locale?: string;
  assetOrigin?: string;
  /** What `emit` answers: false as when a listener cancelled the event. Default true. */
  emitResult?: boolean;
}

/**
 * Renders a footer part as <shop-footer> does: inside the open shadow root of a `shop-footer` host,
 * with the element's environment (its logger writes `[storefront-elements] <shop-footer>: …`) and
 * the texts of the locale (German by default). `emit` is a mock; queries are bound to the part.
 */
export function renderPart(ui: ReactElement, { site = 'DE', locale = 'de-DE', assetOrigin = '', emitResult = true }: PartOptions = {}) {
  const host = document.createElement('shop-footer');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const emit = vi.fn((_name: string, _detail: unknown, _options?: { cancelable?: boolean }) => emitResult);
  const log = createLogger(host);
  const environment: ElementEnvironment = { host, apiOrigin: '', emit, log, site, locale, assetOrigin };
  const i18n = createI18n(locale, locale, kitLogger);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <LogContext.Provider value={log}>
        <ElementContext.Provider value={environment}>{children}</ElementContext.Provider>
      </LogContext.Provider>
    </I18nextProvider>
  );
  const result = render(ui, { container, baseElement: container, wrapper });
  return { host, root, container, emit, rerender: result.rerender, ...within(container) };
}
