// The identity verdict on real header shapes: Cloudflare Email Routing's Authentication-Results
// (as it stamps Gmail mail, folded over lines with comments), forged copies below it, envelopes
// that agree (case, +tag, SRS) and that do not.
import { describe, expect, it } from 'vitest';
import { parseAuthResults } from '../../../worker/mail/inbound/auth-results';
import { aligned, envelopeAgrees, judgeSender } from '../../../worker/mail/inbound/authenticity';
import { readHeaderFields } from '../../../worker/mail/inbound/header-fields';

// The shape Cloudflare wrote for a Gmail sender (addresses and keys changed).
const CLOUDFLARE_GMAIL = [
  'Authentication-Results: mx.cloudflare.net;',
  '\tdkim=pass header.d=gmail.com header.s=20251104 header.b=L6CZ3OJ0;',
  '\tdmarc=pass header.from=gmail.com policy.dmarc=none;',
  '\tspf=none (mx.cloudflare.net: no SPF records found for postmaster@mail-yw1-x112d.google.com) smtp.helo=mail-yw1-x112d.google.com;',
  '\tspf=pass (mx.cloudflare.net: domain of ann@gmail.com designates 2607:f8b0:4864:20::112d as permitted sender) smtp.mailfrom=ann@gmail.com;',
  '\tarc=pass smtp.remote-ip="2607:f8b0:4864:20::112d"',
];

function fields(...headers: string[][]) {
  const raw = `${headers.flat().join('\r\n')}\r\nFrom: x@y\r\n\r\nbody\r\n`;
  return readHeaderFields(new TextEncoder().encode(raw));
}

describe('reading Authentication-Results (RFC 8601)', () => {
  it('reads the authserv-id and every method with its properties, comments dropped', () => {
    const [field] = fields(CLOUDFLARE_GMAIL);
    const parsed = parseAuthResults(field!.value)!;
    expect(parsed.authservId).toBe('mx.cloudflare.net');
    expect(parsed.results.map((r) => `${r.method}=${r.result}`)).toEqual([
      'dkim=pass',
      'dmarc=pass',
      'spf=none',
      'spf=pass',
      'arc=pass',
    ]);
    expect(parsed.results[0]!.props['header.d']).toBe('gmail.com');
    expect(parsed.results[3]!.props['smtp.mailfrom']).toBe('ann@gmail.com');
    expect(parsed.results[4]!.props['smtp.remote-ip']).toBe('2607:f8b0:4864:20::112d');
  });

  it('keeps a ; inside a quoted value or a comment out of the syntax', () => {
    const parsed = parseAuthResults(
      'mx.cloudflare.net 1; dkim=pass (good; really) header.d="ex;ample.com"; dmarc=fail',
    )!;
    expect(parsed.results.map((r) => r.method)).toEqual(['dkim', 'dmarc']);
    expect(parsed.results[0]!.props['header.d']).toBe('ex;ample.com');
  });

  it('gives no results for "none" and refuses a value that is not a header', () => {
    expect(parseAuthResults('mx.cloudflare.net; none')!.results).toEqual([]);
    expect(parseAuthResults('; dmarc=pass')).toBeNull();
  });
});

