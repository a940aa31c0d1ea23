import type { FastifyInstance } from 'fastify';
import { ErrorReport, ErrorReportList } from '@schemas/sandbox';
import { escapeForLog } from '../http/log-text';
import { parseOrReject, sendValid } from '../http/validation';

const keep = 500;
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

/**
 * A browser's Content-Security-Policy violation reports as error reports: `application/csp-report`
 * (`{"csp-report": {...}}`, from `report-uri`) or `application/reports+json` (an array of
 * `{type: "csp-violation", url, body}`, from the Reporting API).
 */
export function cspViolations(contentType: string, body: unknown): ErrorReport[] {
  const at = new Date().toISOString();
  if (contentType.startsWith('application/csp-report')) {
    const report = record(record(body)['csp-report']);
    const directive = text(report['effective-directive'] ?? report['violated-directive']);
    return [
      { source: 'csp', message: `${directive} blocked ${text(report['blocked-uri']) || 'inline'}`, url: text(report['document-uri']), at },
    ];
  }
  const list: unknown[] = Array.isArray(body) ? body : [];
  return list.flatMap((entry) => {
    const item = record(entry);
    if (item.type !== 'csp-violation') return [];
    const report = record(item.body);
    const message = `${text(report.effectiveDirective)} blocked ${text(report.blockedURL) || 'inline'}`;
    return [{ source: 'csp', message, url: text(report.documentURL ?? item.url), at }];
  });
}

/** The app's error reporter lands here: POST a report, GET the list, DELETE to clear. */
export async function errorSinkRoutes(app: FastifyInstance, options: { quiet: boolean }): Promise<void> {
  let reports: ErrorReport[] = [];
  const keepReport = (report: ErrorReport) => {
    reports.push(report);
    if (reports.length > keep) reports = reports.slice(-keep);
    if (!options.quiet) {
      const where = report.url ? ` (${escapeForLog(report.url)})` : '';
      process.stderr.write(`[app error] ${escapeForLog(report.source)}: ${escapeForLog(report.message.replace(/\s+/g, ' '))}${where}\n`);
    }
  };

  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }), undefined);
      }
    },
  );

  app.post('/errors', async (request, reply) => {
    const contentType = String(request.headers['content-type'] ?? '');
    if (contentType.startsWith('application/csp-report') || contentType.startsWith('application/reports+json')) {
      cspViolations(contentType, request.body).forEach(keepReport);
      return reply.code(204).send();
    }
    const report = parseOrReject(reply, ErrorReport, request.body);
    if (!report) return reply;
    keepReport(report);
    return reply.code(204).send();
  });

  app.get('/errors', async (_request, reply) => sendValid(reply, ErrorReportList, { reports }));

  app.delete('/errors', async (_request, reply) => {
    reports = [];
    return reply.code(204).send();
  });
}
