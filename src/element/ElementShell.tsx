import { type ComponentType, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, hasTexts } from '../i18n/i18n';
import { renderedSite, siteNotBundledMessage } from '../sites/bundledSites';
import { resolveLocale, SITE_LOCALE, type Site } from '../sites/sites';
import type { Logger } from '../log/logger';
import { LogContext } from '../log/useLog';
import { isWebAddress } from '../util/urls';
import type { ReadAttributes } from './attributes';
import { ElementContext, type ElementEnvironment, type HostEnvironment } from './context';
import { ErrorBoundary } from './ErrorBoundary';
import { emitterOf } from './events';

interface ShellProps {
  host: HTMLElement;
  log: Logger;
  /** The element's attributes as its reader read them: the shell uses the shared ones (docs/contract.md, section 2). */
  values: ReadAttributes['values'];
  block: ComponentType<Record<string, unknown>>;
  blockProps: Record<string, unknown>;
  /**
   * Whether the element takes `site` (and with it texts, `lang` and `asset-origin`). One that does
   * not never depends on a site: no site check, no texts, no market module gate.
   */
  takesSite: boolean;
}

/**
 * Wraps every block: gives it its host, origins, an event emitter and its logger, and catches
 * render errors; for an element that takes a site, also checks that this module carries the site
 * (the root reported an unknown one) and gives the block its own i18next instance and its `lang`.
 */
export function ElementShell({ takesSite, ...props }: ShellProps) {
  return takesSite ? <SitedShell {...props} /> : <SitelessShell {...props} />;
}

type InnerProps = Omit<ShellProps, 'takesSite'>;

function SitelessShell({ block: Block, blockProps, values, host, log }: InnerProps) {
  const apiOrigin = values['api-origin'] as string | undefined;
  const environment = useMemo<HostEnvironment>(
    () => ({ host, apiOrigin: apiOrigin ?? '', emit: emitterOf(host), log }),
    [host, apiOrigin, log],
  );
  return (
    <ErrorBoundary log={log} resetKeys={[apiOrigin, ...Object.values(blockProps)]}>
      <LogContext.Provider value={log}>
        <ElementContext.Provider value={environment}>
          {/* Every mounted element has its root, so pages, tests and the bench see when one is torn down. */}
          <div className="sf-root">
            <Block {...blockProps} />
          </div>
        </ElementContext.Provider>
      </LogContext.Provider>
    </ErrorBoundary>
  );
}

function SitedShell({ block: Block, blockProps, values, host, log }: InnerProps) {
  const { locale: rawLocale, 'api-origin': apiOrigin, 'asset-origin': assetOrigin } = values as Record<string, string | undefined>;
  // Null for an unknown site, which the root logged.
  const parsedSite = values.site as Site | null;
  const site = renderedSite(parsedSite);
  const requestedLocale = useMemo(() => (site ? resolveLocale(site, rawLocale, log) : ''), [site, rawLocale, log]);
  // A language without texts would show the site's texts under a `lang` that names another language.
  const locale = site && !hasTexts(requestedLocale, host.localName) ? SITE_LOCALE[site] : requestedLocale;
  const i18n = useMemo(() => (site ? createI18n(locale, SITE_LOCALE[site], log) : null), [site, locale, log]);

  useEffect(() => {
    if (parsedSite && !site) log.error(siteNotBundledMessage(parsedSite));
  }, [parsedSite, site, log]);

  // Images load from an asset-origin that resolves to http(s) (an origin, or a path on the page's); anything else from the page's.
  const requestedAssetOrigin = assetOrigin?.trim() ?? '';
  const validAssetOrigin = requestedAssetOrigin && isWebAddress(requestedAssetOrigin) ? requestedAssetOrigin : '';
  useEffect(() => {
    if (requestedAssetOrigin && !validAssetOrigin)
      log.error(`asset-origin "${requestedAssetOrigin}" is not an http(s) address; images load from the page's origin.`);
  }, [requestedAssetOrigin, validAssetOrigin, log]);

  useEffect(() => {
    if (locale !== requestedLocale) log.warn(`has no texts for locale "${requestedLocale}"; using the site's ${locale}.`);
  }, [locale, requestedLocale, log]);

  const environment = useMemo<ElementEnvironment | null>(
    () => (site ? { host, site, locale, apiOrigin: apiOrigin ?? '', assetOrigin: validAssetOrigin, emit: emitterOf(host), log } : null),
    [host, site, locale, apiOrigin, validAssetOrigin, log],
  );

  if (!site || !i18n || !environment) return null;
  return (
    <ErrorBoundary log={log} resetKeys={[site, locale, apiOrigin, assetOrigin, ...Object.values(blockProps)]}>
      <I18nextProvider i18n={i18n}>
        <LogContext.Provider value={log}>
          <ElementContext.Provider value={environment}>
            {/* The element knows its language, so it sets its direction too: a page's own (rtl) would otherwise be inherited. */}
            <div className="sf-root" lang={locale} dir={i18n.dir(locale)}>
              <Block {...blockProps} />
            </div>
          </ElementContext.Provider>
        </LogContext.Provider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
