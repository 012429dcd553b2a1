// The <style> blocks every email carries, built from the theme: narrow-screen steps for the
// board, and the dark scheme. Both only enhance: the inline styles alone give a light email
// that fits any width (the Gmail app reads no <style> for other accounts' mail, Outlook for
// Windows no media queries).
import { theme } from '../theme';
import { BOARD_STEPS, type BoardScale, type SquareStep } from './board-sizes';

/** Class names the styles target, one place for both the CSS and the markup. */
export const CLASS = {
  body: 'wm-body',
  card: 'wm-card',
  board: 'wm-board',
  /** A tile on the board; `lastMove` a tile of the last play. */
  tile: 'wm-t',
  lastMove: 'wm-m',
  /** The start square when it carries no bonus. */
  start: 'wm-s',
  key: 'wm-key',
} as const;

/** A bonus square's class: `wm-tw`, `wm-dl`… */
export const premiumClass = (name: string) => `wm-${name.toLowerCase()}`;

export const scaleClass = (scale: BoardScale) => `wm-b-${scale}`;

function stepRules(scale: BoardScale, step: SquareStep): string {
  const board = `table.${scaleClass(scale)}`;
  // Every square takes the label's size, and tiles the letter's.
  const tiles = `${board} td.${CLASS.tile},${board} td.${CLASS.lastMove}`;
  return [
    `${board} td{height:${step.square}px !important;font-size:${step.label}px !important}`,
    `${tiles}{font-size:${step.letter}px !important}`,
    `${board} th{font-size:${step.edge}px !important}`,
    step.value > 0
      ? `${board} sub{font-size:${step.value}px !important}`
      : `${board} sub{display:none !important}`,
    // Where the labels go, the key under the board names the colours instead.
    step.label === 0 ? `.${CLASS.key}-${scale}{display:block !important}` : '',
  ].join('');
}

function narrowRules(): string {
  const steps = (Object.keys(BOARD_STEPS) as BoardScale[]).flatMap((scale) =>
    BOARD_STEPS[scale].filter((s) => s.upTo !== null).map((step) => ({ scale, step })),
  );
  // Widest first, so a narrower screen's rules come later and win.
  steps.sort((a, b) => b.step.upTo! - a.step.upTo!);
  return steps
    .map(
      ({ scale, step }) =>
        `@media only screen and (max-width:${step.upTo}px){${stepRules(scale, step)}}`,
    )
    .join('');
}

// A table whose cells take their size from it (a tournament's seven standings columns) steps
// down on a phone; tables that size their own cells (board, rack, scores) are not touched.
const TABLE_TEXT = `.${CLASS.card} table{font-size:12px !important}`;

/**
 * Widths: the card loses some padding on a phone, and the board steps down. Gmail keeps a
 * <style> block of class and element selectors with media queries, but may drop a whole block
 * over one selector it does not take (attribute selectors, pseudo-classes such as :root), so
 * this block holds nothing else.
 */
export const widthCss = `@media only screen and (max-width:480px){.${CLASS.card}{padding:8px !important}}@media only screen and (max-width:400px){${TABLE_TEXT}}${narrowRules()}`;

const { dark } = theme;

/**
 * Every light colour the templates write inline, by what it is: an attribute selector finds it
 * wherever a template wrote it, so parts that carry no class (score tables, parlor emails) turn
 * dark too. React writes inline styles without spaces (`color:#57606a`).
 */
const INLINE_DARK: [string, string][] = [
  [`[style*="background:${theme.background}"]`, `background:${dark.background}`],
  [`[style*="background:${theme.card}"]`, `background:${dark.card}`],
  [`[style*="background:${theme.empty}"]`, `background:${dark.empty}`],
  [`[style*="color:${theme.text}"]`, `color:${dark.text}`],
  [`[style*="color:${theme.muted}"]`, `color:${dark.muted}`],
  [`[style*="color:${theme.error}"]`, `color:${dark.error}`],
  [`[style*="color:${theme.accent}"]`, `color:${dark.accent}`],
  // React Email's <Link> writes this blue when a template gives it no colour.
  ['[style*="color:#067df7"]', `color:${dark.accent}`],
  [`[style*="${theme.border}"]`, `border-color:${dark.border}`],
];

function boardDark(): string {
  const board = `table.${CLASS.board}`;
  const premiums = Object.entries(dark.premium).map(([name, [background, text]]) => {
    const c = premiumClass(name);
    return `${board} td.${c},.${CLASS.key} .${c}{background:${background} !important;color:${text} !important}`;
  });
  return [
    `${board} td{background:${dark.empty} !important;color:${dark.muted} !important}`,
    ...premiums,
    `${board} td.${CLASS.tile}{background:${theme.tile} !important;color:${theme.tileText} !important}`,
    `${board} td.${CLASS.lastMove}{background:${theme.lastMove} !important;color:${theme.tileText} !important}`,
  ].join('');
}

/**
 * The dark scheme (and `color-scheme`, which says both are designed), where the client honours
 * prefers-color-scheme (Apple Mail, iOS Mail, Outlook's apps and Outlook.com). Gmail's apps and
 * Outlook for Windows ignore it and invert the light colours themselves; the board's light
 * colours are chosen to survive that.
 */
export const darkCss = `:root{color-scheme:light dark;supported-color-schemes:light dark}@media (prefers-color-scheme:dark){${[
  `.${CLASS.body}{background:${dark.background} !important;color:${dark.text} !important}`,
  `.${CLASS.card}{background:${dark.card} !important;color:${dark.text} !important}`,
  ...INLINE_DARK.map(([selector, rule]) => `${selector}{${rule} !important}`),
  boardDark(),
].join('')}}`;
