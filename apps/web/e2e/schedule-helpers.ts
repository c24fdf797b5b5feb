import { expect } from '@playwright/test';

/** Sets (or with 'off' clears) the shutdown schedule on the running API, as an operator does. */
export async function setSchedule(schedule: 'spec' | 'off'): Promise<void> {
  const response = await fetch(
    `${process.env.E2E_API_ORIGIN ?? ''}/v1/operator/shutdown-schedule`,
    {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${process.env.E2E_OPERATOR_SECRET ?? ''}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ schedule }),
    },
  );
  expect(((await response.json()) as { code: number }).code).toBe(200);
}
