import { useId, type Dispatch, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, type SelectOption } from '../../src/widgets';
import { groupsOf, NONE_VALUE, selectionOf, type AbAction, type AbState } from './abSelection';

export interface AbTestPanelProps {
  state: AbState;
  dispatch: Dispatch<AbAction>;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  /** Loads the test list again after it failed. */
  onRetry: () => void;
  groupRef: Ref<HTMLSelectElement>;
}

/**
 * The collapsible A/B test part of the preview settings: Name and Group selects and the state of
 * the test list. A disclosure rather than the kit's ExpansionItem: collapsed, its selects must be
 * hidden from keyboard and screen readers, not clipped.
 */
export function AbTestPanel({ state, dispatch, expanded, onToggle, onRetry, groupRef }: AbTestPanelProps) {
  const { t } = useTranslation('preview-panel');
  const contentId = useId();
  const { list } = state;
  const selection = selectionOf(state);
  const testChosen = selection.test !== '';

  const noneOption: SelectOption = { value: NONE_VALUE, label: t('none') };
  const testOptions =
    list.phase === 'found' ? [noneOption, ...list.tests.map((test) => ({ value: test.name, label: test.name }))] : [noneOption];
  const groupOptions = groupsOf(state).map((group) => ({ value: group.name, label: group.name }));
  const listMessage = { loading: t('loadingTests'), none: t('noTests'), found: t('testsFound'), failed: undefined }[list.phase];
  const failedMessage = list.phase === 'failed' ? t('testsFailed') : undefined;

  return (
    <section className="sf-preview__ab" aria-labelledby={`${contentId}-heading`}>
      <h3 className="sf-preview__ab-heading" id={`${contentId}-heading`}>
        <Button
          variant="text"
          appendIcon={expanded ? 'chevron-up' : 'chevron-down'}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => onToggle(!expanded)}
          className="sf-preview__ab-toggle"
        >
          {t('abTest')}
        </Button>
      </h3>
      <div id={contentId} className="sf-preview__ab-content" hidden={!expanded}>
        <Select
          name="abTest"
          label={t('name')}
          options={testOptions}
          placeholder={list.phase === 'found' ? t('selectTest') : undefined}
          value={state.testValue}
          onChange={(value) => dispatch({ type: 'chooseTest', value })}
          disabled={list.phase === 'loading'}
          hint={listMessage}
          error={failedMessage}
        />
        {list.phase === 'failed' ? (
          <Button variant="text" onClick={onRetry} className="sf-preview__retry">
            {t('retryTests')}
          </Button>
        ) : null}
        <Select
          name="abTestGroup"
          label={t('group')}
          options={groupOptions}
          placeholder={t('selectGroup')}
          value={state.group}
          onChange={(value) => dispatch({ type: 'chooseGroup', value })}
          disabled={!testChosen || list.phase === 'loading'}
          required={testChosen}
          error={testChosen && selection.group === '' ? t('required') : undefined}
          inputRef={groupRef}
        />
      </div>
      {/* The list state is the Name select's hint or error; this announces its changes. */}
      <p className="sf-visually-hidden" role="status">
        {listMessage ?? failedMessage}
      </p>
    </section>
  );
}
