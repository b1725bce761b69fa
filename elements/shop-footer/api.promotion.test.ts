import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServices } from '../../src/test-support/services';
import { parsePromotion, requestAssignment } from './api';
import { newPage } from '../../src/test-support/newPage';

const logger = () => ({ error: vi.fn(), warn: vi.fn() });
const answer = (content: unknown) => ({ contentJSON: JSON.stringify(content) });

afterEach(() => newPage());

describe('a promotion answer that shows nothing, and the line it logs', () => {
  it.each([null, 'text', [], { title: 'Sale' }, { contentJSON: 42 }, { contentJSON: { text: 'Sale' } }])(
    '%j has no contentJSON text',
    (body) => {
      const log = logger();
      expect(parsePromotion(body, log)).toBeNull();
      expect(log.error.mock.calls).toEqual([['promotion answer has no contentJSON text; no promotion shown.', body]]);
    },
  );

  it('logs contentJSON that is no JSON, with the parser’s error', () => {
    const log = logger();
    expect(parsePromotion({ contentJSON: '{"text": "Sale", ' }, log)).toBeNull();
    expect(log.error.mock.calls).toEqual([
      ['promotion contentJSON is not valid JSON; no promotion shown.', expect.stringMatching(/^SyntaxError: /)],
    ]);
  });

  it.each([
    [[]],
    ['Sale'],
    [null],
    [{}],
    [{ text: 5 }],
    [{ text: '' }],
    [{ text: ' \n ' }],
    [{ icon: 'sale', link: { url: '/sale', text: 'Go' } }],
  ])('content %j has no text', (content) => {
    const log = logger();
    expect(parsePromotion(answer(content), log)).toBeNull();
    expect(log.error.mock.calls).toEqual([['promotion content has no text; no promotion shown.', content]]);
  });
});

describe('a promotion with its text, icon and link', () => {
  it('shows the text alone, without a word in the log, when there is neither icon nor link', () => {
    const log = logger();
    expect(parsePromotion(answer({ text: ' Sale ' }), log)).toEqual({ text: ' Sale ' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('shows a known icon and a safe link', () => {
    const log = logger();
    expect(
      parsePromotion(answer({ text: 'Sale', icon: 'sale', link: { url: 'https://shop.example/sale', text: 'Shop now' } }), log),
    ).toEqual({
      text: 'Sale',
      icon: 'sale',
      link: { url: 'https://shop.example/sale', text: 'Shop now' },
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each([
    ['rocket', 'promotion icon "rocket" is unknown; shown without icon.'],
    [42, 'promotion icon "42" is unknown; shown without icon.'],
    [null, 'promotion icon "null" is unknown; shown without icon.'],
  ])('drops the unknown icon %j, logs it and keeps the text', (icon, logged) => {
    const log = logger();
    expect(parsePromotion(answer({ text: 'Sale', icon }), log)).toEqual({ text: 'Sale' });
    expect(log.error.mock.calls).toEqual([[logged]]);
  });

  it.each([
    [
      { url: 'javascript:alert(1)', text: 'Go' },
      'promotion link: URL "javascript:alert(1)" is not an http(s) address or a relative path; rendered as text.',
    ],
    [{ text: 'Go' }, 'promotion link: missing URL; rendered as text.'],
    ['/sale', 'promotion link: missing URL; rendered as text.'],
    [null, 'promotion link: missing URL; rendered as text.'],
  ])('drops the link %j whose URL is unsafe or missing, saying both why and what', (link, why) => {
    const log = logger();
    expect(parsePromotion(answer({ text: 'Sale', link }), log)).toEqual({ text: 'Sale' });
    expect(log.error.mock.calls).toEqual([[why], ['promotion link is malformed; shown without link.']]);
  });

  it.each([{ url: '/sale' }, { url: '/sale', text: '' }, { url: '/sale', text: '   ' }, { url: '/sale', text: 5 }])(
    'drops the link %j without a text, keeping the promotion',
    (link) => {
      const log = logger();
      expect(parsePromotion(answer({ text: 'Sale', link }), log)).toEqual({ text: 'Sale' });
      expect(log.error.mock.calls).toEqual([['promotion link is malformed; shown without link.']]);
    },
  );
});

describe('the A/B test assignment call', () => {
  it('is made to the api origin it is given', async () => {
    const fetch = stubServices(vi.fn(async (_url: string) => new Response('{}', { status: 200 })));
    requestAssignment('https://api.example');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0][0])).toBe('https://api.example/service/abtestfrontend/api/v1/getassignment');
  });
});
