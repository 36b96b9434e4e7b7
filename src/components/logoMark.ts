/** The Folio mark, an open book on a navy tile: drawn by <Logo> and rendered into the PWA icons. */
export const LOGO_MARK = {
  navy: '#1c2a48',
  leftPage: { d: 'M14 18c7-2 13-1 18 3v27c-5-4-11-5-18-3z', fill: '#4dabf7' },
  rightPage: { d: 'M50 18c-7-2-13-1-18 3v27c5-4 11-5 18-3z', fill: '#e7f5ff' },
} as const;
