import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../../src/log/logger';
import {
  abReducer,
  groupsOf,
  INITIAL_AB_STATE,
  isSelectionComplete,
  NONE_VALUE,
  parseTestList,
  PLACEHOLDER_VALUE,
  selectionOf,
  type AbState,
  type AbTest,
} from './abSelection';

const TESTS: AbTest[] = [
  { name: 'button-colour', groups: [{ name: 'control' }, { name: 'green' }] },
  { name: 'teaser', groups: [{ name: 'A' }, { name: 'B' }] },
];

const loaded = (tests = TESTS): AbState => abReducer(abReducer(INITIAL_AB_STATE, { type: 'loading' }), { type: 'loaded', tests });

describe('A/B selection state machine', () => {
  it('starts loading with an empty selection', () => {
    const state = abReducer(INITIAL_AB_STATE, { type: 'loading' });
    expect(state.list.phase).toBe('loading');
    expect(selectionOf(state)).toEqual({ test: '', group: '' });
  });

  it('with tests, selects the first entry (the placeholder) and an empty group', () => {
    const state = loaded();
    expect(state.list.phase).toBe('found');
    expect(state.testValue).toBe(PLACEHOLDER_VALUE);
    expect(selectionOf(state)).toEqual({ test: '', group: '' });
  });

  it('without tests, selects None', () => {
    const state = loaded([]);
    expect(state.list.phase).toBe('none');
    expect(state.testValue).toBe(NONE_VALUE);
  });

  it('after a failure, selects None and keeps the selection empty', () => {
    const state = abReducer(abReducer(loaded(), { type: 'chooseTest', value: 'teaser' }), { type: 'failed' });
    expect(state.list.phase).toBe('failed');
    expect(state.testValue).toBe(NONE_VALUE);
    expect(selectionOf(state)).toEqual({ test: '', group: '' });
  });

  it('choosing a real test offers its groups and leaves the selection incomplete', () => {
    const state = abReducer(loaded(), { type: 'chooseTest', value: 'teaser' });
    expect(groupsOf(state).map((g) => g.name)).toEqual(['A', 'B']);
    expect(selectionOf(state)).toEqual({ test: 'teaser', group: '' });
    expect(isSelectionComplete(selectionOf(state))).toBe(false);
  });

  it('choosing a group completes the selection', () => {
    const state = abReducer(abReducer(loaded(), { type: 'chooseTest', value: 'teaser' }), { type: 'chooseGroup', value: 'B' });
    expect(selectionOf(state)).toEqual({ test: 'teaser', group: 'B' });
    expect(isSelectionComplete(selectionOf(state))).toBe(true);
  });

  it('a group of another test is not accepted', () => {
    const state = abReducer(abReducer(loaded(), { type: 'chooseTest', value: 'teaser' }), { type: 'chooseGroup', value: 'green' });
    expect(selectionOf(state)).toEqual({ test: 'teaser', group: '' });
  });

  it.each([NONE_VALUE, PLACEHOLDER_VALUE])('choosing None or the placeholder (%j) clears test and group', (value) => {
    const chosen = abReducer(abReducer(loaded(), { type: 'chooseTest', value: 'teaser' }), { type: 'chooseGroup', value: 'A' });
    const state = abReducer(chosen, { type: 'chooseTest', value });
    expect(state.testValue).toBe(value);
    expect(selectionOf(state)).toEqual({ test: '', group: '' });
    expect(groupsOf(state)).toEqual([]);
  });

  it('switching tests resets the group', () => {
    const chosen = abReducer(abReducer(loaded(), { type: 'chooseTest', value: 'teaser' }), { type: 'chooseGroup', value: 'A' });
    expect(selectionOf(abReducer(chosen, { type: 'chooseTest', value: 'button-colour' }))).toEqual({ test: 'button-colour', group: '' });
  });

  it('a reload (date change) resets to the first entry and an empty group', () => {
    const chosen = abReducer(abReducer(loaded(), { type: 'chooseTest', value: 'teaser' }), { type: 'chooseGroup', value: 'A' });
    const reloaded = abReducer(abReducer(chosen, { type: 'loading' }), { type: 'loaded', tests: TESTS });
    expect(reloaded.testValue).toBe(PLACEHOLDER_VALUE);
    expect(selectionOf(reloaded)).toEqual({ test: '', group: '' });
  });

  it('preselects the current settings when the test and group exist', () => {
    const state = abReducer(INITIAL_AB_STATE, { type: 'loaded', tests: TESTS, preselect: { test: 'teaser', group: 'B' } });
    expect(selectionOf(state)).toEqual({ test: 'teaser', group: 'B' });
    const unknown = abReducer(INITIAL_AB_STATE, { type: 'loaded', tests: TESTS, preselect: { test: 'gone', group: 'B' } });
    expect(selectionOf(unknown)).toEqual({ test: '', group: '' });
  });

  it('an empty selection is complete; a test without a group is not', () => {
    expect(isSelectionComplete({ test: '', group: '' })).toBe(true);
    expect(isSelectionComplete({ test: 'teaser', group: '' })).toBe(false);
  });
});

