import { appRoutes } from '../lib/app-routes';

/** The public menu, in the order the header and footer show it. */
export const publicNavigation = [
  { label: 'Beranda', to: appRoutes.home.to() },
  { label: 'Kategori', to: appRoutes.categories.to() },
  { label: 'Galeri', to: appRoutes.gallery.to() },
  { label: 'Hubungi', to: appRoutes.contact.to() },
] as const;

/** The signed-in customer's own pages, in the order their account menu (or the phone's drawer) lists them. */
export const customerAccountNavigation = [
  { label: 'Profil', to: appRoutes.profile.to() },
  { label: 'Riwayat', to: appRoutes.history.to() },
  { label: 'Pesan', to: appRoutes.messages.to() },
] as const;

/** A menu entry is active when the path starts with the entry's path (the home entry only on its own). */
export function isActivePath(currentPath: string, entryPath: string): boolean {
  if (entryPath === '/') return currentPath === '/';
  return currentPath === entryPath || currentPath.startsWith(`${entryPath}/`);
}
