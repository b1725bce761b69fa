import { useEffect, useMemo, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, hasShopTexts } from '../i18n/i18n';
import { isBundledSite, siteNotBundledMessage } from '../sites/bundledSites';
import { parseSite, resolveLocale, SITE_LOCALE, unknownSiteMessage } from '../sites/sites';
import { createLogger } from '../log/logger';
import { ElementContext, type ElementEnvironment } from './context';
import { ErrorBoundary } from './ErrorBoundary';

export interface CommonAttributes {
  site?: string;
  locale?: string;
  apiOrigin?: string;
  assetOrigin?: string;
}

interface ShellProps extends CommonAttributes {
  container: ShadowRoot;
  block: ComponentType<Record<string, unknown>>;
  blockProps: Record<string, unknown>;
}

/**
 * Wraps every block: validates the site, gives the block its own i18next instance, its `lang`,
 * its origins, an event emitter and its logger, and catches render errors.
 */
export function ElementShell({
  container,
  block: Block,
  blockProps,
  site: rawSite,
  locale: rawLocale,
  apiOrigin,
  assetOrigin,
}: ShellProps) {
  const host = container.host as HTMLElement;
  const log = useMemo(() => createLogger(host), [host]);
  const parsedSite = parseSite(rawSite);
  // A market module renders only its market's sites (README, "Which module a page loads").
  const site = parsedSite && isBundledSite(parsedSite) ? parsedSite : null;
  const requestedLocale = useMemo(() => (site ? resolveLocale(site, rawLocale, log) : ''), [site, rawLocale, log]);
  // A language without texts would show the site's texts under a `lang` that names another language.
  const locale = site && !hasShopTexts(requestedLocale) ? SITE_LOCALE[site] : requestedLocale;
  const i18n = useMemo(() => (site ? createI18n(locale, SITE_LOCALE[site], log) : null), [site, locale, log]);

  useEffect(() => {
    if (!parsedSite) log.error(unknownSiteMessage(String(rawSite)));
    else if (!site) log.error(siteNotBundledMessage(parsedSite));
  }, [parsedSite, site, rawSite, log]);

  useEffect(() => {
    if (locale !== requestedLocale) log.warn(`has no texts for locale "${requestedLocale}"; using the site's ${locale}.`);
  }, [locale, requestedLocale, log]);

  const environment = useMemo<ElementEnvironment | null>(
    () =>
      site
        ? {
            host,
            site,
            locale,
            apiOrigin: apiOrigin ?? '',
            assetOrigin: assetOrigin ?? '',
            emit: (name, detail, options) =>
              host.dispatchEvent(
                new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options?.cancelable ?? false }),
              ),
            log,
          }
        : null,
    [host, site, locale, apiOrigin, assetOrigin, log],
  );

  if (!site || !i18n || !environment) return null;
  return (
    <ErrorBoundary log={log} resetKeys={[site, locale, apiOrigin, assetOrigin, ...Object.values(blockProps)]}>
      <I18nextProvider i18n={i18n}>
        <ElementContext.Provider value={environment}>
          {/* The element knows its language, so it sets its direction too: a page's own (rtl) would otherwise be inherited. */}
          <div className="sf-root" lang={locale} dir={i18n.dir(locale)}>
            <Block {...blockProps} />
          </div>
        </ElementContext.Provider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
