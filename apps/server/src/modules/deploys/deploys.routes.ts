import { deploy, deployRequest } from '@app/contract/deploys';
import { id } from '@app/contract/fields';
import { paged, pageQuery } from '@app/contract/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
  validationError,
} from '../../lib/http-errors.js';
import { multipartFailure } from '../../lib/multipart-errors.js';
import { boundedParts } from '../../lib/multipart-parts.js';
import { paginate } from '../../lib/paging.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import * as deployPolicy from './deploy.policy.js';
import type { DeploysService, StagedFile } from './deploys.service.js';
import { errorAnswers, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 409, 413, 415, 422);
const CONTENT_TYPE = {
  apk: 'application/vnd.android.package-archive',
  ios: 'application/octet-stream',
};

export const deploysRoutes: FastifyPluginAsyncZod<{
  deploys: DeploysService;
  guards: SessionGuards;
  limitBytes: number;
}> = async (app, { deploys, guards, limitBytes }) => {
  // 401 for a guest, 403 for anyone else, before any body is read.
  const staffOnly = guards.requireRole(deployPolicy.canDeploy);

  app.post(
    '/admin/deploy',
    {
      onRequest: staffOnly,
      config: { multipartFiles: true },
      schema: {
        tags: ['staff'],
        operationId: 'deploy',
        summary:
          'Subir un deploy: appType (apk, ios, sdk), file (no para sdk) y version; una versión anterior a la actual, solo con confirm_downgrade=1 (si no, 409)',
        security: BEARER,
        consumes: ['multipart/form-data'],
        response: { 200: deploy, ...errors },
      },
    },
    async (request) => {
      const { fields, staged } = await readUpload(request, deploys, limitBytes);
      try {
        const parsed = deployRequest.safeParse(fields);
        if (!parsed.success) {
          const problems: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) {
            (problems[String(issue.path[0])] ??= []).push(issue.message);
          }
          throw validationError(problems);
        }
        const { appType: type, version, confirm_downgrade: confirmDowngrade } = parsed.data;
        const deployId = await deploys.record(
          type,
          version,
          type === 'sdk' ? undefined : staged,
          sessionOf(request).userId,
          confirmDowngrade,
        );
        return (await deploys.list(1, 0)).rows.find((row) => row.id === deployId)!;
      } finally {
        // Whatever was not moved into place (a refused upload, a file sent with sdk) goes.
        await deploys.discard(staged);
      }
    },
  );

  app.get(
    '/admin/deploy',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['staff'],
        operationId: 'listDeploys',
        summary: 'Deploys anteriores: versión, tipo, tamaño, suma SHA-256, quién y cuándo',
        security: BEARER,
        querystring: pageQuery(),
        response: { 200: paged(deploy), ...errors },
      },
    },
    (request) => paginate(request.query, (limit, offset) => deploys.list(limit, offset)),
  );

  app.get(
    '/admin/deploy/:id/file',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['staff'],
        operationId: 'downloadDeploy',
        summary: 'Descargar el archivo de un deploy',
        security: BEARER,
        params: z.object({ id }),
        response: {
          200: z.any().meta({
            description: 'El archivo tal como se subió (APK o IPA), como descarga',
            contentMediaType: 'application/octet-stream',
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const row = await deploys.find(request.params.id);
      const file = row?.file ? await deploys.read(row.file) : undefined;
      if (!row?.file || !file || row.appType === 'sdk') throw notFound();
      const name = `antojo-${row.appType}-${row.version}.${row.appType === 'apk' ? 'apk' : 'ipa'}`;
      return reply
        .type(CONTENT_TYPE[row.appType])
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        )
        .header('x-checksum-sha256', row.sha256 ?? '')
        .send(file.stream);
    },
  );
};

/** Streams the one `file` part to disk and collects the text fields. */
async function readUpload(request: FastifyRequest, deploys: DeploysService, limitBytes: number) {
  if (!request.isMultipart())
    throw unsupportedMediaType('Envía el deploy como multipart/form-data.');
  const fields: Record<string, string> = {};
  let staged: StagedFile | undefined;
  try {
    for await (const part of boundedParts(request, {
      limits: { fileSize: limitBytes, files: 1 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || staged) {
          part.file.resume();
          continue;
        }
        staged = await deploys.stage(part.file, part.filename);
        if (part.file.truncated) throw payloadTooLarge();
      } else if (['appType', 'version', 'confirm_downgrade'].includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
    return { fields, staged };
  } catch (error) {
    await deploys.discard(staged);
    throw multipartFailure(error);
  }
}
