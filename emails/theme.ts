// Design tokens for every email and page: one place for colours, type and spacing.
// Premium colours follow the board most players know; each premium also carries a text label,
// so colour is never the only signal.
export const theme = {
  font: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  mono: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  text: '#1f2328',
  muted: '#57606a',
  background: '#f6f8fa',
  card: '#ffffff',
  border: '#d0d7de',
  accent: '#0b5cad',
  error: '#b42318',
  tile: '#f5deb3',
  tileText: '#3b2a14',
  lastMove: '#ffd54a',
  premium: {
    TW: { background: '#e5484d', text: '#ffffff', label: 'TW', name: 'triple word' },
    DW: { background: '#f7b2b7', text: '#5c0a10', label: 'DW', name: 'double word' },
    TL: { background: '#3e7bd6', text: '#ffffff', label: 'TL', name: 'triple letter' },
    DL: { background: '#b3d4f5', text: '#0b2e55', label: 'DL', name: 'double letter' },
    QW: { background: '#8e2de2', text: '#ffffff', label: 'QW', name: 'quadruple word' },
    QL: { background: '#2f9e6e', text: '#ffffff', label: 'QL', name: 'quadruple letter' },
  },
  empty: '#eef1e6',
  /**
   * What the same tokens become where the client honours prefers-color-scheme (Apple Mail, iOS
   * Mail, Outlook's apps): emails/components/email-styles.ts maps each light colour to these.
   * Tiles keep their light colours, as a wooden tile does on a dark table.
   */
  dark: {
    text: '#e6edf3',
    muted: '#a4adb8',
    background: '#0d1117',
    card: '#161b22',
    border: '#3d444d',
    accent: '#6cb0ff',
    error: '#ff8a80',
    empty: '#262c34',
    /** Each bonus square's [background, label] colours. */
    premium: {
      TW: ['#a4262c', '#ffffff'],
      DW: ['#5e2a34', '#ffc9cf'],
      TL: ['#1f5fbf', '#ffffff'],
      DL: ['#1d3d5f', '#cde5ff'],
      QW: ['#6a1fb0', '#ffffff'],
      QL: ['#1e7050', '#ffffff'],
    },
  },
} as const;

export type PremiumName = keyof typeof theme.premium;
