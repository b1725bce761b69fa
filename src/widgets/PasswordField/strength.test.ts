import { describe, expect, it } from 'vitest';
import { passwordStrength } from './strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['Aa1', 0],
    ['Abcdef1', 0], // all three classes, but only 7 characters
    ['abcdefgh', 1],
    ['ABCDEFGH', 1],
    ['12345678', 1],
    ['abcdefg1', 2],
    ['ABCDEFG1', 2],
    ['Abcdefgh', 2],
    ['Abcdefg1', 3],
    ['!!!!!!!!', 0], // long enough, but none of the three classes
    ['zażółćgęśląjaźń', 1],
    ['Źdźbło12', 3],
  ])('rates %j as %i', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });

  it('counts an emoji as one character towards the minimum length', () => {
    expect(passwordStrength('Abcdef1🙂')).toBe(3);
    expect(passwordStrength('Abcde1🙂')).toBe(0);
  });
});
