// The deal as five cards: four consonants on their coins (1, 2, 3, 3) and the banned one on the
// crossed swords. Each card says its value in words, so colour is never the only signal.
import type { WordJamView } from '../../engine/word-jam/view';
import { TileRow } from '../components/tile-row';
import { theme } from '../theme';

export function DealCards({ deal }: { deal: WordJamView['deal'] }) {
  return (
    <TileRow label="The deal" spacing={6} margin="8px auto">
      {deal.map((card) => {
        const banned = card.coins === null;
        return (
          <td
            key={card.letter}
            title={banned ? `${card.letter}, banned` : `${card.letter}, ${card.coins} coins`}
            style={{
              width: 44,
              padding: '6px 0',
              background: banned ? theme.card : theme.tile,
              color: banned ? theme.error : theme.tileText,
              border: `2px solid ${banned ? theme.error : theme.border}`,
              borderRadius: 6,
              textAlign: 'center',
              fontFamily: theme.font,
            }}
          >
            <div
              style={{
                fontSize: 22,
                fontWeight: 700,
                textDecoration: banned ? 'line-through' : 'none',
              }}
            >
              {card.letter}
            </div>
            <div style={{ fontSize: 11 }}>
              {banned ? '⚔ banned' : `${card.coins} coin${card.coins === 1 ? '' : 's'}`}
            </div>
          </td>
        );
      })}
    </TileRow>
  );
}
