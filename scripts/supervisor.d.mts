import type { ChildProcess } from 'node:child_process';

export interface AppSpec {
  name: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

export interface SupervisorOptions {
  initialDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
  log?: (line: string) => void;
  output?: 'inherit' | 'ignore';
}

export interface Supervisor {
  start(spec: AppSpec): void;
  child(name: string): ChildProcess | undefined;
  restarts(name: string): number;
  stop(graceMs?: number): Promise<void>;
}

export function restartDelay(
  failures: number,
  initialDelayMs?: number,
  maxDelayMs?: number,
): number;
export function createSupervisor(options?: SupervisorOptions): Supervisor;
export function waitFor(url: string, label: string, timeoutMs: number): Promise<void>;
