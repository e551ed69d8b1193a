import { paths } from '../lib/paths';

/** The public menu, in the order the header and footer show it. */
export const publicNavigation = [
  { label: 'Beranda', to: paths.home.to() },
  { label: 'Kategori', to: paths.categories.to() },
  { label: 'Galeri', to: paths.gallery.to() },
  { label: 'Hubungi', to: paths.contact.to() },
] as const;

/** A menu entry is active when the path starts with the entry's path (the home entry only on its own). */
export function isActivePath(currentPath: string, entryPath: string): boolean {
  if (entryPath === '/') return currentPath === '/';
  return currentPath === entryPath || currentPath.startsWith(`${entryPath}/`);
}
