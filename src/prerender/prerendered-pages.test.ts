import { describe, expect, it } from 'vitest';
import { appPathOf } from '../lib/app-routes';
import { htmlFileFor, isAppRoute, isPrerenderedFor, prerenderedPages } from './prerendered-pages';

describe('prerendered pages', () => {
  it('are the public pages the issue names, each with a file a static host serves at its address', () => {
    expect(prerenderedPages).toEqual(['/', '/category', '/gallery', '/contact', '/login', '/register']);
    expect(prerenderedPages.map(htmlFileFor)).toEqual([
      'index.html',
      'category.html',
      'gallery.html',
      'contact.html',
      'login.html',
      'register.html',
    ]);
  });

  it('reads the address inside the app from a path under any base, with or without a trailing slash', () => {
    expect(appPathOf('/studio/', '/studio/')).toBe('/');
    expect(appPathOf('/studio/category', '/studio/')).toBe('/category');
    expect(appPathOf('/studio/category/', '/studio/')).toBe('/category');
    expect(appPathOf('/category', '/')).toBe('/category');
  });

  it('knows the app’s routes, dynamic ones and the whole dashboard included, from unknown addresses', () => {
    for (const path of [
      '/',
      '/category',
      '/category/3',
      '/payment/12',
      '/review/4/detail',
      '/dashboard',
      '/dashboard/anything/else',
    ]) {
      expect(isAppRoute(`/studio${path}`, '/studio/')).toBe(true);
    }
    for (const path of ['/nope', '/category/3/extra', '/payments/12']) {
      expect(isAppRoute(`/studio${path}`, '/studio/')).toBe(false);
    }
  });

  it('hydrates a page only at its own address, and the 404 page at any unknown address', () => {
    expect(isPrerenderedFor('/category', '/studio/category', '/studio/')).toBe(true);
    expect(isPrerenderedFor('/category', '/studio/category/', '/studio/')).toBe(true);
    expect(isPrerenderedFor('/', '/studio/category', '/studio/')).toBe(false);
    expect(isPrerenderedFor('*', '/studio/nope', '/studio/')).toBe(true);
    expect(isPrerenderedFor('*', '/studio/payment/12', '/studio/')).toBe(false);
    // The loading shell (404.html) carries no address: it is always rendered over, never hydrated.
    expect(isPrerenderedFor(undefined, '/studio/payment/12', '/studio/')).toBe(false);
  });
});
