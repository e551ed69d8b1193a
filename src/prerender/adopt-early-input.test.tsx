import { act, screen, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { adoptEarlyInput } from './adopt-early-input';

function SignInForm({ onSend }: { onSend: (email: string, note: string) => void }) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(email, note);
  };
  return (
    <form aria-label="Masuk" onSubmit={send}>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <textarea aria-label="Catatan" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="Setuju" type="checkbox" />
      <button type="submit">Masuk</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.app;
});

/** The prerendered form in the page, before the app has started. */
function formFromServer(onSend: (email: string, note: string) => void): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInForm onSend={onSend} />);
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement, onSend: (email: string, note: string) => void): void {
  act(() => {
    root = hydrateRoot(container, <SignInForm onSend={onSend} />);
  });
}

test('text typed before hydration reaches the form, and a submission made meanwhile is sent with it', async () => {
  const onSend = vi.fn();
  const view = formFromServer(onSend);
  screen.getByLabelText<HTMLInputElement>('Email').value = 'sari@example.test';
  screen.getByLabelText<HTMLTextAreaElement>('Catatan').value = 'Sesi keluarga';
  document.documentElement.setAttribute('data-submitted-early', '0');

  hydrate(view, onSend);
  act(() => adoptEarlyInput(view));

  await waitFor(() => expect(onSend).toHaveBeenCalledWith('sari@example.test', 'Sesi keluarga'));
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(document.documentElement.hasAttribute('data-submitted-early')).toBe(false);
});

test('a form nobody touched is left as it is, and not sent', async () => {
  const onSend = vi.fn();
  const view = formFromServer(onSend);
  hydrate(view, onSend);
  act(() => adoptEarlyInput(view));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
});
