/**
 * The A/B part of the preview settings as a plain state machine: the test list (loading, none,
 * found, failed), the Name select's raw value and the chosen group. The component only renders it.
 */
import type { ServiceSchemas } from '../../src/api/services';
import type { Logger } from '../../src/log/logger';
import { isRecord } from '../../src/util/guards';

export type AbTest = ServiceSchemas['AbTest'];

/** What goes to the token call: both empty when nothing is chosen. */
export interface AbSelection {
  test: string;
  group: string;
}

export const EMPTY_SELECTION: AbSelection = { test: '', group: '' };

/** Name select values: '' is the placeholder 'Select an A/B test'; NONE_VALUE is 'None'. */
export const PLACEHOLDER_VALUE = '';
export const NONE_VALUE = '__none__';

export type TestList = { phase: 'loading' } | { phase: 'none' } | { phase: 'found'; tests: AbTest[] } | { phase: 'failed' };

export interface AbState {
  list: TestList;
  /** The Name select's value: placeholder, none or a test name. */
  testValue: string;
  group: string;
}

export type AbAction =
  | { type: 'loading' }
  | { type: 'loaded'; tests: AbTest[]; preselect?: AbSelection }
  | { type: 'failed' }
  | { type: 'chooseTest'; value: string }
  | { type: 'chooseGroup'; value: string };

export const INITIAL_AB_STATE: AbState = { list: { phase: 'loading' }, testValue: NONE_VALUE, group: '' };

function findTest(list: TestList, name: string): AbTest | undefined {
  return list.phase === 'found' ? list.tests.find((test) => test.name === name) : undefined;
}

/** The first entry of the Name select for a list: the placeholder when tests exist, else None. */
export function firstTestValue(list: TestList): string {
  return list.phase === 'found' ? PLACEHOLDER_VALUE : NONE_VALUE;
}

export function abReducer(state: AbState, action: AbAction): AbState {
  switch (action.type) {
    case 'loading':
      return { list: { phase: 'loading' }, testValue: NONE_VALUE, group: '' };
    case 'loaded': {
      const list: TestList = action.tests.length > 0 ? { phase: 'found', tests: action.tests } : { phase: 'none' };
      const { preselect } = action;
      const preselected = preselect ? findTest(list, preselect.test) : undefined;
      if (preselect && preselected) {
        const group = preselected.groups.some((g) => g.name === preselect.group) ? preselect.group : '';
        return { list, testValue: preselected.name, group };
      }
      return { list, testValue: firstTestValue(list), group: '' };
    }
    case 'failed':
      return { list: { phase: 'failed' }, testValue: NONE_VALUE, group: '' };
    case 'chooseTest':
      if (findTest(state.list, action.value)) return { ...state, testValue: action.value, group: '' };
      return { ...state, testValue: action.value === NONE_VALUE ? NONE_VALUE : firstTestValue(state.list), group: '' };
    case 'chooseGroup': {
      const test = findTest(state.list, state.testValue);
      return test?.groups.some((g) => g.name === action.value) ? { ...state, group: action.value } : { ...state, group: '' };
    }
  }
}

export function selectionOf(state: AbState): AbSelection {
  const test = findTest(state.list, state.testValue);
  return test ? { test: test.name, group: state.group } : EMPTY_SELECTION;
}

export function groupsOf(state: AbState): { name: string }[] {
  return findTest(state.list, state.testValue)?.groups ?? [];
}

/** A chosen test needs a group; an empty selection is valid. */
export function isSelectionComplete(selection: AbSelection): boolean {
  return selection.test === '' || selection.group !== '';
}

/**
 * Reads the gettestsat answer: it must be an array. Entries without a name are left out; groups
 * without a name are left out. Everything left out is logged. Throws (a failed list, not an
 * empty one) for a non-array answer and for a non-empty list without a single usable entry.
 */
export function parseTestList(body: unknown, log: Logger): AbTest[] {
  if (!Array.isArray(body)) throw new TypeError(`The A/B test list is not an array: ${JSON.stringify(body)?.slice(0, 200)}`);
  const tests: AbTest[] = [];
  for (const entry of body) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || entry.name.trim() === '') {
      log.error('A/B test entry without a name left out:', entry);
      continue;
    }
    // Stryker disable next-line ArrayDeclaration: without an array of groups the entry is logged as malformed either way, and no element of a stand-in array has a name
    const rawGroups = Array.isArray(entry.groups) ? entry.groups : [];
    const groups = rawGroups.filter(
      (group): group is { name: string } => isRecord(group) && typeof group.name === 'string' && group.name.trim() !== '',
    );
    if (groups.length !== rawGroups.length || !Array.isArray(entry.groups)) {
      log.error(`A/B test "${entry.name}" has malformed groups; those were left out:`, entry.groups);
    }
    tests.push({ name: entry.name, groups: groups.map((group) => ({ name: group.name })) });
  }
  if (body.length > 0 && tests.length === 0) throw new TypeError('No entry of the A/B test list has a name.');
  return tests;
}
