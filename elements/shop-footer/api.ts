import { ApiError, logFailedCall, request, send } from '../../src/api/client';
import type { ServiceSchemas } from '../../src/api/services';
import type { Logger } from '../../src/log/logger';
import { isRecord } from '../../src/util/guards';
import { pageState } from '../../src/util/pageState';
import { isIconName, type IconName } from '../../src/widgets/Icon/Icon';
import { safeUrl } from './safeUrl';
import { describeSafely } from '../../src/log/safeText';

export const PROMOTION_PATH = 'service/promotion/api/promotion/SHOP_FOOTER';
export const ASSIGNMENT_PATH = 'service/abtestfrontend/api/v1/getassignment';

/** What the promotion's contentJSON holds (docs/contract.md, section 4), its icon one of the kit's. */
export type Promotion = Omit<ServiceSchemas['PromotionContent'], 'icon'> & { icon?: IconName };

/** The page's promotion calls, and the api origins asked for the A/B test assignment. */
const promotions = () => pageState('footer-promotions', () => new Map<string, Promise<Promotion | null>>());
const assignmentsRequested = () => pageState('footer-assignments', () => new Set<string>());

function noPromotion(log: Logger, what: string, cause?: unknown): null {
  log.error(`promotion ${what}; no promotion shown.`, cause);
  return null;
}

/** Reads a promotion answer `{ contentJSON }`; anything malformed is logged and yields null. */
export function parsePromotion(body: unknown, log: Logger): Promotion | null {
  if (!isRecord(body) || typeof body.contentJSON !== 'string') return noPromotion(log, 'answer has no contentJSON text', body);
  let data: unknown;
  try {
    data = JSON.parse(body.contentJSON);
  } catch (error) {
    return noPromotion(log, 'contentJSON is not valid JSON', describeSafely(error));
  }
  if (!isRecord(data) || typeof data.text !== 'string' || data.text.trim() === '') return noPromotion(log, 'content has no text', data);
  const promotion: Promotion = { text: data.text };
  if (data.icon !== undefined) {
    if (isIconName(data.icon)) promotion.icon = data.icon;
    else log.error(`promotion icon "${describeSafely(data.icon)}" is unknown; shown without icon.`);
  }
  if (data.link !== undefined) {
    const link = isRecord(data.link) ? data.link : {};
    const url = safeUrl(link.url, 'promotion link', log);
    if (url && typeof link.text === 'string' && link.text.trim() !== '') promotion.link = { url, text: link.text };
    else log.error('promotion link is malformed; shown without link.');
  }
  return promotion;
}

async function loadPromotion(apiOrigin: string, log: Logger): Promise<Promotion | null> {
  try {
    const { status, body } = await send(PROMOTION_PATH, { apiOrigin, credentials: 'include' });
    // No promotion today: 204 (no body) is the quiet answer, 404 the specification's (caught below).
    if (status === 204) return null;
    return parsePromotion(body, log);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    logFailedCall(log, 'promotion call failed; no promotion shown.', error);
    return null;
  }
}

/**
 * The SHOP_FOOTER promotion, fetched once per page (per api origin) and shared; 204 and 404 mean none.
 * Never rejects; a failure is logged on the logger of the footer that made the call.
 */
export function getPromotion(apiOrigin: string, log: Logger): Promise<Promotion | null> {
  let call = promotions().get(apiOrigin);
  if (!call) {
    call = loadPromotion(apiOrigin, log);
    promotions().set(apiOrigin, call);
  }
  return call;
}

/** The A/B test assignment call, made once per page when a footer loads; its answer and errors are ignored. */
export function requestAssignment(apiOrigin: string): void {
  if (assignmentsRequested().has(apiOrigin)) return;
  assignmentsRequested().add(apiOrigin);
  request(ASSIGNMENT_PATH, { apiOrigin }).catch(() => undefined);
}
