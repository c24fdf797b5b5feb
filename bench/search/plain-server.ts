/**
 * The plain baseline for the search benchmark: the same /v1/model/search call answered the obvious
 * way on the same database — ILIKE on titles, COUNT(*) for the total and GROUP BY for category
 * counts, with no keyword index and no facet table.
 */
import http from 'node:http';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PLAIN_PORT ?? 4012);
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const sortColumns: Record<string, string> = {
  '1': 'score',
  '2': 'created_at',
  '3': 'download_count',
  '4': 'month_heat',
  '5': 'week_heat',
};

function integer(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
}

async function search(params: URLSearchParams) {
  const values: unknown[] = [integer(params.get('modelType'), 1)];
  const where = ['m.kind = $1', 'm.online'];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    values.push(value);
    where.push(condition(`$${values.length}`));
  };
  const element = params.get('element')?.trim();
  if (element)
    add(
      (p) => `(m.title ilike ${p} or m.model_number ilike ${p})`,
      `%${element.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`,
    );
  const style = integer(params.get('style'), 0);
  if (style) add((p) => `m.style_id = ${p}`, style);
  const fees: number[] = [];
  if (params.get('free') === '1') fees.push(1);
  if (params.get('nofree') === '1') fees.push(2);
  if (fees.length > 0) add((p) => `m.fee_category = any(${p}::smallint[])`, fees);
  if (params.get('vip') === '1' || params.get('member') === '1') {
    add(
      (p) => `m.charge_category = any(${p}::smallint[])`,
      params.get('vip') === '1' ? [3] : [3, 4],
    );
  }
  // Category counts ignore the category filters, so they are added last and left out of that query.
  const shared = [...where];
  const sharedValues = [...values];
  const oneClass = integer(params.get('oneClass'), 0);
  const twoClass = integer(params.get('twoClass'), 0);
  if (oneClass) add((p) => `m.one_class_id = ${p}`, oneClass);
  if (twoClass) add((p) => `m.two_class_id = ${p}`, twoClass);
  const size = Math.min(100, Math.max(1, integer(params.get('size'), 40)));
  const page = Math.max(1, integer(params.get('pn'), 1));
  const sort = sortColumns[params.get('sort') ?? '1'] ?? 'score';
  const [total, counts, records] = await Promise.all([
    pool.query<{ total: string }>(
      `select count(*) as total from models m where ${where.join(' and ')}`,
      values,
    ),
    pool.query<{ key: number; name: string; doc_count: string }>(
      `select m.one_class_id as key, c.name, count(*) as doc_count from models m join categories c on c.id = m.one_class_id
       where ${shared.join(' and ')} group by m.one_class_id, c.name order by m.one_class_id`,
      sharedValues,
    ),
    pool.query(
      `select m.id, m.uuid, m.title, m.thumb_path as "thumbPath", m.price_fen, m.score, m.download_count as "downloadCount"
       from models m where ${where.join(' and ')} order by m.${sort} desc, m.id desc limit ${size} offset ${(page - 1) * size}`,
      values,
    ),
  ]);
  return {
    total: Number(total.rows[0]?.total ?? 0),
    totalCapped: false,
    records: records.rows,
    categoryCounts: counts.rows.map((row) => ({
      key: row.key,
      doc_count: Number(row.doc_count),
      name: row.name,
    })),
  };
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const send = (body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname !== '/v1/model/search') {
    send({ code: 404, msg: 'not found', data: null });
    return;
  }
  search(url.searchParams).then(
    (data) => send({ code: 200, msg: 'success', data }),
    (error: unknown) => {
      console.error(error);
      send({ code: -1, msg: 'server internal error', data: null });
    },
  );
});

server.listen(port, '127.0.0.1', () => console.log(`plain search on ${port}`));
const stop = () => {
  server.close();
  void pool.end();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
