import { describe, expect, it } from 'vitest';
import { classNames } from './classNames';

describe('classNames', () => {
  it('joins the names that are set with one space', () => {
    expect(classNames('sf-field', false, undefined, null, '', 'sf-field--error')).toBe('sf-field sf-field--error');
    expect(classNames()).toBe('');
  });
});
