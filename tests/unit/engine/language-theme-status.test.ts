import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../../engine/config/types';
import { startupLanguage } from '../../../engine/i18n/language';
import { gateFor } from '../../../engine/status/status';
import { startupTheme } from '../../../engine/theme/theme';
import base from '../../../tenants/_base/tenant.json';

const languages = base.languages as TenantConfig['languages'];
const none = { session: null, stored: null };
const themes = base.themes as unknown as TenantConfig['themes'];

describe('startupLanguage (SPEC 1)', () => {
  it('forces TY when the browser language contains ja', () => {
    expect(startupLanguage(languages, none, { browserLanguage: 'ja-JP' })).toBe('TY');
  });
  it('forces TY when the country code is JP', () => {
    expect(startupLanguage(languages, none, { browserLanguage: 'en-US', countryCode: 'JP' })).toBe('TY');
  });
  it('uses the tenant default otherwise', () => {
    expect(startupLanguage(languages, none, { browserLanguage: 'en-US', countryCode: 'PH' })).toBe('EN');
    expect(startupLanguage({ ...languages, default: 'TY' }, none, { browserLanguage: 'en-US' })).toBe('TY');
  });
  it('keeps a stored choice the tenant offers, and ignores one it does not', () => {
    expect(startupLanguage(languages, { session: null, stored: 'TY' }, { browserLanguage: 'en-US' })).toBe('TY');
    expect(startupLanguage(languages, { session: null, stored: 'VI' }, { browserLanguage: 'en' })).toBe('EN');
  });
  it('forces TY over a choice stored in an earlier session (ja browser or JP country)', () => {
    expect(startupLanguage(languages, { session: null, stored: 'EN' }, { browserLanguage: 'ja' })).toBe('TY');
    expect(startupLanguage(languages, { session: null, stored: 'EN' }, { browserLanguage: 'en-US', countryCode: 'JP' })).toBe('TY');
  });
  it('lets a choice made in this session win over the forced language', () => {
    expect(startupLanguage(languages, { session: 'EN', stored: 'EN' }, { browserLanguage: 'ja-JP' })).toBe('EN');
    expect(startupLanguage(languages, { session: 'VI', stored: null }, { browserLanguage: 'ja-JP' })).toBe('TY');
  });
});

describe('startupTheme', () => {
  it('defaults to dark and keeps an offered stored choice', () => {
    expect(startupTheme(themes, null)).toBe('dark');
    expect(startupTheme(themes, 'light')).toBe('light');
    expect(startupTheme(themes, 'neon')).toBe('dark');
  });
});

describe('gateFor (system status)', () => {
  it('renders the app with neither flag', () => {
    expect(gateFor({ maintenance: false, regionRestriction: false })).toBe('app');
  });
  it('shows maintenance for maintenance, also when both apply', () => {
    expect(gateFor({ maintenance: true, regionRestriction: false })).toBe('maintenance');
    expect(gateFor({ maintenance: true, regionRestriction: true })).toBe('maintenance');
  });
  it('shows the region page for restriction only', () => {
    expect(gateFor({ maintenance: false, regionRestriction: true })).toBe('restricted');
  });
});
