import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiDocumentUrl } from './generate.js';

const require = createRequire(import.meta.url);
const cliRoot = dirname(require.resolve('@redocly/cli/package.json'));
const cliBin = join(
  cliRoot,
  (require('@redocly/cli/package.json') as { bin: Record<string, string> }).bin.redocly ??
    'bin/cli.js',
);

describe('the /api document under Redocly’s recommended rules', () => {
  it('has no errors (warnings are allowed)', () => {
    const result = spawnSync(
      process.execPath,
      [
        cliBin,
        'lint',
        fileURLToPath(apiDocumentUrl),
        '--extends',
        'recommended',
        '--format',
        'summary',
      ],
      {
        encoding: 'utf8',
        // Offline: no telemetry, no update check.
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
        timeout: 120_000,
      },
    );
    const output = `${result.stdout}${result.stderr}`;
    expect(output, output).not.toMatch(/^error /mu);
    expect(result.status, output).toBe(0);
  }, 130_000);
});
