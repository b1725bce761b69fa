import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { getPsData, type NewsletterStatus } from '../../src/api/psdata';
import { usePrerendering } from '../../src/element/prerendering';
import type { Logger } from '../../src/log/logger';
import { whenOutOfView } from '../../src/util/outOfView';
import { getPromotion, requestAssignment, type Promotion } from './api';

/**
 * How long the footer waits for the promotion and psdata answers before it paints without them.
 * Waiting keeps the layout still: the promotion strip and the newsletter block sit at the top of
 * the footer, so deciding them after the first paint would push everything below.
 */
export const MAX_WAIT_MS = 3000;

export interface FooterAnswers {
  /** False until every needed answer arrived (or MAX_WAIT_MS passed): the footer paints nothing yet. */
  ready: boolean;
  promotion: Promotion | null;
  newsletterStatus: NewsletterStatus | undefined;
}

interface Needs {
  promotion: boolean;
  psdata: boolean;
}

/**
 * Makes the footer's calls: getassignment once per page, and the promotion and psdata when needed.
 * A shared call's failure is logged once, on the logger of the element that made the call.
 * An answer that comes once the footer is painted (pre-rendered, or after MAX_WAIT_MS) changes its
 * top: while the footer is in view it waits until the footer has left the view.
 */
export function useFooterAnswers(apiOrigin: string, needs: Needs, footer: RefObject<HTMLElement | null>, log: Logger): FooterAnswers {
  const [promotion, setPromotion] = useState<Promotion | null | undefined>(undefined);
  const [psdataStatus, setPsdataStatus] = useState<{ status?: NewsletterStatus } | undefined>(undefined);
  // Once painted, the footer stays painted: a later change (e.g. the newsletter attribute set live)
  // shows its part when its answer arrives instead of blanking the whole footer again.
  // Pre-rendered markup is painted before any answer: what the answers bring comes as an update.
  const prerendering = usePrerendering();
  const [painted, setPainted] = useState(prerendering);
  const shown = useRef(prerendering);

  useEffect(() => requestAssignment(apiOrigin), [apiOrigin]);

  useEffect(() => {
    if (!needs.promotion) return;
    let live = true;
    let cancel = () => {};
    void getPromotion(apiOrigin, log).then((answer) => {
      const apply = () => startTransition(() => setPromotion(answer));
      if (!live) return;
      if (shown.current) cancel = whenOutOfView(footer.current, apply);
      else apply();
    });
    return () => {
      live = false;
      cancel();
    };
  }, [apiOrigin, needs.promotion, footer, log]);

  useEffect(() => {
    if (!needs.psdata) return;
    let live = true;
    let cancel = () => {};
    void getPsData(apiOrigin, log).then((answer) => {
      const apply = () => startTransition(() => setPsdataStatus({ status: answer.newsletterStatus }));
      if (!live) return;
      if (shown.current) cancel = whenOutOfView(footer.current, apply);
      else apply();
    });
    return () => {
      live = false;
      cancel();
    };
  }, [apiOrigin, needs.psdata, footer, log]);

  const answered = (!needs.promotion || promotion !== undefined) && (!needs.psdata || psdataStatus !== undefined);

  // What the answers bring renders as a transition, in slices (the whole footer at once, the first time).
  useEffect(() => {
    if (answered) {
      startTransition(() => setPainted(true));
      return;
    }
    const timer = setTimeout(() => startTransition(() => setPainted(true)), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [answered]);

  const ready = answered || painted;
  useEffect(() => {
    shown.current = ready;
  }, [ready]);

  return {
    ready,
    promotion: needs.promotion ? (promotion ?? null) : null,
    newsletterStatus: psdataStatus?.status,
  };
}
