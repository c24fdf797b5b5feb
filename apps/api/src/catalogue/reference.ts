import { asc, eq, sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { categories, dictLabels, renderers, styles } from '../db/schema.js';

export interface CategoryNode {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}
export interface StyleItem {
  id: number;
  name: string;
  value: string;
}
export interface RendererItem {
  id: number;
  name: string;
}

export async function categoryTree(db: DbClient, kind: number): Promise<CategoryNode[]> {
  const rows = await db.orm
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .where(eq(categories.kind, kind))
    .orderBy(asc(categories.position), asc(categories.id));
  const roots = rows
    .filter((row) => row.parentId === null)
    .map((row) => ({ id: row.id, name: row.name, children: [] as { id: number; name: string }[] }));
  const byId = new Map(roots.map((root) => [root.id, root]));
  for (const row of rows) {
    if (row.parentId !== null)
      byId.get(row.parentId)?.children.push({ id: row.id, name: row.name });
  }
  return roots;
}

export async function styleList(db: DbClient, kind: number): Promise<StyleItem[]> {
  return db.orm
    .select({ id: styles.id, name: styles.name, value: styles.value })
    .from(styles)
    .where(eq(styles.kind, kind))
    .orderBy(asc(styles.position));
}

export async function rendererList(db: DbClient, kind: number): Promise<RendererItem[]> {
  return db.orm
    .select({ id: renderers.id, name: renderers.name })
    .from(renderers)
    .where(eq(renderers.kind, kind))
    .orderBy(asc(renderers.position));
}

/** The renderer id at a 1-based position in the kind's list; 0 when there is none (matches nothing). */
export async function rendererIdAt(db: DbClient, kind: number, position: number): Promise<number> {
  const rows = await db.rows<{ id: number }>(
    sql`select id from renderers where kind = ${kind} and position = ${position} limit 1`,
  );
  return rows[0]?.id ?? -1;
}

export async function styleIdByValue(db: DbClient, kind: number, value: string): Promise<number> {
  const rows = await db.rows<{ id: number }>(
    sql`select id from styles where kind = ${kind} and value = ${value} limit 1`,
  );
  return rows[0]?.id ?? -1;
}

export async function dictionary(db: DbClient, dictCode: string): Promise<StyleItem[]> {
  return db.orm
    .select({ id: dictLabels.id, name: dictLabels.name, value: dictLabels.value })
    .from(dictLabels)
    .where(eq(dictLabels.dictCode, dictCode))
    .orderBy(asc(dictLabels.position));
}

export async function headInfo(db: DbClient, kind: number) {
  const [categorys, style, renders] = await Promise.all([
    categoryTree(db, kind),
    styleList(db, kind),
    rendererList(db, kind),
  ]);
  return { categorys, style, renders };
}
