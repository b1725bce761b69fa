// What a shop's TypeScript page can write against the shipped dist/types/storefront-elements.d.ts.
// `npm run test:package` checks it, after the build; each @ts-expect-error line is a wrong use the types must refuse.
import {
  ApiError,
  confirmDoubleOptIn,
  type FooterContent,
  getSubscriber,
  login,
  type LoginResult,
  type NlSubmitDetail,
  type PreviewChangeDetail,
  type SessionStatusDetail,
  type ShopFooterElement,
  type StorefrontErrorDetail,
  TimeoutError,
  updateSubscriber,
  type ViewChangeDetail,
} from 'storefront-elements';

// Tags: createElement and querySelector know each element and its properties.
const signup = document.createElement('nl-signup');
signup.site = 'HU';
signup.origin = 'SHOPPING_CART';
signup.originAddition = 'cart';
signup.spa = true;
// @ts-expect-error -- not one of the nine sites
signup.site = 'FR';
// @ts-expect-error -- origin is NEWSLETTER or SHOPPING_CART
signup.origin = 'FOOTER';

const footer: ShopFooterElement | null = document.querySelector('shop-footer');
if (footer) {
  footer.platform = 'TABLET';
  footer.newsletter = true;
  // @ts-expect-error -- the view is CLASSIC, TABLET or phone
  footer.platform = 'DESKTOP';
}
document.querySelector('shop-layout')!.contentType = 'text/html; NO_HEADER';
document.querySelector('session-keeper')!.apiOrigin = 'https://www.example.de';
// @ts-expect-error -- session-keeper takes only api-origin
document.querySelector('session-keeper')!.site = 'DE';

// The footer's content property, with its nested types.
const content: FooterContent = {
  headline: 'Service',
  teaser: { groups: [{ heading: { iconName: 'delivery', link: { url: '/delivery', text: 'Delivery' } }, links: [] }] },
  legalLinks: [
    { url: '/imprint', text: 'Imprint' },
    { url: '', text: 'Cookie settings', consentManager: true },
  ],
  qualityLogos: { heading: 'Quality', logos: [{ image: { label: 'Seal', source: 'QUALITY_SEAL', width: 80, height: 80 } }] },
};
document.querySelector('shop-footer')!.content = content;
// @ts-expect-error -- not an icon of the kit
const badIcon: FooterContent = { socialMedia: { heading: 'Social', icons: [{ iconName: 'myspace', link: { url: '/', text: 'x' } }] } };

// Events on the element, on document and on window, with their detail types.
signup.addEventListener('nl-submit', (event) => {
  const result: NlSubmitDetail['result'] = event.detail.result;
  // @ts-expect-error -- no such result
  if (event.detail.result === 'FAILED') console.log(result);
});
document.addEventListener('nl-submit', (event) => event.detail.result);
window.addEventListener('session-status', (event) => {
  const status: SessionStatusDetail['status'] = event.detail.status;
  // @ts-expect-error -- status codes are 0 to 5
  const impossible: SessionStatusDetail['status'] = 6;
  return [status, impossible];
});
document.addEventListener('view-change', (event) => {
  const detail: ViewChangeDetail = event.detail;
  if (detail.platform === 'phone') event.preventDefault();
});
document.addEventListener('preview-change', (event) => {
  const { dateTime, test, group }: PreviewChangeDetail = event.detail;
  return `${dateTime} ${test} ${group}`;
});
document.addEventListener('consent-manager-open', (event) => event.preventDefault());
window.addEventListener('storefront-error', (event) => {
  const { element, message }: StorefrontErrorDetail = event.detail;
  return `${element}: ${message}`;
});
// @ts-expect-error -- session-status carries a status, not a result
document.addEventListener('session-status', (event) => event.detail.result);

// The exported calls.
async function shopPages(): Promise<void> {
  const loggedIn: LoginResult = await login({ username: 'a@example.de', password: 'secret' }, 'https://www.example.de');
  // @ts-expect-error -- login never answers OK
  if (loggedIn === 'OK') return;
  try {
    const subscriber = await getSubscriber('token', { spa: true });
    await updateSubscriber('token', { salutation: subscriber.salutation || undefined, interests: ['COFFEE'] });
    // @ts-expect-error -- not an interest category
    await updateSubscriber('token', { interests: ['CARS'] });
    await confirmDoubleOptIn('token');
  } catch (error) {
    if (error instanceof ApiError) console.log(error.status, error.body);
    else if (error instanceof TimeoutError) console.log(error.message);
  }
}

export { badIcon, shopPages };

// A server (Node, Deno, a Worker) or a build step renders an element's pre-rendered markup, cached under the kit's version.
import { KIT_VERSION, renderElement, styleHashes } from 'storefront-elements/server';
export const fragmentCacheKey: string = `${KIT_VERSION}/shop-footer`;
export const prerenderedFooter: string = renderElement('shop-footer', { site: 'AT', reduced: true });
export const footerStyleSource: string | undefined = styleHashes()['shop-footer'];
