/**
 * An editor's image upload into a tenant's assets (issue 30): made safe to serve
 * (server/uploads/prepare.ts), stored in the database (tenant_uploads, migration 042) so every
 * server of a PostgreSQL deployment serves it, and audited. The same image again is the same
 * row: its answer is the same, and the audit log still says it was sent.
 */
import type { SchemaTypes } from '../../engine/config/types.gen.ts';
import type { Db } from '../db/types.ts';
import { prepareUpload } from '../uploads/prepare.ts';
import type { Operator } from './operators.ts';
import type { Studio } from './service.ts';

type UploadRequest = SchemaTypes['studio/upload.request'];

/** The answer of POST /studio/api/tenants/:id/uploads: where the tenant's site serves the image. */
export interface UploadedImage {
  /** a site path on the tenant's hosts: /uploads/<name> */
  url: string;
  name: string;
  contentType: string;
  /** the size stored, after re-encoding or sanitising */
  bytes: number;
  width: number | null;
  height: number | null;
}

/** Stores `request`'s image among `tenantId`'s uploads; the caller has checked that `operator` edits that tenant. */
export async function uploadImage(
  db: Db,
  audit: Studio['audit'],
  operator: Operator,
  tenantId: string,
  request: UploadRequest,
  now: Date,
): Promise<UploadedImage> {
  const image = await prepareUpload(request.contentType, request.data);
  await db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO tenant_uploads (tenant_id, name, content_type, bytes, byte_size, width, height, uploaded_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (tenant_id, name) DO NOTHING`,
      [tenantId, image.name, image.contentType, image.bytes, image.bytes.length, image.width, image.height, operator.id, now],
    );
    await audit(
      tx,
      operator,
      tenantId,
      'upload',
      {
        name: image.name,
        fileName: request.fileName,
        contentType: image.contentType,
        bytes: image.bytes.length,
        new: inserted.rowCount > 0,
      },
      now,
    );
  });
  return {
    url: `/uploads/${image.name}`,
    name: image.name,
    contentType: image.contentType,
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
  };
}
