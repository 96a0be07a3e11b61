import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * docs/product.md §11.5: a signed double-submit token. The cookie `XSRF-TOKEN` holds `nonce.signature`;
 * a state-changing request must echo it in `X-XSRF-TOKEN`, and the signature must be ours, so a
 * token planted by a sibling subdomain or an old deployment does not pass.
 */
export function createCsrfTokens(secret: string) {
  const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');

  const isValid = (token: string | undefined): token is string => {
    if (!token) return false;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return {
    issue(): string {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    },
    isValid,
    /** The header must equal the cookie, and the cookie must carry our signature. */
    matches(cookie: string | undefined, header: string | undefined): boolean {
      if (!isValid(cookie) || typeof header !== 'string') return false;
      const a = Buffer.from(cookie);
      const b = Buffer.from(header);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

export type CsrfTokens = ReturnType<typeof createCsrfTokens>;
