import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswersAgainstContract } from './contract';

const API = 'http://localhost/api/v1';

/** A backend that answers documented calls wrongly, to show the contract check refuses each kind of mistake. */
const server = setupServer(
  http.get(`${API}/categories`, () => HttpResponse.json({ data: 5, message: 'Berhasil' })),
  http.get(`${API}/reviews/some`, () => HttpResponse.json({ message: 'Teko' }, { status: 418 })),
  http.get(`${API}/nowhere`, () => HttpResponse.json({ message: 'Berhasil' })),
  http.get(`${API}/category/:id`, () => HttpResponse.json({ message: 'Data tidak ditemukan' }, { status: 404 })),
);
const answers = checkAnswersAgainstContract(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('checkAnswersAgainstContract', () => {
  it('names a wrong shape, an undocumented status and an undocumented call', async () => {
    await fetch(`${API}/categories`);
    await fetch(`${API}/reviews/some`);
    await fetch(`${API}/nowhere`);
    expect(await answers.problems()).toEqual([
      'GET /categories 200: /data must be array',
      'GET /reviews/some answered 418, which the contract does not list',
      'GET /nowhere is not in the contract',
    ]);
  });

  it('accepts a documented refusal, and forgets what it has reported', async () => {
    await fetch(`${API}/category/999`);
    expect(await answers.problems()).toEqual([]);
  });
});
