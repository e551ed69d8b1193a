import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import {
  prerenderedSettingsIn,
  prerenderedSettingsOf,
  prerenderedSettingsScript,
  sameContact,
  withPrerenderedSettings,
} from './prerendered-settings';

const settings = { ...DEFAULT_SETTINGS, updatedAt: '2026-09-24T00:00:00.000Z' };
const { contact } = settings;

describe('the settings a page is prerendered with', () => {
  it('are read back from the HTML and from the document, and replaced by others in the HTML', () => {
    const html = `<head>${prerenderedSettingsScript(settings)}</head><body></body>`;
    expect(prerenderedSettingsIn(html)).toEqual(settings);
    const page = document.implementation.createHTMLDocument();
    page.head.innerHTML = prerenderedSettingsScript(settings);
    expect(prerenderedSettingsOf(page)).toEqual(settings);
    const later = { ...settings, updatedAt: '2026-11-30T00:00:00.000Z' };
    expect(prerenderedSettingsIn(withPrerenderedSettings(html, later))).toEqual(later);
    expect(prerenderedSettingsIn('<head></head>')).toBeUndefined();
  });

  it('cannot close their element, whatever an address holds', () => {
    const tricky = { ...settings, contact: { ...contact, address: '</script><script>alert(1)</script>' } };
    expect(prerenderedSettingsScript(tricky).match(/</g)).toHaveLength(2);
    expect(prerenderedSettingsIn(`<head>${prerenderedSettingsScript(tricky)}</head>`)).toEqual(tricky);
  });
});

describe('sameContact', () => {
  it('holds for the same facts kept in another order', () => {
    const reordered = Object.fromEntries(Object.entries(contact).reverse()) as typeof contact;
    expect(sameContact(contact, reordered)).toBe(true);
  });

  it('fails on any fact changed', () => {
    expect(sameContact(contact, { ...contact, whatsapp: '0811-0000-0000' })).toBe(false);
    expect(sameContact(contact, { ...contact, instagram: '' })).toBe(false);
    expect(sameContact(contact, { ...contact, openingNote: 'Tutup setiap Senin' })).toBe(false);
  });
});
