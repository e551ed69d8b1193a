import { messages } from '@/lib/rules/messages';

/** A refusal the backend explains: an HTTP status and an Indonesian message. */
export class DomainError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
  }
}

export const badRequest = (message: string) => new DomainError(400, message);
export const unauthorized = () => new DomainError(401, messages.unauthorized);
export const forbidden = () => new DomainError(403, messages.forbidden);
export const notFound = () => new DomainError(404, messages.notFound);
export const conflict = (message: string) => new DomainError(409, message);
