// The Word Jam phase email (built in emails.ts), in a file of its own as every template is.
import { wordJamEmails } from './emails';

export const WordJamTurnEmail = wordJamEmails.turn.Email;
export const wordJamTurnEmailText = wordJamEmails.turn.text;
export default WordJamTurnEmail;