describe('parseTestList', () => {
  it('reads a well-formed list', () => {
    expect(parseTestList([{ name: 't', groups: [{ name: 'g' }] }], kitLogger)).toEqual([{ name: 't', groups: [{ name: 'g' }] }]);
  });

  it.each([{ tests: [] }, 'oops', null, 42])('rejects an answer that is not an array (%j)', (body) => {
    expect(() => parseTestList(body, kitLogger)).toThrow(TypeError);
  });

  it('reads an empty array as no tests, but a list without any usable entry as a failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseTestList([], kitLogger)).toEqual([]);
    expect(() => parseTestList(['unexpected', { shape: true }, 42], kitLogger)).toThrow(TypeError);
  });

  it('leaves out and logs entries without a name and malformed groups', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tests = parseTestList(
      [{ groups: [] }, 'text', { name: '' }, { name: 'ok', groups: [{ name: 'A' }, { label: 'x' }] }, { name: 'bare' }],
      kitLogger,
    );
    expect(tests).toEqual([
      { name: 'ok', groups: [{ name: 'A' }] },
      { name: 'bare', groups: [] },
    ]);
    expect(error).toHaveBeenCalledTimes(5);
  });
});

// The Name select's values, written out: '' is the placeholder "Select an A/B test", '__none__' is "None".
const PLACEHOLDER = '';
const NONE = '__none__';

describe('A/B selection: what the selects hold', () => {
  it('before the list answers: loading, None, no group', () => {
    expect(INITIAL_AB_STATE).toEqual({ list: { phase: 'loading' }, testValue: NONE, group: '' });
    expect(loaded().testValue).toBe(PLACEHOLDER);
    expect(loaded([]).testValue).toBe(NONE);
  });

  it.each([
    ['a reload', { type: 'loading' }, { list: { phase: 'loading' }, testValue: NONE, group: '' }],
    ['a failed list', { type: 'failed' }, { list: { phase: 'failed' }, testValue: NONE, group: '' }],
    ['a new list', { type: 'loaded', tests: TESTS }, { list: { phase: 'found', tests: TESTS }, testValue: PLACEHOLDER, group: '' }],
    ['None', { type: 'chooseTest', value: NONE }, { list: { phase: 'found', tests: TESTS }, testValue: NONE, group: '' }],
  ] as const)('empties the Group select after %s', (_, action, expected) => {
    const chosen = abReducer(abReducer(loaded(), { type: 'chooseTest', value: 'teaser' }), { type: 'chooseGroup', value: 'A' });
    expect(chosen.group).toBe('A');
    expect(abReducer(chosen, action)).toEqual(expected);
  });

  it('answers a Name value that is no test of the list (a stale select) with the first entry', () => {
    expect(abReducer(loaded(), { type: 'chooseTest', value: 'gone' }).testValue).toBe(PLACEHOLDER);
    expect(abReducer(loaded([]), { type: 'chooseTest', value: 'gone' }).testValue).toBe(NONE);
  });

  it('takes no group while no test is chosen', () => {
    expect(abReducer(loaded(), { type: 'chooseGroup', value: 'A' }).group).toBe('');
  });

  it.each<[string, AbTest[], { test: string; group: string }, string]>([
    ['the one group of its test', [{ name: 'solo', groups: [{ name: 'only' }] }], { test: 'solo', group: 'only' }, 'only'],
    ['a group its test does not have', TESTS, { test: 'teaser', group: 'green' }, ''],
    ['a group of none of the tests', TESTS, { test: 'teaser', group: 'X' }, ''],
  ])('preselects %s as %j', (_, tests, preselect, group) => {
    const state = abReducer(INITIAL_AB_STATE, { type: 'loaded', tests, preselect });
    expect(state.testValue).toBe(preselect.test);
    expect(state.group).toBe(group);
  });
});

describe('parseTestList: what it says', () => {
  const recorder = () => ({ error: vi.fn(), warn: vi.fn() });

  it.each([
    [{ tests: [] }, 'The A/B test list is not an array: {"tests":[]}'],
    ['oops', 'The A/B test list is not an array: "oops"'],
    [undefined, 'The A/B test list is not an array: undefined'],
    [{ note: 'x'.repeat(300) }, `The A/B test list is not an array: {"note":"${'x'.repeat(191)}`],
  ])('names an answer that is not an array (%j), in at most 200 characters of it', (body, message) => {
    expect(() => parseTestList(body, recorder())).toThrow(new TypeError(message));
  });

  it('fails a list without a single named entry, saying so', () => {
    expect(() => parseTestList([{ name: '  ' }], recorder())).toThrow(new TypeError('No entry of the A/B test list has a name.'));
  });

  it('leaves out names of blanks and logs each thing it leaves out once, with what it was', () => {
    const log = recorder();
    const blankGroups = [{ name: 'A' }, { name: ' ' }];
    const tests = parseTestList(
      [{ name: ' \t' }, { name: 'ok', groups: [{ name: 'A' }, { name: 'B' }] }, { name: 'blanks', groups: blankGroups }, { name: 'bare' }],
      log,
    );
    expect(tests).toEqual([
      { name: 'ok', groups: [{ name: 'A' }, { name: 'B' }] },
      { name: 'blanks', groups: [{ name: 'A' }] },
      { name: 'bare', groups: [] },
    ]);
    expect(log.error.mock.calls).toEqual([
      ['A/B test entry without a name left out:', { name: ' \t' }],
      ['A/B test "blanks" has malformed groups; those were left out:', blankGroups],
      ['A/B test "bare" has malformed groups; those were left out:', undefined],
    ]);
  });
});
