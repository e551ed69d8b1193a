import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { namedApiDocsPickers } from './api-docs-select-names';

/** Redoc's picker as its bundle writes it (Redoc 3, minified). */
const PICKER =
  'function TI({value:e,onChange:t,options:n,"aria-label":r}){let i=n.find(t=>t.value===e)??n[0];' +
  'return(0,V.jsx)(ape,{trigger:(0,V.jsx)(lpe,{type:`button`,"aria-label":r,' +
  'children:(0,V.jsx)(cI,{children:i?.labelNode??i?.label})})})}';

/** Runs the rewritten picker's function and answers the trigger's props. */
function triggerOf(page: string, label: string, options: { value: string; label: string }[], value: string) {
  const jsx = (_type: string, props: Record<string, unknown>) => props;
  const picker = runInNewContext(`${page}; TI`, { V: { jsx }, ape: 'ape', lpe: 'lpe', cI: 'cI' }) as (
    props: Record<string, unknown>,
  ) => {
    trigger: { 'aria-label': string; children: { children: string } };
  };
  return picker({ value, onChange: () => undefined, options, 'aria-label': label }).trigger;
}

describe('namedApiDocsPickers', () => {
  it('names the picker by its label and the option it shows, which stays its text', () => {
    const options = [
      { value: '0', label: 'ReservationRequest' },
      { value: '1', label: 'StaffReservationRequest' },
    ];

    const trigger = triggerOf(namedApiDocsPickers(PICKER), 'Variant', options, '1');

    expect(trigger['aria-label']).toBe('Variant: StaffReservationRequest');
    expect(trigger.children.children).toBe('StaffReservationRequest');
  });

  it('keeps the label alone when no option is there to show', () => {
    expect(triggerOf(namedApiDocsPickers(PICKER), 'Example', [], '0')['aria-label']).toBe('Example');
  });

  it('refuses a page where Redoc’s picker is not found', () => {
    expect(() => namedApiDocsPickers('<p>API docs</p>')).toThrow(
      "Redoc's picker trigger was found 0 times, not once: update build-tools/api-docs-select-names.ts.",
    );
  });
});
