import { z } from 'zod';
import { componentRegistry } from './common.js';
import { defineRoute } from './route.js';

export const csrfTokenSchema = z.object({
  /** Send back as the `x-csrf-token` header on every non-GET /api call. */
  csrfToken: z.string(),
});
componentRegistry.add(csrfTokenSchema, { id: 'CsrfToken' });

export const getCsrfTokenRoute = defineRoute({
  operationId: 'getCsrfToken',
  method: 'GET',
  path: '/api/session/csrf',
  summary: 'Issue the CSRF token (also set as the readable `csrf` cookie)',
  tags: ['session'],
  responses: { 200: csrfTokenSchema },
});