describe('the sender verdict', () => {
  it('proves a Gmail sender whose mail passed DMARC at Cloudflare', () => {
    const verdict = judgeSender('ann@gmail.com', 'ann@gmail.com', fields(CLOUDFLARE_GMAIL));
    expect(verdict).toEqual({ kind: 'verified', how: 'dmarc=pass' });
  });

  it('reads Cloudflare’s block as it arrives: its ARC set above, the sender’s own headers below', () => {
    const arrived = fields(
      ['Received: from mail-yw1-x112d.google.com by cloudflare-email.net (cloudflare)'],
      ['ARC-Seal: i=2; a=rsa-sha256; s=cf2024-1; d=cloudflare-email.net; cv=pass; b=Wi8X'],
      [
        `ARC-Authentication-Results: i=2; ${CLOUDFLARE_GMAIL[0]!.slice(24)}`,
        ...CLOUDFLARE_GMAIL.slice(1),
      ],
      CLOUDFLARE_GMAIL,
      ['Received: by mail-yw1-x112d.google.com with SMTP id 00721157ae682'],
      ['Authentication-Results: mx.cloudflare.net; dmarc=fail header.from=gmail.com'],
    );
    expect(judgeSender('ann@gmail.com', 'ann@gmail.com', arrived).kind).toBe('verified');
  });

  it('refuses a DMARC fail, even with a forged pass below it', () => {
    const verdict = judgeSender(
      'ann@example.com',
      'ann@example.com',
      fields(
        [
          'Authentication-Results: mx.cloudflare.net; dkim=none; dmarc=fail header.from=example.com policy.dmarc=none; spf=fail smtp.mailfrom=ann@example.com',
        ],
        ['Authentication-Results: mx.cloudflare.net; dmarc=pass header.from=example.com'],
      ),
    );
    expect(verdict.kind).toBe('forged');
  });

  it('believes only the topmost header and only from mx.cloudflare.net', () => {
    const forgedOnly = fields([
      'Authentication-Results: mx.evil.example; dmarc=pass header.from=example.com',
    ]);
    expect(judgeSender('ann@example.com', 'ann@example.com', forgedOnly).kind).toBe('unverified');
    const noHeader = fields([]);
    expect(judgeSender('ann@example.com', 'ann@example.com', noHeader).kind).toBe('unverified');
  });

  it('without a DMARC policy, proves the sender by an aligned DKIM or SPF pass only', () => {
    const dkim = fields([
      'Authentication-Results: mx.cloudflare.net; dkim=pass header.d=mail.example.org; dmarc=none header.from=example.org; spf=none',
    ]);
    expect(judgeSender('bo@example.org', 'bo@example.org', dkim).kind).toBe('verified');
    const otherSigner = fields([
      'Authentication-Results: mx.cloudflare.net; dkim=pass header.d=bulkmailer.example; dmarc=none header.from=example.org; spf=softfail smtp.mailfrom=bo@example.org',
    ]);
    expect(judgeSender('bo@example.org', 'bo@example.org', otherSigner)).toMatchObject({
      kind: 'unverified',
    });
    const spf = fields([
      'Authentication-Results: mx.cloudflare.net; dkim=none; dmarc=none header.from=example.org; spf=pass smtp.mailfrom=bo@example.org',
    ]);
    expect(judgeSender('bo@example.org', 'bo@example.org', spf).kind).toBe('verified');
  });

  it('refuses an envelope sender that is not the From', () => {
    const verdict = judgeSender('mallory@evil.example', 'ann@gmail.com', fields(CLOUDFLARE_GMAIL));
    expect(verdict.kind).toBe('forged');
  });

  it('does not take an SRS forwarder’s SPF pass for the From’s own', () => {
    const forwarded = fields([
      'Authentication-Results: mx.cloudflare.net; dkim=none; dmarc=none header.from=example.org; spf=pass smtp.mailfrom=SRS0=ab12=XY=example.org=bo@forwarder.example',
    ]);
    const envelope = 'SRS0=ab12=XY=example.org=bo@forwarder.example';
    expect(judgeSender(envelope, 'bo@example.org', forwarded).kind).toBe('unverified');
  });
});

describe('envelope and From agreeing', () => {
  it('allows case, a +tag on the envelope, and an SRS rewrite of the From', () => {
    expect(envelopeAgrees('Ann@Example.com', 'ann@example.com')).toBe(true);
    expect(envelopeAgrees('ann+bounce-77@example.com', 'ann@example.com')).toBe(true);
    expect(envelopeAgrees('SRS0=HHH=TT=example.com=ann@fwd.example', 'ann@example.com')).toBe(true);
    expect(
      envelopeAgrees('SRS1=X=fwd1.example==HHH=TT=example.com=ann@fwd2.example', 'ann@example.com'),
    ).toBe(true);
  });

  it('refuses another address, another domain, or a tag on the From only', () => {
    expect(envelopeAgrees('mallory@evil.example', 'ann@example.com')).toBe(false);
    expect(envelopeAgrees('ann@example.net', 'ann@example.com')).toBe(false);
    expect(envelopeAgrees('ann@example.com', 'ann+games@example.com')).toBe(false);
  });

  it('aligns a subdomain with its parent, never siblings or a bare suffix', () => {
    expect(aligned('mail.example.com', 'example.com')).toBe(true);
    expect(aligned('a.example.com', 'b.example.com')).toBe(false);
    expect(aligned('com', 'example.com')).toBe(false);
    expect(aligned('notexample.com', 'example.com')).toBe(false);
  });
});
