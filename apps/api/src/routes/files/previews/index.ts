import type { FastifyPluginAsync } from 'fastify';
import { previewGlb } from '../../../catalogue/preview-glb.js';

/** GET /files/previews/models/{id}.glb: the public, light preview of a 3D, SU or UE model for the 3D viewer. */
const previews: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Params: { name: string } }>('/models/:name', async (request, reply) => {
    const match = /^([1-9]\d{0,9})\.glb$/u.exec(request.params.name);
    const id = match ? Number(match[1]) : 0;
    const bytes =
      id > 0 && id <= 2_147_483_647
        ? await previewGlb(fastify.db, fastify.files.directory, id)
        : null;
    if (!bytes) return reply.code(404).send({ code: 404, msg: '文件不存在', data: null });
    return reply
      .header('content-type', 'model/gltf-binary')
      .header('cache-control', 'public, max-age=86400')
      .header('content-length', bytes.length)
      .send(bytes);
  });
};

export default previews;
