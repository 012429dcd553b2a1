// A reply with a seat's token from another address plays nothing; the seat's own address is
// told how to link it (ALIAS from the seat's address, confirmed by a reply from the other).
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, room } from '../../support/games';
import { clearOutbox } from '../../support/mail';
import { annToPlay } from './ann-to-play';

beforeEach(clearOutbox);

const WORK = 'ann.smith@work.example';

describe('a reply from another address', () => {
  it('plays nothing and tells the seat’s own address, once, how to link it', async () => {
    const { id, send, newMail } = await annToPlay();
    await send('PASS', WORK);
    await send('PASS', WORK);
    expect(await room(id).moveLog()).toHaveLength(0);
    const mails = await newMail();
    expect(mails.map((m) => m.to)).toEqual([ANN.email]);
    expect(mails[0]!.text).toContain(`came from ${WORK}`);
    expect(mails[0]!.text).toContain(`ALIAS ${WORK}`);
  });

  it('links the address after ALIAS from the seat’s address and a reply from the other', async () => {
    const { id, send, newMail } = await annToPlay();
    await send(`ALIAS ${WORK}`, ANN.email);
    expect((await newMail()).at(-1)!.text).toContain(`Confirm ${WORK}`);
    await send('PASS', WORK);
    expect(await room(id).moveLog()).toHaveLength(0);
    const linked = (await newMail()).at(-1)!;
    expect(linked.to).toBe(ANN.email);
    expect(linked.text).toContain(`${WORK} is linked`);
    await send('PASS', WORK);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    expect((await newMail()).every((m) => m.to !== WORK)).toBe(true);
  });

  it('never links an address the seat did not name', async () => {
    const { id, send } = await annToPlay();
    await send('ALIAS someone@else.example', ANN.email);
    await send('PASS', WORK);
    await send('PASS', WORK);
    expect(await room(id).moveLog()).toHaveLength(0);
  });
});
