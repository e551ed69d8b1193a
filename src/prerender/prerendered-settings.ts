import type { Settings, StudioContact } from '../lib/api/api-types';
import { dataIn, dataOf, dataScript, withDataIn } from './page-data';

/**
 * Every prerendered page shows the studio's contact facts (in its footer; the contact page all of them), drawn
 * from the settings of the emulated backend's seed, and carries those settings: the app hydrates with them, and
 * the site's service worker serves such a page only while the contact facts in force are the ones drawn in it,
 * with the settings in force in place of the seed's. A build for a real API draws the facts loading, and carries
 * none.
 */
const PRERENDERED_SETTINGS_ID = 'prerendered-settings';

/** The element that carries the settings in the page. */
export const prerenderedSettingsScript = (settings: Settings): string => dataScript(PRERENDERED_SETTINGS_ID, settings);

/** The settings a page's HTML carries, if it carries some. */
export const prerenderedSettingsIn = (html: string) => dataIn<Settings>(html, PRERENDERED_SETTINGS_ID);

/** The page's HTML carrying `settings` instead of the ones it was prerendered with. */
export const withPrerenderedSettings = (html: string, settings: Settings): string =>
  withDataIn(html, PRERENDERED_SETTINGS_ID, settings);

/** The settings this page was prerendered with, read from its document before it hydrates. */
export const prerenderedSettingsOf = (document: Document) => dataOf<Settings>(document, PRERENDERED_SETTINGS_ID);

/** Whether two sets of contact facts read the same: every field alike, whatever the order they were kept in. */
export function sameContact(shown: StudioContact, current: StudioContact): boolean {
  const fields = Object.keys(shown) as (keyof StudioContact)[];
  return fields.length === Object.keys(current).length && fields.every((field) => shown[field] === current[field]);
}
