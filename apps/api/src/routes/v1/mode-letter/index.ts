import { AUTO_CONVERSION } from '@yunmo/domain/daily-rules';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { autoConversionConsents, autoConversions } from '../../../db/notices-schema.js';
import { models, users } from '../../../db/schema.js';
import { requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { parseParams, requiredOneOf } from '../../../http/params.js';
import type { DbClient } from '../../../db/client.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

export const notAuthorCode = 403;
export const notAuthorMessage = '仅作者本人可以设置自动转换';

const updateStateBody = z.object({
  state: requiredOneOf('state', [AUTO_CONVERSION.states.off, AUTO_CONVERSION.states.on] as const),
});

/** The caller's id when the caller is an author; 10004 for guests, 403 for everyone else. */
async function requireAuthorId(db: DbClient, userId: number): Promise<number> {
  const rows = await db.orm
    .select({ isAuthor: users.isAuthor })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (rows[0]?.isAuthor !== true) throw new LegacyError(notAuthorCode, notAuthorMessage);
  return userId;
}

const modeLetter: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  /** record 0: the author never answered (show agree / disagree); state is then the silent-author default. */
  fastify.get('/getState', async (request, reply) => {
    const authorId = await requireAuthorId(db, await requireUserId(db, request));
    const rows = await db.orm
      .select()
      .from(autoConversionConsents)
      .where(eq(autoConversionConsents.authorId, authorId))
      .limit(1);
    const consent = rows[0];
    return reply.v1(v1Calls.consentState, {
      record: consent ? 1 : 0,
      state: consent ? consent.state : AUTO_CONVERSION.states.on,
      defaultFrom: AUTO_CONVERSION.defaultForSilentAuthorsFrom,
      idleMonths: AUTO_CONVERSION.idleMonths,
    });
  });

  /** The first answer (agree 1 / disagree 0) and every later toggle. */
  fastify.post('/updateState', async (request, reply) => {
    const authorId = await requireAuthorId(db, await requireUserId(db, request));
    const { state } = parseParams(updateStateBody, request.body);
    await db.orm
      .insert(autoConversionConsents)
      .values({ authorId, state })
      .onConflictDoUpdate({
        target: autoConversionConsents.authorId,
        set: { state, updatedAt: sql`now()` },
      });
    return reply.v1(v1Calls.updateConsent, { record: 1, state });
  });

  /** The models the nightly job converted for the caller, newest first. */
  fastify.get('/conversions', async (request, reply) => {
    const authorId = await requireAuthorId(db, await requireUserId(db, request));
    const rows = await db.orm
      .select({
        id: models.id,
        uuid: models.uuid,
        kind: models.kind,
        title: models.title,
        previousChargeCategory: autoConversions.previousChargeCategory,
        chargeCategory: autoConversions.newChargeCategory,
        convertedAt: autoConversions.convertedAt,
      })
      .from(autoConversions)
      .innerJoin(models, eq(models.id, autoConversions.modelId))
      .where(eq(autoConversions.authorId, authorId))
      .orderBy(desc(autoConversions.convertedAt), desc(autoConversions.modelId))
      .limit(200);
    return reply.v1(
      v1Calls.consentConversions,
      rows.map((row) => ({ ...row, convertedAt: row.convertedAt.toISOString() })),
    );
  });
};

export default modeLetter;
