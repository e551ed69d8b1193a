import type { ViewportMap } from 'storybook/viewport';

/** The two sizes the design is checked at: a small phone and an ordinary laptop. */
export const viewportOptions = {
  mobile: { name: 'Mobile 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} satisfies ViewportMap;

/** Story globals that pin a story to one of the sizes above. */
export const onMobile = { viewport: { value: 'mobile', isRotated: false } };
export const onDesktop = { viewport: { value: 'desktop', isRotated: false } };
