import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit-report';

// The shapes below are what npm 11 printed on this machine (405, ECONNREFUSED, ENOLOCK) and the
// documented report format (auditReportVersion 2).
const report = (counts: Record<string, number>, vulnerabilities: Record<string, unknown> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
      dependencies: { prod: 120, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 120 },
    },
  });

describe('npm audit verdict', () => {
  it('passes with a line per severity when nothing is high or critical', () => {
    const verdict = judgeAudit(report({ low: 2, moderate: 1, total: 3 }), '');
    expect(verdict.kind).toBe('passed');
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines).toEqual([
      'critical: 0',
      'high: 0',
      'moderate: 1',
      'low: 2',
      'info: 0',
      'dependency audit passed: no high or critical advisories',
    ]);
  });

  it('fails on a high or critical advisory and names the packages', () => {
    const verdict = judgeAudit(
      report(
        { high: 1, critical: 1, moderate: 1, total: 3 },
        {
          'bad-parser': { name: 'bad-parser', severity: 'high', range: '<2.1.0' },
          'worse-lib': { name: 'worse-lib', severity: 'critical', range: '*' },
          'meh-lib': { name: 'meh-lib', severity: 'moderate', range: '<1.0.1' },
        },
      ),
      '',
    );
    expect(verdict.kind).toBe('failed');
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines).toContain('critical: 1');
    expect(verdict.lines).toContain('high: 1');
    expect(verdict.lines).toContain('  high bad-parser <2.1.0');
    expect(verdict.lines).toContain('  critical worse-lib *');
    expect(verdict.lines.join('\n')).not.toContain('meh-lib');
    expect(verdict.lines.at(-1)).toMatch(/^dependency audit failed: 2 high or critical/);
  });

  it('says the audit is unavailable, and does not fail, when the registry refuses the call', () => {
    const stdout = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    const verdict = judgeAudit(stdout, 'npm error audit endpoint returned an error\n');
    expect(verdict).toEqual({
      kind: 'unavailable',
      exitCode: 0,
      lines: [
        'dependency audit unavailable: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      ],
    });
  });

  it('says the audit is unavailable when the registry cannot be reached', () => {
    const stdout = JSON.stringify({
      message:
        'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
      error: { summary: '', detail: '' },
    });
    const verdict = judgeAudit(stdout, '');
    expect(verdict.kind).toBe('unavailable');
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toMatch(/^dependency audit unavailable: request to .* ECONNREFUSED/);
    expect(
      judgeAudit('', 'npm error code ENOTFOUND\nnpm error network getaddrinfo ENOTFOUND'),
    ).toMatchObject({ kind: 'unavailable', exitCode: 0 });
  });

  it('fails the step when npm fails for a reason of ours, such as a missing lockfile', () => {
    const stdout = JSON.stringify({
      error: {
        code: 'ENOLOCK',
        summary: 'This command requires an existing lockfile.',
        detail: 'Try creating one first with: npm i --package-lock-only',
      },
    });
    expect(judgeAudit(stdout, '')).toEqual({
      kind: 'error',
      exitCode: 2,
      lines: ['dependency audit failed to run: This command requires an existing lockfile.'],
    });
    expect(judgeAudit('not json', '')).toMatchObject({ kind: 'error', exitCode: 2 });
    expect(judgeAudit('', '')).toMatchObject({ kind: 'error', exitCode: 2 });
  });
});
