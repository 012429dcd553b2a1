// The Word Jam refusal (a banned consonant, a word that does not beat Ali Baba, a bet out of
// turn; built in emails.ts): only the sender gets it; nothing changed.
import { wordJamEmails } from './emails';

export const WordJamRefusalEmail = wordJamEmails.refusal.Email;
export const wordJamRefusalEmailText = wordJamEmails.refusal.text;
export default WordJamRefusalEmail;
