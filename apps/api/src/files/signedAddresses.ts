import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedFileAddress } from '@org/contracts';
import type { Clock } from '../services/clock';

/** docs/product.md §13.4: how long a signed file address works, at most. */
export const SIGNED_ADDRESS_TTL_MS = 5 * 60 * 1000;
/**
 * Addresses are signed per window of this length and expire SIGNED_ADDRESS_TTL_MS after their
 * window starts: a file gets the same address all through a window, so the browser's cache of an
 * image outlives one list read, and each address works for two and a half to five minutes.
 */
export const SIGNED_ADDRESS_WINDOW_MS = SIGNED_ADDRESS_TTL_MS / 2;

export const FILE_ROUTE_PREFIX = '/api/v1/files/';

/** `attachment` downloads; `inline` shows the file in a sandboxed view (images, a PDF viewer). */
export type FileDisposition = 'attachment' | 'inline';

export interface VerifiedAddress {
  disposition: FileDisposition;
  /** The file name the download is saved under. */
  name: string;
}

const NAME_MAX_LENGTH = 200;

/**
 * Short-lived signed addresses of stored files: an `<img>` or a download link cannot send a
 * bearer token, so the api hands out `/api/v1/files/<id>?expires=…&disposition=…&name=…&signature=…`
 * to whoever may read the file, and serves it to whoever holds the address until it expires. The
 * signature is an HMAC-SHA256, under a server secret, over every part (the file id, the expiry,
 * the disposition and the name), so an address cannot be pointed at another file, kept alive
 * longer or turned from a download into an inline view.
 */
export function createSignedAddresses(deps: { secret: string; now: Clock }) {
  const signatureOf = (id: string, expires: string, disposition: string, name: string) =>
    createHmac('sha256', deps.secret)
      .update(['file-address-v1', id, expires, disposition, name].join('\n'))
      .digest('base64url');

  return {
    sign(
      id: string,
      {
        disposition = 'attachment',
        name = 'file',
      }: { disposition?: FileDisposition; name?: string } = {},
    ): SignedFileAddress {
      const at = deps.now().getTime();
      const expires = String((at - (at % SIGNED_ADDRESS_WINDOW_MS) + SIGNED_ADDRESS_TTL_MS) / 1000);
      const safeName = name.slice(0, NAME_MAX_LENGTH);
      const query = new URLSearchParams({
        expires,
        disposition,
        name: safeName,
        signature: signatureOf(id, expires, disposition, safeName),
      });
      return {
        url: `${FILE_ROUTE_PREFIX}${id}?${query.toString()}`,
        expiresAt: new Date(Number(expires) * 1000).toISOString(),
      };
    },

    /** What a request's address allows for file `id`, or null (altered, another file's, expired). */
    verify(id: string, query: unknown): VerifiedAddress | null {
      const raw = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
      const { expires, disposition, name, signature } = raw;
      if (
        typeof expires !== 'string' ||
        typeof disposition !== 'string' ||
        typeof name !== 'string' ||
        typeof signature !== 'string' ||
        !/^\d{1,12}$/.test(expires) ||
        (disposition !== 'attachment' && disposition !== 'inline')
      ) {
        return null;
      }
      const expected = Buffer.from(signatureOf(id, expires, disposition, name));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) * 1000 <= deps.now().getTime()) return null;
      return { disposition, name };
    },
  };
}

export type SignedAddresses = ReturnType<typeof createSignedAddresses>;
