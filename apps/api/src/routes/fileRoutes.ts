import type { FastifyInstance } from 'fastify';
import { errorCodes, fileMessages } from '@org/contracts';
import type { FileStore } from '../files/fileStore';
import type { SignedAddresses } from '../files/signedAddresses';
import { HttpError, notFound } from '../http/HttpError';
import { isUuid } from '../http/routeParams';

/**
 * 404, not 403: an address that is altered, expired or another file's names nothing, says nothing
 * about whether a file exists, and leaves 401/403 to the permission layer alone.
 */
const addressInvalid = () =>
  new HttpError(404, fileMessages.addressInvalid, errorCodes.fileAddressInvalid);

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII name for old clients, UTF-8 for the rest. */
export const contentDisposition = (disposition: string, name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * docs/product.md §13.4: the files that need sign-in, served to whoever holds a signed address
 * (files/signedAddresses.ts) until it expires. Streamed from the store, with the type recognised
 * at upload, nosniff, and a CSP that runs nothing and sandboxes the view (a PDF cannot script
 * the console's origin); documents download as attachments unless the address says inline.
 */
export function fileRoutes(deps: { files: FileStore; addresses: SignedAddresses }) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { id: string } }>(
      '/api/v1/files/:id',
      { config: { access: 'public' } },
      async (request, reply) => {
        if (!isUuid(request.params.id)) throw notFound(fileMessages.notFound);
        // Addresses are signed, and files named, with the id in lower case.
        const id = request.params.id.toLowerCase();
        const allowed = deps.addresses.verify(id, request.query);
        if (!allowed) throw addressInvalid();
        const file = await deps.files.open(id);
        if (!file) throw notFound(fileMessages.notFound);
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', contentDisposition(allowed.disposition, allowed.name))
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, max-age=300')
          .send(file.stream);
      },
    );
  };
}
