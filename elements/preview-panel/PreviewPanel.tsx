import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useElement } from '../../src/element/context';
import { useLog } from '../../src/log/useLog';
import type { Logger } from '../../src/log/logger';
import { createI18n } from '../../src/i18n/i18n';
import { STAFF_LOCALE } from '../../src/sites/registry';
import { SITE_LOCALE } from '../../src/sites/sites';
import { hasStaffCookie } from './staffCookies';
import { Button, Modal } from '../../src/widgets';
import { checkAuth, logout, PREVIEW_RENEW_INTERVAL_MS, renewPreviewLogin, type PreviewInit } from './api';
import { splitDateTime } from './dateTime';
import type { PreviewChangeDetail } from './preview-panel.declaration';
import { PreviewSettingsForm, type PreviewFormValues } from './PreviewSettingsForm';

function formValuesOf(init: PreviewInit, log: Logger): PreviewFormValues {
  return { ...splitDateTime(init.dateTime, log), selection: { test: init.abTestName ?? '', group: init.abTestGroup ?? '' } };
}

/**
 * The <preview-panel> block. Staff tooling is in English whatever the site, so it runs on its own
 * English i18n instance: its own texts and the widgets' (close button, loading) match its lang.
 */
export function PreviewPanel() {
  const { site } = useElement();
  const log = useLog();
  const english = useMemo(() => createI18n(STAFF_LOCALE, SITE_LOCALE[site], log), [site, log]);
  return (
    <I18nextProvider i18n={english}>
      <StaffPreview />
    </I18nextProvider>
  );
}

type Mode = { phase: 'checking' } | { phase: 'hidden' } | { phase: 'failed' } | { phase: 'staff'; current: PreviewInit };

function StaffPreview() {
  const { t } = useTranslation('preview-panel');
  const { apiOrigin } = useElement();
  const log = useLog();
  const [mode, setMode] = useState<Mode>({ phase: 'checking' });
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  /** Each press of "Check again" after a failed check makes the check once more. */
  const [attempt, setAttempt] = useState(0);
  const staff = mode.phase === 'staff';

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is what asks for another check
  useEffect(() => {
    if (!hasStaffCookie()) {
      setMode({ phase: 'hidden' });
      return undefined;
    }
    let active = true;
    void checkAuth(apiOrigin, log).then((check) => {
      if (!active) return;
      if (check.outcome === 'staff') setMode({ phase: 'staff', current: check.current });
      else setMode({ phase: check.outcome === 'failed' ? 'failed' : 'hidden' });
    });
    return () => {
      active = false;
    };
  }, [apiOrigin, log, attempt]);

  // Keeps the staff login alive; the element leaving the page unmounts this and ends the timer.
  useEffect(() => {
    if (!staff) return undefined;
    const timer = setInterval(() => void renewPreviewLogin(apiOrigin, log), PREVIEW_RENEW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [staff, apiOrigin, log]);

  // Staff whose check could not be made (the service down, no answer): the launcher says so, and checks again on a press.
  if (mode.phase === 'failed' || (mode.phase === 'checking' && attempt > 0))
    return (
      <div className="sf-preview" lang="en">
        <div className="sf-preview__launcher sf-preview__launcher--failed">
          <p className="sf-preview__failure" role="alert">
            {mode.phase === 'failed' ? t('checkFailed') : ''}
          </p>
          <Button
            prependIcon="eye"
            onClick={() => {
              setMode({ phase: 'checking' });
              setAttempt((count) => count + 1);
            }}
            loading={mode.phase === 'checking'}
          >
            {t('checkAgain')}
          </Button>
        </div>
      </div>
    );
  if (mode.phase !== 'staff') return null;

  async function handleLogout() {
    setLoggingOut(true);
    await logout(apiOrigin, log);
    setLoggingOut(false);
    setOpen(false);
    setMode({ phase: 'hidden' });
  }

  function handleApplied(applied: PreviewChangeDetail) {
    setMode({ phase: 'staff', current: { dateTime: applied.dateTime, abTestName: applied.test, abTestGroup: applied.group } });
  }

  return (
    <div className="sf-preview" lang="en">
      <div className="sf-preview__launcher">
        <Button prependIcon="eye" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('open')}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        size="M"
        title={t('title')}
        footer={
          <Button variant="secondary-outline" onClick={() => void handleLogout()} loading={loggingOut}>
            {t('logout')}
          </Button>
        }
      >
        <p className="sf-preview__intro">{t('intro')}</p>
        <PreviewSettingsForm initial={formValuesOf(mode.current, log)} onApplied={handleApplied} />
      </Modal>
    </div>
  );
}
