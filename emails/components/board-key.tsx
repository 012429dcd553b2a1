// The colour key under the board: what each bonus colour means, shown where a phone is too
// narrow for the 21×21 board's labels (email-styles.ts shows it; it is hidden otherwise).
import type { CSSProperties } from 'react';
import type { CrosswordView } from '../../engine/crossword/view';
import { type PremiumName, theme } from '../theme';
import type { BoardScale } from './board-sizes';
import { CLASS, premiumClass } from './email-styles';

// React writes msoHide as mso-hide; CSSProperties does not know Outlook's own properties.
const HIDDEN = { display: 'none', msoHide: 'all' } as CSSProperties;

/** Where the bonus labels drop out (the 21×21 board on a phone), what each colour means. */
export function BoardKey({
  view,
  scale,
}: {
  view: Pick<CrosswordView, 'squares'>;
  scale: BoardScale;
}) {
  if (scale !== 'large') return null;
  const present = new Set(view.squares.flat().flatMap((s) => (s.premium ? [s.premium] : [])));
  const names = (Object.keys(theme.premium) as PremiumName[]).filter((p) => present.has(p));
  return (
    <p
      className={`${CLASS.key} ${CLASS.key}-${scale}`}
      // Hidden until a phone drops the labels; mso-hide too, since Outlook for Windows shows a
      // display:none paragraph (and keeps the labels).
      style={{
        ...HIDDEN,
        fontSize: 11,
        color: theme.muted,
        margin: '4px 0 0',
        lineHeight: 2,
      }}
    >
      {names.map((name) => (
        <span key={name}>
          <span
            className={premiumClass(name)}
            style={{
              background: theme.premium[name].background,
              color: theme.premium[name].text,
              padding: '1px 3px',
              fontWeight: 700,
            }}
          >
            {theme.premium[name].label}
          </span>{' '}
          {theme.premium[name].name}{' '}
        </span>
      ))}
    </p>
  );
}
