// detectAutoReply: mail written by machines (RFC 3834 headers, bounces, receipts, responders).
import type { Header } from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { detectAutoReply } from '../../../worker/mail/inbound/auto-reply';

const PERSON = 'alice@example.com';
const SUBJECT = 'Re: [Wordmail #k7q2] Your turn against Bob, round 7';

function headers(fields: Record<string, string>): Header[] {
  return Object.entries(fields).map(([name, value]) => ({
    key: name.toLowerCase(),
    originalKey: name,
    value,
  }));
}

describe('detectAutoReply', () => {
  it.each([
    [
      'Auto-Submitted: auto-replied',
      { 'Auto-Submitted': 'auto-replied' },
      PERSON,
      SUBJECT,
      'Auto-Submitted',
    ],
    [
      'Auto-Submitted: auto-generated',
      { 'Auto-Submitted': 'auto-generated' },
      PERSON,
      SUBJECT,
      'Auto-Submitted',
    ],
    ['Precedence: bulk', { Precedence: 'bulk' }, PERSON, SUBJECT, 'Precedence: bulk'],
    ['Precedence: junk', { Precedence: 'Junk' }, PERSON, SUBJECT, 'Precedence: junk'],
    ['Precedence: list', { Precedence: 'list' }, PERSON, SUBJECT, 'Precedence: list'],
    [
      'Precedence: auto_reply',
      { Precedence: 'auto_reply' },
      PERSON,
      SUBJECT,
      'Precedence: auto_reply',
    ],
    ['X-Autoreply', { 'X-Autoreply': 'yes' }, PERSON, SUBJECT, 'x-autoreply'],
    ['X-Autorespond', { 'X-Autorespond': 'Out of office' }, PERSON, SUBJECT, 'x-autorespond'],
    [
      'a delivery report',
      { 'Content-Type': 'multipart/report; report-type=delivery-status; boundary=x' },
      PERSON,
      SUBJECT,
      'delivery-status',
    ],
    [
      'a read receipt',
      { 'Content-Type': 'multipart/report; report-type="disposition-notification"' },
      PERSON,
      SUBJECT,
      'disposition-notification',
    ],
    [
      'a MAILER-DAEMON sender',
      {},
      'mailer-daemon@mx.example.com',
      'Undelivered Mail',
      'mailer-daemon',
    ],
    ['a postmaster sender', {}, 'postmaster@example.com', 'Delivery report', 'postmaster'],
    ['a null Return-Path', { 'Return-Path': '<>' }, PERSON, 'Hello', 'null sender'],
    ['an "Out of Office" subject', {}, PERSON, `Out of Office: ${SUBJECT}`, 'Out of Office'],
    [
      'an Outlook "Automatic reply" subject',
      {},
      PERSON,
      `Automatic reply: ${SUBJECT}`,
      'Automatic reply',
    ],
    [
      'a French automatic subject',
      {},
      PERSON,
      `Réponse automatique : ${SUBJECT}`,
      'Réponse automatique',
    ],
    ['a German absence subject', {}, PERSON, `Abwesenheitsnotiz: ${SUBJECT}`, 'Abwesenheit'],
    ['an "Undeliverable" subject', {}, PERSON, `Undeliverable: ${SUBJECT}`, 'Undeliverable'],
    [
      'X-Auto-Response-Suppress from Exchange',
      { 'X-Auto-Response-Suppress': 'DR, RN, NRN, OOF, AutoReply' },
      PERSON,
      'Hello',
      'X-Auto-Response-Suppress',
    ],
    [
      'a mailing list (List-Id)',
      { 'List-Id': 'Club <club.lists.example>' },
      PERSON,
      'Hi',
      'List-Id',
    ],
  ])('recognises %s', (_case, fields, from, subject, reason) => {
    expect(detectAutoReply(headers(fields), from, subject)).toContain(reason);
  });

  it.each([
    ['an ordinary reply', {}, SUBJECT],
    ['Auto-Submitted: no', { 'Auto-Submitted': 'no' }, SUBJECT],
    ['Precedence: first-class', { Precedence: 'first-class' }, SUBJECT],
    ['X-Autoreply: no', { 'X-Autoreply': 'no' }, SUBJECT],
    ['X-Auto-Response-Suppress: DR only', { 'X-Auto-Response-Suppress': 'DR' }, SUBJECT],
    ['a subject that only mentions the office', {}, 'Re: Out of office ideas for the club'],
    ['a multipart/mixed reply', { 'Content-Type': 'multipart/mixed; boundary=b' }, SUBJECT],
  ])('lets through %s', (_case, fields, subject) => {
    expect(detectAutoReply(headers(fields), PERSON, subject)).toBeNull();
  });
});
