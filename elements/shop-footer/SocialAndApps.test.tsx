import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IconName } from '../../src/widgets';
import { renderPart } from './test-support';
import { SocialAndApps } from './SocialAndApps';

const SOCIAL = {
  heading: 'Folgen Sie uns',
  icons: [{ iconName: 'facebook' as const, link: { url: 'https://www.facebook.com/storefront.example', text: 'Facebook' } }],
};
const APPS = {
  heading: 'Unsere App',
  icons: [{ iconName: 'apple' as const, link: { url: 'https://apps.apple.com/app/id0000000000', text: 'App Store (iOS)' } }],
};

describe('SocialAndApps', () => {
  it('shows the social icons with their name for screen readers only, and the app links with their text', () => {
    const { getByRole } = renderPart(<SocialAndApps social={SOCIAL} apps={APPS} />);
    const social = within(getByRole('region', { name: 'Folgen Sie uns' }));
    const facebook = social.getByRole('link', { name: 'Facebook (öffnet in neuem Tab)' });
    expect([facebook.getAttribute('href'), facebook.getAttribute('target')]).toEqual([
      'https://www.facebook.com/storefront.example',
      '_blank',
    ]);
    expect(facebook.firstElementChild?.getAttribute('data-icon')).toBe('facebook');
    expect(social.getByText('Facebook').className).toBe('sf-visually-hidden');
    const apps = within(getByRole('region', { name: 'Unsere App' }));
    const appStore = apps.getByRole('link', { name: 'App Store (iOS) (öffnet in neuem Tab)' });
    expect(appStore.getAttribute('href')).toBe('https://apps.apple.com/app/id0000000000');
    expect(appStore.firstElementChild?.getAttribute('data-icon')).toBe('apple');
    expect(apps.getByText('App Store (iOS)').className).toBe('sf-link__text');
  });

  it('leaves out a group without icons, and renders nothing when both are empty', () => {
    const { queryByRole, getAllByRole, container, rerender } = renderPart(
      <SocialAndApps social={{ heading: 'Folgen Sie uns', icons: [] }} apps={APPS} />,
    );
    expect(queryByRole('region', { name: 'Folgen Sie uns' })).toBeNull();
    expect(getAllByRole('region').map((region) => region.querySelector('h2')?.textContent)).toEqual(['Unsere App']);
    rerender(<SocialAndApps social={{ heading: 'Folgen Sie uns', icons: [] }} />);
    expect(container.childElementCount).toBe(0);
  });

  it('keeps the link without an icon and logs an unknown icon name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const social = { heading: 'Folgen Sie uns', icons: [{ iconName: 'myspace' as IconName, link: { url: '/myspace', text: 'MySpace' } }] };
    const { getByRole } = renderPart(<SocialAndApps social={social} />);
    const link = getByRole('link', { name: 'MySpace' });
    expect(link.getAttribute('href')).toBe('/myspace');
    expect(link.querySelector('svg')).toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith('[storefront-elements] <shop-footer>: Unknown icon "myspace"; nothing is rendered.');
  });
});
