/**
 * Redoc's pickers (a request body's `oneOf` variant, a response's examples) are buttons named by a fixed
 * `aria-label` ("Variant", "Example") while they show the option chosen ("ReservationRequest"): a speech-input user
 * who says what they see names nothing (axe: label-content-name-mismatch, WCAG 2.5.3). `npm run build:api-docs`
 * rewrites the picker so that its name is the label followed by what it shows ("Variant: ReservationRequest").
 */

/**
 * The picker's trigger as Redoc's bundle writes it, minified names captured: the label, the JSX runtime, the
 * label's wrapper and the option chosen: `"aria-label":r,children:(0,V.jsx)(cI,{children:i?.labelNode??i?.label})`.
 */
const PICKER_TRIGGER =
  /"aria-label":([\w$]+),children:\(0,([\w$]+)\.jsx\)\(([\w$]+),\{children:([\w$]+)\?\.labelNode\?\?\4\?\.label\}\)/g;

/** The built reference with each picker named by what it shows; throws when Redoc's picker is not found once. */
export function namedApiDocsPickers(html: string): string {
  const found = html.match(PICKER_TRIGGER)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `Redoc's picker trigger was found ${found} times, not once: update build-tools/api-docs-select-names.ts.`,
    );
  return html.replace(
    PICKER_TRIGGER,
    (_trigger, label: string, runtime: string, wrapper: string, chosen: string) =>
      `"aria-label":${chosen}?.label?\`\${${label}}: \${${chosen}.label}\`:${label},` +
      `children:(0,${runtime}.jsx)(${wrapper},{children:${chosen}?.labelNode??${chosen}?.label})`,
  );
}
