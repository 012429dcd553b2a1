// The mailer of each game family.
import type { Family } from '../../../engine/kind';
import { crosswordMailer } from './crossword';
import type { FamilyMailer } from './mailer';
import { mumbleJumbleMailer } from './mumble-jumble';
import { wordJamMailer } from './word-jam';

export const familyMailers: Partial<Record<Family, FamilyMailer>> = {
  crossword: crosswordMailer,
  'mumble-jumble': mumbleJumbleMailer,
  'word-jam': wordJamMailer,
};

export function mailerFor(family: Family): FamilyMailer {
  const mailer = familyMailers[family];
  if (!mailer) throw new Error(`no mailer for the ${family} family`);
  return mailer;
}
