import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gatewayOverSeededApi, registeredMember } from './seeded-gateway.js';

const gateway = gatewayOverSeededApi(4);

async function createToken(
  member: Awaited<ReturnType<typeof registeredMember>>,
  scope: 'read' | 'write',
  name = `${scope} 脚本`,
) {
  const created = await member.agent
    .post('/api/me/tokens')
    .set('x-csrf-token', member.csrf)
    .send({ name, scope })
    .expect(201);
  return created;
}

describe('personal access tokens', () => {
  it('are created once (201, Location, the token shown once), listed without the token and stored hashed', async () => {
    const member = await registeredMember(gateway.app, 'pat_a');
    const created = await createToken(member, 'read');
    const token = created.body.token as string;
    expect(token).toMatch(/^ymp_r_[A-Za-z0-9_-]{43}$/u);
    expect(created.headers.location).toBe(`/api/me/tokens/${String(created.body.id)}`);
    expect(created.headers['cache-control']).toContain('no-store');
    const listed = await member.agent.get('/api/me/tokens').expect(200);
    expect(listed.body).toMatchObject({
      page: 1,
      total: 1,
      pageSize: 1,
      items: [
        {
          id: created.body.id,
          name: 'read 脚本',
          scope: 'read',
          tokenPrefix: token.slice(0, 10),
          lastUsedAt: null,
        },
      ],
    });
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it('sign in as Bearer without cookies or CSRF; a read token cannot write; a write token can; a revoked one is refused', async () => {
    const member = await registeredMember(gateway.app, 'pat_b');
    const read = (await createToken(member, 'read')).body as { id: number; token: string };
    const write = (await createToken(member, 'write')).body as { id: number; token: string };
    const server = gateway.app.server;

    const me = await request(server)
      .get('/api/me')
      .set('authorization', `Bearer ${read.token}`)
      .expect(200);
    expect(me.body).toMatchObject({ userName: member.userName });
    expect(me.headers['cache-control']).toContain('no-store');

    const refused = await request(server)
      .post('/api/folders')
      .set('authorization', `Bearer ${read.token}`)
      .send({ category: 1, favoritesFolderName: '令牌' })
      .expect(403);
    expect(refused.body).toMatchObject({
      code: 'TOKEN_SCOPE',
      type: '/api/problems/token-scope',
      title: '令牌权限不足',
    });
    expect(refused.headers['www-authenticate']).toContain('insufficient_scope');

    const folder = await request(server)
      .post('/api/folders')
      .set('authorization', `Bearer ${write.token}`)
      .send({ category: 1, favoritesFolderName: '令牌' })
      .expect(201);
    expect(folder.headers.location).toBe(`/api/folders/${String(folder.body.id)}`);

    // A token never creates tokens, whatever its scope.
    const minted = await request(server)
      .post('/api/me/tokens')
      .set('authorization', `Bearer ${write.token}`)
      .send({ name: 'x', scope: 'write' })
      .expect(403);
    expect(minted.body.code).toBe('FORBIDDEN');

    // An edited prefix is another (unknown) token: the hash covers the whole token.
    const forged = `ymp_w_${read.token.slice(6)}`;
    await request(server).get('/api/me').set('authorization', `Bearer ${forged}`).expect(401);
    const malformed = await request(server)
      .get('/api/me')
      .set('authorization', 'Bearer not-a-token')
      .expect(401);
    expect(malformed.headers['www-authenticate']).toContain('invalid_token');

    await request(server)
      .delete(`/api/me/tokens/${String(read.id)}`)
      .set('authorization', `Bearer ${write.token}`)
      .expect(204);
    const after = await request(server)
      .get('/api/me')
      .set('authorization', `Bearer ${read.token}`)
      .expect(401);
    expect(after.body).toMatchObject({ code: 'NOT_LOGGED_IN', legacyCode: 10004 });
    await member.agent
      .delete(`/api/me/tokens/${String(read.id)}`)
      .set('x-csrf-token', member.csrf)
      .expect(404);
  });

  it('are accepted only as Bearer on /api: as a cookie or on the /v1 passthrough they are dropped', async () => {
    const member = await registeredMember(gateway.app, 'pat_c');
    const write = (await createToken(member, 'write')).body as { token: string };
    const server = gateway.app.server;
    await request(server).get('/api/me').set('cookie', `token=${write.token}`).expect(401);
    const legacy = await request(server).post('/v1/sign/in').set('token', write.token).send({});
    expect(legacy.body).toMatchObject({ code: 10004 });
  });

  it('cookie writes still need CSRF, and guests cannot manage tokens', async () => {
    const member = await registeredMember(gateway.app, 'pat_d');
    const refused = await member.agent
      .post('/api/me/tokens')
      .send({ name: 'x', scope: 'read' })
      .expect(403);
    expect(refused.body.code).toBe('CSRF_REJECTED');
    await request(gateway.app.server).get('/api/me/tokens').expect(401);
    const invalid = await member.agent
      .post('/api/me/tokens')
      .set('x-csrf-token', member.csrf)
      .send({ name: '', scope: 'read' })
      .expect(400);
    expect(invalid.body.code).toBe('BAD_REQUEST');
  });
});
