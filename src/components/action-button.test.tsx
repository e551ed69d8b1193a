import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../app/providers';
import { ActionButton } from './action-button';

const renderAction = (props: Partial<Parameters<typeof ActionButton>[0]>) =>
  render(
    <UiProviders>
      <ActionButton label="WhatsApp ke Sari Wulandari" icon={<WhatsAppIcon />} color="success" {...props} />
    </UiProviders>,
  );

describe('ActionButton', () => {
  it('shows its name as text, or a shorter text while keeping the full name', () => {
    renderAction({ label: 'Batalkan' });
    expect(screen.getByRole('button', { name: 'Batalkan' })).toHaveTextContent('Batalkan');
    renderAction({ text: 'WhatsApp', href: 'https://wa.me/6281234567801' });
    const link = screen.getByRole('link', { name: 'WhatsApp ke Sari Wulandari' });
    expect(link).toHaveTextContent(/^WhatsApp$/);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is an icon button with the same name in a compact row, and acts on a click', async () => {
    const onClick = vi.fn();
    renderAction({ text: 'WhatsApp', isCompact: true, onClick });
    const button = screen.getByRole('button', { name: 'WhatsApp ke Sari Wulandari' });
    expect(button).not.toHaveTextContent('WhatsApp');
    await userEvent.setup({ delay: null }).click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
