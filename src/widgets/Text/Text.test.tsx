import { describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph of size m by default', () => {
    const { getByText } = renderInShadow(<Text>Hallo</Text>);
    const text = getByText('Hallo');
    expect(text.tagName).toBe('P');
    expect(text.className).toBe('sf-text sf-text--m');
  });

  it('applies tag, size, weight, decoration, alignment and transform', () => {
    const { getByText } = renderInShadow(
      <Text tag="h2" size="xl" weight="bold" decoration="line-through" alignment="center" transform="uppercase" id="headline">
        Angebot
      </Text>,
    );
    const text = getByText('Angebot');
    expect(text.tagName).toBe('H2');
    expect(text.id).toBe('headline');
    for (const part of ['xl', 'bold', 'line-through', 'center', 'uppercase'])
      expect(text.classList.contains(`sf-text--${part}`)).toBe(true);
  });

  it('logs invalid values and falls back to the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByText } = renderInShadow(
      <Text tag={'marquee' as 'p'} size={'xxl' as 'm'}>
        Hallo
      </Text>,
    );
    expect(getByText('Hallo').tagName).toBe('P');
    expect(getByText('Hallo').classList.contains('sf-text--m')).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
