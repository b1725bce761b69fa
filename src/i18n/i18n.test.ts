import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { bundledResources, createI18n } from './i18n';

describe('createI18n', () => {
  it('bundles every language folder', () => {
    for (const language of ['de', 'hu']) expect(bundledResources()[language]).toBeDefined();
  });

  it('gives each element its own instance, so languages never switch each other', () => {
    const german = createI18n('de-DE', 'de-DE', kitLogger);
    const hungarian = createI18n('hu-HU', 'hu-HU', kitLogger);
    expect(german.t('common:close')).toBe('Schließen');
    expect(hungarian.t('common:close')).toBe('Bezárás');
    expect(german.t('common:close')).toBe('Schließen');
  });

  it('is ready synchronously: no flash of keys', () => {
    expect(createI18n('hu-HU', 'hu-HU', kitLogger).isInitialized).toBe(true);
  });

  it('falls back from a regional locale to its language', () => {
    expect(createI18n('de-AT', 'de-AT', kitLogger).t('common:close')).toBe('Schließen');
  });

  it('logs a warning for a missing key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createI18n('de-DE', 'de-DE', kitLogger).t('common:no-such-key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:no-such-key'));
  });
});
