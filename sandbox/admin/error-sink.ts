import type { FastifyInstance } from 'fastify';
import { ErrorReport, ErrorReportList } from '@schemas/sandbox';
import { escapeForLog } from '../http/log-text';
import { parseOrReject, sendValid } from '../http/validation';

const keep = 500;

/** The app's error reporter lands here: POST a report, GET the list, DELETE to clear. */
export async function errorSinkRoutes(app: FastifyInstance, options: { quiet: boolean }): Promise<void> {
  let reports: ErrorReport[] = [];

  app.post('/errors', async (request, reply) => {
    const report = parseOrReject(reply, ErrorReport, request.body);
    if (!report) return reply;
    reports.push(report);
    if (reports.length > keep) reports = reports.slice(-keep);
    if (!options.quiet) {
      const where = report.url ? ` (${escapeForLog(report.url)})` : '';
      process.stderr.write(`[app error] ${escapeForLog(report.source)}: ${escapeForLog(report.message.replace(/\s+/g, ' '))}${where}\n`);
    }
    return reply.code(204).send();
  });

  app.get('/errors', async (_request, reply) => sendValid(reply, ErrorReportList, { reports }));

  app.delete('/errors', async (_request, reply) => {
    reports = [];
    return reply.code(204).send();
  });
}
