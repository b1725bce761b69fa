import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageTrustedOrigins } from './trustedOrigins';

const addMeta = (parent: HTMLElement, attributes: Record<string, string>) => {
  const meta = document.createElement('meta');
  for (const [name, value] of Object.entries(attributes)) meta.setAttribute(name, value);
  parent.append(meta);
};

// The test setup's page trusts the test services' origins; each test here starts from a bare head.
let setupHead: Element[] = [];
beforeEach(() => {
  setupHead = [...document.head.children];
  document.head.replaceChildren();
});
afterEach(() => {
  document.head.replaceChildren(...setupHead);
  document.body.replaceChildren();
});

describe("the page's trusted origins", () => {
  it('are none without the meta element', () => {
    expect([...pageTrustedOrigins()]).toEqual([]);
  });

  it("are the http(s) origins listed in the head's storefront-api-origins, split at any blanks", () => {
    addMeta(document.head, {
      name: 'storefront-api-origins',
      content: ' https://api.example.de \t http://localhost:8080\n\nhttps://API.example.cz:443/path?q=1 ',
    });
    expect([...pageTrustedOrigins()]).toEqual(['https://api.example.de', 'http://localhost:8080', 'https://api.example.cz']);
  });

  it('leave out entries that are no http(s) origin', () => {
    addMeta(document.head, {
      name: 'storefront-api-origins',
      content: 'api.example.de ftp://files.example.de javascript:alert(1) https://ok.example.de',
    });
    expect([...pageTrustedOrigins()]).toEqual(['https://ok.example.de']);
  });

  it('join every storefront-api-origins meta of the head, each origin once', () => {
    addMeta(document.head, { name: 'storefront-api-origins', content: 'https://a.example.de' });
    addMeta(document.head, { name: 'storefront-api-origins', content: 'https://b.example.de https://a.example.de/x' });
    expect([...pageTrustedOrigins()]).toEqual(['https://a.example.de', 'https://b.example.de']);
  });

  it('ignore a meta of another name, one without content, and one in the body (a CMS editor’s markup)', () => {
    addMeta(document.head, { name: 'storefront-api-origin', content: 'https://a.example.de' });
    addMeta(document.head, { name: 'storefront-api-origins' });
    addMeta(document.body, { name: 'storefront-api-origins', content: 'https://evil.example' });
    expect([...pageTrustedOrigins()]).toEqual([]);
  });

  it('are none in a document without a head', () => {
    const head = document.head;
    head.remove();
    try {
      expect(document.head).toBeNull();
      expect([...pageTrustedOrigins()]).toEqual([]);
    } finally {
      document.documentElement.prepend(head);
    }
  });
});
