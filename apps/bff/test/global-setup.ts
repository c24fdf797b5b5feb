import { templateRun } from '@yunmo/api/testing';
import type { TestProject } from 'vitest/node';

/** The run's folder of seeded API databases that createTestApi copies, removed at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = await templateRun();
  project.provide('templateRoot', run.root);
  return run.remove;
}
