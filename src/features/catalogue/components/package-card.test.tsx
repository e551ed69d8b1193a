import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { categoryWithImages } from '@/test/fixtures/catalogue';
import { PackageCard } from './package-card';

const item = categoryWithImages(1).category_packages[0]!;

describe('PackageCard', () => {
  it('says first how many photos the package edits, then each line of its description', () => {
    render(<PackageCard item={item} action="reserve" />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      '10 foto edit',
      'Sesi foto 20 menit',
      'Maksimal 4 orang',
    ]);
  });

  it('says so when the package edits no photo', () => {
    render(<PackageCard item={{ ...item, editedQuota: 0 }} action="reserve" />, { wrapper: MemoryRouter });
    expect(screen.getByText('Tanpa foto edit')).toBeInTheDocument();
  });

  it("keeps the visitors' button in its place, unseen and out of reach, while who is looking is not known", () => {
    render(<PackageCard item={item} action="unknown" />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const unseen = screen.getByText('Masuk untuk memesan');
    expect(unseen).toHaveStyle({ visibility: 'hidden' });
    expect(unseen).toHaveAttribute('tabindex', '-1');
  });

  it('shows the same button, with the same class, once the visitor is known', () => {
    const { rerender } = render(<PackageCard item={item} action="unknown" />, { wrapper: MemoryRouter });
    const before = screen.getByText('Masuk untuk memesan').className;
    rerender(<PackageCard item={item} action="signInToReserve" />);
    const link = screen.getByRole('link', { name: `Masuk untuk memesan ${item.name}` });
    expect(link).toBeVisible();
    expect(link.className).toBe(before);
  });
});
