import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useElement } from '../../src/element/context';
import { Icon } from '../../src/widgets/Icon/Icon';
import { countryEntries } from './countries';

/**
 * A disclosure list of the country shops (links, so no selection ever navigates by itself
 * while a keyboard user moves through the options). The current country is marked.
 */
export function CountrySwitcher() {
  const { t } = useTranslation('shop-footer');
  const { site, locale } = useElement();
  const entries = useMemo(() => countryEntries(site, locale), [site, locale]);
  const current = entries.find((entry) => entry.selected) ?? entries[0];
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const buttonId = useId();
  const listId = useId();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-leave are delegated from the button and the list inside
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: same
    <div className="ft-country" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <span id={labelId} className="ft-country__label">
        {t('chooseCountry')}
      </span>
      <div className="ft-country__menu">
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className="ft-country__button"
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {current.flag && <Icon name={current.flag} size={24} />}
          <span lang={current.lang}>{current.label}</span>
          <Icon name={open ? 'chevron-up' : 'chevron-down'} />
        </button>
        <ul id={listId} className="ft-country__list" hidden={!open}>
          {entries.map((entry) => (
            <li key={entry.code}>
              <a
                className="ft-country__option"
                href={entry.href}
                hrefLang={entry.lang}
                lang={entry.lang}
                aria-current={entry.selected ? 'true' : undefined}
              >
                <span className="ft-country__flag" title={entry.flagName}>
                  {entry.flag && <Icon name={entry.flag} size={24} />}
                </span>
                {entry.label}
                {entry.selected && <Icon name="check" />}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
