import { AUTO_CONVERSION, shanghaiDayKey } from '@yunmo/domain/daily-rules';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';

/** Fee category of paid models; charge category 0 means "no member gets it free". */
const paidFeeCategory = 2;
const noMemberCharge = 0;
/** Paid-plus-member: textures become free for unlimited members (2), other kinds for gold and unlimited members (3). */
const mappingKind = 3;
const mappingMemberCharge = 2;
const memberCharge = 3;

export interface AutoConversionResult {
  /** Models converted by this run; a rerun on the same data converts none. */
  converted: number;
}

/**
 * Converts the paid models of consenting authors that nobody downloaded in the last 3 months
 * into paid-plus-member models and records each conversion. Consenting means state 1, or no
 * answer at all once the silent-author default (2024-08-01) applies.
 *
 * One statement: the conversion record and the model update commit together, and the
 * `charge_category = 0` condition plus the record's primary key make reruns convert nothing twice.
 */
export async function runAutoConversion(
  db: DbClient,
  now: Date = new Date(),
): Promise<AutoConversionResult> {
  const silentAuthorsConsent = shanghaiDayKey(now) >= AUTO_CONVERSION.defaultForSilentAuthorsFrom;
  const idleMonths = AUTO_CONVERSION.idleMonths;
  const at = now.toISOString();
  const rows = await db.rows<{ converted: number | string }>(sql`
    WITH candidates AS (
      SELECT m.id, m.author_id, m.kind, m.charge_category
      FROM models m
      JOIN users u ON u.id = m.author_id AND u.is_author
      LEFT JOIN auto_conversion_consents c ON c.author_id = m.author_id
      WHERE m.fee_category = ${paidFeeCategory}::int
        AND m.charge_category = ${noMemberCharge}::int
        AND m.created_at < ${at}::timestamptz - make_interval(months => ${idleMonths}::int)
        AND (c.state = ${AUTO_CONVERSION.states.on}::int OR (c.author_id IS NULL AND ${silentAuthorsConsent}::boolean))
        AND NOT EXISTS (
          SELECT 1 FROM downloads d
          WHERE d.model_id = m.id AND d.created_at >= ${at}::timestamptz - make_interval(months => ${idleMonths}::int)
        )
      FOR UPDATE OF m SKIP LOCKED
    ),
    updated AS (
      UPDATE models m
      SET charge_category = (CASE WHEN candidates.kind = ${mappingKind}::int THEN ${mappingMemberCharge}::int ELSE ${memberCharge}::int END)::smallint
      FROM candidates
      WHERE m.id = candidates.id AND m.charge_category = ${noMemberCharge}::int
      RETURNING m.id, m.author_id, candidates.charge_category AS previous, m.charge_category AS current
    ),
    recorded AS (
      INSERT INTO auto_conversions (model_id, author_id, previous_charge_category, new_charge_category, converted_at)
      SELECT id, author_id, previous, current, ${at}::timestamptz FROM updated
      ON CONFLICT (model_id) DO NOTHING
      RETURNING model_id
    )
    SELECT count(*)::int AS converted FROM recorded
  `);
  return { converted: Number(rows[0]?.converted ?? 0) };
}
