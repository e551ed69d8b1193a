import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReloadNotice } from './reload-notice';

const NEWER_VERSION =
  'Versi aplikasi yang lebih baru sudah dibuka di tab lain. Muat ulang halaman ini untuk memakai versi terbaru.';

describe('the notice of a stopped backend', () => {
  it('says why the backend stopped and reloads the page on request', async () => {
    const onReload = vi.fn();
    render(<ReloadNotice message={NEWER_VERSION} onReload={onReload} />);
    const notice = screen.getByRole('alertdialog', { name: 'Halaman perlu dimuat ulang' });
    expect(notice).toHaveAccessibleDescription(NEWER_VERSION);
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('cannot be dismissed: Escape leaves it open', async () => {
    render(<ReloadNotice message={NEWER_VERSION} onReload={() => undefined} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});
