import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { observedPart } from './visibility-styles';

describe('observedPart', () => {
  it('keeps the declarations that decide visibility and clicks, with their selector', () => {
    expect(observedPart('.a:hover{display:none;padding:8px;color:red;pointer-events:none;}')).toBe(
      '.a:hover{display:none;pointer-events:none;}',
    );
  });

  it('keeps media queries around what it keeps, and drops rules left empty', () => {
    expect(observedPart('@media (min-width:900px){.a{visibility:hidden;margin:0;}}')).toBe(
      '@media (min-width:900px){.a{visibility:hidden;}}',
    );
    expect(observedPart('.a{padding:8px;border:1px solid;}')).toBe('');
  });
});

describe('styles under test', () => {
  it('still hide what MUI styles hide', () => {
    render(
      <>
        <Box sx={{ display: 'none' }}>
          <Button>Tersembunyi</Button>
        </Box>
        <Button sx={{ visibility: 'hidden' }}>Tak terlihat</Button>
        <Button>Terlihat</Button>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Tersembunyi' })).toBeNull();
    expect(screen.getByText('Tak terlihat')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Terlihat' })).toBeVisible();
  });

  it('keep a disabled button unclickable', () => {
    render(<Button disabled>Simpan</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Simpan' })).pointerEvents).toBe('none');
  });
});

describe("jsdom's user-agent style sheet under test", () => {
  it('keeps what decides display and visibility, and nothing else', () => {
    render(
      <>
        <h1>Judul</h1>
        <p hidden>Tersembunyi</p>
        <dialog>Tertutup</dialog>
        <ul>
          <li>Butir</li>
        </ul>
      </>,
    );
    const heading = screen.getByRole('heading', { name: 'Judul' });
    expect(getComputedStyle(heading).display).toBe('block');
    expect(getComputedStyle(heading).fontWeight, 'fonts are not observed').not.toBe('bold');
    expect(getComputedStyle(screen.getByText('Tersembunyi')).display).toBe('none');
    expect(getComputedStyle(screen.getByText('Tertutup')).display).toBe('none');
    expect(getComputedStyle(screen.getByRole('listitem')).display).toBe('list-item');
    expect(screen.queryByText('Tersembunyi', { selector: 'p' })).not.toBeVisible();
  });
});
