import type { TestProject } from 'vitest/node';
import { templateRun } from '../src/testing.js';

/** The run's folder of seeded databases that builds copy, removed at the end of the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = await templateRun();
  project.provide('templateRoot', run.root);
  return run.remove;
}
