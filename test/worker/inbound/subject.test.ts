// subjectCommand: a command typed into the Subject line, without reply prefixes and our tag.
import { describe } from 'vitest';
import { subjectCommand } from '../../../worker/mail/inbound/subject';
import { readsEach } from './reads-each';

describe('subjectCommand', () => {
  readsEach('reads %j as %j', subjectCommand, [
    ['Re: [Wordmail #k7q2] PASS', 'PASS'],
    ['RE: RE: Fwd: [Wordmail #k7q2] H8 across PLANE', 'H8 across PLANE'],
    ['AW: [Wordmail #k7q2] EXCHANGE QI', 'EXCHANGE QI'],
    ['SV: [Wordmail #k7q2] RESIGN', 'RESIGN'],
    ['Re[2]: [Wordmail #k7q2] BOARD', 'BOARD'],
    ['Re: [Wordmail #k7q2] Re: HELP', 'HELP'],
    ['Réf : PASS', 'PASS'],
    ['Re: [8,8] H PLANE', '[8,8] H PLANE'],
    ['  8H   PLANE  ', '8H PLANE'],
    ['Re: [Wordmail #k7q2]', ''],
    ['Re:   ', ''],
    ['', ''],
  ]);
});
