import { SUBMITTED_EARLY } from './early-input';

/**
 * Hands a value React has not seen to its `onChange`: React compares an input's value with the one it last
 * tracked, so the tracked value is reset through the element's own setter, the text put back through the
 * native one, and an input event dispatched (as Testing Library's `fireEvent.change` does).
 */
function replayTypedValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const nativeValue = Object.getOwnPropertyDescriptor(prototype, 'value');
  field.value = field.defaultValue;
  nativeValue?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * After hydration: every text field whose value differs from what React rendered into it (React sets a
 * controlled field's `defaultValue` to its value) was typed or autofilled before the app started, and is
 * handed to the form; a form submitted meanwhile is then submitted, in a task of its own so the values are in.
 */
export function adoptEarlyInput(root: ParentNode): void {
  // All are read first: the first change re-renders the form, which puts every field back to its state.
  const typedFields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => field instanceof HTMLTextAreaElement || !['checkbox', 'radio', 'file'].includes(field.type))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, typed: field.value }));
  for (const { field, typed } of typedFields) replayTypedValue(field, typed);
  const submittedEarly = document.documentElement.getAttribute(SUBMITTED_EARLY);
  document.documentElement.removeAttribute(SUBMITTED_EARLY);
  const form = submittedEarly === null ? null : document.forms.item(Number(submittedEarly));
  if (form && root.contains(form)) setTimeout(() => form.requestSubmit(), 0);
}
