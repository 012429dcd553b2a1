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
} as const;

export type PremiumName = keyof typeof theme.premium;
