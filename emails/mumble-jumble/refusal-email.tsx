// The Mumble-Jumble refusal (built in emails.ts): only the sender gets it; nothing changed.
import { mumbleJumbleEmails } from './emails';

export const MumbleJumbleRefusalEmail = mumbleJumbleEmails.refusal.Email;
export const mumbleJumbleRefusalEmailText = mumbleJumbleEmails.refusal.text;
export default MumbleJumbleRefusalEmail;
