import { ApiError, describeError, request } from '../api/client';
import { describeValue, isRecord } from '../util/guards';
import { isIconName, type IconName } from '../widgets';
import { safeUrl } from './safeUrl';

export const PROMOTION_PATH = 'service/promotion/api/promotion/SHOP_FOOTER';
export const ASSIGNMENT_PATH = 'service/abtestfrontend/api/v1/getassignment';

/** What the promotion's contentJSON holds (contract, section 4). */
export interface Promotion {
  text: string;
  icon?: IconName;
  link?: { url: string; text: string };
}

const promotions = new Map<string, Promise<Promotion | null>>();
const assignmentsRequested = new Set<string>();

function logPromotion(what: string, detail?: unknown): null {
  console.error(`[storefront-elements] <shop-footer> promotion ${what}; no promotion shown.`, ...(detail === undefined ? [] : [detail]));
  return null;
}

/** Reads a promotion answer `{ contentJSON }`; anything malformed is logged and yields null. */
export function parsePromotion(body: unknown): Promotion | null {
  if (!isRecord(body) || typeof body.contentJSON !== 'string') return logPromotion('answer has no contentJSON text', body);
  let data: unknown;
  try {
    data = JSON.parse(body.contentJSON);
  } catch (error) {
    return logPromotion('contentJSON is not valid JSON', describeError(error));
  }
  if (!isRecord(data) || typeof data.text !== 'string' || data.text.trim() === '') return logPromotion('content has no text', data);
  const promotion: Promotion = { text: data.text };
  if (data.icon !== undefined) {
    if (isIconName(data.icon)) promotion.icon = data.icon;
    else console.error(`[storefront-elements] <shop-footer> promotion icon "${describeValue(data.icon)}" is unknown; shown without icon.`);
  }
  if (data.link !== undefined) {
    const link = isRecord(data.link) ? data.link : {};
    const url = safeUrl(link.url, 'promotion link');
    if (url && typeof link.text === 'string' && link.text.trim() !== '') promotion.link = { url, text: link.text };
    else console.error('[storefront-elements] <shop-footer> promotion link is malformed; shown without link.');
  }
  return promotion;
}

async function loadPromotion(apiOrigin: string): Promise<Promotion | null> {
  try {
    return parsePromotion(await request(PROMOTION_PATH, { apiOrigin, credentials: 'include' }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    return logPromotion('call failed', describeError(error));
  }
}

/** The SHOP_FOOTER promotion, fetched once per page (per api origin) and shared; 404 means none. Never rejects. */
export function getPromotion(apiOrigin: string): Promise<Promotion | null> {
  let call = promotions.get(apiOrigin);
  if (!call) {
    call = loadPromotion(apiOrigin);
    promotions.set(apiOrigin, call);
  }
  return call;
}

/** The A/B test assignment call, made once per page when a footer loads; its answer and errors are ignored. */
export function requestAssignment(apiOrigin: string): void {
  if (assignmentsRequested.has(apiOrigin)) return;
  assignmentsRequested.add(apiOrigin);
  request(ASSIGNMENT_PATH, { apiOrigin }).catch(() => undefined);
}

/** For tests: forget the shared calls. */
export function resetFooterCalls(): void {
  promotions.clear();
  assignmentsRequested.clear();
}
