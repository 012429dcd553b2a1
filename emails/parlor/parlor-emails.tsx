// A parlor game's two emails, built from its position: the phase email and the refusal, each in
// HTML and plain text. A game gives only what is its own: how its position looks in HTML, its
// paragraphs in plain text, and the previews the template tooling renders.
import type { ComponentType, ReactElement } from 'react';
import {
  ParlorRefusalEmail,
  type ParlorRefusalEmailProps,
  type ParlorView,
  parlorRefusalEmailText,
} from './refusal-email';
import { ParlorTurnEmail, type ParlorTurnEmailProps, parlorTurnEmailText } from './turn-email';

export interface ParlorPosition<View extends ParlorView> {
  /** The position in HTML: Mumble-Jumble's round, Word Jam's turn. */
  Section: ComponentType<{ view: View }>;
  /** The position in the phase email's plain text, paragraph by paragraph. */
  turnText(view: View): string[][];
  /** The position as a refusal shows it in plain text. */
  refusalText(view: View): string[][];
}

/** One template: the HTML component (with the props it previews with) and its plain text. */
export interface ParlorTemplate<Props> {
  Email: ((props: Props) => ReactElement) & { PreviewProps: Props };
  text(props: Props): string;
}

export interface ParlorEmails<View extends ParlorView> {
  turn: ParlorTemplate<ParlorTurnEmailProps<View>>;
  refusal: ParlorTemplate<ParlorRefusalEmailProps<View>>;
}

export function parlorEmails<View extends ParlorView>(
  { Section, turnText, refusalText }: ParlorPosition<View>,
  previews: { turn: ParlorTurnEmailProps<View>; refusal: ParlorRefusalEmailProps<View> },
): ParlorEmails<View> {
  // Built once per game when its emails module loads, never during a render.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level template, not per render
  const TurnEmail = (props: ParlorTurnEmailProps<View>) => (
    <ParlorTurnEmail {...props} position={<Section view={props.view} />} />
  );
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level template, not per render
  const RefusalEmail = (props: ParlorRefusalEmailProps<View>) => (
    <ParlorRefusalEmail {...props} position={<Section view={props.view} />} />
  );
  return {
    turn: {
      Email: Object.assign(TurnEmail, { PreviewProps: previews.turn }),
      text: (props) => parlorTurnEmailText(props, turnText(props.view)),
    },
    refusal: {
      Email: Object.assign(RefusalEmail, { PreviewProps: previews.refusal }),
      text: (props) => parlorRefusalEmailText(props, refusalText(props.view)),
    },
  };
}
