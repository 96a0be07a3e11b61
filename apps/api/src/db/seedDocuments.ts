import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import {
  MOH_DOCUMENT_MAX_BYTES,
  type MohDocumentRequest,
  type MohDocumentStatus,
} from '@org/contracts';
import { pdfKinds } from '../files/fileKinds';
import { createFileStore } from '../files/fileStore';
import { minimalPdf } from '../files/minimalPdf';
import type { Database } from './database';
import { mohDocuments } from './schema';

/** docs/product.md §10.2: demo ministry-of-health documents, in several languages, one withdrawn. */
export const demoDocuments: (MohDocumentRequest & {
  status: MohDocumentStatus;
  fileName: string;
  /** The PDF's lines of text. */
  lines: string[];
})[] = [
  {
    title: 'National immunisation schedule 2025',
    description: 'Vaccines and ages for children and adults.',
    language: 'en',
    publishedAt: '2025-01-15',
    status: 'PUBLISHED',
    fileName: 'immunisation-schedule-2025.pdf',
    lines: ['National immunisation schedule 2025', 'Ministry of Health'],
  },
  {
    title: 'Guía de manejo de la hipertensión',
    description: 'Diagnóstico y tratamiento en atención primaria.',
    language: 'es',
    publishedAt: '2024-09-02',
    status: 'PUBLISHED',
    fileName: 'guia-hipertension.pdf',
    lines: ['Guia de manejo de la hipertension', 'Ministerio de Salud'],
  },
  {
    title: 'Norma de vigilância da tuberculose',
    description: 'Notificação e seguimento de casos.',
    language: 'pt',
    publishedAt: '2024-05-20',
    status: 'PUBLISHED',
    fileName: 'vigilancia-tuberculose.pdf',
    lines: ['Norma de vigilancia da tuberculose', 'Ministerio da Saude'],
  },
  {
    title: 'Protocole paludisme 2019',
    description: 'Remplacé par le protocole de 2024.',
    language: 'fr',
    publishedAt: '2019-03-11',
    status: 'WITHDRAWN',
    fileName: 'protocole-paludisme-2019.pdf',
    lines: ['Protocole paludisme 2019', 'Ministere de la Sante'],
  },
];

/**
 * Seeds the demo documents into a database that has none, their PDFs generated here (a few
 * hundred bytes each) and kept by the file store's database driver, which every instance reads
 * whatever its own driver (each file's row says where its bytes are).
 */
export async function seedDemoDocuments(db: Database): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(mohDocuments);
  if ((existing?.n ?? 0) > 0) return;
  const files = createFileStore({ db, now: () => new Date(), storage: 'database', folder: '' });
  for (const document of demoDocuments) {
    const stored = await files.put(Readable.from([minimalPdf(document.lines)]), {
      purpose: 'moh-document',
      accept: pdfKinds,
      maxBytes: MOH_DOCUMENT_MAX_BYTES,
    });
    await db.transaction(async (tx) => {
      await tx.insert(mohDocuments).values({
        title: document.title,
        description: document.description,
        language: document.language,
        publishedAt: document.publishedAt,
        status: document.status,
        fileId: stored.id,
        fileName: document.fileName,
        fileSize: stored.size,
      });
      await files.attach(tx, stored.id);
    });
  }
}
