import type { Resource } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTextsInstance, resourcesOf } from '../../i18n/instance';
import { kitLogger } from '../../log/logger';
import { classNames } from '../../util/classNames';

/** The widgets' own texts (the `common` and `forms` namespaces) in every language the kit has. */
const WIDGET_TEXT_FILES = import.meta.glob<unknown>(['../../../locales/*/common.json', '../../../locales/*/forms.json'], {
  eager: true,
  import: 'default',
});
// Made on first use, so an element module, which imports the widgets but never WidgetKit, leaves these texts out.
let widgetTexts: Resource | undefined;
const widgetTextsOnce = () => (widgetTexts ??= resourcesOf(WIDGET_TEXT_FILES));

export interface WidgetKitProps {
  /**
   * The language and region of the widgets' own texts (BCP 47: `de-AT`, `fr-CH`, `hu-HU` …). A
   * language the kit has no texts for logs an error and shows German. Default `de-DE`.
   */
  locale?: string;
  /** Added to the wrapper's class (`sf-kit`). */
  className?: string;
  /** The widgets: rendered inside `<div class="sf-kit" lang>`, where the kit's tokens and styles apply. */
  children: ReactNode;
}

/**
 * The frame a React app renders the widgets in: their texts in the app's language (an i18next
 * instance of their own, so the app's i18next is left alone) and the `sf-kit` wrapper that
 * widgets.css styles. Theme it by setting the `--sf-color-*` tokens on the wrapper.
 */
export function WidgetKit({ locale = 'de-DE', className, children }: WidgetKitProps) {
  const i18n = useMemo(() => {
    const texts = widgetTextsOnce();
    if (!texts[locale.split('-')[0]]) kitLogger.error(`WidgetKit has no texts for locale "${locale}"; German is shown.`);
    return createTextsInstance(texts, locale, locale, kitLogger);
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <div className={classNames('sf-kit', className)} lang={locale}>
        {children}
      </div>
    </I18nextProvider>
  );
}
