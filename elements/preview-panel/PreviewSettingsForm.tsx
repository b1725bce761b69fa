import { useEffect, useId, useReducer, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewChangeDetail, previewPanelDeclaration } from './preview-panel.declaration';
import { useElement } from '../../src/element/context';
import { useLog } from '../../src/log/useLog';
import { Button, Notification, PlainTextField } from '../../src/widgets';
import { AbTestPanel } from './AbTestPanel';
import { abReducer, INITIAL_AB_STATE, isSelectionComplete, selectionOf, type AbAction, type AbSelection } from './abSelection';
import { applyPreviewSettings, fetchTestsAt } from './api';
import { combineDateTime, isDateInput } from './dateTime';

/** The settings the form starts from (the preview check's answer or the last applied ones). */
export interface PreviewFormValues {
  date: string;
  time: string;
  selection: AbSelection;
}

interface StatusMessage {
  state: 'success' | 'error';
  text: string;
}

export interface PreviewSettingsFormProps {
  initial: PreviewFormValues;
  onApplied: (applied: PreviewChangeDetail) => void;
}

export function PreviewSettingsForm({ initial, onApplied }: PreviewSettingsFormProps) {
  const { t } = useTranslation('preview-panel');
  const { apiOrigin, emit } = useElement<typeof previewPanelDeclaration>();
  const log = useLog();
  const ids = useId();
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [ab, dispatch] = useReducer(abReducer, INITIAL_AB_STATE);
  const [abExpanded, setAbExpanded] = useState(true);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  // A message below the button can start under the dialog's footer on a short screen: bring it into view.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status) statusRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status]);
  const [submitting, setSubmitting] = useState(false);
  // Asking again for the test list of the same date (after a failure).
  const [listRequest, setListRequest] = useState(0);
  const groupRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef(time);
  timeRef.current = time;
  // The current test and group are preselected once, in the first list loaded.
  const preselect = useRef<AbSelection | undefined>(initial.selection);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new listRequest asks again for the same date's list
  useEffect(() => {
    if (!isDateInput(date)) return undefined; // an incomplete date keeps the list until it is a date again
    const controller = new AbortController();
    dispatch({ type: 'loading' });
    void fetchTestsAt(apiOrigin, combineDateTime(date, timeRef.current, log), log, controller.signal).then((tests) => {
      if (controller.signal.aborted) return;
      dispatch(tests ? { type: 'loaded', tests, preselect: preselect.current } : { type: 'failed' });
      preselect.current = undefined;
    });
    return () => controller.abort();
  }, [apiOrigin, date, listRequest, log]);

  // A message about the settings as they were is wrong once any of them changes.
  const setDateAnew = (value: string) => {
    setStatus(null);
    setDate(value);
  };
  const setTimeAnew = (value: string) => {
    setStatus(null);
    setTime(value);
  };
  const choose: Dispatch<AbAction> = (action) => {
    setStatus(null);
    dispatch(action);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const selection = selectionOf(ab);
    if (!isSelectionComplete(selection)) {
      setStatus({ state: 'error', text: t('groupMissing') });
      setAbExpanded(true);
      // After the panel is shown again, so the select can take focus.
      requestAnimationFrame(() => groupRef.current?.focus());
      return;
    }
    const dateTime = combineDateTime(date, time, log);
    setStatus(null);
    setSubmitting(true);
    const applied = await applyPreviewSettings(apiOrigin, { ...selection, dateTime }, log);
    setSubmitting(false);
    if (!applied) {
      setStatus({ state: 'error', text: t('applyFailed') });
      return;
    }
    setStatus({ state: 'success', text: t('applied') });
    const detail: PreviewChangeDetail = { dateTime, test: selection.test, group: selection.group };
    emit('preview-change', detail);
    onApplied(detail);
  }

  return (
    <form className="sf-preview__form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="sf-preview__when">
        <PlainTextField id={`${ids}-date`} name="previewDate" type="date" label={t('date')} value={date} onChange={setDateAnew} />
        <PlainTextField id={`${ids}-time`} name="previewTime" type="time" label={t('time')} value={time} onChange={setTimeAnew} />
      </div>
      <AbTestPanel
        state={ab}
        dispatch={choose}
        expanded={abExpanded}
        onToggle={setAbExpanded}
        onRetry={() => setListRequest((count) => count + 1)}
        groupRef={groupRef}
      />
      <Button type="submit" fullWidth loading={submitting}>
        {t('submit')}
      </Button>
      {/* Always present so screen readers announce what appears in it; a click clears it. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the notification inside has its own dismiss button for keyboard users */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: same */}
      <div ref={statusRef} className="sf-preview__status" role="status" onClick={() => setStatus(null)}>
        {status ? (
          <Notification state={status.state} variant="copysize" onDismiss={() => setStatus(null)}>
            {status.text}
          </Notification>
        ) : null}
      </div>
    </form>
  );
}
