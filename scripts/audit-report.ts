/**
 * Judges the output of `npm audit --omit=dev --json` (see scripts/audit.ts and decision 026).
 * Kept apart from the process handling so every shape npm answers with can be tested.
 */

export const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];
const BLOCKING: readonly Severity[] = ['critical', 'high'];

export interface AuditVerdict {
  /** passed: nothing high or critical; failed: some; unavailable: the registry could not be
   * asked (CI cannot judge); error: npm failed for a reason of ours (no lockfile, bad JSON). */
  kind: 'passed' | 'failed' | 'unavailable' | 'error';
  lines: string[];
  exitCode: 0 | 1 | 2;
}

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> };
  vulnerabilities?: Record<string, { name?: string; severity?: Severity; range?: string }>;
  // What npm prints instead of a report when it could not audit.
  message?: string;
  statusCode?: number;
  code?: string;
  error?: { code?: string; summary?: string; detail?: string };
}

// Codes and texts of a registry that cannot be reached or will not answer the audit call.
const NETWORK_CODES =
  /^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|ERR_SOCKET_TIMEOUT|FETCH_ERROR|ECONNABORTED|CERT_|UNABLE_TO_|SELF_SIGNED)/;
const NETWORK_TEXT =
  /audit endpoint returned an error|request to \S+ failed|network|socket hang up|timed? ?out|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT/i;

function parse(stdout: string): AuditReport | null {
  try {
    const value = JSON.parse(stdout);
    return value && typeof value === 'object' ? (value as AuditReport) : null;
  } catch {
    return null;
  }
}

/** The last `npm error …` line of stderr: npm's own one-line reason. */
function npmErrorLine(stderr: string): string | undefined {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^npm (error|ERR!)/.test(line))
    .map((line) => line.replace(/^npm (error|ERR!)\s*/, ''))
    .filter((line) => line && !/complete log of this run/i.test(line))
    .at(-1);
}

export function judgeAudit(stdout: string, stderr: string): AuditVerdict {
  const report = parse(stdout);
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const lines = SEVERITIES.map((severity) => `${severity}: ${counts[severity] ?? 0}`);
    const blocking = Object.values(report.vulnerabilities ?? {})
      .filter((entry) => entry.severity && BLOCKING.includes(entry.severity))
      .map((entry) => `  ${entry.severity} ${entry.name ?? '?'} ${entry.range ?? ''}`.trimEnd());
    const blockingCount = BLOCKING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
    if (blockingCount > 0) {
      return {
        kind: 'failed',
        lines: [
          ...lines,
          ...blocking,
          `dependency audit failed: ${blockingCount} high or critical advisories in production dependencies (npm audit --omit=dev for details)`,
        ],
        exitCode: 1,
      };
    }
    return {
      kind: 'passed',
      lines: [...lines, 'dependency audit passed: no high or critical advisories'],
      exitCode: 0,
    };
  }

  const code = report?.error?.code ?? report?.code;
  const reason =
    report?.message ??
    report?.error?.summary ??
    code ??
    npmErrorLine(stderr) ??
    (stdout.trim() ? 'npm audit answered something that is not a report' : 'no output');
  const fromRegistry =
    typeof report?.statusCode === 'number' ||
    (code !== undefined && NETWORK_CODES.test(code)) ||
    NETWORK_TEXT.test(`${reason}\n${stderr}`);
  if (fromRegistry) {
    return { kind: 'unavailable', lines: [`dependency audit unavailable: ${reason}`], exitCode: 0 };
  }
  return { kind: 'error', lines: [`dependency audit failed to run: ${reason}`], exitCode: 2 };
}
