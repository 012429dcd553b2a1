// The Mumble-Jumble phase email (built in emails.ts), in a file of its own as every template is.
import { mumbleJumbleEmails } from './emails';

export const MumbleJumbleTurnEmail = mumbleJumbleEmails.turn.Email;
export const mumbleJumbleTurnEmailText = mumbleJumbleEmails.turn.text;
export default MumbleJumbleTurnEmail;
