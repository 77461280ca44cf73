/**
 * npm run audit:deps — checks the production dependencies: installed as the lockfile says
 * (npm ls), and no high or critical advisory (npm audit). Exits 1 on a finding, 2 when npm
 * itself fails, and 0 with "dependency audit unavailable: …" when the registry cannot answer
 * the audit call (decision 026).
 */
import { spawnSync } from 'node:child_process';
import { judgeAudit } from './audit-report';

const npm = (args: string[]) =>
  spawnSync('npm', args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
    shell: process.platform === 'win32',
  });

const ls = npm(['ls', '--omit=dev', '--depth=0']);
if (ls.error || ls.status !== 0) {
  // Missing, extraneous or invalid packages: what runs is not what was locked and audited.
  console.error(ls.stdout, ls.stderr);
  console.error('dependency check failed: npm ls --omit=dev --depth=0 reports problems');
  process.exit(1);
}
console.log('production dependencies: installed as locked (npm ls)');

const audit = npm(['audit', '--omit=dev', '--json']);
if (audit.error) {
  const timedOut = (audit.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
  console.log(
    timedOut
      ? 'dependency audit unavailable: npm audit timed out'
      : `dependency audit failed to run: ${audit.error.message}`,
  );
  process.exit(timedOut ? 0 : 2);
}
const verdict = judgeAudit(audit.stdout, audit.stderr);
for (const line of verdict.lines) console.log(line);
process.exit(verdict.exitCode);
