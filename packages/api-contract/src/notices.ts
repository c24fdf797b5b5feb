import { z } from 'zod';
import { componentRegistry, noContentSchema } from './common.js';
import { defineRoute } from './route.js';

function named<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const shutdownNoticeSchema = named(
  z.object({
    /** An operator set the shutdown schedule; without one the marketplace is live and nothing is announced. */
    scheduled: z.boolean(),
    /** Show the daily popup: the notice is on and the caller has not muted it. */
    show: z.boolean(),
    /** The caller chose "do not remind". */
    muted: z.boolean(),
    title: z.string(),
    /** Uploads and download package purchases closed (Asia/Shanghai day). */
    uploadClosedOn: dayText,
    /** The site closes (Asia/Shanghai day). */
    siteClosedOn: dayText,
    /** What happens to leftover balance. */
    balanceText: z.string(),
    body: z.string(),
  }),
  'ShutdownNotice',
  'The shutdown notice; content and dates are server configuration.',
);
export type ShutdownNotice = z.infer<typeof shutdownNoticeSchema>;

export const getShutdownNoticeRoute = defineRoute({
  operationId: 'getShutdownNotice',
  method: 'GET',
  path: '/api/notices/shutdown',
  summary: 'The shutdown notice and whether its daily popup should show for the caller',
  tags: ['notices'],
  responses: { 200: shutdownNoticeSchema },
});

export const muteShutdownNoticeRoute = defineRoute({
  operationId: 'muteShutdownNotice',
  method: 'PUT',
  path: '/api/notices/shutdown/mute',
  summary: 'Do not remind: stop the daily shutdown popup for the caller',
  tags: ['notices'],
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const unmuteShutdownNoticeRoute = defineRoute({
  operationId: 'unmuteShutdownNotice',
  method: 'DELETE',
  path: '/api/notices/shutdown/mute',
  summary: 'Show the daily shutdown popup again',
  tags: ['notices'],
  responses: { 204: noContentSchema },
  requiresLogin: true,
});
