/** Studio Senja's brand: warm dusk light on a cream backdrop, terracotta accents and plum ink. */
export const palette = {
  terracotta: '#B4532A',
  terracottaDark: '#8A3C1C',
  terracottaLight: '#D9825C',
  plum: '#2E1F27',
  plumSoft: '#4A3640',
  sand: '#E9D5BF',
  cream: '#FBF6EF',
  paper: '#FFFFFF',
  rose: '#D8A48F',
  olive: '#5F6B3A',
  golden: '#E0A33B',
  inkMuted: '#6E5F66',
  line: '#EADFD3',
  danger: '#B3261E',
  success: '#256B43',
  warning: '#B7791F',
} as const;

export const radii = { small: 8, medium: 14, large: 24 } as const;

export const shadows = {
  card: '0 1px 2px rgba(46, 31, 39, 0.06), 0 8px 24px rgba(46, 31, 39, 0.06)',
  raised: '0 12px 40px rgba(46, 31, 39, 0.14)',
} as const;

export const layout = { headerHeight: 72, contentMaxWidth: 1200, sidebarWidth: 260 } as const;
