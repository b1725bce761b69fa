import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../src/widgets';

/**
 * Thanks and the request to confirm by mail. It takes focus when it appears (so screen readers
 * read it) and scrolls into view unless the page asked for no scrolling.
 */
export function SuccessMessage({ noScroll }: { noScroll: boolean }) {
  const { t } = useTranslation('nl-signup');
  const ref = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it appears; a later change of no-scroll must not move the page
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (!noScroll) element.scrollIntoView({ block: 'center' });
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of text with a heading, not a set of form controls (fieldset)
    <div ref={ref} className="nl-success" tabIndex={-1} aria-labelledby="nl-success-title" aria-describedby="nl-success-text" role="group">
      <span className="nl-success__icon">
        <Icon name="success" size={24} />
      </span>
      <div>
        <h2 className="nl-title nl-success__title" id="nl-success-title" part="heading">
          {t('success.title')}
        </h2>
        <p className="nl-success__text" id="nl-success-text">
          {t('success.text')}
        </p>
      </div>
    </div>
  );
}
